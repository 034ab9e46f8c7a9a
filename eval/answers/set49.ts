// Answer-graded set 49: "a precise RevOps analyst and a Spanish- or French-speaking sales rep".
// Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered; not edited), the first 130 lines of set46.ts (its header and its first few families,
// which fall inside those lines) and its import/export lines (not its other families), eval/demo.ts
// (its import from subgraphs/copilot/ never followed, nor imported by the scratch scripts: readRefs,
// fill and fillDeep were copied into them), subgraphs/accounts/demo/ (index.ts, companies.ts,
// traffic.ts, store.ts, random.ts, demo.repository.ts), schema.prisma, test/helpers/server.ts and
// test/helpers/db.ts, server/demo-bootstrap.ts, core/db/index.ts, core/clock.ts, the scripts block
// of package.json (and tsconfig.json, to run tsc), and /work/shared/spec/signal-service-interface.md
// sections 1 to 4.6. Never opened: anything under subgraphs/copilot/, any other question set
// (set4-45, the families of set46 past line 130, heldout*, blind, tuned, eval/questions.ts,
// eval/heldout.ts), tests outside test/helpers/, README.md, scratch/ files other than check49*;
// nothing was opened by mistake. No git command was run and nothing was ever asked of the product.
//
// Truths: both workspaces were built with createDemoWorkspace alone (the demo's defaults: 600
// visitors, 28 days, seed 42; and eval/demo.ts SECOND_WORKSPACE: 420 visitors, 45 days, seed
// 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL database
// (set49_scratch, dropped afterwards) with a ManualClock at the eval clock, Wed 18 June 2025 12:00
// UTC (scratch/check49_build.ts). No copilot setup ran; its effects the truths can depend on were
// applied by hand (rec3 dismissed, person3 marked contacted; no question asks about the setup's API
// keys, webhooks, rules, destinations or conversations). The refs were read back with a copy of
// eval/demo.ts readRefs before rec3 was dismissed, as the eval does. scratch/check49.ts evaluates
// every family with measures.ts (evaluateSpec, broader, sameTruth, specProblems) on both workspaces
// and checks: every placeholder fills; specProblems is empty; every constraint (each filter, and the
// window) changes the truth when dropped (for the eight comparisons, which broader skips, each filter
// was dropped by hand, and the two windows give different truths); no truth is empty, zero, a
// missing time or a 0%/100% share; every top-N has more than N candidates and no tie at its cut; no
// window covers all of a workspace's page views (demo data from 21 May, second from 4 May; the
// widest windows are last month, since 27 May and 19 days). All pass (scratch/check49.out).
//
// Style: two phrasings per family, one per persona, the order alternating from family to family.
// Persona A is a precise RevOps analyst typing fast: exact dates and inclusive boundaries ("from 3
// june through 11 june inclusive", "strictly above 58", "00:00 utc"), asks for exact figures, writes
// accts / pv / pvs / avg. Persona B is a sales rep whose first language is Spanish or French:
// fluent but non-native English ("how much lead accounts have looked the page", "since 12 days",
// "actual intent" for current intent, "are come", "between the ones that", "the both days in"),
// "the last month (may)" always glossed, "the week before this one (9-15 june)" for last week
// (never a bare "the last week"). Both type lower case, often without a question mark, with a few
// typos (identifed, yesteday, campain, sesions, visitros, recomendations, numbr, fourty-four) and
// pls/plz; numbers sometimes in words (three, nine, twelve, five). The clock is Wed 18 June 2025
// 12:00 UTC: "today" 18 June, "yesterday" 17 June, "this week" Monday 16 June to now, "last week" /
// "the week before this one" 9-15 June, "this month" 1-18 June, "last month" May; most phrasings
// name the days. "last N days" / "since N days" keep both readings (N×24 h, or N calendar days
// ending today); for attributed sessions only the calendar one counts, and those phrasings say
// "calendar days including today" / "today included".
//
// Conventions every phrasing states in its persona's words (the truths depend on them): page views,
// visitors, sessions and accounts that visited in a window leave out bot-flagged hits ("bot-flagged
// hits excluded", "no bots", "without the hits marked as bot"; the pre-flagging rows count, as in
// truth.ts); sessions split on 30 minutes of inactivity and are dated by their start; attributed
// sessions are the attribution (campaign) rollup's / "the attribution report"; an identification is
// a visitor identified by any method (email capture, ip table or asn), dated by when identified;
// "identified" on visitors, page views and sessions is by any method, as of now, and "not
// identified" is no identification of any kind; intent is the current score ("actual" for B);
// visit counts and "distinct people" are all-time; every share names its base; "new" is first seen
// (accounts) / first visit (visitors) in the window and "returning" a visit in the window by someone
// first seen (first visit) before it, both said explicitly; all-time questions say so. Account
// questions whose filters the consumer-mailbox `personal` account meets (no class filter, leads,
// intent > 58 / >= 83 / > 66, campaign, source, channel and page filters, top-N by visits, views or
// people) say it counts as one account; the visitor question on lead accounts says people in
// `personal` count (it is a lead). Recommendations are asked without a window and "open" is defined
// (new, or snoozed with the snooze over). Named entities are DemoRefs placeholders ({customer.domain},
// {customer2.domain}, {customer.name}, {competitor.name}, {lead.domain}, {lead2.name}, {person.email},
// {person2.email}, {person4.email}).
//
// Known limits (scratch/check49.out). First drafts that failed and were replaced:
// acc-count-returning-9d-intent-ge-37 (demo: no account first seen in the 9 days has intent >= 37,
// so "returning" changed nothing) -> acc-count-returning-9d-intent-lt-58;
// acc-count-customers-blog-this-month (every customer read the blog this month, on both) ->
// acc-count-blog-intent-lt-44-this-month; acc-count-visits-lt-4-organic-this-month (all such
// accounts are this month's: the window changed nothing) -> acc-count-visits-lt-9-referral-this-month;
// acc-list-new-this-week (empty on the second) -> acc-list-new-since-jun11; vis-top5-visits-linkedin
// (tie at the cut on the demo) -> vis-top3-visits-linkedin-all-time; vis-avg-visits-new-last-month
// (every May visitor was new in May) -> vis-avg-visits-new-last-week; vis-top3-views-last-week (tie
// at the cut on the second) -> vis-top3-views-jun3-jun11; pv-top3-paths-yesterday (ties at the cut)
// -> pv-top3-paths-9d; pv-top2-channels-customers-this-month (tie at the cut, window changed nothing)
// -> pv-top2-channels-demo-this-week; id-count-ip-today (demo: every identification today is by ip
// table) -> id-count-ip-5d; id-top3-visits-since-jun11 (ties at the cut) -> id-top2-visits-since-jun11;
// att-top2-campaigns-since-jun4 (tie at the cut on the second) -> att-top2-campaigns-since-jun9. Also
// changed though passing: vis-count-intent-lt-37-today (1 on the demo) -> vis-count-intent-lt-58-today,
// and, to spread the measures, seven counts became vis-list-lead2-company-since-may30,
// id-list-customer-this-month, vis-avg-intent-asn-19d, acc-avg-intent-monthly-digest-since-may28,
// vis-sum-visits-email-capture-this-month, pv-first-person2 and acc-sum-visits-g2-all-time. Close
// calls at a top-N cut: pv-top3-paths-9d (calendar reading: demo 132,132,128 vs 126; second
// 65,65,60 vs 53), att-top2-campaigns-since-jun9 (second 17,17 vs 15), att-top3-sources-19d (demo 61
// vs 55; second 31,29,29 vs 28), att-top1-channel-yesterday (second 3 vs 2), id-top2-visits-since-jun11
// (demo 17,17 vs 16), vis-top3-visits-linkedin-all-time (demo 22,22,20 vs 19; second 19,19,19 vs 18),
// vis-top3-views-jun3-jun11 (second 13,12,11 vs 10), acc-top4-views-since-jun9 (second 24,24,23 vs
// 21), pv-top2-channels-demo-this-week (second 15,2 vs 1, of 3 channels). The `personal` account
// ranks first in all three account top-N families. Small truths: id-list-asn-this-month 8 and 1;
// att-count-social-today 6 and 1; pv-count-anonymous-today 13 and 2; pv-count-enterprise-yesterday
// 15 and 3; acc-count-new-12d 8/7 and 3; acc-list-new-since-jun11 5 and 2; id-count-email-channel-
// last-week 3 and 4; vis-list-competitor-this-week 4 and 6; vis-list-lead2-company-since-may30 5 and
// 4; vis-list-excluded-all-time 7 and 4; vis-count-customer-domain-last-month 13 and 4;
// vis-count-intent-eq-37-all-time 5 and 8; ses-count-person4-all-time 5 on both. Visitor lists and
// top-N key many rows by the pixel's anonymous id (no email). Recommendations: 14 on both, 13 open
// after rec3 is dismissed, none snoozed; rec-list-open's keys assume the eval dismisses the same
// subject (readRefs' order: demo blueharborcapital.com, second dunderlabs.com) and that the copilot
// setup creates no recommendation (its tools were not read). acc-last-seen-competitor and
// pv-first-person2 read the accounts' last_seen_at column and the first page view (a human visitor's).
//
// Coverage (124 families, 248 questions): measures count 53, list 8, top 11, first 6, last 6, avg 7,
// sum 5, share 8, compare 8, decline 12; subjects (answerable) accounts 26, visitors 24, page views
// 20, sessions 12, attributed sessions 11, identifications 15, recommendations 4; filters (a share's
// part counted) classification 15 (lead 4, customer 4, competitor 5, excluded 2), intent 10 (= 1,
// > 3, >= 1, < 3, <= 1, between 1), visit counts 5 (> 1, >= 1, < 1, <= 1, between 1), exact path 7,
// path prefix 6, channel 8, source 4, campaign 6, identification source 11 (email capture 6, ip
// table 2, asn 3), domain 3, company name 3, email 4, identified 8 (yes 5, no 3), new 7, returning
// 3, recommendation state 3; windows (a comparison counts both) today 7, yesterday 10, this week 12,
// last week 17, this month 15, last month 8, last N days 12 (5, 9, 12, 19), since a date 14,
// between two dates 9, all time 16.
//
// Declines (12), each otherwise answerable but for one constraint no table or column holds: visitors
// who knit, leads whose CEO ran a marathon, a ranking by chess rating, yoga-loving people, customer
// visitors with a tattoo, accounts that own electric cars, an average golf handicap, people who sing
// karaoke, left-handed visitors, doing the crossword every morning, an espresso machine in the
// office, an average number of children.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET49_FAMILIES: Family[] = [
  // ─── accounts ───
  {
    id: 'acc-count-intent-gt-58-yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 58 } }, w: YESTERDAY },
    qs: [
      `exact number pls: how many accts had at least one page view on tue 17 june (yesterday) with a current intent score strictly more than 58? leave out bot-flagged hits, and the 'personal' bucket for consumer emails counts as one acct`,
      `how many accounts with actual intent score more than 58 have visited us yesterday? without the hits marked as bot. the 'personal' one (gmail, hotmail...) count as one account also`,
    ],
  },
  {
    id: 'acc-count-leads-pricing-last-week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', path: '/pricing' }, w: lastP('week') },
    qs: [
      `the week before this one (monday 9 to sunday 15 june), how much lead accounts have looked the page /pricing exactly? not the enterprise one. no bot hits, and 'personal' is lead so it count as one account`,
      `lead accts that viewed exactly /pricing (not /pricing/enterprise) from mon 9 june through sun 15 june inclusive, how many? bot-flagged hits excluded; the 'personal' consumer-email bucket is a lead and counts as one acct`,
    ],
  },
  {
    id: 'acc-count-new-12d',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: days(12) },
    qs: [
      `number of net-new accts in the last twelve days pls, new meaning the acct was first seen within those 12 days`,
      `since 12 days how many new accounts we have? new = the first time we see them is inside these 12 days`,
    ],
  },
  {
    id: 'acc-count-returning-9d-intent-lt-58',
    spec: { m: 'count', s: 'accounts', f: { returning: true, intent: { op: '<', v: 58 } }, w: days(9) },
    qs: [
      `accounts that come back in the last 9 days with intent score under 58, how many? come back = first seen before the 9 days and visited again inside them (no bot hits)`,
      `returning accts over the last nine days with current intent strictly below 58: exact count. returning = had a pv in those 9 days (bot-flagged excluded) and was first seen before the 9 days started`,
    ],
  },
  {
    id: 'acc-count-blog-intent-lt-44-this-month',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 44 }, pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      `how many accts with a current intent score below fourty-four read anything under /blog/ between 1 june and now? bot-flagged hits excluded`,
      `this month how many accounts with intent less than 44 have read some page of the blog, /blog/something? no bots pls`,
    ],
  },
  {
    id: 'acc-count-visits-3to7-last-month',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: 'between', lo: 3, hi: 7 } }, w: lastP('month') },
    qs: [
      `how many accounts with total visits between 3 and 7 (both included) visited in the last month, i mean may? without bot hits`,
      `accts with an all-time visit count from 3 to 7 inclusive that had a pv in may 2025 (1-31 may, bot-flagged excluded): exact count`,
    ],
  },
  {
    id: 'acc-count-intent-le-29-jun3-jun11',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 29 } }, w: between('2025-06-03', '2025-06-11') },
    qs: [
      `count of accts whose current intent score is at most 29 and that had a pv from 3 june through 11 june inclusive, bot-flagged hits excluded`,
      `accounts with intent of 29 or less that visited from 3 june to 11 june (the both days in), how many? no bot hits`,
    ],
  },
  {
    id: 'acc-count-paid-social-19d',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: days(19) },
    qs: [
      `since 19 days, how many accounts had visits coming from paid social channel (the linkedin ads)? no bots, and 'personal' count as one account`,
      `how many accts had a page view from the paid social channel in the last 19 days? bot-flagged hits excluded; the 'personal' consumer bucket = one acct`,
    ],
  },
  {
    id: 'acc-avg-intent-monthly-digest-since-may28',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { campaign: 'monthly-digest' }, w: since('2025-05-28') },
    qs: [
      `avg current intent score of accts with at least one pv tagged campaign monthly-digest from 28 may 00:00 utc to now; bot-flagged excluded, the 'personal' consumer bucket counts once`,
      `the accounts that came from the monthly-digest campaign since the 28 of may, what is their average intent (actual)? no bots. 'personal' is one account`,
    ],
  },
  {
    id: 'acc-sum-visits-g2-all-time',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { source: 'g2' }, w: ALL },
    qs: [
      `in total, since always, the accounts that are come from g2 (the utm source): how many visits they have all together? without bots, 'personal' = one account`,
      `all time: sum of all-time visit counts across accts that ever had a pv with utm source g2 (bot-flagged excluded); 'personal' counts as one acct`,
    ],
  },
  {
    id: 'acc-count-visits-lt-9-referral-this-month',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '<', v: 9 }, channel: 'referral' }, w: thisP('month') },
    qs: [
      `exact count of accts with fewer than 9 visits all-time that had a pv from the referral channel (links on other sites) between 1 june and now, bot-flagged hits excluded`,
      `accounts with less than nine visits in total, that came by referral (a link on another site) this month, how many? no bots`,
    ],
  },
  {
    id: 'acc-list-new-since-jun11',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: since('2025-06-11') },
    qs: [
      `give me the list of new accounts since the 11 june, new = first seen since 11 june. and say how many`,
      `list every acct first seen between 11 june 00:00 utc and now, with the total count`,
    ],
  },
  {
    id: 'acc-list-intent-ge-83-today',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '>=', v: 83 } }, w: TODAY },
    qs: [
      `list accts with intent score 83 or above that had a pv today (wed 18 june), bot-flagged excluded; 'personal' is one row if it qualifies. and the count pls`,
      `which accounts with intent 83 or more are visiting today? list them and say how many. no bots; 'personal' (gmail etc) count as one account`,
    ],
  },
  {
    id: 'acc-top3-visits-last-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', w: lastP('week') },
    qs: [
      `top 3 accounts by total number of visits (all time), only the accounts that visited the week before this one (9-15 june)? no bot hits; 'personal' count as one account`,
      `rank accts that had a pv from 9 june through 15 june (bot-flagged excluded) by all-time visit count, top three. 'personal' consumer bucket is eligible as one acct`,
    ],
  },
  {
    id: 'acc-top4-views-since-jun9',
    spec: { m: 'top', s: 'accounts', n: 4, by: 'views', w: since('2025-06-09') },
    qs: [
      `top four accts by number of page views from 9 june 00:00 utc to now (bot-flagged excluded), 'personal' counts as one acct`,
      `which 4 accounts did the most page views since 9 june? no bots, 'personal' count as one account`,
    ],
  },
  {
    id: 'acc-top3-people-this-month',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', w: thisP('month') },
    qs: [
      `the 3 accounts with most different persons (in total), from the ones that visited this month? no bots. 'personal' = one account`,
      `top 3 accts by number of distinct people (all time), among accts with a pv since 1 june; bot-flagged hits excluded, 'personal' counts as one acct`,
    ],
  },
  {
    id: 'acc-first-seen-new-last-week',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: lastP('week') },
    qs: [
      `earliest first-seen timestamp among accts first seen between mon 9 june and sun 15 june inclusive, date and time utc pls`,
      `the week 9 to 15 june, when exactly was seen the first new account? new = first seen that week. date and hour`,
    ],
  },
  {
    id: 'acc-last-seen-competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'competitor' }, w: ALL },
    qs: [
      `the last time we saw a competitor account, when it was? date and hour pls`,
      `latest last-seen time across all competitor-classified accts, exact utc timestamp`,
    ],
  },
  {
    id: 'acc-avg-intent-leads-yesterday',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      `mean current intent score across lead accts with a pv on 17 june, bot-flagged excluded, 'personal' included as one lead acct`,
      `what is the average intent score (the actual one) of lead accounts that visited yesterday? no bots; 'personal' is a lead and count as one account`,
    ],
  },
  {
    id: 'acc-avg-visits-new-this-month',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { new: true }, w: thisP('month') },
    qs: [
      `for the new accounts of this month (first seen since 1 june), how many visits they have in average, total visits?`,
      `avg all-time visit count of accts first seen from 1 june 00:00 utc to now`,
    ],
  },
  {
    id: 'acc-sum-people-customers',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      `sum of distinct people across all customer-classified accts, all time: one number`,
      `how many persons in total we have in all our customer accounts together? the sum of the people of each one, since always`,
    ],
  },
  {
    id: 'acc-sum-visits-intent-44-71-last-week',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { intent: { op: 'between', lo: 44, hi: 71 } }, w: lastP('week') },
    qs: [
      `sum the visits (all time) of the accounts with intent between 44 and 71 who visited in the week of 9 to 15 june. no bots`,
      `total of all-time visit counts across accts with intent between 44 and 71 inclusive that had a pv from 9 through 15 june (bot-flagged excluded)`,
    ],
  },
  {
    id: 'acc-share-intent-gt-66-this-week',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>', v: 66 } }, w: thisP('week') },
    qs: [
      `share (%) of accts with a pv since mon 16 june whose intent is strictly above 66; base = all accts with a pv this week. bot-flagged excluded, 'personal' counted once`,
      `of the accounts that visited this week (since monday 16), which percent have intent more than 66? no bots, 'personal' count as one account`,
    ],
  },
  {
    id: 'acc-share-new-since-jun10',
    spec: { m: 'share', s: 'accounts', part: { new: true }, w: since('2025-06-10') },
    qs: [
      `from the accounts that visited since 10 june, which percent are new (first seen since 10 june)? no bots; 'personal' = one account`,
      `of all accts with a pv since 10 june 00:00 utc (bot-flagged excluded, 'personal' counted once), what % were first seen on or after 10 june?`,
    ],
  },
  {
    id: 'acc-compare-leads-this-vs-last-week',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `lead accts with a pv this week (mon 16 june to now) vs last week (mon 9 to sun 15 june): both counts, this week first. bot-flagged excluded, 'personal' counted as one lead`,
      `compare for me: how many lead accounts visited this week, and how many the week before (9-15 june)? no bots, 'personal' is lead, count it as one`,
    ],
  },
  {
    id: 'acc-compare-pricing-this-vs-last-month',
    spec: { m: 'compare', s: 'accounts', f: { pathPrefix: '/pricing' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      `how many accounts looked the pricing pages (everything that start with /pricing) this month vs the last month (may)? no bots, 'personal' count one`,
      `accts that viewed any path beginning with /pricing: 1-18 june so far vs may 2025, two numbers, june first. bot-flagged excluded, 'personal' counted once`,
    ],
  },

  // ─── visitors ───
  {
    id: 'vis-count-identified-yesterday',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: YESTERDAY },
    qs: [
      `count of visitors with a pv on 17 june (bot-flagged excluded) who are identified by any method (email capture, ip table or asn) as of now`,
      `how many visitors we have identified (by any method, email or ip range or asn) that came yesterday? no bots`,
    ],
  },
  {
    id: 'vis-count-anonymous-last-week',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: lastP('week') },
    qs: [
      `the week of 9 to 15 june, how many visitors we couldn't identify at all (nor email, nor ip, nor asn)? no bot hits`,
      `how many still-unidentified visitors (no identification of any kind) had a pv from 9 june through 15 june inclusive? bot-flagged excluded`,
    ],
  },
  {
    id: 'vis-count-new-since-jun4',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: since('2025-06-04') },
    qs: [
      `number of visitors whose first-ever visit is on or after 4 june 2025 00:00 utc, bot-flagged hits excluded`,
      `how many new visitors since 4 june? new = their first visit ever is on 4 june or after. no bots`,
    ],
  },
  {
    id: 'vis-count-returning-last-week',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: lastP('week') },
    qs: [
      `how many visitors came back in the week 9-15 june? came back = their first visit was before 9 june and they visited again that week. no bots`,
      `returning visitors for mon 9 - sun 15 june: a pv that week (bot-flagged excluded) and a first visit before 9 june. exact count`,
    ],
  },
  {
    id: 'vis-sum-visits-email-capture-this-month',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      `visitors whose identification came from email capture, with a pv between 1 june and now (bot-flagged excluded): sum of their all-time visit counts`,
      `the visitors identified by email (the form fill) that visited this month, how many visits they make together, total of all time? no bots`,
    ],
  },
  {
    id: 'vis-avg-intent-asn-19d',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { idSource: 'asn' }, w: days(19) },
    qs: [
      `since 19 days, the visitors identified by the asn (network match) that visited: which intent they have in average, the actual score? no bots`,
      `mean current intent of visitors matched via asn (network-level match) with a pv in the last 19 days, bot-flagged excluded`,
    ],
  },
  {
    id: 'vis-count-intent-eq-37-all-time',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '=', v: 37 } }, w: ALL },
    qs: [
      `all-time count of visitors whose current intent score is exactly 37 (a visitor = anyone with at least one pv that is not bot-flagged)`,
      `how many visitors have intent exactly 37 right now? all time, everybody with a page view that is not bot`,
    ],
  },
  {
    id: 'vis-count-intent-lt-58-today',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '<', v: 58 } }, w: TODAY },
    qs: [
      `today how many visitors with intent less than 58 are come on the site? no bots plz`,
      `visitors with a pv today, wed 18 june (bot-flagged excluded), whose intent is strictly below 58: count`,
    ],
  },
  {
    id: 'vis-count-visits-gt-6-this-week',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>', v: 6 } }, w: thisP('week') },
    qs: [
      `visitors with an all-time visit count strictly greater than six who had a pv since mon 16 june (bot-flagged excluded), how many`,
      `this week (from monday) how many visitors with more than 6 visits in total came? no bots`,
    ],
  },
  {
    id: 'vis-count-customer-domain-last-month',
    spec: { m: 'count', s: 'visitors', f: { domain: '{customer.domain}' }, w: lastP('month') },
    qs: [
      `people of {customer.domain} that visited the last month (may), how many? without bot hits`,
      `how many distinct visitors from {customer.domain} had a pv in may 2025? bot-flagged excluded`,
    ],
  },
  {
    id: 'vis-list-lead2-company-since-may30',
    spec: { m: 'list', s: 'visitors', f: { company: '{lead2.name}' }, w: since('2025-05-30') },
    qs: [
      `list the distinct visitors at the company named {lead2.name} with a pv from 30 may 00:00 utc onward (bot-flagged excluded), and how many`,
      `since 30 may which persons from {lead2.name} visited our site? give me the list and the number, no bots`,
    ],
  },
  {
    id: 'vis-count-demo-page-12d',
    spec: { m: 'count', s: 'visitors', f: { path: '/demo' }, w: days(12) },
    qs: [
      `since 12 days how many visitors have seen the /demo page? no bots pls`,
      `visitors who viewed /demo in the last 12 days, bot-flagged hits excluded: count`,
    ],
  },
  {
    id: 'vis-count-blog-yesterday',
    spec: { m: 'count', s: 'visitors', f: { pathPrefix: '/blog/' }, w: YESTERDAY },
    qs: [
      `count of visitors with a pv on any /blog/ path on 17 june, bot-flagged excluded`,
      `yesteday how many visitors read something in the blog (/blog/...)? no bots`,
    ],
  },
  {
    id: 'vis-count-lead-visits-le-2-may29-jun7',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', visits: { op: '<=', v: 2 } }, w: between('2025-05-29', '2025-06-07') },
    qs: [
      `how many visitors of lead accounts with max 2 visits in total came between 29 may and 7 june (both included)? no bots, and the people in 'personal' count, it is lead`,
      `visitors at lead accts (incl. people in the 'personal' consumer bucket, which is a lead) with 2 or fewer visits all-time and a pv from 29 may through 7 june inclusive: count, bot-flagged excluded`,
    ],
  },
  {
    id: 'vis-list-competitor-this-week',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      `list every visitor from competitor accts with a pv since mon 16 june (bot-flagged excluded), and the total`,
      `give me the visitors of competitor companies that came this week, with how many they are. no bots`,
    ],
  },
  {
    id: 'vis-list-excluded-all-time',
    spec: { m: 'list', s: 'visitors', f: { classification: 'excluded' }, w: ALL },
    qs: [
      `which visitors are from the excluded account? all time, list them and the number. only people with a page view not marked bot`,
      `list all visitors belonging to the excluded-classified acct, all time (anyone with a non-bot-flagged pv), with the count`,
    ],
  },
  {
    id: 'vis-top3-views-jun3-jun11',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'views', w: between('2025-06-03', '2025-06-11') },
    qs: [
      `top 3 visitors by number of pvs from 3 june through 11 june inclusive, bot-flagged excluded`,
      `the 3 visitros that did the most page views between 3 and 11 june (both days in)? no bots`,
    ],
  },
  {
    id: 'vis-top3-visits-linkedin-all-time',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { source: 'linkedin' }, w: ALL },
    qs: [
      `top 3 visitors with the most visits (in total), between the ones that came from linkedin (utm source) at some moment? no bots`,
      `among visitors who ever had a pv with utm source linkedin (bot-flagged excluded), the top three by all-time visit count`,
    ],
  },
  {
    id: 'vis-avg-intent-customers-this-month',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      `avg current intent of visitors from customer accts with a pv since 1 june (bot-flagged excluded)`,
      `the average intent (actual) of the visitors from customer accounts that came this month? no bots`,
    ],
  },
  {
    id: 'vis-avg-visits-new-last-week',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { new: true }, w: lastP('week') },
    qs: [
      `the new visitors of the week 9-15 june (their first visit ever was that week): how many visits they have in average, total visits? no bots`,
      `mean all-time visit count of visitors whose first visit fell between mon 9 june and sun 15 june inclusive, bot-flagged hits excluded`,
    ],
  },
  {
    id: 'vis-sum-visits-ip-table-yesterday',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: [
      `sum of all-time visit counts of visitors identified via the ip-range table who had a pv on 17 june (bot-flagged excluded)`,
      `the visitors identified by ip range that came yesterday: how many visits they have together, in total all time? no bots`,
    ],
  },
  {
    id: 'vis-share-identified-today',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: TODAY },
    qs: [
      `from the visitors of today, what percent are identified (any method, email/ip/asn)? base = all visitors of today, no bots`,
      `% of today's visitors (pv on 18 june, bot-flagged excluded) identified by any method; base = all of today's visitors`,
    ],
  },
  {
    id: 'vis-share-email-of-identified-since-jun2',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true }, w: since('2025-06-02') },
    qs: [
      `of identified visitors (any method) with a pv since 2 june 00:00 utc (bot-flagged excluded), what share was identified via email capture? base = those identified visitors`,
      `since 2 june, between the visitors identified (any method) that came, which percent was identified with email? no bots`,
    ],
  },
  {
    id: 'vis-compare-returning-this-vs-last-week',
    spec: { m: 'compare', s: 'visitors', f: { returning: true }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `visitors that come back: this week vs the week before (9-15 june)? come back = first visit before that week starts, and visited in it. no bots`,
      `returning visitors this week (since mon 16 june) vs last week (9-15 june), this week first; a week's returning visitor = pv in that week (bot-flagged excluded) and first visit before that week began`,
    ],
  },

  // ─── page views ───
  {
    id: 'pv-count-enterprise-yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing/enterprise' }, w: YESTERDAY },
    qs: [
      `pvs of exactly /pricing/enterprise on tue 17 june, bot-flagged excluded`,
      `how many times the page /pricing/enterprise was viewed yesterday? no bots`,
    ],
  },
  {
    id: 'pv-count-blog-this-week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: thisP('week') },
    qs: [
      `this week how many page views on the blog (all the /blog/... pages)? no bots plz`,
      `total pvs on /blog/ paths from mon 16 june to now, bot-flagged excluded`,
    ],
  },
  {
    id: 'pv-count-organic-last-week',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: lastP('week') },
    qs: [
      `pvs from the organic search channel between 9 june and 15 june inclusive, bot-flagged excluded`,
      `page views from organic search in the week 9 to 15 june? no bots`,
    ],
  },
  {
    id: 'pv-count-facebook-may26-jun2',
    spec: { m: 'count', s: 'page_views', f: { source: 'facebook' }, w: between('2025-05-26', '2025-06-02') },
    qs: [
      `between 26 may and 2 june (included both), how many page views with source facebook? no bots`,
      `pvs with utm source facebook from 26 may through 2 june inclusive (bot-flagged excluded)`,
    ],
  },
  {
    id: 'pv-count-abm-q3-last-month',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'abm-q3' }, w: lastP('month') },
    qs: [
      `may 2025 pvs tagged utm campaign abm-q3, bot-flagged excluded`,
      `how many page views the campaign abm-q3 did in the last month (may)? no bots`,
    ],
  },
  {
    id: 'pv-count-anonymous-today',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: TODAY },
    qs: [
      `today how many page views are from visitors we didn't identify (nothing: no email, no ip, no asn)? no bots`,
      `pvs today (18 june) by visitors not identified by any method, bot-flagged excluded`,
    ],
  },
  {
    id: 'pv-count-asn-since-jun11',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'asn' }, w: since('2025-06-11') },
    qs: [
      `pvs from 11 june 00:00 utc to now by visitors matched via asn, bot-flagged excluded`,
      `since 11 june how many page views from visitors identified by asn (the network)? no bots`,
    ],
  },
  {
    id: 'pv-first-person2',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      `when {person2.email} has seen a page for the very first time? date and hour, no bot hits`,
      `utc timestamp of the first-ever pv by {person2.email}, bot-flagged excluded`,
    ],
  },
  {
    id: 'pv-count-customer2-domain-19d',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer2.domain}' }, w: days(19) },
    qs: [
      `pvs by people at {customer2.domain} in the last 19 days, bot-flagged excluded`,
      `since 19 days how many page views from {customer2.domain}? no bots`,
    ],
  },
  {
    id: 'pv-count-competitor-name-this-month',
    spec: { m: 'count', s: 'page_views', f: { company: '{competitor.name}' }, w: thisP('month') },
    qs: [
      `this month how many page views did {competitor.name}? no bots`,
      `pvs by visitors at {competitor.name} from 1 june to now, bot-flagged excluded`,
    ],
  },
  {
    id: 'pv-count-excluded-since-may27',
    spec: { m: 'count', s: 'page_views', f: { classification: 'excluded' }, w: since('2025-05-27') },
    qs: [
      `pvs by visitors of excluded-classified accts from 27 may 00:00 utc to now (bot-flagged excluded)`,
      `how many page views from the excluded account since 27 may? no bots`,
    ],
  },
  {
    id: 'pv-top3-paths-9d',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: days(9) },
    qs: [
      `since 9 days the 3 pages most viewed? no bots`,
      `top 3 pages by pv count over the last nine days, bot-flagged excluded`,
    ],
  },
  {
    id: 'pv-top2-channels-demo-this-week',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'channel', f: { path: '/demo' }, w: thisP('week') },
    qs: [
      `top 2 channels by pvs of the /demo page from mon 16 june to now, bot-flagged excluded`,
      `for the page /demo, the 2 channels that bring the most views this week? no bots`,
    ],
  },
  {
    id: 'pv-first-demo-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/demo' }, w: TODAY },
    qs: [
      `today at what hour was the first view of the /demo page? no bots`,
      `utc timestamp of the first /demo pv today, 18 june, bot-flagged excluded`,
    ],
  },
  {
    id: 'pv-first-launch-week-since-jun6',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { campaign: 'launch-week' }, w: since('2025-06-06') },
    qs: [
      `first pv tagged campaign launch-week on or after 6 june 00:00 utc: exact time pls (bot-flagged excluded)`,
      `since 6 june, when was the first page view from the launch-week campaign? no bots`,
    ],
  },
  {
    id: 'pv-last-competitor-pricing',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: ALL },
    qs: [
      `when was the last time a competitor looked our pricing pages (anything /pricing...)? exact time pls, no bots`,
      `latest pv by a competitor-account visitor on any path starting with /pricing, all time, utc timestamp, bot-flagged excluded`,
    ],
  },
  {
    id: 'pv-last-person',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      `when exactly did {person.email} last view a page? utc, bot-flagged excluded`,
      `the last page view of {person.email}, when it was? date and hour`,
    ],
  },
  {
    id: 'pv-share-direct-last-week',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: lastP('week') },
    qs: [
      `which percent of the page views of the week 9-15 june is from direct traffic? base = all page views of that week, no bots`,
      `direct channel's share of all pvs from 9 june through 15 june (bot-flagged excluded), in %`,
    ],
  },
  {
    id: 'pv-compare-demo-this-vs-last-week',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `/demo pvs this week (mon 16 june to now) vs last week (9-15 june), both numbers, this week first, bot-flagged excluded`,
      `page /demo: how many views this week and how many the week before (9 to 15 june)? no bots`,
    ],
  },
  {
    id: 'pv-compare-identified-yesterday-vs-today',
    spec: { m: 'compare', s: 'page_views', f: { identified: true }, w: YESTERDAY, w2: TODAY },
    qs: [
      `page views of identified visitors (any method): yesterday vs today? no bots`,
      `pvs by visitors identified by any method: 17 june vs 18 june so far, 17 june first, bot-flagged excluded`,
    ],
  },

  // ─── sessions ───
  {
    id: 'ses-count-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      `sessions started on 17 june (a session = pvs with no gap over 30 min, dated by its first pv; bot-flagged hits excluded)`,
      `how many sessions we had yesterday? session = it cuts after 30 min without activity, and it counts the day it starts; no bots`,
    ],
  },
  {
    id: 'ses-count-pricing-last-week',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: lastP('week') },
    qs: [
      `in the week 9 to 15 june, how many sessions have a view of the /pricing page (exactly this one)? session = cut after 30 min inactive, counted by the start, no bots`,
      `sessions started 9-15 june inclusive that included a pv of exactly /pricing (30-min inactivity split, dated by start, bot-flagged excluded)`,
    ],
  },
  {
    id: 'ses-count-product-since-jun12',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/product' }, w: since('2025-06-12') },
    qs: [
      `sessions started from 12 june 00:00 utc onward with at least one pv on a path beginning /product (session = no gap over 30 min, dated by its start; bot-flagged excluded)`,
      `since 12 june, how many sessions went on a product page (all the ones starting /product)? session = cut after 30 min without activity, counted by start, no bots`,
    ],
  },
  {
    id: 'ses-count-anonymous-this-week',
    spec: { m: 'count', s: 'sessions', f: { identified: false }, w: thisP('week') },
    qs: [
      `this week how many sessions from visitors not identified (no email, no ip, no asn)? session = cut after 30 min inactive, counted the day it starts, no bots`,
      `sessions started since mon 16 june by visitors not identified by any method (30-min inactivity split, dated by start, bot-flagged excluded)`,
    ],
  },
  {
    id: 'ses-count-email-capture-jun5-jun13',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'email_capture' }, w: between('2025-06-05', '2025-06-13') },
    qs: [
      `sessions started 5 june through 13 june inclusive by visitors identified via email capture (session = no gap > 30 min, dated by start, bot-flagged excluded)`,
      `between 5 and 13 june (included), how many sessions of visitors identified by email? session = cut after 30 min inactive, counted by start, no bots`,
    ],
  },
  {
    id: 'ses-count-lead-domain-this-month',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}' }, w: thisP('month') },
    qs: [
      `this month, how many sessions from {lead.domain}? session = cut after 30 min without activity, counted by its start, no bots`,
      `sessions by people from {lead.domain} started 1 june to now (30-min inactivity split, dated by first pv, bot-flagged excluded)`,
    ],
  },
  {
    id: 'ses-count-person4-all-time',
    spec: { m: 'count', s: 'sessions', f: { email: '{person4.email}' }, w: ALL },
    qs: [
      `all-time session count for {person4.email} (session = pvs with no gap over 30 min; bot-flagged excluded)`,
      `how many sessions has done {person4.email} in total, since always? session = cut after 30 min inactive, no bots`,
    ],
  },
  {
    id: 'ses-count-customer-name-last-month',
    spec: { m: 'count', s: 'sessions', f: { company: '{customer.name}' }, w: lastP('month') },
    qs: [
      `the last month (may), how many sessions from {customer.name}? session = cut after 30 min without activity, counted by start, no bots`,
      `sessions by visitors at {customer.name} that started in may 2025 (30-min inactivity split, bot-flagged excluded)`,
    ],
  },
  {
    id: 'ses-count-identified-9d',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: days(9) },
    qs: [
      `sessions in the last 9 days by visitors identified by any method (session = no gap over 30 min, dated by its start; bot-flagged excluded)`,
      `since 9 days, how many sessions of identified visitors (any method)? session = cut after 30 min inactive, counted by start, no bots`,
    ],
  },
  {
    id: 'ses-first-customer-this-week',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      `this week, when started the first session of a customer account visitor? session = cut after 30 min without activity, no bots`,
      `start time (utc) of the earliest session beginning since mon 16 june by a customer-account visitor (30-min inactivity split, bot-flagged excluded)`,
    ],
  },
  {
    id: 'ses-last-person2',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      `when did {person2.email}'s most recent session start? utc pls (session = no gap over 30 min; bot-flagged excluded)`,
      `last session of {person2.email}, at what time it started? session = cut after 30 min inactive, no bots`,
    ],
  },
  {
    id: 'ses-compare-competitor-this-vs-last-month',
    spec: { m: 'compare', s: 'sessions', f: { classification: 'competitor' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      `sesions of competitor accounts: this month vs the last month (may)? session = cut after 30 min inactive, counted by start, no bots`,
      `competitor-account sessions started 1-18 june vs may 2025, june first (30-min inactivity split, dated by start, bot-flagged excluded)`,
    ],
  },

  // ─── attributed sessions ───
  {
    id: 'att-count-last-week',
    spec: { m: 'count', s: 'attributed_sessions', w: lastP('week') },
    qs: [
      `attributed sessions (the campaign attribution rollup, by utc day) from 9 june through 15 june: total`,
      `how many sessions with campaign (the attribution report) we had in the week 9-15 june?`,
    ],
  },
  {
    id: 'att-count-email-this-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: thisP('month') },
    qs: [
      `in the attribution report, how many sessions from the email channel this month?`,
      `attributed sessions on the email channel, 1 june to today inclusive (attribution rollup by utc day)`,
    ],
  },
  {
    id: 'att-count-linkedin-12d',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: days(12) },
    qs: [
      `attributed sessions with source linkedin over the last 12 calendar days including today (attribution rollup)`,
      `since 12 days (today included), sessions from linkedin in the attribution report?`,
    ],
  },
  {
    id: 'att-count-launch-week-last-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: lastP('month') },
    qs: [
      `the campain launch-week, how many attributed sessions it had in the last month (may)?`,
      `attribution rollup: sessions for campaign launch-week across may 2025`,
    ],
  },
  {
    id: 'att-count-brand-search-may29-jun7',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: between('2025-05-29', '2025-06-07') },
    qs: [
      `attributed sessions for the brand-search campaign 29 may through 7 june inclusive (attribution rollup)`,
      `between 29 may and 7 june (both in), how many sessions of campaign brand-search in the attribution report?`,
    ],
  },
  {
    id: 'att-count-social-today',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'social' }, w: TODAY },
    qs: [
      `today how many attributed sessions from the social channel (attribution report)?`,
      `attribution rollup, social channel, 18 june only: session count`,
    ],
  },
  {
    id: 'att-top2-campaigns-since-jun9',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: since('2025-06-09') },
    qs: [
      `top 2 campaigns by attributed sessions from 9 june to today (attribution rollup)`,
      `since 9 june, the 2 campaigns with most sessions in the attribution report?`,
    ],
  },
  {
    id: 'att-top3-sources-19d',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: days(19) },
    qs: [
      `since 19 days, top 3 sources in the attribution report (most sessions)? today included`,
      `top 3 utm sources by attributed sessions over the last 19 calendar days incl. today`,
    ],
  },
  {
    id: 'att-top1-channel-yesterday',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: YESTERDAY },
    qs: [
      `single top channel by attributed sessions on 17 june (attribution rollup)`,
      `yesterday which channel had the most sessions in the attribution report?`,
    ],
  },
  {
    id: 'att-share-paid-social-this-week',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_social' }, w: thisP('week') },
    qs: [
      `this week, from all the attributed sessions, which percent is paid social? base = all attributed sessions of this week`,
      `paid social's share of attributed sessions since mon 16 june, base = all attributed sessions in that period (attribution rollup)`,
    ],
  },
  {
    id: 'att-compare-g2-this-vs-last-month',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      `g2-listing campaign attributed sessions: 1-18 june vs may 2025, june first (attribution rollup)`,
      `campaign g2-listing in the attribution report: this month vs the last month (may)?`,
    ],
  },

  // ─── identifications ───
  {
    id: 'id-count-yesterday',
    spec: { m: 'count', s: 'identifications', w: YESTERDAY },
    qs: [
      `how many visitors got identifed yesterday, by any method (email, ip range, asn)?`,
      `people identified on 17 june, any method (email capture, ip table or asn), counted by identification time`,
    ],
  },
  {
    id: 'id-count-email-last-week',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      `email-capture identifications with an identification time from 9 june through 15 june inclusive`,
      `identifications by email (the form) in the week 9-15 june, how many?`,
    ],
  },
  {
    id: 'id-count-ip-5d',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: days(5) },
    qs: [
      `since 5 days how many visitors we identified with the ip range table?`,
      `ip-table identifications over the last five days, exact numbr`,
    ],
  },
  {
    id: 'id-count-intent-gt-58-since-jun6',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '>', v: 58 } }, w: since('2025-06-06') },
    qs: [
      `identifications (any method) dated 6 june 00:00 utc onward where the person's current intent is strictly above 58`,
      `since 6 june, how many persons identified (any method) with actual intent more than 58?`,
    ],
  },
  {
    id: 'id-list-customer-this-month',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      `this month which persons of customer accounts were identified (any method)? list plz, and how many`,
      `list of visitors at customer accts identified (any method) between 1 june 00:00 utc and now, with the count`,
    ],
  },
  {
    id: 'id-count-email-channel-last-week',
    spec: { m: 'count', s: 'identifications', f: { channel: 'email' }, w: lastP('week') },
    qs: [
      `identifications dated 9-15 june (any method) of visitors who also had a pv via the email channel within 9-15 june, bot-flagged excluded`,
      `in the week 9-15 june, how many persons identified (any method) that week came also by the email channel in the same week? no bots`,
    ],
  },
  {
    id: 'id-count-visits-ge-5-12d',
    spec: { m: 'count', s: 'identifications', f: { visits: { op: '>=', v: 5 } }, w: days(12) },
    qs: [
      `since 12 days, how many persons identified (any method) that have 5 visits or more in total?`,
      `identifications (any method) in the last 12 days of visitors whose all-time visit count is at least 5`,
    ],
  },
  {
    id: 'id-list-asn-this-month',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      `list everyone identified via asn from 1 june to now, plus the count`,
      `give me the list of persons identified by asn (network) this month, and how many they are`,
    ],
  },
  {
    id: 'id-first-this-week',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('week') },
    qs: [
      `this week, when was the first identification (any method)? date and hour`,
      `timestamp of the earliest identification (any method) since mon 16 june 00:00 utc`,
    ],
  },
  {
    id: 'id-last-competitor',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { classification: 'competitor' }, w: ALL },
    qs: [
      `most recent identification time of anyone at a competitor acct, any method, all time (utc)`,
      `when was the last time we identified somebody of a competitor company?`,
    ],
  },
  {
    id: 'id-last-email-jun3-jun11',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: between('2025-06-03', '2025-06-11') },
    qs: [
      `between 3 june and 11 june (both days in), the last identification by email, when it was?`,
      `latest email-capture identification time within 3 june through 11 june inclusive, utc`,
    ],
  },
  {
    id: 'id-top2-visits-since-jun11',
    spec: { m: 'top', s: 'identifications', n: 2, by: 'visit_count', w: since('2025-06-11') },
    qs: [
      `of people identified (any method) since 11 june 00:00 utc, top 2 by all-time visit count`,
      `persons identified since 11 june (any method): the 2 with the most visits in total?`,
    ],
  },
  {
    id: 'id-avg-intent-last-week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: [
      `the persons identified in the week 9 to 15 june (any method), which intent they have in average (the actual one)?`,
      `avg current intent of people identified (any method) from 9 june through 15 june inclusive`,
    ],
  },
  {
    id: 'id-share-email-this-month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      `share of 1-18 june identifications that came via email capture, base = all identifications (any method) in that period`,
      `this month, from all identifications (any method), which percent was by email?`,
    ],
  },
  {
    id: 'id-compare-jun2-8-vs-jun9-15',
    spec: { m: 'compare', s: 'identifications', w: between('2025-06-02', '2025-06-08'), w2: between('2025-06-09', '2025-06-15') },
    qs: [
      `identifications (any method): the week 2-8 june vs the week 9-15 june? first one first pls`,
      `identifications (any method) from 2 june through 8 june vs 9 june through 15 june, both counts, earlier week first`,
    ],
  },

  // ─── recommendations ───
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `how many recommendations are open right now (status new, or snoozed with the snooze already over)?`,
      `how many recommendations are open at the moment? open = new, or snoozed but the snooze is finished`,
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `list me the recommendations that are open in this moment (new, or snoozed and the snooze is passed), and how many`,
      `list all open recommendations (new, or snoozed with the snooze elapsed) by subject, with the total`,
    ],
  },
  {
    id: 'rec-count-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      `total number of recomendations ever created, whatever the status (open, snoozed, done, dismissed all count)`,
      `how many recommendations exist in total, all status together, also the dismissed ones?`,
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      `of all recommendations (any status), which percent is still open? open = new, or snoozed and the snooze passed`,
      `% of recommendations currently open (new, or snoozed with the snooze elapsed); base = every recommendation, any status`,
    ],
  },


  // ─── declines ───
  {
    id: 'decline-knitting-visitors',
    spec: { m: 'decline', why: 'whether a visitor knits is not recorded' },
    qs: [
      `how many visitors who knit came on the site yesterday? no bots`,
      `count of visitors with a pv on 17 june (bot-flagged excluded) who are knitters`,
    ],
  },
  {
    id: 'decline-marathon-ceo-leads',
    spec: { m: 'decline', why: 'whether an account\'s CEO ran a marathon is not recorded' },
    qs: [
      `lead accts with a pv from 9 june through 15 june whose ceo has finished a marathon: exact count`,
      `the lead accounts where the ceo did a marathon, how many visited in the week 9-15 june?`,
    ],
  },
  {
    id: 'decline-chess-rating-top3',
    spec: { m: 'decline', why: 'chess ratings are not recorded' },
    qs: [
      `top 3 visitors of this week by their chess rating (elo)?`,
      `rank visitors with a pv since mon 16 june by chess elo rating, top three`,
    ],
  },
  {
    id: 'decline-yoga-identifications',
    spec: { m: 'decline', why: 'whether a person practises yoga is not recorded' },
    qs: [
      `identifications (any method) this month of yoga-loving people only: count`,
      `this month how many yoga fans we identified?`,
    ],
  },
  {
    id: 'decline-tattoo-customers',
    spec: { m: 'decline', why: 'tattoos are not recorded' },
    qs: [
      `the visitors of customer accounts that have a tattoo, how many came since 12 days?`,
      `customer-acct visitors with a tattoo and a pv in the last 12 days, count pls`,
    ],
  },
  {
    id: 'decline-electric-car-accounts',
    spec: { m: 'decline', why: 'company car fleets are not recorded' },
    qs: [
      `accts that own a fleet of electric cars and had a pv in may 2025: list with count`,
      `which accounts that own electric cars for the employees visited in the last month (may)?`,
    ],
  },
  {
    id: 'decline-golf-handicap-avg',
    spec: { m: 'decline', why: 'golf handicaps are not recorded' },
    qs: [
      `the average golf handicap of the visitors from lead accounts this week?`,
      `mean golf handicap across lead-acct visitors with a pv since mon 16 june`,
    ],
  },
  {
    id: 'decline-karaoke-sessions',
    spec: { m: 'decline', why: 'karaoke habits are not recorded' },
    qs: [
      `sessions started yesterday by visitors who sing karaoke on weekends (30-min inactivity split)`,
      `yesterday how many sessions from persons that go to karaoke every weekend?`,
    ],
  },
  {
    id: 'decline-left-handed-pricing',
    spec: { m: 'decline', why: 'handedness is not recorded' },
    qs: [
      `how many left-handed visitors looked the /pricing page since 4 june?`,
      `left-handed visitors with a pv on exactly /pricing from 4 june 00:00 utc to now: count`,
    ],
  },
  {
    id: 'decline-crossword-share',
    spec: { m: 'decline', why: 'crossword habits are not recorded' },
    qs: [
      `% of today's identified visitors who do the crossword every morning; base = all identified visitors today`,
      `from the identified visitors of today, which percent is doing the crossword each morning?`,
    ],
  },
  {
    id: 'decline-espresso-machine-accounts',
    spec: { m: 'decline', why: 'office equipment is not recorded' },
    qs: [
      `how many accounts that have an espresso machine in their office visited since 19 days?`,
      `accts whose office has an espresso machine, with a pv in the last 19 days: exact count`,
    ],
  },
  {
    id: 'decline-children-avg',
    spec: { m: 'decline', why: 'how many children a visitor has is not recorded' },
    qs: [
      `average number of children of the people identified by email from 3 june through 11 june inclusive`,
      `the persons identified by email between 3 and 11 june, how many kids they have in average?`,
    ],
  },
];

export const SET49 = flatten(SET49_FAMILIES);
