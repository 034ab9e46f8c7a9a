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

/** Each screen's main query: each plans as one fetch from the subgraph that owns its data
 *  (test/graphql/dashboard-plans.test.ts). */
export const SCREEN_QUERIES = { signIn: WORKSPACE, accounts: ACCOUNTS, accountPage: ACCOUNTS, webhooks: WEBHOOK_ENDPOINTS } as const;
