// Answer set 19 (a tuning set, issue 14): written on 2026-11-27 by a helper who never read the planner (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from truth.ts/measures.ts/windows.ts and the demo generator only. Style: a growth marketer who lives in channels, UTM sources, campaigns and pages: lower case, a few typos, marketing shorthand (UTM, MTD, QTD, WoW/MoM with both windows named, first window first), the odd emoji or exclamation.
// Coverage: every measure of Spec (count, list, avg, sum, share with its denominator stated, top by a number and top groups by path/channel/source/campaign, first, last, compare, decline) over every subject truth.ts computes, weighted toward page views, attributed sessions (the campaign attribution rollup) and sessions (the 30-minute rule), with channel/source/campaign/path filters; every window kind (today, yesterday, all time, this/last week/month/quarter, last N days, since a date, between two dates); an exact path vs a prefix is always said; every account figure says whether the consumer-mailbox 'personal' account counts (truth.ts counts it). About 12% declines (ad spend, CPC, CTR, ROAS, email open rates, revenue per click, causes, forecasts). Recommendations and keys are asked without a window, webhooks too.
// Values are the demo generator's (subgraphs/accounts/demo/traffic.ts): channels paid_search, paid_social, email, social, affiliate (campaign-tagged) and direct, organic_search, referral, social (from referrers); UTM sources google, linkedin, newsletter, facebook, g2; campaigns brand-search, abm-q3, monthly-digest, launch-week, g2-listing; resolution sources email_capture, ip_table, asn.
// Truths were checked on both workspaces (demo and second) by a scratch script (scratch/check19.ts) without the copilot: every spec passes specProblems
// and computes, no top-N has a tie across its cut. Realistic zeros: pv-last-quarter-paid-search (0 on both: no traffic before May 2025) and
// pv-count-launch-week-competitors-month (0 on the second workspace). Inherent on both workspaces: "this quarter" covers all their traffic
// (ses-count-demo-and-pricing-quarter), and no API key is revoked (keys-count-active).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET19_FAMILIES: Family[] = [
  // ───────────── page views: counts ─────────────
  {
    id: 'pv-count-paid-social-14d',
    spec: { m: 'count', s: 'page_views', f: { channel: 'paid_social' }, w: days(14) },
    qs: [
      'how many page views came in from paid social (channel paid_social) in the last 14 days?',
      'paid_social channel → page views over the past 14 days? just the number pls',
      'Page views from the paid_social channel, last 14 days?',
    ],
  },
  {
    id: 'pv-count-blog-prefix-yesterday',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: YESTERDAY },
    qs: [
      'blog traffic yesterday: how many page views on anything under /blog/ (any path starting with /blog/)?',
      'how many pageviews did the blog get yesterday? count every path that starts with /blog/',
    ],
  },
  {
    id: 'pv-count-pricing-exact-this-week',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      'How many page views did /pricing get this week? exact path /pricing only, not /pricing/enterprise',
      'pricing page views this week (since monday) — only the exact path /pricing pls',
    ],
  },
  {
    id: 'pv-count-newsletter-last-week',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' }, w: lastP('week') },
    qs: [
      'how many page views came from utm_source=newsletter last week (mon–sun)?',
      'newsletter traffic last week: page views with UTM source newsletter?',
    ],
  },
  {
    id: 'pv-count-launch-week-competitors-month',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week', classification: 'competitor' }, w: thisP('month') },
    qs: [
      'did the launch-week campaign bring any competitor visits this month — how many page views with utm_campaign=launch-week came from competitor-classified accounts?',
      'page views from accounts we classified as competitors that came in on the launch-week campaign, month to date?',
    ],
  },
  {
    id: 'pv-count-referral-since-jun9',
    spec: { m: 'count', s: 'page_views', f: { channel: 'referral' }, w: since('2025-06-09') },
    qs: [
      'referral traffic since June 9: how many page views in the referral channel?',
      '# of page views from the referral channel since 2025-06-09?',
    ],
  },
  {
    id: 'pv-count-g2-last-month',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'g2-listing' }, w: lastP('month') },
    qs: [
      'how many page views did the g2-listing campaign drive last month (May)?',
      'pageviews tagged utm_campaign=g2-listing in May?',
      'g2-listing campain → page views last month (may)?',
    ],
  },
  {
    id: 'pv-count-customers-page-by-customers',
    spec: { m: 'count', s: 'page_views', f: { path: '/customers', classification: 'customer' }, w: thisP('month') },
    qs: [
      'how many times did accounts classified as customers view the /customers page (exact path) this month?',
      'page views of exactly /customers by our customer accounts, month to date?',
    ],
  },
  {
    id: 'pv-count-iptable-paid-search-30d',
    spec: { m: 'count', s: 'page_views', f: { channel: 'paid_search', idSource: 'ip_table' }, w: days(30) },
    qs: [
      'paid_search page views in the last 30 days from visitors identified by the IP table (resolution source ip_table)?',
      'last 30 days: how many paid search (channel paid_search) page views came from visitors resolved via ip_table?',
    ],
  },
  {
    id: 'pv-count-lead-pricing-prefix-all',
    spec: { m: 'count', s: 'page_views', f: { domain: '{lead.domain}', pathPrefix: '/pricing' }, w: ALL },
    qs: [
      'how many page views has {lead.domain} racked up on pricing pages, all time? count any path starting with /pricing',
      '{lead.name} ({lead.domain}): total page views ever on paths beginning with /pricing (so /pricing and /pricing/enterprise both count)',
    ],
  },
  {
    id: 'pv-count-linkedin-product-prefix-since',
    spec: { m: 'count', s: 'page_views', f: { source: 'linkedin', pathPrefix: '/product' }, w: since('2025-06-04') },
    qs: [
      'since June 4, how many page views tagged utm_source=linkedin were on a path starting with /product (/product itself included)?',
      'linkedin (UTM source) traffic to the product pages since 2025-06-04: page views on any path beginning with /product?',
    ],
  },
  {
    id: 'pv-last-quarter-paid-search',
    spec: { m: 'count', s: 'page_views', f: { channel: 'paid_search' }, w: lastP('quarter') },
    qs: ['paid search page views last quarter (Q1: jan–mar)?', 'how many page views did the paid_search channel get last quarter?'],
  },

  // ───────────── page views: comparisons ─────────────
  {
    id: 'pv-cmp-blog-yesterday-vs-jun16',
    spec: { m: 'compare', s: 'page_views', f: { pathPrefix: '/blog/' }, w: YESTERDAY, w2: between('2025-06-16', '2025-06-16') },
    qs: [
      'blog traffic (anything under /blog/) yesterday vs the day before (Mon June 16) — page views for each?',
      '/blog/* page views: yesterday first, then monday 2025-06-16 to compare 📉📈',
    ],
  },
  {
    id: 'pv-cmp-paid-search-wow',
    spec: { m: 'compare', s: 'page_views', f: { channel: 'paid_search' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'WoW paid search: paid_search page views this week (since monday) vs last week (mon–sun)?',
      'paid_search channel pageviews, this week compared with last week?',
      'paid search pagevews WoW pls: this week (mon→now) first, then last week',
    ],
  },
  {
    id: 'pv-cmp-all-mom',
    spec: { m: 'compare', s: 'page_views', w: thisP('month'), w2: lastP('month') },
    qs: [
      'MoM: total page views this month (June so far) vs last month (May)?',
      'site-wide page views June-to-date compared to all of May',
    ],
  },
  {
    id: 'pv-cmp-demo-today-vs-yesterday',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: TODAY, w2: YESTERDAY },
    qs: ['/demo page views today vs yesterday (exact path /demo)?', 'how is the demo page (exactly /demo) doing today compared to yesterday, in page views?'],
  },
  {
    id: 'pv-cmp-email-last-week-vs-this-week',
    spec: { m: 'compare', s: 'page_views', f: { channel: 'email' }, w: lastP('week'), w2: thisP('week') },
    qs: [
      'email channel page views last week, and then this week so far?',
      'how did email-channel pageviews go: last week (mon–sun) vs this week to date',
    ],
  },
  {
    id: 'pv-cmp-social-jun1-7-vs-jun8-14',
    spec: { m: 'compare', s: 'page_views', f: { channel: 'social' }, w: between('2025-06-01', '2025-06-07'), w2: between('2025-06-08', '2025-06-14') },
    qs: [
      'social channel (channel = social, not paid_social) page views June 1–7 vs June 8–14, both ranges inclusive?',
      'compare page views in the social channel (not paid social): 2025-06-01..06-07 first, then 2025-06-08..06-14',
    ],
  },
  {
    id: 'pv-cmp-abm-may-vs-june',
    spec: { m: 'compare', s: 'page_views', f: { campaign: 'abm-q3' }, w: lastP('month'), w2: thisP('month') },
    qs: [
      'abm-q3 campaign page views: May (last month) vs June so far?',
      'MoM for utm_campaign abm-q3 — pageviews last month, then this month to date',
    ],
  },

  // ───────────── page views: top groups ─────────────
  {
    id: 'pv-top-channel-14d',
    spec: { m: 'top', s: 'page_views', n: 1, group: 'channel', w: days(14) },
    qs: ['Which channel brought the most page views in the last 14 days?', 'top channel by pageviews, past 14 days?'],
  },
  {
    id: 'pv-top3-pages-paid-social-last-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', f: { channel: 'paid_social' }, w: lastP('month') },
    qs: [
      'top 3 landing pages for paid social last month (May) — pages ranked by paid_social page views',
      'which 3 paths got the most page views from the paid_social channel in May?',
    ],
  },
  {
    id: 'pv-top5-pages-this-week',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: thisP('week') },
    qs: ['top 5 pages by page views this week', '5 most viewed paths this week (monday to now)?'],
  },
  {
    id: 'pv-top3-channels-blog-since-jun9',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', f: { pathPrefix: '/blog/' }, w: since('2025-06-09') },
    qs: [
      'top 3 channels driving blog page views (paths starting with /blog/) since June 9',
      'where has blog traffic come from since 2025-06-09? the 3 channels with the most page views on /blog/ pages (prefix match)',
    ],
  },
  {
    id: 'pv-top2-channels-pricing-last-week',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'channel', f: { path: '/pricing' }, w: lastP('week') },
    qs: [
      'which 2 channels sent the most page views to /pricing (exact path) last week (mon–sun)?',
      'top two channels for the pricing page last week — exactly /pricing, ranked by page views',
    ],
  },
  {
    id: 'pv-top2-pages-competitors-14d',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { classification: 'competitor' }, w: days(14) },
    qs: [
      'what are competitors reading?? top 2 pages by page views from competitor accounts, last 14 days',
      'last 14 days: the 2 paths competitor-classified accounts viewed most (by page views)',
    ],
  },
  {
    id: 'pv-top2-pages-organic-all',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { channel: 'organic_search' }, w: ALL },
    qs: [
      'top 2 pages for organic search, all time (ranked by organic_search page views)',
      'which 2 paths have pulled the most organic_search pagevies ever?',
    ],
  },

  // ───────────── page views: shares ─────────────
  {
    id: 'pv-share-organic-this-week',
    spec: { m: 'share', s: 'page_views', part: { channel: 'organic_search' }, w: thisP('week') },
    qs: [
      "what % of this week's page views came from organic search (channel organic_search), out of all page views this week?",
      'organic_search share of all page views this week, in percent',
    ],
  },
  {
    id: 'pv-share-social-of-blog-last-month',
    spec: { m: 'share', s: 'page_views', part: { channel: 'social' }, f: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      'of all blog page views last month (paths starting with /blog/), what share came via the social channel (channel = social, not paid_social)?',
      'organic social (channel social) % of May /blog/* pageviews — denominator = every page view under /blog/ in May',
    ],
  },
  {
    id: 'pv-share-pricing-exact-month',
    spec: { m: 'share', s: 'page_views', part: { path: '/pricing' }, w: thisP('month') },
    qs: [
      "share of this month's page views that were on exactly /pricing, out of all page views this month?",
      'what percent of MTD pageviews hit the /pricing page (exact path, not /pricing/enterprise)?',
    ],
  },
  {
    id: 'pv-share-identified-30d',
    spec: { m: 'share', s: 'page_views', part: { identified: true }, w: days(30) },
    qs: [
      '% of page views in the last 30 days that came from identified visitors (denominator: all page views in the last 30 days)',
      'how much of the last 30 days of traffic is from people we identified? share of page views, pls',
    ],
  },

  // ───────────── page views: first / last ─────────────
  {
    id: 'pv-first-abm-this-month',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { campaign: 'abm-q3' }, w: thisP('month') },
    qs: ['when was the first abm-q3 campaign page view this month?', 'first pageview tagged utm_campaign=abm-q3 in June — date and time?'],
  },
  {
    id: 'pv-last-demo-paid-search',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/demo', channel: 'paid_search' }, w: ALL },
    qs: [
      'when did someone last land on /demo (exact path) from paid_search?',
      'latest paid_search page view of exactly /demo — when was it?',
    ],
  },
  {
    id: 'pv-last-competitor',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { domain: '{competitor.domain}' }, w: ALL },
    qs: ['when was the latest page view from {competitor.name} ({competitor.domain})?', 'last time {competitor.domain} viewed a page on our site?'],
  },
  {
    id: 'pv-first-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: ['what time did the first page view come in today?', "today's first pageview — when?"],
  },

  // ───────────── attributed sessions (the campaign attribution rollup) ─────────────
  {
    id: 'as-count-newsletter-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'newsletter' }, w: thisP('month') },
    qs: [
      'attributed sessions from the newsletter (utm source) this month?',
      'how many attributed sessions did utm_source=newsletter get MTD?',
      'newsletter utm source — attributd sessions so far this month? 📬',
    ],
  },
  {
    id: 'as-share-newsletter-month',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'newsletter' }, w: thisP('month') },
    qs: [
      "share of this month's attributed sessions that came from the newsletter (utm source), out of all attributed sessions this month",
      'newsletter % of attributed sessions MTD (denominator = all attributed sessions MTD)',
    ],
  },
  {
    id: 'as-top3-sources-14d',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: days(14) },
    qs: ['top 3 utm sources by attributed sessions over the last 14 days?', 'which 3 UTM sources drove the most attributed sessions in the past 14 days?'],
  },
  {
    id: 'as-top3-campaigns-last-month',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: lastP('month') },
    qs: ['top 3 campaigns last month (May) by attributed sessions', 'May recap: which 3 utm campaigns had the most attributed sessions? 🚀'],
  },
  {
    id: 'as-top2-channels-last-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'channel', w: lastP('week') },
    qs: ['top 2 channels by attributed sessions last week (mon–sun)', 'last week, which two channels had the most attributed sessions?'],
  },
  {
    id: 'as-count-paid-social-yesterday',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: YESTERDAY },
    qs: ['paid_social attributed sessions yesterday?', 'how many attributed sessions did the paid_social channel get yesterday'],
  },
  {
    id: 'as-cmp-wow',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      'WoW attributed sessions: this week (since monday) vs last week (mon–sun)?',
      'total attributed sessions this week compared to last week',
    ],
  },
  {
    id: 'as-cmp-brand-search-may-vs-june',
    spec: { m: 'compare', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: lastP('month'), w2: thisP('month') },
    qs: [
      'brand-search campaign attributed sessions: last month (May) vs this month so far?',
      'MoM brand-search — attributed sessions in May first, then June MTD',
    ],
  },
  {
    id: 'as-count-30d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(30) },
    qs: ['how many attributed sessions in the last 30 days, all campaigns?', 'total attributed sessions, past 30 days'],
  },
  {
    id: 'as-count-launch-week-since-jun9',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'launch-week' }, w: since('2025-06-09') },
    qs: ['attributed sessions for the launch-week campaign since June 9?', 'launch-week (utm_campaign) attributed sessions from 2025-06-09 till now'],
  },
  {
    id: 'as-count-g2-jun1-14',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'g2' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'attributed sessions with utm source g2 between June 1 and June 14 (inclusive)?',
      'g2 as a source: attributed sessions 2025-06-01 through 2025-06-14',
    ],
  },
  {
    id: 'as-share-paid-search-last-week',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'paid_search' }, w: lastP('week') },
    qs: [
      'what share of last week\'s attributed sessions were paid_search, out of all attributed sessions last week?',
      'paid search % of attributed sessions last week (mon–sun), denominator all attributed sessions that week',
    ],
  },
  {
    id: 'as-top5-campaigns-all',
    spec: { m: 'top', s: 'attributed_sessions', n: 5, group: 'campaign', w: ALL },
    qs: [
      'rank our top 5 campaigns by attributed sessions, all time',
      'all-time leaderboard: 5 utm campaigns with the most attributed sessions 🏆',
      'top 5 campaigns ever, by attributed sessions!',
    ],
  },
  {
    id: 'as-cmp-today-vs-yesterday',
    spec: { m: 'compare', s: 'attributed_sessions', w: TODAY, w2: YESTERDAY },
    qs: ['attributed sessions today vs yesterday?', 'how many attributed sessions today so far, and how many yesterday?'],
  },
  {
    id: 'as-share-linkedin-7d',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'linkedin' }, w: days(7) },
    qs: [
      'linkedin (utm source) share of attributed sessions over the last 7 days — out of all attributed sessions in those 7 days',
      'what % of attributed sessions in the past 7 days had utm_source=linkedin?',
    ],
  },

  // ───────────── sessions (all traffic, a new session after 30 minutes without a page view) ─────────────
  {
    id: 'ses-count-this-week',
    spec: { m: 'count', s: 'sessions', w: thisP('week') },
    qs: ['how many sessions this week (since monday), all traffic — not just attributed ones?', 'sessions WTD, all traffic?', 'how many sesions so far this week? every session, not only campaign-attributed'],
  },
  {
    id: 'ses-count-pricing-yesterday',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: YESTERDAY },
    qs: ['how many sessions yesterday included a view of /pricing (exact path)?', 'sessions yesterday that hit exactly /pricing at least once?'],
  },
  {
    id: 'ses-count-blog-7d',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/blog/' }, w: days(7) },
    qs: [
      'sessions in the last 7 days that touched any blog page (path starting with /blog/)?',
      'last 7 days: how many sessions included at least one /blog/* page?',
    ],
  },
  {
    id: 'ses-cmp-wow',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: ['WoW sessions (all traffic, not only attributed): this week so far vs last week (mon–sun)?', 'sessions this week compared with last week, all traffic'],
  },
  {
    id: 'ses-count-competitors-month',
    spec: { m: 'count', s: 'sessions', f: { classification: 'competitor' }, w: thisP('month') },
    qs: ['how many sessions did competitor accounts have this month?', 'competitor-classified accounts: number of sessions MTD?'],
  },
  {
    id: 'ses-count-demo-last-month',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: lastP('month') },
    qs: ['sessions last month (May) that included the /demo page (exact)?', 'how many May sessions hit exactly /demo?'],
  },
  {
    id: 'ses-cmp-pricing-ent-yesterday-vs-jun16',
    spec: { m: 'compare', s: 'sessions', f: { path: '/pricing/enterprise' }, w: YESTERDAY, w2: between('2025-06-16', '2025-06-16') },
    qs: [
      'sessions that viewed /pricing/enterprise (exact): yesterday vs Monday June 16?',
      'enterprise pricing page (exactly /pricing/enterprise) — sessions yesterday, then sessions on 2025-06-16',
    ],
  },
  {
    id: 'ses-count-customer-14d',
    spec: { m: 'count', s: 'sessions', f: { domain: '{customer.domain}' }, w: days(14) },
    qs: ['how many sessions has {customer.name} ({customer.domain}) had in the last 14 days?', 'sessions from {customer.domain}, past 14 days?'],
  },
  {
    id: 'ses-last-docs',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { pathPrefix: '/docs/' }, w: ALL },
    qs: [
      'when did the most recent session that included a docs page (any path starting with /docs/) start?',
      'start time of the latest session touching /docs/* ?',
    ],
  },
  {
    id: 'ses-count-demo-and-pricing-quarter',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo', pathPrefix: '/pricing' }, w: thisP('quarter') },
    qs: [
      'this quarter, how many sessions included BOTH /demo (exact) and some page whose path starts with /pricing?',
      'QTD sessions that viewed exactly /demo and also at least one /pricing* page (prefix /pricing)',
    ],
  },
  {
    id: 'ses-count-email-capture-last-week',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'last week (mon–sun), how many sessions came from visitors identified by email capture (resolution source email_capture)?',
      'sessions last week by email_capture-identified visitors?',
    ],
  },

  // ───────────── visitors ─────────────
  {
    id: 'vis-new-organic-last-week',
    spec: { m: 'count', s: 'visitors', f: { new: true, channel: 'organic_search' }, w: lastP('week') },
    qs: [
      'how many new visitors last week (first visit between mon and sun of last week) had at least one organic_search page view last week?',
      'new visitors last week — first seen last week — with an organic search (channel organic_search) page view that same week: how many?',
    ],
  },
  {
    id: 'vis-returning-pricing-week',
    spec: { m: 'count', s: 'visitors', f: { returning: true, path: '/pricing' }, w: thisP('week') },
    qs: [
      'returning visitors (first visit before this week) who viewed /pricing (exact) this week — how many?',
      'how many visitors who were first seen before monday came back and hit exactly /pricing this week?',
    ],
  },
  {
    id: 'vis-count-paid-social-30d',
    spec: { m: 'count', s: 'visitors', f: { channel: 'paid_social' }, w: days(30) },
    qs: ['unique visitors with a paid_social page view in the last 30 days?', 'how many distinct visitors came through paid social (channel paid_social) in the past 30 days'],
  },
  {
    id: 'vis-count-identified-newsletter-month',
    spec: { m: 'count', s: 'visitors', f: { identified: true, source: 'newsletter' }, w: thisP('month') },
    qs: [
      'how many identified visitors had a page view from utm_source=newsletter this month?',
      'MTD: identified people who came in via the newsletter (UTM source), count?',
    ],
  },
  {
    id: 'vis-avg-intent-paid-search-month',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { channel: 'paid_search' }, w: thisP('month') },
    qs: [
      'avg intent score of visitors who had a paid_search page view this month?',
      'what is the average visitor intent score among people who came through paid search (channel paid_search) MTD?',
    ],
  },
  {
    id: 'vis-share-identified-this-week',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      "what % of this week's visitors are identified? (denominator: every visitor with a page view this week)",
      'identified share of visitors this week, out of all visitors who viewed a page this week',
    ],
  },
  {
    id: 'vis-avg-blog-views-last-week',
    spec: { m: 'avg', s: 'visitors', field: 'views', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: [
      'among visitors who read the blog last week (any path starting /blog/), how many /blog/ page views per visitor on average that week?',
      'avg blog pageviews (prefix /blog/) per blog reader, last week mon–sun',
    ],
  },
  {
    id: 'vis-top3-demo-views-all',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'views', f: { path: '/demo' }, w: ALL },
    qs: [
      'who is binging the demo page? top 3 visitors by page views of exactly /demo, all time',
      'the 3 visitors with the most /demo pageviews ever (exact path /demo)',
    ],
  },
  {
    id: 'vis-last-visit-person2',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person2.email}' }, w: ALL },
    qs: ['when did {person2.email} last visit the site?', "{person2.email}'s most recent visit — when?"],
  },
  {
    id: 'vis-list-lead2-pricing-ent-month',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead2.domain}', path: '/pricing/enterprise' }, w: thisP('month') },
    qs: [
      'which visitors from {lead2.name} ({lead2.domain}) viewed /pricing/enterprise (exact path) this month? list them',
      'list the {lead2.domain} visitors who hit exactly /pricing/enterprise MTD',
    ],
  },

  // ───────────── accounts ─────────────
  {
    id: 'acc-count-paid-social-month',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      "how many accounts had a paid_social page view this month? count the 'personal' consumer-mailbox bucket as an account too",
      "companies reached by paid social (channel paid_social) MTD — number of accounts, including the 'personal' account if it qualifies",
    ],
  },
  {
    id: 'acc-top3-pricing-views-since-jun9',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { pathPrefix: '/pricing' }, w: since('2025-06-09') },
    qs: [
      "top 3 accounts by page views on pricing pages (any path starting with /pricing) since June 9 — the 'personal' consumer-mailbox account counts as an account",
      "which 3 accounts racked up the most /pricing* pageviews (prefix /pricing) since 2025-06-09? include the 'personal' bucket in the ranking",
    ],
  },
  {
    id: 'acc-list-competitors-careers-14d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor', path: '/careers' }, w: days(14) },
    qs: [
      'which competitor accounts looked at our careers page (exact path /careers) in the last 14 days? 👀 poaching?',
      'list the competitor-classified accounts with a page view of exactly /careers, past 14 days',
      'competitors on /careers (exact) in the last 14 days — which accounts?',
    ],
  },
  {
    id: 'acc-count-new-referral-month',
    spec: { m: 'count', s: 'accounts', f: { new: true, channel: 'referral' }, w: thisP('month') },
    qs: [
      "new accounts this month (first seen in June) that had a referral-channel page view in June — how many? ('personal' counts as an account if it qualifies)",
      "June so far: accounts first seen this month with at least one page view from the referral channel this month, incl. the 'personal' account if it matches",
    ],
  },
  {
    id: 'acc-count-returning-email-week',
    spec: { m: 'count', s: 'accounts', f: { returning: true, channel: 'email' }, w: thisP('week') },
    qs: [
      "returning accounts this week — first seen before this week — with an email-channel page view this week: how many? count 'personal' too if it matches",
      "how many accounts we already knew before monday came back through the email channel this week? (the 'personal' consumer bucket counts)",
    ],
  },
  {
    id: 'acc-avg-intent-brand-search-30d',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { campaign: 'brand-search' }, w: days(30) },
    qs: [
      "avg intent score of the accounts that came in on the brand-search campaign in the last 30 days (include the 'personal' account in the average)",
      "what's the mean account intent score among accounts with a utm_campaign=brand-search page view in the past 30 days? 'personal' counts as an account",
    ],
  },
  {
    id: 'acc-sum-views-customers-month',
    spec: { m: 'sum', s: 'accounts', field: 'views', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'total page views this month across all our customer accounts (sum over customer-classified accounts)?',
      'sum of MTD pageviews by customer accounts?',
    ],
  },
  {
    id: 'acc-share-customers-month',
    spec: { m: 'share', s: 'accounts', part: { classification: 'customer' }, w: thisP('month') },
    qs: [
      "of the accounts that visited this month ('personal' consumer-mailbox account included), what % are customers?",
      "customer share of this month's visiting accounts — denominator: every account with a page view this month, 'personal' included",
    ],
  },
  {
    id: 'acc-top3-visitor-count-linkedin',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', f: { source: 'linkedin' }, w: ALL },
    qs: [
      "among accounts that ever had a utm_source=linkedin page view, which 3 have the most known visitors (visitor count)? 'personal' counts as an account",
      "top 3 accounts by visitor count, limited to accounts that came in from linkedin (UTM source) at some point — include the 'personal' bucket",
    ],
  },
  {
    id: 'acc-list-hot-leads-demo-week',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 90 }, path: '/demo' }, w: thisP('week') },
    qs: [
      "list lead accounts with intent 90+ that viewed /demo (exact path) this week — include the 'personal' consumer-mailbox account if it qualifies",
      "hot leads (classification lead, intent score ≥ 90) who hit exactly /demo since monday? list them all, 'personal' too if it matches",
    ],
  },
  {
    id: 'acc-first-new-this-month',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { new: true }, w: thisP('month') },
    qs: [
      "of the accounts first seen this month ('personal' included if it's one), when was the earliest one first seen?",
      'first new account of June: when was it first seen?',
    ],
  },

  // ───────────── identifications ─────────────
  {
    id: 'id-count-email-capture-last-month',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: lastP('month') },
    qs: ['visitors identified via email capture last month (May)?', 'how many email_capture identifications happened in May?'],
  },
  {
    id: 'id-count-paid-social-month',
    spec: { m: 'count', s: 'identifications', f: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      'people identified this month who also had a paid_social page view this month — how many?',
      'MTD identifications among visitors with at least one paid_social-channel page view this month?',
    ],
  },
  {
    id: 'id-last-email-capture',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: ALL },
    qs: ['when was the most recent identification via email capture?', 'latest email_capture identification — timestamp?'],
  },
  {
    id: 'id-list-yesterday',
    spec: { m: 'list', s: 'identifications', w: YESTERDAY },
    qs: ['who did we identify yesterday? list them', 'list every visitor identified yesterday'],
  },

  // ───────────── recommendations, keys, webhooks (no window) ─────────────
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['how many open recommendations do we have right now?', 'count of open recs?', 'recomendations still open — how many?'],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: ['list all open recommendations', 'what recommendations are still open? show me all of them'],
  },
  {
    id: 'keys-count-active',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: ['how many active (not revoked) API keys does the workspace have?', 'number of api keys that are still active?'],
  },
  {
    id: 'keys-list-all',
    spec: { m: 'list', s: 'keys' },
    qs: ['list every API key in the workspace, revoked ones too', 'what API keys exist (all of them, any state)?'],
  },
  {
    id: 'hooks-list-enabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'enabled' } },
    qs: ['which webhooks are enabled right now?', 'list the enabled webhook endpoints'],
  },

  // ───────────── declines ─────────────
  {
    id: 'decline-cpc-brand-search',
    spec: { m: 'decline', why: 'cost per click needs ad spend, which the service does not hold' },
    qs: ["what's our CPC on the brand-search google ads campaign last month?", 'avg cost per click for paid search (brand-search) in May?'],
  },
  {
    id: 'decline-ad-spend-linkedin',
    spec: { m: 'decline', why: 'ad spend is not in the data' },
    qs: ['how much did we spend on linkedin ads (abm-q3) this month?', 'total paid social ad spend MTD?'],
  },
  {
    id: 'decline-ctr-launch-week',
    spec: { m: 'decline', why: 'click-through rate needs ad impressions, which the service does not hold' },
    qs: ['CTR of the launch-week facebook ads last week?', 'what click-through rate did the launch-week campaign ads get?'],
  },
  {
    id: 'decline-roas-abm',
    spec: { m: 'decline', why: 'return on ad spend needs spend and revenue per campaign, neither held' },
    qs: ['ROAS on abm-q3 this quarter?', 'what return on ad spend did the linkedin abm-q3 campaign deliver?'],
  },
  {
    id: 'decline-newsletter-open-rate',
    spec: { m: 'decline', why: 'email open rates are the email platform\'s, not in the data' },
    qs: ['open rate of the monthly-digest newsletter last month?', 'what % of newsletter recipients opened the june monthly-digest email?'],
  },
  {
    id: 'decline-revenue-per-click-g2',
    spec: { m: 'decline', why: 'revenue per ad click needs ad clicks and conversion revenue per campaign, not held' },
    qs: [
      'how much revenue per ad click did the g2-listing campaign convert to last month?',
      'conversions to revenue: $ per click for g2-listing in May?',
    ],
  },
  {
    id: 'decline-cause-newsletter-pricing',
    spec: { m: 'decline', why: 'a causal claim the data cannot support' },
    qs: [
      'did the newsletter cause the jump in /pricing views this week?',
      'was the monthly-digest send the reason pricing traffic went up? yes or no',
    ],
  },
  {
    id: 'decline-forecast-paid-social',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['forecast paid social page views for next month pls', 'how many paid_social page views will we get in July?'],
  },
  {
    id: 'decline-forecast-attributed-next-week',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['predict attributed sessions for next week', 'projected attributed sessions next week, by campaign?'],
  },
  {
    id: 'decline-why-organic-drop',
    spec: { m: 'decline', why: 'a causal explanation the data cannot support' },
    qs: ['why did organic search traffic drop yesterday?', 'what caused the dip in organic_search page views?'],
  },
  {
    id: 'decline-cac-linkedin',
    spec: { m: 'decline', why: 'customer acquisition cost needs spend, not held' },
    qs: ['CAC for customers acquired through linkedin ads?', "what's our customer acquisition cost on paid social this quarter?"],
  },
  {
    id: 'decline-impressions-facebook',
    spec: { m: 'decline', why: 'ad impressions are the ad platform\'s, not in the data' },
    qs: ['how many impressions did the launch-week facebook ads get?', 'facebook ad impressions for launch-week this month?'],
  },
];

export const SET19 = flatten(SET19_FAMILIES);
