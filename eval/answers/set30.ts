// Answer-graded set 30: "a sales rep preparing for calls, and a marketing manager reviewing the quarter".
// Written 2026-11-27 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported), the first
// 40 lines of set29.ts (its header) and its import/export lines, eval/demo.ts,
// subgraphs/accounts/demo/ (index.ts, companies.ts, traffic.ts, store.ts, random.ts,
// demo.repository.ts), schema.prisma, test/helpers/server.ts and test/helpers/db.ts,
// /work/shared/spec/signal-service-interface.md, and for the scratch scripts only the signature
// lines of createDemoWorkspace (server/demo-bootstrap.ts), the export lines of core/db/index.ts and
// the scripts block of package.json. Values were read from the two generated workspaces' tables
// with plain SQL and with the harness's own truth (measures.ts evaluateSpec, broader, specProblems)
// in scratch/check30*: the workspaces were built with createDemoWorkspace alone on a throwaway
// PostgreSQL database (no copilot setup ran; its effects the truths depend on, the dismissed rec3,
// were applied by hand) and nothing was ever asked of the product. Never opened: subgraphs/copilot/,
// any other question set (set4-28, set29 beyond its header and export lines, heldout*, blind, tuned,
// eval/questions.ts, eval/heldout.ts), scratch/ other than check30*, tests outside test/helpers/,
// README.md; no git command was run.
//
// Style: two personas. A sales rep before calls: who from an account was on the site, when they
// were last seen, what they read, who filled in a form, which competitors are on pricing, which
// customers are back on /demo. A marketing manager reviewing the quarter (Q2 2025; the clock is
// Wed 18 June 2025 12:00 UTC): page views, sessions and attributed sessions by campaign, channel
// and source, shares, identifications by provider, month-on-month and week-on-week comparisons.
// Two phrasings per family, one chatty and one terse, typed as people type: lower case, typos
// (custmer, acount, pricng, visiters, recomendations), mostly no question mark, "pls", British
// spelling (organisation, analysing, dialling, tyre-kickers), abbreviations (accts, wk, yday, ppl,
// MTD, QTD, no.), numbers in words (ten, twelve, eighty-five, twenty to thirty-five), the
// constraint first or last, two or three constraints at once. Every question states what its truth
// needs: the consumer-mailbox `personal` account is named wherever it can be among the accounts (or
// the filters rule it out: intent below 100, visit counts below its hundreds, a classification
// other than lead), page views and people exclude bots, sessions split on 30 minutes of
// inactivity, attributed sessions are the rollup's, every share names its base, all-time
// questions say "ever"/"all time", dates are spelled out. Thresholds, pages and dates avoid the
// round ones: intent >=88, =100, 55-75, <=40, >60, >70, >=90, >=45, >=50, >=60, <30, >=85;
// visits 20-35, >=50, <15; /pricing/enterprise, /demo, /careers, /pricing and /product prefixes,
// /blog/ and /docs/; abm-q3, g2-listing, brand-search, monthly-digest (channel email), launch-week,
// sources facebook, linkedin, g2; channels paid_social, paid_search, email; providers
// email_capture, ip_table, asn; windows of 3, 7, 9, 10, 12, 14, 18, 20, 21 and 30 days, since 1, 4,
// 9 and 10 June, 1-14 June, 2-6 June, 2-8 June, 26 May-8 June.
// Known limits on these workspaces (harness "untested" report): both workspaces' data start in May,
// so "this quarter" reads the same as all time (3 families); a few constraints coincide with a
// broader question on one of the two workspaces only.
//
// Coverage (families/questions): 114/228; answerable 85/170, declines 29/58 (25%).
// By measure: count 35/70, list 10/20, top 8/16, first 6/12, last 6/12, avg 6/12, share 6/12,
// compare 6/12, sum 2/4. By subject: accounts 26, page views 16, visitors 14, identifications 10,
// sessions 8, attributed sessions 8, recommendations 2, webhooks 1. By window: all time 17, this
// week 11, this month 9, today 5, yesterday 5, last week 5, since a date 5, last month 4, between
// dates 3, this quarter 3, last quarter 1, last N days/fortnight 11 (N = 3, 7, 9, 10, 12, 14 (2),
// 18, 20, 21, 30), comparisons 6 (this vs last month 2, this vs last week 2, today vs yesterday,
// last week vs 2-8 June).
//
// Declines (29 families): an otherwise answerable question carrying one constraint the data has no
// column for (schema.prisma, the spec and the generated data checked; accounts.firmographics holds
// only ASN data): a company's country, region/territory, industry, headcount, annual revenue,
// funding; CRM stages, account owners, pipeline/opportunity amounts, win rates; email opens,
// outreach replies; ad spend, CPC, ROI/ROAS; a competitor's own traffic; forecasts; webinar
// attendance, trade-show badge scans; file downloads; chat transcripts; time zones; phone numbers;
// meetings held; NPS/CSAT; social followers/impressions; support tickets; tech stack; third-party
// (Bombora) intent. Deliberately not used, because the data does hold something close: order
// values and memberships of the store (so no "deal size" without naming the CRM, no renewals),
// sectors that are also words of demo company names (Health, Capital), job titles.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';


export const SET30_FAMILIES: Family[] = [
  // ─── A sales rep preparing for calls: accounts ──────────────────────────────────────────────
  {
    id: 'acct-count-lead-int88plus-thisweek',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 88 } }, w: thisP('week') },
    qs: [
      'how many leads with an intent score of 88 or more have been on the site this week? count the "personal" consumer-mailbox bucket as an account if it qualifies',
      'no. of lead accts intent >= 88 that visited since monday (personal bucket included)',
    ],
  },
  {
    id: 'acct-list-customers-yesterday',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: YESTERDAY },
    qs: [
      'which of our customers were on the website yesterday, got a couple of check-in calls to make',
      'custmer accounts w/ a visit yday - list pls',
    ],
  },
  {
    id: 'acct-top5-views-leads-10d',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', f: { classification: 'lead' }, w: days(10) },
    qs: [
      'which 5 lead accounts clocked up the most page views over the last ten days (bots excluded, the personal gmail/outlook bucket counts as one account)',
      'top five leads by number of pageviews, past 10 days, incl the personal acount, no bots',
    ],
  },
  {
    id: 'acct-last-seen-lead',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{lead.name}' }, w: ALL },
    qs: [
      'calling {lead.name} in 10 mins - when were they last seen on our site',
      '{lead.name} - last seen when',
    ],
  },
  {
    id: 'acct-first-seen-customer2',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{customer2.domain}' }, w: ALL },
    qs: [
      'when did {customer2.domain} first show up on our radar, ever',
      'first seen date for {customer2.domain} (all time)',
    ],
  },
  {
    id: 'acct-count-customers-demo-9d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer', path: '/demo' }, w: days(9) },
    qs: [
      'how many of our existing customers have been on the /demo page in the past 9 days? could be an upsell signal',
      '/demo page, last nine days: how many customer accts viewed it',
    ],
  },
  {
    id: 'acct-list-competitor-pricing-any-thisweek',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'list the competitor accounts that hit any pricing page (/pricing or anything under it) this week',
      'this wk, which competitors viewed /pricng or /pricing/* pages',
    ],
  },
  {
    id: 'acct-count-lead-visits20to35-fortnight',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', visits: { op: 'between', lo: 20, hi: 35 } }, w: days(14) },
    qs: [
      'how many leads with between twenty and thirty-five visits in total were active on the site in the past fortnight',
      'leads, visit count 20-35 (inclusive), visited last 14 days: count',
    ],
  },
  {
    id: 'acct-list-int100-today',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: TODAY },
    qs: [
      'which accounts with a perfect intent score of 100 have been on the site today? include the personal consumer-email bucket if it is one of them',
      'intent = 100 accounts visiting today (personal counts), list',
    ],
  },
  {
    id: 'acct-count-returning-thisweek',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('week') },
    qs: [
      'how many returning accounts have we had this week, i.e. visited this week but first seen before monday (the personal bucket counts as one)',
      'returning companies this wk (first seen before mon, back this week) incl personal - count',
    ],
  },
  {
    id: 'acct-count-new-int60-3wks',
    spec: { m: 'count', s: 'accounts', f: { new: true, intent: { op: '>=', v: 60 } }, w: days(21) },
    qs: [
      'how many brand new accounts were first seen in the last three weeks that already have an intent of 60 or more',
      'intent >= 60, first seen in the past 21 days: number of accts',
    ],
  },
  {
    id: 'acct-count-int55to75-since-jun9',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 55, hi: 75 } }, w: since('2025-06-09') },
    qs: [
      'mid-intent acounts (score 55 to 75 inclusive) that have visited since 9 june, how many',
      'count of accts w/ intent between 55 and 75 on the site since the 9th of June',
    ],
  },
  {
    id: 'acct-count-int-lte40-lastmonth',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<=', v: 40 } }, w: lastP('month') },
    qs: [
      'how many organisations with an intent of 40 or below visited at some point last month (may)',
      'accts intent <= 40 w a visit in May, count pls',
    ],
  },
  {
    id: 'acct-top3-visitorcount-leads-thisweek',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      'of the leads that visited this week, which 3 have the highest total visitor count (distinct people we have ever seen from them)? the personal consumer-mailbox bucket counts as a lead account',
      'top 3 leads by all-time visitor_count, among those on the site this wk, personal included',
    ],
  },
  {
    id: 'acct-list-leads-visits50-3d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', visits: { op: '>=', v: 50 } }, w: days(3) },
    qs: [
      'which leads with fifty or more visits all told have been back in the last 3 days? the personal gmail/yahoo bucket counts as a lead',
      'leads w/ visit_count >= 50 active past three days, incl personal - list',
    ],
  },
  {
    id: 'acct-avg-visits-competitors-all',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'whats the average visit count of our competitor accounts, all time',
      'avg visits per competitor acct (ever)',
    ],
  },
  {
    id: 'acct-sum-visitors-customers-all',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      'across all our customer accounts, how many people have we seen in total? add up their visitor counts, all time pls',
      'total visitor count summed over customer accts, ever',
    ],
  },
  {
    id: 'acct-share-int70-thismonth',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>', v: 70 } }, w: thisP('month') },
    qs: [
      'of all the accounts that visited this month, what percentage have an intent score above 70? (personal bucket counts in both)',
      '% of accounts active in june so far with intent > 70, base = all accounts that visited this month incl personal',
    ],
  },
  {
    id: 'acct-count-product-int60-since-jun10',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/product', intent: { op: '>', v: 60 } }, w: since('2025-06-10') },
    qs: [
      'how many accounts scoring over 60 on intent have browsed the product pages (/product and anything below it) since june 10th? personal bucket counts',
      'accts intent>60 that viewed /product* since 10 jun, incl personal: how many',
    ],
  },
  {
    id: 'acct-count-facebook-visits-lt15-12d',
    spec: { m: 'count', s: 'accounts', f: { source: 'facebook', visits: { op: '<', v: 15 } }, w: days(12) },
    qs: [
      'how many smaller accounts, fewer than 15 visits in total, came to us from facebook (utm source facebook) in the last twelve days',
      'accts w/ a visit from source=facebook, past 12 days, visit_count < 15: how many',
    ],
  },
  {
    id: 'acct-list-g2-int90-lastweek',
    spec: { m: 'list', s: 'accounts', f: { campaign: 'g2-listing', intent: { op: '>=', v: 90 } }, w: lastP('week') },
    qs: [
      'which accounts with intent 90 or above came in through the g2-listing campaign last week? include the personal consumer-mailbox bucket if it shows up',
      'g2-listing campaign accts last week (mon-sun), intent >= 90, personal counts - list them',
    ],
  },
  {
    id: 'acct-avg-intent-brandsearch-thismonth',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { campaign: 'brand-search' }, w: thisP('month') },
    qs: [
      'average intent score of the accounts that came in through the brand-search campaign this month (personal counts as an account)',
      'avg intent, accts from campaign brand-search, june to date, incl personal',
    ],
  },
  {
    id: 'acct-avg-visits-new-thismonth',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { new: true }, w: thisP('month') },
    qs: [
      'for the accounts we first saw this month, what is their average total visit count so far',
      'avg visit_count of accts first seen in june',
    ],
  },
  {
    id: 'acct-avg-intent-today',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: TODAY },
    qs: [
      'whats the average intent score of the accounts on the site today, personal bucket included',
      'avg intent of todays visiting accounts (incl. personal)',
    ],
  },
  {
    id: 'acct-compare-new-thismonth-vs-lastmonth',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'new acounts first seen this month vs last month - how do they compare? give me both numbers',
      'how many accounts were first seen in june so far, and how many in may',
    ],
  },
  {
    id: 'acct-first-seen-new-thisweek',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: thisP('week') },
    qs: [
      'when did the first brand-new account of this week turn up',
      'earliest first_seen_at among accts first seen this wk',
    ],
  },

  // ─── A sales rep preparing for calls: people ────────────────────────────────────────────────
  {
    id: 'vis-count-lead-thismonth',
    spec: { m: 'count', s: 'visitors', f: { company: '{lead.name}' }, w: thisP('month') },
    qs: [
      'how many different people from {lead.name} have been on the site this month (not counting bots)? prepping the call',
      '{lead.name} - distinct visiters month to date, no bots',
    ],
  },
  {
    id: 'vis-list-lead2-formfills-all',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead2.domain}', idSource: 'email_capture' }, w: ALL },
    qs: [
      'who at {lead2.domain} has ever given us their email through a form (email capture)? need names for my call',
      'email-captured people at {lead2.domain}, all time, list',
    ],
  },
  {
    id: 'vis-avg-intent-customer-all',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { domain: '{customer.domain}' }, w: ALL },
    qs: [
      'on average how engaged are the people at {customer.domain}? average visitor intent score of everyone we have ever seen from them',
      'avg intent of all visitors from {customer.domain} ever',
    ],
  },
  {
    id: 'vis-count-customers-int45-lastweek',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', intent: { op: '>=', v: 45 } }, w: lastP('week') },
    qs: [
      'how many people at customer accounts whose own visitor intent score is 45 or more visited last week',
      'visitors from customers, intent >= 45, last wk: how many',
    ],
  },
  {
    id: 'vis-count-new-yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: [
      'how many brand new visitors did we get yesterday, first visit yesterday, bots excluded',
      'new visitors yday (first ever visit), bots excl',
    ],
  },
  {
    id: 'vis-count-returning-today',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: TODAY },
    qs: [
      'how many returning visitors so far today (been here before today, back again today), no bots',
      'returning ppl today (seen before today), excl bots - count',
    ],
  },
  {
    id: 'vis-top5-formfill-demo-thisweek',
    spec: { m: 'top', s: 'visitors', n: 5, f: { idSource: 'email_capture', path: '/demo' }, w: thisP('week') },
    qs: [
      'top 5 people by intent who came in through email capture and looked at the /demo page this week',
      'which five email-captured visiters viewed /demo this wk, highest intent first',
    ],
  },
  {
    id: 'vis-count-asn-lastweek',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'asn' }, w: lastP('week') },
    qs: [
      'how many visitors that we resolved by ASN (network ownership) were on the site last week',
      'asn-resolved visitors active last week - number',
    ],
  },
  {
    id: 'vis-list-int-gte85-all',
    spec: { m: 'list', s: 'visitors', f: { intent: { op: '>=', v: 85 }, idSource: 'email_capture' }, w: ALL },
    qs: [
      'give me every person we captured an email for whose intent is eighty-five or higher, all time, so i can start dialling',
      'email-capture visitors w intent >= 85 (ever) - list',
    ],
  },
  {
    id: 'vis-last-visit-consumer',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' }, w: ALL },
    qs: [
      'when did {consumer.email} last visit',
      '{consumer.email} last visit time pls',
    ],
  },
  {
    id: 'vis-share-identified-thisweek',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      'what share of this week\'s visitors have we identified? base is everyone who visited this week, bots excluded',
      '% identified out of all visitors this wk (no bots, base = everyone who visited)',
    ],
  },
  {
    id: 'vis-avg-views-formfills-thisweek',
    spec: { m: 'avg', s: 'visitors', field: 'views', f: { idSource: 'email_capture' }, w: thisP('week') },
    qs: [
      'on average how many pages has each email-captured visitor viewed this week, bots excluded',
      'avg page views per email-capture visitor this week',
    ],
  },
  {
    id: 'vis-count-email-channel-int-lt30-thismonth',
    spec: { m: 'count', s: 'visitors', f: { channel: 'email', intent: { op: '<', v: 30 } }, w: thisP('month') },
    qs: [
      'is the newsletter just bringing tyre-kickers? how many people came in via the email channel this month whose visitor intent is under 30',
      'visitors via email channel, june to date, intent < 30 - count',
    ],
  },
  {
    id: 'vis-compare-leads-today-vs-yesterday',
    spec: { m: 'compare', s: 'visitors', f: { classification: 'lead' }, w: TODAY, w2: YESTERDAY },
    qs: [
      'how many people from lead accounts are on the site today, and how does that compare with yesterday (personal-mailbox people count as leads)',
      'lead-account visitors today vs yday, both numbers, personal incl',
    ],
  },

  // ─── A sales rep preparing for calls: activity of a person or an account ────────────────────
  {
    id: 'pv-count-customer-pricingent-18d',
    spec: { m: 'count', s: 'page_views', f: { company: '{customer.name}', path: '/pricing/enterprise' }, w: days(18) },
    qs: [
      'renewal call tomorrow - how many times has {customer.name} viewed /pricing/enterprise in the last 18 days',
      '{customer.name} pageviews of /pricing/enterprise, past eighteen days',
    ],
  },
  {
    id: 'pv-top3-paths-lead-thismonth',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { domain: '{lead.domain}' }, w: thisP('month') },
    qs: [
      'what are the 3 pages {lead.domain} has looked at most this month',
      'top 3 paths by views for {lead.domain}, month to date, excl bots',
    ],
  },
  {
    id: 'pv-last-person2',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      'when did {person2.email} last view a page on our site',
      'last pageview timestamp {person2.email}',
    ],
  },
  {
    id: 'pv-count-excluded-since-jun4',
    spec: { m: 'count', s: 'page_views', f: { domain: '{excluded.domain}' }, w: since('2025-06-04') },
    qs: [
      'how many page views has {excluded.domain} racked up since the 4th of june (no bots)? i know we excluded them, just curious',
      'pageviews from {excluded.domain} since 4 Jun, excl bots',
    ],
  },
  {
    id: 'pv-count-person3-jun1to14',
    spec: { m: 'count', s: 'page_views', f: { email: '{person3.email}' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'how many pages did {person3.email} view between 1 and 14 june inclusive',
      '{person3.email} page views 1-14 june incl both days',
    ],
  },
  {
    id: 'sess-count-person-all',
    spec: { m: 'count', s: 'sessions', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'how many separate sessions has {person.email} had with us, ever? (a session ends after 30 min of inactivity)',
      'sessions all time for {person.email} (30 min idle = new session)',
    ],
  },
  {
    id: 'sess-count-lead2-thismonth',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead2.domain}' }, w: thisP('month') },
    qs: [
      'how many browsing sessions has {lead2.domain} had this month (30 minute inactivity split)',
      '{lead2.domain} sessions MTD',
    ],
  },
  {
    id: 'sess-first-customer-thisweek',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { company: '{customer.name}' }, w: thisP('week') },
    qs: [
      'when did {customer.name}\'s first session of this week start',
      'first session start this wk - {customer.name}, 30-min sessions',
    ],
  },
  {
    id: 'ident-first-person',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'when did we first identify {person.email}',
      '{person.email} identified at?',
    ],
  },

  // ─── A marketing manager reviewing the quarter: traffic ─────────────────────────────────────
  {
    id: 'pv-count-thisquarter',
    spec: { m: 'count', s: 'page_views', w: thisP('quarter') },
    qs: [
      'total page views this quarter so far, bots excluded',
      'how many pageviews have we had QTD (no crawlers)',
    ],
  },
  {
    id: 'pv-count-lastquarter',
    spec: { m: 'count', s: 'page_views', w: lastP('quarter') },
    qs: [
      'how many page views did we get last quarter (jan to mar), excluding bots',
      'pageviews in Q1 - the previous quarter, no bots',
    ],
  },
  {
    id: 'pv-top5-paths-thisquarter',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: thisP('quarter') },
    qs: [
      'for the quarterly review: what were our five most viewed pages this quarter, bots excluded',
      'top 5 pages by views QTD, bots excl',
    ],
  },
  {
    id: 'pv-top3-channels-thisweek',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: thisP('week') },
    qs: [
      'which three channels brought the most page views this week, not counting bots',
      'top 3 channels by pageviews this wk (no bots)',
    ],
  },
  {
    id: 'pv-share-paidsocial-thismonth',
    spec: { m: 'share', s: 'page_views', part: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      'what percentage of this month\'s page views came from paid social? base: all page views this month, bots excluded',
      'paid_social share of all pageviews, june so far, %',
    ],
  },
  {
    id: 'pv-share-pricing-lastweek',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      'last week, what proportion of all page views were on pricing pages (/pricing and its sub-pages)? as a % of every page view that week, no bots',
      'share of last wk\'s pageviews on /pricing*, out of all pageviews last week',
    ],
  },
  {
    id: 'pv-compare-thismonth-vs-lastmonth',
    spec: { m: 'compare', s: 'page_views', w: thisP('month'), w2: lastP('month') },
    qs: [
      'page views this month vs last month, bots excluded - give me both figures',
      'how do june-to-date pageviews compare with may\'s? both numbers, no bots',
    ],
  },
  {
    id: 'pv-last-linkedin-all',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { source: 'linkedin' }, w: ALL },
    qs: [
      'when was the most recent page view with utm source linkedin, all time',
      'latest linkedin-sourced pageview, timestamp pls',
    ],
  },
  {
    id: 'pv-first-abm-lastweek',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { campaign: 'abm-q3' }, w: lastP('week') },
    qs: [
      'last week, when did the first abm-q3 campaign visit land',
      'first abm-q3 pageview of last week (mon 9 - sun 15 june)',
    ],
  },
  {
    id: 'pv-count-docs-jun2to6',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/docs/' }, w: between('2025-06-02', '2025-06-06') },
    qs: [
      'how many views did the docs section (/docs/...) get from 2 to 6 june inclusive',
      'pageviews under /docs/ between june 2nd and june 6th, bots excl',
    ],
  },
  {
    id: 'pv-count-customers-yesterday',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: YESTERDAY },
    qs: [
      'how many page views did customer accounts rack up yesterday',
      'customer pageviews yday, no bots',
    ],
  },
  {
    id: 'sess-compare-demo-thisweek-vs-lastweek',
    spec: { m: 'compare', s: 'sessions', f: { path: '/demo' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'sessions that included the /demo page this week compared with last week, both numbers please',
      'demo-page sessions: this wk vs last wk',
    ],
  },
  {
    id: 'sess-count-careers-7d',
    spec: { m: 'count', s: 'sessions', f: { path: '/careers' }, w: days(7) },
    qs: [
      'how many sessions touched the /careers page in the last seven days',
      'sessions w a /careers view, past 7 days (30 min inactivity rule) - hiring manager is asking',
    ],
  },
  {
    id: 'sess-count-blog-thismonth',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      'how many sessions this month included at least one blog post (/blog/...)? analysing our content',
      'blog sessions MTD, any /blog/ page',
    ],
  },
  {
    id: 'sess-count-identified-yesterday',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: YESTERDAY },
    qs: [
      'how many sessions yesterday were from visitors we have identified',
      'identified-visitor sessions, yesterday, bots excl',
    ],
  },
  {
    id: 'sess-last-competitor-all',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'when did the most recent competitor session start, ever',
      'latest session start time from a competitor account, all time',
    ],
  },

  // ─── A marketing manager reviewing the quarter: attribution ─────────────────────────────────
  {
    id: 'attr-count-abm-thisquarter',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'abm-q3' }, w: thisP('quarter') },
    qs: [
      'how many attributed sessions has the abm-q3 campaign driven this quarter',
      'abm-q3 attributed sessions, quarter to date pls',
    ],
  },
  {
    id: 'attr-top3-campaigns-lastmonth',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: lastP('month') },
    qs: [
      'which were our top three campaigns by attributed sessions last month',
      'top 3 campaigns in may, by attributed sessions',
    ],
  },
  {
    id: 'attr-share-email-30d',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: days(30) },
    qs: [
      'what share of the attributed sessions over the last 30 days came from the email channel? as a % of all attributed sessions in those 30 days',
      'email channel % of attributed sessions, past thirty days',
    ],
  },
  {
    id: 'attr-compare-lastweek-vs-prior',
    spec: { m: 'compare', s: 'attributed_sessions', w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      'attributed sessions last week versus the week before (2-8 june), give both numbers',
      'attributed sessions: last wk vs 2 jun-8 jun',
    ],
  },
  {
    id: 'attr-count-paidsearch-20d',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: days(20) },
    qs: [
      'how many attributed sessions came from paid search over the last 20 days',
      'paid_search attributed sessions, past twenty days',
    ],
  },
  {
    id: 'attr-top2-sources-since-jun1',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'source', w: since('2025-06-01') },
    qs: [
      'which 2 utm sources have brought the most attributed sessions since the 1st of june',
      'top two sources by attributed sessions since 1 jun',
    ],
  },
  {
    id: 'attr-sum-launchweek-may26-jun8',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { campaign: 'launch-week' }, w: between('2025-05-26', '2025-06-08') },
    qs: [
      'add up the attributed sessions for the launch-week campaign between 26 may and 8 june inclusive',
      'launch-week attributed sessions total, 26/05 to 08/06',
    ],
  },
  {
    id: 'attr-count-g2-today',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'g2' }, w: TODAY },
    qs: [
      'any attributed sessions from source g2 today? how many',
      'g2 attributed sessions today',
    ],
  },

  // ─── A marketing manager reviewing the quarter: identification ──────────────────────────────
  {
    id: 'ident-count-email-lastmonth',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'how many visitors did we identify via email capture in may (last month)',
      'email-capture identifications last month',
    ],
  },
  {
    id: 'ident-share-iptable-lastmonth',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: lastP('month') },
    qs: [
      'what % of last month\'s identifications came from the IP table (reverse IP)? base = all identifications made last month',
      'share of may identifications by ip_table, out of all may identifications',
    ],
  },
  {
    id: 'ident-count-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'how many people have we identified so far today',
      'identifications today?',
    ],
  },
  {
    id: 'ident-count-asn-fortnight',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'asn' }, w: days(14) },
    qs: [
      'how many identifications did the ASN provider make in the last fortnight',
      'asn identifications past two weeks',
    ],
  },
  {
    id: 'ident-first-thisweek',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('week') },
    qs: [
      'when was the first identification of this week',
      'earliest identified_at this week (since mon)',
    ],
  },
  {
    id: 'ident-last-email-all',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: ALL },
    qs: [
      'when did we last identify someone through email capture',
      'most recent email-capture identification time',
    ],
  },
  {
    id: 'ident-compare-thisweek-vs-lastweek',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'identifications this week so far vs the whole of last week',
      'how many ppl identified this wk compared w last wk',
    ],
  },
  {
    id: 'ident-list-email-yesterday',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'who did we identify by email capture yesterday? want to follow up today',
      'list yday\'s email-capture identifications',
    ],
  },
  {
    id: 'ident-count-leads-int50-since-jun1',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead', intent: { op: '>=', v: 50 } }, w: since('2025-06-01') },
    qs: [
      'since 1 june, how many people at lead accounts whose own visitor intent score is 50+ have been identified (people with consumer emails sit under the personal lead account and count)',
      'identifications since jun 1: lead accts, visitor intent >= 50, personal incl',
    ],
  },

  // ─── Recommendations, keys, webhooks ────────────────────────────────────────────────────────
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: [
      'how many open recommendations are waiting for me',
      'open recomendations count',
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: [
      'before my pipeline review, list every open recommendation',
      'show all open recs pls',
    ],
  },
  {
    id: 'webhooks-list-disabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' }, w: ALL },
    qs: [
      'which of our webhooks are switched off',
      'disabled webhook endpoints',
    ],
  },

  // ─── Declines: one constraint the data does not hold ────────────────────────────────────────
  {
    id: 'decline-country',
    spec: { m: 'decline', why: 'accounts carry no country (firmographics hold only ASN data)' },
    qs: [
      'how many german companies visited the pricing page this week',
      'leads based in france with intent over 70 - list',
    ],
  },
  {
    id: 'decline-region',
    spec: { m: 'decline', why: 'no region or territory for accounts' },
    qs: [
      'which EMEA accounts came back this month? i only cover emea',
      'my territory is the nordics, top 5 accounts there by intent this week',
    ],
  },
  {
    id: 'decline-industry',
    spec: { m: 'decline', why: 'no industry sector for accounts' },
    qs: [
      'how many fintech companies have been on the site in the last 30 days',
      'universities / higher-ed sector accts visiting /demo this month, count',
    ],
  },
  {
    id: 'decline-headcount',
    spec: { m: 'decline', why: 'no employee count for accounts' },
    qs: [
      'list the leads with more than 500 employees that visited last week',
      'enterprise-size (1000+ staff) accounts on the site today?',
    ],
  },
  {
    id: 'decline-annual-revenue',
    spec: { m: 'decline', why: 'no company annual revenue (firmographic) data' },
    qs: [
      'which visiting accounts have annual revenue above $50m, company turnover not our sales',
      'accts w/ >100m ARR (their revenue) that hit pricing this qtr',
    ],
  },
  {
    id: 'decline-funding',
    spec: { m: 'decline', why: 'no funding data for companies' },
    qs: [
      'any recently funded series B startups visiting us this week?',
      'how many VC-backed companies raised a round this year and visited /pricing',
    ],
  },
  {
    id: 'decline-crm-stage',
    spec: { m: 'decline', why: 'no CRM opportunity stages' },
    qs: [
      'which accounts in the negotiation stage in salesforce visited the site this week',
      'opps at proposal stage w/ a visit in the last 7 days - how many',
    ],
  },
  {
    id: 'decline-account-owner',
    spec: { m: 'decline', why: 'no account owner / sales rep assignment' },
    qs: [
      'show me the accounts owned by me in hubspot that visited yesterday',
      'how many of jamie\'s assigned accounts were active this month',
    ],
  },
  {
    id: 'decline-deal-size',
    spec: { m: 'decline', why: 'no deal amounts or pipeline value' },
    qs: [
      'what is the total open pipeline value in salesforce for the accounts that looked at /pricing/enterprise this month',
      'avg opportunity amount in the crm for customers that visited last week',
    ],
  },
  {
    id: 'decline-email-opens',
    spec: { m: 'decline', why: 'no email open tracking' },
    qs: [
      'how many people opened the monthly digest newsletter last week',
      'open rate for our last email send?',
    ],
  },
  {
    id: 'decline-outreach-replies',
    spec: { m: 'decline', why: 'no outreach reply data' },
    qs: [
      'which of the leads i emailed yesterday replied to me',
      'reply rate on my outbound sequence this month',
    ],
  },
  {
    id: 'decline-ad-spend',
    spec: { m: 'decline', why: 'no ad spend data' },
    qs: [
      'how much have we spent on the linkedin abm-q3 ads this quarter',
      'total paid search spend last month?',
    ],
  },
  {
    id: 'decline-cpc',
    spec: { m: 'decline', why: 'no cost per click / cost data' },
    qs: [
      'whats our cost per click on the brand-search campaign',
      'CPC by campaign for may pls',
    ],
  },
  {
    id: 'decline-roas',
    spec: { m: 'decline', why: 'no ad cost, so no return on ad spend' },
    qs: [
      'what was the ROI of the g2-listing campaign this quarter, return on what we paid g2',
      'roas for launch-week facebook ads',
    ],
  },
  {
    id: 'decline-competitor-own-traffic',
    spec: { m: 'decline', why: 'only our own site is tracked' },
    qs: [
      'how much traffic did {competitor.name}\'s own website get this month',
      'visitors on {competitor.domain} (their site, not ours) last week',
    ],
  },
  {
    id: 'decline-forecast',
    spec: { m: 'decline', why: 'no forecasts' },
    qs: [
      'forecast how many page views we\'ll get next month',
      'predict next quarter\'s identifications',
    ],
  },
  {
    id: 'decline-webinar',
    spec: { m: 'decline', why: 'no webinar or event attendance' },
    qs: [
      'which accounts attended our webinar last thursday',
      'webinar attendees from customer accounts this quarter, count',
    ],
  },
  {
    id: 'decline-downloads',
    spec: { m: 'decline', why: 'no file download tracking' },
    qs: [
      'who downloaded the 2025 state of intent report pdf this month',
      'no. of ebook downloads last week',
    ],
  },
  {
    id: 'decline-chat',
    spec: { m: 'decline', why: 'no chat transcripts' },
    qs: [
      'what did {lead.name} say in the live chat on our site yesterday',
      'intercom chats started by competitors this week?',
    ],
  },
  {
    id: 'decline-timezone',
    spec: { m: 'decline', why: 'no visitor time zone or location' },
    qs: [
      'which hot leads are in the pacific time zone so i can call them this afternoon',
      'visitors this week located in the EST timezone, count',
    ],
  },
  {
    id: 'decline-phone',
    spec: { m: 'decline', why: 'no phone numbers' },
    qs: [
      'give me the direct dial phone numbers for the people at {lead2.domain}',
      'mobile number for {person.email}?',
    ],
  },
  {
    id: 'decline-meetings-held',
    spec: { m: 'decline', why: 'no meetings or call records' },
    qs: [
      'how many sales calls did we actually hold with {customer.name} this quarter',
      'meetings completed in gong last week w/ leads',
    ],
  },
  {
    id: 'decline-nps',
    spec: { m: 'decline', why: 'no NPS or survey data' },
    qs: [
      'what is the NPS of our customer accounts that visited this month',
      'csat score for {customer2.name}',
    ],
  },
  {
    id: 'decline-social-followers',
    spec: { m: 'decline', why: 'no social media audience data' },
    qs: [
      'how many new linkedin followers did our company page gain this quarter',
      'linkedin post impressions last month',
    ],
  },
  {
    id: 'decline-support-tickets',
    spec: { m: 'decline', why: 'no support ticket data' },
    qs: [
      'how many support tickets has {customer.name} opened with us this quarter? want to know before the qbr',
      'zendesk tickets from customer accts that visited this wk',
    ],
  },
  {
    id: 'decline-tech-stack',
    spec: { m: 'decline', why: 'no technographic data' },
    qs: [
      'which visiting accounts use salesforce as their crm',
      'leads on the site this month running hubspot (their tech stack)',
    ],
  },
  {
    id: 'decline-third-party-intent',
    spec: { m: 'decline', why: 'no third-party intent topics' },
    qs: [
      'which accounts are surging on bombora for the topic "visitor identification" this week',
      'third-party intent topics for {lead2.domain}',
    ],
  },
  {
    id: 'decline-trade-show',
    spec: { m: 'decline', why: 'no event or badge-scan data' },
    qs: [
      'which of the accounts we badge-scanned at the saastr booth last month have visited the site since',
      'trade show leads (scanned at events this quarter) w/ intent over 70',
    ],
  },
  {
    id: 'decline-win-rate',
    spec: { m: 'decline', why: 'no closed-won / lost deal data' },
    qs: [
      'what\'s our win rate on accounts that booked a demo this quarter, closed won vs lost',
      'closed-won deals from leads that visited /pricing in may',
    ],
  },
];

export const SET30 = flatten(SET30_FAMILIES);
