// Answer-graded set 37: "an agency analyst preparing a client's quarterly business review, and a
// support engineer investigating a customer's data". Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered), the first 80 lines of set35.ts (its header) and its import/export lines (the import at
// line 98 and the last 2 lines; not its families), eval/demo.ts (its import from subgraphs/copilot/
// never followed), subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md (sections 1 to 4.6, lines 1-319), and for the scratch
// scripts only server/demo-bootstrap.ts lines 1-36 (its header comment, imports, DEMO_WORKSPACE /
// DEMO_TRAFFIC, the DemoWorkspace interface and createDemoWorkspace's signature and body), core/db/
// index.ts lines 1-34 (imports and the Database interface) and its export lines (a grep for `export`,
// lines 67-80), core/clock.ts, the scripts block of package.json, and the file names (not contents)
// in eval/answers/ and scratch/. Values were read from the two generated workspaces' tables with
// plain SQL (psql) and with the harness's own truth (measures.ts evaluateSpec, broader, sameTruth,
// specProblems) in scratch/check37*.ts: both workspaces were built with createDemoWorkspace alone
// (the demo's defaults, and eval/demo.ts SECOND_WORKSPACE's options: 'Eval second', 420 visitors, 45
// days, seed 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL
// database (set37_scratch at 127.0.0.1:5432, dropped afterwards) with a ManualClock at the eval
// clock, Wed 18 June 2025 12:00 UTC; no copilot setup ran, and its effects the truths can depend on
// were applied by hand (rec3 dismissed; person3 marked contacted; no question here asks about the
// setup's API keys, webhooks, sync rules, alert destinations or conversations); the refs were read
// back with eval/demo.ts readRefs' queries rewritten in plain SQL. Nothing was ever asked of the
// product. Never opened: subgraphs/copilot/, any other question set (set4-34, set35 beyond its first
// 80 lines and import/export lines, set36, heldout*, blind, tuned, eval/questions.ts,
// eval/heldout.ts), scratch/ other than check37*, tests outside test/helpers/, README.md; no git
// command was run.
//
// Style: two phrasings per family. The first is persona 1, an agency analyst preparing a client's
// quarterly business review: formal, precise, long sentences with subordinate clauses, British
// spelling (organisation, behaviour, programme, per cent), "for the period from 2 to 12 June 2025
// inclusive", "as a proportion of", "relative to the prior week", "excluding automated (bot)
// traffic", "month to date", "irrespective of", "across the whole history of the workspace". The
// second is persona 2, a support engineer checking a customer's data: terse, technical, skeptical,
// in table words (rows, records, hits, events, the column names first_seen_at, visit_count,
// resolution_source, utm_campaign), UTC times and ISO dates, ranges written 2025-06-09..2025-06-15 or
// "from 2025-06-02 through 2025-06-12 inclusive", "sanity check:", "just the number", "confirm the
// earliest ...". The clock is Wed 18 June 2025 12:00 UTC, so "today" is 18 June, "yesterday" 17 June,
// "this week" Monday 16 June to now, "last week" / "the previous calendar week" 9-15 June, "this
// month" / "month to date" 1-18 June, "last month" May; "the last N days" keeps both readings
// (windows.ts), and persona 2's "2025-06-16..now" is this week. Every question states what its truth
// needs: page views, visitors and sessions exclude bots and every phrasing says so ("excluding
// automated (bot) traffic", "bots excluded", "non-bot hits", "non-bot page-view rows"), as do the
// account questions whose truth rests on page views (visited in a window, a page, a channel, source
// or campaign), a named person's first or last visit aside; sessions split on 30 minutes of
// inactivity and are dated by their start ("sessions that began ...", "sessions started ...");
// attributed sessions are the attribution rollup's ("according to the attribution rollup", "rollup
// rows"); "identified" means by any method, as of now ("identified by any method", "identified_at
// set, any source"); intent and visit counts are the current / all-time figures and say so ("current
// intent score", "all-time visit count", "visit_count, the all-time counter"); every share names its
// base ("as a proportion of all ...", "base = ..."); "new" and "returning" say what they mean (first
// seen / first visit inside the window, or before it); all-time questions say "across all time",
// "over the whole history of the workspace", "since the beginning", "ever" or "all time" (first seen,
// last seen, a person's first or last visit, a most recent event are all-time by nature).
// Recommendations are asked without a window, "open" said as "new, or snoozed with the snooze
// elapsed". Account questions whose filters the consumer-mailbox `personal` account can meet (visited
// in a window, a page, a channel, source or campaign, leads, intent 100 or over 80, more than 40
// visits, top by visits or views, the newest paid-search account) carry a sentence saying it counts
// as one account (persona 1: "Visitors on consumer mailboxes (Gmail, Outlook and the like) are
// grouped under a single account named 'personal'; please count that grouping as one organisation.";
// persona 2: "(the `personal` row, where all consumer-mailbox people are rolled up, counts as one
// account.)"); the others filter it out (customers, competitors, a named domain, intent 40-60, below
// 30, 20 or less) or it cannot match (accounts first seen this month). Pages are named by path.
//
// Known limits on these workspaces (checked with specProblems and broader/sameTruth on both, and by
// hand for comparisons' filters and shares' parts, in scratch/check37.ts, which reports no problem):
// every answerable family's constraints each change its truth on both workspaces, and no truth is
// empty, zero or a 0/100 % share. First-draft families that failed this were replaced: competitor
// accounts that viewed /demo (both competitors, ever), the top three channels by page views last week
// (the all-time order on both) and the newsletter's attributed sessions today (none on the second
// workspace); returning accounts are asked for last week, not this week (the second workspace has no
// account first seen this week, so returning there would be every visiting account). A tie at a top-N cut remains in
// id-top3-intent-this-month on the second workspace (78 at the cut); the grader accepts any of the
// tied entities. Ties inside a top N (any order accepted): att-top2-channels-since-jun9 on the
// second workspace (paid_social and social, 17 each), acc-top5-views-last-week on the demo (4th and
// 5th at 22), vis-top5-intent-customers on both. `personal` heads acc-top3-visits-pricing-this-week
// and acc-top5-views-last-week on both workspaces. pv-first-today and ses-first-today read the same
// time on the demo (the day's first page view opens a session) but not on the second workspace (its
// first view of the day belongs to a session started the evening before). The two readings of
// vis-avg-visits-email-capture-7d on the demo (9.85 and 9.82) are within the grader's tolerance of
// each other. Comparisons are not checked by broader (both windows are asked); the dropped-filter
// check was done by hand. Bot flags are cleared on the oldest quarter of each workspace's span (spec
// 1 rule 4), so May's "non-bot" figures (vis-compare-months, pv-compare-demo-months,
// acc-intent-lte-20-last-month, vis-visits-lte-2-last-month) include unflagged crawler rows as the
// truth does. Open recommendations are 13 on both workspaces once rec3 is dismissed, 14 in all, each
// with a distinct subject; which one rec3 is follows the job's creation order, so rec-open-list's
// exact keys assume the eval dismisses the same subject as here (readRefs' order: created_at, then
// subject). Attribution channels, sources and campaigns are one-to-one in the rollup
// (google/paid_search/brand-search, linkedin/paid_social/abm-q3, newsletter/email/monthly-digest,
// facebook/social/launch-week, g2/affiliate/g2-listing); on page views the channel `social` also
// holds untagged social referrals, so it is not the facebook source there. Identifications are not
// filtered on bots by the truth; every identified visitor on both workspaces has a non-bot page view,
// so those questions do not mention bots. In the last-N-days families, attributed sessions keep only
// the calendar reading (measures.ts: the rollup is by UTC day).
//
// Coverage (124 families, 248 questions): measures count 46, list 7, top 8, first 5, last 6, avg 4,
// sum 3, share 8, compare 7, decline 30; subjects (answerable + declines) accounts 22+6, visitors
// 17+7, page views 16+5, sessions 12+4, attributed sessions 10+3, identifications 13+3,
// recommendations 4+2; windows of the 94 answerable families (a comparison's two each): today 7,
// yesterday 9, this week 10, last week 13, this month 14, last month 7, last N days 8 (5, 7, 10, 14,
// 21), since a date 4, between dates 4, all time 25; filters classification 13 (lead, customer,
// competitor), intent = 1, > 1, >= 2, < 1, <= 1, between 1, visit counts > 1, <= 1, between 1, path
// 8, path prefix /blog/ 3, channel 5, source 3, campaign 3, identification source 8 (email_capture,
// ip_table, asn), domain 5, company name 1, email 3, identified 4 (yes and no), new 2, returning 2,
// open state 3.
//
// Declines (30): each is answerable but for one constraint no table or column holds (schema.prisma,
// the spec, the generated data), kept away from what the data does hold (no device, browser or
// operating system, referrer, country, firmographics, title or seniority, contacted, revenue, orders
// or products, UTM term/content, session duration or bounce, intent history, recommendation status):
// dec-acc-account-owner (an account's owner / sales rep), dec-acc-signed-nda (an NDA on file),
// dec-acc-crm-stage (a CRM opportunity stage), dec-acc-nps (Net Promoter Score),
// dec-acc-support-tickets (support tickets), dec-acc-linkedin-follow (following the company page on
// LinkedIn), dec-vis-browser-language (browser language), dec-vis-video-complete (watching a video to
// the end), dec-vis-cookie-consent (cookie-banner consent), dec-vis-webinar (webinar attendance),
// dec-vis-screen-reader (assistive technology), dec-vis-unsubscribed (newsletter unsubscribes),
// dec-vis-printed (printing a page), dec-pv-scroll-depth (scroll depth), dec-pv-load-time (page-load
// time), dec-pv-ad-blocker (an ad blocker), dec-pv-ab-variant (an A/B-test variant),
// dec-pv-rage-clicks (click events), dec-ses-live-chat (the live-chat widget), dec-ses-portal-login
// (a logged-in state), dec-ses-phone-call (call tracking), dec-ses-pdf-download (file downloads),
// dec-att-cost (ad spend), dec-att-impressions (ad impressions), dec-att-email-opens (email opens),
// dec-id-double-optin (double opt-in confirmation), dec-id-age (age), dec-id-g2-review (a G2 review
// written), dec-rec-assignee (a recommendation's assignee), dec-rec-deal-value (a recommendation's
// estimated deal value).

import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

// the consumer-mailbox account, said once per persona where a filter can match it
const PERSONAL1 = "Visitors on consumer mailboxes (Gmail, Outlook and the like) are grouped under a single account named 'personal'; please count that grouping as one organisation.";
const PERSONAL2 = '(the `personal` row, where all consumer-mailbox people are rolled up, counts as one account.)';

export const SET37_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────
  {
    id: 'acc-visited-last-week',
    spec: { m: 'count', s: 'accounts', w: lastP('week') },
    qs: [
      `For the client's quarterly business review, could you tell me how many distinct organisations visited the website during the previous calendar week, Monday 9 to Sunday 15 June 2025, excluding automated (bot) traffic? ${PERSONAL1}`,
      `sanity check: how many account records have at least one non-bot page view 2025-06-09..2025-06-15? ${PERSONAL2} just the number`,
    ],
  },
  {
    id: 'acc-new-this-month-list',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'Could you list the organisations that were seen for the very first time this month, by which I mean accounts whose first-seen date falls between 1 June 2025 and the present moment, and state how many there are?',
      'dump the account rows with first_seen_at on or after 2025-06-01 00:00 UTC (new in June) plus the row count',
    ],
  },
  {
    id: 'acc-returning-last-week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      `Of the organisations that browsed the site in the week commencing Monday 9 June 2025 (through Sunday the 15th, bot traffic excluded), how many were returning organisations, meaning their first-seen date precedes 9 June? ${PERSONAL1}`,
      `count of accounts with a non-bot hit in 2025-06-09..2025-06-15 whose first_seen_at is before 2025-06-09 (returning, not new that week). ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-leads-intent-gt-80',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>', v: 80 } } },
    qs: [
      `Across the whole history of the workspace, how many accounts classified as leads currently hold an intent score strictly greater than 80? ${PERSONAL1}`,
      `how many lead-classified account records have intent_score > 80 right now (current score, all accounts ever seen)? ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-customers-list',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' } },
    qs: [
      'Could you list every organisation the workspace has classified as a customer, across all time, together with the number of such organisations?',
      'dump all account rows where classification = customer (no date filter, all time) and give me the row count',
    ],
  },
  {
    id: 'acc-intent-eq-100',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      `How many organisations, of all those ever identified, presently sit at the maximum intent score of exactly 100? ${PERSONAL1}`,
      `count of accounts where the current intent_score is exactly 100, all time. ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-intent-40-60-14d',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: days(14) },
    qs: [
      'Among the organisations that visited the site in the last 14 days (excluding bot traffic), how many currently have an intent score between 40 and 60 inclusive?',
      'accounts with a non-bot page view in the trailing 14 days and current intent_score in [40, 60] (both ends included): count?',
    ],
  },
  {
    id: 'acc-intent-lt-30-since-jun2',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 30 } }, w: since('2025-06-02') },
    qs: [
      'Since Monday 2 June 2025, how many organisations with a current intent score below 30 have visited the website, automated (bot) traffic excluded?',
      'count accounts having non-bot hits from 2025-06-02 onwards (through now) whose intent_score is currently < 30',
    ],
  },
  {
    id: 'acc-intent-lte-20-last-month',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 20 } }, w: lastP('month') },
    qs: [
      'For the period from 1 to 31 May 2025, how many visiting organisations (bot traffic excluded) have a current intent score of 20 or less?',
      'how many accounts had at least one non-bot hit in 2025-05-01..2025-05-31 and have intent_score <= 20 today?',
    ],
  },
  {
    id: 'acc-visits-gt-40',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 40 } } },
    qs: [
      `Taking the all-time visit count recorded against each organisation, how many organisations, across the whole history of the workspace, have more than 40 visits? ${PERSONAL1}`,
      `number of account rows, all time, with visit_count > 40 (the all-time counter on the account). ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-top3-visits-pricing-this-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      `Of the organisations that viewed the /pricing page this week (Monday 16 June 2025 to now, excluding bot traffic), which three have the highest all-time visit counts, and how many organisations viewed that page in total? ${PERSONAL1}`,
      `top 3 accounts by all-time visit_count among those with a non-bot hit on /pricing since Mon 2025-06-16 00:00 UTC; also the total number of matching accounts. ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-top5-views-last-week',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', f: { classification: 'lead' }, w: lastP('week') },
    qs: [
      `Which five lead organisations generated the most page views during the week of 9 to 15 June 2025, excluding automated (bot) traffic, and how many lead organisations visited in that week altogether? ${PERSONAL1}`,
      `rank lead accounts by their count of non-bot page-view events 2025-06-09..2025-06-15 inclusive, top 5, plus how many lead accounts had any hits in that range. ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-avg-intent-customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'What is the mean current intent score across all organisations classified as customers, irrespective of when they were first seen?',
      'avg(intent_score) over every customer-classified account row, current values, all time?',
    ],
  },
  {
    id: 'acc-sum-visitors-leads-intent-gte-90',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'lead', intent: { op: '>=', v: 90 } } },
    qs: [
      `If one adds up the visitor counts of every lead organisation whose current intent score is 90 or above, what total does one arrive at (all time)? ${PERSONAL1}`,
      `sum of visitor_count over lead accounts with intent_score >= 90 (current scores, all accounts ever). ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-share-leads-this-month',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' }, w: thisP('month') },
    qs: [
      `Of all organisations that visited during June 2025 to date (bot traffic excluded), what proportion, as a percentage of those visiting organisations, are classified as leads? ${PERSONAL1}`,
      `percentage check: accounts with non-bot hits since 2025-06-01 = base; what % of that base has classification lead? ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-last-seen-customer',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{customer.domain}' } },
    qs: [
      'When was the organisation {customer.name} ({customer.domain}) most recently seen on the site? Please give the date and time in UTC.',
      'confirm last_seen_at (UTC) on the account record for {customer.domain}',
    ],
  },
  {
    id: 'acc-newest-paid-search',
    spec: { m: 'last', s: 'accounts', field: 'first_seen_at', f: { channel: 'paid_search' } },
    qs: [
      `Considering every organisation that has at any point reached the site through paid search (bot traffic excluded), on what date and at what time (UTC) was the most recently discovered of them first seen? ${PERSONAL1}`,
      `among accounts with any non-bot hit on channel paid_search (all time), what is the latest first_seen_at? UTC timestamp please. ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-abm-10d',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3' }, w: days(10) },
    qs: [
      `How many organisations arrived via the abm-q3 campaign in the last 10 days, excluding automated traffic? ${PERSONAL1}`,
      `count of accounts with a non-bot hit tagged utm_campaign=abm-q3 over the last 10 days. ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-g2-this-month',
    spec: { m: 'count', s: 'accounts', f: { source: 'g2' }, w: thisP('month') },
    qs: [
      `How many organisations have been referred by the G2 listing (source g2) this month, that is from 1 June 2025 to date, with bot traffic excluded? ${PERSONAL1}`,
      `accounts with non-bot hits where utm_source = g2, 2025-06-01 through now: how many? ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-compare-weeks',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      `How many organisations have visited so far this week (from Monday 16 June 2025), relative to the prior week (9 to 15 June)? Please exclude bot traffic and give both figures. ${PERSONAL1}`,
      `accounts with non-bot hits 2025-06-16..now vs 2025-06-09..2025-06-15 — give both counts, current week first. ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-blog-yesterday-list',
    spec: { m: 'list', s: 'accounts', f: { pathPrefix: '/blog/' }, w: YESTERDAY },
    qs: [
      `Which organisations read at least one article under /blog/ yesterday, 17 June 2025, with automated (bot) traffic excluded, and how many were there? ${PERSONAL1}`,
      `list accounts with a non-bot hit on any /blog/* path on 2025-06-17 (UTC day), with the count. ${PERSONAL2}`,
    ],
  },
  {
    id: 'acc-competitors-yesterday',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: YESTERDAY },
    qs: [
      'Which organisations classified as competitors visited the website yesterday, 17 June 2025 (automated traffic excluded), and how many of them were there?',
      'list competitor-classified accounts with at least one non-bot hit on 2025-06-17 UTC, plus the count',
    ],
  },

  // ─── visitors ──────────────────────────────────────────────────────────────
  {
    id: 'vis-today',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: [
      'How many individual visitors have been on the site today, 18 June 2025, up to now, excluding automated (bot) traffic?',
      "what's the count of distinct visitors with a non-bot page view since 2025-06-18 00:00 UTC? just the number",
    ],
  },
  {
    id: 'vis-new-last-week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: lastP('week') },
    qs: [
      "How many new visitors did the site attract in the previous calendar week (9 to 15 June 2025), where 'new' means their very first visit fell within that week? Please exclude bots.",
      'visitor rows whose first_visit_at is in 2025-06-09..2025-06-15 and who have a non-bot hit that week: count?',
    ],
  },
  {
    id: 'vis-returning-yesterday',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: YESTERDAY },
    qs: [
      'Of the people who visited yesterday (17 June 2025, excluding bots), how many were returning visitors, meaning their first visit took place before that day?',
      'count visitors with a non-bot hit on 2025-06-17 whose first_visit_at < 2025-06-17 00:00 UTC',
    ],
  },
  {
    id: 'vis-anon-this-month',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: thisP('month') },
    qs: [
      'For the period from 1 June 2025 to date, how many visitors remain unidentified as of now, by any method, excluding bot traffic?',
      'count of visitor records with a non-bot hit since 2025-06-01 where identified_at is still null',
    ],
  },
  {
    id: 'vis-avg-visits-email-capture-7d',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { idSource: 'email_capture' }, w: days(7) },
    qs: [
      'Among visitors identified through email capture who have been on the site during the last seven days (bot traffic excluded), what is the average all-time visit count?',
      'avg(visit_count) — the all-time counter — over visitors with resolution_source = email_capture and a non-bot hit in the last 7 days',
    ],
  },
  {
    id: 'vis-top5-intent-customers',
    spec: { m: 'top', s: 'visitors', n: 5, f: { classification: 'customer' } },
    qs: [
      'Which five individuals from customer organisations carry the highest current intent scores, taking all time into account and excluding bot traffic, and how many such individuals are there in total?',
      'top 5 visitors at customer-classified accounts by current intent_score (all time, non-bot visitors only), plus the total count',
    ],
  },
  {
    id: 'vis-avg-intent-this-week',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', w: thisP('week') },
    qs: [
      'What is the average current intent score of the visitors who have come to the site this week, from Monday 16 June 2025 onwards, automated traffic excluded?',
      'mean intent_score (current) over visitors having non-bot hits since 2025-06-16 00:00 UTC',
    ],
  },
  {
    id: 'vis-sum-visits-lead',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{lead.domain}' } },
    qs: [
      'Summing the all-time visit counts of every individual visitor from {lead.name} ({lead.domain}), excluding bots, what total do we reach?',
      'sum(visit_count) over visitor rows at {lead.domain}, all time (non-bot visitors)',
    ],
  },
  {
    id: 'vis-first-visit-person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: [
      'When did {person.email} first visit the website? Please state the date and time in UTC.',
      'confirm the earliest first_visit_at for {person.email} (UTC)',
    ],
  },
  {
    id: 'vis-last-visit-person2',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' } },
    qs: [
      'On what date and at what time (UTC) did {person2.email} last visit the site?',
      'last_visit_at for the visitor record {person2.email}? timestamp in UTC',
    ],
  },
  {
    id: 'vis-share-identified-this-week',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      'As a proportion of all visitors this week (Monday 16 June 2025 to date, bot traffic excluded), what percentage are currently identified by any method?',
      'of the visitors with non-bot hits since 2025-06-16 (base), what % have identified_at set now? any source counts',
    ],
  },
  {
    id: 'vis-compare-months',
    spec: { m: 'compare', s: 'visitors', w: lastP('month'), w2: thisP('month') },
    qs: [
      'How many distinct visitors did the site receive in May 2025, relative to June 2025 to date? Bot traffic excluded; please provide both figures, May first.',
      'distinct visitors with non-bot hits 2025-05-01..2025-05-31 vs 2025-06-01..now: both numbers, May first',
    ],
  },
  {
    id: 'vis-organic-5d',
    spec: { m: 'count', s: 'visitors', f: { channel: 'organic_search' }, w: days(5) },
    qs: [
      'How many visitors arrived through organic search over the past five days, excluding automated traffic?',
      'count visitors having a non-bot hit with channel = organic_search in the last 5 days',
    ],
  },
  {
    id: 'vis-competitor-list',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' } },
    qs: [
      'Please list every individual from competitor organisations who has ever visited (bot traffic excluded), and state how many there are.',
      'list all visitor rows at competitor-classified accounts with any non-bot hit, all time; include the count',
    ],
  },
  {
    id: 'vis-visits-10-12',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: 'between', lo: 10, hi: 12 } } },
    qs: [
      'How many individual visitors, over the entire history of the workspace and excluding bots, have an all-time visit count between 10 and 12 inclusive?',
      'visitors (non-bot, all time) with visit_count in 10..12, ends inclusive: count?',
    ],
  },
  {
    id: 'vis-visits-lte-2-last-month',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '<=', v: 2 } }, w: lastP('month') },
    qs: [
      'Of the people who visited in May 2025 (bot traffic excluded), how many have an all-time visit count of two or fewer?',
      'visitors with non-bot hits in 2025-05-01..2025-05-31 and visit_count <= 2 (all-time counter): how many rows?',
    ],
  },
  {
    id: 'vis-enterprise-since-jun10',
    spec: { m: 'count', s: 'visitors', f: { path: '/pricing/enterprise' }, w: since('2025-06-10') },
    qs: [
      'Since Tuesday 10 June 2025, how many individual visitors have viewed the /pricing/enterprise page, excluding automated (bot) traffic?',
      'distinct visitors with a non-bot hit on /pricing/enterprise from 2025-06-10 00:00 UTC to now',
    ],
  },

  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 'pv-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      'How many page views has the site recorded today, 18 June 2025, excluding automated (bot) traffic?',
      'sanity check: number of non-bot page-view rows since 2025-06-18 00:00 UTC',
    ],
  },
  {
    id: 'pv-demo-yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      'How many times was the /demo page viewed yesterday, 17 June 2025, once bot traffic is excluded?',
      'count of non-bot hits on /demo for 2025-06-17 (UTC day) — just the number',
    ],
  },
  {
    id: 'pv-blog-last-week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: [
      'How many views did the blog articles (any page under /blog/) receive in the previous calendar week, 9 to 15 June 2025, excluding automated traffic?',
      'non-bot page-view events on /blog/* paths, 2025-06-09..2025-06-15 inclusive: count',
    ],
  },
  {
    id: 'pv-top3-pages-this-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'Which three pages attracted the most views this month, from 1 June 2025 to date, with automated (bot) traffic excluded, and how many distinct pages were viewed in that period?',
      'top 3 paths by non-bot hit count since 2025-06-01 00:00 UTC, and the number of distinct paths hit',
    ],
  },
  {
    id: 'pv-top3-channels-jun10-13',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: between('2025-06-10', '2025-06-13') },
    qs: [
      'Ranking acquisition channels by the page views they generated for the period from Tuesday 10 to Friday 13 June 2025 inclusive (bot traffic excluded), which are the top three, and how many channels appear at all?',
      'group non-bot page views 2025-06-10..2025-06-13 by channel: top 3 channels by row count, and how many channels show up',
    ],
  },
  {
    id: 'pv-digest-between',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'monthly-digest' }, w: between('2025-06-02', '2025-06-12') },
    qs: [
      'For the period from 2 to 12 June 2025 inclusive, how many page views were attributable to the monthly-digest campaign, excluding bot traffic?',
      'count non-bot hits with utm_campaign = monthly-digest from 2025-06-02 through 2025-06-12 inclusive',
    ],
  },
  {
    id: 'pv-first-customer-this-week',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'When did a visitor from a customer organisation first view a page this week (since Monday 16 June 2025), excluding bot traffic? Please give the UTC date and time.',
      'earliest non-bot hit by a visitor at a customer-classified account on or after 2025-06-16 00:00 UTC: timestamp?',
    ],
  },
  {
    id: 'pv-lead2-21d',
    spec: { m: 'count', s: 'page_views', f: { domain: '{lead2.domain}' }, w: days(21) },
    qs: [
      'Over the last 21 days, how many page views have people from {lead2.name} generated on the site, automated traffic excluded?',
      'non-bot page views from visitors at {lead2.domain} in the trailing 21 days: count',
    ],
  },
  {
    id: 'pv-iptable-yesterday',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: [
      'Yesterday (17 June 2025), how many page views came from visitors who were identified via the IP-range table, excluding bots?',
      'count non-bot hits on 2025-06-17 by visitors with resolution_source = ip_table',
    ],
  },
  {
    id: 'pv-anon-today',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: TODAY },
    qs: [
      'Today, 18 June 2025, how many page views have come from visitors who are still unidentified by any method, bot traffic excluded?',
      'non-bot hits since 2025-06-18 00:00 UTC from visitors whose identified_at is null: count',
    ],
  },
  {
    id: 'pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: [
      'At what time (UTC) was the first genuine, non-bot page view recorded today, 18 June 2025?',
      'confirm the earliest non-bot page-view timestamp on 2025-06-18 (UTC)',
    ],
  },
  {
    id: 'pv-last-competitor-pricing',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor', path: '/pricing' } },
    qs: [
      'When did a visitor from a competitor organisation most recently view the /pricing page? Please give the UTC date and time, excluding bot traffic.',
      'latest non-bot hit on /pricing by anyone at a competitor-classified account, all time: timestamp (UTC)?',
    ],
  },
  {
    id: 'pv-share-paid-search-month',
    spec: { m: 'share', s: 'page_views', part: { channel: 'paid_search' }, w: thisP('month') },
    qs: [
      'As a proportion of all page views this month to date (from 1 June 2025, bot traffic excluded), what percentage came through the paid search channel?',
      'base = non-bot page views since 2025-06-01; what % of those rows have channel = paid_search?',
    ],
  },
  {
    id: 'pv-share-pricing-last-week',
    spec: { m: 'share', s: 'page_views', part: { path: '/pricing' }, w: lastP('week') },
    qs: [
      'What percentage of all page views in the week of 9 to 15 June 2025 (excluding automated traffic) were views of the /pricing page itself?',
      'of all non-bot hits 2025-06-09..2025-06-15 (denominator), what % are on path /pricing exactly?',
    ],
  },
  {
    id: 'pv-compare-weeks',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many page views has the site had this week so far (from Monday 16 June 2025), relative to the prior week of 9 to 15 June? Bot traffic excluded; both figures, please.',
      'non-bot page-view count 2025-06-16..now vs 2025-06-09..2025-06-15 — both numbers, this week first',
    ],
  },
  {
    id: 'pv-compare-demo-months',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: lastP('month'), w2: thisP('month') },
    qs: [
      'How did views of the /demo page in May 2025 compare with June 2025 to date, excluding bot traffic? Please give the May figure followed by the June figure.',
      'non-bot hits on /demo: 2025-05-01..2025-05-31 vs 2025-06-01..now. both counts, May first',
    ],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 'ses-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      'How many browsing sessions began yesterday, 17 June 2025, where a session ends after 30 minutes of inactivity and bot traffic is excluded?',
      'session count for 2025-06-17: sessions split on a 30-min inactivity gap, non-bot hits only, dated by session start',
    ],
  },
  {
    id: 'ses-leads-7d',
    spec: { m: 'count', s: 'sessions', f: { classification: 'lead' }, w: days(7) },
    qs: [
      'How many sessions did visitors from lead organisations start during the last seven days? Please treat 30 minutes of inactivity as the end of a session and exclude bots.',
      'sessions (30-minute inactivity split, non-bot) started in the last 7 days by visitors at lead-classified accounts: count',
    ],
  },
  {
    id: 'ses-pricing-this-month',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: thisP('month') },
    qs: [
      'How many sessions starting this month (1 June 2025 to date) included at least one view of /pricing, with sessions ending after 30 minutes of inactivity and automated traffic excluded?',
      'count sessions started since 2025-06-01 that contain a hit on /pricing (sessionised on 30 min idle, non-bot hits)',
    ],
  },
  {
    id: 'ses-blog-last-week',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: [
      'Of the sessions that began in the week of 9 to 15 June 2025, how many included a visit to any blog article under /blog/? Sessions break after 30 minutes of inactivity; bots excluded.',
      'sessions starting 2025-06-09..2025-06-15 with at least one /blog/* hit (30-min idle split, non-bot): how many?',
    ],
  },
  {
    id: 'ses-customer-company-all',
    spec: { m: 'count', s: 'sessions', f: { company: '{customer.name}' } },
    qs: [
      'Over the entire history of the workspace, how many sessions have people from {customer.name} had, where a session ends after 30 minutes of inactivity and bot traffic is excluded?',
      'all-time session count for visitors at the account named {customer.name} (30-min gap sessionisation, non-bot)',
    ],
  },
  {
    id: 'ses-person3-all',
    spec: { m: 'count', s: 'sessions', f: { email: '{person3.email}' } },
    qs: [
      'Since the beginning, how many separate sessions has {person3.email} had on the site, with a session ending after 30 minutes without activity and bot traffic excluded?',
      'number of sessions for {person3.email}, all time — sessions split on 30 min inactivity, non-bot hits',
    ],
  },
  {
    id: 'ses-asn-this-month',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      'This month to date, how many sessions were started by visitors identified through their network (ASN) match? A session ends after 30 minutes of inactivity; bots excluded.',
      'sessions started since 2025-06-01 by visitors with resolution_source = asn (30-min idle split, non-bot): count',
    ],
  },
  {
    id: 'ses-identified-today',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: TODAY },
    qs: [
      'How many sessions have begun today, 18 June 2025, from visitors who are identified by any method as of now? Please use a 30-minute inactivity rule and exclude bots.',
      'sessions started since 2025-06-18 00:00 UTC by visitors with identified_at set (any source), 30-min split, non-bot',
    ],
  },
  {
    id: 'ses-first-today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: [
      'At what time (UTC) did the first session of today, 18 June 2025, begin? Sessions end after 30 minutes of inactivity and bot traffic is excluded.',
      'confirm the earliest session start on 2025-06-18 UTC (non-bot hits, 30-min inactivity sessions)',
    ],
  },
  {
    id: 'ses-last-lead2',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { domain: '{lead2.domain}' } },
    qs: [
      'When did the most recent session by anyone from {lead2.name} begin? Sessions end after 30 minutes of inactivity; bots excluded; please give the UTC time.',
      'latest session start (UTC) for visitors at {lead2.domain}, 30-min gap sessions, non-bot, all time',
    ],
  },
  {
    id: 'ses-compare-weeks',
    spec: { m: 'compare', s: 'sessions', w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      'How many sessions started in the week of 9 to 15 June 2025, relative to the week before it (2 to 8 June)? Sessions end after 30 minutes of inactivity and bot traffic is excluded; please give both figures.',
      'sessions (30-min split, non-bot) started 2025-06-09..2025-06-15 vs 2025-06-02..2025-06-08: both counts, later week first',
    ],
  },
  {
    id: 'ses-share-demo-month',
    spec: { m: 'share', s: 'sessions', part: { path: '/demo' }, w: thisP('month') },
    qs: [
      'Of all sessions starting in June 2025 to date, what proportion (as a percentage of those sessions) included a view of the /demo page? Sessions end after 30 minutes of inactivity; bots excluded.',
      'base = sessions started since 2025-06-01 (30-min split, non-bot); what % contain a /demo hit?',
    ],
  },

  // ─── attributed sessions ───────────────────────────────────────────────────
  {
    id: 'att-7d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: [
      'According to the attribution rollup, how many campaign-attributed sessions were there over the last seven days?',
      'sum of sessions in the attribution rollup (campaign-tagged sessions) for the last 7 days',
    ],
  },
  {
    id: 'att-paid-social-this-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      'How many attributed sessions has the paid social channel delivered this month, from 1 June 2025 to date, per the attribution rollup?',
      'attribution rollup: sessions where channel = paid_social, days 2025-06-01..2025-06-18',
    ],
  },
  {
    id: 'att-google-last-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'google' }, w: lastP('month') },
    qs: [
      'For May 2025, how many attributed sessions does the attribution rollup credit to the source google?',
      'rollup sessions with source = google, 2025-05-01..2025-05-31: total',
    ],
  },
  {
    id: 'att-abm-between',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'abm-q3' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'For the period from 1 to 14 June 2025 inclusive, how many attributed sessions did the abm-q3 campaign generate, according to the attribution rollup?',
      'attributed sessions for campaign abm-q3 from 2025-06-01 through 2025-06-14 inclusive (rollup): sum',
    ],
  },
  {
    id: 'att-top2-channels-since-jun9',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'channel', w: since('2025-06-09') },
    qs: [
      'Since Monday 9 June 2025, which two channels account for the most attributed sessions in the attribution rollup, and how many channels feature in total?',
      'rollup since 2025-06-09: top 2 channels by attributed sessions, plus the number of channels present',
    ],
  },
  {
    id: 'att-top3-campaigns-all',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: ALL },
    qs: [
      'Across all time, which three campaigns have produced the most attributed sessions in the attribution rollup, and how many campaigns are there altogether?',
      'top 3 campaigns by total attributed sessions (whole rollup, no date filter) and the campaign count',
    ],
  },
  {
    id: 'att-share-email-month',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: thisP('month') },
    qs: [
      'As a proportion of all attributed sessions this month to date (per the attribution rollup), what percentage came through the email channel?',
      'rollup 2025-06-01..2025-06-18: email-channel sessions as a % of all attributed sessions in that range',
    ],
  },
  {
    id: 'att-compare-weeks',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many attributed sessions has the rollup recorded this week so far (from Monday 16 June 2025), relative to the prior week of 9 to 15 June? Both figures, please.',
      'attributed sessions (rollup) 2025-06-16..2025-06-18 vs 2025-06-09..2025-06-15: both totals, current week first',
    ],
  },
  {
    id: 'att-sum-yesterday',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', w: YESTERDAY },
    qs: [
      'What was the total of attributed sessions in the attribution rollup for yesterday, 17 June 2025, summed across every channel and campaign?',
      'SUM(sessions) over attribution rollup rows for day 2025-06-17, all channels',
    ],
  },
  {
    id: 'att-facebook-today',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'facebook' }, w: TODAY },
    qs: [
      'How many attributed sessions does the attribution rollup show for the facebook source today, 18 June 2025?',
      'rollup row(s) for day 2025-06-18 with source = facebook: attributed session count',
    ],
  },

  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 'id-yesterday',
    spec: { m: 'count', s: 'identifications', w: YESTERDAY },
    qs: [
      'How many visitors were identified yesterday, 17 June 2025, by any identification method?',
      'count of visitor rows whose identified_at falls on 2025-06-17 (UTC), any source',
    ],
  },
  {
    id: 'id-email-this-week',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: thisP('week') },
    qs: [
      'How many identifications made through email capture have been recorded this week, that is since Monday 16 June 2025?',
      'identifications with resolution_source = email_capture and identified_at >= 2025-06-16 00:00 UTC: count',
    ],
  },
  {
    id: 'id-iptable-last-month',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: lastP('month') },
    qs: [
      'In May 2025, how many visitors were identified by way of the IP-range table?',
      'ip_table identifications with identified_at in 2025-05-01..2025-05-31: how many records?',
    ],
  },
  {
    id: 'id-leads-14d',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: days(14) },
    qs: [
      'Over the last 14 days, how many people belonging to lead organisations have been identified, by any method?',
      'identifications in the trailing 14 days where the visitor\'s account is classified lead (any source): count',
    ],
  },
  {
    id: 'id-first-this-week',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('week') },
    qs: [
      'When was the first identification of this week (from Monday 16 June 2025) made, by any method? Please give the UTC time.',
      'confirm the earliest identified_at on or after 2025-06-16 00:00 UTC (any source)',
    ],
  },
  {
    id: 'id-last-asn',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' } },
    qs: [
      'When was the most recent identification made via the network (ASN) method, across all time? UTC date and time, please.',
      'latest identified_at among visitors with resolution_source = asn, whole history',
    ],
  },
  {
    id: 'id-top3-intent-this-month',
    spec: { m: 'top', s: 'identifications', n: 3, w: thisP('month') },
    qs: [
      'Of the people identified this month (from 1 June 2025, by any method), which three have the highest current intent scores, and how many were identified in total?',
      'identifications since 2025-06-01 (any source): top 3 by current intent_score plus the total record count',
    ],
  },
  {
    id: 'id-email-yesterday-list',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'Could you list the people identified through email capture yesterday, 17 June 2025, and say how many there were?',
      'list visitor records with resolution_source = email_capture and identified_at on 2025-06-17, with the count',
    ],
  },
  {
    id: 'id-share-asn-month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'asn' }, w: lastP('month') },
    qs: [
      'Of all identifications made in May 2025, what proportion, as a percentage of that month\'s identifications, came from the network (ASN) method?',
      'base = identifications with identified_at in 2025-05-01..2025-05-31 (any source); % with resolution_source = asn?',
    ],
  },
  {
    id: 'id-compare-weeks',
    spec: { m: 'compare', s: 'identifications', w: lastP('week'), w2: thisP('week') },
    qs: [
      'How many identifications, by any method, were made in the week of 9 to 15 June 2025, relative to this week so far (from Monday 16 June)? Please give both figures, the earlier week first.',
      'identifications 2025-06-09..2025-06-15 vs 2025-06-16..now (any source): both counts, earlier week first',
    ],
  },
  {
    id: 'id-avg-intent-last-week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: [
      'What is the average current intent score of the people identified during the week of 9 to 15 June 2025, by any method?',
      'mean current intent_score over identifications with identified_at in 2025-06-09..2025-06-15',
    ],
  },
  {
    id: 'id-lead-domain-all',
    spec: { m: 'count', s: 'identifications', f: { domain: '{lead.domain}' } },
    qs: [
      'Since the beginning, how many individuals from {lead.name} ({lead.domain}) have been identified, by any method?',
      'count of identified visitor rows at {lead.domain}, all time, any source',
    ],
  },
  {
    id: 'id-intent-gte-50-since-jun9',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '>=', v: 50 } }, w: since('2025-06-09') },
    qs: [
      'Since 9 June 2025, how many identified people, by any method, currently have an intent score of 50 or higher?',
      'identifications with identified_at >= 2025-06-09 00:00 UTC and current intent_score >= 50: count',
    ],
  },

  // ─── recommendations ───────────────────────────────────────────────────────
  {
    id: 'rec-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      "How many recommendations are currently open, where 'open' means new, or snoozed with the snooze period already elapsed?",
      'count of open recommendation records right now (status new, or snoozed past snoozed_until)',
    ],
  },
  {
    id: 'rec-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'Please list the subjects of all currently open recommendations (new, or snoozed with the snooze over), with the number of them.',
      'list open recommendations (status new or elapsed snooze) by subject, and the row count',
    ],
  },
  {
    id: 'rec-all-count',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      'Across all time and irrespective of status (open, dismissed or otherwise), how many recommendations has the workspace generated?',
      'total recommendation rows ever, any status incl. dismissed — just the number',
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      'As a percentage of every recommendation the workspace has ever generated, whatever its status, what proportion remains open (new, or snoozed with the snooze elapsed)?',
      'open recommendations / all recommendation rows ever (any status), as a %',
    ],
  },
  // ─── declines: otherwise answerable, with one constraint no table or column holds ─────────────
  {
    id: 'dec-acc-account-owner',
    spec: { m: 'decline', why: 'no account owner or sales-rep assignment is held' },
    qs: [
      'How many of the organisations assigned to our account executive, Priya Shah, visited the site during the week of 9 to 15 June 2025, excluding automated (bot) traffic?',
      "count accounts where the owner is 'Priya Shah' with non-bot hits 2025-06-09..2025-06-15",
    ],
  },
  {
    id: 'dec-acc-signed-nda',
    spec: { m: 'decline', why: 'no contract or NDA status is held for accounts' },
    qs: [
      'Of the lead organisations with a current intent score above 70, how many have a signed non-disclosure agreement with us on file?',
      'count lead accounts with intent_score > 70 where nda_signed is true',
    ],
  },
  {
    id: 'dec-acc-crm-stage',
    spec: { m: 'decline', why: 'no CRM opportunity or deal stage is held' },
    qs: [
      'Which customer organisations that visited this month (from 1 June 2025, bots excluded) currently have an open opportunity at the negotiation stage in the CRM?',
      'list customer accounts with non-bot hits since 2025-06-01 whose CRM opportunity stage = negotiation',
    ],
  },
  {
    id: 'dec-acc-nps',
    spec: { m: 'decline', why: 'no NPS or survey score is held' },
    qs: [
      'What is the average Net Promoter Score reported by the organisations we classify as customers, across all time?',
      'avg NPS over customer-classified account records, all time — just the number',
    ],
  },
  {
    id: 'dec-acc-support-tickets',
    spec: { m: 'decline', why: 'no support tickets are held' },
    qs: [
      'How many customer organisations that read /docs/getting-started in the last 14 days (bot traffic excluded) also have an open support ticket?',
      'customer accounts with a non-bot hit on /docs/getting-started in the last 14 days AND >= 1 open support ticket: count',
    ],
  },
  {
    id: 'dec-acc-linkedin-follow',
    spec: { m: 'decline', why: 'no social-media follow data is held' },
    qs: [
      'How many of the organisations that came through the abm-q3 campaign this month also follow our company page on LinkedIn?',
      'accounts with non-bot abm-q3 hits since 2025-06-01 that follow our LinkedIn company page: how many rows?',
    ],
  },
  {
    id: 'dec-vis-browser-language',
    spec: { m: 'decline', why: 'no browser language is held' },
    qs: [
      'How many visitors this month (from 1 June 2025, excluding bot traffic) had their browser language set to German?',
      "count visitors with non-bot hits since 2025-06-01 where browser language = 'de'",
    ],
  },
  {
    id: 'dec-vis-video-complete',
    spec: { m: 'decline', why: 'no video-play events are held' },
    qs: [
      'Of the visitors who viewed /product during the week of 9 to 15 June 2025 (bots excluded), how many watched the product video through to the end?',
      'visitors with a non-bot /product hit 2025-06-09..2025-06-15 who completed the product video (100% watched): count',
    ],
  },
  {
    id: 'dec-vis-cookie-consent',
    spec: { m: 'decline', why: 'no cookie-consent status is held' },
    qs: [
      'How many of today\'s visitors (18 June 2025, automated traffic excluded) accepted the cookie banner?',
      'visitors with non-bot hits since 2025-06-18 00:00 UTC and cookie_consent = accepted: how many?',
    ],
  },
  {
    id: 'dec-vis-webinar',
    spec: { m: 'decline', why: 'no webinar attendance is held' },
    qs: [
      'How many identified visitors from lead organisations attended our June webinar, taking all time into account?',
      'count identified visitors at lead accounts who attended the June webinar (any time)',
    ],
  },
  {
    id: 'dec-vis-screen-reader',
    spec: { m: 'decline', why: 'no accessibility or assistive-technology data is held' },
    qs: [
      'For our accessibility audit, how many visitors in the last 30 days (bot traffic excluded) browsed the site using a screen reader?',
      'visitors with non-bot hits in the trailing 30 days whose session used a screen reader: count',
    ],
  },
  {
    id: 'dec-vis-unsubscribed',
    spec: { m: 'decline', why: 'no newsletter subscription or unsubscribe data is held' },
    qs: [
      'Of the visitors who arrived via the monthly-digest campaign since 1 June 2025 (bots excluded), how many have since unsubscribed from the newsletter?',
      'visitors with non-bot monthly-digest hits from 2025-06-01 who later unsubscribed from the newsletter list: count',
    ],
  },
  {
    id: 'dec-vis-printed',
    spec: { m: 'decline', why: 'no print events are held' },
    qs: [
      'How many visitors printed the /pricing/enterprise page during May 2025, excluding automated traffic?',
      'count visitors who hit print on /pricing/enterprise in 2025-05-01..2025-05-31 (non-bot)',
    ],
  },
  {
    id: 'dec-pv-scroll-depth',
    spec: { m: 'decline', why: 'no scroll depth is held' },
    qs: [
      'How many views of the /pricing page in the week of 9 to 15 June 2025, excluding bot traffic, reached a scroll depth of at least 75 per cent?',
      'non-bot /pricing hits 2025-06-09..2025-06-15 with scroll_depth >= 75%: count',
    ],
  },
  {
    id: 'dec-pv-load-time',
    spec: { m: 'decline', why: 'no page-load timing is held' },
    qs: [
      'How many page views yesterday (17 June 2025, bots excluded) took longer than three seconds to load?',
      'count of non-bot page-view rows on 2025-06-17 with load time > 3000 ms',
    ],
  },
  {
    id: 'dec-pv-ad-blocker',
    spec: { m: 'decline', why: 'no ad-blocker detection is held' },
    qs: [
      'What proportion of this week\'s page views (from Monday 16 June 2025, bots excluded) came from visitors running an ad blocker, as a percentage of all page views this week?',
      'base = non-bot hits since 2025-06-16; % of those from browsers with an ad blocker enabled?',
    ],
  },
  {
    id: 'dec-pv-ab-variant',
    spec: { m: 'decline', why: 'no A/B-test variant is held' },
    qs: [
      'Since 10 June 2025, how many views of /pricing (excluding automated traffic) were served variant B of the pricing-page A/B test?',
      'non-bot /pricing hits from 2025-06-10 to now where ab_variant = B: how many?',
    ],
  },
  {
    id: 'dec-pv-rage-clicks',
    spec: { m: 'decline', why: 'no click events are held' },
    qs: [
      'How many page views of /pricing/enterprise this month (from 1 June 2025, bots excluded) recorded rage clicks?',
      'count non-bot /pricing/enterprise hits since 2025-06-01 flagged with rage clicks',
    ],
  },
  {
    id: 'dec-ses-live-chat',
    spec: { m: 'decline', why: 'no website live-chat data is held' },
    qs: [
      'In the week of 9 to 15 June 2025, how many sessions (ending after 30 minutes of inactivity, bots excluded) involved the visitor opening the live-chat widget?',
      'sessions 2025-06-09..2025-06-15 (30-min split, non-bot) where the live chat widget was opened: count',
    ],
  },
  {
    id: 'dec-ses-portal-login',
    spec: { m: 'decline', why: 'no logged-in state is held' },
    qs: [
      'How many sessions yesterday (17 June 2025; sessions end after 30 minutes of inactivity; bots excluded) were from visitors logged in to the customer portal?',
      'sessions on 2025-06-17 (30-min idle split, non-bot) where the visitor was logged in: count',
    ],
  },
  {
    id: 'dec-ses-phone-call',
    spec: { m: 'decline', why: 'no call-tracking data is held' },
    qs: [
      'Over the last seven days, how many sessions (30-minute inactivity rule, excluding bots) ended with the visitor telephoning our sales line?',
      'sessions in the last 7 days (30-min split, non-bot) followed by a call to the sales phone number (call tracking): count',
    ],
  },
  {
    id: 'dec-ses-pdf-download',
    spec: { m: 'decline', why: 'no file-download events are held' },
    qs: [
      'For the period from 2 to 12 June 2025, how many sessions (ending after 30 minutes of inactivity, bot traffic excluded) included a download of the security whitepaper PDF?',
      'sessions 2025-06-02..2025-06-12 inclusive (30-min split, non-bot) containing a whitepaper PDF download event: count',
    ],
  },
  {
    id: 'dec-att-cost',
    spec: { m: 'decline', why: 'no advertising spend is held' },
    qs: [
      'What was the cost per attributed session for the paid search channel in May 2025, based on the attribution rollup and our ad spend?',
      'paid_search, 2025-05-01..2025-05-31: ad spend / attributed sessions = ? (cost per session)',
    ],
  },
  {
    id: 'dec-att-impressions',
    spec: { m: 'decline', why: 'no ad impressions are held' },
    qs: [
      'What was the click-through rate of the abm-q3 campaign this month, that is its attributed sessions as a percentage of its ad impressions?',
      'abm-q3 since 2025-06-01: attributed sessions / ad impressions as a %',
    ],
  },
  {
    id: 'dec-att-email-opens',
    spec: { m: 'decline', why: 'no email opens are held' },
    qs: [
      'For the monthly-digest newsletter, how many attributed sessions did we get last week per thousand emails opened?',
      'monthly-digest 2025-06-09..2025-06-15: attributed sessions per 1,000 email opens',
    ],
  },
  {
    id: 'dec-id-double-optin',
    spec: { m: 'decline', why: 'no email verification or double opt-in status is held' },
    qs: [
      'Of the identifications made through email capture this week (since Monday 16 June 2025), how many had their email address confirmed by double opt-in?',
      'email_capture identifications with identified_at >= 2025-06-16 where double_opt_in_confirmed = true: count',
    ],
  },
  {
    id: 'dec-id-age',
    spec: { m: 'decline', why: 'no age or demographic data is held' },
    qs: [
      'How many of the people identified in May 2025, by any method, are under 35 years of age?',
      'identifications in 2025-05-01..2025-05-31 (any source) with age < 35: how many?',
    ],
  },
  {
    id: 'dec-id-g2-review',
    spec: { m: 'decline', why: 'no review-site activity is held' },
    qs: [
      'Since the beginning, how many identified individuals from lead organisations have written a review of us on G2?',
      'identified visitors at lead accounts who posted a G2 review, all time: count',
    ],
  },
  {
    id: 'dec-rec-assignee',
    spec: { m: 'decline', why: 'recommendations have no assignee' },
    qs: [
      'How many of the currently open recommendations (new, or snoozed with the snooze elapsed) are assigned to Marco in the sales team?',
      "open recommendations (status new or elapsed snooze) where assignee = 'Marco': count",
    ],
  },
  {
    id: 'dec-rec-deal-value',
    spec: { m: 'decline', why: 'recommendations carry no estimated deal value' },
    qs: [
      'What is the combined estimated deal value of the recommendations that are currently open (new, or snoozed with the snooze elapsed)?',
      'sum of estimated_deal_value over open recommendations (status new or elapsed snooze)',
    ],
  },
];

export const SET37 = flatten(SET37_FAMILIES);
