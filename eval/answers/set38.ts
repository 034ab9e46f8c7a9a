// Answer-graded set 38 (written as a second set 36, set36alt.ts; renamed set 38 by the main session
// when it was registered, exports renamed SET38): "a marketing-ops analyst who writes like a
// spreadsheet or a SQL filter, and a busy executive dictating on a phone". Written 2026-11-28 by a
// helper session, blind. Another helper session was writing eval/answers/set36.ts at the same time
// (its scratch files are scratch/check36b*); this set was written apart from it and never read it.
// To avoid overwriting that file, this one was set36alt.ts. Both were given the same brief (personas);
// the two were written independently and neither read the other.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered), the first 80 lines of set35.ts (its header), its import line (line 98) and its last 2
// lines (not its families), eval/demo.ts (its import from subgraphs/copilot/ was never followed),
// subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md sections 1 to 4.6 (lines 1-319), and, for the
// scratch scripts only: server/demo-bootstrap.ts lines 1-37 (header comment, imports, DEMO_TRAFFIC,
// the DemoWorkspace interface, createDemoWorkspace's doc comment, signature and body, and the first
// line of the function after it) plus the lines a grep for createDemoWorkspace showed; core/db/index.ts's
// export lines, its Database interface (lines 9-34) and the export block at lines 71-80;
// core/clock.ts (its 20 lines); package.json's scripts block; and the file names (not contents) in
// eval/answers/ and scratch/. Seen by accident and not used: the names of other sessions' files
// (scratch/check36b*, scratch/check37*, eval/answers/set37.ts), and one `ps` line showing the other
// set-36 helper's check command with eight candidate specs. None of those specs is a family here.
// Values were read from the two generated workspaces' tables with plain SQL (psql) and with the
// harness's own truth (measures.ts evaluateSpec, broader, sameTruth, specProblems) in
// scratch/check36*.ts. Both workspaces were built with createDemoWorkspace alone: the demo's defaults,
// and eval/demo.ts SECOND_WORKSPACE (420 visitors, 45 days, seed 20250618). They were built through
// test/helpers/server.ts startTestServer on a throwaway PostgreSQL database (set36_scratch, dropped
// afterwards) with a ManualClock at the eval clock, Wed 18 June 2025 12:00 UTC. No copilot setup ran.
// Its effects the truths can depend on were applied by hand: rec3 dismissed and person3 marked
// contacted. No question here asks about the setup's API keys, webhooks, rules, destinations or
// contacted people. The refs were read back with eval/demo.ts readRefs' queries rewritten in plain
// SQL. Nothing was ever asked of the product (no /ask, no /stream, no copilot service), and no git
// command was run. Never opened: subgraphs/copilot/, any other question set (set4-34, set35 beyond
// the lines above, set37, the other helper's set36.ts, heldout*, blind, tuned, eval/questions.ts,
// eval/heldout.ts), scratch/ other than this session's own check36.ts, check36build.ts, check36try.ts
// and check36.refs.json (a draft copy of this set, scratch/check36_set.ts, was deleted), tests
// outside test/helpers/, and README.md.
//
// Style: two phrasings per family. The first is persona 1, a marketing-ops analyst who writes like
// a spreadsheet formula or a SQL filter: column-like words (class=lead, intent_score >= 75,
// visit_count > 40, utm_campaign=g2-listing, resolution_source=email_capture, first_seen_at),
// operators and brackets ("pv [/blog/*]", "BETWEEN 40 AND 60 (inclusive)", "count(accts)",
// "sum(visit_count)", "min(identified_at)"), pipes, arrows and colons, and abbreviations: accts, pv,
// uniq, yday, wtd (this week), mtd (this month), lw (last week), lm (last month), l7d / l10d / l14d
// (the last 7 / 10 / 14 days). Every abbreviated window is one the data can answer. The second is
// persona 2, a busy executive dictating on a phone with voice typing: no punctuation, run-on
// sentences, spoken numbers ("seventy five", "ninety plus", "twenty five", "may twenty sixth"),
// dictation slips and homophones ("to day", "top for pages" for top four, "there" for their, "last
// weak", "a s n", "g two", "a b m q three"), filler ("um so", "like", "ok quick one", "alright"), and
// asking in the middle of a thought ("yeah so before the standup um ...", "... I need this before my
// nine am", "... its for the forecast call").
//
// Conventions (as set35's header; the clock is Wed 18 June 2025 12:00 UTC): "today" is 18 June,
// "yesterday" 17 June (a Tuesday), "this week" Monday 16 June to now, "last week" 9-15 June, "this
// month" 1-18 June, "last month" May, "last N days" both readings (N×24 h or N calendar days ending
// today; attributed sessions by calendar day only), "since D" from D 00:00 UTC, "between D1 and D2"
// both days included. Persona 1 writes dates as 2025-06-10 or 06-10; persona 2 says them ("june
// tenth", "may twenty sixth through june first both days in"). Every question states what its truth
// needs. Page views, visitors and sessions exclude bots, and every phrasing says so ("excl bots",
// "no bots", "bots out", "not counting bots", "real humans only"). A named person's first or last
// visit and sessions are the exception, as are first/last seen, which read the columns. Sessions
// split on 30 minutes of inactivity ("30-min inactivity split", "30m idle = new session", "thirty
// minute timeout", "after half an hour idle") and are dated by their start. Attributed sessions are
// the attribution (campaign) rollup's. "Identified" means by any method, as of now ("any method, as
// of now", "status as of now"), and "not identified" means no method has matched them as of now.
// Intent and visit counts are the current / all-time figures and say so ("current", "right now",
// "all-time total"). For visitors and identifications, intent is the person's own score. Every
// share names its base ("base = ...", "out of all ..."). "New" means first seen / first visit inside
// the window, and "returning" means active in the window and first seen before it; both say what
// they mean. All-time questions say "all time", "ever", "since the beginning", "all accts on file"
// or "no date filter". Recommendations are asked without a window: "open" is the spec's word (new,
// or snoozed with the snooze elapsed). Account questions whose filters the consumer-mailbox
// `personal` account can meet carry a sentence saying it counts as one account (persona 1:
// "personal (consumer-mailbox bucket) = 1 acct"; persona 2: "and the personal one where all the
// gmail type people get lumped together counts as one company"). These are: visited this week,
// /pricing in 7 days, returning last week, top leads by visits, share of customers this month (the
// base), intent = 100, intent > 90 on /demo last week, more than 40 visits, paid_social last month,
// g2-listing since 10 June, this month vs last month, 2-6 June, lead intent >= 90 average, top by
// page views in 7 days, and lead intent >= 75. The page-view question on lead accounts'
// /demo views and the identification question on lead accounts say that the personal bucket counts
// as a lead. The other account questions filter it out (customers, competitors, a named domain,
// intent 40-60 or under 20, fewer than 5 or 20-40 visits) or it cannot match them (first seen this
// month). Pages are named by path.
//
// Known limits on these workspaces (checked with specProblems and broader/sameTruth on both, in
// scratch/check36.ts, which also checks each reading of a two-reading window against the all-time
// truth, and each filter of a comparison): every answerable family's constraints each change its
// truth on both workspaces, and no truth is empty, zero, or a 0 % / 100 % share. First-draft families
// that failed this were replaced:
//   - competitor accounts today (both competitors visited today);
//   - returning accounts this week (all returning on the second workspace);
//   - accounts with intent 40-60 last month (that is all of them on the second workspace);
//   - accounts with intent > 90 on /demo this month (the same on the second workspace);
//   - the top 5 identified visitors at customer accounts (every visitor there is identified);
//   - the top 2 channels by page views last month (the all-time order);
//   - launch-week attributed sessions yesterday (0 on the second workspace).
// No ties at a top-N cut remain. Ties above the cut: vis-top2-visits-identified-demo-wtd on the
// demo, where the top two tie at 19 visits, and att-top3-channels-since-jun9 on the second, where
// the top two tie at 17. Small truths: vis-list-customer-wtd has one visitor on the second
// workspace, and pv-count-customers-yday is 1 there. acct-list-g2-since-jun10 lists 27 accounts on
// the demo. Visitor list keys are the email, else the pixel's anonymous id (truth.ts), and most keys
// in vis-list-* and vis-top2-* are anonymous ids. Recommendations are 14 on both workspaces, 13 open
// once rec3 is dismissed; rec-list-open's truth is computed on the eval's own database, so it follows
// whichever subject the setup dismisses. Attribution channels, sources and campaigns are one-to-one
// in the demo data (google/paid_search/brand-search, linkedin/paid_social/abm-q3,
// newsletter/email/monthly-digest, facebook/social/launch-week, g2/affiliate/g2-listing). The visits'
// `social` channel also holds social referrals without a campaign. Identifications are not filtered
// on bots by the truth; every identified visitor on both workspaces has a non-bot page view, so only
// the /demo identification question (whose path filter reads page views) mentions bots.
// pv-count-linkedin-l10d reads the same on both of its readings. Comparisons are not checked by
// broader (both windows are asked); check36.ts checks that their two windows differ and that each
// filter matters.
//
// Coverage (126 families, 252 questions): measures count 50, list 7, top 8, first 5, last 5, avg 4,
// sum 3, share 7, compare 7, decline 30. Subjects (answerable families): accounts 25, visitors 20,
// page views 17, sessions 11, attributed sessions 10, identifications 10, recommendations 3. Windows
// (the first window of each answerable family): all time 26 (25 without a window, 1 explicit), today
// 7, yesterday 6, this week 12, last week 10, this month 13, last month 5, last N days 7 (7, 10 and
// 14 days), since a date 6, between dates 4. A comparison's second window is last month 3, last week
// 2, yesterday 1, or a single day (10 June) 1. Filters (a share's part included): classification
// 14, intent 9 (= 1, > 1, >= 3, < 1, <= 1, between 2), visit counts 6 (= 1, > 2, >= 1, < 1, between
// 1), exact path 13, path prefix 3 (/blog/, /docs/, /pricing), channel 5, source 2, campaign 4,
// identification source 7 (email_capture, ip_table, asn), domain 5, email 4, identified 6 (one of
// them not identified), new 3, returning 2, open state 2.
//
// Declines (30): each is a question the data could otherwise answer, carrying one constraint that no
// table or column holds (checked against schema.prisma, spec sections 1-4.6 and the generated data).
// Constraints near what the data holds were avoided: company attributes (firmographics exists),
// device or browser (user_agent), geography from IPs, referrers, utm_term/utm_content, job titles,
// contacted, store orders, revenue and memberships, bounce or time on page (derivable from visits),
// and values that could read as an empty filter on a held column. The constraints:
//   - an account owner / sales rep, a scroll depth, a click on a CTA button, a PDF download, ad spend
//     per attributed session, a newsletter email open, a Salesforce opportunity stage;
//   - a partner program, an NPS score, page load time, a churn-risk flag, a product video watched,
//     the live chat widget, webinar attendance, a support ticket;
//   - LinkedIn ad impressions (this week vs the one before), an ad blocker, a cookie-consent choice,
//     rage clicks, an age bracket, sales calls, open pipeline value, outbound email reply rate;
//   - social-media mentions, the visitor's local business hours, a trade-show booth scan, intent
//     score change against a week ago (no score history is kept), a recommendation's assignee, a
//     sales region (AMER/EMEA/APAC), session replays.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

// the consumer-mailbox sentence, per persona
const P1_PERSONAL = 'personal (consumer-mailbox bucket) = 1 acct';
const P2_PERSONAL = 'and the personal one where all the gmail type people get lumped together counts as one company';

export const SET38_FAMILIES: Family[] = [
  // ─── accounts ────────────────────────────────────────────────────────────
  {
    id: 'acct-count-lead-intent-ge75',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 75 } } },
    qs: [
      `accounts | filter: classification = 'lead', intent_score ≥ 75 (current value) | scope: every acct on file, no date filter | output: count | ${P1_PERSONAL} if it qualifies`,
      `um so how many lead companies do we have right now sitting at an intent score of seventy five or more just the current score no date range ${P2_PERSONAL} if it makes the cut`,
    ],
  },
  {
    id: 'acct-count-visited-wtd',
    spec: { m: 'count', s: 'accounts', w: thisP('week') },
    qs: [
      `accts w/ >=1 pageview wtd (wk starts Mon 06-16), bots excluded → count; ${P1_PERSONAL}`,
      `how many companies have been on the site this week since monday not counting bots ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-count-pricing-l7d',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing' }, w: days(7) },
    qs: [
      `distinct accts w/ a pageview of path = /pricing (exact, not /pricing/enterprise) | l7d | excl bots | ${P1_PERSONAL}`,
      `alright how many different companies looked at slash pricing just that page not the enterprise one in the last seven days no bots ${P2_PERSONAL} I need this before my nine am`,
    ],
  },
  {
    id: 'acct-list-customers-today',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      'list accts: class=customer AND >=1 pageview today (2025-06-18 UTC), bots excluded',
      'which of our customers have been on the site to day real people not bots just list them',
    ],
  },
  {
    id: 'acct-count-new-mtd',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'new accts mtd (new = first_seen_at on or after 2025-06-01) → count',
      'how many brand new companies did we pick up this month and by new I mean the first time we ever saw them was sometime in june',
    ],
  },
  {
    id: 'acct-count-returning-lw',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      `returning accts lw = non-bot pageview Mon 06-09..Sun 06-15 AND first_seen_at < 06-09 → count | ${P1_PERSONAL}`,
      `how many companies came back last week meaning they visited sometime monday to sunday last week not counting bots but we had already seen them before that week started ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-top5-leads-visitcount',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'lead' } },
    qs: [
      `top 5 accts where class=lead, order by visit_count (all-time total) desc | ${P1_PERSONAL}`,
      `give me the top five lead companies by total visits all time ${P2_PERSONAL} if it lands in there`,
    ],
  },
  {
    id: 'acct-avg-intent-customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'avg(intent_score) | class=customer | current scores, all accts on file',
      'ok quick one whats the average intent score across our customer accounts right now all of them no date range',
    ],
  },
  {
    id: 'acct-sum-visits-competitors',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      'sum(visit_count) over class=competitor accts — all-time totals',
      'add up the all time visit counts for the competitor companies like whats the grand total',
    ],
  },
  {
    id: 'acct-share-customers-mtd',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' }, w: thisP('month') },
    qs: [
      `% customer: numerator = class=customer accts w/ a non-bot pageview mtd; denominator = ALL accts w/ a non-bot pageview mtd | ${P1_PERSONAL}`,
      `of all the companies that visited this month not counting bots what percent are customers so the base is every company that came by this month ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-first-seen-competitor',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'competitor' } },
    qs: [
      'min(first_seen_at) where class = competitor (all time)',
      'when did we first ever spot a competitor company on the site like the very first time going back to the beginning',
    ],
  },
  {
    id: 'acct-last-seen-excluded',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{excluded.domain}' } },
    qs: ['acct {excluded.domain} → last_seen_at?', 'when was {excluded.domain} last seen on our site'],
  },
  {
    id: 'acct-count-intent-40-60-wtd',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: thisP('week') },
    qs: [
      'accts w/ current intent_score BETWEEN 40 AND 60 (inclusive) + a pageview wtd (since Mon 06-16), bots out → count',
      'how many companies with an intent score somewhere between forty and sixty both ends included thats their score today came to the site this week since monday not counting bots',
    ],
  },
  {
    id: 'acct-count-intent-lt20',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 20 } } },
    qs: [
      'count accts where intent_score < 20 (current) | all accts ever seen',
      'how many companies are sitting under twenty on intent right now out of everyone we have ever seen',
    ],
  },
  {
    id: 'acct-count-intent-eq100',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      `accts w/ intent_score = 100 exactly (current) | all on file | count | ${P1_PERSONAL}`,
      `how many companies are maxed out at a hundred on intent right now all of them ever ${P2_PERSONAL} if its at a hundred`,
    ],
  },
  {
    id: 'acct-count-intent-gt90-demo-lw',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 90 }, path: '/demo' }, w: lastP('week') },
    qs: [
      `accts: intent_score > 90 (current) & viewed /demo lw (06-09..06-15), no bots → count | ${P1_PERSONAL}`,
      `how many companies above ninety intent so ninety one and up looked at the demo page last week without bots ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-list-visits-gt40',
    spec: { m: 'list', s: 'accounts', f: { visits: { op: '>', v: 40 } } },
    qs: [
      `list accts where visit_count > 40 (all-time) | ${P1_PERSONAL}, include it if it matches`,
      `list the companies with more than forty visits total since the beginning ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-count-paidsocial-lm',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      `accts w/ >=1 pageview where channel = paid_social in lm (May 2025), no bots → count | ${P1_PERSONAL}`,
      `how many companies came in through paid social last month so may not counting bots ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-list-g2-since-jun10',
    spec: { m: 'list', s: 'accounts', f: { campaign: 'g2-listing' }, w: since('2025-06-10') },
    qs: [
      `list accts w/ a pageview tagged utm_campaign=g2-listing since 2025-06-10, excl bots | ${P1_PERSONAL}`,
      `which companies came through the g two listing campaign since june tenth not counting bots ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-compare-visited-month',
    spec: { m: 'compare', s: 'accounts', w: thisP('month'), w2: lastP('month') },
    qs: [
      `accts w/ non-bot pageviews: mtd vs lm (May) → 2 counts | ${P1_PERSONAL}`,
      `how many companies visited this month versus last month not counting bots give me both numbers ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-count-jun2-6',
    spec: { m: 'count', s: 'accounts', w: between('2025-06-02', '2025-06-06') },
    qs: [
      `count distinct accts w/ a non-bot pageview BETWEEN 2025-06-02 AND 2025-06-06 (both days incl) | ${P1_PERSONAL}`,
      `how many companies visited from june second through june sixth both days in not counting bots ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-avg-visits-leads-intent-ge90',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { classification: 'lead', intent: { op: '>=', v: 90 } } },
    qs: [
      `avg(visit_count) | class=lead & intent_score >= 90 (current) | all time | ${P1_PERSONAL}`,
      `for lead companies at ninety plus intent right now whats there average all time visit count ${P2_PERSONAL}`,
    ],
  },
  {
    id: 'acct-top2-views-l7d',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'views', w: days(7) },
    qs: [
      `top 2 accts by # of non-bot pageviews in l7d | ${P1_PERSONAL}`,
      `which two companies racked up the most page views in the last seven days not counting bots ${P2_PERSONAL}`,
    ],
  },

  {
    id: 'acct-sum-visitorcount-visits-20-40',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { visits: { op: 'between', lo: 20, hi: 40 } } },
    qs: [
      'sum(visitor_count) | accts where visit_count between 20 and 40 (inclusive, all-time)',
      'for companies with somewhere between twenty and forty visits all time both ends counted how many people is that in total add up there visitor counts',
    ],
  },
  {
    id: 'acct-count-visits-lt5-mtd',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '<', v: 5 } }, w: thisP('month') },
    qs: [
      'accts w/ visit_count < 5 (all-time total) that had a non-bot pageview mtd → count',
      'um how many companies with fewer than five visits total ever came by this month not counting bots',
    ],
  },

  // ─── visitors ────────────────────────────────────────────────────────────
  {
    id: 'vis-count-identified-visits-gt10',
    spec: { m: 'count', s: 'visitors', f: { identified: true, visits: { op: '>', v: 10 } } },
    qs: [
      'count visitors where identified = true (any method, status as of now) and visit_count > 10 (all-time) | excl bots',
      'how many identified people any method as of right now have more than ten visits all time not counting bots',
    ],
  },
  {
    id: 'vis-count-new-wtd',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      'new visitors wtd: first_visit_at >= Mon 2025-06-16, excl bots → count',
      'how many new people this week and by new I mean their very first visit ever was monday or later no bots',
    ],
  },
  {
    id: 'vis-count-returning-yday',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: YESTERDAY },
    qs: [
      'returning visitors yday: non-bot pageview on 06-17 AND first_visit_at < 06-17 → n',
      'how many people came back yesterday like they were on the site yesterday but had already been here before yesterday no bots',
    ],
  },
  {
    id: 'vis-list-customer-wtd',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: thisP('week') },
    qs: ['list visitors @ {customer.domain} w/ non-bot pageviews wtd (since Mon)', 'who from {customer.domain} has been on the site this week not counting bots list them out'],
  },
  {
    id: 'vis-top2-visits-identified-demo-wtd',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'visit_count', f: { identified: true, path: '/demo' }, w: thisP('week') },
    qs: [
      'identified visitors (any method, as of now) w/ a non-bot /demo pv wtd → top 2 by visit_count (all-time)',
      'of the identified people any method as of now who looked at the demo page this week not counting bots who are the top two by total visits all time',
    ],
  },
  {
    id: 'vis-avg-intent-enterprise-lw',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { path: '/pricing/enterprise' }, w: lastP('week') },
    qs: [
      'avg(current intent_score) of visitors who viewed /pricing/enterprise lw (06-09..06-15), excl bots',
      'whats the average intent score right now of people who looked at the enterprise pricing page last week not counting bots',
    ],
  },
  {
    id: 'vis-share-identified-mtd',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      '% identified (any method, as of now) | base = all visitors w/ a non-bot pageview mtd',
      'of everyone who came to the site this month not counting bots what percent have we identified by any method as of now the base being all of this months visitors',
    ],
  },
  {
    id: 'vis-count-intent-50-70-demo-l14d',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: 'between', lo: 50, hi: 70 }, path: '/demo' }, w: days(14) },
    qs: [
      'visitors w/ current intent_score between 50 and 70 (incl) who hit /demo in l14d, no bots → count',
      'how many people with an intent score fifty to seventy both ends included as of now viewed the demo page in the last fourteen days not counting bots',
    ],
  },
  {
    id: 'vis-count-emailcap-lw',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'visitors w/ resolution_source = email_capture that had non-bot pageviews lw (06-09..06-15) → count',
      'how many people we identified through email capture were on the site last week monday to sunday no bots',
    ],
  },
  {
    id: 'vis-count-email-channel-mtd',
    spec: { m: 'count', s: 'visitors', f: { channel: 'email' }, w: thisP('month') },
    qs: ['visitors w/ a pageview where channel=email, mtd, no bots → count', 'how many people came in from the email channel this month not counting bots'],
  },
  {
    id: 'vis-first-visit-person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: ['first_visit_at for visitor {person.email}', 'when did {person.email} first ever come to our site'],
  },
  {
    id: 'vis-last-visit-person2',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' } },
    qs: ['{person2.email} → last_visit_at ?', 'when was the last time {person2.email} was on the site'],
  },
  {
    id: 'vis-count-visits-eq5',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '=', v: 5 } } },
    qs: ['count visitors where visit_count = 5 (all-time), bots excl', 'how many people have exactly five visits all time not counting bots'],
  },
  {
    id: 'vis-compare-today-yday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: ['uniq visitors (no bots): today vs yday → both counts', 'how many people came today versus yesterday give me both no bots'],
  },
  {
    id: 'vis-sum-visits-lead2',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{lead2.domain}' } },
    qs: ['sum(visit_count) of visitors @ {lead2.domain} | all time | no bots', 'add up the all time visit counts for everybody at {lead2.domain} not counting bots'],
  },
  {
    id: 'vis-list-competitor-pricing-wtd',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor', path: '/pricing' }, w: thisP('week') },
    qs: [
      'list visitors @ class=competitor accts who viewed /pricing (exact path) wtd, no bots',
      'which people from competitor companies looked at the pricing page this week just slash pricing and no bots',
    ],
  },
  {
    id: 'vis-count-intent-le25-lw',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '<=', v: 25 } }, w: lastP('week') },
    qs: [
      'visitors w/ intent_score <= 25 (current) active lw (Mon 06-09..Sun 06-15), bots out → count',
      'how many people at twenty five intent or lower as of now visited last week not counting bots',
    ],
  },
  {
    id: 'vis-share-new-lw',
    spec: { m: 'share', s: 'visitors', part: { new: true }, w: lastP('week') },
    qs: [
      'share new | base = visitors w/ non-bot pageviews lw (06-09..06-15) | new = first_visit_at inside that week',
      'out of all the people who visited last week not counting bots what percentage were new like their first visit ever was during last week',
    ],
  },

  {
    id: 'vis-count-unidentified-since-jun1',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: since('2025-06-01') },
    qs: [
      'visitors NOT identified (no method has matched them as of now) w/ non-bot pageviews since 2025-06-01 → count',
      'how many people since june first are still anonymous like we have not identified them by any method as of now and no bots',
    ],
  },
  {
    id: 'vis-count-visits-ge15-lw',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 15 } }, w: lastP('week') },
    qs: [
      'visitors active lw (06-09..06-15, no bots) w/ visit_count >= 15 all-time → count',
      'so last week how many of the people on the site had fifteen or more visits all time not counting bots',
    ],
  },

  // ─── page views ──────────────────────────────────────────────────────────
  {
    id: 'pv-count-pricing-today',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: TODAY },
    qs: ['pv where path = /pricing | today (06-18) | excl bots → count', 'so the pricing page how many times did people look at it to day and dont count bots its for the forecast call'],
  },
  {
    id: 'pv-count-blog-lw',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: ['pv [/blog/*] lw Mon–Sun (06-09 → 06-15) | bots excluded | total', 'how many blog page views did we get last week all the blog posts together no bots'],
  },
  {
    id: 'pv-top3-paths-mtd',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: ['top 3 paths | metric = non-bot pv | window = mtd', 'whats the top three pages this month by views not counting bots'],
  },
  {
    id: 'pv-top3-paths-paidsocial-lm',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      'channel=paid_social pv, lm (May 2025), excl bots → top 3 paths by count',
      'last month so may which three pages got the most page views from the paid social channel no bots',
    ],
  },
  {
    id: 'pv-count-customers-yday',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: YESTERDAY },
    qs: ['pv count | acct class = customer | 2025-06-17 | bots out', 'how many page views did our customers do yesterday not counting bots'],
  },
  {
    id: 'pv-count-linkedin-l10d',
    spec: { m: 'count', s: 'page_views', f: { source: 'linkedin' }, w: days(10) },
    qs: ['pv w/ utm_source=linkedin, l10d, excl bots → count', 'how many page views came from linkedin as the source in the last ten days no bots'],
  },
  {
    id: 'pv-count-digest-since-jun5',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'monthly-digest' }, w: since('2025-06-05') },
    qs: ['pv where utm_campaign = monthly-digest since 2025-06-05 00:00 UTC, no bots', 'how many page views from the monthly digest campaign since june fifth not counting bots'],
  },
  {
    id: 'pv-share-pricing-wtd',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'share of wtd non-bot pv on /pricing* (/pricing + /pricing/enterprise) | base = all non-bot pv wtd',
      'what percent of all page views this week were on the pricing pages the main one and the enterprise one out of every page view this week no bots',
    ],
  },
  {
    id: 'pv-compare-wk',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: ['pv (no bots): wtd vs prior wk (06-09..06-15) → 2 numbers', 'page views this week compared to last weak both numbers please no bots'],
  },
  {
    id: 'pv-compare-demo-month',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('month'), w2: lastP('month') },
    qs: ['pv [/demo], no bots: mtd vs lm (May) | give both', 'demo page views this month versus last month not counting bots I need both numbers'],
  },
  {
    id: 'pv-first-careers-wtd',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/careers' }, w: thisP('week') },
    qs: ['min(occurred_at) of non-bot pv on /careers wtd', 'when was the first time this week somebody looked at the careers page not a bot'],
  },
  {
    id: 'pv-last-competitor',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{competitor.domain}' } },
    qs: ['latest non-bot pv timestamp from acct {competitor.domain} (all time)', 'when was the last page view from {competitor.domain} ever not counting bots'],
  },
  {
    id: 'pv-count-identified-jun9-11',
    spec: { m: 'count', s: 'page_views', f: { identified: true }, w: between('2025-06-09', '2025-06-11') },
    qs: [
      'pv by identified visitors (any method, current status) 2025-06-09 → 2025-06-11 incl, no bots → count',
      'how many page views from identified people any method as of now between june ninth and june eleventh both days in no bots',
    ],
  },
  {
    id: 'pv-count-iptable-today',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'ip_table' }, w: TODAY },
    qs: ['pv today from visitors w/ resolution_source=ip_table, excl bots', 'how many page views to day from people we matched with the ip table not counting bots'],
  },
  {
    id: 'pv-count-consumer-all',
    spec: { m: 'count', s: 'page_views', f: { email: '{consumer.email}' } },
    qs: ['total non-bot pv by {consumer.email}, all time', 'how many page views has {consumer.email} racked up ever not counting bots'],
  },
  {
    id: 'pv-count-demo-leads-lm',
    spec: { m: 'count', s: 'page_views', f: { classification: 'lead', path: '/demo' }, w: lastP('month') },
    qs: [
      'pv [/demo] by class=lead accts | May 2025 (lm) | no bots — personal bucket sits under lead, count its views too',
      'how many demo page views from lead companies last month may that is no bots and the personal gmail bucket is a lead so count its views too',
    ],
  },
  {
    id: 'pv-top4-paths-competitors',
    spec: { m: 'top', s: 'page_views', n: 4, group: 'path', f: { classification: 'competitor' } },
    qs: ['top 4 paths by non-bot pv from class=competitor accts | all time', 'what are the top for pages competitors look at all time by views not counting bots'],
  },

  // ─── sessions ────────────────────────────────────────────────────────────
  {
    id: 'ses-count-yday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: ['sessions yday (06-17) | 30-min inactivity split | bots excl | dated by start → count', 'how many sessions yesterday where a session ends after thirty minutes of nothing and no bots'],
  },
  {
    id: 'ses-count-pricing-wtd',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'sessions wtd containing >=1 /pricing pv (exact path) | 30m idle = new session | no bots | by session start',
      'how many sessions this week had the pricing page in them counting a new session after half an hour idle and not counting bots',
    ],
  },
  {
    id: 'ses-count-person-all',
    spec: { m: 'count', s: 'sessions', f: { email: '{person.email}' } },
    qs: ['sessions for {person.email}, all time, 30-min gap rule', 'how many separate sessions has {person.email} had ever with a new one starting after thirty minutes of no activity'],
  },
  {
    id: 'ses-count-customers-lm',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: lastP('month') },
    qs: ['sessions by visitors @ class=customer accts, May (lm) | split on 30m inactivity | no bots', 'sessions from customer companies last month may with the thirty minute timeout not counting bots how many'],
  },
  {
    id: 'ses-count-docs-l7d',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/docs/' }, w: days(7) },
    qs: ['sessions w/ any /docs/* pv, l7d, 30m timeout, excl bots', 'how many sessions in the last seven days touched the docs not counting bots and a session breaks after thirty minutes idle'],
  },
  {
    id: 'ses-compare-yday-jun10',
    spec: { m: 'compare', s: 'sessions', w: YESTERDAY, w2: between('2025-06-10', '2025-06-10') },
    qs: ['sessions (30m split, no bots): yday (Tue 06-17) vs same weekday prior wk (Tue 06-10) → 2 numbers', 'sessions yesterday versus the tuesday before that june tenth both numbers please thirty minute timeout and no bots'],
  },
  {
    id: 'ses-first-today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: {}, w: TODAY },
    qs: ['earliest session start today (UTC) | 30m split | no bots', 'when did the first session start to day not counting bots thirty minute rule'],
  },
  {
    id: 'ses-last-lead2',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { domain: '{lead2.domain}' } },
    qs: ['latest session start from acct {lead2.domain} (30m split, no bots)', 'when did {lead2.domain} last start a session on the site not counting bots with the thirty minute rule'],
  },
  {
    id: 'ses-count-identified-jun1-7',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'sessions by identified visitors (any method, as of now), 2025-06-01..2025-06-07 incl | 30m split | no bots',
      'how many sessions from identified people any method as of now from june first to june seventh both in thirty minute rule no bots',
    ],
  },
  {
    id: 'ses-count-emailcap-since-jun12',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'email_capture' }, w: since('2025-06-12') },
    qs: [
      'sessions since 2025-06-12 by visitors w/ resolution_source=email_capture | 30m | excl bots',
      'how many sessions since june twelfth from people we got through email capture thirty minute timeout no bots',
    ],
  },
  {
    id: 'ses-share-pricing-wtd',
    spec: { m: 'share', s: 'sessions', part: { path: '/pricing' }, w: thisP('week') },
    qs: [
      '% of wtd sessions (30m split, no bots) that include a /pricing pv | base = all wtd sessions',
      'what share of all sessions this week included the pricing page out of every session this week thirty minute rule no bots',
    ],
  },

  // ─── attributed sessions ─────────────────────────────────────────────────
  {
    id: 'att-count-l7d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: ['attributed sessions (campaign rollup) l7d incl today → total', 'how many attributed sessions from the campaign rollup in the last seven days counting today'],
  },
  {
    id: 'att-count-paidsearch-mtd',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: thisP('month') },
    qs: ['attributed sessions | channel=paid_search | mtd', 'paid search attributed sessions this month how many from the campaign rollup'],
  },
  {
    id: 'att-count-linkedin-lw',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: lastP('week') },
    qs: ['attrib. sessions where source=linkedin, lw (06-09..06-15)', 'how many attributed sessions had linkedin as the source last week'],
  },
  {
    id: 'att-count-brandsearch-yday',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: YESTERDAY },
    qs: ['attributed sessions, campaign=brand-search, yday (2025-06-17)', 'brand search campaign attributed sessions yesterday how many'],
  },
  {
    id: 'att-top3-channels-since-jun9',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: since('2025-06-09') },
    qs: ['attributed sessions grouped by channel since 2025-06-09 → top 3', 'since june ninth which three channels brought in the most attributed sessions'],
  },
  {
    id: 'att-share-email-mtd',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: thisP('month') },
    qs: [
      'email channel % of attributed sessions mtd | base = all attributed sessions mtd',
      'what percent of this months attributed sessions came from the email channel out of all attributed sessions this month',
    ],
  },
  {
    id: 'att-compare-month',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('month'), w2: lastP('month') },
    qs: ['attributed sessions: mtd vs lm (May) — both totals', 'attributed sessions this month compared with last month give me both'],
  },
  {
    id: 'att-top2-campaigns-all',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: ALL },
    qs: ['top 2 utm_campaigns by attributed sessions, all time', 'whats our top two campaigns ever by attributed sessions'],
  },
  {
    id: 'att-count-abm-may26-jun1',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'abm-q3' }, w: between('2025-05-26', '2025-06-01') },
    qs: ['attributed sessions | campaign=abm-q3 | 2025-05-26..2025-06-01 incl', 'how many attributed sessions did the a b m q three campaign get from may twenty sixth through june first both days in'],
  },
  {
    id: 'att-count-today',
    spec: { m: 'count', s: 'attributed_sessions', w: TODAY },
    qs: ['attributed sessions today (06-18) → n', 'attributed sessions to day how many so far'],
  },

  // ─── identifications ─────────────────────────────────────────────────────
  {
    id: 'id-count-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: ['identifications today: identified_at on 2025-06-18, any method → count', 'yeah so before the standup um how many people did we identify to day any method'],
  },
  {
    id: 'id-count-iptable-lm',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: lastP('month') },
    qs: ['identifications in May 2025 (lm) via ip_table → count', 'how many identifications did the ip table give us last month'],
  },
  {
    id: 'id-list-emailcap-yday',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: ['list visitors identified yday (06-17) w/ source=email_capture', 'who did we identify yesterday through email capture list them'],
  },
  {
    id: 'id-first-mtd',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('month') },
    qs: ['min(identified_at) mtd, any method', 'when was the first identification this month any method'],
  },
  {
    id: 'id-last-asn',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' } },
    qs: ['latest identified_at where source=asn (all time)', 'when did we last identify someone through a s n ever'],
  },
  {
    id: 'id-compare-wk',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: ['identifications (any method): wtd vs lw → 2 counts', 'people identified this week compared with last week any method both numbers'],
  },
  {
    id: 'id-count-leads-intent-ge70-l14d',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: days(14) },
    qs: [
      'identifications l14d | visitor at class=lead acct (personal bucket counts as lead) | visitor intent_score >= 70 (current)',
      'how many people at lead companies whose own intent score is seventy or more right now did we identify in the last fourteen days and the personal gmail bucket counts as a lead company',
    ],
  },
  {
    id: 'id-share-emailcap-lw',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'email_capture share of lw identifications (06-09..06-15) | base = all identifications lw, any method',
      'what percent of last weeks identifications came from email capture out of all the people identified last week any method',
    ],
  },
  {
    id: 'id-count-demo-since-jun10',
    spec: { m: 'count', s: 'identifications', f: { path: '/demo' }, w: since('2025-06-10') },
    qs: [
      'identifications since 2025-06-10 where the visitor also viewed /demo since 06-10 (non-bot pv) → count',
      'how many people identified since june tenth also looked at the demo page since june tenth not counting bots',
    ],
  },
  {
    id: 'id-avg-intent-mtd',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: thisP('month') },
    qs: ['avg(current intent_score) of visitors identified mtd (any method)', 'average intent score right now of the people we identified this month any method'],
  },

  // ─── recommendations ─────────────────────────────────────────────────────
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['open recs (status new, or snoozed w/ snooze elapsed) → count', 'how many recommendations are still open right now'],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: ['list open recommendations (new + snooze-expired) | subject', 'list out the open recommendations for me what are they about'],
  },
  {
    id: 'rec-count-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: ['count(recommendations) any status (open, dismissed, done, snoozed) — all ever created', 'how many recommendations have we ever gotten total any status open or dismissed or whatever'],
  },

  // ─── declines ────────────────────────────────────────────────────────────
  {
    id: 'decl-acct-owner',
    spec: { m: 'decline', why: 'accounts carry no owner or sales rep' },
    qs: [
      "count(accts) where class=lead & intent_score >= 70 (current) & account_owner = 'Dana Whitfield' | all on file",
      'how many lead companies at seventy plus intent right now belong to dana whitfield like the ones she owns as their sales rep',
    ],
  },
  {
    id: 'decl-pv-scroll-depth',
    spec: { m: 'decline', why: 'no scroll depth is recorded (the pixel sends page views and identifies)' },
    qs: [
      'pv on /pricing over l7d (no bots), filtered to scroll_depth >= 75%',
      'how many pricing page views in the last seven days no bots where people actually scrolled at least three quarters of the way down',
    ],
  },
  {
    id: 'decl-ses-cta-click',
    spec: { m: 'decline', why: 'no click events are collected' },
    qs: [
      "sessions wtd (30m split, no bots) where the visitor clicked the 'Talk to sales' button → count",
      'how many sessions this week where somebody actually clicked the talk to sales button thirty minute rule no bots',
    ],
  },
  {
    id: 'decl-vis-pdf-download',
    spec: { m: 'decline', why: 'no download events are collected' },
    qs: ['list visitors (no bots) mtd who downloaded the pricing one-pager PDF', 'list the people this month who downloaded our pricing pdf not counting bots'],
  },
  {
    id: 'decl-att-ad-spend',
    spec: { m: 'decline', why: 'no ad spend or cost data' },
    qs: [
      'attributed sessions by utm_campaign, lm | + cost per attributed session (ad spend ÷ sessions)',
      'for last month give me attributed sessions per campaign and what we paid per session based on our ad spend',
    ],
  },
  {
    id: 'decl-email-open-last',
    spec: { m: 'decline', why: 'email opens are not tracked (only page views arriving from the email channel)' },
    qs: ['{person.email} → last newsletter email open timestamp', 'when did {person.email} last open one of our newsletter emails'],
  },
  {
    id: 'decl-acct-opp-stage',
    spec: { m: 'decline', why: 'no CRM opportunity stages' },
    qs: [
      "list accts w/ non-bot pageviews wtd where salesforce opportunity_stage = 'Negotiation'",
      'which companies that visited this week are sitting in the negotiation stage in salesforce no bots',
    ],
  },
  {
    id: 'decl-acct-partner-program',
    spec: { m: 'decline', why: 'no partner-program data' },
    qs: ['count class=customer accts enrolled in our partner program', 'how many of our customer accounts are also in our partner program'],
  },
  {
    id: 'decl-id-nps',
    spec: { m: 'decline', why: 'no NPS or survey data' },
    qs: ['identifications wtd (any method) w/ NPS score >= 9 → count', 'how many people we identified this week gave us a nine or ten on the NPS survey'],
  },
  {
    id: 'decl-pv-load-time',
    spec: { m: 'decline', why: 'no page performance timings' },
    qs: ['pv [/demo] yday, excl bots, where page load time > 3s → count', 'demo page views yesterday no bots where the page took more than three seconds to load how many'],
  },
  {
    id: 'decl-acct-churn-risk',
    spec: { m: 'decline', why: 'no churn-risk field' },
    qs: ['list class=customer accts where churn_risk = high', 'which of our customers are flagged as high churn risk right now'],
  },
  {
    id: 'decl-vis-video',
    spec: { m: 'decline', why: 'no video events' },
    qs: [
      'uniq visitors mtd (no bots) who watched >= 50% of the product video on /product',
      'how many people this month watched at least half of the product video on the product page not counting bots',
    ],
  },
  {
    id: 'decl-ses-livechat',
    spec: { m: 'decline', why: 'no website chat-widget events' },
    qs: [
      'sessions today (30m split, no bots) in which the live chat widget was opened',
      'how many sessions to day did someone open the live chat thing on the website thirty minute rule no bots',
    ],
  },
  {
    id: 'decl-acct-webinar',
    spec: { m: 'decline', why: 'no webinar attendance data' },
    qs: [
      'accts w/ >=1 attendee at our May webinar that also had pageviews lm, no bots → count',
      'how many companies that attended our may webinar also came to the site last month not counting bots',
    ],
  },
  {
    id: 'decl-vis-support-ticket',
    spec: { m: 'decline', why: 'no support tickets' },
    qs: ['list visitors w/ non-bot pageviews l7d who have an open support ticket', 'which people on the site in the last seven days have an open support ticket with us no bots'],
  },
  {
    id: 'decl-att-impressions',
    spec: { m: 'decline', why: 'ad impressions are not held (only attributed sessions)' },
    qs: ['linkedin ad impressions: lw vs the wk before (06-02..06-08)', 'how many linkedin ad impressions did we get last week versus the week before'],
  },
  {
    id: 'decl-pv-adblock',
    spec: { m: 'decline', why: 'no ad-blocker detection' },
    qs: [
      '% of wtd non-bot pv from visitors running an ad blocker | base = all non-bot pv wtd',
      'what percent of this weeks page views came from people using an ad blocker out of all page views this week no bots',
    ],
  },
  {
    id: 'decl-id-cookie-consent',
    spec: { m: 'decline', why: 'no cookie-consent records' },
    qs: ['identifications since 2025-06-09 where cookie_consent = rejected → count', 'how many people did we identify since june ninth who had rejected the cookie banner'],
  },
  {
    id: 'decl-pv-rage-clicks',
    spec: { m: 'decline', why: 'no click events are collected' },
    qs: ['top 3 paths by rage-click count wtd, excl bots', 'which three pages had the most rage clicks this week not counting bots'],
  },
  {
    id: 'decl-vis-age',
    spec: { m: 'decline', why: 'no demographics' },
    qs: ['visitors mtd (no bots) where age_bracket = 25-34 → count', 'how many people in the twenty five to thirty four age range visited this month not counting bots'],
  },
  {
    id: 'decl-acct-sales-calls',
    spec: { m: 'decline', why: 'no calls or meetings' },
    qs: ['count(sales calls) w/ {lead2.domain} mtd', 'how many sales calls have we had with {lead2.domain} this month'],
  },
  {
    id: 'decl-acct-pipeline',
    spec: { m: 'decline', why: 'no pipeline or deal values' },
    qs: [
      'list accts w/ open pipeline > $50k AND non-bot pageviews l14d',
      'which companies with more than fifty k in open pipeline came to the site in the last fourteen days no bots',
    ],
  },
  {
    id: 'decl-acct-reply-rate',
    spec: { m: 'decline', why: 'no outbound email replies' },
    qs: [
      'avg reply rate to outbound sequences | accts w/ non-bot pageviews wtd',
      'whats the average reply rate on our outbound email sequences for companies that came by this week not counting bots',
    ],
  },
  {
    id: 'decl-acct-social-mentions',
    spec: { m: 'decline', why: 'no social-listening data' },
    qs: ['count accts that mentioned us on X/Twitter mtd', 'how many companies mentioned us on twitter this month'],
  },
  {
    id: 'decl-ses-local-hours',
    spec: { m: 'decline', why: 'visitor time zones are not held' },
    qs: [
      "sessions lw (30m split, no bots) that started inside the visitor's local business hours (9–17 in their own tz)",
      'how many sessions last week started during the visitors own local business hours like nine to five their time zone thirty minute rule no bots',
    ],
  },
  {
    id: 'decl-acct-tradeshow',
    spec: { m: 'decline', why: 'no event or booth-scan data' },
    qs: ['list accts scanned at our SaaStr booth that had non-bot pageviews since 2025-06-10', 'which companies stopped by our booth at saastr and then hit the site since june tenth no bots'],
  },
  {
    id: 'decl-acct-intent-change',
    spec: { m: 'decline', why: 'intent score history is not kept: only the current score' },
    qs: ['top 5 accts by intent_score increase vs 7 days ago (delta)', 'which five companies had the biggest jump in intent score compared to a week ago'],
  },
  {
    id: 'decl-rec-assignee',
    spec: { m: 'decline', why: 'recommendations have no assignee' },
    qs: ['count open recs where assignee = me', 'how many of the open recommendations are assigned to me'],
  },
  {
    id: 'decl-att-region',
    spec: { m: 'decline', why: 'no sales regions or geography' },
    qs: ['attributed sessions mtd by sales region (AMER / EMEA / APAC)', 'attributed sessions this month split by region americas emea apac'],
  },
  {
    id: 'decl-ses-replay',
    spec: { m: 'decline', why: 'no session recordings' },
    qs: ['sessions wtd (30m split, no bots) that have a session replay recording → count', 'how many sessions this week do we have screen recordings for like session replays no bots'],
  },
];

export const SET38 = flatten(SET38_FAMILIES);
