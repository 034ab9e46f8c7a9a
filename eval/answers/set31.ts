// Answer-graded set 31: "a customer-success manager checking on existing customers, a growth marketer
// reviewing a product launch and its campaigns, and a few ops checks".
// Written 2026-11-27 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered), the first 70 lines of set30.ts (its header) and its import/export lines,
// eval/demo.ts, subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md, and for the scratch scripts only the signature
// lines of createDemoWorkspace (server/demo-bootstrap.ts), the export lines of core/db/index.ts and
// core/clock.ts, and the scripts block of package.json. Values were read from the two generated
// workspaces' tables with plain SQL and with the harness's own truth (measures.ts evaluateSpec,
// broader, sameTruth, specProblems) in scratch/check31*: both workspaces were built with
// createDemoWorkspace alone (the demo's defaults, and eval/demo.ts SECOND_WORKSPACE) on a throwaway
// PostgreSQL database (set31_scratch, dropped afterwards) at the eval clock; no copilot setup ran, and
// its effects the truths depend on were applied by hand (rec3 dismissed; the setup's four API keys
// Zapier export, CI and Dupe key twice; the webhooks https://hooks.example.com/signal enabled and
// https://old.example.com/hook disabled). Nothing was ever asked of the product. Never opened:
// subgraphs/copilot/, any other question set (set4-29, set30 beyond its first 70 lines and
// import/export lines, heldout*, blind, tuned, eval/questions.ts, eval/heldout.ts), scratch/ other
// than check31*, tests outside test/helpers/, README.md; no git command was run.
//
// Style: two personas and a few ops checks. A customer-success manager checking on existing
// customers: which customer accounts are back on the site, how engaged (page views, sessions,
// returning and new people), who from a customer looked at pricing, /pricing/enterprise, docs,
// /demo, /customers or /careers (expansion and churn signals), customer intent, when a customer was
// last or first seen, who at customers was identified and how. A growth marketer reviewing the
// integrations launch (the /product/integrations page and the launch-week campaign; the clock is
// Wed 18 June 2025 12:00 UTC): page views and visitors of the launch page, new vs returning
// visitors, sessions, attributed sessions by campaign, channel and source, identifications by
// provider, week-on-week and day-on-day comparisons. Ops: webhooks, API keys, open recommendations.
// Two phrasings per family, one chatty and one terse, typed as people type: lower case, typos
// (custmer, acounts, visiters, enaged, sesions, recomendations), mostly no question mark, "pls",
// "cheers", British spelling and dates (organisation, analyse, 9/6 and 05/06/2025 day-first),
// abbreviations (accts, wk, yday, pvs, MTD, ppl, no., CAB, sfdc, incl, v), numbers in words (four,
// six, eight, eleven, thirteen, fifteen, sixteen, nineteen, twenty-five, twenty-eight, ninety-two),
// the constraint first or last, two or three constraints at once. Every question states what its
// truth needs: customer-filtered account questions cannot include the consumer-mailbox `personal`
// account (it is a lead); the three other account questions say whether `personal` counts (new
// accounts, linkedin-source accounts) or rule it out by filter (intent under 100); page views and
// people exclude bots; sessions split on 30 minutes of inactivity; attributed sessions are the
// rollup's; every share names its base; "new"/"returning" say what they mean; all-time questions
// say "ever"/"all time"; dates are spelled out (a day-first numeric date always comes with the
// words). Thresholds and windows avoid the ones set 30 used; the generated data has only twelve
// pages and five campaigns, so several of those repeat set 30's: intent 23-62, <=92, <=86, <100;
// pages /product/integrations, /careers, /customers, /docs/ prefix, /pricing prefix,
// /pricing/enterprise, /demo, /blog/ prefix; campaigns launch-week, brand-search, abm-q3; sources
// g2, facebook, linkedin; channels paid_social, email, referral, direct; providers email_capture,
// ip_table, asn; windows of 4, 6, 8, 11, 13, 15, 16, 19, 25 and 28 days, since 1, 5, 9 and 12 June,
// 2-12 June, 3-11 June, 26 May-1 June, 2-8 June.
// Known limits on these workspaces (harness "untested" report): both workspaces have only three
// customer accounts (Northwind, Blue Harbor and Acme Logistics; {customer}/{customer2} differ per
// workspace), so customer counts are small and a few customer constraints coincide with the broader
// question on one workspace: the window of cust-acct-count-visited-thisweek, returning of
// cust-visitors-returning-thisweek, channel of cust-acct-list-email-channel-ever and path of
// cust-acct-list-demo-25d on the demo workspace; intent of cust-acct-count-intent-le92-today and
// idSource of cust-ident-iptable-13d (one reading) on the second; the window of
// mkt-pv-top3-channels-thisweek on the demo one; no API key is revoked, so "active" in
// ops-keys-active-count is untested on both. Webhooks, keys and recommendations are asked without a
// window (their created_at is the run's wall clock). Attributed sessions over "last N days" keep
// only the calendar-day reading (measures.ts). Some top-N lists tie at the cut (the grader accepts
// any of the tied entities).
//
// Coverage (families/questions): 122/244; answerable 91/182, declines 31/62 (25%).
// By measure: count 45/90, top 9/18, compare 9/18, list 8/16, last 5/10, share 5/10, first 4/8,
// avg 3/6, sum 3/6. By subject: page views 22, accounts 18, visitors 17, identifications 11,
// attributed sessions 11, sessions 7, webhooks 2, recommendations 2, API keys 1. By window: all time
// 24, this month 11, this week 8, yesterday 5, today 2, last week 2, last month 3, since a date 5,
// between dates 3, last N days 21 (N = 4 (2), 6, 8, 11 (2), 13 (2), 15 (2), 16 (3), 19 (2), 25 (2),
// 28 (2)), comparisons 9 (this vs last week 4, today vs yesterday 4, last week vs 2-8 June 1).
//
// Declines (31 families): an otherwise answerable question carrying one constraint the data has no
// column for (schema.prisma, the spec and the generated data checked: visits hold only page views
// and identify events, with path, url, referrer, UTM fields, channel, IP and user agent;
// accounts.firmographics holds only ASN data; visitors' name/title/employer are empty). Customer
// success: support tickets, NPS, logins inside the product, a Gainsight health score, the CSM who
// owns an account, QBR dates, feature adoption inside customers' accounts, champions' job changes,
// Intercom chats, Jira escalations, customer-advisory-board membership, button clicks, Gong call
// sentiment. Growth: ad impressions, ad spend (cost per session), scroll depth, video plays, A/B
// variants, newsletter unsubscribes, Product Hunt upvotes, page load time (LCP), cookie-consent
// choices, visitor age, marketplace app installs, blog comments, a launch waitlist. Ops: who
// created an API key, per-key request counts, key expiry dates, custom webhook headers,
// recommendation assignees. Deliberately not used, because the data does hold something close:
// device type and browser (visits.user_agent), time on page and bounce (derivable from view
// times), job titles/seniority (visitors.title exists), search keywords and ad creatives (utm_term,
// utm_content), referring articles (referrer), renewals, seats, plans and revenue (the demo store's
// orders, memberships and a "Workshop Seat" product), coupon codes (order discounts), form
// abandonment (identify events), onboarding (workspace onboarding fields).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const DECLINE = (why: string) => ({ m: 'decline' as const, why });

export const SET31_FAMILIES: Family[] = [
  // ─── A customer-success manager: which customers are back, and how engaged ──────────────────
  {
    id: 'cust-acct-count-visited-thisweek',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'morning! quick one before my CS standup - how many of our customer accounts have been on the site at all this week (since monday)?',
      'no. custmer accts w/ a visit this wk',
    ],
  },
  {
    id: 'cust-acct-list-visited-4d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: days(4) },
    qs: [
      'which of our existing customers have come back to the website in the last four days? list them pls',
      'which custmers have we seen in the last 4 days',
    ],
  },
  {
    id: 'cust-acct-count-pricing-11d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer', path: '/pricing' }, w: days(11) },
    qs: [
      'expansion check: how many customer accounts had someone look at the /pricing page (exactly /pricing) in the past eleven days',
      'last 11 days, customer accts that viewed /pricing - how many',
    ],
  },
  {
    id: 'cust-acct-list-careers-since-jun9',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/careers' }, w: since('2025-06-09') },
    qs: [
      'bit worried about churn - which customer accounts have had people browsing our /careers page since monday 9 june?',
      'customer accts on /careers since 9 jun, list',
    ],
  },
  {
    id: 'cust-acct-count-docs-since-jun12',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer', pathPrefix: '/docs/' }, w: since('2025-06-12') },
    qs: [
      'since thursday the 12th of june, how many of our customers have had anyone reading the docs (any page under /docs/)?',
      'customer accts reading /docs/* since 12 june 2025 - count',
    ],
  },
  {
    id: 'cust-acct-top2-intent',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'of all our customer accounts, which two have the highest intent score right now? (all time data is fine)',
      'top two customer acounts by intent score',
    ],
  },
  {
    id: 'cust-acct-avg-intent',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      "what's the average intent score across all our customer accounts, not limited to any time window",
      'avg intent of customer accts overall',
    ],
  },
  {
    id: 'cust-acct-last-seen-customer2',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{customer2.domain}' } },
    qs: [
      'when was {customer2.name} ({customer2.domain}) last seen on our site? want to know before i ping their champion',
      'last seen time for {customer2.domain}',
    ],
  },
  {
    id: 'cust-acct-first-seen-customer',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{customer.domain}' } },
    qs: [
      'when did we first ever see {customer.name} on the website? the very first time, all time',
      '{customer.domain} first seen - when',
    ],
  },
  {
    id: 'cust-pv-count-yday',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: YESTERDAY },
    qs: [
      'how many page views did people from our customer accounts rack up yesterday? bots excluded obviously',
      'yday page views from customer accts (no bots)',
    ],
  },
  {
    id: 'cust-pv-count-customer-pricing-16d',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}', pathPrefix: '/pricing' }, w: days(16) },
    qs: [
      'over the last sixteen days, how many times did folks at {customer.name} view a pricing page - /pricing or anything under it like /pricing/enterprise? excluding bots',
      '{customer.domain} pricing* page views past 16 days, no bots',
    ],
  },
  {
    id: 'cust-sessions-count-thisweek',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'how many sessions have customer-account visitors had this week? session = break after 30 mins of inactivity, bots not counted',
      'customer sessions this wk (30 min split) - how enaged are they',
    ],
  },
  {
    id: 'cust-sessions-customer2-pricing-ever',
    spec: { m: 'count', s: 'sessions', f: { domain: '{customer2.domain}', path: '/pricing' }, w: ALL },
    qs: [
      'across all time, how many sessions from {customer2.name} included a view of the /pricing page? (sessions split on 30 minutes idle, no bots)',
      'all-time sessions by {customer2.domain} that hit /pricing',
    ],
  },
  {
    id: 'cust-pv-share-docs-thismonth',
    spec: { m: 'share', s: 'page_views', f: { classification: 'customer' }, part: { pathPrefix: '/docs/' }, w: thisP('month') },
    qs: [
      "of all page views from our customer accounts this month, what percentage were docs pages (/docs/...)? bots excluded",
      '% of customer page views MTD that were /docs/*',
    ],
  },
  {
    id: 'cust-pv-share-pricing-lastweek',
    spec: { m: 'share', s: 'page_views', f: { classification: 'customer' }, part: { pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      'of all page views from customer accounts last week (mon 9 - sun 15 june), what share were pricing pages (/pricing or /pricing/...)? bots excluded',
      'last wk: pricing* as % of customer-acct page views',
    ],
  },
  {
    id: 'cust-ident-count-thismonth',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'how many people at our customer accounts got identified this month (identified in june so far)?',
      'identifications at customer accts MTD',
    ],
  },
  {
    id: 'cust-ident-list-emailcapture-ever',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer', idSource: 'email_capture' } },
    qs: [
      'can you list everyone at a customer account we ever identified through email capture (a form fill)? all time',
      'customer ppl identified by email_capture, ever - list',
    ],
  },
  {
    id: 'cust-visitors-returning-thisweek',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', returning: true }, w: thisP('week') },
    qs: [
      'returning visitors from customer accounts this week - i.e. people whose first visit was before monday and who came back this week. how many?',
      'returning custmer visiters this wk (first visit before mon)',
    ],
  },
  {
    id: 'cust-visitors-new-16d',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', new: true }, w: days(16) },
    qs: [
      'any brand-new people from our customers? how many customer-account visitors had their first ever visit in the last sixteen days',
      'new visitors (first visit in last 16 days) at customer accts - count',
    ],
  },
  {
    id: 'cust-pv-compare-thisweek-lastweek',
    spec: { m: 'compare', s: 'page_views', f: { classification: 'customer' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'are customers more engaged than last week? give me customer-account page views this week vs last week (bots excluded)',
      'customer pvs this wk vs last wk, no bots',
    ],
  },
  {
    id: 'cust-sessions-compare-today-yday',
    spec: { m: 'compare', s: 'sessions', f: { classification: 'customer' }, w: TODAY, w2: YESTERDAY },
    qs: [
      'customer sessions today compared with yesterday? (30-minute inactivity sessions, no bots)',
      'sessions from customer accts: today vs yday',
    ],
  },
  {
    id: 'cust-acct-sum-visits-ever',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' } },
    qs: [
      'add up the visit counts of all our customer accounts - what is the total, all time?',
      'total visit_count summed over customer accts, ever',
    ],
  },
  {
    id: 'cust-acct-sum-people-ever',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      "how many people in total have we seen from our customer accounts? sum of each customer account's visitor count, all time",
      'sum of visitor_count across customers (ever)',
    ],
  },
  {
    id: 'cust-visitors-intent-23-62-ever',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', intent: { op: 'between', lo: 23, hi: 62 } } },
    qs: [
      'how many visitors from customer accounts have a personal intent score between 23 and 62 (inclusive)? all time',
      'customer-acct visitors, intent 23-62 incl, ever - how many',
    ],
  },
  {
    id: 'cust-pv-last-pricing',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { classification: 'customer', pathPrefix: '/pricing' } },
    qs: [
      'when was the most recent time anyone from a customer account viewed a pricing page (/pricing or below)? ever, bots aside',
      'latest customer pricing* page view - timestamp',
    ],
  },
  {
    id: 'cust-pv-first-careers-june',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { classification: 'customer', path: '/careers' }, w: thisP('month') },
    qs: [
      'this month, when did someone from one of our customers first open the /careers page?',
      'first /careers view by a customer acct in june (MTD) - when',
    ],
  },
  {
    id: 'cust-visitors-top3-customer-visits',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: [
      "who are the three most frequent visitors from {customer.name}, by their visit count? all time",
      'top 3 {customer.domain} visitors by visit count',
    ],
  },
  {
    id: 'cust-acct-count-intent-le92-today',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer', intent: { op: '<=', v: 92 } }, w: TODAY },
    qs: [
      'how many customer accounts with an intent score of ninety-two or less have visited today?',
      'customers intent <=92 on site today - count',
    ],
  },
  {
    id: 'cust-acct-list-email-channel-ever',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', channel: 'email' } },
    qs: [
      'which customer accounts have ever come to the site through the email channel (e.g. the newsletter)? list them, all time',
      'customer accts that ever arrived via channel=email',
    ],
  },
  {
    id: 'cust-visitors-customers-page-19d',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', path: '/customers' }, w: days(19) },
    qs: [
      'how many people from customer accounts looked at our /customers case-studies page in the last nineteen days? no bots',
      'customer visitors on /customers page last 19 days - number',
    ],
  },
  {
    id: 'cust-visitors-avg-visits-ever',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { classification: 'customer' } },
    qs: [
      'on average how many visits does a visitor from one of our customer accounts have? all time, real people only',
      'avg visit count per customer visitor, ever',
    ],
  },
  {
    id: 'cust-ident-iptable-13d',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer', idSource: 'ip_table' }, w: days(13) },
    qs: [
      'in the last thirteen days, how many customer-account visitors were identified via the ip table (ip_table provider)?',
      'ip_table identifications at customers, last 13 days',
    ],
  },
  {
    id: 'cust-acct-list-demo-25d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/demo' }, w: days(25) },
    qs: [
      'which customers have been on the /demo page in the last twenty-five days? could mean a new team wants a demo',
      'customer accts on /demo last 25 days',
    ],
  },
  {
    id: 'cust-pv-count-careers-between',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer', path: '/careers' }, w: between('2025-06-02', '2025-06-12') },
    qs: [
      'between 2 june and 12 june 2025 inclusive, how many /careers page views came from customer accounts? bots excluded',
      'customer /careers pvs 2-12 jun (incl)',
    ],
  },
  {
    id: 'cust-pv-top3-pages-28d',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'customer' }, w: days(28) },
    qs: [
      'what are the three pages our customers viewed most over the last twenty-eight days? by page views, no bots',
      'top 3 pages by customer page views, last 28 days',
    ],
  },
  {
    id: 'cust-visitors-emailcapture-15d',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', idSource: 'email_capture' }, w: days(15) },
    qs: [
      'how many people from customer accounts who visited in the last fifteen days were identified through email capture (a form fill)?',
      'customer visitors last 15 days identified via email_capture - count',
    ],
  },
  {
    id: 'cust-acct-last-seen-intent-le86',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'customer', intent: { op: '<=', v: 86 } } },
    qs: [
      'among customers with an intent score of 86 or lower, when was the most recent time any of them was last seen? all time',
      'latest last-seen among customer accts w/ intent <=86',
    ],
  },
  {
    id: 'cust-sessions-docs-lastmonth',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer', pathPrefix: '/docs/' }, w: lastP('month') },
    qs: [
      'last month (may), how many customer sessions included at least one docs page under /docs/? 30-min sessions, bots out',
      'may: customer sessions w/ a /docs/* view',
    ],
  },
  // ─── A growth marketer reviewing the integrations launch and the campaigns ──────────────────
  {
    id: 'launch-pv-integrations-thisweek',
    spec: { m: 'count', s: 'page_views', f: { path: '/product/integrations' }, w: thisP('week') },
    qs: [
      'trying to analyse how the launch page is doing - page views of /product/integrations this week (since monday), bots excluded pls',
      '/product/integrations pvs this wk excl bots',
    ],
  },
  {
    id: 'launch-pv-integrations-yday',
    spec: { m: 'count', s: 'page_views', f: { path: '/product/integrations' }, w: YESTERDAY },
    qs: [
      'yesterday, how many times was the integrations launch page (/product/integrations) viewed? not counting bots',
      'yday views of /product/integrations (no bots)',
    ],
  },
  {
    id: 'launch-visitors-integrations-6d',
    spec: { m: 'count', s: 'visitors', f: { path: '/product/integrations' }, w: days(6) },
    qs: [
      'how many unique visitors (real people, no bots) looked at /product/integrations in the last six days?',
      'unique visitors on /product/integrations, last 6 days',
    ],
  },
  {
    id: 'launch-visitors-new-integrations-13d',
    spec: { m: 'count', s: 'visitors', f: { path: '/product/integrations', new: true }, w: days(13) },
    qs: [
      'did the launch bring in new people? count visitors whose first ever visit was in the last thirteen days and who viewed /product/integrations in that time',
      'new visitors (first visit within last 13 days) who saw /product/integrations',
    ],
  },
  {
    id: 'launch-sessions-integrations-since-jun9',
    spec: { m: 'count', s: 'sessions', f: { path: '/product/integrations' }, w: since('2025-06-09') },
    qs: [
      'since 9/6 (9 june), how many sessions included the /product/integrations page? sessions break after 30 minutes of inactivity, bots excluded',
      'sessions w/ /product/integrations since 9 june 2025 (30 min sessions)',
    ],
  },
  {
    id: 'launch-attr-launchweek-thismonth',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: thisP('month') },
    qs: [
      'how many attributed sessions has the launch-week campaign got this month, going by the attribution rollup?',
      'launch-week attributed sesions MTD (rollup)',
    ],
  },
  {
    id: 'launch-attr-launchweek-8d',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: days(8) },
    qs: [
      'attributed sessions from the launch-week campaign over the last eight days (attribution rollup)?',
      'launch-week attributed sessions, last 8 days',
    ],
  },
  {
    id: 'mkt-attr-top3-channels-15d',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: days(15) },
    qs: [
      'which three channels drove the most attributed sessions in the last fifteen days? from the attribution rollup, ranked',
      'top 3 channels by attributed sessions, past 15 days',
    ],
  },
  {
    id: 'mkt-attr-paidsocial-lastmonth',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      'for the monthly report i\'m putting together for the organisation: how many attributed sessions did the paid_social channel get last month (may)?',
      'may attributed sessions, channel paid_social',
    ],
  },
  {
    id: 'mkt-attr-g2-between',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'g2' }, w: between('2025-06-03', '2025-06-11') },
    qs: [
      'between the 3rd and the 11th of june (both days included), how many attributed sessions came from source g2?',
      'g2 source attributed sessions 3-11 jun incl',
    ],
  },
  {
    id: 'mkt-attr-share-launchweek-thismonth',
    spec: { m: 'share', s: 'attributed_sessions', part: { campaign: 'launch-week' }, w: thisP('month') },
    qs: [
      'what share of all attributed sessions this month came from the launch-week campaign? as a % of every attributed session in june so far',
      'launch-week % of all attributed sessions MTD',
    ],
  },
  {
    id: 'mkt-attr-email-compare-weeks',
    spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'email' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'email channel attributed sessions this week versus last week - how do they compare?',
      'email attributed sessions: this wk vs last wk',
    ],
  },
  {
    id: 'launch-pv-integrations-compare-today-yday',
    spec: { m: 'compare', s: 'page_views', f: { path: '/product/integrations' }, w: TODAY, w2: YESTERDAY },
    qs: [
      'day on day for the launch page: /product/integrations page views today vs yesterday, bots excluded',
      '/product/integrations pvs today v yday',
    ],
  },
  {
    id: 'mkt-visitors-compare-weeks',
    spec: { m: 'compare', s: 'visitors', w: thisP('week'), w2: lastP('week') },
    qs: [
      'unique visitors this week compared to last week? real people only, bots excluded',
      'visitors this wk vs last wk (no bots)',
    ],
  },
  {
    id: 'launch-pv-launchweek-ever',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' } },
    qs: [
      'in total, all time, how many page views carried utm_campaign=launch-week? bots excluded',
      'launch-week campaign page views ever',
    ],
  },
  {
    id: 'mkt-pv-top5-pages-4d',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: days(4) },
    qs: [
      'what were the five most viewed pages over the last four days? by page views, excluding bots',
      'top 5 pages by views, last 4 days',
    ],
  },
  {
    id: 'mkt-pv-top3-landing-facebook-thismonth',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { source: 'facebook' }, w: thisP('month') },
    qs: [
      'for page views tagged utm_source=facebook this month, which three pages got the most? bots excluded',
      'top 3 pages for facebook-source page views MTD',
    ],
  },
  {
    id: 'mkt-attr-top2-campaigns-since-jun1',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: since('2025-06-01') },
    qs: [
      'since the 1st of june, which two campaigns have the most attributed sessions in the rollup?',
      'top two campaigns by attributed sessions since 1 jun',
    ],
  },
  {
    id: 'mkt-ident-emailcapture-25d',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: days(25) },
    qs: [
      'how many visitors were identified by email capture in the last twenty-five days?',
      'email_capture identifications, last 25 days',
    ],
  },
  {
    id: 'mkt-ident-asn-thismonth',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      'identifications made by the asn provider so far this month - how many?',
      'asn identifications MTD',
    ],
  },
  {
    id: 'mkt-ident-iptable-yday',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: [
      'how many ppl did the ip table provider (ip_table) identify yesterday?',
      'ip_table identifications yday',
    ],
  },
  {
    id: 'mkt-ident-share-emailcapture-thismonth',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      "of everyone identified this month, what percentage were identified via email capture? (base = all of this month's identifications)",
      'email_capture share of MTD identifications, %',
    ],
  },
  {
    id: 'mkt-ident-compare-weeks',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'week on week, how many visitors got identified this week vs last week?',
      'identifications this wk vs last wk',
    ],
  },
  {
    id: 'mkt-ident-compare-today-yday',
    spec: { m: 'compare', s: 'identifications', w: TODAY, w2: YESTERDAY },
    qs: [
      'identifications today compared with yesterday, please',
      'idents today vs yday',
    ],
  },
  {
    id: 'mkt-ident-first-asn-ever',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' } },
    qs: [
      'when did the asn provider make its very first identification? all time',
      'first ever asn identification - when',
    ],
  },
  {
    id: 'mkt-ident-last-emailcapture',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' } },
    qs: [
      'when was the most recent email capture identification? ever',
      'latest email_capture identification time',
    ],
  },
  {
    id: 'mkt-visitors-new-thisweek',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      'how many brand new visitors (first visit ever happened this week) have we had since monday? bots excluded',
      'new visitors this wk - first visit this wk, no bots',
    ],
  },
  {
    id: 'mkt-visitors-returning-yday',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: YESTERDAY },
    qs: [
      'returning visitors yesterday: people who visited yesterday and whose first visit was before yesterday. how many? real people only',
      'returning visitors yday (first seen before yday)',
    ],
  },
  {
    id: 'mkt-visitors-share-new-thisweek',
    spec: { m: 'share', s: 'visitors', part: { new: true }, w: thisP('week') },
    qs: [
      'of all visitors this week, what % are new (first visit this week)? base = every visitor with a page view this week, bots excluded',
      '% new among this wk visitors',
    ],
  },
  {
    id: 'mkt-acct-new-19d',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: days(19) },
    qs: [
      'how many new accounts did we first see in the last nineteen days? count the consumer-mailbox "personal" bucket too if it qualifies',
      'accts first seen in last 19 days (incl personal bucket if new)',
    ],
  },
  {
    id: 'mkt-acct-linkedin-28d',
    spec: { m: 'count', s: 'accounts', f: { source: 'linkedin' }, w: days(28) },
    qs: [
      'in the last twenty-eight days, how many accounts had a page view with utm_source=linkedin? include the personal consumer-mailbox account as one if it shows up',
      'accts w/ linkedin-source page views, last 28 days (personal counts as 1)',
    ],
  },
  {
    id: 'mkt-sessions-thisweek',
    spec: { m: 'count', s: 'sessions', w: thisP('week') },
    qs: [
      'how many sessions have there been this week? 30 minutes of inactivity ends a session, bots excluded',
      'sessions this wk (30-min rule, no bots)',
    ],
  },
  {
    id: 'mkt-sessions-demo-11d',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: days(11) },
    qs: [
      'how many sessions in the last eleven days included the /demo page? (30-minute sessions, no bots)',
      'sessions incl /demo, past 11 days',
    ],
  },
  {
    id: 'mkt-pv-blog-lastmonth',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      'blog traffic for may: how many page views did pages under /blog/ get last month? bots excluded, cheers',
      'may /blog/* page views',
    ],
  },
  {
    id: 'launch-visitors-avg-intent-integrations-thismonth',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { path: '/product/integrations' }, w: thisP('month') },
    qs: [
      'what is the average intent score (each visitor\'s own score) of the people who viewed /product/integrations this month? bots excluded',
      'avg visitor intent, /product/integrations viewers MTD',
    ],
  },
  {
    id: 'mkt-attr-sum-email-between',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { channel: 'email' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'add up the attributed sessions for the email channel from 26 may to 1 june 2025 inclusive',
      'email channel attributed sessions total, 26 may - 1 jun',
    ],
  },
  {
    id: 'mkt-pv-referral-lastweek',
    spec: { m: 'count', s: 'page_views', f: { channel: 'referral' }, w: lastP('week') },
    qs: [
      'last week, how many page views came in through the referral channel? no bots',
      'referral channel page views last wk',
    ],
  },
  {
    id: 'mkt-pv-top3-channels-thisweek',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: thisP('week') },
    qs: [
      'which three channels brought the most page views this week? bots excluded',
      'top 3 channels by page views this wk',
    ],
  },
  {
    id: 'launch-pv-first-launchweek-thismonth',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { campaign: 'launch-week' }, w: thisP('month') },
    qs: [
      'when was the first launch-week campaign page view this month?',
      'first utm_campaign=launch-week page view in june - time',
    ],
  },
  {
    id: 'mkt-pv-last-brandsearch',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { campaign: 'brand-search' } },
    qs: [
      'when did we last get a page view from the brand-search campaign? ever',
      'latest brand-search campaign page view',
    ],
  },
  {
    id: 'mkt-visitors-g2-since-jun5',
    spec: { m: 'count', s: 'visitors', f: { source: 'g2' }, w: since('2025-06-05') },
    qs: [
      'since the 5th of june, how many visitors arrived with utm_source=g2? real people only',
      'visiters from g2 source since 05/06/2025 (5 june), no bots',
    ],
  },
  {
    id: 'mkt-visitors-identified-paidsocial-thismonth',
    spec: { m: 'count', s: 'visitors', f: { channel: 'paid_social', identified: true }, w: thisP('month') },
    qs: [
      'this month, how many visitors who came through paid_social are identified?',
      'identified visitors via paid_social MTD',
    ],
  },
  {
    id: 'mkt-pv-compare-today-yday',
    spec: { m: 'compare', s: 'page_views', w: TODAY, w2: YESTERDAY },
    qs: [
      'total page views today vs yesterday? excluding bots',
      'pvs today vs yday (no bots)',
    ],
  },
  {
    id: 'mkt-attr-yday',
    spec: { m: 'count', s: 'attributed_sessions', w: YESTERDAY },
    qs: [
      'how many attributed sessions did the rollup record for yesterday, across all channels?',
      'attributed sessions yday, all channels',
    ],
  },
  {
    id: 'mkt-attr-abmq3-today',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'abm-q3' }, w: TODAY },
    qs: [
      'abm-q3 campaign: attributed sessions today?',
      'attributed sessions today for abm-q3',
    ],
  },
  {
    id: 'mkt-pv-compare-direct-weeks',
    spec: { m: 'compare', s: 'page_views', f: { channel: 'direct' }, w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      'compare direct-channel page views last week with the week before (2-8 june), bots excluded',
      'direct pvs: last wk vs wk of 2-8 jun',
    ],
  },
  {
    id: 'mkt-acct-top3-views-launchweek-ever',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { campaign: 'launch-week', intent: { op: '<', v: 100 } } },
    qs: [
      'which three accounts with intent under 100 racked up the most launch-week campaign page views, all time? (bots excluded)',
      'top 3 accts (intent <100) by launch-week page views, ever',
    ],
  },
  {
    id: 'mkt-visitors-facebook-16d-list-identified-email',
    spec: { m: 'list', s: 'visitors', f: { source: 'facebook', idSource: 'email_capture' }, w: days(16) },
    qs: [
      'list the people who came in from facebook (utm_source=facebook) in the last sixteen days and who we identified via email capture',
      'facebook-source visitors last 16 days, email_capture identified - who',
    ],
  },
  // ─── Ops: webhooks, API keys, recommendations ──────────────────────────────────────────────
  {
    id: 'ops-webhooks-enabled-count',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'quick ops check - how many of our webhook endpoints are currently enabled?',
      'no. of enabled webhooks',
    ],
  },
  {
    id: 'ops-webhooks-disabled-list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'which webhook endpoints are disabled at the moment? give me their urls',
      'disabled webhook urls pls',
    ],
  },
  {
    id: 'ops-keys-active-count',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: [
      'how many api keys are active right now (i.e. not revoked)?',
      'active (unrevoked) api keys - count',
    ],
  },
  {
    id: 'ops-recs-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'how many open recommendations are waiting for us? open = new, or snoozed with the snooze already over',
      'open recs count',
    ],
  },
  {
    id: 'ops-recs-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'can you list every open recommendation by what it is about (its subject)?',
      'open recomendations - list subjects',
    ],
  },

  // ─── Declines: an otherwise answerable question with one constraint the data has no column for ──
  {
    id: 'decline-cust-support-tickets',
    spec: DECLINE('support tickets are not recorded'),
    qs: [
      'which customer accounts with an open support ticket have been on /pricing this week?',
      'customers w/ open zendesk tickets who viewed pricing this wk',
    ],
  },
  {
    id: 'decline-cust-nps',
    spec: DECLINE('NPS responses are not recorded'),
    qs: [
      'how many customer accounts that gave us an NPS score of six or lower were on the /careers page this month?',
      'detractors (nps <=6) among customers on /careers MTD - count',
    ],
  },
  {
    id: 'decline-cust-app-logins',
    spec: DECLINE('logins inside the product are not recorded'),
    qs: [
      "list customers who haven't logged into the product in the last nineteen days but still read our docs",
      'customer accts w/ no app logins last 19 days that visited /docs/*',
    ],
  },
  {
    id: 'decline-cust-health-score',
    spec: DECLINE('no customer health score is recorded'),
    qs: [
      'which customers with a red health score in gainsight have visited the site in the last eight days?',
      'red-health customers (gainsight) seen past 8 days',
    ],
  },
  {
    id: 'decline-cust-csm-owner',
    spec: DECLINE('account owners / CSM assignments are not recorded'),
    qs: [
      'how many of the customer accounts that priya manages as their CSM came back to the site this week?',
      "priya's customer book - how many visited this wk",
    ],
  },
  {
    id: 'decline-cust-qbr',
    spec: DECLINE('QBR meetings are not recorded'),
    qs: [
      "customers whose last QBR was more than ninety days ago and who've looked at pricing since 9 june - who are they?",
      'customers w/ QBR overdue (>90d) on pricing since 9 jun',
    ],
  },
  {
    id: 'decline-cust-feature-adoption',
    spec: DECLINE('feature usage inside customers\' accounts is not recorded'),
    qs: [
      "which customers haven't switched on the salesforce integration in their account yet but viewed /product/integrations this month?",
      'customers not using the sfdc integration feature who saw /product/integrations MTD',
    ],
  },
  {
    id: 'decline-cust-champion-job-change',
    spec: DECLINE('job changes of contacts are not recorded'),
    qs: [
      'any customer accounts where our champion changed jobs recently (per our sales-intel tool) that still visited since 10 june? count pls',
      'customers w/ champion job change that visited since 10 jun - no.',
    ],
  },
  {
    id: 'decline-cust-intercom-chats',
    spec: DECLINE('chat conversations are not recorded'),
    qs: [
      'how many customer accounts had more than three intercom chats with us this month and also read the docs?',
      'customers >3 intercom convos MTD + docs visits - count',
    ],
  },
  {
    id: 'decline-cust-bug-escalations',
    spec: DECLINE('bug escalations / Jira issues are not recorded'),
    qs: [
      'which customer accounts with an open jira escalation were on the site yesterday?',
      'customers w/ open bug escalations seen yday',
    ],
  },
  {
    id: 'decline-cust-advisory-board',
    spec: DECLINE('customer advisory board membership is not recorded'),
    qs: [
      'of our customer advisory board members, how many accounts visited in the last four days?',
      'CAB member accts on site last 4 days - how many',
    ],
  },
  {
    id: 'decline-cust-button-clicks',
    spec: DECLINE('click events are not recorded, only page views and identifications'),
    qs: [
      "how many people from customer accounts clicked the 'upgrade plan' button on /pricing in the last thirteen days?",
      'customer visitors who clicked upgrade btn on /pricing, last 13 days',
    ],
  },
  {
    id: 'decline-cust-call-sentiment',
    spec: DECLINE('call recordings / sentiment are not recorded'),
    qs: [
      'which customers had negative sentiment on their last gong call and then visited /careers this month?',
      'customers w/ negative gong call sentiment on /careers MTD',
    ],
  },
  {
    id: 'decline-mkt-ad-impressions',
    spec: DECLINE('ad impressions are not recorded'),
    qs: [
      'how many ad impressions did the launch-week campaign get on facebook this month?',
      'launch-week fb ad impressions MTD',
    ],
  },
  {
    id: 'decline-mkt-cost-per-session',
    spec: DECLINE('ad spend is not recorded'),
    qs: [
      'what was our cost per attributed session for paid_search last month (may)?',
      'paid_search cost per attributed session, may',
    ],
  },
  {
    id: 'decline-mkt-scroll-depth',
    spec: DECLINE('scroll depth is not recorded'),
    qs: [
      'how many visitors scrolled past 75% of the /product/integrations launch page this week?',
      'visitors w/ scroll depth >75% on /product/integrations this wk',
    ],
  },
  {
    id: 'decline-mkt-video-plays',
    spec: DECLINE('video plays are not recorded'),
    qs: [
      'how many people actually pressed play on the launch video on /product/integrations yesterday?',
      'launch video plays on /product/integrations yday',
    ],
  },
  {
    id: 'decline-mkt-ab-variant',
    spec: DECLINE('A/B test variants are not recorded'),
    qs: [
      "since 9 june, how many page views did variant B of the integrations launch page get, vs variant A? bots excluded",
      '/product/integrations page views for A/B variant B since 9 jun',
    ],
  },
  {
    id: 'decline-mkt-unsubscribes',
    spec: DECLINE('newsletter unsubscribes are not recorded'),
    qs: [
      'how many people unsubscribed from the monthly-digest newsletter last month?',
      'monthly-digest unsubscribes in may',
    ],
  },
  {
    id: 'decline-mkt-product-hunt',
    spec: DECLINE('Product Hunt upvotes are not recorded'),
    qs: [
      'of the visitors who upvoted our launch on product hunt, how many came to /product/integrations in the last six days?',
      'product hunt upvoters who visited /product/integrations past 6 days - count',
    ],
  },
  {
    id: 'decline-mkt-page-load-time',
    spec: DECLINE('page load times / web vitals are not recorded'),
    qs: [
      "what's the average page load time (LCP) of /product/integrations this week?",
      'avg LCP / load time for the launch page this wk',
    ],
  },
  {
    id: 'decline-mkt-cookie-consent',
    spec: DECLINE('cookie-consent choices are not recorded'),
    qs: [
      'how many visitors this week rejected the cookie banner on their first page view?',
      'visitors who declined cookies this wk - count',
    ],
  },
  {
    id: 'decline-mkt-age-bracket',
    spec: DECLINE('visitor demographics (age) are not recorded'),
    qs: [
      'of the launch-week campaign visitors this month, how many are aged 25 to 34?',
      'launch-week visitors aged 25-34 MTD',
    ],
  },
  {
    id: 'decline-mkt-marketplace-installs',
    spec: DECLINE('app marketplace installs are not recorded'),
    qs: [
      'how many installs of our hubspot marketplace app have there been since the launch on 9 june, from visitors who saw /product/integrations?',
      'hubspot app installs since 9 jun from /product/integrations viewers',
    ],
  },
  {
    id: 'decline-mkt-blog-comments',
    spec: DECLINE('blog comments are not recorded'),
    qs: [
      'how many comments did our blog posts under /blog/ get in the last twenty-five days?',
      'comments on /blog/* posts, last 25 days',
    ],
  },
  {
    id: 'decline-mkt-waitlist',
    spec: DECLINE('waitlist sign-ups are not recorded'),
    qs: [
      'how many of the people who joined the launch waitlist came back to the site in the last eleven days?',
      'launch waitlist signups that visited past 11 days - how many',
    ],
  },
  {
    id: 'decline-ops-key-creator',
    spec: DECLINE('who created an API key is not recorded'),
    qs: [
      'which of our active api keys were created by dana?',
      'api keys created by dana - list',
    ],
  },
  {
    id: 'decline-ops-key-request-count',
    spec: DECLINE('per-key request counts are not recorded'),
    qs: [
      'how many api requests did the Zapier export key make yesterday?',
      'request count for the zapier export key yday',
    ],
  },
  {
    id: 'decline-ops-key-expiry',
    spec: DECLINE('API keys have no expiry date'),
    qs: [
      'which api keys expire before the end of july?',
      'api keys expiring by 31 jul 2025',
    ],
  },
  {
    id: 'decline-ops-webhook-headers',
    spec: DECLINE('custom webhook headers are not recorded'),
    qs: [
      'which of our enabled webhooks have a custom authorization header configured?',
      'enabled webhooks w/ custom auth header',
    ],
  },
  {
    id: 'decline-ops-rec-assignee',
    spec: DECLINE('recommendations have no assignee'),
    qs: [
      'how many open recommendations are assigned to tom?',
      "open recs assigned to tom - count",
    ],
  },
];

export const SET31 = flatten(SET31_FAMILIES);
