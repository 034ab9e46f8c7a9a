// Answer set 15 (a tuning set, issue 14): written on 2026-11-27 by a helper who never read the planner
// (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from
// truth.ts/measures.ts/windows.ts and the demo generator only. Style: a RevOps / data power user who
// types semi-structured, query-like requests into the chat box (field names such as intent_score,
// visit_count, resolution_source; comparison symbols >=, >, <, <=, =, one != that maps to
// identified = false; "between … and … (inclusive)"; pipes and colons; group by / order by / limit;
// ISO dates; l7d / l30d shorthands), mixed with plain-English questions from the same person.
//
// Coverage:
//   - 113 families, 229 questions; 99 answerable families and 14 declines (12%);
//   - measures: count, list, avg, sum, share (the denominator stated in the question), top by a number
//     (intent_score, visit_count, pageviews in the window) and top groups (path, channel, source,
//     campaign), first, last, compare (the first-named window first), decline;
//   - subjects: accounts, visitors, identifications, page_views, sessions, attributed_sessions,
//     recommendations, keys, webhooks (the last three without a window);
//   - filters: classification (lead, customer, competitor), intent with =, >, >=, <, <= and between,
//     visit counts (>, >=), exact path (/pricing, /demo, /pricing/enterprise, said
//     "path = …" or "exact") and prefix ("path like '/pricing%'", "/blog/%", "/product%", said "any
//     page under …"), channel (paid_social, email, organic_search, paid_search, social), source (g2,
//     linkedin, newsletter), campaign (brand-search, launch-week, monthly-digest), resolution source
//     (email_capture, ip_table, asn), domain ({lead.domain}, {customer.domain}, {competitor.domain},
//     personal), company ({customer.name}, {lead.name}), email ({person.email}, {person2.email}),
//     identified (true, and false written "identified != true"), new, returning, state (open
//     recommendations, active keys, disabled webhooks);
//   - windows: today, yesterday, all time, last N days (7, 14, 30), this week / month / quarter, last
//     week / month, since an ISO date, between two ISO dates, against EVAL_NOW (Wednesday 2025-06-18
//     12:00 UTC: this week = from Monday 2025-06-16, last week = 2025-06-09..15, last month = May
//     2025, this quarter = from 2025-04-01, which covers all of both workspaces' data, so the one
//     this-quarter family cannot be told from all time);
//   - demo values from subgraphs/accounts/demo/traffic.ts (pages, utm sources and campaigns),
//     identification/traffic/channel.ts (the channels they map to), the identification providers
//     (resolution sources), demo/companies.ts (classifications), eval/demo.ts (keys, webhooks, refs);
//   - the `personal` consumer-mailbox account is a lead with intent 100 and the largest visit_count on
//     both workspaces: every account question whose truth includes it says so;
//   - declines: deal amounts, email opens, headcount, CRM stages, a join to CRM opportunities/deals,
//     forecasts (pageviews, new accounts, churn), a cause, ad spend, time on page, NPS, contract
//     renewal dates, sales meetings held;
//   - realistic zeros: none (no truth is 0, empty or time-less on either workspace); constraints
//     that do not separate on the data: "active" keys (none is revoked) and the this-quarter window.
// Truths were checked on both workspaces (the demo and the second generated one) by a scratch script
// (scratch/check15.ts: evaluateSpec on every spec and on its broader variants, no copilot question
// asked, no answer seen).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const MON = '2025-06-16';
const JUN1 = '2025-06-01';

export const SET15_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────
  {
    id: 'accounts-lead-intent70-visited-14d-count',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: days(14) },
    qs: [
      'count accounts where classification = lead and intent_score >= 70, visited in the last 14d (the personal consumer-mailbox account counts if it matches)',
      'How many lead accounts with an intent score of 70 or more were on the site in the past 14 days? Include the "personal" consumer-email bucket if it qualifies.',
      'hot leads (classification = lead, intent >= 70): how many of them visited in the last 14 days? the personal consumer-mailbox account counts if it qualifies',
    ],
  },
  {
    id: 'accounts-lead-intent70-visited-14d-top10-visit-count',
    spec: { m: 'top', s: 'accounts', n: 10, by: 'visit_count', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: days(14) },
    qs: [
      'accounts where classification = lead and intent_score >= 70, visited last 14d, order by visit_count desc, limit 10 (visit_count = all-time visits; keep the personal consumer-mailbox account in the ranking)',
      'top 10 lead accounts with intent_score >= 70 that visited in the past 14 days, ranked by their total visit_count, highest first, personal bucket included',
    ],
  },
  {
    id: 'accounts-competitor-visited-yesterday-list',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: YESTERDAY },
    qs: ['list accounts | classification=competitor | >=1 pageview on 2025-06-17', 'which competitor accounts were on our site yesterday?'],
  },
  {
    id: 'accounts-all-time-count',
    spec: { m: 'count', s: 'accounts', w: ALL },
    qs: [
      'select count(*) from accounts, all time, no filters (the personal consumer-mailbox account included)',
      'total number of accounts we have ever recorded, counting the "personal" catch-all for consumer emails as one',
    ],
  },
  {
    id: 'accounts-customer-avg-intent',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: ['avg(intent_score) for accounts where classification = customer', "what's the average intent score across all our customer accounts?"],
  },
  {
    id: 'accounts-customer-sum-visit-count',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' } },
    qs: [
      'sum(visit_count) over accounts with classification=customer (all-time visit counts)',
      'total visits across every customer account, adding up each account\'s all-time visit_count',
    ],
  },
  {
    id: 'accounts-leads-this-month-share-intent50',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 50 } }, f: { classification: 'lead' }, w: thisP('month') },
    qs: [
      'share of accounts w/ intent_score >= 50 among lead accounts that visited this month (denominator: lead accounts with a pageview since 2025-06-01, the personal consumer-mailbox account included)',
      'Of the lead accounts that were on the site this month, what percentage have an intent score of 50 or more? The personal consumer-mailbox account is classified lead, so it counts.',
    ],
  },
  {
    id: 'accounts-returning-7d-count',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: days(7) },
    qs: [
      'returning accounts, l7d: first_seen_at before the 7-day window and at least one pageview inside it. count, personal bucket included',
      'How many accounts we already knew before the last 7 days came back during those 7 days? Count the personal consumer-mailbox account if it did.',
    ],
  },
  {
    id: 'accounts-intent-80-90-list',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: 'between', lo: 80, hi: 90 } } },
    qs: [
      'accounts where intent_score between 80 and 90 (inclusive), all time: list them',
      'list every account whose intent score is from 80 to 90, both ends included',
    ],
  },
  {
    id: 'accounts-intent-below-20-count',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 20 } } },
    qs: ['count accounts where intent_score < 20', 'how many accounts have an intent score under 20 (strictly below)?'],
  },
  {
    id: 'accounts-intent-eq-100-list',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      'accounts where intent_score = 100: list all, the personal consumer-mailbox account included if it is at 100',
      'which accounts are maxed out at exactly 100 intent? keep "personal" in the list if it is one of them',
    ],
  },
  {
    id: 'accounts-visit-count-gt-20-count',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 20 } } },
    qs: [
      'count accounts where visit_count > 20 (all-time visits, personal bucket included)',
      'number of accounts with more than 20 total visits, counting the personal consumer-mailbox account',
    ],
  },
  {
    id: 'accounts-pricing-exact-this-month-count',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing' }, w: thisP('month') },
    qs: [
      'count accounts with a pageview where path = /pricing (exact; /pricing/enterprise does not count), this month. personal bucket included',
      'How many accounts looked at the /pricing page itself (that exact path) since 2025-06-01? Count the personal consumer-mailbox account if it did.',
    ],
  },
  {
    id: 'accounts-pricing-prefix-7d-count',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/pricing' }, w: days(7) },
    qs: [
      "count accounts | pageview path like '/pricing%' (any pricing page, /pricing/enterprise included) | l7d | personal included",
      'how many accounts hit any page starting with /pricing in the last 7 days, the personal consumer bucket counted?',
    ],
  },
  {
    id: 'accounts-paid-social-30d-count',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: days(30) },
    qs: [
      'count accounts with a pageview where channel = paid_social, l30d (personal bucket included)',
      'How many accounts came in through paid social in the past 30 days? Include the personal consumer-mailbox account if it did.',
    ],
  },
  {
    id: 'accounts-source-g2-last-week-count',
    spec: { m: 'count', s: 'accounts', f: { source: 'g2' }, w: lastP('week') },
    qs: [
      'count accounts | utm_source=g2 pageview | last week (2025-06-09..2025-06-15) | personal bucket included',
      'how many accounts landed on the site from g2 (utm_source = g2) last week, counting the personal consumer-mailbox account?',
    ],
  },
  {
    id: 'accounts-top5-pageviews-this-week',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', w: thisP('week') },
    qs: [
      `top 5 accounts by pageviews this week (pageviews by their visitors since Mon ${MON}), personal consumer-mailbox account included`,
      'which 5 accounts generated the most pageviews this week? keep the "personal" bucket in the ranking',
    ],
  },
  {
    id: 'accounts-lead-first-seen',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead.domain}' } },
    qs: ['first_seen_at for domain = {lead.domain}', 'when did we first see {lead.name} ({lead.domain}) on the site?'],
  },
  {
    id: 'accounts-customer-last-seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{customer.name}' } },
    qs: ["last_seen_at where company = '{customer.name}'", 'When was {customer.name} last seen on the site?'],
  },
  {
    id: 'accounts-competitor-intent',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { domain: '{competitor.domain}' } },
    qs: ['intent_score for domain={competitor.domain}', "what's the current intent score of {competitor.domain}?"],
  },
  {
    id: 'accounts-visited-this-week-vs-last-week',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      'accounts with >=1 pageview: this week vs last week (two counts, this week first; personal included)',
      `how many accounts visited this week (since ${MON}) compared with last week (2025-06-09 to 2025-06-15)? the personal consumer-mailbox account counts`,
    ],
  },
  {
    id: 'accounts-new-last-week-count',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      'count accounts | first_seen_at between 2025-06-09 and 2025-06-15 inclusive (new last week)',
      'how many new accounts did we pick up last wk? (new = first seen during last week, Mon-Sun)',
    ],
  },
  {
    id: 'accounts-customer-latest-first-seen',
    spec: { m: 'last', s: 'accounts', field: 'first_seen_at', f: { classification: 'customer' } },
    qs: ['max(first_seen_at) where classification = customer', 'when did our newest customer account first show up? (the latest first-seen time among customer accounts)'],
  },
  {
    id: 'accounts-visited-yesterday-avg-visit-count',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', w: YESTERDAY },
    qs: [
      'avg(visit_count) of accounts that had a pageview yesterday (2025-06-17), visit_count being the all-time total; personal included',
      "For the accounts that visited yesterday, what's their average all-time visit count? Count the personal consumer-mailbox account among them if it visited.",
    ],
  },
  {
    id: 'accounts-visited-yesterday-top5-intent',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', w: YESTERDAY },
    qs: [
      'accounts with a pageview yesterday order by intent_score desc limit 5 (personal consumer-mailbox account included)',
      'top 5 accounts by intent score among those that visited yesterday; the "personal" bucket stays in the ranking',
    ],
  },
  {
    id: 'accounts-visited-7d-share-customer',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' }, w: days(7) },
    qs: [
      'share of accounts with classification = customer among all accounts that visited in the last 7 days (denominator: every account with a pageview l7d, personal included)',
      'What % of the accounts on the site over the past 7 days are customers? Denominator is all accounts that visited, the personal consumer bucket counted.',
    ],
  },

  // ─── visitors ──────────────────────────────────────────────────────────────
  {
    id: 'visitors-email-capture-since-jun1-count',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: since(JUN1) },
    qs: [
      'count visitors | resolution_source=email_capture | visited since 2025-06-01',
      'How many visitors resolved by email capture (resolution source email_capture) have been on the site since 2025-06-01?',
    ],
  },
  {
    id: 'visitors-today-count',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: ['count distinct visitors with a pageview today (2025-06-18, UTC)', 'unique visitors so far today?', 'how many people have visited the site today?'],
  },
  {
    id: 'visitors-identified-7d-avg-intent',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { identified: true }, w: days(7) },
    qs: ['avg(intent_score) of identified visitors who visited l7d', "what's the average intent of identified visitors seen in the past 7 days?"],
  },
  {
    id: 'visitors-this-month-top10-intent',
    spec: { m: 'top', s: 'visitors', n: 10, by: 'intent_score', w: thisP('month') },
    qs: ['visitors with a pageview this month, order by intent_score desc, limit 10', 'top 10 visitors by intent score among everyone who visited since 2025-06-01'],
  },
  {
    id: 'visitors-this-week-share-identified',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      `share of visitors that are identified, this week (denominator: all visitors with a pageview since Mon ${MON})`,
      'what % of this week\'s visitors are identified? (out of everyone who visited this week)',
    ],
  },
  {
    id: 'visitors-new-this-week-count',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [`count visitors where first_visit_at >= ${MON} (new this week)`, 'how many brand-new visitors (first visit ever this week) did we get this week?'],
  },
  {
    id: 'visitors-returning-14d-count',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: days(14) },
    qs: [
      'returning visitors l14d: first_visit_at before the 14-day window, pageview inside it. count',
      'How many visitors who first came before the last 14 days came back within those 14 days?',
    ],
  },
  {
    id: 'visitors-lead-domain-list',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead.domain}' } },
    qs: ['list visitors where domain = {lead.domain} (all time)', 'who are all the visitors we have from {lead.domain}?'],
  },
  {
    id: 'visitors-customer-company-this-month-count',
    spec: { m: 'count', s: 'visitors', f: { company: '{customer.name}' }, w: thisP('month') },
    qs: ["count visitors | company = '{customer.name}' | visited this month", 'how many people from {customer.name} visited this month?'],
  },
  {
    id: 'visitors-person-last-visit',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' } },
    qs: ['last_visit_at where email = {person.email}', 'when was {person.email} last on the site?'],
  },
  {
    id: 'visitors-person2-first-visit',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' } },
    qs: ['first_visit_at for email={person2.email}', 'When did {person2.email} first visit us?'],
  },
  {
    id: 'visitors-visit-count-ge-10-count',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 10 } } },
    qs: ['count visitors where visit_count >= 10 (all time)', 'how many visitors have 10 or more visits in total?'],
  },
  {
    id: 'visitors-intent-gt-75-pricing-enterprise-30d-list',
    spec: { m: 'list', s: 'visitors', f: { intent: { op: '>', v: 75 }, path: '/pricing/enterprise' }, w: days(30) },
    qs: [
      'visitors where intent_score > 75 and a pageview with path = /pricing/enterprise in the last 30d: list',
      'list visitors with intent above 75 (strictly, 75 itself excluded) who viewed the /pricing/enterprise page in the past 30 days',
    ],
  },
  {
    id: 'visitors-email-channel-this-month-count',
    spec: { m: 'count', s: 'visitors', f: { channel: 'email' }, w: thisP('month') },
    qs: ['count visitors with a pageview where channel = email, this month', 'how many visitors came in via the email channel since 2025-06-01?'],
  },
  {
    id: 'visitors-brand-search-since-jun1-count',
    spec: { m: 'count', s: 'visitors', f: { campaign: 'brand-search' }, w: since(JUN1) },
    qs: ['count visitors | utm_campaign=brand-search | since 2025-06-01', 'How many visitors did the brand-search campaign bring in since June 1, 2025?'],
  },
  {
    id: 'visitors-anonymous-today-count',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: TODAY },
    qs: ['count visitors where identified != true, visited today', 'how many anonymous (not identified) visitors have we had today?'],
  },
  {
    id: 'visitors-customer-domain-sum-visit-count',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: ['sum(visit_count) over visitors where domain = {customer.domain}', 'add up the visit counts of every visitor from {customer.domain}: how many visits in total?'],
  },
  {
    id: 'visitors-identified-this-month-share-ip-table',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'ip_table' }, f: { identified: true }, w: thisP('month') },
    qs: [
      'share of resolution_source = ip_table among identified visitors who visited this month (denominator: identified visitors with a pageview since 2025-06-01)',
      'Of the identified visitors on the site this month, what percentage were resolved by the IP table?',
    ],
  },
  {
    id: 'visitors-customer-7d-top5-pageviews',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'views', f: { classification: 'customer' }, w: days(7) },
    qs: ['top 5 visitors from customer accounts by pageviews in the last 7 days', 'visitors | classification=customer | l7d | order by pageviews (in the window) desc | limit 5'],
  },
  {
    id: 'visitors-yesterday-vs-today',
    spec: { m: 'compare', s: 'visitors', w: YESTERDAY, w2: TODAY },
    qs: ['visitors: yesterday vs today (distinct visitors with a pageview, yesterday first)', 'how many visitors did we have yesterday, and how many so far today?'],
  },
  {
    id: 'visitors-blog-prefix-14d-count',
    spec: { m: 'count', s: 'visitors', f: { pathPrefix: '/blog/' }, w: days(14) },
    qs: ["count visitors | pageview path like '/blog/%' | l14d", 'how many visitors read any blog post (a page under /blog/) in the past 14 days?'],
  },

  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 'identifications-this-week-count',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [`count identifications where identified_at >= ${MON}`, 'how many visitors did we identify this week?'],
  },
  {
    id: 'identifications-today-count',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: ['identifications today: count', 'how many new identifications so far today (2025-06-18)?'],
  },
  {
    id: 'identifications-email-capture-30d-count',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: days(30) },
    qs: ['count identifications | resolution_source=email_capture | l30d', 'how many people were identified through email capture in the last 30 days?'],
  },
  {
    id: 'identifications-yesterday-list',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: ['list visitors where identified_at is on 2025-06-17', 'who did we identify yesterday?'],
  },
  {
    id: 'identifications-first-ever',
    spec: { m: 'first', s: 'identifications', field: 'identified_at' },
    qs: ['min(identified_at) over all visitors', 'when was the very first identification in this workspace?'],
  },
  {
    id: 'identifications-asn-last',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' } },
    qs: ['max(identified_at) where resolution_source = asn', 'when did the ASN provider last identify someone?'],
  },
  {
    id: 'identifications-this-week-vs-last-week',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: ['identifications this week vs last week', 'compare the number of visitors identified this week with last week (2025-06-09 to 2025-06-15), this week first'],
  },
  {
    id: 'identifications-customer-jun1-7-list',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'list identifications | classification=customer | identified_at between 2025-06-01 and 2025-06-07 (inclusive)',
      'which people from customer accounts were identified between June 1 and June 7, 2025, both days included?',
    ],
  },
  {
    id: 'identifications-this-month-share-email-capture',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'share of identifications this month with resolution_source = email_capture (denominator: all identifications since 2025-06-01)',
      'What percent of this month\'s identifications came from email capture, out of all identifications this month?',
    ],
  },
  {
    id: 'identifications-personal-since-jun1-count',
    spec: { m: 'count', s: 'identifications', f: { domain: 'personal' }, w: since(JUN1) },
    qs: ['count identifications | domain = personal | since 2025-06-01', 'how many consumer-mailbox people (account "personal") have we identified since 2025-06-01?'],
  },
  {
    id: 'identifications-this-week-top5-intent',
    spec: { m: 'top', s: 'identifications', n: 5, by: 'intent_score', w: thisP('week') },
    qs: ['visitors identified this week order by intent_score desc limit 5', 'top 5 people identified this week, by intent score'],
  },

  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 'pageviews-by-channel-this-month',
    spec: { m: 'top', s: 'page_views', n: 10, group: 'channel', w: thisP('month') },
    qs: ['pageviews by channel, this month', 'group pageviews by channel since 2025-06-01, order by count desc', 'break down this month\'s pageviews by channel'],
  },
  {
    id: 'pageviews-top5-paths-7d',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: days(7) },
    qs: ['top 5 pages by pageviews, l7d', 'pageviews group by path, last 7 days, order by pageviews desc, limit 5'],
  },
  {
    id: 'pageviews-pricing-exact-this-week-count',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: thisP('week') },
    qs: ['count pageviews where path = /pricing (exact) this week', 'how many views did the /pricing page itself get this week (not /pricing/enterprise)?'],
  },
  {
    id: 'pageviews-blog-prefix-30d-count',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: days(30) },
    qs: ["count pageviews | path like '/blog/%' | l30d", 'total blog pageviews (every page under /blog/) in the last 30 days?'],
  },
  {
    id: 'pageviews-organic-yesterday-count',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: YESTERDAY },
    qs: ['count pageviews where channel = organic_search, yesterday', 'how many pageviews came from organic search on 2025-06-17?'],
  },
  {
    id: 'pageviews-newsletter-since-jun1-count',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' }, w: since(JUN1) },
    qs: ['count pageviews | utm_source=newsletter | since 2025-06-01', 'how many pageviews carried utm_source = newsletter since the start of June 2025?'],
  },
  {
    id: 'pageviews-launch-week-all-time-count',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: ALL },
    qs: ['count pageviews where utm_campaign = launch-week, all time', 'how many page views has the launch-week campaign driven, ever?'],
  },
  {
    id: 'pageviews-person-all-time-count',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' } },
    qs: ['count pageviews where email = {person.email} (all time)', 'how many pageviews has {person.email} racked up in total, every view counted (not distinct pages)?'],
  },
  {
    id: 'pageviews-competitor-pricing-prefix-this-week-count',
    spec: { m: 'count', s: 'page_views', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      "count pageviews | classification=competitor | path like '/pricing%' | this week",
      'how many pricing pageviews (/pricing and anything under it) have competitor accounts racked up this week?',
    ],
  },
  {
    id: 'pageviews-this-month-share-pricing-exact',
    spec: { m: 'share', s: 'page_views', part: { path: '/pricing' }, w: thisP('month') },
    qs: [
      'share of pageviews with path = /pricing (exact) this month (denominator: all pageviews since 2025-06-01)',
      'What % of all pageviews this month were on the /pricing page exactly?',
    ],
  },
  {
    id: 'pageviews-this-week-vs-last-week',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: ['pageviews this week vs last week', `compare pageviews since Mon ${MON} with the week of 2025-06-09..2025-06-15, this week first`],
  },
  {
    id: 'pageviews-last-month-vs-this-month',
    spec: { m: 'compare', s: 'page_views', w: lastP('month'), w2: thisP('month') },
    qs: ['pageviews: May 2025 vs June 2025 to date (May first)', 'how did last month\'s pageviews compare to this month so far? give last month first'],
  },
  {
    id: 'pageviews-pricing-enterprise-first-since-jun1',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' }, w: since(JUN1) },
    qs: ['min(occurred_at) of pageviews where path = /pricing/enterprise, since 2025-06-01', 'when was /pricing/enterprise first viewed this month?'],
  },
  {
    id: 'pageviews-competitor-domain-last',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{competitor.domain}' } },
    qs: ['max(occurred_at) for pageviews where domain = {competitor.domain}', 'when did anyone from {competitor.domain} last view a page?'],
  },
  {
    id: 'pageviews-customer-top3-paths-last-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'customer' }, w: lastP('month') },
    qs: ['top 3 paths by pageviews for classification=customer, 2025-05', 'which 3 pages did customer accounts view most last month?'],
  },
  {
    id: 'pageviews-product-prefix-14d-top3-channels',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', f: { pathPrefix: '/product' }, w: days(14) },
    qs: ["pageviews where path like '/product%', l14d, group by channel, top 3", 'top 3 channels by pageviews of product pages (/product and everything under it) in the last 14 days'],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 'sessions-this-week-count',
    spec: { m: 'count', s: 'sessions', w: thisP('week') },
    qs: ['count sessions started this week', `sessions since Mon ${MON}: how many?`],
  },
  {
    id: 'sessions-pricing-exact-30d-count',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: days(30) },
    qs: ['count sessions that include a pageview with path = /pricing (exact), l30d', 'how many sessions in the past 30 days touched the /pricing page itself?'],
  },
  {
    id: 'sessions-blog-prefix-last-month-count',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: ["count sessions | any pageview path like '/blog/%' | started in 2025-05", 'How many sessions last month included at least one blog page (under /blog/)?'],
  },
  {
    id: 'sessions-lead-company-all-time-count',
    spec: { m: 'count', s: 'sessions', f: { company: '{lead.name}' } },
    qs: ["count sessions where company = '{lead.name}' (all time)", 'how many sessions have people from {lead.name} had with us, ever?'],
  },
  {
    id: 'sessions-identified-yesterday-count',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: YESTERDAY },
    qs: ['sessions by identified visitors, yesterday', 'how many sessions did identified visitors start on 2025-06-17?'],
  },
  {
    id: 'sessions-last-week-vs-this-week',
    spec: { m: 'compare', s: 'sessions', w: lastP('week'), w2: thisP('week') },
    qs: ['sessions: last week vs this week (last week first)', 'compare the number of sessions in the week of 2025-06-09..15 with this week so far'],
  },
  {
    id: 'sessions-person-first-started',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { email: '{person.email}' } },
    qs: ['min(session start) where email = {person.email}', "when did {person.email}'s first session start?"],
  },
  {
    id: 'sessions-competitor-last-started',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' } },
    qs: ['latest session start for classification=competitor', 'when did the most recent session from a competitor account begin?'],
  },
  {
    id: 'sessions-this-month-share-demo',
    spec: { m: 'share', s: 'sessions', part: { path: '/demo' }, w: thisP('month') },
    qs: [
      'share of sessions w/ a /demo pageview (exact path), this month (denominator: all sessions started since 2025-06-01)',
      'What percentage of this month\'s sessions included a visit to /demo?',
    ],
  },

  // ─── attributed sessions (the attribution rollup) ──────────────────────────
  {
    id: 'attributed-30d-share-email',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: days(30) },
    qs: [
      'share of sessions w/ channel=email, l30d (denominator: all attributed sessions)',
      'In the attribution data for the last 30 days, what % of attributed sessions came through the email channel?',
    ],
  },
  {
    id: 'attributed-by-channel-this-month',
    spec: { m: 'top', s: 'attributed_sessions', n: 10, group: 'channel', w: thisP('month') },
    qs: ['attributed sessions by channel, this month, order by sessions desc', 'break down this month\'s attributed sessions by channel'],
  },
  {
    id: 'attributed-top3-campaigns-7d',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: days(7) },
    qs: ['top 3 campaigns by attributed sessions, l7d', 'which 3 campaigns drove the most attributed sessions in the past 7 days?'],
  },
  {
    id: 'attributed-linkedin-since-jun1-count',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: since(JUN1) },
    qs: ['attributed sessions | source=linkedin | since 2025-06-01', 'how many attributed sessions has linkedin (utm source) brought since June 1, 2025?'],
  },
  {
    id: 'attributed-paid-search-last-vs-this-week',
    spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: lastP('week'), w2: thisP('week') },
    qs: ['paid_search attributed sessions: last week vs this week (last week first)', 'compare attributed sessions from paid search last week against this week so far'],
  },
  {
    id: 'attributed-by-source-all-time',
    spec: { m: 'top', s: 'attributed_sessions', n: 10, group: 'source', w: ALL },
    qs: ['attributed sessions group by source, all time, desc', 'rank every utm source by attributed sessions over all the data we have'],
  },
  {
    id: 'attributed-yesterday-count',
    spec: { m: 'count', s: 'attributed_sessions', w: YESTERDAY },
    qs: ['attributed sessions yesterday (2025-06-17)', 'how many sessions with a campaign (attributed sessions) did we get yesterday?'],
  },
  {
    id: 'attributed-jun1-14-share-monthly-digest',
    spec: { m: 'share', s: 'attributed_sessions', part: { campaign: 'monthly-digest' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'share of attributed sessions with campaign = monthly-digest, 2025-06-01..2025-06-14 inclusive (denominator: all attributed sessions in that range)',
      'Between June 1 and June 14, 2025, what % of all attributed sessions were from the monthly-digest campaign?',
    ],
  },
  {
    id: 'attributed-social-this-quarter-count',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'social' }, w: thisP('quarter') },
    qs: ['attributed sessions where channel = social, this quarter', 'how many attributed sessions came through channel = social (not paid_social) since 2025-04-01?'],
  },
  {
    id: 'attributed-top-channel-last-month',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: lastP('month') },
    qs: ['top channel by attributed sessions in 2025-05', 'Which channel had the most attributed sessions last month?'],
  },

  // ─── recommendations, keys, webhooks (no window) ───────────────────────────
  {
    id: 'recommendations-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['count recommendations where status is open (new, or snoozed with the snooze over)', 'how many open recommendations are there right now?'],
  },
  {
    id: 'recommendations-all-list',
    spec: { m: 'list', s: 'recommendations' },
    qs: ['list all recommendations, any status (dismissed and done included)', 'show me every recommendation ever made, whatever its status'],
  },
  {
    id: 'keys-active-count',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: ['count api keys where revoked_at is null', 'how many active (non-revoked) API keys do we have?'],
  },
  {
    id: 'keys-all-list',
    spec: { m: 'list', s: 'keys' },
    qs: ['list api keys, all of them (revoked ones too), by name', 'what API keys exist in this workspace, including any revoked ones?'],
  },
  {
    id: 'webhooks-disabled-list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: ['webhooks where state = disabled', 'which webhook endpoints are currently disabled?'],
  },
  {
    id: 'webhooks-all-count',
    spec: { m: 'count', s: 'webhooks' },
    qs: ['count webhook endpoints (enabled + disabled)', 'how many webhook endpoints are registered in total, enabled or not?'],
  },

  // ─── declines: data the product does not record, forecasts, causes ─────────
  {
    id: 'decline-deal-amount',
    spec: { m: 'decline', why: 'deal amounts are CRM data the product does not record' },
    qs: ['sum(deal_amount) for accounts where classification = lead and intent_score >= 70', "what's the total open pipeline in dollars on lead accounts with intent >= 70?"],
  },
  {
    id: 'decline-email-open-rate',
    spec: { m: 'decline', why: 'email opens are not recorded' },
    qs: ['open_rate for campaign=monthly-digest, l30d', 'what % of the monthly-digest newsletter emails got opened this month?'],
  },
  {
    id: 'decline-headcount',
    spec: { m: 'decline', why: 'company headcount is not recorded' },
    qs: ['accounts where employee_count >= 500 order by intent_score desc', 'which of our visiting companies have more than 500 employees?'],
  },
  {
    id: 'decline-crm-stage',
    spec: { m: 'decline', why: 'CRM stages are not recorded' },
    qs: ["count accounts where crm_stage = 'Closed Won'", 'how many of our accounts are Closed Won in the CRM?'],
  },
  {
    id: 'decline-forecast-pageviews',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['forecast pageviews for 2025-07', 'how many page views will we get next month?'],
  },
  {
    id: 'decline-forecast-new-accounts',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['predict count(new accounts) for next week', 'how many new accounts should we expect next week?'],
  },
  {
    id: 'decline-cause-linkedin-drop',
    spec: { m: 'decline', why: 'a cause' },
    qs: ['why did linkedin attributed sessions drop last week?', 'root cause for the change in source=linkedin sessions, last week vs the week before'],
  },
  {
    id: 'decline-salesforce-join',
    spec: { m: 'decline', why: 'a join to CRM opportunities the product does not hold' },
    qs: ['join accounts to salesforce opportunities on domain, group by opportunity stage', 'match our intent >= 70 accounts against HubSpot deals and show which ones have an open deal'],
  },
  {
    id: 'decline-ad-spend',
    spec: { m: 'decline', why: 'ad spend is not recorded' },
    qs: ['cost per attributed session for campaign=abm-q3 (spend / sessions), l30d', "what's our cost per click on the brand-search campaign this month?"],
  },
  {
    id: 'decline-time-on-page',
    spec: { m: 'decline', why: 'time on page is not recorded' },
    qs: ['avg(time_on_page) where path = /pricing, this month', 'how long do people spend on the /pricing page on average, in seconds?'],
  },
  {
    id: 'decline-churn-forecast',
    spec: { m: 'decline', why: 'a forecast (churn)' },
    qs: ['churn_probability for classification=customer, order desc', 'which of our customers are likely to churn next quarter?'],
  },
  {
    id: 'decline-contract-renewal',
    spec: { m: 'decline', why: 'contract dates are CRM data the product does not record' },
    qs: ["contract_renewal_date where company = '{customer.name}'", "when is {customer.name}'s contract up for renewal?"],
  },
  {
    id: 'decline-meetings-held',
    spec: { m: 'decline', why: 'meetings held are not recorded' },
    qs: ['count meetings held by SDRs with accounts where intent_score >= 70, this month (from the sales calendar)', 'how many sales meetings did our reps actually hold with visiting accounts last month?'],
  },
  {
    id: 'decline-nps',
    spec: { m: 'decline', why: 'NPS is not recorded' },
    qs: ['avg(nps_score) for accounts where classification = customer', "what's the NPS of our customer accounts?"],
  },
];

export const SET15 = flatten(SET15_FAMILIES);
