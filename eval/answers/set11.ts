// Answer set 11 (a tuning set, issue 14): written on 2026-11-25 by a helper who never read the
// planner (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from
// truth.ts/measures.ts/windows.ts and the demo generator only (subgraphs/accounts/demo: channels
// paid_search/paid_social/email/social/affiliate/organic_search/referral/direct, utm sources google/
// linkedin/newsletter/facebook/g2, campaigns brand-search/abm-q3/monthly-digest/launch-week/
// g2-listing, pages / /product /product/integrations /blog/* /docs/getting-started /careers
// /customers /about /pricing /pricing/enterprise /demo; resolution sources ip_table/email_capture/asn).
//
// Style: a sales development rep typing on a phone into a chat box: terse, lower case, abbreviations
// (accts, ppl, yday, wk, mo, qtr, l7d, l30d, mtd, qtd, w/, w/o, #, avg, pct), dropped words and a
// few typos ("custmers", "pricng", "vistors"), no question marks, constraints tacked on at the end,
// and a few with the window first ("this wk: ..."). Conventions every phrasing keeps:
//   - page filters say whether the exact page (/pricing) or any page under a prefix is meant;
//   - "identified this wk" / "got identified" = identifications made in the window; identified
//     people who merely visited in a window say "identified ppl who visited ...";
//   - visit counts (visits filter, visit_count) are lifetime; page views in a window say "pageviews";
//   - shares name their denominator ("of X, pct that Y");
//   - "new" accounts/visitors = first seen in the window; "returning" = first seen before it and back in it;
//   - "campaign sessions" / "attributed sessions" = the attribution rollup; plain "sessions" = 30-min runs
//     of page views; a utm source is written "src=linkedin" / "utm source".
// The eval clock is Wed 2025-06-18 12:00 UTC: "this wk" starts Mon 06-16, "last wk" is 06-09..06-15,
// "last mo" is May, "this qtr" is Q2 and "last qtr" Q1 (before any demo data: its figures are 0).
// Recommendations and API keys are stamped with the database clock, not the eval clock, so their
// questions carry no window.
//
// Coverage: measures count, list, avg, sum, share, top-N by a number, top groups (path, channel,
// source, campaign), first, last, compare; subjects accounts, visitors, identifications, page_views,
// sessions, attributed_sessions, recommendations, keys, webhooks; filters classification, intent
// (>=, between), visits, path, pathPrefix, channel, source, campaign, idSource, domain, company,
// email, identified (true/false), new, returning, state; windows today, yesterday, all, last N days
// (7, 14, 30), this/last week, this/last month, this/last quarter, since a date, between two dates.
// About 12% of the families are declines: causal "why", forecasts, data the product does not hold
// (headcount, a company's own revenue, phone numbers, CRM deals, LinkedIn profiles, a competitor's own
// site traffic) and an ambiguous company name ({ambiguous}).
import { between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET11_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────
  {
    id: 's11-acct-count-leads',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' } },
    qs: ['# of lead accts total', 'how many accts r classified as leads, all time'],
  },
  {
    id: 's11-acct-count-leads-yday',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: YESTERDAY },
    qs: ['# lead accts that visited yday', 'yday: # accts classified lead on site'],
  },
  {
    id: 's11-acct-compare-new-wk',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: thisP('week'), w2: lastP('week') },
    qs: ['new accts this wk vs last wk', '# accts first seen this week compared w/ last week', 'this wk vs last wk: # new accts (first seen in each wk)'],
  },
  {
    id: 's11-acct-count-returning-lastwk',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: ['last wk how many returning accts - first seen before last wk and back during it', 'returning accts last week (seen earlier, visited again last wk) #'],
  },
  {
    id: 's11-acct-list-competitors-l7d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: days(7) },
    qs: ['which competitors were on the site l7d', 'list competitor accts w/ a visit in the last 7 days', 'l7d: competitor accts that visited, list'],
  },
  {
    id: 's11-acct-list-leads-intent90',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 90 } } },
    qs: ['list lead accts w/ intent 90+', 'lead accts scoring >= 90 intent, all of them'],
  },
  {
    id: 's11-acct-list-pricing-exact-today',
    spec: { m: 'list', s: 'accounts', f: { path: '/pricing' }, w: TODAY },
    qs: ['accts that hit exact /pricing today', 'who looked at the /pricing page today, just /pricing itself not subpages - accts pls'],
  },
  {
    id: 's11-acct-list-leads-pricing-prefix-thiswk',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', pathPrefix: '/pricing' }, w: thisP('week') },
    qs: ['this wk: lead accts that viewed any /pricing page (incl /pricing/enterprise)', 'list lead accts w/ a pageview anywhere under /pricing this week'],
  },
  {
    id: 's11-acct-avg-intent-leads',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' } },
    qs: ['avg intent score of lead accts', 'whats the average intent across all lead accts'],
  },
  {
    id: 's11-acct-sum-visitors-competitors',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'competitor' } },
    qs: ['total ppl across all competitor accts (sum of their visitor counts)', 'competitors: add up visitor count'],
  },
  {
    id: 's11-acct-share-leads-intent70',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } }, f: { classification: 'lead' } },
    qs: ['pct of lead accts w/ intent 70 or more', 'of all lead accts, what % have intent >= 70', 'what pct have intent 70+, denominator = all lead accts'],
  },
  {
    id: 's11-acct-share-customers-l30d',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' }, w: days(30) },
    qs: ['of accts active l30d what pct are custmers', 'share of accts that visited in the last 30 days that r customers, %'],
  },
  {
    id: 's11-acct-share-demo-thiswk',
    spec: { m: 'share', s: 'accounts', part: { path: '/demo' }, w: thisP('week') },
    qs: ['of accts on site this wk, pct that hit exact /demo this wk', 'this week: % of visiting accts that viewed the /demo page (just /demo)'],
  },
  {
    id: 's11-acct-top-leads-intent',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', f: { classification: 'lead' } },
    qs: ['top 5 lead accts by intent', '5 hottest lead accts by intent score', 'rank accts by intent, top 5, only leads'],
  },
  {
    id: 's11-acct-top-visits',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count' },
    qs: ['top 3 accts by total visits (lifetime)', 'which 3 accts have the most visits all time'],
  },
  {
    id: 's11-acct-top-views-l7d',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', w: days(7) },
    qs: ['top 5 accts by pageviews l7d', '5 accts w/ the most pageviews in the last 7 days'],
  },
  {
    id: 's11-acct-top-visitorcount-leads',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', f: { classification: 'lead' } },
    qs: ['lead accts w/ the most ppl, top 3 by visitor count (lifetime)', 'top 3 lead accts by # of visitors'],
  },
  {
    id: 's11-acct-first-seen-lead',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead.domain}' } },
    qs: ['when did {lead.domain} first show up', '{lead.domain} first seen date'],
  },
  {
    id: 's11-acct-last-seen-competitor',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'competitor' } },
    qs: ['when was a competitor last on the site', 'most recent time any competitor acct was seen'],
  },
  {
    id: 's11-acct-count-intent60-since',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>=', v: 60 } }, w: since('2025-06-14') },
    qs: ['since jun 14, how many accts w/ intent 60+ visited', '# accts scoring >= 60 that were on site since june 14'],
  },
  {
    id: 's11-acct-count-enterprise-between',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing/enterprise' }, w: between('2025-06-01', '2025-06-07') },
    qs: ['accts that viewed /pricing/enterprise jun 1-7, #', 'how many accts hit /pricing/enterprise between jun 1 and jun 7 (both days incl)'],
  },
  {
    id: 's11-acct-count-intent-40-60',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } } },
    qs: ['how many accts have intent between 40 and 60, inclusive', '# accts scoring 40-60 intent (40 and 60 count)'],
  },
  {
    id: 's11-acct-list-abm-lastmo',
    spec: { m: 'list', s: 'accounts', f: { campaign: 'abm-q3' }, w: lastP('month') },
    qs: ['list accts w/ a pageview tagged utm campaign abm-q3 last mo', 'last month: which accts came in thru the abm-q3 campaign (utm_campaign=abm-q3)'],
  },
  {
    id: 's11-acct-count-new-linkedin-thismo',
    spec: { m: 'count', s: 'accounts', f: { new: true, source: 'linkedin' }, w: thisP('month') },
    qs: ['this mo: new accts (first seen this mo) w/ a pageview from utm src linkedin this mo', '# accts first seen mtd that also had a src=linkedin pageview mtd'],
  },
  {
    id: 's11-acct-compare-qtr',
    spec: { m: 'compare', s: 'accounts', w: thisP('quarter'), w2: lastP('quarter') },
    qs: ['accts on site this qtr vs last qtr', '# accts w/ a visit qtd compared w/ last quarter'],
  },

  // ─── visitors ──────────────────────────────────────────────────────────────
  {
    id: 's11-vis-count-identified-thiswk',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: thisP('week') },
    qs: ['identified ppl who visited this wk, #', 'how many identified visitors were on site this week (whenever they got identified)'],
  },
  {
    id: 's11-vis-count-anon-l7d',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: days(7) },
    qs: ['anon vistors l7d - count', '# unidentified visitors in the last 7 days', 'how many vistors l7d, only ones w/o an identification'],
  },
  {
    id: 's11-vis-list-customers-pricing-l30d',
    spec: { m: 'list', s: 'visitors', f: { classification: 'customer', path: '/pricing' }, w: days(30) },
    qs: ['ppl from custmer accts who viewed exact /pricing l30d', 'list visitors at customers w/ a /pricing pageview in the last 30 days - only /pricing itself'],
  },
  {
    id: 's11-vis-count-intent70',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>=', v: 70 } } },
    qs: ['# vistors w/ a person-level intent score of 70+', 'how many individual visitors score >= 70 intent'],
  },
  {
    id: 's11-vis-avg-intent-competitors',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { classification: 'competitor' } },
    qs: ['avg intent of ppl from competitor accts', "competitors' visitors: average person-level intent"],
  },
  {
    id: 's11-vis-sum-visits-customer',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: ['total visits by ppl at {customer.domain} (add up their lifetime visit counts)', 'sum of visit counts for {customer.domain} visitors'],
  },
  {
    id: 's11-vis-share-identified-thismo',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: ["pct of this mo's vistors that r identified", 'mtd: of ppl who visited, what % are identified'],
  },
  {
    id: 's11-vis-share-email-of-identified',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, f: { identified: true } },
    qs: ['of identified ppl, pct matched via email capture', 'what share of all identified visitors were resolved by email capture (vs ip table/asn), %'],
  },
  {
    id: 's11-vis-top-intent-identified',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', f: { identified: true } },
    qs: ['top 5 identified ppl by intent', '5 highest-intent identified visitors'],
  },
  {
    id: 's11-vis-top-views-thiswk',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'views', w: thisP('week') },
    qs: ['this wk: top 5 vistors by pageviews', '5 visitors w/ the most pageviews this week'],
  },
  {
    id: 's11-vis-first-visit-person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: ['when did {person.email} first visit', '{person.email} first visit date+time'],
  },
  {
    id: 's11-vis-last-visit-person2',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' } },
    qs: ['last time {person2.email} was on site', '{person2.email} most recent visit, when'],
  },
  {
    id: 's11-vis-count-new-yday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: ['new vistors yday (first visit yesterday) #', 'how many first-time visitors yesterday'],
  },
  {
    id: 's11-vis-count-returning-today',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: TODAY },
    qs: ['returning vistors today - first visit before today, back today. how many', '# repeat visitors on site today (first came before today)'],
  },
  {
    id: 's11-vis-compare-wk',
    spec: { m: 'compare', s: 'visitors', w: thisP('week'), w2: lastP('week') },
    qs: ['vistors this wk vs last wk', '# ppl on site this week compared w/ last week'],
  },
  {
    id: 's11-vis-count-paidsearch-lastmo',
    spec: { m: 'count', s: 'visitors', f: { channel: 'paid_search' }, w: lastP('month') },
    qs: ['last mo how many ppl had a paid search pageview', '# visitors w/ a pageview from the paid_search channel last month'],
  },
  {
    id: 's11-vis-count-visits10',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 10 } } },
    qs: ['ppl w/ 10+ visits lifetime, #', 'how many visitors have a visit count of 10 or more'],
  },
  {
    id: 's11-vis-list-personal-l7d',
    spec: { m: 'list', s: 'visitors', f: { domain: 'personal' }, w: days(7) },
    qs: ["list ppl under the 'personal' acct (gmail etc) who visited l7d", 'consumer-email visitors (personal acct) on site in the last 7 days, list'],
  },
  {
    id: 's11-vis-count-new-between',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: between('2025-05-26', '2025-06-01') },
    qs: ['new vistors may 26 thru jun 1 (first visit in that range)', '# ppl whose first visit was between may 26 and jun 1 incl'],
  },
  {
    id: 's11-vis-count-iptable-blog-l14d',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'ip_table', pathPrefix: '/blog/' }, w: days(14) },
    qs: ['l14d: vistors matched via ip table who read any /blog/ post in that time', '# visitors resolved by ip_table w/ a pageview under /blog/ in the last 14 days'],
  },

  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 's11-id-count-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: ['# ppl identified today', 'how many identifications so far today', 'today: how many ppl got identified'],
  },
  {
    id: 's11-id-compare-wk',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: ['identifications this wk vs last wk', '# newly identified ppl this week compared to last week'],
  },
  {
    id: 's11-id-list-today',
    spec: { m: 'list', s: 'identifications', w: TODAY },
    qs: ['list everyone identified today', 'who got identified today'],
  },
  {
    id: 's11-id-compare-month',
    spec: { m: 'compare', s: 'identifications', w: thisP('month'), w2: lastP('month') },
    qs: ['identified mtd vs last mo', 'identifications this month compared w/ last month'],
  },
  {
    id: 's11-id-count-email-l30d',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: days(30) },
    qs: ['l30d: ppl identified via email capture, #', 'identifications by email capture in the last 30 days'],
  },
  {
    id: 's11-id-share-iptable-thismo',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'ip_table' }, w: thisP('month') },
    qs: ['of ppl identified this mo, what pct were matched by the ip table', 'mtd identifications: % resolved via ip_table'],
  },
  {
    id: 's11-id-top-intent-thiswk',
    spec: { m: 'top', s: 'identifications', n: 5, by: 'intent_score', w: thisP('week') },
    qs: ['top 5 by intent among ppl identified this wk', 'this week: 5 highest-intent newly identified ppl'],
  },
  {
    id: 's11-id-first-ever',
    spec: { m: 'first', s: 'identifications', field: 'identified_at' },
    qs: ['when was the very first identification', 'first person we ever identified - when'],
  },
  {
    id: 's11-id-last-customer',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { classification: 'customer' } },
    qs: ['most recent identification at a custmer acct - time', 'when did we last identify someone from a customer acct'],
  },
  {
    id: 's11-id-avg-intent-lastwk',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: ['avg intent of ppl identified last wk', 'last week identifications: average intent score'],
  },
  {
    id: 's11-id-count-customers-since',
    spec: { m: 'count', s: 'identifications', f: { classification: 'customer' }, w: since('2025-06-01') },
    qs: ['since jun 1 how many ppl at custmer accts got identified', '# identifications at customer accts since june 1'],
  },
  {
    id: 's11-id-count-between',
    spec: { m: 'count', s: 'identifications', w: between('2025-05-27', '2025-06-02') },
    qs: ['identifications may 27 - jun 2, total', 'how many ppl got identified between may 27 and jun 2 (both incl)'],
  },
  {
    id: 's11-id-count-demo-thiswk',
    spec: { m: 'count', s: 'identifications', f: { path: '/demo' }, w: thisP('week') },
    qs: ['ppl identified this wk who also hit exact /demo this wk', 'this week: # newly identified ppl w/ a /demo pageview this week (just /demo)'],
  },

  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 's11-pv-count-pricing-yday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY },
    qs: ['exact /pricing views yday', 'how many views did the /pricing page get yesterday, just /pricing not /pricing/enterprise'],
  },
  {
    id: 's11-pv-count-pricing-prefix-l7d',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/pricing' }, w: days(7) },
    qs: ['views of any /pricing page incl /pricing/enterprise l7d', '# pageviews on /pricing or anything under it, last 7 days'],
  },
  {
    id: 's11-pv-top-pages-thiswk',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('week') },
    qs: ['top 3 pages this wk by views', 'this week: 3 most viewed pages', 'most viewed pages, top 3, this wk'],
  },
  {
    id: 's11-pv-top-pages-all',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path' },
    qs: ['5 most viewed pages all time', 'top 5 pages by pageviews ever'],
  },
  {
    id: 's11-pv-top-channels-lastmo',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: lastP('month') },
    qs: ['top 3 channels by pageviews last mo', 'last month: which 3 channels drove the most pageviews'],
  },
  {
    id: 's11-pv-top-pages-competitors-l30d',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { classification: 'competitor' }, w: days(30) },
    qs: ['what pages do competitors view most, top 3 by pageviews l30d', 'competitor accts: 3 most viewed pages in the last 30 days'],
  },
  {
    id: 's11-pv-share-direct-l7d',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: days(7) },
    qs: ['pct of pageviews l7d that were direct', 'of all pageviews in the last 7 days, % from the direct channel'],
  },
  {
    id: 's11-pv-share-demo-thismo',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' }, w: thisP('month') },
    qs: ['of all pageviews mtd, % on exact /demo', 'this mo: share of pageviews that were the /demo page itself, pct'],
  },
  {
    id: 's11-pv-last-customer-pricing',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{customer.domain}', path: '/pricing' } },
    qs: ['when did {customer.domain} last hit /pricing (the page itself, not subpages)', 'last exact /pricing pageview from {customer.domain} - time'],
  },
  {
    id: 's11-pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: ['first pageview today what time', 'when was the earliest pageview today'],
  },
  {
    id: 's11-pv-compare-yday-today',
    spec: { m: 'compare', s: 'page_views', w: YESTERDAY, w2: TODAY },
    qs: ['pageviews yday vs today', '# page views yesterday compared to today so far'],
  },
  {
    id: 's11-pv-compare-demo-month',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('month'), w2: lastP('month') },
    qs: ['exact /demo views mtd vs last mo', '/demo page (just /demo) pageviews this month compared w/ last month'],
  },
  {
    id: 's11-pv-compare-between-weeks',
    spec: { m: 'compare', s: 'page_views', w: between('2025-06-01', '2025-06-07'), w2: between('2025-06-08', '2025-06-14') },
    qs: ['pageviews jun 1-7 vs jun 8-14', '# page views jun 1 thru 7 compared w/ jun 8 thru 14'],
  },
  {
    id: 's11-pv-count-person-l30d',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' }, w: days(30) },
    qs: ['how many pages did {person.email} view l30d (pageviews)', '{person.email} pageviews in the last 30 days, #'],
  },
  {
    id: 's11-pv-count-launchweek-between',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: between('2025-05-25', '2025-06-05') },
    qs: ['launch-week campaign pageviews may 25 - jun 5', '# pageviews tagged utm_campaign=launch-week between may 25 and jun 5 incl'],
  },
  {
    id: 's11-pv-count-g2-lastwk',
    spec: { m: 'count', s: 'page_views', f: { source: 'g2' }, w: lastP('week') },
    qs: ['pageviews w/ utm src g2 last wk', 'last week: # pageviews whose utm source was g2'],
  },
  {
    id: 's11-pv-count-identified-thisqtr',
    spec: { m: 'count', s: 'page_views', f: { identified: true }, w: thisP('quarter') },
    qs: ['qtd pageviews by identified ppl', 'this quarter: # pageviews from identified visitors'],
  },
  {
    id: 's11-pv-count-company-lead2',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead2.name}' } },
    qs: ['total pageviews from {lead2.name}, all time', '# of pageviews ever by ppl at {lead2.name}'],
  },

  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 's11-ses-count-today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: ['# sessions today', 'how many sessions started today', 'today: session count'],
  },
  {
    id: 's11-ses-count-l7d',
    spec: { m: 'count', s: 'sessions', w: days(7) },
    qs: ['sessions l7d', 'how many sessions in the last 7 days'],
  },
  {
    id: 's11-ses-count-demo-lastwk',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: lastP('week') },
    qs: ['last wk: # sessions that included exact /demo', 'how many sessions last week had a /demo pageview (just /demo)'],
  },
  {
    id: 's11-ses-share-pricing-thismo',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: ['of sessions this mo, pct that touched any /pricing page', 'mtd: % of sessions w/ a view of /pricing or /pricing/enterprise'],
  },
  {
    id: 's11-ses-compare-wk',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: ['sessions this wk vs last wk', '# sessions this week compared w/ last week'],
  },
  {
    id: 's11-ses-last-person3',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { email: '{person3.email}' } },
    qs: ["when did {person3.email}'s latest session start", '{person3.email} last session start time'],
  },
  {
    id: 's11-ses-first-today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: ['first session today started when', 'earliest session start today'],
  },
  {
    id: 's11-ses-count-between',
    spec: { m: 'count', s: 'sessions', w: between('2025-06-09', '2025-06-13') },
    qs: ['sessions jun 9-13', '# sessions between jun 9 and jun 13 (incl both)'],
  },

  // ─── attributed (campaign) sessions ────────────────────────────────────────
  {
    id: 's11-att-count-l10d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(10) },
    qs: ['attributed sessions l10d', '# campaign sessions in the last 10 days'],
  },
  {
    id: 's11-att-count-linkedin-thismo',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: thisP('month') },
    qs: ['linkedin campaign sessions mtd (utm src linkedin)', 'this month: # attributed sessions w/ source linkedin'],
  },
  {
    id: 's11-att-top-campaigns-lastmo',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: lastP('month') },
    qs: ['top 3 campaigns by attributed sessions last mo', 'last month: which 3 campaigns drove the most campaign sessions', 'rank campaigns by attributed sessions, top 3, last mo'],
  },
  {
    id: 's11-att-top-channel-l14d',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: days(14) },
    qs: ['l14d: #1 channel by attributed sessions', 'which channel had the most campaign sessions in the last 14 days'],
  },
  {
    id: 's11-att-top-sources-all',
    spec: { m: 'top', s: 'attributed_sessions', n: 5, group: 'source' },
    qs: ['rank utm sources by attributed sessions all time, top 5', 'top 5 sources by campaign sessions ever'],
  },
  {
    id: 's11-att-share-paidsearch-lastwk',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_search' }, w: lastP('week') },
    qs: ['last wk: of attributed sessions, pct from paid search', 'what % of last week\'s campaign sessions were the paid_search channel'],
  },
  {
    id: 's11-att-compare-email-wk',
    spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'email' }, w: thisP('week'), w2: lastP('week') },
    qs: ['email channel campaign sessions this wk vs last wk', 'attributed sessions from email: this week compared w/ last week'],
  },
  {
    id: 's11-att-count-g2-yday',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: YESTERDAY },
    qs: ['g2-listing campaign sessions yday', '# attributed sessions for the g2-listing campaign yesterday'],
  },
  {
    id: 's11-att-sum-since',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { channel: 'paid_social' }, w: since('2025-06-10') },
    qs: ['total paid social campaign sessions since jun 10', 'since june 10: attributed sessions in the paid_social channel, total'],
  },

  // ─── recommendations, api keys, webhooks ───────────────────────────────────
  {
    id: 's11-rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['# open recs', 'how many open recommendations r there', 'open recs - how many'],
  },
  {
    id: 's11-rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: ['list open recs', 'show me every open recommendation'],
  },
  {
    id: 's11-rec-count-all',
    spec: { m: 'count', s: 'recommendations' },
    qs: ['total recs ever incl dismissed/done ones, #', 'how many recommendations in all, any status'],
  },
  {
    id: 's11-key-count-active',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: ['# active api keys', 'how many api keys r live (not revoked)'],
  },
  {
    id: 's11-key-list-active',
    spec: { m: 'list', s: 'keys', f: { state: 'active' } },
    qs: ['list active api keys', 'which api keys are not revoked'],
  },
  {
    id: 's11-wh-list-all',
    spec: { m: 'list', s: 'webhooks' },
    qs: ['list all webhooks, enabled or not', 'every webhook endpoint we have'],
  },
  {
    id: 's11-wh-count-disabled',
    spec: { m: 'count', s: 'webhooks', f: { state: 'disabled' } },
    qs: ['# disabled webhooks', 'how many webhook endpoints r disabled'],
  },

  // ─── declines ──────────────────────────────────────────────────────────────
  {
    id: 's11-decline-why-ids-drop',
    spec: { m: 'decline', why: 'causal: why identifications fell' },
    qs: ['why did identifications fall off after may 30', 'y are we identifying way fewer ppl this wk than late may'],
  },
  {
    id: 's11-decline-why-competitor-pricing',
    spec: { m: 'decline', why: 'causal: a competitor’s motive' },
    qs: ['why is {competitor.name} all over our pricng page', 'whats the reason {competitor.domain} keeps checking /pricing'],
  },
  {
    id: 's11-decline-why-intent-jump',
    spec: { m: 'decline', why: 'causal: why a score moved' },
    qs: ["why did {lead2.name}'s intent jump", 'what caused {lead2.domain} intent to spike'],
  },
  {
    id: 's11-decline-forecast-new-accts',
    spec: { m: 'decline', why: 'forecast' },
    qs: ['how many new accts will we get next wk', 'forecast new accts for next week'],
  },
  {
    id: 's11-decline-predict-conversions',
    spec: { m: 'decline', why: 'forecast: which leads will convert' },
    qs: ['predict which leads become custmers next qtr', 'which lead accts r gonna close next quarter'],
  },
  {
    id: 's11-decline-will-buy',
    spec: { m: 'decline', why: 'forecast: will an account buy' },
    qs: ['will {lead2.name} buy this qtr', 'odds {lead2.domain} signs by end of quarter'],
  },
  {
    id: 's11-decline-headcount',
    spec: { m: 'decline', why: 'data not held: employee counts' },
    qs: ['how many employees does {lead2.name} have', '{lead2.domain} headcount'],
  },
  {
    id: 's11-decline-company-revenue',
    spec: { m: 'decline', why: 'data not held: a company’s own annual revenue' },
    qs: ["whats {customer2.name}'s own annual revenue (their company's, not orders w/ us)", '{customer2.domain} company size in $ revenue per yr'],
  },
  {
    id: 's11-decline-phone',
    spec: { m: 'decline', why: 'data not held: phone numbers' },
    qs: ['phone # for {person.email}', 'direct dial for {person2.email} pls'],
  },
  {
    id: 's11-decline-crm-deals',
    spec: { m: 'decline', why: 'data not held: CRM opportunities' },
    qs: ['which accts have an open opp in salesforce', 'deal stage for {lead2.name} in our crm'],
  },
  {
    id: 's11-decline-linkedin-profile',
    spec: { m: 'decline', why: 'data not held: LinkedIn profiles' },
    qs: ['linkedin profile url for {person3.email}', 'whats the linkedin of {person4.email}'],
  },
  {
    id: 's11-decline-competitor-traffic',
    spec: { m: 'decline', why: 'data not held: another company’s own site traffic' },
    qs: ["how much traffic does {competitor.name}'s own website get", "monthly traffic to {competitor.domain}'s own site"],
  },
  {
    id: 's11-decline-ambiguous-intent',
    spec: { m: 'decline', why: 'ambiguous company name' },
    qs: ['{ambiguous} intent score', 'when did {ambiguous} last visit'],
  },
  {
    id: 's11-decline-ambiguous-people',
    spec: { m: 'decline', why: 'ambiguous company name' },
    qs: ['list ppl from {ambiguous}', '# pageviews from {ambiguous} l7d'],
  },
];

export const SET11 = flatten(SET11_FAMILIES);
