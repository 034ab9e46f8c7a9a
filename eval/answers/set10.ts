// Answer set 10 (a tuning set, issue 14): written on 2026-11-25 by a helper who never read the
// planner (subgraphs/copilot/**) nor the other question sets; specs derived from truth.ts/measures.ts/
// windows.ts and the demo generator only, phrasings written as chat-box questions against the eval clock.
//
// Coverage and conventions: every measure of Spec (count, list, avg, sum, share, top by a number and
// top groups, first, last, compare) over every subject truth.ts computes, each with only the filters
// truth.ts applies to that subject (accounts: classification, domain, intent, visit count, new,
// returning, page/channel/source/campaign views; visitors: those plus email, identified, resolution
// source; identifications: who-filters, intent and resolution source, windowed by identified_at;
// page views and sessions: page and who-filters, page views also channel/source/campaign; attributed
// sessions: channel/source/campaign; recommendations/keys: state and created_at; webhooks: state only)
// and every window kind (today, yesterday, all, last N days, this/last week, month, quarter, since,
// between). About 12% of the families should be declined (causal, forecasts, facts the product does
// not hold, an ambiguous company name). The phrasings are the way non-native speakers type ("how much
// visitors", missing articles, wrong tense), combine two or three filters, often state the filters
// after the measure in a clause or sentence of their own, and a few are in Title Case or CAPITALS.
// Each phrasing carries exactly its spec's constraints: "identified this week" means identifications
// made in the window, identified people who visited in a window say "whenever identified"; visit
// counts are lifetime ("in total" / "lifetime" when a window is named); shares name their
// denominator; exact /pricing and "any pricing page" (/pricing*) are said explicitly; channel, source
// and campaign values are the demo generator's (paid_search, paid_social, email, social, affiliate,
// organic_search, referral, direct; google, linkedin, newsletter, facebook, g2; brand-search, abm-q3,
// monthly-digest, launch-week, g2-listing); the eval clock is 2025-06-18 12:00 UTC (a Wednesday).
import { between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const pricing = '/pricing';

export const SET10_FAMILIES: Family[] = [
  // ─── accounts ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'accounts: customers visited this month',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'How many accounts visited? Only customers, only this month.',
      'how much customer companies was visiting our site this month',
      'HOW MANY CUSTOMER ACCOUNTS HAD A VISIT THIS MONTH?',
    ],
  },
  {
    id: 'accounts: leads on exact /pricing yesterday',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', path: pricing }, w: YESTERDAY },
    qs: [
      'give me count of lead companies what visited the exact /pricing page yesterday (not /pricing/enterprise)',
      'Yesterday, how many leads was on /pricing? I mean only the exact /pricing path, companies classified lead.',
    ],
  },
  {
    id: 'accounts: competitors on any pricing page, last 7 days (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor', pathPrefix: pricing }, w: days(7) },
    qs: [
      'which competitors was on any pricing page in last 7 days? any page under /pricing counts',
      'List competitor companies. Only the ones who viewed some pricing page (/pricing or /pricing/...) during the last 7 days.',
    ],
  },
  {
    id: 'accounts: new this week with a paid search view this week',
    spec: { m: 'count', s: 'accounts', f: { new: true, channel: 'paid_search' }, w: thisP('week') },
    qs: [
      'How many new companies this week came by paid search? New mean first seen this week, and they had page view from paid search channel this week.',
      'Companies first seen this week which have a paid_search page view this week — how much are they?',
    ],
  },
  {
    id: 'accounts: returning leads last week with intent 40-80',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: 'between', lo: 40, hi: 80 }, returning: true }, w: lastP('week') },
    qs: [
      'How many returning lead companies last week with intent score between 40 and 80? returning = first seen before last week and visited during last week',
      'Count lead accounts with intent 40 to 80 (inclusive). Only the returning ones of last week: visited last week but first seen before it.',
    ],
  },
  {
    id: 'accounts: avg intent of customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'what is average intent score of customer accounts?',
      'Average Intent Score For All Customer Companies?',
    ],
  },
  {
    id: 'accounts: avg intent of leads who read the blog this week',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead', pathPrefix: '/blog/' }, w: thisP('week') },
    qs: [
      'average intent of lead companies what read blog this week (any /blog/ page)',
      'For lead accounts which viewed a /blog/ post this week: what is their average intent score?',
    ],
  },
  {
    id: 'accounts: sum of visit counts of competitors',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      'How much visits competitors made in total? sum of visit count over all competitor accounts',
      'Total visit count, all competitor companies together.',
    ],
  },
  {
    id: 'accounts: sum of visitor counts of customers who visited last month',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'Customer companies that visited last month: add up their visitor counts (people in total, all time).',
      'how many people in total is in customer accounts which was visiting in last month? sum the visitor count of each account',
    ],
  },
  {
    id: 'accounts: share competitors among accounts on any pricing page this month',
    spec: { m: 'share', s: 'accounts', part: { classification: 'competitor' }, f: { pathPrefix: pricing }, w: thisP('month') },
    qs: [
      'Of companies which looked at any pricing page this month, how many percent are competitors?',
      'Percent of competitors among accounts with a /pricing* page view this month (denominator = all accounts that viewed any pricing page this month)',
    ],
  },
  {
    id: 'accounts: share of leads with intent >= 50',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 50 } }, f: { classification: 'lead' } },
    qs: [
      'what percent of lead accounts has intent score 50 or more?',
      'Lead companies: which share have intent ≥ 50, out of all lead companies?',
    ],
  },
  {
    id: 'accounts: top 5 new leads of last week by intent',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', f: { classification: 'lead', new: true }, w: lastP('week') },
    qs: [
      'Top 5 new leads of last week by intent score. new = first seen in last week.',
      'which 5 lead companies first seen last week has highest intent?',
    ],
  },
  {
    id: 'accounts: top 3 by page views today',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: TODAY },
    qs: [
      'Which 3 companies have most page views today?',
      'TOP 3 ACCOUNTS BY PAGE VIEWS TODAY',
    ],
  },
  {
    id: 'accounts: top 5 customers by lifetime visit count',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'customer' } },
    qs: [
      'top 5 customers by visit count (lifetime)',
      'Which five customer companies visited most in total? rank them by their visit count',
    ],
  },
  {
    id: 'accounts: earliest first seen competitor',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'competitor' } },
    qs: [
      'When we first seen any competitor company?',
      'Earliest first-seen time among competitor accounts?',
    ],
  },
  {
    id: 'accounts: last seen of lead by domain',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{lead.domain}' } },
    qs: [
      'When {lead.domain} was last seen on our site?',
      'last seen time of account {lead.domain}, please',
    ],
  },
  {
    id: 'accounts: leads visiting this week vs last week',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'Lead companies visiting: this week vs last week, how much each?',
      'How many lead accounts visited this week, and how many was visiting last week? Compare it.',
    ],
  },
  {
    id: 'accounts: 10+ visits with an email-channel view this quarter',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>=', v: 10 }, channel: 'email' }, w: thisP('quarter') },
    qs: [
      'How many companies with 10 or more visits (lifetime visit count) had a page view from email channel this quarter?',
      'Accounts with visit count at least 10 in total. Only those who came by the email channel this quarter. How many?',
    ],
  },
  {
    id: 'accounts: excluded (list)',
    spec: { m: 'list', s: 'accounts', f: { classification: 'excluded' } },
    qs: [
      'Which companies are excluded?',
      'show me list of excluded accounts',
    ],
  },
  {
    id: 'accounts: new leads first seen June 1-7',
    spec: { m: 'count', s: 'accounts', f: { new: true, classification: 'lead' }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'How many new lead accounts was first seen between 1 and 7 June 2025 (both days included)?',
      'Leads first seen from 2025-06-01 to 2025-06-07 inclusive, count please.',
    ],
  },
  {
    id: 'accounts: leads from abm-q3 since June 1',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3', classification: 'lead' }, w: since('2025-06-01') },
    qs: [
      'how much lead companies came from abm-q3 campaign since June 1, 2025? (a page view with utm campaign abm-q3)',
      'Since 2025-06-01: number of lead accounts with a page view from the abm-q3 campaign.',
    ],
  },
  {
    id: 'accounts: visited last quarter',
    spec: { m: 'count', s: 'accounts', w: lastP('quarter') },
    qs: [
      'How many companies visited us last quarter?',
      'number of accounts what had a visit in previous quarter',
    ],
  },
  {
    id: 'accounts: avg visitor count of returning accounts this week',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { returning: true }, w: thisP('week') },
    qs: [
      'Returning companies this week (first seen before this week, visited this week): average visitor count per company, all time?',
      'what is average number of visitors (visitor count, all time) of the returning accounts of this week? returning mean first seen before this week',
    ],
  },
  {
    id: 'accounts: top 3 leads by product page views last month',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { classification: 'lead', pathPrefix: '/product' }, w: lastP('month') },
    qs: [
      'Which 3 lead companies viewed product pages (/product and /product/...) the most last month, by number of those page views?',
      'Top 3 Lead Accounts By Product Page Views Last Month',
    ],
  },

  // ─── visitors ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'visitors: new from customers this week',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', new: true }, w: thisP('week') },
    qs: [
      'how much new visitors from customer companies this week? new = first visit this week',
      'Visitors at customer accounts whose first visit was this week. How many?',
    ],
  },
  {
    id: 'visitors: new yesterday via organic search',
    spec: { m: 'count', s: 'visitors', f: { channel: 'organic_search', new: true }, w: YESTERDAY },
    qs: [
      'How many new visitors came from organic search yesterday? (first visit yesterday)',
      'give me count of visitors what first visited yesterday and had an organic search page view yesterday',
    ],
  },
  {
    id: 'visitors: identified (whenever) who viewed /demo last week',
    spec: { m: 'count', s: 'visitors', f: { identified: true, path: '/demo' }, w: lastP('week') },
    qs: [
      'identified people (whenever identified) what visited /demo last week — how many?',
      'How Many Identified Visitors Viewed /demo Last Week? Identified At Any Time.',
    ],
  },
  {
    id: 'visitors: identified competitor people who visited this month (list)',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor', identified: true }, w: thisP('month') },
    qs: [
      'Which identified people from competitors was visiting this month? identified any time',
      'List visitors. Only identified ones (whenever identified), from competitor companies, visited this month.',
    ],
  },
  {
    id: 'visitors: returning lead visitors this week with intent 30-70',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', intent: { op: 'between', lo: 30, hi: 70 }, returning: true }, w: thisP('week') },
    qs: [
      'How many returning visitors from lead companies this week have intent between 30 and 70? Returning = visited this week, first visit before this week.',
      'Visitors of lead accounts, intent score 30-70 inclusive, returning this week (visited this week, first visit earlier). Count?',
    ],
  },
  {
    id: 'visitors: avg intent of email-capture visitors',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { idSource: 'email_capture' } },
    qs: [
      'Average intent of visitors resolved by email capture?',
      'what is avg intent score for visitors which resolution source is email_capture',
    ],
  },
  {
    id: 'visitors: avg lifetime visit count of customer visitors who visited last month',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'Visitors from customer companies who visited last month: average visit count (all time)?',
      'in average how many visits in total have customer visitors who was on site in last month',
    ],
  },
  {
    id: 'visitors: sum of visit counts at customer domain',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: [
      'Sum of visit counts of all visitors from {customer.domain}?',
      'how much visits in total made people of {customer.domain}? add up each visitor visit count',
    ],
  },
  {
    id: 'visitors: share identified among any-pricing visitors this week',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, f: { pathPrefix: pricing }, w: thisP('week') },
    qs: [
      'Of visitors who viewed any pricing page this week, what % are identified (whenever identified)?',
      'Pricing pages this week (any /pricing page). Which percent of those visitors is identified? identified at any time',
    ],
  },
  {
    id: 'visitors: share new among last week visitors',
    spec: { m: 'share', s: 'visitors', part: { new: true }, w: lastP('week') },
    qs: [
      "What share of last week's visitors were new (first visit in last week)? out of all visitors last week",
      'Percent of new visitors last week, denominator = all visitors of last week',
    ],
  },
  {
    id: 'visitors: top 5 identified lead visitors by intent, last 7 days',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { identified: true, classification: 'lead' }, w: days(7) },
    qs: [
      'Top 5 identified lead visitors by intent who visited in last 7 days (identified whenever)',
      'which 5 identified people (any time identified) from lead companies, active last 7 days, has highest intent score?',
    ],
  },
  {
    id: 'visitors: top 3 by blog page views this month',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'views', f: { pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      'Which 3 visitors read blog most this month? rank by their /blog/ page views',
      'TOP 3 VISITORS BY NUMBER OF BLOG PAGE VIEWS (/blog/ PAGES) THIS MONTH',
    ],
  },
  {
    id: 'visitors: first visit of person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: [
      'When {person.email} visited first time?',
      'first visit of {person.email} — when it was?',
    ],
  },
  {
    id: 'visitors: last visit of identified competitor people',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { classification: 'competitor', identified: true } },
    qs: [
      'When was last visit of any identified visitor from competitors?',
      'Identified competitor people: when is the most recent visit from one of them?',
    ],
  },
  {
    id: 'visitors: today vs yesterday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      'How many visitors today compared with yesterday?',
      'visitors today? and yesterday? give both numbers',
    ],
  },
  {
    id: 'visitors: ip_table visitors with a linkedin-source view since June 10',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'ip_table', source: 'linkedin' }, w: since('2025-06-10') },
    qs: [
      'Visitors matched by IP table which came from utm source linkedin since June 10 2025 — how much?',
      'Count visitors. Resolution source ip_table. They must have a page view with utm_source linkedin since 2025-06-10.',
    ],
  },
  {
    id: 'visitors: unidentified with 3+ lifetime visits this quarter',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 3 }, identified: false }, w: thisP('quarter') },
    qs: [
      'How many not identified visitors with at least 3 visits in total was on site this quarter?',
      'Anonymous visitors (never identified), visit count 3 or more lifetime, visited this quarter. Number?',
    ],
  },
  {
    id: 'visitors: ASN-matched visitors yesterday (list)',
    spec: { m: 'list', s: 'visitors', f: { idSource: 'asn' }, w: YESTERDAY },
    qs: [
      'List visitors matched by ASN who visited yesterday',
      'which visitors with resolution source asn was here yesterday?',
    ],
  },
  {
    id: 'visitors: identified lead visitors from brand-search, June 2-8',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', campaign: 'brand-search', identified: true }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'Identified visitors (whenever identified) from lead companies with a brand-search campaign page view between 2 and 8 June 2025, both days included: how many?',
      'how much identified lead visitors came from campaign brand-search from 2025-06-02 to 2025-06-08 inclusive? identified at any time',
    ],
  },
  {
    id: 'visitors: from lead2 domain, last 30 days',
    spec: { m: 'count', s: 'visitors', f: { domain: '{lead2.domain}' }, w: days(30) },
    qs: [
      'how many people from {lead2.domain} visited in last 30 days',
      'Visitors of {lead2.domain}. Last 30 days. How much?',
    ],
  },
  {
    id: 'visitors: identified on exact /pricing yesterday, top 3 by intent',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'intent_score', f: { identified: true, path: pricing }, w: YESTERDAY },
    qs: [
      'Top 3 identified visitors (identified whenever) by intent who viewed exact /pricing page yesterday',
      'yesterday on /pricing (only that path, not enterprise): which 3 identified people have biggest intent?',
    ],
  },

  // ─── identifications ─────────────────────────────────────────────────────────────────────────
  {
    id: 'identifications: this week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      'How many people was identified this week?',
      'identifications made this week, count',
      'NUMBER OF PEOPLE IDENTIFIED THIS WEEK?',
    ],
  },
  {
    id: 'identifications: customers last month',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'How many people from customer companies got identified in last month?',
      'Identifications last month. Only customers.',
    ],
  },
  {
    id: 'identifications: by email capture yesterday',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'how much identifications by email capture yesterday?',
      'Yesterday. Identified people. Only resolution source email_capture. Count?',
    ],
  },
  {
    id: 'identifications: competitors, last 14 days (list)',
    spec: { m: 'list', s: 'identifications', f: { classification: 'competitor' }, w: days(14) },
    qs: [
      'Who from competitors was identified in last 14 days?',
      'list people identified in past 14 days, only competitor companies',
    ],
  },
  {
    id: 'identifications: top 3 by intent this month',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'intent_score', w: thisP('month') },
    qs: [
      'top 3 people identified this month by intent score',
      'Of people identified this month, which 3 has the highest intent?',
    ],
  },
  {
    id: 'identifications: first at customer domain',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { domain: '{customer.domain}' } },
    qs: [
      'When was first person from {customer.domain} identified?',
      'earliest identification at {customer.domain}?',
    ],
  },
  {
    id: 'identifications: last of a lead visitor with intent 60+',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { classification: 'lead', intent: { op: '>=', v: 60 } } },
    qs: [
      'When was most recent identification of a lead visitor with intent 60+?',
      'last time we identified someone from lead company having intent score at least 60',
    ],
  },
  {
    id: 'identifications: this month vs last month',
    spec: { m: 'compare', s: 'identifications', w: thisP('month'), w2: lastP('month') },
    qs: [
      'Identifications this month vs last month?',
      'how many people identified in this month, and how many in last month',
    ],
  },
  {
    id: 'identifications: avg intent of leads identified since June 1',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', f: { classification: 'lead' }, w: since('2025-06-01') },
    qs: [
      'Average intent of lead people identified since 1 June 2025?',
      'People from lead accounts identified from 2025-06-01 until now — average intent score?',
    ],
  },
  {
    id: 'identifications: share by email capture last week',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'What percent of last week identifications was by email capture? out of all people identified last week',
      'Identified last week: share with resolution source email_capture (denominator: everyone identified last week)',
    ],
  },
  {
    id: 'identifications: sum of lifetime visit counts of leads identified June 9-15',
    spec: { m: 'sum', s: 'identifications', field: 'visit_count', f: { classification: 'lead' }, w: between('2025-06-09', '2025-06-15') },
    qs: [
      'People from lead companies identified between June 9 and June 15 2025 (inclusive): their visit counts added up (lifetime)?',
      'sum of visit count (all time) for lead visitors which got identified 2025-06-09..2025-06-15, both days included',
    ],
  },

  // ─── page views ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'page views: exact /pricing by competitors this week',
    spec: { m: 'count', s: 'page_views', f: { path: pricing, classification: 'competitor' }, w: thisP('week') },
    qs: [
      'How many views of exact /pricing page by competitors this week?',
      'Competitors, this week, page /pricing only (not /pricing/enterprise). How much page views?',
    ],
  },
  {
    id: 'page views: blog from organic search last week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/', channel: 'organic_search' }, w: lastP('week') },
    qs: [
      'blog page views (any /blog/ page) from organic search last week, how many?',
      'Number of page views on /blog/ pages last week. Only the organic search channel.',
    ],
  },
  {
    id: 'page views: /demo by identified visitors, last 7 days',
    spec: { m: 'count', s: 'page_views', f: { identified: true, path: '/demo' }, w: days(7) },
    qs: [
      'How many /demo page views by identified visitors (whenever identified) in last 7 days?',
      'page views of /demo in last 7 days, only from identified people (identified any time)',
    ],
  },
  {
    id: 'page views: top 5 pages this month',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: thisP('month') },
    qs: [
      '5 most viewed pages this month',
      'which pages was most viewed in this month? top 5 by page views',
    ],
  },
  {
    id: 'page views: top channel of customers',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'channel', f: { classification: 'customer' } },
    qs: [
      'Which channel brought most page views from customer companies (all time)?',
      'CUSTOMER ACCOUNTS: TOP CHANNEL BY PAGE VIEWS, ALL TIME?',
    ],
  },
  {
    id: 'page views: share on any pricing page among lead page views yesterday',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: pricing }, f: { classification: 'lead' }, w: YESTERDAY },
    qs: [
      'What percent of lead companies page views yesterday was on any pricing page? denominator = all lead page views yesterday',
      'Yesterday page views from leads: how many percent of them went to /pricing or /pricing/... pages?',
    ],
  },
  {
    id: 'page views: share direct this week',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: thisP('week') },
    qs: [
      'Which share of this week page views is direct channel? out of all page views this week',
      'percent of direct page views this week, from all page views this week',
    ],
  },
  {
    id: 'page views: first any-pricing view by competitor domain',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { domain: '{competitor.domain}', pathPrefix: pricing } },
    qs: [
      'When {competitor.domain} first looked at any pricing page?',
      'first page view of a pricing page (/pricing or /pricing/...) from {competitor.domain}, when?',
    ],
  },
  {
    id: 'page views: last view of person2',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person2.email}' } },
    qs: [
      'When {person2.email} viewed a page last time?',
      'Last page view of {person2.email}?',
    ],
  },
  {
    id: 'page views: /pricing/enterprise last week vs June 2-8',
    spec: { m: 'compare', s: 'page_views', f: { path: '/pricing/enterprise' }, w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      'Page views of /pricing/enterprise last week compared to June 2-8 2025 (both days included)?',
      'how much views /pricing/enterprise had last week, and how much in 2025-06-02..2025-06-08?',
    ],
  },
  {
    id: 'page views: newsletter source since May 26',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' }, w: since('2025-05-26') },
    qs: [
      'page views with utm source newsletter since May 26 2025?',
      'How many page views came from the newsletter source since 2025-05-26?',
    ],
  },
  {
    id: 'page views: launch-week campaign by leads last month',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week', classification: 'lead' }, w: lastP('month') },
    qs: [
      'how many page views from launch-week campaign by lead companies in last month?',
      'Last month. Campaign launch-week. Only leads. Page views count?',
    ],
  },
  {
    id: 'page views: ASN-matched visitors today',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'asn' }, w: TODAY },
    qs: [
      'How many page views today from visitors matched by ASN?',
      'today page views, resolution source asn only',
    ],
  },
  {
    id: 'page views: top 3 pages of competitors, last 14 days',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'competitor' }, w: days(14) },
    qs: [
      'Top 3 pages competitors viewed in last 14 days',
      'which 3 pages has most views from competitor companies, past 14 days?',
    ],
  },
  {
    id: 'page views: lead by name this quarter',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead.name}' }, w: thisP('quarter') },
    qs: [
      'How many page views from {lead.name} this quarter?',
      '{lead.name}: page views in this quarter?',
    ],
  },

  // ─── sessions ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'sessions: today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: [
      'How many sessions today?',
      'sessions started today, count',
    ],
  },
  {
    id: 'sessions: customer sessions with any pricing page this month',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer', pathPrefix: pricing }, w: thisP('month') },
    qs: [
      'How many sessions of customer visitors included any pricing page this month?',
      'Sessions this month. From customers. With at least one pricing page (/pricing or /pricing/...).',
    ],
  },
  {
    id: 'sessions: identified visitors with /demo last week',
    spec: { m: 'count', s: 'sessions', f: { identified: true, path: '/demo' }, w: lastP('week') },
    qs: [
      'Last week, how much sessions with a /demo view had identified visitors (identified whenever)?',
      'Sessions started last week by identified people (identified any time) that include the /demo page',
    ],
  },
  {
    id: 'sessions: this week vs last week',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Sessions this week vs last week',
      'how many session in this week, and in last week?',
    ],
  },
  {
    id: 'sessions: first session of person this month',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { email: '{person.email}' }, w: thisP('month') },
    qs: [
      'When first session of {person.email} this month started?',
      '{person.email}: start time of first session in this month',
    ],
  },
  {
    id: 'sessions: latest competitor session',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' } },
    qs: [
      'When did latest session from a competitor company start?',
      'most recent competitor session — start time?',
    ],
  },
  {
    id: 'sessions: share with exact /pricing last month',
    spec: { m: 'share', s: 'sessions', part: { path: pricing }, w: lastP('month') },
    qs: [
      'What percent of sessions last month included exact /pricing page? out of all sessions last month',
      'Sessions started in last month: share that viewed /pricing (only that path), denominator all sessions of last month',
    ],
  },
  {
    id: 'sessions: lead domain June 1-10',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}' }, w: between('2025-06-01', '2025-06-10') },
    qs: [
      'how many sessions had {lead.domain} from 1 to 10 June 2025, both included?',
      'Sessions of {lead.domain} between 2025-06-01 and 2025-06-10 inclusive',
    ],
  },
  {
    id: 'sessions: email-capture visitors with a product page since June 5',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'email_capture', pathPrefix: '/product' }, w: since('2025-06-05') },
    qs: [
      'How many sessions since June 5 2025 by visitors resolved by email capture, with a product page (/product or /product/...)?',
      'sessions from 2025-06-05 till now. visitor resolution source email_capture. session must have some /product page. count?',
    ],
  },

  // ─── attributed sessions ─────────────────────────────────────────────────────────────────────
  {
    id: 'attribution: email channel last month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: lastP('month') },
    qs: [
      'How many attributed sessions from email channel last month?',
      'Attribution: email channel, last month. Sessions?',
    ],
  },
  {
    id: 'attribution: abm-q3 this week',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'abm-q3' }, w: thisP('week') },
    qs: [
      'attributed sessions of abm-q3 campaign this week?',
      'How much attributed sessions the abm-q3 campaign got in this week?',
    ],
  },
  {
    id: 'attribution: top 3 channels this month',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: thisP('month') },
    qs: [
      'Top 3 channels by attributed sessions this month',
      'which 3 channel bring most attributed sessions in this month?',
    ],
  },
  {
    id: 'attribution: top campaign last week',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'campaign', w: lastP('week') },
    qs: [
      'Which campaign had most attributed sessions last week?',
      'BEST CAMPAIGN LAST WEEK BY ATTRIBUTED SESSIONS?',
    ],
  },
  {
    id: 'attribution: top 5 sources all time',
    spec: { m: 'top', s: 'attributed_sessions', n: 5, group: 'source' },
    qs: [
      'top 5 utm sources by attributed sessions, all time',
      'Rank sources by attributed sessions, all time. Give me top 5.',
    ],
  },
  {
    id: 'attribution: paid search share, last 7 days',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_search' }, w: days(7) },
    qs: [
      'What percent of attributed sessions in last 7 days came from paid search? out of all attributed sessions in those days',
      'paid search share of all attributed sessions, last 7 days',
    ],
  },
  {
    id: 'attribution: linkedin source last week vs June 2-8',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'linkedin' }, w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      'Attributed sessions from source linkedin: last week vs June 2-8 2025 (inclusive)?',
      'linkedin source, attributed sessions — last week how much, and 2025-06-02 to 2025-06-08 how much?',
    ],
  },
  {
    id: 'attribution: g2 source since June 1',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'g2' }, w: since('2025-06-01') },
    qs: [
      'How many attributed sessions from source g2 since June 1 2025?',
      'g2 (utm source) attributed sessions from 2025-06-01 until today?',
    ],
  },
  {
    id: 'attribution: yesterday',
    spec: { m: 'count', s: 'attributed_sessions', w: YESTERDAY },
    qs: [
      'how many attributed sessions was yesterday?',
      'Attributed sessions. Yesterday. Total, all channels.',
    ],
  },
  {
    id: 'attribution: facebook share last month',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'facebook' }, w: lastP('month') },
    qs: [
      'Last month, which percent of attributed sessions come from facebook source? denominator = all attributed sessions last month',
      'share of facebook (utm source) in all attributed sessions of last month',
    ],
  },
  {
    id: 'attribution: brand-search last quarter',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: lastP('quarter') },
    qs: [
      'attributed sessions of brand-search campaign last quarter?',
      'How Many Attributed Sessions Did Brand-Search Campaign Have Last Quarter?',
    ],
  },
  {
    id: 'attribution: affiliate channel and g2-listing campaign, May 26 - June 1',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'affiliate', campaign: 'g2-listing' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'Attributed sessions with channel affiliate and campaign g2-listing between May 26 and June 1 2025 (both days in)?',
      'how much attributed sessions from affiliate channel, campaign g2-listing, 2025-05-26..2025-06-01 inclusive',
    ],
  },

  // ─── recommendations ─────────────────────────────────────────────────────────────────────────
  {
    id: 'recommendations: open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'How many open recommendations we have?',
      'count of recommendations which are still open',
    ],
  },
  {
    id: 'recommendations: open (list)',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'List open recommendations',
      'which recommendations is still open? show all of them',
    ],
  },
  {
    id: 'recommendations: newest open one',
    spec: { m: 'last', s: 'recommendations', field: 'created_at', f: { state: 'open' } },
    qs: [
      'When the newest open recommendation was created?',
      'creation time of most recent open recommendation?',
    ],
  },

  // ─── API keys ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'keys: active',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: [
      'How many API keys are active (not revoked)?',
      'active api keys count',
    ],
  },
  {
    id: 'keys: all (list)',
    spec: { m: 'list', s: 'keys' },
    qs: [
      'List all API keys, revoked ones too',
      'what api keys we have? all of them, any state',
    ],
  },
  {
    id: 'keys: oldest',
    spec: { m: 'first', s: 'keys', field: 'created_at' },
    qs: [
      'When oldest API key was created?',
      'creation time of the first api key (any state)?',
    ],
  },

  // ─── webhooks ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'webhooks: enabled',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'How many webhooks are enabled?',
      'count of enabled webhook endpoints',
    ],
  },
  {
    id: 'webhooks: disabled (list)',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Which webhooks is disabled?',
      'LIST DISABLED WEBHOOKS',
    ],
  },

  // ─── declines ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'decline: campaign caused conversions',
    spec: { m: 'decline', why: 'a causal claim' },
    qs: [
      'Did the abm-q3 campaign cause leads to become customers?',
      'is linkedin campaign the reason why more companies visited us this month?',
    ],
  },
  {
    id: 'decline: forecast of lead visits',
    spec: { m: 'decline', why: 'a forecast: no data about the future' },
    qs: [
      'How many leads will visit the pricing page next month?',
      'predict how much visitors we get next week please',
    ],
  },
  {
    id: 'decline: ambiguous company name',
    spec: { m: 'decline', why: 'the name is the first word of several companies: a clarification' },
    qs: [
      'How much page views had {ambiguous} this week?',
      'When {ambiguous} visited last time?',
    ],
  },
  {
    id: 'decline: phone number and address',
    spec: { m: 'decline', why: 'the product holds no phone numbers or home addresses' },
    qs: [
      'What is phone number of {person.email}?',
      'give me home address of {person2.email}',
    ],
  },
  {
    id: 'decline: motive of competitors',
    spec: { m: 'decline', why: 'a motive: why someone visited is not in the data' },
    qs: [
      'Why competitors are looking on our pricing so much?',
      'WHY DID {competitor.name} VISIT OUR SITE?',
    ],
  },
  {
    id: 'decline: will a lead buy',
    spec: { m: 'decline', why: 'a prediction of a purchase' },
    qs: [
      'Is {lead.name} going to buy from us this quarter?',
      'Which leads will sign contract with us next month?',
    ],
  },
  {
    id: 'decline: year-over-year growth',
    spec: { m: 'decline', why: 'too few days of data for a year-over-year comparison' },
    qs: [
      'How much visitors grew compared to same month last year?',
      'Year Over Year Growth Of Page Views For June?',
    ],
  },
  {
    id: 'decline: customer sentiment',
    spec: { m: 'decline', why: 'opinions are not in the data' },
    qs: [
      'Are people of {customer.name} happy with our product?',
      'what {customer2.name} think about our pricing?',
    ],
  },
  {
    id: 'decline: counterfactual campaign lift',
    spec: { m: 'decline', why: 'a counterfactual (causal) claim' },
    qs: [
      'How many more companies visited because of the launch-week campaign?',
      'did newsletter make intent scores go up?',
    ],
  },
  {
    id: 'decline: salary and age of a person',
    spec: { m: 'decline', why: 'personal facts the product does not hold' },
    qs: [
      'What is salary of {person3.email}?',
      'how old is {person.email}?',
    ],
  },
  {
    id: 'decline: browsing on other websites',
    spec: { m: 'decline', why: 'the pixel sees only this site' },
    qs: [
      'Which of our visitors also visited competitor websites this week?',
      'which other vendors is {lead.domain} evaluating besides us?',
    ],
  },
  {
    id: 'decline: future intent score',
    spec: { m: 'decline', why: 'a forecast of a score' },
    qs: [
      'What will be intent score of {lead.domain} next week?',
      'Predict intent of {customer.domain} for end of month.',
    ],
  },
  {
    id: 'decline: ad blockers',
    spec: { m: 'decline', why: 'visitors who block the pixel are never seen' },
    qs: [
      'How many visitors use ad blocker and are hidden from us?',
      'Which companies visited our site with ad blocker on this month?',
    ],
  },
  {
    id: 'decline: what a competitor did with what it read',
    spec: { m: 'decline', why: 'actions off this site are not in the data' },
    qs: [
      'Did {competitor.domain} copy our pricing after they looked at it?',
      'what {competitor.name} changed on their own website after visiting us?',
    ],
  },
];

export const SET10 = flatten(SET10_FAMILIES);
