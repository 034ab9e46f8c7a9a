// Answer set 17 (a tuning set, issue 14): written on 2026-11-27 by a helper who never read the planner (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from truth.ts/measures.ts/windows.ts and the demo generator only. Style: an executive (VP Marketing / CRO) asking for KPIs in business shorthand (MQA, net-new logos, ID rate, WoW, MTD/QTD, "for the board deck", "quick gut check"), where every piece of the company's private jargon is defined in the same question (MQA = lead account with intent 70+, hot = intent above 80, net-new = first seen in the window, returning = on site in the window and first seen before it, ID rate = share of the window's visitors that are identified, form-fill IDs = resolution source email_capture, engagement = page views in the window, ...).
//
// Coverage: every measure of Spec (count, list, avg, sum, share with its denominator stated, top by
// a number, top groups by path / channel / source / campaign, first, last, compare of two windows
// named first-window-first, decline) over every subject truth.ts computes (accounts, visitors,
// identifications, page views, sessions, campaign-attributed sessions, recommendations, API keys,
// webhooks); the filters truth.ts applies (classification; intent with =, >, >=, <, <=, between;
// visit counts; exact path and path prefix, each said which; channel; utm source; utm campaign;
// identification source; domain; company; email; identified; new; returning; state); every window
// kind (today, yesterday, all time, last N days, this week/month/quarter, last week/month, since a
// date, between two dates; last quarter predates both workspaces' data and is not asked). Values are the demo generator's (subgraphs/accounts/demo/traffic.ts): paths
// /, /pricing, /pricing/enterprise, /demo, /product, /product/integrations, /blog/..., /docs/...;
// campaigns brand-search (google, paid_search), abm-q3 (linkedin, paid_social), monthly-digest
// (newsletter, email), launch-week (facebook, social), g2-listing (g2, affiliate); identification
// sources ip_table, email_capture, asn. Account figures, lists and rankings include the 'personal'
// consumer-mailbox bucket wherever it matches, and the questions say so. Recommendations, keys and
// webhooks are asked without a window. 113 families, 231 phrasings; 15 families (13%) are declines
// (CAC, ROI, win rates, quota, NPS, forecasts, causes, CRM pipeline dollars, budgets: nothing the
// product records). Top-N sizes were chosen so that no tie crosses the cut on either workspace.
//
// Truths were checked on both workspaces (the demo's and the second generated one) by a scratch
// script (scratch/check17.ts) that evaluates every spec with evaluateSpec and specProblems, without
// the copilot: every spec computes, and the one realistic zero is "net-new logos WoW" on the second
// workspace (no account first seen this week there; 3 last week).
import { between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

// the 'personal' consumer-mailbox bucket is an account row: figures over all accounts include it
const P = '(the personal consumer-mailbox bucket counts as an account)';
const PI = 'include the personal consumer-mailbox bucket if it qualifies';

export const SET17_FAMILIES: Family[] = [
  // ─── accounts: counts ───────────────────────────────────────────────────────────────────────────
  {
    id: 'mqa count, all accounts on record',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } } },
    qs: [
      `What's our MQA count right now? MQA meaning an account classified as lead with an intent score of 70 or higher; every account on record, no date filter ${P}.`,
      `Quick gut check: how many MQAs do we have in total, regardless of when they last visited? By MQA I mean a lead-classified account whose intent score is at least 70 ${P}.`,
      `For the board deck, total MQA count (MQA = lead classification plus intent of 70 or more), across all accounts on record with no time window ${P}.`,
    ],
  },
  {
    id: 'mqas on site this week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: thisP('week') },
    qs: [
      `How many MQAs were on the site this week? MQA = lead account with intent 70 or more; on the site = at least one page view since Monday ${P}.`,
      `For the weekly standup: count of lead-classified accounts with an intent score of 70+ that had a page view this week (Monday to now) ${P}.`,
    ],
  },
  {
    id: 'hot accounts on site today',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 80 } }, w: TODAY },
    qs: [
      `How many hot accounts are on the site today? Hot meaning an intent score strictly above 80, any classification; on the site = at least one page view today ${P}.`,
      `Hot-account pulse for today: accounts of any classification with intent greater than 80 that viewed a page today ${P}. Just the number.`,
    ],
  },
  {
    id: 'cold accounts active last month',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 30 } }, w: lastP('month') },
    qs: [
      `How many cold accounts visited last month (May 2025)? Cold = intent score below 30, any classification; visited = at least one page view in May ${P}.`,
      `Board deck, long-tail slide: number of accounts with an intent score under 30 that had a page view during last calendar month, May 2025 ${P}.`,
    ],
  },
  {
    id: 'warm-band accounts, all time',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 50, hi: 69 } } },
    qs: [
      `How big is our warm band? Warm = an intent score between 50 and 69, both ends included, any classification, across every account on record ${P}.`,
      `Count of accounts whose intent score is from 50 to 69 inclusive, all accounts, no time limit ${P}.`,
    ],
  },
  {
    id: 'accounts pegged at intent 100',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      `How many accounts are pegged at a perfect intent score of exactly 100? All accounts on record, any classification ${P}.`,
      `Quick gut check: number of accounts with intent = 100, no date filter ${P}.`,
    ],
  },
  {
    id: 'net-new logos last week',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      `How many net-new logos hit the site last week? Net-new = an account first seen last week (Monday June 9 through Sunday June 15) ${P}.`,
      `Net-new logo count for last week, net-new meaning the account's first-seen date falls in last Monday-to-Sunday week ${P}.`,
      `For the board deck: logos (accounts) we saw for the very first time between Monday June 9 and Sunday June 15, 2025 (first-seen date in that week). How many? ${P}`,
    ],
  },
  {
    id: 'returning logos this week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: thisP('week') },
    qs: [
      `How many returning logos do we have this week? Returning = an account with a page view since Monday that was first seen before this Monday ${P}.`,
      `Count of accounts that came back this week: at least one page view this week (since Monday) and a first-seen date before the week started ${P}.`,
    ],
  },
  {
    id: 'deeply engaged accounts by visit count',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 20 } } },
    qs: [
      `How many deeply engaged accounts do we have? Deeply engaged = the account's lifetime visit count is more than 20; all accounts on record ${P}.`,
      `Count of accounts whose recorded total visit count is above 20 (strictly), no date filter ${P}.`,
    ],
  },
  {
    id: 'accounts on the pricing page (exact) this week',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      `How many accounts looked at pricing this week? Pricing meaning exactly the /pricing page, not /pricing/enterprise; this week = since Monday ${P}.`,
      `Count of accounts with a page view of exactly /pricing (sub-pages excluded) since this Monday ${P}.`,
    ],
  },
  {
    id: 'accounts on any pricing page this month',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      `MTD, how many accounts hit any pricing page, meaning any path starting with /pricing (so /pricing and /pricing/enterprise)? This month = since June 1 ${P}.`,
      `Count of accounts that viewed a page whose path begins with /pricing this month (June to date) ${P}.`,
    ],
  },

  // ─── accounts: lists ────────────────────────────────────────────────────────────────────────────
  {
    id: 'list mqas on site this week',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: thisP('week') },
    qs: [
      `List the MQAs on the site this week, MQA meaning a lead-classified account with intent 70 or higher, on the site meaning a page view since Monday; ${PI}.`,
      `Which lead accounts with an intent score of at least 70 had a page view this week (since Monday)? Give me all of them and how many; ${PI}.`,
    ],
  },
  {
    id: 'list net-new logos this month',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      `Which net-new logos did we get this month? Net-new = an account first seen since June 1. List them all with the count; ${PI}.`,
      `Show me every account whose first-seen date is this month (June to date), and how many there are; ${PI}.`,
    ],
  },
  {
    id: 'list competitors on pricing pages, last 7 days',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: days(7) },
    qs: [
      `Which competitors have been snooping on pricing in the last 7 days? Competitors = accounts classified competitor; pricing = any page whose path starts with /pricing.`,
      `List the competitor-classified accounts with a page view under /pricing (prefix match, so /pricing/enterprise counts) in the past 7 days, with the count.`,
    ],
  },
  {
    id: 'list accounts from brand-search, last 30 days',
    spec: { m: 'list', s: 'accounts', f: { campaign: 'brand-search' }, w: days(30) },
    qs: [
      `Which accounts did brand search bring to the site in the last 30 days? Brand search = page views tagged utm_campaign brand-search. List them with the count; ${PI}.`,
      `List every account with a page view tagged utm_campaign=brand-search over the past 30 days, and how many; ${PI}.`,
    ],
  },

  // ─── accounts: averages and sums ────────────────────────────────────────────────────────────────
  {
    id: 'average intent of accounts on site this week',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: {}, w: thisP('week') },
    qs: [
      `What's the average intent score of the accounts on the site this week (accounts with a page view since Monday)? ${P}`,
      `For the board deck: mean account intent across all accounts with at least one page view this week ${P}.`,
    ],
  },
  {
    id: 'average page views per lead account last week',
    spec: { m: 'avg', s: 'accounts', field: 'views', f: { classification: 'lead' }, w: lastP('week') },
    qs: [
      `Engagement depth last week: average page views per lead account, counting only lead-classified accounts with at least one page view last week (Mon June 9 - Sun June 15); ${PI}.`,
      `Among lead accounts that had a page view last Monday-to-Sunday week, what was the average number of page views each had that week? ${PI}.`,
    ],
  },
  {
    id: 'total known people at customer accounts',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      `How many people do we know of across our customer accounts? I mean the sum of the visitor counts of all accounts classified customer.`,
      `Sum of visitor_count over every customer-classified account, all time.`,
    ],
  },
  {
    id: 'page views by competitor accounts this month',
    spec: { m: 'sum', s: 'accounts', field: 'views', f: { classification: 'competitor' }, w: thisP('month') },
    qs: [
      `How much competitor engagement this month? Engagement = total page views since June 1 by visitors of competitor-classified accounts, summed over those accounts.`,
      `Total page views this month (MTD) across all accounts classified competitor.`,
    ],
  },

  // ─── accounts: shares ───────────────────────────────────────────────────────────────────────────
  {
    id: 'share of this week\'s accounts that are mqas',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: thisP('week') },
    qs: [
      `What percentage of the accounts on the site this week are MQAs? Denominator: every account with a page view since Monday ${P}; numerator: those classified lead with intent 70+.`,
      `MQA mix this week: of all accounts that had a page view this week, what share are lead accounts with an intent score of at least 70? ${P}`,
    ],
  },
  {
    id: 'mqa rate among lead accounts',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } }, f: { classification: 'lead' } },
    qs: [
      `Of all our lead accounts (every lead-classified account on record), what percent qualify as MQAs, i.e. have intent 70 or higher? ${P}`,
      `MQA rate: the share of lead-classified accounts, all time, whose intent score is at least 70 ${P}.`,
    ],
  },
  {
    id: 'net-new share of this month\'s accounts',
    spec: { m: 'share', s: 'accounts', part: { new: true }, w: thisP('month') },
    qs: [
      `What share of this month's active accounts are net-new? Active = a page view since June 1; net-new = first seen since June 1 ${P}.`,
      `Of the accounts with a page view this month, what percentage were first seen this month? ${P}`,
    ],
  },

  // ─── accounts: rankings ─────────────────────────────────────────────────────────────────────────
  {
    id: 'top five logos by engagement this month',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', w: thisP('month') },
    qs: [
      `Top five logos (accounts) by engagement this month, engagement meaning page views since June 1; ${PI}.`,
      `Rank accounts by number of page views this month (June to date) and give me the top 5; ${PI}.`,
      `Which five accounts were most engaged MTD? Engagement = page views since June 1 by the account's visitors; ${PI}.`,
    ],
  },
  {
    id: 'top three lead accounts by lifetime visits',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { classification: 'lead' } },
    qs: [
      `Our three most-engaged leads of all time: the top 3 lead-classified accounts by lifetime visit count, no date filter; ${PI}.`,
      `Top 3 accounts classified lead, ranked by their recorded total visit count, all accounts on record; ${PI}.`,
      `For the board deck, which three lead accounts have racked up the most visits ever (the account's visit count)? ${PI}.`,
    ],
  },
  {
    id: 'top three accounts by known people',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count' },
    qs: [
      `Which three accounts have the most people on record? Rank by the account's visitor count, all accounts, any classification; ${PI}.`,
      `Top 3 accounts by visitor count (distinct people recorded), no date filter; ${PI}.`,
    ],
  },
  {
    id: 'top two accounts by pricing-page views this week',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'views', f: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      `Who's kicking the tires hardest this week? Top 2 accounts by number of page views on pricing pages (any path starting with /pricing) since Monday; ${PI}.`,
      `Rank accounts by their page views of paths beginning with /pricing this week (Monday to now); top two, please; ${PI}.`,
    ],
  },

  // ─── accounts: first / last ─────────────────────────────────────────────────────────────────────
  {
    id: 'when we first saw the top lead',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead.domain}' } },
    qs: [
      `When did we first see {lead.domain}? I want the account's first-seen timestamp.`,
      `What's the first-seen date and time of the account with domain {lead.domain}?`,
    ],
  },
  {
    id: 'when the top customer was last seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{customer.name}' } },
    qs: [
      `When was {customer.name} last on the site? Give me the account's last-seen timestamp.`,
      `Last-seen date and time for the account named {customer.name}.`,
    ],
  },
  {
    id: 'newest logo first-seen time',
    spec: { m: 'last', s: 'accounts', field: 'first_seen_at' },
    qs: [
      `When did our most recent net-new logo (account) show up? I mean the latest first-seen timestamp across all accounts ${P}.`,
      `What's the most recent first-seen time of any account, all accounts on record ${P}?`,
    ],
  },

  // ─── accounts: comparisons ──────────────────────────────────────────────────────────────────────
  {
    id: 'net-new logos WoW',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `Net-new logos WoW: how many accounts were first seen this week (since Monday) vs last week (Mon June 9 - Sun June 15)? This week's number first ${P}.`,
      `Compare net-new accounts, net-new meaning first seen in the period: this week so far versus the prior Monday-to-Sunday week ${P}.`,
    ],
  },
  {
    id: 'active accounts MoM',
    spec: { m: 'compare', s: 'accounts', w: thisP('month'), w2: lastP('month') },
    qs: [
      `Active accounts MoM: accounts with at least one page view this month (June to date) vs last month (May 2025), June first ${P}.`,
      `How many accounts visited this month compared with last month (May)? Visited = had a page view in the month; give this month then last month ${P}.`,
    ],
  },
  {
    id: 'competitor accounts today vs yesterday',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'competitor' }, w: TODAY, w2: YESTERDAY },
    qs: [
      `Competitor activity, today vs yesterday: how many competitor-classified accounts had a page view today, and how many yesterday? Today first.`,
      `Count of accounts classified competitor on the site today compared with yesterday (on the site = at least one page view that day).`,
    ],
  },

  // ─── visitors ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'unique visitors this week',
    spec: { m: 'count', s: 'visitors', w: thisP('week') },
    qs: [
      `How many unique visitors did we have this week? Unique visitor = a distinct person or anonymous browser with at least one page view since Monday.`,
      `Weekly uniques so far: distinct visitors, identified or anonymous, with a page view this week (Monday to now).`,
    ],
  },
  {
    id: 'anonymous visitors today',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: TODAY },
    qs: [
      `How many anonymous visitors are on the site today? Anonymous = not identified (never matched to a company or person); on site = a page view today.`,
      `Count of today's visitors (a page view today) that we have not identified.`,
    ],
  },
  {
    id: 'new visitors last week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: lastP('week') },
    qs: [
      `How many first-time visitors did we get last week? First-time = their first visit falls in last week, Monday June 9 to Sunday June 15.`,
      `New-visitor count for the previous Monday-to-Sunday week: visitors whose first visit was in that week.`,
    ],
  },
  {
    id: 'cold visitors last month',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '<=', v: 10 } }, w: lastP('month') },
    qs: [
      `How many cold visitors did we have last month? Cold = the visitor's own intent score is 10 or lower; last month = a page view in May 2025.`,
      `Count of visitors with an intent score at or below 10 who viewed a page during May 2025.`,
    ],
  },
  {
    id: 'form-fill identified visitors this month',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      `How many form-fill visitors were on the site this month? Form-fill = identified through email capture (resolution source email_capture); on site = a page view since June 1.`,
      `MTD count of visitors whose identification source is email_capture and who had a page view this month.`,
    ],
  },
  {
    id: 'visitors from the email channel since June 1',
    spec: { m: 'count', s: 'visitors', f: { channel: 'email' }, w: since('2025-06-01') },
    qs: [
      `How many visitors has email driven since June 1, 2025? Meaning visitors with a page view whose channel is email in that period.`,
      `Count of distinct visitors with a page view attributed to the email channel from 2025-06-01 to now.`,
    ],
  },
  {
    id: 'list visitors from the top competitor this month',
    spec: { m: 'list', s: 'visitors', f: { domain: '{competitor.domain}' }, w: thisP('month') },
    qs: [
      `Who from {competitor.domain} has been on the site this month? List every visitor from that domain with a page view since June 1, and how many.`,
      `List the visitors of the account {competitor.domain} who viewed a page this month (June to date), with the count.`,
    ],
  },
  {
    id: 'list high-intent form-fill visitors',
    spec: { m: 'list', s: 'visitors', f: { idSource: 'email_capture', intent: { op: '>=', v: 60 } } },
    qs: [
      `List our high-intent form-fills: visitors identified through email capture (resolution source email_capture) whose own intent score is 60 or more, all time, with the count.`,
      `Which visitors with identification source email_capture have an intent score of at least 60? All of them, no date filter, and how many.`,
    ],
  },
  {
    id: 'list top-customer visitors on pricing, last 30 days',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}', pathPrefix: '/pricing' }, w: days(30) },
    qs: [
      `Expansion signal: which visitors from {customer.domain} viewed any pricing page (path starting with /pricing) in the last 30 days? List them with the count.`,
      `List visitors of the account {customer.domain} with a page view under /pricing (prefix match) over the past 30 days, and how many.`,
    ],
  },
  {
    id: 'average visitor intent this week',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', w: thisP('week') },
    qs: [
      `What's the average visitor intent score this week, averaged over every visitor with a page view since Monday (identified or not)?`,
      `Mean intent score (the visitor's own) of this week's visitors (anyone who viewed a page since Monday).`,
    ],
  },
  {
    id: 'average lifetime visits of identified visitors',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { identified: true } },
    qs: [
      `On average, how many visits does an identified visitor have? Lifetime visit count averaged over all identified visitors (matched by any source), all time.`,
      `Mean recorded visit count across identified visitors, no date filter.`,
    ],
  },
  {
    id: 'total lifetime visits by top-customer people',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: [
      `Add up the lifetime visit counts of every visitor from {customer.domain}: what's the total? All time.`,
      `Sum of recorded visit counts across visitors of the account {customer.domain}, no date filter.`,
    ],
  },
  {
    id: 'id rate this month',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      `ID rate this month, i.e. the share of this month's visitors (anyone with a page view since June 1) that we have identified (matched to a company or person by any source)?`,
      `For the board deck: what percent of visitors with a page view in June so far are identified?`,
      `Quick gut check on ID rate MTD: identified visitors as a share of all visitors who viewed a page this month (June 1 to now), identified meaning resolved to a company or a person by any source.`,
    ],
  },
  {
    id: 'first-timer share of last week\'s visitors',
    spec: { m: 'share', s: 'visitors', part: { new: true }, w: lastP('week') },
    qs: [
      `What share of last week's visitors were first-timers? Denominator: visitors with a page view June 9-15; numerator: those whose first visit was in that week.`,
      `Of everyone who viewed a page last Monday-to-Sunday week, what percentage visited for the first time that week?`,
    ],
  },
  {
    id: 'form-fill share of identified visitors',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true } },
    qs: [
      `Of all identified visitors (all time), what percent were identified by form fill, i.e. resolution source email_capture?`,
      `Form-fill share of IDs: email_capture-identified visitors as a percentage of all identified visitors, no date filter.`,
    ],
  },
  {
    id: 'top four visitors by intent this week',
    spec: { m: 'top', s: 'visitors', n: 4, by: 'intent_score', w: thisP('week') },
    qs: [
      `Top four visitors by their own intent score among everyone with a page view this week (since Monday).`,
      `Who are this week's 4 highest-intent visitors? Rank visitors who viewed a page since Monday by their intent score.`,
    ],
  },
  {
    id: 'top two visitors by page views, last 7 days',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'views', w: days(7) },
    qs: [
      `Our two most engaged visitors of the last 7 days, engagement meaning page views in those 7 days.`,
      `Rank visitors by number of page views over the past 7 days and give me the top 2.`,
    ],
  },
  {
    id: 'when the top person was last on site',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' } },
    qs: [
      `When was {person.email} last on the site? Their last visit timestamp.`,
      `Last visit date and time for the visitor {person.email}.`,
    ],
  },
  {
    id: 'when the second person first visited',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' } },
    qs: [
      `When did {person2.email} first visit us? Their first visit timestamp.`,
      `First visit date and time of the visitor with email {person2.email}.`,
    ],
  },
  {
    id: 'when the consumer-mailbox visitor was identified',
    spec: { m: 'first', s: 'visitors', field: 'identified_at', f: { email: '{consumer.email}' } },
    qs: [
      `When did we identify {consumer.email}? Their identification timestamp.`,
      `At what date and time was the visitor {consumer.email} identified?`,
    ],
  },
  {
    id: 'first-time visitors WoW',
    spec: { m: 'compare', s: 'visitors', f: { new: true }, w: thisP('week'), w2: lastP('week') },
    qs: [
      `First-time visitors WoW: visitors whose first visit was this week (since Monday) vs last week (June 9-15). This week first.`,
      `Compare new visitors, new meaning first visit in the period, this week so far against the prior Monday-to-Sunday week.`,
    ],
  },
  {
    id: 'identified visitors yesterday vs Monday',
    spec: { m: 'compare', s: 'visitors', f: { identified: true }, w: YESTERDAY, w2: between('2025-06-16', '2025-06-16') },
    qs: [
      `Identified visitors on site yesterday vs on Monday June 16: identified = matched to a company or person; on site = a page view that day. Yesterday's figure first.`,
      `Compare the number of identified visitors with a page view yesterday against the number with a page view on 2025-06-16.`,
    ],
  },

  // ─── identifications ────────────────────────────────────────────────────────────────────────────
  {
    id: 'ids this week',
    spec: { m: 'count', s: 'identifications', w: thisP('week') },
    qs: [
      `How many IDs did we land this week? An ID = a visitor identified (matched to a company or person) since Monday.`,
      `Count of visitors whose identification happened this week, Monday to now.`,
    ],
  },
  {
    id: 'ids last month',
    spec: { m: 'count', s: 'identifications', w: lastP('month') },
    qs: [
      `For the board deck: total IDs last month, meaning visitors identified during May 2025.`,
      `How many visitors got identified in the calendar month of May 2025?`,
    ],
  },
  {
    id: 'form-fill ids, last 7 days',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: days(7) },
    qs: [
      `How many form-fill IDs in the last 7 days? Form-fill = identified through email capture (resolution source email_capture), identified within the period.`,
      `Count of visitors identified in the past 7 days whose identification source is email_capture.`,
    ],
  },
  {
    id: 'list ids yesterday',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: [
      `Who did we identify yesterday? List every visitor whose identification happened yesterday, with the count.`,
      `List yesterday's IDs (visitors identified yesterday) and how many there were.`,
    ],
  },
  {
    id: 'list asn ids since June 1',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'asn' }, w: since('2025-06-01') },
    qs: [
      `List the visitors identified through the ASN (corporate network) lookup, resolution source asn, since June 1, 2025, with the count.`,
      `Which visitors were identified from 2025-06-01 on with identification source asn? All of them and how many.`,
    ],
  },
  {
    id: 'average intent of last week\'s ids',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: [
      `What's the average intent score of the people we identified last week (identified Monday June 9 - Sunday June 15)?`,
      `Mean visitor intent across visitors whose identification happened in the previous Monday-to-Sunday week.`,
    ],
  },
  {
    id: 'form-fill share of this month\'s ids',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      `What share of this month's IDs came from form fills? Denominator: visitors identified since June 1; numerator: those with resolution source email_capture.`,
      `Of the visitors identified in June so far, what percent were identified through email capture?`,
    ],
  },
  {
    id: 'top five ids this month by intent',
    spec: { m: 'top', s: 'identifications', n: 5, by: 'intent_score', w: thisP('month') },
    qs: [
      `Top five IDs this month by intent: among visitors identified since June 1, the 5 with the highest intent score.`,
      `Rank this month's identifications (identified June 1 onwards) by the visitor's intent score and give me the top 5.`,
    ],
  },
  {
    id: 'first id this week',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', w: thisP('week') },
    qs: [
      `When did we land our first ID this week? The earliest identification timestamp since Monday.`,
      `Earliest identification time this week (Monday onwards).`,
    ],
  },
  {
    id: 'most recent id',
    spec: { m: 'last', s: 'identifications', field: 'identified_at' },
    qs: [
      `When did we last identify anyone? The most recent identification timestamp, all time.`,
      `Time of our latest identification of any visitor.`,
    ],
  },
  {
    id: 'ids MoM',
    spec: { m: 'compare', s: 'identifications', w: thisP('month'), w2: lastP('month') },
    qs: [
      `IDs MoM: visitors identified this month (June to date) vs last month (May 2025). June first.`,
      `Compare identifications in June so far with identifications in May 2025.`,
    ],
  },

  // ─── page views ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'page views today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      `How many page views so far today? Human page views only, as the product counts them.`,
      `Today's page-view count (since midnight UTC).`,
    ],
  },
  {
    id: 'competitor page views yesterday',
    spec: { m: 'count', s: 'page_views', f: { classification: 'competitor' }, w: YESTERDAY },
    qs: [
      `How many page views did competitors rack up yesterday? Competitors = visitors of accounts classified competitor.`,
      `Count of yesterday's page views by visitors belonging to competitor-classified accounts.`,
    ],
  },
  {
    id: 'blog page views last month',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      `Content engagement for May 2025: how many page views did the blog get? Blog = any path starting with /blog/.`,
      `Count of page views under the /blog/ prefix during last month (May 2025).`,
    ],
  },
  {
    id: 'organic search page views, last 7 days',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: days(7) },
    qs: [
      `How many page views came from organic search (channel organic_search) in the last 7 days?`,
      `Count of page views with channel organic_search over the past 7 days.`,
    ],
  },
  {
    id: 'google-tagged page views this month',
    spec: { m: 'count', s: 'page_views', f: { source: 'google' }, w: thisP('month') },
    qs: [
      `How many page views this month carried utm_source=google? June to date.`,
      `MTD count of page views tagged with utm_source google.`,
    ],
  },
  {
    id: 'g2-listing page views June 2-8',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'g2-listing' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      `How many page views were tagged utm_campaign g2-listing between June 2 and June 8, 2025 inclusive?`,
      `Count of page views carrying utm_campaign=g2-listing from 2025-06-02 through 2025-06-08.`,
    ],
  },
  {
    id: 'page views by person3, all time',
    spec: { m: 'count', s: 'page_views', f: { email: '{person3.email}' } },
    qs: [
      `How many pages has {person3.email} viewed in total, all time?`,
      `Total page-view count for the visitor {person3.email}, no date filter.`,
    ],
  },
  {
    id: 'top five pages this month',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: thisP('month') },
    qs: [
      `Top five pages by page views this month (June to date).`,
      `Which 5 page paths got the most views MTD?`,
    ],
  },
  {
    id: 'top three channels by page views last week',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: lastP('week') },
    qs: [
      `Top three channels by page views last week (Monday June 9 - Sunday June 15).`,
      `Rank traffic channels by number of page views in the previous Monday-to-Sunday week; give me the top 3.`,
    ],
  },
  {
    id: 'pricing share of this week\'s page views',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      `What share of this week's page views were on pricing pages (any path starting with /pricing)? Denominator: all page views since Monday.`,
      `Of all page views this week, what percentage hit a path beginning with /pricing?`,
    ],
  },
  {
    id: 'direct share of page views, last 30 days',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: days(30) },
    qs: [
      `What percent of page views over the last 30 days came in through the direct channel? Denominator: all page views in those 30 days.`,
      `Direct traffic share: page views with channel direct as a percentage of all page views, past 30 days.`,
    ],
  },
  {
    id: 'last demo page view',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/demo' } },
    qs: [
      `When did someone last view the demo page (exactly /demo)?`,
      `Timestamp of the most recent page view of the path /demo, all time.`,
    ],
  },
  {
    id: 'page views WoW',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: [
      `Page views WoW: this week so far (since Monday) vs all of last week (June 9-15). This week first.`,
      `Compare the page-view count of this week to date against the previous Monday-to-Sunday week.`,
    ],
  },

  // ─── sessions ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'sessions this week',
    spec: { m: 'count', s: 'sessions', w: thisP('week') },
    qs: [
      `How many sessions this week? A session = a visitor's run of page views with no gap over 30 minutes, counted when it starts; this week = since Monday.`,
      `Session count for this week to date: sessions (runs of page views without a 30-minute gap) starting since Monday.`,
    ],
  },
  {
    id: 'sessions including the demo page, last 14 days',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: days(14) },
    qs: [
      `How many sessions in the last 14 days included a view of the demo page (exactly /demo)?`,
      `Count of sessions started over the past 14 days that contain at least one page view of /demo (exact path).`,
    ],
  },
  {
    id: 'customer sessions this month',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      `How many sessions did customer accounts (classification customer) have this month, June to date?`,
      `MTD sessions by visitors belonging to customer-classified accounts.`,
    ],
  },
  {
    id: 'blog sessions by anonymous visitors this month',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/blog/', identified: false }, w: thisP('month') },
    qs: [
      `How many sessions this month included a blog read (any path starting with /blog/) by an anonymous, i.e. unidentified, visitor?`,
      `Count of sessions started since June 1 by visitors who are not identified, where the session contains a page view under the /blog/ prefix.`,
    ],
  },
  {
    id: 'sessions last week vs the week before',
    spec: { m: 'compare', s: 'sessions', w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      `Sessions last week (June 9-15) vs the week before (June 2-8), last week's first.`,
      `Compare the number of sessions started in the week of June 9-15, 2025 with the week of June 2-8, 2025.`,
    ],
  },
  {
    id: 'latest session by the top person',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { email: '{person.email}' } },
    qs: [
      `When did {person.email}'s most recent session start?`,
      `Start time of the latest session by the visitor {person.email}.`,
    ],
  },

  // ─── campaign-attributed sessions (the attribution rollup) ──────────────────────────────────────
  {
    id: 'attributed sessions, last 7 days',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: [
      `How many campaign-attributed sessions did we get in the last 7 days? Attributed = sessions that carried a campaign (UTM) context, as in the attribution rollup.`,
      `Total sessions with campaign attribution over the past 7 days.`,
    ],
  },
  {
    id: 'linkedin attributed sessions last month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: lastP('month') },
    qs: [
      `How many campaign-attributed sessions came from LinkedIn (source linkedin) last month, May 2025?`,
      `Attributed sessions with source linkedin during May 2025.`,
    ],
  },
  {
    id: 'monthly-digest attributed sessions QTD',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'monthly-digest' }, w: thisP('quarter') },
    qs: [
      `For the board deck: campaign-attributed sessions from the newsletter campaign (campaign monthly-digest) this quarter to date.`,
      `QTD attributed sessions for campaign monthly-digest (since April 1).`,
    ],
  },
  {
    id: 'top three campaigns last week',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: lastP('week') },
    qs: [
      `Top three campaigns by campaign-attributed sessions last week (Monday June 9 - Sunday June 15).`,
      `Rank campaigns by attributed sessions in the previous Monday-to-Sunday week; top 3.`,
    ],
  },
  {
    id: 'top channel this month',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: thisP('month') },
    qs: [
      `Which channel drove the most campaign-attributed sessions this month (June to date)?`,
      `Top channel by attributed sessions, MTD.`,
    ],
  },
  {
    id: 'top source since June 1',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: since('2025-06-01') },
    qs: [
      `Which traffic source (UTM source) drove the most campaign-attributed sessions since June 1, 2025?`,
      `Top source by attributed sessions from 2025-06-01 to now.`,
    ],
  },
  {
    id: 'affiliate share of attributed sessions this month',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'affiliate' }, w: thisP('month') },
    qs: [
      `What share of this month's campaign-attributed sessions came through the affiliate channel? Denominator: all attributed sessions June to date.`,
      `Affiliate (channel affiliate) as a percentage of all attributed sessions this month.`,
    ],
  },
  {
    id: 'brand-search attributed sessions MoM',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      `Brand search MoM: attributed sessions for campaign brand-search this month (June to date) vs last month (May 2025). June first.`,
      `Compare campaign brand-search's attributed sessions in June so far with May 2025.`,
    ],
  },

  // ─── recommendations, API keys, webhooks (no window) ────────────────────────────────────────────
  {
    id: 'open recommendations count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `How many open recommendations are sitting in the queue? Open = new, or snoozed with the snooze already over.`,
      `Count of recommendations that are currently open (not dismissed or done, and not still snoozed).`,
    ],
  },
  {
    id: 'list open recommendations',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      `List the open recommendations (new, or snoozed with the snooze elapsed) with how many there are.`,
      `What's on the open recommendation list right now? All of them and the count.`,
    ],
  },
  {
    id: 'active api keys',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: [
      `Security review: how many API keys are active, i.e. not revoked?`,
      `Count of API keys that have not been revoked.`,
    ],
  },
  {
    id: 'list api keys',
    spec: { m: 'list', s: 'keys' },
    qs: [
      `List every API key in the workspace, revoked or not, with the count.`,
      `Which API keys exist? All of them and how many.`,
    ],
  },
  {
    id: 'enabled webhooks',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      `How many webhook endpoints are enabled right now?`,
      `Count of enabled webhooks.`,
    ],
  },
  {
    id: 'list disabled webhooks',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      `Which webhook endpoints are disabled? List their URLs with the count.`,
      `List the disabled webhooks and how many there are.`,
    ],
  },

  // ─── declines: what the product does not record ─────────────────────────────────────────────────
  {
    id: 'decline: CAC by channel',
    spec: { m: 'decline', why: 'customer acquisition cost needs spend and closed deals; the product records neither' },
    qs: [
      `What's our CAC by channel this quarter? CAC = marketing spend divided by new customers won.`,
      `For the board deck: customer acquisition cost for paid search vs paid social last month.`,
    ],
  },
  {
    id: 'decline: campaign ROI',
    spec: { m: 'decline', why: 'ROI needs campaign spend and revenue per campaign; no spend is recorded' },
    qs: [
      `What was the ROI on the abm-q3 campaign, return meaning closed-won revenue over the campaign's ad spend?`,
      `Quick gut check: did brand-search pay for itself last month? Give me spend versus return.`,
    ],
  },
  {
    id: 'decline: win rate of MQAs',
    spec: { m: 'decline', why: 'opportunities and their outcomes live in the CRM, not in the product' },
    qs: [
      `What's our win rate on MQAs, i.e. the share of MQA opportunities that closed-won in the CRM this quarter?`,
      `Of the opportunities sales opened on MQAs last month, how many did we win?`,
    ],
  },
  {
    id: 'decline: quota attainment',
    spec: { m: 'decline', why: 'quotas and bookings are not recorded' },
    qs: [
      `Where's the sales team against quota this quarter, as a percentage of quota attained?`,
      `Which reps are on track to hit their Q2 number?`,
    ],
  },
  {
    id: 'decline: NPS',
    spec: { m: 'decline', why: 'no survey data is recorded' },
    qs: [
      `What's the NPS of our customer accounts this quarter?`,
      `For the board deck: net promoter score trend over the last two quarters.`,
    ],
  },
  {
    id: 'decline: MQA forecast',
    spec: { m: 'decline', why: 'a forecast of future counts is not something the data records' },
    qs: [
      `Forecast how many MQAs (lead accounts with intent 70+) we'll have at the end of next month.`,
      `Project next quarter's net-new logo count from the current trend and give me the number we'll hit.`,
    ],
  },
  {
    id: 'decline: cause of a traffic dip',
    spec: { m: 'decline', why: 'a causal claim the data cannot support' },
    qs: [
      `Why did page views drop on Saturday, June 14? What caused it?`,
      `Was the launch-week campaign the reason our MQA count went up? Prove it caused the lift.`,
    ],
  },
  {
    id: 'decline: crm pipeline dollars',
    spec: { m: 'decline', why: 'opportunity amounts in the CRM are not recorded' },
    qs: [
      `How much pipeline in dollars did the website source this quarter, pipeline meaning open opportunity amount in Salesforce?`,
      `What's the total opportunity value in the CRM tied to accounts that visited pricing?`,
    ],
  },
  {
    id: 'decline: churn probability',
    spec: { m: 'decline', why: 'churn predictions are not recorded' },
    qs: [
      `What's the probability that {customer.name} churns at renewal next quarter?`,
      `Give me a churn-risk score for each customer account for the renewal forecast.`,
    ],
  },
  {
    id: 'decline: mql to sql conversion',
    spec: { m: 'decline', why: 'lifecycle stages (MQL, SQL) are CRM fields the product does not record' },
    qs: [
      `What's our MQL-to-SQL conversion rate this month, SQL meaning sales accepted the lead in the CRM?`,
      `How many of last month's MQLs did sales accept as SQLs?`,
    ],
  },
  {
    id: 'decline: sales cycle length',
    spec: { m: 'decline', why: 'deal close dates are not recorded' },
    qs: [
      `What's our average sales cycle, from an account's first visit to closed-won?`,
      `How many days does it take a net-new logo to become a signed deal, on average?`,
    ],
  },
  {
    id: 'decline: cost per identified visitor',
    spec: { m: 'decline', why: 'advertising spend is not recorded' },
    qs: [
      `What's our cost per identified visitor on LinkedIn ads this month?`,
      `Cost per MQA for the paid social budget last month, please.`,
    ],
  },
  {
    id: 'decline: competitor site traffic',
    spec: { m: 'decline', why: 'other companies\' own website traffic is not recorded' },
    qs: [
      `How much traffic did {competitor.name}'s own website get last month compared with ours?`,
      `What's our share of voice versus competitors across the web this quarter?`,
    ],
  },
  {
    id: 'decline: rep ownership of accounts',
    spec: { m: 'decline', why: 'account ownership by sales reps is not recorded' },
    qs: [
      `Which sales rep owns {lead.name}, and how many MQAs does each rep own?`,
      `Break down this week's MQAs by account owner in Salesforce.`,
    ],
  },
  {
    id: 'decline: marketing budget pacing',
    spec: { m: 'decline', why: 'budgets are not recorded' },
    qs: [
      `Are we pacing over or under the Q2 marketing budget?`,
      `How much of this quarter's paid media budget is left?`,
    ],
  },
];

export const SET17 = flatten(SET17_FAMILIES);
