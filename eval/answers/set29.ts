// Answer-graded set 29: "the questions a marketer or an SDR types on a Monday morning".
// Written 2026-11-27 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how a set is exported), the first
// 30 lines of set28.ts (its header) and a grep of set28.ts's import/export lines (three lines, no
// question text), eval/demo.ts, subgraphs/accounts/demo/ (index.ts, traffic.ts, companies.ts,
// store.ts, demo.repository.ts, random.ts), schema.prisma, test/helpers/server.ts and
// test/helpers/db.ts, /work/shared/spec/signal-service-interface.md, and file-name-only listings
// of eval/, eval/answers/, scratch/ and subgraphs/accounts/demo/. Values were read from the two
// generated workspaces' tables with plain SQL (scratch/check29*.ts, check29*.sql),
// built with createDemoWorkspace alone: no copilot setup ran and nothing was ever asked of the
// product. Never opened: subgraphs/copilot/, any other question set (set4-27, set28 beyond its
// header, heldout*, blind, tuned, eval/questions.ts, eval/heldout.ts), scratch/ other than
// check29*, tests outside test/helpers/, README.md, git (no git command was run).
//
// Style: the start-of-week questions of a marketer or an SDR: recaps of last week, what happened
// over the weekend (Sat 14 - Sun 15 June), who is hot today, what came in from a campaign, who to
// call. Two phrasings per family: one chatty sentence and one terse one, typed as people type:
// lower case, typos (acounts, visiters, pricng), no question marks, "pls", British spelling,
// abbreviations (accts, ppl, wk, yday, mtd, qtd, recs, no.), numbers in words, the constraint
// first or last, two or three constraints at once. Every question states what its truth needs:
// the consumer-mailbox `personal` account is named wherever it can be among the accounts, page
// views and people exclude bots, sessions split on 30 minutes of inactivity, attributed sessions
// are the attribution rollup's, every share names its base, unwindowed questions say "all time" /
// "ever", dates are spelled out (the clock is Wed 18 June 2025). Thresholds, pages, campaigns and
// dates avoid the round ones: intent 85/90/95/75/70/60/50-70/40-60/<30/=100, visits >60/>20/
// >=15/<=3, /demo, /careers, /pricing/enterprise, /blog/ and /product prefixes, abm-q3,
// brand-search, g2, facebook, linkedin, organic_search, email, paid_social.
//
// Declines (31 families, 25%): an otherwise answerable question carrying one constraint the data
// has no column for (schema.prisma, the spec and the generated data checked): a company's country,
// city, region or territory, headcount, annual revenue, funding round or industry sector, CRM
// opportunities, deal stages, account owners and renewals, tech stack, third-party (Bombora)
// intent, email opens, outreach replies, ad spend, cost per lead and ad impressions, a
// competitor's own traffic, forecasts, scroll depth, video plays, file downloads, browser
// language, phone numbers, NPS, trade-show scans. Deliberately not used as declines, because the
// data does hold them: device type and browser (visits.user_agent), time of day (occurred_at),
// job titles (visitors.title, empty but a column), LinkedIn profiles and locations of enriched
// people (enriched_people.data), revenue from the store (commerce_orders), session length.
//
// Coverage: 125 families, 250 questions.
//   measures: count 39, list 11, top-N 11, average 5, sum 3, share 8, first 5, last 5,
//             comparison 7, decline 31 (answerable 94)
//   subjects: accounts 30, visitors 17, page views 15, sessions 8, attributed sessions 9,
//             identifications 10, recommendations 2, API keys 1, webhooks 2
//   windows:  today 7, yesterday 10, this week 12, last week 11, this month 10, last month 2,
//             this quarter 2, last quarter 1, last N days (3, 5, 7, 10, 12, 14, 21) 11, since a
//             date 6, between dates 4, all time 25 (a comparison counts each of its two windows)
//   filters:  classification, intent (=, >, >=, <, <=, between), visit counts (>, >=, <=),
//             exact path, path prefix, channel, source, campaign, identification source, domain,
//             company name, email, identified, new, returning, state
// Checked on both generated workspaces (scratch/check29set.ts with measures.ts specProblems,
// evaluateSpec and broader): no spec problems, and every constraint changes the truth on at least
// one workspace except where the data cannot separate it (this quarter holds all the data; no API
// key is revoked). Recommendations, keys and webhooks were read before prepareDemo's setup (which
// dismisses one recommendation, adds keys and two webhooks, one of them disabled), so their
// truths there were not final.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const decline = (why: string) => ({ m: 'decline' as const, why });

export const SET29_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────
  {
    id: 's29 accounts visited this week',
    spec: { m: 'count', s: 'accounts', w: thisP('week') },
    qs: [
      'morning! how many accounts have been on the site so far this week? count the personal consumer-mailbox bucket as one account',
      'no. of accts active this wk (since monday) incl the personal bucket',
    ],
  },
  {
    id: 's29 customer accounts visited today',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: TODAY },
    qs: [
      'have any of our existing customers been on the site yet today? how many customer accounts',
      'customer accts with at least one page view today - how many',
    ],
  },
  {
    id: 's29 competitors visited in the last 5 days',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: days(5) },
    qs: [
      'which competitors have been snooping round the site in the last five days',
      'list competitor acounts that visited, past 5 days',
    ],
  },
  {
    id: 's29 leads intent >= 85 visited yesterday',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 85 } }, w: YESTERDAY },
    qs: [
      'how many leads with an intent score of 85 or higher were on the site yesterday? the personal consumer-mailbox bucket counts as a lead if it qualifies',
      'leads, intent >= 85, visited yday (personal bucket incl) - count pls',
    ],
  },
  {
    id: 's29 top 5 accounts by intent that visited yesterday',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', w: YESTERDAY },
    qs: [
      'who were the five hottest accounts on the site yesterday by intent score? include the personal consumer-mailbox bucket if it ranks',
      'top 5 accts by intent that visited yday, personal incl',
    ],
  },
  {
    id: 's29 new accounts since Friday',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: since('2025-06-13') },
    qs: [
      'anything brand new since friday? list the accounts we saw for the first time on or after fri 13 june',
      'new accts since fri 13th jun (first seen that day or later) - which ones',
    ],
  },
  {
    id: 's29 returning accounts last week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      'how many accounts came back last week, i.e. visited last week but were first seen before it? personal bucket included',
      'returning accts last wk (visited 9-15 june, first seen before mon 9 june), incl personal - number',
    ],
  },
  {
    id: 's29 accounts with intent 40-60, all time',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: ALL },
    qs: [
      'across all accounts ever, how many sit in the 40 to 60 intent band, both ends included? personal bucket counts if it falls in it',
      'count of accts w/ intent between 40 and 60 inclusive, all time',
    ],
  },
  {
    id: 's29 accounts with intent under 30, all time',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 30 } }, w: ALL },
    qs: [
      'how many accounts have an intent score below thirty? all accounts, all time, the personal bucket included if it is that low',
      'accts intent <30 ever - how many',
    ],
  },
  {
    id: 's29 accounts intent > 90 visited since Sunday 15 June',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 90 } }, w: since('2025-06-15') },
    qs: [
      'since sunday 15 june, how many accounts with intent above 90 (strictly above) have visited? the personal bucket counts too',
      'intent > 90 accounts that visited since sun 15th jun incl personal, count',
    ],
  },
  {
    id: 's29 accounts with more than 60 visits, all time',
    spec: { m: 'list', s: 'accounts', f: { visits: { op: '>', v: 60 } }, w: ALL },
    qs: [
      'which accounts have racked up more than sixty visits in total, all time? include the personal consumer-mailbox bucket',
      'list accts w/ >60 total visits ever (personal counts)',
    ],
  },
  {
    id: 's29 average intent of accounts visited last week',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: lastP('week') },
    qs: [
      'what was the average intent score of the accounts that visited last week (mon 9 to sun 15 june), personal bucket included',
      'avg intent of accts active last wk incl personal',
    ],
  },
  {
    id: 's29 average visit count of customer accounts, all time',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      'on average how many visits does one of our customer accounts have, all time',
      'mean total visit count across customer accts, ever',
    ],
  },
  {
    id: 's29 sum of visitor counts of competitors, all time',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'how many people in total have we seen from competitor accounts, all time? just add up their visitor counts',
      'sum of visitor counts over competitor accts (all time)',
    ],
  },
  {
    id: 's29 page views this week by accounts with intent >= 90',
    spec: { m: 'sum', s: 'accounts', field: 'views', f: { intent: { op: '>=', v: 90 } }, w: thisP('week') },
    qs: [
      'how many page views did accounts with intent 90+ rack up this week? bots excluded, personal bucket included if it qualifies',
      'total pageviews this wk from accts scoring 90 or more (no bots, incl personal)',
    ],
  },
  {
    id: 's29 share of accounts visited in 10 days with intent >= 70',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } }, w: days(10) },
    qs: [
      'of the accounts that visited in the last ten days, what percentage have an intent score of 70 or more? personal bucket included on both sides',
      '% of accts active past 10 days w/ intent >= 70 (base = every acct that visited in those 10 days, personal incl)',
    ],
  },
  {
    id: 's29 share of all accounts with more than 20 visits',
    spec: { m: 'share', s: 'accounts', part: { visits: { op: '>', v: 20 } }, w: ALL },
    qs: [
      'what share of all our accounts, ever, have more than 20 visits in total? the personal bucket counts as one account',
      'pct of all accts (all time, incl personal) with >20 visits, out of all accts',
    ],
  },
  {
    id: 's29 first seen of the top customer',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{customer.domain}' }, w: ALL },
    qs: [
      'when did we first see {customer.domain} on the site?',
      'first seen date + time for {customer.domain}',
    ],
  },
  {
    id: 's29 last seen of the top competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' }, w: ALL },
    qs: [
      'when was {competitor.domain} last on our site',
      '{competitor.domain} last seen at?',
    ],
  },
  {
    id: 's29 accounts on /demo yesterday',
    spec: { m: 'count', s: 'accounts', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      'how many accounts looked at the /demo page yesterday (personal bucket included)',
      'accts on /demo yday, count incl personal',
    ],
  },
  {
    id: 's29 accounts on any pricing page today',
    spec: { m: 'list', s: 'accounts', f: { pathPrefix: '/pricing' }, w: TODAY },
    qs: [
      'which accounts have hit a pricing page today, /pricing or anything under it? include the personal bucket if it shows up',
      'list accts on /pricing* so far today (personal incl)',
    ],
  },
  {
    id: 's29 low-intent accounts from abm-q3 this month',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3', intent: { op: '<=', v: 50 } }, w: thisP('month') },
    qs: [
      'this month, how many accounts with intent 50 or below came in through the abm-q3 campaign? personal bucket included if it qualifies',
      'accts w/ a page view tagged utm_campaign abm-q3 mtd and intent <= 50 - count',
    ],
  },
  {
    id: 's29 top 3 leads by visit count, all time',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { classification: 'lead' }, w: ALL },
    qs: [
      'top three leads by total visit count, all time - the personal consumer-mailbox bucket counts as a lead',
      'which 3 lead accts have the most visits ever (personal incl)',
    ],
  },
  {
    id: 's29 accounts this week vs last week',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      'how many accounts visited this week compared with last week? personal bucket included in both',
      'accts this wk vs last wk (incl personal)',
    ],
  },
  {
    id: 's29 new accounts 2-6 June',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: between('2025-06-02', '2025-06-06') },
    qs: [
      'how many new accounts did we pick up between 2 and 6 june, i.e. first seen in that span with both days included',
      'accts first seen 2nd-6th jun inclusive: how many',
    ],
  },
  {
    id: 's29 accounts at intent exactly 100 visited today',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: TODAY },
    qs: [
      'which accounts maxed out at an intent of exactly 100 have been on the site today? personal bucket included if it is one of them',
      'list accts w/ intent = 100 active today, incl personal',
    ],
  },
  {
    id: 's29 top 3 accounts by blog page views in 3 weeks',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { pathPrefix: '/blog/' }, w: days(21) },
    qs: [
      'which three accounts read the most blog posts in the past three weeks - most page views under /blog/, bots excluded, personal bucket included',
      'top 3 accts by /blog/ pageviews last 21 days (incl personal)',
    ],
  },
  {
    id: 's29 accounts with 3 visits or fewer, all time',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '<=', v: 3 } }, w: ALL },
    qs: [
      'how many accounts have only been by three times or fewer in total, all time',
      'accts w/ visit count <= 3, ever',
    ],
  },
  {
    id: 's29 accounts intent >= 95 visited this quarter',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>=', v: 95 } }, w: thisP('quarter') },
    qs: [
      'this quarter so far, how many accounts with intent 95 or above have visited? count the personal bucket if it qualifies',
      'qtd: accts intent 95+ that visited (incl personal)',
    ],
  },
  {
    id: 's29 customers with > 30 visits active in the last fortnight',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', visits: { op: '>', v: 30 } }, w: days(14) },
    qs: [
      'which customer accounts with more than thirty visits in total have been on the site in the last fortnight',
      'list customers w/ >30 lifetime visits active past 14 days',
    ],
  },

  // ─── visitors ──────────────────────────────────────────────────────────────
  {
    id: 's29 visitors today',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: [
      'how many people have been on the site today so far, not counting bots',
      'visiters today (humans only)',
    ],
  },
  {
    id: 's29 new visitors yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: [
      'how many first-time visitors did we get yesterday? bots excluded',
      'new visitors yday (first ever visit was yesterday), no bots',
    ],
  },
  {
    id: 's29 returning visitors this week',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: thisP('week') },
    qs: [
      'how many returning visitors this week - people who visited this week and had first visited before monday? no bots',
      'returning ppl this wk (first visit before mon 16 jun), excl bots',
    ],
  },
  {
    id: 's29 people from the top customer this month',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: thisP('month') },
    qs: [
      'who from {customer.domain} has been on the site this month? list them please',
      'list visitors at {customer.domain} mtd (no bots)',
    ],
  },
  {
    id: 's29 visitors intent > 75 in the last fortnight',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>', v: 75 } }, w: days(14) },
    qs: [
      'how many visitors with an intent score over 75 have we had in the past fortnight? bots excluded',
      'ppl w/ intent >75 last 2 wks - count (no bots)',
    ],
  },
  {
    id: 's29 top 5 identified visitors by intent this week',
    spec: { m: 'top', s: 'visitors', n: 5, f: { identified: true }, w: thisP('week') },
    qs: [
      'who are the top five identified visitors by intent score this week? i want to know who to call first',
      'top 5 identified ppl this wk by intent',
    ],
  },
  {
    id: 's29 average intent of /demo viewers last week',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      "what's the average intent score of the people who viewed the /demo page last week? no bots",
      'avg visitor intent among /demo viewers last wk (humans only)',
    ],
  },
  {
    id: 's29 average visits per competitor visitor, all time',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'on average, how many visits does each person from a competitor account have, all time',
      'mean visit count per competitor visitor, ever',
    ],
  },
  {
    id: 's29 share of this month visitors identified',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      "what percentage of this month's visitors have been identified? the base is everyone who visited this month, bots excluded",
      '% of mtd visitors that are identified (denominator = all human visitors mtd)',
    ],
  },
  {
    id: 's29 visitors with 15+ visits, all time',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 15 } }, w: ALL },
    qs: [
      'how many people have visited fifteen times or more, all time? humans only',
      'visitors w/ 15+ visits ever, count',
    ],
  },
  {
    id: 's29 consumer-mailbox people intent >= 60 last week',
    spec: { m: 'list', s: 'visitors', f: { domain: 'personal', intent: { op: '>=', v: 60 } }, w: lastP('week') },
    qs: [
      'which consumer-mailbox visitors (the personal bucket: gmail, outlook and so on) with intent 60 or higher visited last week',
      "list 'personal' bucket ppl, intent >= 60, active last wk",
    ],
  },
  {
    id: 's29 last visit of the top person',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'when was {person.email} last on the site',
      'last visit for {person.email}?',
    ],
  },
  {
    id: 's29 first visit of the second person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      'when did {person2.email} first visit us',
      '{person2.email} first ever visit - date and time',
    ],
  },
  {
    id: 's29 facebook visitors since 1 June',
    spec: { m: 'count', s: 'visitors', f: { source: 'facebook' }, w: since('2025-06-01') },
    qs: [
      'since 1 june, how many people came in from facebook (utm_source facebook)? no bots',
      'facebook-sourced visitors since jun 1st - how many',
    ],
  },
  {
    id: 's29 visitors today vs yesterday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      'how many visitors have we had today so far vs yesterday? bots excluded',
      'ppl on site today vs yday (humans)',
    ],
  },
  {
    id: 's29 lead people intent 50-70 on /pricing/enterprise in 10 days',
    spec: { m: 'count', s: 'visitors', f: { classification: 'lead', intent: { op: 'between', lo: 50, hi: 70 }, path: '/pricing/enterprise' }, w: days(10) },
    qs: [
      'how many people from lead accounts, whose own person-level intent score is between 50 and 70 inclusive, looked at /pricing/enterprise in the last ten days',
      'last 10 days: visitors at lead accts, intent 50-70 incl, who viewed /pricing/enterprise - count',
    ],
  },
  {
    id: 's29 top 3 people at the second lead by visits, all time',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { domain: '{lead2.domain}' }, w: ALL },
    qs: [
      'which three people at {lead2.domain} have visited the most, all time',
      'top 3 visitors from {lead2.domain} by visit count (ever)',
    ],
  },

  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 's29 page views yesterday',
    spec: { m: 'count', s: 'page_views', w: YESTERDAY },
    qs: [
      'how many page views did we get yesterday, excluding bots',
      'pageviews yday (no bots)',
    ],
  },
  {
    id: 's29 /pricing views this week',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'how many times has the /pricing page been viewed this week? exactly /pricing, not its sub-pages, no bots',
      'views of /pricing (exact path) this wk excl bots',
    ],
  },
  {
    id: 's29 top 3 pages last week',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: lastP('week') },
    qs: [
      'what were the three most viewed pages last week? bots excluded',
      'top 3 pages by views last wk (humans only)',
    ],
  },
  {
    id: 's29 top 3 channels by page views this month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: thisP('month') },
    qs: [
      'which three channels drove the most page views this month? no bots',
      'top 3 channels by pageviews mtd',
    ],
  },
  {
    id: 's29 share of this week page views on product pages',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/product' }, w: thisP('week') },
    qs: [
      "what share of this week's page views were product pages (/product and anything under it)? base = all page views this week, bots excluded",
      '% of pageviews this wk on /product* out of all pageviews this wk (no bots)',
    ],
  },
  {
    id: 's29 /demo views this month vs last month',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'how are /demo page views this month compared with last month? bots excluded',
      '/demo views mtd vs may, excl bots',
    ],
  },
  {
    id: 's29 last /careers view, all time',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/careers' }, w: ALL },
    qs: [
      'when did someone last look at the careers page (/careers)? ignore bots',
      'most recent /careers view ever (no bots)',
    ],
  },
  {
    id: 's29 first /pricing/enterprise view today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' }, w: TODAY },
    qs: [
      'what time was the first /pricing/enterprise view today? no bots',
      'first view of /pricing/enterprise today - when',
    ],
  },
  {
    id: 's29 page views by the top customer in 3 days',
    spec: { m: 'count', s: 'page_views', f: { company: '{customer.name}' }, w: days(3) },
    qs: [
      'how many page views has {customer.name} racked up in the last 3 days? bots excluded',
      '{customer.name} pageviews past three days',
    ],
  },
  {
    id: 's29 email channel page views 9-13 June',
    spec: { m: 'count', s: 'page_views', f: { channel: 'email' }, w: between('2025-06-09', '2025-06-13') },
    qs: [
      'how many page views came from the email channel between 9 and 13 june (both days included)? no bots',
      'email-channel pageviews 9th-13th jun inclusive',
    ],
  },
  {
    id: 's29 competitor views of pricing pages this week',
    spec: { m: 'count', s: 'page_views', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'how many times have competitors viewed our pricing pages (/pricing and everything below it) this week',
      'competitor pageviews on /pricng* this wk, excl bots',
    ],
  },
  {
    id: 's29 top 4 pages of customers this month',
    spec: { m: 'top', s: 'page_views', n: 4, group: 'path', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'what are the four pages our customers viewed most this month? no bots',
      'top 4 pages by views from customer accts mtd',
    ],
  },
  {
    id: 's29 weekend page views by email-captured people',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'email_capture' }, w: between('2025-06-14', '2025-06-15') },
    qs: [
      'over the weekend (sat 14 - sun 15 june), how many page views came from people we identified by email capture? bots excluded',
      'weekend 14-15 jun pageviews by email_capture-resolved visitors',
    ],
  },
  {
    id: 's29 share of this month page views from paid social',
    spec: { m: 'share', s: 'page_views', part: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      "what percentage of this month's page views came from paid social? base = all page views this month, no bots",
      'paid_social share of mtd pageviews (% of all pageviews mtd)',
    ],
  },
  {
    id: 's29 page views of the third person, all time',
    spec: { m: 'count', s: 'page_views', f: { email: '{person3.email}' }, w: ALL },
    qs: [
      'how many pages has {person3.email} viewed in total, all time',
      '{person3.email} total pageviews ever',
    ],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 's29 sessions yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      'how many sessions did we have yesterday? a session ends after 30 minutes of inactivity; bots excluded',
      'sessions yday (30-min gap rule, no bots)',
    ],
  },
  {
    id: 's29 sessions with /pricing this week',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'how many sessions this week included a view of the /pricing page (exact path)? 30-min session gap, no bots',
      'sessions w/ /pricing this wk (30 min inactivity splits them)',
    ],
  },
  {
    id: 's29 share of last week sessions touching pricing',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      'last week, what percentage of sessions touched any pricing page (/pricing or below)? base = all sessions last week, 30-minute gap rule',
      "% of last wk's sessions that hit /pricing*, out of all sessions last wk",
    ],
  },
  {
    id: 's29 sessions this week vs last week',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'sessions this week vs last week? 30 minutes of inactivity starts a new session, bots excluded',
      'this wk vs last wk session count',
    ],
  },
  {
    id: 's29 customer sessions since 10 June',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: since('2025-06-10') },
    qs: [
      'how many sessions have customer accounts had since 10 june? sessions split on 30 minutes of inactivity',
      'customer sessions since jun 10',
    ],
  },
  {
    id: 's29 latest session of the top lead',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { domain: '{lead.domain}' }, w: ALL },
    qs: [
      'when did the latest session from {lead.domain} start?',
      '{lead.domain} most recent session start time',
    ],
  },
  {
    id: 's29 identified sessions with /demo in 12 days',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo', identified: true }, w: days(12) },
    qs: [
      'in the last 12 days, how many sessions by identified visitors included the /demo page? 30-min gap',
      'sessions w/ /demo by identified ppl, past twelve days',
    ],
  },
  {
    id: 's29 first session today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: [
      'when did the first session of today start? bots excluded',
      'first session today - time?',
    ],
  },

  // ─── attributed sessions ───────────────────────────────────────────────────
  {
    id: 's29 attributed sessions last 7 days',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: [
      'how many campaign-attributed sessions did we get over the last 7 days, going by the attribution rollup',
      'attributed sessions past seven days',
    ],
  },
  {
    id: 's29 top 3 channels by attributed sessions this month',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: thisP('month') },
    qs: [
      'which three channels brought the most attributed sessions this month',
      'top 3 channels by attributed sessions mtd',
    ],
  },
  {
    id: 's29 linkedin attributed sessions last week',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: lastP('week') },
    qs: [
      'how many attributed sessions did linkedin (as utm source) send us last week',
      'linkedin attributed sessions last wk (9-15 jun)',
    ],
  },
  {
    id: 's29 share of attributed sessions from email in 14 days',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: days(14) },
    qs: [
      'over the last fourteen days, what share of attributed sessions came from the email channel? base = all attributed sessions in those 14 days',
      'email % of attributed sessions last 2 wks',
    ],
  },
  {
    id: 's29 brand-search attributed sessions this week vs last',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'brand-search campaign: attributed sessions this week vs last week?',
      'brand-search attributed sessions, this wk vs last wk',
    ],
  },
  {
    id: 's29 top 2 campaigns last month',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: lastP('month') },
    qs: [
      'what were our two best campaigns last month by attributed sessions',
      'top 2 campaigns in may, by attributed sessions',
    ],
  },
  {
    id: 's29 g2 attributed sessions since 1 June',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { source: 'g2' }, w: since('2025-06-01') },
    qs: [
      'since the 1st of june, how many attributed sessions has g2 sent our way in total?',
      'g2 attributed sessions since 1 jun - total',
    ],
  },
  {
    id: 's29 paid social attributed sessions yesterday',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: YESTERDAY },
    qs: [
      'how many attributed sessions from paid social yesterday',
      'paid_social attributed sessions yday',
    ],
  },
  {
    id: 's29 top source by attributed sessions, all time',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: ALL },
    qs: [
      'which utm source has brought the most attributed sessions of all time',
      'top source by attributed sessions, all time',
    ],
  },

  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 's29 identifications this week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      'how many visitors have we identified so far this week',
      'identifications this wk (since mon)',
    ],
  },
  {
    id: 's29 email-capture identifications last week',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'last week, how many people did we identify through email capture (form fills)?',
      'email_capture identifications last wk',
    ],
  },
  {
    id: 's29 people identified by email capture yesterday',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'who did we identify via email capture yesterday? list them',
      'list ppl identified yday by email capture',
    ],
  },
  {
    id: 's29 share of this month identifications via the IP table',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: thisP('month') },
    qs: [
      'of everyone identified this month, what percentage were matched by the IP table? base = all identifications this month',
      '% of mtd identifications resolved via ip_table',
    ],
  },
  {
    id: 's29 most recent identification, ever',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', w: ALL },
    qs: [
      'when was the most recent identification, ever',
      'last time we identified someone?',
    ],
  },
  {
    id: 's29 first ASN identification this month',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' }, w: thisP('month') },
    qs: [
      'when was the first identification via the ASN (network) lookup this month',
      'first asn-resolved identification mtd - when',
    ],
  },
  {
    id: 's29 identifications yesterday vs Monday',
    spec: { m: 'compare', s: 'identifications', w: YESTERDAY, w2: between('2025-06-16', '2025-06-16') },
    qs: [
      'identifications yesterday compared with monday 16 june?',
      'ids yday vs mon 16th jun',
    ],
  },
  {
    id: 's29 customer identifications since 26 May',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: since('2025-05-26') },
    qs: [
      'how many people at customer accounts have been identified since 26 may',
      'customer-acct identifications since may 26th',
    ],
  },
  {
    id: 's29 average intent of people identified in 5 days',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: days(5) },
    qs: [
      "what's the average intent of the people we identified in the last five days",
      'avg intent of ppl identified past 5 days',
    ],
  },
  {
    id: 's29 identifications this quarter vs last quarter',
    spec: { m: 'compare', s: 'identifications', w: thisP('quarter'), w2: lastP('quarter') },
    qs: [
      'identifications this quarter vs last quarter?',
      'qtd identifications vs the previous quarter (jan-mar)',
    ],
  },

  // ─── recommendations, keys, webhooks ───────────────────────────────────────
  {
    id: 's29 open recommendations count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: [
      'how many open recommendations are waiting for me (new ones, or snoozed ones whose snooze is over)',
      'open recs - how many',
    ],
  },
  {
    id: 's29 open recommendations list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: [
      'list all the open recomendations pls',
      'what recommendations are open right now - list them',
    ],
  },
  {
    id: 's29 active API keys',
    spec: { m: 'count', s: 'keys', f: { state: 'active' }, w: ALL },
    qs: [
      'how many API keys are active (not revoked)',
      'active api keys - how many',
    ],
  },
  {
    id: 's29 enabled webhooks',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' }, w: ALL },
    qs: [
      'how many of our webhooks are enabled',
      'enabled webhook count',
    ],
  },
  {
    id: 's29 disabled webhooks',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' }, w: ALL },
    qs: [
      'which webhooks are disabled right now',
      'list disabled webhook urls',
    ],
  },

  // ─── declines: a constraint the data does not hold ────────────────────────
  {
    id: 's29 decline: accounts from Germany on pricing',
    spec: decline('no company country'),
    qs: [
      'which accounts from germany hit the pricing page this week',
      'german companies on /pricing this wk - list',
    ],
  },
  {
    id: 's29 decline: UK visitors yesterday',
    spec: decline('no visitor country'),
    qs: [
      'how many visitors from the uk did we get yesterday',
      'uk visiters yday, count pls',
    ],
  },
  {
    id: 's29 decline: New York accounts',
    spec: decline('no company city'),
    qs: [
      'list the accounts headquartered in new york that visited in the last ten days',
      'nyc-based accts active past 10 days?',
    ],
  },
  {
    id: 's29 decline: accounts with 500+ employees',
    spec: decline('no headcount'),
    qs: [
      'how many accounts with over 500 employees visited this month',
      'accts w/ 500+ staff that visited mtd - number',
    ],
  },
  {
    id: 's29 decline: top accounts with 50-200 staff',
    spec: decline('no headcount'),
    qs: [
      'top 5 accounts by intent this week, but only companies with 50 to 200 employees',
      '5 hottest accts this wk with 50-200 headcount',
    ],
  },
  {
    id: 's29 decline: accounts with over 10m revenue',
    spec: decline('no company revenue'),
    qs: [
      'which accounts turning over more than £10m a year looked at /pricing/enterprise last week',
      'companies w/ >$10m annual revenue on pricing/enterprise last wk',
    ],
  },
  {
    id: 's29 decline: series B funded accounts',
    spec: decline('no funding data'),
    qs: [
      'which accounts that raised a series b this year have visited since 1 june',
      'series B funded accts visiting since jun 1',
    ],
  },
  {
    id: 's29 decline: accounts with an open Salesforce opportunity',
    spec: decline('no CRM opportunities'),
    qs: [
      "which of this week's visiting accounts have an open opportunity in salesforce",
      'accts active this wk w/ an open SFDC opp',
    ],
  },
  {
    id: 's29 decline: negotiation-stage deals on /demo',
    spec: decline('no deal stage'),
    qs: [
      'how many accounts in the negotiation deal stage visited the demo page yesterday',
      'negotiation-stage deals on /demo yday - count',
    ],
  },
  {
    id: 's29 decline: newsletter open rate',
    spec: decline('no email opens'),
    qs: [
      'what was the open rate on the monthly-digest newsletter last month',
      'monthly-digest email open rate, may',
    ],
  },
  {
    id: 's29 decline: newsletter openers who visited',
    spec: decline('no email opens'),
    qs: [
      'how many people opened the newsletter this month and then came to the site',
      'newsletter openers who visited mtd',
    ],
  },
  {
    id: 's29 decline: LinkedIn campaign spend',
    spec: decline('no ad spend'),
    qs: [
      "how much did we spend on the linkedin abm-q3 campaign last week, and what's our cost per attributed session",
      'abm-q3 spend last wk + cost per session',
    ],
  },
  {
    id: 's29 decline: cost per identified visitor from brand-search',
    spec: decline('no ad spend'),
    qs: [
      "what's our cost per identified visitor from google brand-search this month",
      'brand-search CPL mtd',
    ],
  },
  {
    id: "s29 decline: a competitor's own traffic",
    spec: decline("no competitor's own site traffic"),
    qs: [
      'how much traffic did {competitor.name} get on their own website last week',
      "{competitor.domain}'s own site visits last wk?",
    ],
  },
  {
    id: 's29 decline: pricing visitors next week',
    spec: decline('a forecast'),
    qs: [
      'how many accounts will visit the pricing page next week',
      'forecast: accts on /pricing next wk',
    ],
  },
  {
    id: 's29 decline: identifications by quarter end',
    spec: decline('a forecast'),
    qs: [
      "predict how many visitors we'll have identified by the end of the quarter",
      'projected identifications by end of q2?',
    ],
  },
  {
    id: 's29 decline: scroll depth on pricing',
    spec: decline('no scroll depth'),
    qs: [
      'which accounts scrolled past 75% of the pricing page this week',
      'accts w/ 75%+ scroll depth on /pricing this wk',
    ],
  },
  {
    id: 's29 decline: product video plays',
    spec: decline('no video events'),
    qs: [
      'how many visitors watched the product video on /product yesterday',
      'product video plays yday',
    ],
  },
  {
    id: 's29 decline: whitepaper downloads',
    spec: decline('no download events'),
    qs: [
      'which visitors downloaded the intent-data whitepaper pdf last week',
      'whitepaper downloads last wk - who',
    ],
  },
  {
    id: 's29 decline: French-language browsers',
    spec: decline('no browser language'),
    qs: [
      'how many visitors this month had their browser set to french',
      'french-language browser visitors mtd',
    ],
  },
  {
    id: "s29 decline: Sarah's accounts",
    spec: decline('no account owner'),
    qs: [
      'which accounts owned by sarah (our SDR) visited this week',
      "sarah's accts active this wk",
    ],
  },
  {
    id: 's29 decline: EMEA territory accounts',
    spec: decline('no territory or region'),
    qs: [
      'list the hot accounts in my EMEA territory with intent over 80',
      'emea accts intent >80 - list',
    ],
  },
  {
    id: 's29 decline: accounts using HubSpot',
    spec: decline('no tech stack'),
    qs: [
      'which accounts that visited last week use hubspot as their CRM',
      'hubspot-using accts that visited last wk',
    ],
  },
  {
    id: 's29 decline: phone numbers of the top lead',
    spec: decline('no phone numbers'),
    qs: [
      'give me direct dial phone numbers for the people from {lead.name} who visited this week',
      'phone nos for {lead.domain} visitors this wk',
    ],
  },
  {
    id: 's29 decline: Bombora surging accounts',
    spec: decline('no third-party intent'),
    qs: [
      "which accounts surging on bombora for 'visitor identification' visited this month",
      'bombora surge accts active mtd',
    ],
  },
  {
    id: 's29 decline: outreach replies',
    spec: decline('no replies'),
    qs: [
      'how many of the people we marked as contacted replied to our outreach last week',
      'reply rate on contacted ppl last wk',
    ],
  },
  {
    id: 's29 decline: NPS of pricing-page customers',
    spec: decline('no NPS'),
    qs: [
      "what's the NPS of customers who visited the pricing page this month",
      'nps for customers on /pricing mtd',
    ],
  },
  {
    id: 's29 decline: customers up for renewal',
    spec: decline('no renewal dates'),
    qs: [
      'which customer accounts have a renewal due in the next 60 days and visited this week',
      'customers w/ renewal < 60 days out that visited this wk',
    ],
  },
  {
    id: 's29 decline: public-sector organisations',
    spec: decline('no industry sector'),
    qs: [
      'how many government or public-sector organisations visited last week',
      'public sector accts last wk - count',
    ],
  },
  {
    id: 's29 decline: LinkedIn ad impressions vs clicks',
    spec: decline('no ad impressions'),
    qs: [
      'how many people saw our linkedin ads last week, compared with how many clicked through to the site',
      'li ad impressions vs clicks last wk',
    ],
  },
  {
    id: 's29 decline: SaaStr booth scans',
    spec: decline('no event scans'),
    qs: [
      'which of the accounts our booth team scanned at saastr last month went on to visit the site',
      'saastr badge scans that then visited, since may',
    ],
  },
];

export const SET29 = flatten(SET29_FAMILIES);
