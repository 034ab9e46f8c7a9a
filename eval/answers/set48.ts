// Answer-graded set 48: "a chatty British agency account manager and a founder typing one-liners on a phone".
// Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered; not edited), the first 130 lines of set46.ts (its header and its first few families,
// all inside those lines) and its import/export lines (not its other families), eval/demo.ts (its
// import from subgraphs/copilot/ never followed, nor imported by the scratch scripts: readRefs and
// fill were copied into them), subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts,
// store.ts, random.ts, demo.repository.ts), schema.prisma, test/helpers/server.ts and
// test/helpers/db.ts, server/demo-bootstrap.ts, core/db/index.ts, core/clock.ts, the scripts block of
// package.json, and /work/shared/spec/signal-service-interface.md sections 1 to 4.6. Never opened:
// subgraphs/copilot/, any other question set (set4-45, the rest of set46, heldout*, blind, tuned,
// eval/questions.ts, eval/heldout.ts), tests outside test/helpers/, README.md, scratch/ other than
// check48*; nothing was opened by mistake. No git command was run and nothing was ever asked of the
// product (no /ask, no eval:copilot).
//
// Truths: both workspaces were built with createDemoWorkspace alone (the demo's defaults: 600
// visitors, 28 days, seed 42; and eval/demo.ts SECOND_WORKSPACE: 420 visitors, 45 days, seed
// 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL database
// (set48_scratch, its DATABASE_URL passed to the server; dropped afterwards) with a ManualClock at
// the eval clock, Wed 18 June 2025 12:00 UTC (scratch/check48_build.ts, with reflect-metadata loaded
// first as the server needs). No copilot setup ran; the effects the truths can depend on were applied
// by hand (rec3 dismissed, person3 marked contacted; no question asks about the setup's API keys,
// webhooks, rules, destinations, conversations or facts). The refs were read back with a copy of
// eval/demo.ts readRefs before the dismissal (demo: lead apple.com, lead2 massivedynamiclabs.com,
// customer northwindlogistics.com, customer2 blueharborlogistics.com, competitor
// globexlogistics.com; second: lead apple.com, lead2 waynelogistics.com, customer
// acmelogistics.com, customer2 northwindlogistics.com, competitor globexlogistics.com; rec3
// blueharborcapital.com and dunderlabs.com). scratch/check48.ts evaluates every family with
// measures.ts (evaluateSpec, broader, sameTruth, specProblems) on both workspaces and writes
// scratch/check48.out. It checks: specProblems empty; every constraint (each filter, and the window)
// changes the truth when dropped (for the six comparisons, which broader skips, each filter was
// dropped by hand); no truth is empty, zero, a missing time or a 0/100 share; every top-N has more
// than N candidates and no tie at its cut; no window covers all of a workspace's page views (5,134
// demo page views from 21 May, 3,463 second from 4 May). All 112 answerable families pass on both
// workspaces.
//
// Style: two phrasings per family, one per persona (the order alternates). Persona A is a chatty
// British agency account manager typing into the chat box: mostly lower case, polite and
// long-winded, British spelling (organisation, analyse, whilst, naturally), hedges and asides ("if
// it isn't too much trouble", "the seo agency are chasing me"), the odd typo (visiters, organsations,
// teh), never a question mark. Persona B is a founder on a phone: terse lower-case one-liners, no
// articles, shorthand (# of, w/, vs, yday, l9d, l12d, wk, mo, accts, vis, pv, ids, recs, pls, plz).
// Numbers are sometimes words (nine, twelve, nineteen, seventy-three). No JSON, key=value or SQL.
// The clock is Wed 18 June 2025 12:00 UTC: "today" 18 June, "yesterday" 17 June, "this week" Monday
// 16 June to now, "last week" Mon 9 - Sun 15 June, "this month" 1-18 June, "last month" May; the
// phrasings name the days for calendar windows; "last N days" keeps both readings (rolling and
// calendar), for attributed sessions the calendar one only ("today included").
//
// Conventions every phrasing states in its persona's words (the truths depend on them): page views,
// visitors, sessions, and accounts or people "that visited" leave bots out; a visitor or account in a
// window had a page view in it; sessions split after 30 minutes of inactivity and are dated by their
// start; attributed sessions are the attribution report's campaign-tagged sessions (the daily
// rollup); an identification is a person identified by any method, dated by when identified;
// "identified" on visitors and page views is by any method; the identification source is said as
// "company ip range(s)" (ip_table), "asn / network owner lookup" (asn) or "email form capture"
// (email_capture); intent is the current score; visit counts are the all-time tally, people counts
// the all-time people at an organisation; page views in a top-N or an account's views are the
// window's; every share names its base; "new" is first seen (accounts) / first ever visit (visitors)
// in the window, "returning" a visit in the window by someone first seen before it; exact paths are
// called "that exact page" where a prefix could be meant, prefixes "anything under /blog/", "any path
// starting /pricing" (which includes /pricing itself), "under /product/ (not /product itself)".
// Account questions whose filters the consumer-mailbox `personal` account meets say it counts as one
// organisation (it is a lead with intent 100 and the most visits on both workspaces, so it tops
// acc-top3-visits-leads-last-week and acc-top4-views-since-jun2); visitor, page-view, session and
// identification questions on lead accounts say its people count (it is a lead). Recommendations are
// asked without a window and "open" is defined (new, or snoozed with the snooze over). Named
// entities are DemoRefs placeholders only.
//
// Known limits and close calls (scratch/check48.out). First drafts that failed and were replaced:
// accounts with 19+ visits this month (every one visited this month; asked for yesterday instead),
// accounts at intent exactly 83 (none on the second; 73 used), customer accounts on /demo this month
// (the window changed nothing on the second; last week used), new accounts yesterday (none), lead
// accounts at intent 58-83 today (lead changed nothing; a /pricing filter used instead), top 3
// accounts by people count at intent < 58 this month (tie at the cut), the returning share of this
// week's accounts (100% on the second; last 12 days used), visitors at intent >= 83 today (the window
// changed nothing on the second; >= 58 used), top 3 identified visitors by views this week and last
// week (ties at the cut), top 5 email-capture visitors by visits over 19 days and top 4 by intent
// over 19 days, top 2 by visits yesterday (ties), the visit total of {competitor.name} people since 9
// June (the window changed nothing), top 3 pages last week and this week, top 2 pages over 12 days,
// top 3 pages of customers since 9 June (ties), top 2 channels this month and top 3 channels yesterday or of
// identified visitors last week (the window or the filter changed nothing), top 2 pages of anonymous
// visitors in May (window), the last ip-table session yesterday and the last customer session
// yesterday (the filter changed nothing), top 2 and top 3 campaigns last month (window on the
// second), the first ASN identification this month (the first of all), top 3 ip-table
// identifications by visits over 9 days (tie on the second); and, for its phrasing, the latest
// last-seen time of last week's accounts at intent < 37 (their last-seen time can fall after last
// week, an ambiguous question; asked over all time instead). Dropped to keep the size: accounts at intent < 58 today, visitors
// at intent exactly 37, top 2 pages this month, anonymous sessions today, social attributed sessions
// today. Close calls at a top-N cut: acc-top2-intent-visits-le-12-9d (demo 76 vs 75),
// acc-top3-views-intent-lt-58-last-month (demo 12 vs 11), vis-top3-views-identified-jun2-11 (14 vs 13, 11 vs 10),
// vis-top4-intent-email-capture-last-week (second 73 vs 71), vis-top5-visits-leads-today (demo 14 vs
// 13; second 12 vs 10, where the 6th is a consumer-mailbox lead), pv-top3-paths-last-month (demo 181
// vs 176, second 190 vs 187), pv-top3-channels-leads-yesterday (demo 8 vs 7, second 3 vs 2),
// pv-top3-paths-leads-since-jun9 (demo 113 vs 109, second 50 vs 48), att-top3-sources-since-jun3
// (second 25 vs 24, with a tie inside the top 3), id-top2-visits-iptable-9d (12 vs 11); ties inside
// a top-N (any order accepted): att-top2-campaigns-this-week demo 13 and 13. Small truths:
// acc-list-customers-demo-last-week and acc-list-intent-58-83-pricing-today 1 key each;
// acc-count-intent-eq-73-all 1 on the demo; vis-list-competitors-yesterday 2 and 1 keys and
// vis-list-customers-pricing-last-week 2 and 2 (anonymous pixel ids: these people are matched by IP,
// not email); vis-sum-visits-customer-name-last-week 4 (one person) on the second;
// pv-count-customers-this-week 4 and pv-count-enterprise-pricing-yesterday 3 on the second;
// id-list-email-capture-yesterday 2 on the second; id-list-today 4 and 5 keys; acc-count-new-12d 3 on
// the second; vis-count-lead2-domain-this-month 5 and 3; ses-count-person3-all 5 and 5;
// ses-count-customer2-domain-this-month 6 and 5. Recommendations: 14 on both, 13 open after rec3
// is dismissed, none snoozed; rec-list-open's exact keys assume the eval dismisses the same subject
// as here. acc-last-seen-competitor and id-last-competitor read the accounts' and visitors' stored
// times (last_seen_at, identified_at), not the page views.
//
// Coverage (124 families, 248 questions): measures count 57, list 8, top 13, first 6, last 6, avg 4,
// sum 2, share 10, compare 6, decline 12; subjects (answerable) accounts 28, visitors 23, page views
// 21, sessions 12, attributed sessions 9, identifications 15, recommendations 4; filters (a share's
// part included) classification 15 (lead 8, customer 3, competitor 4), intent 10 (= 1, > 2, >= 2,
// < 2, <= 1, between 2), visit counts 5 (>= 2, > 1, < 1, <= 1), exact path 7, path prefix 9, channel
// 5 (paid social 1, paid search 2, organic search 1, email 1), source 5, campaign 3, identification
// source 13 (email form 8, company ip ranges 3, asn 2), domain 4, company name 4, email 4, identified
// 8 (true 6, false 2), new 5, returning 3, recommendation state 3; windows (a comparison counts both)
// today 7, yesterday 17, this week 14, last week 22, this month 10, last month 8, last N days 12 (9,
// 12 and 19 days), since a date 9, between two dates 5, all time 14.
//
// Declines (12), each otherwise answerable but for one constraint no table or column holds: a chief
// executive's golf handicap (a ranking by it), owning an electric car (a who-clause), the number of
// languages a person speaks (an average of it), being left-handed (an adjective), founders who play
// chess (a list), having run a marathon, star signs (Geminis), houseplants in the office (an
// average), knitting, having a tattoo (a share), running a staff rowing club (on attributed
// sessions), staff who sing in a choir (on recommendations).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET48_FAMILIES: Family[] = [
  // ─── accounts ───
  {
    id: 'acc-count-leads-yesterday',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      `hiya, hope all's well! when you get a sec could you tell me how many lead organisations popped onto the site yesterday (17th june)... only ones with at least one page view, bots left out obviously, and pls count the 'personal' bucket for the gmail/hotmail lot as one organisation, it's tagged lead too`,
      `# of lead accts w/ a pv yday pls, no bots, personal bucket counts as 1 acct`,
    ],
  },
  {
    id: 'acc-count-intent-gt-83-this-week',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 83 } }, w: thisP('week') },
    qs: [
      `accts w/ intent over 83 (strictly, current score) that visited this wk since mon 16th, excl bots. personal bucket = 1 acct`,
      `morning! a client's asking how many organisations scoring above 83 on intent (today's score, strictly more than 83) have been on the site this week, so monday 16 june up to now, bots excluded whilst we're at it. the consumer 'personal' bucket counts as one organisation if it qualifies`,
    ],
  },
  {
    id: 'acc-count-intent-37-58-last-week',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 37, hi: 58 } }, w: lastP('week') },
    qs: [
      `if it isn't too much trouble, how many organisations with an intent score between 37 and 58 (both ends included, their current score) visited last week, monday 9th to sunday 15th june. bots not counted pls`,
      `last wk (mon 9 - sun 15 jun) # accts intent 37-58 inclusive w/ a pv, no bots`,
    ],
  },
  {
    id: 'acc-count-new-12d',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: days(12) },
    qs: [
      `how many brand new accts last 12 days. new = first seen by us in those 12 days`,
      `could you possibly analyse how many genuinely new organisations we've picked up over the last twelve days... and by new i mean first seen by us at some point in those twelve days, not simply visiting`,
    ],
  },
  {
    id: 'acc-count-returning-last-week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      `right, slightly fiddly one: how many returning organisations did we have last week (mon 9 – sun 15 june), meaning they had a page view that week (bots out) but we'd first seen them before the 9th. the personal bucket counts as one organisation`,
      `returning accts last wk 9-15 jun = visited that wk, first seen before the 9th. count pls, no bots, personal=1`,
    ],
  },
  {
    id: 'acc-count-visits-ge-19-yesterday',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>=', v: 19 } }, w: YESTERDAY },
    qs: [
      `accts w/ 19+ visits all time that were on site yday. count, bots excl, personal counts as 1`,
      `hello again, how many organisations with a visit tally of nineteen or more (the all-time total on their profile) came back yesterday, 17 june. only real page views, no bots, and the 'personal' catch-all for consumer emails counts as one`,
    ],
  },
  {
    id: 'acc-count-pricing-prefix-since-may27',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/pricing' }, w: since('2025-05-27') },
    qs: [
      `would you be a star and tell me how many organisations have looked at any of our pricing pages (anything whose path starts /pricing) since tuesday 27 may. bots excluded, and the personal bucket is one organisation`,
      `# accts that viewed any /pricing* page since 27 may, bots out, personal=1 acct`,
    ],
  },
  {
    id: 'acc-count-paid-social-last-month',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      `accts w/ a paid social pv in may, no bots. personal = 1`,
      `for the monthly report i'm pulling together, how many organisations landed on the site through the paid social channel last month (the whole of may). bots left out please, and the personal bucket counts once`,
    ],
  },
  {
    id: 'acc-count-newsletter-9d',
    spec: { m: 'count', s: 'accounts', f: { source: 'newsletter' }, w: days(9) },
    qs: [
      `quick favour: how many organisations came in from the newsletter (utm source newsletter) in the last nine days. page views only, no bots, and treat the consumer 'personal' bucket as a single organisation`,
      `accts from newsletter source l9d, no bots, personal=1`,
    ],
  },
  {
    id: 'acc-count-launch-week-jun2-11',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'launch-week' }, w: between('2025-06-02', '2025-06-11') },
    qs: [
      `# accts that hit site via launch-week campaign 2-11 jun incl, bots excl, personal = 1`,
      `i'm analysing the launch-week campaign for a client: how many organisations had a page view from it between 2 and 11 june, both days inclusive. no bots, and the personal bucket counts as one if it's in there`,
    ],
  },
  {
    id: 'acc-count-intent-le-37-all',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 37 } }, w: ALL },
    qs: [
      `how many organisations in total, across all time, have an intent score of 37 or lower at the moment. just the number if you'd be so kind`,
      `all time # accts w/ intent <= 37 (current score)`,
    ],
  },
  {
    id: 'acc-count-intent-eq-73-all',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 73 } } },
    qs: [
      `how many accts have intent exactly 73 rn, all time not just recent`,
      `bit of an odd one, sorry: how many organisations currently sit at an intent score of exactly seventy-three. all of them, not only the recent visiters`,
    ],
  },
  {
    id: 'acc-count-visits-lt-9-ent-pricing-this-month',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '<', v: 9 }, path: '/pricing/enterprise' }, w: thisP('month') },
    qs: [
      `could you tell me how many organisations with fewer than 9 visits on record (all-time tally) have viewed the /pricing/enterprise page this month, so 1 june to now. that exact page, bots excluded please`,
      `accts under 9 total visits that viewed /pricing/enterprise (exact page) in june so far, no bots. count`,
    ],
  },
  {
    id: 'acc-list-customers-demo-last-week',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/demo' }, w: lastP('week') },
    qs: [
      `list customer accts that viewed /demo last wk (mon 9-sun 15 jun), bots out, + how many`,
      `would you mind listing which of our customer organisations looked at the /demo page last week, monday 9th to sunday 15th june, and how many that is in total. bots excluded naturally`,
    ],
  },
  {
    id: 'acc-list-new-since-jun5',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: since('2025-06-05') },
    qs: [
      `please could you list the organisations we first saw on or after thursday 5 june, i.e. brand new since then, and say how many there are`,
      `list new accts since 5 jun, new = first seen on/after the 5th, + count`,
    ],
  },
  {
    id: 'acc-list-intent-58-83-pricing-today',
    spec: { m: 'list', s: 'accounts', f: { pathPrefix: '/pricing', intent: { op: 'between', lo: 58, hi: 83 } }, w: TODAY },
    qs: [
      `which accts w/ intent 58-83 incl looked at any /pricing page today, list + count, bots out`,
      `ooh, before my call: which organisations with an intent score between 58 and 83 inclusive have viewed any pricing page (path starting /pricing) today, 18 june. a list and the total, bots left out, thank you ever so much`,
    ],
  },
  {
    id: 'acc-top3-visits-leads-last-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { classification: 'lead' }, w: lastP('week') },
    qs: [
      `of the lead organisations that visited last week (9–15 june, bots excluded), which three have the highest all-time visit count. the personal bucket for consumer emails counts as one lead organisation`,
      `top 3 lead accts by total visits (all time), only ones w/ a pv last wk 9-15 jun, personal counts as 1 acct`,
    ],
  },
  {
    id: 'acc-top4-views-since-jun2',
    spec: { m: 'top', s: 'accounts', n: 4, by: 'views', w: since('2025-06-02') },
    qs: [
      `top 4 accts by # of pv since mon 2 jun, bots excl, personal = one acct`,
      `could you rank the organisations by how many page views they've racked up since monday 2 june (no bots) and give me the top four. the personal bucket counts as one organisation`,
    ],
  },
  {
    id: 'acc-top3-views-intent-lt-58-last-month',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { intent: { op: '<', v: 58 } }, w: lastP('month') },
    qs: [
      `among organisations with an intent score below 58 (current score), which three had the most page views in may. bots excluded, and it's may's page views only that i'm after`,
      `accts intent under 58: top 3 by pv count in may, no bots`,
    ],
  },
  {
    id: 'acc-top2-intent-visits-le-12-9d',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'intent_score', f: { visits: { op: '<=', v: 12 } }, w: days(9) },
    qs: [
      `top 2 accts by intent score, only ones w/ 12 or fewer total visits (all time) that visited l9d. no bots`,
      `for organisations with twelve visits or fewer on record (all time) that have been on the site in the last 9 days, which two have the highest intent score at the moment. bots not counted`,
    ],
  },
  {
    id: 'acc-first-seen-new-this-month',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: thisP('month') },
    qs: [
      `when exactly did we first spot the earliest of june's brand-new organisations, i.e. of the organisations first seen this month (1 june onwards), the earliest first-seen date and time please`,
      `earliest first-seen time among accts first seen in june (new this mo)`,
    ],
  },
  {
    id: 'acc-last-seen-competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'competitor' } },
    qs: [
      `when was a competitor acct last seen on site, latest time across all of them`,
      `hello, quick one: when did any of our competitor organisations last turn up on the site. the most recent last-seen time across all of them please`,
    ],
  },
  {
    id: 'acc-last-seen-intent-lt-37',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { intent: { op: '<', v: 37 } } },
    qs: [
      `sorry to be a pain, but when was an organisation with an intent score under 37 (current score) most recently seen on the site, at any point. date and time if at all possible`,
      `most recent last-seen time for any acct w/ intent < 37 rn`,
    ],
  },
  {
    id: 'acc-avg-intent-demo-yesterday',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      `avg intent score of accts that viewed /demo yday, bots out, personal counts as 1`,
      `would you mind working out the average current intent score of the organisations that looked at the /demo page yesterday (17 june). ignore bots, and the personal bucket counts as one organisation`,
    ],
  },
  {
    id: 'acc-sum-visitors-linkedin-last-month',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { source: 'linkedin' }, w: lastP('month') },
    qs: [
      `slightly odd request: for the organisations that had a page view from linkedin (utm source linkedin) in may, could you add up the number of people we know at each of them (their all-time people count). the personal bucket counts as one organisation, bots out`,
      `sum of ppl counts (all time) across accts w/ a linkedin-sourced pv in may. personal=1 acct, no bots`,
    ],
  },
  {
    id: 'acc-share-intent-ge-58-last-week',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 58 } }, w: lastP('week') },
    qs: [
      `% of accts that visited last wk (9-15 jun) w/ intent 58+. base = all accts w/ a pv last wk, no bots, personal=1`,
      `of all the organisations that visited last week (monday 9 to sunday 15 june, bots excluded), what percentage have an intent score of 58 or above. the personal bucket counts as one organisation in both the top and bottom of that`,
    ],
  },
  {
    id: 'acc-share-returning-12d',
    spec: { m: 'share', s: 'accounts', part: { returning: true }, w: days(12) },
    qs: [
      `of the organisations that visited in the last twelve days (bots excluded), what share were returning ones, meaning first seen before those twelve days began. as a percentage of all the visiting organisations please; the personal bucket counts as one`,
      `l12d: % of visiting accts that are returning (first seen before the 12 days). base = all accts w/ a pv in l12d, no bots, personal=1`,
    ],
  },
  {
    id: 'acc-compare-leads-this-vs-last-week',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `lead accts w/ a pv this wk (since mon 16) vs last wk (9-15 jun), no bots, personal=1, this wk first`,
      `could you compare the number of lead organisations that visited this week so far (from monday 16th) against last week (9th–15th). this week's figure first please, bots excluded, and the personal bucket counts as one lead`,
    ],
  },
  // ─── visitors ───
  {
    id: 'vis-count-identified-yesterday',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: YESTERDAY },
    qs: [
      `hello! how many identified visitors did we have yesterday, 17 june. identified by any method at all, company match or email, and they need an actual page view yesterday, no bots`,
      `# identified vis (any method) w/ a pv yday, bots excl`,
    ],
  },
  {
    id: 'vis-count-anon-this-week',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: thisP('week') },
    qs: [
      `# anonymous vis (not identified by any method) w/ a pv this wk since mon 16 jun, bots out`,
      `could you tell me how many visitors this week (monday 16 june onwards) we still haven't identified by any method whatsoever. real page views only, no bots`,
    ],
  },
  {
    id: 'vis-count-new-9d',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: days(9) },
    qs: [
      `apologies if this is a daft question, but how many new visitors have we had over the last nine days. new meaning their very first visit was within those nine days, and bots excluded`,
      `new vis l9d (first ever visit in the 9 days), no bots`,
    ],
  },
  {
    id: 'vis-count-returning-this-month',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: thisP('month') },
    qs: [
      `returning vis this mo: a pv in june, first visit before 1 jun. how many, no bots`,
      `how many returning visitors have we had this month. by returning i mean people who've viewed a page since 1 june but whose first ever visit was before june. bots out, thank you`,
    ],
  },
  {
    id: 'vis-count-iptable-last-week',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'ip_table' }, w: lastP('week') },
    qs: [
      `i'd like to analyse our ip matching: how many visitors identified via the company ip range table had a page view last week (mon 9 to sun 15 june). bots excluded`,
      `vis matched by company ip ranges w/ a pv last wk 9-15 jun, count, no bots`,
    ],
  },
  {
    id: 'vis-count-asn-since-jun4',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'asn' }, w: since('2025-06-04') },
    qs: [
      `# vis identified via asn lookup (network owner match) w/ a pv since 4 jun, bots excl`,
      `how many visitors that were identified through the network-owner (asn) lookup have been on the site since wednesday 4 june. bots left out`,
    ],
  },
  {
    id: 'vis-count-intent-ge-58-today',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>=', v: 58 } }, w: TODAY },
    qs: [
      `for the sales huddle this afternoon, how many people with an intent score of 58 or more (current score) have been on the site today, 18 june. bots excluded please, ta`,
      `vis intent >= 58 w/ a pv today, how many, no bots`,
    ],
  },
  {
    id: 'vis-count-visits-gt-3-yesterday',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>', v: 3 } }, w: YESTERDAY },
    qs: [
      `# vis w/ more than 3 visits all time who were on site yday, bots out`,
      `whilst i think of it, how many visiters with more than three visits on their record (all-time count) came by yesterday, 17 june. excluding bots, naturally`,
    ],
  },
  {
    id: 'vis-count-lead2-domain-this-month',
    spec: { m: 'count', s: 'visitors', f: { domain: '{lead2.domain}' }, w: thisP('month') },
    qs: [
      `the {lead2.domain} lot have gone a bit quiet on email, so i'm curious: how many people from {lead2.domain} have visited this month, 1 june to now. bots not included`,
      `# vis from {lead2.domain} in june so far, no bots`,
    ],
  },
  {
    id: 'vis-count-customer-name-last-month',
    spec: { m: 'count', s: 'visitors', f: { company: '{customer.name}' }, w: lastP('month') },
    qs: [
      `how many ppl from {customer.name} visited in may, bots excl`,
      `for our account review with {customer.name}, could you tell me how many of their people visited the site last month (may). bots excluded`,
    ],
  },
  {
    id: 'vis-list-competitors-yesterday',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: YESTERDAY },
    qs: [
      `which visitors from competitor organisations were on the site yesterday (17 june). a list please, and how many, ignoring bots`,
      `list vis from competitor accts w/ a pv yday + count, bots out`,
    ],
  },
  {
    id: 'vis-list-customers-pricing-last-week',
    spec: { m: 'list', s: 'visitors', f: { classification: 'customer', pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      `list vis at customer accts who viewed any /pricing page last wk 9-15 jun, + how many, no bots`,
      `slightly worried about churn: could you list the visitors from our customer organisations who looked at any pricing page (path starting /pricing) last week, 9th to 15th june, and tell me how many. bots excluded`,
    ],
  },
  {
    id: 'vis-top3-views-identified-jun2-11',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'views', f: { identified: true }, w: between('2025-06-02', '2025-06-11') },
    qs: [
      `of visitors identified by any method, who were the three with the most page views between 2 and 11 june inclusive. counting only their page views in that span, no bots`,
      `top 3 identified vis (any method) by # pv 2-11 jun incl, bots excl`,
    ],
  },
  {
    id: 'vis-top4-intent-email-capture-last-week',
    spec: { m: 'top', s: 'visitors', n: 4, by: 'intent_score', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      `top 4 vis by intent (current), only ones identified via email form capture w/ a pv last wk 9-15 jun, no bots`,
      `among the visitors we identified through an email form submission who visited last week (9th–15th june, no bots), which four have the highest intent score right now`,
    ],
  },
  {
    id: 'vis-top5-visits-leads-today',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'visit_count', f: { classification: 'lead' }, w: TODAY },
    qs: [
      `which five visitors from lead organisations who've been on the site today (18 june) have the highest all-time visit count. people in the 'personal' consumer-email bucket count, as it's a lead. no bots`,
      `top 5 vis at lead accts by total visits (all time), only ones w/ a pv today, incl personal bucket ppl (it's a lead), no bots`,
    ],
  },
  {
    id: 'vis-first-visit-customer-domain',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { domain: '{customer.domain}' } },
    qs: [
      `when did anyone from {customer.domain} first visit, earliest first visit time ever`,
      `do you know when the very first visit from anyone at {customer.domain} was. date and time of their earliest first visit please`,
    ],
  },
  {
    id: 'vis-last-visit-consumer-email',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' } },
    qs: [
      `sorry to bother you, but when was {consumer.email} last on the site. if you could dig that out for me that'd be lovely`,
      `last visit time for {consumer.email} pls`,
    ],
  },
  {
    id: 'vis-avg-intent-paid-search-12d',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { channel: 'paid_search' }, w: days(12) },
    qs: [
      `avg intent (current) of vis who came via paid search in l12d, no bots`,
      `the ppc people want to know: what's the average intent score, as it stands, of visitors who had a page view through the paid search channel in the last twelve days. bots excluded`,
    ],
  },
  {
    id: 'vis-avg-visits-new-this-week',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { new: true }, w: thisP('week') },
    qs: [
      `for the new visitors this week (first ever visit since monday 16 june, bots excluded), what's their average visit count as it stands`,
      `avg total visit count of new vis this wk (first visit since mon 16 jun), no bots`,
    ],
  },
  {
    id: 'vis-sum-visits-customer-name-last-week',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { company: '{customer.name}' }, w: lastP('week') },
    qs: [
      `total of all-time visit counts for {customer.name} ppl who were on site last wk 9-15 jun, bots out`,
      `could you add up the all-time visit counts of the {customer.name} people who visited last week (monday 9th to sunday 15th june). one total please, bots excluded`,
    ],
  },
  {
    id: 'vis-share-identified-yesterday',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: YESTERDAY },
    qs: [
      `what percentage of yesterday's visitors (17 june, anyone with a page view, bots excluded) were identified by any method, out of all of yesterday's visitors`,
      `% of yday's vis identified (any method). base = all vis w/ a pv yday, no bots`,
    ],
  },
  {
    id: 'vis-share-email-capture-of-identified-last-week',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true }, w: lastP('week') },
    qs: [
      `of identified vis (any method) w/ a pv last wk 9-15 jun, % identified via email form capture. base = those identified vis, no bots`,
      `of the identified visitors who came by last week (9th–15th june, identified by any method, bots out), what proportion were identified through an email form capture, as a percentage of those identified visitors`,
    ],
  },
  {
    id: 'vis-compare-today-vs-yesterday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      `how are we doing today versus yesterday on visitors: number of people with a page view today (18 june so far) and yesterday (17th), today's first, bots excluded`,
      `vis today vs yday (18 vs 17 jun), ppl w/ a pv, no bots, today first`,
    ],
  },
  // ─── page views ───
  {
    id: 'pv-count-enterprise-pricing-yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing/enterprise' }, w: YESTERDAY },
    qs: [
      `# pv of /pricing/enterprise yday, that exact page, no bots`,
      `hiya, the enterprise team are keen to know how many times the /pricing/enterprise page was viewed yesterday, 17 june. that exact page only, and bots excluded`,
    ],
  },
  {
    id: 'pv-count-blog-last-week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: [
      `our content team are asking, so: how many page views did the blog get last week, monday 9 to sunday 15 june. anything under /blog/ counts, bots excluded`,
      `blog pv (anything under /blog/) last wk 9-15 jun, no bots`,
    ],
  },
  {
    id: 'pv-count-organic-this-month',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: thisP('month') },
    qs: [
      `organic search pv this mo (since 1 jun), bots excl`,
      `the seo agency are chasing me, so could you tell me how many page views came through organic search this month so far (june). bots not counted, thank you`,
    ],
  },
  {
    id: 'pv-count-g2-since-may29',
    spec: { m: 'count', s: 'page_views', f: { source: 'g2' }, w: since('2025-05-29') },
    qs: [
      `if it's not too much bother, how many page views have we had with g2 as the utm source since thursday 29 may. no bots please`,
      `pv w/ source g2 since 29 may, no bots`,
    ],
  },
  {
    id: 'pv-count-abm-may26-jun6',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'abm-q3' }, w: between('2025-05-26', '2025-06-06') },
    qs: [
      `abm-q3 campaign pv 26 may-6 jun incl, bots out`,
      `for the abm-q3 campaign wrap-up, how many page views did it bring in between 26 may and 6 june, both days included. no bots`,
    ],
  },
  {
    id: 'pv-count-identified-today',
    spec: { m: 'count', s: 'page_views', f: { identified: true }, w: TODAY },
    qs: [
      `rough sense check for me: how many page views today (18 june) were from visitors we've identified by any method. bots excluded, and no rush`,
      `# pv today by identified vis (any method), no bots`,
    ],
  },
  {
    id: 'pv-count-person-email-all',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' }, w: ALL },
    qs: [
      `how many pv has {person.email} done all time, no bots`,
      `how many pages has {person.email} viewed in total, across all time. bots excluded, though i'm fairly sure they're a real person`,
    ],
  },
  {
    id: 'pv-count-competitor-domain-12d',
    spec: { m: 'count', s: 'page_views', f: { domain: '{competitor.domain}' }, w: days(12) },
    qs: [
      `how many page views have come from {competitor.domain} in the last twelve days, i'd like to know how closely they're watching us. bots excluded`,
      `pv from {competitor.domain} l12d, no bots`,
    ],
  },
  {
    id: 'pv-count-lead2-name-last-month',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead2.name}' }, w: lastP('month') },
    qs: [
      `# pv by {lead2.name} ppl in may, bots excl`,
      `how many page views did people from {lead2.name} rack up last month, the whole of may. no bots`,
    ],
  },
  {
    id: 'pv-count-customers-this-week',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      `our customer success lead would love to know how many page views people at customer organsations have generated this week, since monday 16 june. bots excluded`,
      `pv from customer accts this wk since mon, no bots`,
    ],
  },
  {
    id: 'pv-count-email-capture-yesterday',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      `# pv yday by vis identified via email form capture, no bots`,
      `when you have a moment, how many page views yesterday (17 june) came from visitors we identified through an email form submission. bots out, cheers`,
    ],
  },
  {
    id: 'pv-count-anon-docs-19d',
    spec: { m: 'count', s: 'page_views', f: { identified: false, pathPrefix: '/docs/' }, w: days(19) },
    qs: [
      `how many views of our docs pages (anything under /docs/) in the last nineteen days came from visitors we haven't identified by any method. bots excluded`,
      `docs pv (under /docs/) l19d by unidentified vis (no method matched), no bots`,
    ],
  },
  {
    id: 'pv-top3-paths-last-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: lastP('month') },
    qs: [
      `top 3 pages by pv in may plz, no bots`,
      `for the content review, which three pages were the most viewed last month, may. bots excluded, and could you show the view counts too if it's no bother`,
    ],
  },
  {
    id: 'pv-top3-channels-leads-yesterday',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', f: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      `yesterday (17 june), which three channels brought the most page views from people at lead organisations. the personal consumer-email bucket is a lead so include those people; bots excluded`,
      `top 3 channels by pv yday, lead accts only (incl personal bucket, it's lead), no bots`,
    ],
  },
  {
    id: 'pv-top3-paths-leads-since-jun9',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'lead' }, w: since('2025-06-09') },
    qs: [
      `top 3 pages by pv since mon 9 jun, ppl at lead accts only incl personal bucket, bots out`,
      `since monday 9 june, what are the three most viewed pages among people at lead organisations (and yes, the personal bucket counts, it's classed as a lead). no bots`,
    ],
  },
  {
    id: 'pv-first-demo-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/demo' }, w: TODAY },
    qs: [
      `just out of curiosity, what time did the first view of the /demo page happen today (18 june). bots excluded`,
      `first /demo pv today, time pls, no bots`,
    ],
  },
  {
    id: 'pv-last-person2',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person2.email}' } },
    qs: [
      `when was {person2.email}'s last pv, wich day + time`,
      `i'm about to ring {person2.email}, so before i do: when did they last view a page on the site. just their most recent page view time is fine`,
    ],
  },
  {
    id: 'pv-first-facebook-last-week',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { source: 'facebook' }, w: lastP('week') },
    qs: [
      `for the social media review i'm writing up, when was the first page view from facebook (utm source facebook) last week, 9th to 15th june. bots excluded`,
      `first facebook-sourced pv last wk 9-15 jun, time, no bots`,
    ],
  },
  {
    id: 'pv-share-pricing-this-week',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      `% of this wk's pv (since mon) that were /pricing pages (any path starting /pricing). base = all pv this wk, no bots`,
      `what proportion of all page views this week (monday 16 june to now) were on pricing pages, by which i mean any path starting /pricing. as a percentage of all this week's page views, bots excluded`,
    ],
  },
  {
    id: 'pv-share-identified-yesterday',
    spec: { m: 'share', s: 'page_views', part: { identified: true }, w: YESTERDAY },
    qs: [
      `i'd love to analyse our match rate a touch: what percentage of yesterday's page views (17 june) came from visitors identified by any method, out of all page views yesterday. bots out`,
      `% of yday pv from identified vis (any method), base = all pv yday, no bots`,
    ],
  },
  {
    id: 'pv-compare-demo-this-vs-last-week',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `/demo pv this wk (since mon 16) vs last wk (9-15 jun), no bots, this wk first`,
      `could you compare views of the /demo page this week so far (from monday 16th) with last week (9th–15th june). this week first, bots excluded`,
    ],
  },
  // ─── sessions ───
  {
    id: 'ses-count-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      `hello, how many sessions did we have yesterday, 17 june. a session being one person's run of page views with no gap over 30 minutes, counted on the day it starts; bots excluded`,
      `sessions yday, session = pvs w/ no 30+ min gap, dated by start, no bots`,
    ],
  },
  {
    id: 'ses-count-leads-this-week',
    spec: { m: 'count', s: 'sessions', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      `# sessions this wk (since mon) by ppl at lead accts incl personal bucket (it's lead). session splits on 30 min idle, dated by start, no bots`,
      `how many sessions have people at lead organisations had this week, since monday 16 june. sessions end after 30 minutes of inactivity and count on the day they start; the personal consumer-email lot count as they're a lead; bots out`,
    ],
  },
  {
    id: 'ses-count-demo-last-week',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      `how many sessions last week (9th to 15th june) included a view of the /demo page. a session ends after half an hour of inactivity and belongs to the day it started; no bots`,
      `sessions last wk 9-15 jun that incl a /demo pv. 30 min inactivity split, dated by start, bots excl`,
    ],
  },
  {
    id: 'ses-count-product-19d',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/product/' }, w: days(19) },
    qs: [
      `sessions l19d that touched any page under /product/ (e.g. /product/integrations, not /product itself). session = 30 min gap rule, by start, no bots`,
      `over the last nineteen days, how many sessions included at least one page under /product/ (the subpages, not the bare /product page). sessions split on 30 minutes without activity and are dated by when they start; bots excluded`,
    ],
  },
  {
    id: 'ses-count-person3-all',
    spec: { m: 'count', s: 'sessions', f: { email: '{person3.email}' }, w: ALL },
    qs: [
      `how many sessions has {person3.email} had, all time. a session is their run of page views with no gap longer than 30 minutes; bots not counted`,
      `# sessions all time for {person3.email}, 30 min gap = new session, no bots`,
    ],
  },
  {
    id: 'ses-count-customer2-domain-this-month',
    spec: { m: 'count', s: 'sessions', f: { domain: '{customer2.domain}' }, w: thisP('month') },
    qs: [
      `sessions from {customer2.domain} in june so far, 30 min idle split, counted by start, no bots`,
      `how many sessions have people from {customer2.domain} had this month (since 1 june). a new session after 30 minutes of inactivity, dated by its start; bots excluded`,
    ],
  },
  {
    id: 'ses-count-asn-since-may30',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'asn' }, w: since('2025-05-30') },
    qs: [
      `how many sessions since friday 30 may came from visitors identified via the asn (network owner) lookup. sessions break after 30 minutes idle and count from their start; no bots`,
      `sessions since 30 may by vis identified via asn lookup. 30 min gap rule, dated by start, bots out`,
    ],
  },
  {
    id: 'ses-count-customer-name-jun3-12',
    spec: { m: 'count', s: 'sessions', f: { company: '{customer.name}' }, w: between('2025-06-03', '2025-06-12') },
    qs: [
      `# sessions by {customer.name} ppl 3-12 jun incl, 30 min idle split, by start date, no bots`,
      `how many sessions did {customer.name} people have between 3 and 12 june inclusive. sessions end after 30 minutes of inactivity and are dated by their start; bots excluded`,
    ],
  },
  {
    id: 'ses-first-competitor-this-week',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      `when did the first session by anyone at a competitor organisation start this week (monday 16 june onwards). sessions split on 30 minutes of inactivity and belong to the day they start; no bots`,
      `start time of first competitor session this wk (since mon 16). 30 min gap rule, dated by start, no bots`,
    ],
  },
  {
    id: 'ses-last-email-capture-yesterday',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      `yday: start time of latest session by a vis identified via email form. 30 min idle split, dated by start, no bots`,
      `yesterday (17 june), when did the last session begin among visitors we identified through an email form capture. sessions break after 30 minutes idle and belong to the day they start; bots excluded`,
    ],
  },
  {
    id: 'ses-share-pricing-last-week',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      `what percentage of last week's sessions (9th–15th june) included any pricing page, meaning a path starting /pricing, out of all sessions last week. sessions split at 30 minutes' inactivity and are dated by their start; bots excluded`,
      `% of sessions last wk 9-15 jun that hit any /pricing* page. base = all sessions last wk, 30 min split, by start, no bots`,
    ],
  },
  {
    id: 'ses-compare-this-vs-last-week',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      `sessions this wk (since mon 16) vs last wk (9-15), 30 min idle split, by start, no bots, this wk first`,
      `could you compare sessions this week so far (from monday 16 june) against last week (9th to 15th). this week's number first; a session being a run of page views without a 30-minute gap, counted by its start; bots out`,
    ],
  },
  // ─── attributed sessions (the attribution rollup) ───
  {
    id: 'att-count-12d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(12) },
    qs: [
      `how many campaign-tagged sessions does the attribution report show for the last twelve days, today included. just the total from the daily attribution rollup`,
      `attributed sessions (campaign-tagged, from attribution rollup) l12d incl today, total`,
    ],
  },
  {
    id: 'att-count-email-this-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: thisP('month') },
    qs: [
      `attributed sessions via email channel this mo (1-18 jun), per the attribution rollup`,
      `according to the attribution report, how many campaign-attributed sessions came through the email channel this month so far (1 june to today)`,
    ],
  },
  {
    id: 'att-count-linkedin-last-week',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: lastP('week') },
    qs: [
      `in the attribution figures (the campaign-tagged sessions rollup), how many sessions had linkedin as the source last week, monday 9 to sunday 15 june`,
      `attributed sessions w/ source linkedin last wk 9-15 jun (attribution rollup)`,
    ],
  },
  {
    id: 'att-count-g2-may24-jun7',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: between('2025-05-24', '2025-06-07') },
    qs: [
      `g2-listing campaign attributed sessions 24 may-7 jun incl, from attribution rollup`,
      `how many attributed sessions did the g2-listing campaign get between 24 may and 7 june, both days included, going by the attribution rollup of campaign-tagged sessions`,
    ],
  },
  {
    id: 'att-count-yesterday',
    spec: { m: 'count', s: 'attributed_sessions', w: YESTERDAY },
    qs: [
      `morning! how many campaign-attributed sessions were there yesterday, 17 june, per the attribution report. just the one figure is fine`,
      `attributed sessions yday (attribution rollup, campaign-tagged)`,
    ],
  },
  {
    id: 'att-top2-campaigns-this-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: thisP('week') },
    qs: [
      `top 2 campaigns by attributed sessions this wk (mon 16 jun-today), attribution rollup`,
      `which two campaigns have driven the most attributed sessions this week, monday 16 june to today, using the attribution report's campaign-tagged sessions`,
    ],
  },
  {
    id: 'att-top3-sources-since-jun3',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: since('2025-06-03') },
    qs: [
      `since tuesday 3 june, which three utm sources account for the most attributed sessions in the attribution report. with their session counts if possible`,
      `top 3 sources by attributed sessions since 3 jun (attribution rollup)`,
    ],
  },
  {
    id: 'att-share-paid-search-last-week',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_search' }, w: lastP('week') },
    qs: [
      `% of attributed sessions last wk 9-15 jun that were paid search. base = all attributed sessions that wk (rollup)`,
      `of all the campaign-attributed sessions last week (9th to 15th june, from the attribution rollup), what percentage came through paid search`,
    ],
  },
  {
    id: 'att-compare-this-vs-last-month',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('month'), w2: lastP('month') },
    qs: [
      `could you compare attributed sessions this month so far (1–18 june) with last month (may). this month's figure first, from the attribution report's campaign-tagged sessions`,
      `attributed sessions june so far vs may (attribution rollup), june first`,
    ],
  },
  // ─── identifications ───
  {
    id: 'id-count-this-week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      `# ppl identified (any method) this wk since mon 16 jun, by when identified`,
      `quick one for the weekly update: how many people have we identified this week, by any method, going by when they were identified (monday 16 june to now)`,
    ],
  },
  {
    id: 'id-count-iptable-yesterday',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: [
      `when you've a minute, how many visitors were identified yesterday (17 june) via the company ip range match, counting by the time they were identified`,
      `ids via company ip ranges yday, dated by identification time`,
    ],
  },
  {
    id: 'id-count-email-capture-last-month',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      `# identified via email form capture in may (by identification date)`,
      `for the may round-up, how many people did we identify through email form captures last month, the whole of may, going by when they were identified`,
    ],
  },
  {
    id: 'id-count-leads-9d',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: days(9) },
    qs: [
      `how many people at lead organisations were identified (any method) in the last nine days, by identification time. the consumer-email 'personal' bucket is a lead, so they count`,
      `ids l9d (any method, by when identified) for ppl at lead accts, incl personal bucket (lead)`,
    ],
  },
  {
    id: 'id-count-intent-gt-58-since-jun5',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '>', v: 58 } }, w: since('2025-06-05') },
    qs: [
      `ppl identified since 5 jun (any method, by id time) w/ intent over 58 now, count`,
      `since thursday 5 june, how many people have been identified by any method who now have an intent score above 58, going by when they were identified`,
    ],
  },
  {
    id: 'id-count-visits-ge-4-last-week',
    spec: { m: 'count', s: 'identifications', f: { visits: { op: '>=', v: 4 } }, w: lastP('week') },
    qs: [
      `how many people identified last week (9th–15th june, any method, by identification time) have four or more visits on their record, all-time count`,
      `ids last wk 9-15 jun (any method, by id time) w/ 4+ total visits all time, count`,
    ],
  },
  {
    id: 'id-count-pricing-this-month',
    spec: { m: 'count', s: 'identifications', f: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      `ppl identified this mo (any method, by id time) who also viewed a /pricing* page this mo, count, no bots`,
      `how many people identified this month (1 june onwards, any method, by when identified) also looked at a pricing page, any path starting /pricing, during june. bots excluded`,
    ],
  },
  {
    id: 'id-list-today',
    spec: { m: 'list', s: 'identifications', w: TODAY },
    qs: [
      `could you list everyone we've identified today, 18 june, by any method, and tell me how many there are. much appreciated`,
      `list ppl identified today (any method, by id time) + count`,
    ],
  },
  {
    id: 'id-list-email-capture-yesterday',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      `list ppl identified via email form capture yday + how many`,
      `please could you list the people identified through an email form capture yesterday, 17 june (by identification time), with the total`,
    ],
  },
  {
    id: 'id-first-email-capture-this-month',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      `hope you don't mind me asking, but when was our first identification through an email form capture this month (june). the earliest identification time please`,
      `first email-form-capture identification in june, time`,
    ],
  },
  {
    id: 'id-last-competitor',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { classification: 'competitor' } },
    qs: [
      `when was someone at a competitor acct last identified (any method)`,
      `when did we last identify someone from a competitor organisation, by any method. the most recent identification time`,
    ],
  },
  {
    id: 'id-avg-intent-last-week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: [
      `could you work out, if it isn't too much trouble, the average current intent score of the people identified last week (9th–15th june, any method, by when identified)`,
      `avg intent (current) of ppl identified last wk 9-15 jun, any method`,
    ],
  },
  {
    id: 'id-share-email-capture-this-week',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('week') },
    qs: [
      `% of this wk's identifications (since mon 16, any method) that came via email form capture. base = all ids this wk`,
      `of everyone identified this week (monday 16 june onwards, any method, by identification time), what percentage were identified through an email form capture`,
    ],
  },
  {
    id: 'id-compare-this-vs-last-week',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      `how do identifications this week so far (monday 16th to now) compare with last week (9th–15th june). people identified by any method, by when identified; this week's number first`,
      `ids this wk vs last wk (16 jun-now vs 9-15 jun), any method, by id time, this wk first`,
    ],
  },
  {
    id: 'id-top2-visits-iptable-9d',
    spec: { m: 'top', s: 'identifications', n: 2, by: 'visit_count', f: { idSource: 'ip_table' }, w: days(9) },
    qs: [
      `of ppl identified via company ip ranges l9d (by id time), top 2 by total visits all time`,
      `i'm putting together a shortlist for the client: among people identified through the company ip range match in the last nine days (by when identified), which two have the highest all-time visit count`,
    ],
  },
  // ─── recommendations ───
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `could you let me know how many open recommendations there are at the moment, open meaning status new, or snoozed with the snooze already over`,
      `# open recs (new, or snoozed w/ snooze expired)`,
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `list open recs + count. open = new or snooze ended`,
      `could you list our open recommendations and how many there are. by open i mean new ones, plus any snoozed ones whose snooze has run out`,
    ],
  },
  {
    id: 'rec-count-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      `hello, how many recommendations have we got in total, whatever their status, open, dismissed or otherwise. i'm tidying up teh backlog`,
      `total # recs any status incl dismissed/done, thx`,
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      `% of all recs (any status) that are open. open = new or snooze expired`,
      `what percentage of all our recommendations (any status at all) are still open, open being new or snoozed with the snooze over`,
    ],
  },
  // ─── declines: otherwise answerable, but one constraint no table or column records ───
  {
    id: 'decline-golf-handicap-ranking',
    spec: { m: 'decline', why: 'no table records anyone\'s golf handicap, so accounts cannot be ranked by it' },
    qs: [
      `could you rank the organisations that visited this week by their chief exec's golf handicap and give me the top three, lowest handicap first. bots excluded of course`,
      `top 3 accts this wk ranked by ceo golf handicap`,
    ],
  },
  {
    id: 'decline-electric-car-owners',
    spec: { m: 'decline', why: 'nothing records whether a visitor owns an electric car' },
    qs: [
      `# vis yday who own an electric car, no bots`,
      `how many of yesterday's visitors (17 june) own an electric car. our client sells home charging points, so it's rather relevant; bots excluded`,
    ],
  },
  {
    id: 'decline-languages-spoken-avg',
    spec: { m: 'decline', why: 'no column holds how many languages a person speaks' },
    qs: [
      `what's the average number of languages spoken by the people we identified last week (9th–15th june). just curious for a client's international push`,
      `avg # languages spoken by ppl identified last wk 9-15 jun`,
    ],
  },
  {
    id: 'decline-left-handed-pricing',
    spec: { m: 'decline', why: 'handedness is not recorded for visitors' },
    qs: [
      `left-handed vis who viewed /pricing yday, how many, no bots`,
      `bit of a quirky one: how many left-handed visitors looked at the /pricing page yesterday, 17 june. bots excluded`,
    ],
  },
  {
    id: 'decline-chess-founders',
    spec: { m: 'decline', why: 'no data says whether an account\'s founders play chess' },
    qs: [
      `could you list the organisations whose founders play chess competitively that visited this month (since 1 june), and how many there are`,
      `list accts w/ chess-playing founders that visited this mo + count`,
    ],
  },
  {
    id: 'decline-marathon-runners-pv',
    spec: { m: 'decline', why: 'no table records whether a visitor has run a marathon' },
    qs: [
      `pv this mo by ppl who've run a marathon, no bots`,
      `how many page views this month (june so far) came from people who have run a marathon. we're sponsoring a race, you see. bots excluded`,
    ],
  },
  {
    id: 'decline-star-sign-sessions',
    spec: { m: 'decline', why: 'birthdays and star signs are not recorded' },
    qs: [
      `how many sessions last week (9th–15th june) were from visitors who are geminis. sessions split on 30 minutes of inactivity, dated by start, bots excluded`,
      `sessions last wk 9-15 jun by gemini vis (star sign), 30 min split, no bots`,
    ],
  },
  {
    id: 'decline-houseplants-customers',
    spec: { m: 'decline', why: 'nothing records the houseplants in a company\'s offices' },
    qs: [
      `avg # of houseplants in customer accts' offices`,
      `slightly whimsical, but what's the average number of houseplants in the offices of our customer organisations. a client in the plant-care space asked`,
    ],
  },
  {
    id: 'decline-knitters-identified',
    spec: { m: 'decline', why: 'hobbies such as knitting are not recorded' },
    qs: [
      `how many of the people we identified today (18 june, any method) knit in their spare time`,
      `# ppl identified today who knit`,
    ],
  },
  {
    id: 'decline-tattoo-share',
    spec: { m: 'decline', why: 'no column holds whether a visitor has a tattoo' },
    qs: [
      `% of identified vis w/ a pv yday who have a tattoo. base = all identified vis yday, no bots`,
      `out of yesterday's identified visitors (any method, bots out), what percentage have a tattoo. i know, i know, but the client insisted`,
    ],
  },
  {
    id: 'decline-rowing-club-attributed',
    spec: { m: 'decline', why: 'attributed sessions carry no company, and rowing club membership is not recorded anywhere' },
    qs: [
      `how many attributed sessions last week (9th–15th june, from the attribution report) came from organisations that run a staff rowing club`,
      `attributed sessions last wk from accts w/ a rowing club`,
    ],
  },
  {
    id: 'decline-choir-recommendations',
    spec: { m: 'decline', why: 'nothing records whether a company\'s staff sing in a choir' },
    qs: [
      `# open recs about cos whose staff sing in a choir (open = new or snooze expired)`,
      `how many of our open recommendations (new, or snoozed with the snooze over) concern companies whose staff sing in a choir together`,
    ],
  },
];

export const SET48 = flatten(SET48_FAMILIES);
