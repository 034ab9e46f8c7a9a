// The checked-in evaluation set: questions phrased the way different people ask (terse, chatty,
// misspelt, reordered), with the plan each should produce on the demo workspace (demo.ts). Words in
// {braces} are filled from the demo data (accounts, people, recommendations); the named records
// (sync rules, keys, webhooks, alert destinations, conversations, facts) are the ones demo.ts sets
// up through the copilot. Expected arguments list only what the question states; unlisted
// arguments are not checked.
import type { PriorTurn } from '../subgraphs/copilot/catalogue/types.js';

export type Expectation =
  | { calls: { tool: string; args?: Record<string, unknown> }[] }
  | { type: 'clarification' | 'refusal' | 'answer' };

export interface EvalCase {
  q: string;
  expect: Expectation;
  /** read-only API-key caller instead of a signed-in owner */
  key?: boolean;
  history?: PriorTurn[];
}

// shorthands for writing cases (held-out set too)
export const c = (tool: string, args?: Record<string, unknown>) => ({ tool, args });
export const calls = (...cs: { tool: string; args?: Record<string, unknown> }[]): Expectation => ({ calls: cs });
export const CLARIFY: Expectation = { type: 'clarification' };
export const REFUSE: Expectation = { type: 'refusal' };
export const ANSWER: Expectation = { type: 'answer' };
export const W = (label: string) => ({ window: { label } });

export const CASES: EvalCase[] = [
  // ── search_accounts ──
  { q: 'show me the top 5 accounts', expect: calls(c('search_accounts', { limit: 5 })) },
  { q: 'which companies are most engaged right now?', expect: calls(c('search_accounts')) },
  { q: 'list our competitors', expect: calls(c('search_accounts', { classification: 'competitor' })) },
  { q: 'hottest compnies this week', expect: calls(c('search_accounts')) },
  { q: 'any customers with intent over 80?', expect: calls(c('search_accounts', { classification: 'customer', min_intent: 80 })) },
  { q: 'Accounts ranked by intent please', expect: calls(c('search_accounts')) },
  { q: 'what organisations have been browsing our site', expect: calls(c('search_accounts')) },
  { q: 'give me 10 accounts classified as excluded', expect: calls(c('search_accounts', { classification: 'excluded', limit: 10 })) },
  // ── get_account ──
  { q: 'tell me about {lead.domain}', expect: calls(c('get_account', { domain: '{lead.domain}' })) },
  { q: '{customer.domain} details', expect: calls(c('get_account', { domain: '{customer.domain}' })) },
  { q: 'what do we know about {competitor.domain}?', expect: calls(c('get_account', { domain: '{competitor.domain}' })) },
  { q: 'How engaged is {customer.name}?', expect: calls(c('get_account', { domain: '{customer.domain}' })) },
  { q: 'pull up the personal account', expect: calls(c('get_account', { domain: 'personal' })) },
  { q: 'look up {lead2.domain}', expect: calls(c('get_account', { domain: '{lead2.domain}' })) },
  { q: '{excluded.domain} — anything on them?', expect: calls(c('get_account', { domain: '{excluded.domain}' })) },
  // ── search_visitors ──
  { q: 'who visited from {customer.name} last week', expect: calls(c('search_visitors', { domain: '{customer.domain}', ...W('last week') })) },
  { q: 'show visitors with intent above 70', expect: calls(c('search_visitors', { min_intent: 70 })) },
  { q: "people from {lead.domain} we haven't contacted", expect: calls(c('search_visitors', { domain: '{lead.domain}', contacted: false })) },
  { q: 'list the vistors from competitors', expect: calls(c('search_visitors', { classification: 'competitor' })) },
  { q: 'which contacts came in yesterday?', expect: calls(c('search_visitors', W('yesterday'))) },
  { q: 'who are the people using gmail addresses', expect: calls(c('search_visitors', { domain: 'personal' })) },
  { q: 'top 3 visitors by score', expect: calls(c('search_visitors', { limit: 3 })) },
  { q: 'visitors at customer accounts in the past 30 days', expect: calls(c('search_visitors', { classification: 'customer', ...W('last 30 days') })) },
  // ── visitor_journey ──
  { q: 'what pages did {person.email} look at', expect: calls(c('visitor_journey', { email: '{person.email}' })) },
  { q: 'show the journey of {person2.email}', expect: calls(c('visitor_journey', { email: '{person2.email}' })) },
  { q: '{person3.email} — which pages has he visited?', expect: calls(c('visitor_journey', { email: '{person3.email}' })) },
  { q: 'clickstream for {consumer.email}', expect: calls(c('visitor_journey', { email: '{consumer.email}' })) },
  { q: 'what did {person4.email} browse on our site', expect: calls(c('visitor_journey', { email: '{person4.email}' })) },
  { q: 'whose journey is this? show me the browsing path of {person5.email}', expect: calls(c('visitor_journey', { email: '{person5.email}' })) },
  // ── journey_paths ──
  { q: 'most common paths through /pricing', expect: calls(c('journey_paths', { through: '/pricing' })) },
  { q: 'what are the typical visitor journeys?', expect: calls(c('journey_paths')) },
  { q: 'top navigation paths last month', expect: calls(c('journey_paths', W('last month'))) },
  { q: 'How do people usually navigate the site', expect: calls(c('journey_paths')) },
  { q: 'popular page sequences that go via /demo', expect: calls(c('journey_paths', { through: '/demo' })) },
  { q: 'show me common flows through the pricing page', expect: calls(c('journey_paths', { through: '/pricing' })) },
  // ── attribution_overview ──
  { q: 'where does our traffic come from', expect: calls(c('attribution_overview')) },
  { q: 'breakdown by campaign for Q2', expect: calls(c('attribution_overview', { group_by: 'campaign', ...W('Q2 2025') })) },
  { q: 'which channels drove the most sessions in the last 14 days', expect: calls(c('attribution_overview', { ...W('last 14 days') })) },
  { q: 'attribution since March', expect: calls(c('attribution_overview', W('since 2025-03-01'))) },
  { q: 'how are my utm campaigns doing this month?', expect: calls(c('attribution_overview', { group_by: 'campaign', ...W('this month') })) },
  { q: 'show traffic sources', expect: calls(c('attribution_overview', { group_by: 'source' })) },
  { q: 'channel mix pls', expect: calls(c('attribution_overview')) },
  // ── open_recommendations ──
  { q: 'what should I do next', expect: calls(c('open_recommendations')) },
  { q: 'any recommendations for me?', expect: calls(c('open_recommendations')) },
  { q: 'show open suggestions', expect: calls(c('open_recommendations')) },
  { q: "what's on my to-do list", expect: calls(c('open_recommendations')) },
  { q: 'recomendations', expect: calls(c('open_recommendations')) },
  { q: 'where should we focus this week?', expect: calls(c('open_recommendations')) },
  // ── workspace_setup ──
  { q: 'how is my setup going', expect: calls(c('workspace_setup')) },
  { q: 'onboarding status', expect: calls(c('workspace_setup')) },
  { q: "what's left before we're fully set up?", expect: calls(c('workspace_setup')) },
  { q: 'is the pixel installed and working?', expect: calls(c('workspace_setup')) },
  { q: 'workspace health check', expect: calls(c('workspace_setup')) },
  { q: 'where are we with getting started', expect: calls(c('workspace_setup')) },
  // ── intent_pages ──
  { q: 'which pages count toward intent', expect: calls(c('intent_pages')) },
  { q: 'list intent pages', expect: calls(c('intent_pages')) },
  { q: 'what are our high-intent pages and their weights?', expect: calls(c('intent_pages')) },
  { q: 'show the pages that matter for scoring', expect: calls(c('intent_pages')) },
  { q: 'intent page weights', expect: calls(c('intent_pages')) },
  // ── enrichment_config ──
  { q: 'show enrichment settings', expect: calls(c('enrichment_config')) },
  { q: 'which vendor do we use for enrichment?', expect: calls(c('enrichment_config')) },
  { q: 'is enrichment on?', expect: calls(c('enrichment_config')) },
  { q: 'what pages trigger enrichment of abandoners', expect: calls(c('enrichment_config')) },
  { q: 'enrichmnet config', expect: calls(c('enrichment_config')) },
  // ── sync_rules ──
  { q: 'list sync rules', expect: calls(c('sync_rules')) },
  { q: 'which rules are active?', expect: calls(c('sync_rules')) },
  { q: 'show me my automations that push to klaviyo', expect: calls(c('sync_rules')) },
  { q: 'what syncs do we have', expect: calls(c('sync_rules')) },
  { q: 'when did the sync rules last run', expect: calls(c('sync_rules')) },
  // ── dry_run_sync_rule ──
  { q: 'who would the Hot leads rule send?', expect: calls(c('dry_run_sync_rule', { rule: 'Hot leads' })) },
  { q: 'dry run "Customers weekly"', expect: calls(c('dry_run_sync_rule', { rule: 'Customers weekly' })) },
  { q: 'preview the hot leads sync', expect: calls(c('dry_run_sync_rule', { rule: 'Hot leads' })) },
  { q: 'if I ran Customers weekly now, which contacts would go out?', expect: calls(c('dry_run_sync_rule', { rule: 'Customers weekly' })) },
  { q: 'simulate the rule', expect: CLARIFY },
  // two rules share this name: an ambiguous name is refused (spec 4.6), listing what exists
  { q: 'what would the Dupe rule push', expect: REFUSE },
  // ── list_api_keys ──
  { q: 'show api keys', expect: calls(c('list_api_keys')) },
  { q: 'which API keys exist?', expect: calls(c('list_api_keys')) },
  { q: 'list all keys including revoked ones', expect: calls(c('list_api_keys', { include_revoked: true })) },
  { q: 'what tokens have we issued', expect: calls(c('list_api_keys')) },
  { q: 'do we have any credentials for the read api', expect: calls(c('list_api_keys')) },
  // ── list_webhooks ──
  { q: 'list webhooks', expect: calls(c('list_webhooks')) },
  { q: 'which endpoints receive our events?', expect: calls(c('list_webhooks')) },
  { q: 'are any webhooks disabled', expect: calls(c('list_webhooks')) },
  { q: 'shwo me my webhoks', expect: calls(c('list_webhooks')) },
  { q: 'webhook endpoints and their failure counts', expect: calls(c('list_webhooks')) },
  // ── list_alert_destinations ──
  { q: 'what alert destinations do we have', expect: calls(c('list_alert_destinations')) },
  { q: 'where do alerts go?', expect: calls(c('list_alert_destinations')) },
  { q: 'list slack notifications setup', expect: calls(c('list_alert_destinations')) },
  { q: 'show alert channels', expect: calls(c('list_alert_destinations')) },
  { q: 'which destinations are paused', expect: calls(c('list_alert_destinations')) },
  // ── identification_status ──
  { q: 'how many visitors did we identify yesterday', expect: calls(c('identification_status', W('yesterday'))) },
  { q: "what's our match rate", expect: calls(c('identification_status')) },
  { q: 'is identification working?', expect: calls(c('identification_status')) },
  { q: 'identification stats for the last 7 days', expect: calls(c('identification_status', W('last 7 days'))) },
  { q: 'how many events are waiting in the pipeline', expect: calls(c('identification_status')) },
  { q: 'resolution rate this month', expect: calls(c('identification_status', W('this month'))) },
  // ── list_conversations ──
  { q: 'show my past conversations', expect: calls(c('list_conversations')) },
  { q: 'list chats', expect: calls(c('list_conversations')) },
  { q: 'what threads have we saved?', expect: calls(c('list_conversations')) },
  { q: 'recent conversations please', expect: calls(c('list_conversations')) },
  { q: 'my chat history', expect: calls(c('list_conversations')) },
  // ── get_conversation ──
  { q: 'open the conversation "Q3 pipeline review"', expect: calls(c('get_conversation', { conversation: 'Q3 pipeline review' })) },
  { q: 'what did we discuss in Competitor check?', expect: calls(c('get_conversation', { conversation: 'Competitor check' })) },
  { q: 'show the Q3 pipeline review thread', expect: calls(c('get_conversation', { conversation: 'Q3 pipeline review' })) },
  { q: 'read back the chat called Competitor check', expect: calls(c('get_conversation', { conversation: 'Competitor check' })) },
  { q: "pull up 'Q3 pipeline review'", expect: calls(c('get_conversation', { conversation: 'Q3 pipeline review' })) },
  // ── list_team ──
  { q: 'who is on the team', expect: calls(c('list_team')) },
  { q: 'list team members', expect: calls(c('list_team')) },
  { q: 'who has access to this workspace?', expect: calls(c('list_team')) },
  { q: 'any pending invitations?', expect: calls(c('list_team')) },
  { q: 'show colleagues and their roles', expect: calls(c('list_team')) },
  // ── subscription ──
  { q: 'what plan are we on', expect: calls(c('subscription')) },
  { q: 'how much of our monthly cap have we used?', expect: calls(c('subscription')) },
  { q: 'when does the trial end', expect: calls(c('subscription')) },
  { q: 'subscription details', expect: calls(c('subscription')) },
  { q: 'are we over our quota', expect: calls(c('subscription')) },
  { q: 'whats our tier and usage', expect: calls(c('subscription')) },
  // ── esp_connection ──
  { q: 'is klaviyo connected', expect: calls(c('esp_connection')) },
  { q: 'which email platform are we using?', expect: calls(c('esp_connection')) },
  { q: 'esp status', expect: calls(c('esp_connection')) },
  { q: 'did we ever link mailchimp or klaviyo', expect: calls(c('esp_connection')) },
  { q: 'email integration status', expect: calls(c('esp_connection')) },
  // ── recall_facts ──
  { q: 'what do you remember about us', expect: calls(c('recall_facts')) },
  { q: 'list remembered facts', expect: calls(c('recall_facts')) },
  { q: 'what have you noted about this workspace?', expect: calls(c('recall_facts')) },
  { q: 'show your memory', expect: calls(c('recall_facts')) },
  { q: 'which facts do you know', expect: calls(c('recall_facts')) },
  // ── classify_account ──
  { q: 'mark {lead.domain} as a competitor', expect: calls(c('classify_account', { domain: '{lead.domain}', classification: 'competitor' })) },
  { q: '{lead2.domain} is a customer now', expect: calls(c('classify_account', { domain: '{lead2.domain}', classification: 'customer' })) },
  { q: 'classify {competitor.domain} as lead', expect: calls(c('classify_account', { domain: '{competitor.domain}', classification: 'lead' })) },
  { q: 'exclude {excluded.domain}', expect: calls(c('classify_account', { domain: '{excluded.domain}', classification: 'excluded' })) },
  { q: 'please reclassify {customer.name} to competitor', expect: calls(c('classify_account', { domain: '{customer.domain}', classification: 'competitor' })) },
  { q: 'tag {lead.domain} and {competitor.domain} as customers', expect: calls(c('classify_account', { domain: '{lead.domain}', classification: 'customer' }), c('classify_account', { domain: '{competitor.domain}', classification: 'customer' })) },
  { q: 'classify {lead.domain}', expect: CLARIFY },
  { q: 'mark as competitor', expect: CLARIFY },
  // ── set_visitor_contacted ──
  { q: 'I emailed {person.email}', expect: calls(c('set_visitor_contacted', { email: '{person.email}', contacted: true })) },
  { q: 'mark {person2.email} as contacted', expect: calls(c('set_visitor_contacted', { email: '{person2.email}', contacted: true })) },
  { q: 'we reached out to {person5.email} yesterday', expect: calls(c('set_visitor_contacted', { email: '{person5.email}', contacted: true })) },
  { q: '{person3.email} was not contacted after all, undo that', expect: calls(c('set_visitor_contacted', { email: '{person3.email}', contacted: false })) },
  { q: 'flag {consumer.email} contacted', expect: calls(c('set_visitor_contacted', { email: '{consumer.email}', contacted: true })) },
  { q: 'mark her as contacted', expect: CLARIFY },
  // ── set_recommendation_status ──
  { q: 'snooze the {rec.domain} recommendation', expect: calls(c('set_recommendation_status', { subject: '{rec.domain}', status: 'snoozed' })) },
  { q: 'dismiss the {rec2.domain} suggestion', expect: calls(c('set_recommendation_status', { subject: '{rec2.domain}', status: 'dismissed' })) },
  { q: 'reopen the {rec3.domain} recommendation', expect: calls(c('set_recommendation_status', { subject: '{rec3.domain}', status: 'new' })) },
  { q: 'the {rec.domain} recommendation is done', expect: calls(c('set_recommendation_status', { subject: '{rec.domain}', status: 'done' })) },
  { q: 'snooze {rec.domain} for 2 weeks', expect: calls(c('set_recommendation_status', { subject: '{rec.domain}', status: 'snoozed', snooze_days: 14 })) },
  { q: 'dismiss that recommendation', expect: CLARIFY },
  // ── update_enrichment_config ──
  { q: 'turn off enrichment', expect: calls(c('update_enrichment_config', { page_patterns: [] })) },
  { q: 'only enrich abandoners of /pricing and /checkout', expect: calls(c('update_enrichment_config', { page_patterns: ['/pricing', '/checkout'] })) },
  { q: 'change the enrichment vendor to apollo', expect: calls(c('update_enrichment_config', { vendor: 'apollo' })) },
  { q: 'set enrichment pages to /demo', expect: calls(c('update_enrichment_config', { page_patterns: ['/demo'] })) },
  { q: 'update enrichment settings', expect: CLARIFY },
  // ── create_sync_rule ──
  { q: 'create a sync rule called "Big fish" for intent above 80', expect: calls(c('create_sync_rule', { name: 'Big fish', min_intent: 80 })) },
  { q: 'new rule named Competitor watch for competitors', expect: calls(c('create_sync_rule', { name: 'Competitor watch', classification: 'competitor' })) },
  { q: 'add a sync "Warm" with min intent 60', expect: calls(c('create_sync_rule', { name: 'Warm', min_intent: 60 })) },
  { q: 'set up an automation to push customers to klaviyo, call it Customer push', expect: calls(c('create_sync_rule', { name: 'Customer push', classification: 'customer' })) },
  { q: 'make a new sync rule', expect: CLARIFY },
  // ── update_sync_rule ──
  { q: 'change the Hot leads rule threshold to 80', expect: calls(c('update_sync_rule', { rule: 'Hot leads', min_intent: 80 })) },
  { q: 'rename the sync rule "Customers weekly" to "Customers daily"', expect: calls(c('update_sync_rule', { rule: 'Customers weekly', name: 'Customers daily' })) },
  { q: 'raise minimum intent on Hot leads to 75', expect: calls(c('update_sync_rule', { rule: 'Hot leads', min_intent: 75 })) },
  { q: 'edit the Customers weekly rule: only send competitors', expect: calls(c('update_sync_rule', { rule: 'Customers weekly', classification: 'competitor' })) },
  { q: 'update the rule', expect: CLARIFY },
  // ── set_sync_rule_state ──
  { q: 'pause the Hot leads rule', expect: calls(c('set_sync_rule_state', { rule: 'Hot leads', action: 'pause' })) },
  { q: 'activate Customers weekly', expect: calls(c('set_sync_rule_state', { rule: 'Customers weekly', action: 'activate' })) },
  { q: 'delete the sync rule "Hot leads"', expect: calls(c('set_sync_rule_state', { rule: 'Hot leads', action: 'delete' })) },
  { q: 'turn on the customers weekly sync', expect: calls(c('set_sync_rule_state', { rule: 'Customers weekly', action: 'activate' })) },
  { q: 'stop syncing Hot leads', expect: calls(c('set_sync_rule_state', { rule: 'Hot leads', action: 'pause' })) },
  { q: 'paus the hot leads rule', expect: calls(c('set_sync_rule_state', { rule: 'Hot leads', action: 'pause' })) },
  { q: 'pause the sync rule', expect: CLARIFY },
  // ── replace_intent_pages ──
  { q: 'set intent pages to /pricing and /demo', expect: calls(c('replace_intent_pages', { pages: [{ pattern: '/pricing' }, { pattern: '/demo' }] })) },
  { q: 'replace our intent pages with /pricing weight 3, /contact', expect: calls(c('replace_intent_pages', { pages: [{ pattern: '/pricing', score_weight: 3 }, { pattern: '/contact' }] })) },
  { q: 'only /pricing should count as an intent page', expect: calls(c('replace_intent_pages', { pages: [{ pattern: '/pricing' }] })) },
  { q: 'make /docs/* and /demo the high-intent pages', expect: calls(c('replace_intent_pages', { pages: [{ pattern: '/docs/*' }, { pattern: '/demo' }] })) },
  { q: 'change the intent pages', expect: CLARIFY },
  // ── create_api_key ──
  { q: 'create an api key for zapier', expect: calls(c('create_api_key', { name: 'zapier', scopes: ['read'] })) },
  { q: 'new API key called "Looker" with copilot access', expect: calls(c('create_api_key', { name: 'Looker', scopes: ['copilot'] })) },
  { q: 'generate a read key named warehouse', expect: calls(c('create_api_key', { name: 'warehouse', scopes: ['read'] })) },
  { q: 'I need a token for the BI dashboard', expect: calls(c('create_api_key', { name: 'BI dashboard' })) },
  { q: 'make an api key', expect: CLARIFY },
  // ── revoke_api_key ──
  { q: 'revoke the Zapier export key', expect: calls(c('revoke_api_key', { key: 'Zapier export' })) },
  { q: 'kill the CI token', expect: calls(c('revoke_api_key', { key: 'CI' })) },
  { q: 'please revoke "Dupe key"', expect: REFUSE },
  { q: 'can you revoke our CI key', expect: calls(c('revoke_api_key', { key: 'CI' })) },
  { q: 'delete api key zapier export', expect: calls(c('revoke_api_key', { key: 'zapier export' })) },
  { q: 'revoke the key', expect: CLARIFY },
  // ── create_webhook ──
  { q: 'add webhook https://hooks.example.com/new', expect: calls(c('create_webhook', { url: 'https://hooks.example.com/new' })) },
  { q: 'register https://api.partner.io/signal as an endpoint', expect: calls(c('create_webhook', { url: 'https://api.partner.io/signal' })) },
  { q: 'create a webhook to https://receiver.example.org/in please', expect: calls(c('create_webhook', { url: 'https://receiver.example.org/in' })) },
  { q: 'send events to https://ingest.acme.dev/hook (new webhook)', expect: calls(c('create_webhook', { url: 'https://ingest.acme.dev/hook' })) },
  { q: 'set up a webhook', expect: CLARIFY },
  // ── set_webhook_state ──
  { q: 'disable https://hooks.example.com/signal', expect: calls(c('set_webhook_state', { url: 'https://hooks.example.com/signal', action: 'disable' })) },
  { q: 're-enable the webhook https://old.example.com/hook', expect: calls(c('set_webhook_state', { url: 'https://old.example.com/hook', action: 'enable' })) },
  { q: 'delete webhook endpoint https://old.example.com/hook', expect: calls(c('set_webhook_state', { url: 'https://old.example.com/hook', action: 'delete' })) },
  { q: 'pause deliveries to https://hooks.example.com/signal webhook', expect: calls(c('set_webhook_state', { url: 'https://hooks.example.com/signal', action: 'disable' })) },
  { q: 'turn the webhook back on', expect: CLARIFY },
  // ── create_alert_destination ──
  { q: 'add a slack alert #deals https://hooks.slack.com/services/X', expect: calls(c('create_alert_destination', { name: '#deals', url: 'https://hooks.slack.com/services/X', kind: 'slack' })) },
  { q: 'create an alert destination called "Sales floor" at https://example.webhook.office.com/abc for teams', expect: calls(c('create_alert_destination', { name: 'Sales floor', kind: 'teams' })) },
  { q: 'new notification channel named Ops, url https://hooks.example.com/ops', expect: calls(c('create_alert_destination', { name: 'Ops', url: 'https://hooks.example.com/ops' })) },
  { q: 'send high intent alerts to slack', expect: CLARIFY },
  { q: 'add alert destination "VIP" https://hooks.slack.com/services/V with intent over 90', expect: calls(c('create_alert_destination', { name: 'VIP', min_intent: 90 })) },
  // ── set_alert_destination_state ──
  { q: 'pause #sales-alerts', expect: calls(c('set_alert_destination_state', { destination: '#sales-alerts', action: 'pause' })) },
  { q: 'activate the Teams deals destination', expect: calls(c('set_alert_destination_state', { destination: 'Teams deals', action: 'activate' })) },
  { q: 'delete the "Teams deals" alert', expect: calls(c('set_alert_destination_state', { destination: 'Teams deals', action: 'delete' })) },
  { q: 'mute slack alerts in #sales-alerts', expect: calls(c('set_alert_destination_state', { destination: '#sales-alerts', action: 'pause' })) },
  { q: 'turn off the alert destination', expect: CLARIFY },
  // ── onboarding ──
  { q: 'verify the pixel', expect: calls(c('verify_pixel')) },
  { q: 'can you confirm our tracking snippet is installed', expect: calls(c('verify_pixel')) },
  { q: 'check that the pixel is live and mark it verified', expect: calls(c('verify_pixel')) },
  { q: 'validate pixel', expect: calls(c('verify_pixel')) },
  { q: 'verfy pixel please', expect: calls(c('verify_pixel')) },
  { q: 'send a test pixel hit', expect: calls(c('test_pixel')) },
  { q: 'fire a synthetic event through the pixel', expect: calls(c('test_pixel')) },
  { q: 'test the tracking pixel', expect: calls(c('test_pixel')) },
  { q: 'ping the pixel with a fake hit', expect: calls(c('test_pixel')) },
  { q: 'pixel test', expect: calls(c('test_pixel')) },
  { q: 'mark the intent step complete', expect: calls(c('complete_intent_step')) },
  { q: "we're done with the intent pages step", expect: calls(c('complete_intent_step')) },
  { q: 'finish the intent step of onboarding', expect: calls(c('complete_intent_step')) },
  { q: 'tick off the intent step', expect: calls(c('complete_intent_step')) },
  { q: 'complete intent step', expect: calls(c('complete_intent_step')) },
  { q: 'activate the workspace', expect: calls(c('activate_workspace')) },
  { q: "let's go live", expect: calls(c('activate_workspace')) },
  { q: 'launch our workspace now', expect: calls(c('activate_workspace')) },
  { q: 'switch on signal for us', expect: calls(c('activate_workspace')) },
  { q: 'activate workspace pls', expect: calls(c('activate_workspace')) },
  { q: 'claim example.org', expect: calls(c('claim_domain', { domain: 'example.org' })) },
  { q: 'our website domain is evalco.io', expect: calls(c('claim_domain', { domain: 'evalco.io' })) },
  { q: 'claim the domain shop.evalco.com for this workspace', expect: calls(c('claim_domain', { domain: 'shop.evalco.com' })) },
  { q: 'please set our site domain to evalco.net', expect: calls(c('claim_domain', { domain: 'evalco.net' })) },
  { q: 'claim a domain', expect: CLARIFY },
  // ── conversations and facts ──
  { q: 'rename "Q3 pipeline review" to "Q3 review"', expect: calls(c('rename_conversation', { conversation: 'Q3 pipeline review', title: 'Q3 review' })) },
  { q: 'retitle the Competitor check conversation to Rivals', expect: calls(c('rename_conversation', { conversation: 'Competitor check', title: 'Rivals' })) },
  { q: 'change the title of chat Q3 pipeline review to Pipeline', expect: calls(c('rename_conversation', { conversation: 'Q3 pipeline review', title: 'Pipeline' })) },
  { q: 'call the Competitor check thread "Competition"', expect: calls(c('rename_conversation', { conversation: 'Competitor check', title: 'Competition' })) },
  { q: 'rename this conversation', expect: CLARIFY },
  { q: 'delete the Q3 pipeline review conversation', expect: calls(c('delete_conversation', { conversation: 'Q3 pipeline review' })) },
  { q: 'remove chat "Competitor check"', expect: calls(c('delete_conversation', { conversation: 'Competitor check' })) },
  { q: 'get rid of the Competitor check thread', expect: calls(c('delete_conversation', { conversation: 'Competitor check' })) },
  { q: 'trash conversation Q3 pipeline review', expect: calls(c('delete_conversation', { conversation: 'Q3 pipeline review' })) },
  { q: 'delete a conversation', expect: CLARIFY },
  { q: 'forget that we sell to dentists', expect: calls(c('forget_fact', { fact: 'We sell to dentists' })) },
  { q: 'forget "Our fiscal year starts in April"', expect: calls(c('forget_fact', { fact: 'Our fiscal year starts in April' })) },
  { q: "stop remembering the fiscal year thing: 'fiscal year'", expect: calls(c('forget_fact', { fact: 'fiscal year' })) },
  { q: 'forgt the dentists fact', expect: calls(c('forget_fact')) },
  { q: 'forget something', expect: CLARIFY },
  // ── ambiguous names ──
  { q: 'tell me about {ambiguous}', expect: CLARIFY },
  { q: 'how is {ambiguous} doing', expect: CLARIFY },
  // ── multi-tool ──
  { q: 'show api keys and webhooks', expect: calls(c('list_api_keys'), c('list_webhooks')) },
  { q: 'list the sync rules and also the alert destinations', expect: calls(c('sync_rules'), c('list_alert_destinations')) },
  { q: 'what plan are we on, and who is on the team?', expect: calls(c('subscription'), c('list_team')) },
  { q: 'top accounts; open recommendations', expect: calls(c('search_accounts'), c('open_recommendations')) },
  { q: 'tell me about {lead.domain} and show visitors from {customer.domain}', expect: calls(c('get_account', { domain: '{lead.domain}' }), c('search_visitors', { domain: '{customer.domain}' })) },
  { q: 'show intent pages plus the enrichment settings', expect: calls(c('intent_pages'), c('enrichment_config')) },
  { q: 'is klaviyo connected and what are our sync rules', expect: calls(c('esp_connection'), c('sync_rules')) },
  { q: 'tell me about {lead.domain}, {customer.domain} and {competitor.domain}', expect: calls(c('get_account', { domain: '{lead.domain}' }), c('get_account', { domain: '{customer.domain}' }), c('get_account', { domain: '{competitor.domain}' })) },
  // ── run_sync_rule (issue 16) ──
  { q: 'run the hot leads rule now', expect: calls(c('run_sync_rule', { rule: 'Hot leads' })) },
  { q: 'run the Hot leads sync rule', expect: calls(c('run_sync_rule', { rule: 'Hot leads' })) },
  { q: 'execute sync rule "Hot leads"', expect: calls(c('run_sync_rule', { rule: 'Hot leads' })) },
  { q: 'trigger the "Hot leads" rule', expect: calls(c('run_sync_rule', { rule: 'Hot leads' })) },
  // ── connect_esp ──
  { q: 'connect klaviyo', expect: calls(c('connect_esp', { provider: 'klaviyo' })) },
  { q: 'connect mailchimp', expect: calls(c('connect_esp', { provider: 'mailchimp' })) },
  { q: 'hook up our klaviyo account', expect: calls(c('connect_esp', { provider: 'klaviyo' })) },
  { q: 'link mailchimp to signal', expect: calls(c('connect_esp', { provider: 'mailchimp' })) },
  // ── test_alert_destination ──
  { q: 'send a test message to #sales-alerts', expect: calls(c('test_alert_destination', { destination: '#sales-alerts' })) },
  { q: 'test the #sales-alerts destination', expect: calls(c('test_alert_destination', { destination: '#sales-alerts' })) },
  { q: 'send a test alert to "Teams deals"', expect: calls(c('test_alert_destination', { destination: 'Teams deals' })) },
  { q: 'try the #sales-alerts alert destination', expect: calls(c('test_alert_destination', { destination: '#sales-alerts' })) },
  // ── run_enrichment_pipeline ──
  { q: 'enrich everyone who abandoned pricing now', expect: calls(c('run_enrichment_pipeline')) },
  { q: 'run the enrichment pipeline', expect: calls(c('run_enrichment_pipeline')) },
  { q: 'start enrichment now', expect: calls(c('run_enrichment_pipeline')) },
  { q: 'kick off the abandoner enrichment', expect: calls(c('run_enrichment_pipeline')) },
  // ── refusals (causal) ──
  { q: 'why did traffic drop last week?', expect: REFUSE },
  { q: 'did the spring-promo campaign cause more signups?', expect: REFUSE },
  { q: 'what was the impact of the newsletter on pipeline', expect: REFUSE },
  { q: 'is {lead.name} visiting because of our ads?', expect: REFUSE },
  { q: 'which channel led to the most customers', expect: REFUSE },
  { q: 'why did our intent scores go up', expect: REFUSE },
  // ── out of scope (declined: nothing recorded supports a reply) and not available yet ──
  { q: 'what is the weather in Berlin', expect: REFUSE },
  { q: 'write me an email to {person.email}', expect: REFUSE },
  { q: 'tell me a joke', expect: REFUSE },
  { q: 'what was revenue last month', expect: ANSWER },
  { q: 'average order value by product', expect: ANSWER },
  // team and billing: privileged, off in the demo workspace (an honest answer, no plan)
  { q: 'invite tom@evalco.com to the team', expect: ANSWER },
  { q: 'upgrade us to enterprise', expect: ANSWER },
  { q: 'connect our shopify store', expect: ANSWER },
  { q: 'what is the capital of France', expect: REFUSE },
  { q: 'which products sell best', expect: ANSWER },
  { q: 'hello', expect: ANSWER },
  // ── API-key callers cannot change anything ──
  { q: 'mark {lead.domain} as a competitor', key: true, expect: ANSWER },
  { q: 'revoke the Zapier export key', key: true, expect: ANSWER },
  { q: 'delete webhook endpoint https://old.example.com/hook', key: true, expect: ANSWER },
  { q: 'create an api key for zapier', key: true, expect: ANSWER },
  { q: 'show me the top 5 accounts', key: true, expect: calls(c('search_accounts', { limit: 5 })) },
  // ── follow-ups to a clarification ──
  { q: '{lead.domain}', history: [{ question: 'classify as competitor', answer: null, calls: [] }], expect: calls(c('classify_account', { domain: '{lead.domain}', classification: 'competitor' })) },
  { q: 'the Hot leads one', history: [{ question: 'pause the sync rule', answer: null, calls: [] }], expect: calls(c('set_sync_rule_state', { rule: 'Hot leads', action: 'pause' })) },
  { q: '{person.email}', history: [{ question: 'show the journey', answer: null, calls: [] }], expect: calls(c('visitor_journey', { email: '{person.email}' })) },
];
