// The services the copilot's tools call, and nothing else (issue 13): each table is written by the
// subgraph that owns it. Built once per runtime (at copilot start) and handed to every tool on its
// context. Tools reach a service through `ctx.services.<name>`, so moving one behind the graph (the
// owning subgraph over federation) changes this file only.
import type { Runtime } from '../../../core/runtime.js';
import { createAccountsServices } from '../../accounts/services.js';
import { createCollector } from '../../accounts/identification/collector/collector.service.js';
import { createConversationRepository } from '../conversations/conversation.repository.js';
import { createConversationService } from '../conversations/conversation.service.js';
import { createEndpointService } from '../../webhooks/endpoints/endpoint.service.js';

function build(rt: Runtime) {
  const accounts = createAccountsServices(rt);
  return {
    /** accounts subgraph */
    accounts: accounts.accounts,
    visitors: accounts.visitors,
    visits: accounts.visits,
    attribution: accounts.attribution,
    recommendations: accounts.recommendations,
    team: accounts.team,
    teamAdmin: accounts.teamAdmin,
    billing: accounts.billing,
    keys: accounts.keys,
    intentPages: accounts.intentPages,
    syncRules: accounts.syncRules,
    syncRuns: accounts.syncRuns,
    esp: accounts.esp,
    store: accounts.store,
    commerce: accounts.commerce,
    alertDestinations: accounts.alertDestinations,
    alerts: accounts.alerts,
    enrichment: accounts.enrichment,
    enrichmentRuns: accounts.enrichmentRuns,
    onboarding: accounts.onboarding,
    /** the pixel's own entry point (test_pixel): this instance is the copilot's, so its writes land in the calling tool's trace */
    collector: createCollector(rt),
    /** the copilot's own records (conversations, remembered facts) */
    conversations: createConversationService({ conversations: createConversationRepository(rt.db.sql), clock: rt.clock }),
    /** webhooks subgraph */
    endpoints: createEndpointService(rt),
  };
}

export type ToolServices = ReturnType<typeof build>;

// the record shapes tools read, re-exported so a tool imports nothing from another subgraph
export type { ApiKeyView } from '../../accounts/keys/apiKey.service.js';
export type { WebhookEndpointView } from '../../webhooks/endpoints/endpoint.service.js';
// the field rules the owning subgraph validates with (the dashboard's GraphQL uses the same)
export { dryRunLimit, syncRuleField, SYNC_RULE_DEFAULTS } from '../../accounts/syncRules/syncRule.schema.js';
export { stateActionSchema } from '../../accounts/shared/stateAction.js';
export { alertDestinationField, ALERT_DEFAULTS } from '../../accounts/alertDestinations/alertDestination.schema.js';
export { intentPageField, MAX_INTENT_PAGES } from '../../accounts/intentPages/intentPage.schema.js';
export { enrichmentField } from '../../accounts/enrichment/enrichmentConfig.schema.js';
export { onboardingChecklist } from '../../accounts/onboarding/onboarding.service.js';

const built = new WeakMap<Runtime, ToolServices>();

/** The one set of tool services of this runtime. */
export function toolServices(rt: Runtime): ToolServices {
  let s = built.get(rt);
  if (!s) built.set(rt, (s = build(rt)));
  return s;
}

/** the one attribution window definition (REST /attribution?days=N uses it too) */
export { trailingDays } from '../../accounts/attribution/attribution.service.js';
