// Set 22: "a marketing-ops analyst who thinks in time".
// Written by a helper session on 2026-11-27, blind: the writer never read the planner
// (subgraphs/copilot/), any other question set (set4…set21, heldout*, blind, tuned, eval/questions,
// eval/heldout), the tests outside test/helpers/, README.md or the git history, and never ran the
// copilot or the eval on these questions. Read: set.ts, truth.ts, measures.ts, windows.ts, grade.ts,
// run.ts, index.ts (prepareSecond), eval/demo.ts, the demo generator (subgraphs/accounts/demo/),
// schema.prisma, the service spec, test/helpers/server.ts and core/plans.ts.
//
// Style: windows stated many ways (ISO ranges, "Jun 2–8", "the 2nd through the 8th of June",
// "June 2nd until June 8th", British dd/mm dates, "the week of June 9", "the first half of June",
// "since the start of the month", "over the past 10 days", "in the last 48 hours", "yesterday",
// "this week so far", "month to date", "last calendar month"), comparisons of two windows (this
// week vs last week, yesterday vs the day before, June 1–7 vs June 8–14), first/last times within
// a window, and counts, lists, top-N, averages, sums and shares inside those windows with one or two
// filters. Complete sentences, some British spelling, some lower case. The clock is the eval's
// (Wednesday 2025-06-18 12:00 UTC): "this week" starts Monday 16 June, "last week" is 9–15 June,
// "last calendar month" is May.
//
// Coverage: accounts (count, list, avg, sum, share, top, first, last, compare), visitors (the same),
// identifications (count, list, avg, share, top, first, last, compare), page views (count, share,
// top by path and channel, first, last, compare), sessions (count, share, first, last, compare),
// attributed sessions (count, sum, share, top by channel/source/campaign, compare; day-aligned
// windows only, as the rollup is by UTC day), recommendations, API keys and webhooks (count and
// list by state, never in a window: the truth ignores or cannot honour one there), and 11 declines
// (forecasts, causes, seasonality, things not recorded) of 118 families (236 questions).
//
// Values used (present on both generated workspaces): classifications lead/customer/competitor;
// paths /pricing, /pricing/enterprise, /demo, /blog/*, /pricing*; channels organic_search,
// referral, email, paid_social, paid_search; sources google, linkedin, newsletter, g2; campaigns
// abm-q3, launch-week, brand-search; resolution sources email_capture, ip_table, asn; placeholders
// {customer.*}, {competitor.*}, {lead.domain}, {person.email}, {consumer.email}. Account figures
// whose rows include the consumer-mailbox account `personal` say it counts (the truth counts it).
//
// Truths checked with scratch/check22.ts: both workspaces prepared as eval/demo.ts and
// eval/answers/index.ts prepareSecond do, every spec computed with truth.ts/measures.ts,
// specProblems empty for every family, no top-N tie across its cut, no list over 50 rows, and every
// accounts family whose rows hold `personal` (or whose top-N / first / last it decides) names it.
// One realistic zero: acc-new-this-week-vs-last on the second workspace (no account first seen this
// week; 3 last week). No other truth is zero or empty on either workspace.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const JUN1_7 = between('2025-06-01', '2025-06-07');
const JUN8_14 = between('2025-06-08', '2025-06-14');
const JUN2_8 = between('2025-06-02', '2025-06-08');
const WEEK_OF_JUN9 = between('2025-06-09', '2025-06-15');
const FIRST_HALF_JUNE = between('2025-06-01', '2025-06-15');
const DAY_BEFORE = between('2025-06-16', '2025-06-16');

const ACCOUNTS: Family[] = [
  {
    id: 'acc-count-last-week',
    spec: { m: 'count', s: 'accounts', w: lastP('week') },
    qs: [
      'How many accounts visited the site last week, Monday 9 June through Sunday 15 June? Count the consumer-mailbox "personal" bucket as one account.',
      'last calendar week (mon to sun): how many distinct accounts had at least one page view? the "personal" catch-all account counts as one.',
    ],
  },
  {
    id: 'acc-count-leads-jun2-8',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: JUN2_8 },
    qs: [
      'How many lead accounts visited from 2025-06-02 to 2025-06-08 inclusive? Include the consumer-mailbox "personal" account if it is a lead.',
      'Between Jun 2–8, how many accounts classified as leads came to the website, with the "personal" account counted like any other lead?',
    ],
  },
  {
    id: 'acc-new-first-half-june',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: FIRST_HALF_JUNE },
    qs: [
      'How many brand-new accounts were first seen in the first half of June, the 1st to the 15th?',
      'give me the count of accounts whose very first visit fell between 1 June and 15 June 2025.',
    ],
  },
  {
    id: 'acc-new-this-week-vs-last',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many new accounts have we picked up this week so far, compared with the whole of last week?',
      'New accounts first seen: this week to date versus last week (Monday to Sunday). Please give me both numbers.',
    ],
  },
  {
    id: 'acc-compare-jun1-7-vs-8-14',
    spec: { m: 'compare', s: 'accounts', w: JUN1_7, w2: JUN8_14 },
    qs: [
      'Compare the number of accounts that visited June 1–7 with the number that visited June 8–14, counting the "personal" consumer bucket as an account in both weeks.',
      'how many accounts were on the site in the first seven days of June, and how many in the following seven (the 8th to the 14th)? the personal-mailbox account counts.',
    ],
  },
  {
    id: 'acc-returning-mtd',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('month') },
    qs: [
      'Month to date, how many returning accounts have visited, meaning accounts first seen before 1 June that came back this month? The "personal" consumer-mailbox account counts if it qualifies.',
      'Since the start of the month, how many accounts we already knew before June have come back to the site, "personal" included?',
    ],
  },
  {
    id: 'acc-list-competitors-10d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: days(10) },
    qs: [
      'Which competitor accounts have been on the site over the past 10 days?',
      'list the competitor organisations that visited us in the last ten days, please.',
    ],
  },
  {
    id: 'acc-top3-views-last-week',
    spec: { m: 'top', s: 'accounts', by: 'views', n: 3, w: lastP('week') },
    qs: [
      'Which three accounts racked up the most page views last week (9–15 June)? Treat the consumer-mailbox "personal" bucket as an account.',
      'Top 3 accounts by number of page views during the week of the 9th of June, with the "personal" account ranked like any other.',
    ],
  },
  {
    id: 'acc-top5-visits-yesterday',
    spec: { m: 'top', s: 'accounts', by: 'visit_count', n: 5, w: YESTERDAY },
    qs: [
      'Of the accounts that visited yesterday, which five have the highest total visit count? Count "personal" as an account.',
      'yesterday\'s visiting accounts: show me the top five by lifetime visits, the "personal" consumer-mailbox bucket included.',
    ],
  },
  {
    id: 'acc-avg-intent-this-week',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: thisP('week') },
    qs: [
      'What is the average intent score of the accounts that have visited this week so far (since Monday), the "personal" account included?',
      'this week to date, what\'s the mean intent score across visiting accounts? count the personal consumer-mailbox account as one of them.',
    ],
  },
  {
    id: 'acc-sum-views-customers-may',
    spec: { m: 'sum', s: 'accounts', field: 'views', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'In the last calendar month (May 2025), how many page views did our customer accounts generate altogether?',
      'Add up the page views from customer accounts over last month, May 1st to May 31st.',
    ],
  },
  {
    id: 'acc-share-pricing-week-of-jun9',
    spec: { m: 'share', s: 'accounts', part: { pathPrefix: '/pricing' }, w: WEEK_OF_JUN9 },
    qs: [
      'Of the accounts that visited during the week of June 9, what percentage looked at a pricing page (/pricing or anything under it)? Count the "personal" bucket as an account.',
      'For the week beginning Monday 9 June, what share of visiting accounts viewed /pricing or a page under /pricing/? "personal" included in both numbers.',
    ],
  },
  {
    id: 'acc-first-new-since-jun10',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: since('2025-06-10') },
    qs: [
      'Since 10 June, when was the first brand-new account seen?',
      'counting from june 10th, at what date and time did the earliest new account first show up?',
    ],
  },
  {
    id: 'acc-last-new-may',
    spec: { m: 'last', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: lastP('month') },
    qs: [
      'Of the accounts first seen in May, when was the most recent one first seen?',
      'Last calendar month, what was the latest first-seen time of any new account?',
    ],
  },
  {
    id: 'acc-count-abm-mtd',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3' }, w: thisP('month') },
    qs: [
      'Since the start of the month, how many accounts have visited through the abm-q3 campaign? Count the "personal" account if it shows up.',
      'month to date: number of accounts with a visit tagged utm_campaign=abm-q3, the personal-mailbox bucket included.',
    ],
  },
  {
    id: 'acc-list-customers-today',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      'Which customer accounts have visited today?',
      'list the customers that have been on the website so far today, 18 June.',
    ],
  },
  {
    id: 'acc-intent50-14d',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>=', v: 50 } }, w: days(14) },
    qs: [
      'Over the past 14 days, how many accounts with an intent score of 50 or more visited? The "personal" consumer bucket counts as an organisation here.',
      'how many accounts scoring at least 50 on intent were on the site in the last fortnight, personal account included?',
    ],
  },
  {
    id: 'acc-avg-visits-demo-last-week',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      'Among the accounts that viewed /demo last week (Monday the 9th to Sunday the 15th), what is the average total visit count? Count "personal" as an account.',
      'Average lifetime visit count of the accounts that hit the /demo page during 9–15 June, with the "personal" bucket in the average.',
    ],
  },
  {
    id: 'acc-top3-visitors-leads-mtd',
    spec: { m: 'top', s: 'accounts', by: 'visitor_count', n: 3, f: { classification: 'lead' }, w: thisP('month') },
    qs: [
      'Which three lead accounts that visited this month have the most known visitors (visitor count)? The "personal" account counts as a lead account.',
      'month to date, top 3 visiting lead accounts by number of people; rank the consumer-mailbox "personal" account too.',
    ],
  },
  {
    id: 'acc-count-paid-search-week-of-may26',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_search' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'During the week of May 26 (Monday the 26th to Sunday 1 June), how many accounts arrived via paid search? Count "personal" if it appears.',
      'how many accounts had a paid_search visit between 26/05/2025 and 01/06/2025, the consumer-mailbox personal account included?',
    ],
  },
  {
    id: 'acc-competitors-yesterday-vs-day-before',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'competitor' }, w: YESTERDAY, w2: DAY_BEFORE },
    qs: [
      'How many competitor accounts visited yesterday, and how many the day before (Monday 16 June)?',
      'competitor accounts on the site: yesterday versus the day before yesterday. Both counts, please.',
    ],
  },
];

const VISITORS: Family[] = [
  {
    id: 'vis-count-yesterday',
    spec: { m: 'count', s: 'visitors', w: YESTERDAY },
    qs: [
      'How many visitors did we have yesterday, Tuesday 17 June?',
      'yesterday\'s visitor count, please: how many people viewed at least one page?',
    ],
  },
  {
    id: 'vis-yesterday-vs-day-before',
    spec: { m: 'compare', s: 'visitors', w: YESTERDAY, w2: DAY_BEFORE },
    qs: [
      'How many visitors came yesterday compared with the day before?',
      'Visitors on Tuesday 17 June versus Monday 16 June: give me both numbers.',
    ],
  },
  {
    id: 'vis-new-this-week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      'How many first-time visitors have we had this week so far?',
      'since monday, how many visitors made their very first visit to the site?',
    ],
  },
  {
    id: 'vis-new-jun1-7-vs-8-14',
    spec: { m: 'compare', s: 'visitors', f: { new: true }, w: JUN1_7, w2: JUN8_14 },
    qs: [
      'Compare new visitors in June 1–7 with June 8–14: how many first-time visitors did each week bring?',
      'First-time visitors, 2025-06-01 to 2025-06-07 against 2025-06-08 to 2025-06-14. How many in each?',
    ],
  },
  {
    id: 'vis-email-capture-mtd',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'Month to date, how many identified visitors whose identification came from email capture have visited the site?',
      'Since the start of June, how many visitors identified through a form email capture have been on the site?',
    ],
  },
  {
    id: 'vis-top2-intent-48h-identified',
    spec: { m: 'top', s: 'visitors', by: 'intent_score', n: 2, f: { identified: true }, w: days(2) },
    qs: [
      'In the last 48 hours, which two identified visitors who were on the site in that time have the highest intent scores?',
      'top two identified visitors by intent among those who visited in the past 48 hours, please.',
    ],
  },
  {
    id: 'vis-avg-intent-ip-table-last-week',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { idSource: 'ip_table' }, w: lastP('week') },
    qs: [
      'What was the average intent score of visitors resolved by the IP table who visited last week (9 to 15 June)?',
      'last calendar week, mean intent of the visitors whose resolution source is ip_table?',
    ],
  },
  {
    id: 'vis-share-returning-mtd',
    spec: { m: 'share', s: 'visitors', part: { returning: true }, w: thisP('month') },
    qs: [
      'What share of this month\'s visitors were returning visitors, i.e. first seen before 1 June?',
      'Month to date, what percentage of visitors had already visited before the month began?',
    ],
  },
  {
    id: 'vis-list-competitors-this-week',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      'List the visitors from competitor accounts who have been on the site this week so far.',
      'which people from competitors have visited since monday? show me all of them.',
    ],
  },
  {
    id: 'vis-first-new-today',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { new: true }, w: TODAY },
    qs: [
      'When did the first brand-new visitor of today arrive?',
      'Today (18 June), at what time did the earliest first-time visitor land on the site?',
    ],
  },
  {
    id: 'vis-avg-visits-this-week',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', w: thisP('week') },
    qs: [
      'For the visitors who have come this week so far, what is their average lifetime visit count?',
      'on average, how many visits in total have this week\'s visitors made (since monday)?',
    ],
  },
  {
    id: 'vis-customers-first-half-june',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer' }, w: FIRST_HALF_JUNE },
    qs: [
      'How many visitors from customer accounts did we see in the first half of June?',
      'Between the 1st and the 15th of June, how many people from our customers visited the site?',
    ],
  },
  {
    id: 'vis-top3-views-leads-jun2-8',
    spec: { m: 'top', s: 'visitors', by: 'views', n: 3, f: { classification: 'lead' }, w: JUN2_8 },
    qs: [
      'Which three visitors from lead accounts viewed the most pages from June 2nd until June 8th? People under the consumer-mailbox "personal" account count as lead visitors.',
      'Top 3 lead-account visitors by page views over 02/06/2025–08/06/2025, please, counting visitors of the "personal" account (a lead) too.',
    ],
  },
  {
    id: 'vis-enterprise-pricing-7d',
    spec: { m: 'count', s: 'visitors', f: { path: '/pricing/enterprise' }, w: days(7) },
    qs: [
      'How many visitors looked at /pricing/enterprise over the past 7 days?',
      'in the last seven days, how many distinct people viewed the enterprise pricing page (/pricing/enterprise)?',
    ],
  },
  {
    id: 'vis-share-identified-yesterday',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: YESTERDAY },
    qs: [
      'What percentage of yesterday\'s visitors were identified?',
      'Of the people who visited on 17 June, what share have we identified? Summarise it as a percentage.',
    ],
  },
  {
    id: 'vis-google-may',
    spec: { m: 'count', s: 'visitors', f: { source: 'google' }, w: lastP('month') },
    qs: [
      'In the last calendar month, how many visitors came in with utm_source google?',
      'How many visitors arrived from the google source during May 2025?',
    ],
  },
  {
    id: 'vis-last-new-jun2-8',
    spec: { m: 'last', s: 'visitors', field: 'first_visit_at', f: { new: true }, w: JUN2_8 },
    qs: [
      'Among visitors whose first visit fell between June 2nd and June 8th, when did the last of them first arrive?',
      'From the 2nd through the 8th of June, what was the latest first-visit time of a brand-new visitor?',
    ],
  },
  {
    id: 'vis-returning-this-week-vs-last',
    spec: { m: 'compare', s: 'visitors', f: { returning: true }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many returning visitors have we had this week so far, versus last week?',
      'Returning visitors (first seen before the week started): this week to date compared with last week, Monday to Sunday.',
    ],
  },
  {
    id: 'vis-lead-domain-since-jun1',
    spec: { m: 'count', s: 'visitors', f: { domain: '{lead.domain}' }, w: since('2025-06-01') },
    qs: [
      'How many people from {lead.domain} have visited since the start of June?',
      'since 1 june, how many distinct visitors from {lead.domain} have we seen?',
    ],
  },
  {
    id: 'vis-person-views-mtd',
    spec: { m: 'sum', s: 'visitors', field: 'views', f: { email: '{person.email}' }, w: thisP('month') },
    qs: [
      'Month to date, how many pages has {person.email} viewed?',
      'How many page views has {person.email} clocked up since the start of the month?',
    ],
  },
];

const IDENTIFICATIONS: Family[] = [
  {
    id: 'id-count-last-week',
    spec: { m: 'count', s: 'identifications', w: lastP('week') },
    qs: [
      'How many visitors were identified last week, Monday 9 to Sunday 15 June?',
      'number of identifications during last calendar week?',
    ],
  },
  {
    id: 'id-this-week-vs-last',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many visitors have been identified this week so far, compared with last week?',
      'identifications: this week to date vs the whole of last week. both numbers please.',
    ],
  },
  {
    id: 'id-email-capture-since-jun1',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: since('2025-06-01') },
    qs: [
      'Since 1 June, how many visitors have been identified through email capture?',
      'How many email-capture identifications have there been since the start of the month?',
    ],
  },
  {
    id: 'id-list-yesterday',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: [
      'Who was identified yesterday? List them all.',
      'Show me every visitor whose identification happened on Tuesday 17 June.',
    ],
  },
  {
    id: 'id-first-asn-mtd',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      'When was the first identification this month that came from the ASN (network owner) source?',
      'month to date, what was the earliest time a visitor got identified via asn?',
    ],
  },
  {
    id: 'id-last-may',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', w: lastP('month') },
    qs: [
      'When was the last identification of the previous calendar month?',
      'What was the date and time of the final visitor identification in May 2025?',
    ],
  },
  {
    id: 'id-share-ip-table-7d',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: days(7) },
    qs: [
      'Over the past 7 days, what share of identifications came from the IP table?',
      'in the last seven days, what percentage of identified visitors were matched by ip_table?',
    ],
  },
  {
    id: 'id-avg-intent-jun2-8',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: JUN2_8 },
    qs: [
      'What is the average intent score of the visitors identified from 2025-06-02 to 2025-06-08?',
      'For people identified between Jun 2–8, what\'s their mean intent score?',
    ],
  },
  {
    id: 'id-top3-intent-customers-mtd',
    spec: { m: 'top', s: 'identifications', by: 'intent_score', n: 3, f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'Of the customer-account visitors identified this month, which three have the highest intent scores?',
      'top 3 by intent among visitors from customer accounts who were identified since 1 June.',
    ],
  },
  {
    id: 'id-top3-intent-last-week',
    spec: { m: 'top', s: 'identifications', by: 'intent_score', n: 3, w: lastP('week') },
    qs: [
      'Among the visitors identified last week (Monday 9 to Sunday 15 June), which three have the highest intent scores?',
      'last calendar week\'s identifications: the top three by intent score, please.',
    ],
  },
  {
    id: 'id-competitors-may',
    spec: { m: 'count', s: 'identifications', f: { classification: 'competitor' }, w: lastP('month') },
    qs: [
      'In the last calendar month, how many visitors from competitor accounts were identified?',
      'How many competitor people did we identify during May?',
    ],
  },
  {
    id: 'id-email-capture-jun1-7-vs-8-14',
    spec: { m: 'compare', s: 'identifications', f: { idSource: 'email_capture' }, w: JUN1_7, w2: JUN8_14 },
    qs: [
      'Compare email-capture identifications in June 1–7 against June 8–14; I am analysing how the forms behave week on week.',
      'how many visitors were identified by email capture from 1 to 7 June, and how many from 8 to 14 June?',
    ],
  },
  {
    id: 'id-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'How many visitors have been identified so far today?',
      'Today, 18 June: how many identifications have we recorded up to now?',
    ],
  },
  {
    id: 'id-pricing-10d',
    spec: { m: 'count', s: 'identifications', f: { pathPrefix: '/pricing' }, w: days(10) },
    qs: [
      'Over the past 10 days, how many visitors were identified who also viewed a pricing page (/pricing or below) in that period?',
      'in the last ten days, how many identified visitors looked at /pricing or a page under it during those days?',
    ],
  },
  {
    id: 'id-last-email-capture-last-week',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'Last week (Monday 9 to Sunday 15 June), when was the final identification that came from email capture?',
      'what time did the last email-capture identification of last calendar week happen?',
    ],
  },
];

const PAGE_VIEWS: Family[] = [
  {
    id: 'pv-count-2nd-8th',
    spec: { m: 'count', s: 'page_views', w: JUN2_8 },
    qs: [
      'How many page views did we record from the 2nd through the 8th of June?',
      'Total page views June 2nd until June 8th, both days included.',
    ],
  },
  {
    id: 'pv-this-week-vs-last',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many page views have we had this week so far compared with last week?',
      'page views: this week to date vs last week (mon–sun). give me both figures.',
    ],
  },
  {
    id: 'pv-yesterday-vs-day-before',
    spec: { m: 'compare', s: 'page_views', w: YESTERDAY, w2: DAY_BEFORE },
    qs: [
      'How many page views did we get yesterday, and how many the day before?',
      'Page views on 17 June against 16 June: both numbers, please.',
    ],
  },
  {
    id: 'pv-pricing-may',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: lastP('month') },
    qs: [
      'How many times was /pricing viewed in the last calendar month?',
      'May 2025: number of page views of the /pricing page itself.',
    ],
  },
  {
    id: 'pv-top3-paths-identified-last-week',
    spec: { m: 'top', s: 'page_views', group: 'path', n: 3, f: { identified: true }, w: lastP('week') },
    qs: [
      'What were the three pages identified visitors viewed most last week, 9 to 15 June?',
      'top 3 paths by page views from identified visitors during the week of June 9.',
    ],
  },
  {
    id: 'pv-top3-channels-mtd',
    spec: { m: 'top', s: 'page_views', group: 'channel', n: 3, w: thisP('month') },
    qs: [
      'Month to date, which three channels brought the most page views?',
      'Since the start of June, rank the top 3 traffic channels by page views.',
    ],
  },
  {
    id: 'pv-share-blog-first-half-june',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/blog/' }, w: FIRST_HALF_JUNE },
    qs: [
      'In the first half of June, what percentage of page views were on blog pages (/blog/...)?',
      'between 1 and 15 june, what share of all page views went to the blog?',
    ],
  },
  {
    id: 'pv-share-organic-7d',
    spec: { m: 'share', s: 'page_views', part: { channel: 'organic_search' }, w: days(7) },
    qs: [
      'Over the past 7 days, what share of page views came from organic search?',
      'What percentage of the last seven days\' page views were organic_search traffic?',
    ],
  },
  {
    id: 'pv-first-demo-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/demo' }, w: TODAY },
    qs: [
      'When was the first view of the /demo page today?',
      'today so far, what time did someone first hit /demo?',
    ],
  },
  {
    id: 'pv-last-competitor-last-week',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor' }, w: lastP('week') },
    qs: [
      'During last week (9–15 June), when was the last page view by a competitor account?',
      'What was the latest time a competitor viewed a page in the week of the 9th of June?',
    ],
  },
  {
    id: 'pv-first-launch-week-mtd',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { campaign: 'launch-week' }, w: thisP('month') },
    qs: [
      'Month to date, when did the first page view tagged with the launch-week campaign come in?',
      'Since 1 June, what was the earliest visit carrying utm_campaign=launch-week?',
    ],
  },
  {
    id: 'pv-customer-company-mtd',
    spec: { m: 'count', s: 'page_views', f: { company: '{customer.name}' }, w: thisP('month') },
    qs: [
      'How many page views has {customer.name} generated since the start of the month?',
      'month to date, number of pages viewed by people from {customer.name}?',
    ],
  },
  {
    id: 'pv-identified-yesterday',
    spec: { m: 'count', s: 'page_views', f: { identified: true }, w: YESTERDAY },
    qs: [
      'How many page views did identified visitors make yesterday?',
      'Yesterday (17 June), page views from visitors we have identified: how many?',
    ],
  },
  {
    id: 'pv-newsletter-since-jun9',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' }, w: since('2025-06-09') },
    qs: [
      'Since Monday 9 June, how many page views came from the newsletter source?',
      'How many visits tagged utm_source=newsletter have there been from 9 June to now?',
    ],
  },
  {
    id: 'pv-pricing-jun1-7-vs-8-14',
    spec: { m: 'compare', s: 'page_views', f: { path: '/pricing' }, w: JUN1_7, w2: JUN8_14 },
    qs: [
      'Compare /pricing page views in June 1–7 with June 8–14.',
      'views of /pricing: 1st to 7th june versus 8th to 14th june. how many in each week?',
    ],
  },
  {
    id: 'pv-48h',
    spec: { m: 'count', s: 'page_views', w: days(2) },
    qs: [
      'How many page views have we had in the last 48 hours?',
      'page views over the past 48 hours, please.',
    ],
  },
  {
    id: 'pv-top2-paths-competitors-mtd',
    spec: { m: 'top', s: 'page_views', group: 'path', n: 2, f: { classification: 'competitor' }, w: thisP('month') },
    qs: [
      'Month to date, which two pages have competitor accounts viewed the most?',
      'Since the start of the month, the top 2 paths by competitor page views?',
    ],
  },
  {
    id: 'pv-last-consumer-last-week',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{consumer.email}' }, w: lastP('week') },
    qs: [
      'During last week, 9 to 15 June, when did {consumer.email} last view a page?',
      'What was the latest page view by {consumer.email} in the week of the 9th of June?',
    ],
  },
  {
    id: 'pv-asn-may',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'asn' }, w: lastP('month') },
    qs: [
      'Last calendar month, how many page views came from visitors resolved by ASN?',
      'How many page views in May were made by visitors whose resolution source is asn?',
    ],
  },
  {
    id: 'pv-share-customers-last-week',
    spec: { m: 'share', s: 'page_views', part: { classification: 'customer' }, w: lastP('week') },
    qs: [
      'What share of last week\'s page views (9–15 June) came from customer accounts?',
      'last calendar week, what percentage of page views were by customers?',
    ],
  },
  {
    id: 'pv-referral-yesterday',
    spec: { m: 'count', s: 'page_views', f: { channel: 'referral' }, w: YESTERDAY },
    qs: [
      'How many referral page views did we get yesterday?',
      'Yesterday, number of page views whose channel was referral?',
    ],
  },
  {
    id: 'pv-first-may',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: lastP('month') },
    qs: [
      'When was the very first page view recorded in May 2025?',
      'in the last calendar month, what was the earliest page view on record?',
    ],
  },
  {
    id: 'pv-top2-channels-10d',
    spec: { m: 'top', s: 'page_views', group: 'channel', n: 2, f: { pathPrefix: '/pricing' }, w: days(10) },
    qs: [
      'Over the past 10 days, which two channels drove the most views of pricing pages (/pricing and below)?',
      'last ten days: top 2 channels by page views on /pricing or any page under it.',
    ],
  },
];

const SESSIONS: Family[] = [
  {
    id: 'ses-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      'How many sessions started yesterday?',
      'Number of browsing sessions that began on Tuesday 17 June?',
    ],
  },
  {
    id: 'ses-this-week-vs-last',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many sessions have we had this week so far, versus last week?',
      'sessions started: this week to date compared with last week (monday to sunday).',
    ],
  },
  {
    id: 'ses-demo-week-of-jun9',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: WEEK_OF_JUN9 },
    qs: [
      'During the week of June 9, how many sessions included a view of /demo?',
      'How many sessions between 09/06/2025 and 15/06/2025 took in the /demo page?',
    ],
  },
  {
    id: 'ses-first-competitor-this-week',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      'When did the first competitor session of this week start?',
      'this week so far, what time did a competitor account first start a session?',
    ],
  },
  {
    id: 'ses-last-pricing-last-week',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      'Last week (9–15 June), when did the last session that touched a pricing page (/pricing or below) start?',
      'What was the start time of the final session last calendar week that included any /pricing page?',
    ],
  },
  {
    id: 'ses-identified-7d',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: days(7) },
    qs: [
      'Over the past 7 days, how many sessions were by identified visitors?',
      'in the last seven days, how many sessions came from people we have identified?',
    ],
  },
  {
    id: 'ses-share-pricing-mtd',
    spec: { m: 'share', s: 'sessions', part: { path: '/pricing' }, w: thisP('month') },
    qs: [
      'Month to date, what percentage of sessions included a view of /pricing?',
      'Since the start of June, what share of sessions took in the /pricing page?',
    ],
  },
  {
    id: 'ses-customer-domain-may',
    spec: { m: 'count', s: 'sessions', f: { domain: '{customer.domain}' }, w: lastP('month') },
    qs: [
      'How many sessions did people from {customer.domain} start in the last calendar month?',
      'May 2025: number of sessions by visitors from {customer.domain}?',
    ],
  },
  {
    id: 'ses-jun1-7-vs-8-14',
    spec: { m: 'compare', s: 'sessions', w: JUN1_7, w2: JUN8_14 },
    qs: [
      'Compare the number of sessions in June 1–7 with June 8–14.',
      'sessions started from 2025-06-01 to 2025-06-07, against 2025-06-08 to 2025-06-14?',
    ],
  },
  {
    id: 'ses-today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: [
      'How many sessions have started so far today?',
      'Today, 18 June, up to now: how many sessions?',
    ],
  },
  {
    id: 'ses-email-capture-first-half-june',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'email_capture' }, w: FIRST_HALF_JUNE },
    qs: [
      'In the first half of June, how many sessions were by visitors identified through email capture?',
      'between the 1st and the 15th of june, how many sessions came from email-capture-identified visitors?',
    ],
  },
];

const ATTRIBUTION: Family[] = [
  {
    id: 'att-last-week',
    spec: { m: 'count', s: 'attributed_sessions', w: lastP('week') },
    qs: [
      'How many attributed sessions (sessions carrying campaign tags) did we have last week, 9 to 15 June?',
      'last calendar week, total attributed sessions in the attribution rollup?',
    ],
  },
  {
    id: 'att-this-week-vs-last',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Attributed sessions this week so far versus last week: how many in each?',
      'how do campaign-attributed sessions since monday compare with the whole of last week? both numbers.',
    ],
  },
  {
    id: 'att-top2-campaigns-jun1-7',
    spec: { m: 'top', s: 'attributed_sessions', group: 'campaign', n: 2, w: JUN1_7 },
    qs: [
      'In the first week of June (the 1st to the 7th), which two campaigns drove the most attributed sessions?',
      'June 1–7: the top 2 campaigns by attributed sessions?',
    ],
  },
  {
    id: 'att-top-channel-may',
    spec: { m: 'top', s: 'attributed_sessions', group: 'channel', n: 1, w: lastP('month') },
    qs: [
      'In the last calendar month, which channel had the most attributed sessions?',
      'May 2025: the single top channel by attributed sessions?',
    ],
  },
  {
    id: 'att-share-email-first-half-june',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: FIRST_HALF_JUNE },
    qs: [
      'In the first half of June, what share of attributed sessions came through the email channel?',
      'between 1 and 15 june, what percentage of attributed sessions were email?',
    ],
  },
  {
    id: 'att-brand-search-14d',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: days(14) },
    qs: [
      'How many attributed sessions did the brand-search campaign get over the past 14 days?',
      'last fourteen days, attributed sessions for campaign brand-search?',
    ],
  },
  {
    id: 'att-linkedin-jun1-7-vs-8-14',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'linkedin' }, w: JUN1_7, w2: JUN8_14 },
    qs: [
      'Compare attributed sessions from LinkedIn (source linkedin) in June 1–7 with June 8–14.',
      'linkedin-sourced attributed sessions, 1st–7th june vs 8th–14th june: how many each week?',
    ],
  },
  {
    id: 'att-yesterday',
    spec: { m: 'count', s: 'attributed_sessions', w: YESTERDAY },
    qs: [
      'How many attributed sessions were there yesterday?',
      'Attributed sessions on Tuesday 17 June, per the rollup?',
    ],
  },
  {
    id: 'att-sum-g2-since-jun1',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { source: 'g2' }, w: since('2025-06-01') },
    qs: [
      'Since 1 June, how many attributed sessions in total came from the g2 source?',
      'Add up the attributed sessions from g2 from the start of June until now.',
    ],
  },
  {
    id: 'att-top3-sources-10d',
    spec: { m: 'top', s: 'attributed_sessions', group: 'source', n: 3, w: days(10) },
    qs: [
      'Over the past 10 days, which three sources brought the most attributed sessions?',
      'top 3 utm sources by attributed sessions in the last ten days?',
    ],
  },
  {
    id: 'att-paid-social-week-of-jun2',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: JUN2_8 },
    qs: [
      'How many paid-social attributed sessions did we have in the week of June 2?',
      'Attributed sessions in the paid_social channel from Jun 2–8?',
    ],
  },
];

const RECORDS: Family[] = [
  {
    id: 'rec-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: [
      'As of right now, how many open recommendations are waiting for us?',
      'at this moment, how many recommendations are still open?',
    ],
  },
  {
    id: 'rec-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'List every recommendation that is currently open.',
      'Which recommendations are open as of today? Show them all.',
    ],
  },
  {
    id: 'keys-active-count',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: [
      'How many API keys are active at the moment?',
      'right now, how many of our api keys have not been revoked?',
    ],
  },
  {
    id: 'keys-active-list',
    spec: { m: 'list', s: 'keys', f: { state: 'active' } },
    qs: [
      'Which API keys are currently active? List them.',
      'As things stand today, list the API keys that are still live.',
    ],
  },
  {
    id: 'hooks-enabled-count',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'How many webhook endpoints are enabled right now?',
      'at present, how many of our webhooks are switched on?',
    ],
  },
  {
    id: 'hooks-disabled-list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Which webhook endpoints are currently disabled?',
      'As of now, list the webhooks that are turned off.',
    ],
  },
];

const decline = (why: string) => ({ m: 'decline', why }) as const;

const DECLINES: Family[] = [
  {
    id: 'dec-forecast-views-next-week',
    spec: decline('a forecast of next week'),
    qs: [
      'How many page views should we expect next week, 23 to 29 June?',
      'forecast next week\'s page views for me, based on the trend so far.',
    ],
  },
  {
    id: 'dec-cause-dip-jun14',
    spec: decline('the cause of a dip'),
    qs: [
      'Why did page views dip on Saturday 14 June compared with the day before?',
      'What caused the drop in traffic on the 14th of June?',
    ],
  },
  {
    id: 'dec-seasonality-june',
    spec: decline('seasonality needs more than a year of data'),
    qs: [
      'Is June seasonally our strongest month for account visits, judging by previous years?',
      'how does this june compare with june last year, and is the summer uplift a seasonal pattern?',
    ],
  },
  {
    id: 'dec-forecast-identifications-month-end',
    spec: decline('a forecast to month end'),
    qs: [
      'How many visitors will we have identified by the end of June?',
      'Project the number of identifications for the rest of the month, to 30 June.',
    ],
  },
  {
    id: 'dec-time-on-page',
    spec: decline('time on page is not recorded'),
    qs: [
      'What was the average time spent on /pricing last week, in seconds?',
      'how long did visitors dwell on the enterprise pricing page yesterday, on average?',
    ],
  },
  {
    id: 'dec-ad-spend',
    spec: decline('ad spend is not recorded'),
    qs: [
      'What did we spend on the brand-search programme last calendar month, and what was the cost per attributed session?',
      'Cost per click for our LinkedIn abm-q3 ads over the past 14 days?',
    ],
  },
  {
    id: 'dec-cause-campaign-uplift',
    spec: decline('a causal claim about a campaign'),
    qs: [
      'Did the launch-week campaign cause this week\'s rise in sessions over last week?',
      'how much of the uplift in page views since 9 June was caused by the newsletter?',
    ],
  },
  {
    id: 'dec-predict-demo-booking',
    spec: decline('a prediction about an account'),
    qs: [
      'On what date will {lead.domain} most likely book a demo?',
      'Predict when {competitor.name} will next visit our pricing page.',
    ],
  },
  {
    id: 'dec-scroll-depth',
    spec: decline('scroll depth and video plays are not recorded'),
    qs: [
      'What was the average scroll depth on blog posts in the first half of June?',
      'How many times was the product video played yesterday?',
    ],
  },
  {
    id: 'dec-best-send-time',
    spec: decline('a prediction of the best time to send'),
    qs: [
      'What is the best hour next Tuesday to send the newsletter so it gets the most visits?',
      'which day next week will give our linkedin campaign the highest click-through?',
    ],
  },
  {
    id: 'dec-why-fewer-new-accounts',
    spec: decline('the cause of a change'),
    qs: [
      'Why are we seeing fewer new accounts in June than in May?',
      'explain the reason new-account growth slowed in the first half of June.',
    ],
  },
];

export const SET22_FAMILIES: Family[] = [...ACCOUNTS, ...VISITORS, ...IDENTIFICATIONS, ...PAGE_VIEWS, ...SESSIONS, ...ATTRIBUTION, ...RECORDS, ...DECLINES];

export const SET22 = flatten(SET22_FAMILIES);
