// Answer-graded set 46: "a skeptical board member and a support engineer pasting log snippets".
// Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered; not edited), the first 120 lines of set44.ts (its header) and its import/export lines
// (not its families), eval/demo.ts (its import from subgraphs/copilot/ never followed, nor imported
// by the scratch scripts: readRefs and fill were copied into them), subgraphs/accounts/demo/
// (index.ts, companies.ts, traffic.ts, store.ts, random.ts, demo.repository.ts), schema.prisma,
// test/helpers/server.ts and test/helpers/db.ts, server/demo-bootstrap.ts, core/db/index.ts,
// core/clock.ts, the scripts block of package.json, and /work/shared/spec/signal-service-interface.md
// sections 1 to 4.6. Never opened: subgraphs/copilot/, any other question set (set4-45 but set44's
// header and import/export lines, heldout*, blind, tuned, eval/questions.ts, eval/heldout.ts), tests
// outside test/helpers/, README.md, scratch/ other than check46*; no git command was run and nothing
// was ever asked of the product.
//
// Truths: both workspaces were built with createDemoWorkspace alone (the demo's defaults: 600
// visitors, 28 days, seed 42; and eval/demo.ts SECOND_WORKSPACE: 420 visitors, 45 days, seed
// 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL database
// (set46_scratch, dropped afterwards) with a ManualClock at the eval clock, Wed 18 June 2025 12:00
// UTC (scratch/check46_build.ts). No copilot setup ran; its effects the truths can depend on were
// applied by hand (rec3 dismissed, person3 marked contacted; no question asks about the setup's API
// keys, webhooks, rules, destinations or conversations). The refs were read back with a copy of
// eval/demo.ts readRefs. scratch/check46.ts evaluates every family with measures.ts (evaluateSpec,
// broader, sameTruth, specProblems) on both workspaces and checks: specProblems empty; every
// constraint (each filter, and the window) changes the truth when dropped (for the seven
// comparisons, which broader skips, each filter was dropped by hand); no truth is empty, zero, a
// missing time or a 0/100 share; every top-N has more than N candidates and no tie at its cut; no
// window covers all of a workspace's page views (demo data from 21 May, second from 4 May). All pass.
//
// Style: two phrasings per family. Phrasing 1 is persona A, a board member asking sharp, skeptical
// one-liners that challenge a number ("Is it really true that ...? How many exactly ...", "Prove it:
// ...", "Are we really up?"). Phrasing 2 is persona B, a support engineer pasting key=value or JSON
// fragments ({"window":"last_week","bots":false}, `scope=accounts window=yesterday`) with plain
// English around them. The clock is Wed 18 June 2025 12:00 UTC: "today" 18 June, "yesterday" 17
// June, "this week" Monday 16 June to now, "last week" 9-15 June, "this month" 1-18 June, "last
// month" May; most phrasings name the days.
//
// Conventions every phrasing states in its persona's words (the truths depend on them): page views,
// visitors, sessions and accounts that visited in a window exclude bots ("bots excluded",
// bots=false); sessions split on 30 minutes of inactivity and are dated by their start; attributed
// sessions are the attribution (campaign) rollup's; an identification is a visitor identified by any
// method, dated by when identified; "identified" on visitors and page views is by any method, as of
// now; intent is the current score; visit counts are all-time; every share names its base; "new" is
// first seen (accounts) / first visit (visitors) in the window and "returning" a visit in the window
// by someone first seen (first visit) before it, both said explicitly; all-time questions say so.
// Account questions whose filters the consumer-mailbox `personal` account can meet (no class filter,
// leads, intent = 100 or > 50, top by visits or views) carry a sentence that it counts as one
// account; visitor/identification/session questions on lead accounts say people in `personal` count
// (it is a lead). Recommendations are asked without a window and "open" is defined (new, or snoozed
// with the snooze over). Named entities are DemoRefs placeholders.
//
// Known limits (scratch/check46.out): first drafts that failed and were replaced: new accounts last
// month (every May visitor account was first seen in May), returning accounts this week (all of the
// second workspace's), cold lead accounts last week (every cold account is a lead), customers
// visiting last week and the visitors of {customer2.domain} this month (all of them), top 5 identified
// customer visitors by intent (identified changed nothing), the first lead identification of last
// week (the first of all), the intent >= 50 share of this month's new accounts (0 of 6 on the second),
// and, for ties at the cut, the top 3 pages this week, the top 3 visitors by views yesterday and the
// top 2 campaigns this month. Close calls at a top-N cut: vis-top3-intent-identified-yesterday (demo
// 87 vs 86), vis-top3-visits-identified-today (demo 16,16 vs 15; second 17 vs 16),
// att-top2-campaigns-7d (second 12,12 vs 11), acc-top3-views-last-week (second 18 vs 17),
// pv-top3-paths-since-jun10 (ties inside the top 3 on both; cut 128 vs 126 and 60 vs 53). Small
// truths: vis-list-customer2-this-week 2 and 1 keys (anonymous pixel ids); acc-list-new-last-week 6
// and 3; acc-count-intent-lt-20-last-week 4 on both; acc-count-new-14d 4 on the second;
// vis-count-customers-7d 3-4 on the second; vis-count-visits-le-4-yesterday 7 and 4;
// id-list-today 4 and 5; ses-count-customer-name-since-jun1 6 on the second; acc-top2-intent-customers
// ranks 2 of the 3 customers. Recommendations: 14 on both, 13 open after rec3 is dismissed, none
// snoozed; rec-list-open's exact keys assume the eval dismisses the same subject (readRefs' order
// under the database collation: demo blueharborcapital.com, second dunderlabs.com). Rolling "last N
// days" windows keep both readings; for attributed sessions only the calendar reading counts.
//
// Coverage (126 families, 252 questions): measures count 47, list 7, top 9, first 7, last 5, avg 4,
// sum 3, share 9, compare 7, decline 28; subjects (answerable) accounts 26, visitors 20, page views
// 18, sessions 11, attributed sessions 9, identifications 10, recommendations 4; filters
// classification 13 (lead 7, customer 4, competitor 2), intent 6 (= 1, > 1, >= 1, < 1, <= 1, between
// 1), visit counts 3 (>= 2, <= 1), exact path 8, path prefix 4, channel 5, source 3, campaign 2,
// identification source 5, domain 5, company name 1, email 3, identified 6, new 4, returning 3,
// recommendation state 3; windows (a comparison counts both) today 9, yesterday 12, this week 13,
// last week 20, this month 13, last month 4, last N days 7, since a date 5, between two dates 3, all
// time 12.
//
// Declines (28), each otherwise answerable but for one constraint no table or column holds: owning a
// 3D printer, a standing desk, an office rooftop garden, baking sourdough, beekeeping, stamp
// collecting, surfing, juggling, solving a Rubik's cube, riding a unicycle, origami, writing poetry,
// home brewing, vinyl record collections, skydiving, food-bank volunteering, stand-up comedy,
// cycling to work, keeping an aquarium, calligraphy, darts, magic tricks, having been to Antarctica,
// owning a motorbike, solar panels on the headquarters, an office ping-pong table, playing video
// games, page views during the visitor's lunch break.
import { between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const P_A = 'The consumer-mailbox "personal" account counts as one account.';
const P_B = '(personal=1 account: the consumer-mailbox "personal" account counts as one)';
const L_A = 'People in the "personal" account count too; it is a lead.';
const L_B = '(incl. people in the "personal" account, it is classified lead)';
const SES_A = 'a session ends after 30 minutes of inactivity and is dated by its start';
const SES_B = 'session = split on 30 min inactivity, dated by start';

export const SET46_FAMILIES: Family[] = [
  // ─── counts: accounts ───
  {
    id: 'acc-count-visited-yesterday',
    spec: { m: 'count', s: 'accounts', w: YESTERDAY },
    qs: [
      `Is it really true that we had visits from that many companies yesterday, 17 June? How many accounts exactly had a page view yesterday, bots excluded? ${P_A}`,
      `scope=accounts window=yesterday bots=false\nneed: number of accounts with at least one page view on 2025-06-17 ${P_B}\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'acc-count-leads-this-week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      `Prove it: how many lead accounts actually visited this week (Monday 16 June to now), not counting bot traffic? ${P_A}`,
      `{"scope":"accounts","classification":"lead","window":"this_week","bots":false} -> how many lead accounts had a page view since Monday? ${P_B}`,
    ],
  },
  {
    id: 'acc-count-new-14d',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: days(14) },
    qs: [
      `How many genuinely new accounts did we get in the last 14 days? New means first seen in those 14 days, nothing else.`,
      `new_accounts window=last_14_days\ndef: new = account first_seen_at inside the window (not just visited). how many?`,
    ],
  },
  {
    id: 'acc-count-returning-this-month',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('month') },
    qs: [
      `You keep telling me accounts come back. How many returning accounts exactly this month, meaning accounts first seen before 1 June that had a page view (bots excluded) since then? ${P_A}`,
      `returning=true scope=accounts window=this_month bots=false\nreturning = visited this month but first_seen before 2025-06-01. how many? ${P_B}`,
    ],
  },
  {
    id: 'acc-count-intent-le-30',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 30 } } },
    qs: [
      `Is it really true that so many accounts are cold? How many accounts have a current intent score of 30 or less, across all time?`,
      `{"scope":"accounts","intent":"<=30","window":"all_time"}\ncount of accounts whose current intent score is at most 30 (30 included). How many?`,
    ],
  },

  {
    id: 'acc-count-intent-between-20-40',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 20, hi: 40 } } },
    qs: [
      `How many accounts sit in the lukewarm middle, with a current intent score between 20 and 40 inclusive? All time. ${P_A}`,
      `filter intent_score BETWEEN 20 AND 40 (current score, both ends included), scope=accounts, all time -> count ${P_B}\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'acc-count-visits-ge-20',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>=', v: 20 } } },
    qs: [
      `How many accounts exactly have 20 or more visits on their all-time visit count? ${P_A}`,
      `scope=accounts visit_count>=20 (all-time visit count) window=all_time\nhow many rows? ${P_B}`,
    ],
  },
  {
    id: 'acc-count-pricing-last-week',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing' }, w: lastP('week') },
    qs: [
      `Prove it: how many accounts actually looked at /pricing (that exact page) last week, 9 to 15 June, bots excluded? ${P_A}`,
      `path=/pricing (exact) window=last_week bots=false\nhow many distinct accounts viewed it between 2025-06-09 and 2025-06-15? ${P_B}`,
    ],
  },
  {
    id: 'acc-count-blog-this-month',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      `Does the blog really reach companies? How many accounts viewed any page under /blog/ this month (1 June to now), bots excluded? ${P_A}`,
      `{"path_prefix":"/blog/","window":"this_month","bots":false,"scope":"accounts"} count the accounts with a page view under /blog/ ${P_B}\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'acc-count-paid-social-14d',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: days(14) },
    qs: [
      `Is LinkedIn spend reaching anyone? How many accounts had a page view from the paid_social channel in the last 14 days, bots excluded? ${P_A}`,
      `channel=paid_social window=last_14_days bots=false scope=accounts\n-> count of accounts ${P_B}\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'acc-count-monthly-digest-since-jun1',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'monthly-digest' }, w: since('2025-06-01') },
    qs: [
      `How many accounts exactly came in through the monthly-digest campaign since 1 June 2025, bots excluded? ${P_A}`,
      `utm_campaign=monthly-digest since=2025-06-01 bots=false\nhow many accounts had a page view with that campaign? ${P_B}`,
    ],
  },
  {
    id: 'acc-count-intent-lt-20-last-week',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 20 } }, w: lastP('week') },
    qs: [
      `How many cold accounts, current intent score below 20, still visited last week (9 to 15 June, bots excluded)?`,
      `{"scope":"accounts","intent":"<20","window":"last_week","bots":false} -> how many accounts (current intent score) had a page view 2025-06-09..2025-06-15?`,
    ],
  },
  // ─── counts: visitors ───
  {
    id: 'vis-count-today',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: [
      `Is that visitor number for today real? How many visitors exactly have had a page view today, 18 June, bots excluded?`,
      `window=today bots=false scope=visitors\nhow many distinct visitors with a page view on 2025-06-18 so far?`,
    ],
  },
  {
    id: 'vis-count-new-this-week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      `How many truly new visitors this week, meaning their first visit ever was on or after Monday 16 June? Bots excluded.`,
      `new_visitors=true window=this_week bots=false\ndef new = first_visit_at inside the window. count?`,
    ],
  },
  {
    id: 'vis-count-returning-last-week',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: lastP('week') },
    qs: [
      `Prove it: how many returning visitors did we have last week, 9 to 15 June? Returning = visited that week with a first visit before 9 June. No bots.`,
      `{"scope":"visitors","returning":true,"window":"last_week","bots":false}\nreturning means a page view in the window and first_visit_at before the window start\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'vis-count-identified-yesterday',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: YESTERDAY },
    qs: [
      `How many of yesterday's visitors (17 June, bots excluded) are actually identified, by any method, as of now?`,
      `scope=visitors identified=true (any method, as of now) window=yesterday bots=false -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'vis-count-ip-table-this-month',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'ip_table' }, w: thisP('month') },
    qs: [
      `How many visitors this month (1 June to now, bots excluded) were identified through the IP table (ip_table), exactly?`,
      `resolution_source=ip_table window=this_month bots=false\ncount visitors with a page view this month\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'vis-count-customers-7d',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer' }, w: days(7) },
    qs: [
      `Are customers really using the site? How many visitors from customer accounts had a page view in the last 7 days, bots excluded?`,
      `classification=customer window=last_7_days bots=false scope=visitors -> how many people?`,
    ],
  },
  {
    id: 'vis-count-intent-ge-50-this-week',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>=', v: 50 } }, w: thisP('week') },
    qs: [
      `How many visitors with a current intent score of 50 or more actually visited this week (since Monday 16 June), bots excluded?`,
      `{"scope":"visitors","intent":">=50","window":"this_week","bots":false} (current intent score) -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'vis-count-visits-le-4-yesterday',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '<=', v: 4 } }, w: YESTERDAY },
    qs: [
      `How many of yesterday's visitors (17 June, no bots) have an all-time visit count of 4 or less?`,
      `window=yesterday bots=false visit_count<=4 (all-time) scope=visitors\nhow many visitors is that?`,
    ],
  },
  {
    id: 'vis-count-demo-jun2-jun8',
    spec: { m: 'count', s: 'visitors', f: { path: '/demo' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      `Prove it: how many visitors actually viewed /demo (that exact page) between 2 and 8 June 2025, both days included, bots excluded?`,
      `path=/demo from=2025-06-02 to=2025-06-08 (inclusive) bots=false scope=visitors -> count of distinct visitors\nCan you confirm the exact number?`,
    ],
  },
  // ─── counts: page views ───
  {
    id: 'pv-count-yesterday',
    spec: { m: 'count', s: 'page_views', w: YESTERDAY },
    qs: [
      `Is the traffic figure for yesterday inflated? How many page views exactly on 17 June, bots excluded?`,
      `GET pageviews?window=yesterday&bots=false\nneed the total number of page views for 2025-06-17`,
    ],
  },
  {
    id: 'pv-count-careers-this-month',
    spec: { m: 'count', s: 'page_views', f: { path: '/careers' }, w: thisP('month') },
    qs: [
      `How many page views did /careers (exactly that path) really get this month, 1 June to now, bots excluded?`,
      `{"path":"/careers","window":"this_month","bots":false} -> page view count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'pv-count-docs-last-week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/docs/' }, w: lastP('week') },
    qs: [
      `Does anyone read the docs? How many page views under /docs/ last week, 9 to 15 June, bots excluded?`,
      `path_prefix=/docs/ window=last_week bots=false\ncount page views 2025-06-09..2025-06-15\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'pv-count-organic-10d',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: days(10) },
    qs: [
      `Is SEO really worth it? How many page views came from the organic_search channel in the last 10 days, bots excluded?`,
      `channel=organic_search window=last_10_days bots=false -> number of page views\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'pv-count-g2-since-jun5',
    spec: { m: 'count', s: 'page_views', f: { source: 'g2' }, w: since('2025-06-05') },
    qs: [
      `How many page views exactly carried utm_source g2 since 5 June 2025, bots excluded?`,
      `{"utm_source":"g2","since":"2025-06-05","bots":false,"scope":"page_views"} count?`,
    ],
  },
  {
    id: 'pv-count-competitors-this-week',
    spec: { m: 'count', s: 'page_views', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      `How many page views did competitor accounts really rack up this week (Monday 16 June to now), bots excluded?`,
      `classification=competitor window=this_week bots=false scope=page_views -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'pv-count-person-all-time',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' } },
    qs: [
      `Is {person.email} really that engaged? How many page views has that person made in total, all time?`,
      `email={person.email} window=all_time scope=page_views\nhow many page views for this visitor?`,
    ],
  },
  {
    id: 'pv-count-identified-today',
    spec: { m: 'count', s: 'page_views', f: { identified: true }, w: TODAY },
    qs: [
      `How many of today's page views (18 June, bots excluded) came from visitors who are identified, by any method, as of now?`,
      `window=today identified=true (any method) bots=false -> page view count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'pv-count-email-capture-last-month',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      `How many page views in May 2025 (bots excluded) came from visitors identified by email capture?`,
      `resolution_source=email_capture window=last_month (2025-05) bots=false\ncount page views\nCan you confirm the exact number?`,
    ],
  },
  // ─── counts: sessions ───
  {
    id: 'ses-count-today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: [
      `How many sessions exactly today, 18 June? Bots excluded; ${SES_A}.`,
      `scope=sessions window=today bots=false (${SES_B}) -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'ses-count-last-week',
    spec: { m: 'count', s: 'sessions', w: lastP('week') },
    qs: [
      `Prove the session number for last week (9 to 15 June): how many sessions, bots excluded, where ${SES_A}?`,
      `{"scope":"sessions","window":"last_week","bots":false} ${SES_B}. count?`,
    ],
  },
  {
    id: 'ses-count-pricing-this-week',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      `How many sessions this week (since Monday 16 June) actually included the exact page /pricing? Bots excluded; ${SES_A}.`,
      `path=/pricing window=this_week bots=false\n${SES_B}\ncount sessions that contain a /pricing view\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'ses-count-leads-yesterday',
    spec: { m: 'count', s: 'sessions', f: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      `How many sessions from lead accounts started yesterday, 17 June? Bots excluded; ${SES_A}. ${L_A}`,
      `classification=lead window=yesterday bots=false ${SES_B} ${L_B} -> count sessions\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'ses-count-lead2-all-time',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead2.domain}' } },
    qs: [
      `Is {lead2.domain} really that active? How many sessions have its people had, all time? Bots excluded; ${SES_A}.`,
      `domain={lead2.domain} window=all_time bots=false ${SES_B} -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'ses-count-customer-name-since-jun1',
    spec: { m: 'count', s: 'sessions', f: { company: '{customer.name}' }, w: since('2025-06-01') },
    qs: [
      `How many sessions has {customer.name} really had since 1 June 2025? Bots excluded; ${SES_A}.`,
      `{"company":"{customer.name}","since":"2025-06-01","bots":false} ${SES_B}. how many sessions?`,
    ],
  },
  {
    id: 'ses-count-product-jun9-jun13',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/product' }, w: between('2025-06-09', '2025-06-13') },
    qs: [
      `How many sessions between 9 and 13 June 2025 (both days included) touched a page whose path starts with /product? Bots excluded; ${SES_A}.`,
      `path_prefix=/product from=2025-06-09 to=2025-06-13 inclusive bots=false ${SES_B} -> session count\nCan you confirm the exact number?`,
    ],
  },
  // ─── counts: attributed sessions ───
  {
    id: 'att-count-last-week',
    spec: { m: 'count', s: 'attributed_sessions', w: lastP('week') },
    qs: [
      `How many attributed sessions did campaigns really bring last week, 9 to 15 June, going by the attribution (campaign) rollup?`,
      `source=attribution_rollup window=last_week (2025-06-09..2025-06-15) -> total attributed sessions\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'att-count-paid-search-this-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: thisP('month') },
    qs: [
      `Is paid search pulling its weight? How many attributed sessions from the paid_search channel this month, per the attribution (campaign) rollup?`,
      `{"rollup":"attribution","channel":"paid_search","window":"this_month"} sessions?`,
    ],
  },
  {
    id: 'att-count-linkedin-14d',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: days(14) },
    qs: [
      `How many attributed sessions exactly came from source linkedin in the last 14 days, according to the attribution (campaign) rollup?`,
      `attribution rollup, source=linkedin, window=last_14_days -> attributed sessions\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'att-count-launch-week-since-jun1',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: since('2025-06-01') },
    qs: [
      `Prove the launch-week campaign worked: how many attributed sessions did it get since 1 June 2025, in the attribution (campaign) rollup?`,
      `campaign=launch-week since=2025-06-01 rollup=attribution\ncount attributed sessions\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'att-count-email-last-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: lastP('month') },
    qs: [
      `How many attributed sessions did the email channel really deliver last month, May 2025, per the attribution (campaign) rollup?`,
      `{"channel":"email","window":"last_month","source_of_truth":"attribution_rollup"} -> sessions\nCan you confirm the exact number?`,
    ],
  },
  // ─── counts: identifications ───
  {
    id: 'id-count-this-week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      `How many people did we actually identify this week (since Monday 16 June)? Any method counts, dated by when they were identified.`,
      `event=identification window=this_week method=any (dated by identified_at) -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'id-count-ip-table-last-week',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: lastP('week') },
    qs: [
      `How many identifications last week (9 to 15 June, dated by when identified) came from the IP table, ip_table, exactly?`,
      `identifications resolution_source=ip_table window=last_week (by identified_at) -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'id-count-leads-this-month',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: thisP('month') },
    qs: [
      `How many visitors at lead accounts were identified this month, 1 June to now, by any method, dated by when identified? ${L_A}`,
      `{"scope":"identifications","classification":"lead","window":"this_month","method":"any"} dated by identified_at ${L_B}\nCan you confirm the exact number?`,
    ],
  },
  // ─── counts: recommendations ───
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `How many open recommendations are there really? Open means new, or snoozed with the snooze over.`,
      `scope=recommendations state=open (open = status new, or snoozed and snooze elapsed) -> count\nCan you confirm the exact number?`,
    ],
  },
  {
    id: 'rec-count-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      `How many recommendations exist in total, whatever their status: open, snoozed, dismissed or done?`,
      `scope=recommendations state=any (no status filter) -> total count\nCan you confirm the exact number?`,
    ],
  },
  // ─── lists ───
  {
    id: 'acc-list-intent-eq-100',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      `Name them, then: which accounts have a current intent score of exactly 100, all time? How many is that exactly? ${P_A}`,
      `{"scope":"accounts","intent":"=100","window":"all_time"} please list the domains and the total ${P_B}\nWhich ones match, and how many in total?`,
    ],
  },
  {
    id: 'acc-list-new-last-week',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      `Which accounts were actually new last week, first seen between 9 and 15 June? List them and say how many.`,
      `new=true (first_seen_at in window) scope=accounts window=last_week\nlist the new accounts + count please\nWhich ones match, and how many in total?`,
    ],
  },
  {
    id: 'vis-list-customer2-this-week',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer2.domain}' }, w: thisP('week') },
    qs: [
      `Who exactly from {customer2.domain} visited this week, since Monday 16 June, bots excluded? List every visitor and the total.`,
      `domain={customer2.domain} window=this_week bots=false scope=visitors -> list them + count\nWhich ones match, and how many in total?`,
    ],
  },
  {
    id: 'vis-list-competitors-visits-ge-3',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor', visits: { op: '>=', v: 3 } } },
    qs: [
      `Which visitors from competitor accounts (bots excluded) have an all-time visit count of 3 or more? List them all and how many.`,
      `{"classification":"competitor","visit_count":">=3","window":"all_time","scope":"visitors","bots":false} list + total\nWhich ones match, and how many in total?`,
    ],
  },
  {
    id: 'id-list-today',
    spec: { m: 'list', s: 'identifications', w: TODAY },
    qs: [
      `Who did we identify today, 18 June, by any method (dated by when identified)? List them and give the count.`,
      `identifications window=today method=any (identified_at) -> list visitors + count\nWhich ones match, and how many in total?`,
    ],
  },
  {
    id: 'id-list-email-capture-last-week',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      `Show me the email-capture identifications from last week, 9 to 15 June, dated by when identified. Who, and how many?`,
      `resolution_source=email_capture window=last_week (by identified_at) -> list + count\nWhich ones match, and how many in total?`,
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `List every open recommendation and how many there are. Open means new, or snoozed with the snooze over.`,
      `GET recommendations?state=open (new, or snoozed with snooze elapsed) -> subjects + count`,
    ],
  },
  // ─── top ───
  {
    id: 'acc-top3-visits-this-month',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', w: thisP('month') },
    qs: [
      `Which 3 accounts that visited this month (bots excluded) have the highest all-time visit count? Prove the ranking. ${P_A}`,
      `scope=accounts window=this_month bots=false sort=visit_count(all-time) desc limit=3 ${P_B}\nWhich are they, in order?`,
    ],
  },
  {
    id: 'acc-top3-views-last-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: lastP('week') },
    qs: [
      `Which 3 accounts had the most page views last week, 9 to 15 June, bots excluded? ${P_A}`,
      `{"scope":"accounts","window":"last_week","bots":false,"order_by":"page_views","limit":3} ${P_B}\nWhich are they, in order?`,
    ],
  },
  {
    id: 'acc-top2-intent-customers',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'intent_score', f: { classification: 'customer' } },
    qs: [
      `Which 2 customer accounts have the highest current intent score, all time? Rank them.`,
      `classification=customer sort=intent_score(current) desc limit=2 window=all_time\nWhich are they, in order?`,
    ],
  },
  {
    id: 'vis-top3-intent-identified-yesterday',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'intent_score', f: { identified: true }, w: YESTERDAY },
    qs: [
      `Among yesterday's identified visitors (17 June, any method, bots excluded), who are the 3 with the highest current intent score?`,
      `scope=visitors identified=true window=yesterday bots=false sort=intent_score(current) desc limit=3\nWhich are they, in order?`,
    ],
  },
  {
    id: 'vis-top3-visits-identified-today',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { identified: true }, w: TODAY },
    qs: [
      `Which 3 identified visitors (any method) who came today, 18 June, bots excluded, have the highest all-time visit count? I want the ranking.`,
      `window=today identified=true bots=false scope=visitors order_by=visit_count(all-time) desc limit=3\nWhich are they, in order?`,
    ],
  },
  {
    id: 'pv-top3-paths-since-jun10',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: since('2025-06-10') },
    qs: [
      `What are really our 3 most viewed pages since 10 June 2025, by page views with bots excluded?`,
      `{"group_by":"path","since":"2025-06-10","bots":false,"limit":3} page views per path\nWhich are they, in order?`,
    ],
  },
  {
    id: 'pv-top3-channels-10d',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: days(10) },
    qs: [
      `Which 3 channels brought the most page views in the last 10 days, bots excluded? Rank them.`,
      `group_by=channel window=last_10_days bots=false metric=page_views limit=3\nWhich are they, in order?`,
    ],
  },
  {
    id: 'att-top2-campaigns-7d',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: days(7) },
    qs: [
      `Which 2 campaigns brought the most attributed sessions in the last 7 days, going by the attribution (campaign) rollup?`,
      `rollup=attribution group_by=campaign window=last_7_days limit=2 -> attributed sessions\nWhich are they, in order?`,
    ],
  },
  {
    id: 'att-top3-sources-last-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: lastP('week') },
    qs: [
      `Top 3 sources by attributed sessions last week, 9 to 15 June, per the attribution (campaign) rollup. Prove the order.`,
      `{"rollup":"attribution","group_by":"source","window":"last_week","limit":3}\nWhich are they, in order?`,
    ],
  },
  // ─── first ───
  {
    id: 'pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: [
      `When exactly was the first page view today, 18 June, bots excluded?`,
      `window=today bots=false scope=page_views -> min(occurred_at)\nWhen was the first one, exactly?`,
    ],
  },
  {
    id: 'pv-first-pricing-enterprise-this-week',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' }, w: thisP('week') },
    qs: [
      `When was /pricing/enterprise (exactly that path) first viewed this week, since Monday 16 June, bots excluded?`,
      `path=/pricing/enterprise window=this_week bots=false -> first occurred_at\nWhen was the first one, exactly?`,
    ],
  },
  {
    id: 'ses-first-yesterday',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: YESTERDAY },
    qs: [
      `When did the first session of yesterday, 17 June, start? Bots excluded; ${SES_A}.`,
      `scope=sessions window=yesterday bots=false ${SES_B} -> earliest started_at\nWhen was the first one, exactly?`,
    ],
  },
  {
    id: 'vis-first-visit-person2',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' } },
    qs: [
      `When did {person2.email} first visit us, all time? Give me the exact time.`,
      `email={person2.email} field=first_visit_at window=all_time\nWhen was the first one, exactly?`,
    ],
  },
  {
    id: 'acc-first-seen-customer',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{customer.domain}' } },
    qs: [
      `When was {customer.domain} first seen, all time? The exact timestamp, please.`,
      `{"domain":"{customer.domain}","field":"first_seen_at","window":"all_time"}\nWhen was the first one, exactly?`,
    ],
  },
  {
    id: 'id-first-this-month',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('month') },
    qs: [
      `When was the first identification this month (1 June onward), any method, by when the visitor was identified?`,
      `identifications window=this_month method=any -> min(identified_at)\nWhen was the first one, exactly?`,
    ],
  },
  {
    id: 'id-first-customers-this-month',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      `When was the first visitor at a customer account identified this month, 1 June onward, any method, by identification time?`,
      `identifications classification=customer window=this_month method=any -> first identified_at\nWhen was the first one, exactly?`,
    ],
  },
  // ─── last ───
  {
    id: 'pv-last-yesterday',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', w: YESTERDAY },
    qs: [
      `When exactly was the last page view yesterday, 17 June, bots excluded?`,
      `window=yesterday bots=false scope=page_views -> max(occurred_at)\nWhen was the latest one, exactly?`,
    ],
  },
  {
    id: 'pv-last-demo-last-week',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      `When was /demo (that exact path) last viewed last week, 9 to 15 June, bots excluded?`,
      `{"path":"/demo","window":"last_week","bots":false} -> latest occurred_at\nWhen was the latest one, exactly?`,
    ],
  },
  {
    id: 'acc-last-seen-competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' } },
    qs: [
      `When was {competitor.domain} last seen on our site, all time? Exact time.`,
      `domain={competitor.domain} field=last_seen_at window=all_time\nWhen was the latest one, exactly?`,
    ],
  },
  {
    id: 'ses-last-last-week',
    spec: { m: 'last', s: 'sessions', field: 'started_at', w: lastP('week') },
    qs: [
      `When did the last session of last week (9 to 15 June) start? Bots excluded; ${SES_A}.`,
      `scope=sessions window=last_week bots=false ${SES_B} -> latest started_at\nWhen was the latest one, exactly?`,
    ],
  },
  {
    id: 'vis-last-visit-person4',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person4.email}' } },
    qs: [
      `When did {person4.email} last visit, all time? Exact time, please.`,
      `email={person4.email} field=last_visit_at window=all_time\nWhen was the latest one, exactly?`,
    ],
  },
  // ─── avg ───
  {
    id: 'acc-avg-intent-leads-this-week',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      `What is the average current intent score of lead accounts that visited this week (since Monday 16 June, bots excluded)? ${P_A}`,
      `avg(intent_score current) classification=lead window=this_week bots=false scope=accounts ${P_B}\nWhat is the average?`,
    ],
  },
  {
    id: 'vis-avg-visits-identified-last-month',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { identified: true }, w: lastP('month') },
    qs: [
      `What is the average all-time visit count of identified visitors (any method) who visited in May 2025, bots excluded?`,
      `{"scope":"visitors","identified":true,"window":"last_month","bots":false,"metric":"avg(visit_count all-time)"}\nWhat is the average?`,
    ],
  },
  {
    id: 'acc-avg-visitors-intent-gt-50',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { intent: { op: '>', v: 50 } } },
    qs: [
      `How many visitors does an account with a current intent score above 50 have on average, all time? ${P_A}`,
      `avg(visitor_count) scope=accounts intent>50 (current) window=all_time ${P_B}\nWhat is the average?`,
    ],
  },
  {
    id: 'id-avg-intent-this-month',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: thisP('month') },
    qs: [
      `What is the average current intent score of the visitors identified this month (any method, dated by when identified)?`,
      `identifications window=this_month method=any -> avg(intent_score current)\nWhat is the average?`,
    ],
  },
  // ─── sum ───
  {
    id: 'acc-sum-visits-customers',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' } },
    qs: [
      `Add it up for me: the total all-time visit count across all customer accounts?`,
      `sum(visit_count all-time) classification=customer scope=accounts window=all_time\nWhat is the total?`,
    ],
  },
  {
    id: 'acc-sum-visitor-count-leads-last-week',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'lead' }, w: lastP('week') },
    qs: [
      `What is the sum of the visitor counts of the lead accounts that visited last week (9 to 15 June, bots excluded)? ${P_A}`,
      `sum(visitor_count) classification=lead window=last_week bots=false scope=accounts ${P_B}\nWhat is the total?`,
    ],
  },
  {
    id: 'vis-sum-visits-lead-this-month',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{lead.domain}' }, w: thisP('month') },
    qs: [
      `What do the all-time visit counts of the {lead.domain} visitors who came this month (bots excluded) add up to?`,
      `domain={lead.domain} window=this_month bots=false -> sum(visit_count all-time) over visitors\nWhat is the total?`,
    ],
  },
  // ─── share ───
  {
    id: 'pv-share-pricing-this-week',
    spec: { m: 'share', s: 'page_views', part: { path: '/pricing' }, w: thisP('week') },
    qs: [
      `Is /pricing really that big? What share of all page views this week (since Monday 16 June, bots excluded) were of /pricing exactly?`,
      `numerator: path=/pricing; base: all page views window=this_week bots=false -> percent\nWhat percentage is that?`,
    ],
  },
  {
    id: 'vis-share-identified-last-week',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: lastP('week') },
    qs: [
      `What percentage of all visitors last week (9 to 15 June, bots excluded) are identified by any method, as of now?`,
      `{"base":"all visitors last_week bots=false","part":"identified=true (any method)"} -> %\nWhat percentage is that?`,
    ],
  },
  {
    id: 'acc-share-leads-yesterday',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      `Of all accounts that visited yesterday (17 June, bots excluded), what percentage were leads? ${P_A}`,
      `base=accounts with a page view 2025-06-17 (bots=false); part=classification lead -> share in % ${P_B}\nWhat percentage is that?`,
    ],
  },
  {
    id: 'att-share-paid-social-this-month',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      `What share of all attributed sessions this month went to paid_social, per the attribution (campaign) rollup?`,
      `rollup=attribution window=this_month base=all attributed sessions part=channel paid_social -> %\nWhat percentage is that?`,
    ],
  },
  {
    id: 'id-share-email-capture-all-time',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' } },
    qs: [
      `What percentage of all identifications ever (all time, any method) came from email capture?`,
      `base=all identifications window=all_time; part=resolution_source email_capture -> percent\nWhat percentage is that?`,
    ],
  },
  {
    id: 'ses-share-product-last-week',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/product' }, w: lastP('week') },
    qs: [
      `What share of all sessions last week (9 to 15 June) touched a page whose path starts with /product? Bots excluded; ${SES_A}.`,
      `base=all sessions last_week bots=false (${SES_B}); part=path_prefix /product -> %\nWhat percentage is that?`,
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      `What percentage of all recommendations, whatever their status, are still open (new, or snoozed with the snooze over)?`,
      `base=all recommendations (any status); part=open (new, or snoozed + elapsed) -> %\nWhat percentage is that?`,
    ],
  },
  {
    id: 'acc-share-new-last-week',
    spec: { m: 'share', s: 'accounts', part: { new: true }, w: lastP('week') },
    qs: [
      `Of all accounts that visited last week (9 to 15 June, bots excluded), what share were new, meaning first seen that week? ${P_A}`,
      `base=accounts with a page view last_week bots=false; part=new (first_seen_at inside the week) -> % ${P_B}\nWhat percentage is that?`,
    ],
  },
  {
    id: 'vis-share-returning-this-week',
    spec: { m: 'share', s: 'visitors', part: { returning: true }, w: thisP('week') },
    qs: [
      `Of all visitors this week (since Monday 16 June, bots excluded), what share are returning, meaning their first visit was before 16 June?`,
      `base=all visitors this_week bots=false; part=returning (first_visit_at before window start) -> %\nWhat percentage is that?`,
    ],
  },
  // ─── compare ───
  {
    id: 'pv-compare-this-vs-last-week',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: [
      `Are we really up? Page views this week (since Monday 16 June) against last week (9 to 15 June), bots excluded: give both numbers.`,
      `compare page_views bots=false a=this_week b=last_week -> both counts\nPlease give me both numbers.`,
    ],
  },
  {
    id: 'vis-compare-today-vs-yesterday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      `Visitors today versus yesterday, bots excluded: how many each, exactly?`,
      `{"scope":"visitors","bots":false,"compare":["today","yesterday"]} both counts\nPlease give me both numbers.`,
    ],
  },
  {
    id: 'acc-compare-leads-this-vs-last-month',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      `Lead accounts that visited this month (1 June to now) compared with last month (May), bots excluded: both numbers, please. ${P_A}`,
      `classification=lead bots=false compare this_month vs last_month -> accounts with a page view in each ${P_B}\nPlease give me both numbers.`,
    ],
  },
  {
    id: 'ses-compare-last-week-vs-week-before',
    spec: { m: 'compare', s: 'sessions', w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      `Sessions last week (9 to 15 June) against the week before (2 to 8 June), bots excluded, ${SES_A}: both counts.`,
      `sessions bots=false (${SES_B}) a=last_week b=2025-06-02..2025-06-08 -> both numbers\nPlease give me both numbers.`,
    ],
  },
  {
    id: 'att-compare-google-this-vs-last-week',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'google' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `Attributed sessions from source google this week versus last week, per the attribution (campaign) rollup: both figures.`,
      `rollup=attribution source=google compare this_week vs last_week -> both\nPlease give me both numbers.`,
    ],
  },
  {
    id: 'id-compare-yesterday-vs-today',
    spec: { m: 'compare', s: 'identifications', w: YESTERDAY, w2: TODAY },
    qs: [
      `Identifications yesterday versus today (any method, dated by when identified): both counts, exactly.`,
      `identifications method=any compare yesterday vs today (by identified_at) -> both numbers\nPlease give me both numbers.`,
    ],
  },
  {
    id: 'pv-compare-pricing-yesterday-vs-today',
    spec: { m: 'compare', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY, w2: TODAY },
    qs: [
      `Page views of /pricing (exact path) yesterday versus today, bots excluded: both numbers.`,
      `path=/pricing bots=false compare yesterday vs today -> page view counts\nPlease give me both numbers.`,
    ],
  },
  // ─── declines ───
  {
    id: 'decline-3d-printer',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor owns a 3D printer' },
    qs: [
      `Is it really true that our best visitors own 3D printers? How many visitors from {customer.domain} this month own a 3D printer, exactly?`,
      `scope=visitors domain={customer.domain} window=this_month filter=owns_3d_printer:true -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-standing-desk',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor works at a standing desk' },
    qs: [
      `Prove it: how many of last week's identified visitors work at a standing desk?`,
      `{"scope":"visitors","identified":true,"window":"last_week","works_at_standing_desk":true} count?`,
    ],
  },
  {
    id: 'decline-rooftop-garden',
    spec: { m: 'decline', why: `no table or column holds whether an account's office has a rooftop garden` },
    qs: [
      `How many lead accounts that visited this week have an office with a rooftop garden, exactly?`,
      `scope=accounts classification=lead window=this_week office_has_rooftop_garden=true -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-sourdough',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor bakes sourdough bread' },
    qs: [
      `Is it really true that bakers love our pricing page? How many /pricing viewers yesterday bake their own sourdough bread?`,
      `path=/pricing window=yesterday bots=false hobby=sourdough_baking -> count visitors\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-beekeeping',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor keeps bees' },
    qs: [
      `How many visitors identified by email capture this month keep bees as a hobby? Exactly, please.`,
      `{"resolution_source":"email_capture","window":"this_month","keeps_bees":true} -> visitors count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-stamps',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor collects stamps' },
    qs: [
      `Prove it: which visitors at {lead2.domain} collect stamps? How many?`,
      `domain={lead2.domain} scope=visitors filter=stamp_collector -> list + count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-surfing',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor surfs' },
    qs: [
      `How many of the visitors who came through the paid_social channel last week go surfing at weekends?`,
      `channel=paid_social window=last_week bots=false hobby=surfing scope=visitors -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-juggling',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor can juggle' },
    qs: [
      `Is it really true that half our high-intent visitors can juggle? How many visitors with an intent score of 70 or more can juggle?`,
      `{"scope":"visitors","intent":">=70","can_juggle":true} count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-rubiks-cube',
    spec: { m: 'decline', why: `no table or column holds whether a visitor can solve a Rubik's cube` },
    qs: [
      `How many of today's visitors can solve a Rubik's cube? Exactly.`,
      `window=today bots=false scope=visitors skill=rubiks_cube -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-unicycle',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor rides a unicycle' },
    qs: [
      `Prove it: how many people at customer accounts ride a unicycle to work?`,
      `classification=customer scope=visitors commute=unicycle -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-origami',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor does origami' },
    qs: [
      `How many visitors who read the blog this month (under /blog/) fold origami in their spare time?`,
      `path_prefix=/blog/ window=this_month bots=false hobby=origami -> visitors count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-poetry',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor writes poetry' },
    qs: [
      `Is it really true that our docs readers write poetry? How many visitors who viewed pages under /docs/ last week write poems?`,
      `{"path_prefix":"/docs/","window":"last_week","writes_poetry":true,"scope":"visitors"}\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-homebrew',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor brews beer at home' },
    qs: [
      `How many identified visitors (any method) brew their own beer at home? Exactly how many?`,
      `identified=true scope=visitors hobby=homebrewing window=all_time -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-vinyl',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor collects vinyl records' },
    qs: [
      `Which accounts that visited since 1 June have employees with a vinyl record collection? How many?`,
      `since=2025-06-01 scope=accounts employees_collect_vinyl=true -> list + count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-skydiving',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor has gone skydiving' },
    qs: [
      `Prove it: how many of the visitors who viewed /demo this week have ever been skydiving?`,
      `path=/demo window=this_week bots=false has_skydived=true -> visitors count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-food-bank',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor volunteers at a food bank' },
    qs: [
      `How many visitors from lead accounts volunteer at a food bank? Exactly, all time.`,
      `{"classification":"lead","scope":"visitors","volunteers_at_food_bank":true,"window":"all_time"}\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-stand-up',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor performs stand-up comedy' },
    qs: [
      `Is it really true that a competitor's visitor does stand-up comedy? How many visitors from competitor accounts perform stand-up?`,
      `classification=competitor scope=visitors side_gig=stand_up_comedy -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-cycling-commute',
    spec: { m: 'decline', why: 'no table or column holds how a visitor commutes (by bicycle)' },
    qs: [
      `How many of last week's page views came from visitors who cycle to work? Bots excluded, exact number.`,
      `scope=page_views window=last_week bots=false commute_mode=bicycle -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-aquarium',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor keeps an aquarium' },
    qs: [
      `How many sessions this month came from people who keep tropical fish in an aquarium? Exactly.`,
      `{"scope":"sessions","window":"this_month","keeps_aquarium":true}\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-calligraphy',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor practises calligraphy' },
    qs: [
      `Prove it: how many visitors who came through the newsletter source since 1 June practise calligraphy?`,
      `utm_source=newsletter since=2025-06-01 hobby=calligraphy scope=visitors -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-darts',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor plays darts' },
    qs: [
      `How many people at {customer.name} play darts in a pub league? Exact count.`,
      `company={customer.name} scope=visitors plays_darts=true -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-magic',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor performs magic tricks' },
    qs: [
      `Is it really true that some of today's identified visitors are amateur magicians?\nHow many, exactly?`,
      `window=today identified=true scope=visitors amateur_magician=true -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-antarctica',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor has been to Antarctica' },
    qs: [
      `How many visitors with 5 or more all-time visits have been to Antarctica? Prove it.`,
      `{"visit_count":">=5","scope":"visitors","visited_antarctica":true} count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-motorbike',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor owns a motorbike' },
    qs: [
      `How many visitors identified via the IP table last month own a motorbike? Exact number.`,
      `resolution_source=ip_table window=last_month owns_motorbike=true -> visitors count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-solar-panels',
    spec: { m: 'decline', why: `no table or column holds whether an account's headquarters has solar panels` },
    qs: [
      `Prove it: how many accounts with a current intent score above 80 have solar panels on their headquarters?`,
      `scope=accounts intent>80 hq_has_solar_panels=true -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-ping-pong',
    spec: { m: 'decline', why: `no table or column holds whether an account's office has a ping-pong table` },
    qs: [
      `Which customer accounts have a ping-pong table in their office? How many exactly?`,
      `{"classification":"customer","scope":"accounts","office_ping_pong_table":true} list + count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-video-games',
    spec: { m: 'decline', why: 'no table or column holds whether a visitor plays video games' },
    qs: [
      `Is it really true that most returning visitors this week are gamers? How many of them play video games?`,
      `returning=true window=this_week bots=false plays_video_games=true scope=visitors -> count\nHow many, exactly?`,
    ],
  },
  {
    id: 'decline-lunch-break',
    spec: { m: 'decline', why: `no table or column holds whether a page view happened during the visitor's lunch break` },
    qs: [
      `How many page views yesterday happened during the visitor's own lunch break? Bots excluded, exact number.`,
      `scope=page_views window=yesterday bots=false during_lunch_break=true -> count\nHow many, exactly?`,
    ],
  },
];

export const SET46 = flatten(SET46_FAMILIES);
