// The accounts subgraph's domain services, wired once from the runtime. Resolvers receive them
// through their constructors (see index.ts), tests and the copilot can build the same set.
import type { ServiceContext } from '../../core/context.js';
import { createAccessReader } from './shared/access.js';
import { createAccountRepository } from './accounts/account.repository.js';
import { createAccountService } from './accounts/account.service.js';
import { createVisitorRepository } from './visitors/visitor.repository.js';
import { createVisitorService } from './visitors/visitor.service.js';
import { createVisitRepository } from './visits/visit.repository.js';
import { createVisitService } from './visits/visit.service.js';
import { createAttributionRepository } from './attribution/attribution.repository.js';
import { createAttributionService } from './attribution/attribution.service.js';
import { createRecommendationRepository } from './recommendations/recommendation.repository.js';
import { createRecommendationService } from './recommendations/recommendation.service.js';
import { createWorkspaceService } from './workspaces/workspace.service.js';
import { createGuardrailsService } from './workspaces/guardrails.service.js';
import { createBillingRepository } from './billing/billing.repository.js';
import { createBillingService } from './billing/billing.service.js';
import { createApiKeyService } from './keys/apiKey.service.js';
import { createMemberService } from './members/member.service.js';
import { createIntentPageRepository } from './intentPages/intentPage.repository.js';
import { createIntentPageService } from './intentPages/intentPage.service.js';
import { createSyncRuleRepository } from './syncRules/syncRule.repository.js';
import { createSyncRuleService } from './syncRules/syncRule.service.js';
import { createAlertDestinationRepository } from './alertDestinations/alertDestination.repository.js';
import { createAlertDestinationService } from './alertDestinations/alertDestination.service.js';
import { createEnrichmentConfigRepository } from './enrichment/enrichmentConfig.repository.js';
import { createEnrichmentConfigService } from './enrichment/enrichmentConfig.service.js';
import { createTeamRepository } from './team/team.repository.js';
import { createTeamService } from './team/team.service.js';
import { createTeamAdminRepository } from './team/teamAdmin.repository.js';
import { createTeamAdminService } from './team/teamAdmin.service.js';
import { createOnboardingRepository } from './onboarding/onboarding.repository.js';
import { createOnboardingService } from './onboarding/onboarding.service.js';
import { accountFeatures } from './identification/scoring/score.repository.js';
import { createEspConnectionRepository } from './esp/espConnection.repository.js';
import { createEspService } from './esp/esp.service.js';
import { createEspProviders } from './esp/providers.js';
import { createSyncRunRepository } from './syncRules/syncRun.repository.js';
import { createSyncRunService } from './syncRules/syncRun.service.js';
import { createAlertPostRepository } from './alertDestinations/alertPost.repository.js';
import { createAlertDispatchService } from './alertDestinations/alertDispatch.service.js';
import { createOutboundPostService } from '../webhooks/outbound/outboundPost.service.js';
import { createEnrichmentRunRepository } from './enrichment/enrichmentRun.repository.js';
import { createEnrichmentRunService } from './enrichment/enrichmentRun.service.js';
import { createEnrichmentVendor } from './enrichment/vendors.js';
import { createCommerceStoreRepository } from './commerce/commerceStore.repository.js';
import { createCommerceStoreService } from './commerce/commerceStore.service.js';
import { createCommerceDataRepository } from './commerce/commerceData.repository.js';
import { createCommerceSyncService } from './commerce/commerceSync.service.js';
import { createCommerceAnalyticsRepository } from './commerce/commerceAnalytics.repository.js';
import { createCommerceAnalyticsService } from './commerce/commerceAnalytics.service.js';

export function createAccountsServices(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'logger' | 'secrets'>) {
  const access = createAccessReader(ctx);
  // list pages and counts run plain SQL (Database.sql): Prisma's runtime costs more per query than the query
  const { sql } = ctx.db;
  const syncRuleRepo = createSyncRuleRepository(sql);
  const esp = createEspService({
    repo: createEspConnectionRepository(sql),
    providers: createEspProviders(ctx.config),
    secrets: ctx.secrets,
    config: ctx.config,
    clock: ctx.clock,
  });
  // chat posts leave through the webhooks subgraph's outbound service (its URL rules and SSRF guard)
  const outbound = createOutboundPostService(ctx);
  const enrichmentConfig = createEnrichmentConfigService({ enrichment: createEnrichmentConfigRepository(sql), clock: ctx.clock });
  const storeRepo = createCommerceStoreRepository(sql);
  const store = createCommerceStoreService({ repo: storeRepo, secrets: ctx.secrets, config: ctx.config, clock: ctx.clock });
  return {
    access,
    store,
    commerce: createCommerceAnalyticsService({ repo: createCommerceAnalyticsRepository(sql) }),
    storeSync: createCommerceSyncService({ sql, stores: storeRepo, data: createCommerceDataRepository(), storeService: store, config: ctx.config, clock: ctx.clock }),
    accounts: createAccountService({ accounts: createAccountRepository(sql), access, clock: ctx.clock, features: (ws, id, now) => accountFeatures(sql, ws, id, now) }),
    visitors: createVisitorService({ visitors: createVisitorRepository(sql), access, clock: ctx.clock }),
    visits: createVisitService({ visits: createVisitRepository(sql) }),
    attribution: createAttributionService({ attribution: createAttributionRepository(sql), clock: ctx.clock }),
    recommendations: createRecommendationService({ recommendations: createRecommendationRepository(sql), clock: ctx.clock }),
    workspaces: createWorkspaceService(ctx),
    guardrails: createGuardrailsService(ctx),
    billing: createBillingService({ repo: createBillingRepository(sql), config: ctx.config, clock: ctx.clock }),
    keys: createApiKeyService(ctx),
    members: createMemberService(ctx),
    team: createTeamService({ team: createTeamRepository(sql) }),
    teamAdmin: createTeamAdminService({ repo: createTeamAdminRepository(sql), clock: ctx.clock, publicUrl: ctx.config.publicUrl }),
    intentPages: createIntentPageService({ intentPages: createIntentPageRepository(sql) }),
    syncRules: createSyncRuleService({ syncRules: syncRuleRepo, clock: ctx.clock }),
    syncRuns: createSyncRunService({ rules: syncRuleRepo, runs: createSyncRunRepository(sql), esp, clock: ctx.clock }),
    esp,
    alertDestinations: createAlertDestinationService({ alertDestinations: createAlertDestinationRepository(sql), outbound, clock: ctx.clock }),
    alerts: createAlertDispatchService({ posts: createAlertPostRepository(sql), outbound, access, clock: ctx.clock }),
    onboarding: createOnboardingService({ onboarding: createOnboardingRepository(sql), clock: ctx.clock }),
    enrichment: enrichmentConfig,
    enrichmentRuns: createEnrichmentRunService({
      repo: createEnrichmentRunRepository(sql),
      config: enrichmentConfig,
      vendor: createEnrichmentVendor(ctx.config),
      access,
      clock: ctx.clock,
    }),
  };
}

export type AccountsServices = ReturnType<typeof createAccountsServices>;
