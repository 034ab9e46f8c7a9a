// Answer-graded set 47: "a marketing-ops manager typing fast between meetings and an SDR prepping
// call lists". Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered; not edited), the first 130 lines of set46.ts (its header and shared phrases) and its
// import/export lines (not its families), eval/demo.ts (its import from subgraphs/copilot/ never
// followed, nor imported by the scratch scripts: readRefs, fill and fillDeep were copied into
// scratch/check47.ts), subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts,
// random.ts, demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// server/demo-bootstrap.ts, core/db/index.ts, core/clock.ts, the scripts block of package.json, and
// /work/shared/spec/signal-service-interface.md sections 1 to 4.6. Beyond that list only directory
// listings (the file names in eval/answers/ and scratch/, none opened), the head of .gitignore, and
// a grep for 'reflect-metadata' in server/main.ts and eval/copilot.ts (the one import line each, to
// start the runtime). Never opened: subgraphs/copilot/, any other question set (set4-45, set46's
// families, heldout*, blind, tuned, eval/questions.ts, eval/heldout.ts), tests outside test/helpers/,
// README.md, scratch/ other than check47*; nothing was opened by mistake; no git command was run and
// nothing was ever asked of the product.
//
// Truths: both workspaces were built with createDemoWorkspace alone (the demo's defaults: 600
// visitors, 28 days, seed 42; and eval/demo.ts SECOND_WORKSPACE: 420 visitors, 45 days, seed
// 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL database
// (set47_scratch, passed as DATABASE_URL; dropped afterwards) with a ManualClock at the eval clock,
// Wed 18 June 2025 12:00 UTC (scratch/check47_build.ts). No copilot setup ran; its effects the
// truths can depend on were applied by hand in scratch/check47.ts (rec3, read by the copied readRefs
// before the dismissal, dismissed; person3 marked contacted). No question asks about the setup's API
// keys, webhooks, rules, destinations, conversations or facts. scratch/check47.ts evaluates every
// family with measures.ts (evaluateSpec, broader, sameTruth, specProblems) on both workspaces and
// checks: specProblems empty; every constraint (each filter, and the window) changes the truth when
// dropped (for the eight comparisons, which broader skips, each filter was dropped by hand); no
// truth is empty, zero, a missing time or a 0/100 share (and no comparison has two equal figures);
// every top-N has more than N candidates and no tie at its cut; no window covers all of a
// workspace's page views (demo non-bot views from 21 May 12:20, second from 4 May 12:10; hence no
// window of 28 days or more and no "since 21 May"). All pass (scratch/check47.out). The data was
// explored with plain SQL on set47_scratch to pick thresholds, dates and pages.
//
// Style: two phrasings per family. Phrasing 1 is persona A, a marketing-ops manager typing fast
// between meetings: lower case, typos ("serach", "yesteday", "teh", "custmer", "intnet"), "pls",
// accts / vis / pv / ids / wk / mo / # / "rn", no question marks, dates as "9-15 jun". Phrasing 2
// is persona B, an SDR prepping call lists: terse, the constraint first ("leads, past nine days:
// ..."), imperatives ("gimme the top three", "list them", "who was on the site"), numbers and dates
// in words ("intent above fifty-eight", "may twenty-sixth to june second inclusive"). No JSON,
// key=value or SQL. The clock is Wed 18 June 2025 12:00 UTC: "today" 18 June, "yesterday" 17 June,
// "this week" Monday 16 June to now, "last week" 9-15 June, "this month" 1-18 June, "last month"
// May; most phrasings name the days.
//
// Conventions the phrasings state in the persona's words (the truths depend on them): page views,
// visitors, sessions and accounts that visited exclude bots ("no bots", "bots excluded", "bots
// out"); a session is cut after 30 idle minutes and dated by its start (SA/SB); attributed sessions
// are the attribution rollup's campaign sessions, and their "last N days" count today; an
// identification is a person identified by any method (ip lookup, email capture, network), dated by
// when identified; "identified"/"unidentified" on visitors, page views and sessions is by any method,
// as of now; intent is the current score and visit counts are all-time ("all-time visit count");
// every share names its base ("base = ..."); "new" is first seen (accounts) / first ever visit
// (visitors) in the window, "returning" a page view in the window by someone first seen (first
// visit) before it; inclusive date ranges say so; exact pages say "exact", prefixes "and everything
// under it". Account questions the consumer-mailbox `personal` account can meet (no class filter,
// leads, intent 100 / over 58 / 83+, 19+ visits, top by views or visits) say it counts as one
// account (PA/PB); visitor/session/identification questions on leads say its people count, it is a
// lead (LA/LB). Recommendations are asked without a window, and "open" is defined (new, or snoozed
// with the snooze over). Named entities are DemoRefs placeholders.
//
// Known limits and close calls (scratch/check47.out). First drafts that failed and were replaced:
// acc-count-visits-ge19-since-jun4 (every 19+ visit account of the demo came back since 4 June; now
// since 12 June); acc-list-new-yesterday (no account first seen yesterday on either; now since 7
// June); acc-list-intent-le37-today (none on the demo today; now yesterday);
// acc-list-customers-yesterday (all three demo customers; now today);
// acc-count-intent-eq-100-this-month (every intent-100 account visited this month; now yesterday);
// vis-top3-views-this-week, vis-top3-views-last-week and vis-top4-visits-email-capture-12d (ties at
// the cut; now vis-top2-views-jun2-8 and a top 3); vis-last-visit-competitors-intent-lt83 (the
// intent filter changed nothing); pv-top3-channels-leads-9d and pv-top3-channels-anonymous-9d (the
// filter changed no channel ranking; about twenty filtered and unfiltered channel and path rankings
// of page views were probed and all tied at the cut or matched a broader ranking, so page views are
// ranked by path only, unfiltered); att-top2-campaigns-last-month and att-top3-campaigns-last-month
// (the second workspace's May ranking is its all-time one; now last week);
// att-compare-g2-jun2-8-vs-last-week (25 and 25 on the demo; now 26 May-1 June);
// id-list-ip-table-today (all of the demo's identifications today are by ip lookup; now yesterday);
// pv-count-consumer-since-may29 (all of the second's consumer views; now since 10 June). Dropped,
// passing, to balance the set: acc-count-returning-leads-16d, vis-count-asn-19d,
// pv-count-asn-this-week, id-count-domain-lead2-all, id-count-email-capture-yesterday. Close calls
// at a top-N cut: pv-top3-paths-this-month (demo 264 vs 261, second 119 vs 116),
// acc-top5-visits-leads-demo-this-month (second 40 vs 39), acc-top3-views-last-week (second 18 vs
// 17), att-top3-sources-since-jun4 (second 24, 24 vs 23), att-top2-campaigns-last-week (demo 27 vs
// 25), vis-top3-visits-email-capture-12d (18 vs 17, 19 vs 18), vis-top2-views-jun2-8 (14 vs 13, 10
// vs 9), id-top3-visits-last-week (second 17 vs 16); ties inside a top (any order is right):
// att-top2-channels-this-week (demo 13, 13). Small truths: acc-list-intent-le37-yesterday 1 and 2
// keys; acc-list-customers-today 2 of the 3 customers on both; vis-list-email-capture-today 4 and
// 1; vis-list-domain-customer-yesterday 2 and 1 (anonymous pixel ids); pv-count-customer2-last-week
// 2 and 4; acc-top2-people-customers ranks 2 of the 3 customers; acc-count-intent-eq-100-yesterday
// 5 and 3; ses-count-company-customer2-16d 4-6. Readings differ widely on
// id-sum-visits-customers-19d (demo 117 rolling vs 66 calendar). Recommendations: 14 on both, 13
// open after rec3 is dismissed, none snoozed; rec-list-open's keys assume the eval dismisses the
// same subject (demo blueharborcapital.com, second dunderlabs.com). Rolling "last N days" windows
// keep both readings; for attributed sessions only the calendar one.
//
// Coverage (124 families, 248 questions): measures count 56, list 8, top 10, first 5, last 6, avg 5,
// sum 4, share 10, compare 8, decline 12; subjects (answerable) accounts 29, visitors 24, page views
// 20, sessions 13, attributed sessions 10, identifications 12, recommendations 4; filters (a share's
// part included) classification 20 (lead 8, customer 7, competitor 5), intent 11 (= 1, > 2, >= 3,
// < 3, <= 1, between 1), visit counts 2 (>= 19, > 12), exact path 10, path prefix 6, channel 6,
// source 3, campaign 4, identification source 11, domain 6, company name 3, email 5, identified 8
// (true 6, false 2), new 4, returning 3, recommendation state 3; windows (a comparison counts both)
// today 6, yesterday 11, this week 13, last week 21, this month 12, last month 5, last N days 13 (9,
// 12, 16, 19 and 23 days), since a date 10, between two dates 11, all time 18.
//
// Declines (12), each otherwise answerable but for one constraint no table or column holds:
// knitting (a who-clause), marathon-running decision makers (an adjective), accounts ranked by their
// people's chess rating (a ranking), the average golf handicap (an average), customers that own an
// office espresso machine (a "that own"), driving an electric car, tattooed visitors, the share of
// sessions from piano players, the last horse rider identified, karaoke-loving leads, accounts ranked
// by weekly yoga classes, Portuguese-speaking visitors.
import { between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

// the conventions the truths depend on, in each persona's words (A: marketing ops, B: SDR)
const PA = 'personal/gmail bucket counts as 1 acct';
const PB = 'the personal-mailbox bucket counts as one account';
const LA = 'ppl in the personal/gmail bucket count, its a lead';
const LB = 'personal-mailbox people count, that bucket is a lead';
const SA = 'session = cut after 30 min idle, counted by when it starts';
const SB = 'session splits after thirty min idle, dated by its start';

export const SET47_FAMILIES: Family[] = [
// ─── accounts ───
  {
    id: 'acc-count-visited-last-week',
    spec: { m: 'count', s: 'accounts', w: lastP('week') },
    qs: [
      `how many accts hit the site last wk (mon 9 - sun 15 jun), bots excluded. ${PA}`,
      `last week, mon nine to sun fifteen june: how many accounts visited. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-count-leads-intent-gt58-12d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>', v: 58 } }, w: days(12) },
    qs: [
      `# of lead accts w intent over 58 that visitd in the last 12 days pls, no bots. ${PA}`,
      `leads, intent above fifty-eight, visited in the past twelve days: how many accounts. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-count-new-this-month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      `hw many brand new accts this mo, new = first seen on or after 1 jun`,
      `new this month only, first seen since june first: how many accounts`,
    ],
  },
  {
    id: 'acc-count-returning-last-week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      `returning accts last wk pls (9-15 jun) - returning = first seen before mon 9 jun and had a pv last wk, bots excluded. ${PA}`,
      `returning only: first seen before june nine, back with a page view nine to fifteen june. how many accounts. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-count-intent-between-37-83-yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 37, hi: 83 } }, w: YESTERDAY },
    qs: [
      `accts w intent betwen 37 and 83 (both incl) that were on the site yesterday 17 jun, how many, no bots`,
      `intent thirty-seven to eighty-three inclusive, visited yesterday the seventeenth: how many accounts. bots out`,
    ],
  },
  {
    id: 'acc-count-visits-ge19-since-jun12',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>=', v: 19 } }, w: since('2025-06-12') },
    qs: [
      `how many accts w 19+ visits all-time came back since 12 jun, bots excluded. ${PA}`,
      `nineteen or more visits all time, on site since june twelfth: how many accounts. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-count-path-pricing-this-week',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      `how many accts looked at /pricing (exact page, not the sub pages) this wk since mon 16 jun, no bots. ${PA}`,
      `exact page /pricing, this week from monday the sixteenth: how many accounts viewed it. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-count-blog-last-month',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      `accts that read anything under /blog/ in may, how many pls, excl bots. ${PA}`,
      `any /blog/ page, all of may: how many accounts read one. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-count-organic-19d',
    spec: { m: 'count', s: 'accounts', f: { channel: 'organic_search' }, w: days(19) },
    qs: [
      `how many accts came in thru organic serach in the last 19 days, bots excluded. ${PA}`,
      `organic search channel, past nineteen days: how many accounts had a page view from it. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-count-linkedin-source-may26-jun2',
    spec: { m: 'count', s: 'accounts', f: { source: 'linkedin' }, w: between('2025-05-26', '2025-06-02') },
    qs: [
      `accts w a pv tagged utm source linkedin between 26 may and 2 jun (both days incl), how many, no bots. ${PA}`,
      `utm source linkedin, may twenty-sixth to june second inclusive: how many accounts. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-count-campaign-g2-all',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'g2-listing' } },
    qs: [
      `all time, how many accts ever landed from the g2-listing campaign, no bots. ${PA}`,
      `campaign g2-listing, all time: how many accounts came through it. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-list-new-since-jun7',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: since('2025-06-07') },
    qs: [
      `list the accts we saw for the very first time since sat 7 jun pls (first seen on or after that day) + how many`,
      `first seen since june seventh: list those accounts and how many`,
    ],
  },
  {
    id: 'acc-list-intent-le37-yesterday',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '<=', v: 37 } }, w: YESTERDAY },
    qs: [
      `which accts w intent 37 or lower were on the site yesterday (17 jun), list em + how many, no bots`,
      `intent thirty-seven or under, visited yesterday: list the accounts, give the count. bots out`,
    ],
  },
  {
    id: 'acc-list-customers-today',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      `which customer accts have been on the site today 18 jun, list pls w the count, bots excluded`,
      `customers only, visited today: list the accounts and how many. no bots`,
    ],
  },
  {
    id: 'acc-top3-views-last-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: lastP('week') },
    qs: [
      `top 3 accts by pv last wk (9-15 jun), most views first, bots excluded. ${PA}`,
      `last week nine to fifteen june: gimme the top three accounts by page views, most first. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-top5-visits-leads-demo-this-month',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'lead', path: '/demo' }, w: thisP('month') },
    qs: [
      `of the lead accts that hit /demo this mo (since 1 jun, no bots), top 5 by all-time visit count pls. ${PA}`,
      `leads who viewed /demo this month: gimme the top five by total visits all time. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-top2-people-customers',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      `which 2 customer accts have the most ppl (distinct visitors) all time, biggest first`,
      `customers, all time: top two accounts by number of people, most first`,
    ],
  },
  {
    id: 'acc-avg-intent-visited-this-week',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: thisP('week') },
    qs: [
      `avg intnet score of accts that visited this wk (mon 16 jun to now), current scores, no bots. ${PA}`,
      `this week since monday: average current intent of the accounts that visited. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-avg-visits-leads-since-may29',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { classification: 'lead' }, w: since('2025-05-29') },
    qs: [
      `lead accts active since 29 may: whats their avg all-time visit count, bots excluded. ${PA}`,
      `leads on site since may twenty-ninth: average total visits per account, all time. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-sum-visitors-customers',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      `total ppl across all our custmer accts, all time (add up each accts visitor count)`,
      `customers, all time: total people across those accounts, summed`,
    ],
  },
  {
    id: 'acc-sum-visits-intent-ge83-today',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { intent: { op: '>=', v: 83 } }, w: TODAY },
    qs: [
      `accts w intent 83+ on the site today: add up their all-time visit counts pls, no bots. ${PA}`,
      `intent eighty-three and up, visited today: total all-time visits across those accounts. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-share-intent-gt58-of-last-week',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>', v: 58 } }, w: lastP('week') },
    qs: [
      `of the accts that visited last wk (9-15 jun, no bots) what % have intent above 58. ${PA}`,
      `base = accounts on site nine to fifteen june, no bots: what percent have intent over fifty-eight. ${PB}`,
    ],
  },
  {
    id: 'acc-share-leads-of-path-pricing-enterprise-9d',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' }, f: { path: '/pricing/enterprise' }, w: days(9) },
    qs: [
      `of accts that viewed /pricing/enterprise in the last 9 days, what % are leads. no bots. ${PA}`,
      `base = accounts that hit /pricing/enterprise past nine days: what percent are leads. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-last-seen-customer2',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{customer2.domain}' } },
    qs: [
      `when was {customer2.domain} last seen on the site, date + time pls`,
      `{customer2.domain}: when were they last seen. exact time`,
    ],
  },
  {
    id: 'acc-first-seen-competitors',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'competitor' } },
    qs: [
      `when did we first spot any competitor acct on the site, earliest first-seen time`,
      `competitors: earliest first-seen time of any of them. exact timestamp`,
    ],
  },
  {
    id: 'acc-compare-leads-this-vs-last-week',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `lead accts visiting this wk (since mon 16 jun) vs last wk (9-15 jun), both numbers pls, no bots. ${PA}`,
      `leads: accounts on site this week vs last week (sixteenth to now, then nine to fifteen june). both counts. bots out. ${PB}`,
    ],
  },
  {
    id: 'acc-compare-intent-ge83-yesterday-vs-today',
    spec: { m: 'compare', s: 'accounts', f: { intent: { op: '>=', v: 83 } }, w: YESTERDAY, w2: TODAY },
    qs: [
      `accts w intent 83+ that visited yesterday vs today, gimme both #s, bots excluded. ${PA}`,
      `intent eighty-three plus: accounts on site yesterday, then today. both numbers. no bots. ${PB}`,
    ],
  },
  {
    id: 'acc-count-new-intent-lt37-19d',
    spec: { m: 'count', s: 'accounts', f: { new: true, intent: { op: '<', v: 37 } }, w: days(19) },
    qs: [
      `new accts in the last 19 days (first seen in that span) w intent under 37, how many`,
      `new only, first seen in the past nineteen days, intent below thirty-seven: how many accounts`,
    ],
  },
  {
    id: 'acc-count-intent-eq-100-yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: YESTERDAY },
    qs: [
      `how many accts sit at exactly 100 intent and visited yesterday 17 jun, no bots. ${PA}`,
      `intent exactly one hundred, on site yesterday: how many accounts. bots out. ${PB}`,
    ],
  },
// ─── visitors ───
  {
    id: 'vis-count-yesterday',
    spec: { m: 'count', s: 'visitors', w: YESTERDAY },
    qs: [
      `how many vis yesteday 17 jun, ppl w at least one pv, bots excluded`,
      `yesterday, june seventeenth: how many visitors. humans only, no bots`,
    ],
  },
  {
    id: 'vis-count-identified-this-week',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: thisP('week') },
    qs: [
      `identified vis this wk (mon 16 jun on) - identified by any method, ip match counts - how many, no bots`,
      `identified any way (ip, email, network all count), on site this week: how many visitors. bots out`,
    ],
  },
  {
    id: 'vis-count-anonymous-last-week',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: lastP('week') },
    qs: [
      `how many vis last wk (9-15 jun) are still totally unidentified, no method matched them, bots excluded`,
      `not identified by any method, on site nine to fifteen june: how many visitors. no bots`,
    ],
  },
  {
    id: 'vis-count-new-9d',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: days(9) },
    qs: [
      `new vis in the last 9 days pls, new = their first ever visit was in those 9 days, no bots`,
      `new only, first visit ever in the past nine days: how many visitors. bots out`,
    ],
  },
  {
    id: 'vis-count-returning-this-month',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: thisP('month') },
    qs: [
      `returning vis this mo - first visit before 1 jun and back w a pv since - how many, bots excluded`,
      `returning: first visit before june first, viewed a page this month. how many visitors. no bots`,
    ],
  },
  {
    id: 'vis-count-email-capture-since-jun11',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: since('2025-06-11') },
    qs: [
      `vis identified thru email capture (form fills) w a pv since 11 jun, how many, no bots`,
      `identified by email capture, on site since june eleventh: how many visitors. bots out`,
    ],
  },
  {
    id: 'vis-count-customers-last-month',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      `how many vis from custmer accts in may, bots excluded`,
      `customer accounts, all of may: how many visitors. no bots`,
    ],
  },
  {
    id: 'vis-count-company-lead2-all',
    spec: { m: 'count', s: 'visitors', f: { company: '{lead2.name}' } },
    qs: [
      `how many ppl from {lead2.name} have ever visited, all time, no bots`,
      `{lead2.name}, all time: how many visitors. bots out`,
    ],
  },
  {
    id: 'vis-count-intent-ge58-pricing-enterprise-23d',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>=', v: 58 }, path: '/pricing/enterprise' }, w: days(23) },
    qs: [
      `vis w intent 58+ who looked at /pricing/enterprise in the last 23 days, how many, bots excluded`,
      `intent fifty-eight or more, viewed /pricing/enterprise in the past twenty-three days: how many visitors. no bots`,
    ],
  },
  {
    id: 'vis-count-visits-gt12-this-week',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>', v: 12 } }, w: thisP('week') },
    qs: [
      `vis w more than 12 visits all time who were on the site this wk (since mon 16 jun), how many, no bots`,
      `over twelve visits all time, on site this week: how many visitors. bots out`,
    ],
  },
  {
    id: 'vis-list-email-capture-today',
    spec: { m: 'list', s: 'visitors', f: { idSource: 'email_capture' }, w: TODAY },
    qs: [
      `list the vis identified by email capture who had a pv today 18 jun, + how many, bots excluded`,
      `identified via email capture, on site today: list them and the count. no bots`,
    ],
  },
  {
    id: 'vis-list-competitors-last-week',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: lastP('week') },
    qs: [
      `which vis from competitor accts were on the site last wk 9-15 jun, list + count pls, no bots`,
      `competitor accounts, last week nine to fifteen june: who visited. list them, how many. bots out`,
    ],
  },
  {
    id: 'vis-list-domain-customer-yesterday',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: YESTERDAY },
    qs: [
      `who from {customer.domain} was on the site yesterday 17 jun, list the vis + how many, no bots`,
      `{customer.domain}, yesterday: who was on the site. list them and the count. bots out`,
    ],
  },
  {
    id: 'vis-top2-views-jun2-8',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'views', w: between('2025-06-02', '2025-06-08') },
    qs: [
      `top 2 vis by pv between 2 and 8 jun (both days incl), most views first, bots excluded`,
      `june second to eighth inclusive: gimme the top two visitors by page views, most first. no bots`,
    ],
  },
  {
    id: 'vis-top3-visits-email-capture-12d',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { idSource: 'email_capture' }, w: days(12) },
    qs: [
      `of vis identified via email capture who visited in the last 12 days, top 3 by all-time visit count pls, no bots`,
      `email-capture identified, on site past twelve days: gimme the top three by total visits all time. bots out`,
    ],
  },
  {
    id: 'vis-avg-intent-ip-table-yesterday',
    spec: { m: 'avg', s: 'visitors', f: { idSource: 'ip_table' }, field: 'intent_score', w: YESTERDAY },
    qs: [
      `avg current intent of vis matched by ip lookup (ip table) who were on yesterday 17 jun, no bots`,
      `ip-table matched visitors, on site yesterday: average intent score, current. bots out`,
    ],
  },
  {
    id: 'vis-avg-visits-returning-last-week',
    spec: { m: 'avg', s: 'visitors', f: { returning: true }, field: 'visit_count', w: lastP('week') },
    qs: [
      `returning vis last wk (first visit before 9 jun, back 9-15 jun): avg all-time visit count pls, no bots`,
      `returning last week, first visit before june ninth: average total visits per visitor, all time. no bots`,
    ],
  },
  {
    id: 'vis-sum-visits-customer-this-month',
    spec: { m: 'sum', s: 'visitors', f: { domain: '{customer.domain}' }, field: 'visit_count', w: thisP('month') },
    qs: [
      `ppl from {customer.domain} who visited this mo: total of their all-time visit counts, no bots`,
      `{customer.domain}, on site this month: sum of all-time visits across those visitors. bots out`,
    ],
  },
  {
    id: 'vis-share-identified-this-week',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      `what % of this wks vis (since mon 16 jun, no bots) are identified by any method`,
      `base = all visitors this week, bots out: what percent identified, any method counts`,
    ],
  },
  {
    id: 'vis-share-email-of-identified-last-month',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true }, w: lastP('month') },
    qs: [
      `of identified vis active in may (any method, no bots), what % were identified via email capture`,
      `base = identified visitors on site in may, bots out: what percent came through email capture`,
    ],
  },
  {
    id: 'vis-first-visit-person2',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' } },
    qs: [
      `when did {person2.email} first visit us, date n time pls`,
      `{person2.email}: first ever visit. exact time`,
    ],
  },
  {
    id: 'vis-last-visit-email-capture-intent-lt37',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { idSource: 'email_capture', intent: { op: '<', v: 37 } } },
    qs: [
      `latest visit by anyone identified thru email capture w intent under 37, all time, when`,
      `email-capture identified, intent below thirty-seven: most recent visit of any of them. exact time`,
    ],
  },
  {
    id: 'vis-compare-identified-this-vs-last-month',
    spec: { m: 'compare', s: 'visitors', f: { identified: true }, w: thisP('month'), w2: lastP('month') },
    qs: [
      `identified vis (any method) this mo vs last mo - june so far vs may - both #s, no bots`,
      `identified visitors, any method: june to date, then may. both counts. bots out`,
    ],
  },
  {
    id: 'vis-count-leads-blog-last-week',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', pathPrefix: '/blog/' }, w: lastP('week') },
    qs: [
      `vis from lead accts who read a /blog/ post last wk 9-15 jun, how many, no bots. ${LA}`,
      `leads, any /blog/ page nine to fifteen june: how many visitors. bots out. ${LB}`,
    ],
  },
// ─── page views ───
  {
    id: 'pv-count-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      `pv today so far (18 jun), bots excluded`,
      `today, june eighteenth so far: how many page views. no bots`,
    ],
  },
  {
    id: 'pv-count-pricing-last-week',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: lastP('week') },
    qs: [
      `how many pv on /pricing exactly (not /pricing/enterprise) last wk 9-15 jun, no bots`,
      `exact page /pricing, last week nine to fifteen june: how many views. bots out`,
    ],
  },
  {
    id: 'pv-count-product-prefix-this-month',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/product' }, w: thisP('month') },
    qs: [
      `pv on /product and everything under it this mo (1 jun on), how many, bots excluded`,
      `/product plus all its subpages, this month: how many page views. no bots`,
    ],
  },
  {
    id: 'pv-count-referral-12d',
    spec: { m: 'count', s: 'page_views', f: { channel: 'referral' }, w: days(12) },
    qs: [
      `referral channel pv in the last 12 days pls, no bots`,
      `referral channel, past twelve days: how many page views. bots out`,
    ],
  },
  {
    id: 'pv-count-newsletter-since-may27',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' }, w: since('2025-05-27') },
    qs: [
      `pv w utm source newsletter since 27 may, how many, bots excluded`,
      `utm source newsletter, since may twenty-seventh: how many page views. no bots`,
    ],
  },
  {
    id: 'pv-count-launch-week-jun3-8',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: between('2025-06-03', '2025-06-08') },
    qs: [
      `how many pv from the launch-week campaign between 3 and 8 jun (both days incl), no bots`,
      `campaign launch-week, june third to eighth inclusive: how many page views. bots out`,
    ],
  },
  {
    id: 'pv-count-identified-yesterday',
    spec: { m: 'count', s: 'page_views', f: { identified: true }, w: YESTERDAY },
    qs: [
      `pv yesterday 17 jun by identified ppl (identified any method as of now), no bots`,
      `yesterday: page views by visitors identified any way, as of now. how many. bots out`,
    ],
  },
  {
    id: 'pv-count-person-all',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' } },
    qs: [
      `total pv ever by {person.email}, all time, no bots`,
      `{person.email}, all time: how many page views. bots out`,
    ],
  },
  {
    id: 'pv-count-customer2-last-week',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer2.domain}' }, w: lastP('week') },
    qs: [
      `how many pv did {customer2.domain} rack up last wk 9-15 jun, bots excluded`,
      `{customer2.domain}, last week nine to fifteen june: page views. no bots`,
    ],
  },
  {
    id: 'pv-count-competitor-pricing-enterprise-all',
    spec: { m: 'count', s: 'page_views', f: { classification: 'competitor', path: '/pricing/enterprise' } },
    qs: [
      `how many times have competitor accts viewed /pricing/enterprise, all time, no bots`,
      `competitors, page /pricing/enterprise, all time: how many views. bots out`,
    ],
  },
  {
    id: 'pv-count-company-lead2-since-jun9',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead2.name}' }, w: since('2025-06-09') },
    qs: [
      `pv from {lead2.name} since 9 jun, how many, no bots`,
      `{lead2.name}, since june ninth: how many page views. bots out`,
    ],
  },
  {
    id: 'pv-top3-paths-this-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      `top 3 pages by pv this mo (1 jun to now), most viewed first, bots excluded`,
      `this month: gimme the three most viewed pages, most first. no bots`,
    ],
  },
  {
    id: 'pv-count-consumer-since-jun10',
    spec: { m: 'count', s: 'page_views', f: { email: '{consumer.email}' }, w: since('2025-06-10') },
    qs: [
      `how many pv has {consumer.email} done since 10 jun, no bots`,
      `{consumer.email}, since june tenth: how many page views. bots out`,
    ],
  },
  {
    id: 'pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: [
      `when was teh first pv today 18 jun, exact time pls, bots excluded`,
      `today: time of the first page view. no bots`,
    ],
  },
  {
    id: 'pv-last-person4',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person4.email}' } },
    qs: [
      `when did {person4.email} last view a page, exact time, no bots`,
      `{person4.email}: time of the latest page view. bots out`,
    ],
  },
  {
    id: 'pv-last-competitor-demo-last-week',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor', path: '/demo' }, w: lastP('week') },
    qs: [
      `last wk (9-15 jun), when was the latest /demo pv by a competitor acct, no bots`,
      `competitors on /demo, last week nine to fifteen june: time of the latest view. bots out`,
    ],
  },
  {
    id: 'pv-share-direct-this-week',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: thisP('week') },
    qs: [
      `what % of this wks pv came from the direct channel, base = all pv this wk, no bots`,
      `base = every page view this week, bots out: what percent direct`,
    ],
  },
  {
    id: 'pv-share-pricing-of-customers-all',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, f: { classification: 'customer' } },
    qs: [
      `of all pv by customer accts ever, what % were /pricing or pages under it, no bots`,
      `base = all page views from customers, all time, bots out: what percent on /pricing and its subpages`,
    ],
  },
  {
    id: 'pv-compare-demo-this-vs-last-week',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `/demo pv this wk vs last wk (16 jun-now vs 9-15 jun), both #s, bots excluded`,
      `page /demo: views this week, then last week nine to fifteen june. both numbers. no bots`,
    ],
  },
  {
    id: 'pv-compare-social-jun9-12-vs-jun13-16',
    spec: { m: 'compare', s: 'page_views', f: { channel: 'social' }, w: between('2025-06-09', '2025-06-12'), w2: between('2025-06-13', '2025-06-16') },
    qs: [
      `social channel pv 9-12 jun vs 13-16 jun (all days incl), both numbers, no bots`,
      `social channel: page views june ninth to twelfth, then thirteenth to sixteenth, inclusive. both counts. bots out`,
    ],
  },
// ─── sessions ───
  {
    id: 'ses-count-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      `how many sessions startd yesterday 17 jun, no bots. ${SA}`,
      `yesterday, june seventeenth: how many sessions. bots out. ${SB}`,
    ],
  },
  {
    id: 'ses-count-demo-last-week',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      `sessions last wk (9-15 jun) that included a /demo pv, how many, bots excluded. ${SA}`,
      `sessions with a /demo view, last week nine to fifteen june: how many. no bots. ${SB}`,
    ],
  },
  {
    id: 'ses-count-blog-this-month',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      `sessions this mo w at least one /blog/ page in them, no bots. ${SA}`,
      `any /blog/ page in the session, this month: how many sessions. bots out. ${SB}`,
    ],
  },
  {
    id: 'ses-count-leads-19d',
    spec: { m: 'count', s: 'sessions', f: { classification: 'lead' }, w: days(19) },
    qs: [
      `sessions from lead accts in the last 19 days pls, no bots. ${SA} ${LA}`,
      `leads, past nineteen days: how many sessions. bots out. ${SB} ${LB}`,
    ],
  },
  {
    id: 'ses-count-person2-all',
    spec: { m: 'count', s: 'sessions', f: { email: '{person2.email}' } },
    qs: [
      `how many sessions has {person2.email} had, all time, no bots. ${SA}`,
      `{person2.email}, all time: how many sessions. bots out. ${SB}`,
    ],
  },
  {
    id: 'ses-count-apple-since-jun4',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}' }, w: since('2025-06-04') },
    qs: [
      `sessions from {lead.domain} since 4 jun, how many, bots excluded. ${SA}`,
      `{lead.domain}, since june fourth: how many sessions. no bots. ${SB}`,
    ],
  },
  {
    id: 'ses-count-ip-table-may23-30',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'ip_table' }, w: between('2025-05-23', '2025-05-30') },
    qs: [
      `sessions by vis matched via ip lookup between 23 and 30 may (both incl), no bots. ${SA}`,
      `ip-table matched visitors, may twenty-third to thirtieth inclusive: how many sessions. bots out. ${SB}`,
    ],
  },
  {
    id: 'ses-count-anonymous-last-month',
    spec: { m: 'count', s: 'sessions', f: { identified: false }, w: lastP('month') },
    qs: [
      `sessions in may from vis nobody ever identified (no method matched), bots excluded. ${SA}`,
      `never identified by any method, all of may: how many sessions. no bots. ${SB}`,
    ],
  },
  {
    id: 'ses-count-company-customer2-16d',
    spec: { m: 'count', s: 'sessions', f: { company: '{customer2.name}' }, w: days(16) },
    qs: [
      `sessions from {customer2.name} in the last 16 days, no bots. ${SA}`,
      `{customer2.name}, past sixteen days: how many sessions. bots out. ${SB}`,
    ],
  },
  {
    id: 'ses-first-customer2-this-week',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { domain: '{customer2.domain}' }, w: thisP('week') },
    qs: [
      `when did the first session from {customer2.domain} start this wk (since mon 16 jun), no bots. ${SA}`,
      `{customer2.domain}, this week: start time of their first session. bots out. ${SB}`,
    ],
  },
  {
    id: 'ses-last-competitors-last-week',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' }, w: lastP('week') },
    qs: [
      `last wk 9-15 jun, when did the latest competitor session start, no bots. ${SA}`,
      `competitors, last week: start time of their latest session. bots out. ${SB}`,
    ],
  },
  {
    id: 'ses-share-pricing-this-week',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      `what % of this wks sessions touched /pricing or any page under it, base = all sessions this wk, no bots. ${SA}`,
      `base = all sessions this week, bots out: what percent included /pricing or a subpage. ${SB}`,
    ],
  },
  {
    id: 'ses-compare-identified-jun1-7-vs-may25-31',
    spec: { m: 'compare', s: 'sessions', f: { identified: true }, w: between('2025-06-01', '2025-06-07'), w2: between('2025-05-25', '2025-05-31') },
    qs: [
      `sessions by identified vis (any method) 1-7 jun vs 25-31 may, both #s, no bots. ${SA}`,
      `identified visitors, any method: sessions june first to seventh, then may twenty-fifth to thirty-first. both counts. bots out. ${SB}`,
    ],
  },
// ─── attributed sessions ───
  {
    id: 'att-count-9d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(9) },
    qs: [
      `campaign-tagged sessions (the attribution rollup) over the last 9 days incl today, how many`,
      `attribution rollup, campaign sessions, past nine days counting today: how many`,
    ],
  },
  {
    id: 'att-count-google-last-week',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'google' }, w: lastP('week') },
    qs: [
      `attributed sesions w source google last wk 9-15 jun, per the attribution rollup`,
      `source google, last week nine to fifteen june: how many attributed sessions in the rollup`,
    ],
  },
  {
    id: 'att-count-abm-this-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'abm-q3' }, w: thisP('month') },
    qs: [
      `abm-q3 campaign sessions this mo (1 jun on) from the attribution rollup, how many`,
      `campaign abm-q3, this month: attributed sessions in the rollup. how many`,
    ],
  },
  {
    id: 'att-count-email-may26-jun2',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: between('2025-05-26', '2025-06-02') },
    qs: [
      `email channel attributed sessions 26 may to 2 jun (both incl), rollup numbers pls`,
      `email channel, may twenty-sixth to june second inclusive: attributed sessions in the rollup`,
    ],
  },
  {
    id: 'att-count-yesterday',
    spec: { m: 'count', s: 'attributed_sessions', w: YESTERDAY },
    qs: [
      `how many campaign-attributed sessions yesterday 17 jun, attribution rollup`,
      `yesterday, june seventeenth: attributed sessions in the rollup. how many`,
    ],
  },
  {
    id: 'att-top2-campaigns-last-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: lastP('week') },
    qs: [
      `top 2 campaigns by attributed sessions last wk 9-15 jun, biggest first, from the rollup`,
      `last week nine to fifteen june: gimme the top two campaigns by attributed sessions, biggest first`,
    ],
  },
  {
    id: 'att-top3-sources-since-jun4',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: since('2025-06-04') },
    qs: [
      `top 3 utm sources by attributed sessions since 4 jun, rollup, most first`,
      `since june fourth: gimme the top three sources by attributed sessions, most first`,
    ],
  },
  {
    id: 'att-top2-channels-this-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'channel', w: thisP('week') },
    qs: [
      `top 2 channels by attributed sessions this wk (mon 16 jun on), rollup, most first`,
      `this week: gimme the top two channels by attributed sessions, most first`,
    ],
  },
  {
    id: 'att-share-paid-social-19d',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_social' }, w: days(19) },
    qs: [
      `of all attributed sessions in the last 19 days incl today (rollup), what % were paid social`,
      `base = every attributed session in the rollup, past nineteen days counting today: what percent paid social`,
    ],
  },
  {
    id: 'att-compare-g2-may26-jun1-vs-last-week',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: between('2025-05-26', '2025-06-01'), w2: lastP('week') },
    qs: [
      `g2-listing attributed sessions 26 may-1 jun vs last wk 9-15 jun, both #s, rollup`,
      `campaign g2-listing: attributed sessions may twenty-sixth to june first, then nine to fifteen june. both counts`,
    ],
  },
// ─── identifications ───
  {
    id: 'id-count-this-week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      `how many ppl got identified this wk (since mon 16 jun), any method, by when they were identified`,
      `identified this week, any method, dated by identification: how many people`,
    ],
  },
  {
    id: 'id-count-leads-last-week',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: lastP('week') },
    qs: [
      `ppl from lead accts identified last wk 9-15 jun, any method, how many. ${LA}`,
      `leads, identified nine to fifteen june, any method: how many people. ${LB}`,
    ],
  },
  {
    id: 'id-count-intent-lt37-this-month',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '<', v: 37 } }, w: thisP('month') },
    qs: [
      `ids this mo (identified since 1 jun, any method) w current intent under 37, how many`,
      `identified this month, any method, intent below thirty-seven: how many people`,
    ],
  },
  {
    id: 'id-count-pricing-enterprise-since-may29',
    spec: { m: 'count', s: 'identifications', f: { path: '/pricing/enterprise' }, w: since('2025-05-29') },
    qs: [
      `ppl identified since 29 may (any method) who also viewed /pricing/enterprise since then, how many, no bots`,
      `identified since may twenty-ninth, any method, with a /pricing/enterprise view in that span: how many. bots out`,
    ],
  },
  {
    id: 'id-list-ip-table-yesterday',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: [
      `list ppl identified yesterday 17 jun via ip lookup + how many`,
      `ip-table identifications yesterday: list them and the count`,
    ],
  },
  {
    id: 'id-top3-visits-last-week',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'visit_count', w: lastP('week') },
    qs: [
      `of ppl identified last wk (9-15 jun, any method), top 3 by all-time visit count pls`,
      `identified last week, any method: gimme the top three by total visits all time`,
    ],
  },
  {
    id: 'id-first-customers-this-month',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      `first identification of a customer-acct person this mo (since 1 jun), exact time`,
      `customers, identified this month, any method: time of the first one`,
    ],
  },
  {
    id: 'id-last-asn',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' } },
    qs: [
      `when was the most recent id via network/asn match, all time, exact time`,
      `asn identifications, all time: time of the latest one`,
    ],
  },
  {
    id: 'id-avg-intent-may26-jun2',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: between('2025-05-26', '2025-06-02') },
    qs: [
      `ppl identified 26 may - 2 jun (both incl, any method): avg current intent pls`,
      `identified may twenty-sixth to june second inclusive, any method: average intent, current`,
    ],
  },
  {
    id: 'id-share-email-this-month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      `of everyone identifed this mo (any method, since 1 jun) what % came via email capture`,
      `base = all identifications this month, any method: what percent email capture`,
    ],
  },
  {
    id: 'id-compare-ip-table-this-vs-last-week',
    spec: { m: 'compare', s: 'identifications', f: { idSource: 'ip_table' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `ids via ip lookup this wk vs last wk (16 jun-now vs 9-15 jun), both #s`,
      `ip-table identifications: this week, then last week nine to fifteen june. both counts`,
    ],
  },
  {
    id: 'id-sum-visits-customers-19d',
    spec: { m: 'sum', s: 'identifications', field: 'visit_count', f: { classification: 'customer' }, w: days(19) },
    qs: [
      `customer-acct ppl identified in the last 19 days (any method): add up their all-time visit counts`,
      `customers identified past nineteen days, any method: total all-time visits across them`,
    ],
  },
// ─── recommendations ───
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `how many open recs do we have rn (open = new, or snoozed w the snooze over)`,
      `open recommendations only, new or snoozed past their snooze: how many`,
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `list the open recs pls + how many (open = new, or snooze ran out)`,
      `open recommendations, new or snooze elapsed: list them and the count`,
    ],
  },
  {
    id: 'rec-count-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      `total recs ever created, any status incl dismissed ones, how many`,
      `all recommendations whatever the status, dismissed included: how many`,
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      `what % of all recs (any status) are still open, open = new or snooze over`,
      `base = every recommendation, any status: what percent still open, new or snooze elapsed`,
    ],
  },
// ─── declines: one constraint no table or column records ───
  {
    id: 'decline-knitting',
    spec: { m: 'decline', why: 'whether a visitor knits is recorded nowhere' },
    qs: [
      `how many vis from lead accts who knit were on the site this wk, no bots`,
      `knitters only, lead accounts, this week: how many visitors`,
    ],
  },
  {
    id: 'decline-marathon',
    spec: { m: 'decline', why: 'marathon running is recorded nowhere' },
    qs: [
      `list the marathon-running decision makers who hit /pricing last wk pls`,
      `marathon runners who viewed /pricing last week: list them`,
    ],
  },
  {
    id: 'decline-chess-rating',
    spec: { m: 'decline', why: 'no chess rating is recorded' },
    qs: [
      `top 5 accts ranked by their ppls avg chess rating, visited this mo`,
      `ranked by chess rating: gimme the top five accounts on site this month`,
    ],
  },
  {
    id: 'decline-golf-handicap',
    spec: { m: 'decline', why: 'no golf handicap is recorded' },
    qs: [
      `avg golf handicap of the vis who looked at /demo in the last 12 days pls`,
      `viewed /demo past twelve days: average golf handicap of those visitors`,
    ],
  },
  {
    id: 'decline-espresso-machine',
    spec: { m: 'decline', why: 'office equipment is recorded nowhere' },
    qs: [
      `how many customer accts that own an espresso machine in the office visited since 4 jun`,
      `customers that own an office espresso machine, on site since june fourth: how many accounts`,
    ],
  },
  {
    id: 'decline-electric-car',
    spec: { m: 'decline', why: 'what car a visitor drives is recorded nowhere' },
    qs: [
      `identified vis who drive an electric car, how many came in thru organic search this mo`,
      `drives an ev, organic search, this month: how many identified visitors`,
    ],
  },
  {
    id: 'decline-tattoos',
    spec: { m: 'decline', why: 'tattoos are recorded nowhere' },
    qs: [
      `pv from tattooed vis yesterday 17 jun, how many`,
      `tattooed visitors only, yesterday: how many page views`,
    ],
  },
  {
    id: 'decline-piano',
    spec: { m: 'decline', why: 'playing the piano is recorded nowhere' },
    qs: [
      `whats the share of this wks sessions from ppl who play piano, base = all sessions this wk`,
      `piano players: what percent of this week's sessions are theirs`,
    ],
  },
  {
    id: 'decline-horse-riding',
    spec: { m: 'decline', why: 'horse riding is recorded nowhere' },
    qs: [
      `when did the last vis who rides horses get identified, exact time pls`,
      `rides horses: time of the latest identification of one`,
    ],
  },
  {
    id: 'decline-karaoke',
    spec: { m: 'decline', why: 'karaoke habits are recorded nowhere' },
    qs: [
      `list karaoke-loving leads w intent over 58 who visited in the last 9 days`,
      `karaoke fans, leads, intent above fifty-eight, past nine days: list them`,
    ],
  },
  {
    id: 'decline-yoga',
    spec: { m: 'decline', why: 'yoga classes are recorded nowhere' },
    qs: [
      `rank our customer accts by how many yoga classes their ppl take a wk, top 2`,
      `top two customer accounts by yoga classes per week: gimme them`,
    ],
  },
  {
    id: 'decline-portuguese',
    spec: { m: 'decline', why: 'languages spoken are recorded nowhere' },
    qs: [
      `portuguese-speaking vis from competitor accts last wk, how many`,
      `speaks portuguese, competitor accounts, last week: how many visitors`,
    ],
  },
];

export const SET47 = flatten(SET47_FAMILIES);
