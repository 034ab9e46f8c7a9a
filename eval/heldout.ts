// Held-out questions (issue 7): written without looking at the planner's keyword tables, after the
// main set (questions.ts) had been tuned. They are scored separately by `npm run eval:copilot`
// (and the CI test) so tuning on the main set cannot hide overfitting. Placeholders in braces are
// filled from the demo workspace (see demo.ts); the text otherwise stays as it was first written.
import type { EvalCase, Expectation } from './questions.js';

const c = (tool: string, args?: Record<string, unknown>) => ({ tool, args });
const calls = (...cs: { tool: string; args?: Record<string, unknown> }[]): Expectation => ({ calls: cs });
const CLARIFY: Expectation = { type: 'clarification' };
const REFUSE: Expectation = { type: 'refusal' };
const ANSWER: Expectation = { type: 'answer' };
const W = (label: string) => ({ window: { label } });

export const HELD_OUT: EvalCase[] = [
  // reads, in different people's voices
  { q: 'yo which accounts are heating up', expect: calls(c('search_accounts')) },
  { q: 'accounts, top ten, by intent', expect: calls(c('search_accounts', { limit: 10 })) },
  { q: 'can u pull everything we have on {customer.domain}', expect: calls(c('get_account', { domain: '{customer.domain}' })) },
  { q: '{competitor.name}: what are they up to?', expect: calls(c('get_account', { domain: '{competitor.domain}' })) },
  { q: "I'd like to see the visitors from {lead.domain} please", expect: calls(c('search_visitors', { domain: '{lead.domain}' })) },
  { q: 'anyone from a competitor on the site in the last 7 days?', expect: calls(c('search_visitors', { classification: 'competitor', ...W('last 7 days') })) },
  { q: 'Show me visitors from {customer.name}', expect: calls(c('search_visitors', { domain: '{customer.domain}' })) },
  { q: 'journey for {person.email} pls', expect: calls(c('visitor_journey', { email: '{person.email}' })) },
  { q: 'Which pages has {person2.email} viewed so far?', expect: calls(c('visitor_journey', { email: '{person2.email}' })) },
  { q: 'paths people take before hitting /demo', expect: calls(c('journey_paths', { through: '/demo' })) },
  { q: 'traffic by channel for the last 7 days', expect: calls(c('attribution_overview', W('last 7 days'))) },
  { q: 'which utm campaign brings the most sessions', expect: calls(c('attribution_overview', { group_by: 'campaign' })) },
  { q: 'anything I should be acting on?', expect: calls(c('open_recommendations')) },
  { q: 'have we finished onboarding yet', expect: calls(c('workspace_setup')) },
  { q: "what's the weighting on our intent pages", expect: calls(c('intent_pages')) },
  { q: "who's our enrichment provider", expect: calls(c('enrichment_config')) },
  { q: 'show me the klaviyo sync rules and their states', expect: calls(c('sync_rules')) },
  { q: 'if the Hot leads rule ran right now who would get synced', expect: calls(c('dry_run_sync_rule', { rule: 'Hot leads' })) },
  { q: 'api keys?', expect: calls(c('list_api_keys')) },
  { q: 'hw many webhooks do we have set up', expect: calls(c('list_webhooks')) },
  { q: 'where are slack alerts being sent', expect: calls(c('list_alert_destinations')) },
  { q: 'how many visitors got identified over the past 14 days', expect: calls(c('identification_status', W('last 14 days'))) },
  { q: 'whats teh match rate this week', expect: calls(c('identification_status', W('this week'))) },
  { q: 'who else is in this workspace', expect: calls(c('list_team')) },
  { q: 'which plan r we on and how much is left of the cap', expect: calls(c('subscription')) },
  { q: 'is our email tool hooked up?', expect: calls(c('esp_connection')) },
  { q: 'what facts have you stored', expect: calls(c('recall_facts')) },
  // changes
  { q: 'set {customer.domain} to competitor', expect: calls(c('classify_account', { domain: '{customer.domain}', classification: 'competitor' })) },
  { q: '{lead.domain} — mark them as a customer please', expect: calls(c('classify_account', { domain: '{lead.domain}', classification: 'customer' })) },
  { q: "i've contacted {person.email} already", expect: calls(c('set_visitor_contacted', { email: '{person.email}', contacted: true })) },
  { q: 'dismiss the recommendation about {rec.domain}', expect: calls(c('set_recommendation_status', { subject: '{rec.domain}', status: 'dismissed' })) },
  { q: 'bump the Hot leads min intent to 85', expect: calls(c('update_sync_rule', { rule: 'Hot leads', min_intent: 85 })) },
  { q: 'switch off the Customers weekly rule', expect: calls(c('set_sync_rule_state', { rule: 'Customers weekly', action: 'pause' })) },
  { q: 'revoke api key "CI"', expect: calls(c('revoke_api_key', { key: 'CI' })) },
  { q: 'create webhook pointing at https://events.example.net/signal', expect: calls(c('create_webhook', { url: 'https://events.example.net/signal' })) },
  { q: 'stop sending to https://hooks.example.com/signal', expect: calls(c('set_webhook_state', { url: 'https://hooks.example.com/signal', action: 'disable' })) },
  { q: 'turn the webhook https://old.example.com/hook on again', expect: calls(c('set_webhook_state', { url: 'https://old.example.com/hook', action: 'enable' })) },
  { q: 'pause the Teams deals alerts', expect: calls(c('set_alert_destination_state', { destination: 'Teams deals', action: 'pause' })) },
  { q: 'rename chat Competitor check to "Rivals watch"', expect: calls(c('rename_conversation', { conversation: 'Competitor check', title: 'Rivals watch' })) },
  { q: 'forget the fiscal year fact', expect: calls(c('forget_fact')) },
  // multi-tool
  { q: 'show webhooks, api keys and alert destinations', expect: calls(c('list_webhooks'), c('list_api_keys'), c('list_alert_destinations')) },
  { q: 'compare {customer.domain} with {competitor.domain}', expect: calls(c('get_account', { domain: '{customer.domain}' }), c('get_account', { domain: '{competitor.domain}' })) },
  { q: 'list intent pages & sync rules', expect: calls(c('intent_pages'), c('sync_rules')) },
  // clarifications
  { q: 'classify {competitor.domain} as', expect: CLARIFY },
  { q: 'show me their journey', expect: CLARIFY },
  { q: 'revoke it', expect: CLARIFY },
  // refusals and out of scope
  { q: "what's the stock price of apple", expect: ANSWER },
  { q: 'draft a linkedin post about our launch', expect: ANSWER },
  { q: 'why are competitors reading our pricing page?', expect: REFUSE },
  { q: 'did our linkedin ads make {lead.name} visit?', expect: REFUSE },
  { q: 'pause the Hot leads rule', key: true, expect: ANSWER },
  // second batch, written after the first batch's fixes (by then the planner's tables had been read)
  { q: 'gimme the five warmest companies', expect: calls(c('search_accounts', { limit: 5 })) },
  { q: 'Who from {competitor.name} has been poking around?', expect: calls(c('search_visitors', { domain: '{competitor.domain}' })) },
  { q: 'status of {excluded.domain}?', expect: calls(c('get_account', { domain: '{excluded.domain}' })) },
  { q: 'browsing history of {person4.email}', expect: calls(c('visitor_journey', { email: '{person4.email}' })) },
  { q: 'campaign performance over the past 30 days', expect: calls(c('attribution_overview', { group_by: 'campaign', ...W('last 30 days') })) },
  { q: 'what recommendations are still open', expect: calls(c('open_recommendations')) },
  { q: 'how close are we to being fully onboarded', expect: calls(c('workspace_setup')) },
  { q: 'do we have any webhooks failing?', expect: calls(c('list_webhooks')) },
  { q: 'r there any paused alert destinations', expect: calls(c('list_alert_destinations')) },
  { q: 'which sync rules are paused right now', expect: calls(c('sync_rules')) },
  { q: 'how many people did we de-anonymise last month', expect: calls(c('identification_status', W('last month'))) },
  { q: 'who has admin rights here', expect: calls(c('list_team')) },
  { q: 'please flag {person2.email} as contacted, I called her this morning', expect: calls(c('set_visitor_contacted', { email: '{person2.email}', contacted: true })) },
  { q: "{competitor.domain} isn't a competitor, it's a customer", expect: calls(c('classify_account', { domain: '{competitor.domain}', classification: 'customer' })) },
  { q: 'resume the Customers weekly sync', expect: calls(c('set_sync_rule_state', { rule: 'Customers weekly', action: 'activate' })) },
  { q: 'rotate out the Zapier export key, revoke it', expect: calls(c('revoke_api_key', { key: 'Zapier export' })) },
  { q: 'remove https://old.example.com/hook', expect: calls(c('set_webhook_state', { url: 'https://old.example.com/hook', action: 'delete' })) },
  { q: 'snooze {rec2.domain} for a week', expect: calls(c('set_recommendation_status', { subject: '{rec2.domain}', status: 'snoozed', snooze_days: 7 })) },
  { q: 'show sync rules and who is on the team', expect: calls(c('sync_rules'), c('list_team')) },
  { q: 'delete it', expect: CLARIFY },
  { q: 'set the threshold to 80', expect: CLARIFY },
  { q: 'can you book a meeting with {person.email}', expect: ANSWER },
  { q: 'what caused the spike in visits from {customer.name}?', expect: REFUSE },
];
