// Answer set 12 (a tuning set, issue 14): written on 2026-11-25 by a helper who never read the planner (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from truth.ts/measures.ts/windows.ts and the demo generator only. Style: a marketing-operations analyst preparing a report, writing long, precise, formal British English ("Could you tell me…", "Please provide…", "I'd like to know…"), British spellings (analyse, organisation, programme), dates written British-style ("3 June", "the 9th of June 2025", "from 2 to 8 June inclusive"), definitions in parentheses, the odd sentence of context that carries no constraint, several constraints per question stated in words ("no fewer than 40", "strictly above 75", "between 40 and 60 inclusive"), and several questions asking for two figures to be compared.
//
// Coverage notes:
//   - measures: count, list, avg, sum, share (denominator named in the question), top-N by a number
//     (intent score, lifetime visit count, page views in the window) and top groups
//     (page path, channel, source, campaign), first, last, compare of two windows; 13 of 114 families (11%) decline.
//   - subjects: accounts, visitors, identifications, page_views, sessions, attributed_sessions,
//     recommendations, keys, webhooks.
//   - filters: classification, intent (=, >, >=, <, <=, between), visits (>=, between), exact path,
//     path prefix ("/pricing" = the /pricing page and everything beneath it; "/blog/" = the blog articles),
//     channel, source, campaign, idSource (email_capture, ip_table, asn), domain, company, email,
//     identified (true/false), new, returning, state (open recommendations, enabled / disabled webhooks).
//   - windows: today, yesterday, all time, last N days (7, 14, 30), this/last week, this/last month,
//     this/last quarter, since a date, between two dates. The clock is Wednesday 18 June 2025 12:00 UTC:
//     this week = from Monday 16 June, last week = 9–15 June, last month = May, this quarter = from 1 April,
//     last quarter = January–March (no demo data: it appears only as the second side of a comparison).
//   - values are the demo generator's own: channels direct, organic_search, referral, social, email,
//     affiliate, paid_search, paid_social; sources google, linkedin, newsletter, facebook, g2; campaigns
//     brand-search, abm-q3, monthly-digest, launch-week, g2-listing; pages /, /product, /product/integrations,
//     /blog/visitor-identification, /blog/intent-data, /docs/getting-started, /careers, /customers, /about,
//     /pricing, /pricing/enterprise, /demo.
//   - "visited in a window" is said in words (a page view in the window); "identified in a window" means an
//     identification made in it; visit counts are the lifetime visit_count unless page views in a window are
//     named; recommendations and API keys are asked about without windows (their creation times are the
//     setup's wall clock, not the demo's).
//   - not expressible in truth.ts, so not asked: "the fortnight to yesterday" (N-day windows end now), the
//     previous seven days before the last seven, intent or channel filters on sessions and page views
//     (truth.ts ignores them there), contacted / not contacted people, windows on recommendations and keys,
//     and active keys (every key of the prepared workspace is active, so the filter could not be told apart).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET12_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────────────────────
  {
    id: 's12-acc-count-customers-all',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: ALL },
    qs: [
      'For the quarterly review, could you tell me how many accounts in our workspace are currently classified as customers, counting across all time?',
      'Please provide the total number of accounts carrying the classification "customer", with no restriction on when they were seen.',
    ],
  },
  {
    id: 's12-acc-count-leads-intent80-thisweek',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 80 } }, w: thisP('week') },
    qs: [
      'I would like to know how many accounts classified as leads, with an intent score of no less than 80, visited the website (at least one page view) this week, that is since Monday 16 June.',
      'Could you tell me the number of lead accounts whose intent score is 80 or higher and which recorded at least one page view during the current week (Monday onwards)?',
    ],
  },
  {
    id: 's12-acc-count-new-thismonth',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'Our CMO asked me how our reach is growing. Could you tell me how many new accounts (accounts first seen on the website) we gained this month, i.e. since 1 June?',
      'Please provide the number of accounts whose first-seen date falls within the current calendar month.',
    ],
  },
  {
    id: 's12-acc-count-returning-lastweek',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      'How many returning accounts did we have last week (Monday 9 to Sunday 15 June)? By returning I mean accounts that had at least one page view during that week but had first been seen before the week began.',
      'Could you tell me the number of accounts that visited during the previous calendar week, having already been first seen before that week started?',
    ],
  },
  {
    id: 's12-acc-list-customers-pricing-7d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/pricing' }, w: days(7) },
    qs: [
      'Please list every account classified as a customer that viewed the exact /pricing page (not its sub-pages) in the last 7 days, and tell me how many there are.',
      'I would like to know which customer accounts looked at the /pricing page itself (the exact path, sub-pages excluded) over the past seven days. Please name them all and give the total.',
    ],
  },
  {
    id: 's12-acc-top5-leads-intent-yesterday',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', f: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      'Of the accounts classified as leads that visited the website yesterday (at least one page view on 17 June), which five have the highest intent scores? Please rank them and give the total number of such lead accounts.',
      'Could you provide the top five lead accounts by intent score among those with a page view yesterday, and say how many lead accounts visited yesterday in all?',
    ],
  },
  {
    id: 's12-acc-top3-visitcount-all',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', w: ALL },
    qs: [
      'Across all time, which three accounts have the highest lifetime visit counts? Please rank them and mention how many accounts there are in total.',
      'For our account-based marketing programme, please provide the three accounts with the most visits overall (their lifetime visit count), in descending order, together with the total number of accounts.',
    ],
  },
  {
    id: 's12-acc-top5-pricingviews-30d',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', f: { pathPrefix: '/pricing' }, w: days(30) },
    qs: [
      'Which five accounts recorded the most page views of the pricing section (the /pricing page or any page beneath it, such as /pricing/enterprise) in the last 30 days? Please rank them by that number of page views and say how many accounts viewed the pricing section at all in that period.',
      'I would like to know the top five accounts by number of pricing page views (any page whose path begins with /pricing, the /pricing page itself included) over the past thirty days, and the total number of accounts with at least one such view.',
    ],
  },
  {
    id: 's12-acc-avg-intent-leads-all',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: ALL },
    qs: [
      'Could you tell me the average intent score of all accounts classified as leads, across all time?',
      'Please provide the mean intent score over every lead account in the workspace, regardless of when it was seen.',
    ],
  },
  {
    id: 's12-acc-avg-intent-today',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: TODAY },
    qs: [
      'What is the average intent score of the accounts that have visited the website today (at least one page view since midnight UTC)?',
      'I would like to know the mean intent score across accounts with a page view today, 18 June.',
    ],
  },
  {
    id: 's12-acc-sum-visitorcount-customers',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      'Please provide the total number of distinct people across all accounts classified as customers, that is the sum of their visitor counts.',
      'If we add up the visitor counts of every customer account, what total do we get?',
    ],
  },
  {
    id: 's12-acc-sum-visits-intent40to60',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { intent: { op: 'between', lo: 40, hi: 60 } } },
    qs: [
      'For the accounts with an intent score between 40 and 60 inclusive, what is the sum of their lifetime visit counts?',
      'Could you tell me the combined lifetime visit count of all accounts whose intent score lies between 40 and 60, both bounds included?',
    ],
  },
  {
    id: 's12-acc-share-intent75-thismonth',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>', v: 75 } }, w: thisP('month') },
    qs: [
      'Of the accounts that visited the website this month (at least one page view since 1 June), what percentage have an intent score strictly above 75?',
      'Please provide the share, as a percentage of all accounts with a page view in the current month, of those whose intent score exceeds 75 (76 or higher).',
    ],
  },
  {
    id: 's12-acc-share-leads-all',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' } },
    qs: [
      'What proportion of all our accounts, as a percentage of every account in the workspace, are classified as leads?',
      'Could you tell me the percentage of accounts (denominator: all accounts, all time) that carry the lead classification?',
    ],
  },
  {
    id: 's12-acc-first-seen-customers',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'customer' } },
    qs: [
      'When was the earliest first-seen date among the accounts classified as customers? Please give the date and time.',
      'I would like to know when the first of our customer accounts was first seen on the website.',
    ],
  },
  {
    id: 's12-acc-last-seen-competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' } },
    qs: [
      'When was the account {competitor.domain} last seen on our website? Please give the date and time.',
      'Could you tell me the last-seen time of the account with the domain {competitor.domain}?',
    ],
  },
  {
    id: 's12-acc-compare-leads-thisweek-lastweek',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many lead accounts have visited the website this week (at least one page view since Monday), and how does that compare with the number of lead accounts that visited last week (9 to 15 June)? Please give both figures, this week first.',
      'Please provide two numbers for comparison: lead accounts with a page view in the current week, and lead accounts with a page view in the previous calendar week.',
    ],
  },
  {
    id: 's12-acc-count-paidsocial-since5june',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: since('2025-06-05') },
    qs: [
      'How many accounts have had at least one page view arriving through the paid_social channel since the 5th of June 2025?',
      'Could you tell me the number of accounts that reached us via paid social (channel paid_social) on or after 5 June?',
    ],
  },
  {
    id: 's12-acc-count-abmq3-2to8june',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'For the campaign report, I need the number of accounts with at least one page view from the abm-q3 campaign (utm_campaign abm-q3) between 2 and 8 June inclusive.',
      'How many accounts visited through the abm-q3 campaign from the 2nd to the 8th of June 2025, both days included?',
    ],
  },
  {
    id: 's12-acc-count-visits20-intent70',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>=', v: 20 }, intent: { op: '>=', v: 70 } } },
    qs: [
      'How many accounts have a lifetime visit count of no fewer than 20 and, at the same time, an intent score of at least 70?',
      'Could you tell me the number of accounts with 20 or more visits in total (lifetime visit count) and an intent score of 70 or above?',
    ],
  },
  {
    id: 's12-acc-list-intent100',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      'Please list every account whose intent score is exactly 100, and state how many there are.',
      'Which accounts have reached the maximum intent score of precisely 100? I would like all of them named, with the total.',
    ],
  },
  {
    id: 's12-acc-count-new-26mayto1june',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'How many accounts were first seen on the website from 26 May to 1 June inclusive?',
      'Could you tell me the number of new accounts, meaning accounts whose first-seen date falls between the 26th of May and the 1st of June 2025 (both days included)?',
    ],
  },
  {
    id: 's12-acc-avg-demoviews-customers-thismonth',
    spec: { m: 'avg', s: 'accounts', field: 'views', f: { classification: 'customer', path: '/demo' }, w: thisP('month') },
    qs: [
      'Among the customer accounts that viewed the /demo page at least once this month (since 1 June), what is the average number of /demo page views per account during the month?',
      'Please provide, for accounts classified as customers with at least one view of the exact /demo page in the current calendar month, the mean number of /demo page views each made in that month.',
    ],
  },
  {
    id: 's12-acc-intent-customer-company',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { company: '{customer.name}' } },
    qs: [
      'What intent score does the account {customer.name} currently hold?',
      'Please provide the present intent score of the company {customer.name}.',
    ],
  },
  {
    id: 's12-acc-count-returning-pricing-thismonth',
    spec: { m: 'count', s: 'accounts', f: { returning: true, pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'How many returning accounts looked at the pricing section this month? I mean accounts first seen before 1 June that, during June, viewed the /pricing page or any page beneath it.',
      'Please provide the number of accounts that had already been first seen before the current month began and that recorded at least one page view this month of a page whose path starts with /pricing (the /pricing page itself included).',
    ],
  },
  {
    id: 's12-acc-compare-quarter',
    spec: { m: 'compare', s: 'accounts', w: thisP('quarter'), w2: lastP('quarter') },
    qs: [
      'How many accounts have visited the website this quarter (at least one page view since 1 April), and how many visited last quarter (January to March)? Please state both figures, the current quarter first.',
      'For the board pack, please compare the number of accounts with a page view in the current calendar quarter against the number with a page view in the previous calendar quarter.',
    ],
  },

  // ─── visitors ──────────────────────────────────────────────────────────────────────────────
  {
    id: 's12-vis-count-identified-today',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: TODAY },
    qs: [
      'How many identified visitors have viewed at least one page on the website today?',
      'Could you tell me the number of people who have been identified (at any point) and who recorded a page view today, 18 June?',
    ],
  },
  {
    id: 's12-vis-count-anonymous-intentle40-7d',
    spec: { m: 'count', s: 'visitors', f: { identified: false, intent: { op: '<=', v: 40 } }, w: days(7) },
    qs: [
      'How many anonymous visitors (people not identified) with an intent score of at most 40 had at least one page view in the last 7 days?',
      'Please provide the number of visitors who remain unidentified, whose intent score is 40 or lower, and who visited the website during the past seven days.',
    ],
  },
  {
    id: 's12-vis-count-emailcapture-intent50',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture', intent: { op: '>=', v: 50 } } },
    qs: [
      'How many visitors were resolved through email capture (resolution source email_capture) and have a personal intent score of at least 50? Please count across all time.',
      'Could you tell me the number of people identified via email capture whose own intent score is 50 or more?',
    ],
  },
  {
    id: 's12-vis-list-customer2-domain',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer2.domain}' } },
    qs: [
      'Please list every visitor we have recorded from the account {customer2.domain}, across all time, and state how many there are.',
      'I would like to know who has visited us from {customer2.domain}: every person from that company, with the total number.',
    ],
  },
  {
    id: 's12-vis-top5-intent-demo-thisweek',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { path: '/demo' }, w: thisP('week') },
    qs: [
      'Among the visitors who viewed the /demo page this week (since Monday 16 June), which five have the highest intent scores? Please rank them and say how many visitors viewed /demo this week in all.',
      'Please provide the top five people by intent score out of those with a page view of the exact /demo page during the current week, plus the total number of such people.',
    ],
  },
  {
    id: 's12-vis-top3-visits-iptable',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { idSource: 'ip_table' } },
    qs: [
      'Of the visitors resolved through our IP table (resolution source ip_table), which three have the highest lifetime visit counts? Please also tell me how many such visitors there are.',
      'Could you rank the people identified via the ip_table resolution source by their total visit count and give me the top three, along with the number of ip_table-resolved visitors?',
    ],
  },
  {
    id: 's12-vis-avg-intent-customers',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'What is the average personal intent score of the visitors who belong to accounts classified as customers?',
      'Please provide the mean intent score across all people at customer accounts, across all time.',
    ],
  },
  {
    id: 's12-vis-share-identified-thisweek',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      'Of all the visitors with at least one page view this week (Monday 16 June onwards), what percentage have been identified?',
      'Please provide the identification rate for this week: identified visitors as a percentage of every visitor who viewed a page during the current week.',
    ],
  },
  {
    id: 's12-vis-share-emailcapture-of-identified',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true } },
    qs: [
      'Among identified visitors, across all time, what percentage were resolved through email capture (resolution source email_capture)?',
      'Could you tell me the share of email_capture resolutions, as a percentage of all identified visitors?',
    ],
  },
  {
    id: 's12-vis-first-visit-lead-domain',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { domain: '{lead.domain}' } },
    qs: [
      'When did the very first visitor from {lead.domain} arrive on our website? Please give the earliest first-visit date and time among that account\'s people.',
      'I would like to know the earliest first visit recorded for any person from the account {lead.domain}.',
    ],
  },
  {
    id: 's12-vis-last-visit-person',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' } },
    qs: [
      'When did {person.email} last visit the website? Please give the date and time.',
      'Could you tell me the most recent visit time of the person with the email address {person.email}?',
    ],
  },
  {
    id: 's12-vis-compare-new-thismonth-lastmonth',
    spec: { m: 'compare', s: 'visitors', f: { new: true }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'How many new visitors (people whose first visit fell within the month) have we had this month, and how many did we have last month, in May? Please give both numbers, June first.',
      'Please compare the number of first-time visitors in the current calendar month with the number in the previous calendar month.',
    ],
  },
  {
    id: 's12-vis-count-returning-yesterday',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: YESTERDAY },
    qs: [
      'How many returning visitors did we have yesterday? By returning I mean people who viewed a page yesterday and whose first visit was before yesterday.',
      'Please provide the number of visitors with a page view on 17 June who had first visited the website before that day.',
    ],
  },
  {
    id: 's12-vis-count-competitor-enterprise-since9june',
    spec: { m: 'count', s: 'visitors', f: { classification: 'competitor', path: '/pricing/enterprise' }, w: since('2025-06-09') },
    qs: [
      'How many people from competitor accounts have viewed the /pricing/enterprise page since 9 June?',
      'Could you tell me the number of visitors at accounts classified as competitors with at least one view of the exact page /pricing/enterprise from the 9th of June 2025 onwards?',
    ],
  },
  {
    id: 's12-vis-count-organic-intentlt30-30d',
    spec: { m: 'count', s: 'visitors', f: { channel: 'organic_search', intent: { op: '<', v: 30 } }, w: days(30) },
    qs: [
      'How many visitors with an intent score below 30 arrived through organic search (channel organic_search) at least once in the last 30 days?',
      'Please provide the number of people whose intent score is under 30 and who recorded a page view via the organic_search channel over the past thirty days.',
    ],
  },
  {
    id: 's12-vis-list-brandsearch-today',
    spec: { m: 'list', s: 'visitors', f: { campaign: 'brand-search' }, w: TODAY },
    qs: [
      'Please list the visitors who arrived through the brand-search campaign today, and tell me how many there were.',
      'Which people viewed a page from the brand-search campaign (utm_campaign brand-search) today, 18 June? Please name all of them and give the total.',
    ],
  },
  {
    id: 's12-vis-count-visits5to10-14d',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: 'between', lo: 5, hi: 10 } }, w: days(14) },
    qs: [
      'How many visitors with a lifetime visit count between 5 and 10 inclusive viewed at least one page in the last 14 days?',
      'Could you tell me the number of people who visited in the past fourteen days and whose total visit count is no fewer than 5 and no more than 10?',
    ],
  },
  {
    id: 's12-vis-avg-intent-linkedin-lastweek',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { source: 'linkedin' }, w: between('2025-06-09', '2025-06-15') },
    qs: [
      'What was the average intent score of the visitors who came from LinkedIn (utm_source linkedin) between 9 and 15 June inclusive?',
      'Please provide the mean intent score of people with at least one page view carrying the source "linkedin" from the 9th to the 15th of June 2025, both days included.',
    ],
  },
  {
    id: 's12-vis-visitcount-consumer',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { email: '{consumer.email}' } },
    qs: [
      'What is the lifetime visit count of the visitor {consumer.email}?',
      'Please provide the total number of visits recorded for the person whose email address is {consumer.email}.',
    ],
  },
  {
    id: 's12-vis-top5-pricingviews-thismonth',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'views', f: { path: '/pricing' }, w: thisP('month') },
    qs: [
      'Which five visitors viewed the exact /pricing page most often this month? Please rank them by their number of /pricing page views in June and say how many visitors viewed that page this month.',
      'I would like the top five people by number of page views of /pricing (the page itself, not /pricing/enterprise) since 1 June, with the total number of people who viewed it in that period.',
    ],
  },
  {
    id: 's12-vis-avg-blogviews-identified-lastmonth',
    spec: { m: 'avg', s: 'visitors', field: 'views', f: { identified: true, pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      'Among identified visitors who read at least one blog article (any page under /blog/) last month, how many blog page views did each make on average during May?',
      'Please provide the mean number of May page views of pages beneath /blog/ per identified visitor, counting only identified visitors with at least one such view in May.',
    ],
  },

  // ─── identifications ───────────────────────────────────────────────────────────────────────
  {
    id: 's12-idn-count-iptable-yesterday',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: [
      'How many visitors were identified yesterday through our IP table (resolution source ip_table)?',
      'Please provide the number of identifications made on 17 June whose resolution source is ip_table.',
    ],
  },
  {
    id: 's12-idn-compare-thisweek-lastweek',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many visitors have been identified this week, and how many were identified last week? Please give both figures, this week first.',
      'For the weekly stand-up, please compare the number of identifications made in the current week (since Monday 16 June) with the number made in the previous week (9 to 15 June).',
      'Could you set this week\'s identification count against last week\'s?',
    ],
  },
  {
    id: 's12-idn-count-emailcapture-lastmonth',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'How many people were identified through email capture during May (last month)?',
      'Could you tell me the number of identifications with the resolution source email_capture made in the previous calendar month?',
    ],
  },
  {
    id: 's12-idn-count-customers-1to7june',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'How many people from customer accounts were identified from 1 to 7 June inclusive?',
      'Please provide the number of identifications, made between the 1st and the 7th of June 2025 (both days included), of visitors at accounts classified as customers.',
    ],
  },
  {
    id: 's12-idn-list-today',
    spec: { m: 'list', s: 'identifications', w: TODAY },
    qs: [
      'Please list every visitor identified today, and state how many there are.',
      'Which people have been newly identified today, 18 June? I would like all of them, with the total number.',
    ],
  },
  {
    id: 's12-idn-first-all',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: ALL },
    qs: [
      'When was the very first visitor identified in this workspace? Please give the date and time of the earliest identification on record.',
      'Could you tell me the date and time of our earliest identification, across all time?',
    ],
  },
  {
    id: 's12-idn-last-competitors',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { classification: 'competitor' } },
    qs: [
      'When was the most recent identification of a person from a competitor account?',
      'Please provide the date and time at which we last identified someone belonging to an account classified as a competitor.',
    ],
  },
  {
    id: 's12-idn-share-asn-thismonth',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      'Of the identifications made this month, what percentage came from network ownership (resolution source asn)?',
      'Please provide the share of asn-resolved identifications as a percentage of all identifications made since 1 June.',
    ],
  },
  {
    id: 's12-idn-avg-intent-7d',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: days(7) },
    qs: [
      'What is the average intent score of the people identified in the last 7 days?',
      'Could you tell me the mean intent score of visitors whose identification was made during the past seven days?',
    ],
  },
  {
    id: 's12-idn-count-intent60-since10june',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '>=', v: 60 } }, w: since('2025-06-10') },
    qs: [
      'How many people identified since 10 June have an intent score of at least 60?',
      'Please provide the number of identifications made from the 10th of June 2025 onwards of visitors whose intent score is 60 or higher.',
    ],
  },
  {
    id: 's12-idn-count-demo-thisquarter',
    spec: { m: 'count', s: 'identifications', f: { path: '/demo' }, w: thisP('quarter') },
    qs: [
      'How many visitors were identified this quarter who also viewed the /demo page during the quarter? Both the identification and the /demo page view should fall on or after 1 April.',
      'Could you tell me the number of identifications made in the current calendar quarter of people with at least one view of the exact /demo page in that same quarter?',
    ],
  },
  {
    id: 's12-idn-top3-intent-thisweek',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'intent_score', w: thisP('week') },
    qs: [
      'Of the people identified this week, which three have the highest intent scores? Please rank them and tell me how many people were identified this week in all.',
      'Please provide the top three visitors by intent score among those whose identification was made in the current week, with the total number identified this week.',
    ],
  },

  // ─── page views ────────────────────────────────────────────────────────────────────────────
  {
    id: 's12-pv-count-pricingsection-yesterday',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/pricing' }, w: YESTERDAY },
    qs: [
      'How many page views did the pricing section receive yesterday, counting the /pricing page and every page beneath it?',
      'Could you tell me the number of views on 17 June of any page whose path begins with /pricing (the /pricing page itself included)?',
    ],
  },
  {
    id: 's12-pv-count-customers-thisweek',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'How many page views have people from customer accounts generated this week (since Monday 16 June)?',
      'Please provide the number of page views made during the current week by visitors belonging to accounts classified as customers.',
    ],
  },
  {
    id: 's12-pv-count-paidsearch-lastweek',
    spec: { m: 'count', s: 'page_views', f: { channel: 'paid_search' }, w: lastP('week') },
    qs: [
      'How many page views came through the paid_search channel last week (9 to 15 June)?',
      'Could you tell me the number of paid-search page views (channel paid_search) recorded in the previous calendar week?',
    ],
  },
  {
    id: 's12-pv-top3-paths-thismonth',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'Which three pages were viewed most often this month? Please rank them by number of page views since 1 June and tell me how many distinct pages were viewed in the month.',
      'For the content review, please provide the three most-viewed page paths of the current month, in descending order of views, with the number of different pages viewed this month.',
    ],
  },
  {
    id: 's12-pv-top3-channels-7d',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: days(7) },
    qs: [
      'Which three channels delivered the most page views in the last 7 days? Please rank them and state how many channels delivered page views in that period.',
      'I would like the top three traffic channels by page views over the past seven days, with the total number of channels seen.',
    ],
  },
  {
    id: 's12-pv-share-pricingsection-thismonth',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'What percentage of all page views this month were of the pricing section (the /pricing page or any page beneath it)?',
      'Please provide the share of page views since 1 June that landed on a page whose path starts with /pricing, as a percentage of all page views in the month.',
    ],
  },
  {
    id: 's12-pv-share-direct-lastweek',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: lastP('week') },
    qs: [
      'Of all page views last week, what percentage came through the direct channel?',
      'Could you tell me the direct channel\'s share of page views in the previous calendar week (9 to 15 June), as a percentage of all page views that week?',
    ],
  },
  {
    id: 's12-pv-first-enterprise-competitors',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor', path: '/pricing/enterprise' } },
    qs: [
      'When did someone from a competitor account first view the /pricing/enterprise page? Please give the date and time of the earliest such page view.',
      'Could you tell me the time of the earliest page view of the exact page /pricing/enterprise by a visitor at an account classified as a competitor, across all time?',
    ],
  },
  {
    id: 's12-pv-last-lead-domain',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{lead2.domain}' } },
    qs: [
      'When was the most recent page view by anyone from {lead2.domain}?',
      'Please provide the date and time of the latest page view recorded for the account {lead2.domain}.',
    ],
  },
  {
    id: 's12-pv-compare-demo-today-yesterday',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: TODAY, w2: YESTERDAY },
    qs: [
      'How many views has the /demo page had today, and how many did it have yesterday? Please give both figures, today first.',
      'Please compare today\'s page views of the exact /demo page with yesterday\'s.',
    ],
  },
  {
    id: 's12-pv-count-person-since1june',
    spec: { m: 'count', s: 'page_views', f: { email: '{person2.email}' }, w: since('2025-06-01') },
    qs: [
      'How many pages has {person2.email} viewed since 1 June?',
      'Could you tell me the number of page views made by the person with the email address {person2.email} from the 1st of June 2025 onwards?',
    ],
  },
  {
    id: 's12-pv-count-emailcapture-enterprise-9to15june',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'email_capture', path: '/pricing/enterprise' }, w: between('2025-06-09', '2025-06-15') },
    qs: [
      'How many views did the /pricing/enterprise page receive from visitors identified through email capture (resolution source email_capture) between 9 and 15 June inclusive?',
      'Please provide the number of page views of the exact page /pricing/enterprise, from the 9th to the 15th of June 2025 (both days included), made by people whose resolution source is email_capture.',
    ],
  },
  {
    id: 's12-pv-count-monthlydigest-lastmonth',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'monthly-digest' }, w: lastP('month') },
    qs: [
      'How many page views did the monthly-digest campaign bring in during May (last month)?',
      'Could you tell me the number of page views carrying utm_campaign monthly-digest in the previous calendar month?',
    ],
  },
  {
    id: 's12-pv-count-facebook-thismonth',
    spec: { m: 'count', s: 'page_views', f: { source: 'facebook' }, w: thisP('month') },
    qs: [
      'How many page views have come from Facebook (utm_source facebook) this month?',
      'Please provide the number of page views with the source "facebook" since the start of the current calendar month on 1 June.',
    ],
  },
  {
    id: 's12-pv-top5-paths-competitors',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', f: { classification: 'competitor' } },
    qs: [
      'Which five pages have people from competitor accounts viewed most often, across all time? Please rank them by page views and say how many distinct pages competitors have viewed.',
      'Our product marketing lead would like to know what competitors read. Please provide the top five page paths by number of views from visitors at accounts classified as competitors, with the number of different pages they viewed.',
    ],
  },
  {
    id: 's12-pv-count-anonymous-today',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: TODAY },
    qs: [
      'How many page views today were made by visitors who have not been identified?',
      'Could you tell me the number of page views recorded today by anonymous (unidentified) visitors?',
    ],
  },
  {
    id: 's12-pv-top3-paths-abmq3',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { campaign: 'abm-q3' } },
    qs: [
      'Which three pages received the most page views tagged with the abm-q3 campaign (utm_campaign abm-q3), across all time? Please rank the pages by that number of views and say how many distinct pages received such views.',
      'Please provide the top three page paths by number of page views carrying utm_campaign abm-q3, with the total number of different pages involved.',
    ],
  },
  {
    id: 's12-pv-count-product-section-company-lastmonth',
    spec: { m: 'count', s: 'page_views', f: { company: '{customer2.name}', pathPrefix: '/product' }, w: lastP('month') },
    qs: [
      'How many page views of the product section (the /product page or any page beneath it) did {customer2.name} make last month?',
      'Could you tell me the number of May page views by people from the company {customer2.name} of pages whose path begins with /product, the /product page itself included?',
    ],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────────────────────
  {
    id: 's12-ses-count-demo-yesterday',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      'How many sessions started yesterday included a view of the /demo page?',
      'Could you tell me the number of sessions begun on 17 June in which the exact /demo page was viewed?',
    ],
  },
  {
    id: 's12-ses-count-customers-thisweek',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'How many sessions have people from customer accounts started this week (since Monday 16 June)?',
      'Please provide the number of sessions begun in the current week by visitors at accounts classified as customers.',
    ],
  },
  {
    id: 's12-ses-compare-thisweek-lastweek',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many sessions have started this week, and how many started last week? Please give both numbers, this week first.',
      'For the traffic report, please compare the number of sessions begun in the current calendar week with the number begun in the previous one (9 to 15 June).',
    ],
  },
  {
    id: 's12-ses-count-pricing-identified-lastmonth',
    spec: { m: 'count', s: 'sessions', f: { identified: true, pathPrefix: '/pricing' }, w: lastP('month') },
    qs: [
      'How many sessions started in May by identified visitors included a view of the pricing section (the /pricing page or any page beneath it)?',
      'Could you tell me the number of last month\'s sessions, by visitors who have been identified, that contained at least one page view whose path starts with /pricing?',
    ],
  },
  {
    id: 's12-ses-first-person4',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { email: '{person4.email}' } },
    qs: [
      'When did {person4.email} start their first session on our website?',
      'Please provide the start time of the earliest session recorded for the person with the email address {person4.email}.',
    ],
  },
  {
    id: 's12-ses-last-competitors',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' } },
    qs: [
      'When did the most recent session by someone from a competitor account begin?',
      'Could you tell me the start time of the latest session by a visitor at an account classified as a competitor?',
    ],
  },
  {
    id: 's12-ses-count-asn-2to8june',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'asn' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'How many sessions were started from 2 to 8 June inclusive by visitors resolved through network ownership (resolution source asn)?',
      'Please provide the number of sessions begun between the 2nd and the 8th of June 2025, both days included, by people whose resolution source is asn.',
    ],
  },
  {
    id: 's12-ses-share-identified-7d',
    spec: { m: 'share', s: 'sessions', part: { identified: true }, w: days(7) },
    qs: [
      'Of all sessions started in the last 7 days, what percentage were by identified visitors?',
      'Could you tell me the share of sessions begun over the past seven days that belonged to identified people, as a percentage of all sessions in that period?',
    ],
  },
  {
    id: 's12-ses-count-company-thismonth',
    spec: { m: 'count', s: 'sessions', f: { company: '{lead2.name}' }, w: thisP('month') },
    qs: [
      'How many sessions have people from {lead2.name} started this month?',
      'Could you tell me the number of sessions begun since 1 June by visitors from the company {lead2.name}?',
    ],
  },

  // ─── attributed sessions (the attribution rollup: campaign-tagged sessions, by UTC day) ─────
  {
    id: 's12-att-count-thismonth',
    spec: { m: 'count', s: 'attributed_sessions', w: thisP('month') },
    qs: [
      'According to the attribution rollup, how many attributed sessions (sessions carrying campaign parameters) have we had this month?',
      'Please provide the number of campaign-attributed sessions recorded in the attribution data for the current calendar month.',
    ],
  },
  {
    id: 's12-att-count-email-lastweek',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: lastP('week') },
    qs: [
      'How many attributed sessions did the email channel bring in last week (9 to 15 June), according to the attribution rollup?',
      'Could you tell me the number of campaign-attributed sessions in the email channel during the previous calendar week?',
    ],
  },
  {
    id: 's12-att-top3-campaigns-thisquarter',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: thisP('quarter') },
    qs: [
      'Which three campaigns have driven the most attributed sessions this quarter? Please rank them by sessions and say how many campaigns appear in the attribution data for the quarter.',
      'For the campaign review, please provide the top three campaigns by attributed sessions since 1 April, with the number of campaigns that recorded any.',
    ],
  },
  {
    id: 's12-att-top1-source-lastmonth',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: lastP('month') },
    qs: [
      'Which source delivered the most attributed sessions last month (May)? Please also tell me how many sources recorded attributed sessions that month.',
      'Could you tell me the single leading utm source by attributed sessions in the previous calendar month, and the number of sources in the attribution data for it?',
    ],
  },
  {
    id: 's12-att-top2-channels-14d',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'channel', w: days(14) },
    qs: [
      'Which two channels accounted for the most attributed sessions over the last 14 days? Please rank them and state how many channels have attributed sessions in that period.',
      'Please provide the top two channels by campaign-attributed sessions in the past fourteen days, together with the number of channels represented.',
    ],
  },
  {
    id: 's12-att-share-linkedin-thismonth',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'linkedin' }, w: thisP('month') },
    qs: [
      'What percentage of this month\'s attributed sessions came from the source linkedin? Please use all attributed sessions this month as the denominator.',
      'Could you tell me LinkedIn\'s share (utm_source linkedin) of campaign-attributed sessions in the current calendar month, as a percentage of all attributed sessions in the month?',
    ],
  },
  {
    id: 's12-att-compare-abmq3-thisweek-lastweek',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'abm-q3' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many attributed sessions has the abm-q3 campaign had this week, and how many did it have last week? Please give both figures, this week first.',
      'Please compare the abm-q3 campaign\'s attributed sessions in the current week (since Monday 16 June) with those in the previous week (9 to 15 June).',
    ],
  },
  {
    id: 's12-att-count-paidsearch-today',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: TODAY },
    qs: [
      'How many attributed sessions has the paid_search channel recorded today, according to the attribution rollup?',
      'Could you tell me today\'s number of campaign-attributed sessions in the paid search channel (paid_search)?',
    ],
  },
  {
    id: 's12-att-sum-g2-1to14june',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { source: 'g2' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'What is the total number of attributed sessions from the source g2 between 1 and 14 June inclusive?',
      'Could you add up the campaign-attributed sessions with utm_source g2 from the 1st to the 14th of June 2025, both days included?',
    ],
  },
  {
    id: 's12-att-count-launchweek-since9june',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: since('2025-06-09') },
    qs: [
      'How many attributed sessions has the launch-week campaign generated since 9 June?',
      'Please provide the number of campaign-attributed sessions for utm_campaign launch-week from the 9th of June 2025 onwards.',
    ],
  },

  // ─── recommendations, API keys, webhooks ───────────────────────────────────────────────────
  {
    id: 's12-rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'How many recommendations are currently open (new, or snoozed with the snooze period elapsed)?',
      'Could you tell me the number of open recommendations awaiting our attention at present?',
    ],
  },
  {
    id: 's12-rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'Please list every open recommendation by its subject, and state how many there are.',
      'Which recommendations are still open at the moment? I would like all of them named by subject, with the total.',
    ],
  },
  {
    id: 's12-key-list-all',
    spec: { m: 'list', s: 'keys' },
    qs: [
      'For our security audit, please list every API key in the workspace by name, whether active or revoked, and state how many there are.',
      'Which API keys have been created in our workspace, revoked ones included? Please name all of them and give the total count.',
    ],
  },
  {
    id: 's12-wh-count-enabled',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'How many of our webhook endpoints are currently enabled?',
      'Could you tell me the number of webhook endpoints in the enabled state?',
    ],
  },
  {
    id: 's12-wh-list-disabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Please list the webhook endpoints that are disabled, by URL, and state how many there are.',
      'Which of our webhook endpoints are currently disabled? I would like every URL and the total.',
    ],
  },

  // ─── declines ──────────────────────────────────────────────────────────────────────────────
  {
    id: 's12-dec-why-pageviews-fell',
    spec: { m: 'decline', why: 'causal: the data shows counts, not why they changed' },
    qs: [
      'Page views on 7 June were noticeably lower than on 6 June. Could you explain why traffic fell that day?',
      'Our CMO asked me: what caused the drop in page views on the 7th of June compared with the day before?',
    ],
  },
  {
    id: 's12-dec-forecast-identifications',
    spec: { m: 'decline', why: 'a forecast: the product reports recorded data only' },
    qs: [
      'Please provide a forecast of how many visitors we will identify next month, in July.',
      'How many identifications should we expect over the coming four weeks, based on the current trend?',
    ],
  },
  {
    id: 's12-dec-phone-number',
    spec: { m: 'decline', why: 'the product does not hold telephone numbers' },
    qs: [
      'Could you provide the direct-dial telephone number of {person.email} so that our sales team can ring them?',
      'Please give me the mobile phone number of the visitor {person.email}.',
    ],
  },
  {
    id: 's12-dec-ambiguous-pageviews',
    spec: { m: 'decline', why: 'ambiguous company name: several accounts start with it' },
    qs: [
      'How many page views has {ambiguous} made this month?',
      'Could you tell me how many people from {ambiguous} have visited the website since 1 June?',
    ],
  },
  {
    id: 's12-dec-ambiguous-intent',
    spec: { m: 'decline', why: 'ambiguous company name: several accounts start with it' },
    qs: [
      'What is the intent score of {ambiguous}?',
      'For my account review, please tell me the lifetime visit count of the company {ambiguous}.',
    ],
  },
  {
    id: 's12-dec-ad-spend',
    spec: { m: 'decline', why: 'advertising spend and cost per click are not held by the product' },
    qs: [
      'What was our cost per click on the brand-search campaign last month?',
      'Please provide the total advertising spend on the abm-q3 LinkedIn campaign this quarter.',
    ],
  },
  {
    id: 's12-dec-predict-conversion',
    spec: { m: 'decline', why: 'a prediction of which leads will become customers' },
    qs: [
      'Which of our lead accounts will become customers next quarter?',
      'Could you predict which leads with an intent score above 80 are going to sign a contract with us by September?',
    ],
  },
  {
    id: 's12-dec-competitor-own-traffic',
    spec: { m: 'decline', why: "data the product does not hold: another organisation's own website traffic" },
    qs: [
      'How many visitors did {competitor.name}\'s own website receive last month?',
      'Please provide the number of page views on our competitor {competitor.domain}\'s website this week.',
    ],
  },
  {
    id: 's12-dec-why-customers-higher-intent',
    spec: { m: 'decline', why: 'causal: why one group scores higher' },
    qs: [
      'Why do our customer accounts have higher intent scores than our leads? What is the reason behind it?',
      'Could you explain what makes customers more engaged with our website than leads are?',
    ],
  },
  {
    id: 's12-dec-forecast-campaign',
    spec: { m: 'decline', why: 'a forecast of future campaign sessions' },
    qs: [
      'How many attributed sessions will the abm-q3 campaign bring in next week?',
      'Please project the number of sessions the monthly-digest campaign will generate in July.',
    ],
  },
  {
    id: 's12-dec-call-notes',
    spec: { m: 'decline', why: 'sales call content is not data the product holds' },
    qs: [
      'What did {person2.email} say about our pricing during last Tuesday\'s sales call?',
      'Please summarise the objections {person2.email} raised in their discovery call with our account executive.',
    ],
  },
  {
    id: 's12-dec-counterfactual-budget',
    spec: { m: 'decline', why: 'a counterfactual: what would happen under another budget' },
    qs: [
      'If we doubled our LinkedIn budget, how many more accounts would we identify?',
      'What would our page views have been last month had we not run the launch-week campaign?',
    ],
  },
  {
    id: 's12-dec-why-competitor-pricing',
    spec: { m: 'decline', why: "causal / motive: the data does not say why someone visited" },
    qs: [
      'Why has {competitor.name} been looking at our pricing pages so often recently? What are they planning?',
      'Could you tell me what {competitor.name} intends to do with the information from our /pricing page?',
    ],
  },
];

export const SET12 = flatten(SET12_FAMILIES);
