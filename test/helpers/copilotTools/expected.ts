// The rows every read tool must return on the seeded fixture (fixture.ts, clock at EVAL_NOW), derived
// from the fixture's records: which accounts, visitors, visits and settings it creates, and which of
// them the pro plan's cap withholds. Volatile columns (ids, created_at/updated_at stamped by the
// database) are left out; tools whose order ties on them are compared sorted (SORTED).
import { MASKED_NAME as M } from '../../../core/plans.js';
import { CAUSAL_METHOD } from '../../../subgraphs/accounts/commerce/causalImpact/index.js';
import type { ImplementedRead } from '../../../subgraphs/copilot/tools/index.js';

type Row = Record<string, unknown>;
export type ReadTool = ImplementedRead;

export const VOLATILE = ['id', 'created_at', 'updated_at', 'visitor_id'] as const;
/** ordered by a database timestamp that ties in the fixture: compared as sets */
export const SORTED: ReadonlySet<ReadTool> = new Set(['list_alert_destinations', 'list_api_keys', 'list_team', 'list_webhooks', 'recall_facts', 'sync_rules']);

export const READ_ARGS: Partial<Record<ReadTool, Row>> = {
  visitor_journey: { email: 'jane@acme.com' },
  dry_run_sync_rule: { rule: 'hot leads' },
  get_conversation: { conversation: 'Q3 pipeline review' },
  get_account: { domain: 'acme.com' },
};

/** Every read tool has an entry (a new read tool without one does not compile). */
export const EXPECTED: Record<ReadTool, { rows: Row[]; coverage: string; withheld: number }> = {
  search_visitors: {
    coverage: '7 of 7 matching visitors',
    withheld: 1,
    rows: [
      {anonymous_id: 'anon-0', resolved_email: 'jane@acme.com', resolved_name: 'Jane Roe', resolved_title: 'VP Sales', employer: null, intent_score: 90, visit_count: 5, first_visit_at: '2025-06-08T12:00:00.000Z', last_visit_at: '2025-06-17T12:00:00.000Z', identified_at: '2025-06-13T12:00:00.000Z', resolution_source: 'email_capture', contacted_at: null, company_domain: 'acme.com', company_name: 'Acme', classification: 'lead', is_locked: false},
      {anonymous_id: 'anon-2', resolved_email: 'li@globex.com', resolved_name: 'Li Wei', resolved_title: 'CTO', employer: null, intent_score: 80, visit_count: 5, first_visit_at: '2025-06-06T12:00:00.000Z', last_visit_at: '2025-06-15T12:00:00.000Z', identified_at: '2025-06-13T12:00:00.000Z', resolution_source: 'ip_table', contacted_at: null, company_domain: 'globex.com', company_name: 'Globex', classification: 'customer', is_locked: false},
      {anonymous_id: 'anon-5', resolved_email: null, resolved_name: M, resolved_title: null, employer: null, intent_score: 75, visit_count: 5, first_visit_at: '2025-06-03T12:00:00.000Z', last_visit_at: '2025-06-15T12:00:00.000Z', identified_at: '2025-06-13T12:00:00.000Z', resolution_source: 'ip_table', contacted_at: null, company_domain: M, company_name: M, classification: 'lead', is_locked: true},
      {anonymous_id: 'anon-1', resolved_email: 'bob@acme.com', resolved_name: 'Bob Stone', resolved_title: 'Engineer', employer: null, intent_score: 70, visit_count: 5, first_visit_at: '2025-06-07T12:00:00.000Z', last_visit_at: '2025-06-16T12:00:00.000Z', identified_at: '2025-06-13T12:00:00.000Z', resolution_source: 'email_capture', contacted_at: '2025-06-16T12:00:00.000Z', company_domain: 'acme.com', company_name: 'Acme', classification: 'lead', is_locked: false},
      {anonymous_id: 'anon-3', resolved_email: 'sam@initech.io', resolved_name: 'Sam Hill', resolved_title: null, employer: null, intent_score: 65, visit_count: 5, first_visit_at: '2025-06-05T12:00:00.000Z', last_visit_at: '2025-06-17T12:00:00.000Z', identified_at: '2025-06-13T12:00:00.000Z', resolution_source: 'ip_table', contacted_at: null, company_domain: 'initech.io', company_name: 'Initech', classification: 'competitor', is_locked: false},
      {anonymous_id: 'anon-4', resolved_email: 'kim@gmail.com', resolved_name: 'Kim Park', resolved_title: null, employer: null, intent_score: 50, visit_count: 6, first_visit_at: '2025-06-04T12:00:00.000Z', last_visit_at: '2025-06-16T12:00:00.000Z', identified_at: '2025-06-13T12:00:00.000Z', resolution_source: 'email_capture', contacted_at: null, company_domain: 'personal', company_name: null, classification: 'lead', is_locked: false},
      {anonymous_id: 'anon-6', resolved_email: null, resolved_name: null, resolved_title: null, employer: null, intent_score: 35, visit_count: 5, first_visit_at: '2025-06-02T12:00:00.000Z', last_visit_at: '2025-06-17T12:00:00.000Z', identified_at: '2025-06-13T12:00:00.000Z', resolution_source: 'asn', contacted_at: null, company_domain: 'umbrella.co', company_name: 'Umbrella', classification: 'excluded', is_locked: false},
    ],
  },
  visitor_journey: {
    coverage: '5 of 5 page views of jane@acme.com; first visit 2025-06-08T12:00:00.000Z; identified 2025-06-13T12:00:00.000Z by email_capture',
    withheld: 0,
    rows: [
      {occurred_at: '2025-06-14T07:00:00.000Z', path: '/blog', url: 'https://evalco.com/blog', referrer: null, channel: 'email', utm_campaign: 'newsletter', is_bot: false, email: 'jane@acme.com'},
      {occurred_at: '2025-06-14T08:00:00.000Z', path: '/pricing', url: 'https://evalco.com/pricing', referrer: null, channel: 'email', utm_campaign: 'newsletter', is_bot: false, email: 'jane@acme.com'},
      {occurred_at: '2025-06-17T07:00:00.000Z', path: '/', url: 'https://evalco.com/', referrer: null, channel: 'paid_search', utm_campaign: 'spring-promo', is_bot: null, email: 'jane@acme.com'},
      {occurred_at: '2025-06-17T08:00:00.000Z', path: '/pricing', url: 'https://evalco.com/pricing', referrer: null, channel: 'paid_search', utm_campaign: 'spring-promo', is_bot: false, email: 'jane@acme.com'},
      {occurred_at: '2025-06-17T09:00:00.000Z', path: '/demo', url: 'https://evalco.com/demo', referrer: null, channel: 'paid_search', utm_campaign: 'spring-promo', is_bot: false, email: 'jane@acme.com'},
    ],
  },
  journey_paths: {
    coverage: 'top 4 session paths, last 30 days; known bots excluded',
    withheld: 0,
    rows: [
      {journey: '/ > /pricing > /demo', sessions: 5, share_pct: 35.7},
      {journey: '/blog > /pricing', sessions: 4, share_pct: 28.6},
      {journey: '/ > /docs > /pricing', sessions: 3, share_pct: 21.4},
      {journey: '/pricing > /demo', sessions: 2, share_pct: 14.3},
    ],
  },
  attribution_overview: {
    // the 30 UTC days ending today, as GET /attribution?days=30: the fixture's rollup has days 1-30 ago, so 29 of them
    coverage: '725 attributed sessions by channel (3 channels), last 30 days (UTC days 2025-05-20 to 2025-06-18, as /attribution?days=N)',
    withheld: 0,
    rows: [
      {channel: 'paid_search', sessions: 348, visitors: 290, identified: 116, share_pct: 48, computed_at: '2025-06-18T06:00:00.000Z'},
      {channel: 'email', sessions: 232, visitors: 174, identified: 58, share_pct: 32, computed_at: '2025-06-18T06:00:00.000Z'},
      {channel: 'organic_search', sessions: 145, visitors: 87, identified: 29, share_pct: 20, computed_at: '2025-06-18T06:00:00.000Z'},
    ],
  },
  open_recommendations: {
    coverage: '3 open recommendations; first created 2025-06-15T12:00:00.000Z, last created 2025-06-17T12:00:00.000Z',
    withheld: 0,
    rows: [
      {kind: 'sync_rule_ready', subject: 'Hot leads', title: 'Hot leads has new contacts to send', status: 'snoozed', snoozed_until: '2025-06-17T12:00:00.000Z'},
      {kind: 'high_intent_uncontacted', subject: 'acme.com', title: 'Acme is hot and nobody has reached out', status: 'new', snoozed_until: null},
      {kind: 'competitor_on_pricing', subject: 'initech.io', title: 'Initech keeps reading your pricing page', status: 'new', snoozed_until: null},
    ],
  },
  workspace_setup: {
    coverage: '3 of 5 onboarding steps done',
    withheld: 0,
    rows: [
      {section: 'onboarding', pixel_installed: true, pixel_verified: true, intent_step_completed: false, esp_connected_or_skipped: true, activated: false, steps_done: 3, steps_total: 5, claimed_domain: 'evalco.com', domain_verified_at: null},
      {section: 'pixel', last_seen_at: '2025-06-18T10:00:00.000Z', verified_at: '2025-05-29T12:00:00.000Z'},
      {section: 'store', platform: null, shop_domain: null, status: 'not connected', sync_status: null, sync_error: null, last_synced_at: null},
      {section: 'email_platform', provider: 'klaviyo', status: 'connected'},
      {section: 'identification', visitors_7d: 7, identified_7d: 7},
      {section: 'plan_usage', plan: 'pro', effective_plan: 'pro', trial_active: false, accounts_this_month: 1, monthly_cap: 1000},
    ],
  },
  intent_pages: {
    coverage: '2 intent pages',
    withheld: 0,
    rows: [
      {pattern: '/pricing', label: null, score_weight: 3},
      {pattern: '/demo', label: null, score_weight: 2},
    ],
  },
  enrichment_config: {
    coverage: 'enrichment settings',
    withheld: 0,
    rows: [
      {vendor: 'clearbit', page_patterns: ['/pricing'], pattern_count: 1, enabled: true},
    ],
  },
  sync_rules: {
    coverage: '4 sync rules, 1 active',
    withheld: 0,
    rows: [
      {name: 'Hot leads', state: 'active', esp: 'klaviyo', list_id: 'L1', min_intent: 70, classification: null, last_run_at: '2025-06-17T12:00:00.000Z', last_run_status: 'succeeded', last_run_contacts_sent: 3, last_run_contacts_failed: 0, last_run_sandbox: null},
      {name: 'Customers weekly', state: 'paused', esp: 'klaviyo', list_id: null, min_intent: 40, classification: 'customer', last_run_at: null, last_run_status: null, last_run_contacts_sent: null, last_run_contacts_failed: null, last_run_sandbox: null},
      {name: 'Dupe rule', state: 'paused', esp: 'klaviyo', list_id: null, min_intent: 50, classification: null, last_run_at: null, last_run_status: null, last_run_contacts_sent: null, last_run_contacts_failed: null, last_run_sandbox: null},
      {name: 'Dupe rule', state: 'paused', esp: 'klaviyo', list_id: null, min_intent: 50, classification: null, last_run_at: null, last_run_status: null, last_run_contacts_sent: null, last_run_contacts_failed: null, last_run_sandbox: null},
    ],
  },
  dry_run_sync_rule: {
    coverage: '3 contacts match rule \"Hot leads\" (min intent 70); 2 would be sent (2 listed)',
    withheld: 1,
    rows: [
      {rule: 'Hot leads', would_send: true, resolved_email: 'jane@acme.com', resolved_name: 'Jane Roe', intent_score: 90, company_domain: 'acme.com', company_name: 'Acme', classification: 'lead', is_locked: false},
      {rule: 'Hot leads', would_send: true, resolved_email: 'li@globex.com', resolved_name: 'Li Wei', intent_score: 80, company_domain: 'globex.com', company_name: 'Globex', classification: 'customer', is_locked: false},
      {rule: 'Hot leads', would_send: false, resolved_email: null, resolved_name: M, intent_score: 75, company_domain: M, company_name: M, classification: 'lead', is_locked: true, resolved_title: null, employer: null},
    ],
  },
  list_webhooks: {
    coverage: '2 of 5 allowed webhook endpoints, 1 enabled',
    withheld: 0,
    rows: [
      {url: 'https://hooks.example.com/signal', state: 'enabled', consecutive_failures: 0, disabled_reason: null, disabled_at: null},
      {url: 'https://old.example.com/hook', state: 'disabled', consecutive_failures: 15, disabled_reason: '15 consecutive failures', disabled_at: null},
    ],
  },
  list_alert_destinations: {
    coverage: '2 alert destinations, 1 active',
    withheld: 0,
    rows: [
      {name: '#sales-alerts', kind: 'slack', state: 'active', min_intent: 80, host: 'hooks.slack.com', last_post_at: null, last_post_status: null, last_post_error: null},
      {name: 'Teams deals', kind: 'teams', state: 'paused', min_intent: 70, host: 'example.webhook.office.com', last_post_at: null, last_post_status: null, last_post_error: null},
    ],
  },
  identification_status: {
    coverage: '7 visitors seen, last 7 days',
    withheld: 0,
    rows: [
      {section: 'totals', visitors_seen: 7, identified: 7, identified_pct: 100, events_waiting: 1, last_run_at: '2025-06-18T09:00:00.000Z', last_run_status: 'succeeded', identified_in_window: 7, first_identified_at: '2025-06-13T12:00:00.000Z', last_identified_at: '2025-06-13T12:00:00.000Z'},
      {section: 'source', resolution_source: 'email_capture', identified: 3, identified_in_window: 3, share_of_identified_pct: 42.9, first_identified_at: '2025-06-13T12:00:00.000Z', last_identified_at: '2025-06-13T12:00:00.000Z'},
      {section: 'source', resolution_source: 'ip_table', identified: 3, identified_in_window: 3, share_of_identified_pct: 42.9, first_identified_at: '2025-06-13T12:00:00.000Z', last_identified_at: '2025-06-13T12:00:00.000Z'},
      {section: 'source', resolution_source: 'asn', identified: 1, identified_in_window: 1, share_of_identified_pct: 14.3, first_identified_at: '2025-06-13T12:00:00.000Z', last_identified_at: '2025-06-13T12:00:00.000Z'},
    ],
  },
  list_conversations: {
    coverage: '2 conversations',
    withheld: 0,
    rows: [
      {thread_id: 't-2', title: 'Competitor check', turns: 0},
      {thread_id: 't-1', title: 'Q3 pipeline review', turns: 2},
    ],
  },
  get_conversation: {
    coverage: '2 turns of \"Q3 pipeline review\"',
    withheld: 0,
    rows: [
      {thread_id: 't-1', title: 'Q3 pipeline review', seq: 1, question: 'top accounts?', answer: 'Acme leads with intent 92.', refusal: null},
      {thread_id: 't-1', title: 'Q3 pipeline review', seq: 2, question: 'and visitors?', answer: 'Jane at Acme.', refusal: null},
    ],
  },
  list_team: {
    coverage: '2 members, 1 pending invitations',
    withheld: 0,
    rows: [
      {email: 'admin-<ws>@evalco.com', name: 'Adam Admin', role: 'admin', status: 'member'},
      {email: 'owner-<ws>@evalco.com', name: 'Olive Owner', role: 'owner', status: 'member'},
      {email: 'new@evalco.com', name: null, role: 'member', status: 'invited'},
    ],
  },
  subscription: {
    coverage: '1 of 1000 accounts used this month',
    withheld: 0,
    rows: [
      {plan: 'pro', effective_plan: 'pro', trial_active: false, trial_ends_at: null, monthly_cap: 1000, accounts_this_month: 1, over_cap_this_month: 1, contact_fields_withheld: false},
    ],
  },
  esp_connection: {
    coverage: 'email platform: connected',
    withheld: 0,
    rows: [
      {provider: 'klaviyo', status: 'connected', connected_at: '2025-06-03T12:00:00.000Z', verified_at: null, esp_skipped_at: null, sandbox: false, account: null},
    ],
  },
  // the fixture has no store: commerce tools answer empty, never invented
  revenue_and_aov: { coverage: 'no orders, last 30 days', withheld: 0, rows: [] },
  customer_counts: { coverage: '0 customers ordered, last 30 days', withheld: 0, rows: [{ new_customers: 0, returning_customers: 0 }] },
  product_performance: { coverage: 'no products sold, last 30 days', withheld: 0, rows: [] },
  page_to_product_attribution: { coverage: 'no orders followed a view of /blog, last 30 days', withheld: 0, rows: [] },
  price_history: { coverage: 'no observed prices', withheld: 0, rows: [] },
  // no store data: each of the six identified visitors with an email and a human visit in the last
  // 30 days is 'visit only' (counts are aggregates: the over-cap one counts, unnamed)
  membership_conversion_paths: {
    coverage: '6 people in last 30 days',
    withheld: 0,
    rows: [{ path: 'visit → signup → paid', people: 0 }, { path: 'visit → signup', people: 0 }, { path: 'visit only', people: 6 }],
  },
  // no store data: no price change to take as the intervention, so nothing to estimate
  causal_impact: {
    coverage: 'inconclusive for the whole store',
    withheld: 0,
    rows: [{ product: null, metric: 'net_sales', method: CAUSAL_METHOD, verdict: 'inconclusive', reasons: ['no price change is recorded: name the product or the date of the intervention'], effect: null }],
  },
  aov_decomposition: {
    coverage: 'last 30 days against the 30 days before, USD',
    withheld: 0,
    rows: [
      {
        currency: 'USD',
        revenue: { before: '0.00', after: '0.00', change: '0.00', orders_effect: '0.00', quantity_effect: '0.00', mix_effect: '0.00', price_effect: '0.00' },
        aov: null,
        compared_with: { from: '2025-04-19T12:00:00.000Z', to: '2025-05-19T12:00:00.000Z' },
      },
    ],
  },
  recall_facts: {
    coverage: '2 remembered facts',
    withheld: 0,
    rows: [
      {text: 'We sell to dentists', source: null},
      {text: 'Our fiscal year starts in April', source: null},
    ],
  },
  search_accounts: {
    coverage: '7 accounts shown of 7 matching (1 of them over the plan cap)',
    withheld: 1,
    rows: [
      {company_domain: 'acme.com', company_name: 'Acme', intent_score: 92, visitor_count: 2, visit_count: 10, classification: 'lead', first_seen_at: '2025-05-09T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', is_locked: false},
      {company_domain: 'globex.com', company_name: 'Globex', intent_score: 85, visitor_count: 1, visit_count: 5, classification: 'customer', first_seen_at: '2025-05-14T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', is_locked: false},
      {company_domain: M, company_name: M, intent_score: 75, visitor_count: 1, visit_count: 5, classification: 'lead', first_seen_at: '2025-06-15T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', is_locked: true},
      {company_domain: 'initech.io', company_name: 'Initech', intent_score: 70, visitor_count: 1, visit_count: 5, classification: 'competitor', first_seen_at: '2025-05-19T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', is_locked: false},
      {company_domain: 'personal', company_name: null, intent_score: 55, visitor_count: 1, visit_count: 6, classification: 'lead', first_seen_at: '2025-05-25T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', is_locked: false},
      {company_domain: 'umbrella.co', company_name: 'Umbrella', intent_score: 40, visitor_count: 1, visit_count: 5, classification: 'excluded', first_seen_at: '2025-05-24T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', is_locked: false},
      {company_domain: 'acme.io', company_name: 'Acme Europe', intent_score: 30, visitor_count: 0, visit_count: 0, classification: 'lead', first_seen_at: '2025-05-29T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', is_locked: false},
    ],
  },
  get_account: {
    coverage: '1 account',
    withheld: 0,
    rows: [
      {company_domain: 'acme.com', company_name: 'Acme', intent_score: 92, visitor_count: 2, visit_count: 10, classification: 'lead', firmographics: {}, first_seen_at: '2025-05-09T12:00:00.000Z', last_seen_at: '2025-06-17T12:00:00.000Z', contacted_at: null, is_locked: false},
    ],
  },
  list_api_keys: {
    coverage: '4 of 10 allowed active keys',
    withheld: 0,
    rows: [
      {name: 'CI', prefix: 'sk_sig_CI01', scopes: ['copilot'], last_used_at: null, revoked_at: null},
      {name: 'Dupe key', prefix: 'sk_sig_Dup2', scopes: ['read'], last_used_at: null, revoked_at: null},
      {name: 'Zapier export', prefix: 'sk_sig_Zap1', scopes: ['read'], last_used_at: null, revoked_at: null},
      {name: 'Dupe key', prefix: 'sk_sig_Dup1', scopes: ['read'], last_used_at: null, revoked_at: null},
    ],
  },
  // accounts with page views in the last 7 days (the default), most visits first; hooli.com is over the cap
  visiting_accounts: {
    coverage: '6 accounts shown of 6 matching, last 7 days (1 of them over the plan cap)',
    withheld: 1,
    rows: [
      { company_domain: 'acme.com', company_name: 'Acme', intent_score: 92, classification: 'lead', first_seen_at: '2025-05-09T12:00:00.000Z', visits: 10, visitors: 2, last_visit_at: '2025-06-17T09:00:00.000Z', is_locked: false },
      { company_domain: 'personal', company_name: null, intent_score: 55, classification: 'lead', first_seen_at: '2025-05-25T12:00:00.000Z', visits: 6, visitors: 1, last_visit_at: '2025-06-16T09:00:00.000Z', is_locked: false },
      { company_domain: 'globex.com', company_name: 'Globex', intent_score: 85, classification: 'customer', first_seen_at: '2025-05-14T12:00:00.000Z', visits: 5, visitors: 1, last_visit_at: '2025-06-15T09:00:00.000Z', is_locked: false },
      { company_domain: M, company_name: M, intent_score: 75, classification: 'lead', first_seen_at: '2025-06-15T12:00:00.000Z', visits: 5, visitors: 1, last_visit_at: '2025-06-15T09:00:00.000Z', is_locked: true },
      { company_domain: 'initech.io', company_name: 'Initech', intent_score: 70, classification: 'competitor', first_seen_at: '2025-05-19T12:00:00.000Z', visits: 5, visitors: 1, last_visit_at: '2025-06-17T08:00:00.000Z', is_locked: false },
      { company_domain: 'umbrella.co', company_name: 'Umbrella', intent_score: 40, classification: 'excluded', first_seen_at: '2025-05-24T12:00:00.000Z', visits: 5, visitors: 1, last_visit_at: '2025-06-17T08:00:00.000Z', is_locked: false },
    ],
  },
  // 7 visitors x 2 sessions of the fixture's paths, last 30 days (the default)
  page_funnel: {
    coverage: '36 page views by 7 visitors across 5 pages, last 30 days; 5 shown; 5.14 page views per visitor; first view 2025-06-12T07:00:00.000Z, last view 2025-06-17T09:00:00.000Z',
    withheld: 0,
    rows: [
      { path: '/pricing', views: 14, visitors: 7 },
      { path: '/', views: 8, visitors: 7 },
      { path: '/demo', views: 7, visitors: 5 },
      { path: '/blog', views: 4, visitors: 4 },
      { path: '/docs', views: 3, visitors: 3 },
    ],
  },
  // every 7th visit predates bot flagging (6 of 36); session 0 is paid_search, session 1 email
  data_coverage: {
    coverage: '36 page views on 6 days, all time',
    withheld: 0,
    rows: [
      { section: 'totals', page_views: 36, oldest: '2025-06-12T07:00:00.000Z', newest: '2025-06-17T09:00:00.000Z', days_with_data: 6, unflagged_bot_rows: 6, bot_rows: 0 },
      { section: 'source', channel: 'email', page_views: 18, oldest: '2025-06-12T07:00:00.000Z', newest: '2025-06-14T09:00:00.000Z' },
      { section: 'source', channel: 'paid_search', page_views: 18, oldest: '2025-06-15T07:00:00.000Z', newest: '2025-06-17T09:00:00.000Z' },
    ],
  },
};
