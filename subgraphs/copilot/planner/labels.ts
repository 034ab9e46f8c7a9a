// How a tool is described to the user in a clarification ("Do you mean X, or Y?"). Every read tool
// needs one (a new read without a label does not compile).
import type { ImplementedRead, ImplementedTool } from '../tools/index.js';
export const TOOL_LABELS: Record<ImplementedRead, string> & Partial<Record<ImplementedTool, string>> = {
  search_accounts: 'the companies visiting your site',
  get_account: "one company's details",
  search_visitors: 'the people visiting your site',
  visitor_journey: "one visitor's pages",
  journey_paths: 'the common paths through your site',
  attribution_overview: 'traffic by channel or campaign',
  open_recommendations: 'your open recommendations',
  workspace_setup: 'your setup progress',
  intent_pages: 'the intent pages',
  enrichment_config: 'the enrichment settings',
  sync_rules: 'the sync rules',
  dry_run_sync_rule: 'a preview of what a sync rule would send',
  list_api_keys: 'the API keys',
  list_webhooks: 'the webhook endpoints',
  list_alert_destinations: 'the alert destinations',
  identification_status: 'how identification is doing',
  list_conversations: 'your saved conversations',
  get_conversation: 'one saved conversation',
  list_team: 'the team',
  subscription: 'your plan and usage',
  esp_connection: 'the email platform connection',
  recall_facts: 'what I remember about the workspace',
};
