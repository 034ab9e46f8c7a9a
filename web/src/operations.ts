// The GraphQL operations the screens use, with their result types (kept beside the documents).
export type Classification = 'lead' | 'customer' | 'competitor' | 'excluded';
export const CLASSIFICATIONS: Classification[] = ['lead', 'customer', 'competitor', 'excluded'];

export interface Account {
  id: string;
  company_domain: string;
  company_name: string | null;
  intent_score: number;
  visitor_count: number;
  visit_count: number;
  classification: Classification;
  first_seen_at: string;
  last_seen_at: string;
  is_locked: boolean;
}

export interface Workspace {
  id: string;
  name: string;
  plan: string;
  effective_plan: string;
  trial_active: boolean;
  monthly_cap: number;
}

export const WORKSPACE = /* GraphQL */ `query Workspace { workspace { id name plan effective_plan trial_active monthly_cap } }`;
export type WorkspaceResult = { workspace: Workspace };

export const ACCOUNTS = /* GraphQL */ `
  query Accounts($page: Int, $page_size: Int, $classification: Classification) {
    accounts(page: $page, page_size: $page_size, classification: $classification) {
      total page page_size
      accounts { id company_domain company_name intent_score visitor_count visit_count classification first_seen_at last_seen_at is_locked }
    }
  }`;
export type AccountsResult = { accounts: { total: number; page: number; page_size: number; accounts: Account[] } };

export interface WebhookEndpoint {
  id: string;
  url: string;
  state: string;
  disabledReason: string | null;
  createdAt: string;
}
export const WEBHOOK_ENDPOINTS = /* GraphQL */ `query WebhookEndpoints { webhookEndpoints { id url state disabledReason createdAt } }`;
export type WebhookEndpointsResult = { webhookEndpoints: WebhookEndpoint[] };

export interface Visitor {
  id: string;
  company_domain: string | null;
  company_name: string | null;
  intent_score: number;
  resolved_name: string | null;
  resolved_email: string | null;
  resolved_title: string | null;
  last_visit_at: string | null;
  visit_count: number;
  is_locked: boolean;
}
export const VISITORS = /* GraphQL */ `
  query Visitors($page: Int, $page_size: Int, $min_intent: Int) {
    visitors(page: $page, page_size: $page_size, min_intent: $min_intent) {
      total page page_size
      visitors { id company_domain company_name intent_score resolved_name resolved_email resolved_title last_visit_at visit_count is_locked }
    }
  }`;
export type VisitorsResult = { visitors: { total: number; page: number; page_size: number; visitors: Visitor[] } };

export interface Recommendation { id: string; kind: string; subject: string; title: string; status: string; created_at: string }
export const RECOMMENDATIONS = /* GraphQL */ `query Recommendations { recommendations { total recommendations { id kind subject title status created_at } } }`;
export type RecommendationsResult = { recommendations: { total: number; recommendations: Recommendation[] } };

export interface AttributionTotals { sessions: number; visitors: number; identified: number }
export interface AttributionChannel extends AttributionTotals { channel: string; share: number }
export const ATTRIBUTION = /* GraphQL */ `
  query Attribution($days: Int) {
    attribution(days: $days) {
      days window_start window_end computed_at basis
      totals { sessions visitors identified }
      channels { channel share sessions visitors identified }
    }
  }`;
export type AttributionResult = {
  attribution: { days: number; window_start: string; window_end: string; computed_at: string | null; basis: string; totals: AttributionTotals; channels: AttributionChannel[] };
};

export interface ApiKey { id: string; name: string; prefix: string; scopes: string[]; created_at: string; last_used_at: string | null; revoked_at: string | null }
export const API_KEYS = /* GraphQL */ `query ApiKeys { apiKeys(includeRevoked: true) { id name prefix scopes created_at last_used_at revoked_at } }`;
export type ApiKeysResult = { apiKeys: ApiKey[] };
export const CREATE_API_KEY = /* GraphQL */ `
  mutation CreateApiKey($name: String!, $scopes: [String!]!) {
    createApiKey(name: $name, scopes: $scopes, confirm: true) { plaintext key { id name } }
  }`;
export type CreateApiKeyResult = { createApiKey: { plaintext: string; key: { id: string; name: string } } };
export const REVOKE_API_KEY = /* GraphQL */ `mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id, confirm: true) { id revoked_at } }`;

export const CLASSIFY_ACCOUNT = /* GraphQL */ `
  mutation ClassifyAccount($id: ID!, $classification: Classification!) {
    classifyAccount(id: $id, classification: $classification) { id classification }
  }`;
export type ClassifyAccountResult = { classifyAccount: { id: string; classification: Classification } };

/** Each screen's main query: each plans as one fetch from the subgraph that owns its data
 *  (test/e2e/graphql/dashboard-plans.test.ts). */
export const SCREEN_QUERIES = { signIn: WORKSPACE, accounts: ACCOUNTS, accountPage: ACCOUNTS, webhooks: WEBHOOK_ENDPOINTS, visitors: VISITORS, recommendations: RECOMMENDATIONS, attribution: ATTRIBUTION, apiKeys: API_KEYS } as const;

// Settings (issue 15): plan usage, onboarding, sync rules, alert destinations, intent pages,
// enrichment and team, each owned by the accounts subgraph (one fetch).
export interface SyncRule {
  id: string;
  name: string;
  state: 'active' | 'paused';
  min_intent: number;
  classification: Classification | null;
  esp: string;
  last_run_at: string | null;
  last_run_status: string | null;
}
export interface SettingsResult {
  planUsage: { plan: string | null; effective_plan: string; trial_active: boolean; monthly_cap: number; accounts_this_month: number; over_cap_this_month: number };
  onboarding: { pixel_installed: boolean; pixel_verified: boolean; intent_step_completed: boolean; esp_connected_or_skipped: boolean; activated: boolean; steps_done: number; steps_total: number };
  syncRules: SyncRule[];
  alertDestinations: { id: string; name: string; kind: string; state: string; min_intent: number; host: string | null; last_post_status: string | null }[];
  intentPages: { pattern: string; label: string | null; score_weight: number }[];
  enrichmentConfig: { vendor: string; page_patterns: string[]; saved: boolean };
  team: { email: string; name: string | null; role: string; status: string }[];
}
export const SETTINGS = /* GraphQL */ `
  query Settings {
    planUsage { plan effective_plan trial_active monthly_cap accounts_this_month over_cap_this_month }
    onboarding { pixel_installed pixel_verified intent_step_completed esp_connected_or_skipped activated steps_done steps_total }
    syncRules { id name state min_intent classification esp last_run_at last_run_status }
    alertDestinations { id name kind state min_intent host last_post_status }
    intentPages { pattern label score_weight }
    enrichmentConfig { vendor page_patterns saved }
    team { email name role status }
  }`;
export const CREATE_SYNC_RULE = /* GraphQL */ `mutation CreateSyncRule($input: SyncRuleInput!) { createSyncRule(input: $input) { id } }`;
export const SET_SYNC_RULE_STATE = /* GraphQL */ `mutation SetSyncRuleState($id: ID!, $action: String!, $confirm: Boolean) { setSyncRuleState(id: $id, action: $action, confirm: $confirm) }`;
