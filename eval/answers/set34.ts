// Answer-graded set 34: "a revenue-operations analyst auditing the data, and a content marketer
// reading how the blog and docs perform". Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported and
// registered), the first 80 lines of set33.ts (its header) and its import/export lines, eval/demo.ts,
// subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md (sections 1 to 4.6), and for the scratch scripts only
// lines 20-36 of server/demo-bootstrap.ts (createDemoWorkspace's signature and body) with the few
// lines a grep for createDemoWorkspace showed around it (its header comment's third line, imports at
// lines 4-6, a caller at lines 39-42), the export lines of core/db/index.ts (with the member lines of
// its Database interface and its migrate re-export block) and core/clock.ts (its 20 lines: Clock,
// systemClock, ManualClock), the scripts block of package.json, the first 20 lines of .gitignore, and
// the file names (not contents) in eval/answers/ and scratch/. Values were read from the two generated
// workspaces' tables with plain SQL and with the harness's own truth (measures.ts evaluateSpec,
// broader, sameTruth, specProblems) in scratch/check34*: both workspaces were built with
// createDemoWorkspace alone (the demo's defaults, and eval/demo.ts SECOND_WORKSPACE: 420 visitors,
// 45 days, seed 20250618) through test/helpers/server.ts startTestServer on a throwaway PostgreSQL
// database (set34_scratch, dropped afterwards) at the eval clock, Wed 18 June 2025 12:00 UTC; no
// copilot setup ran, and its effects the truths can depend on were applied by hand (rec3 dismissed;
// person3 marked contacted; the setup's four API keys and two webhooks, which no question here asks
// about); the refs were read back with eval/demo.ts readRefs' queries rewritten in plain SQL. Nothing
// was ever asked of the product. Never opened: subgraphs/copilot/, any other question set (set4-32,
// set33 beyond its first 80 lines and import/export lines, heldout*, blind, tuned, eval/questions.ts,
// eval/heldout.ts), scratch/ other than check34*, tests outside test/helpers/, README.md; no git
// command was run.
//
// Style: two phrasings per family, the first careful and complete as an analyst writes it, the
// second casual as typed in Slack (lower case, no question mark, abbreviations: accts, ppl, pvs,
// ids, recs, yday, wk, MTD, L8D, L21D, L30D, w/, v, incl, excl; typos: vistors, sesions, identifed,
// yesteday, artcle; numbers in words: one hundred, zero, two, eight, fourteen, twenty-one, twenty
// four, seventy, five, three). The clock is Wed 18 June 2025 12:00 UTC, so "this week" is Monday 16
// June to now, "last week" 9-15 June, "this month" 1-18 June, "last month" May. Persona 1, the
// revenue-operations analyst auditing the data: visitors still anonymous (this week, ever) and
// identification rates (share of visitors identified, L30D; share anonymous, yesterday);
// identifications by provider (email_capture, ip_table, asn) over windows, shares of identifications
// by provider (base: all identifications in the window), week-on-week and month-on-month; first and
// last times data arrived (first identification, first and latest page view, newest account's first
// seen, a named person's identification and last visit, a competitor's last seen); accounts per
// classification, intent exactly 0 and exactly 100 (count and list), visit-count checks (exactly one
// visit), sums and averages of visit_count / visitor_count over segments (customers, leads, intent
// 70+, competitors, accounts first seen in June), top-N accounts by visits and visitors; new and
// returning accounts; open recommendations (count and list); sessions of identified visitors;
// attributed sessions. Persona 2, the content marketer: page views of the blog (every path under
// /blog/: /blog/intent-data, /blog/visitor-identification) and /docs/getting-started, top pages,
// the blog post most viewed from organic search, channels bringing blog and docs views (top-N by
// channel, shares of content views by channel with their base named), utm_source / campaign-tagged
// blog views, week-on-week for one article (9-15 June v 2-8 June), month-on-month for the blog,
// first and last views of an article; distinct readers, new readers (first visit in the window),
// returning readers, the identified share of blog readers, the new share of docs readers, average
// blog views per reader; sessions that included a blog post or the docs page (count and share);
// accounts that read an article (list), read the blog last month, net-new accounts reading the blog,
// top accounts by blog views, average blog views per lead account; identifications of blog readers;
// attributed sessions by source, channel and campaign. Dates as June 10th, 12 June 2025, the 5th of
// June 2025, 26 May 2025, "June 2 and June 8, 2025", "jun 2 thru jun 8", "may 26 – jun 1", "9-15 jun
// v 2-8 jun" (no numeric day/month forms). Every question states what its truth needs: page views,
// visitors and sessions exclude bots (every phrasing says so: "non-bot", "bots excluded", "no bots",
// "bots out", "excl bots"; a named person's last visit aside); sessions split on 30 minutes of
// inactivity and are dated by their start; attributed sessions are the rollup's; "identified" means
// identified by any provider (as of now); every share names its base; "new" and "returning" say what
// they mean; all-time questions say "ever"/"all time" (first seen, last seen, a person's
// identification or last visit are all-time by nature); visit and visitor counts of accounts and
// visitors say they are the all-time figures; account questions whose filters the consumer-mailbox
// `personal` account can meet (a lead, intent 100, the most visits and visitors, a reader of the
// blog, active daily, first seen in May on both workspaces) say it counts as one account, and the
// others filter it out (customers, competitors, intent exactly 0, exactly one visit, a named domain)
// or it cannot match (accounts first seen in June or last week or since 10 June). Blog and docs
// pages are named by path; "blog post" means a path under /blog/.
// Known limits on these workspaces (checked with broader/sameTruth on both, and with a stricter
// check, scratch/check34-broad.ts, comparing each reading to the broader truth's): every answerable
// family's constraints each change its truth on both workspaces, except the window of
// ra-vis-share-identified-30d on the demo workspace (its 28 days of data make "last 30 days" all
// time; broader/sameTruth does not flag it because the two-reading window and the all-time truth
// differ in reading count); first-draft families that failed this (e.g. ip_table identifications
// today, where every one on the demo is ip_table; the two blog posts ranked over 8 days, in the same
// order as all time; customer accounts reading an article this month, all three of them) were
// replaced. Comparisons are not checked by broader (both windows are asked). Recommendations are
// asked without a window (their created_at is the run's wall clock); open recommendations are 13 on
// both workspaces once rec3 is dismissed, each with a distinct subject. Visitor and identification
// lists and top-Ns are keyed by email, else the pixel's anonymous id (ip_table and asn
// identifications have no email). A page view's channel, source and campaign are the view's own
// (only a campaign session's first view carries its UTM tags; later views in it read as direct), so
// content-by-channel questions count page views by their own channel. Some top-N lists tie at the
// cut (ra-acc-top5-visitors-leads, cm-pv-top3-pages-lastweek and cm-acc-top3-blog-14d on the second
// workspace, cm-pv-top5-pages-today on the demo one, cm-pv-blog-top3-channels-8d's calendar reading on
// the demo one; the grader accepts any of the tied entities). "Last N days" has two readings (rolling
// and calendar), except for attributed sessions (calendar only, measures.ts). Account "views" (top-N
// and averages by page views) are the account's non-bot page views of the pages asked in the window.
// ra-id-since-iptable happens to be 24 on both workspaces.
//
// Coverage (families/questions): 120/240; answerable 90/180, declines 30/60 (25%). Persona split:
// analyst 47 answerable + 11 declines (CRM, enrichment-vendor, privacy, cost and survey data), content
// marketer 43 answerable + 19 declines (analytics, SEO, content metadata and engagement events).
// By measure: count 40/80, share 12/24, top 10/20, avg 6/12, last 6/12, compare 5/10, first 4/8,
// list 4/8, sum 3/6. By subject: accounts 23, page views 22, visitors 15, identifications 15,
// attributed sessions 7, sessions 6, recommendations 2. By window: all time 31 (26 with "ever"/"all
// time" asked as the all-time window, 5 with no window: a person's identification and last visit, a
// competitor's last seen, and the open recommendations' count and list), this month 12, last week 7,
// this week 6, yesterday 5, today 4, last month 3, since a date 3 (5, 10, 12 June),
// between dates 2 (26 May-1 June, 2-8 June), last N days 12 (N = 2, 8 (3), 14 (3), 21 (2), 24 (2),
// 30), comparisons 5 (this vs last week 2, this vs last month 2, 9-15 June vs 2-8 June).
//
// Declines (30; each otherwise answerable, one constraint the data has no column for, checked
// against schema.prisma, the spec and the generated tables: raw events are only pageview and
// identify hits with no extra fields, firmographics hold only the ASN organisation for Apple,
// enriched_people is empty, visits carry no utm_term/utm_content, visitors no title or employer):
// GA4 conversions, GA4 engaged sessions, article word count, article author, scroll depth, social
// shares, backlinks, Google ranking for a keyword, email open rate, CTA clicks, publish date, content
// tags, gated-PDF downloads, video plays, blog comments, browser language, Intercom chats, A/B headline
// variants, Salesforce duplicate records, HubSpot MQL stage, employee headcount, ZoomInfo annual
// revenue, BuiltWith tech stack, Crunchbase funding stage, Bombora surge scores, GDPR deletion
// requests, cookie-consent rejections, ad cost per session, Core Web Vitals page load time, NPS.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

/** a question to decline: answerable but for one constraint the data has no column for */
const decline = (id: string, why: string, qs: string[]): Family => ({ id, spec: { m: 'decline', why }, qs });

const BLOG = '/blog/';
const INTENT_POST = '/blog/intent-data';
const VISID_POST = '/blog/visitor-identification';
const DOCS = '/docs/getting-started';

export const SET34_FAMILIES: Family[] = [
  // ── revenue-operations analyst: anonymous and identified visitors ──
  { id: 'ra-vis-anon-thisweek', spec: { m: 'count', s: 'visitors', f: { identified: false }, w: thisP('week') },
    qs: ['How many visitors who viewed at least one page this week (Monday 16 June to now, bot traffic excluded) are still anonymous, that is, not identified by any provider?',
      'still-anon vistors this wk, bots out'] },
  { id: 'ra-vis-anon-ever', spec: { m: 'count', s: 'visitors', f: { identified: false }, w: ALL },
    qs: ['Across all time, how many visitors with at least one non-bot page view have never been identified by any provider?',
      'total anonymous visitors ever (no bots)'] },
  { id: 'ra-vis-share-identified-30d', spec: { m: 'share', s: 'visitors', part: { identified: true }, w: days(30) },
    qs: ['Of all visitors with a non-bot page view in the last 30 days, what percentage are identified (by any provider)? The base is every visitor in those 30 days.',
      'id rate L30D: % of visitors (bots excluded) that are identified, base = all visitors L30D'] },
  { id: 'ra-vis-share-anon-yesterday', spec: { m: 'share', s: 'visitors', part: { identified: false }, w: YESTERDAY },
    qs: ['What share of yesterday\'s visitors (everyone with a non-bot page view on 17 June) is still anonymous? Give it as a percentage of all of yesterday\'s visitors.',
      '% of yday\'s visitors still anon, base = all yday visitors, no bots'] },
  { id: 'ra-vis-avg-visits-identified', spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { identified: true }, w: ALL },
    qs: ['What is the average all-time visit count of identified visitors (those with at least one non-bot page view ever)?',
      'avg visit count per identifed visitor, all time, bots excl'] },
  { id: 'ra-vis-sum-visits-anon', spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { identified: false }, w: ALL },
    qs: ['If you add up the all-time visit counts of every never-identified visitor (visitors with at least one non-bot page view ever), what is the total?',
      'sum of visit_count over anonymous visitors, all time, bots out'] },

  // ── identifications by provider and window ──
  { id: 'ra-id-email-yesterday', spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: ['How many visitors were identified through email capture yesterday, 17 June?',
      'email-capture ids yesteday'] },
  { id: 'ra-id-asn-14d', spec: { m: 'count', s: 'identifications', f: { idSource: 'asn' }, w: days(14) },
    qs: ['How many visitors were identified by the ASN provider in the last fourteen days?',
      'asn identifications past 14d'] },
  { id: 'ra-id-share-iptable-thismonth', spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: thisP('month') },
    qs: ['Of all identifications made this month (1 June to now), what percentage came from the ip_table provider?',
      'share of MTD identifications from ip_table (base = all ids this month)'] },
  { id: 'ra-id-share-email-lastmonth', spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: lastP('month') },
    qs: ['In May 2025, what share of all identifications came from email capture, as a percentage of every identification made that month?',
      'may: email_capture as % of all ids that month'] },
  { id: 'ra-id-compare-week', spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: ['How many visitors were identified this week (since Monday 16 June), compared with last week (9 to 15 June)?',
      'ids this wk vs last wk'] },
  { id: 'ra-id-compare-month-email', spec: { m: 'compare', s: 'identifications', f: { idSource: 'email_capture' }, w: thisP('month'), w2: lastP('month') },
    qs: ['Compare the number of email-capture identifications this month (June to date) with last month (May).',
      'email capture ids june v may'] },
  { id: 'ra-id-between', spec: { m: 'count', s: 'identifications', w: between('2025-06-02', '2025-06-08') },
    qs: ['How many identifications were made between June 2 and June 8, 2025, both days included?',
      'ids jun 2 thru jun 8'] },
  { id: 'ra-id-since-iptable', spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: since('2025-06-12') },
    qs: ['How many ip_table identifications have there been since 12 June 2025?',
      'ip table ids since jun 12th'] },
  { id: 'ra-id-24d', spec: { m: 'count', s: 'identifications', w: days(24) },
    qs: ['How many visitors were identified, by any provider, over the last 24 days?',
      'total identifications last twenty four days'] },
  { id: 'ra-id-first-ever', spec: { m: 'first', s: 'identifications', field: 'identified_at', w: ALL },
    qs: ['When was the very first identification ever recorded in this workspace (date and time, UTC)?',
      'when did the first ever identification happen'] },
  { id: 'ra-id-last-email', spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: ALL },
    qs: ['When did the most recent email-capture identification happen (all time)?',
      'last email_capture id, when'] },
  { id: 'ra-id-top5-intent-thisweek', spec: { m: 'top', s: 'identifications', n: 5, by: 'intent_score', w: thisP('week') },
    qs: ['Who are the five people identified this week with the highest intent scores? Show each one\'s email, or the anonymous id where there is no email.',
      'top 5 ids this wk by intent (email or anon id)'] },
  { id: 'ra-id-list-customer-ever', spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: ALL },
    qs: ['List every visitor ever identified at a customer account, by email, or by anonymous id where there is no email.',
      'all identified ppl at customer accts ever, emails / anon ids'] },
  { id: 'ra-id-person-when', spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { email: '{person4.email}' } },
    qs: ['When was {person4.email} identified?',
      'when did we id {person4.email}'] },
  { id: 'ra-vis-last-visit-person', spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' } },
    qs: ['When was {person2.email} last on the site?',
      '{person2.email} last visit when'] },

  // ── accounts: classification, intent and visit-count checks ──
  { id: 'ra-acc-leads-ever', spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: ALL },
    qs: ['How many accounts are classified as lead in total (all time), counting the personal consumer-mailbox bucket as one account?',
      'how many lead accts total, personal bucket counts as 1'] },
  { id: 'ra-acc-intent0', spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 0 } }, w: ALL },
    qs: ['How many accounts have an intent score of exactly 0 (all accounts, all time)?',
      'accts w intent exactly zero'] },
  { id: 'ra-acc-intent100', spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: ALL },
    qs: ['How many accounts have an intent score of exactly 100? Count the personal consumer-mailbox bucket as one account.',
      'how many accts at intent 100 exactly, personal bucket counts as one'] },
  { id: 'ra-acc-list-intent100', spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: ALL },
    qs: ['List the domains of all accounts whose intent score is exactly one hundred, including the personal consumer-mailbox bucket if it qualifies.',
      'which accts are maxed out at intent 100? domains, personal bucket incl'] },
  { id: 'ra-acc-visits-1', spec: { m: 'count', s: 'accounts', f: { visits: { op: '=', v: 1 } }, w: ALL },
    qs: ['How many accounts have an all-time visit count of exactly one?',
      'accts with just 1 visit total'] },
  { id: 'ra-acc-sum-visits-customers', spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: ['What is the sum of the all-time visit counts of all customer accounts?',
      'total visits across customer accts, all time'] },
  { id: 'ra-acc-avg-visits-leads', spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { classification: 'lead' }, w: ALL },
    qs: ['What is the average all-time visit count per lead account, counting the personal consumer-mailbox bucket as one lead account?',
      'avg visits per lead acct all time, personal bucket incl as 1'] },
  { id: 'ra-acc-avg-visitors-intent70', spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { intent: { op: '>=', v: 70 } }, w: ALL },
    qs: ['Among accounts with an intent score of 70 or higher, what is the average all-time visitor count? The personal consumer-mailbox bucket counts as one account.',
      'avg visitor_count for accts intent >= seventy, personal counts as one acct'] },
  { id: 'ra-acc-sum-visitors-competitors', spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'competitor' }, w: ALL },
    qs: ['How many visitors do our competitor accounts have in total, i.e. the sum of their all-time visitor counts?',
      'sum of visitor counts for competitor accts (all time)'] },
  { id: 'ra-acc-avg-visits-new-thismonth', spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { new: true }, w: thisP('month') },
    qs: ['For the accounts first seen this month (June 2025), what is their average all-time visit count?',
      'avg visit_count of accts first seen in june'] },
  { id: 'ra-acc-top3-visits', spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', w: ALL },
    qs: ['Which three accounts have the highest all-time visit counts? Count the personal consumer-mailbox bucket as an account.',
      'top 3 accts by visit count all time, personal bucket counts'] },
  { id: 'ra-acc-top5-visitors-leads', spec: { m: 'top', s: 'accounts', n: 5, by: 'visitor_count', f: { classification: 'lead' }, w: ALL },
    qs: ['Which five lead accounts have the most visitors (all-time visitor count)? The personal consumer-mailbox bucket counts as one lead account.',
      'top five lead accts by # of visitors all time, personal counts as one'] },
  { id: 'ra-acc-new-lastweek', spec: { m: 'count', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: ['How many accounts were first seen last week (Monday 9 to Sunday 15 June)?',
      'net new accts last wk'] },
  { id: 'ra-acc-new-since', spec: { m: 'count', s: 'accounts', f: { new: true }, w: since('2025-06-10') },
    qs: ['How many accounts have been first seen since June 10th, 2025?',
      'new accts since 10 jun'] },
  { id: 'ra-acc-returning-8d', spec: { m: 'count', s: 'accounts', f: { returning: true }, w: days(8) },
    qs: ['How many returning accounts (first seen before the window, with a non-bot page view in it) were active in the last 8 days? The personal consumer-mailbox bucket counts as one account.',
      'returning accts last eight days (first seen before, back w/ a non-bot view), personal = 1 acct'] },
  { id: 'ra-acc-active-today', spec: { m: 'count', s: 'accounts', w: TODAY },
    qs: ['How many accounts had at least one non-bot page view today? Count the personal consumer-mailbox bucket as one account.',
      'accts active today (bots excl, personal bucket counts once)'] },
  { id: 'ra-acc-last-firstseen', spec: { m: 'last', s: 'accounts', field: 'first_seen_at', w: ALL },
    qs: ['What is the latest first-seen time of any account, i.e. when did the newest account first appear?',
      'newest acct first seen when'] },
  { id: 'ra-acc-last-seen-competitor', spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' } },
    qs: ['When was {competitor.domain} last seen on the site?',
      '{competitor.name} last seen'] },
  { id: 'ra-pv-first-ever', spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: ALL },
    qs: ['When did the first non-bot page view ever arrive in this workspace?',
      'earliest page view ever (bots excluded), timestamp'] },
  { id: 'ra-pv-last', spec: { m: 'last', s: 'page_views', field: 'occurred_at', w: ALL },
    qs: ['When was the most recent non-bot page view recorded (all time)?',
      'latest pv timestamp, no bots'] },
  { id: 'ra-pv-customer-thismonth', spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}' }, w: thisP('month') },
    qs: ['How many non-bot page views did visitors from {customer.domain} generate this month?',
      '{customer.name} pvs MTD excl bots'] },
  { id: 'ra-rec-open', spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['How many recommendations are currently open (new, or snoozed with the snooze elapsed)?',
      'open recs count'] },
  { id: 'ra-rec-list-open', spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: ['List every open recommendation (new, or snoozed with the snooze elapsed) by its subject.',
      'list open recs, subjects pls'] },
  { id: 'ra-sess-identified-yesterday', spec: { m: 'count', s: 'sessions', f: { identified: true }, w: YESTERDAY },
    qs: ['How many sessions started yesterday by visitors who are identified (as of now)? Split sessions on 30 minutes of inactivity and exclude bots.',
      'sesions by identified ppl yday (30 min split, no bots)'] },
  { id: 'ra-sess-iptable-thisweek', spec: { m: 'count', s: 'sessions', f: { idSource: 'ip_table' }, w: thisP('week') },
    qs: ['How many sessions this week came from visitors identified by the ip_table provider? Sessions split on 30 minutes of inactivity, bots excluded.',
      'sessions this wk from ip_table-identified visitors, excl bots, 30min split'] },
  { id: 'ra-att-total-lastweek', spec: { m: 'count', s: 'attributed_sessions', w: lastP('week') },
    qs: ['How many attributed sessions (the campaign-carrying sessions of the attribution rollup) were there last week, 9 to 15 June?',
      'attributed sessions last wk (rollup)'] },

  // ── content marketer: page views of blog and docs pages ──
  { id: 'cm-pv-blog-thisweek', spec: { m: 'count', s: 'page_views', f: { pathPrefix: BLOG }, w: thisP('week') },
    qs: ['How many non-bot page views did our blog posts (any path under /blog/) get this week, since Monday 16 June?',
      'blog pvs this wk, all /blog/ posts, no bots'] },
  { id: 'cm-pv-docs-24d', spec: { m: 'count', s: 'page_views', f: { path: DOCS }, w: days(24) },
    qs: ['How many non-bot page views has /docs/getting-started had over the last 24 days?',
      'getting started doc pvs last 24 days (no bots)'] },
  { id: 'cm-pv-intent-since', spec: { m: 'count', s: 'page_views', f: { path: INTENT_POST }, w: since('2025-06-05') },
    qs: ['How many non-bot page views has the /blog/intent-data article received since the 5th of June 2025?',
      'intent-data artcle views since 5 june, no bots'] },
  { id: 'cm-pv-visid-between', spec: { m: 'count', s: 'page_views', f: { path: VISID_POST }, w: between('2025-05-26', '2025-06-01') },
    qs: ['How many non-bot page views did /blog/visitor-identification get between 26 May 2025 and 1 June 2025, both days included?',
      'visitor-identification post views may 26 – jun 1 incl, excl bots'] },
  { id: 'cm-pv-top3-pages-lastweek', spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: lastP('week') },
    qs: ['Which three pages got the most non-bot page views last week (9 to 15 June)? Give each path with its view count.',
      'top 3 pages by views last wk, bots excl'] },
  { id: 'cm-pv-top5-pages-today', spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: TODAY },
    qs: ['What are today\'s five most viewed pages, by non-bot page views?',
      'top five pages today (no bots)'] },
  { id: 'cm-pv-top-blog-organic-ever', spec: { m: 'top', s: 'page_views', n: 1, group: 'path', f: { pathPrefix: BLOG, channel: 'organic_search' }, w: ALL },
    qs: ['Which blog post (path under /blog/) has received the most non-bot page views from the organic_search channel, all time?',
      'which blog post gets the most organic search views ever, bots excl'] },

  // ── channels and sources bringing traffic to content ──
  { id: 'cm-pv-blog-top3-channels-8d', spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', f: { pathPrefix: BLOG }, w: days(8) },
    qs: ['Over the last eight days, which three traffic channels brought the most non-bot page views to blog posts (paths under /blog/)?',
      'top 3 channels for blog pvs L8D, no bots'] },
  { id: 'cm-pv-docs-top2-channels-thismonth', spec: { m: 'top', s: 'page_views', n: 2, group: 'channel', f: { path: DOCS }, w: thisP('month') },
    qs: ['Which two channels drove the most non-bot page views of /docs/getting-started this month?',
      'top two channels for getting-started doc views MTD excl bots'] },
  { id: 'cm-pv-blog-share-organic-thismonth', spec: { m: 'share', s: 'page_views', part: { channel: 'organic_search' }, f: { pathPrefix: BLOG }, w: thisP('month') },
    qs: ['What percentage of this month\'s non-bot blog page views (paths under /blog/) came through the organic_search channel? The base is all blog page views this month.',
      '% of blog pvs MTD from organic search (base: all blog pvs MTD, no bots)'] },
  { id: 'cm-pv-docs-share-referral-lastmonth', spec: { m: 'share', s: 'page_views', part: { channel: 'referral' }, f: { path: DOCS }, w: lastP('month') },
    qs: ['In May 2025, what share of /docs/getting-started\'s non-bot page views came from the referral channel, as a percentage of all its page views that month?',
      'referral share of getting-started views in may (of all its views that month), bots out'] },
  { id: 'cm-pv-intent-share-social-ever', spec: { m: 'share', s: 'page_views', part: { channel: 'social' }, f: { path: INTENT_POST }, w: ALL },
    qs: ['Of all the non-bot page views /blog/intent-data has ever received, what percentage came from the social channel?',
      'social % of all-time intent-data views (bots out)'] },
  { id: 'cm-pv-share-blog-of-all-lastweek', spec: { m: 'share', s: 'page_views', part: { pathPrefix: BLOG }, w: lastP('week') },
    qs: ['What share of all non-bot page views last week (9 to 15 June) were blog page views (paths under /blog/)? Base: every page view last week.',
      'blog share of total pvs last wk, %, base all pvs, no bots'] },
  { id: 'cm-pv-blog-linkedin-ever', spec: { m: 'count', s: 'page_views', f: { pathPrefix: BLOG, source: 'linkedin' }, w: ALL },
    qs: ['How many non-bot blog page views (paths under /blog/) have ever carried utm_source=linkedin?',
      'blog views tagged utm_source linkedin, all time, no bots'] },
  { id: 'cm-pv-compare-visid-wow', spec: { m: 'compare', s: 'page_views', f: { path: VISID_POST }, w: between('2025-06-09', '2025-06-15'), w2: between('2025-06-02', '2025-06-08') },
    qs: ['Week on week: how many non-bot page views did /blog/visitor-identification get in the week of 9-15 June, compared with 2-8 June?',
      'visitor-identification post wow: 9-15 jun v 2-8 jun, no bots'] },
  { id: 'cm-pv-compare-blog-month', spec: { m: 'compare', s: 'page_views', f: { pathPrefix: BLOG }, w: thisP('month'), w2: lastP('month') },
    qs: ['Compare non-bot blog page views (paths under /blog/) this month so far with last month (May).',
      'blog pvs june mtd vs may, bots out'] },
  { id: 'cm-pv-first-intent', spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: INTENT_POST }, w: ALL },
    qs: ['When was /blog/intent-data first viewed (its first non-bot page view ever)?',
      'first ever view of the intent-data post, when, no bots'] },
  { id: 'cm-pv-last-visid-yesterday', spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: VISID_POST }, w: YESTERDAY },
    qs: ['At what time was the last non-bot page view of /blog/visitor-identification yesterday (17 June)?',
      'last visitor-identification view yday, what time, bots excl'] },

  // ── visitors of content ──
  { id: 'cm-vis-blog-8d', spec: { m: 'count', s: 'visitors', f: { pathPrefix: BLOG }, w: days(8) },
    qs: ['How many distinct visitors viewed at least one blog post (path under /blog/) in the last 8 days, bots excluded?',
      'unique blog readers last eight days, no bots'] },
  { id: 'cm-vis-intent-ever', spec: { m: 'count', s: 'visitors', f: { path: INTENT_POST }, w: ALL },
    qs: ['How many distinct visitors have ever viewed /blog/intent-data (bots excluded)?',
      'how many ppl ever read the intent-data post, excl bots'] },
  { id: 'cm-vis-docs-2d', spec: { m: 'count', s: 'visitors', f: { path: DOCS }, w: days(2) },
    qs: ['How many distinct visitors viewed /docs/getting-started in the last two days, excluding bots?',
      'getting started doc vistors past 2 days (no bots)'] },
  { id: 'cm-vis-new-blog-thisweek', spec: { m: 'count', s: 'visitors', f: { new: true, pathPrefix: BLOG }, w: thisP('week') },
    qs: ['How many new visitors (first visit this week) viewed a blog post (path under /blog/) this week, bots excluded?',
      'new visitors this wk (first visit this wk) who read a blog post, no bots'] },
  { id: 'cm-vis-returning-blog-lastweek', spec: { m: 'count', s: 'visitors', f: { returning: true, pathPrefix: BLOG }, w: lastP('week') },
    qs: ['Last week (9-15 June), how many returning visitors (first visit before 9 June) read a blog post (path under /blog/), bots excluded?',
      'returning visitors (first visit before 9 jun) reading the blog last wk, no bots'] },
  { id: 'cm-vis-share-identified-blog-lastweek', spec: { m: 'share', s: 'visitors', part: { identified: true }, f: { pathPrefix: BLOG }, w: lastP('week') },
    qs: ['Of the visitors who read a blog post (path under /blog/) last week, 9-15 June, what percentage are identified (as of now)? Base: all of last week\'s blog readers, bots excluded.',
      '% of last wk\'s blog readers that are identified (base all blog readers last wk, no bots)'] },
  { id: 'cm-vis-share-new-docs-thismonth', spec: { m: 'share', s: 'visitors', part: { new: true }, f: { path: DOCS }, w: thisP('month') },
    qs: ['What percentage of this month\'s /docs/getting-started visitors were new visitors (first visit this month)? Base: all visitors of that page this month, bots excluded.',
      'share of getting-started visitors MTD who are new this month (base = all its visitors MTD, no bots)'] },
  { id: 'cm-vis-avg-blog-views-thismonth', spec: { m: 'avg', s: 'visitors', field: 'views', f: { pathPrefix: BLOG }, w: thisP('month') },
    qs: ['Among visitors who read a blog post this month, what is the average number of non-bot blog page views (paths under /blog/) per visitor this month?',
      'avg blog pvs per blog reader MTD (bots out)'] },

  // ── sessions that included content ──
  { id: 'cm-sess-blog-thismonth', spec: { m: 'count', s: 'sessions', f: { pathPrefix: BLOG }, w: thisP('month') },
    qs: ['How many sessions this month included at least one blog post view (path under /blog/)? Sessions split on 30 minutes of inactivity, bots excluded.',
      'sessions w/ a blog post MTD (30 min split, no bots)'] },
  { id: 'cm-sess-docs-today', spec: { m: 'count', s: 'sessions', f: { path: DOCS }, w: TODAY },
    qs: ['How many sessions that started today included a view of /docs/getting-started (30-minute inactivity split, bots excluded)?',
      'sessions today that hit the getting started doc, 30min split excl bots'] },
  { id: 'cm-sess-intent-21d', spec: { m: 'count', s: 'sessions', f: { path: INTENT_POST }, w: days(21) },
    qs: ['Over the last 21 days, how many sessions included a view of /blog/intent-data? Sessions split on 30 minutes of inactivity; bots excluded.',
      'sesions incl the intent-data post, last twenty-one days (30 min split, bots out)'] },
  { id: 'cm-sess-share-blog-lastweek', spec: { m: 'share', s: 'sessions', part: { pathPrefix: BLOG }, w: lastP('week') },
    qs: ['What percentage of last week\'s sessions (started 9-15 June) included at least one blog post view? Base: all sessions last week; 30-minute inactivity split; bots excluded.',
      '% of sessions last wk that touched the blog (base all sessions last wk, 30 min split, no bots)'] },

  // ── accounts and people reading content ──
  { id: 'cm-acc-list-intent-today', spec: { m: 'list', s: 'accounts', f: { path: INTENT_POST }, w: TODAY },
    qs: ['Which accounts viewed /blog/intent-data today (non-bot page views)? List their domains, counting the personal consumer-mailbox bucket as one account.',
      'accts that read intent-data today, domains, personal bucket counts as one, bots excl'] },
  { id: 'cm-acc-blog-lastmonth', spec: { m: 'count', s: 'accounts', f: { pathPrefix: BLOG }, w: lastP('month') },
    qs: ['How many accounts read at least one blog post (path under /blog/) last month, May 2025? Non-bot page views only; the personal consumer-mailbox bucket counts as one account.',
      'accts reading the blog in may (no bots, personal counts as 1)'] },
  { id: 'cm-acc-new-blog-thismonth', spec: { m: 'count', s: 'accounts', f: { new: true, pathPrefix: BLOG }, w: thisP('month') },
    qs: ['How many accounts first seen this month also read a blog post (path under /blog/) this month, counting non-bot views only?',
      'net-new accts in june that read the blog, bots out'] },
  { id: 'cm-acc-top3-blog-14d', spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { pathPrefix: BLOG }, w: days(14) },
    qs: ['Which three accounts generated the most non-bot blog page views (paths under /blog/) in the last 14 days? The personal consumer-mailbox bucket counts as one account.',
      'top 3 accts by blog pvs past fourteen days, personal counts as an acct, no bots'] },
  { id: 'cm-acc-avg-blog-views-lead-thisweek', spec: { m: 'avg', s: 'accounts', field: 'views', f: { classification: 'lead', pathPrefix: BLOG }, w: thisP('week') },
    qs: ['For the lead accounts that read the blog this week, what is the average number of non-bot blog page views (paths under /blog/) per account this week? The personal consumer-mailbox bucket counts as one lead account.',
      'avg blog pvs per lead acct this wk (only accts that read it, personal = 1 acct, no bots)'] },
  { id: 'cm-pv-blog-customers-thismonth', spec: { m: 'count', s: 'page_views', f: { classification: 'customer', pathPrefix: BLOG }, w: thisP('month') },
    qs: ['How many non-bot blog page views (paths under /blog/) came from people at customer accounts this month?',
      'customer blog pvs MTD excl bots'] },
  { id: 'cm-id-blog-readers-thismonth', spec: { m: 'count', s: 'identifications', f: { pathPrefix: BLOG }, w: thisP('month') },
    qs: ['How many visitors identified this month also viewed a blog post (path under /blog/) this month, bots excluded?',
      'ppl identified MTD who also read a blog post MTD (no bot views)'] },

  // ── attributed sessions (the rollup) ──
  { id: 'cm-att-newsletter-thismonth', spec: { m: 'count', s: 'attributed_sessions', f: { source: 'newsletter' }, w: thisP('month') },
    qs: ['How many attributed sessions from the newsletter source does the attribution rollup show for this month?',
      'newsletter attributed sessions mtd'] },
  { id: 'cm-att-paidsocial-14d', spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: days(14) },
    qs: ['How many attributed sessions did the paid_social channel get over the last 14 days (calendar days, today included)?',
      'paid social attributed sesh last 14d'] },
  { id: 'cm-att-compare-email-week', spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'email' }, w: thisP('week'), w2: lastP('week') },
    qs: ['How many attributed sessions did the email channel get this week versus last week?',
      'email attributed sessions this wk v last wk'] },
  { id: 'cm-att-share-digest-21d', spec: { m: 'share', s: 'attributed_sessions', part: { campaign: 'monthly-digest' }, w: days(21) },
    qs: ['Over the last 21 days, what percentage of all attributed sessions came from the monthly-digest campaign? Base: all attributed sessions in those 21 days.',
      'monthly-digest share of attributed sessions L21D (% of all attributed)'] },
  { id: 'cm-att-g2-yesterday', spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: YESTERDAY },
    qs: ['How many attributed sessions did the g2-listing campaign bring in yesterday?',
      'g2-listing attributed sessions yday'] },
  { id: 'cm-att-top-source-ever', spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: ALL },
    qs: ['Across the whole attribution rollup (all time), which source has the most attributed sessions?',
      'top source by attributed sessions ever'] },

  // ── declines: each an otherwise answerable question with one constraint the data has no column for ──
  decline('dec-ga4-conversions', 'no Google Analytics / GA4 conversion data', [
    'How many GA4 conversions did /blog/intent-data drive this month?',
    'ga4 conversions from the intent-data post mtd']),
  decline('dec-ga4-engaged-sessions', 'no GA4 engaged-session flag', [
    'How many GA4 engaged sessions did the blog get last week?',
    'ga4 engaged sessions on blog last wk']),
  decline('dec-word-count', 'no article word count', [
    'What is the word count of /blog/visitor-identification, and how many views did it get this week?',
    'word count of the visitor-identification post + its views this wk']),
  decline('dec-author', 'no article author', [
    'Which blog author\'s posts got the most page views this month?',
    'top blog author by views mtd']),
  decline('dec-scroll-depth', 'no scroll-depth tracking', [
    'How many visitors scrolled past 75% of /blog/intent-data in the last 14 days?',
    'ppl who scrolled 75%+ of intent-data post past 14d']),
  decline('dec-social-shares', 'no social-share counts', [
    'How many times was /blog/visitor-identification shared on LinkedIn and X this month?',
    'social shares of the visitor-identification post mtd']),
  decline('dec-backlinks', 'no backlink data', [
    'How many backlinks does /blog/intent-data have, and which referring domains link to it?',
    'backlinks to intent-data post, referring domains']),
  decline('dec-seo-rank', 'no search-ranking data', [
    'What is the Google ranking position of /docs/getting-started for the keyword "visitor identification"?',
    'where does getting-started rank on google for "visitor identification"']),
  decline('dec-email-open-rate', 'no email-platform open or click metrics', [
    'What was the open rate of the monthly-digest email campaign last month?',
    'monthly-digest open rate in may']),
  decline('dec-cta-clicks', 'no click events, only page views and identify hits', [
    'How many readers clicked the call-to-action button in /blog/intent-data this week?',
    'cta clicks on the intent-data post this wk']),
  decline('dec-publish-date', 'no content publish dates', [
    'How many page views did /blog/visitor-identification get in the first seven days after its publish date?',
    'visitor-identification post views in first 7 days after it was published']),
  decline('dec-content-tags', 'no content categories or tags', [
    'Which blog posts are tagged "product marketing", and how many views did they get last month?',
    'views last month for blog posts tagged product marketing']),
  decline('dec-gated-downloads', 'no download events', [
    'How many people downloaded the gated intent-data ebook PDF in the last 30 days?',
    'ebook pdf downloads L30D']),
  decline('dec-video-plays', 'no video events', [
    'How many video plays did the embedded walkthrough on /docs/getting-started get this month?',
    'video plays on the getting-started doc mtd']),
  decline('dec-comments', 'no blog comments', [
    'How many comments have readers left on /blog/intent-data since 1 June?',
    'comments on intent-data post since jun 1']),
  decline('dec-browser-language', 'no browser-language field', [
    'How many blog readers this month had their browser language set to German?',
    'blog readers mtd w/ german browser language']),
  decline('dec-chat', 'no chat-widget data', [
    'How many Intercom chats were started from the docs pages this week?',
    'intercom chats from docs pages this wk']),
  decline('dec-ab-variant', 'no A/B test variants', [
    'Which headline variant of the /blog/visitor-identification A/B test got more views last week?',
    'visitor-identification headline a/b test, which variant won last wk']),
  decline('dec-crm-duplicates', 'no CRM records', [
    'How many of our identified accounts exist as duplicate company records in Salesforce?',
    'how many accts are dupes in salesforce']),
  decline('dec-hubspot-mql', 'no CRM lifecycle stage', [
    'How many visitors identified this month are marked as MQLs in HubSpot?',
    'hubspot MQLs among visitors identified mtd']),
  decline('dec-headcount', 'no employee headcount in firmographics', [
    'How many lead accounts with more than 500 employees visited this week?',
    'leads w/ 500+ employees on site this wk']),
  decline('dec-zoominfo-revenue', 'no company revenue in firmographics', [
    'Which identified accounts have annual revenue over $50M according to ZoomInfo?',
    'zoominfo: accts with annual revenue > 50m']),
  decline('dec-tech-stack', 'no technographics', [
    'How many accounts that visited last month use HubSpot in their tech stack, according to BuiltWith?',
    'accts active last month running hubspot per builtwith']),
  decline('dec-funding', 'no funding data', [
    'How many accounts that read the blog this month have raised a Series B or later, according to Crunchbase?',
    'series b+ accts (crunchbase) that read the blog mtd']),
  decline('dec-bombora', 'no third-party intent data', [
    'Which accounts have a Bombora surge score above 70 on the topic "intent data"?',
    'bombora surge > 70 on intent data, which accts']),
  decline('dec-gdpr', 'no GDPR deletion requests', [
    'How many GDPR deletion requests have we received from identified visitors this year?',
    'gdpr deletion requests count this yr']),
  decline('dec-cookie-consent', 'no cookie-consent records', [
    'How many visitors rejected the cookie consent banner last week?',
    'cookie banner rejections last wk']),
  decline('dec-ad-spend', 'no ad spend or cost data', [
    'What was our cost per attributed session for the LinkedIn abm-q3 campaign this month?',
    'cost per session abm-q3 linkedin mtd']),
  decline('dec-page-speed', 'no page performance data', [
    'What was the average page load time (Core Web Vitals LCP) of /docs/getting-started last week?',
    'avg LCP for getting-started doc last wk']),
  decline('dec-nps', 'no NPS or survey data', [
    'What is the average NPS score of the customer accounts that read the blog this month?',
    'avg nps of customer accts reading the blog mtd']),
];

export const SET34 = flatten(SET34_FAMILIES);
