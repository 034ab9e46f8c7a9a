// Answer-graded set 21 (new, blind), written on 2026-11-27 by a helper session started for this set.
//
// Written blind: the author never read the copilot's planner or tools (subgraphs/copilot/), any other
// question set (set4.ts … set20.ts, heldout*.ts, blind.ts, tuned.ts, eval/questions.ts,
// eval/heldout.ts), the tests outside test/helpers/, README.md or the git history, and never ran the
// copilot or the evaluation on these questions. Read: set.ts, truth.ts, measures.ts, windows.ts,
// grade.ts, run.ts, index.ts (prepareSecond), eval/demo.ts, the demo generator
// (subgraphs/accounts/demo/), schema.prisma, the service interface spec, core/plans.ts, test/helpers/.
//
// Style: a sales development rep typing in Slack on a phone between calls. Terse, lower-case,
// shorthand (accts, ppl, pv, yday, wk, rn, pls), the odd typo and emoji, no question marks, two or
// three constraints packed in one line, relative days (today, yday, since mon/tues, this wk, last wk,
// last 3/7/14 days, this month, may = last month, jun 2-8), self-contained follow-up-like asks about a
// named account's people, pages and last visit. "hot" only where the question defines it
// ("hot = intent 90+"). Every account figure whose rows take in the consumer-mailbox `personal`
// account (classification lead, intent 100 on both workspaces) says it counts; visitor counts that
// include unidentified visitors say "anon incl" / "identified or not".
//
// Coverage (114 families, 228 questions): accounts 32, visitors 28, page views 13, sessions 7,
// attributed sessions 9, identifications 8, recommendations 3, API keys 1, webhooks 2, declines 11
// (phone numbers, deal stage, email opens, job titles (absent on every visitor), close predictions,
// LinkedIn profiles, outreach replies, CRM owner, best time to call, call notes, tech stack).
// Measures: count, list, avg, sum, share (denominator stated), top-N by a number and by group
// (path, channel, source, campaign), first/last time, compare two windows.
//
// Values used (all present in the generator and on both workspaces): classifications customer,
// competitor, excluded, lead; paths /pricing, /pricing/enterprise, /demo, /blog/ prefix, /pricing
// prefix; channels paid_search, email; sources linkedin; campaigns g2-listing, abm-q3, launch-week;
// resolution sources email_capture, asn; domains acmelogistics.com, starklogistics.com, company names
// Vandelay Logistics, Hooli Logistics (demo companies 2, 6, 9, 8: on both workspaces), the rest through
// eval/demo.ts placeholders ({competitor.*}, {customer.*}, {lead2.*}, {person*.email}, {consumer.email}).
// The clock is Wednesday 2025-06-18 12:00 UTC (EVAL_NOW): since mon = 2025-06-16, since tues = 2025-06-17.
//
// Truths checked with scratch/check21.ts: both workspaces prepared as the eval does (prepareDemo,
// prepareSecond), every spec evaluated with truth.ts/measures.ts on both, specProblems empty for every
// family, no top-N tie across its cut, no list over 50 rows (largest: 35), every account figure that
// takes in `personal` names it. Zero truths (realistic, kept): acct-count-excluded-today on the demo
// workspace (the excluded account last visited 06-16), acct-count-new-week on the second workspace
// (no account first seen this week).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

// the evaluation clock is Wednesday 2025-06-18 12:00 UTC (eval/demo.ts EVAL_NOW)
const MON = '2025-06-16';
const TUE = '2025-06-17';
const JUN10 = '2025-06-10';

const accounts: Family[] = [
  {
    id: 'acct-count-today-all',
    spec: { m: 'count', s: 'accounts', w: TODAY },
    qs: [
      'how many accts on the site today, personal/gmail bucket counts as 1 acct',
      '# of accts active today incl the personal catch-all for gmail ppl',
    ],
  },
  {
    id: 'acct-count-customers-week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'how many of our customer accts been on the site this wk',
      'customers on site since mon, just the number pls',
    ],
  },
  {
    id: 'acct-list-competitors-3d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: days(3) },
    qs: [
      'which competitor accnts poked around teh last 3 days',
      'competitors on the site past 3 days, list em 👀',
    ],
  },
  {
    id: 'acct-list-hot-pricing-week',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '>=', v: 90 }, path: '/pricing' }, w: thisP('week') },
    qs: [
      'hot = intent 90+. which hot accts hit exactly /pricing this wk (personal bucket counts as an acct)',
      'accts w intent 90 or more that viewed exactly /pricing since monday, incl the personal/gmail one',
    ],
  },
  {
    id: 'acct-top5-visits-week',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', w: thisP('week') },
    qs: [
      'top 5 accts by total visit count among accts on site this wk, personal bucket incl',
      'of the accts that showed up this week which 5 have the most visits overall (count the personal one too)',
    ],
  },
  {
    id: 'acct-last-seen-stark',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: 'starklogistics.com' } },
    qs: [
      'when was stark logistics last on the site, need it b4 my call',
      'starklogistics.com last seen when',
    ],
  },
  {
    id: 'acct-first-seen-competitor',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{competitor.domain}' } },
    qs: [
      '{competitor.name} first showed up on our site when',
      'when did we first see {competitor.domain} 🕵️',
    ],
  },
  {
    id: 'acct-avg-intent-customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      'avg intent score across all our customer accts',
      'whats the average intent for customer accts rn, all of them not just recent',
    ],
  },
  {
    id: 'acct-sum-visitors-competitors',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'competitor' } },
    qs: [
      'add up the visitor counts of our competitor accts, total ppl',
      'total # of ppl across competitor accts (sum of each ones visitor count)',
    ],
  },
  {
    id: 'acct-sum-views-customers-week',
    spec: { m: 'sum', s: 'accounts', field: 'views', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'total pv across our customer accts this wk (add up each customer accts page views)',
      'sum of page views since mon over all customer accts',
    ],
  },
  {
    id: 'acct-count-between-jun2-8',
    spec: { m: 'count', s: 'accounts', w: between('2025-06-02', '2025-06-08') },
    qs: [
      'how many accts were on the site jun 2-8 (both days incl), personal bucket counts',
      '# of accts that visited between june 2 and june 8 inclusive, count the gmail/personal one too',
    ],
  },
  {
    id: 'acct-count-new-week',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('week') },
    qs: [
      'how many brand new accts this wk, first seen since mon',
      'net new accts first seen this week, count pls 🙏',
    ],
  },
  {
    id: 'acct-list-new-lastweek',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      'which accts were first seen last wk (mon-sun)',
      'list the net new accts from last week, first seen then',
    ],
  },
  {
    id: 'acct-count-returning-yday',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: YESTERDAY },
    qs: [
      'returning accts yday - seen before yesterday and back on site yesterday. personal bucket incl',
      'how many accts came back yesterday that we had already seen before, count the gmail/personal acct too',
    ],
  },
  {
    id: 'acct-share-customers-week',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'what % of accts on site this wk are customers, out of all accts on site this wk personal incl',
      'share of this weeks visiting accts that are customer accts (denominator = every acct on site this wk incl personal)',
    ],
  },
  {
    id: 'acct-compare-week',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      'accts on site this wk vs last wk, personal bucket counted as one',
      'how many accts visited this week compared to last week (incl the personal catch-all)',
    ],
  },
  {
    id: 'acct-count-intent80-pricing-since-tue',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>=', v: 80 }, pathPrefix: '/pricing' }, w: since(TUE) },
    qs: [
      'hot = intent 80+. how many hot accts on any /pricing page since tues, personal incl',
      '# accts intent 80 or higher that viewed /pricing or /pricing/* since tuesday (count personal bucket)',
    ],
  },
  {
    id: 'acct-list-intent40-60-since10',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: since(JUN10) },
    qs: [
      'accts w intent between 40 and 60 (inclusive) on the site since jun 10',
      'mid intent accts, 40-60 incl, that visited since the 10th, list pls',
    ],
  },
  {
    id: 'acct-list-visits20-linkedin-lastmonth',
    spec: { m: 'list', s: 'accounts', f: { visits: { op: '>=', v: 20 }, source: 'linkedin' }, w: lastP('month') },
    qs: [
      'accts w 20+ total visits (all time) that came in from linkedin (utm source) last month, personal bucket incl',
      'which accts with a visit count of at least 20 had linkedin-sourced traffic in may (count the personal/gmail acct)',
    ],
  },
  {
    id: 'acct-count-paidsearch-month',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_search' }, w: thisP('month') },
    qs: [
      'how many accts came thru paid search this month, personal bucket incl',
      '# of accts w a paid_search visit since jun 1 (count the personal acct)',
    ],
  },
  {
    id: 'acct-list-g2-14d',
    spec: { m: 'list', s: 'accounts', f: { campaign: 'g2-listing' }, w: days(14) },
    qs: [
      'which accts came from the g2-listing campaign last 14 days, personal incl',
      'g2-listing campaign accts past 2 wks, list (gmail/personal bucket counts as an acct)',
    ],
  },
  {
    id: 'acct-list-blog-yday',
    spec: { m: 'list', s: 'accounts', f: { pathPrefix: '/blog/' }, w: YESTERDAY },
    qs: [
      'accts that read anything under /blog/ yesterday, incl personal',
      'who (accts) was on the blog yday, any /blog/ post, personal bucket too',
    ],
  },
  {
    id: 'acct-count-excluded-today',
    spec: { m: 'count', s: 'accounts', f: { classification: 'excluded' }, w: TODAY },
    qs: [
      'how many excluded accts on site today',
      'excluded accts visiting today, number only',
    ],
  },
  {
    id: 'acct-avg-visits-today',
    spec: { m: 'avg', s: 'accounts', field: 'visit_count', f: {}, w: TODAY },
    qs: [
      'avg total visit count of accts on the site today, personal bucket incl',
      'for accts active today whats their average visit count (count the personal acct too)',
    ],
  },
  {
    id: 'acct-top3-views-week',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', w: thisP('week') },
    qs: [
      'top 3 accts by pv this wk, personal incl',
      'which 3 accts racked up the most page views since mon (personal gmail bucket counts)',
    ],
  },
  {
    id: 'acct-last-seen-competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'competitor' } },
    qs: [
      'when was a competitor acct last on site',
      'last time any competitor was seen on the site',
    ],
  },
  {
    id: 'acct-newest-first-seen',
    spec: { m: 'last', s: 'accounts', field: 'first_seen_at' },
    qs: [
      'newest acct we have (any acct, personal bucket incl), when was it first seen',
      'most recent first-seen time across all accts incl personal',
    ],
  },
  {
    id: 'acct-avg-visitorcount-intent80',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { intent: { op: '>=', v: 80 } } },
    qs: [
      'avg visitor count per acct for accts w intent 80+, personal bucket incl',
      'accts at intent 80 or more: how many ppl per acct on avg (visitor count, count the personal one)',
    ],
  },
  {
    id: 'acct-last-seen-vandelay-name',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: 'Vandelay Logistics' } },
    qs: [
      'vandelay logistics last visit',
      'when did Vandelay Logistics last hit the site',
    ],
  },
  {
    id: 'acct-top5-intent-leads-since-tue',
    spec: { m: 'top', s: 'accounts', n: 5, f: { classification: 'lead' }, w: since(TUE) },
    qs: [
      'top 5 lead accts by intent on site since tues (personal counts as a lead acct)',
      'leads only, on the site since tuesday: 5 highest intent. incl personal bucket',
    ],
  },
  {
    id: 'acct-count-returning-leads-week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', returning: true }, w: thisP('week') },
    qs: [
      'lead accts that came back this wk (first seen before mon, visited since). personal counts as a lead',
      'how many returning leads this week, incl the personal/gmail bucket',
    ],
  },
  {
    id: 'acct-share-intent70-today',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } }, w: TODAY },
    qs: [
      'hot = intent 70+. what % of accts on site today are hot (out of every acct on site today, personal incl)',
      'of todays visiting accts incl the personal bucket, share w intent 70 or more',
    ],
  },
];

const visitors: Family[] = [
  {
    id: 'vis-count-today',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: [
      'how many ppl on site today, anon incl',
      'total visitors today identified or not',
    ],
  },
  {
    id: 'vis-list-acme-since-tue',
    spec: { m: 'list', s: 'visitors', f: { domain: 'acmelogistics.com' }, w: since(TUE) },
    qs: [
      'who from acmelogistics.com was on the site since tues',
      'acme logistics ppl on site since tuesday, list em',
    ],
  },
  {
    id: 'vis-last-person',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' } },
    qs: [
      '{person.email} last on site when',
      'when did {person.email} last visit',
    ],
  },
  {
    id: 'vis-first-person2',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' } },
    qs: [
      'first visit by {person2.email}, when',
      'when did {person2.email} first hit the site',
    ],
  },
  {
    id: 'vis-top3-intent-identified-week',
    spec: { m: 'top', s: 'visitors', n: 3, f: { identified: true }, w: thisP('week') },
    qs: [
      'top 3 identified ppl by intent on site this wk',
      'highest intent identified visitors since monday, top 3 🔥',
    ],
  },
  {
    id: 'vis-list-intent60-pricing-week',
    spec: { m: 'list', s: 'visitors', f: { intent: { op: '>=', v: 60 }, path: '/pricing' }, w: thisP('week') },
    qs: [
      'ppl w intent 60+ that hit exactly /pricing this wk, anon incl',
      'ppl at intent 60 or more who viewed exactly /pricing since mon, anon incl',
    ],
  },
  {
    id: 'vis-count-formfill-yday',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'how many ppl identified via email capture were on site yday (any page)',
      'visitors yesterday that we know from a form fill (email_capture)',
    ],
  },
  {
    id: 'vis-avg-intent-identified-today',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { identified: true }, w: TODAY },
    qs: [
      'avg intent of identifed ppl on site today',
      'identified visitors today, whats their average intent score',
    ],
  },
  {
    id: 'vis-share-identified-today',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: TODAY },
    qs: [
      'what % of todays visitors are identified (out of everyone on site today)',
      'id rate today: identified ppl / all ppl on the site today, as a %',
    ],
  },
  {
    id: 'vis-count-new-week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      'how many first-time visitors this wk (first visit since mon), anon incl',
      'new ppl on the site this week, count em all identified or not',
    ],
  },
  {
    id: 'vis-list-returning-intent60-yday',
    spec: { m: 'list', s: 'visitors', f: { returning: true, intent: { op: '>=', v: 60 } }, w: YESTERDAY },
    qs: [
      'returning ppl yday w intent 60+ (first visit before yesterday), anon incl',
      'who came back yesterdy thats intent 60 or more, list everyone incl anon',
    ],
  },
  {
    id: 'vis-compare-today-yday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      'visitors today vs yday, anon incl',
      'ppl on site today compared to yesterday, identified or not',
    ],
  },
  {
    id: 'vis-last-consumer',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' } },
    qs: [
      'last time {consumer.email} was on',
      '{consumer.email} last visit when, need it for my call',
    ],
  },
  {
    id: 'vis-list-competitor-3d',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: days(3) },
    qs: [
      'which ppl from competitor accts were on site last 3 days',
      'competitor ppl past 3 days, list em',
    ],
  },
  {
    id: 'vis-count-customer-month',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'how many ppl from customer accnts were on site this month',
      '# vistors at our customer accts on site since jun 1',
    ],
  },
  {
    id: 'vis-top1-visits-customers',
    spec: { m: 'top', s: 'visitors', n: 1, by: 'visit_count', f: { classification: 'customer' } },
    qs: [
      'who at a customer acct has the highest visit count, all time',
      'the single customer-acct visitor w the most visits ever',
    ],
  },
  {
    id: 'vis-sum-visits-customer',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: [
      'add up visit counts for everyone at {customer.name}',
      'total visits across all ppl from {customer.domain} (sum of their visit counts)',
    ],
  },
  {
    id: 'vis-count-asn-week',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'asn' }, w: thisP('week') },
    qs: [
      'ppl resolved by asn on site this wk, how many',
      '# visitors this week whose resolution source is asn',
    ],
  },
  {
    id: 'vis-list-email-channel-formfill-month',
    spec: { m: 'list', s: 'visitors', f: { channel: 'email', idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'form-fill (email_capture) ppl who came in via the email channel this month',
      'list email-captured visitors w an email-channel visit since jun 1',
    ],
  },
  {
    id: 'vis-count-abm-14d',
    spec: { m: 'count', s: 'visitors', f: { campaign: 'abm-q3' }, w: days(14) },
    qs: [
      'how many ppl (anon incl) came thru the abm-q3 campaign last 14 days',
      'abm-q3 visitors past 2 wks, anon incl',
    ],
  },
  {
    id: 'vis-list-enterprise-pricing-3d',
    spec: { m: 'list', s: 'visitors', f: { path: '/pricing/enterprise', identified: true }, w: days(3) },
    qs: [
      'identified ppl on /pricing/enterprise last 3 days',
      'who looked at the enterprise pricing page (/pricing/enterprise) past 3 days, identified only',
    ],
  },
  {
    id: 'vis-last-competitor',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { classification: 'competitor' } },
    qs: [
      'when was someone from a competitor last on',
      'latest visit by any competitor person, time pls',
    ],
  },
  {
    id: 'vis-count-visits10-today',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 10 } }, w: TODAY },
    qs: [
      'ppl on site today w 10+ total visits, anon incl',
      'how many of todays visitors (identified or not) have a visit count of at least 10',
    ],
  },
  {
    id: 'vis-count-anon-today',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: TODAY },
    qs: [
      'how many anon (unidentified) ppl today',
      'unidentified visitors on the site today, #',
    ],
  },
  {
    id: 'vis-first-identified-person3',
    spec: { m: 'first', s: 'visitors', field: 'identified_at', f: { email: '{person3.email}' } },
    qs: [
      'when did we first ID {person3.email}',
      '{person3.email} got identified when',
    ],
  },
  {
    id: 'vis-count-hooli-alltime',
    spec: { m: 'count', s: 'visitors', f: { company: 'Hooli Logistics' } },
    qs: [
      'how many ppl from Hooli Logistics have ever been on the site',
      'hooli logistics total visitors all time',
    ],
  },
  {
    id: 'vis-top3-visits-formfill-week',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { idSource: 'email_capture' }, w: thisP('week') },
    qs: [
      'form-fill (email_capture) ppl on site this wk, top 3 by total visit count',
      'of the email-captured visitors active since mon which 3 have the most visits overall',
    ],
  },
  {
    id: 'vis-avg-visits-formfill-month',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'avg visit count of form-fill (email_capture) ppl on site this month',
      'email-captured visitors active since jun 1, average visit count',
    ],
  },
];

const pageViews: Family[] = [
  {
    id: 'pv-count-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      'pv today 📈',
      'how many page views so far today',
    ],
  },
  {
    id: 'pv-count-pricing-week',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'pv on /pricing this wk (just /pricing not enterprise)',
      'how many views of exactly /pricing since mon',
    ],
  },
  {
    id: 'pv-top3-paths-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      'top 3 pages by pv this month',
      'most viewed 3 pages since jun 1, w counts',
    ],
  },
  {
    id: 'pv-top3-channels-7d',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: days(7) },
    qs: [
      'top 3 channels by pv last 7 days',
      'which 3 channels drove the most page views past 7 days',
    ],
  },
  {
    id: 'pv-count-acme-since-mon',
    spec: { m: 'count', s: 'page_views', f: { domain: 'acmelogistics.com' }, w: since(MON) },
    qs: [
      'how many pv from acmelogistics.com since mon',
      'acme logistics page views since monday morning (00:00 utc)',
    ],
  },
  {
    id: 'pv-last-entpricing-competitor',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise', classification: 'competitor' } },
    qs: [
      'last time a competitor hit /pricing/enterprise',
      'when did someone from a competitor acct last view the enterprise pricing page (/pricing/enterprise)',
    ],
  },
  {
    id: 'pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: [
      'first pv today was at what time',
      'earliest page view today, time pls',
    ],
  },
  {
    id: 'pv-compare-week',
    spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: [
      'pv this wk vs last wk',
      'page views so far this week compared to all of last week',
    ],
  },
  {
    id: 'pv-share-pricing-week',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'what % of this wks pv were on /pricing or /pricing/* (out of all pv this wk)',
      'share of page views since mon that were any pricing page, denominator = all pv this week',
    ],
  },
  {
    id: 'pv-count-person-month',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' }, w: thisP('month') },
    qs: [
      'how many page views has {person.email} racked up this month',
      'pv by {person.email} since jun 1',
    ],
  },
  {
    id: 'pv-count-launchweek-lastmonth',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: lastP('month') },
    qs: [
      'launch-week campaign pv last month',
      'how many page views tagged w the launch-week campaign in may',
    ],
  },
  {
    id: 'pv-top2-paths-competitors-3d',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { classification: 'competitor' }, w: days(3) },
    qs: [
      'what are competitiors reading, top 2 pages by pv last 3 days',
      'top 2 pages competitor accts viewed past 3 days',
    ],
  },
  {
    id: 'pv-count-customers-blog-since10',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer', pathPrefix: '/blog/' }, w: since(JUN10) },
    qs: [
      'blog pv (anything under /blog/) from customer accts since the 10th',
      'how many /blog/ page views did customers rack up since jun 10',
    ],
  },
];

const sessions: Family[] = [
  {
    id: 'sess-count-today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: [
      'sessions today, how many so far',
      '# of sessions started so far today',
    ],
  },
  {
    id: 'sess-count-demo-yday',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: YESTERDAY },
    qs: [
      'how many sessions yday included a /demo view',
      'sessions yesterday that hit the demo page (/demo)',
    ],
  },
  {
    id: 'sess-count-acme-week',
    spec: { m: 'count', s: 'sessions', f: { domain: 'acmelogistics.com' }, w: thisP('week') },
    qs: [
      'acme logistics sessions this wk',
      'how many sessions from acmelogistics.com ppl since monday',
    ],
  },
  {
    id: 'sess-compare-week',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'sessions this wk vs last wk',
      'how many sessions so far this week compared w last week',
    ],
  },
  {
    id: 'sess-last-person',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { email: '{person.email}' } },
    qs: [
      'when did {person.email} last start a session',
      "{person.email}'s latest session started when",
    ],
  },
  {
    id: 'sess-count-blog-identified-month',
    spec: { m: 'count', s: 'sessions', f: { identified: true, pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      'sessions by identified ppl w a /blog/ page this month',
      'how many identified-visitor sessions since jun 1 touched the blog',
    ],
  },
  {
    id: 'sess-share-pricing-week',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'what % of sessions this wk hit any /pricing page (out of all sessions this wk)',
      'share of this weeks sessions w a pricing view (/pricing or /pricing/*), denom = all sessions since mon',
    ],
  },
];

const attributed: Family[] = [
  {
    id: 'attr-count-7d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: [
      'attributed sessions last 7 days',
      'how many campaign-attributed sessions past 7 days',
    ],
  },
  {
    id: 'attr-top3-channel-14d',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: days(14) },
    qs: [
      'top 3 channels by attributed sessions last 14 days',
      'which 3 channels drove the most attributed sessions past 2 wks',
    ],
  },
  {
    id: 'attr-top3-source-lastweek',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: lastP('week') },
    qs: [
      'top 3 utm sources by attributed sessions last wk',
      'last week (mon-sun) which 3 sources brought the most attributed sessions',
    ],
  },
  {
    id: 'attr-count-linkedin-week',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: thisP('week') },
    qs: [
      'attributed sessions from linkedin (utm source) this wk',
      'how many linkedin-sourced attributed sessions since monday',
    ],
  },
  {
    id: 'attr-count-g2-lastmonth',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: lastP('month') },
    qs: [
      'g2-listing attributed sessions last month',
      'how many attributed sessions did the g2-listing campaign get in may',
    ],
  },
  {
    id: 'attr-compare-week',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'attributed sessions this wk vs last wk',
      'campaign-attributed sessions so far this week compared to last week',
    ],
  },
  {
    id: 'attr-share-email-14d',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: days(14) },
    qs: [
      'what % of attributed sessions last 14 days were the email channel (out of all attributed sessions then)',
      'email channel share of attributed sessions past 14 days',
    ],
  },
  {
    id: 'attr-top-campaign-since10',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'campaign', w: since(JUN10) },
    qs: [
      'best campaign by attributed sessions since jun 10',
      'which campaign drove the most attributed sessions since the 10th 🏆',
    ],
  },
  {
    id: 'attr-count-paidsearch-yday',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: YESTERDAY },
    qs: [
      'paid search attributed sessions yday',
      'how many attributed sessions from the paid_search channel yesterday',
    ],
  },
];

const identifications: Family[] = [
  {
    id: 'ids-count-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'how many new IDs today',
      'visitors identified today, #',
    ],
  },
  {
    id: 'ids-count-formfill-yday',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'ppl identified yday via email capture',
      'how many email_capture identifications yesterday',
    ],
  },
  {
    id: 'ids-list-customers-week',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'who at customer accts got identified this wk',
      'list ppl from customers identified since mon',
    ],
  },
  {
    id: 'ids-compare-week',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'identifications this wk vs last wk',
      'how many ppl did we ID so far this week compared to last week',
    ],
  },
  {
    id: 'ids-last',
    spec: { m: 'last', s: 'identifications', field: 'identified_at' },
    qs: [
      'most recent identification was when',
      'when did we last ID someone',
    ],
  },
  {
    id: 'ids-count-competitor-7d',
    spec: { m: 'count', s: 'identifications', f: { classification: 'competitor' }, w: days(7) },
    qs: [
      'competitor ppl identified last 7 days, how many',
      '# of ids at competitor accts past 7 days',
    ],
  },
  {
    id: 'ids-avg-intent-week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: thisP('week') },
    qs: [
      'avg intent of ppl identified this wk',
      'whats the average intent score of this weeks new identifications',
    ],
  },
  {
    id: 'ids-top3-intent-lastweek',
    spec: { m: 'top', s: 'identifications', n: 3, w: lastP('week') },
    qs: [
      'top 3 by intent among ppl identified last wk',
      'of everyone we IDd last week (mon-sun), 3 highest intent',
    ],
  },
];

const admin: Family[] = [
  {
    id: 'recs-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'how many open recs do i have rn',
      '# of open recommendations rn',
    ],
  },
  {
    id: 'recs-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'list my open recs',
      'what recommendations are still open',
    ],
  },
  {
    id: 'recs-count-all',
    spec: { m: 'count', s: 'recommendations', w: ALL },
    qs: [
      'total recs ever incl dismissed/done ones',
      'how many recommendations in total, any status',
    ],
  },
  {
    id: 'keys-count-active',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: [
      'how many active api keys we got',
      '# of api keys not revoked',
    ],
  },
  {
    id: 'hooks-list-enabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'which webhooks are enabled atm',
      'list enabled webhook urls',
    ],
  },
  {
    id: 'hooks-count-disabled',
    spec: { m: 'count', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'how many webhooks are disabled',
      'disabled webhooks, count',
    ],
  },
];

const declines: Family[] = [
  {
    id: 'decline-phone',
    spec: { m: 'decline', why: 'phone numbers are not recorded' },
    qs: [
      'whats the phone # for {person.email}',
      'need a direct dial for {person.email} before my 2pm 📞',
    ],
  },
  {
    id: 'decline-deal-stage',
    spec: { m: 'decline', why: 'deal stages are not recorded' },
    qs: [
      'what deal stage is {customer.name} in',
      '{customer.domain} opp stage rn',
    ],
  },
  {
    id: 'decline-email-open',
    spec: { m: 'decline', why: 'email opens are not recorded' },
    qs: [
      'did {person2.email} open my last email',
      'has {person2.email} opened any of my sequence emails',
    ],
  },
  {
    id: 'decline-job-titles',
    spec: { m: 'decline', why: 'job titles are absent from the data' },
    qs: [
      'job titles of the ppl from acmelogistics.com',
      'whats the title of each acme logistics visitor, need to find the VP',
    ],
  },
  {
    id: 'decline-predict-close',
    spec: { m: 'decline', why: 'predictions are not something the product records' },
    qs: [
      'which accts are gonna close this quarter',
      'predict which leads will book a deal next month',
    ],
  },
  {
    id: 'decline-linkedin-profile',
    spec: { m: 'decline', why: 'LinkedIn profiles are not recorded' },
    qs: [
      'linkedin profile url for {person.email}',
      'send me {person.email} linkedin pls',
    ],
  },
  {
    id: 'decline-replied',
    spec: { m: 'decline', why: 'replies to outreach are not recorded' },
    qs: [
      'did anyone from {lead2.name} reply to my outreach',
      'any replies from {lead2.domain} to my cold emails',
    ],
  },
  {
    id: 'decline-account-owner',
    spec: { m: 'decline', why: 'CRM account owners are not recorded' },
    qs: [
      'who owns {customer.name} in salesforce',
      'which AE is the acct owner on {customer.domain}',
    ],
  },
  {
    id: 'decline-best-time-call',
    spec: { m: 'decline', why: 'a prediction of when someone will answer is not recorded' },
    qs: [
      'best time to call {person3.email} so they pick up',
      'when is {person3.email} most likely to answer the phone',
    ],
  },
  {
    id: 'decline-call-notes',
    spec: { m: 'decline', why: 'call notes and recordings are not recorded' },
    qs: [
      'what did {person.email} say on the discovery call',
      'pull up my call notes w {person.email}',
    ],
  },
  {
    id: 'decline-tech-stack',
    spec: { m: 'decline', why: 'tech stacks are not recorded' },
    qs: [
      'what crm does {lead2.name} use',
      'tech stack at {lead2.domain}, do they run hubspot or salesforce',
    ],
  },
];

export const SET21_FAMILIES: Family[] = [...accounts, ...visitors, ...pageViews, ...sessions, ...attributed, ...identifications, ...admin, ...declines];

export const SET21 = flatten(SET21_FAMILIES);
