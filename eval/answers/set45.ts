// Answer-graded set 45: "a product marketer writing terse headline-style requests and an
// Indian-English account executive". Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts (how truths are computed), the first 120 lines of set44.ts (its
// header) and its import/export lines (not its families), eval/demo.ts (its import from
// subgraphs/copilot/ never followed), subgraphs/accounts/demo/ (index.ts, traffic.ts, companies.ts),
// schema.prisma (its model/enum list, Account, Visitor, Visit, AttributionDaily, Recommendation),
// test/helpers/server.ts and test/helpers/db.ts, server/demo-bootstrap.ts, the export lines of
// core/db/index.ts (and, by a grep, the RawSql interface and connectPostgres in core/db/client.ts,
// outside the brief list), core/clock.ts, the scripts block of package.json, and the
// file names (not contents) in eval/answers/ and scratch/. Never opened: subgraphs/copilot/, any other
// question set (set4-44 but set44's header and import/export lines, heldout*, blind, tuned,
// eval/questions.ts, eval/heldout.ts), tests outside test/helpers/, README.md, scratch/ other than
// check45*; no git command was run; nothing was ever asked of the product (no HTTP to the copilot,
// no eval:copilot). index.ts was not read or edited: the lead registers the set.
//
// Truths were checked with the harness's own code (measures.ts evaluateSpec, broader, sameTruth,
// specProblems) in scratch/check45.ts, check45top.ts and check45cov.ts, on both evaluation
// workspaces built by scratch/check45build.ts with createDemoWorkspace alone (the demo's defaults:
// 600 visitors, 28 days, seed 42; and eval/demo.ts SECOND_WORKSPACE: 420 visitors, 45 days, seed
// 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL database
// (set45_scratch, dropped afterwards) with a ManualClock at the eval clock, Wed 18 June 2025 12:00
// UTC. No copilot setup ran; what of it the truths can depend on was applied by hand (rec3 dismissed,
// person3 marked contacted; no question asks about the setup's keys, webhooks, rules, destinations or
// conversations). The refs were read back with eval/demo.ts readRefs' queries rewritten in plain SQL
// (demo: lead apple.com, lead2 massivedynamiclabs.com, customer northwindlogistics.com, customer2
// blueharborlogistics.com, competitor globexlogistics.com, rec3 blueharborcapital.com; second: lead
// apple.com, lead2 waynelogistics.com, customer acmelogistics.com, customer2
// northwindlogistics.com, rec3 dunderlabs.com).
//
// Style: two phrasings per family. The first is persona A, a product marketer writing terse
// headline-style requests: "Q: ...", "Window: all time", "Base: ...", fragments, abbreviations (MTD,
// WTD, WoW, MoM, L7D, L10D, L14D, accts, excl., incl., w/, pls, #). The second is persona B, an
// Indian-English account executive: "Kindly share", "Please revert with the count", "do the
// needful", "till date", "itself" for emphasis, "only" closing a phrase, dates as "17th June", "both
// dates inclusive". Every window is named with its days as well: today = 18 June, yesterday = 17
// June, this week = Mon 16 June to now, last week = 9-15 June, this month (MTD) = 1-18 June, last
// month = May; "last N days" keeps its two readings (N×24 h or N calendar days; attributed sessions
// the calendar one).
//
// Conventions every phrasing states in its persona's words (the truths depend on them): page views,
// visitors, sessions and accounts that visited in a window exclude bots ("Excl. bots." / "bots
// excluded only"); sessions split on 30 minutes of inactivity and are dated by their start ("Session
// = 30-min inactivity split, dated by start" / "a session breaks after 30 minutes of no activity and
// is counted on the day it starts"); attributed sessions are the attribution (campaign) rollup's
// ("Per attribution (campaign) rollup" / "as per the attribution (campaign) rollup itself"); an
// identification is a visitor identified by any method, dated by when identified; "identified" on
// visitors, page views and sessions is by any method, as of now; intent is the current score; visit
// counts are all-time; every share names its base ("Base: ..." / "out of all ..."); "new" is first
// seen (accounts) / first visit (visitors) in the window and "returning" a visit in the window by
// someone first seen / first visiting before it, said in both phrasings; all-time questions say so
// ("Window: all time" / "all time itself"). Account questions whose filters `personal` can meet
// (visited in a window, a channel/source/campaign/path, leads, intent > 80, = 100, >= 70, >= 90, top
// by visits, views or visitors) carry "'personal' (consumer-mailbox acct) = 1 account" / "the
// 'personal' consumer-mailbox account counts as one account only"; visitor, session and
// identification questions on lead accounts say people in `personal` count (it is a lead).
// Recommendations are asked without a window, and "open" is defined (new, or snoozed with the snooze
// over). Pages are exact paths ("exact path /pricing") or prefixes ("any page under /docs/").
// Named entities are DemoRefs placeholders.
//
// Known limits on these workspaces (scratch/check45*.ts on both): specProblems is empty for every
// family; every answerable family's constraints each change its truth (broader/sameTruth; for the
// seven comparisons, which broader skips, each filter was dropped by hand and changed the truth);
// for the nine top-N families the top-N keys alone also change when any constraint is dropped; no
// truth is empty, zero, or a 0/100 share; no top-N has a tie at its cut; no window covers all of a
// workspace's data (data starts 21 May 12:20 on the demo and 4 May 12:10 on the second; the widest
// windows asked are May, 26 May-8 June and L14D). First drafts that failed and were replaced: the
// visitors of {lead2.domain} in May (all of them on the second workspace), customer accounts that
// visited yesterday (all three on the demo), new accounts this week (none on the second), the top 2
// page-view channels yesterday (the all-time order), the top campaign of May (the all-time leader on
// the second), the top 3 attributed sources since 1 June (a tie at 27 on the second), the top 3
// visitors by views this week (a tie at 5 on the second), the first lead session yesterday (the first
// session of all on the demo), the last email-capture identification yesterday (the last of all on
// the demo), visitors with intent >= 90 since 10 June (2 on both; dropped), and the top 3 accounts by
// visits this week (the same three keys as all time).
// Close calls: att-top1-campaign-this-month (demo g2-listing 67 vs monthly-digest 63; second abm-q3
// 30 vs brand-search 27); att-top3-sources-last-week (demo 28/27/25 then 20); pv-top3-paths-this-month
// (demo 278/271/264 then 261; second 129/128/119 then 116); vis-top3-views-since-jun9 (13 then 12;
// 10 then 9); vis-top1-views-this-month (20 vs 18; 18 vs 16); vis-top5-customers-visits-all-time
// (a tie at 18 inside the top 5 on the demo, and at 9 on the second; the cut is 15 vs 13, 8 vs 7).
// Small truths: acc-customers-pricing-since-jun10 2 and 1; vis-new-yesterday 4 and 2;
// vis-lead2-since-jun1 5 and 3; acc-new-last-week 6 and 3; ses-person2-all-time 5 and 4;
// acc-list-customers-today 2 keys on both; vis-list-customer2-this-week 2 and 1 keys, all anonymous
// pixel ids; id-list-asn-this-month 1 key on the second; acc-list-new-since-jun9 7 and 3;
// acc-avg-intent-customers and acc-sum-visits-competitors over 3 and 2 rows. Visitor lists key
// unidentified or IP-identified people by their anonymous pixel id. rec-list-open's exact keys assume
// the eval dismisses the same rec3 (all recommendations share one created_at; the order follows the
// subject collation, C here). acc-first-seen-new-this-month's answer is the first-seen time of the
// first account new in June (demo 1 June 05:08, second 2 June 09:35).
//
// Coverage (126 families, 252 questions): measures count 47, list 7, top 9, first 7, last 5, avg 4,
// sum 3, share 9, compare 7, decline 28; subjects (answerable) accounts 30, visitors 18, page views
// 19, sessions 11, attributed sessions 8, identifications 9, recommendations 3; filters (a share's
// part included) classification 16 (lead 7, customer 7, competitor 2), intent 7 (= 1, > 1, >= 2, <
// 1, <= 1, between 1), visit counts 2 (>= 1, between 1), exact path 9, path prefix 3, channel 5,
// source 3, campaign 2, identification source 7, domain 6, company name 1, email 4, identified 5,
// new 6, returning 2, recommendation state 3; windows (a comparison counts both) today 7, yesterday
// 9, this week 14, last week 16, this month 16, last month 5, last N days 6, since a date 7, between
// two dates 8, all time 14, none (recommendations) 3.
//
// Declines (28), each otherwise answerable but for one constraint no table or column holds: owning a
// cat, surfing, ski trips, stamp collecting, beekeeping, juggling, scuba certification, pottery
// classes, rock climbing, bird-watching, origami, owning a telescope, camping, fishing licences, wine
// tasting, ham radio, archery, fencing, skateboarding, volunteering hours, blood donation, middle
// names, nicknames, wearing glasses, standing desks, commuting by train, bowling averages, Rubik's
// cube solving.
import { between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const decline = (id: string, why: string, a: string, b: string): Family => ({ id, spec: { m: 'decline', why }, qs: [a, b] });

export const SET45_FAMILIES: Family[] = [
  // ───────────── counts
  // ── accounts
  {
    id: 'acc-leads-visited-this-week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      "Q: # lead accts that visited this week (Mon 16 Jun to now). Excl. bots. 'personal' (consumer-mailbox acct) = 1 account.",
      "Kindly share how many lead accounts have visited our site this week, Monday 16th June till now, bots excluded only. The 'personal' account of consumer mailboxes is to be counted as one account itself.",
    ],
  },
  {
    id: 'acc-customers-pricing-since-jun10',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer', path: '/pricing' }, w: since('2025-06-10') },
    qs: [
      'Q: customer accts w/ a /pricing view (exact path) since 10 Jun. Excl. bots. Count only.',
      'Kindly revert with the count of customer accounts who viewed the exact page /pricing since 10th June till date. Bot traffic to be excluded only.',
    ],
  },
  {
    id: 'acc-intent-gt80-yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 80 } }, w: YESTERDAY },
    qs: [
      "Q: accts w/ intent > 80 (current score) that visited yesterday (17 Jun). Excl. bots. 'personal' (consumer-mailbox acct) = 1 account. Count.",
      "Please do the needful and share the number of accounts having current intent score above 80 (strictly more than 80) that visited yesterday, 17th June itself. Exclude bots. The 'personal' consumer-mailbox account counts as one account only.",
    ],
  },
  {
    id: 'acc-new-last-week',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      'Q: new accts last week (9–15 Jun). New = first seen in that week. Count.',
      'Kindly revert with the count of new accounts last week, 9th to 15th June, new meaning the account was first seen in that week itself.',
    ],
  },
  {
    id: 'acc-returning-this-month',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('month') },
    qs: [
      "Q: returning accts MTD (1–18 Jun). Returning = visited this month, first seen before 1 Jun. Excl. bots. 'personal' = 1 account.",
      "Kindly share how many returning accounts we have this month till date, returning meaning they visited in June but were first seen before 1st June only. Bots excluded, and the 'personal' consumer-mailbox account is one account itself.",
    ],
  },
  {
    id: 'acc-visits-10-20-all-time',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: 'between', lo: 10, hi: 20 } } },
    qs: [
      'Q: accts w/ all-time visit count between 10 and 20 (incl.). Window: all time. Count.',
      'Please revert with the count of accounts whose all-time visit count is between 10 and 20, both inclusive. All time only, no date filter.',
    ],
  },
  {
    id: 'acc-paid-social-l14d',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: days(14) },
    qs: [
      "Q: accts w/ a paid_social channel page view, L14D. Excl. bots. 'personal' (consumer-mailbox acct) = 1 account.",
      "Kindly share the number of accounts having at least one page view from the paid_social channel in the last 14 days. Exclude bots only. The 'personal' account of consumer mailboxes counts as one account itself.",
    ],
  },
  {
    id: 'acc-source-g2-since-jun1',
    spec: { m: 'count', s: 'accounts', f: { source: 'g2' }, w: since('2025-06-01') },
    qs: [
      "Q: accts that landed via utm_source g2 since 1 Jun. Excl. bots. 'personal' = 1 account. Count.",
      "Kindly revert with how many accounts came with utm source g2 since 1st June till date. Bots to be excluded, and the 'personal' consumer-mailbox account is one account only.",
    ],
  },
  {
    id: 'acc-campaign-digest-jun2-12',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'monthly-digest' }, w: between('2025-06-02', '2025-06-12') },
    qs: [
      "Q: accts w/ a page view from campaign monthly-digest, 2–12 Jun incl. Excl. bots. 'personal' (consumer-mailbox acct) = 1 account.",
      "Please share the count of accounts who visited through the monthly-digest campaign from 2nd June till 12th June, both dates inclusive. Bots excluded only; the 'personal' consumer-mailbox account is to be counted as one account itself.",
    ],
  },
  {
    id: 'acc-docs-prefix-this-week',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/docs/' }, w: thisP('week') },
    qs: [
      "Q: accts that viewed any page under /docs/ this week (Mon 16 Jun–now). Excl. bots. 'personal' = 1 account. Count.",
      "Kindly do the needful and share how many accounts viewed any page under /docs/ this week, from Monday 16th June till now. Exclude bots, and count the 'personal' consumer-mailbox account as one account only.",
    ],
  },
  {
    id: 'acc-intent-le20-all-time',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 20 } } },
    qs: [
      'Q: accts w/ current intent <= 20. Window: all time. Count.',
      'Kindly revert with the count of accounts whose current intent score is 20 or below, all time itself, no date filter.',
    ],
  },
  {
    id: 'acc-intent-lt30-last-week',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 30 } }, w: lastP('week') },
    qs: [
      'Q: accts w/ intent < 30 (current score) that visited last week (9–15 Jun). Excl. bots. Count.',
      'Please share how many accounts with current intent score below 30 (less than 30 only) visited us last week, 9th to 15th June. Kindly exclude bots.',
    ],
  },
  // ── visitors
  {
    id: 'vis-this-week',
    spec: { m: 'count', s: 'visitors', w: thisP('week') },
    qs: [
      'Q: unique visitors WTD (Mon 16 Jun–now). Excl. bots.',
      'Kindly share the count of unique visitors this week, Monday 16th June till now, bots excluded only.',
    ],
  },
  {
    id: 'vis-new-yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: [
      'Q: new visitors yesterday (17 Jun). New = first visit on that day. Excl. bots. Count.',
      'Kindly revert with the number of new visitors yesterday, 17th June, new meaning their first visit was yesterday itself. Exclude bots.',
    ],
  },
  {
    id: 'vis-returning-last-week',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: lastP('week') },
    qs: [
      'Q: returning visitors last week (9–15 Jun). Returning = visited that week, first visit before 9 Jun. Excl. bots.',
      'Please share the count of returning visitors last week, 9th to 15th June, returning meaning they visited that week but had their first visit before 9th June only. Bots to be excluded.',
    ],
  },
  {
    id: 'vis-identified-today',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: TODAY },
    qs: [
      'Q: identified visitors (any method, as of now) who visited today (18 Jun). Excl. bots. Count.',
      'Kindly share how many visitors who are identified by any method as of now visited today, 18th June itself. Exclude bots only.',
    ],
  },
  {
    id: 'vis-customers-l14d',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer' }, w: days(14) },
    qs: [
      'Q: visitors from customer accts, L14D. Excl. bots. Count.',
      'Kindly revert with the count of visitors belonging to customer accounts in the last 14 days. Bots excluded only.',
    ],
  },
  {
    id: 'vis-leads-demo-this-month',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', path: '/demo' }, w: thisP('month') },
    qs: [
      "Q: visitors from lead accts who viewed /demo (exact path) MTD (1–18 Jun). Excl. bots. Incl. people in 'personal' acct (it's a lead).",
      "Kindly share how many visitors from lead accounts viewed the exact page /demo this month till date, 1st to 18th June. Exclude bots. People in the 'personal' consumer-mailbox account also count, it is a lead itself.",
    ],
  },
  {
    id: 'vis-ip-table-this-week',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'ip_table' }, w: thisP('week') },
    qs: [
      'Q: visitors identified via ip_table (resolution source) who visited this week (Mon 16 Jun–now). Excl. bots. Count.',
      'Kindly share the number of visitors whose identification source is ip_table and who visited this week, Monday 16th June till now. Exclude bots only.',
    ],
  },
  {
    id: 'vis-lead2-since-jun1',
    spec: { m: 'count', s: 'visitors', f: { domain: '{lead2.domain}' }, w: since('2025-06-01') },
    qs: [
      'Q: visitors from {lead2.domain} since 1 Jun. Excl. bots. Count.',
      'Kindly revert with how many visitors from {lead2.domain} visited since 1st June till date only. Bots to be excluded.',
    ],
  },
  {
    id: 'vis-visits-ge5-jun1-7',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 5 } }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'Q: visitors w/ all-time visit count >= 5 who visited 1–7 Jun incl. Excl. bots. Count.',
      'Please share the count of visitors having all-time visit count of 5 or more who visited between 1st June and 7th June, both inclusive. Exclude bots only.',
    ],
  },
  {
    id: 'vis-intent-40-60-l7d',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: days(7) },
    qs: [
      'Q: visitors w/ current intent between 40 and 60 (incl.), L7D. Excl. bots. Count.',
      'Kindly revert with the count of visitors whose current intent score is between 40 and 60, both inclusive, who visited in the last 7 days. Bots excluded itself.',
    ],
  },
  // ── page views
  {
    id: 'pv-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: ['Q: page views today (18 Jun) so far. Excl. bots.', 'Kindly share the total page views today, 18th June till now, bots excluded only.'],
  },
  {
    id: 'pv-pricing-yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY },
    qs: [
      'Q: /pricing page views (exact path) yesterday, 17 Jun. Excl. bots.',
      'Kindly revert with the count of page views of the exact path /pricing yesterday, 17th June itself. Exclude bots.',
    ],
  },
  {
    id: 'pv-blog-last-week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: [
      'Q: page views under /blog/ last week (9–15 Jun). Excl. bots.',
      'Please share the number of page views of all pages under /blog/ last week, 9th to 15th June. Bots to be excluded only.',
    ],
  },
  {
    id: 'pv-organic-this-month',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: thisP('month') },
    qs: [
      'Q: organic_search channel page views MTD (1–18 Jun). Excl. bots.',
      'Kindly share the page views coming from the organic_search channel this month till date, 1st to 18th June. Exclude bots only.',
    ],
  },
  {
    id: 'pv-customer-l7d',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}' }, w: days(7) },
    qs: [
      'Q: page views by {customer.domain}, L7D. Excl. bots.',
      'Kindly revert with the page view count from {customer.domain} for the last 7 days. Bots excluded only.',
    ],
  },
  {
    id: 'pv-person-all-time',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' } },
    qs: [
      'Q: total page views by {person.email}. Window: all time. Excl. bots.',
      'Please share how many page views {person.email} has done till date, all time itself. Exclude bots.',
    ],
  },
  {
    id: 'pv-competitor-name-this-month',
    spec: { m: 'count', s: 'page_views', f: { company: '{competitor.name}' }, w: thisP('month') },
    qs: [
      'Q: page views by company {competitor.name} MTD (1–18 Jun). Excl. bots.',
      'Kindly share the page views done by the company {competitor.name} this month till date, 1st to 18th June. Bots excluded only.',
    ],
  },
  {
    id: 'pv-newsletter-may26-jun8',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' }, w: between('2025-05-26', '2025-06-08') },
    qs: [
      'Q: page views w/ utm_source newsletter, 26 May–8 Jun incl. Excl. bots.',
      'Kindly revert with the page views having utm source newsletter from 26th May till 8th June, both dates inclusive. Exclude bots only.',
    ],
  },
  {
    id: 'pv-unidentified-last-week',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: lastP('week') },
    qs: [
      'Q: page views by not-identified visitors (no identification by any method, as of now) last week (9–15 Jun). Excl. bots.',
      'Please share the page views last week, 9th to 15th June, done by visitors who are not identified by any method as of now. Bots to be excluded only.',
    ],
  },
  {
    id: 'pv-email-capture-since-jun9',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'email_capture' }, w: since('2025-06-09') },
    qs: [
      'Q: page views by visitors identified via email_capture, since 9 Jun. Excl. bots.',
      'Kindly share the page view count since 9th June till date from visitors whose identification source is email_capture only. Exclude bots.',
    ],
  },
  // ── sessions
  {
    id: 'ses-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      'Q: sessions yesterday (17 Jun). Session = new after 30 min inactivity, dated by its start. Excl. bots.',
      'Kindly share the sessions count for yesterday, 17th June. A session breaks after 30 minutes of no activity and is counted on the day it starts only. Bots excluded.',
    ],
  },
  {
    id: 'ses-leads-this-week',
    spec: { m: 'count', s: 'sessions', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      "Q: sessions by lead-acct visitors WTD (Mon 16 Jun–now). Session = 30-min inactivity split, dated by start. Excl. bots. Incl. people in 'personal' acct (it's a lead).",
      "Kindly revert with the sessions from visitors of lead accounts this week, Monday 16th June till now. Session ends after 30 minutes of no activity and is dated on its start itself. Exclude bots. People in the 'personal' consumer-mailbox account also count, it is a lead only.",
    ],
  },
  {
    id: 'ses-pricing-last-week',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: lastP('week') },
    qs: [
      'Q: sessions that incl. a /pricing view (exact path), last week (9–15 Jun). Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Please share how many sessions last week, 9th to 15th June, had a view of the exact page /pricing. A session breaks after 30 minutes of inactivity and counts on the day it starts. Bots excluded only.',
    ],
  },
  {
    id: 'ses-docs-this-month',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/docs/' }, w: thisP('month') },
    qs: [
      'Q: sessions w/ any page under /docs/, MTD (1–18 Jun). Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Kindly share the count of sessions this month till date, 1st to 18th June, which viewed any page under /docs/. Session means activity with gaps of at most 30 minutes, counted on its starting day itself. Exclude bots.',
    ],
  },
  {
    id: 'ses-person2-all-time',
    spec: { m: 'count', s: 'sessions', f: { email: '{person2.email}' } },
    qs: [
      'Q: total sessions by {person2.email}. Window: all time. Session = 30-min inactivity split. Excl. bots.',
      'Kindly revert with the total sessions of {person2.email} till date, all time only. A session breaks after 30 minutes of no activity. Bots excluded.',
    ],
  },
  {
    id: 'ses-lead-l10d',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}' }, w: days(10) },
    qs: [
      'Q: sessions from {lead.domain}, L10D. Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Please share the sessions from {lead.domain} in the last 10 days. A session ends after 30 minutes of no activity and is counted on the day it starts only. Exclude bots.',
    ],
  },
  {
    id: 'ses-identified-today',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: TODAY },
    qs: [
      'Q: sessions started today (18 Jun) by identified visitors (any method, as of now). Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Kindly share how many sessions started today, 18th June, by visitors identified by any method as of now. Session breaks after 30 minutes of no activity and is counted on the day it starts itself. Bots excluded only.',
    ],
  },
  // ── attributed sessions
  {
    id: 'att-this-month',
    spec: { m: 'count', s: 'attributed_sessions', w: thisP('month') },
    qs: [
      'Q: attributed sessions MTD (1–18 Jun), per the attribution (campaign) rollup.',
      'Kindly share the total attributed sessions this month till date, 1st to 18th June, as per the attribution (campaign) rollup itself.',
    ],
  },
  {
    id: 'att-email-last-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: lastP('month') },
    qs: [
      'Q: attributed sessions, channel email, last month (May). Per attribution (campaign) rollup.',
      'Kindly revert with the attributed sessions of the email channel for last month, May only, as per the attribution (campaign) rollup.',
    ],
  },
  {
    id: 'att-linkedin-l7d',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: days(7) },
    qs: [
      'Q: attributed sessions w/ source linkedin, L7D. Per attribution (campaign) rollup.',
      'Please share the attributed sessions from source linkedin for the last 7 days as per the attribution (campaign) rollup only.',
    ],
  },
  {
    id: 'att-launch-week-jun1-14',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'Q: attributed sessions for campaign launch-week, 1–14 Jun incl. Per attribution (campaign) rollup.',
      'Kindly share the attributed sessions of the launch-week campaign from 1st June till 14th June, both inclusive, as per the attribution (campaign) rollup itself.',
    ],
  },
  // ── identifications
  {
    id: 'id-this-week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      'Q: identifications WTD (Mon 16 Jun–now). ID = visitor identified by any method, dated by when identified.',
      'Kindly revert with the identifications this week, Monday 16th June till now. Identification meaning a visitor identified by any method, counted on the date of identification only.',
    ],
  },
  {
    id: 'id-email-capture-last-month',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'Q: identifications via email_capture last month (May). Dated by when identified.',
      'Please share how many visitors got identified through email_capture last month, May only, counted on the date of identification itself.',
    ],
  },
  {
    id: 'id-leads-since-jun5',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: since('2025-06-05') },
    qs: [
      "Q: identifications at lead accts since 5 Jun. ID = visitor identified by any method, dated by when identified. Incl. people in 'personal' acct (it's a lead).",
      "Kindly share the identifications of visitors from lead accounts since 5th June till date. Identification is by any method, dated when identified. People in the 'personal' consumer-mailbox account also count, it is a lead itself.",
    ],
  },
  // ── recommendations
  {
    id: 'rec-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'Q: # open recommendations right now. Open = new, or snoozed w/ snooze over. No date filter.',
      'Kindly revert with the count of open recommendations as of now, open meaning new, or snoozed where the snooze is already over. No date filter only.',
    ],
  },
  // ───────────── lists, top-N, first/last, avg, sum, share, compare
  // ── lists
  {
    id: 'acc-list-customers-today',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      'Q: list customer accts that visited today (18 Jun). Excl. bots. Domains pls.',
      'Kindly share the list of customer accounts who visited today, 18th June itself, with their domains. Exclude bots only.',
    ],
  },
  {
    id: 'acc-list-intent-100',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      "Q: list all accts w/ current intent exactly 100. Window: all time. 'personal' (consumer-mailbox acct) = 1 account.",
      "Please do the needful and list all accounts whose current intent score is exactly 100, all time itself. The 'personal' consumer-mailbox account counts as one account only.",
    ],
  },
  {
    id: 'vis-list-customer2-this-week',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer2.domain}' }, w: thisP('week') },
    qs: [
      'Q: list visitors from {customer2.domain} this week (Mon 16 Jun–now). Excl. bots.',
      'Kindly share the list of visitors from {customer2.domain} who visited this week, Monday 16th June till now. Bots excluded only.',
    ],
  },
  {
    id: 'id-list-yesterday',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: [
      'Q: list visitors identified yesterday (17 Jun), any method, dated by when identified.',
      'Kindly revert with the list of visitors who got identified yesterday, 17th June itself, by any method, as per date of identification.',
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'Q: list open recommendations (subjects). Open = new, or snoozed w/ snooze over. No date filter.',
      'Kindly share the list of open recommendations with their subjects, open meaning new, or snoozed where the snooze is over. No date filter itself.',
    ],
  },
  {
    id: 'acc-list-new-since-jun9',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: since('2025-06-09') },
    qs: [
      'Q: list new accts since 9 Jun. New = first seen on/after 9 Jun. Domains.',
      'Please share the list of new accounts since 9th June till date, new meaning first seen on or after 9th June only. Domains kindly.',
    ],
  },
  {
    id: 'id-list-asn-this-month',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      'Q: list visitors identified via asn MTD (1–18 Jun). Dated by when identified.',
      'Kindly share the list of visitors identified through asn this month till date, 1st to 18th June, as per the date of identification only.',
    ],
  },
  // ── top
  {
    id: 'acc-top3-visits-enterprise-this-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { path: '/pricing/enterprise' }, w: thisP('week') },
    qs: [
      "Q: top 3 accts by all-time visit count, among accts that viewed /pricing/enterprise (exact path) this week (Mon 16 Jun–now). Excl. bots. 'personal' (consumer-mailbox acct) = 1 account.",
      "Kindly share the top 3 accounts by all-time visit count among those who viewed the exact page /pricing/enterprise this week, Monday 16th June till now. Exclude bots. The 'personal' consumer-mailbox account is one account itself.",
    ],
  },
  {
    id: 'acc-top3-views-last-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: lastP('week') },
    qs: [
      "Q: top 3 accts by page views last week (9–15 Jun). Excl. bots. 'personal' = 1 account.",
      "Please revert with the top 3 accounts by number of page views last week, 9th to 15th June. Bots excluded only. The 'personal' consumer-mailbox account counts as one account itself.",
    ],
  },
  {
    id: 'pv-top3-paths-this-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'Q: top 3 pages (path) by page views MTD (1–18 Jun). Excl. bots.',
      'Kindly share the top 3 pages by page views this month till date, 1st to 18th June, by path. Exclude bots only.',
    ],
  },
  {
    id: 'vis-top1-views-this-month',
    spec: { m: 'top', s: 'visitors', n: 1, by: 'views', w: thisP('month') },
    qs: [
      'Q: #1 visitor by page views MTD (1–18 Jun). Excl. bots.',
      'Kindly revert with the single visitor having the most page views this month till date, 1st to 18th June. Bots excluded only.',
    ],
  },
  {
    id: 'att-top1-campaign-this-month',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'campaign', w: thisP('month') },
    qs: [
      'Q: #1 campaign by attributed sessions MTD (1–18 Jun). Per attribution (campaign) rollup.',
      'Kindly share which campaign had the most attributed sessions this month till date, 1st to 18th June, as per the attribution (campaign) rollup only.',
    ],
  },
  {
    id: 'att-top3-sources-last-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: lastP('week') },
    qs: [
      'Q: top 3 sources by attributed sessions last week (9–15 Jun). Per attribution (campaign) rollup.',
      'Please share the top 3 sources by attributed sessions last week, 9th to 15th June, as per the attribution (campaign) rollup itself.',
    ],
  },
  {
    id: 'vis-top5-customers-visits-all-time',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'visit_count', f: { classification: 'customer' } },
    qs: [
      'Q: top 5 visitors from customer accts by all-time visit count. Window: all time. Excl. bots.',
      'Kindly revert with the top 5 visitors of customer accounts by all-time visit count, all time only. Exclude bots.',
    ],
  },
  {
    id: 'vis-top3-views-since-jun9',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'views', w: since('2025-06-09') },
    qs: [
      'Q: top 3 visitors by page views since 9 Jun. Excl. bots.',
      'Please share the top 3 visitors by number of page views since 9th June till date. Bots excluded only.',
    ],
  },
  {
    id: 'acc-top3-visitors-leads-all-time',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', f: { classification: 'lead' } },
    qs: [
      "Q: top 3 lead accts by visitor count. Window: all time. 'personal' (consumer-mailbox acct) = 1 account.",
      "Kindly share the top 3 lead accounts by their number of visitors, all time itself. The 'personal' consumer-mailbox account is to be counted as one account only.",
    ],
  },
  // ── first
  {
    id: 'pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: [
      'Q: time of first page view today (18 Jun). Excl. bots.',
      'Kindly share at what time the first page view happened today, 18th June itself. Exclude bots.',
    ],
  },
  {
    id: 'ses-first-customers-yesterday',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { classification: 'customer' }, w: YESTERDAY },
    qs: [
      'Q: start time of first session by a customer-acct visitor yesterday (17 Jun). Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Kindly revert with when the first session of a customer account visitor started yesterday, 17th June. Session breaks after 30 minutes of no activity and is dated by its start only. Bots excluded.',
    ],
  },
  {
    id: 'vis-first-visit-person3',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person3.email}' } },
    qs: [
      'Q: when was first-ever visit of {person3.email}? Window: all time. Excl. bots.',
      'Kindly share when {person3.email} visited us for the very first time, all time itself. Exclude bots.',
    ],
  },
  {
    id: 'acc-first-seen-customer2',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{customer2.domain}' } },
    qs: [
      'Q: first-seen date/time of {customer2.domain}. Window: all time.',
      'Please share when the account {customer2.domain} was first seen, all time only.',
    ],
  },
  {
    id: 'id-first-this-week',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('week') },
    qs: [
      'Q: time of first identification WTD (Mon 16 Jun–now). ID = visitor identified by any method.',
      'Kindly share when the first identification happened this week, Monday 16th June till now, identification meaning a visitor identified by any method itself.',
    ],
  },
  {
    id: 'pv-first-demo-last-week',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      'Q: first /demo page view (exact path) last week (9–15 Jun) — when? Excl. bots.',
      'Kindly revert with the time of the first page view of the exact path /demo last week, 9th to 15th June. Bots excluded only.',
    ],
  },
  {
    id: 'acc-first-seen-new-this-month',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: thisP('month') },
    qs: [
      'Q: among new accts MTD (first seen 1–18 Jun), earliest first-seen time?',
      'Please share, for the new accounts of this month till date (new meaning first seen between 1st and 18th June), the earliest first-seen time only.',
    ],
  },
  // ── last
  {
    id: 'pv-last-person4',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person4.email}' } },
    qs: [
      'Q: most recent page view by {person4.email} — when? Window: all time. Excl. bots.',
      'Kindly share when {person4.email} last viewed a page, all time itself. Bots excluded.',
    ],
  },
  {
    id: 'acc-last-seen-competitors',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'competitor' } },
    qs: [
      'Q: latest last-seen time across competitor accts. Window: all time.',
      'Kindly revert with the most recent last-seen time among all competitor accounts, all time only.',
    ],
  },
  {
    id: 'id-last-email-capture-jun10-12',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: between('2025-06-10', '2025-06-12') },
    qs: [
      'Q: last email_capture identification 10–12 Jun incl. — what time? Dated by when identified.',
      'Kindly share the time of the last identification through email_capture between 10th June and 12th June, both inclusive, as per date of identification itself.',
    ],
  },
  {
    id: 'ses-last-lead2-last-week',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { domain: '{lead2.domain}' }, w: lastP('week') },
    qs: [
      'Q: start time of last session from {lead2.domain} last week (9–15 Jun). Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Please share when the last session from {lead2.domain} started last week, 9th to 15th June. A session breaks after 30 minutes of no activity and is dated by its start only. Exclude bots.',
    ],
  },
  {
    id: 'pv-last-enterprise-jun1-7',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'Q: last /pricing/enterprise view (exact path), 1–7 Jun incl. — when? Excl. bots.',
      'Kindly share the time of the last page view of the exact path /pricing/enterprise between 1st June and 7th June, both inclusive. Bots excluded only.',
    ],
  },
  // ── avg
  {
    id: 'acc-avg-intent-customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'Q: avg current intent of customer accts. Window: all time.',
      'Kindly share the average current intent score of customer accounts, all time itself.',
    ],
  },
  {
    id: 'vis-avg-visits-ip-table-last-week',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { idSource: 'ip_table' }, w: lastP('week') },
    qs: [
      'Q: avg all-time visit count of visitors identified via ip_table who visited last week (9–15 Jun). Excl. bots.',
      'Please revert with the average all-time visit count of visitors identified through ip_table who visited last week, 9th to 15th June. Bots excluded only.',
    ],
  },
  {
    id: 'acc-avg-intent-yesterday',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: YESTERDAY },
    qs: [
      "Q: avg current intent of accts that visited yesterday (17 Jun). Excl. bots. 'personal' (consumer-mailbox acct) = 1 account.",
      "Kindly share the average current intent score of the accounts who visited yesterday, 17th June. Exclude bots. The 'personal' consumer-mailbox account is one account itself.",
    ],
  },
  {
    id: 'acc-avg-visitors-new-this-month',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { new: true }, w: thisP('month') },
    qs: [
      'Q: avg visitor count (all-time) of new accts MTD. New = first seen 1–18 Jun.',
      'Kindly share the average number of visitors (all time) per new account this month till date, new meaning first seen from 1st to 18th June only.',
    ],
  },
  // ── sum
  {
    id: 'acc-sum-visits-competitors',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      'Q: sum of all-time visit counts across competitor accts. Window: all time.',
      'Kindly revert with the total of all-time visit counts of all competitor accounts put together, all time only.',
    ],
  },
  {
    id: 'acc-sum-visitors-intent-ge90-today',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { intent: { op: '>=', v: 90 } }, w: TODAY },
    qs: [
      "Q: total visitor count (all-time) summed over accts w/ current intent >= 90 that visited today (18 Jun). Excl. bots. 'personal' = 1 account.",
      "Please share the sum of all-time visitor counts of accounts having current intent score 90 or more that visited today, 18th June. Bots excluded. The 'personal' consumer-mailbox account is counted as one account itself.",
    ],
  },
  {
    id: 'acc-sum-views-customers-last-week',
    spec: { m: 'sum', s: 'accounts', field: 'views', f: { classification: 'customer' }, w: lastP('week') },
    qs: [
      'Q: total page views last week (9–15 Jun) summed across customer accts. Excl. bots.',
      'Kindly share the total page views of all customer accounts put together last week, 9th to 15th June. Exclude bots only.',
    ],
  },
  // ── share
  {
    id: 'acc-share-leads-this-week',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' }, w: thisP('week') },
    qs: [
      "Q: % of accts that visited this week (Mon 16 Jun–now) that are leads. Base: all accts that visited this week. Excl. bots. 'personal' = 1 account.",
      "Kindly share what percentage of accounts who visited this week, Monday 16th June till now, are leads, out of all accounts who visited this week itself. Exclude bots. The 'personal' consumer-mailbox account counts as one account only.",
    ],
  },
  {
    id: 'pv-share-pricing-last-week',
    spec: { m: 'share', s: 'page_views', part: { path: '/pricing' }, w: lastP('week') },
    qs: [
      'Q: /pricing (exact path) share of page views last week (9–15 Jun). Base: all page views last week. Excl. bots.',
      'Kindly revert with the percentage of last week page views (9th to 15th June) that were on the exact path /pricing, out of all page views of last week. Bots excluded only.',
    ],
  },
  {
    id: 'vis-share-identified-this-month',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      'Q: % of MTD visitors (1–18 Jun) identified by any method as of now. Base: all visitors MTD. Excl. bots.',
      'Please share what percentage of this month visitors, 1st to 18th June, are identified by any method as of now, out of all visitors this month itself. Exclude bots.',
    ],
  },
  {
    id: 'att-share-paid-search-this-month',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_search' }, w: thisP('month') },
    qs: [
      'Q: paid_search share of attributed sessions MTD (1–18 Jun). Base: all attributed sessions MTD. Per attribution (campaign) rollup.',
      'Kindly share the percentage of attributed sessions from paid_search channel this month till date, out of all attributed sessions of this month, as per the attribution (campaign) rollup only.',
    ],
  },
  {
    id: 'id-share-email-capture-last-month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'Q: % of May identifications (last month) via email_capture. Base: all identifications in May, any method, dated by when identified.',
      'Kindly revert with the percentage of identifications last month, May, done through email_capture, out of all identifications of May by any method, as per date of identification itself.',
    ],
  },
  {
    id: 'ses-share-identified-yesterday',
    spec: { m: 'share', s: 'sessions', part: { identified: true }, w: YESTERDAY },
    qs: [
      'Q: % of sessions yesterday (17 Jun) by identified visitors (any method, as of now). Base: all sessions yesterday. Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Kindly share what percentage of sessions yesterday, 17th June, were from visitors identified by any method as of now, out of all sessions of yesterday. A session breaks after 30 minutes of inactivity and is counted on its starting day only. Bots excluded.',
    ],
  },
  {
    id: 'acc-share-intent-ge70-all-time',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } } },
    qs: [
      "Q: % of all accts w/ current intent >= 70. Base: all accts. Window: all time. 'personal' (consumer-mailbox acct) = 1 account.",
      "Please share what percentage of all accounts have current intent score of 70 or more, out of all accounts, all time itself. The 'personal' consumer-mailbox account is counted as one account only.",
    ],
  },
  {
    id: 'pv-share-direct-this-week',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: thisP('week') },
    qs: [
      'Q: direct channel share of page views WTD (Mon 16 Jun–now). Base: all page views this week. Excl. bots.',
      'Kindly share the percentage of page views this week, Monday 16th June till now, from the direct channel, out of all page views this week itself. Exclude bots.',
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      'Q: % of recommendations currently open. Base: all recommendations. Open = new, or snoozed w/ snooze over. No date filter.',
      'Kindly revert with the percentage of recommendations which are open now, out of all recommendations, open meaning new, or snoozed where the snooze is over. No date filter only.',
    ],
  },
  // ── compare
  {
    id: 'pv-compare-wow',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Q: page views WoW — this week (Mon 16 Jun–now) vs last week (9–15 Jun). Excl. bots. Both numbers.',
      'Kindly share page views of this week, Monday 16th June till now, versus last week, 9th to 15th June, both the numbers. Bots excluded only.',
    ],
  },
  {
    id: 'ses-compare-today-yesterday',
    spec: { m: 'compare', s: 'sessions', w: TODAY, w2: YESTERDAY },
    qs: [
      'Q: sessions today (18 Jun) vs yesterday (17 Jun). Session = 30-min inactivity split, dated by start. Excl. bots.',
      'Kindly revert with sessions of today, 18th June, compared to yesterday, 17th June. Session breaks after 30 minutes of no activity and is counted on the day it starts itself. Exclude bots.',
    ],
  },
  {
    id: 'att-compare-mom',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('month'), w2: lastP('month') },
    qs: [
      'Q: attributed sessions MoM — MTD (1–18 Jun) vs May. Per attribution (campaign) rollup. Both numbers.',
      'Please share attributed sessions of this month till date, 1st to 18th June, versus last month May, as per the attribution (campaign) rollup only.',
    ],
  },
  {
    id: 'id-compare-last-vs-this-week',
    spec: { m: 'compare', s: 'identifications', w: lastP('week'), w2: thisP('week') },
    qs: [
      'Q: identifications last week (9–15 Jun) vs WTD (Mon 16 Jun–now). Any method, dated by when identified.',
      'Kindly share the identifications of last week, 9th to 15th June, against this week, Monday 16th June till now. Identification by any method, counted on date of identification itself.',
    ],
  },
  {
    id: 'acc-compare-leads-last-vs-this-week',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: lastP('week'), w2: thisP('week') },
    qs: [
      "Q: lead accts that visited last week (9–15 Jun) vs this week (Mon 16 Jun–now). Excl. bots. 'personal' (consumer-mailbox acct) = 1 account.",
      "Kindly revert with lead accounts visited last week, 9th to 15th June, versus this week, Monday 16th June till now. Exclude bots only. The 'personal' consumer-mailbox account is one account itself.",
    ],
  },
  {
    id: 'pv-compare-pricing-mom',
    spec: { m: 'compare', s: 'page_views', f: { path: '/pricing' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'Q: /pricing page views (exact path) MoM — MTD (1–18 Jun) vs May. Excl. bots.',
      'Please share page views of the exact path /pricing this month till date, 1st to 18th June, versus last month May. Bots excluded only.',
    ],
  },
  {
    id: 'vis-compare-new-jun2-8-vs-jun9-15',
    spec: { m: 'compare', s: 'visitors', f: { new: true }, w: between('2025-06-02', '2025-06-08'), w2: between('2025-06-09', '2025-06-15') },
    qs: [
      'Q: new visitors 2–8 Jun vs 9–15 Jun (both incl.). New = first visit in that range. Excl. bots.',
      'Kindly share the new visitors from 2nd to 8th June versus 9th to 15th June, all dates inclusive, new meaning first visit falls in that period itself. Exclude bots.',
    ],
  },
  // ───────────── declines: one constraint no table or column holds
  decline('decline-cat-owners', 'no data on whether a visitor owns a cat', 'Q: visitors this week (Mon 16 Jun–now) who own a cat. Excl. bots. Count.', 'Kindly share how many visitors this week, Monday 16th June till now, are having a pet cat at home. Bots excluded only.'),
  decline('decline-surfers', 'no data on visitors surfing', 'Q: # identified visitors who surf (the ocean sport). Window: all time.', 'Please revert with the count of identified visitors who do surfing as a hobby, all time itself.'),
  decline('decline-ski-trips', 'no data on ski holidays', 'Q: lead accts whose visitors went on a ski trip last winter, that visited MTD (1–18 Jun). Excl. bots.', 'Kindly share the lead accounts visited this month till date whose people went for a skiing holiday last winter only. Exclude bots.'),
  decline('decline-stamp-collectors', 'no data on stamp collecting', 'Q: page views last week (9–15 Jun) by visitors who collect stamps. Excl. bots.', 'Kindly revert with page views of last week, 9th to 15th June, from visitors who are stamp collectors itself. Bots excluded.'),
  decline('decline-beekeepers', 'no data on beekeeping', 'Q: sessions yesterday (17 Jun) by visitors who keep bees. Session = 30-min inactivity split, dated by start. Excl. bots.', 'Please share sessions of yesterday, 17th June, from visitors who are doing beekeeping only. Session breaks after 30 minutes of no activity, dated by its start. Exclude bots.'),
  decline('decline-jugglers', 'no data on juggling', 'Q: top 3 accts by page views L7D, only counting visitors who can juggle. Excl. bots.', 'Kindly share top 3 accounts by page views for last 7 days, counting only those visitors who know juggling itself. Bots excluded.'),
  decline('decline-scuba', 'no data on diving certifications', 'Q: identifications MTD (1–18 Jun) of people w/ a PADI scuba certification. Dated by when identified.', 'Kindly revert with identifications this month till date of persons holding a PADI scuba diving certificate only, dated as per identification.'),
  decline('decline-pottery', 'no data on pottery classes', 'Q: % of visitors this week (Mon 16 Jun–now) who take pottery classes. Base: all visitors this week. Excl. bots.', 'Please share what percentage of this week visitors, Monday 16th June till now, attend pottery classes, out of all visitors of this week. Exclude bots only.'),
  decline('decline-climbers', 'no data on rock climbing', 'Q: visitors from {customer.domain} who go rock climbing, L14D. Excl. bots.', 'Kindly share the visitors from {customer.domain} in last 14 days who are doing rock climbing itself. Bots excluded.'),
  decline('decline-birdwatchers', 'no data on bird-watching', 'Q: /pricing page views (exact path) MTD by visitors who are bird-watchers. Excl. bots.', 'Kindly revert with the page views of exact path /pricing this month till date by visitors who do bird-watching only. Exclude bots.'),
  decline('decline-origami', 'no data on origami', 'Q: first session today (18 Jun) by someone who folds origami — start time? Session = 30-min inactivity split. Excl. bots.', 'Please share the start time of the first session today, 18th June, by a visitor who does origami itself. Session breaks after 30 minutes of no activity. Bots excluded.'),
  decline('decline-telescope', 'no data on owning a telescope', 'Q: identified visitors who own a telescope. Window: all time. List.', 'Kindly share the list of identified visitors who are owning a telescope, all time only.'),
  decline('decline-camping', 'no data on camping trips', 'Q: accts w/ a page view under /blog/ last week (9–15 Jun) whose visitors went camping this year. Excl. bots. Count.', 'Kindly revert with the count of accounts who viewed pages under /blog/ last week, 9th to 15th June, and whose visitors went camping this year itself. Exclude bots.'),
  decline('decline-fishing-licence', 'no data on fishing licences', 'Q: visitors w/ a fishing licence who visited yesterday (17 Jun). Excl. bots. Count.', 'Please share how many visitors holding a fishing licence visited yesterday, 17th June only. Bots excluded.'),
  decline('decline-wine-tasting', 'no data on wine tasting', 'Q: avg current intent of lead accts whose people attended a wine tasting. Window: all time.', 'Kindly share the average current intent score of lead accounts whose people attended a wine tasting, all time itself.'),
  decline('decline-ham-radio', 'no data on amateur radio licences', 'Q: identifications last week (9–15 Jun) of licensed ham radio operators. Dated by when identified.', 'Kindly revert with identifications of last week, 9th to 15th June, of persons who are licensed ham radio operators only.'),
  decline('decline-archery', 'no data on archery', 'Q: sessions WTD (Mon 16 Jun–now) by visitors who practise archery. Session = 30-min inactivity split, dated by start. Excl. bots.', 'Please share sessions this week, Monday 16th June till now, by visitors who are practising archery itself. Session ends after 30 minutes of no activity, dated by start. Exclude bots.'),
  decline('decline-fencing', 'no data on fencing (the sport)', 'Q: accts that visited today (18 Jun) w/ at least one fencer among their visitors. Excl. bots. Count.', 'Kindly share the count of accounts visited today, 18th June, having at least one visitor who does fencing sport only. Bots excluded.'),
  decline('decline-skateboarders', 'no data on skateboarding', 'Q: page views since 10 Jun by visitors who skateboard. Excl. bots.', 'Kindly revert with page views since 10th June till date by visitors who are skateboarding itself. Exclude bots.'),
  decline('decline-volunteer-hours', 'no data on volunteering hours', 'Q: top 3 identified visitors by volunteering hours logged this year. Window: all time.', 'Please share top 3 identified visitors by number of volunteering hours this year, all time only.'),
  decline('decline-blood-donors', 'no data on blood donation', 'Q: % of identified visitors who donated blood this year. Base: all identified visitors. Window: all time.', 'Kindly share what percentage of identified visitors have donated blood this year, out of all identified visitors, all time itself.'),
  decline('decline-middle-name', 'no middle names are stored', 'Q: visitors from {lead.domain} whose middle name starts w/ J, this month (1–18 Jun). Excl. bots. Count.', 'Kindly revert with how many visitors from {lead.domain} this month till date are having a middle name starting with J only. Bots excluded.'),
  decline('decline-nickname', 'no nicknames are stored', 'Q: what nickname does {person.email} go by? Also their total visits, all time.', 'Kindly share the nickname of {person.email} and their all-time visit count itself.'),
  decline('decline-glasses', 'no data on wearing glasses', 'Q: identifications yesterday (17 Jun) of people who wear glasses. Dated by when identified.', 'Please share identifications of yesterday, 17th June, of persons who are wearing spectacles only.'),
  decline('decline-standing-desk', 'no data on standing desks', 'Q: customer accts that visited L7D where visitors use a standing desk. Excl. bots. List.', 'Kindly share the list of customer accounts visited in last 7 days whose visitors are using standing desk itself. Exclude bots.'),
  decline('decline-train-commute', 'no data on commuting', 'Q: sessions last week (9–15 Jun) by visitors who commute by train. Session = 30-min inactivity split, dated by start. Excl. bots.', 'Kindly revert with sessions of last week, 9th to 15th June, from visitors who commute by train only. Session breaks after 30 minutes of no activity and is dated by its start. Bots excluded.'),
  decline('decline-bowling-average', 'no data on bowling scores', 'Q: visitors w/ a ten-pin bowling avg over 150 who visited MTD (1–18 Jun). Excl. bots. Count.', 'Please share count of visitors having ten-pin bowling average above 150 who visited this month till date only. Exclude bots.'),
  decline('decline-rubiks-cube', "no data on Rubik's cube solving", "Q: first visit time of the fastest Rubik's cube solver among our identified visitors. Window: all time.", "Kindly share when the identified visitor who solves the Rubik's cube fastest first visited us, all time itself."),
];

export const SET45 = flatten(SET45_FAMILIES);
