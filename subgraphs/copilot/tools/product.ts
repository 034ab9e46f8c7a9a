// The product reads and product changes of issue 7 (spec 4.5), registered through tools/index.ts.
import { searchVisitors } from './reads/search_visitors.js';
import { visitorJourney } from './reads/visitor_journey.js';
import { journeyPaths } from './reads/journey_paths.js';
import { attributionOverview } from './reads/attribution_overview.js';
import { openRecommendations } from './reads/open_recommendations.js';
import { workspaceSetup } from './reads/workspace_setup.js';
import { intentPages } from './reads/intent_pages.js';
import { enrichmentConfig } from './reads/enrichment_config.js';
import { syncRules } from './reads/sync_rules.js';
import { dryRunSyncRule } from './reads/dry_run_sync_rule.js';
import { listWebhooks } from './reads/list_webhooks.js';
import { listAlertDestinations } from './reads/list_alert_destinations.js';
import { identificationStatus } from './reads/identification_status.js';
import { listConversations } from './reads/list_conversations.js';
import { getConversation } from './reads/get_conversation.js';
import { listTeam } from './reads/list_team.js';
import { subscription } from './reads/subscription.js';
import { espConnection } from './reads/esp_connection.js';
import { recallFacts } from './reads/recall_facts.js';
import { setVisitorContacted } from './changes/set_visitor_contacted.js';
import { setRecommendationStatus } from './changes/set_recommendation_status.js';
import { updateEnrichmentConfig } from './changes/update_enrichment_config.js';
import { createSyncRule } from './changes/create_sync_rule.js';
import { updateSyncRule } from './changes/update_sync_rule.js';
import { setSyncRuleState } from './changes/set_sync_rule_state.js';
import { replaceIntentPages } from './changes/replace_intent_pages.js';
import { createApiKey } from './changes/create_api_key.js';
import { createWebhook } from './changes/create_webhook.js';
import { setWebhookState } from './changes/set_webhook_state.js';
import { createAlertDestination } from './changes/create_alert_destination.js';
import { setAlertDestinationState } from './changes/set_alert_destination_state.js';
import { activateWorkspace, claimDomain, completeIntentStep, testPixel, verifyPixel } from './changes/onboarding.js';
import { renameConversation } from './changes/rename_conversation.js';
import { deleteConversation } from './changes/delete_conversation.js';
import { forgetFact } from './changes/forget_fact.js';

export const PRODUCT_READS = [
  searchVisitors, visitorJourney, journeyPaths, attributionOverview, openRecommendations, workspaceSetup, intentPages,
  enrichmentConfig, syncRules, dryRunSyncRule, listWebhooks, listAlertDestinations, identificationStatus,
  listConversations, getConversation, listTeam, subscription, espConnection, recallFacts,
] as const;

export const PRODUCT_CHANGES = [
  setVisitorContacted, setRecommendationStatus, updateEnrichmentConfig, createSyncRule, updateSyncRule, setSyncRuleState,
  replaceIntentPages, createApiKey, createWebhook, setWebhookState, createAlertDestination, setAlertDestinationState,
  verifyPixel, testPixel, completeIntentStep, activateWorkspace, claimDomain, renameConversation, deleteConversation, forgetFact,
] as const;
