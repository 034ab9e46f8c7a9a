// Answer set 14 (a tuning set, issue 14): written on 2026-11-27 by a helper who never read the planner
// (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from
// truth.ts/measures.ts/windows.ts and the demo generator only. Style: a non-native English speaker
// (a sales rep in a European or Asian subsidiary) typing in a chat box: wrong agreement and word
// order ("How much accounts are customer?"), missing articles, literal translations ("score of
// intent more than 70"), "since 3 days" spelled out as the last 3 days, occasional typos, often no
// question mark; every constraint of the spec is still stated (inclusive bounds say "included",
// exact paths say "exactly", prefixes say "or any page under it", the personal consumer-mailbox
// account is named wherever a list, ranking or account figure includes it).
//
// Coverage:
//   - measures: count, list, avg, sum, share (denominator stated), top by a number (intent_score,
//     visit_count, visitor_count, views) and top groups (path, channel, source, campaign), first,
//     last, compare (the first window named first), decline;
//   - subjects: accounts, visitors, identifications, page_views, sessions, attributed_sessions,
//     recommendations, keys, webhooks (the last three without a window);
//   - filters: classification; intent =, >, >=, <, <=, between; visits (visit_count); exact path
//     vs prefix; channel; source; campaign; idSource; domain; company; email; identified (true and
//     false); new; returning; state (open, active, enabled, disabled);
//   - windows: today, yesterday, all time, last N days, this week/month/quarter, last
//     week/month/quarter, since a date, between two dates (both days included);
//   - demo values used: paths /pricing (exact and as a prefix), /demo, /product (prefix), /blog/
//     (prefix); channels organic_search, paid_social, affiliate; sources google, linkedin,
//     newsletter; campaigns abm-q3, launch-week, brand-search;
//     resolution sources email_capture, ip_table, asn; classifications lead, customer, competitor,
//     excluded; DemoRefs lead, lead2, customer, customer2, competitor, excluded, person..person5,
//     consumer, ambiguous;
//   - declines (15 of 116 families, 233 questions): causes, forecasts, data the product does not record (headcount,
//     call notes, email opens, CRM deal value, phone numbers, account owner, office city,
//     competitors' prices) and the ambiguous company name;
//   - realistic zeros: "last quarter" (January-March 2025, before any demo traffic) in the
//     quarter comparison family acc-compare-quarters; nothing else is zero on either workspace.
//     Constraints that cannot separate here: "active" keys (no key is revoked in either workspace)
//     and "this quarter" (all generated traffic falls in it).
//   - no list of page views, sessions or attribution rows is asked (their truth keys are row ids,
//     not the path/session/channel the grader reads); those subjects are counted, ranked by group,
//     shared, compared or timed instead.
// Truths were checked on both workspaces (the demo and the second generated one) by a scratch
// script (evaluateSpec on every spec, no copilot): every spec computes, none is degenerate except
// the zero above.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET14_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────
  {
    id: 'acc-count-customer',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: ALL },
    qs: ['How much accounts are customer?', 'give me number of accounts with classification customer, all of them since the beginning'],
  },
  {
    id: 'acc-count-competitor-7d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'competitor' }, w: days(7) },
    qs: ['how many competitor companies was on our website in last 7 days', 'Number of competitors acounts which visited site during the last 7 days?'],
  },
  {
    id: 'acc-list-pricing-2d',
    spec: { m: 'list', s: 'accounts', f: { path: '/pricing', intent: { op: '>=', v: 90 } }, w: days(2) },
    qs: [
      'which companies with intent 90 or more was visiting the pricing page (exactly /pricing, not /pricing/enterprise) in last 2 days? personal account include also',
      'list me accounts that opened exactly /pricing during last 2 days and have intent score at least 90 (90 included), the personal account count too',
    ],
  },
  {
    id: 'acc-count-intent-gt70',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 70 } } },
    qs: ['How many accounts have score of intent more than 70? count also the personal account', 'number of account with intent score above 70 (strictly more than 70), personal one included, all time'],
  },
  {
    id: 'acc-list-lead-intent-ge95',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 95 } } },
    qs: [
      'the accounts which have score of intent 95 or more and are classified lead, personal account also',
      'give me list of lead companies with intent at least 95 (95 included). personal account include it too, it is a lead',
    ],
  },
  {
    id: 'acc-count-intent-le30',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 30 } } },
    qs: ['number of accounts with intent 30 or less', 'how many account have a intent score maximum 30 (30 is included)?'],
  },
  {
    id: 'acc-count-intent-40-60',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } } },
    qs: ['how many account has intent between 40 and 60, both included', 'Accounts count with intent score from 40 to 60 inclusive please'],
  },
  {
    id: 'acc-list-intent-eq100',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: ['which accounts has intent score exactly 100? personal account count also', 'list all the companies where intent is equal 100 (also the personal account if it is)'],
  },
  {
    id: 'acc-avg-intent-lead',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' } },
    qs: ['what is average intent of the lead accounts? personal account is lead too so count it', 'average intent score for accounts classified as lead (personal included), all time'],
  },
  {
    id: 'acc-sum-visitors-customer',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      'how many people in total we have in the customer accounts — sum of the visitor count of all customer accounts',
      'sum the visitor_count of every customer account please',
    ],
  },
  {
    id: 'acc-top5-intent',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score' },
    qs: ['top 5 accounts by intent score, personal account can be in the ranking', 'give me the 5 best accounts for intent (include also personal account)', 'Which five accounts has highest intent? count personal account also'],
  },
  {
    id: 'acc-top3-lead-visits',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { classification: 'lead' } },
    qs: ['which 3 lead accounts have biggest visit count? personal account also count', 'top 3 leads by the visit count number (personal included)'],
  },
  {
    id: 'acc-top5-visitor-count',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visitor_count' },
    qs: ['the 5 companies with most visitors (highest visitor count), personal account included', 'top 5 accounts ordered by visitor count, count the personal account too'],
  },
  {
    id: 'acc-top5-views-lastweek',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', w: lastP('week') },
    qs: [
      'which 5 companies made most page views last week (Monday 9 to Sunday 15 June)? personal also count',
      'top 5 accounts by number of page views during last week, count also the personal account',
    ],
  },
  {
    id: 'acc-count-new-since-0601',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: since('2025-06-01') },
    qs: ['how many new companies we saw for first time since 1 June', 'number of accounts first seen since 1st of June (new accounts)'],
  },
  {
    id: 'acc-list-new-lastweek',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: ['which companies was new last week (first seen between Monday 9 and Sunday 15 June)', 'list the accounts seen for first time during last week'],
  },
  {
    id: 'acc-count-returning-thisweek',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('week') },
    qs: [
      'how many companies came back this week — they was already seen before this week and visited again this week. personal account count also',
      'number of returning accounts this week (first seen before Monday, visited since Monday), personal included',
    ],
  },
  {
    id: 'acc-count-visits-10-20',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: 'between', lo: 10, hi: 20 } } },
    qs: ['number of accounts with visit count between 10 and 20 (10 and 20 included)', 'how many companies has a visit count from 10 to 20 inclusive'],
  },
  {
    id: 'acc-count-paid-social-14d',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: days(14) },
    qs: ['how many companies came by the paid social channel in last 14 days (count personal account too)', 'number of accounts with at least one page view from channel paid_social during last 14 days, personal included'],
  },
  {
    id: 'acc-list-lead-abm-month',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', campaign: 'abm-q3' }, w: thisP('month') },
    qs: ['which lead companies came with the campaign abm-q3 this month? personal account also if it is there', 'list leads accounts that visited from campaign abm-q3 since start of this month, personal include'],
  },
  {
    id: 'acc-count-pricing-prefix-7d',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/pricing' }, w: days(7) },
    qs: [
      'how many companies looked /pricing or any page under it (like /pricing/enterprise) in the last 7 days, personal account include',
      'number of accounts with a page view on /pricing or its sub pages during last 7 days (personal counts)',
    ],
  },
  {
    id: 'acc-first-seen-competitor',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{competitor.domain}' } },
    qs: ['when we saw {competitor.domain} for first time', 'first seen date and hour of the account {competitor.domain}?'],
  },
  {
    id: 'acc-last-seen-customer2',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{customer2.name}' } },
    qs: ['when was last time {customer2.name} was seen on our site', 'last seen time of the company {customer2.name}'],
  },
  {
    id: 'acc-share-lead',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' } },
    qs: ['which percent of all accounts are lead? count personal account too (it is lead)', 'from all our accounts (personal included), how much % have classification lead'],
  },
  {
    id: 'acc-share-intent-gt80-thisweek',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>', v: 80 } }, w: thisP('week') },
    qs: [
      'from the companies that visited this week, what percentage have intent more than 80? personal also counted',
      'of all accounts visiting since Monday, the share (%) with intent score above 80 (personal account included)',
    ],
  },
  {
    id: 'acc-share-customer-demo-month',
    spec: { m: 'share', s: 'accounts', part: { path: '/demo' }, f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'Of the customer accounts that visited this month, how much percent looked exactly the /demo page this month',
      'customers visiting in this month: which % of them had a page view of exactly /demo in same month',
    ],
  },
  {
    id: 'acc-compare-lastweek-thisweek',
    spec: { m: 'compare', s: 'accounts', w: lastP('week'), w2: thisP('week') },
    qs: ['compare number of companies visiting last week and this week (personal included)', 'how many accounts visited last week, and how many this week? personal account count also'],
  },
  {
    id: 'acc-count-intent-ge80-yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>=', v: 80 } }, w: YESTERDAY },
    qs: ['How many companies with intent 80 or more visited yesterday? personal also', 'yesterday visiting accounts with intent score at least 80 (80 included), how much? personal account count'],
  },
  {
    id: 'acc-compare-quarters',
    spec: { m: 'compare', s: 'accounts', w: lastP('quarter'), w2: thisP('quarter') },
    qs: [
      'how many companies visited in last quarter (January to March) compared with this quarter? personal account count too',
      'compare accounts visiting: last quarter versus this quarter, personal included',
    ],
  },
  {
    id: 'acc-count-intent-lt50-quarter',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 50 } }, w: thisP('quarter') },
    qs: ['how many accounts with intent under 50 (50 not included) visited this quarter', 'number of companies that have intent score lower than 50 and visited us in this quarter'],
  },

  // ─── visitors ──────────────────────────────────────────────────────────────
  {
    id: 'vis-count-email-3d',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: days(3) },
    qs: [
      'give me the number of visitor identified by email who visited since 3 days (so in the last 3 days)',
      'how many visitors with identification source email capture came on the site during last 3 days',
    ],
  },
  {
    id: 'vis-count-excluded-month',
    spec: { m: 'count', s: 'visitors', f: { classification: 'excluded' }, w: thisP('month') },
    qs: ['how many visitors from excluded accounts came this month', 'number of visitor of accounts with classification excluded which visited since start of this month'],
  },
  {
    id: 'vis-count-anonymous-yesterday',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: YESTERDAY },
    qs: ['how many visitors stay anonymous (not identified) and visited yesterday', 'yesterday, number of visitor that are not identified at all'],
  },
  {
    id: 'vis-list-customer-domain-7d',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: days(7) },
    qs: ['who from {customer.domain} visited in last 7 days — list the visitors', 'list visitors of account {customer.domain} which came during last 7 days'],
  },
  {
    id: 'vis-top5-competitor-intent',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { classification: 'competitor' } },
    qs: ['top 5 visitors from competitor companies by intent score', 'the five people of competitors accounts with highest intent'],
  },
  {
    id: 'vis-sum-visits-customer-domain',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: ['sum of visit count of all visitors from {customer.domain}', 'if I add together the visit count of every visitor of account {customer.domain}, which total I get'],
  },
  {
    id: 'vis-avg-intent-ip-table',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { idSource: 'ip_table' } },
    qs: ['average intent score of visitors identified by the IP table (ip_table source)', 'what is mean intent of visitor resolved with ip_table, all time'],
  },
  {
    id: 'vis-avg-visits-customer',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { classification: 'customer' } },
    qs: ['in average how much visit count have the visitors of customer accounts', 'average visit count per visitor for people from customer accounts'],
  },
  {
    id: 'vis-count-visits-gt10',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>', v: 10 } } },
    qs: ['how many visitors have visit count more than 10 (personal mailbox people too)', 'number of visitor with visit count bigger than 10, strictly, count also the private email ones'],
  },
  {
    id: 'vis-count-new-thisweek',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: ['how many new visitors this week (their first visit is this week)', 'number of visitors which came for first time since Monday'],
  },
  {
    id: 'vis-count-returning-yesterday',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: YESTERDAY },
    qs: ['how many returning visitors yesterday, so people who visited yesterday but had first visit before yesterday', 'yesterday visitors that was coming back (first visit before yesterday), give the number'],
  },
  {
    id: 'vis-count-demo-7d',
    spec: { m: 'count', s: 'visitors', f: { path: '/demo' }, w: days(7) },
    qs: ['how many visitors seen exactly the /demo page during last 7 days', 'number of visitor who opened page /demo (exact) in the last 7 days'],
  },
  {
    id: 'vis-count-organic-since-0610',
    spec: { m: 'count', s: 'visitors', f: { channel: 'organic_search' }, w: since('2025-06-10') },
    qs: ['how many visitors came from organic search channel since 10 June', 'since the 10th June, visitors with a page view from channel organic_search, how many'],
  },
  {
    id: 'vis-list-email-linkedin',
    spec: { m: 'list', s: 'visitors', f: { idSource: 'email_capture', source: 'linkedin' } },
    qs: [
      'list the visitors identified by email that came from linkedin (utm source linkedin), all time, also private mailbox people',
      'which visitor with identification source email_capture had a page view with source linkedin ever? personal mailbox ones included',
    ],
  },
  {
    id: 'vis-last-visit-person',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' } },
    qs: ['when {person.email} was last time on site', 'last visit time of visitor {person.email}?'],
  },
  {
    id: 'vis-first-visit-consumer',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{consumer.email}' } },
    qs: ['when was first visit of {consumer.email}', 'the visitor {consumer.email}, when he came for the first time'],
  },
  {
    id: 'vis-share-identified-7d',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: days(7) },
    qs: ['in last 7 days, which percent of visitors was identified', 'of all visitors in the last 7 days, the % that are identified'],
  },
  {
    id: 'vis-share-asn-of-identified',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'asn' }, f: { identified: true } },
    qs: ['from all identified visitors, how much percent was found by ASN', 'percentage of identified visitors (all time) whose identification source is asn'],
  },
  {
    id: 'vis-top3-lead-visits',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { domain: '{lead.domain}' } },
    qs: ['the 3 visitors from {lead.domain} with most visit count', 'top 3 visitor of account {lead.domain} by visit count'],
  },
  {
    id: 'vis-top5-views-thisweek',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'views', w: thisP('week') },
    qs: [
      'which 5 visitors made most page views this week? people with private email (personal account) count also',
      'top 5 visitor by number of page views since Monday, also the personal mailbox ones',
    ],
  },

  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 'idn-count-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: ['how many visitors was identified today', 'number of identifications today'],
  },
  {
    id: 'idn-count-iptable-yesterday',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: YESTERDAY },
    qs: ['how many visitor was identified by the IP table (ip_table) yesterday', 'yesterday identifications done with source ip_table, how much'],
  },
  {
    id: 'idn-count-0609-0613',
    spec: { m: 'count', s: 'identifications', w: between('2025-06-09', '2025-06-13') },
    qs: ['how many identifications between 9 and 13 June (both days included)', 'visitors identified from 9 June to 13 June inclusive — number?'],
  },
  {
    id: 'idn-count-lastmonth',
    spec: { m: 'count', s: 'identifications', w: lastP('month') },
    qs: ['how much visitors were identified in last month (May)', 'number of identifications during the last month'],
  },
  {
    id: 'idn-list-today',
    spec: { m: 'list', s: 'identifications', w: TODAY },
    qs: ['who was identified today? give me the list (private mailbox people also)', 'list of visitors identified today, personal mailbox ones included'],
  },
  {
    id: 'idn-last-ever',
    spec: { m: 'last', s: 'identifications', field: 'identified_at' },
    qs: ['when the last identification happened', 'time of the most recent visitor identification?'],
  },
  {
    id: 'idn-count-customer-since-0601',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: since('2025-06-01') },
    qs: ['how many visitors of customer accounts was identified since 1 June', 'since 1st June number of identifications for customers companies'],
  },
  {
    id: 'idn-compare-weeks',
    spec: { m: 'compare', s: 'identifications', w: lastP('week'), w2: thisP('week') },
    qs: ['compare identified visitors: last week vs this week', 'how many visitor got identified last week, and how many this week?'],
  },
  {
    id: 'idn-share-iptable-7d',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: days(7) },
    qs: ['from identifications of last 7 days, which percent was by ip_table', 'last 7 days identified visitors — share done by the IP table source, in %'],
  },
  {
    id: 'idn-top5-intent-since-0601',
    spec: { m: 'top', s: 'identifications', n: 5, by: 'intent_score', w: since('2025-06-01') },
    qs: [
      'the 5 people identified since 1 June with best intent score (private mailbox people count also)',
      'top 5 visitors by intent among the ones identified since 1st June, personal mailbox included',
    ],
  },
  {
    id: 'idn-avg-intent-lastweek',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: ['average intent of visitors identified last week', 'what is mean intent score of the people identified during last week (9 to 15 June)'],
  },

  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 'pv-count-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: ['how many page veiws today', 'number of pageviews of today please'],
  },
  {
    id: 'pv-count-pricing-yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY },
    qs: ['how many page views had exactly /pricing yesterday', 'yesterday pageviews of the page /pricing (only exact /pricing)'],
  },
  {
    id: 'pv-count-pricing-prefix-7d',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/pricing' }, w: days(7) },
    qs: ['page views of /pricing or any page under it in last 7 days', 'number of views on pricing pages (/pricing and all its sub pages like /pricing/enterprise) during last 7 days'],
  },
  {
    id: 'pv-top5-paths-lastweek',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: lastP('week') },
    qs: ['which 5 pages had most page views last week', 'top 5 page path by views during last week (9 to 15 June)'],
  },
  {
    id: 'pv-top3-paths-competitor-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'competitor' }, w: thisP('month') },
    qs: ['the 3 pages most viewed by competitors this month', 'top 3 paths by page views from competitor accounts since begin of the month'],
  },
  {
    id: 'pv-top3-channels-since-0601',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: since('2025-06-01') },
    qs: ['which 3 channels brought most page views since 1 June', 'top 3 channel by number of page views since 1st of June'],
  },
  {
    id: 'pv-share-organic-month',
    spec: { m: 'share', s: 'page_views', part: { channel: 'organic_search' }, w: thisP('month') },
    qs: ['of all page views this month, which percent come from organic_search channel', 'share in % of organic search in the page views of this month'],
  },
  {
    id: 'pv-share-blog-all',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/blog/' } },
    qs: ['what percent of all page views (all time) are on /blog/ or a page under it', 'from total page views, % going to blog pages (any path starting with /blog/)'],
  },
  {
    id: 'pv-count-person',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' } },
    qs: ['how many page views {person.email} made in total (every view counts, not distinct pages)', 'number of page views of the visitor {person.email}, all time'],
  },
  {
    id: 'pv-last-competitor-pricing',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{competitor.domain}', path: '/pricing' } },
    qs: ['when {competitor.domain} looked exactly /pricing last time', 'last page view of /pricing (exact path) from account {competitor.domain}, which time'],
  },
  {
    id: 'pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: ['what time was the first page view today', 'today first pageview, at which time it happened'],
  },
  {
    id: 'pv-compare-yesterday-today',
    spec: { m: 'compare', s: 'page_views', w: YESTERDAY, w2: TODAY },
    qs: ['compare page views of yesterday with today', 'how many pageviews yesterday and how many today'],
  },
  {
    id: 'pv-count-launchweek-0601-0615',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: between('2025-06-01', '2025-06-15') },
    qs: ['page views with utm campaign launch-week between 1 and 15 June (both included)', 'from 1 June until 15 June inclusive, how many pageviews had the campaign launch-week'],
  },
  {
    id: 'pv-count-lead2-month',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead2.name}' }, w: thisP('month') },
    qs: ['how many page views made {lead2.name} this month', 'number of pageviews from the company {lead2.name} since start of this month'],
  },
  {
    id: 'pv-top1-path-person2',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'path', f: { email: '{person2.email}' } },
    qs: ['which page {person2.email} viewed the most', 'the most viewed page path of visitor {person2.email}, all time'],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 'ses-count-lastweek',
    spec: { m: 'count', s: 'sessions', w: lastP('week') },
    qs: ['how much sesions we had last week', 'number of sessions during last week (Monday 9 to Sunday 15 June)'],
  },
  {
    id: 'ses-count-pricing-month',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: thisP('month') },
    qs: ['how many sessions this month included exactly the /pricing page', 'sessions of this month with a view of /pricing (exact path), number'],
  },
  {
    id: 'ses-count-product-prefix-7d',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/product' }, w: days(7) },
    qs: ['number of sessions in last 7 days that viewed /product or any page under it', 'how many sessions during last 7 days had a product page (/product and sub pages)'],
  },
  {
    id: 'ses-count-person3',
    spec: { m: 'count', s: 'sessions', f: { email: '{person3.email}' } },
    qs: ['how many sessions made {person3.email} in total', 'number of sessions of visitor {person3.email}, all time'],
  },
  {
    id: 'ses-first-yesterday',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: YESTERDAY },
    qs: ['yesterday, at what time started the first session', 'first session of yesterday — start time?'],
  },
  {
    id: 'ses-last-customer2',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { company: '{customer2.name}' } },
    qs: ['when started the last session of someone from {customer2.name}', 'most recent session start of the company {customer2.name}'],
  },
  {
    id: 'ses-compare-0602-lastweek',
    spec: { m: 'compare', s: 'sessions', w: between('2025-06-02', '2025-06-08'), w2: lastP('week') },
    qs: ['compare sessions of 2 to 8 June (included) with last week', 'how many sessions between 2 and 8 June, and how many in last week (9-15 June)'],
  },
  {
    id: 'ses-share-demo-thisweek',
    spec: { m: 'share', s: 'sessions', part: { path: '/demo' }, w: thisP('week') },
    qs: ['of the sessions this week, what percent included exactly the /demo page', 'this week sessions: share (%) with a view of /demo (exact)'],
  },
  {
    id: 'ses-count-asn-7d',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'asn' }, w: days(7) },
    qs: ['sessions in last 7 days from visitors identified by ASN', 'how many sessions of the last 7 days had visitors with identification source asn'],
  },

  // ─── attributed sessions (the attribution rollup) ──────────────────────────
  {
    id: 'att-count-7d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: ['how many attributed sessions (sessions with a campaign) in last 7 days', 'number of sessions in the attribution report for the last 7 days'],
  },
  {
    id: 'att-count-google-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'google' }, w: thisP('month') },
    qs: ['attributed sessions from source google this month', 'how much campaign sessions had the utm source google in this month (attribution)'],
  },
  {
    id: 'att-top2-channel-7d',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'channel', w: days(7) },
    qs: ['which 2 channels brought most attributed sessions in the last 7 days', 'top 2 channel by attributed sessions (sessions with campaign) during last 7 days'],
  },
  {
    id: 'att-top3-campaign-since-0601',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: since('2025-06-01') },
    qs: ['top 3 campaigns by attributed sessions since 1 June', 'which 3 campaign had the most sessions in attribution since 1st June'],
  },
  {
    id: 'att-top2-source-lastmonth',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'source', w: lastP('month') },
    qs: ['the 2 sources with most attributed sessions in last month', 'top 2 utm source by attributed sessions during last month (May)'],
  },
  {
    id: 'att-share-brand-14d',
    spec: { m: 'share', s: 'attributed_sessions', part: { campaign: 'brand-search' }, w: days(14) },
    qs: ['of attributed sessions in last 14 days, what % come from campaign brand-search', 'share of brand-search campaign in all attributed sessions of the last 14 days, in percent'],
  },
  {
    id: 'att-compare-newsletter-months',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'newsletter' }, w: lastP('month'), w2: thisP('month') },
    qs: ['compare attributed sessions from newsletter source: last month vs this month', 'newsletter (utm source) attributed sessions in last month and in this month, how many each'],
  },
  {
    id: 'att-count-affiliate-0601-0610',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'affiliate' }, w: between('2025-06-01', '2025-06-10') },
    qs: ['attributed sessions of channel affiliate between 1 and 10 June, both days included', 'from 1 to 10 June inclusive, how many attributed sessions came by affiliate channel'],
  },

  // ─── recommendations, keys, webhooks (no window) ───────────────────────────
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['how many recomendations are open', 'number of open recommendation for us'],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: ['list me the open recommendations', 'which recommendations is still open?'],
  },
  {
    id: 'rec-count-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: ['how many recommendations exist in total, also the dismissed or done ones', 'total number of recommendation in any status (open and closed together)'],
  },
  {
    id: 'key-count-active',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: ['how many API keys are active (not revoked)', 'number of active api key in the workspace'],
  },
  {
    id: 'key-list-active',
    spec: { m: 'list', s: 'keys', f: { state: 'active' } },
    qs: ['list the active API keys with their name', 'which api keys is not revoked? give me all'],
  },
  {
    id: 'hook-count-enabled',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: ['how many webhooks are enabled', 'number of webhook endpoint that is enabled'],
  },
  {
    id: 'hook-list-disabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: ['which webhooks are disabled', 'list the webhook endpoints in state disabled'],
  },
  {
    id: 'hook-count-all',
    spec: { m: 'count', s: 'webhooks' },
    qs: ['how many webhooks we have in total, enabled and disabled together', 'total number of webhook endpoint registered (any state)'],
  },

  // ─── declines ──────────────────────────────────────────────────────────────
  {
    id: 'dec-why-competitor-pricing',
    spec: { m: 'decline', why: 'a cause' },
    qs: ['why {competitor.domain} was visiting our pricing so much in last 7 days', 'what is the reason that {competitor.domain} look at /pricing page every day'],
  },
  {
    id: 'dec-will-lead2-buy',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['will {lead2.name} buy our product in next quarter?', 'is {lead2.name} going to sign the contract with us, yes or no'],
  },
  {
    id: 'dec-headcount',
    spec: { m: 'decline', why: 'not recorded: company headcount' },
    qs: ['how many employees has {customer.name}', 'the headcount of company {customer.name}, please'],
  },
  {
    id: 'dec-call-notes',
    spec: { m: 'decline', why: 'not recorded: call notes' },
    qs: ['what {person.email} said in the call with our sales rep last week', 'give me the notes of last phone call with {person.email}'],
  },
  {
    id: 'dec-email-opens',
    spec: { m: 'decline', why: 'not recorded: email opens' },
    qs: ['how many of our marketing emails {person2.email} opened in May', 'did {person2.email} open the newsletter we sent last week'],
  },
  {
    id: 'dec-deal-value',
    spec: { m: 'decline', why: 'not recorded: CRM deal value' },
    qs: ['what is the amount of the deal with {lead2.name} in our CRM pipeline', 'value of opportunity for {lead2.name} in Salesforce?'],
  },
  {
    id: 'dec-ambiguous-company',
    spec: { m: 'decline', why: 'ambiguous company name' },
    qs: ['how many page views had the company {ambiguous} this month', 'when was last visit of {ambiguous} company'],
  },
  {
    id: 'dec-forecast-visitors',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['how many visitors we will have next week', 'predict number of page views for next month please'],
  },
  {
    id: 'dec-why-identifications-drop',
    spec: { m: 'decline', why: 'a cause' },
    qs: ['why the number of identified visitors went down after end of May', 'what caused that we identify less visitors in June than in May'],
  },
  {
    id: 'dec-phone',
    spec: { m: 'decline', why: 'not recorded: phone numbers' },
    qs: ['give me phone number of {person3.email}', 'which mobile number has the visitor {person3.email}, I want to call him'],
  },
  {
    id: 'dec-account-owner',
    spec: { m: 'decline', why: 'not recorded: account owner in sales' },
    qs: ['which salesperson of our team is owner of the account {customer2.name}', 'who in sales team is responsible for {customer2.name} account'],
  },
  {
    id: 'dec-office-city',
    spec: { m: 'decline', why: 'not recorded: office location' },
    qs: ['in which city is the head office of {customer.name}', 'address of the office of {customer.name}?'],
  },
  {
    id: 'dec-campaign-caused-customers',
    spec: { m: 'decline', why: 'a cause' },
    qs: ['did campaign abm-q3 make more companies become customer? is it the cause', 'is the linkedin campaign abm-q3 the reason why we got more customers'],
  },
  {
    id: 'dec-budget-next-year',
    spec: { m: 'decline', why: 'a forecast / not recorded: budget' },
    qs: ['how much budget {lead.name} will spend for our product next year', 'estimate next year budget of {lead.name} for us'],
  },
  {
    id: 'dec-competitor-prices',
    spec: { m: 'decline', why: 'not recorded: competitors prices' },
    qs: ['what prices {competitor.name} is asking to their clients', 'how much cost the product of our competitor {competitor.name}'],
  },
];

export const SET14 = flatten(SET14_FAMILIES);
