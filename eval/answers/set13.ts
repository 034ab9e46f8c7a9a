// Answer set 13 (a tuning set, issue 14): written on 2026-11-25 by a helper who never read the planner (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from truth.ts/measures.ts/windows.ts and the demo generator only. Style: a startup founder/CEO talking to the copilot conversationally and indirectly: yes/no-shaped questions that also ask for the number or the list ("are any customers on the site today? which?"), remarks before the question ("Busy week! ..."), colloquial but exact windows ("so far this month", "since Monday", "not counting anything before June 1", "the past 14 days"), "who" questions that say whether companies (accounts) or people (visitors) are meant, rankings ("hottest lead" = top 1 lead account by intent score), first/last times and two-window comparisons (first window first).
//
// Coverage notes:
//   - measures: count, list, avg, sum, share (denominator stated in the phrasing), top-N by a number
//     (intent_score, visit_count, visitor_count, views) and top groups (path, channel, source,
//     campaign), first, last, compare; about 15% declines (causal, forecast, will-they-buy,
//     counterfactual, data the product does not hold, the ambiguous company name).
//   - subjects: accounts, visitors, identifications, page_views, sessions, attributed_sessions,
//     recommendations, keys, webhooks.
//   - filters: classification, intent (>=, <), visits (between, >), path (exact page),
//     pathPrefix (a page and everything under it), channel, source, campaign, idSource, domain,
//     company, email, identified (true/false), new, returning, state.
//   - windows: today, yesterday, all time (implicit and explicit "ever"), last N days (7, 14, 30;
//     both rolling and calendar readings are accepted), this/last week, month, quarter (last
//     quarter precedes the demo data: a realistic zero), since a date, between two dates.
//   - accounts are every account row, the consumer-mailbox 'personal' account included (truth.ts,
//     as GET /accounts); "companies" in a phrasing means accounts, and rankings where 'personal'
//     would lead say outright that it counts.
//   - conventions kept: a page filter says whether the exact page or any page under it is meant;
//     "identified this week" is an identification made in the window, while identified people who
//     visited in a window say so; visit counts are lifetime; shares name their denominator;
//     comparisons name the first window first. Recommendations, keys and webhooks are asked
//     without a window (their created_at is the setup's wall-clock time, not the demo's).
//   - the demo generator's values (subgraphs/accounts/demo/traffic.ts, identification/traffic/channel.ts):
//     channels paid_search, paid_social, email, social, affiliate (campaign views), organic_search,
//     referral, direct; sources google, linkedin, newsletter, facebook, g2; campaigns brand-search,
//     abm-q3, monthly-digest, launch-week, g2-listing; pages /, /product, /product/integrations,
//     /blog/*, /docs/getting-started, /careers, /customers, /about, /pricing, /pricing/enterprise,
//     /demo; resolution sources email_capture, ip_table, asn. Filters here use channels
//     organic_search, social, paid_search; sources linkedin, g2; campaigns monthly-digest,
//     launch-week; pages /pricing, /pricing/*, /pricing/enterprise, /demo; email_capture.
//   - truth-checked on the demo workspace and the eval's second workspace (scratch script, no
//     copilot): every spec computes; one zero (competitors last quarter, by design).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET13_FAMILIES: Family[] = [
  // ---------------------------------------------------------------- accounts (companies)
  {
    id: 's13 accounts: customer companies that visited today (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      'Morning! Are any of our customers on the site today? Which customer companies have visited so far today?',
      'Quick check: which of our customer accounts have dropped by today, if any?',
    ],
  },
  {
    id: 's13 accounts: companies that viewed exactly /pricing today (list)',
    spec: { m: 'list', s: 'accounts', f: { path: '/pricing' }, w: TODAY },
    qs: [
      'Are any companies poking around the pricing page today? I mean the exact /pricing page, not its sub-pages. Which companies?',
      'Which companies (accounts, not individual people) have looked at exactly /pricing today?',
    ],
  },
  {
    id: 's13 accounts: lead accounts with intent >= 80 (count)',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 80 } } },
    qs: [
      'Do we have a lot of hot leads? How many lead accounts have an intent score of 80 or higher?',
      'Number of accounts classified as leads with intent 80 and up?',
    ],
  },
  {
    id: 's13 accounts: hottest lead (top 1 lead by intent)',
    spec: { m: 'top', s: 'accounts', n: 1, f: { classification: 'lead' } },
    qs: [
      "Who's our hottest lead right now? Just the one lead account with the highest intent score.",
      'If I could call only one lead company, which one has the top intent score?',
      'Which single company among our leads is scoring highest on intent?',
    ],
  },
  {
    id: 's13 accounts: top 5 by lifetime visit count',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count' },
    qs: [
      "Which five accounts have visited us the most, by their total visit count? Count the 'personal' consumer-mailbox account like any other.",
      "Who are our most frequent visitors at the account level? Top 5 accounts by lifetime visit count, the catch-all 'personal' account included.",
    ],
  },
  {
    id: 's13 accounts: top 3 by page views this week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: thisP('week') },
    qs: [
      "Busy week! Which 3 accounts have racked up the most page views since Monday? The 'personal' consumer-mailbox account counts too.",
      "Top three accounts by number of page views this week, including the catch-all 'personal' account?",
    ],
  },
  {
    id: 's13 accounts: lead companies with the most distinct visitors (top 3 by visitor count)',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', f: { classification: 'lead' } },
    qs: [
      "Which 3 lead accounts have the most different people visiting us, by visitor count? The 'personal' account is classified as a lead too, so count it.",
      "Among our lead accounts, the catch-all 'personal' account included, which three have the highest visitor counts?",
    ],
  },
  {
    id: 's13 accounts: first seen this month (count)',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'Are we still finding new companies? How many accounts did we see for the very first time so far this month?',
      'How many companies are brand new this month, meaning first seen this month?',
    ],
  },
  {
    id: 's13 accounts: returning this week (count)',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('week') },
    qs: [
      "How many companies came back this week? I mean accounts we'd already seen before Monday that visited again this week.",
      'Count the returning accounts this week: companies first seen before this week that have a visit this week.',
    ],
  },
  {
    id: 's13 accounts: competitors that visited this week (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      'Are competitors snooping around this week? Which competitor companies have visited since Monday?',
      'Which competitor accounts visited us this week, if any?',
    ],
  },
  {
    id: 's13 accounts: competitors on any pricing page since June 1 (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: since('2025-06-01') },
    qs: [
      'Not counting anything before June 1: which competitor companies have looked at a pricing page, /pricing or anything under it?',
      'Since the 1st of June, have any competitors viewed /pricing or one of its sub-pages? Which ones?',
    ],
  },
  {
    id: 's13 accounts: average intent of customer accounts',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      "How engaged are our customers overall? What's the average intent score across our customer accounts?",
      'Average intent score of the companies we have as customers?',
    ],
  },
  {
    id: 's13 accounts: total lifetime visits of competitor accounts (sum)',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      'Competitors are nosy. How many visits in total have competitor accounts made? Add up their visit counts.',
      'Sum of the lifetime visit counts of our competitor accounts?',
    ],
  },
  {
    id: 's13 accounts: share of this month\'s visiting companies that are customers',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'Of all the accounts that have visited this month, what percentage are customers?',
      "What share of this month's visiting accounts are existing customers, as a percent of all accounts with a visit this month?",
    ],
  },
  {
    id: 's13 accounts: share of lead accounts at intent >= 70',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } }, f: { classification: 'lead' } },
    qs: [
      'What percentage of our lead accounts have an intent score of 70 or more?',
      'Out of all lead accounts, what share are at intent 70+?',
    ],
  },
  {
    id: 's13 accounts: when lead2 was first seen',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead2.domain}' } },
    qs: [
      'When did {lead2.name} first show up on our radar? When was that account first seen?',
      "What's the first-seen date and time for the account {lead2.domain}?",
    ],
  },
  {
    id: 's13 accounts: when customer was last seen (by company name)',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{customer.name}' } },
    qs: [
      "When did {customer.name} last drop by? I'm after the company's last-seen time.",
      'When was the company {customer.name} last seen on our site?',
    ],
  },
  {
    id: 's13 accounts: companies visiting this week vs last week (compare)',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Are more companies finding us? How many accounts visited this week, versus last week?',
      'Number of companies with at least one visit this week, compared with last week.',
    ],
  },
  {
    id: 's13 accounts: customer companies visiting this month vs last month (compare)',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'customer' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'How many customer accounts have visited this month, compared to last month?',
      'Customers coming by: number of customer companies with a visit this month vs last month?',
    ],
  },
  {
    id: 's13 accounts: lifetime visit count between 10 and 20 (count)',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: 'between', lo: 10, hi: 20 } } },
    qs: [
      'How many accounts have a total visit count between 10 and 20, both included?',
      'Count the accounts with 10 to 20 visits in all.',
    ],
  },
  {
    id: 's13 accounts: cold accounts, intent under 30 (count)',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 30 } } },
    qs: [
      'How many accounts are basically cold, with an intent score under 30?',
      'Number of accounts whose intent score is below 30?',
    ],
  },
  {
    id: 's13 accounts: companies with a linkedin-sourced page view this month (list)',
    spec: { m: 'list', s: 'accounts', f: { source: 'linkedin' }, w: thisP('month') },
    qs: [
      'Is LinkedIn bringing in real companies? Which accounts had a page view tagged utm_source=linkedin this month?',
      'List the accounts that came to us from source linkedin so far this month.',
    ],
  },
  {
    id: 's13 accounts: top 3 leads by intent among those that viewed /pricing/enterprise in the past 14 days',
    spec: { m: 'top', s: 'accounts', n: 3, f: { classification: 'lead', path: '/pricing/enterprise' }, w: days(14) },
    qs: [
      'Among lead companies that viewed the /pricing/enterprise page in the past 14 days, which 3 have the highest intent scores?',
      'Top 3 lead accounts by intent that looked at /pricing/enterprise within the last 14 days?',
    ],
  },
  {
    id: 's13 accounts: competitors that visited last quarter (count, a realistic zero)',
    spec: { m: 'count', s: 'accounts', f: { classification: 'competitor' }, w: lastP('quarter') },
    qs: [
      'Were competitors already watching us last quarter? How many competitor accounts visited last quarter?',
      'Number of competitor companies with a visit in the previous quarter?',
    ],
  },
  {
    id: 's13 accounts: excluded companies that visited in the last 7 days (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'excluded' }, w: days(7) },
    qs: [
      'Have any of the companies we marked as excluded visited in the last 7 days? Which ones?',
      'Which excluded accounts have had a visit during the past 7 days?',
    ],
  },

  {
    id: 's13 accounts: average lifetime visit count of companies that visited this week',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', w: thisP('week') },
    qs: [
      "For the accounts that visited this week, the 'personal' consumer-mailbox account included, what is their average total visit count (lifetime)?",
      "Average lifetime visit count across all accounts with a visit since Monday, counting the catch-all 'personal' account too?",
    ],
  },
  {
    id: 's13 accounts: page views by lead companies this week (sum of views)',
    spec: { m: 'sum', s: 'accounts', field: 'views', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      "Leads are busy! Adding up every lead account, the 'personal' consumer-mailbox account included, how many page views have they made this week?",
      "Total page views this week across all lead accounts combined, the catch-all 'personal' account (classified as a lead) included?",
    ],
  },

  // ---------------------------------------------------------------- visitors (people)
  {
    id: 's13 visitors: people on the site today (count)',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: [
      'Busy day? How many people have been on the site today?',
      'How many visitors, individual people not companies, have viewed a page today?',
    ],
  },
  {
    id: 's13 visitors: identified people who visited this week (count)',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: thisP('week') },
    qs: [
      "How many identified people visited this week? I mean people we've identified, whenever that was, who had a page view since Monday.",
      'Count of visitors with a known identity who were on the site this week (identified at any time).',
    ],
  },
  {
    id: 's13 visitors: anonymous people who visited yesterday (count)',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: YESTERDAY },
    qs: [
      'How many anonymous visitors did we get yesterday, people we have never identified?',
      "Yesterday's visitors who are still unidentified: how many?",
    ],
  },
  {
    id: 's13 visitors: people from lead who visited this week (list)',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead.domain}' }, w: thisP('week') },
    qs: [
      'Who from {lead.name} has been on the site this week? List the people, not the company.',
      'Which individual visitors from {lead.domain} came by since Monday?',
    ],
  },
  {
    id: 's13 visitors: customer people on any pricing page in the last 30 days (list)',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}', pathPrefix: '/pricing' }, w: days(30) },
    qs: [
      'Is {customer.name} eyeing an upgrade? Which of their people viewed a pricing page (/pricing or anything under it) in the last 30 days?',
      'List the visitors from {customer.domain} who looked at /pricing or a /pricing/ sub-page during the past 30 days.',
    ],
  },
  {
    id: 's13 visitors: five hottest people (top 5 by intent)',
    spec: { m: 'top', s: 'visitors', n: 5 },
    qs: [
      'Who are the five hottest individual people right now? Top 5 visitors by intent score.',
      'Forget companies for a second: which 5 visitors have the highest intent scores?',
    ],
  },
  {
    id: 's13 visitors: top 3 identified people by lifetime visit count',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { identified: true }, w: ALL },
    qs: [
      'Among identified people, who are our 3 most frequent visitors by total visit count?',
      'Top three identified visitors by number of visits, all time?',
    ],
  },
  {
    id: 's13 visitors: first-time visitors this week (count)',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      'How many first-time visitors have we had this week, people whose first visit was since Monday?',
      'Count of new visitors this week (first visit this week).',
    ],
  },
  {
    id: 's13 visitors: returning visitors today (count)',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: TODAY },
    qs: [
      'How many people came back today? Visitors who first visited before today and viewed a page today.',
      'Returning visitors today, meaning first seen before today: how many?',
    ],
  },
  {
    id: 's13 visitors: average intent of people at customer accounts',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      "What's the average intent score of individual visitors from our customer accounts?",
      "Across all the people at customer companies, what's their mean intent score?",
    ],
  },
  {
    id: 's13 visitors: total visits of lead2 people (sum)',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{lead2.domain}' } },
    qs: [
      "Add up the visit counts of every person from {lead2.name}. What's the total?",
      "Total visits by people from {lead2.domain}, summing each visitor's visit count?",
    ],
  },
  {
    id: 's13 visitors: share of this month\'s visitors that are identified',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      'Of everyone who visited this month, what percentage have we identified?',
      "What share of this month's visitors are identified, as a percent of all people who visited this month?",
    ],
  },
  {
    id: 's13 visitors: share of identified people resolved by email capture',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true } },
    qs: [
      'Of all identified visitors, what percentage were identified through email capture?',
      'How much of our identification comes from email capture? The share of identified people whose resolution source is email capture.',
    ],
  },
  {
    id: 's13 visitors: when person first visited',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: [
      'When did {person.email} first visit us?',
      "What's the date and time of {person.email}'s very first visit?",
    ],
  },
  {
    id: 's13 visitors: when person2 last visited',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' } },
    qs: [
      'When was {person2.email} last on the site?',
      'Has {person2.email} been around lately? When was their most recent visit?',
    ],
  },
  {
    id: 's13 visitors: people today vs yesterday (compare)',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      'Is today busier than yesterday? Number of visitors today versus yesterday.',
      'How many people have visited today, and how many visited yesterday?',
    ],
  },
  {
    id: 's13 visitors: people with more than 10 lifetime visits (count)',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>', v: 10 } } },
    qs: [
      'How many visitors have more than 10 visits under their belt?',
      'Number of people whose total visit count is above 10?',
    ],
  },
  {
    id: 's13 visitors: competitor people in the last 7 days (list)',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: days(7) },
    qs: [
      'Who from competitor companies has been on our site in the last 7 days? List the people.',
      'Which individual visitors at competitor accounts visited during the past 7 days?',
    ],
  },
  {
    id: 's13 visitors: people from the monthly-digest campaign this month (count)',
    spec: { m: 'count', s: 'visitors', f: { campaign: 'monthly-digest' }, w: thisP('month') },
    qs: [
      'Is the newsletter working? How many people came in through the monthly-digest campaign this month?',
      'Number of visitors with a page view from campaign monthly-digest so far this month?',
    ],
  },
  {
    id: 's13 visitors: consumer-mailbox people who visited since June 10 (count)',
    spec: { m: 'count', s: 'visitors', f: { domain: 'personal' }, w: since('2025-06-10') },
    qs: [
      "How many people with personal email addresses (the 'personal' account for gmail, hotmail and so on) have visited since June 10?",
      "Since the 10th of June, how many visitors from the consumer-mailbox 'personal' bucket have been on the site?",
    ],
  },

  {
    id: 's13 visitors: average page views per visitor today',
    spec: { m: 'avg', s: 'visitors', field: 'views', w: TODAY },
    qs: [
      'How deep are people going today? On average, how many pages has each visitor viewed today?',
      "Average number of today's page views per person who visited today?",
    ],
  },

  // ---------------------------------------------------------------- identifications (made in the window)
  {
    id: 's13 identifications: made today (count)',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'Have we unmasked anyone today? How many people were identified today?',
      'Number of identifications made so far today?',
    ],
  },
  {
    id: 's13 identifications: made yesterday (list)',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: [
      'Who did we identify yesterday? List the people.',
      'Which visitors got identified yesterday?',
    ],
  },
  {
    id: 's13 identifications: this week vs last week (compare)',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Are identifications picking up? How many people did we identify this week versus last week?',
      'Number of people identified this week, compared with the number identified last week?',
    ],
  },
  {
    id: 's13 identifications: made last month (count)',
    spec: { m: 'count', s: 'identifications', w: lastP('month') },
    qs: [
      'How many people did we identify last month?',
      'Identifications made during last month: how many?',
    ],
  },
  {
    id: 's13 identifications: customer-company people identified this month (list)',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'Which people at customer companies did we identify this month?',
      "List this month's identifications of visitors from customer accounts.",
    ],
  },
  {
    id: 's13 identifications: most recent identification (last)',
    spec: { m: 'last', s: 'identifications', field: 'identified_at' },
    qs: [
      'When did we last identify someone?',
      "What's the time of our most recent identification?",
    ],
  },
  {
    id: 's13 identifications: first one since June 1 (first)',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: since('2025-06-01') },
    qs: [
      'Not counting anything before June: when was the first identification?',
      'What was the earliest identification made on or after June 1?',
    ],
  },
  {
    id: 's13 identifications: between May 26 and May 30 (count)',
    spec: { m: 'count', s: 'identifications', w: between('2025-05-26', '2025-05-30') },
    qs: [
      'How many people did we identify between May 26 and May 30, inclusive?',
      'Count of identifications made from 26 May through 30 May.',
    ],
  },
  {
    id: 's13 identifications: share by email capture this month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'Of the people we identified this month, what percentage were identified through email capture?',
      "What share of this month's identifications came from email capture, out of all identifications this month?",
    ],
  },
  {
    id: 's13 identifications: top 3 of this week by intent',
    spec: { m: 'top', s: 'identifications', n: 3, w: thisP('week') },
    qs: [
      'Of the people identified this week, which 3 have the highest intent scores?',
      "Top three of this week's identifications by intent score?",
    ],
  },
  {
    id: 's13 identifications: average intent of people identified last week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: [
      "What's the average intent score of the people we identified last week?",
      'Mean intent score across last week\'s identifications?',
    ],
  },
  {
    id: 's13 identifications: lead people with intent >= 70 identified since June 9 (count)',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: since('2025-06-09') },
    qs: [
      'Since June 9, how many people at lead accounts, with a personal intent score of 70 or more, have been identified?',
      'Count the identifications made since the 9th of June of visitors from lead companies whose own intent score is at least 70.',
    ],
  },

  {
    id: 's13 identifications: total lifetime visits of people identified this week (sum)',
    spec: { m: 'sum', s: 'identifications', field: 'visit_count', w: thisP('week') },
    qs: [
      'Add up the lifetime visit counts of everyone we identified this week. What is the total?',
      'Sum of the total visit counts of the people identified since Monday?',
    ],
  },

  // ---------------------------------------------------------------- page views
  {
    id: 's13 page views: today (count)',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      'Quiet morning? How many page views have we had today?',
      'Total page views so far today?',
    ],
  },
  {
    id: 's13 page views: exact /pricing this week (count)',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'How many times has the /pricing page itself (not its sub-pages) been viewed this week?',
      'Page views of exactly /pricing since Monday?',
    ],
  },
  {
    id: 's13 page views: any pricing page yesterday (count)',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/pricing' }, w: YESTERDAY },
    qs: [
      'How many pricing page views did we get yesterday, counting /pricing and everything under it?',
      'Yesterday, how many views of /pricing or any /pricing/ sub-page?',
    ],
  },
  {
    id: 's13 page views: top 3 pages this month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'What are the 3 most viewed pages so far this month?',
      'Top three pages by number of page views this month?',
    ],
  },
  {
    id: 's13 page views: top channel in the last 7 days',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'channel', w: days(7) },
    qs: [
      "Where's our traffic coming from? Which channel brought the most page views in the last 7 days?",
      'Over the past 7 days, what was the single biggest channel by page views?',
    ],
  },
  {
    id: 's13 page views: share of this week\'s views on /demo',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' }, w: thisP('week') },
    qs: [
      "What percentage of this week's page views were of the /demo page?",
      'Of all page views this week, what share went to /demo?',
    ],
  },
  {
    id: 's13 page views: share of last month\'s views from organic search',
    spec: { m: 'share', s: 'page_views', part: { channel: 'organic_search' }, w: lastP('month') },
    qs: [
      'Last month, what share of all page views came from organic search?',
      'Is SEO doing anything for us? Organic-search page views as a percentage of all page views last month.',
    ],
  },
  {
    id: 's13 page views: exact /pricing this week vs last week (compare)',
    spec: { m: 'compare', s: 'page_views', f: { path: '/pricing' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'Is interest in pricing up? Views of the /pricing page (that exact page) this week versus last week.',
      'How many /pricing page views (not sub-pages) this week, and how many last week?',
    ],
  },
  {
    id: 's13 page views: by person in the past 14 days (count)',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' }, w: days(14) },
    qs: [
      'How many pages has {person.email} viewed in the past 14 days?',
      'Page views by {person.email} over the last 14 days?',
    ],
  },
  {
    id: 's13 page views: last view of /pricing/enterprise',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' } },
    qs: [
      'When did someone last look at /pricing/enterprise?',
      "What's the time of the most recent view of the /pricing/enterprise page?",
    ],
  },
  {
    id: 's13 page views: top 3 pages competitors viewed since June 1',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'competitor' }, w: since('2025-06-01') },
    qs: [
      'What are competitors reading? Since June 1, which 3 pages have competitor accounts viewed the most?',
      'Top 3 pages by views from competitor companies, counting from the 1st of June?',
    ],
  },
  {
    id: 's13 page views: last time competitor viewed any pricing page',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{competitor.domain}', pathPrefix: '/pricing' } },
    qs: [
      'When did {competitor.name} last look at one of our pricing pages (/pricing or anything under it)?',
      'Most recent view of /pricing or a /pricing/ sub-page by someone from {competitor.domain}: when was it?',
    ],
  },
  {
    id: 's13 page views: social channel between June 1 and June 7 (count)',
    spec: { m: 'count', s: 'page_views', f: { channel: 'social' }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'How many page views came from the social channel between June 1 and June 7, inclusive?',
      'Social-channel page views from the 1st through the 7th of June?',
    ],
  },
  {
    id: 's13 page views: launch-week campaign last week (count)',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: lastP('week') },
    qs: [
      'How many page views did the launch-week campaign bring in last week?',
      'Last week, page views tagged with campaign launch-week: how many?',
    ],
  },
  {
    id: 's13 page views: share of this month\'s /pricing views by customer-account people',
    spec: { m: 'share', s: 'page_views', part: { classification: 'customer' }, f: { path: '/pricing' }, w: thisP('month') },
    qs: [
      'This month, what percentage of the views of the /pricing page (exact path) were by people at customer accounts?',
      "Of this month's /pricing page views (just that page), what share came from our customers?",
    ],
  },
  {
    id: 's13 page views: from g2 this quarter (count)',
    spec: { m: 'count', s: 'page_views', f: { source: 'g2' }, w: thisP('quarter') },
    qs: [
      'Is our G2 listing worth it? How many page views with utm_source g2 since the start of the quarter?',
      'Page views from source g2 this quarter?',
    ],
  },

  // ---------------------------------------------------------------- sessions
  {
    id: 's13 sessions: including /demo this week (count)',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: thisP('week') },
    qs: [
      'How many sessions this week included a view of the /demo page?',
      'Sessions started since Monday that hit /demo: how many?',
    ],
  },
  {
    id: 's13 sessions: this week vs last week (compare)',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Are we getting more sessions? This week versus last week.',
      'Number of sessions this week, compared with last week?',
    ],
  },
  {
    id: 's13 sessions: customer in the past 30 days (count)',
    spec: { m: 'count', s: 'sessions', f: { domain: '{customer.domain}' }, w: days(30) },
    qs: [
      'How active is {customer.name}? How many sessions have their people had over the past 30 days?',
      'Sessions by visitors from {customer.domain} in the last 30 days?',
    ],
  },
  {
    id: 's13 sessions: first session today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: [
      "When did today's first session start?",
      'What time did the earliest session of today begin?',
    ],
  },
  {
    id: 's13 sessions: latest session of person4',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { email: '{person4.email}' } },
    qs: [
      "When did {person4.email}'s most recent session start?",
      'Start time of the latest session by {person4.email}?',
    ],
  },
  {
    id: 's13 sessions: touching any pricing page last month (count)',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/pricing' }, w: lastP('month') },
    qs: [
      'Last month, how many sessions touched a pricing page, /pricing or anything under it?',
      'Number of last month\'s sessions that included /pricing or one of its sub-pages?',
    ],
  },
  {
    id: 's13 sessions: share of this month\'s sessions that included exact /pricing',
    spec: { m: 'share', s: 'sessions', part: { path: '/pricing' }, w: thisP('month') },
    qs: [
      "What percentage of this month's sessions included the /pricing page itself (not sub-pages)?",
      'Of all sessions this month, what share had a view of exactly /pricing?',
    ],
  },
  {
    id: 's13 sessions: competitor sessions this quarter (count)',
    spec: { m: 'count', s: 'sessions', f: { classification: 'competitor' }, w: thisP('quarter') },
    qs: [
      'How many sessions have competitor accounts had since the start of the quarter?',
      'Competitor sessions this quarter: how many?',
    ],
  },

  // ---------------------------------------------------------------- attributed sessions (campaign rollup)
  {
    id: 's13 attribution: linkedin-sourced sessions this week vs last week (compare)',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'linkedin' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'Is traffic from LinkedIn up? Attributed sessions with source linkedin this week versus last week.',
      'How many campaign-attributed sessions from linkedin this week, and how many last week?',
    ],
  },
  {
    id: 's13 attribution: top campaign in the last 14 days',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'campaign', w: days(14) },
    qs: [
      'Which campaign drove the most attributed sessions in the last 14 days?',
      'Best campaign of the past 14 days by attributed sessions?',
    ],
  },
  {
    id: 's13 attribution: top 3 channels this month',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: thisP('month') },
    qs: [
      'Top 3 channels by attributed sessions this month?',
      'Which three channels have brought the most campaign-attributed sessions so far this month?',
    ],
  },
  {
    id: 's13 attribution: monthly-digest campaign last month (count)',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'monthly-digest' }, w: lastP('month') },
    qs: [
      'How many attributed sessions did the monthly-digest newsletter campaign get last month?',
      'Last month, sessions attributed to campaign monthly-digest?',
    ],
  },
  {
    id: 's13 attribution: share of this month\'s attributed sessions from paid search',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_search' }, w: thisP('month') },
    qs: [
      "Of this month's attributed sessions, what percentage came from paid search?",
      'Is paid search worth it? Its share of all attributed sessions this month, in percent.',
    ],
  },
  {
    id: 's13 attribution: top 3 sources yesterday',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: YESTERDAY },
    qs: [
      'Yesterday, which 3 sources brought the most attributed sessions?',
      'Top three utm sources by attributed sessions yesterday?',
    ],
  },
  {
    id: 's13 attribution: g2 this month vs last month (compare)',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'g2' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'Our G2 listing: attributed sessions from source g2 this month versus last month?',
      'How many g2-sourced attributed sessions this month, and how many last month?',
    ],
  },
  {
    id: 's13 attribution: top source this quarter',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: thisP('quarter') },
    qs: [
      'Since the start of the quarter, which source has brought the most attributed sessions?',
      'Top source by attributed sessions this quarter?',
    ],
  },

  // ---------------------------------------------------------------- recommendations, keys, webhooks
  {
    id: 's13 recommendations: open (count)',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'Is there anything on my plate from Signal? How many open recommendations do we have?',
      'Number of recommendations that are still open?',
    ],
  },
  {
    id: 's13 recommendations: open (list)',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'What does Signal suggest I do? List the open recommendations.',
      'Which recommendations are still open right now?',
    ],
  },
  {
    id: 's13 keys: active API keys (count)',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: [
      'Security check: how many API keys are active, not revoked?',
      'Do we have a lot of live API keys? Count the active ones.',
    ],
  },
  {
    id: 's13 webhooks: enabled (list)',
    spec: { m: 'list', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'Which webhooks are switched on right now? List the enabled endpoints.',
      'Where do our enabled webhooks point? Give me their URLs.',
    ],
  },
  {
    id: 's13 webhooks: disabled (count)',
    spec: { m: 'count', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Is any webhook switched off? How many disabled webhook endpoints do we have?',
      'Number of webhooks in the disabled state?',
    ],
  },

  // ---------------------------------------------------------------- declines
  {
    id: 's13 decline: why page views dipped (causal)',
    spec: { m: 'decline', why: 'a causal "why": the data shows the dip, not its cause' },
    qs: [
      'Page views were down on June 14. Why did traffic drop that day?',
      'What caused the dip in visits on the 14th of June?',
    ],
  },
  {
    id: 's13 decline: why a competitor watches pricing (causal, motive)',
    spec: { m: 'decline', why: "a competitor's motive is not in the data" },
    qs: [
      'Why does {competitor.name} keep looking at our pricing? What are they planning?',
      "What's {competitor.name}'s reason for visiting our pricing pages so much?",
    ],
  },
  {
    id: 's13 decline: next week\'s visitors (forecast)',
    spec: { m: 'decline', why: 'a forecast of future traffic' },
    qs: [
      'How many visitors will we get next week?',
      'Predict our page views for the rest of June.',
    ],
  },
  {
    id: 's13 decline: will the hottest lead buy (prediction)',
    spec: { m: 'decline', why: 'whether a company will buy is not in the data' },
    qs: [
      'Is {lead.name} going to buy from us this quarter?',
      "Be honest: will {lead.name} sign a deal with us? Yes or no.",
    ],
  },
  {
    id: 's13 decline: ambiguous company name',
    spec: { m: 'decline', why: 'several accounts start with the ambiguous word and none is named just that' },
    qs: [
      'When did {ambiguous} last visit us?',
      'Is {ambiguous} a hot lead? What is their intent score?',
      'How many people from {ambiguous} have been on the site?',
    ],
  },
  {
    id: 's13 decline: what a person said on a sales call (not held)',
    spec: { m: 'decline', why: 'call notes and conversations are not data the product holds' },
    qs: [
      'What did {person.email} say on their sales call last week?',
      'Summarize the objections {person.email} raised when we talked to them.',
    ],
  },
  {
    id: 's13 decline: a person\'s phone number (not held)',
    spec: { m: 'decline', why: 'phone numbers are not stored' },
    qs: [
      "What's {person2.email}'s phone number? I want to call them.",
      'Give me a direct dial for {person2.email}.',
    ],
  },
  {
    id: 's13 decline: which leads will convert next month (forecast)',
    spec: { m: 'decline', why: 'a prediction of future conversions' },
    qs: [
      'Which of our lead accounts will become customers next month?',
      'Forecast how many leads convert to paying customers in July.',
    ],
  },
  {
    id: 's13 decline: doubling linkedin spend (counterfactual)',
    spec: { m: 'decline', why: 'a counterfactual about ad spend' },
    qs: [
      'If we doubled our LinkedIn ad budget, how many more sessions would we get?',
      'What would happen to attributed sessions if we cut paid search entirely?',
    ],
  },
  {
    id: 's13 decline: did launch-week cause demo views (causal)',
    spec: { m: 'decline', why: 'a causal claim about a campaign' },
    qs: [
      'Did the launch-week campaign cause the increase in demo page views?',
      'Was it the newsletter that made more people book demos this month?',
    ],
  },
  {
    id: 's13 decline: ad spend on brand-search (not held)',
    spec: { m: 'decline', why: 'ad spend and cost data are not held' },
    qs: [
      'How much did we spend on the brand-search campaign last month?',
      "What's our cost per session on the abm-q3 LinkedIn campaign?",
    ],
  },
  {
    id: 's13 decline: a competitor\'s own site traffic (not held)',
    spec: { m: 'decline', why: "another company's own website traffic is not data the product holds" },
    qs: [
      "How much traffic does {competitor.name}'s own website get?",
      "How many visitors did {competitor.domain}'s site have last month?",
    ],
  },
  {
    id: 's13 decline: when will lead2 be ready to buy (forecast)',
    spec: { m: 'decline', why: 'a prediction of buying readiness' },
    qs: [
      'When will {lead2.name} be ready to buy?',
      'How many weeks until {lead2.name} closes?',
    ],
  },
  {
    id: 's13 decline: which customer will churn (prediction)',
    spec: { m: 'decline', why: 'churn prediction is not supported' },
    qs: [
      'Which of our customers is most likely to churn next quarter?',
      'Is {customer2.name} about to cancel on us?',
    ],
  },
  {
    id: 's13 decline: customer satisfaction / NPS (not held)',
    spec: { m: 'decline', why: 'satisfaction and NPS are not held' },
    qs: [
      'How happy is {customer.name} with our product? What is their NPS?',
      "What's the average satisfaction score of our customers?",
    ],
  },
  {
    id: 's13 decline: deal size of a lead (not held)',
    spec: { m: 'decline', why: 'deal values and budgets are not held' },
    qs: [
      "What's the budget {lead2.name} has for a tool like ours?",
      'How big a deal would {lead.name} be, in dollars?',
    ],
  },
];

export const SET13 = flatten(SET13_FAMILIES);
