// The GraphQL operations the screens use. Result types come from the schema (gql.tada, ./graphql.ts):
// the named types below are views of them, so a field the schema lacks fails `tsc -p web`.
import { graphql, type ResultOf } from './graphql.js';
export type Classification = 'lead' | 'customer' | 'competitor' | 'excluded';
export const CLASSIFICATIONS: Classification[] = ['lead', 'customer', 'competitor', 'excluded'];

export const WORKSPACE = graphql(`query Workspace { workspace { id name plan effective_plan trial_active monthly_cap } }`);

export const ACCOUNTS = graphql(`
  query Accounts($page: Int, $page_size: Int, $classification: Classification) {
    accounts(page: $page, page_size: $page_size, classification: $classification) {
      total page page_size
      accounts { id company_domain company_name intent_score visitor_count visit_count classification first_seen_at last_seen_at is_locked }
    }
  }`);

export const WEBHOOK_ENDPOINTS = graphql(`query WebhookEndpoints { webhookEndpoints { id url state disabledReason createdAt } }`);

export const VISITORS = graphql(`
  query Visitors($page: Int, $page_size: Int, $min_intent: Int) {
    visitors(page: $page, page_size: $page_size, min_intent: $min_intent) {
      total page page_size
      visitors { id company_domain company_name intent_score resolved_name resolved_email resolved_title last_visit_at visit_count is_locked }
    }
  }`);

export const RECOMMENDATIONS = graphql(`query Recommendations { recommendations { total recommendations { id kind subject title status created_at account { company_domain company_name is_locked } } } }`);

export const ATTRIBUTION = graphql(`
  query Attribution($days: Int) {
    attribution(days: $days) {
      days window_start window_end computed_at basis
      totals { sessions visitors identified }
      channels { channel share sessions visitors identified }
    }
  }`);

export const API_KEYS = graphql(`query ApiKeys { apiKeys(includeRevoked: true) { id name prefix scopes created_at last_used_at revoked_at } }`);
export const CREATE_API_KEY = graphql(`
  mutation CreateApiKey($name: String!, $scopes: [String!]!) {
    createApiKey(name: $name, scopes: $scopes, confirm: true) { plaintext key { id name } }
  }`);
export const REVOKE_API_KEY = graphql(`mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id, confirm: true) { id revoked_at } }`);

export const CLASSIFY_ACCOUNT = graphql(`
  mutation ClassifyAccount($id: ID!, $classification: Classification!) {
    classifyAccount(id: $id, classification: $classification) { id classification }
  }`);

// The account and person pages (issue 15): people, visit timeline and journey as connections.
export const ACCOUNT_PAGE = graphql(`
  query AccountPage($domain: String!) {
    account(domain: $domain) {
      id company_domain company_name intent_score classification visitor_count visit_count first_seen_at last_seen_at is_locked contacted_at
      score_explanation { score raw factors { factor value points } }
      visitors(first: 25) { totalCount edges { node { id resolved_name resolved_title resolved_email intent_score visit_count last_visit_at is_locked } } pageInfo { hasNextPage endCursor } }
      visits(first: 25) { totalCount edges { node { id occurred_at path channel visitor { id resolved_name resolved_email is_locked } } } pageInfo { hasNextPage endCursor } }
    }
  }`);
export const VISITOR_PAGE = graphql(`
  query VisitorPage($id: ID!) {
    visitor(id: $id) {
      id resolved_name resolved_title resolved_email employer intent_score classification visit_count first_visit_at last_visit_at is_locked
      account { company_domain company_name intent_score is_locked }
    }
  }`);

// Settings (issue 15): plan usage, onboarding, sync rules, alert destinations, intent pages,
// enrichment and team, each owned by the accounts subgraph (one fetch); each section's changes
// are in its own file (screens/settings/).
export const SETTINGS = graphql(`
  query Settings {
    planUsage { plan effective_plan trial_active monthly_cap accounts_this_month over_cap_this_month }
    onboarding { pixel_installed pixel_verified intent_step_completed esp_connected_or_skipped activated steps_done steps_total claimed_domain }
    syncRules { id name state min_intent classification esp last_run_at last_run_status }
    alertDestinations { id name kind state min_intent host last_post_status }
    intentPages { pattern label score_weight }
    enrichmentConfig { vendor page_patterns saved }
    team { email name role status }
  }`);
export const CREATE_SYNC_RULE = graphql(`mutation CreateSyncRule($input: SyncRuleInput!) { createSyncRule(input: $input) { id } }`);
export const SET_SYNC_RULE_STATE = graphql(`mutation SetSyncRuleState($id: ID!, $action: String!, $confirm: Boolean) { setSyncRuleState(id: $id, action: $action, confirm: $confirm) }`);

// Views of the results above, named for the screens.
export type WorkspaceResult = ResultOf<typeof WORKSPACE>;
export type Workspace = WorkspaceResult['workspace'];
export type AccountsResult = ResultOf<typeof ACCOUNTS>;
export type Account = AccountsResult['accounts']['accounts'][number];
export type WebhookEndpointsResult = ResultOf<typeof WEBHOOK_ENDPOINTS>;
export type WebhookEndpoint = WebhookEndpointsResult['webhookEndpoints'][number];
export type VisitorsResult = ResultOf<typeof VISITORS>;
export type Visitor = VisitorsResult['visitors']['visitors'][number];
export type RecommendationsResult = ResultOf<typeof RECOMMENDATIONS>;
export type Recommendation = RecommendationsResult['recommendations']['recommendations'][number];
export type AttributionResult = ResultOf<typeof ATTRIBUTION>;
export type AttributionChannel = AttributionResult['attribution']['channels'][number];
export type ApiKeysResult = ResultOf<typeof API_KEYS>;
export type ApiKey = ApiKeysResult['apiKeys'][number];
export type CreateApiKeyResult = ResultOf<typeof CREATE_API_KEY>;
export type ClassifyAccountResult = ResultOf<typeof CLASSIFY_ACCOUNT>;
export type SettingsResult = ResultOf<typeof SETTINGS>;
export type SyncRule = SettingsResult['syncRules'][number];

/** Each screen's main query: each plans as one fetch from the subgraph that owns its data
 *  (test/e2e/graphql/dashboard-plans.test.ts). */
export const SCREEN_QUERIES = { signIn: WORKSPACE, accounts: ACCOUNTS, accountPage: ACCOUNT_PAGE, visitorPage: VISITOR_PAGE, webhooks: WEBHOOK_ENDPOINTS, visitors: VISITORS, recommendations: RECOMMENDATIONS, attribution: ATTRIBUTION, apiKeys: API_KEYS, settings: SETTINGS } as const;
