// Answer-graded set 33: "a founder glancing at the numbers on a phone between meetings, and a
// demand-generation manager planning an account-based campaign". Written 2026-11-28 by a helper
// session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered), the first 80 lines of set32.ts (its header) and its import/export lines, eval/demo.ts,
// subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md (sections 1 to 4.6), and for the scratch scripts only
// lines 20-36 of server/demo-bootstrap.ts (createDemoWorkspace's signature and its four-line body),
// the export lines of core/db/index.ts (with the member lines of its Database interface) and of
// core/clock.ts (with ManualClock's method lines), the scripts block of package.json, the first 20
// lines of .gitignore, and the file names (not contents) in eval/answers/ and scratch/. Values were read from the two generated
// workspaces' tables with plain SQL and with the harness's own truth (measures.ts evaluateSpec,
// broader, sameTruth, specProblems) in scratch/check33*: both workspaces were built with
// createDemoWorkspace alone (the demo's defaults, and eval/demo.ts SECOND_WORKSPACE) on a throwaway
// PostgreSQL database (set33_scratch, dropped afterwards) at the eval clock, Wed 18 June 2025 12:00
// UTC; no copilot setup ran, and its effects the truths can depend on were applied by hand (rec3
// dismissed; person3 marked contacted; the setup's four API keys and two webhooks, which no question
// here asks about); the refs were read back with eval/demo.ts readRefs' queries rewritten in plain
// SQL. Nothing was ever asked of the product. Never opened: subgraphs/copilot/, any other question
// set (set4-31, set32 beyond its first 80 lines and import/export lines, heldout*, blind, tuned,
// eval/questions.ts, eval/heldout.ts), scratch/ other than check33*, tests outside test/helpers/,
// README.md; no git command was run.
//
// Style: two personas, one phrasing each per family (the first is the founder's, the second the
// demand-gen manager's). The founder, on a phone between meetings (the clock is Wed 18 June 2025
// 12:00 UTC, so "this week" is Monday 16 June to now, "last week" 9-15 June, "this month" 1-18 June,
// "last month" May): very short questions and fragments without verbs ("ids today?", "open recs?",
// "new accts june vs may", "pricing views wk"), voice-dictation run-ons without punctuation ("hey how
// many leads with intent seventy or more were on the site in the last ten days personal bucket counts
// as one"), emoji (👀 🔥 🤔 📈 🙏 ☎️ 🎁), typos (vistors, sesions, accnts, identifed, yestrday),
// abbreviations (accts, ppl, pvs, yday, wk, ids, recs, L10D, L18D, L27D, MTD, v, w, n, rn, yoy, mtg,
// pg), numbers in words (three, ten, twelve, thirty, seventy, twenty-three, twenty-seven). The
// demand-gen manager, planning an account-based campaign: target lists of accounts by intent band and
// classification and by views of /pricing, /pricing/enterprise, /demo and /careers; net-new accounts
// (this month, last week, since 9 and 11 June), returning accounts (first seen before 10 June, back
// since; first seen before 9 June, back last week); visitors per account (visitor_count: averages,
// sums, top-N); accounts and visitors that came through a channel (paid_search, paid_social), source
// (linkedin, g2) or campaign (abm-q3, monthly-digest); shares and averages over account segments;
// week-on-week and month-on-month movement; full sentences. Dates as June 11th, 11 june, 10 Jun,
// 2025-06-09, the 9th of June, 26 May 2025, "jun 2 thru jun 8", "9-15 jun vs 2-8 jun", "May 26th
// and June 1st" (no numeric day/month forms). Every question states what its truth needs: account
// questions whose filters the consumer-mailbox `personal` account can meet (it is a lead, intent 100,
// visits daily, first seen in May on both workspaces) say it counts as one account, and the one
// people question filtered by lead accounts says the personal bucket's people count; the others
// filter it out (customers, competitors, intent under 30 or 40, a named company or domain) or it
// cannot match (accounts first seen in June or since 9 June); page views, visitors and sessions
// exclude bots (every phrasing of them says so, "no bots", "excl bots", "bots out", a named
// person's last visit aside); sessions split on 30 minutes of inactivity; attributed sessions are
// the rollup's; every share names its
// base; "new"/"returning" say what they mean; all-time questions say "ever"/"all time" (first seen,
// a person's last visit or identification, and "last on the site" are all-time by nature);
// visitor and visit counts of accounts say they are the all-time figures.
// Known limits on these workspaces (checked with broader/sameTruth on both): every answerable
// family's constraints each change its truth on both workspaces (a first draft's families that did
// not, e.g. customer or competitor accounts active this week or this month, where every such account
// is, and returning accounts this week, where the second workspace has no account first seen this
// week, were replaced). Comparisons are not checked by broader (both windows are asked).
// Recommendations are asked without a window (their created_at is the run's wall clock); open
// recommendations are 13 on both workspaces once rec3 is dismissed. Visitor lists and top-Ns are
// keyed by email, else the pixel's anonymous id (ip_table and asn identifications have no email).
// Some top-N lists tie at the cut (vis-top3-views-today on both workspaces,
// acc-top3-pricing-views-18d, acc-top3-visits-new-thismonth and acc-top5-visitors-leads-ever on the
// second, id-top5-intent-thismonth on the demo one; the grader accepts any of the tied entities).
// "Last N days" has two readings (rolling and calendar), except for attributed sessions (calendar
// only, measures.ts). Account "views" (top-N by page views) are the account's non-bot page views in
// the window, of the pages asked where a page is named.
//
// Coverage (families/questions): 120/240; answerable 90/180, declines 30/60 (25%). Each family has
// one founder and one demand-gen phrasing.
// By measure: count 32/64, list 11/22, top 10/20, avg 8/16, share 8/16, compare 8/16, last 5/10,
// first 5/10, sum 3/6. By subject: accounts 34, identifications 14, visitors 13, page views 13,
// attributed sessions 9, sessions 5, recommendations 2. By window: all time 13 (6 with "ever" asked
// as the all-time window, 7 with no window: first seen, last visit, identified, all-time sums,
// averages and top-N), none (open recommendations) 2, this month 12, this week 8, today 7, yesterday
// 7, last week 4, last month 2, since a date 8 (26 May, 5, 9 (2), 10 (2), 11, 12 June), between
// dates 2 (26 May-1 June, 2-8 June), last N days 17 (N = 3 (3), 10 (3), 12 (4), 18 (3), 23, 27 (3)),
// comparisons 8 (this vs last week 3, this vs last month 3, today
// vs yesterday 1, 9-15 June vs 2-8 June 1).
//
// Declines (30 families): an otherwise answerable question carrying one constraint the data has no
// column for (schema.prisma, the spec and the generated data checked: accounts hold domain, name,
// intent, classification, counts, first/last seen and firmographics that are empty except the ASN
// data of the ASN-resolved account; visitors hold no title, name or employer in the generated data;
// visits hold page views with path, referrer, UTM fields and derived channel; the attribution rollup
// holds sessions, visitors and identified counts per day, channel, source and campaign, and no
// attribution model, cost or impressions; no CRM, ad platform, email-engagement or support data):
// ABM program tier, Salesforce target account list, LinkedIn matched audience, headcount growth,
// hiring SDRs (open roles; only /careers page views are recorded), technographics (HubSpot),
// seniority (VP+), board meetings, investors (Sequoia), pipeline created, ad spend and cost per
// attributed session, newsletter open rate, account owner (AE), funding stage (Series B), employee
// count, Bombora surge topics, renewal dates, webinar attendance, inbound phone calls, direct-mail
// gift boxes, ad impressions, champions' job changes, annual revenue, trade-show badge scans, customer
// health scores, ebook downloads, SQL status, budget approved (discovery notes), support tickets,
// security-review deal stage. Avoided as too close to data held: G2 buyer-intent categories (g2 is a
// recorded source), first/last-touch attribution (visits record each session's channel), industry
// (company names end in words like Health or Logistics), country and device (IP and user agent are
// stored), contacted/replied (contacted_at is stored), gender (first names are in the emails),
// closed-won deals (the demo store's orders are recorded). Pipeline created is kept as a decline
// (CRM opportunity value), though the store's revenue is recorded: the demand-gen phrasing names it.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

/** an expected decline: the constraint the data has no column for */
const D = (why: string) => ({ m: 'decline' as const, why });

export const SET33_FAMILIES: Family[] = [
  // ── counts ──
  {
    id: 'acc-count-visited-today',
    spec: { m: 'count', s: 'accounts', w: TODAY },
    qs: [
      'accts on the site today?? count the gmail/personal bucket as 1 acct',
      'How many accounts have had at least one page view today, counting the consumer-mailbox "personal" bucket as a single account?',
    ],
  },
  {
    id: 'acc-count-new-thismonth',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'new accts this month 👀 (first seen in june)',
      'For the June ABM list: how many net-new accounts have we got this month, meaning accounts first seen on or after June 1st?',
    ],
  },
  {
    id: 'acc-count-leads-intent70-10d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: days(10) },
    qs: [
      'hey how many leads with intent seventy or more were on the site in the last ten days personal bucket counts as one',
      'How many lead-classified accounts with an intent score of 70 or more had a page view in the last 10 days? Count the consumer-mailbox "personal" account as one account.',
    ],
  },
  {
    id: 'acc-count-returning-since-jun10',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: since('2025-06-10') },
    qs: [
      'returning accnts since 10 jun (first seen before the 10th, back since) personal = 1',
      'How many returning accounts have come back since June 10th, i.e. were first seen before 10 June and have had a page view on or after it? The "personal" consumer bucket counts as one account.',
    ],
  },
  {
    id: 'acc-count-careers-18d',
    spec: { m: 'count', s: 'accounts', f: { path: '/careers' }, w: days(18) },
    qs: [
      'accts on /careers last 18d?? personal = 1',
      'How many accounts viewed our /careers page in the past eighteen days? Count the consumer-mailbox "personal" bucket as one account.',
    ],
  },
  {
    id: 'acc-count-paidsearch-27d',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_search' }, w: days(27) },
    qs: [
      'how many accounts came in from paid search in the last twenty seven days count personal as one account',
      'How many accounts had a visitor land on the site via the paid_search channel in the last 27 days? Treat the consumer-mailbox "personal" bucket as one account.',
    ],
  },
  {
    id: 'acc-count-careers-lowintent-ever',
    spec: { m: 'count', s: 'accounts', f: { path: '/careers', intent: { op: '<', v: 30 } }, w: ALL },
    qs: [
      'low intent accts (under 30) that ever looked at /careers 🤔 how many',
      'How many accounts with an intent score below 30 have ever viewed the /careers page (all time)?',
    ],
  },
  {
    id: 'vis-count-yesterday',
    spec: { m: 'count', s: 'visitors', w: YESTERDAY },
    qs: [
      'vistors yday no bots',
      'How many distinct visitors (people with at least one non-bot page view) did we have yesterday, 17 June?',
    ],
  },
  {
    id: 'vis-count-competitor-today',
    spec: { m: 'count', s: 'visitors', f: { classification: 'competitor' }, w: TODAY },
    qs: [
      'competitor ppl on site today how many no bots',
      'How many individual visitors from competitor accounts have had a non-bot page view today?',
    ],
  },
  {
    id: 'pv-count-pricing-all-thisweek',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'pricing views wk (all /pricing pages incl enterprise, no bots)',
      'How many page views did the pricing pages get this week (Monday 16 June to now), counting /pricing and everything under /pricing/ and excluding bots?',
    ],
  },
  {
    id: 'pv-count-demo-3d',
    spec: { m: 'count', s: 'page_views', f: { path: '/demo' }, w: days(3) },
    qs: [
      '/demo views last three days no bots',
      'How many times was the /demo page viewed over the last 3 days, bot traffic excluded?',
    ],
  },
  {
    id: 'pv-count-between-jun2-8',
    spec: { m: 'count', s: 'page_views', w: between('2025-06-02', '2025-06-08') },
    qs: [
      'page views jun 2 thru jun 8 excl bots',
      'What was the total number of non-bot page views between 2 June and 8 June 2025, both days included?',
    ],
  },
  {
    id: 'sess-count-today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: [
      'sesions today (30 min rule, no bots)',
      'How many sessions have started today? A session being a visitor’s run of non-bot page views with gaps of 30 minutes or less.',
    ],
  },
  {
    id: 'sess-count-customers-thisweek',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'customer sessions this wk? 30min gap, bots out',
      'How many sessions did visitors from customer accounts start this week? Split sessions on 30 minutes of inactivity and leave bots out.',
    ],
  },
  {
    id: 'attr-count-paidsocial-lastmonth',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      'paid social attributed sessions last month',
      'In the attribution rollup, how many attributed sessions did the paid_social channel get last month (May)?',
    ],
  },
  {
    id: 'attr-count-newsletter-23d',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'monthly-digest' }, w: days(23) },
    qs: [
      'monthly-digest attributed sessions last twenty-three days',
      'How many attributed sessions has the monthly-digest campaign driven over the last twenty-three days, per the attribution rollup?',
    ],
  },
  {
    id: 'attr-count-all-12d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(12) },
    qs: [
      'attributed sessions last 12 days total',
      'What is the total number of attributed sessions (sessions carrying a campaign context, from the rollup) over the last 12 days?',
    ],
  },
  {
    id: 'id-count-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'ids today? 🙏',
      'How many visitors have been identified so far today?',
    ],
  },
  {
    id: 'id-count-email-12d',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: days(12) },
    qs: [
      'email capture ids last twelve days',
      'How many identifications over the last 12 days came from email capture (resolution source email_capture)?',
    ],
  },
  {
    id: 'id-count-iptable-lastweek',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: lastP('week') },
    qs: [
      'ip_table identifications last wk',
      'How many visitors were identified through the ip_table provider last week (Monday 9 to Sunday 15 June)?',
    ],
  },
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'open recs?',
      'How many recommendations are currently open (new, or snoozed with the snooze over)?',
    ],
  },
  // ── lists ──
  {
    id: 'acc-list-new-since-jun11',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: since('2025-06-11') },
    qs: [
      'which accts are new since june 11th (first seen)',
      'List the accounts first seen on or after June 11th, 2025: I want to add them to the ABM target list.',
    ],
  },
  {
    id: 'acc-list-customers-today',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      'customers on site today - who',
      'Which customer accounts have had a page view today?',
    ],
  },
  {
    id: 'acc-list-leads-intent90-demo-12d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 90 }, path: '/demo' }, w: days(12) },
    qs: [
      'hot leads 90+ who hit /demo last 12 days (personal counts as 1)',
      'Build me a target list: lead accounts with intent 90 or higher that viewed /demo in the last twelve days. The consumer-mailbox "personal" bucket counts as one account if it qualifies.',
    ],
  },
  {
    id: 'acc-list-new-lastweek',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      'new accts last wk which ones',
      'Which accounts were new last week, first seen between Monday 9 and Sunday 15 June?',
    ],
  },
  {
    id: 'acc-list-abmq3-thismonth',
    spec: { m: 'list', s: 'accounts', f: { campaign: 'abm-q3' }, w: thisP('month') },
    qs: [
      'accts that came in via abm-q3 this month (personal = 1 acct)',
      'Which accounts had a visitor arrive through the abm-q3 campaign this month? Count the consumer-mailbox "personal" bucket as one account.',
    ],
  },
  {
    id: 'vis-list-lead2-ever',
    spec: { m: 'list', s: 'visitors', f: { company: '{lead2.name}' }, w: ALL },
    qs: [
      'who from {lead2.name} has ever been on the site no bots',
      'List every visitor from {lead2.name} who has ever had a (non-bot) page view.',
    ],
  },
  {
    id: 'id-list-iptable-yesterday',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: [
      'who got identifed via ip table yday',
      'Who was identified yesterday (June 17) through the ip_table provider?',
    ],
  },
  {
    id: 'id-list-customers-since-jun9',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: since('2025-06-09') },
    qs: [
      'customer ppl identified since 9 jun',
      'Which people at customer accounts have been identified since the 9th of June?',
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'open recs list pls',
      'Show me all currently open recommendations.',
    ],
  },
  {
    id: 'vis-list-competitor-pricing-3d',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: days(3) },
    qs: [
      'competitor ppl on pricing (any /pricing page) last 3 days no bots',
      'Which visitors from competitor accounts looked at any pricing page (/pricing or below) in the past three days, bots excluded?',
    ],
  },
  // ── top-N ──
  {
    id: 'acc-top5-views-thisweek',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', w: thisP('week') },
    qs: [
      'top 5 accts by pvs this wk 🔥 no bots, personal counts as one',
      'Rank the five accounts with the most non-bot page views this week (Monday to now); the "personal" consumer bucket competes as one account.',
    ],
  },
  {
    id: 'pv-top3-pages-thismonth',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'top 3 pages this month by views no bots',
      'What are the three most viewed pages so far this month, by non-bot page views?',
    ],
  },
  {
    id: 'attr-top3-channels-lastweek',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: lastP('week') },
    qs: [
      'top three channels last wk by attributed sessions',
      'Which three channels drove the most attributed sessions last week (9–15 June), per the attribution rollup?',
    ],
  },
  {
    id: 'attr-top2-campaigns-10d',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: days(10) },
    qs: [
      'best 2 campaigns L10D by attributed sessions',
      'Which two campaigns brought in the most attributed sessions over the last ten days?',
    ],
  },
  {
    id: 'vis-top3-views-today',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'views', w: TODAY },
    qs: [
      'top 3 visitors today by page views (bots out)',
      'Who are the three most active visitors today, ranked by their non-bot page views today?',
    ],
  },
  {
    id: 'acc-top5-visitors-leads-ever',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visitor_count', f: { classification: 'lead' } },
    qs: [
      'leads w most ppl ever top 5 (personal bucket counts)',
      'Which five lead accounts have the most visitors (their all-time visitor count)? The consumer-mailbox "personal" account counts as a lead account here.',
    ],
  },
  {
    id: 'pv-top3-channels-3d',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: days(3) },
    qs: [
      'top 3 channels by pvs last 3d excl bots',
      'What were the three biggest channels by non-bot page views in the last 3 days?',
    ],
  },
  {
    id: 'acc-top3-pricing-views-18d',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { classification: 'lead', pathPrefix: '/pricing' }, w: days(18) },
    qs: [
      'which 3 leads viewed pricing pages most last 18 days no bots (personal counts as 1)',
      'Top three lead accounts by number of views of pricing pages (/pricing and /pricing/*) over the past 18 days; count the "personal" bucket as one account.',
    ],
  },
  {
    id: 'id-top5-intent-thismonth',
    spec: { m: 'top', s: 'identifications', n: 5, by: 'intent_score', f: { classification: 'lead' }, w: thisP('month') },
    qs: [
      'top 5 ppl at leads identified this month by intent (gmail/personal ppl count, personal is a lead acct)',
      'Of the people at lead accounts identified this month, which five have the highest intent scores? People in the consumer-mailbox "personal" account count too (it is classified as a lead).',
    ],
  },
  // ── first / last ──
  {
    id: 'pv-last-competitor',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { company: '{competitor.name}' }, w: ALL },
    qs: [
      'when was {competitor.name} last on the site (real page views not bots)',
      'When did anyone from {competitor.name} last view a page (bots excluded)?',
    ],
  },
  {
    id: 'acc-first-lead2',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead2.domain}' } },
    qs: [
      '{lead2.domain} first seen when',
      'When was {lead2.name} ({lead2.domain}) first seen on our site?',
    ],
  },
  {
    id: 'id-last-yesterday',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', w: YESTERDAY },
    qs: [
      'last id yestrday what time',
      'What time was the last identification yesterday (17 June)?',
    ],
  },
  {
    id: 'pv-first-pricingent-thisweek',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' }, w: thisP('week') },
    qs: [
      'first /pricing/enterprise view this wk when no bots',
      'When was /pricing/enterprise first viewed this week (excluding bots)?',
    ],
  },
  {
    id: 'acc-first-new-thismonth',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: thisP('month') },
    qs: [
      'first new acct of june when did it show up',
      'When did the first account that is new this month (first seen in June) show up?',
    ],
  },
  {
    id: 'pv-last-personal',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: 'personal' }, w: ALL },
    qs: [
      'last pv from gmail/personal bucket excl bots',
      'When was the most recent non-bot page view from a visitor in the consumer-mailbox "personal" account?',
    ],
  },
  {
    id: 'vis-last-person4',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person4.email}' } },
    qs: [
      '{person4.email} last visit?',
      'When did {person4.email} last visit the site?',
    ],
  },
  {
    id: 'id-first-customer-thismonth',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'first customer person identified this month when',
      'When was the first person from a customer account identified this month?',
    ],
  },
  {
    id: 'pv-last-pricingent-yesterday',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' }, w: YESTERDAY },
    qs: [
      'last /pricing/enterprise view yday no bots what time',
      'What time yesterday was the last view of /pricing/enterprise (no bots)?',
    ],
  },
  // ── averages ──
  {
    id: 'acc-avg-intent-leads-thisweek',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      'avg intent of leads active this wk (personal counts)',
      'What is the average intent score of lead accounts with a page view this week, counting the consumer-mailbox "personal" account as one lead?',
    ],
  },
  {
    id: 'acc-avg-visits-customers-ever',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { classification: 'customer' } },
    qs: [
      'avg visits per customer acct all time',
      'On average, how many visits (all-time visit count) does a customer account have?',
    ],
  },
  {
    id: 'acc-avg-visitors-new-thismonth',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { new: true }, w: thisP('month') },
    qs: [
      'avg ppl per new acct this month (their visitor count)',
      'For accounts first seen this month, what is the average number of visitors per account (their visitor count)?',
    ],
  },
  {
    id: 'vis-avg-views-today',
    spec: { m: 'avg', s: 'visitors', field: 'views', w: TODAY },
    qs: [
      'avg pvs per visitor today no bots',
      'Among today’s visitors, what is the average number of non-bot page views per visitor today?',
    ],
  },
  {
    id: 'id-avg-intent-10d',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: days(10) },
    qs: [
      'avg intent of ppl identified last 10 days',
      'What is the average intent score of the visitors identified in the last ten days?',
    ],
  },
  {
    id: 'acc-avg-visitors-paidsocial-thismonth',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      'so for the accounts that came in via paid social this month whats the average number of visitors per account all time personal counts as one account',
      'Across the accounts that had a visitor come in through the paid_social channel this month, what is the average all-time visitor count per account? The "personal" bucket counts as one account.',
    ],
  },
  {
    id: 'acc-avg-intent-returning-lastweek',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { returning: true }, w: lastP('week') },
    qs: [
      'avg intent returning accts last wk (seen before 9 jun, back 9-15 jun) incl personal',
      'What was the average intent score of the accounts that returned last week, i.e. first seen before Monday 9 June and with a page view during 9–15 June? Count the "personal" account as one.',
    ],
  },
  // ── sums ──
  {
    id: 'acc-sum-visits-competitors-ever',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      'total visits from competitors ever',
      'Adding up their all-time visit counts, how many visits have our competitor accounts made in total?',
    ],
  },
  {
    id: 'acc-sum-visitors-leads80',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'lead', intent: { op: '>=', v: 80 } } },
    qs: [
      'sum of ppl across leads w intent 80+ (personal counts), all time',
      'What is the total all-time visitor count summed over lead accounts with intent 80 or above, the consumer-mailbox "personal" account included as one lead?',
    ],
  },
  {
    id: 'acc-sum-visits-new-thismonth',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { new: true }, w: thisP('month') },
    qs: [
      'sum of visits from accts new this month (their all time visit counts)',
      'Summing their all-time visit counts, how many visits do the accounts first seen this month add up to?',
    ],
  },
  // ── shares ──
  {
    id: 'acc-share-returning-since-jun10',
    spec: { m: 'share', s: 'accounts', part: { returning: true }, w: since('2025-06-10') },
    qs: [
      '% of accts active since jun 10 that are returning (first seen before the 10th), personal = 1',
      'Of all accounts with a page view since 10 June 2025, what percentage are returning accounts, first seen before 10 June? Count the "personal" bucket as one account.',
    ],
  },
  {
    id: 'pv-share-paidsocial-thismonth',
    spec: { m: 'share', s: 'page_views', part: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      'paid social share of all pvs this month % no bots',
      'What share of this month’s non-bot page views came through the paid_social channel, as a percentage of all non-bot page views this month?',
    ],
  },
  {
    id: 'attr-share-linkedin-lastmonth',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'linkedin' }, w: lastP('month') },
    qs: [
      'linkedin % of attributed sessions in may',
      'What percentage of May’s attributed sessions (the rollup’s) came from the linkedin source?',
    ],
  },
  {
    id: 'id-share-email-18d',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: days(18) },
    qs: [
      'share of ids from email capture L18D (of all ids)',
      'Of all identifications in the last eighteen days, what percentage came from email capture?',
    ],
  },
  {
    id: 'acc-share-hotleads-thismonth',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: thisP('month') },
    qs: [
      'what % of accts active this month are leads w 70+ intent (personal counts as 1)',
      'Of the accounts with a page view this month, what percentage are lead accounts with an intent score of at least 70? Count the "personal" consumer bucket as one account in both the base and the part.',
    ],
  },
  {
    id: 'vis-share-identified-yesterday',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: YESTERDAY },
    qs: [
      'yday visitors % identified no bots',
      'What proportion of yesterday’s visitors (people with a non-bot page view yesterday) are identified?',
    ],
  },
  {
    id: 'sess-share-demo-thisweek',
    spec: { m: 'share', s: 'sessions', part: { path: '/demo' }, w: thisP('week') },
    qs: [
      '% of sessions this wk that include /demo (30 min split no bots)',
      'What percentage of this week’s sessions (30-minute inactivity split, bots excluded) included a view of /demo?',
    ],
  },
  // ── comparisons ──
  {
    id: 'pv-cmp-thisweek-lastweek',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: [
      'pvs this wk vs last wk no bots 📈',
      'Week on week: how many non-bot page views have we had this week so far, compared with last week?',
    ],
  },
  {
    id: 'acc-cmp-new-thismonth-lastmonth',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'new accts june vs may',
      'How many new accounts (first seen in the month) did we get this month versus last month?',
    ],
  },
  {
    id: 'id-cmp-today-yesterday',
    spec: { m: 'compare', s: 'identifications', w: TODAY, w2: YESTERDAY },
    qs: [
      'ids today v yday',
      'How do today’s identifications compare with yesterday’s? Give both counts.',
    ],
  },
  {
    id: 'attr-cmp-paidsearch-thismonth-lastmonth',
    spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'paid search attributed sessions MTD vs may',
      'Attributed sessions from paid_search this month versus last month?',
    ],
  },
  {
    id: 'vis-cmp-pricingent-thisweek-lastweek',
    spec: { m: 'compare', s: 'visitors', f: { path: '/pricing/enterprise' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'ppl on /pricing/enterprise this wk vs last no bots',
      'How many distinct visitors viewed /pricing/enterprise this week, compared with last week (bots excluded)?',
    ],
  },
  {
    id: 'acc-cmp-leads-thisweek-lastweek',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'active lead accts this wk vs last wk personal counts',
      'Week-on-week movement: how many lead accounts had a page view this week versus last week? The "personal" bucket counts as one lead.',
    ],
  },
  // ── more counts, lists, averages, shares and comparisons ──
  {
    id: 'acc-count-new-since-jun9-intent30',
    spec: { m: 'count', s: 'accounts', f: { new: true, intent: { op: '>=', v: 30 } }, w: since('2025-06-09') },
    qs: [
      'new accts since 9th june w intent thirty plus',
      'How many accounts first seen on or after 2025-06-09 already have an intent score of at least thirty?',
    ],
  },
  {
    id: 'vis-count-abmq3-since-may26',
    spec: { m: 'count', s: 'visitors', f: { campaign: 'abm-q3' }, w: since('2025-05-26') },
    qs: [
      'ppl from abm-q3 since may 26 no bots',
      'How many distinct visitors have landed through the abm-q3 campaign since 26 May 2025 (non-bot page views)?',
    ],
  },
  {
    id: 'id-count-asn-ever',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'asn' }, w: ALL },
    qs: [
      'asn ids ever',
      'How many visitors have ever been identified through the asn provider, all time?',
    ],
  },
  {
    id: 'sess-count-lead2-ever',
    spec: { m: 'count', s: 'sessions', f: { company: '{lead2.name}' }, w: ALL },
    qs: [
      '{lead2.name} sesions all time (30m split, no bots)',
      'How many sessions have visitors from {lead2.name} had in total, all time? Split on 30 minutes of inactivity, bots excluded.',
    ],
  },
  {
    id: 'sess-count-pricingent-yesterday',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing/enterprise' }, w: YESTERDAY },
    qs: [
      'sessions w /pricing/enterprise in them yday 30 min split no bots',
      'How many of yesterday’s sessions included a view of /pricing/enterprise (30-minute sessions, bots excluded)?',
    ],
  },
  {
    id: 'vis-count-new-thisweek',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      'brand new visitors this wk (first visit since mon) no bots',
      'How many new visitors have we had this week, meaning people whose first visit was on or after Monday 16 June (bots excluded)?',
    ],
  },
  {
    id: 'pv-count-customers-between-may26-jun1',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'customer pvs may 26 - jun 1 excl bots',
      'How many non-bot page views came from customer accounts between May 26th and June 1st, 2025 inclusive?',
    ],
  },
  {
    id: 'attr-count-g2-since-jun5',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'g2' }, w: since('2025-06-05') },
    qs: [
      'g2 source attributed sessions since jun 5',
      'Since the 5th of June, how many attributed sessions in the rollup came from the g2 source?',
    ],
  },
  {
    id: 'acc-avg-intent-demo-27d',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { path: '/demo' }, w: days(27) },
    qs: [
      'avg intent of accts that hit /demo L27D personal counts as 1',
      'What is the average intent score of the accounts that viewed /demo in the last 27 days? The "personal" bucket counts as one account.',
    ],
  },
  {
    id: 'acc-top3-visits-new-thismonth',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { new: true }, w: thisP('month') },
    qs: [
      'top 3 new accts this month by visits (all time visit count)',
      'Among the accounts first seen this month, which three have the highest all-time visit counts?',
    ],
  },
  {
    id: 'id-first-person2',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { email: '{person2.email}' } },
    qs: [
      'when did we id {person2.email}',
      'When was {person2.email} identified?',
    ],
  },
  {
    id: 'acc-share-paidsocial-12d',
    spec: { m: 'share', s: 'accounts', part: { channel: 'paid_social' }, w: days(12) },
    qs: [
      '% of accts active L12D that came via paid social (personal = 1 acct)',
      'Of the accounts with a page view in the last twelve days, what percentage had a visitor arrive through the paid_social channel in that time? Count the "personal" bucket as one account.',
    ],
  },
  {
    id: 'id-cmp-email-thismonth-lastmonth',
    spec: { m: 'compare', s: 'identifications', f: { idSource: 'email_capture' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'email capture ids june v may',
      'How many identifications came from email capture this month, compared with last month?',
    ],
  },
  {
    id: 'vis-list-lead-pricing-since-jun12',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead.domain}', pathPrefix: '/pricing' }, w: since('2025-06-12') },
    qs: [
      '{lead.name} ppl on any pricing pg since jun 12th? no bots',
      'Which visitors from {lead.name} ({lead.domain}) have looked at a pricing page (/pricing or anything under it) since 12 June 2025? Leave bots out.',
    ],
  },
  {
    id: 'acc-count-lowintent-yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 40 } }, w: YESTERDAY },
    qs: [
      'cold accts (intent under 40) on site yday',
      'How many accounts with an intent score under 40 had a page view yesterday?',
    ],
  },
  {
    id: 'vis-count-personal-thisweek',
    spec: { m: 'count', s: 'visitors', f: { domain: 'personal' }, w: thisP('week') },
    qs: [
      'gmail/personal ppl this wk no bots',
      'How many visitors from the consumer-mailbox "personal" account have had a non-bot page view this week?',
    ],
  },
  {
    id: 'pv-cmp-demo-23d-between',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: between('2025-06-09', '2025-06-15'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      '/demo views 9-15 jun vs 2-8 jun no bots',
      'Week-on-week for /demo: non-bot page views between 9 and 15 June versus between 2 and 8 June?',
    ],
  },
  {
    id: 'attr-count-affiliate-27d',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'affiliate' }, w: days(27) },
    qs: [
      'affiliate attributed sessions L27D',
      'How many attributed sessions did the affiliate channel get over the last twenty-seven days (attribution rollup)?',
    ],
  },
  // ── declines: one constraint the data has no column for ──
  {
    id: 'dec-abm-tier1-thisweek',
    spec: D('ABM program tiers (tier 1/2/3) live in a spreadsheet; accounts carry no tier'),
    qs: [
      'tier 1 accts active this wk?',
      'How many of our tier-1 ABM accounts (from the ABM program tiering sheet) had a page view this week?',
    ],
  },
  {
    id: 'dec-sfdc-tal-pricing',
    spec: D('membership of the CRM target account list is not recorded'),
    qs: [
      'which accts on our salesforce target acct list hit /pricing this month',
      'Which accounts on our Salesforce target account list viewed /pricing this month?',
    ],
  },
  {
    id: 'dec-linkedin-audience-returning',
    spec: D('ad audience membership (LinkedIn matched audiences) is not recorded'),
    qs: [
      'accts in the linkedin matched audience that came back since jun 10',
      'Of the accounts in our LinkedIn matched audience for abm-q3, how many returned (first seen before 10 June, page view since)?',
    ],
  },
  {
    id: 'dec-headcount-growth-new',
    spec: D('company growth (headcount growth) is not recorded; firmographics hold only ASN data'),
    qs: [
      'new accts this month growing headcount 20%+ yoy',
      'Which accounts first seen this month have grown their headcount by more than 20% over the last year?',
    ],
  },
  {
    id: 'dec-hiring-sdrs',
    spec: D('open roles / hiring is not recorded (only /careers page views on our own site)'),
    qs: [
      'leads hiring SDRs rn w intent 70+',
      'Which lead accounts with intent 70 or more currently have open SDR roles posted (they are hiring sales development reps)?',
    ],
  },
  {
    id: 'dec-techno-hubspot',
    spec: D('technographics (the CRM an account runs) are not recorded'),
    qs: [
      'accts using hubspot that visited last 10 days',
      'How many accounts that run HubSpot as their CRM (per technographic data) visited in the last ten days?',
    ],
  },
  {
    id: 'dec-seniority-vp',
    spec: D('a person’s seniority is not recorded (no titles in the data)'),
    qs: [
      'VP+ ppl on pricing this wk',
      'How many VP-level or more senior visitors looked at /pricing this week?',
    ],
  },
  {
    id: 'dec-board-meeting',
    spec: D('board meetings of accounts are not recorded'),
    qs: [
      'accts intent 80+ w a board mtg this quarter',
      'Which accounts with intent above 80 have a board meeting scheduled this quarter?',
    ],
  },
  {
    id: 'dec-investor-sequoia',
    spec: D('investors of accounts are not recorded'),
    qs: [
      'sequoia backed accts on site this month?',
      'How many accounts backed by Sequoia visited the site this month?',
    ],
  },
  {
    id: 'dec-pipeline-abmq3',
    spec: D('pipeline (CRM opportunities and their value) is not recorded'),
    qs: [
      'pipeline created from abm-q3 in may $$',
      'How much pipeline (opportunity value in the CRM) did the abm-q3 campaign create last month?',
    ],
  },
  {
    id: 'dec-adspend-linkedin',
    spec: D('ad spend is not recorded'),
    qs: [
      'linkedin ad spend this month n cost per attributed session',
      'What have we spent on LinkedIn ads this month, and what is the cost per attributed session?',
    ],
  },
  {
    id: 'dec-newsletter-open-rate',
    spec: D('email opens are not recorded (only page views arriving from the email channel)'),
    qs: [
      'monthly digest open rate last wk',
      'What was the open rate of the monthly-digest newsletter last week?',
    ],
  },
  {
    id: 'dec-account-owner',
    spec: D('account ownership (AE assignment) is not recorded'),
    qs: [
      'priyas accts on site today',
      'Which accounts owned by our AE Priya had a page view today?',
    ],
  },
  {
    id: 'dec-series-b',
    spec: D('funding stage is not recorded'),
    qs: [
      'series B accts visited yday',
      'How many Series B funded accounts visited the site yesterday?',
    ],
  },
  {
    id: 'dec-employees-500',
    spec: D('company size (employee count) is not recorded; firmographics hold only ASN data'),
    qs: [
      'leads intent 80+ w 500+ employees how many',
      'How many lead accounts with intent 80 or above have more than 500 employees?',
    ],
  },
  {
    id: 'dec-bombora-surge',
    spec: D('third-party intent (Bombora surge topics) is not recorded'),
    qs: [
      'which accts surging on bombora for visitor identification this wk',
      'Which of our accounts are surging on the Bombora topic "visitor identification" this week?',
    ],
  },
  {
    id: 'dec-renewal-date',
    spec: D('customer renewal dates are not recorded'),
    qs: [
      'customers renewing in next 90 days that hit /pricing this month',
      'Which customer accounts with a renewal date in the next 90 days viewed /pricing this month?',
    ],
  },
  {
    id: 'dec-webinar-attendees',
    spec: D('webinar attendance is not recorded'),
    qs: [
      'june webinar attendees who then hit /demo',
      'How many people who attended our June webinar went on to view /demo?',
    ],
  },
  {
    id: 'dec-phone-calls',
    spec: D('inbound phone calls are not recorded'),
    qs: [
      'inbound calls from accts w intent 80+ today ☎️',
      'How many inbound sales phone calls came from accounts with intent above 80 today?',
    ],
  },
  {
    id: 'dec-direct-mail',
    spec: D('direct-mail sends (gift boxes) are not recorded'),
    qs: [
      'accts that got the gift box first seen in may how many 🎁',
      'How many of the accounts first seen in May were sent our direct-mail gift box?',
    ],
  },
  {
    id: 'dec-ad-impressions',
    spec: D('ad impressions are not recorded'),
    qs: [
      'abm-q3 linkedin impressions last ten days',
      'How many LinkedIn ad impressions did the abm-q3 campaign serve over the last ten days?',
    ],
  },
  {
    id: 'dec-champion-job-change',
    spec: D('job changes of contacts are not recorded'),
    qs: [
      'so which of our old champions changed jobs this month and have been on the site since',
      'Which of our past champions changed jobs this month and have visited the site since?',
    ],
  },
  {
    id: 'dec-annual-revenue',
    spec: D('company annual revenue is not recorded'),
    qs: [
      'new accts this month w $50M+ revenue',
      'How many accounts first seen this month have annual revenue above $50 million?',
    ],
  },
  {
    id: 'dec-tradeshow-scans',
    spec: D('trade-show badge scans are not recorded'),
    qs: [
      'saastr badge scans that visited after',
      'How many of the people whose badges we scanned at SaaStr have visited the site since?',
    ],
  },
  {
    id: 'dec-health-score',
    spec: D('customer health scores are not recorded'),
    qs: [
      'red health customers on site this wk',
      'Which customer accounts with a red health score visited this week?',
    ],
  },
  {
    id: 'dec-ebook-downloads',
    spec: D('content downloads are not recorded (no download events, no ebook page)'),
    qs: [
      'abm ebook downloads last 12 days',
      'How many people downloaded the ABM ebook in the last twelve days?',
    ],
  },
  {
    id: 'dec-sql-conversion',
    spec: D('sales-qualified status from the CRM is not recorded'),
    qs: [
      'SQLs from identified visitors this month',
      'How many of this month’s identified visitors became sales-qualified leads (SQL status in the CRM)?',
    ],
  },
  {
    id: 'dec-bant-budget',
    spec: D('discovery notes (budget approved) are not recorded'),
    qs: [
      'accts w budget approved that hit /pricing this wk',
      'Which accounts that have budget approved (per our discovery call notes) viewed /pricing this week?',
    ],
  },
  {
    id: 'dec-support-tickets',
    spec: D('support tickets are not recorded'),
    qs: [
      'customers w open support tickets who visited yday',
      'Which customer accounts with an open support ticket visited the site yesterday?',
    ],
  },
  {
    id: 'dec-security-review',
    spec: D('deal stages (security review / procurement) are not recorded'),
    qs: [
      'accts in security review that were on site this wk',
      'Which accounts currently in the security-review stage of procurement had a page view this week?',
    ],
  },
];

export const SET33 = flatten(SET33_FAMILIES);
