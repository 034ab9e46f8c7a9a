// The four read endpoints (spec 4.1): one table drives the Express routes, the OpenAPI document
// and the capabilities list. Each endpoint is a GraphQL operation on the supergraph; the public
// API asks for over_cap: HIDE (over-cap records absent, total capped).
import type { z } from 'zod';
import {
  AccountsQuery,
  AttributionQuery,
  RecommendationsQuery,
  VisitorsQuery,
} from '../../subgraphs/accounts/shared/bounds.js';
import { AttributionRollup, PublicAccountList, PublicVisitorList, RecommendationList } from './schemas.js';

export interface ReadRoute {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  query: z.ZodObject;
  response: z.ZodType;
  responseName: string;
  /** the GraphQL operation and how query values become its variables */
  graphql: string;
  variables(q: Record<string, unknown>): Record<string, unknown>;
  /** the response body inside the operation's data */
  field: string;
}

const ACCOUNT_FIELDS = 'company_domain company_name intent_score visitor_count visit_count classification first_seen_at last_seen_at';
const VISITOR_FIELDS =
  'company_domain company_name intent_score classification resolved_email resolved_name resolved_title employer first_visit_at last_visit_at visit_count is_locked';
const SHARE = 'sessions visitors identified share';

export const READ_ROUTES: ReadRoute[] = [
  {
    path: '/accounts',
    operationId: 'listAccounts',
    summary: 'Accounts ranked by intent',
    description:
      'Companies visiting the workspace, ranked by intent_score (descending; ties by company_domain). Accounts beyond the plan\'s monthly cap are absent and `total` counts only accessible accounts. Ordering may shift between pages if data changes while paging.',
    query: AccountsQuery,
    response: PublicAccountList,
    responseName: 'PublicAccountList',
    graphql: `query ReadAccounts($page: Int, $page_size: Int, $classification: Classification) {
  accounts(page: $page, page_size: $page_size, classification: $classification, over_cap: HIDE) {
    accounts { ${ACCOUNT_FIELDS} } total page page_size
  }
}`,
    variables: (q) => ({ page: q.page, page_size: q.page_size, classification: q.classification ?? null }),
    field: 'accounts',
  },
  {
    path: '/visitors',
    operationId: 'listVisitors',
    summary: 'Visitors ranked by intent',
    description:
      'People visiting the workspace whose account is inside the monthly cap, ranked by intent_score (descending; ties by a stable id). On the free tier contact fields are withheld: is_locked is true and the identity fields are null. Visitors not yet resolved to a company are not listed.',
    query: VisitorsQuery,
    response: PublicVisitorList,
    responseName: 'PublicVisitorList',
    graphql: `query ReadVisitors($page: Int, $page_size: Int, $min_intent: Int, $classification: Classification) {
  visitors(page: $page, page_size: $page_size, min_intent: $min_intent, classification: $classification, over_cap: HIDE) {
    visitors { ${VISITOR_FIELDS} } total page page_size
  }
}`,
    variables: (q) => ({ page: q.page, page_size: q.page_size, min_intent: q.min_intent ?? null, classification: q.classification ?? null }),
    field: 'visitors',
  },
  {
    path: '/attribution',
    operationId: 'getAttribution',
    summary: 'Attribution rollup by channel and campaign',
    description:
      'Sessions that carried a campaign context over the trailing `days` ending today (UTC), by channel and by campaign. Served from the nightly cached rollup only (may lag up to one day, see computed_at); never computed live. Shares are of attributed sessions, not of all visitors.',
    query: AttributionQuery,
    response: AttributionRollup,
    responseName: 'AttributionRollup',
    graphql: `query ReadAttribution($days: Int) {
  attribution(days: $days) {
    days window_start window_end computed_at basis
    totals { sessions visitors identified }
    channels { channel ${SHARE} }
    campaigns { channel ${SHARE} source campaign }
  }
}`,
    variables: (q) => ({ days: q.days }),
    field: 'attribution',
  },
  {
    path: '/recommendations',
    operationId: 'listRecommendations',
    summary: 'Open recommendations',
    description:
      'Open items only: status new, or snoozed with the snooze elapsed; newest first. Read-only: statuses change through the copilot (set_recommendation_status), not this API.',
    query: RecommendationsQuery,
    response: RecommendationList,
    responseName: 'RecommendationList',
    graphql: `query ReadRecommendations {
  recommendations { recommendations { id kind subject title detail status snoozed_until created_at } total }
}`,
    variables: () => ({}),
    field: 'recommendations',
  },
];

export const READ_SCOPE = 'read' as const;
