// Answer set 9 (a tuning set, issue 14): written on 2026-11-25 by a helper who never read the planner
// (subgraphs/copilot/**) nor the other question sets; specs derived from truth.ts/measures.ts/windows.ts
// and the demo generator only, phrasings written as chat-box questions against the eval clock.
//
// Coverage: every measure of Spec (count, list, avg, sum, share, top by a number or a group, first,
// last, compare, decline) over every subject truth.ts computes, each with only the filters truth.ts
// applies for that subject (no intent/visit filters on page views or sessions, no channel/source/
// campaign on sessions, no windows on webhooks, list/top only where the rows carry the natural key),
// and every window kind (today, yesterday, all time, last N days, this/last week/month/quarter,
// since a date, between two dates). About 12% are declines (causal claims, forecasts, data the
// service does not hold, an ambiguous company name). Style: a busy VP of Sales or CEO in Slack
// (short, context-first, sometimes rude, WoW/MoM/QoQ/QTD/YTD only where they map to a spec window,
// numbers in words, dates written several ways but never day/month-ambiguous), mixed with careful
// analyst questions that spell out their definitions in parentheses. Conventions: "identified this
// week" = identifications made in the window, while identified people who visited in a window say
// "(whenever identified)"; a visit count is lifetime ("in total" when a window is also named);
// every share names its denominator; exact /pricing is told apart from any pricing page (/pricing
// and /pricing/…); companies are accounts, people are visitors; the clock is 2025-06-18 12:00 UTC.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET9_FAMILIES: Family[] = [
  // ─── accounts ────────────────────────────────────────────────────────────────
  {
    id: 'lead accounts that visited this week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      'quick one — how many lead accounts hit the site this week?',
      'pipeline sync in a minute: number of lead accounts with at least one page view this week?',
      'Count of accounts classified as lead that visited during the current week (Monday to now).',
    ],
  },
  {
    id: 'new accounts last month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: lastP('month') },
    qs: [
      'how many brand-new accounts did we pick up last month?',
      'Number of accounts first seen during last calendar month (first_seen_at in that month).',
      'net-new accounts on the site last month — ones we had never seen before that month. number?',
    ],
  },
  {
    id: 'competitors that visited in the last 7 days',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: days(7) },
    qs: [
      'which competitors have been snooping around in the last seven days?',
      'List the competitor-classified accounts with a page view in the past 7 days.',
      'CEO asked: which competitor accounts were on our site in the past week (last 7 days)? names only',
    ],
  },
  {
    id: 'customer accounts on exact /pricing this month',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/pricing' }, w: thisP('month') },
    qs: [
      'renewal risk check — which customer accounts looked at /pricing this month? exactly that page, not /pricing/enterprise',
      'List the customer-classified accounts that viewed the exact path /pricing during the current calendar month (other pricing pages do not count).',
    ],
  },
  {
    id: 'top 5 lead accounts by intent among today\'s visitors',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', f: { classification: 'lead' }, w: TODAY },
    qs: [
      'top five lead accounts by intent among the ones on the site today',
      'Of the lead companies that visited today, give me the 5 with the highest intent score.',
    ],
  },
  {
    id: 'top 3 accounts by lifetime visit count',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', w: ALL },
    qs: [
      'which three accounts have the most visits, all time?',
      'Rank accounts by total visit count (lifetime) and give me the top 3.',
    ],
  },
  {
    id: 'top 5 last-week accounts by visitor count',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visitor_count', w: lastP('week') },
    qs: [
      'of the accounts that visited last week, which five have the most people on file (visitor count)?',
      'Among accounts with a page view last week (Monday–Sunday), rank the top 5 by visitor_count (all-time distinct people at the account).',
    ],
  },
  {
    id: 'average intent of lead accounts',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: ALL },
    qs: [
      'avg intent score across all our lead accounts?',
      'What is the mean intent score of lead-classified accounts (all of them, no time filter)?',
      'lead accounts: average intent, all of them, one number please',
    ],
  },
  {
    id: 'total visits of customer accounts',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      'total visits from customer accounts, all time?',
      'Sum of the lifetime visit counts across every customer-classified account.',
    ],
  },
  {
    id: 'share of lead accounts at intent 50+',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 50 } }, f: { classification: 'lead' }, w: ALL },
    qs: [
      'what % of our lead accounts are at fifty or above on intent?',
      'Share of lead accounts (denominator: all lead accounts) with an intent score of 50 or more.',
      'board slide: percent of lead accounts scoring fifty-plus on intent, out of all lead accounts',
    ],
  },
  {
    id: 'share of this week\'s visiting accounts that saw any pricing page',
    spec: { m: 'share', s: 'accounts', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'of the accounts on the site this week, what share hit any pricing page (/pricing or anything under it) this week?',
      'Percentage of accounts that visited this week (denominator) which viewed a page under /pricing (/pricing itself included) this week.',
    ],
  },
  {
    id: 'first time a customer account was seen',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'customer' }, w: ALL },
    qs: [
      'when did we first see any customer account on the site?',
      'Earliest first-seen timestamp among customer-classified accounts.',
    ],
  },
  {
    id: 'competitor account last seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' }, w: ALL },
    qs: [
      'when was {competitor.domain} last on our site?',
      'Last-seen time of the account {competitor.domain}?',
    ],
  },
  {
    id: 'lead accounts visiting WoW',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'WoW: lead accounts visiting this week vs last week?',
      'How many lead accounts have visited this week so far, versus the whole of last week?',
    ],
  },
  {
    id: 'returning accounts yesterday',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: YESTERDAY },
    qs: [
      'how many accounts came back yesterday? (visited yesterday, first seen before yesterday)',
      'Returning accounts yesterday — ones we had already seen before yesterday and that visited again — count?',
    ],
  },
  {
    id: 'accounts on the brand-search campaign, June 1-14',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'brand-search' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'between the 1st and the 14th of June, how many accounts came in on the brand-search campaign?',
      'Accounts with a page view carrying utm_campaign=brand-search, 2025-06-01 through 2025-06-14 inclusive: how many?',
    ],
  },
  {
    id: 'last-month accounts with more than ten visits in total',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 10 } }, w: lastP('month') },
    qs: [
      'accounts that visited last month and have more than ten visits in total — how many?',
      'Count of accounts active last calendar month whose lifetime visit count exceeds 10.',
    ],
  },
  {
    id: 'new accounts QoQ',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: thisP('quarter'), w2: lastP('quarter') },
    qs: [
      'QoQ — new accounts first seen this quarter vs last quarter?',
      'How many accounts were first seen in the current quarter, and how many in the previous quarter?',
    ],
  },
  {
    id: 'visitor count of the top lead account',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { company: '{lead.name}' }, w: ALL },
    qs: [
      "what's the visitor count on the {lead.name} account?",
      'How many distinct people in total does the {lead.name} account have (its visitor count)?',
    ],
  },
  {
    id: 'accounts on exact /demo YTD',
    spec: { m: 'count', s: 'accounts', f: { path: '/demo' }, w: since('2025-01-01') },
    qs: [
      'YTD, how many accounts have hit the /demo page?',
      'Count of accounts with a view of exactly /demo since January 1st 2025.',
    ],
  },
  {
    id: 'accounts via paid search in the past fortnight',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_search' }, w: days(14) },
    qs: [
      'how many accounts came through paid search in the past fortnight?',
      'Number of accounts with a page view on the paid_search channel in the last 14 days.',
    ],
  },

  // ─── visitors (people) ──────────────────────────────────────────────────────
  {
    id: 'visitors today',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: [
      'how many people on the site today?',
      'Distinct visitors with a page view today (UTC) — number?',
      'traffic check — how many unique people have been on the site today?',
    ],
  },
  {
    id: 'identified people who visited in the last 7 days',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: days(7) },
    qs: [
      'how many identified people (whenever identified) were on the site in the last seven days?',
      'Count of known visitors — identified at any time — with a page view in the past 7 days.',
      'known contacts active this past week: people we have identified (at any point) who visited in the last 7 days — count',
    ],
  },
  {
    id: 'new visitors this week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      'new people this week? (first ever visit this week)',
      'Visitors whose first-ever visit falls in the current week: count.',
    ],
  },
  {
    id: 'returning visitors last week',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: lastP('week') },
    qs: [
      "returning visitors last week — people who'd been here before — how many?",
      'Count of visitors with a page view last week whose first visit was before last week began.',
    ],
  },
  {
    id: 'people at the competitor on any pricing page this week',
    spec: { m: 'list', s: 'visitors', f: { domain: '{competitor.domain}', pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'who from {competitor.domain} has been on any pricing page this week?',
      'List the visitors at {competitor.domain} who viewed /pricing or any /pricing/… page this week.',
    ],
  },
  {
    id: 'top 5 identified people by intent',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { identified: true }, w: ALL },
    qs: [
      'top five identified people by intent score. go',
      'Give me the 5 highest-intent identified visitors (all time).',
      'who are my five hottest identified people by intent score?',
    ],
  },
  {
    id: 'top 3 customer-account people by visit count, last month',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'among people from customer companies who visited last month, top three by total visit count?',
      'Rank visitors at customer-classified accounts with a page view last calendar month by their lifetime visit count; top 3.',
    ],
  },
  {
    id: 'average intent of identified people',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { identified: true }, w: ALL },
    qs: [
      'avg intent score of our identified people?',
      'What is the mean intent score across all identified visitors?',
    ],
  },
  {
    id: 'summed visit counts of people at the lead domain',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{lead.domain}' }, w: ALL },
    qs: [
      'add up the visit counts of everyone at {lead.domain} — what do you get?',
      'Sum of lifetime visit counts across all visitors from {lead.domain}.',
    ],
  },
  {
    id: 'share of this month\'s visitors who are identified',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      "what % of this month's visitors are identified (whenever identified)?",
      'Share of people with a page view this month (denominator) who are identified, at any time.',
    ],
  },
  {
    id: 'share of identified people matched by email capture',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true }, w: ALL },
    qs: [
      'of all identified people, what share were resolved by email capture?',
      'Percentage of identified visitors (denominator) whose resolution source is email_capture.',
    ],
  },
  {
    id: 'first visit of person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'when did {person.email} first show up on the site?',
      'First-visit timestamp of {person.email}?',
    ],
  },
  {
    id: 'last visit of the consumer-mailbox person',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' }, w: ALL },
    qs: [
      'last time {consumer.email} was on the site?',
      'When was the most recent visit by {consumer.email}?',
    ],
  },
  {
    id: 'people from lead accounts MoM',
    spec: { m: 'compare', s: 'visitors', f: { classification: 'lead' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'MoM: people from lead companies this month so far vs last month?',
      'How many visitors from lead-classified accounts had a page view this month, versus in last calendar month?',
    ],
  },
  {
    id: 'blog readers last week',
    spec: { m: 'count', s: 'visitors', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: [
      'how many people read the blog last week? any /blog/ post',
      'Number of distinct visitors who viewed a page under /blog/ last week (Mon–Sun).',
    ],
  },
  {
    id: 'identified customer people who visited in the past 14 days',
    spec: { m: 'list', s: 'visitors', f: { identified: true, classification: 'customer' }, w: days(14) },
    qs: [
      'list identified people (whenever identified) from customer companies who visited in the last fourteen days',
      'Which visitors at customer-classified accounts, identified at any time, had a page view in the past 14 days?',
    ],
  },
  {
    id: 'top 5 people by page views this week',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'views', w: thisP('week') },
    qs: [
      'five busiest people this week, by number of page views this week',
      'Rank visitors by their page views during the current week and give me the top 5.',
    ],
  },

  // ─── identifications (made in a window) ─────────────────────────────────────
  {
    id: 'identifications this week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      'how many people did we identify this week?',
      'Identifications made this week (identified_at since Monday 00:00 UTC) — count?',
      'ceo wants a number: people identified this week',
    ],
  },
  {
    id: 'customer-account people identified last week',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: lastP('week') },
    qs: [
      'who did we identify from customer accounts last week?',
      'List the people at customer-classified accounts whose identification happened last week (Monday to Sunday).',
    ],
  },
  {
    id: 'identifications WoW',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'identifications WoW — this week vs last week?',
      'How many people were identified this week so far, compared with last week?',
      'Identifications made this week (Monday to now) versus identifications made last week (Monday to Sunday): both counts.',
    ],
  },
  {
    id: 'first identification this month',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('month') },
    qs: [
      'when did the first identification of this month happen?',
      'Timestamp of the earliest identification made in the current calendar month.',
    ],
  },
  {
    id: 'most recent identification',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', w: ALL },
    qs: [
      'when was the last time we identified anybody?',
      'Time of the most recent identification, all time.',
    ],
  },
  {
    id: 'when person2 was identified',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      'when did we identify {person2.email}?',
      'Identification time of {person2.email}?',
    ],
  },
  {
    id: 'average intent of people identified in the last 30 days',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: days(30) },
    qs: [
      'avg intent of people identified in the last thirty days?',
      'Mean intent score of visitors whose identification happened within the past 30 days.',
    ],
  },
  {
    id: 'top 3 people identified last month by intent',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'intent_score', w: lastP('month') },
    qs: [
      'top three highest-intent people we identified last month',
      'Of the identifications made in the previous calendar month, which 3 people have the highest intent score?',
    ],
  },
  {
    id: 'share of this month\'s identifications on consumer mailboxes',
    spec: { m: 'share', s: 'identifications', part: { domain: 'personal' }, w: thisP('month') },
    qs: [
      "this month's identifications — what % were consumer mailboxes (the personal account)?",
      'Of the people identified this month (denominator), what share belong to the `personal` consumer-mailbox account?',
    ],
  },
  {
    id: 'email-capture identifications since June 1',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: since('2025-06-01') },
    qs: [
      'how many identifications via email capture since June 1?',
      'Count identifications made from 1 June 2025 to now with resolution source email_capture.',
    ],
  },
  {
    id: 'people identified at the top lead ever',
    spec: { m: 'count', s: 'identifications', f: { domain: '{lead.domain}' }, w: ALL },
    qs: [
      'how many people at {lead.domain} have we identified, ever?',
      'All-time number of identified visitors at {lead.domain}.',
    ],
  },
  {
    id: 'identifications May 26-31',
    spec: { m: 'count', s: 'identifications', w: between('2025-05-26', '2025-05-31') },
    qs: [
      'identifications between May 26 and May 31, 2025, both days included?',
      'how many people got identified 26th–31st of May?',
    ],
  },

  // ─── page views ─────────────────────────────────────────────────────────────
  {
    id: 'exact /pricing page views this week',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'how many views of the exact /pricing page this week? not /pricing/enterprise',
      'Page views of the path /pricing exactly (sub-pages excluded) during the current week.',
    ],
  },
  {
    id: 'any pricing page views last week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      'pricing page views last week — any pricing page, /pricing and /pricing/enterprise together',
      'Count of page views last week on /pricing or any page under /pricing/.',
    ],
  },
  {
    id: 'page views by the top customer this month',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}' }, w: thisP('month') },
    qs: [
      'how many page views has {customer.domain} racked up this month?',
      'Page views this month by visitors from {customer.domain}.',
    ],
  },
  {
    id: 'top 5 pages in the last 7 days',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: days(7) },
    qs: [
      'top five pages by views, last seven days',
      'Which 5 paths got the most page views in the past 7 days?',
      'what pages are people actually looking at? top five by page views over the last 7 days',
    ],
  },
  {
    id: 'top 3 pages read by competitors',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'what are competitors reading? top three pages by competitor page views, all time',
      'Rank paths by page views from competitor-classified accounts (no date limit); top 3.',
    ],
  },
  {
    id: 'share of last month\'s page views on the blog',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      "what share of last month's page views were blog posts (/blog/…)?",
      'Percentage of all page views in the previous calendar month (denominator) that were on a /blog/ page.',
    ],
  },
  {
    id: 'share of customer page views on /demo',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' }, f: { classification: 'customer' }, w: ALL },
    qs: [
      'of all page views from customer accounts, what % were the /demo page?',
      'Share of customer-account page views (denominator, all time) that are views of /demo.',
    ],
  },
  {
    id: 'first page view of person4',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { email: '{person4.email}' }, w: ALL },
    qs: [
      "when did {person4.email} view their first page?",
      'Timestamp of the earliest page view by {person4.email}.',
    ],
  },
  {
    id: 'last competitor view of /pricing/enterprise',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor', path: '/pricing/enterprise' }, w: ALL },
    qs: [
      'last time a competitor looked at /pricing/enterprise?',
      'Most recent page view of /pricing/enterprise by anyone at a competitor-classified account.',
    ],
  },
  {
    id: '/demo page views today vs yesterday',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: TODAY, w2: YESTERDAY },
    qs: [
      '/demo page views today vs yesterday?',
      'How many views did the /demo page get today so far, and how many yesterday?',
    ],
  },
  {
    id: 'email-channel page views since June 2',
    spec: { m: 'count', s: 'page_views', f: { channel: 'email' }, w: since('2025-06-02') },
    qs: [
      'page views from the email channel since 2025-06-02?',
      'how many page views came in on the email channel since Monday June 2nd?',
    ],
  },
  {
    id: 'page views by identified people, June 1-7',
    spec: { m: 'count', s: 'page_views', f: { identified: true }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'page views by identified people (whenever identified) from June 1st to June 7th inclusive?',
      'Count page views between 2025-06-01 and 2025-06-07 (both days) made by visitors who are identified, at any time.',
    ],
  },
  {
    id: 'page views by person3 this quarter',
    spec: { m: 'count', s: 'page_views', f: { email: '{person3.email}' }, w: thisP('quarter') },
    qs: [
      'how many pages has {person3.email} viewed this quarter?',
      'Quarter-to-date page views by {person3.email}.',
    ],
  },
  {
    id: 'page views last quarter',
    spec: { m: 'count', s: 'page_views', w: lastP('quarter') },
    qs: [
      'board deck needs it: total page views last quarter?',
      'Number of page views recorded in the previous calendar quarter.',
    ],
  },

  // ─── sessions ───────────────────────────────────────────────────────────────
  {
    id: 'sessions yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      'sessions yesterday?',
      'How many sessions (runs of page views with gaps of 30 minutes or less) started yesterday?',
    ],
  },
  {
    id: 'sessions with exact /pricing last week',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: lastP('week') },
    qs: [
      'sessions that included the exact /pricing page last week?',
      'Number of sessions started last week that contain a view of /pricing itself (not /pricing/enterprise).',
    ],
  },
  {
    id: 'customer sessions in the last 14 days',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: days(14) },
    qs: [
      'sessions by people at customer accounts in the last fourteen days?',
      'How many sessions did customer-classified accounts start in the past 14 days?',
    ],
  },
  {
    id: 'sessions MoM',
    spec: { m: 'compare', s: 'sessions', w: thisP('month'), w2: lastP('month') },
    qs: [
      'sessions MoM — this month so far vs last month?',
      'Sessions started in the current calendar month versus the previous one: both numbers please.',
      'how do sessions this month compare to last month? give me both numbers',
    ],
  },
  {
    id: 'first session today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: [
      "when did today's first session start?",
      'Start time of the earliest session today (UTC).',
    ],
  },
  {
    id: 'latest session of person',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      "when did {person.email}'s latest session start?",
      'Start time of the most recent session by {person.email}.',
    ],
  },
  {
    id: 'share of this month\'s sessions touching any pricing page',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      "what share of this month's sessions touched a pricing page (/pricing or anything under it)?",
      'Of all sessions started this month (denominator), what percentage include at least one view of /pricing or a /pricing/ sub-page?',
    ],
  },
  {
    id: 'sessions by identified people since June 9',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: since('2025-06-09') },
    qs: [
      'sessions by identified people (whenever identified) since June 9th?',
      'Count sessions started on or after 2025-06-09 by visitors who are identified, at any time.',
    ],
  },
  {
    id: '/docs/ sessions, June 2-8',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/docs/' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'how many sessions hit the docs (/docs/ anything) between June 2 and June 8, 2025?',
      'Sessions started from 2025-06-02 through 2025-06-08 inclusive that include a page under /docs/.',
    ],
  },

  // ─── attributed sessions (the attribution rollup) ───────────────────────────
  {
    id: 'attributed sessions in the last 30 days',
    spec: { m: 'count', s: 'attributed_sessions', w: days(30) },
    qs: [
      'attributed sessions, last thirty days?',
      'Total campaign-attributed sessions over the past 30 days, per the attribution report.',
      'marketing says campaigns are working — how many attributed sessions did we get in the past thirty days?',
    ],
  },
  {
    id: 'paid-social attributed sessions last week',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: lastP('week') },
    qs: [
      'how many attributed sessions came from paid social last week?',
      'Attribution rollup: sessions on the paid_social channel last week (Monday–Sunday).',
    ],
  },
  {
    id: 'top 3 campaigns this month',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: thisP('month') },
    qs: [
      'top three campaigns this month by attributed sessions',
      'Which 3 utm campaigns drove the most attributed sessions in the current calendar month?',
    ],
  },
  {
    id: 'top 5 sources all time',
    spec: { m: 'top', s: 'attributed_sessions', n: 5, group: 'source', w: ALL },
    qs: [
      'rank our top five traffic sources by attributed sessions, all time',
      'Top 5 utm sources by total attributed sessions (no date limit).',
    ],
  },
  {
    id: 'top channel in the last 7 days',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: days(7) },
    qs: [
      'which channel drove the most attributed sessions in the last seven days?',
      'Single top channel by attributed sessions over the past 7 days.',
    ],
  },
  {
    id: 'share of attributed sessions on brand-search, last 14 days',
    spec: { m: 'share', s: 'attributed_sessions', part: { campaign: 'brand-search' }, w: days(14) },
    qs: [
      'what % of attributed sessions in the last fourteen days came from the brand-search campaign?',
      'Share of all attributed sessions over the past 14 days (denominator) carrying utm_campaign brand-search.',
    ],
  },
  {
    id: 'newsletter attributed sessions WoW',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'newsletter' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'newsletter WoW — attributed sessions this week vs last week?',
      'Attributed sessions with utm_source newsletter: this week so far, and last week?',
    ],
  },
  {
    id: 'launch-week attributed sessions since the 3rd of June',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: since('2025-06-03') },
    qs: [
      'launch-week campaign: attributed sessions since Tuesday the 3rd of June?',
      'Count attributed sessions for utm_campaign launch-week from 2025-06-03 to today.',
    ],
  },
  {
    id: 'g2 attributed sessions yesterday',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'g2' }, w: YESTERDAY },
    qs: [
      'g2 attributed sessions yesterday?',
      'How many attributed sessions had utm_source g2 yesterday?',
    ],
  },

  // ─── recommendations ────────────────────────────────────────────────────────
  {
    id: 'open recommendations count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: [
      'how many open recommendations are sitting there?',
      'Number of recommendations currently open (new, or snoozed with the snooze over).',
      'open recs — how many?',
    ],
  },
  {
    id: 'open recommendations list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: [
      'list the open recommendations, what am I supposed to act on?',
      'Which recommendations are open right now? Give me every one.',
    ],
  },
  {
    id: 'recommendations of any status',
    spec: { m: 'count', s: 'recommendations', w: ALL },
    qs: [
      'how many recommendations exist in total, any status (done, dismissed and snoozed included)?',
      'Total count of recommendations ever generated, regardless of status.',
    ],
  },
  {
    id: 'share of recommendations still open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' }, w: ALL },
    qs: [
      'what share of all recommendations (any status) are still open?',
      'Percentage of recommendations, denominator every recommendation of any status, that are open.',
    ],
  },
  {
    id: 'latest recommendation created',
    spec: { m: 'last', s: 'recommendations', field: 'created_at', w: ALL },
    qs: [
      'when was the newest recommendation created (any status)?',
      'Creation time of the most recent recommendation, whatever its status.',
    ],
  },

  // ─── API keys and webhooks ──────────────────────────────────────────────────
  {
    id: 'API keys of any state',
    spec: { m: 'count', s: 'keys', w: ALL },
    qs: [
      'how many API keys does this workspace have, revoked ones included?',
      'Total API keys ever created in the workspace, active or revoked.',
    ],
  },
  {
    id: 'active API keys list',
    spec: { m: 'list', s: 'keys', f: { state: 'active' }, w: ALL },
    qs: [
      'security review — list every active API key',
      'Which API keys are currently active (not revoked)?',
    ],
  },
  {
    id: 'enabled webhooks',
    spec: { m: 'list', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'which webhook endpoints are enabled?',
      'List the webhook URLs in the enabled state.',
    ],
  },
  {
    id: 'disabled webhooks',
    spec: { m: 'count', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'how many webhooks are disabled?',
      'Count of webhook endpoints currently disabled.',
    ],
  },

  // ─── declines ───────────────────────────────────────────────────────────────
  {
    id: 'decline: causal campaign claim',
    spec: { m: 'decline', why: 'a causal claim about a campaign the visit data cannot carry' },
    qs: [
      'did the abm-q3 linkedin campaign CAUSE the jump in pricing views? yes or no',
      'Prove that the brand-search campaign is why more leads visited this month.',
    ],
  },
  {
    id: 'decline: forecast of new accounts',
    spec: { m: 'decline', why: 'a forecast: no data about the future' },
    qs: [
      'board meeting tmrw — how many new accounts will we get next month?',
      'Predict the number of companies that will visit next quarter.',
    ],
  },
  {
    id: 'decline: ambiguous company name',
    spec: { m: 'decline', why: 'several accounts start with that word and none is named just that' },
    qs: [
      'how many page views did {ambiguous} have this week?',
      'when was {ambiguous} last on the site?',
    ],
  },
  {
    id: 'decline: account owner',
    spec: { m: 'decline', why: 'account ownership by sales rep is not held' },
    qs: [
      'which of my reps owns {lead.name}?',
      'Who is the assigned account executive for {lead2.domain}?',
    ],
  },
  {
    id: 'decline: phone numbers',
    spec: { m: 'decline', why: 'no phone numbers are stored' },
    qs: [
      "what's {person.email}'s phone number? need to call them today",
      'Give me the direct dial for {person5.email}.',
    ],
  },
  {
    id: 'decline: scroll depth',
    spec: { m: 'decline', why: 'scroll depth is not tracked' },
    qs: [
      'how far down the /pricing page do people scroll on average?',
      'Average scroll depth on /demo last week, in percent?',
    ],
  },
  {
    id: 'decline: motive of a competitor',
    spec: { m: 'decline', why: 'a motive: the data shows what was viewed, not why' },
    qs: [
      'why is {competitor.domain} on our pricing page? what are they planning',
      'What is {competitor.name} trying to figure out about us?',
    ],
  },
  {
    id: 'decline: visitor geography',
    spec: { m: 'decline', why: 'no visitor location is stored' },
    qs: [
      'how many visitors from Germany this month?',
      'Break down this week\'s page views by country.',
    ],
  },
  {
    id: 'decline: close probability',
    spec: { m: 'decline', why: 'a prediction of deal outcomes: no CRM or pipeline data' },
    qs: [
      'which lead is most likely to close this quarter?',
      'What is the win probability for {lead2.name}?',
    ],
  },
  {
    id: 'decline: competitor\'s own website traffic',
    spec: { m: 'decline', why: 'only this workspace\'s own site traffic is observed' },
    qs: [
      'how much traffic does {competitor.domain} get on their own website?',
      'Compare our site visits to {competitor.name}\'s site visits last month.',
    ],
  },
  {
    id: 'decline: sales call notes',
    spec: { m: 'decline', why: 'no call or meeting records are held' },
    qs: [
      'what did {person2.email} say on the last sales call?',
      'Summarise my meeting notes with {customer.name}.',
    ],
  },
  {
    id: 'decline: customer satisfaction',
    spec: { m: 'decline', why: 'no NPS or satisfaction data is held' },
    qs: [
      "what's the NPS of {customer.name}?",
      'How happy is {customer2.domain} with us — CSAT score?',
    ],
  },
  {
    id: 'decline: ad-blocked visitors',
    spec: { m: 'decline', why: 'visitors who block the pixel are never recorded' },
    qs: [
      'how many visitors blocked our pixel with an ad blocker last week?',
      'What share of our traffic runs an ad blocker?',
    ],
  },
];

export const SET9 = flatten(SET9_FAMILIES);
