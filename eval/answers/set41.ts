// Answer-graded set 41: "an SDR typing fast on a phone between calls, and a British marketing
// director preparing a board pack". Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only:
// eval/answers/set.ts, truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is
// exported and registered; not edited, so this set is not registered there), the first 80 lines of
// set35.ts (its header) and its import/export lines (a grep for ^import/^export, not its families),
// eval/demo.ts (its import from subgraphs/copilot/ was never followed), subgraphs/accounts/demo/
// (index.ts, companies.ts, traffic.ts, store.ts, random.ts, demo.repository.ts), schema.prisma,
// test/helpers/server.ts and test/helpers/db.ts, server/demo-bootstrap.ts lines 1-37 (its imports,
// DemoWorkspace and createDemoWorkspace) and a grep for createDemoWorkspace in it,
// core/db/index.ts's exported declarations (the Database interface, OpenDatabaseOptions,
// openDatabase, lines 9-80) and core/clock.ts, the first 60 lines of package.json (the scripts
// block and the start of the dependencies), sections 1 to 4.6 of
// /work/shared/spec/signal-service-interface.md (and its list of headings), and directory listings
// (file names, not contents) of the repository root, eval/ and eval/answers/. Values were read from
// the two generated workspaces' tables with plain SQL (psql) and with the harness's own truth
// (measures.ts evaluateSpec, broader, sameTruth, specProblems) in scratch/check41*.ts: both
// workspaces were built with createDemoWorkspace alone (the demo's defaults, and eval/demo.ts
// SECOND_WORKSPACE: 420 visitors, 45 days, seed 20250618, its values copied by hand so that no
// script imported eval/demo.ts or anything under subgraphs/copilot/) through test/helpers/server.ts
// startTestServer on a throwaway PostgreSQL database (set41_scratch, dropped afterwards) with a
// ManualClock at the eval clock, Wed 18 June 2025 12:00 UTC; no copilot setup ran, and its effects
// the truths can depend on were applied by hand (rec3 dismissed; person3 marked contacted, which no
// question here depends on); the refs were read back with eval/demo.ts readRefs' queries rewritten
// in plain SQL ({lead.name} is Apple on both workspaces; the other refs differ). Nothing was ever
// asked of the product. Never opened: subgraphs/copilot/, any other question set (set4-40 beyond
// set35's header and import/export lines, heldout*, blind, tuned, eval/questions.ts,
// eval/heldout.ts), README.md, tests outside test/helpers/, anything in scratch/ but check41*; no
// git command was run.
//
// Style: two phrasings per family. The first is persona 1, an SDR typing fast on a phone between
// calls: lower case, no question marks, fragments, abbreviations (accts, pvs, ppl, ids, recs, wk,
// mo, yday, l7d/l14d/l3d/l10d, mtd, wtd, w/, b/w, incl, excl, #, rn), "pls", "+ how many", and a
// typo now and then (vistors, anythng, onyl, sesions, identifed, acros, teh, attribted, competitr;
// never in a path, source, campaign or placeholder). The second is persona 2, a British marketing
// director preparing a board pack: full formal sentences, polite framing ("Could you let me know
// ...", "Could you compare ..."), British spelling and words (organisations, programme, analyse,
// behaviour, whilst, fortnight), "the week commencing 9th June 2025", dates written 9th June 2025
// (never numeric). The clock is Wed 18 June 2025 12:00 UTC: "today" is 18 June, "yesterday" 17
// June, "this week" Monday 16 June to now, "last week" / "the week commencing 9th June 2025" 9-15
// June, "this month" 1-18 June, "last month" May; "past fortnight" and "l14d" are 14 days (both
// readings).
//
// Conventions every question states in its persona's words: page views, visitors and sessions
// exclude bots ("no bots", "real ppl only", "humans only", "excluding bot traffic", "bots
// excluded", "disregarding bots"), a named person's own visits and sessions aside; sessions end
// after 30 minutes of inactivity and are dated by their start; attributed sessions are the campaign
// attribution rollup's (every such question says "attribution rollup"); an identification is a
// visitor identified by any method, dated by when identified (questions naming one method,
// email_capture or asn, name it instead); identification questions never mention bots; intent is
// the current score and visit counts (and an account's visitor count) all-time figures, and the
// questions say so; every share names its base; "new" (accounts: first seen in the window;
// visitors: first visit in it) and "returning" (a page view in the window, first seen / first visit
// before it) are defined in the question; all-time questions say "all time", "ever", "across all
// time" or "over all time" (a named account's last seen, a person's first or last visit or first
// session, and the latest asn identification are all-time by nature); recommendations are asked
// without a window, and "open" is defined (new, or snoozed with the snooze over). Account questions
// whose rows include the consumer-mailbox `personal` account on either workspace (visited today,
// this week, last week, this month, via paid_social, source g2, campaign monthly-digest, under
// /blog/, of /pricing/enterprise yesterday, leads with intent 80+, intent exactly 100, the top
// accounts by page views, the comparison, the lead share and the lead average) carry persona 1's
// "gmail/yahoo/outlook ppl all get lumped into 1 acct called personal, count that as 1 acct" or
// persona 2's "Please count the 'personal' account, under which every visitor with a consumer
// mailbox is grouped, as a single account."; the others filter it out (customers, competitors, a
// named company, intent 30 or below, visit count 10-20) or it cannot match (accounts first seen
// this month). People questions filtered on lead accounts (identifications this week, top pages of
// leads yesterday) say that consumer-mailbox visitors sit in `personal`, a lead account, and count.
// Pages are named by path; named entities use eval/demo.ts's DemoRefs placeholders.
//
// Known limits on these workspaces (scratch/check41.ts on both): every answerable family's
// constraints each change its truth on both workspaces (broader/sameTruth, and also per reading: no
// reading of a two-reading window equals the truth with the window or a filter dropped); the
// comparisons (which broader skips) have no filters, and their two windows differ in value; no
// truth is empty, zero or a 0/100 share; no window covers all of a workspace's data (the demo's
// data starts 21 May 2025 12:20, so nothing asks for 28 days or more, or since before 21 May);
// specProblems is empty for every family; no top-N has a tie at its cut. Ties inside a top-N (any
// order accepted): second workspace vis-top3-intent-pricing-thiswk (two at 90),
// pv-top3-pages-leads-yday (three at 7), att-top2-campaigns-10d (two at 17) and
// att-top2-sources-since-jun9 (two at 17). Small truths: acc-customers-today-list 2 accounts on
// both, acc-pricing-ent-yday-list 2 and vis-customer-domain-since-jun10-list 2 on the second
// workspace, id-email-yday-list 4 / 2, ses-person4-14d 3 on both (both readings),
// ses-competitor-domain-3d 6 / 4-3, pv-customer-domain-lastwk 4 and vis-avg-intent-customers-lastwk
// (4 visitors) on the second, id-today 4 / 5; acc-top2-visits-customers ranks 2 of only 3
// customers. Some truths are equal on both workspaces: id-int-50-80-lastwk 10, pv-person2-all 16,
// ses-person4-14d 3, and the recommendations (13 open of 14 once rec3 is dismissed, each subject
// distinct); rec-open-list's keys assume the eval dismisses the same rec3 (readRefs' order:
// created_at, then subject). The personal account is first in acc-top3-views-lastwk on both
// workspaces. Attribution channels, sources and campaigns are one-to-one in the demo data
// (google/paid_search/brand-search, linkedin/paid_social/abm-q3, newsletter/email/monthly-digest,
// facebook/social/launch-week, g2/affiliate/g2-listing), and for attributed sessions only the
// calendar reading of "last N days" counts (measures.ts). Sessions questions with a classification,
// company, domain or email filter count that visitor's sessions; identification questions with a
// page filter (id-demo-all) are all-time, so the page view needs no window. First-draft families
// replaced after the checks: customer accounts visited yesterday (all three on the demo), top 5
// accounts by views last week (tie at the cut), the first account seen with intent under 20 (the
// workspace's first account on the second), visitors with intent over 70 in the last 10 days (all
// of them), top 5 visitors by intent on /demo (ties), top 3 pages this week (ties), top 3 channels
// last month (all-time order on the second), the last /pricing session of a lead (the latest of
// all), top 3 channels this month (tie), top source 2-15 June (all-time on the demo, tie on the
// second), top 2 campaigns last week (same groups as the channels), top 3 identifications by visit
// count (ties), top 3 customer accounts (3 of 3).
//
// Coverage (126 families, 252 questions): measures count 51, list 6, top 11, first 5, last 5, avg
// 4, sum 3, share 7, compare 6, decline 28; subjects accounts 22, visitors 17, page views 17,
// sessions 13, attributed sessions 10, identifications 15, recommendations 4; filters (share parts
// included) classification 15, intent = / > / >= / < / <= / between 1 each, visit count between / >
// / >= 1 each, path 9, path prefix 4, channel 4, source 3, campaign 4, identification source 5,
// domain 5, company 4, email 5, identified 3 (true) + 1 (false), new 3, returning 2, state 3;
// windows (a comparison's two counted apart) today 8, yesterday 9, this week 11, last week 17, this
// month 15, last month 6, last N days 6 (3, 7, 10 and 14 ×3), since a date 7, between two dates 4,
// all time 17, none (recommendations) 4.
//
// Declines (28), each otherwise answerable, with one constraint no table or column holds: weather
// on the day, visitors' age, colour blindness, DISC personality profiles, followers on X, salary,
// university attended, annual leave, Glassdoor ratings, marathon running, mood while browsing,
// eye-tracking, smoking, political support, dog ownership, football team supported, marital status,
// heart rate, press coverage, birthdays, credit scores, young children, star signs, electric-car
// drivers, golf, height, vegetarian diet, four-day working weeks.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

// the consumer-mailbox account, in each persona's words
const P1 = 'gmail/yahoo/outlook ppl all get lumped into 1 acct called personal, count that as 1 acct';
const P2 = "Please count the 'personal' account, under which every visitor with a consumer mailbox is grouped, as a single account.";
// people at lead accounts: the personal account is a lead
const L1 = 'ppl on gmail etc sit in the personal acct which is a lead, so they count';
const L2 = "Visitors with consumer mailboxes belong to the 'personal' account, which is classified as a lead, so please include them.";

export const SET41_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────
  {
    id: 'acc-today',
    spec: { m: 'count', s: 'accounts', w: TODAY },
    qs: [
      `how many accts hit the site today, real ppl only no bots. ${P1}`,
      `Could you let me know how many accounts (organisations) visited our website today, 18th June 2025, counting only genuine human visits and excluding bot traffic? ${P2}`,
    ],
  },
  {
    id: 'acc-leads-int80-thiswk',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 80 } }, w: thisP('week') },
    qs: [
      `# of lead accts w/ current intent 80 or more that had a real pv this wk (mon to now), no bots. ${P1}`,
      `How many accounts classified as leads, with a current intent score of 80 or above, have visited the site this week (since Monday 16th June 2025), excluding bot traffic? ${P2}`,
    ],
  },
  {
    id: 'acc-customers-today-list',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      'which customer accts were on the site today, humans only no bots. list em + how many pls',
      'Could you list the customer accounts that have visited our website today, 18th June 2025, excluding any bot traffic, and tell me how many there are in total?',
    ],
  },
  {
    id: 'acc-top3-views-lastwk',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: lastP('week') },
    qs: [
      `top 3 accts by # of pvs last wk (mon jun 9 - sun jun 15), bots excluded. also how many accts had pvs that wk. ${P1}`,
      `For the week commencing 9th June 2025, which three accounts generated the most page views from real people (bots excluded), and how many accounts viewed pages that week in total? ${P2}`,
    ],
  },
  {
    id: 'acc-new-thismo',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'how many new accts this mo. new = first seen on or after jun 1',
      'How many new accounts have we gained this month? By new I mean accounts first seen on or after 1st June 2025.',
    ],
  },
  {
    id: 'acc-returning-lastwk',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      `returning accts last wk pls: had a real (non bot) pv jun 9-15 but first seen before jun 9. ${P1}`,
      `As part of our analysis of returning behaviour, how many returning accounts did we see in the week commencing 9th June 2025? By returning I mean accounts that had a page view from a real person (not a bot) that week and were first seen before Monday 9th June. ${P2}`,
    ],
  },
  {
    id: 'acc-avg-intent-customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' }, w: ALL },
    qs: [
      'avg current intent score acros all our customer accts, all time',
      'What is the average current intent score across all of our customer accounts, taken over all time?',
    ],
  },
  {
    id: 'acc-sum-visits-competitors',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'add up the all time visit counts of our competitor accts, total pls',
      "Could you give me the total of our competitor accounts' all-time visit counts, summed across every account classified as a competitor?",
    ],
  },
  {
    id: 'acc-share-leads-thismo',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' }, w: thisP('month') },
    qs: [
      `of all accts w/ a real pv this mo (jun 1 to now, no bots), what % are leads. ${P1}`,
      `Of all the accounts that visited the site this month (1st June 2025 to date, bot traffic excluded), what percentage are classified as leads? ${P2}`,
    ],
  },
  {
    id: 'acc-first-new-thismo',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: thisP('month') },
    qs: [
      'when did the 1st brand new acct of june show up, ie earliest first seen time among accts first seen this mo',
      'Among the accounts first seen this month (on or after 1st June 2025), when was the earliest one first seen? Please give the date and time.',
    ],
  },
  {
    id: 'acc-last-seen-competitor-name',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{competitor.name}' }, w: ALL },
    qs: [
      'when was {competitor.name} last seen on our site, date + time',
      'Could you let me know when the account {competitor.name} was last seen on our website?',
    ],
  },
  {
    id: 'acc-visits-10-20-since-jun1',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: 'between', lo: 10, hi: 20 } }, w: since('2025-06-01') },
    qs: [
      'how many accts w/ an all time visit count b/w 10 and 20 (both incl) had a real pv since jun 1, no bots',
      'How many accounts with an all-time visit count between 10 and 20 inclusive have had a page view from a real person since 1st June 2025, excluding bots?',
    ],
  },
  {
    id: 'acc-pricing-ent-yday-list',
    spec: { m: 'list', s: 'accounts', f: { path: '/pricing/enterprise' }, w: YESTERDAY },
    qs: [
      `which accts looked at /pricing/enterprise yday, no bots. list + count. ${P1}`,
      `Which accounts viewed /pricing/enterprise yesterday, 17th June 2025, counting real people only and not bots? Please list them and say how many there were. ${P2}`,
    ],
  },
  {
    id: 'acc-blog-thiswk',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/blog/' }, w: thisP('week') },
    qs: [
      `# accts that read anythng under /blog/ this wk (wtd), real ppl only. ${P1}`,
      `How many organisations have viewed any page under /blog/ this week (Monday 16th June 2025 to now), excluding bot traffic? ${P2}`,
    ],
  },
  {
    id: 'acc-paidsocial-14d',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: days(14) },
    qs: [
      `accts w/ a pv from the paid_social channel l14d, excl bots, how many. ${P1}`,
      `Over the past fortnight, how many accounts had at least one page view arriving through the paid_social channel, bot traffic excluded? ${P2}`,
    ],
  },
  {
    id: 'acc-g2-jun2-8',
    spec: { m: 'count', s: 'accounts', f: { source: 'g2' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      `how many accts came in w/ utm source g2 b/w jun 2 and jun 8 incl, humans only. ${P1}`,
      `How many accounts had a page view with the UTM source g2 between 2nd June and 8th June 2025 inclusive, excluding bots? ${P2}`,
    ],
  },
  {
    id: 'acc-digest-lastmo',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'monthly-digest' }, w: lastP('month') },
    qs: [
      `# accts that clicked thru the monthly-digest campaign last mo (may), real pvs only no bots. ${P1}`,
      `How many accounts viewed the site through the monthly-digest campaign last month (May 2025), counting genuine page views only and excluding bots? ${P2}`,
    ],
  },
  {
    id: 'acc-cmp-thiswk-lastwk',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      `accts w/ a real pv this wk vs last wk (jun 9-15), no bots, both numbers pls. ${P1}`,
      `Could you compare the number of accounts that visited the site this week (since Monday 16th June 2025) with the number in the week commencing 9th June 2025? Bots excluded in both cases. ${P2}`,
    ],
  },
  {
    id: 'acc-int100-all',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: ALL },
    qs: [
      `how many accts have a current intent of exactly 100, all time. ${P1}`,
      `Across all time, how many accounts currently have an intent score of exactly 100? ${P2}`,
    ],
  },
  {
    id: 'acc-int-le30-7d',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 30 } }, w: days(7) },
    qs: [
      'accts w/ current intent 30 or under that still had a real pv l7d, no bots, how many',
      'How many accounts with a current intent score of 30 or below have nonetheless visited the site in the past seven days, excluding bot traffic?',
    ],
  },
  {
    id: 'acc-avg-visitors-leads-thismo',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { classification: 'lead' }, w: thisP('month') },
    qs: [
      `avg # of ppl per lead acct (the accts all time visitor count) for lead accts w/ a real pv this mo. ${P1}`,
      `For the lead accounts that visited the site this month (bots excluded), what is the average number of people per account, using each account's all-time visitor count? ${P2}`,
    ],
  },
  {
    id: 'acc-top2-visits-customers',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      'top 2 customer accts by all time visit count + how many customer accts we have',
      'Which two customer accounts have the highest all-time visit counts, and how many customer accounts are there altogether?',
    ],
  },

  // ─── visitors ──────────────────────────────────────────────────────────────
  {
    id: 'vis-today',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: [
      'how many vistors today, real ppl not bots',
      'How many individual visitors have we had on the site today, 18th June 2025, excluding bots?',
    ],
  },
  {
    id: 'vis-identified-yday',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: YESTERDAY },
    qs: [
      'identified visitors (any method) w/ a pv yday, no bots, #',
      'How many visitors who have been identified (by any method) viewed the site yesterday, 17th June 2025, excluding bot traffic?',
    ],
  },
  {
    id: 'vis-anon-thiswk',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: thisP('week') },
    qs: [
      'how many anon visitors this wk, ie not identified by any method yet, excl bots',
      'How many visitors this week (from Monday 16th June 2025) remain unidentified by any method? Please exclude bots.',
    ],
  },
  {
    id: 'vis-new-lastwk',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: lastP('week') },
    qs: [
      'new visitors last wk pls, new = their very first visit was jun 9-15, humans only',
      'How many new visitors did we have in the week commencing 9th June 2025, new meaning their first ever visit fell within that week? Bots excluded, please.',
    ],
  },
  {
    id: 'vis-returning-thismo',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: thisP('month') },
    qs: [
      'returning visitors this mo: visited jun 1 - now but 1st visit was before jun 1. no bots',
      'How many returning visitors have we had this month? By returning I mean people who visited between 1st June 2025 and now but whose first visit was before 1st June. Please exclude bots.',
    ],
  },
  {
    id: 'vis-int-gt70-yday',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>', v: 70 } }, w: YESTERDAY },
    qs: [
      'visitors w/ current intent over 70 (strictly) who were on the site yday, no bots, how many',
      'How many visitors with a current intent score above 70 were on the site yesterday, 17th June 2025, excluding bot traffic?',
    ],
  },
  {
    id: 'vis-customer-domain-since-jun10-list',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: since('2025-06-10') },
    qs: [
      'list the visitors from {customer.domain} since jun 10, real ppl only, + how many',
      'Could you list every visitor from {customer.domain} who has been on the site since 10th June 2025, excluding bots, and tell me how many there are?',
    ],
  },
  {
    id: 'vis-top3-intent-pricing-thiswk',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'intent_score', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'top 3 visitors by current intent who hit /pricing this wk, no bots. + total # who hit it',
      'Of the visitors who viewed /pricing this week (since Monday 16th June 2025, bots excluded), which three have the highest current intent scores, and how many viewed it in all?',
    ],
  },
  {
    id: 'vis-avg-intent-customers-lastwk',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { classification: 'customer' }, w: lastP('week') },
    qs: [
      'avg current intent of visitors from customer accts who visited last wk (jun 9-15), excl bots',
      'What was the average current intent score of visitors from customer accounts who visited in the week commencing 9th June 2025, bots excluded?',
    ],
  },
  {
    id: 'vis-sum-visits-competitor-domain',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{competitor.domain}' }, w: ALL },
    qs: [
      'total all time visit count summed over the visitors from {competitor.domain}, real ppl only',
      'Summing each visitor\'s all-time visit count, what is the total for the people from {competitor.domain}, disregarding bots?',
    ],
  },
  {
    id: 'vis-share-identified-lastwk',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: lastP('week') },
    qs: [
      'what % of last wks visitors (jun 9-15, no bots) are identified by any method. base = all visitors that wk',
      'Whilst preparing the board pack I should like to analyse identification rates: of all visitors in the week commencing 9th June 2025 (bots excluded), what percentage have been identified by any method?',
    ],
  },
  {
    id: 'vis-first-visit-person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'when was {person.email} first ever on the site',
      'Could you tell me when {person.email} first ever visited our website?',
    ],
  },
  {
    id: 'vis-last-visit-consumer',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' }, w: ALL },
    qs: [
      'last visit by {consumer.email}, when',
      'When did {consumer.email} last visit the site?',
    ],
  },
  {
    id: 'vis-abm-since-jun1',
    spec: { m: 'count', s: 'visitors', f: { campaign: 'abm-q3' }, w: since('2025-06-01') },
    qs: [
      'how many visitors came thru the abm-q3 campaign since jun 1, no bots',
      'How many visitors have arrived through the abm-q3 campaign programme since 1st June 2025, excluding bots?',
    ],
  },
  {
    id: 'vis-cmp-today-yday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      'visitors today vs yday, humans only, give both',
      'Could you compare the number of visitors today (18th June 2025) with yesterday (17th June 2025), excluding bots in both cases?',
    ],
  },
  {
    id: 'vis-visits-ge10-thiswk',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 10 } }, w: thisP('week') },
    qs: [
      'visitors w/ 10+ visits all time who were on the site this wk, real ppl only, how many',
      'How many visitors with an all-time visit count of 10 or more have been on the site this week (since Monday 16th June 2025), excluding bots?',
    ],
  },
  {
    id: 'vis-int-lt10-all',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '<', v: 10 } }, w: ALL },
    qs: [
      'all time, how many visitors (no bots) have a current intent under 10',
      'Across all time, how many visitors, excluding bots, have a current intent score below 10?',
    ],
  },

  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 'pv-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      'pvs today so far, no bots',
      'How many page views has the site had so far today, 18th June 2025, excluding bot traffic?',
    ],
  },
  {
    id: 'pv-pricing-yday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY },
    qs: [
      'how many pvs of /pricing yday (just that exact page), excl bots',
      'How many views did the /pricing page itself receive yesterday, 17th June 2025, not counting bots?',
    ],
  },
  {
    id: 'pv-product-prefix-lastwk',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/product' }, w: lastP('week') },
    qs: [
      'pvs on /product + anything under /product/ last wk, real ppl only',
      'How many page views did /product and all the pages beneath it receive in the week commencing 9th June 2025, excluding bots?',
    ],
  },
  {
    id: 'pv-top3-pages-thismo',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'top 3 pages by pvs mtd (jun 1 on), bots out. + how many diff pages got views',
      'Which three pages have received the most page views this month to date (since 1st June 2025), excluding bots, and how many distinct pages were viewed in total?',
    ],
  },
  {
    id: 'pv-top3-channels-may26-jun8',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: between('2025-05-26', '2025-06-08') },
    qs: [
      'top 3 channels by pvs b/w may 26 and jun 8 incl, no bots, + how many channels total',
      'For the fortnight from 26th May to 8th June 2025 inclusive, which three channels brought the most page views (bots excluded), and out of how many channels?',
    ],
  },
  {
    id: 'pv-organic-thismo',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: thisP('month') },
    qs: [
      'organic_search pvs this mo, humans onyl',
      'How many page views have come through the organic_search channel this month (1st June 2025 to date), excluding bots?',
    ],
  },
  {
    id: 'pv-newsletter-since-jun5',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' }, w: since('2025-06-05') },
    qs: [
      'pvs w/ utm source newsletter since jun 5, excl bots',
      'How many page views with the UTM source newsletter have we recorded since 5th June 2025, bots excluded?',
    ],
  },
  {
    id: 'pv-launchweek-may26-jun1',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'launch-week campaign pvs b/w may 26 and jun 1 (both days in), no bots',
      'How many page views did the launch-week campaign generate between Monday 26th May and Sunday 1st June 2025 inclusive, excluding bot traffic?',
    ],
  },
  {
    id: 'pv-customer-domain-lastwk',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}' }, w: lastP('week') },
    qs: [
      'pvs from {customer.domain} last wk, real ppl only',
      'How many page views did {customer.domain} generate in the week commencing 9th June 2025, excluding bots?',
    ],
  },
  {
    id: 'pv-person2-all',
    spec: { m: 'count', s: 'page_views', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      'how many pvs has {person2.email} done all time',
      'How many pages has {person2.email} viewed in total, over all time?',
    ],
  },
  {
    id: 'pv-iptable-thiswk',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'ip_table' }, w: thisP('week') },
    qs: [
      'pvs this wk from visitors identified via the ip table (ip_table), no bots',
      'How many page views this week (since Monday 16th June 2025) came from visitors identified through the IP range table (ip_table), excluding bots?',
    ],
  },
  {
    id: 'pv-share-pricing-prefix-thismo',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'what % of all pvs this mo were on /pricing or under /pricing/, base = all real pvs this mo, no bots',
      'Of all page views this month (1st June 2025 to date, bots excluded), what percentage were of /pricing or of pages beneath /pricing/?',
    ],
  },
  {
    id: 'pv-first-careers-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/careers' }, w: TODAY },
    qs: [
      'time of the first /careers pv today, real ppl only',
      'At what time was /careers first viewed today, 18th June 2025, ignoring bot traffic?',
    ],
  },
  {
    id: 'pv-last-pricing-ent-competitors',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise', classification: 'competitor' }, w: ALL },
    qs: [
      'last time anyone from a competitr acct looked at /pricing/enterprise, ever, no bots',
      'When did someone from a competitor account most recently view /pricing/enterprise, looking across all time and excluding bots?',
    ],
  },
  {
    id: 'pv-cmp-thismo-lastmo',
    spec: { m: 'compare', s: 'page_views', w: thisP('month'), w2: lastP('month') },
    qs: [
      'pvs this mo (jun 1 - now) vs last mo (may), excl bots, both #s',
      'Could you compare page views this month to date (1st June 2025 onwards) with the whole of last month (May 2025), excluding bots from both figures?',
    ],
  },
  {
    id: 'pv-customer2-name-thismo',
    spec: { m: 'count', s: 'page_views', f: { company: '{customer2.name}' }, w: thisP('month') },
    qs: [
      'pvs by ppl at {customer2.name} this mo, no bots',
      'How many page views have people at {customer2.name} made this month (since 1st June 2025), excluding bot traffic?',
    ],
  },
  {
    id: 'pv-top3-pages-leads-yday',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      `top 3 pages viewed by ppl at lead accts yday, bots out, + how many pages they viewed. ${L1}`,
      `Which three pages did visitors from lead accounts view most yesterday, 17th June 2025 (bots excluded), and how many different pages did they view? ${L2}`,
    ],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 'ses-today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: [
      'sesions today, no bots. session = ends after 30 min idle, counted on the day it starts',
      'How many sessions have started today, 18th June 2025, excluding bots? Please treat a session as ending after 30 minutes of inactivity and date each session by its start.',
    ],
  },
  {
    id: 'ses-demo-yday',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      'how many sessions yday included a /demo view. real ppl only, 30 min idle splits sessions, dated by start',
      'How many sessions that started yesterday, 17th June 2025, included a view of /demo? Exclude bots, split sessions after 30 minutes of inactivity and date them by their start.',
    ],
  },
  {
    id: 'ses-customers-lastwk',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: lastP('week') },
    qs: [
      'sessions by customer accts last wk (jun 9-15), no bots, 30 min gap = new session, by start date',
      'How many sessions did visitors from customer accounts start in the week commencing 9th June 2025? Bots excluded; a session ends after 30 minutes of inactivity and is dated by when it starts.',
    ],
  },
  {
    id: 'ses-identified-thismo',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: thisP('month') },
    qs: [
      'sessions this mo by identified visitors (any method), no bots, 30 min idle rule, dated by start',
      'How many sessions have visitors identified by any method started this month (since 1st June 2025)? Please exclude bots, end a session after 30 minutes of inactivity and date it by its start.',
    ],
  },
  {
    id: 'ses-competitor-domain-3d',
    spec: { m: 'count', s: 'sessions', f: { domain: '{competitor.domain}' }, w: days(3) },
    qs: [
      'sessions from {competitor.domain} l3d, humans only, 30 min timeout, by start',
      'How many sessions has {competitor.domain} started in the last three days, excluding bots, with sessions split after 30 minutes of inactivity and dated by their start?',
    ],
  },
  {
    id: 'ses-blog-since-jun12',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/blog/' }, w: since('2025-06-12') },
    qs: [
      'sessions since jun 12 that touched any /blog/ page, no bots, 30 min idle = new session, dated by start',
      'Since 12th June 2025, how many sessions included at least one page under /blog/? Exclude bots; a session ends after 30 minutes without activity and is dated by its start.',
    ],
  },
  {
    id: 'ses-first-person3',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { email: '{person3.email}' }, w: ALL },
    qs: [
      'when did {person3.email} start their first ever session (30 min idle splits sessions)',
      'When did {person3.email} begin their very first session on our site, treating a session as ending after 30 minutes of inactivity?',
    ],
  },
  {
    id: 'ses-last-pricing-customers',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { path: '/pricing', classification: 'customer' }, w: ALL },
    qs: [
      'start time of the most recent session by someone at a customer acct that included /pricing, ever. no bots, 30 min idle rule',
      'Across all time, when did the most recent session that included /pricing, by a visitor from a customer account, begin? Please exclude bots and split sessions after 30 minutes of inactivity.',
    ],
  },
  {
    id: 'ses-asn-jun2-13',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'asn' }, w: between('2025-06-02', '2025-06-13') },
    qs: [
      'sessions b/w jun 2 and jun 13 incl by visitors identified via asn, excl bots, 30 min timeout, by start date',
      'How many sessions did visitors identified through the ASN (network owner) method start between 2nd June and 13th June 2025 inclusive? Exclude bots, split sessions after 30 minutes of inactivity and date them by their start.',
    ],
  },
  {
    id: 'ses-cmp-thiswk-lastwk',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'sessions this wk vs last wk, no bots, 30 min idle splits, by start. both #s',
      'Could you compare the number of sessions started this week (since Monday 16th June 2025) with the week commencing 9th June 2025? Bots excluded, sessions ending after 30 minutes of inactivity and dated by their start.',
    ],
  },
  {
    id: 'ses-share-pricing-lastwk',
    spec: { m: 'share', s: 'sessions', part: { path: '/pricing' }, w: lastP('week') },
    qs: [
      'what % of last wks sessions included /pricing. base = all sessions jun 9-15, real ppl only, 30 min idle rule, by start',
      'What percentage of all sessions started in the week commencing 9th June 2025 included a view of /pricing? Bots excluded; a session ends after 30 minutes of inactivity and is dated by its start.',
    ],
  },
  {
    id: 'ses-customer-name-lastmo',
    spec: { m: 'count', s: 'sessions', f: { company: '{customer.name}' }, w: lastP('month') },
    qs: [
      'sessions by ppl at {customer.name} last mo (may), humans only, 30 min gap = new session, dated by start',
      'How many sessions did people at {customer.name} start last month (May 2025)? Exclude bots; a session ends after 30 minutes of inactivity and is dated by its start.',
    ],
  },
  {
    id: 'ses-person4-14d',
    spec: { m: 'count', s: 'sessions', f: { email: '{person4.email}' }, w: days(14) },
    qs: [
      'how many sessions has {person4.email} had l14d (30 min idle splits, by start)',
      'How many sessions has {person4.email} started over the past fortnight, ending a session after 30 minutes of inactivity?',
    ],
  },

  // ─── attributed sessions (the attribution rollup) ─────────────────────────
  {
    id: 'att-yday',
    spec: { m: 'count', s: 'attributed_sessions', w: YESTERDAY },
    qs: [
      'attribted sessions yday from the campaign attribution rollup',
      'How many attributed sessions does the campaign attribution rollup record for yesterday, 17th June 2025?',
    ],
  },
  {
    id: 'att-paidsearch-lastwk',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: lastP('week') },
    qs: [
      'paid_search attributed sessions last wk (jun 9-15) per the attribution rollup',
      'According to the campaign attribution rollup, how many attributed sessions came through paid_search in the week commencing 9th June 2025?',
    ],
  },
  {
    id: 'att-top1-channel-thismo',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: thisP('month') },
    qs: [
      'which channel has the most attributed sessions this mo in the attribution rollup, + out of how many channels',
      'In the campaign attribution rollup, which channel has the most attributed sessions this month to date, and out of how many channels?',
    ],
  },
  {
    id: 'att-top3-channels-lastwk',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: lastP('week') },
    qs: [
      'top 3 channels by attributed sessions last wk (attribution rollup), + how many channels had any',
      'Using the campaign attribution rollup, which three channels produced the most attributed sessions in the week commencing 9th June 2025, and how many channels recorded any?',
    ],
  },
  {
    id: 'att-linkedin-14d',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: days(14) },
    qs: [
      'attributed sessions w/ source linkedin l14d, from the attribution rollup',
      'How many attributed sessions with the source linkedin does the campaign attribution rollup show for the past fortnight?',
    ],
  },
  {
    id: 'att-g2-lastmo',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: lastP('month') },
    qs: [
      'g2-listing campaign attributed sessions last mo (may), attribution rollup',
      'How many attributed sessions did the g2-listing campaign receive last month (May 2025), according to the campaign attribution rollup?',
    ],
  },
  {
    id: 'att-share-email-thismo',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: thisP('month') },
    qs: [
      'share of this mos attributed sessions from the email channel, base = all attributed sessions this mo in the attribution rollup',
      'What share of this month\'s attributed sessions in the campaign attribution rollup came from the email channel, as a percentage of all attributed sessions this month?',
    ],
  },
  {
    id: 'att-cmp-thiswk-lastwk',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'attributed sessions this wk vs last wk, attribution rollup, both #s',
      'Could you compare the attributed sessions in the campaign attribution rollup for this week (since Monday 16th June 2025) against the week commencing 9th June 2025?',
    ],
  },
  {
    id: 'att-top2-campaigns-10d',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: days(10) },
    qs: [
      'top 2 campaigns by attributed sessions l10d (attribution rollup) + how many campaigns in total',
      'Which two campaigns have the most attributed sessions in the campaign attribution rollup over the last ten days, and out of how many campaigns?',
    ],
  },
  {
    id: 'att-top2-sources-since-jun9',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'source', w: since('2025-06-09') },
    qs: [
      'top 2 utm sources by attributed sessions since jun 9, attribution rollup, + # of sources',
      'Since 9th June 2025, which two sources account for the most attributed sessions in the campaign attribution rollup, and how many sources are there in all?',
    ],
  },

  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 'id-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'how many ppl got identifed today, any method, by when identified',
      'How many visitors have been identified today, 18th June 2025, by any method, counting each by when they were identified?',
    ],
  },
  {
    id: 'id-email-yday-list',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'who got identified yday via email capture (email_capture), list + count',
      'Could you list the visitors identified yesterday, 17th June 2025, through email capture (email_capture), and say how many there were?',
    ],
  },
  {
    id: 'id-leads-thiswk',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      `ids this wk at lead accts, any method, dated by when identified. ${L1}`,
      `How many visitors from lead accounts have been identified this week (since Monday 16th June 2025), by any method and dated by when they were identified? ${L2}`,
    ],
  },
  {
    id: 'id-int-50-80-lastwk',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: 'between', lo: 50, hi: 80 } }, w: lastP('week') },
    qs: [
      'ppl identified last wk (jun 9-15, any method) w/ current intent b/w 50 and 80 incl, how many',
      'How many people identified in the week commencing 9th June 2025, by any method, have a current intent score between 50 and 80 inclusive?',
    ],
  },
  {
    id: 'id-customers-thismo-list',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'list ppl at customer accts identified this mo (any method, by date identified) + how many',
      'Could you list the visitors from customer accounts who were identified this month (since 1st June 2025) by any method, together with the total number?',
    ],
  },
  {
    id: 'id-top3-intent-lastwk',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'intent_score', w: lastP('week') },
    qs: [
      'of ppl identified last wk (any method, jun 9-15), top 3 by current intent + how many were identified',
      'Of the people identified by any method in the week commencing 9th June 2025, which three have the highest current intent scores, and how many were identified that week in all?',
    ],
  },
  {
    id: 'id-sum-visits-customers-lastmo',
    spec: { m: 'sum', s: 'identifications', field: 'visit_count', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'ppl at customer accts identified last mo (may, any method): total of their all time visit counts',
      'For the visitors from customer accounts who were identified by any method last month (May 2025), what is the sum of their all-time visit counts?',
    ],
  },
  {
    id: 'id-first-customer2-domain',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { domain: '{customer2.domain}' }, w: ALL },
    qs: [
      'when was the 1st person from {customer2.domain} identified, any method, ever',
      'When was the first person from {customer2.domain} identified, by any method, across all time?',
    ],
  },
  {
    id: 'id-last-asn',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' }, w: ALL },
    qs: [
      'most recent id made via asn (network owner lookup), when',
      'When was the most recent identification made through the ASN (network owner) method?',
    ],
  },
  {
    id: 'id-avg-intent-since-jun9',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: since('2025-06-09') },
    qs: [
      'avg current intent of everyone identified since jun 9 (any method)',
      'What is the average current intent score of all the people identified by any method since 9th June 2025?',
    ],
  },
  {
    id: 'id-share-iptable-thismo',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: thisP('month') },
    qs: [
      'what % of this mos ids came from the ip table (ip_table), base = all ppl identified this mo by any method',
      'Of all the visitors identified by any method this month (since 1st June 2025), what percentage were identified through the IP range table (ip_table)?',
    ],
  },
  {
    id: 'id-cmp-thiswk-lastwk',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'ids this wk vs last wk, any method, by when identified, both #s',
      'Could you compare the number of identifications this week (since Monday 16th June 2025) with the week commencing 9th June 2025, counting visitors identified by any method and dating each by when they were identified?',
    ],
  },
  {
    id: 'id-visits-gt5-lastmo',
    spec: { m: 'count', s: 'identifications', f: { visits: { op: '>', v: 5 } }, w: lastP('month') },
    qs: [
      'ppl identified last mo (may, any method) w/ an all time visit count over 5, how many',
      'How many people identified by any method last month (May 2025) have an all-time visit count greater than 5?',
    ],
  },
  {
    id: 'id-demo-all',
    spec: { m: 'count', s: 'identifications', f: { path: '/demo' }, w: ALL },
    qs: [
      'all time, how many identified ppl (any method) have viewed /demo',
      'Across all time, how many people identified by any method have viewed the /demo page?',
    ],
  },
  {
    id: 'id-apple-all',
    spec: { m: 'count', s: 'identifications', f: { company: '{lead.name}' }, w: ALL },
    qs: [
      'how many ppl at {lead.name} have we identified ever, any method',
      'How many people at {lead.name} have we identified by any method, over all time?',
    ],
  },

  // ─── recommendations (no window: their creation time is the run's) ─────────
  {
    id: 'rec-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'how many open recs rn. open = new, or snoozed w/ the snooze over',
      'How many recommendations are currently open, meaning either new or snoozed with the snooze period now over?',
    ],
  },
  {
    id: 'rec-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'list the open recs (new, or snoozed + snooze ended) and how many',
      'Could you list the open recommendations, open meaning new or snoozed with the snooze elapsed, and tell me how many there are?',
    ],
  },
  {
    id: 'rec-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      'total recs in teh workspace, any status incl dismissed/done',
      'How many recommendations are there in the workspace altogether, whatever their status, dismissed and completed ones included?',
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      'what % of all recs (any status) are open, open = new or snoozed w/ snooze over',
      'What percentage of all recommendations, of any status, are currently open (new, or snoozed with the snooze elapsed)?',
    ],
  },

  // ─── declines: otherwise answerable, with one constraint no table or column holds ───
  {
    id: 'decl-weather',
    spec: { m: 'decline', why: 'no weather data is held' },
    qs: [
      'how many pvs last wk happened on days it rained in manchester, no bots',
      'How many page views did we receive in the week commencing 9th June 2025 on days when it was raining in Manchester, excluding bots?',
    ],
  },
  {
    id: 'decl-age',
    spec: { m: 'decline', why: "visitors' ages are not held" },
    qs: [
      'visitors under 35 this mo, real ppl only, how many',
      'How many visitors aged under 35 have we had this month, excluding bots?',
    ],
  },
  {
    id: 'decl-colour-blind',
    spec: { m: 'decline', why: 'no record of colour blindness or other eyesight traits' },
    qs: [
      'how many visitors to /pricing this wk are colour blind, no bots',
      'How many of this week\'s visitors to /pricing are colour-blind, excluding bots? We are reviewing the page design.',
    ],
  },
  {
    id: 'decl-disc-profile',
    spec: { m: 'decline', why: 'no personality profiles (DISC, MBTI) are held' },
    qs: [
      'ppl identified this mo w/ a DISC profile of D (dominant), how many',
      'How many of the people identified by any method this month have a DISC personality profile of "D" (dominant)?',
    ],
  },
  {
    id: 'decl-x-followers',
    spec: { m: 'decline', why: 'no social-media follower counts are held' },
    qs: [
      `lead accts w/ 10k+ followers on x (twitter) that visited this wk, no bots. ${P1}`,
      `How many lead accounts with more than 10,000 followers on X (formerly Twitter) have visited the site this week, excluding bots? ${P2}`,
    ],
  },
  {
    id: 'decl-salary',
    spec: { m: 'decline', why: "no visitor salaries are held" },
    qs: [
      'identified visitors earning over 100k, how many visited last wk, no bots',
      'How many identified visitors earning more than £100,000 a year visited the site in the week commencing 9th June 2025, excluding bots?',
    ],
  },
  {
    id: 'decl-university',
    spec: { m: 'decline', why: 'no education history is held' },
    qs: [
      'ppl identified this mo who went to oxford uni, list pls',
      'Could you list the people identified by any method this month who studied at the University of Oxford?',
    ],
  },
  {
    id: 'decl-annual-leave',
    spec: { m: 'decline', why: 'no leave or out-of-office status is held' },
    qs: [
      'visitors from customer accts who were on annual leave last wk but still hit the site, no bots',
      'How many visitors from customer accounts were on annual leave during the week commencing 9th June 2025 yet still visited the site, excluding bots?',
    ],
  },
  {
    id: 'decl-glassdoor',
    spec: { m: 'decline', why: 'no employer-review ratings are held' },
    qs: [
      `accts w/ a glassdoor rating above 4 that visited this mo, humans only. ${P1}`,
      `How many accounts with a Glassdoor rating above 4.0 have visited the site this month, excluding bot traffic? ${P2}`,
    ],
  },
  {
    id: 'decl-marathon',
    spec: { m: 'decline', why: "visitors' sporting achievements are not held" },
    qs: [
      'customer acct visitors who ran a marathon this yr, avg intent',
      'What is the average current intent score of visitors from customer accounts who have run a marathon this year?',
    ],
  },
  {
    id: 'decl-mood',
    spec: { m: 'decline', why: "visitors' mood or emotional state is not held" },
    qs: [
      'how many sessions yday where the visitor was in a bad mood, no bots, 30 min idle rule',
      'How many sessions yesterday were started by visitors who were in a negative mood at the time? Exclude bots and split sessions after 30 minutes of inactivity.',
    ],
  },
  {
    id: 'decl-eye-tracking',
    spec: { m: 'decline', why: 'no eye-tracking or gaze data is held' },
    qs: [
      'how many /pricing/enterprise viewers this mo actually looked at the price table per eye tracking, no bots',
      'According to eye-tracking, how many of this month\'s viewers of /pricing/enterprise actually looked at the price table, bots excluded?',
    ],
  },
  {
    id: 'decl-smokers',
    spec: { m: 'decline', why: "visitors' health habits are not held" },
    qs: [
      'which visitors from lead accts are smokers, l14d, real ppl only, list em',
      'Which visitors from lead accounts who visited in the past fortnight are smokers? Please exclude bots and list them.',
    ],
  },
  {
    id: 'decl-politics',
    spec: { m: 'decline', why: "visitors' political views are not held" },
    qs: [
      'visitors this wk who vote green, no bots, how many',
      'How many of this week\'s visitors support the Green Party, excluding bots?',
    ],
  },
  {
    id: 'decl-dog-owners',
    spec: { m: 'decline', why: 'pet ownership is not held' },
    qs: [
      'identified ppl who own a dog, how many visited /customers this mo',
      'How many identified visitors who own a dog viewed /customers this month? We are considering a pet-themed programme.',
    ],
  },
  {
    id: 'decl-football-team',
    spec: { m: 'decline', why: "visitors' sports allegiances are not held" },
    qs: [
      'visitors who support arsenal, pvs last wk, excl bots',
      'How many page views did visitors who support Arsenal make in the week commencing 9th June 2025, excluding bots?',
    ],
  },
  {
    id: 'decl-marital-status',
    spec: { m: 'decline', why: 'marital status is not held' },
    qs: [
      'how many married visitors came in thru paid_social this mo, no bots',
      'How many married visitors arrived through the paid_social channel this month, excluding bots?',
    ],
  },
  {
    id: 'decl-heart-rate',
    spec: { m: 'decline', why: 'no biometric data is held' },
    qs: [
      'avg heart rate of visitors while on /demo yday, no bots',
      'What was the average heart rate of visitors whilst they were viewing /demo yesterday, excluding bots?',
    ],
  },
  {
    id: 'decl-press-mentions',
    spec: { m: 'decline', why: 'no press or news coverage is held' },
    qs: [
      `accts that were in the news this wk and also hit /pricing, no bots. ${P1}`,
      `How many accounts featured in the press this week have also viewed /pricing this week, excluding bots? ${P2}`,
    ],
  },
  {
    id: 'decl-birthdays',
    spec: { m: 'decline', why: "visitors' birthdays are not held" },
    qs: [
      'identified ppl w/ a bday in june, list',
      'Could you list the identified visitors whose birthday falls in June?',
    ],
  },
  {
    id: 'decl-credit-score',
    spec: { m: 'decline', why: 'no credit scores are held' },
    qs: [
      'visitors w/ a credit score over 700 who viewed /pricing l7d, no bots, how many',
      'How many visitors with a credit score above 700 have viewed /pricing in the past seven days, excluding bots?',
    ],
  },
  {
    id: 'decl-children',
    spec: { m: 'decline', why: 'household details are not held' },
    qs: [
      'how many visitors w/ kids under 5 were on teh site today, real ppl',
      'How many visitors with children under five have been on the site today, excluding bots?',
    ],
  },
  {
    id: 'decl-star-sign',
    spec: { m: 'decline', why: 'star signs (and birth dates) are not held' },
    qs: [
      'pvs by leos last mo, no bots lol',
      'How many page views did visitors whose star sign is Leo make last month (May 2025), excluding bots?',
    ],
  },
  {
    id: 'decl-electric-car',
    spec: { m: 'decline', why: 'vehicle ownership is not held' },
    qs: [
      'ppl identified last wk who drive an EV, how many',
      'How many of the people identified in the week commencing 9th June 2025 drive an electric car?',
    ],
  },
  {
    id: 'decl-golf',
    spec: { m: 'decline', why: 'hobbies are not held' },
    qs: [
      'identified ppl at customer accts who play golf, list + count',
      'Could you list the identified visitors from customer accounts who play golf, and say how many there are? We are planning a hospitality day.',
    ],
  },
  {
    id: 'decl-height',
    spec: { m: 'decline', why: "visitors' height is not held" },
    qs: [
      'visitors over 6ft who came thru google this mo, no bots',
      'How many visitors taller than six feet arrived from google this month, excluding bots?',
    ],
  },
  {
    id: 'decl-vegetarian',
    spec: { m: 'decline', why: 'dietary preferences are not held' },
    qs: [
      'how many identified ppl at lead accts are vegetarian',
      'How many identified visitors from lead accounts are vegetarian? We are arranging catering for a client dinner.',
    ],
  },
  {
    id: 'decl-four-day-week',
    spec: { m: 'decline', why: 'employer working-week policies are not held' },
    qs: [
      `accts that run a 4 day work wk and visited last wk, no bots. ${P1}`,
      `How many accounts that operate a four-day working week visited the site in the week commencing 9th June 2025, excluding bots? ${P2}`,
    ],
  },
];

export const SET41 = flatten(SET41_FAMILIES);
