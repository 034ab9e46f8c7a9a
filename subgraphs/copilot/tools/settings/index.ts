// Settings: intent pages, enrichment, sync rules, alert destinations. One file per tool (schema, effect, run); listed here once.
import { createAlertDestination } from './create_alert_destination.js';
import { createSyncRule } from './create_sync_rule.js';
import { dryRunSyncRule } from './dry_run_sync_rule.js';
import { enrichmentConfig } from './enrichment_config.js';
import { intentPages } from './intent_pages.js';
import { listAlertDestinations } from './list_alert_destinations.js';
import { replaceIntentPages } from './replace_intent_pages.js';
import { runEnrichmentPipeline } from './run_enrichment_pipeline.js';
import { runSyncRule } from './run_sync_rule.js';
import { setAlertDestinationState } from './set_alert_destination_state.js';
import { setSyncRuleState } from './set_sync_rule_state.js';
import { syncRules } from './sync_rules.js';
import { testAlertDestination } from './test_alert_destination.js';
import { updateEnrichmentConfig } from './update_enrichment_config.js';
import { updateSyncRule } from './update_sync_rule.js';

export const SETTINGS_TOOLS = [createAlertDestination, createSyncRule, dryRunSyncRule, enrichmentConfig, intentPages, listAlertDestinations, replaceIntentPages, runEnrichmentPipeline, runSyncRule, setAlertDestinationState, setSyncRuleState, syncRules, testAlertDestination, updateEnrichmentConfig, updateSyncRule] as const;
