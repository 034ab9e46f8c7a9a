// Answer-graded set 39: "a demand-generation manager typing in Slack in a hurry, and a careful
// finance/ops colleague new to marketing data". Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered), the first 80 lines of set35.ts (its header) and its import line and last 2 lines (not
// its families), eval/demo.ts (its import from subgraphs/copilot/ was never followed),
// subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md (sections 1 to 4.6), and for the scratch scripts only
// server/demo-bootstrap.ts lines 1-37 (its imports, DEMO_WORKSPACE/DEMO_TRAFFIC, the DemoWorkspace
// interface and createDemoWorkspace's signature and body) with the three lines a grep for
// createDemoWorkspace showed, core/db/index.ts lines 1-48 and 67-90 (its imports, the Database
// interface, OpenDatabaseOptions and the export lines), core/clock.ts (all 20 lines), the scripts
// block of package.json, and the file names (not contents) in eval/answers/ and scratch/.
// Values were read from the two generated workspaces' tables with plain SQL (psql) and with the
// harness's own truth (measures.ts evaluateSpec, broader, sameTruth, specProblems) in
// scratch/check39*.ts: both workspaces were built with createDemoWorkspace alone (the demo's
// defaults: 600 visitors, 28 days, seed 42; and eval/demo.ts SECOND_WORKSPACE: 420 visitors, 45 days,
// seed 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL database
// (set39_scratch on 127.0.0.1:5432, dropped afterwards) with a ManualClock at the eval clock, Wed 18
// June 2025 12:00 UTC; no copilot setup ran, and the effects the truths can depend on were applied by
// hand (rec3 dismissed; person3 marked contacted); the refs were read back with eval/demo.ts
// readRefs' queries rewritten in plain SQL (scratch/check39lib.ts, which also copies fill/fillDeep:
// the scripts never import eval/demo.ts). Nothing was ever asked of the product. Never opened:
// subgraphs/copilot/, any other question set (set4-34, set35 beyond the lines above, set36-38, set40,
// heldout*, blind, tuned, eval/questions.ts, eval/heldout.ts), scratch/ other than check39*, tests
// outside test/helpers/, README.md; no git command was run.
//
// Style: two phrasings per family. The first is persona 1, a demand-generation manager in Slack:
// lower case, fragments and shorthand ("accts", "ppl", "pvs", "yday", "mtd", "rn", "wk", "#",
// "w/", "thru", "idents"), loose jargon that only ever means what the data holds ("hot visitors
// (intent 70+ rn)", "heavy visitors (more than 15 visits lifetime)", "net new", "cold visitors",
// "repeat visitors", "where does social traffic land?"), every question standalone. The second is
// persona 2, a finance/ops person new to marketing data: complete sentences, every term defined in
// parentheses or a clause, exact boundaries ("from 00:00 UTC on Monday 9 June 2025 up to but not
// including Monday 16 June 2025", "strictly greater than", "inclusive of both ends", "the base is
// ..."). The clock is Wed 18 June 2025 12:00 UTC: "today" is 18 June, "yesterday" 17 June, "this
// week" Monday 16 June to now, "last week" 9-15 June, "this month"/"mtd" 1-18 June, "last month"/"in
// may" May; "last N days"/"last 2 wks"/"past fortnight" keep the two readings of windows.ts. Dates
// are written jun 2, jun 9-15, may 26 – jun 1, "tue jun 10", 2 June 2025, "Monday 26 May 2025 and
// Sunday 1 June 2025". Every question states what its truth needs: page views, visitors, sessions
// and "accounts that visited" exclude bots, in each persona's words ("no bots", "bots out", "humans
// only", "bots stripped", "real traffic only", "excluding bot traffic", "non-bot page views"; a
// named person's first/last visit aside, though their page-view count says it); sessions split on
// 30 minutes of inactivity and are dated by their start ("30-min idle split", "30-min rule", "by
// start"); attributed sessions are the daily attribution (campaign) rollup's; "identified" means by
// any method, as of now; intent is the current score ("rn", "right now", "current") and visit counts
// are all-time ("lifetime", "all time", "on record"); every share names its base; "new" means first
// seen / first visit in the window and "returning" means first seen before the window and back in
// it, both spelt out; all-time questions say "all time", "ever", "lifetime" or "since the beginning".
// Account questions whose filters the consumer-mailbox `personal` account can meet (visited in a
// window, a page, a source or campaign, leads, intent 80+/85+/100, 40+ visits, top by visits, by
// people or by page views, the sum of visitor counts) carry a sentence saying it counts as one
// account (persona 1: "(gmail/yahoo/outlook etc ppl all roll up into one acct called 'personal',
// count it as 1)" or "— personal-email folks = one 'personal' acct, include it as 1"; persona 2:
// "Visitors who used consumer mailboxes (Gmail, Outlook, Yahoo and similar) are grouped into a single
// account named 'personal'; please count that as one account." or "(Note: everyone with a consumer
// email address ... treat it as one account and include it if it qualifies.)"), and the
// identification question on lead accounts says the `personal` account is a lead; the others filter
// it out (customers, competitors, excluded, a named domain, intent 40-60 or 5 and under, under 10
// visits) or it cannot match (new accounts this month, last week, 2-8 June). Pages are named by path
// (/blog/ and /pricing as prefixes say "anything under").
//
// Known limits on these workspaces (checked with specProblems and broader/sameTruth on both, in
// scratch/check39.ts, which also compares each reading of a two-reading window with the all-time
// truth, since sameTruth cannot: set35's noted gap): every answerable family's constraints each change
// its truth on both workspaces; no truth is empty, zero, a 0 % or 100 % share, a comparison of equal
// or zero figures, or a top-N with fewer than N entries; no top-N has a tie at its cut on either
// workspace (ties inside the top N remain: id-top2-visits-7d on the demo, 17 and 17, both inside the
// cut; vis-top4-intent-demo-last-week on the second, 78 and 78 at ranks 2-3). First drafts that
// failed and were replaced: competitors this week (both competitors visit every few days: now
// yesterday), customers on /pricing/enterprise this month (all three: now last week), returning
// accounts this week (every visiting account on the second was returning: now last week), lead
// accounts with intent <= 5 (all leads: classification dropped), accounts under 5 visits on /demo
// since 1 June (none on the second: now under 10), identified people at the first customer this
// month and identified competitor people's visit sum (all identified: now competitors this week as
// a list, and email capture), the first /careers view since 9 June on the second (the first page view
// of all: now since 12 June), the top channels yesterday (in the all-time order, direct then social:
// now competitors last week), email's share over 30 days and three other 30-day families (the demo's
// 28 days make 30 days all time: now 21 or 14 days), and top-N families with ties at the cut (top 3
// pages this week and by competitors, top 3 attribution channels since 1 June, top campaign over 14
// days, top 3 identified people, top 5 visitors by intent on /demo, top 3 accounts by page views
// yesterday: now other windows or N). Comparisons are not checked by broader (both windows are
// asked). Recommendations are asked without a window (their created_at is the run's wall clock);
// open recommendations are 13 on both workspaces once rec3 is dismissed, 14 in all; rec-open-list's
// keys assume the eval dismisses the same subject as here (readRefs' order: created_at, then
// subject). Attribution channels, sources and campaigns are one-to-one in the rollup, but the page
// views' `social` channel also holds un-tagged social referrals (pv-top3-pages-social-last-month
// counts both, as the truth does). Identifications are not filtered on bots by the truth; every
// identified visitor has a non-bot page view, so those questions do not mention bots. The demo
// store (orders, products, revenue), journeys, funnels, enrichment (form abandoners), contacted
// people, visitor titles and names, user agents, referrers, utm_medium/term/content and firmographics
// are held or derivable, so no decline leans on them.
//
// Coverage (123 families, 246 questions): measures count 46, list 7, top 11, avg 4, sum 3, share 6,
// first 5, last 5, compare 6, decline 30; subjects (answerable families) accounts 26, visitors 17,
// page views 17, sessions 10, attributed sessions 9, identifications 11, recommendations 3; windows
// (answerable families) today 5, yesterday 10, this week 6, last week 13, this month 8, last month 6,
// last N days 8 (7, 14 and 21), since a date 5, between dates 4, all time 22, compare 6 (this week vs
// last week 3, this month vs last month 1, yesterday vs Monday 16 June 1, last week vs 2-8 June 1);
// filters: classification (lead, customer, competitor, excluded), intent (=, >, >=, <, <=,
// between), visit counts (>, >=, <, <=, between), pages by path and by prefix, channel, source,
// campaign, identification source (email_capture, ip_table, asn), domain, email, identified, new,
// returning, open.
//
// Declines (30, each otherwise answerable, with one constraint no table or column holds): scroll
// depth, video plays, file (whitepaper) downloads, button clicks, ad spend (cost per attributed
// session), ad impressions, newsletter open rate, phone numbers, CRM opportunity stage, website
// live-chat use, a recommendation's assignee, webinar registrations, page load time, support
// tickets, contract renewal dates, NPS, a self-reported "how did you hear about us" answer, product
// (app) logins, cookie-consent choices, A/B test variants, GDPR marketing consent, social-media
// mentions, HTTP 404 errors, a docs feedback widget, direct-mail deliveries, a recommendation's
// expected revenue impact, LinkedIn page followers, marketing-email opens, time spent in the product
// app, trade-show badge scans.

import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

// the consumer-mailbox convention, in each persona's words (accounts whose filters `personal` can meet)
const P1 = "(gmail/yahoo/outlook etc ppl all roll up into one acct called 'personal', count it as 1)";
const P1b = "— personal-email folks = one 'personal' acct, include it as 1";
const P2 = "Visitors who used consumer mailboxes (Gmail, Outlook, Yahoo and similar) are grouped into a single account named 'personal'; please count that as one account.";
const P2b = "(Note: everyone with a consumer email address, such as Gmail, is grouped under one account called 'personal'; treat it as one account and include it if it qualifies.)";

export const SET39_FAMILIES: Family[] = [
  // ─── accounts ────────────────────────────────────────────────────────────
  {
    id: 'acc-count-today',
    spec: { m: 'count', s: 'accounts', w: TODAY },
    qs: [
      `how many accts on the site so far today? real traffic only, no bots ${P1}`,
      `How many distinct accounts (companies) had at least one page view between 00:00 UTC on 18 June 2025 and now, counting human page views only (automated bot traffic excluded)? ${P2}`,
    ],
  },
  {
    id: 'acc-competitors-yesterday',
    spec: { m: 'count', s: 'accounts', f: { classification: 'competitor' }, w: YESTERDAY },
    qs: [
      'how many competitor accts poked around the site yday (bots out)?',
      'How many accounts classified as competitors had at least one non-bot page view on Tuesday 17 June 2025, from 00:00 UTC up to but not including 00:00 UTC on 18 June?',
    ],
  },
  {
    id: 'acc-leads-intent-gt85-pricing-last-week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>', v: 85 }, path: '/pricing' }, w: lastP('week') },
    qs: [
      `# of lead accts w/ intent >85 rn that hit /pricing last wk (mon-sun, humans only) ${P1b}`,
      `How many accounts classified as leads, with a current intent score strictly greater than 85, viewed the page /pricing (exactly that path, bot page views excluded) during last week, meaning from 00:00 UTC on Monday 9 June 2025 up to but not including Monday 16 June 2025? ${P2}`,
    ],
  },
  {
    id: 'acc-customers-enterprise-pricing-last-week',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/pricing/enterprise' }, w: lastP('week') },
    qs: [
      'which customer accts looked at /pricing/enterprise last wk (jun 9-15)? no bots. list pls',
      'Please list the accounts classified as customers that viewed the page /pricing/enterprise (that exact path, bot traffic excluded) last week, that is from 00:00 UTC on Monday 9 June 2025 up to but not including 00:00 UTC on Monday 16 June 2025, and say how many there are.',
    ],
  },
  {
    id: 'acc-top5-leads-visits',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'lead' } },
    qs: [
      `top 5 lead accts by total visits, all time ${P1}`,
      `Which five accounts classified as leads have the highest all-time visit count (the total number of visits recorded on the account since the beginning of our data), in descending order? ${P2}`,
    ],
  },
  {
    id: 'acc-top3-leads-people',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', f: { classification: 'lead' } },
    qs: [
      `which 3 lead accts have the most ppl on record (visitor count, all time)? ${P1b}`,
      `Which three accounts classified as leads have the largest visitor count (the number of distinct people recorded for the account, all time), from the largest down? ${P2b}`,
    ],
  },
  {
    id: 'acc-new-this-month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'net new accts this month? (first seen on/after jun 1)',
      'How many accounts were new this month, where new means the account was first seen at or after 00:00 UTC on 1 June 2025 (up to now)?',
    ],
  },
  {
    id: 'acc-new-last-week-list',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      'list accts we saw for the very first time last wk (jun 9-15)',
      'Please list every account whose first-seen time falls in last week (from 00:00 UTC on Monday 9 June 2025 up to but not including 00:00 UTC on Monday 16 June 2025), with the total number.',
    ],
  },
  {
    id: 'acc-returning-last-week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      `returning accts last wk — ones first seen before mon jun 9 that were back on site jun 9-15 (humans only)? ${P1}`,
      `How many returning accounts did we have last week? By returning I mean an account that was first seen before 00:00 UTC on Monday 9 June 2025 and that has at least one non-bot page view from that moment up to but not including 00:00 UTC on Monday 16 June 2025. ${P2}`,
    ],
  },
  {
    id: 'acc-avg-intent-customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'avg intent score (current) across all our customer accts, all time?',
      'What is the average current intent score (0 to 100) of all accounts classified as customers, taken over every such account regardless of when it visited?',
    ],
  },
  {
    id: 'acc-sum-visits-competitors',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      'total visits from competitor accts, all time, added up',
      'What is the sum of the all-time visit counts (the visit total recorded on each account since the beginning) over all accounts classified as competitors?',
    ],
  },
  {
    id: 'acc-sum-people-demo-yesterday',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      `accts that hit /demo yday (no bots): add up their visitor counts (ppl on record per acct, all time) ${P1}`,
      `For the accounts that viewed /demo (exact path, non-bot page views) on 17 June 2025, from 00:00 UTC up to but not including 18 June, what is the sum of their visitor counts (the number of distinct people recorded for each account, all time)? ${P2}`,
    ],
  },
  {
    id: 'acc-avg-visits-new-this-month',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { new: true }, w: thisP('month') },
    qs: [
      'avg lifetime visit count of the accts that are net new this month (first seen jun 1 or later)?',
      'What is the average all-time visit count of the accounts that are new this month, meaning their first-seen time is at or after 00:00 UTC on 1 June 2025?',
    ],
  },
  {
    id: 'acc-share-intent80-last-week',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 80 } }, w: lastP('week') },
    qs: [
      `of the accts that visited last wk (mon 9 – sun 15 jun, no bots), what % are at intent 80+ right now? ${P1}`,
      `Out of all accounts with at least one non-bot page view last week (00:00 UTC Monday 9 June 2025 up to but not including Monday 16 June 2025), what percentage have a current intent score greater than or equal to 80? The base is those accounts. ${P2}`,
    ],
  },
  {
    id: 'acc-first-seen-customer',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{customer.domain}' } },
    qs: [
      'when did {customer.domain} first show up on our radar? (first seen, all time)',
      'At what date and time (UTC) was the account {customer.domain} first seen, i.e. its earliest recorded visit since the beginning of our data?',
    ],
  },
  {
    id: 'acc-last-seen-competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' } },
    qs: [
      'last time {competitor.domain} was on the site?',
      'What is the most recent last-seen date and time (UTC) recorded for the competitor account {competitor.domain}?',
    ],
  },
  {
    id: 'acc-compare-week',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      `accts visiting this wk so far vs all of last wk? bots excluded ${P1b}`,
      `Please compare the number of distinct accounts with at least one non-bot page view this week (00:00 UTC Monday 16 June 2025 to now) with the same number for last week (Monday 9 June 2025 00:00 UTC up to but not including Monday 16 June), giving both figures. ${P2}`,
    ],
  },
  {
    id: 'acc-abm-campaign-since-jun2',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3' }, w: since('2025-06-02') },
    qs: [
      `how many accts came in off the abm-q3 campaign since jun 2? (campaign = utm_campaign, no bots) ${P1}`,
      `How many accounts had at least one non-bot page view tagged with the campaign abm-q3 (the utm_campaign value) from 00:00 UTC on Monday 2 June 2025 up to now? ${P2b}`,
    ],
  },
  {
    id: 'acc-intent-40-60',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } } },
    qs: [
      'how many accts sitting at intent 40-60 right now (both ends incl), all time?',
      'How many accounts, across all time, have a current intent score between 40 and 60, inclusive of both ends?',
    ],
  },
  {
    id: 'acc-g2-yesterday',
    spec: { m: 'count', s: 'accounts', f: { source: 'g2' }, w: YESTERDAY },
    qs: [
      `accts that came from g2 yday (utm_source=g2, humans only)? ${P1b}`,
      `How many accounts had at least one non-bot page view whose traffic source (utm_source) was g2 on 17 June 2025, from 00:00 UTC up to but not including 18 June 2025? ${P2}`,
    ],
  },
  {
    id: 'acc-low-intent-14d-list',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '<=', v: 5 } }, w: days(14) },
    qs: [
      'list accts w/ intent 5 or under (current score) that were on site in the last 14 days, bots out',
      'Please list the accounts whose current intent score is less than or equal to 5 and which had at least one non-bot page view in the last 14 days, with the total count.',
    ],
  },
  {
    id: 'acc-visits-lt10-demo-june',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '<', v: 10 }, path: '/demo' }, w: since('2025-06-01') },
    qs: [
      'how many accts w/ under 10 visits total (all time) hit /demo since jun 1? no bots',
      'How many accounts whose all-time visit count is strictly less than 10 viewed the page /demo (exact path, non-bot page views only) at any time from 00:00 UTC on 1 June 2025 up to now?',
    ],
  },
  {
    id: 'acc-top2-views-yesterday',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'views', w: YESTERDAY },
    qs: [
      `top 2 accts by page views yday (no bots) ${P1}`,
      `Which two accounts had the most non-bot page views on 17 June 2025 (00:00 UTC up to but not including 18 June), listed from most to fewest? ${P2}`,
    ],
  },
  {
    id: 'acc-new-between-jun2-jun8',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'which accts were net new between jun 2 and jun 8 (first seen in that range, both days incl)?',
      'Please list the accounts that were first seen between 2 June 2025 and 8 June 2025, inclusive of both ends (from 00:00 UTC on 2 June up to but not including 9 June), and state how many there are.',
    ],
  },
  {
    id: 'acc-intent-100-yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: YESTERDAY },
    qs: [
      `how many accts maxed out at intent 100 (current) were on site yday? humans only ${P1b}`,
      `How many accounts whose current intent score is exactly 100 had at least one non-bot page view on 17 June 2025 (00:00 UTC to 24:00 UTC)? ${P2b}`,
    ],
  },
  {
    id: 'acc-visits-ge40-organic-14d',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>=', v: 40 }, channel: 'organic_search' }, w: days(14) },
    qs: [
      `accts w/ 40+ visits lifetime that came thru organic search in the last 2 wks? bots out ${P1}`,
      `How many accounts with an all-time visit count greater than or equal to 40 had at least one non-bot page view from the organic_search channel in the last 14 days? ${P2}`,
    ],
  },
  {
    id: 'acc-lead2-views-this-month',
    spec: { m: 'count', s: 'page_views', f: { domain: '{lead2.domain}' }, w: thisP('month') },
    qs: [
      'how many page views from {lead2.domain} mtd, bots stripped?',
      'How many page views (bot traffic excluded) did people from the account {lead2.domain} make this month, from 00:00 UTC on 1 June 2025 up to now?',
    ],
  },
  // ─── visitors ────────────────────────────────────────────────────────────
  {
    id: 'vis-new-yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: [
      'how many brand new visitors yday? (1st ever visit was yday, bots out)',
      'How many new visitors did we have on 17 June 2025, where a new visitor is one whose very first visit to the site happened between 00:00 UTC on 17 June and 00:00 UTC on 18 June 2025 (bots excluded)?',
    ],
  },
  {
    id: 'vis-returning-last-week',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: lastP('week') },
    qs: [
      'repeat visitors last wk: ppl whose first visit was before jun 9 and who came back jun 9-15. no bots',
      'How many returning visitors were there last week? Returning means the visitor\'s first visit happened before 00:00 UTC on Monday 9 June 2025 and the visitor had at least one non-bot page view from then up to but not including 00:00 UTC on Monday 16 June 2025.',
    ],
  },
  {
    id: 'vis-competitors-this-week-list',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      'who from competitor accts has been on the site this wk (since mon)? list the ppl, bots out',
      'Please list the individual visitors belonging to accounts classified as competitors who had at least one non-bot page view this week (from 00:00 UTC on Monday 16 June 2025 to now), and give the total number.',
    ],
  },
  {
    id: 'vis-top4-intent-demo-last-week',
    spec: { m: 'top', s: 'visitors', n: 4, by: 'intent_score', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      'top 4 visitors by intent score (current) who hit /demo last wk, mon-sun? humans only',
      'Which four visitors with at least one non-bot page view of /demo (exact path) last week, from 00:00 UTC on Monday 9 June 2025 up to but not including Monday 16 June 2025, have the highest current intent scores, from highest down?',
    ],
  },
  {
    id: 'vis-intent-ge70-pricing-today',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>=', v: 70 }, path: '/pricing' }, w: TODAY },
    qs: [
      'any hot visitors (intent 70+ rn) on /pricing today? how many, no bots',
      'How many visitors with a current intent score greater than or equal to 70 viewed the page /pricing (that exact path, non-bot page views only) from 00:00 UTC on 18 June 2025 up to now?',
    ],
  },
  {
    id: 'vis-avg-intent-organic-this-month',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { channel: 'organic_search' }, w: thisP('month') },
    qs: [
      'avg current intent of ppl who came in via organic search mtd? bots out',
      'What is the average current intent score of the visitors who had at least one non-bot page view from the organic_search channel this month (00:00 UTC on 1 June 2025 up to now)?',
    ],
  },
  {
    id: 'vis-sum-visits-email-capture-competitors',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { classification: 'competitor', idSource: 'email_capture' } },
    qs: [
      'add up lifetime visit counts for competitor-acct ppl we identified thru email capture (excl bots)',
      'What is the sum of the all-time visit counts of the visitors who belong to accounts classified as competitors and whose identification method is email capture (they submitted their email on our site), counting only visitors with at least one non-bot page view?',
    ],
  },
  {
    id: 'vis-share-identified-this-week',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      '% of this wk\'s visitors (since mon, no bots) that we\'ve identified by now, any method?',
      'Of all visitors with at least one non-bot page view this week (from 00:00 UTC on Monday 16 June 2025 to now), what percentage are identified as of now, by any identification method? The base is this week\'s visitors.',
    ],
  },
  {
    id: 'vis-first-visit-person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: [
      'when was {person.email}\'s very first visit?',
      'On what date and at what time (UTC) did the person with the email {person.email} first visit our website, counting from the beginning of our data?',
    ],
  },
  {
    id: 'vis-last-visit-person2',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' } },
    qs: [
      'last time {person2.email} was on site?',
      'What is the date and time (UTC) of the most recent visit by the person with the email address {person2.email}?',
    ],
  },
  {
    id: 'vis-visits-gt15-since-jun10',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>', v: 15 } }, w: since('2025-06-10') },
    qs: [
      'how many heavy visitors (more than 15 visits lifetime) were on site since tue jun 10? no bots',
      'How many visitors whose all-time visit count is strictly greater than 15 had at least one non-bot page view from 00:00 UTC on Tuesday 10 June 2025 up to now?',
    ],
  },
  {
    id: 'vis-compare-mon-vs-yesterday',
    spec: { m: 'compare', s: 'visitors', w: YESTERDAY, w2: between('2025-06-16', '2025-06-16') },
    qs: [
      'visitors yday vs mon (jun 16)? uniques, no bots',
      'Please compare the number of distinct visitors with at least one non-bot page view on Tuesday 17 June 2025 with the same number for Monday 16 June 2025 (each a full UTC day), giving both figures.',
    ],
  },
  {
    id: 'vis-email-capture-last-month',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'how many ppl identified via email capture were on site in may? bots out',
      'How many visitors whose identification method is email capture (they gave us their email address on the site) had at least one non-bot page view last month, from 00:00 UTC on 1 May 2025 up to but not including 1 June 2025?',
    ],
  },
  {
    id: 'vis-blog-14d',
    spec: { m: 'count', s: 'visitors', f: { pathPrefix: '/blog/' }, w: days(14) },
    qs: [
      'how many ppl read anything under /blog/ in the last 14 days? humans only',
      'How many distinct visitors viewed at least one page whose path starts with /blog/ in the last 14 days, excluding bot page views?',
    ],
  },
  {
    id: 'vis-top3-apple-visits',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { domain: '{lead.domain}' } },
    qs: [
      'top 3 ppl at {lead.domain} by lifetime visit count (no bots)',
      'Among visitors belonging to the account {lead.domain} (with at least one non-bot page view), which three have the highest all-time visit counts, in descending order?',
    ],
  },
  {
    id: 'vis-low-intent-this-week',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '<', v: 10 } }, w: thisP('week') },
    qs: [
      'how many cold visitors (intent under 10 rn) on site this wk? bots excluded',
      'How many visitors whose current intent score is strictly less than 10 had at least one non-bot page view this week, from 00:00 UTC on Monday 16 June 2025 up to now?',
    ],
  },
  {
    id: 'vis-visits-between-5-8-customers-14d',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', visits: { op: 'between', lo: 5, hi: 8 } }, w: days(14) },
    qs: [
      'customer-acct ppl w/ 5-8 lifetime visits (incl both) who were on site in the past fortnight? no bots',
      'How many visitors from accounts classified as customers, whose all-time visit count is between 5 and 8 inclusive of both ends, had at least one non-bot page view in the last 14 days?',
    ],
  },
  // ─── page views ──────────────────────────────────────────────────────────
  {
    id: 'pv-count-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      'pvs today so far, bots stripped?',
      'How many page views were recorded from 00:00 UTC on 18 June 2025 up to now, excluding page views by bots?',
    ],
  },
  {
    id: 'pv-pricing-yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY },
    qs: [
      'how many times did /pricing get viewed yday? humans only',
      'How many non-bot page views of the exact path /pricing were there on 17 June 2025 (from 00:00 UTC up to but not including 00:00 UTC on 18 June)?',
    ],
  },
  {
    id: 'pv-top3-pages-this-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'top 3 pages mtd by views (no bots)',
      'Which three page paths received the most page views this month (from 00:00 UTC on 1 June 2025 to now), excluding bot traffic, ranked from most viewed?',
    ],
  },
  {
    id: 'pv-top3-pages-social-last-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { channel: 'social' }, w: lastP('month') },
    qs: [
      'where does social traffic land? top 3 pages by pvs from the social channel in may, bots out',
      'Counting only non-bot page views that came through the social channel last month (May 2025, 00:00 UTC 1 May up to but not including 1 June), which three page paths were viewed most often, in descending order?',
    ],
  },
  {
    id: 'pv-paid-search-this-month',
    spec: { m: 'count', s: 'page_views', f: { channel: 'paid_search' }, w: thisP('month') },
    qs: [
      'pvs from paid search mtd (humans only)?',
      'How many non-bot page views came through the paid_search channel this month, from 00:00 UTC on 1 June 2025 up to now?',
    ],
  },
  {
    id: 'pv-share-demo-last-week',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' }, w: lastP('week') },
    qs: [
      'what % of last wk\'s pvs (jun 9-15, no bots) were /demo?',
      'Of all non-bot page views last week (00:00 UTC Monday 9 June 2025 up to but not including Monday 16 June 2025), what percentage were views of the exact path /demo? The base is all of last week\'s non-bot page views.',
    ],
  },
  {
    id: 'pv-first-careers-since-jun12',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/careers' }, w: since('2025-06-12') },
    qs: [
      'first /careers view since thu jun 12 — when? bots excluded',
      'When (date and time, UTC) did the first non-bot page view of /careers occur at or after 00:00 UTC on Thursday 12 June 2025?',
    ],
  },
  {
    id: 'pv-last-monthly-digest',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { campaign: 'monthly-digest' } },
    qs: [
      'when was the latest pv off the monthly-digest campaign? all time, no bots',
      'At what date and time (UTC) did the most recent non-bot page view carrying the campaign monthly-digest (utm_campaign) occur, looking over all time?',
    ],
  },
  {
    id: 'pv-customer-between-jun2-jun8',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'how many pvs did {customer.domain} rack up jun 2–8 (incl)? no bots',
      'How many non-bot page views did visitors from the account {customer.domain} make between 2 June 2025 and 8 June 2025, inclusive of both ends (00:00 UTC on 2 June up to but not including 00:00 UTC on 9 June)?',
    ],
  },
  {
    id: 'pv-compare-month',
    spec: { m: 'compare', s: 'page_views', w: thisP('month'), w2: lastP('month') },
    qs: [
      'pvs mtd vs all of may? humans only, both numbers',
      'Please compare the number of non-bot page views this month (00:00 UTC on 1 June 2025 to now) with last month (all of May 2025, 1 May 00:00 UTC up to but not including 1 June), giving both figures.',
    ],
  },
  {
    id: 'pv-blog-identified-last-month',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/', identified: true }, w: lastP('month') },
    qs: [
      'how many /blog/ pvs in may came from ppl we\'ve identified (any method, as of now)? bots out',
      'How many non-bot page views of paths starting with /blog/ were made last month (May 2025, 00:00 UTC 1 May up to but not including 1 June) by visitors who are identified as of now, by any method?',
    ],
  },
  {
    id: 'pv-linkedin-14d',
    spec: { m: 'count', s: 'page_views', f: { source: 'linkedin' }, w: days(14) },
    qs: [
      'pvs w/ utm_source linkedin in the last 14 days? no bots',
      'How many non-bot page views with the traffic source (utm_source) linkedin were there in the last 14 days?',
    ],
  },
  {
    id: 'pv-person-all-time',
    spec: { m: 'count', s: 'page_views', f: { email: '{person3.email}' } },
    qs: [
      'how many pvs has {person3.email} done all time? bots excl',
      'How many page views, excluding any bot traffic, has the person with the email address {person3.email} made since the beginning of our data (all time)?',
    ],
  },
  {
    id: 'pv-top2-channels-competitors-last-week',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'channel', f: { classification: 'competitor' }, w: lastP('week') },
    qs: [
      'how did competitors find us last wk (jun 9-15)? top 2 channels by their pvs, no bots',
      'Counting only non-bot page views by visitors from accounts classified as competitors last week (00:00 UTC Monday 9 June 2025 up to but not including Monday 16 June), which two traffic channels (direct, referral, organic_search and so on) account for the most page views, in descending order?',
    ],
  },
  {
    id: 'pv-ip-table-enterprise-this-month',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'ip_table', path: '/pricing/enterprise' }, w: thisP('month') },
    qs: [
      'how many /pricing/enterprise pvs mtd from ppl matched via the ip table? no bots',
      'How many non-bot page views of /pricing/enterprise were made this month (00:00 UTC on 1 June 2025 to now) by visitors whose identification method is the IP range table (ip_table)?',
    ],
  },
  {
    id: 'pv-excluded-this-week',
    spec: { m: 'count', s: 'page_views', f: { classification: 'excluded' }, w: thisP('week') },
    qs: [
      'pvs from excluded accts this wk so far (bots out)?',
      'How many non-bot page views were made this week (from 00:00 UTC on Monday 16 June 2025 up to now) by visitors from accounts classified as excluded?',
    ],
  },

  // ─── sessions ────────────────────────────────────────────────────────────
  {
    id: 'ses-count-today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: [
      'sessions today so far? (session = same visitor, new one after 30 min idle; dated by start; no bots)',
      'How many sessions started from 00:00 UTC on 18 June 2025 up to now? A session is one visitor\'s run of non-bot page views with no gap longer than 30 minutes, dated by its first page view.',
    ],
  },
  {
    id: 'ses-demo-yesterday',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      'how many sessions yday included a /demo view? (30-min idle split, by start time, humans only)',
      'How many sessions that started on 17 June 2025 (00:00 UTC up to but not including 18 June) included at least one page view of /demo? Sessions are a visitor\'s non-bot page views split wherever there is more than 30 minutes of inactivity.',
    ],
  },
  {
    id: 'ses-customers-last-week',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: lastP('week') },
    qs: [
      'customer-acct sessions last wk (jun 9-15)? 30-min inactivity rule, no bots, counted by start',
      'How many sessions by visitors from accounts classified as customers started last week (00:00 UTC Monday 9 June 2025 up to but not including Monday 16 June)? A session ends after 30 minutes without a page view; bots are excluded.',
    ],
  },
  {
    id: 'ses-compare-week',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'sessions this wk vs last wk? (30-min timeout, no bots, by start) give me both',
      'Please compare the number of sessions that started this week (Monday 16 June 2025 00:00 UTC to now) with the number that started last week (Monday 9 June 00:00 UTC up to but not including Monday 16 June), where a session is a visitor\'s run of non-bot page views with no gap over 30 minutes. Please give both figures.',
    ],
  },
  {
    id: 'ses-pricing-any-7d',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/pricing' }, w: days(7) },
    qs: [
      'sessions in the last 7 days that touched any pricing page (/pricing or anything under it)? 30-min rule, no bots',
      'How many sessions started in the last 7 days included at least one page view whose path begins with /pricing (so /pricing itself and pages under it)? A session is a visitor\'s non-bot page views with gaps of at most 30 minutes.',
    ],
  },
  {
    id: 'ses-first-person3',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { email: '{person3.email}' } },
    qs: [
      'when did {person3.email}\'s first ever session start? (30-min idle split)',
      'At what date and time (UTC) did the very first session of the person with email {person3.email} begin, where sessions split after 30 minutes of inactivity and bot page views are left out?',
    ],
  },
  {
    id: 'ses-last-competitor',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' } },
    qs: [
      'when did the most recent competitor session kick off? (30-min idle split, no bots)',
      'What is the start time (UTC) of the most recent session by any visitor from an account classified as competitor, with sessions split after 30 minutes of inactivity and bots excluded?',
    ],
  },
  {
    id: 'ses-share-identified-last-week',
    spec: { m: 'share', s: 'sessions', part: { identified: true }, w: lastP('week') },
    qs: [
      'what % of last wk\'s sessions (jun 9-15, 30-min rule, no bots) came from ppl identified as of now (any method)?',
      'Of all sessions that started last week (00:00 UTC Monday 9 June 2025 up to but not including Monday 16 June; sessions split after 30 minutes of inactivity; bots excluded), what percentage were by visitors identified as of now, by any method? The base is all of last week\'s sessions.',
    ],
  },
  {
    id: 'ses-asn-last-month',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'asn' }, w: lastP('month') },
    qs: [
      'sessions in may from ppl resolved via asn (network owner lookup)? 30-min idle split, no bots',
      'How many sessions started last month (May 2025: 00:00 UTC 1 May up to but not including 1 June) by visitors whose identification method is ASN (the network owner lookup)? Sessions split after 30 minutes of inactivity; bots excluded.',
    ],
  },
  {
    id: 'ses-careers-may26-jun1',
    spec: { m: 'count', s: 'sessions', f: { path: '/careers' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'sessions w/ a /careers view that started may 26 – jun 1 (both days incl)? 30-min rule, bots out',
      'How many sessions that started between Monday 26 May 2025 and Sunday 1 June 2025, inclusive of both ends, included a page view of /careers? A session is a visitor\'s non-bot page views with no gap over 30 minutes.',
    ],
  },

  // ─── attributed sessions ─────────────────────────────────────────────────
  {
    id: 'attr-this-week',
    spec: { m: 'count', s: 'attributed_sessions', w: thisP('week') },
    qs: [
      'attributed sessions this wk so far (campaign rollup)?',
      'How many attributed sessions (sessions carrying a campaign context, as counted by the daily attribution rollup) are there for this week, Monday 16 June 2025 through today, 18 June?',
    ],
  },
  {
    id: 'attr-linkedin-last-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: lastP('month') },
    qs: [
      'attributed sessions from linkedin in may?',
      'How many attributed sessions (from the daily attribution rollup) had the source linkedin last month, 1 May 2025 through 31 May 2025 inclusive?',
    ],
  },
  {
    id: 'attr-top3-channels-last-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: lastP('week') },
    qs: [
      'top 3 channels by attributed sessions last wk (mon jun 9 – sun jun 15)?',
      'Which three channels had the most attributed sessions (daily attribution rollup) last week, Monday 9 June through Sunday 15 June 2025 inclusive, in descending order?',
    ],
  },
  {
    id: 'attr-share-email-30d',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: days(21) },
    qs: [
      'email\'s share of attributed sessions, last 21 days? (% of all attributed sessions)',
      'Over the last 21 days, what percentage of all attributed sessions (the base: every session in the attribution rollup for those days) came from the email channel?',
    ],
  },
  {
    id: 'attr-compare-brand-search',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      'brand-search attributed sessions last wk (jun 9-15) vs the wk before (jun 2-8)?',
      'Please compare the attributed sessions for the campaign brand-search last week (Monday 9 June to Sunday 15 June 2025, inclusive) with the week before (Monday 2 June to Sunday 8 June 2025, inclusive), giving both figures.',
    ],
  },
  {
    id: 'attr-g2-yesterday',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: YESTERDAY },
    qs: [
      'g2-listing campaign: attributed sessions yday?',
      'How many attributed sessions did the campaign g2-listing have on 17 June 2025, according to the daily attribution rollup?',
    ],
  },
  {
    id: 'attr-paid-social-may26-jun1',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'paid social attributed sessions may 26 – jun 1, incl both ends?',
      'How many attributed sessions came from the paid_social channel between 26 May 2025 and 1 June 2025, inclusive of both dates, per the attribution rollup?',
    ],
  },
  {
    id: 'attr-top-campaign-since-jun1',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'campaign', w: since('2025-06-01') },
    qs: [
      'which campaign has driven the most attributed sessions since jun 1?',
      'From 1 June 2025 through today, which single campaign has the largest number of attributed sessions in the attribution rollup?',
    ],
  },
  {
    id: 'attr-facebook-all-time',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'facebook' } },
    qs: [
      'all-time attributed sessions w/ source facebook?',
      'Across all time (every day in the attribution rollup), how many attributed sessions had the source facebook?',
    ],
  },

  // ─── identifications ─────────────────────────────────────────────────────
  {
    id: 'id-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'how many ppl did we identify today (any method)?',
      'How many visitors were identified, by any identification method, from 00:00 UTC on 18 June 2025 up to now (going by the time each was identified)?',
    ],
  },
  {
    id: 'id-email-capture-this-week',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: thisP('week') },
    qs: [
      'idents via email capture this wk (since mon)?',
      'How many visitors were identified through email capture (the visitor submitted an email address on the site) from 00:00 UTC on Monday 16 June 2025 up to now?',
    ],
  },
  {
    id: 'id-yesterday-list',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: [
      'list everyone we identified yday, any method',
      'Please list every visitor who was identified (by any method) on 17 June 2025, from 00:00 UTC up to but not including 00:00 UTC on 18 June, with the total number.',
    ],
  },
  {
    id: 'id-customers-last-month',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'how many ppl at customer accts got identified in may? any method',
      'How many visitors belonging to accounts classified as customers were identified (by any method) last month, from 00:00 UTC on 1 May 2025 up to but not including 1 June 2025?',
    ],
  },
  {
    id: 'id-first-competitor',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { classification: 'competitor' } },
    qs: [
      'when did we first ever identify someone at a competitor acct?',
      'What is the earliest identification time (UTC), over all time, of any visitor from an account classified as competitor?',
    ],
  },
  {
    id: 'id-last-asn',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' } },
    qs: [
      'most recent identification that came from the asn lookup — when?',
      'When (date and time, UTC) was the most recent visitor identified by the ASN method (matching the visitor\'s network owner)?',
    ],
  },
  {
    id: 'id-share-ip-table-this-month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, f: {}, w: thisP('month') },
    qs: [
      'of everyone identified mtd, what % came from the ip table?',
      'Of all visitors identified this month (identification time from 00:00 UTC on 1 June 2025 up to now; base: all of them, any method), what percentage were identified through the IP range table (ip_table)?',
    ],
  },
  {
    id: 'id-compare-week',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'identifications this wk vs last wk, any method? both numbers pls',
      'Please compare the number of visitors identified by any method this week (from 00:00 UTC Monday 16 June 2025 to now) with last week (Monday 9 June 00:00 UTC up to but not including Monday 16 June), giving both figures.',
    ],
  },
  {
    id: 'id-top2-visits-7d',
    spec: { m: 'top', s: 'identifications', n: 2, by: 'visit_count', w: days(7) },
    qs: [
      'of the ppl identified in the last 7 days (any method), top 2 by lifetime visit count?',
      'Among visitors identified by any method in the last 7 days, which two have the highest all-time visit counts, in descending order?',
    ],
  },
  {
    id: 'id-avg-intent-last-week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: [
      'avg current intent of ppl identified last wk (jun 9-15)?',
      'What is the average current intent score of the visitors identified by any method last week, from 00:00 UTC on Monday 9 June 2025 up to but not including Monday 16 June 2025?',
    ],
  },
  {
    id: 'id-leads-visits-le3-all-time',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead', visits: { op: '<=', v: 3 } } },
    qs: [
      `identified ppl at lead accts w/ 3 or fewer visits lifetime, all time? (any method; the 'personal' consumer-email acct counts as a lead acct here)`,
      `Over all time, how many identified visitors (any method) belong to accounts classified as leads and have an all-time visit count less than or equal to 3? (The single 'personal' account that groups consumer email addresses is classified as a lead, so its people count too.)`,
    ],
  },

  // ─── recommendations ─────────────────────────────────────────────────────
  {
    id: 'rec-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'how many open recs rn? (new, or snoozed w/ the snooze over)',
      'How many recommendations are currently open, meaning their status is new, or snoozed with the snooze period already over?',
    ],
  },
  {
    id: 'rec-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'list the open recs by subject (new or snooze expired)',
      'Please list the subject of every open recommendation (status new, or snoozed with the snooze already elapsed), and how many there are.',
    ],
  },
  {
    id: 'rec-all-count',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      'total recs ever generated, any status incl dismissed?',
      'How many recommendations exist in the workspace in total, whatever their status (open, snoozed, done or dismissed), over all time?',
    ],
  },
  // ─── declines: one constraint no table or column holds ───────────────────
  {
    id: 'dec-pv-scroll-depth-today',
    spec: { m: 'decline', why: 'scroll depth is not recorded (a visit is a path and a time)' },
    qs: [
      'how many /pricing pvs today where ppl scrolled past 75% of the page? no bots',
      'How many non-bot page views of /pricing since 00:00 UTC on 18 June 2025 reached a scroll depth of at least 75 percent of the page?',
    ],
  },
  {
    id: 'dec-vis-video-this-week',
    spec: { m: 'decline', why: 'video plays are not recorded (only page views and identify events)' },
    qs: [
      'how many visitors hit play on the product video this wk? humans only',
      'How many visitors (bots excluded) started playing the embedded product video on /product this week, from 00:00 UTC on Monday 16 June 2025 to now?',
    ],
  },
  {
    id: 'dec-acc-whitepaper-last-month',
    spec: { m: 'decline', why: 'file downloads are not recorded' },
    qs: [
      'which accts downloaded the intent-data whitepaper pdf in may?',
      'Please list the accounts (companies) whose visitors downloaded our intent-data whitepaper PDF last month, from 1 May 2025 up to but not including 1 June 2025.',
    ],
  },
  {
    id: 'dec-vis-button-click-yesterday',
    spec: { m: 'decline', why: 'clicks on page elements are not recorded' },
    qs: [
      'how many ppl clicked the "talk to sales" button yday?',
      'How many distinct visitors clicked the "Talk to sales" button on our site on 17 June 2025 (00:00 UTC up to but not including 18 June)?',
    ],
  },
  {
    id: 'dec-attr-cost-linkedin-last-month',
    spec: { m: 'decline', why: 'ad spend is not held: no cost per session' },
    qs: [
      'cost per attributed session for linkedin in may? (spend / sessions)',
      'What was the cost per attributed session for the linkedin source last month (May 2025), meaning our LinkedIn ad spend divided by the number of attributed sessions?',
    ],
  },
  {
    id: 'dec-attr-impressions-this-month',
    spec: { m: 'decline', why: 'ad impressions are not held' },
    qs: [
      'how many ad impressions has abm-q3 gotten mtd?',
      'How many times have the ads of the campaign abm-q3 been shown (ad impressions) this month, from 1 June 2025 to now?',
    ],
  },
  {
    id: 'dec-newsletter-open-rate-30d',
    spec: { m: 'decline', why: 'email opens are not held (only site visits tagged with the newsletter source)' },
    qs: [
      'open rate on the monthly-digest newsletter over the last 30 days?',
      'Over the last 30 days, what percentage of recipients opened the monthly-digest newsletter email (opens divided by emails delivered)?',
    ],
  },
  {
    id: 'dec-id-phone-this-week',
    spec: { m: 'decline', why: 'no phone number is held for visitors' },
    qs: [
      'ppl identified this wk (any method) that we have a phone # for?',
      'How many visitors identified by any method this week (since 00:00 UTC on Monday 16 June 2025) have a phone number on file?',
    ],
  },
  {
    id: 'dec-acc-crm-stage',
    spec: { m: 'decline', why: 'no CRM opportunity or deal stage is held' },
    qs: [
      'how many lead accts are in "negotiation" stage in salesforce, all time?',
      'How many accounts classified as leads currently have a Salesforce opportunity in the "Negotiation" stage?',
    ],
  },
  {
    id: 'dec-ses-live-chat-7d',
    spec: { m: 'decline', why: 'website live-chat usage is not recorded' },
    qs: [
      'sessions in the last 7 days where the visitor opened the intercom chat widget? (30-min rule, no bots)',
      'How many sessions in the last 7 days (sessions split after 30 minutes of inactivity, bots excluded) included the visitor opening the live-chat widget on our website?',
    ],
  },
  {
    id: 'dec-rec-assignee',
    spec: { m: 'decline', why: 'recommendations have no assignee' },
    qs: [
      'how many open recs are assigned to priya?',
      'How many open recommendations (status new, or snoozed with the snooze elapsed) are currently assigned to our sales rep Priya?',
    ],
  },
  {
    id: 'dec-acc-webinar-since-jun1',
    spec: { m: 'decline', why: 'webinar registrations are not held' },
    qs: [
      `list accts that registered for the june webinar since jun 1 ${P1b}`,
      'Please list the accounts whose people registered for our June webinar at any time from 00:00 UTC on 1 June 2025 up to now.',
    ],
  },
  {
    id: 'dec-pv-load-time-yesterday',
    spec: { m: 'decline', why: 'page load times are not recorded' },
    qs: [
      'how many pvs yday took over 3 sec to load? bots out',
      'How many non-bot page views on 17 June 2025 had a page load time strictly greater than 3 seconds?',
    ],
  },
  {
    id: 'dec-acc-support-tickets',
    spec: { m: 'decline', why: 'support tickets are not held' },
    qs: [
      'customer accts w/ open zendesk tickets rn?',
      'How many accounts classified as customers currently have at least one open support ticket in Zendesk?',
    ],
  },
  {
    id: 'dec-acc-renewal-90d',
    spec: { m: 'decline', why: 'contract renewal dates are not held' },
    qs: [
      'which customer accts renew in the next 90 days? list',
      'Please list the accounts classified as customers whose contract renewal date falls within the next 90 days from today, 18 June 2025.',
    ],
  },
  {
    id: 'dec-acc-avg-nps',
    spec: { m: 'decline', why: 'no NPS or satisfaction score is held' },
    qs: [
      'avg nps across customer accts?',
      'What is the average Net Promoter Score (the 0 to 10 survey rating) given by people at accounts classified as customers, over all time?',
    ],
  },
  {
    id: 'dec-vis-heard-podcast-this-month',
    spec: { m: 'decline', why: 'no self-reported "how did you hear about us" answer is held' },
    qs: [
      'how many visitors mtd said "podcast" on the how-did-you-hear-about-us field? no bots',
      'How many visitors this month (since 00:00 UTC on 1 June 2025, bots excluded) answered "podcast" to the "How did you hear about us?" question on our forms?',
    ],
  },
  {
    id: 'dec-ses-logged-in-last-week',
    spec: { m: 'decline', why: 'product (app) logins are not held' },
    qs: [
      'sessions last wk (jun 9-15) from ppl logged into our app at the time? 30-min rule, no bots',
      'How many sessions that started last week (Monday 9 June 2025 00:00 UTC up to but not including Monday 16 June; 30-minute inactivity split; bots excluded) were by visitors who were logged in to our product at the time?',
    ],
  },
  {
    id: 'dec-vis-cookie-consent-today',
    spec: { m: 'decline', why: 'cookie-consent choices are not recorded' },
    qs: [
      'how many visitors today accepted the cookie banner? humans only',
      'How many non-bot visitors since 00:00 UTC on 18 June 2025 clicked "Accept" on our cookie-consent banner?',
    ],
  },
  {
    id: 'dec-pv-ab-variant-since-jun9',
    spec: { m: 'decline', why: 'A/B test variants are not recorded' },
    qs: [
      '/pricing pvs since jun 9 that got variant b of the pricing a/b test? no bots',
      'How many non-bot page views of /pricing from 00:00 UTC on Monday 9 June 2025 to now were served variant B of our pricing-page A/B test?',
    ],
  },
  {
    id: 'dec-id-gdpr-consent-this-month',
    spec: { m: 'decline', why: 'marketing consent is not held' },
    qs: [
      'of ppl identified mtd (any method), how many gave gdpr marketing consent?',
      'How many visitors identified by any method this month (since 00:00 UTC on 1 June 2025) have given us GDPR marketing consent (an explicit opt-in)?',
    ],
  },
  {
    id: 'dec-acc-social-mentions-last-week',
    spec: { m: 'decline', why: 'social media mentions are not held' },
    qs: [
      'which accts mentioned us on linkedin or twitter last wk?',
      'Please list the accounts that mentioned our company in a LinkedIn or Twitter post last week, Monday 9 June to Sunday 15 June 2025 inclusive.',
    ],
  },
  {
    id: 'dec-pv-404-this-week',
    spec: { m: 'decline', why: 'HTTP status codes (404 errors) are not recorded' },
    qs: [
      'how many pvs this wk ended on a 404 (page not found)? no bots',
      'How many non-bot page views this week (from 00:00 UTC on Monday 16 June 2025 to now) returned an HTTP 404 "page not found" error?',
    ],
  },
  {
    id: 'dec-vis-docs-feedback',
    spec: { m: 'decline', why: 'page feedback widget answers are not recorded' },
    qs: [
      'how many ppl ever clicked "yes" on the "was this page helpful?" thing in the docs?',
      'Over all time, how many visitors answered "Yes" to the "Was this page helpful?" feedback widget on /docs/getting-started?',
    ],
  },
  {
    id: 'dec-acc-direct-mail-jun2-jun8',
    spec: { m: 'decline', why: 'offline (direct mail) campaigns are not held' },
    qs: [
      'how many accts got our direct-mail box between jun 2 and jun 8 (incl)?',
      'How many accounts received our direct-mail gift box between 2 June 2025 and 8 June 2025, inclusive of both ends?',
    ],
  },
  {
    id: 'dec-rec-revenue-impact',
    spec: { m: 'decline', why: 'recommendations carry no expected revenue impact' },
    qs: [
      'top 3 open recs by expected revenue impact?',
      'Which three open recommendations (status new, or snoozed with the snooze elapsed) have the highest expected revenue impact in dollars, from highest down?',
    ],
  },
  {
    id: 'dec-acc-linkedin-followers',
    spec: { m: 'decline', why: 'LinkedIn page followers are not held' },
    qs: [
      `top 5 accts by # of employees following our linkedin page ${P1b}`,
      'Which five accounts have the most employees following our company page on LinkedIn, in descending order?',
    ],
  },
  {
    id: 'dec-id-first-email-open',
    spec: { m: 'decline', why: 'email opens are not held' },
    qs: [
      'when did {person.email} first open one of our marketing emails?',
      'On what date and time (UTC) did the person with the email {person.email} first open one of our marketing emails?',
    ],
  },
  {
    id: 'dec-vis-app-minutes-this-month',
    spec: { m: 'decline', why: 'product (app) usage time is not held' },
    qs: [
      'total minutes ppl from {customer.domain} spent inside our app mtd?',
      'What is the total number of minutes that people from the account {customer.domain} spent using our product (the app, not the marketing website) this month, since 1 June 2025?',
    ],
  },
  {
    id: 'dec-compare-booth-scans',
    spec: { m: 'decline', why: 'trade-show badge scans are not held' },
    qs: [
      'trade show badge scans this month vs last month?',
      'Please compare the number of badges scanned at our trade-show booths this month (June 2025 so far) with last month (May 2025), giving both figures.',
    ],
  },
];

export const SET39 = flatten(SET39_FAMILIES);
