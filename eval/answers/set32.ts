// Answer-graded set 32: "an agency analyst preparing a monthly client report for the marketing
// director, an SDR working the inbound queue each morning, and a few questions about the workspace".
// Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered), the first 75 lines of set31.ts (its header) and its import/export lines,
// eval/demo.ts, subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md, and for the scratch scripts only the signature
// lines of createDemoWorkspace (server/demo-bootstrap.ts), the export lines of core/db/index.ts and
// core/clock.ts, and the scripts block of package.json. Values were read from the two generated
// workspaces' tables with plain SQL and with the harness's own truth (measures.ts evaluateSpec,
// broader, sameTruth, specProblems) in scratch/check32*: both workspaces were built with
// createDemoWorkspace alone (the demo's defaults, and eval/demo.ts SECOND_WORKSPACE) on a throwaway
// PostgreSQL database (set32_scratch, dropped afterwards) at the eval clock; no copilot setup ran, and
// its effects the truths depend on were applied by hand (rec3 dismissed; person3 marked contacted;
// the setup's four API keys Zapier export, CI and Dupe key twice; the webhooks
// https://hooks.example.com/signal enabled and https://old.example.com/hook disabled); the refs were
// read back with eval/demo.ts readRefs' queries. Nothing was ever asked of the product. Never opened:
// subgraphs/copilot/, any other question set (set4-30, set31 beyond its first 75 lines and
// import/export lines, heldout*, blind, tuned, eval/questions.ts, eval/heldout.ts), scratch/ other
// than check32*, tests outside test/helpers/, README.md; no git command was run.
//
// Style: two personas and a few workspace checks. An agency analyst writing the monthly report for
// the client's marketing director (the clock is Wed 18 June 2025 12:00 UTC, so "this month" is 1-18
// June and "last month" May): month-on-month and week-on-week page views, visitors, sessions,
// attributed sessions, identifications and new accounts; campaign, source and channel mix from the
// attribution rollup; the share of traffic and of visitors that is identified, the share of
// identifications by email capture; top pages; new vs returning accounts and visitors; averages (page
// views per visitor, intent, people per account) and sums. An SDR working the inbound queue: new
// accounts, who was identified yesterday and today and by which provider (email_capture, ip_table,
// asn), hot accounts and people by intent threshold, who viewed /pricing*, /pricing/enterprise or
// /demo and how often (top-N by page views of those pages, visit-count thresholds), when a named
// account or person ({person}, {person2}, {person4}, {consumer}, {lead2}, {customer}, {customer2})
// was last or first seen or identified, page views and sessions of named people and companies.
// Workspace: open and all recommendations, API keys, disabled webhooks. Two phrasings per family, one
// full polite sentence and one terse as typed into a chat box: lower case, typos (visiters, sesions,
// recomendations), no question mark, "pls", British spelling (organisations, prioritise, summarise,
// "excl"), abbreviations (accts, yday, ppl, pvs, MoM, WoW, MTD, L5D, L9D, L22D, L26D, wk, no., v,
// incl, sfdc, CPL, CTR), numbers in words (two, five, nine, seventeen, thirty, sixty, eighty,
// twenty-two, twenty-six, twenty-nine, seventy-five, ninety-five), dates written as 12 June
// 2025, June 12th, 2025-06-12, "9-11 june", "June 2nd-June 13th", "May 26th to June 8th" (no
// numeric day/month forms), the constraint first or last, two or three constraints at once. Every
// question states what its truth needs: account questions whose filters the consumer-mailbox
// `personal` account can meet (it is a lead, intent 100, visits daily, first seen in May on both
// workspaces) say it counts as one account; the others filter it out (intent between 60 and 80,
// customers, a named company) or it cannot match (accounts first seen since 11 June or in the last 9
// days); page views, visitors ("people with a page
// view") and sessions exclude bots; sessions split on 30 minutes of inactivity; attributed sessions
// are the rollup's; every share names its base; "new"/"returning" say what they mean; all-time
// questions say "ever"/"all time"; visitor and visit counts of accounts say they are the all-time
// figures; identifications with a page filter say the page view is within the same window.
// Known limits on these workspaces (harness "untested" report, checked with broader/sameTruth on
// both): the window of rpt-attr-top3-campaigns-lastmonth on the second workspace (its May ranking is
// the all-time one) and of rpt-attr-top3-sources-29d on the demo one (29 days covers all 28 days of
// demo data); every other answerable family's constraints each change its truth on both workspaces.
// Comparisons are not checked by broader (both windows are asked). No API key is revoked, so the keys
// question asks for all keys, revoked included; recommendations, keys and webhooks are asked without
// a window (their created_at is the run's wall clock). No account is first seen today, yesterday or
// in the last two days on either workspace, so the SDR's "new accounts" questions use since 11 June
// and the last 9 days. Visitor lists and top-Ns are keyed by email, else the pixel's anonymous id
// (most ip_table and asn identifications have no email). Some top-N lists tie at the cut
// (rpt-attr-top2-channels-thisweek, rpt-pv-top3-pages-lastweek, sdr-accts-top5-pricing-views-thisweek,
// sdr-visitors-top3-demo-views-9d, sdr-accts-top3-views-today; the grader accepts any of the tied
// entities). "Last N days" has two readings (rolling and calendar), except for attributed sessions
// (calendar only, measures.ts).
//
// Coverage (families/questions): 120/240; answerable 90/180, declines 30/60 (25%). By persona: agency
// analyst 43, SDR 42, workspace 5, declines 30 (split over both personas).
// By measure: count 32/64, list 13/26, compare 10/20, top 10/20, share 6/12, last 6/12, first 5/10,
// avg 5/10, sum 3/6. By subject: accounts 20, visitors 19, page views 17, identifications 14,
// attributed sessions 10, sessions 5, recommendations 3, API keys 1, webhooks 1. By window: all time
// 14, none (workspace records) 5, this month 12, this week 6, today 6, last month 5, last week 5,
// yesterday 5, since a date 4 (9, 10, 11, 12 June), between dates 4 (1-14 June, 2-13 June, 26 May-8
// June, 9-11 June), last N days 14 (N = 2, 5 (2), 9 (5), 17 (2), 22, 26 (2), 29), comparisons 10 (this
// vs last month 4, this vs last week 3, today vs yesterday 2, yesterday vs Monday 16 June 1).
//
// Declines (30 families): an otherwise answerable question carrying one constraint the data has no
// column for (schema.prisma, the spec and the generated data checked: visits hold only page views and
// identify events with path, url, referrer, UTM fields, channel, IP and user agent; visitors hold
// email, intent, visit counts, identification time and provider, and empty name/title/employer;
// accounts hold domain, name, intent, classification, counts, times and firmographics that are empty
// but for Apple's ASN; there is also a demo store of orders and memberships, an ESP connection,
// enrichment records with LinkedIn and location fields, and contacted_at, so constraints near those
// (orders, conversions, sign-ups, renewals, email opens, LinkedIn, location, job title, headcount,
// revenue band, contacted, bounce rate and time on site, which sessions could derive) were avoided):
// HubSpot lifecycle stage MQL, Salesforce lead source, Outreach sequence enrolment, replies to a cold
// email, phone numbers, EMEA sales territory, LinkedIn ad spend (cost per attributed session),
// paid-search budget, click-through rate, ad impressions, account executive owner, webinar
// attendance, Salesforce opportunity amount, NPS, technographics (uses HubSpot), funding stage, live
// chat, support tickets, Gainsight churn-risk flag, Bombora surge topic, SDR calls logged, Salesforce
// disqualified status, Gong call mentions, Google Ads cost per lead, partner-sourced, SaaStr badge
// scans, video completion, scroll depth, CRM economic-buyer tag, closed-lost reason.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const decline = (why: string) => ({ m: 'decline' as const, why });

export const SET32_FAMILIES: Family[] = [
  // ─── Agency analyst: the monthly client report ─────────────────────────────────────────────────
  {
    id: 'rpt-pv-mom',
    spec: { m: 'compare', s: 'page_views', w: thisP('month'), w2: lastP('month') },
    qs: [
      'For the monthly client report, could you give me the number of page views (bots excluded) this month so far, and the same figure for last month, so I can show month-on-month?',
      'pvs MoM pls - this month vs last month, no bots',
    ],
  },
  {
    id: 'rpt-visitors-wow',
    spec: { m: 'compare', s: 'visitors', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Could you compare the number of visitors (people with at least one page view, bots excluded) this week against last week?',
      'WoW visitor count pls, this wk v last wk, ppl w a page view, no bots',
    ],
  },
  {
    id: 'rpt-sessions-wow',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many sessions did we have this week compared with last week? Please count sessions the usual way, splitting on 30 minutes of inactivity and leaving out bots.',
      'sesions this week vs last week (30 min inactivity split, excl bots)',
    ],
  },
  {
    id: 'rpt-attr-mom',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('month'), w2: lastP('month') },
    qs: [
      'From the attribution rollup, how many attributed sessions do we have this month, and how many did we have last month?',
      'attributed sesions MoM - this month v last month from the rollup',
    ],
  },
  {
    id: 'rpt-attr-top3-campaigns-lastmonth',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: lastP('month') },
    qs: [
      'Which three campaigns brought the most attributed sessions last month, according to the attribution rollup?',
      'top three campaigns by attributed sessions last month',
    ],
  },
  {
    id: 'rpt-attr-top3-sources-29d',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: days(29) },
    qs: [
      'Over the last 29 days, which three sources account for the most attributed sessions in the rollup?',
      'top 3 utm sources by attributed sessions, last twenty-nine days',
    ],
  },
  {
    id: 'rpt-attr-top2-channels-thisweek',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'channel', w: thisP('week') },
    qs: [
      'Which two channels had the most attributed sessions this week?',
      'this wk: top two channels for attributed sesions',
    ],
  },
  {
    id: 'rpt-attr-share-email-thismonth',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: thisP('month') },
    qs: [
      "What percentage of this month's attributed sessions came through the email channel (as a share of all attributed sessions this month)?",
      'email channel % of all attributed sessions MTD',
    ],
  },
  {
    id: 'rpt-attr-share-abm-22d',
    spec: { m: 'share', s: 'attributed_sessions', part: { campaign: 'abm-q3' }, w: days(22) },
    qs: [
      'Of all attributed sessions in the last 22 days, what share belongs to the abm-q3 campaign?',
      'abm-q3 share of total attributed sessions, last twenty-two days',
    ],
  },
  {
    id: 'rpt-attr-sum-brandsearch-lastmonth',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { campaign: 'brand-search' }, w: lastP('month') },
    qs: [
      'How many attributed sessions did the brand-search campaign bring in last month in total?',
      'brand-search attributed sessions, last month, total pls',
    ],
  },
  {
    id: 'rpt-attr-newsletter-between',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'newsletter' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'How many attributed sessions came from the newsletter source between 1 June and 14 June 2025, both days included?',
      'newsletter attributed sessions 2025-06-01 to 2025-06-14 inclusive',
    ],
  },
  {
    id: 'rpt-attr-affiliate-ever',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'affiliate' }, w: ALL },
    qs: [
      'How many attributed sessions has the affiliate channel produced in all time?',
      'affiliate channel attributed sessions ever',
    ],
  },
  {
    id: 'rpt-attr-paidsocial-wow',
    spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'Can you compare attributed sessions from the paid_social channel this week with last week?',
      'paid social attributed sessions WoW (this week v last week)',
    ],
  },
  {
    id: 'rpt-pv-top5-pages-thismonth',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: thisP('month') },
    qs: [
      'What were the five most viewed pages this month, by page views with bots excluded?',
      'summarise top five pages MTD by pvs pls, no bots'
    ],
  },
  {
    id: 'rpt-pv-top3-pages-lastweek',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: lastP('week') },
    qs: [
      'Which three pages got the most page views last week, not counting bots?',
      'last wk top 3 pages by page views excl bots',
    ],
  },
  {
    id: 'rpt-pv-top2-pages-organic-26d',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { channel: 'organic_search' }, w: days(26) },
    qs: [
      'Looking only at organic_search traffic over the last 26 days, which two pages had the most page views (bots excluded)?',
      'organic search, L26D: top two pages by views, bots out',
    ],
  },
  {
    id: 'rpt-pv-share-pricing-lastweek',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      "What share of last week's page views (bots excluded) were on pricing pages, meaning any path starting with /pricing?",
      '% of last weeks pvs on /pricing* pages, out of all pvs last wk excl bots',
    ],
  },
  {
    id: 'rpt-pv-share-identified-thismonth',
    spec: { m: 'share', s: 'page_views', part: { identified: true }, w: thisP('month') },
    qs: [
      "What percentage of this month's page views (bots excluded) were made by identified visitors, as a share of all page views this month?",
      'share of MTD page views from identified ppl, base = all pvs this month, no bots',
    ],
  },
  {
    id: 'rpt-visitors-share-identified-thismonth',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      "Of this month's visitors (people with at least one page view this month, bots excluded), what share is identified?",
      'identified % of visiters this month (base: everyone w a pageview MTD, excl bots)',
    ],
  },
  {
    id: 'rpt-ident-share-email-lastmonth',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'Of the visitors identified last month, what percentage were identified through email capture?',
      'email_capture share of last months identifications',
    ],
  },
  {
    id: 'rpt-ident-mom',
    spec: { m: 'compare', s: 'identifications', w: thisP('month'), w2: lastP('month') },
    qs: [
      'How many visitors were identified this month, and how does that compare with last month?',
      'identifications MoM pls',
    ],
  },
  {
    id: 'rpt-accts-new-mom',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'Could you compare the number of new accounts (first seen in the month) this month with last month? The personal consumer-mailbox bucket counts as one account in whichever month it was first seen.',
      'new accounts MoM, first-seen this month vs first-seen last month, personal bucket counts as an acct',
    ],
  },
  {
    id: 'rpt-accts-returning-thismonth',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('month') },
    qs: [
      'How many returning accounts visited this month, i.e. accounts with a page view this month that were first seen before this month? Count the personal consumer-mailbox bucket as one account.',
      'returning accts MTD (visited this month, first seen before it), personal bucket counts as one',
    ],
  },
  {
    id: 'rpt-visitors-new-lastweek',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: lastP('week') },
    qs: [
      'How many new visitors did we get last week, counting people whose first visit was last week (bots excluded)?',
      'new visiters last week (first visit in that wk), no bots',
    ],
  },
  {
    id: 'rpt-visitors-returning-thisweek',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: thisP('week') },
    qs: [
      'How many returning visitors have we had this week, meaning people with a page view this week whose first visit was before this week? Leave bots out.',
      'returning ppl this wk (first visit before this week), excl bots',
    ],
  },
  {
    id: 'rpt-visitors-ever',
    spec: { m: 'count', s: 'visitors', w: ALL },
    qs: [
      'How many visitors have we had in all time, counting people with at least one page view and excluding bots?',
      'total visitors ever, ppl w a page view, no bots',
    ],
  },
  {
    id: 'rpt-visitors-paidsearch-between',
    spec: { m: 'count', s: 'visitors', f: { channel: 'paid_search' }, w: between('2025-06-02', '2025-06-13') },
    qs: [
      'How many visitors came in through paid_search between 2 June and 13 June 2025 inclusive (bots excluded)?',
      'paid search visitors June 2nd-June 13th incl, bots out',
    ],
  },
  {
    id: 'rpt-pv-linkedin-26d',
    spec: { m: 'count', s: 'page_views', f: { source: 'linkedin' }, w: days(26) },
    qs: [
      'How many page views came from the linkedin source in the last 26 days, excluding bots?',
      'linkedin source pvs last twenty-six days no bots',
    ],
  },
  {
    id: 'rpt-pv-blog-organic-thismonth',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/', channel: 'organic_search' }, w: thisP('month') },
    qs: [
      'How many blog page views (any path under /blog/) came from organic_search this month, bots excluded?',
      'organic search views of /blog/* this month, excl bots',
    ],
  },
  {
    id: 'rpt-pv-customers-between',
    spec: { m: 'count', s: 'page_views', f: { path: '/customers' }, w: between('2025-05-26', '2025-06-08') },
    qs: [
      'How many page views did the /customers page get between 26 May and 8 June 2025, both days included, with bots excluded?',
      '/customers page views May 26th to June 8th inclusive excl bots',
    ],
  },
  {
    id: 'rpt-pv-yday-vs-monday',
    spec: { m: 'compare', s: 'page_views', w: YESTERDAY, w2: between('2025-06-16', '2025-06-16') },
    qs: [
      'How many page views (bots excluded) did we get yesterday, compared with Monday 16 June 2025?',
      'pvs yday vs mon 16 june, no bots',
    ],
  },
  {
    id: 'rpt-pv-first-launchweek-thismonth',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { campaign: 'launch-week' }, w: thisP('month') },
    qs: [
      'When was the first page view this month that carried the launch-week campaign (bots excluded)?',
      'first launch-week campaign pageview this month, when',
    ],
  },
  {
    id: 'rpt-pv-last-g2',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { source: 'g2' }, w: ALL },
    qs: [
      'When was the most recent page view from the g2 source, looking at all time and excluding bots?',
      'last g2 pageview ever - timestamp pls',
    ],
  },
  {
    id: 'rpt-sessions-demo-lastmonth',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: lastP('month') },
    qs: [
      'How many sessions last month included a view of the /demo page? Sessions split on 30 minutes of inactivity, bots excluded.',
      'last month sesions that hit /demo (30 min split, no bots)',
    ],
  },
  {
    id: 'rpt-sessions-pricing-17d',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/pricing' }, w: days(17) },
    qs: [
      'In the last 17 days, how many sessions included at least one pricing page (any path starting with /pricing)? Use 30-minute inactivity sessions and leave bots out.',
      'sessions w a /pricing* page, last seventeen days, 30min sessions excl bots',
    ],
  },
  {
    id: 'rpt-sessions-identified-9d',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: days(9) },
    qs: [
      'How many sessions did identified visitors have over the last 9 days (30-minute inactivity split, no bots)?',
      'L9D sessions by identified visitors only, 30 min sessions',
    ],
  },
  {
    id: 'rpt-avg-views-per-visitor-thismonth',
    spec: { m: 'avg', s: 'visitors', field: 'views', w: thisP('month') },
    qs: [
      'On average, how many page views did each visitor make this month? Count only people with at least one page view this month and exclude bots.',
      'avg pvs per visitor MTD (ppl w a page view this month), no bots',
    ],
  },
  {
    id: 'rpt-avg-intent-accts-lastweek',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: lastP('week') },
    qs: [
      'What was the average intent score of the accounts that visited last week? The personal consumer-mailbox bucket counts as one account.',
      'avg intent of accts that visited last wk, personal bucket incl',
    ],
  },
  {
    id: 'rpt-avg-visitorcount-accts-thismonth',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { classification: 'lead' }, w: thisP('month') },
    qs: [
      "Across lead accounts that visited this month, what is the average number of people per account (their all-time visitor count)? Count the personal consumer-mailbox bucket, which is classified as a lead, as one account.",
      'avg visitor count per lead acct visiting MTD, incl the personal bucket',
    ],
  },
  {
    id: 'rpt-sum-visits-customers-ever',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      "What is the sum of the visit counts of all customer accounts, all time?",
      'total visit count across customer accts ever',
    ],
  },
  {
    id: 'rpt-accts-email-lastmonth',
    spec: { m: 'count', s: 'accounts', f: { channel: 'email' }, w: lastP('month') },
    qs: [
      'How many accounts visited through the email channel last month? The personal consumer-mailbox bucket counts as one account if it did.',
      'accts w an email-channel visit last month (personal bucket counts)',
    ],
  },
  {
    id: 'rpt-accts-list-paidsocial-5d',
    spec: { m: 'list', s: 'accounts', f: { channel: 'paid_social' }, w: days(5) },
    qs: [
      'Please list the accounts that visited through paid_social in the last 5 days, with the personal consumer-mailbox bucket included if it qualifies.',
      'list accts from paid social L5D incl personal bucket',
    ],
  },
  {
    id: 'rpt-pv-identified-vs-anon-lastweek',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: lastP('week') },
    qs: [
      'How many of last week\'s page views came from visitors who are still anonymous (not identified), bots excluded?',
      'pvs last week from unidentified / anon visitors, excl bots',
    ],
  },

  // ─── SDR: the morning inbound queue ────────────────────────────────────────────────────────────
  {
    id: 'sdr-accts-new-since-0611',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: since('2025-06-11') },
    qs: [
      'How many new accounts have come in since 11 June 2025, meaning accounts first seen on or after that day?',
      'new accts since June 11th (first seen from then on), how many',
    ],
  },
  {
    id: 'sdr-accts-new-9d-list',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: days(9) },
    qs: [
      'Can you list the new accounts, those first seen in the last 9 days?',
      'accts first seen in the last nine days - list',
    ],
  },
  {
    id: 'sdr-ident-yday-list',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: [
      'Who was identified yesterday? Please list every visitor identified yesterday.',
      'list of ppl identified yday',
    ],
  },
  {
    id: 'sdr-ident-iptable-5d',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: days(5) },
    qs: [
      'How many visitors did the IP table provider identify over the last 5 days?',
      'ip table ids last five days',
    ],
  },
  {
    id: 'sdr-ident-asn-thismonth-list',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      'Could you list the visitors identified by the ASN provider this month?',
      'who got identified via asn this month',
    ],
  },
  {
    id: 'sdr-ident-email-since-list',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: since('2025-06-12') },
    qs: [
      'List the people identified by email capture since 12 June 2025.',
      'email capture identifications since June 12th, list',
    ],
  },
  {
    id: 'sdr-ident-compare-today-yday',
    spec: { m: 'compare', s: 'identifications', w: TODAY, w2: YESTERDAY },
    qs: [
      'How many visitors were identified today compared with yesterday?',
      'ids today v yday',
    ],
  },
  {
    id: 'sdr-ident-pricing-9d',
    spec: { m: 'count', s: 'identifications', f: { pathPrefix: '/pricing' }, w: days(9) },
    qs: [
      'How many visitors were identified in the last 9 days and also viewed a pricing page (a path starting with /pricing) within those 9 days?',
      'identified in last nine days + looked at /pricing* in that time, count',
    ],
  },
  {
    id: 'sdr-ident-newsletter-ever',
    spec: { m: 'count', s: 'identifications', f: { campaign: 'monthly-digest' }, w: ALL },
    qs: [
      'Of all identified visitors, all time, how many have ever arrived through the monthly-digest campaign (a page view tagged with that campaign)?',
      'identified ppl ever who came in via the monthly-digest campaign - how many',
    ],
  },
  {
    id: 'sdr-accts-hot-today-list',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '>=', v: 85 } }, w: TODAY },
    qs: [
      'Which accounts with an intent score of 85 or more have visited today? Include the personal consumer-mailbox bucket if it qualifies.',
      'hot organisations to prioritise today: intent >= 85 and visited today, incl personal bucket'
    ],
  },
  {
    id: 'sdr-accts-intent-60-80-2d',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 60, hi: 80 } }, w: days(2) },
    qs: [
      'How many accounts with an intent score between 60 and 80 (inclusive) visited in the last 2 days?',
      'accts w intent sixty to eighty incl, visited last 2 days',
    ],
  },
  {
    id: 'sdr-accts-demo-yday',
    spec: { m: 'count', s: 'accounts', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      'How many accounts looked at the /demo page yesterday? Count the personal consumer-mailbox bucket as one account if it did.',
      'accts on /demo yday (personal bucket = 1 acct)',
    ],
  },
  {
    id: 'sdr-accts-top5-pricing-views-thisweek',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', f: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'Which five accounts viewed pricing pages (any path starting with /pricing) the most times this week, by number of page views? The personal consumer-mailbox bucket counts as an account.',
      'top 5 accts by /pricing* page views this wk, personal bucket incl',
    ],
  },
  {
    id: 'sdr-visitors-top3-demo-views-9d',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'views', f: { path: '/demo' }, w: days(9) },
    qs: [
      'Who are the three visitors that viewed the /demo page the most times in the last 9 days (bots excluded)?',
      'top three ppl by /demo views L9D',
    ],
  },
  {
    id: 'sdr-accts-visits30-demo-thisweek',
    spec: { m: 'list', s: 'accounts', f: { visits: { op: '>', v: 30 }, path: '/demo' }, w: thisP('week') },
    qs: [
      'Which accounts with a total visit count above 30 viewed the /demo page this week? Include the personal consumer-mailbox bucket if it qualifies.',
      'accts w more than thirty visits total that hit /demo this wk (personal bucket incl)',
    ],
  },
  {
    id: 'sdr-visitors-hot-enterprise-since',
    spec: { m: 'list', s: 'visitors', f: { intent: { op: '>=', v: 75 }, path: '/pricing/enterprise' }, w: since('2025-06-09') },
    qs: [
      'Which visitors with an intent score of 75 or higher have viewed /pricing/enterprise since 9 June 2025?',
      'ppl intent 75+ on /pricing/enterprise since 2025-06-09',
    ],
  },
  {
    id: 'sdr-visitors-identified-5visits-today',
    spec: { m: 'list', s: 'visitors', f: { identified: true, visits: { op: '>=', v: 5 } }, w: TODAY },
    qs: [
      'Which identified visitors with a visit count of at least 5 have been on the site today?',
      'identified ppl w 5+ visits who came back today - list',
    ],
  },
  {
    id: 'sdr-visitors-new-today',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: TODAY },
    qs: [
      'How many brand-new visitors, people whose first visit was today, have we had today? Exclude bots.',
      'new visitors today (first visit today) no bots',
    ],
  },
  {
    id: 'sdr-visitors-lead-thisweek',
    spec: { m: 'count', s: 'visitors', f: { company: '{lead.name}' }, w: thisP('week') },
    qs: [
      'How many people from {lead.name} have visited this week (bots excluded)?',
      'no. of ppl from {lead.name} this wk (bots excl)'
    ],
  },
  {
    id: 'sdr-visitors-personal-thisweek',
    spec: { m: 'count', s: 'visitors', f: { domain: 'personal' }, w: thisP('week') },
    qs: [
      'How many visitors in the personal consumer-mailbox bucket (gmail, outlook and similar) visited this week?',
      'personal bucket (gmail etc) visitors this wk',
    ],
  },
  {
    id: 'sdr-pv-lead2-9d',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead2.name}' }, w: days(9) },
    qs: [
      'How many page views has {lead2.name} racked up over the last 9 days, bots excluded?',
      '{lead2.name} pvs last nine days',
    ],
  },
  {
    id: 'sdr-pv-customer-pricing-last',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { company: '{customer.name}', pathPrefix: '/pricing' }, w: ALL },
    qs: [
      'When did anyone from {customer.name} last view a pricing page (any path starting with /pricing), looking at all time?',
      'last time {customer.name} hit /pricing* ever',
    ],
  },
  {
    id: 'sdr-person-last-visit',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'When did {person.email} last visit the site?',
      'last visit {person.email} when',
    ],
  },
  {
    id: 'sdr-person2-first-visit',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      'When was the very first visit by {person2.email}?',
      '{person2.email} first ever visit - when',
    ],
  },
  {
    id: 'sdr-person4-identified-at',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { email: '{person4.email}' }, w: ALL },
    qs: [
      'At what time was {person4.email} identified?',
      'when did {person4.email} get identified',
    ],
  },
  {
    id: 'sdr-consumer-last-visit',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' }, w: ALL },
    qs: [
      'When was {consumer.email} last on the site?',
      '{consumer.email} last seen on site when',
    ],
  },
  {
    id: 'sdr-lead2-last-seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{lead2.name}' }, w: ALL },
    qs: [
      'When was the {lead2.name} account last seen?',
      '{lead2.name} last seen when',
    ],
  },
  {
    id: 'sdr-customer2-first-seen',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { company: '{customer2.name}' }, w: ALL },
    qs: [
      'When did we first see the {customer2.name} account?',
      'first seen date for {customer2.name} acct',
    ],
  },
  {
    id: 'sdr-ident-last-yday',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', w: YESTERDAY },
    qs: [
      'What time was the last visitor identified yesterday?',
      'latest identification yday - what time',
    ],
  },
  {
    id: 'sdr-pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: [
      'When was the first page view of today, not counting bots?',
      'first pv today (excl bots) what time',
    ],
  },
  {
    id: 'sdr-visitors-top5-intent-yday',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { identified: true }, w: YESTERDAY },
    qs: [
      'Who are the five identified visitors with the highest intent scores among those who visited yesterday?',
      'top 5 identified ppl by intent who were on site yday',
    ],
  },
  {
    id: 'sdr-accts-top3-views-today',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { classification: 'lead' }, w: TODAY },
    qs: [
      'Which three lead accounts have the most page views today? The personal consumer-mailbox bucket is a lead and counts as an account.',
      'top three leads by pageviews today incl the personal bucket',
    ],
  },
  {
    id: 'sdr-avg-intent-leads-today',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: TODAY },
    qs: [
      'What is the average intent score of the lead accounts that have visited today, with the personal consumer-mailbox bucket counted as one lead?',
      'avg intent of leads visiting today (personal bucket incl)',
    ],
  },
  {
    id: 'sdr-avg-intent-identified-thismonth',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: thisP('month') },
    qs: [
      'What is the average intent score of the visitors identified this month?',
      'avg intent of ppl identified MTD',
    ],
  },
  {
    id: 'sdr-accts-compare-today-yday',
    spec: { m: 'compare', s: 'accounts', w: TODAY, w2: YESTERDAY },
    qs: [
      'How many accounts have visited today, and how many visited yesterday? Count the personal consumer-mailbox bucket as one account.',
      'accts visiting today v yday, personal bucket = one',
    ],
  },
  {
    id: 'sdr-visitors-lead-demo-17d',
    spec: { m: 'list', s: 'visitors', f: { company: '{lead.name}', path: '/demo' }, w: days(17) },
    qs: [
      'Which visitors from {lead.name} viewed the /demo page in the last 17 days?',
      '{lead.name} ppl on /demo last seventeen days',
    ],
  },
  {
    id: 'sdr-visitors-customer-identified-ever',
    spec: { m: 'list', s: 'visitors', f: { classification: 'customer', idSource: 'email_capture' }, w: ALL },
    qs: [
      'List every visitor at a customer account who was identified through email capture, all time.',
      'customer-acct ppl identified by email capture ever, list',
    ],
  },
  {
    id: 'sdr-ident-hot-since-0610',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '>=', v: 80 } }, w: since('2025-06-10') },
    qs: [
      'How many visitors identified since 10 June 2025 have an intent score of 80 or more?',
      'since 2025-06-10, identified ppl with intent 80+ how many',
    ],
  },
  {
    id: 'sdr-ident-between-iptable',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: between('2025-06-09', '2025-06-11') },
    qs: [
      'How many visitors did the IP table identify between 9 June and 11 June 2025, both days included?',
      'ip_table ids 9-11 june incl',
    ],
  },
  {
    id: 'sdr-sessions-person-ever',
    spec: { m: 'count', s: 'sessions', f: { email: '{person5.email}' }, w: ALL },
    qs: [
      'How many sessions has {person5.email} had in all time, with sessions split on 30 minutes of inactivity?',
      'sesions ever for {person5.email} (30 min split)',
    ],
  },
  {
    id: 'sdr-pv-person3-thismonth',
    spec: { m: 'count', s: 'page_views', f: { email: '{person3.email}' }, w: thisP('month') },
    qs: [
      'How many page views has {person3.email} made this month?',
      'pvs by {person3.email} MTD',
    ],
  },
  {
    id: 'sdr-accts-sum-visitors-hot-yday',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { intent: { op: '>=', v: 95 } }, w: YESTERDAY },
    qs: [
      'Across accounts with intent of 95 or more that visited yesterday, what is the total of their all-time visitor counts? The personal consumer-mailbox bucket counts if it qualifies.',
      'sum of visitor counts for accts intent >= ninety-five that visited yday, personal incl',
    ],
  },

  // ─── The workspace itself ──────────────────────────────────────────────────────────────────────
  {
    id: 'ws-recs-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'How many recommendations are open right now?',
      'open recomendations count',
    ],
  },
  {
    id: 'ws-recs-all-count',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      'How many recommendations are there in total, counting dismissed ones as well as open ones?',
      'total recs incl dismissed',
    ],
  },
  {
    id: 'ws-recs-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'Could you list all the open recommendations?',
      'list open recs pls',
    ],
  },
  {
    id: 'ws-keys-all-count',
    spec: { m: 'count', s: 'keys' },
    qs: [
      'How many API keys does this workspace have in total, revoked ones included?',
      'no. of api keys incl revoked',
    ],
  },
  {
    id: 'ws-webhooks-disabled-list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Which webhook endpoints are currently disabled?',
      'which webhooks r disabled',
    ],
  },

  // ─── Declines: one constraint the data has no column for ───────────────────────────────────────
  {
    id: 'x-hubspot-mql',
    spec: decline('no CRM lifecycle stage is recorded'),
    qs: [
      'How many of the accounts that visited this week are at the MQL lifecycle stage in HubSpot?',
      'accts visiting this wk that are MQLs in hubspot, count',
    ],
  },
  {
    id: 'x-sfdc-lead-source',
    spec: decline('no CRM lead source is recorded'),
    qs: [
      'Which new accounts first seen yesterday have "Trade show" as their lead source in Salesforce?',
      'yday new accts w sfdc lead source = trade show',
    ],
  },
  {
    id: 'x-outreach-sequence',
    spec: decline('no sales-engagement sequence enrolment is recorded'),
    qs: [
      'Of the visitors identified yesterday, which ones are already enrolled in an Outreach sequence?',
      'ppl identified yday already in an outreach sequence',
    ],
  },
  {
    id: 'x-replied-email',
    spec: decline('no email replies are recorded'),
    qs: [
      'Which visitors with intent above 70 who came in today have replied to our cold email?',
      'hot ppl today (intent 70+) who replied to our cold emails',
    ],
  },
  {
    id: 'x-phone-numbers',
    spec: decline('no phone numbers are recorded'),
    qs: [
      'Can you give me the phone numbers of the people identified through email capture this week?',
      'phone nos for this weeks email-capture ids pls',
    ],
  },
  {
    id: 'x-emea-territory',
    spec: decline('no sales territory or region is recorded'),
    qs: [
      'How many accounts in the EMEA sales territory visited the pricing page this month?',
      'EMEA territory accts on /pricing MTD how many',
    ],
  },
  {
    id: 'x-linkedin-ad-spend',
    spec: decline('no ad spend is recorded'),
    qs: [
      "What was the client's cost per attributed session on LinkedIn last month, given their LinkedIn ad spend?",
      'cost per attributed session for linkedin last month (ad spend / sessions)',
    ],
  },
  {
    id: 'x-ad-budget-share',
    spec: decline('no ad budget is recorded'),
    qs: [
      "How many brand-search attributed sessions did we get this month for every £100 of the client's paid-search budget?",
      'brand-search attributed sessions MTD per £100 of client ppc budget',
    ],
  },
  {
    id: 'x-ctr-brand-search',
    spec: decline('no ad impressions or clicks are recorded'),
    qs: [
      'What was the click-through rate of the brand-search ads last month?',
      'brand-search CTR last month',
    ],
  },
  {
    id: 'x-impressions-launch-week',
    spec: decline('no ad impressions are recorded'),
    qs: [
      'How many ad impressions did the launch-week campaign get over the last 29 days?',
      'launch-week impressions L29D',
    ],
  },
  {
    id: 'x-ae-owner',
    spec: decline('no account owner is recorded'),
    qs: [
      'Which accounts owned by our account executive Priya visited the site yesterday?',
      'priyas accts (AE owner) that visited yday',
    ],
  },
  {
    id: 'x-webinar',
    spec: decline('no webinar attendance is recorded'),
    qs: [
      'How many of the visitors identified this month attended our webinar last Thursday?',
      'identified MTD ppl who attended thursdays webinar count',
    ],
  },
  {
    id: 'x-opportunity-amount',
    spec: decline('no opportunity amounts are recorded'),
    qs: [
      'What is the total open opportunity amount in Salesforce for the accounts that viewed /pricing/enterprise this month?',
      'sum of open opp amount for accts on /pricing/enterprise this month',
    ],
  },
  {
    id: 'x-nps',
    spec: decline('no NPS scores are recorded'),
    qs: [
      'What is the average NPS score of the customer accounts that visited this month?',
      'avg nps of customer accts visiting MTD',
    ],
  },
  {
    id: 'x-tech-stack',
    spec: decline('no technographics are recorded'),
    qs: [
      'Which accounts that use HubSpot as their CRM visited the /demo page in the last 5 days?',
      'accts running hubspot crm that hit /demo last five days',
    ],
  },
  {
    id: 'x-funding-stage',
    spec: decline('no funding stage is recorded'),
    qs: [
      'How many Series B funded companies visited the site this week?',
      'series b cos visiting this wk, how many',
    ],
  },
  {
    id: 'x-live-chat',
    spec: decline('no chat conversations are recorded'),
    qs: [
      'Which visitors started a live chat with us on the pricing page yesterday?',
      'ppl who opened live chat on /pricing yday',
    ],
  },
  {
    id: 'x-support-tickets',
    spec: decline('no support tickets are recorded'),
    qs: [
      'Which customer accounts that viewed the docs this month have an open support ticket?',
      'customer accts on docs MTD w open support tickets',
    ],
  },
  {
    id: 'x-gainsight-churn-risk',
    spec: decline('no customer-success health or churn-risk flag is recorded'),
    qs: [
      'Which customer accounts flagged as a churn risk in Gainsight visited the pricing page in the last 22 days?',
      'customers w gainsight churn-risk flag who looked at /pricing L22D',
    ],
  },
  {
    id: 'x-bombora',
    spec: decline('no third-party intent topics are recorded'),
    qs: [
      'Which accounts that visited today are surging on the Bombora topic "visitor identification"?',
      'accts today surging on bombora topic visitor identification',
    ],
  },
  {
    id: 'x-calls-logged',
    spec: decline('no sales calls are recorded'),
    qs: [
      'How many calls did the SDR team log this week to accounts that visited /demo?',
      'calls logged this wk to accts that hit /demo',
    ],
  },
  {
    id: 'x-sfdc-disqualified',
    spec: decline('no CRM disqualification status is recorded'),
    qs: [
      'Excluding leads marked as disqualified in Salesforce, how many lead accounts visited in the last 2 days?',
      'leads visiting last 2 days minus the ones disqualified in sfdc',
    ],
  },
  {
    id: 'x-gong-mentions',
    spec: decline('no call recordings are recorded'),
    qs: [
      'Which accounts that visited /pricing this week mentioned pricing on a Gong call?',
      'accts on /pricing this wk that brought up pricing on gong calls',
    ],
  },
  {
    id: 'x-cost-per-lead',
    spec: decline('no ad cost is recorded'),
    qs: [
      'What was our cost per identified lead from Google Ads last month?',
      'CPL from google ads last month per identified lead',
    ],
  },
  {
    id: 'x-partner-sourced',
    spec: decline('no partner sourcing is recorded'),
    qs: [
      'How many of the accounts first seen this month were partner-sourced?',
      'partner-sourced new accts this month',
    ],
  },
  {
    id: 'x-saastr-booth',
    spec: decline('no event badge scans are recorded'),
    qs: [
      'Which visitors identified since 2 June 2025 had their badge scanned at our SaaStr booth?',
      'ppl identified since 2 june who got badge-scanned at saastr',
    ],
  },
  {
    id: 'x-video-completion',
    spec: decline('no video engagement is recorded'),
    qs: [
      'How many visitors watched the product video on /product all the way to the end last week?',
      'ppl who watched the /product video to the end last wk',
    ],
  },
  {
    id: 'x-scroll-depth',
    spec: decline('no scroll depth is recorded'),
    qs: [
      'How many of this month\'s /pricing page views scrolled past 75% of the page?',
      '/pricing pvs MTD w scroll depth over seventy-five percent',
    ],
  },
  {
    id: 'x-buyer-persona',
    spec: decline('no CRM buyer role is recorded'),
    qs: [
      'Which identified visitors from this week are tagged as the economic buyer in our CRM?',
      'identified ppl this wk tagged economic buyer in crm',
    ],
  },
  {
    id: 'x-closed-lost-reason',
    spec: decline('no deal outcomes are recorded'),
    qs: [
      'Which accounts that visited in the last 26 days had a closed-lost deal with the reason "went with competitor"?',
      'accts visiting L26D w closed lost reason = went w competitor',
    ],
  },
];

export const SET32 = flatten(SET32_FAMILIES);
