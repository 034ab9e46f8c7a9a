// Answer set 8 (a tuning set, issue 14): written on 2026-11-25 by a helper who never read the planner
// (subgraphs/copilot/**) nor the other question sets; specs derived from truth.ts/measures.ts/windows.ts
// and the demo generator only, phrasings written as chat-box questions against the eval clock.
//
// Coverage: every subject truth.ts computes (accounts, visitors, page views, sessions, attributed
// sessions, identifications, recommendations, API keys, webhooks) under every measure the Spec type
// has (count, list, avg, sum, share, top-N by a number and grouped by path/channel/source/campaign,
// first/last time, two-window comparison, decline), with the filters truth.ts applies to that subject
// only (no channel filter on sessions, no person filters on accounts), and every window kind. Values
// are the demo generator's: paths /, /product, /product/integrations, /blog/*, /docs/getting-started,
// /careers, /customers, /about, /pricing, /pricing/enterprise, /demo; channels paid_search,
// paid_social, email, social, affiliate, organic_search, referral, direct; utm sources google,
// linkedin, newsletter, facebook, g2; campaigns brand-search, abm-q3, monthly-digest, launch-week,
// g2-listing; identification sources email_capture, ip_table, asn. Conventions: the eval clock is
// Wed 2025-06-18 12:00 UTC (this week = from Mon 16 June); "identified/unmasked in a window" means
// identifications made in it, while identified people who visited in a window are asked as such
// "(whenever identified)"; visit counts and intent scores are lifetime ("in total"/"overall" when a
// window is also named); exact /pricing is said to exclude /pricing/enterprise, a pricing prefix
// names both; a share names its denominator; a phrasing with no window is all time. Unfiltered
// account questions say "accounts", not "companies/logos" (the truth counts the `personal` roll-up).
// Windows are left off recommendations, keys and webhooks (their created_at need not follow the eval
// clock). 13 of 112 families (~12%) should be declined (unrecorded data, predictions, causes,
// outside facts, an ambiguous company name).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const WEEK = thisP('week');
const LAST_WEEK = lastP('week');
const MTD = thisP('month');
const LAST_MONTH = lastP('month');
const QTD = thisP('quarter');

export const SET8_FAMILIES: Family[] = [
  // ───────────────────────────── accounts ─────────────────────────────
  {
    id: 's8 accounts: count, all time',
    spec: { m: 'count', s: 'accounts', w: ALL },
    qs: ['how many accts do we have in total?', 'count up every account in the workspace, all time', 'TOTAL accounts on record?'],
  },
  {
    id: 's8 accounts: visited this week',
    spec: { m: 'count', s: 'accounts', w: WEEK },
    qs: ['how many accounts hit the site this wk?', 'this week — number of accounts that visited', 'count up the accounts that showed up on the website since Monday thx'],
  },
  {
    id: 's8 accounts: net-new this month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: MTD },
    qs: ['net-new companies mtd?', 'how many accounts did we see for the very first time this month', 'NEW accounts this month — count pls'],
  },
  {
    id: 's8 accounts: competitors visiting, last 7 days',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: days(7) },
    qs: ['which competitors have been snooping around the site l7d?', 'list out the competitor accounts that visited in the last 7 days', 'competitor accts on site, last 7 days'],
  },
  {
    id: 's8 accounts: customers on any pricing page this month',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', pathPrefix: '/pricing' }, w: MTD },
    qs: [
      "which customer logos have been sniffing around pricing this month? any pricing page, /pricing or /pricing/enterprise",
      'mtd: customer accounts that viewed a pricing page (incl. /pricing/enterprise) — list them',
    ],
  },
  {
    id: 's8 accounts: excluded accounts visiting, last 30 days',
    spec: { m: 'list', s: 'accounts', f: { classification: 'excluded' }, w: days(30) },
    qs: ['did any excluded accounts hit the site in the past 30 days? list them', 'excluded accts w/ a visit l30d'],
  },
  {
    id: 's8 accounts: on /demo yesterday',
    spec: { m: 'list', s: 'accounts', f: { path: '/demo' }, w: YESTERDAY },
    qs: ['which accounts hit /demo yday?', 'yesterday: accounts that viewed the /demo page, list pls'],
  },
  {
    id: 's8 accounts: MQL-ish leads (intent >= 70)',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: ALL },
    qs: ['how many MQL-ish lead accounts do we have — intent 70 or higher?', 'count leads with an intent score of at least 70', 'lead accts w/ intent ≥ 70 — how many?'],
  },
  {
    id: 's8 accounts: intent between 40 and 60',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: ALL },
    qs: ['how many accounts sit in the 40–60 intent band (both ends included)?', 'accts with an intent score from 40 to 60 inclusive, how many'],
  },
  {
    id: 's8 accounts: top 5 by intent among this week\'s visitors',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', w: WEEK },
    qs: ['give me the 5 highest-intent accounts that visited this wk', 'of the accounts on the site this week, top 5 by intent score'],
  },
  {
    id: 's8 accounts: top 3 by page views, last 7 days',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: days(7) },
    qs: ['which 3 accounts racked up the most page views over the last 7 days?', 'top 3 accts by pv, l7d', 'pull the 3 accounts with the highest page-view totals over the past 7 days'],
  },
  {
    id: 's8 accounts: top 10 by visitor count',
    spec: { m: 'top', s: 'accounts', n: 10, by: 'visitor_count' },
    qs: ['which 10 accounts have the most visitors on record?', 'top 10 accts by number of people (visitor count), all time'],
  },
  {
    id: 's8 accounts: average intent of customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: ["what's the avg intent score across our customer accounts?", 'mean intent, customers only'],
  },
  {
    id: 's8 accounts: average page views per visiting account last week',
    spec: { m: 'avg', s: 'accounts', field: 'views', w: LAST_WEEK },
    qs: ['avg pv per account last wk, across the accounts that visited', 'last week: mean number of page views per visiting account'],
  },
  {
    id: 's8 accounts: sum of visit counts of leads',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'lead' } },
    qs: ['add up the visit counts of all lead accounts', 'total visits across every lead account (sum of their visit counts)'],
  },
  {
    id: 's8 accounts: customers as a share of all accounts',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' } },
    qs: ['what % of all our accounts are customers? thx', 'customers as a percentage of total accounts'],
  },
  {
    id: 's8 accounts: first seen, lead',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead.domain}' } },
    qs: ['when did {lead.domain} first show up?', '{lead.domain} — first seen when?'],
  },
  {
    id: 's8 accounts: last seen, competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' } },
    qs: ['when was {competitor.domain} last on the site?', "{competitor.domain}'s most recent visit, when was it?"],
  },
  {
    id: 's8 accounts: visitor count of a customer',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { domain: '{customer2.domain}' } },
    qs: ["what's the visitor count on the {customer2.domain} account?", 'how many visitors does {customer2.domain} have on its account record'],
  },
  {
    id: 's8 accounts: abm-q3 campaign this quarter',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3' }, w: QTD },
    qs: ['qtd, how many accts came through the abm-q3 campaign?', 'abm-q3 campaign: number of accounts that visited via it this quarter'],
  },
  {
    id: 's8 accounts: newsletter source since 1 June',
    spec: { m: 'count', s: 'accounts', f: { source: 'newsletter' }, w: since('2025-06-01') },
    qs: ['since 1 June, how many accounts clicked through from the newsletter (utm_source=newsletter)?', 'accts from utm_source newsletter since June 1st'],
  },
  {
    id: 's8 accounts: visited last quarter',
    spec: { m: 'count', s: 'accounts', w: lastP('quarter') },
    qs: ['how many accounts visited last quarter?', 'last qtr: number of accounts with a visit'],
  },

  // ───────────────────────────── visitors ─────────────────────────────
  {
    id: 's8 visitors: count, all time',
    spec: { m: 'count', s: 'visitors', w: ALL },
    qs: ['how many unique visitors have we had, all time?', 'count up every person who has ever been on the site'],
  },
  {
    id: 's8 visitors: first-timers yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: ['how many first-time visitors yday?', 'net-new visitors yesterday — people whose first ever visit was yesterday'],
  },
  {
    id: 's8 visitors: returning, last 7 days',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: days(7) },
    qs: ['returning visitors l7d — people who had been before and came back in the last 7 days?', 'in the past 7 days how many visitors were returning ones (first visit earlier than that)'],
  },
  {
    id: 's8 visitors: still anonymous, this week',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: WEEK },
    qs: ['how many still-anonymous (not yet de-anonymised) visitors were on the site this wk?', 'this week: visitors we have NOT identified, count'],
  },
  {
    id: 's8 visitors: share identified among last 30 days',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: days(30) },
    qs: [
      'of the visitors on the site in the last 30 days, what % have been unmasked (whenever identified)?',
      'l30d visitors: percentage that are identified, identified at any time',
    ],
  },
  {
    id: 's8 visitors: everyone from a lead domain',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead.domain}' }, w: ALL },
    qs: ['list out everyone who has visited from {lead.domain}', 'who from {lead.domain} has been on the site? all people pls'],
  },
  {
    id: 's8 visitors: competitor people on exactly /pricing, last 2 weeks',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor', path: '/pricing' }, w: days(14) },
    qs: [
      "which people at competitor accounts viewed /pricing itself (not /pricing/enterprise) in the last 2 wks?",
      'competitor visitors on the main /pricing page over the past 14 days — list (exact /pricing only)',
    ],
  },
  {
    id: 's8 visitors: top 5 identified by intent',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { identified: true } },
    qs: ['top 5 identified visitors by intent score', 'give me the 5 hottest unmasked people, ranked by intent'],
  },
  {
    id: 's8 visitors: top 3 by visit count',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count' },
    qs: ['which 3 visitors have the most visits overall?', 'top 3 people by visit count, all time'],
  },
  {
    id: 's8 visitors: repeat visitors, 3+ visits',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 3 } }, w: ALL },
    qs: ['repeat visitors: how many people have 3 or more visits in total?', 'count visitors with a visit count of 3+'],
  },
  {
    id: 's8 visitors: lead visitors this week with more than one visit overall',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', visits: { op: '>', v: 1 } }, w: WEEK },
    qs: [
      'visitors from lead accounts who were on the site this week and have more than one visit in total — how many?',
      'people at lead accts who were on the site this wk with a lifetime visit count above 1, count',
    ],
  },
  {
    id: 's8 visitors: low intent this week',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '<', v: 20 } }, w: WEEK },
    qs: ['how many visitors with an intent score below 20 were on the site this week?', 'low-intent (under 20) people who visited this wk, count'],
  },
  {
    id: 's8 visitors: avg visit count of email-capture matches',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { idSource: 'email_capture' } },
    qs: ['avg visit count for visitors recognised via email capture?', 'people identified through a form fill (email capture): mean number of visits'],
  },
  {
    id: 's8 visitors: avg intent of identified visitors on site, last 7 days',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { identified: true }, w: days(7) },
    qs: [
      'avg intent score of identified visitors who were on the site in the l7d (whenever they were identified)?',
      'mean intent across unmasked people with a visit in the past 7 days — identified at any time',
    ],
  },
  {
    id: 's8 visitors: IP-table matches visiting this month',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'ip_table' }, w: MTD },
    qs: ['visitors resolved through the IP-range table who were on the site mtd, how many?', 'count of visitors on the site this month whose identification source is ip_table, thx'],
  },
  {
    id: 's8 visitors: last visit of a person',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' } },
    qs: ['when was {person.email} last on the site?', '{person.email} — last visit?'],
  },
  {
    id: 's8 visitors: people from a customer by name, last 30 days',
    spec: { m: 'count', s: 'visitors', f: { company: '{customer.name}' }, w: days(30) },
    qs: ['how many people from {customer.name} visited in the last 30 days?', '{customer.name}: visitor count l30d'],
  },
  {
    id: 's8 visitors: direct yesterday',
    spec: { m: 'count', s: 'visitors', f: { channel: 'direct' }, w: YESTERDAY },
    qs: ['direct traffic yday — how many visitors?', 'yesterday, number of visitors with a page view from the direct channel', 'YESTERDAY: visitors who came in direct'],
  },
  {
    id: 's8 visitors: pages viewed by a person this month',
    spec: { m: 'sum', s: 'visitors', field: 'views', f: { email: '{person3.email}' }, w: MTD },
    qs: ['how many pages has {person3.email} viewed mtd?', 'page views by {person3.email} this month'],
  },
  {
    id: 's8 visitors: this week vs last week',
    spec: { m: 'compare', s: 'visitors', w: WEEK, w2: LAST_WEEK },
    qs: ['uniques this week vs last week?', 'compare the number of visitors this wk with last wk'],
  },

  // ───────────────────────────── page views ─────────────────────────────
  {
    id: 's8 page views: today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: ['pv today?', 'how many page views so far today'],
  },
  {
    id: 's8 page views: /pricing/enterprise last month',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing/enterprise' }, w: LAST_MONTH },
    qs: ['how many views did /pricing/enterprise get last month?', 'last month — page views of the enterprise pricing page (/pricing/enterprise)'],
  },
  {
    id: 's8 page views: blog, last 7 days',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: days(7) },
    qs: ['blog pv l7d (all /blog/ posts) thx', 'page views across every /blog/ page in the past 7 days'],
  },
  {
    id: 's8 page views: top 5 pages this week',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: WEEK },
    qs: ['top 5 pages this wk by views', 'which 5 pages got the most page views this week?', 'most-viewed pages this week, top 5'],
  },
  {
    id: 's8 page views: top 3 channels last month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: LAST_MONTH },
    qs: ['top 3 channels by page views last month, ta', 'last month, rank channels by pv — top three'],
  },
  {
    id: "s8 page views: customers' top 3 pages, last 30 days",
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'customer' }, w: days(30) },
    qs: ["customers' top 3 pages l30d", 'what are the 3 most viewed pages by customer accounts over the past 30 days?'],
  },
  {
    id: 's8 page views: /demo share of all',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' } },
    qs: ['what share of all page views are on /demo?', '/demo as a % of total pv, all time'],
  },
  {
    id: 's8 page views: organic share this month',
    spec: { m: 'share', s: 'page_views', part: { channel: 'organic_search' }, w: MTD },
    qs: ["organic's share of this month's page views?", 'mtd: what % of all page views came from organic search'],
  },
  {
    id: 's8 page views: competitors this week',
    spec: { m: 'count', s: 'page_views', f: { classification: 'competitor' }, w: WEEK },
    qs: ['how many pages have competitors viewed this wk?', 'competitor pv this week', 'count up page views by competitor accounts since Monday'],
  },
  {
    id: 's8 page views: consumer mailbox person, all time',
    spec: { m: 'count', s: 'page_views', f: { email: '{consumer.email}' }, w: ALL },
    qs: ['how many pages has {consumer.email} looked at?', 'total page views by {consumer.email}'],
  },
  {
    id: 's8 page views: from a customer domain, last 30 days',
    spec: { m: 'count', s: 'page_views', f: { domain: '{customer.domain}' }, w: days(30) },
    qs: ['how many page views from {customer.domain} in the last 30 days?', '{customer.domain} pv, past 30 days'],
  },
  {
    id: 's8 page views: anonymous yesterday',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: YESTERDAY },
    qs: ['pv from anonymous (unidentified) visitors yday?', 'yesterday, page views by visitors we have not identified'],
  },
  {
    id: 's8 page views: ASN-resolved since 1 June',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'asn' }, w: since('2025-06-01') },
    qs: ['since 1 June, how many page views came from visitors resolved via ASN?', 'pv since June 1 from visitors whose match source is ASN'],
  },
  {
    id: 's8 page views: referral 26 May – 1 June',
    spec: { m: 'count', s: 'page_views', f: { channel: 'referral' }, w: between('2025-05-26', '2025-06-01') },
    qs: ['referral traffic between 26 May and 1 June (inclusive) — page views?', 'how many pv came in on the referral channel 26/05–01/06?'],
  },
  {
    id: 's8 page views: last /demo view',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/demo' } },
    qs: ['when did someone last hit /demo?', 'most recent /demo page view — time?'],
  },
  {
    id: 's8 page views: this week vs last week',
    spec: { m: 'compare', s: 'page_views', w: WEEK, w2: LAST_WEEK },
    qs: ['pv this week vs last week', 'compare page views this wk to last wk'],
  },

  // ───────────────────────────── sessions ─────────────────────────────
  {
    id: 's8 sessions: this week',
    spec: { m: 'count', s: 'sessions', w: WEEK },
    qs: ['how many sessions this wk?', 'sessions since Monday, count'],
  },
  {
    id: 's8 sessions: including /demo last month',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: LAST_MONTH },
    qs: ['last month, how many sessions included a /demo view?', 'sessions that touched /demo last month'],
  },
  {
    id: 's8 sessions: identified visitors touching pricing this month',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/pricing', identified: true }, w: MTD },
    qs: [
      'mtd sessions by identified visitors that hit any pricing page (/pricing or /pricing/enterprise)?',
      'this month: sessions from unmasked people (whenever identified) that included a pricing page, incl. enterprise',
    ],
  },
  {
    id: 's8 sessions: leads, last 7 days',
    spec: { m: 'count', s: 'sessions', f: { classification: 'lead' }, w: days(7) },
    qs: ['sessions from lead accounts l7d', 'how many sessions did leads rack up over the past 7 days?'],
  },
  {
    id: 's8 sessions: email-capture visitors since 9 June',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'email_capture' }, w: since('2025-06-09') },
    qs: ['since 9 June, sessions by visitors identified via email capture?', 'sessions since Jun 9 from people matched via form fill (email capture), whenever they were matched'],
  },
  {
    id: 's8 sessions: a person, all time',
    spec: { m: 'count', s: 'sessions', f: { email: '{person4.email}' }, w: ALL },
    qs: ['how many sessions has {person4.email} had?', 'total sessions for {person4.email}'],
  },
  {
    id: 's8 sessions: latest for a lead domain',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { domain: '{lead2.domain}' } },
    qs: ["when did {lead2.domain}'s most recent session start?", 'last session from {lead2.domain} — start time'],
  },
  {
    id: 's8 sessions: earliest on record',
    spec: { m: 'first', s: 'sessions', field: 'started_at' },
    qs: ['when did the earliest session on record start?', 'oldest session we have — when was it?'],
  },
  {
    id: 's8 sessions: this month vs last month',
    spec: { m: 'compare', s: 'sessions', w: MTD, w2: LAST_MONTH },
    qs: ['sessions mtd vs last month?', 'compare this month\'s session count with last month\'s'],
  },

  // ───────────────────────────── attributed (campaign) sessions ─────────────────────────────
  {
    id: 's8 attribution: paid social, last 30 days',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: days(30) },
    qs: ['paid social sessions l30d?', 'attributed sessions on the paid social channel in the past 30 days', 'paid social, last 30 days — attributed session count'],
  },
  {
    id: 's8 attribution: linkedin source this month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: MTD },
    qs: ['traffic from LI ads mtd — attributed sessions with utm_source=linkedin?', 'this month, campaign sessions sourced from linkedin'],
  },
  {
    id: 's8 attribution: brand-search yesterday',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: YESTERDAY },
    qs: ['brand-search campaign sessions yday?', 'yesterday: how many attributed sessions did brand-search drive'],
  },
  {
    id: 's8 attribution: affiliate today',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'affiliate' }, w: TODAY },
    qs: ['affiliate-channel attributed sessions today?', 'TODAY: campaign sessions from the affiliate channel'],
  },
  {
    id: 's8 attribution: facebook 1–14 June',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'facebook' }, w: between('2025-06-01', '2025-06-14') },
    qs: ['attributed sessions from facebook (utm_source) between 1 and 14 June inclusive?', 'fb-sourced campaign sessions, 1 Jun–14 Jun'],
  },
  {
    id: 's8 attribution: top 3 campaigns this quarter',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: QTD },
    qs: ['top 3 campaigns by attributed sessions qtd', 'which 3 campaigns drove the most sessions this quarter?'],
  },
  {
    id: 's8 attribution: top 3 channels last week',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: LAST_WEEK },
    qs: ['last wk, top 3 channels by attributed sessions', 'rank campaign channels by sessions for last week — top three'],
  },
  {
    id: 's8 attribution: top 2 sources, last 2 weeks',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'source', w: days(14) },
    qs: ['top 2 utm sources by attributed sessions, last 2 wks', 'which two sources drove the most campaign sessions in the past 14 days?'],
  },
  {
    id: 's8 attribution: email share of all attributed',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' } },
    qs: ['what % of all attributed sessions came from the email channel?', 'email as a share of total campaign-attributed sessions, all time'],
  },
  {
    id: 's8 attribution: paid search share this week',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_search' }, w: WEEK },
    qs: ["this week, paid search's share of attributed sessions?", 'of the campaign sessions this wk, what percentage were paid search'],
  },
  {
    id: 's8 attribution: monthly-digest this month vs last',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'monthly-digest' }, w: MTD, w2: LAST_MONTH },
    qs: ['monthly-digest campaign sessions mtd vs last month?', 'compare attributed sessions from monthly-digest this month with last month'],
  },

  // ───────────────────────────── identifications ─────────────────────────────
  {
    id: 's8 identifications: this week',
    spec: { m: 'count', s: 'identifications', w: WEEK },
    qs: ['how many visitors did we de-anonymise this wk?', 'identifications made this week, count', 'count up the people we unmasked this week'],
  },
  {
    id: 's8 identifications: email capture last week',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: LAST_WEEK },
    qs: ['how many identifications came from email capture (form fills) last week?', 'last wk: people identified via email capture'],
  },
  {
    id: 's8 identifications: ASN last month',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'asn' }, w: LAST_MONTH },
    qs: ['last month, identifications made through ASN lookup?', 'how many people did we identify via ASN in May?'],
  },
  {
    id: 's8 identifications: IP-table share this month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: MTD },
    qs: ['of the identifications made this month, what % came from the IP-range table?', 'mtd: ip_table share of all identifications'],
  },
  {
    id: 's8 identifications: competitors, last 7 days',
    spec: { m: 'count', s: 'identifications', f: { classification: 'competitor' }, w: days(7) },
    qs: ['how many competitor people did we identify in the l7d?', 'identifications at competitor accounts, past 7 days'],
  },
  {
    id: 's8 identifications: everyone identified at a customer',
    spec: { m: 'list', s: 'identifications', f: { domain: '{customer.domain}' } },
    qs: ['list everyone we have identified at {customer.domain}', 'who at {customer.domain} have we de-anonymised? all time'],
  },
  {
    id: 's8 identifications: pricing viewers ever identified',
    spec: { m: 'count', s: 'identifications', f: { pathPrefix: '/pricing' } },
    qs: [
      'how many identified people have viewed a pricing page (/pricing or /pricing/enterprise), all time?',
      'count of unmasked visitors who ever looked at any pricing page incl. enterprise',
    ],
  },
  {
    id: 's8 identifications: high-intent identified people',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '>', v: 50 } } },
    qs: ['how many identified people have an intent score above 50?', 'identified visitors w/ intent > 50, count'],
  },
  {
    id: 's8 identifications: first at a lead domain',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { domain: '{lead.domain}' } },
    qs: ['when did we first unmask someone from {lead.domain}?', 'earliest identification at {lead.domain}?'],
  },
  {
    id: 's8 identifications: most recent',
    spec: { m: 'last', s: 'identifications', field: 'identified_at' },
    qs: ['when was the most recent identification?', 'last time we de-anonymised anyone — when'],
  },
  {
    id: 's8 identifications: today vs yesterday',
    spec: { m: 'compare', s: 'identifications', w: TODAY, w2: YESTERDAY },
    qs: ['identifications today vs yday?', 'compare how many people we identified today with yesterday'],
  },

  // ───────────────────────────── recommendations, keys, webhooks ─────────────────────────────
  {
    id: 's8 recommendations: open count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['how many OPEN recommendations have we got?', 'count up the recs still waiting on us (open)'],
  },
  {
    id: 's8 recommendations: open list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: ['list out the open recommendations', 'give me every recommendation that is still open'],
  },
  {
    id: 's8 recommendations: all, count',
    spec: { m: 'count', s: 'recommendations' },
    qs: ['how many recommendations have been generated in total, whatever their status?', 'total recs ever, open or not'],
  },
  {
    id: 's8 recommendations: latest created',
    spec: { m: 'last', s: 'recommendations', field: 'created_at' },
    qs: ['when was the latest recommendation created?', 'most recent rec — created when?'],
  },
  {
    id: 's8 keys: active count',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: ['how many API keys are active (not revoked)?', 'count of live api keys', 'active api keys — how many?'],
  },
  {
    id: 's8 keys: list all',
    spec: { m: 'list', s: 'keys' },
    qs: ['list out all our API keys', 'pull every api key we have, revoked or not'],
  },
  {
    id: 's8 keys: oldest created',
    spec: { m: 'first', s: 'keys', field: 'created_at' },
    qs: ['when was our oldest API key created?', 'first api key — creation time?'],
  },
  {
    id: 's8 webhooks: enabled list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'enabled' } },
    qs: ['which webhook endpoints are enabled?', 'list the enabled webhooks', 'which webhooks are switched on?'],
  },
  {
    id: 's8 webhooks: disabled count',
    spec: { m: 'count', s: 'webhooks', f: { state: 'disabled' } },
    qs: ['how many webhooks are disabled?', 'disabled webhook endpoints — count'],
  },
  {
    id: 's8 webhooks: all count',
    spec: { m: 'count', s: 'webhooks' },
    qs: ['how many webhook endpoints do we have in total, enabled or disabled?', 'total webhooks configured'],
  },

  // ───────────────────────────── declines ─────────────────────────────
  {
    id: 's8 decline: scroll depth',
    spec: { m: 'decline', why: 'scroll depth is not recorded' },
    qs: ['avg scroll depth on /pricing this wk?', 'how far down the /demo page do people scroll?'],
  },
  {
    id: 's8 decline: heatmap clicks',
    spec: { m: 'decline', why: 'clicks/heatmaps are not recorded (page views only)' },
    qs: ['show me the click heatmap for /pricing', 'which buttons on /demo get rage-clicked the most?'],
  },
  {
    id: 's8 decline: time on page',
    spec: { m: 'decline', why: 'time on page is not recorded' },
    qs: ['avg time on page for /pricing/enterprise last month?', 'how many seconds do people spend on the blog posts?'],
  },
  {
    id: 's8 decline: predict conversions',
    spec: { m: 'decline', why: 'a prediction' },
    qs: ['which leads will convert into customers next month?', 'predict which accts are going to close this quarter'],
  },
  {
    id: 's8 decline: forecast traffic',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ["forecast next week's page views", 'how many visitors will we get in July?'],
  },
  {
    id: 's8 decline: churn prediction',
    spec: { m: 'decline', why: 'a prediction' },
    qs: ['which customers are likely to churn next quarter?', 'churn risk score for {customer.name}?'],
  },
  {
    id: 's8 decline: why a competitor visited',
    spec: { m: 'decline', why: 'a causal question the data cannot answer' },
    qs: ['why has {competitor.name} been looking at our pricing?', 'what is {competitor.name} planning, given their visits?'],
  },
  {
    id: 's8 decline: why traffic changed',
    spec: { m: 'decline', why: 'a causal question the data cannot answer' },
    qs: ['why did direct traffic drop last week?', 'what caused the dip in organic pv this month?'],
  },
  {
    id: 's8 decline: ad spend',
    spec: { m: 'decline', why: 'spend is outside the product' },
    qs: ['how much did we spend on the abm-q3 LinkedIn campaign?', 'CPC on brand-search last month?'],
  },
  {
    id: 's8 decline: outside fact about a company',
    spec: { m: 'decline', why: 'outside the product' },
    qs: ["what's {lead.name}'s share price today?", 'who is the CEO of {lead2.name}?'],
  },
  {
    id: 's8 decline: phone numbers',
    spec: { m: 'decline', why: 'phone numbers are not recorded' },
    qs: ['give me the phone numbers of the people from {lead.domain}', 'direct dials for visitors at {customer.domain} pls'],
  },
  {
    id: 's8 decline: ambiguous company, visitors',
    spec: { m: 'decline', why: 'ambiguous company name: several accounts start with it' },
    qs: ['how many people from {ambiguous} visited this week?', '{ambiguous} — visitors l7d?'],
  },
  {
    id: 's8 decline: ambiguous company, last seen',
    spec: { m: 'decline', why: 'ambiguous company name: several accounts start with it' },
    qs: ['when was {ambiguous} last on the site?', "what's {ambiguous}'s intent score?"],
  },
];

export const SET8 = flatten(SET8_FAMILIES);
