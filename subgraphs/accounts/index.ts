// The accounts subgraph: accounts, visitors, attribution, recommendations and the dashboard's
// workspace view (keys, team). Entities Account, Visitor, Recommendation and Workspace are keyed
// by id so the webhooks and copilot subgraphs can extend them.
import type { Runtime } from '../../core/runtime.js';
import type { Subgraph } from '../../core/graphql/subgraph.js';
import { buildFederatedSchema } from '../../core/graphql/buildFederatedSchema.js';
import { DateTimeISO } from '../../core/graphql/dateTimeScalar.js';
import { createAccountsServices } from './services.js';
import { AccountsResolver } from './accounts/account.resolver.js';
import { accountReference } from './accounts/account.reference.js';
import { VisitorsResolver } from './visitors/visitor.resolver.js';
import { visitorReference } from './visitors/visitor.reference.js';
import { AttributionResolver } from './attribution/attribution.resolver.js';
import { RecommendationsResolver } from './recommendations/recommendation.resolver.js';
import { recommendationReference } from './recommendations/recommendation.reference.js';
import { WorkspaceResolver } from './workspaces/workspace.resolver.js';
import { ApiKeyResolver } from './keys/apiKey.resolver.js';
import { workspaceReference } from './workspaces/workspace.reference.js';
import { Account } from './accounts/account.type.js';
import { Visitor } from './visitors/visitor.type.js';
import { Recommendation } from './recommendations/recommendation.type.js';
import { espCallbackRoutes } from './esp/espCallback.routes.js';
import { storeCallbackRoutes } from './commerce/storeCallback.routes.js';
import { invitationRoutes } from './team/invitation.routes.js';
import { stripeWebhookRoutes } from './billing/stripeWebhook.routes.js';
import { GuardrailsResolver } from './workspaces/guardrails.resolver.js';
import { EspResolver } from './esp/esp.resolver.js';
import { SyncRunResolver } from './syncRules/syncRun.resolver.js';
import { SyncRuleResolver } from './syncRules/syncRule.resolver.js';
import { AlertDestinationResolver } from './alertDestinations/alertDestination.resolver.js';
import { IntentPageResolver } from './intentPages/intentPage.resolver.js';
import { EnrichmentConfigResolver } from './enrichment/enrichmentConfig.resolver.js';
import { TeamResolver } from './team/team.resolver.js';
import { OnboardingResolver } from './onboarding/onboarding.resolver.js';
import { AccountDetailResolver } from './accounts/accountDetail.resolver.js';
import { AlertTestResolver } from './alertDestinations/alertTest.resolver.js';
import { EnrichmentRunResolver } from './enrichment/enrichmentRun.resolver.js';
import { TeamAdminResolver } from './team/teamAdmin.resolver.js';
import { BillingResolver } from './billing/billing.resolver.js';
import { AccountPeopleResolver } from './accounts/accountPeople.resolver.js';
import { VisitorAccountResolver } from './visitors/visitorAccount.resolver.js';
import { RecommendationAccountResolver } from './recommendations/recommendationAccount.resolver.js';
import { OnboardingStepsResolver } from './onboarding/onboardingSteps.resolver.js';
import { AccountsConnectionResolver } from './accounts/accountsConnection.resolver.js';
import { VisitorsConnectionResolver } from './visitors/visitorsConnection.resolver.js';

export async function createAccountsSubgraph(rt: Runtime): Promise<Subgraph> {
  const s = createAccountsServices(rt);
  const roleOf = s.teamAdmin.roleOf;
  // resolver instances get their services by constructor; type-graphql asks this container
  const instances = new Map<unknown, unknown>([
    [AccountsResolver, new AccountsResolver(s.accounts)],
    [VisitorsResolver, new VisitorsResolver(s.visitors)],
    [AttributionResolver, new AttributionResolver(s.attribution)],
    [RecommendationsResolver, new RecommendationsResolver(s.recommendations)],
    [ApiKeyResolver, new ApiKeyResolver(s.keys)],
    [WorkspaceResolver, new WorkspaceResolver({ workspaces: s.workspaces, keys: s.keys, members: s.members, clock: rt.clock })],
    [GuardrailsResolver, new GuardrailsResolver(s.guardrails)],
    // issue 16: the same operations as the copilot's integration, team and billing tools
    [EspResolver, new EspResolver({ esp: s.esp, roleOf })],
    [SyncRunResolver, new SyncRunResolver({ syncRules: s.syncRules, syncRuns: s.syncRuns, access: s.access, roleOf })],
    [SyncRuleResolver, new SyncRuleResolver({ syncRules: s.syncRules, access: s.access })],
    [AlertDestinationResolver, new AlertDestinationResolver(s.alertDestinations)],
    [IntentPageResolver, new IntentPageResolver(s.intentPages)],
    [EnrichmentConfigResolver, new EnrichmentConfigResolver(s.enrichment)],
    [TeamResolver, new TeamResolver(s.team)],
    [AccountDetailResolver, new AccountDetailResolver({ accounts: s.accounts, visitors: s.visitors, visits: s.visits, access: s.access })],
    [OnboardingResolver, new OnboardingResolver({ onboarding: s.onboarding, access: s.access, clock: rt.clock })],
    [AlertTestResolver, new AlertTestResolver({ alerts: s.alerts, roleOf })],
    [EnrichmentRunResolver, new EnrichmentRunResolver({ enrichmentRuns: s.enrichmentRuns, roleOf })],
    [TeamAdminResolver, new TeamAdminResolver(s.teamAdmin)],
    [BillingResolver, new BillingResolver({ billing: s.billing, roleOf })],
    // entity links and the onboarding steps (issue 15)
    [AccountPeopleResolver, new AccountPeopleResolver({ visitors: s.visitors, visits: s.visits })],
    [VisitorAccountResolver, new VisitorAccountResolver({ visitors: s.visitors, accounts: s.accounts })],
    [RecommendationAccountResolver, new RecommendationAccountResolver(s.accounts)],
    [OnboardingStepsResolver, new OnboardingStepsResolver(s.onboarding)],
    [AccountsConnectionResolver, new AccountsConnectionResolver(s.accounts)],
    [VisitorsConnectionResolver, new VisitorsConnectionResolver(s.visitors)],
  ]);
  const schema = await buildFederatedSchema(
    {
      resolvers: [
        AccountsResolver, VisitorsResolver, AttributionResolver, RecommendationsResolver, WorkspaceResolver, GuardrailsResolver, ApiKeyResolver,
        EspResolver, SyncRunResolver, SyncRuleResolver, AlertDestinationResolver, IntentPageResolver, EnrichmentConfigResolver, TeamResolver, OnboardingResolver, AccountDetailResolver, AlertTestResolver, EnrichmentRunResolver, TeamAdminResolver, BillingResolver,
        AccountPeopleResolver, VisitorAccountResolver, RecommendationAccountResolver, OnboardingStepsResolver, AccountsConnectionResolver, VisitorsConnectionResolver,
      ],
      // entities reachable only through references must still be in the schema
      orphanedTypes: [Account, Visitor, Recommendation],
      container: { get: (cls) => instances.get(cls) },
      // Date fields: graphql-scalars' DateTimeISO that also passes the repositories' ISO strings through
      scalarsMap: [{ type: Date, scalar: DateTimeISO }],
    },
    {
      ...accountReference(s.accounts),
      ...visitorReference(s.visitors),
      ...recommendationReference(s.recommendations),
      ...workspaceReference(s.workspaces, rt.clock),
    },
  );
  return {
    name: 'accounts',
    schema,
    // resolvers return plain rows and views (no Promise- or function-valued fields): safe for graphql-jit
    compileQueries: true,
    mount(app) {
      app.use(espCallbackRoutes(s.esp));
      app.use(storeCallbackRoutes(s.store));
      app.use(invitationRoutes(s.teamAdmin));
      app.use(stripeWebhookRoutes(s.billing));
    },
  };
}
