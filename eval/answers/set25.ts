// Set 25, "the weekly review": an answer-graded question set written blind by a helper session on
// 2026-11-27, for the lead to register (it is not in index.ts).
//
// BLINDNESS. Never read while writing it: anything under subgraphs/copilot/ (the planner and its
// tools), any other question set (eval/answers/set4.ts … set24.ts, heldout*.ts, blind.ts, tuned.ts,
// eval/questions.ts, eval/heldout.ts), anything in scratch/ but this set's own checker, test/ outside
// test/helpers/, README.md, and the git history. The copilot was never asked a question of set 25
// and eval/copilot.ts was never run. Read: eval/answers/set.ts, truth.ts, measures.ts, windows.ts,
// grade.ts, run.ts, index.ts (for prepareSecond), eval/demo.ts, subgraphs/accounts/demo/*,
// schema.prisma, /work/shared/spec/signal-service-interface.md, test/helpers/server.ts and db.ts.
// Nothing else was opened. (The checker's preparation runs eval/demo.ts's setup as the eval does:
// its approved change plans and its two setup threads ("top accounts?" …) go through the service;
// their answers were never looked at, and no set-25 question was ever sent.)
//
// STYLE. A marketing-operations manager preparing Monday's pipeline review types into the chat box:
// one sentence mostly, formal and casual mixed, some context in front ("for the QBR deck:", "quick
// sanity check —"), lower case, missing question marks, a few typos, British spellings,
// abbreviations. Some questions name fields as the API does (intent score, classification,
// resolution source, utm_source, channel, visit_count), others in plain words ("how interested",
// "people we recognised from an email they typed into a form", "where do most … come from",
// "switched off", "maxed-out companies"). Every question stands
// alone; a share states its denominator; page-view figures say "page views"; account figures and
// lists that the consumer-mailbox `personal` bucket could fall into say that it counts (truth.ts
// counts it wherever it matches); a question with no window says "all time" / "ever".
//
// COVERAGE. 118 families × 2 phrasings = 236 questions; 108 with a truth, 10 declines.
//   measures: count 45, list 14, avg 5, sum 3, share 8 (each stating its denominator), top-N by a
//     number 6, top groups by path 3 / channel 2 / source 2 / campaign 1, first 6, last 6,
//     compare two windows 7, decline 10;
//   subjects: accounts 30, visitors 23, page views 19, identifications 10, sessions 9, attributed
//     sessions 10, recommendations 3, API keys 2, webhooks 2;
//   filters: classification (lead, customer, competitor, excluded), intent with =,
//     >, >=, <, <= and between, visit_count with >, < and between, exact page vs page prefix
//     (/pricing vs /pricing*, /blog/, /product/), channel, utm source, campaign, resolution source
//     (email_capture, ip_table, asn), identified or not, new / returning, company domain, company
//     name, a person's email, recommendation / webhook state;
//   windows: today, yesterday, last 7/14/30 days, this/last week, this/last month, this/last
//     quarter (in a comparison), since a date, between two dates, all time ("all time" / "ever"
//     stated), and current state for open recommendations and disabled webhooks;
//   declines: deal values, forecasts, a causal "why", email open/click rates, ad spend and CPC,
//     sales-rep ownership and quota, NPS, competitors' own web traffic, LinkedIn followers, phone
//     numbers (nothing the product holds; job titles, countries and device types were left out on
//     purpose: the schema keeps visitors' titles, enrichment locations and page-view user agents).
//
// VALUES. Placeholders only from eval/demo.ts DemoRefs: {lead.*}, {customer.*}, {customer2.*},
// {competitor.*}, {person.email}, {person2.email}, {person3.email}. Literal values, present on both
// workspaces: classifications; pages /pricing, /pricing/enterprise, /demo, /blog/*, /product/*;
// channels paid_social, paid_search, organic_search, email; utm sources newsletter, linkedin, g2;
// campaigns abm-q3, monthly-digest, launch-week, brand-search; resolution sources email_capture,
// ip_table, asn; dates 2025-06-01, 2025-06-02..08, 2025-06-05, 2025-06-10 (clock 2025-06-18T12:00Z,
// a Wednesday: this week starts 2025-06-16, last month is May 2025).
//
// ZERO TRUTHS. One realistic zero: pv-compare-quarters' second figure (last quarter, before any
// data: both workspaces' traffic starts in May 2025). Every other truth is non-zero on both
// workspaces. Thin but valid: vis-top2-visits-customers has exactly 2 rows on the second workspace;
// key-list has the two "Dupe key" keys (6 keys, 5 distinct names).
//
// TRUTHS. Each family is one truth spec (measures.ts) with two phrasings. scratch/check25.ts
// prepares both graded workspaces exactly as the eval does (prepareDemo, prepareSecond), evaluates
// every spec on both, and asserts: specProblems is empty, lists have at most 50 rows, no top-N tie
// across its cut, and every filter and the window change the truth on at least one workspace when
// dropped (so an answer that drops one is graded wrong somewhere). Last run: 118 families, 0 problems;
// run it with `cd /work/main && npx tsx scratch/check25.ts` (VERBOSE=1 prints every truth).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET25_FAMILIES: Family[] = [
  // ─── accounts ───────────────────────────────────────────────────────────────
  {
    id: 'acc-count-customers-all',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: ALL },
    qs: [
      'for the QBR deck: how many customer accounts do we have in total, all time?',
      'how many accounts are classified as customer, ever',
    ],
  },
  {
    id: 'acc-count-leads-intent-ge80',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 80 } }, w: ALL },
    qs: [
      'How many lead accounts have an intent score of 80 or more (all time, the personal consumer-mailbox bucket included)?',
      'count of leads scoring 80+ on intent, all time — include the "personal" bucket if it qualifies',
    ],
  },
  {
    id: 'acc-count-visited-lastweek',
    spec: { m: 'count', s: 'accounts', w: lastP('week') },
    qs: [
      'How many accounts visited the site last week? Count the personal consumer-mail bucket as one account too.',
      'quick sanity check — number of companies on the site last week (mon–sun), personal bucket included',
    ],
  },
  {
    id: 'acc-count-new-thismonth',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'How many new accounts were first seen this month? (personal bucket counts if it is new)',
      'new companies first spotted so far this month — how many, counting every account incl. personal',
    ],
  },
  {
    id: 'acc-count-returning-lastweek',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      'how many returning accounts did we have last week, i.e. visited last week but first seen before it (personal bucket included)',
      'For Monday: number of accounts that came back last week having been seen before that week — count the personal consumer-mailbox account too.',
    ],
  },
  {
    id: 'acc-count-intent-40-60',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: ALL },
    qs: [
      'How many accounts have an intent score between 40 and 60 inclusive, all time?',
      'how many companies sit in the middling-interest band, intent 40–60 (both ends included), ever',
    ],
  },
  {
    id: 'acc-count-visits-gt50',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 50 } }, w: ALL },
    qs: [
      'How many accounts have a visit_count above 50, all time, counting the personal bucket?',
      'companies with more than 50 visits on record (ever) — how many? personal consumer-mail account included',
    ],
  },
  {
    id: 'acc-count-pricing-prefix-thisweek',
    spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'How many accounts looked at any pricing page (anything under /pricing) this week? Include the personal bucket.',
      'no. of companies on /pricing or its sub-pages this week, personal consumer-mailbox account counted too',
    ],
  },
  {
    id: 'acc-count-paid-social-lastmonth',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      'How many accounts had a page view from the paid_social channel last month (personal bucket included)?',
      'last month, how many companies came in through paid social? count the personal consumer-mail account as well',
    ],
  },
  {
    id: 'acc-count-newsletter-30d',
    spec: { m: 'count', s: 'accounts', f: { source: 'newsletter' }, w: days(30) },
    qs: [
      'how many accounts arrived with utm_source=newsletter in the last 30 days, personal bucket included',
      'In the past 30 days, how many companies came to us from the newsletter (going by utm source)? Count the personal account too.',
    ],
  },
  {
    id: 'acc-count-abm-since',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3', classification: 'lead' }, w: since('2025-06-10') },
    qs: [
      'Since 10 June 2025, how many lead accounts have visited via the abm-q3 campaign (the personal bucket counts if it did)?',
      'leads that came in on utm_campaign abm-q3 since 2025-06-10 — how many? personal consumer-mail bucket included',
    ],
  },
  {
    id: 'acc-list-competitors',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'which competitor accounts have we ever seen on teh site',
      'List every account classified as competitor, all time.',
    ],
  },
  {
    id: 'acc-list-customers-thisweek',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'Which customer accounts have been on the website this week?',
      'list the customer accounts that visited since monday (this week)',
    ],
  },
  {
    id: 'acc-list-intent-100',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 } }, w: ALL },
    qs: [
      'Which accounts have an intent score of exactly 100 (all time, including the personal consumer-mailbox bucket)?',
      'list the maxed-out companies — intent = 100 — ever; personal bucket included if it is one',
    ],
  },
  {
    id: 'acc-list-leads-demo-yesterday',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', path: '/demo' }, w: YESTERDAY },
    qs: [
      'Which leads viewed the /demo page yesterday? Include the personal bucket if it did.',
      'list of lead accounts on /demo (exactly that page) yesterday — personal consumer-mail account counts',
    ],
  },
  {
    id: 'acc-list-new-lastweek',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      'which accounts were first seen last week (the personal bucket too, if it was new then)',
      'For the review: list the brand-new companies that first showed up last week (Monday to Sunday), personal bucket included if it applies.',
    ],
  },
  {
    id: 'acc-list-intent-gt90-visits-lt40',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '>', v: 90 }, visits: { op: '<', v: 40 } }, w: ALL },
    qs: [
      'Which accounts have an intent score above 90 but fewer than 40 visits in total, all time?',
      'list companies that are super keen (intent over 90) yet have a visit_count under 40 — ever',
    ],
  },
  {
    id: 'acc-avg-intent-customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' }, w: ALL },
    qs: [
      'What is the average intent score of our customer accounts, all time?',
      'on average how interested are our customers (mean intent score across customer accounts, ever)',
    ],
  },
  {
    id: 'acc-avg-visitcount-intent-le30',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: { intent: { op: '<=', v: 30 } }, w: ALL },
    qs: [
      'What is the average visit_count of accounts with an intent score of 30 or less, all time?',
      'low-interest companies (intent ≤ 30): how many visits do they average, ever',
    ],
  },
  {
    id: 'acc-sum-visitors-customers',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      'Across all customer organisations, how many visitors do they add up to (sum of visitor_count, all time)?',
      'total headcount of people we have seen from customer companies — summed visitor count, ever',
    ],
  },
  {
    id: 'acc-sum-visits-intent-lt50',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { intent: { op: '<', v: 50 } }, w: ALL },
    qs: [
      'sum of visit_count over accounts with intent score under 50, all time',
      'How many visits in total have the low-intent companies (intent below 50) racked up, ever?',
    ],
  },
  {
    id: 'acc-share-customers-thismonth',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'Of all accounts that visited this month (personal bucket included), what percentage are customers?',
      "what share of this month's visiting companies are classified customer — denominator is every account on the site this month incl. personal",
    ],
  },
  {
    id: 'acc-share-intent-ge70-leads',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } }, f: { classification: 'lead' }, w: ALL },
    qs: [
      'What percentage of our lead accounts have an intent score of 70 or higher, all time (personal bucket counted among the leads)?',
      'share of leads that are hot (intent ≥70) out of all leads ever, incl. the personal consumer-mail account',
    ],
  },
  {
    id: 'acc-top5-visits-leads',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'lead' }, w: ALL },
    qs: [
      'Top 5 lead accounts by visit count, all time — the personal bucket counts as a lead here',
      'which five leads have visited us the most ever (highest visit_count), personal consumer-mailbox account included?',
    ],
  },
  {
    id: 'acc-top3-visitors-lastmonth',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', w: lastP('month') },
    qs: [
      'Among accounts that visited last month, which 3 have the highest visitor_count (distinct visitors on record, all time)? Personal bucket included.',
      'of the companies on the site last month, the top three by their total visitor count on record — count the personal account too',
    ],
  },
  {
    id: 'acc-top3-intent-enterprise-14d',
    spec: { m: 'top', s: 'accounts', n: 3, f: { path: '/pricing/enterprise', intent: { op: '<', v: 100 } }, w: days(14) },
    qs: [
      'Among accounts that viewed /pricing/enterprise in the last 14 days and are below an intent of 100, which 3 have the highest intent score?',
      'top three companies by intent (under 100 only) that hit the enterprise pricing page, /pricing/enterprise, in the past 14 days',
    ],
  },
  {
    id: 'acc-first-seen-customers',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'customer' }, w: ALL },
    qs: [
      'When did we first see any customer account on the site, ever?',
      'earliest first_seen_at among customer accounts (all time)',
    ],
  },
  {
    id: 'acc-last-seen-competitors',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'when was a competitor last on our site',
      'What is the most recent last_seen_at across competitor accounts, all time?',
    ],
  },
  {
    id: 'acc-first-seen-lead',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead.domain}' }, w: ALL },
    qs: [
      'When was {lead.domain} first seen?',
      'first time we ever saw {lead.name} ({lead.domain}) on the site?',
    ],
  },
  {
    id: 'acc-compare-month',
    spec: { m: 'compare', s: 'accounts', f: { classification: 'lead' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'Lead accounts that visited this month versus last month — how many each? (the personal bucket counts as a lead)',
      'how many leads were on the site this month compared with last month, personal consumer-mail account included',
    ],
  },

  // ─── visitors ───────────────────────────────────────────────────────────────
  {
    id: 'vis-count-7d',
    spec: { m: 'count', s: 'visitors', w: days(7) },
    qs: [
      'How many visitors did we have in the last 7 days?',
      'number of people on the site over the past week (last 7 days)',
    ],
  },
  {
    id: 'vis-count-identified-today',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: TODAY },
    qs: [
      'how many identified visitors have been on the site today',
      'Today so far: number of visitors we have recognised (identified), please.',
    ],
  },
  {
    id: 'vis-count-anon-thisweek',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: thisP('week') },
    qs: [
      'How many anonymous (unidentified) visitors came this week?',
      'visitors we still could not identify that were on the site this week — how many',
    ],
  },
  {
    id: 'vis-count-email-capture-lastmonth',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'How many visitors with resolution source email_capture visited last month?',
      'last month, how many of the people on the site are ones we recognised from an email they typed into a form?',
    ],
  },
  {
    id: 'vis-count-new-yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: [
      'how many new visitors yesterday (first visit was yesterday)',
      'Number of first-time visitors we got yesterday?',
    ],
  },
  {
    id: 'vis-count-returning-thisweek',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: thisP('week') },
    qs: [
      'How many returning visitors this week — people who visited this week and had first come before it?',
      'repeat visitors this week (first visit before monday), how many?',
    ],
  },
  {
    id: 'vis-count-customer-domain',
    spec: { m: 'count', s: 'visitors', f: { domain: '{customer.domain}' }, w: ALL },
    qs: [
      'How many visitors from {customer.domain} have we had, all time?',
      'number of people from {customer.name} who have ever been on the site',
    ],
  },
  {
    id: 'vis-count-company-30d',
    spec: { m: 'count', s: 'visitors', f: { company: '{customer2.name}' }, w: days(30) },
    qs: [
      'how many people from {customer2.name} visited in the last 30 days',
      'Last 30 days: how many visitors from the company {customer2.name} were on the site?',
    ],
  },
  {
    id: 'vis-count-visits-3-5-paidsearch',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: 'between', lo: 3, hi: 5 }, channel: 'paid_search' }, w: ALL },
    qs: [
      'How many visitors with a visit_count between 3 and 5 have ever come in through the paid_search channel?',
      'people who came from paid search at some point (all time) and have 3 to 5 visits on record — how many?',
    ],
  },
  {
    id: 'vis-list-competitor-people',
    spec: { m: 'list', s: 'visitors', f: { domain: '{competitor.domain}', idSource: 'email_capture' }, w: ALL },
    qs: [
      'Which people from {competitor.domain} have we identified by email capture, ever?',
      'list the visitors at {competitor.name} whose resolution source is email_capture (all time)',
    ],
  },
  {
    id: 'vis-list-hot-emails',
    spec: { m: 'list', s: 'visitors', f: { idSource: 'email_capture', intent: { op: '>', v: 75 } }, w: ALL },
    qs: [
      'list the email-captured visitors with an intent score above 75, all time',
      'who are the really interested people (intent over 75) we know by the email they gave us? all time',
    ],
  },
  {
    id: 'vis-list-newsletter-emails',
    spec: { m: 'list', s: 'visitors', f: { source: 'newsletter', idSource: 'email_capture' }, w: since('2025-06-01') },
    qs: [
      'Since 1 June 2025, which visitors identified through email capture came in with utm_source newsletter?',
      'list people we know by email who arrived from the newsletter since 2025-06-01',
    ],
  },
  {
    id: 'vis-list-customers-since',
    spec: { m: 'list', s: 'visitors', f: { classification: 'customer', idSource: 'email_capture' }, w: since('2025-06-05') },
    qs: [
      'Which email-identified visitors from customer accounts have been on the site since 5 June 2025?',
      'list people at our customers, known by email capture, who visited since 2025-06-05',
    ],
  },
  {
    id: 'vis-avg-intent-pricing-thisweek',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'What is the average intent score of visitors who viewed /pricing this week?',
      'this week, people who hit the pricing page (/pricing exactly): how interested are they on average, by intent score',
    ],
  },
  {
    id: 'vis-avg-visits-returning-lastweek',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { returning: true }, w: lastP('week') },
    qs: [
      'average visit_count of returning visitors last week',
      'For last week’s returning visitors (first came before that week), what is their mean number of visits?',
    ],
  },
  {
    id: 'vis-sum-visits-lead',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{lead.domain}' }, w: ALL },
    qs: [
      'Summing visit_count over every visitor from {lead.domain}, what do we get (all time)?',
      'total visits by all the people at {lead.name}, ever — add up their visit counts',
    ],
  },
  {
    id: 'vis-share-identified-thismonth',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: [
      'What share of this month’s visitors have been identified? (denominator: all visitors this month)',
      'identification rate this month — % of all people on the site this month that we recognised',
    ],
  },
  {
    id: 'vis-share-iptable-identified-30d',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'ip_table' }, f: { identified: true }, w: days(30) },
    qs: [
      'Of the identified visitors who were on the site in the last 30 days, what percentage have the ip_table resolution source?',
      'last 30 days: among the people on the site that we did identify, what % did we recognise from their company IP range?',
    ],
  },
  {
    id: 'vis-top2-visits-customers',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'visit_count', f: { classification: 'customer', idSource: 'email_capture' }, w: ALL },
    qs: [
      'Top 2 email-identified visitors at customer accounts by visit_count, all time',
      'which two people from our customers (the ones we know by email) have vistied the most, ever?',
    ],
  },
  {
    id: 'vis-top3-intent-email-7d',
    spec: { m: 'top', s: 'visitors', n: 3, f: { idSource: 'email_capture' }, w: days(7) },
    qs: [
      'Who are the top 3 email-captured visitors by intent score from the last 7 days?',
      'three most interested people (highest intent) that we know by email and who visited in the past week (7 days)',
    ],
  },
  {
    id: 'vis-first-person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'When did {person.email} first visit the site?',
      "what's the first_visit_at for {person.email}",
    ],
  },
  {
    id: 'vis-last-person2',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      'whens the last time {person2.email} was on the site',
      'Most recent visit by {person2.email}, ever?',
    ],
  },
  {
    id: 'pv-last-anon-yesterday',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { identified: false }, w: YESTERDAY },
    qs: [
      'When was the last page view by an unidentified visitor yesterday?',
      'yesterday, what time did the final page view from an anonymous (not identified) person happen',
    ],
  },
  {
    id: 'vis-compare-weeks',
    spec: { m: 'compare', s: 'visitors', w: thisP('week'), w2: lastP('week') },
    qs: [
      'Visitors this week vs last week — numbers for both please',
      'How many people visited this week, compared with last week?',
    ],
  },

  // ─── identifications ────────────────────────────────────────────────────────
  {
    id: 'idn-count-lastweek',
    spec: { m: 'count', s: 'identifications', w: lastP('week') },
    qs: [
      'How many visitors did we identify last week?',
      'identifications last week (mon-sun) — how many',
    ],
  },
  {
    id: 'idn-count-asn-all',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'asn' }, w: ALL },
    qs: [
      'How many identifications have come from the asn resolution source, all time?',
      'how many people have we ever recognised via their network ASN',
    ],
  },
  {
    id: 'idn-count-customers-lastmonth',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'How many visitors from customer accounts were identified last month?',
      'last month: identifications at customer companies, how many?',
    ],
  },
  {
    id: 'idn-list-email-yesterday',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'Who did we identify via email capture yesterday?',
      'list yesterday’s identifications whose resolution source was email_capture',
    ],
  },
  {
    id: 'idn-share-email-thismonth',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'Of everyone identified this month, what percentage came through email capture?',
      'this month: email_capture as a % of all identifications this month',
    ],
  },
  {
    id: 'idn-last-all',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', w: ALL },
    qs: [
      'When was our most recent identification, ever?',
      'timestamp of the latest visitor identification (all time)',
    ],
  },
  {
    id: 'idn-first-customer',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { domain: '{customer.domain}' }, w: ALL },
    qs: [
      'When did we first identify someone from {customer.domain}?',
      'earliest identification of a {customer.name} visitor, all time',
    ],
  },
  {
    id: 'idn-compare-months',
    spec: { m: 'compare', s: 'identifications', w: thisP('month'), w2: lastP('month') },
    qs: [
      'Identifications this month vs last month?',
      'how many visitors did we identify this month, compared with last month',
    ],
  },
  {
    id: 'idn-avg-intent-14d',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: days(14) },
    qs: [
      'What is the average intent score of visitors identified in the last 14 days?',
      'people we recognised over the past two weeks (14 days): mean intent?',
    ],
  },
  {
    id: 'idn-top3-intent-lastweek',
    spec: { m: 'top', s: 'identifications', n: 3, f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'Of the people identified by email capture last week, which 3 have the highest intent score?',
      'top three by intent among last week’s email_capture identifications',
    ],
  },

  // ─── page views ─────────────────────────────────────────────────────────────
  {
    id: 'pv-count-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      'how many page views so far today',
      'Total page views today?',
    ],
  },
  {
    id: 'pv-count-pricing-7d',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: days(7) },
    qs: [
      'How many page views did /pricing get in the last 7 days (that exact page, not its sub-pages)?',
      'page views of the pricing page itself (/pricing) over the past 7 days',
    ],
  },
  {
    id: 'pv-count-blog-thismonth',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      'How many page views did the blog get this month (any page under /blog/)?',
      'blog traffic this month — total page views across /blog/*',
    ],
  },
  {
    id: 'pv-count-customers-lastweek',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: lastP('week') },
    qs: [
      'How many page views came from customer accounts last week?',
      'last week, page views by people at our customers — total?',
    ],
  },
  {
    id: 'pv-count-linkedin-since',
    spec: { m: 'count', s: 'page_views', f: { source: 'linkedin' }, w: since('2025-06-01') },
    qs: [
      'How many page views with utm_source linkedin since 1 June 2025?',
      'page views from linkedin traffic (by utm source) since 2025-06-01',
    ],
  },
  {
    id: 'pv-count-digest-between',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'monthly-digest' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'How many page views did the monthly-digest campaign drive between 2 and 8 June 2025 (both days included)?',
      'page views tagged utm_campaign=monthly-digest from 2025-06-02 to 2025-06-08 inclusive',
    ],
  },
  {
    id: 'pv-count-anon-today',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: TODAY },
    qs: [
      'how many page views today were by visitors we have not identified',
      'Today’s page views from anonymous (unidentified) people — how many?',
    ],
  },
  {
    id: 'pv-count-asn-thisweek',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'asn' }, w: thisP('week') },
    qs: [
      'This week, how many page views came from visitors whose resolution source is asn?',
      'page views this week by people we recognised through their network (ASN)',
    ],
  },
  {
    id: 'pv-top3-pages-lastmonth',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: lastP('month') },
    qs: [
      'What were the top 3 pages by page views last month?',
      'three most-viewed pages last month (by page views), in order',
    ],
  },
  {
    id: 'pv-top3-channels-lastmonth',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: lastP('month') },
    qs: [
      'Top 3 channels by page views last month?',
      'which three channels brought the most page views last month',
    ],
  },
  {
    id: 'pv-top3-pages-competitors',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'Which 3 pages have competitors viewed the most, by page views, all time?',
      'what do competitors read most? top three pages by their page views, ever',
    ],
  },
  {
    id: 'pv-top2-pages-organic-lastmonth',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { channel: 'organic_search' }, w: lastP('month') },
    qs: [
      'Which 2 pages got the most page views from organic search last month?',
      'last month, organic_search channel only: top two pages by page views',
    ],
  },
  {
    id: 'pv-share-paidsearch-30d',
    spec: { m: 'share', s: 'page_views', part: { channel: 'paid_search' }, w: days(30) },
    qs: [
      'What percentage of all page views in the last 30 days came from paid search?',
      'paid_search share of total page views, past 30 days (denominator: every page view in that period)',
    ],
  },
  {
    id: 'pv-share-demo-customers-thismonth',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' }, f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'Of the page views from customer accounts this month, what share were on /demo?',
      'this month, customers’ page views: what % of them were the /demo page',
    ],
  },
  {
    id: 'pv-first-enterprise-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' }, w: TODAY },
    qs: [
      'When was the first page view of /pricing/enterprise today?',
      'earliest hit on the enterprise pricing page (/pricing/enterprise) today?',
    ],
  },
  {
    id: 'pv-last-competitor',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { company: '{competitor.name}' }, w: ALL },
    qs: [
      'When did {competitor.name} last view a page on our site?',
      'time of the most recent page view by anyone at {competitor.name}, all time',
    ],
  },
  {
    id: 'pv-compare-demo-weeks',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      '/demo page views this week vs last week?',
      'how many page views did the demo page (/demo) get this week, compared wiht last week',
    ],
  },
  {
    id: 'pv-compare-quarters',
    spec: { m: 'compare', s: 'page_views', w: thisP('quarter'), w2: lastP('quarter') },
    qs: [
      'For the QBR deck: total page views this quarter versus last quarter',
      'page views this quarter compared to last quarter?',
    ],
  },

  // ─── sessions ───────────────────────────────────────────────────────────────
  {
    id: 'ses-count-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      'How many sessions started yesterday?',
      'number of sessions yesterday',
    ],
  },
  {
    id: 'ses-count-pricing-thisweek',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'How many sessions this week included a view of /pricing?',
      'sessions since monday where someone looked at the /pricing page',
    ],
  },
  {
    id: 'ses-count-customers-lastmonth',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: lastP('month') },
    qs: [
      'How many sessions did customer accounts have last month?',
      'last month — how many sesssions by people at our customers?',
    ],
  },
  {
    id: 'ses-count-product-since',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/product/' }, w: since('2025-06-10') },
    qs: [
      'Since 10 June 2025, how many sessions touched a product sub-page (anything under /product/)?',
      'sessions with at least one /product/* page view since 2025-06-10',
    ],
  },
  {
    id: 'ses-count-person3',
    spec: { m: 'count', s: 'sessions', f: { email: '{person3.email}' }, w: ALL },
    qs: [
      'How many sessions has {person3.email} had, all time?',
      'number of separate sessions by {person3.email} ever',
    ],
  },
  {
    id: 'ses-count-iptable-today',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'ip_table' }, w: TODAY },
    qs: [
      'how many sessions today from visitors resolved through the ip_table source',
      'Today, sessions by people we recognised from their company IP range — how many?',
    ],
  },
  {
    id: 'ses-first-customer2-thismonth',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { domain: '{customer2.domain}' }, w: thisP('month') },
    qs: [
      'When did the first session from {customer2.domain} this month start?',
      '{customer2.name}: time of their first session this month?',
    ],
  },
  {
    id: 'ses-last-excluded',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'excluded' }, w: ALL },
    qs: [
      'When did the latest session by an excluded account start, all time?',
      'most recent session start from any account we classified as excluded',
    ],
  },
  {
    id: 'ses-compare-weeks',
    spec: { m: 'compare', s: 'sessions', f: { identified: true }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'Sessions by identified visitors this week vs last week?',
      'how many sessions from people we have identified this week, compared with last week',
    ],
  },

  // ─── attributed sessions (the campaign rollup) ──────────────────────────────
  {
    id: 'att-count-7d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: [
      'How many attributed sessions did we get in the last 7 days?',
      'sessions that carried campaign attribution over the past 7 days — total',
    ],
  },
  {
    id: 'att-count-paidsocial-lastmonth',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      'How many attributed sessions came from the paid_social channel last month?',
      'last month, paid social: number of attributed sessions',
    ],
  },
  {
    id: 'att-count-g2-thismonth',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'g2' }, w: thisP('month') },
    qs: [
      'attributed sessions with source g2 this month',
      'How many attributed sessions has G2 (utm_source g2) sent us this month?',
    ],
  },
  {
    id: 'att-count-launch-between',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: between('2025-06-01', '2025-06-07') },
    qs: [
      'How many attributed sessions did the launch-week campaign get between 1 and 7 June 2025, inclusive?',
      'launch-week campaign, 2025-06-01 to 2025-06-07: attributed sessions?',
    ],
  },
  {
    id: 'att-top3-channels-lastmonth',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: lastP('month') },
    qs: [
      'Top 3 channels by attributed sessions last month',
      'which three channels drove the most attributed sessions last month?',
    ],
  },
  {
    id: 'att-top2-sources-lastweek',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'source', w: lastP('week') },
    qs: [
      'Last week, which 2 utm sources brought the most attributed sessions?',
      'top two sources by attributed sessions for last week (mon–sun)',
    ],
  },
  {
    id: 'att-top1-campaign-thismonth',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'campaign', w: thisP('month') },
    qs: [
      'Which campaign has driven the most attributed sessions this month?',
      'this month: the top utm campaign by attributed sessions',
    ],
  },
  {
    id: 'att-top1-source-all',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: ALL },
    qs: [
      'Which utm_source has brought the most attributed sessions, all time?',
      'where do most of our attributed sessions come from, by source, ever? just the top one',
    ],
  },
  {
    id: 'att-share-email-lastmonth',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: lastP('month') },
    qs: [
      'Last month, what share of attributed sessions came from the email channel (out of all attributed sessions last month)?',
      'email as a % of all attributed sessions last month',
    ],
  },
  {
    id: 'att-compare-brand-months',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'brand-search campaign: attributed sessions this month vs last month?',
      'How many attributed sessions did the brand-search campaign get this month, compared with last month?',
    ],
  },

  // ─── recommendations, keys, webhooks ────────────────────────────────────────
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'How many open recommendations do we have right now?',
      'quick sanity check — number of recommendations still open',
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'list the open recommendations',
      'For Monday’s review, which recommendations are currently open?',
    ],
  },
  {
    id: 'rec-count-all',
    spec: { m: 'count', s: 'recommendations', w: ALL },
    qs: [
      'How many recommendations have there been in total, including dismissed ones (all time)?',
      'total recommendations ever, whatever their status',
    ],
  },
  {
    id: 'key-count',
    spec: { m: 'count', s: 'keys', w: ALL },
    qs: [
      'How many API keys does the workspace have, all time?',
      'number of api keys we have ever created',
    ],
  },
  {
    id: 'key-list',
    spec: { m: 'list', s: 'keys', w: ALL },
    qs: [
      'list all our API keys',
      'What API keys exist in the workspace (all of them, ever created)?',
    ],
  },
  {
    id: 'hook-count',
    spec: { m: 'count', s: 'webhooks', w: ALL },
    qs: [
      'How many webhook endpoints do we have, enabled or not?',
      'total number of webhooks set up (any state)',
    ],
  },
  {
    id: 'hook-list-disabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Which webhooks are disabled?',
      'list the webhook endpoints that are switched off',
    ],
  },

  // ─── declines: what the product does not hold ───────────────────────────────
  {
    id: 'decline-deal-values',
    spec: { m: 'decline', why: 'deal / opportunity values live in the CRM; the product holds no deal amounts' },
    qs: [
      'What is the total deal value of the open opportunities for our high-intent accounts?',
      'for the QBR deck: sum of pipeline $ (opportunity amounts) across leads this quarter',
    ],
  },
  {
    id: 'decline-forecast',
    spec: { m: 'decline', why: 'no forecast of future conversions or pipeline' },
    qs: [
      'Forecast how many of our leads will become customers next quarter.',
      'what will our pipeline look like next month? give me a projection',
    ],
  },
  {
    id: 'decline-why-drop',
    spec: { m: 'decline', why: 'a causal "why" claim' },
    qs: [
      'Why did page views drop last week?',
      'what caused the dip in identified visitors this week',
    ],
  },
  {
    id: 'decline-open-rates',
    spec: { m: 'decline', why: 'email open / click rates of the newsletter are not recorded' },
    qs: [
      'What was the open rate of our last newsletter email?',
      'email click-through rate for the monthly digest send?',
    ],
  },
  {
    id: 'decline-ad-spend',
    spec: { m: 'decline', why: 'ad spend and cost per click are not held' },
    qs: [
      'How much did we spend on the abm-q3 LinkedIn ads last month?',
      "what's our cost per click on google brand-search",
    ],
  },
  {
    id: 'decline-rep-quota',
    spec: { m: 'decline', why: 'sales-rep ownership and quota attainment are not held' },
    qs: [
      'Which sales rep owns {lead.domain}, and how far are they to quota?',
      'show quota attainment by SDR for this quarter',
    ],
  },
  {
    id: 'decline-nps',
    spec: { m: 'decline', why: 'no NPS or satisfaction scores' },
    qs: [
      'What is the NPS of our customer accounts?',
      'customer satisfaction score for {customer.name}?',
    ],
  },
  {
    id: 'decline-competitor-traffic',
    spec: { m: 'decline', why: "the product sees only our own site, not competitors' traffic" },
    qs: [
      'How much traffic does {competitor.domain} get on its own website?',
      'how many visitors did our competitors’ sites get last month',
    ],
  },
  {
    id: 'decline-linkedin-followers',
    spec: { m: 'decline', why: "companies' social-media follower counts are not held" },
    qs: [
      'How many LinkedIn followers does {customer.name} have?',
      'rank our leads by the size of their linkedin following',
    ],
  },
  {
    id: 'decline-phone',
    spec: { m: 'decline', why: 'phone numbers are not held' },
    qs: [
      'What is the phone number of {person.email}?',
      'give me direct dial numbers for the people at {lead.name}',
    ],
  },
];

export const SET25 = flatten(SET25_FAMILIES);
