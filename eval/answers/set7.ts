// Answer set 7 (a tuning set, issue 14): written on 2026-11-25 by a helper who never read the planner
// (subgraphs/copilot/**) nor the other question sets; specs derived from truth.ts/measures.ts/windows.ts
// and the demo generator only, phrasings written as chat-box questions against the eval clock.
//
// The eval clock (eval/demo.ts EVAL_NOW) is Wednesday 2025-06-18 12:00 UTC: "this week" starts Monday
// 16 June, "last week" is 9-15 June, "this month" is June, "last month" is May, "this quarter" (q2)
// started 1 April, "last quarter" is Q1 (no demo traffic: its answers are 0). The demo generator's
// values: paths / /product /product/integrations /blog/visitor-identification /blog/intent-data
// /docs/getting-started /careers /customers /about /pricing /demo /pricing/enterprise; campaign
// sources google (paid_search, brand-search), linkedin (paid_social, abm-q3), newsletter (email,
// monthly-digest), facebook (social, launch-week), g2 (affiliate, g2-listing); non-campaign views are
// direct, organic_search (google referrer), social (linkedin referrer) or referral (hacker news);
// identification sources email_capture, ip_table, asn.
//
// Conventions kept: an exact path is named literally ("/pricing", "exactly /pricing") and a prefix
// says so ("any /blog/ page", "/pricing incl. enterprise"); "identified this week" always means
// identifications made this week, while identified people who visited in a window are asked as
// "identified visitors who were on the site ..."; visit counts (the visit_count field) are lifetime
// totals and phrased as "in total"/"overall" where a window is also named. API keys, webhooks and
// recommendations are asked about without windows (their created_at is not on the eval clock).
import { flatten, type Family, ALL, TODAY, YESTERDAY, days, thisP, lastP, since, between } from './set.js';

const WEEK = thisP('week');
const LAST_WEEK = lastP('week');
const MONTH = thisP('month');
const LAST_MONTH = lastP('month');
const QUARTER = thisP('quarter');
const LAST_QUARTER = lastP('quarter');

export const SET7_FAMILIES: Family[] = [
  // ─── accounts: counts ──────────────────────────────────────────────────────
  {
    id: 's7 accounts all time',
    spec: { m: 'count', s: 'accounts', w: ALL },
    qs: ['how many accounts do we have in total', 'total accts in the workspace pls', 'What is the overall number of companies in our account list, all time?'],
  },
  {
    id: 's7 accounts visited this week',
    spec: { m: 'count', s: 'accounts', w: WEEK },
    qs: ['how many accounts visited this week', 'accts on the site this wk?', 'Could you tell me how many companies have been on the website since Monday?'],
  },
  {
    id: 's7 new accounts last month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: LAST_MONTH },
    qs: ['how many new accounts did we get last month', 'accounts first seen last month, how many', 'new accts last mnth?'],
  },
  {
    id: 's7 new accounts last quarter',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: LAST_QUARTER },
    qs: ['how many new accounts did we add last quarter', 'accts first seen in the previous quarter?'],
  },
  {
    id: 's7 leads intent 70 plus',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: ALL },
    qs: ['how many leads have an intent score of 70 or more', 'lead accts w intent 70+ count', 'Number of accounts classified as lead scoring at least 70 on intent, please.'],
  },
  {
    id: 's7 accounts intent 40 to 60',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: ALL },
    qs: ['how many accounts have an intent score between 40 and 60 inclusive', 'accts scoring 40-60 (incl both ends)?'],
  },
  {
    id: 's7 accounts intent exactly 0',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 0 } }, w: ALL },
    qs: ['how many accounts have an intent score of exactly 0', 'accts with zero intent - count'],
  },
  {
    id: 's7 accounts with 2 to 5 visits',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: 'between', lo: 2, hi: 5 } }, w: ALL },
    qs: ['how many accounts have between 2 and 5 visits (inclusive)', 'accts with 2-5 visits total?'],
  },
  {
    id: 's7 accounts this week with more than 10 visits overall',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 10 } }, w: WEEK },
    qs: ['how many accounts visited this week and have more than 10 visits in total', 'of the accts on site this wk, how many have over 10 visits overall'],
  },
  {
    id: 's7 returning leads this week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', returning: true }, w: WEEK },
    qs: ['how many returning leads visited this week', 'leads that came back this week (first seen before this week), how many'],
  },
  {
    id: 's7 accounts on /demo last 30 days',
    spec: { m: 'count', s: 'accounts', f: { path: '/demo' }, w: days(30) },
    qs: ['how many companies looked at /demo in the last 30 days', 'accts that hit the /demo page past 30 days?'],
  },
  {
    id: 's7 accounts via paid social last week',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: LAST_WEEK },
    qs: ['how many accounts came in via paid social last week', 'paid social: how many accts had a visit from it last wk'],
  },

  // ─── accounts: lists ───────────────────────────────────────────────────────
  {
    id: 's7 list excluded',
    spec: { m: 'list', s: 'accounts', f: { classification: 'excluded' }, w: ALL },
    qs: ['which accounts are excluded', 'which organisations have we marked as excluded'],
  },
  {
    id: 's7 competitors on pricing pages this week',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: WEEK },
    qs: ['which competitors looked at any pricing page this week (/pricing or /pricing/enterprise)', 'competitors on /pricing incl. enterprise pricing this wk - who?'],
  },
  {
    id: 's7 accounts from g2 last 2 weeks',
    spec: { m: 'list', s: 'accounts', f: { source: 'g2' }, w: days(14) },
    qs: ['which accounts came from g2 in the last 2 weeks', 'list accts with utm_source g2 over the past fortnight'],
  },

  // ─── accounts: averages and sums ───────────────────────────────────────────
  {
    id: 's7 avg intent of leads',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: ALL },
    qs: ['whats the avrage intent score of our leads', 'avg intent across lead accts'],
  },
  {
    id: 's7 sum visit counts of customers',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: ['add up the visit counts of all our customer accounts', 'total visits across customer accounts (sum of their visit counts)'],
  },

  // ─── accounts: shares ──────────────────────────────────────────────────────
  {
    id: 's7 share of last month visitors that were new accounts',
    spec: { m: 'share', s: 'accounts', part: { new: true }, w: LAST_MONTH },
    qs: ['of the accounts that visited last month, what share were new (first seen last month)', 'last month: % of visiting accounts that were first seen that month'],
  },
  {
    id: 's7 share of leads with intent 50 plus',
    spec: { m: 'share', s: 'accounts', f: { classification: 'lead' }, part: { intent: { op: '>=', v: 50 } }, w: ALL },
    qs: ['what percent of lead accounts have an intent score of 50 or higher', 'share of leads scoring 50+'],
  },

  // ─── accounts: top-N ───────────────────────────────────────────────────────
  {
    id: 's7 top 10 accounts by intent',
    spec: { m: 'top', s: 'accounts', n: 10, by: 'intent_score', w: ALL },
    qs: ['top 10 accounts by intent score', 'Need a call list. Show me the ten highest-intent accts'],
  },
  {
    id: 's7 top 5 leads by intent visiting this week',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', f: { classification: 'lead' }, w: WEEK },
    qs: ['which 5 leads that visited this week have the highest intent', 'top five lead accts on site this wk, ranked by intent'],
  },
  {
    id: 's7 top 5 accounts by page views last 30 days',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', w: days(30) },
    qs: ['top 5 accounts by number of page views in the last 30 days', 'which five companies viewed the most pages over the past 30 days'],
  },

  // ─── accounts: first / last ────────────────────────────────────────────────
  {
    id: 's7 lead first seen',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { company: '{lead.name}' }, w: ALL },
    qs: ['when did {lead.name} first show up on our site', '{lead.name} - first seen when?'],
  },
  {
    id: 's7 competitor last seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' }, w: ALL },
    qs: ['when was {competitor.domain} last on the site', 'last time {competitor.domain} visited?'],
  },
  {
    id: 's7 first new account this week',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: WEEK },
    qs: ['this week, when was the earliest new account first seen', 'what time did the first brand-new account of this week show up'],
  },

  // ─── accounts: comparisons ─────────────────────────────────────────────────
  {
    id: 's7 accounts visiting this week vs last week',
    spec: { m: 'compare', s: 'accounts', w: WEEK, w2: LAST_WEEK },
    qs: ['I\'m prepping the weekly sync. How many accounts visited this week compared with last week?', 'accts on site this wk vs last wk'],
  },
  {
    id: 's7 new accounts this month vs last month',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: MONTH, w2: LAST_MONTH },
    qs: ['new accounts this month vs last month', 'how many accounts were first seen this month, and how does that compare to last month'],
  },

  // ─── visitors: counts ──────────────────────────────────────────────────────
  {
    id: 's7 visitors all time',
    spec: { m: 'count', s: 'visitors', w: ALL },
    qs: ['how many visitors have we had in total', 'total number of vistors all time'],
  },
  {
    id: 's7 identified visitors on site last 7 days',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: days(7) },
    qs: ['how many identified visitors were on the site in the last 7 days, no matter when they were identified', 'count of already-identified people who visited in the past 7 days'],
  },
  {
    id: 's7 new visitors yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: ['how many first-time visitors did we have yesterday', 'new visitors yesterday?'],
  },
  {
    id: 's7 returning visitors last 7 days',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: days(7) },
    qs: ['how many returning visitors in the last 7 days', 'visitors in the past 7 days who had first visited before that - how many'],
  },
  {
    id: 's7 visitors matched by ip table',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'ip_table' }, w: ALL },
    qs: ['how many visitors were identified through the ip table', 'visitors resolved via IP range lookup (ip_table) - total?'],
  },
  {
    id: 's7 people from lead this month',
    spec: { m: 'count', s: 'visitors', f: { domain: '{lead.domain}' }, w: MONTH },
    qs: ['how many people from {lead.domain} visited this month', '{lead.domain} visitors this month - how many'],
  },
  {
    id: 's7 visitors with at most one visit',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '<=', v: 1 } }, w: ALL },
    qs: ['how many visitors have visited at most once', 'one-visit-or-fewer visitors, how many in total'],
  },
  {
    id: 's7 visitors on enterprise pricing last week',
    spec: { m: 'count', s: 'visitors', f: { path: '/pricing/enterprise' }, w: LAST_WEEK },
    qs: ['how many visitors viewed /pricing/enterprise last week', 'last wk: number of people on the enterprise pricing page'],
  },
  {
    id: 's7 visitors from launch-week',
    spec: { m: 'count', s: 'visitors', f: { campaign: 'launch-week' }, w: ALL },
    qs: ['how many visitors has the launch-week campaign brought in overall', 'total visitors from the launch-week campaign'],
  },
  {
    id: 's7 newsletter visitors since 1 june',
    spec: { m: 'count', s: 'visitors', f: { source: 'newsletter' }, w: since('2025-06-01') },
    qs: ['how many visitors came from the newsletter (utm_source newsletter) since 1 june', 'since june 1st, number of people with a visit tagged source=newsletter'],
  },
  {
    id: 's7 unidentified docs readers',
    spec: { m: 'count', s: 'visitors', f: { identified: false, pathPrefix: '/docs/' }, w: ALL },
    qs: ['how many unidentified visitors have read our docs (any /docs/ page)', 'anon visitors who viewed a /docs/ page - total?'],
  },

  {
    id: 's7 identified visitors intent under 20',
    spec: { m: 'count', s: 'visitors', f: { identified: true, intent: { op: '<', v: 20 } }, w: ALL },
    qs: ['how many identified visitors have an intent score under 20', 'identified ppl with intent below 20 - count'],
  },
  {
    id: 's7 person5 first visit',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person5.email}' }, w: ALL },
    qs: ['when was {person5.email}\'s first visit', 'first time {person5.email} came to the site?'],
  },

  // ─── visitors: lists ───────────────────────────────────────────────────────
  {
    id: 's7 list people from customer',
    spec: { m: 'list', s: 'visitors', f: { company: '{customer.name}' }, w: ALL },
    qs: ['who from {customer.name} has visited our site', 'list the visitors at {customer.name}'],
  },

  // ─── visitors: avg / share / top / first / last / compare ──────────────────
  {
    id: 's7 avg intent identified visitors',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { identified: true }, w: ALL },
    qs: ['what is the average intent score of identified visitors', 'avg intent for people we have identified'],
  },
  {
    id: 's7 sum visit counts of customer2 people',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer2.domain}' }, w: ALL },
    qs: ['add up the visit counts of everyone from {customer2.domain}', 'total of the visit counts across {customer2.domain} visitors'],
  },
  {
    id: 's7 avg page views per visitor today',
    spec: { m: 'avg', s: 'visitors', field: 'views', w: TODAY },
    qs: ['on average how many pages has each visitor viewed today', 'Quick one - avg pv per visitor today?'],
  },
  {
    id: 's7 share of visitors identified',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: ALL },
    qs: ['what percentage of our visitors have been identified', 'identification rate - % of all visitors identified?', 'all time, what share of vistors do we know the company or person for (identified)'],
  },
  {
    id: 's7 top 5 visitors by intent',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', w: ALL },
    qs: ['who are the 5 highest-intent visitors', 'top five people by intent score'],
  },
  {
    id: 's7 person last visit',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' }, w: ALL },
    qs: ['when was {person.email} last on the site', '{person.email} last visit?', 'Before I email {person.email}: when did they last visit our website?'],
  },
  {
    id: 's7 visitors today vs yesterday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: ['how many visitors today compared to yesterday', 'visitors today vs yesterday?'],
  },

  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 's7 identifications this week',
    spec: { m: 'count', s: 'identifications', w: WEEK },
    qs: ['hw many people did we identify this week', 'identifications made this wk - count', 'How many new identifications has the system made since Monday?'],
  },
  {
    id: 's7 identifications 1-14 june',
    spec: { m: 'count', s: 'identifications', w: between('2025-06-01', '2025-06-14') },
    qs: ['how many people were identified between 1 and 14 june inclusive', 'For the board deck: how many people did we identify from june 1st to june 14th (inclusive)?'],
  },
  {
    id: 's7 email capture identifications this month',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: MONTH },
    qs: ['how many people were identified by email capture this month', 'this month\'s identifications via email capture - how many'],
  },
  {
    id: 's7 asn identifications last 3 weeks',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'asn' }, w: days(21) },
    qs: ['how many people were identified via ASN in the last 3 weeks', 'asn identifications past 3 wks?'],
  },
  {
    id: 's7 customer identifications last month',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: LAST_MONTH },
    qs: ['how many people at customer accounts did we identify last month', 'identifications at customers in may', 'customers: how many of their people got identified last month'],
  },
  {
    id: 's7 identified people at competitor',
    spec: { m: 'list', s: 'identifications', f: { domain: '{competitor.domain}' }, w: ALL },
    qs: ['who have we identified at {competitor.domain}', 'list the identified people from {competitor.domain}'],
  },
  {
    id: 's7 person identified when',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { email: '{person.email}' }, w: ALL },
    qs: ['when was {person.email} identified', 'what date did we identify {person.email}'],
  },
  {
    id: 's7 latest identification',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', w: ALL },
    qs: ['when was the most recent identification', 'last time we identified someone?'],
  },
  {
    id: 's7 share email capture identifications last 30 days',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: days(30) },
    qs: ['what % of identifications in the last 30 days came from email capture', 'past 30 days: share of identifications made by email capture'],
  },
  {
    id: 's7 identifications this week vs last week',
    spec: { m: 'compare', s: 'identifications', w: WEEK, w2: LAST_WEEK },
    qs: ['identifications this week vs last week', 'how many people did we identify this week, and how many last week'],
  },

  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 's7 page views all time',
    spec: { m: 'count', s: 'page_views', w: ALL },
    qs: ['how many page views in total', 'total pv all time', 'Would you mind telling me how many page views we have recorded since we started?'],
  },
  {
    id: 's7 page views exactly /pricing this week',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: WEEK },
    qs: ['how many views did exactly /pricing get this week (not the enterprise page)', 'pv on /pricing only, this wk'],
  },
  {
    id: 's7 product page views last 30 days',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/product' }, w: days(30) },
    qs: ['how many views did our product pages get in the last 30 days (/product and /product/integrations)', 'pv on anything starting /product, past 30 days'],
  },
  {
    id: 's7 organic page views last week',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: LAST_WEEK },
    qs: ['how many page views came from organic search last week', 'organic search pv last wk?'],
  },
  {
    id: 's7 referral page views 1-7 june',
    spec: { m: 'count', s: 'page_views', f: { channel: 'referral' }, w: between('2025-06-01', '2025-06-07') },
    qs: ['how many referral page views did we get from 1 to 7 june', 'pv from the referral channel, june 1st-7th inclusive'],
  },
  {
    id: 's7 monthly-digest page views last 14 days',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'monthly-digest' }, w: days(14) },
    qs: ['how many page views did the monthly-digest campaign drive in the last 14 days', 'monthly-digest pv past 2 weeks'],
  },
  {
    id: 's7 consumer page views',
    spec: { m: 'count', s: 'page_views', f: { email: '{consumer.email}' }, w: ALL },
    qs: ['how many page views does {consumer.email} have', '{consumer.email} - number of pages viewed, all time'],
  },
  {
    id: 's7 excluded page views this month',
    spec: { m: 'count', s: 'page_views', f: { company: '{excluded.name}' }, w: MONTH },
    qs: ['how many page views has {excluded.name} racked up this month', '{excluded.name} pv this month'],
  },
  {
    id: 's7 person4 page views last 30 days',
    spec: { m: 'count', s: 'page_views', f: { email: '{person4.email}' }, w: days(30) },
    qs: ['how many pages did {person4.email} look at in the last 30 days', 'pv by {person4.email}, past 30 days'],
  },
  {
    id: 's7 unidentified page views yesterday',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: YESTERDAY },
    qs: ['how many page views yesterday came from unidentified visitors', 'yesterday\'s pv by not-yet-identified visitors'],
  },
  {
    id: 's7 lead2 page views since 1 june',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead2.name}' }, w: since('2025-06-01') },
    qs: ['how many pages has {lead2.name} viewed since 1 june', '{lead2.name} pv since june 1'],
  },
  {
    id: 's7 top 5 pages this month',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: MONTH },
    qs: ['what are the top 5 pages this month', 'top 5 most viewed pages this month pls', 'This month so far, which five pages have had the most views?'],
  },
  {
    id: 's7 top channel last 7 days',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'channel', w: days(7) },
    qs: ['which channel brought the most page views in the last 7 days', 'biggest channel by pv past 7 days?'],
  },
  {
    id: 's7 share of page views on /demo this month',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' }, w: MONTH },
    qs: ['what share of this month\'s page views were on /demo', '% of pv this month on the /demo page'],
  },
  {
    id: 's7 share of page views by identified visitors last week',
    spec: { m: 'share', s: 'page_views', part: { identified: true }, w: LAST_WEEK },
    qs: ['what percentage of last week\'s page views came from identified visitors', 'last wk: % of pv by identified people'],
  },
  {
    id: 's7 first /careers view',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/careers' }, w: ALL },
    qs: ['when was the first ever view of /careers', 'earliest /careers page view?'],
  },
  {
    id: 's7 competitor last on pricing',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { company: '{competitor.name}', pathPrefix: '/pricing' }, w: ALL },
    qs: ['when did {competitor.name} last look at a pricing page (/pricing or /pricing/enterprise)', 'last time {competitor.name} was on any /pricing page?'],
  },
  {
    id: 's7 page views this month vs last month',
    spec: { m: 'compare', s: 'page_views', w: MONTH, w2: LAST_MONTH },
    qs: ['page views this month vs last month', 'how many pv this month, and how many last month?'],
  },
  {
    id: 's7 /demo views yesterday vs today',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: YESTERDAY, w2: TODAY },
    qs: ['/demo page views yesterday compared with today', 'how many views did /demo get yesterday vs today so far'],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 's7 sessions with enterprise pricing last 30 days',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing/enterprise' }, w: days(30) },
    qs: ['how many sessions in the last 30 days included a view of /pricing/enterprise', 'sessions that touched /pricing/enterprise, past 30 days'],
  },
  {
    id: 's7 person2 sessions',
    spec: { m: 'count', s: 'sessions', f: { email: '{person2.email}' }, w: ALL },
    qs: ['how many sessions has {person2.email} had', '{person2.email} session count, all time'],
  },
  {
    id: 's7 customer sessions this month',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: MONTH },
    qs: ['how many sessions from customer accounts this month', 'customer sessions this month?'],
  },
  {
    id: 's7 first session today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: ['when did the first session today start', 'earliest session start time today?'],
  },
  {
    id: 's7 customer2 latest session',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { company: '{customer2.name}' }, w: ALL },
    qs: ['when did {customer2.name}\'s most recent session start', 'latest session from {customer2.name} - when?'],
  },
  {
    id: 's7 sessions this week vs last week',
    spec: { m: 'compare', s: 'sessions', w: WEEK, w2: LAST_WEEK },
    qs: ['sessions this week vs last week', 'how many sessions this wk compared with last wk'],
  },
  {
    id: 's7 share of sessions with /demo last 7 days',
    spec: { m: 'share', s: 'sessions', part: { path: '/demo' }, w: days(7) },
    qs: ['what % of sessions in the last 7 days included /demo', 'past 7 days: share of sessions that hit the /demo page'],
  },

  // ─── attributed sessions (the attribution rollup) ──────────────────────────
  {
    id: 's7 attributed paid search last 30 days',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: days(30) },
    qs: ['how many attributed sessions came from paid search in the last 30 days', 'attribution: paid search sessions past 30 days'],
  },
  {
    id: 's7 attributed g2-listing last week',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: LAST_WEEK },
    qs: ['how many attributed sessions did the g2-listing campaign get last week', 'g2-listing campaign sessions last wk'],
  },
  {
    id: 's7 top 3 campaigns this quarter',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: QUARTER },
    qs: ['top 3 campaigns by attributed sessions this quarter', 'this quarter - best 3 campaigns by attributed sessions', 'which 3 campaigns drove the most attributed sessions in q2'],
  },
  {
    id: 's7 top channel last month',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: LAST_MONTH },
    qs: ['which channel had the most attributed sessions last month', 'best channel in attribution last month?'],
  },
  {
    id: 's7 sources ranked',
    spec: { m: 'top', s: 'attributed_sessions', n: 5, group: 'source', w: ALL },
    qs: ['rank the top 5 utm sources by attributed sessions', 'top five sources by sessions in the attribution report, all time'],
  },
  {
    id: 's7 share paid social last 14 days',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_social' }, w: days(14) },
    qs: ['what share of attributed sessions in the last 14 days were paid social', 'paid social as a % of attributed sessions, past 2 weeks'],
  },
  {
    id: 's7 attributed this week vs last week',
    spec: { m: 'compare', s: 'attributed_sessions', w: WEEK, w2: LAST_WEEK },
    qs: ['attributed sessions this week vs last week', 'campaign sessions this wk compared to last wk (attribution)'],
  },

  // ─── recommendations, keys, webhooks ───────────────────────────────────────
  {
    id: 's7 open recommendations count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: ['how many open recommendations do we have', 'open recs count?'],
  },
  {
    id: 's7 open recommendations list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: ['list the open recommendations', 'Going through my to-do list. what recommendations are still open?'],
  },
  {
    id: 's7 active api keys',
    spec: { m: 'count', s: 'keys', f: { state: 'active' }, w: ALL },
    qs: ['how many active api keys do we have', 'api keys not revoked - count', 'how many of our api keys are still active (not revoked)'],
  },
  {
    id: 's7 list api keys',
    spec: { m: 'list', s: 'keys', w: ALL },
    qs: ['list all our api keys, revoked ones included', 'show every API key in the workspace'],
  },
  {
    id: 's7 enabled webhooks',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' }, w: ALL },
    qs: ['how many webhooks are enabled', 'enabled webhook count?'],
  },
  {
    id: 's7 disabled webhooks list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' }, w: ALL },
    qs: ['which webhooks are disabled', 'list disabled webhook endpoints pls'],
  },

  // ─── declines ──────────────────────────────────────────────────────────────
  {
    id: 's7 decline time on page',
    spec: { m: 'decline', why: 'time on page is not recorded (page views only)' },
    qs: ['how long do visitors spend on the pricing page on average', 'avg time on /pricing in minutes?'],
  },
  {
    id: 's7 decline scroll depth',
    spec: { m: 'decline', why: 'scroll depth is not recorded' },
    qs: ['what is the average scroll depth on our blog posts', 'how far down do ppl scroll on /blog/intent-data'],
  },
  {
    id: 's7 decline clicks',
    spec: { m: 'decline', why: 'clicks are not recorded' },
    qs: ['which buttons did {person2.email} click on the homepage', 'show me the click heatmap for the homepage'],
  },
  {
    id: 's7 decline phone number',
    spec: { m: 'decline', why: 'phone numbers are not recorded' },
    qs: ['what is the phone number of {person.email}', 'can u get me a direct dial for {person3.email}'],
  },
  {
    id: 's7 decline forecast visitors',
    spec: { m: 'decline', why: 'a prediction' },
    qs: ['how many visitors will we get next week', 'forecast pv for next month pls'],
  },
  {
    id: 's7 decline which leads will convert',
    spec: { m: 'decline', why: 'a prediction' },
    qs: ['which leads are going to become customers this quarter', 'will {lead.name} sign a contract next month'],
  },
  {
    id: 's7 decline why drop',
    spec: { m: 'decline', why: 'a causal question' },
    qs: ['why did page views drop yesterday', 'what caused the dip in traffic last week'],
  },
  {
    id: 's7 decline campaign caused visit',
    spec: { m: 'decline', why: 'a causal question' },
    qs: ['did the abm-q3 campaign cause {lead.name} to look at pricing', 'was it the launch-week campaign that made {lead2.name} come back? yes or no'],
  },
  {
    id: 's7 decline newsletter open rate',
    spec: { m: 'decline', why: 'email opens are not recorded' },
    qs: ['what was the open rate of the monthly-digest newsletter', 'how many people opened the last newsletter email'],
  },
  {
    id: 's7 decline competitor own traffic',
    spec: { m: 'decline', why: 'outside the product: another company\'s website' },
    qs: ['how much traffic does {competitor.domain} get on their own website', 'how many visitors does {competitor.name}\'s site get a month'],
  },
  {
    id: 's7 decline share price',
    spec: { m: 'decline', why: 'outside the product' },
    qs: ['what is the share price of {customer.name} today', 'whats the weather like in london today'],
  },
  {
    id: 's7 decline ambiguous company',
    spec: { m: 'decline', why: 'several accounts start with the name: a clarification' },
    qs: ['how many page views has {ambiguous} had this week', 'when did {ambiguous} last visit'],
  },
  {
    id: 's7 decline deal value',
    spec: { m: 'decline', why: 'deal sizes and pipeline value are not recorded' },
    qs: ['what is the total pipeline value of our open deals with leads', 'whats our win rate on deals with leads this quarter'],
  },
];

export const SET7 = flatten(SET7_FAMILIES);
