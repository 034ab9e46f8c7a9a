// Answer set 18 (a tuning set, issue 14): written on 2026-11-27 by a helper who never read the planner (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from truth.ts/measures.ts/windows.ts and the demo generator only. Style: a customer-success / account manager who thinks account by account and person by person
// ("has {customer.name} been on the site this week", "when did we last see anyone from X", "page views
// last week vs this week"), plus portfolio questions over customers and leads, in plain professional
// English with the occasional typo.
//
// Coverage: every measure (count, list, avg, sum, share with its denominator stated, top by a number
// and top groups by path/channel/source/campaign, first, last, compare with the first window named
// first, decline) over every subject truth.ts computes (accounts, visitors, page views, sessions,
// attributed sessions, identifications, recommendations, keys, webhooks), weighted toward domain,
// company and email filters; every window kind (today, yesterday, this/last week, month and quarter,
// rolling N days, since a date, between two dates, all time). Exact page vs path prefix is always
// said; wherever the consumer-mailbox `personal` account can be in an account figure the question
// says it counts (the truth counts it, truth.ts header). Recommendations, keys and webhooks are asked
// without a window (their created_at is the setup's wall clock). Declines: renewal dates, support
// tickets, NPS, account owners, call notes, meetings, seats, email replies, forecasts, causes, an
// ambiguous company name. Truths were checked on both workspaces (demo and the second generated one) by a scratch
// script (scratch/check18.ts) without the copilot: every spec passes specProblems and computes; no
// list is empty on both and no top-N has a tie across its cut. Realistic zeros kept on purpose: a
// customer's page views last quarter (Q1, before any data: 0 on both workspaces) and one person's
// page views last week in a last-week-vs-this-week comparison (0 on the demo workspace).
import type { Family } from './set.js';
import { between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY } from './set.js';

const WEEK = thisP('week');
const LAST_WEEK = lastP('week');
const MONTH = thisP('month');
const LAST_MONTH = lastP('month');
const MAY = between('2025-05-01', '2025-05-31');

export const SET18_FAMILIES: Family[] = [
  // ---------------------------------------------------------------- one customer account at a time
  {
    id: 'customer people this week (by name)',
    spec: { m: 'count', s: 'visitors', f: { company: '{customer.name}' }, w: WEEK },
    qs: [
      'Has {customer.name} been on the site this week (since Monday), and how many of their people?',
      'How many distinct people from {customer.name} have viewed at least one page this week, Monday to now?',
    ],
  },
  {
    id: 'customer last page view (by domain)',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{customer.domain}' } },
    qs: [
      'When did we last see anyone from {customer.domain}? I need the time of their most recent page view.',
      'Most recent page view by anybody at {customer.domain}, date and time please',
      'last time someone from {customer.domain} viewed a page on the site?',
    ],
  },
  {
    id: 'customer page views last week vs this week',
    spec: { m: 'compare', s: 'page_views', f: { domain: '{customer.domain}' }, w: LAST_WEEK, w2: WEEK },
    qs: [
      '{customer.domain}: page views last week vs this week, last week first',
      'Compare the page views from {customer.domain} in last calendar week (Mon-Sun) with this week so far. Give last week\'s number first, then this week\'s.',
    ],
  },
  {
    id: 'customer sessions this month',
    spec: { m: 'count', s: 'sessions', f: { domain: '{customer.domain}' }, w: MONTH },
    qs: [
      'How many browsing sessions did people from {customer.domain} start this month (June so far)?',
      'Number of sessions from the {customer.domain} account since the 1st of this month?',
    ],
  },
  {
    id: 'customer share of page views on pricing (prefix) this month',
    spec: { m: 'share', s: 'page_views', f: { domain: '{customer.domain}' }, part: { pathPrefix: '/pricing' }, w: MONTH },
    qs: [
      'Of all the page views from {customer.domain} this month, what percentage were pricing pages (any path starting with /pricing, so /pricing and /pricing/enterprise)?',
      'This month, what share of {customer.domain}\'s page views landed on a path beginning with /pricing? Denominator = all their page views this month.',
    ],
  },
  {
    id: 'customer2 most viewed page all time',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'path', f: { domain: '{customer2.domain}' } },
    qs: [
      'Which page has {customer2.domain} viewed the most, all time?',
      'Single most-viewed page path for the {customer2.domain} account (by page views, ever)?',
    ],
  },
  {
    id: 'customer avg intent of their people',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { domain: '{customer.domain}' } },
    qs: [
      'What is the average intent score across all the people we have ever seen from {customer.domain}?',
      'Average person-level intent at {customer.domain} (every visitor from that account, all time)?',
    ],
  },
  {
    id: 'customer people yesterday vs today',
    spec: { m: 'compare', s: 'visitors', f: { domain: '{customer.domain}' }, w: YESTERDAY, w2: TODAY },
    qs: [
      'How many people from {customer.domain} were on the site yesterday compared with today so far? Yesterday\'s count first.',
      'Distinct visitors from {customer.domain}: yesterday vs today, yesterday first pls',
    ],
  },
  {
    id: 'customer last identification',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { domain: '{customer.domain}' } },
    qs: [
      'When did we last identify someone new at {customer.domain}? Give me the identification timestamp.',
      'Latest identification time for anybody from {customer.domain}?',
    ],
  },
  {
    id: 'customer last quarter page views (zero)',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}' }, w: lastP('quarter') },
    qs: [
      'How many page views did {customer.domain} have last quarter (January to March 2025)?',
      'Page views from {customer.domain} during the previous calendar quarter, Q1?',
    ],
  },
  // ------------------------------------------------------------------------------ second customer
  {
    id: 'customer2 page views last 7 days',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer2.domain}' }, w: days(7) },
    qs: [
      'How many page views has {customer2.domain} had in the last 7 days?',
      'Past seven days: total page views from people at {customer2.domain}?',
    ],
  },
  {
    id: 'customer2 people this month (list)',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer2.domain}' }, w: MONTH },
    qs: [
      'Which people from {customer2.domain} have visited this month? List every one of them.',
      'List all visitors at {customer2.domain} with at least one page view in June (month to date).',
    ],
  },
  {
    id: 'customer2 earliest first visit',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { domain: '{customer2.domain}' } },
    qs: [
      'When did the first person from {customer2.domain} ever visit us? Date and time of the earliest first visit.',
      'Earliest first-visit time among all the people at {customer2.domain}?',
    ],
  },
  {
    id: 'customer2 most recent session start',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { domain: '{customer2.domain}' } },
    qs: [
      'When did the most recent browsing session from {customer2.domain} begin?',
      'Start time of the latest session anyone at {customer2.domain} had on the site?',
    ],
  },
  {
    id: 'customer2 sum of lifetime visit counts of their people',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer2.domain}' } },
    qs: [
      'Add up the lifetime visit counts of every person at {customer2.domain}: what is the total?',
      'Sum of the visit_count field across all visitors from {customer2.domain} (all time)',
    ],
  },
  // ----------------------------------------------------------------------------------- lead accounts
  {
    id: 'lead people intent above 60 (list)',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead.domain}', intent: { op: '>', v: 60 } } },
    qs: [
      'List the people at {lead.domain} with intent above 60',
      'Who at {lead.domain} has a personal intent score greater than 60? All of them, any time.',
      'people from {lead.domain} scoring over 60 on intent - full list pls',
    ],
  },
  {
    id: 'lead top 3 people by intent',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'intent_score', f: { domain: '{lead.domain}' } },
    qs: [
      'Who are the 3 highest-intent people at {lead.domain}? Rank by their intent score.',
      'Top three visitors from {lead.domain} by intent score, all time',
    ],
  },
  {
    id: 'lead page views last month vs this month',
    spec: { m: 'compare', s: 'page_views', f: { domain: '{lead.domain}' }, w: LAST_MONTH, w2: MONTH },
    qs: [
      '{lead.domain}: page views last month (May) vs this month so far, May first',
      'Compare {lead.domain}\'s page views in the previous calendar month with June to date. Start with last month.',
    ],
  },
  {
    id: 'lead share of people with intent over 50',
    spec: { m: 'share', s: 'visitors', f: { domain: '{lead.domain}' }, part: { intent: { op: '>', v: 50 } } },
    qs: [
      'Of all the people we have ever seen from {lead.domain}, what percentage have an intent score above 50?',
      'What share of {lead.domain}\'s visitors (everyone, all time = the denominator) score more than 50 on intent?',
    ],
  },
  {
    id: 'lead first page view of /pricing/enterprise',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { domain: '{lead.domain}', path: '/pricing/enterprise' } },
    qs: [
      'When did someone at {lead.domain} first look at the /pricing/enterprise page?',
      'First ever page view of exactly /pricing/enterprise by {lead.domain}: when was it?',
    ],
  },
  {
    id: 'lead top 2 channels this month',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'channel', f: { domain: '{lead.domain}' }, w: MONTH },
    qs: [
      'For {lead.domain}, which 2 channels brought the most page views this month?',
      'Top two traffic channels for {lead.domain} in June so far, ranked by page views',
    ],
  },
  {
    id: 'lead top 3 pages all time',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { domain: '{lead.domain}' } },
    qs: [
      'What are the 3 pages {lead.domain} has viewed most, all time?',
      'Top three page paths for {lead.domain} by number of page views, ever',
      'which 3 pages does {lead.name} look at the most? (all time, ranked by views)',
    ],
  },
  // ---------------------------------------------------------------------------------- second lead
  {
    id: 'lead2 top 2 people by visit count',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'visit_count', f: { domain: '{lead2.domain}' } },
    qs: [
      'Which 2 people at {lead2.domain} have the highest visit counts?',
      'Top 2 visitors from {lead2.domain} ranked by lifetime visit count',
    ],
  },
  {
    id: 'lead2 page views since June 1',
    spec: { m: 'count', s: 'page_views', f: { domain: '{lead2.domain}' }, w: since('2025-06-01') },
    qs: [
      'How many page views has {lead2.domain} racked up since June 1st?',
      'Page views from {lead2.domain} from 1 June 2025 until now?',
    ],
  },
  {
    id: 'lead2 last seen (account field)',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{lead2.name}' } },
    qs: [
      'When was {lead2.name} last seen?',
      'Last-seen timestamp on the {lead2.name} account?',
    ],
  },
  {
    id: 'lead2 share of people identified by email capture',
    spec: { m: 'share', s: 'visitors', f: { domain: '{lead2.domain}' }, part: { idSource: 'email_capture' } },
    qs: [
      'What percentage of the people from {lead2.domain} (all of them, all time) were identified via email capture?',
      'Of every visitor we have from {lead2.domain}, what share has email capture as the identification source?',
    ],
  },
  // ---------------------------------------------------------------------------- competitor / excluded
  {
    id: 'competitor top 2 pages all time',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { company: '{competitor.name}' } },
    qs: [
      'Which 2 pages has {competitor.name} viewed most, all time?',
      'Top two page paths by views for {competitor.name}, ever',
    ],
  },
  {
    id: 'competitor first seen (account field)',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { company: '{competitor.name}' } },
    qs: [
      'First time we ever saw {competitor.name}? The first-seen date on their account.',
      'When was {competitor.name} first seen on our site?',
      'whens the first time {competitor.name} showed up at all? (first-seen on the account)',
    ],
  },
  {
    id: 'competitor pricing views this week (prefix)',
    spec: { m: 'count', s: 'page_views', f: { company: '{competitor.name}', pathPrefix: '/pricing' }, w: WEEK },
    qs: [
      'How many pricing page views (any path starting with /pricing, i.e. /pricing and /pricing/enterprise) did {competitor.name} rack up this week?',
      'This week since Monday: {competitor.name} views of pages whose path begins with /pricing?',
    ],
  },
  {
    id: 'competitor page views last month vs this month',
    spec: { m: 'compare', s: 'page_views', f: { domain: '{competitor.domain}' }, w: LAST_MONTH, w2: MONTH },
    qs: [
      'Page views from {competitor.domain}: last month vs this month to date (last month first)',
      'How did {competitor.domain} do in May compared with June so far, in page views? May\'s figure first.',
    ],
  },
  {
    id: 'excluded last view of /pricing (exact)',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { company: '{excluded.name}', path: '/pricing' } },
    qs: [
      'When did {excluded.name} last view the /pricing page (that exact path, not /pricing/enterprise)?',
      'Most recent view of exactly /pricing by anyone from {excluded.name}?',
    ],
  },
  // ------------------------------------------------------------------------------ person by person
  {
    id: 'person page views in May',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' }, w: MAY },
    qs: [
      'How many page views did {person.email} rack up in May?',
      '{person.email}: number of pages viewed during May 2025 (1-31 May)',
      'May 1-31 page views for {person.email} pls',
    ],
  },
  {
    id: 'person identified at',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { email: '{person.email}' } },
    qs: [
      'When was {person.email} identified?',
      'At what date and time did we identify {person.email}?',
    ],
  },
  {
    id: 'person2 top page',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'path', f: { email: '{person2.email}' } },
    qs: [
      'Which page has {person2.email} viewed the most, all time?',
      'Most viewed page path for {person2.email} (by number of views)?',
    ],
  },
  {
    id: 'person2 first session start',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { email: '{person2.email}' } },
    qs: [
      'When did {person2.email}\'s first ever session on the site start?',
      'Start time of the earliest session by {person2.email}?',
    ],
  },
  {
    id: 'person3 intent score',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { email: '{person3.email}' } },
    qs: [
      'What is the intent score of {person3.email}?',
      'Current intent for the person {person3.email}?',
    ],
  },
  {
    id: 'person3 last page view',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person3.email}' } },
    qs: [
      'When did {person3.email} last view a page on our site?',
      'Timestamp of the most recent page view by {person3.email}?',
    ],
  },
  {
    id: 'person4 sessions last 30 days',
    spec: { m: 'count', s: 'sessions', f: { email: '{person4.email}' }, w: days(30) },
    qs: [
      'How many sessions has {person4.email} had in the last 30 days?',
      'Number of separate browsing sessions by {person4.email} over the past 30 days?',
    ],
  },
  {
    id: 'person4 share of pricing views (prefix)',
    spec: { m: 'share', s: 'page_views', f: { email: '{person4.email}' }, part: { pathPrefix: '/pricing' } },
    qs: [
      'What share of {person4.email}\'s page views (all time, all pages = 100%) were pricing pages, i.e. paths starting with /pricing?',
      'Percent of {person4.email}\'s views on /pricing or anything under it, out of all their page views ever',
    ],
  },
  {
    id: 'person5 first visit',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person5.email}' } },
    qs: [
      'When did {person5.email} first visit the site?',
      'First visit date/time for {person5.email}?',
    ],
  },
  {
    id: 'person5 page views last week vs this week',
    spec: { m: 'compare', s: 'page_views', f: { email: '{person5.email}' }, w: LAST_WEEK, w2: WEEK },
    qs: [
      '{person5.email}: page views last week vs this week so far, last week first',
      'Compare how many pages {person5.email} viewed in last calendar week against this week (since Monday); give last week first.',
    ],
  },
  {
    id: 'consumer page views this month',
    spec: { m: 'count', s: 'page_views', f: { email: '{consumer.email}' }, w: MONTH },
    qs: [
      'How many page views did {consumer.email} rack up this month?',
      'June so far: pages viewed by {consumer.email}?',
    ],
  },
  {
    id: 'consumer last page view',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{consumer.email}' } },
    qs: [
      'When was {consumer.email} last on the site (their latest page view)?',
      'Most recent page view by {consumer.email}, date and time?',
    ],
  },
  // ------------------------------------------------------------------- the consumer-mailbox bucket
  {
    id: 'personal bucket returning people this week',
    spec: { m: 'count', s: 'visitors', f: { domain: 'personal', returning: true }, w: WEEK },
    qs: [
      'Of the people under the consumer-mailbox account (domain "personal": gmail, outlook and so on) who visited this week, how many had already visited before Monday?',
      'Returning visitors in the `personal` bucket this week: a page view since Monday and a first visit before it?',
    ],
  },
  {
    id: 'personal bucket identified yesterday',
    spec: { m: 'count', s: 'identifications', f: { domain: 'personal' }, w: YESTERDAY },
    qs: [
      'How many consumer-mailbox people (account "personal") did we identify yesterday?',
      'Identifications in the personal (gmail/yahoo/etc.) bucket yesterday?',
    ],
  },
  // ------------------------------------------------------------------------- customers, portfolio
  {
    id: 'customers visited this week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: WEEK },
    qs: [
      'How many of our customer accounts have been on the site this week (since Monday)?',
      'Count of customers with at least one page view this week?',
      'Customer accounts active on the site since Monday - how many?',
    ],
  },
  {
    id: 'customers visited in the last 7 days (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: days(7) },
    qs: [
      'Which customers visited in the last 7 days? List them.',
      'Show me all customer accounts that were on the site during the past 7 days.',
      'List every account classified as customer that had a page view in the past seven days',
    ],
  },
  {
    id: 'customers avg intent',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'What is the average intent score across all our customer accounts?',
      'Avg intent of the accounts classified as customer (all of them, no time filter)?',
    ],
  },
  {
    id: 'customers sum of visitor counts',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      'Across all customer accounts, how many people do we know of in total? Add up each customer account\'s visitor count.',
      'Sum of visitor_count over every account classified as customer',
    ],
  },
  {
    id: 'customers top 1 by page views this month',
    spec: { m: 'top', s: 'accounts', n: 1, by: 'views', f: { classification: 'customer' }, w: MONTH },
    qs: [
      'Which customer account has the most page views this month?',
      'Our busiest customer in June so far, ranked by page views - which one is it?',
    ],
  },
  {
    id: 'customers page views this month vs last month',
    spec: { m: 'compare', s: 'page_views', f: { classification: 'customer' }, w: MONTH, w2: LAST_MONTH },
    qs: [
      'Customer page views this month vs last month, this month first',
      'All customer accounts combined: June-to-date page views compared to May\'s. Give June first.',
    ],
  },
  {
    id: 'customers avg page views per visiting customer this month',
    spec: { m: 'avg', s: 'accounts', field: 'views', f: { classification: 'customer' }, w: MONTH },
    qs: [
      'Among the customers that visited this month, what is the average number of page views per account (June so far)?',
      'Average June page views per customer account, counting only customers with at least one page view this month',
    ],
  },
  {
    id: 'customers on exact /pricing in last 14 days (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/pricing' }, w: days(14) },
    qs: [
      'Which customers looked at the /pricing page (that exact path) in the last 14 days?',
      'List customer accounts with a view of exactly /pricing over the past two weeks (14 days)',
    ],
  },
  {
    id: 'customers top page this month',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'path', f: { classification: 'customer' }, w: MONTH },
    qs: [
      'What is the single page our customers viewed most this month?',
      'Top page path among all customer accounts in June so far, by page views',
    ],
  },
  {
    id: 'customers share of page views that were direct last month',
    spec: { m: 'share', s: 'page_views', f: { classification: 'customer' }, part: { channel: 'direct' }, w: LAST_MONTH },
    qs: [
      'What percentage of our customers\' page views last month (May) came through the direct channel? Denominator: all customer page views in May.',
      'Last month, share of customer-account page views whose channel was direct?',
    ],
  },
  {
    id: 'customer people top 5 by intent',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'Who are the 5 highest-intent people across all our customer accounts?',
      'Top 5 visitors at customer accounts ranked by intent score',
    ],
  },
  // --------------------------------------------------------------------- leads, portfolio (personal is a lead)
  {
    id: 'leads with intent 80+ incl personal',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 80 } } },
    qs: [
      'How many lead accounts have an intent score of 80 or more? Include the consumer-mailbox "personal" account, which is classified as a lead.',
      'Count of leads with intent >= 80, counting the personal bucket as one of the leads',
    ],
  },
  {
    id: 'leads top 5 by visit count incl personal',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'lead' } },
    qs: [
      'Top 5 lead accounts by visit count (the "personal" consumer bucket counts as a lead here)',
      'Which five leads have the highest lifetime visit counts? Keep the personal account in the ranking.',
    ],
  },
  {
    id: 'leads avg intent visited this week incl personal',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: WEEK },
    qs: [
      'Average intent score of the lead accounts that visited this week, including the "personal" consumer-mailbox account?',
      'For leads with a page view since Monday (personal bucket included), what is their mean intent?',
    ],
  },
  {
    id: 'leads share with intent above 50 incl personal',
    spec: { m: 'share', s: 'accounts', f: { classification: 'lead' }, part: { intent: { op: '>', v: 50 } } },
    qs: [
      'Of all our lead accounts (personal bucket included in the denominator), what percentage have intent above 50?',
      'Share of leads scoring over 50 on intent, out of all lead accounts incl. the consumer "personal" one',
    ],
  },
  {
    id: 'leads returning last week incl personal',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', returning: true }, w: LAST_WEEK },
    qs: [
      'How many lead accounts came back last week, i.e. visited last week (Mon-Sun) and were first seen before it? The personal bucket counts as a lead.',
      'Returning leads last calendar week (first seen before that week, page view during it), personal account included?',
    ],
  },
  {
    id: 'leads top 4 by page views this week incl personal',
    spec: { m: 'top', s: 'accounts', n: 4, by: 'views', f: { classification: 'lead' }, w: WEEK },
    qs: [
      'Which 4 lead accounts have the most page views this week? Include the "personal" consumer bucket in the ranking.',
      'Top four leads by page views since Monday (personal account counted as a lead)',
    ],
  },
  {
    id: 'lead people intent over 70 last 7 days incl consumer',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', intent: { op: '>', v: 70 } }, w: days(7) },
    qs: [
      'How many people at lead accounts with an intent score above 70 visited in the last 7 days? Consumer-mailbox people (the "personal" account is a lead) count.',
      'Last 7 days: visitors scoring more than 70 who belong to a lead account, personal bucket included',
    ],
  },
  {
    id: 'leads intent 95+ visited today (list) incl personal',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 95 } }, w: TODAY },
    qs: [
      'List the lead accounts with intent of 95 or more that have been on the site today. Include the personal bucket if it qualifies.',
      'Which leads scoring at least 95 had a page view today? Full list, consumer "personal" account included.',
    ],
  },
  // ------------------------------------------------------------------------ competitors / excluded, portfolio
  {
    id: 'competitors visited this week (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: WEEK },
    qs: [
      'Which competitors have been on the site this week? List them.',
      'List the accounts classified as competitor with a page view since Monday',
    ],
  },
  // ---------------------------------------------------------------------------- whole workspace
  {
    id: 'accounts visited today incl personal',
    spec: { m: 'count', s: 'accounts', w: TODAY },
    qs: [
      'How many accounts have been on the site today? Count the "personal" consumer-mailbox bucket as one account.',
      'Accounts with a page view today (personal included)?',
    ],
  },
  {
    id: 'accounts avg intent incl personal',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score' },
    qs: [
      'What is the average intent score across every account in the workspace, the "personal" bucket included?',
      'Mean account intent over all accounts (all classifications, personal counted)?',
    ],
  },
  {
    id: 'accounts top 3 by visitor count incl personal',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count' },
    qs: [
      'Which 3 accounts have the most people (visitor count)? The personal consumer bucket is allowed in the ranking.',
      'Top three accounts by number of visitors, any classification, personal included',
    ],
  },
  {
    id: 'accounts share customers of this week visitors incl personal',
    spec: { m: 'share', s: 'accounts', f: {}, part: { classification: 'customer' }, w: WEEK },
    qs: [
      'Of all accounts that visited this week (counting the consumer "personal" bucket as one account), what percentage are customers?',
      'This week\'s visiting accounts, personal included as one: what share are classified customer?',
    ],
  },
  {
    id: 'identifications by ip table top 3 intent this month',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'intent_score', f: { idSource: 'ip_table' }, w: MONTH },
    qs: [
      'Of the people identified this month through the IP table (company network match), who are the 3 with the highest intent?',
      'Top 3 by intent among people identified in June via the ip_table source',
    ],
  },
  {
    id: 'identifications compare last week vs this week',
    spec: { m: 'compare', s: 'identifications', w: LAST_WEEK, w2: WEEK },
    qs: [
      'Identifications last week vs this week so far, whole workspace, last week first',
      'How many people did we identify in the previous calendar week compared with this week since Monday? Previous week first.',
    ],
  },
  {
    id: 'people intent 90+ visited today (list)',
    spec: { m: 'list', s: 'visitors', f: { intent: { op: '>=', v: 90 } }, w: TODAY },
    qs: [
      'List everyone with an intent score of 90 or higher who has been on the site today, consumer-mailbox people included.',
      'Which visitors scoring 90+ had a page view today? All of them, any account.',
    ],
  },
  {
    id: 'people first-time visitors this week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: WEEK },
    qs: [
      'How many first-time visitors have we had this week (people whose first ever visit was since Monday)?',
      'New visitors this week, anonymous included?',
    ],
  },
  {
    id: 'identified people sum of page views yesterday',
    spec: { m: 'sum', s: 'visitors', field: 'views', f: { identified: true }, w: YESTERDAY },
    qs: [
      'How many page views did identified people make yesterday, all together?',
      'Yesterday, total page views by visitors we have identified (anonymous ones left out)?',
    ],
  },
  {
    id: 'identified people top 2 by page views this month',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'views', f: { identified: true }, w: MONTH },
    qs: [
      'Which 2 identified people have viewed the most pages this month?',
      'Top two identified visitors (any account, consumer mailboxes included) by page views in June so far',
    ],
  },
  {
    id: 'people share anonymous this month',
    spec: { m: 'share', s: 'visitors', part: { identified: false }, w: MONTH },
    qs: [
      'Of all people who visited this month, what percentage are still unidentified (anonymous)?',
      'Share of June visitors (everyone with a page view this month = denominator) that we have not identified?',
    ],
  },
  {
    id: 'customer email-captured people last visit',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { classification: 'customer', idSource: 'email_capture' } },
    qs: [
      'Among customer-account people identified by email capture, when was the latest visit?',
      'Most recent last-visit time of any email-captured person at a customer account?',
    ],
  },
  // --------------------------------------------------------------------------- pages & channels
  {
    id: 'page views top channels this week',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: WEEK },
    qs: [
      'Top 3 channels by page views this week?',
      'Which three traffic channels brought the most page views since Monday?',
    ],
  },
  {
    id: 'page views share organic search last 30 days',
    spec: { m: 'share', s: 'page_views', part: { channel: 'organic_search' }, w: days(30) },
    qs: [
      'What percentage of all page views in the last 30 days came from organic search?',
      'Organic search share of page views, past 30 days (all page views = 100%)?',
    ],
  },
  {
    id: 'sessions identified share today',
    spec: { m: 'share', s: 'sessions', part: { identified: true }, w: TODAY },
    qs: [
      'Of all sessions started today, what percentage belong to identified people?',
      'Today: share of sessions (all sessions today = denominator) by visitors we have identified?',
    ],
  },
  // -------------------------------------------------------------------------- attributed sessions
  {
    id: 'attributed top 3 campaigns last month',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: LAST_MONTH },
    qs: [
      'Which 3 campaigns drove the most attributed sessions last month (May)?',
      'Top three utm campaigns by attributed sessions in the previous calendar month',
    ],
  },
  {
    id: 'attributed share google this month',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'google' }, w: MONTH },
    qs: [
      'This month, what share of attributed sessions came from the google source? Out of all attributed sessions this month.',
      'Google\'s percentage of June-to-date attributed sessions (every attributed session this month = 100%)?',
    ],
  },
  {
    id: 'attributed linkedin last week vs this week',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'linkedin' }, w: LAST_WEEK, w2: WEEK },
    qs: [
      'LinkedIn-sourced attributed sessions: last week vs this week so far, last week first',
      'Compare attributed sessions with source linkedin in the previous Mon-Sun week against this week to date. Last week\'s number first.',
    ],
  },
  {
    id: 'attributed monthly-digest since June 1',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'monthly-digest' }, w: since('2025-06-01') },
    qs: [
      'How many attributed sessions has the monthly-digest campaign produced since June 1?',
      'monthly-digest campaign: attributed sessions from 2025-06-01 to now?',
    ],
  },
  {
    id: 'attributed top sources this quarter',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'source', w: thisP('quarter') },
    qs: [
      'Top 2 utm sources by attributed sessions this quarter?',
      'Which two sources brought the most attributed sessions so far this quarter?',
    ],
  },
  // ------------------------------------------------------------------ recommendations, keys, webhooks
  {
    id: 'recommendations open count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'How many open recommendations do I have right now?',
      'Number of recommendations still open (new, or snoozed with the snooze over)?',
    ],
  },
  {
    id: 'recommendations open list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'List all my open recommendations.',
      'Which recommendations are open at the moment? Give me every one.',
    ],
  },
  {
    id: 'api keys active count',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: [
      'How many API keys are active (not revoked)?',
      'Count of non-revoked API keys?',
    ],
  },
  {
    id: 'api keys list',
    spec: { m: 'list', s: 'keys' },
    qs: [
      'List all our API keys by name, revoked or not.',
      'What API keys does the workspace have? Every one of them.',
    ],
  },
  {
    id: 'webhooks enabled count',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'How many webhook endpoints are enabled?',
      'Number of enabled webhooks?',
    ],
  },
  {
    id: 'webhooks disabled list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Which webhook endpoints are disabled? List their URLs.',
      'List the disabled webhooks.',
    ],
  },
  // ------------------------------------------------------------------------------------- declines
  {
    id: 'decline: renewal date',
    spec: { m: 'decline', why: 'contract renewal dates are not recorded' },
    qs: [
      'When is {customer.name}\'s contract up for renewal?',
      'What\'s the renewal date on the {customer.domain} account?',
    ],
  },
  {
    id: 'decline: support tickets',
    spec: { m: 'decline', why: 'support tickets are not recorded' },
    qs: [
      'How many open support tickets does {customer.domain} have?',
      'Has {customer2.name} filed any support tickets this month?',
    ],
  },
  {
    id: 'decline: NPS',
    spec: { m: 'decline', why: 'NPS / survey scores are not recorded' },
    qs: [
      'What NPS did {customer2.name} give us in the last survey?',
      'Show me the net promoter score for {customer.domain}',
    ],
  },
  {
    id: 'decline: account owner',
    spec: { m: 'decline', why: 'account ownership (CSM/AE assignment) is not recorded' },
    qs: [
      'Who is the account owner for {customer.name}?',
      'Which CSM is assigned to {lead2.domain}?',
    ],
  },
  {
    id: 'decline: call notes',
    spec: { m: 'decline', why: 'call content is not recorded' },
    qs: [
      'What did {lead.name} say on our last call with them?',
      'Summarise the objections {customer2.name} raised on the QBR call',
    ],
  },
  {
    id: 'decline: meetings booked',
    spec: { m: 'decline', why: 'calendar meetings are not recorded' },
    qs: [
      'Which meetings do we have booked with {lead2.name} next week?',
      'When is my next meeting with {customer.name}?',
    ],
  },
  {
    id: 'decline: seats licensed',
    spec: { m: 'decline', why: 'licences / seats of a B2B contract are not recorded' },
    qs: [
      'How many licensed seats does {customer.name} have on their contract?',
      'Seat count on the {customer2.domain} agreement?',
    ],
  },
  {
    id: 'decline: churn forecast',
    spec: { m: 'decline', why: 'a forecast' },
    qs: [
      'Will {customer2.name} churn next quarter?',
      'Which of our customers are going to churn in the next 90 days?',
    ],
  },
  {
    id: 'decline: page view forecast',
    spec: { m: 'decline', why: 'a forecast' },
    qs: [
      'How many page views will {customer.domain} have next week?',
      'Predict how many people from {lead.domain} will visit next month',
    ],
  },
  {
    id: 'decline: cause of a traffic change',
    spec: { m: 'decline', why: 'a causal claim' },
    qs: [
      'Why did {lead2.domain}\'s traffic change so much last week?',
      'What made {customer.name}\'s page views change between May and June?',
    ],
  },
  {
    id: 'decline: ambiguous company name',
    spec: { m: 'decline', why: 'several accounts start with that word and none is named just that' },
    qs: [
      'How many people from {ambiguous} visited this week?',
      'When did we last see {ambiguous} on the site?',
    ],
  },
  {
    id: 'decline: email replies',
    spec: { m: 'decline', why: 'email replies / inbox content are not recorded' },
    qs: [
      'Did {person.email} reply to my last email?',
      'Has anyone at {customer2.domain} answered our onboarding email thread?',
    ],
  },
];

export const SET18 = flatten(SET18_FAMILIES);
