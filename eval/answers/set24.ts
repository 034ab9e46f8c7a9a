// Answer-graded set 24, "the trust test". Written 2026-11-27 by a helper session started by the
// lead, BLIND: the copilot's planner and tools were never seen, and the copilot was never asked a
// question while writing it.
//
// Blindness. Never read: anything under subgraphs/copilot/ (planner, tools, prompts), any other
// question set (eval/answers/set4.ts … set23.ts, heldout*.ts, blind.ts, tuned.ts, eval/questions.ts,
// eval/heldout.ts), scratch/ other than scratch/check24.ts, test/ outside test/helpers/, README.md,
// git history. The copilot, eval/copilot.ts and the ask endpoint were never run for a question.
// Read: eval/answers/set.ts, truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (how the
// workspaces are prepared), eval/demo.ts, subgraphs/accounts/demo/* (companies, traffic, index),
// schema.prisma, /work/shared/spec/signal-service-interface.md, test/helpers/server.ts and db.ts.
// Disclosed: a directory listing of eval/answers/ and scratch/ showed other files' names (none
// opened); a grep for "reflect-metadata" printed the names of files importing it, and a final
// `git status` the names of files changed in the work tree (names only, none opened);
// three lines of package.json (scripts), two lines of core/db/index.ts (the RawSql export) and
// vitest.config.ts were read to run the checker. prepareDemo/prepareSecond, run by the checker
// exactly as the eval runs them, post their own setup requests (approved plans, two saved threads)
// to the service; no question of this set was ever sent.
//
// Style: a demand-gen marketer who piles qualifiers onto questions. Each family is one truth spec
// with two phrasings; qualifiers sit before the noun ("high-intent returning leads"), after it
// ("leads … intent over 70"), in a trailing clause ("— only the ones from linkedin") or in a second
// sentence ("Count them for last week only."); some lower case, abbreviations (acct, 7d, w/, pls),
// a few typos (vistors, identifed, custmer) and British spellings (organisations, analyse).
//   - 74 answerable families (61%): each carries the constraints the data holds (classification,
//     intent with =/>/>=/</<=/between, visit counts, exact page vs page prefix, channel, utm source,
//     campaign, resolution source, identified or not, new or returning, a domain / company name /
//     person email from the placeholders, a window), and the checker proves that dropping any one
//     of them (or the window) changes the truth on at least one workspace.
//       measures: count 22, list 11, share 6 (denominator stated), top-N by a number 6, top groups
//       (path, channel, campaign, source) 5, compare two windows 6, avg 5, first 5, last 5, sum 3;
//       subjects: accounts 18, visitors 16, page views 11, identifications 10, sessions 8,
//       attributed sessions 6, recommendations 2, webhooks 2, API keys 1.
//   - 47 decline families (39%): the same kind of question with ONE realistic qualifier the product
//     does not hold, so a copilot that silently drops it answers a broader question confidently and
//     wrongly: industry/vertical 4, location (country, region, state, city) 6, company size /
//     headcount / annual revenue 4, device / browser / OS 4, job title / seniority 4, time of day or
//     weekday in the visitor's local time 3, language 2, CRM (stage, owner, opportunity value,
//     MQL/SQL, NPS) 5, ad spend / CPC 3, email opens 2, tech stack 3, scroll depth 2, funding 3,
//     third-party intent topics / buying stage 2. Avoided on purpose, because the product holds them
//     or could derive them: orders and store revenue (commerce tools), form fills and demo-page
//     views, clicks from the newsletter (utm), session duration and bounce (derivable from page
//     views), referrers. Caveat for the lead: visits keep a raw user_agent column and visitors a
//     (never filled) title column; the device and title declines assume no copilot tool reads them.
//
// Values: placeholders {lead.domain}/{lead.name}, {lead2.domain}/{lead2.name}, {customer.domain}/
// {customer.name}, {customer2.name}, {competitor.domain}/{competitor.name}, {person.email},
// {person3.email}, {person4.email}; pages /pricing, /pricing/enterprise, /demo,
// /docs/getting-started and prefixes /pricing, /product, /blog/; channels organic_search,
// paid_social, paid_search, email, social; sources linkedin, g2, google, newsletter; campaigns
// abm-q3, g2-listing, launch-week; resolution sources email_capture, ip_table, asn; windows this
// week/month, last week/month, last 7/14/30 days, since 2025-06-01, 2025-06-01..2025-06-14 (clock
// 2025-06-18T12:00Z). All exist on both workspaces (the demo and "Eval second"). Account questions
// whose rows can include the consumer-mailbox `personal` account say that it counts.
//
// Checked with scratch/check24.ts (npx tsx scratch/check24.ts): both workspaces prepared with
// prepareDemo + prepareSecond on the eval server, every spec evaluated with measures.ts/truth.ts;
// asserted: specProblems empty, two distinct phrasings whose placeholders fill on both workspaces,
// lists ≤ 50 rows, top-N with at least N rows and no tie across the cut, shares strictly between 0
// and 100 %, `personal` named wherever it matches an account question, every filter and window
// separating the truth from the broader question on at least one workspace. Zero truths: none
// (every answerable truth is non-zero / non-empty on both workspaces).
import { between, days, flatten, lastP, since, thisP, type Family } from './set.js';

const decline = (why: string) => ({ m: 'decline' as const, why });

export const SET24_FAMILIES: Family[] = [
  // ─── accounts ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'acct-count-lead-80plus-pricing-lastweek',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 80 }, path: '/pricing' }, w: lastP('week') },
    qs: [
      'How many lead accounts with an intent score of 80 or more viewed the /pricing page (that exact page, not /pricing/enterprise) last week? Count the personal consumer-mailbox bucket as an account if it qualifies.',
      'last week, exact page /pricing only — how many leads scoring 80+ hit it? the personal gmail-type bucket counts as an account',
    ],
  },
  {
    id: 'acct-list-lead-intent70-linkedin-14d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'lead', intent: { op: '>', v: 70 }, source: 'linkedin' }, w: days(14) },
    qs: [
      'List the lead accounts with intent over 70 that came in with utm source linkedin in the last 14 days. Include the personal consumer-mailbox bucket if it matches.',
      'which leads came in via linkedin in the past 14 days, intent above 70 only? the personal bucket counts as an account',
    ],
  },
  {
    id: 'acct-avg-intent-new-pricingany-thismonth',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { new: true, pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      "What's the average intent score of accounts first seen this month that viewed any pricing page (/pricing or anything under it)? Count the personal consumer-mailbox bucket as an account if it qualifies.",
      'avg intent for brand-new accounts this month (first seen this month) who hit /pricing or a /pricing/ subpage — personal consumer-mailbox bucket included if it qualifies',
    ],
  },
  {
    id: 'acct-sum-visits-customers-pricing-14d',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer', path: '/pricing' }, w: days(14) },
    qs: [
      'Add up the lifetime visit counts of the customer accounts that viewed /pricing (exactly that page) in the last 14 days.',
      'customers that hit the /pricing page in the last 14d: what is the total of their visit_count (all-time)?',
    ],
  },
  {
    id: 'acct-share-new-among-intent50-14d',
    spec: { m: 'share', s: 'accounts', part: { new: true }, f: { intent: { op: '>=', v: 30 } }, w: days(14) },
    qs: [
      'Of the accounts with intent 30 or higher that visited in the last 14 days, what percentage were first seen in those 14 days? Count the personal consumer-mailbox bucket as an account in the denominator.',
      'share of new accounts among intent≥30 accounts active in the past 14 days — denominator is every intent 30+ account with a page view in the window (personal bucket counted). pls give a %',
    ],
  },
  {
    id: 'acct-top5-visits-lead-60to90-organic-lastmonth',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'lead', intent: { op: 'between', lo: 60, hi: 90 }, channel: 'organic_search' }, w: lastP('month') },
    qs: [
      'Top 5 lead accounts by total visit count, among leads with intent between 60 and 90 (inclusive) that arrived through organic search last month. Count the personal bucket as an account if it fits.',
      'last month, organic search only: which 5 leads (intent 60–90 inclusive) have the highest visit_count? personal consumer-mailbox bucket counts',
    ],
  },
  {
    id: 'acct-top3-visits-leads-product-thisweek',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { classification: 'lead', pathPrefix: '/product' }, w: thisP('week') },
    qs: [
      'Among lead accounts that viewed a product page (/product and everything under it) this week, which 3 have the highest total visit counts? The personal consumer-mailbox bucket counts as an account.',
      'this week, leads on /product or /product/* — top three by lifetime visit_count (personal bucket included as an account)',
    ],
  },
  {
    id: 'acct-first-firstseen-intent60-launchweek-lastweek',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { intent: { op: '<', v: 60 }, campaign: 'launch-week' }, w: lastP('week') },
    qs: [
      'Of the accounts with intent under 60 that came in on the launch-week campaign last week, when was the earliest one first seen? The personal consumer-mailbox bucket counts as an account if it qualifies.',
      'launch-week campaign traffic last week, accts scoring below 60 — earliest first-seen time among them? personal bucket counts if it qualifies',
    ],
  },
  {
    id: 'acct-last-lastseen-lowintent-g2-30d',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { intent: { op: '<', v: 30 }, source: 'g2' }, w: days(30) },
    qs: [
      'For accounts with an intent score under 30 that came from the g2 utm source in the last 30 days, what is the most recent last-seen time? Personal bucket counts if it matches.',
      'low-intent accounts (intent below 30) that arrived via g2 in the past 30 days: latest last_seen_at among them? (personal consumer bucket included if relevant)',
    ],
  },
  {
    id: 'acct-compare-new-intent30-thismonth-lastmonth',
    spec: { m: 'compare', s: 'accounts', f: { new: true, intent: { op: '>=', v: 30 } }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'How many new accounts (first seen in the month) with intent 30 or more did we get this month, compared with last month? Count the personal bucket as an account if it qualifies.',
      'intent ≥ 30 accounts first seen this month vs first seen last month — both counts pls (personal consumer-mailbox bucket counts as an account)',
    ],
  },
  {
    id: 'acct-count-lead-visits20-demo-7d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', visits: { op: '>', v: 20 }, path: '/demo' }, w: days(7) },
    qs: [
      'How many lead accounts with more than 20 total visits viewed /demo in the last 7 days? Count the personal consumer-mailbox bucket as an account.',
      'leads that hit the /demo page in the past 7 days and have a visit count above 20 — how many? (personal bucket counts as one account)',
    ],
  },
  {
    id: 'acct-list-customers-intent90-14d',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', intent: { op: '>=', v: 90 } }, w: days(14) },
    qs: [
      'List our customer accounts with intent 90 or above that visited in the last 14 days.',
      'customer organisations, intent ≥ 90, active in the past fortnight — which ones?',
    ],
  },
  {
    id: 'acct-count-returning-paidsearch-thismonth',
    spec: { m: 'count', s: 'accounts', f: { returning: true, channel: 'paid_search' }, w: thisP('month') },
    qs: [
      'How many returning accounts (first seen before this month) had a paid search page view this month? Count the personal bucket as an account.',
      'accounts we already knew before this month that came back through paid search this month — count? personal consumer-mailbox bucket counts as an account',
    ],
  },
  {
    id: 'acct-list-new-intent30-thismonth',
    spec: { m: 'list', s: 'accounts', f: { new: true, intent: { op: '>=', v: 30 } }, w: thisP('month') },
    qs: [
      'Which accounts were first seen this month and already have an intent score of 30 or more?',
      'list the new accts this month (first seen this month) with intent ≥30',
    ],
  },
  {
    id: 'acct-avg-visitors-lead-intent90-lastweek',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { classification: 'lead', intent: { op: '>', v: 90 } }, w: lastP('week') },
    qs: [
      'What is the average visitor count of lead accounts with intent above 90 that visited last week? Include the personal consumer-mailbox bucket as an account.',
      'Leads with intent over 90 that were on the site last week: average their visitor counts (distinct people per account). The personal bucket is included as an account.',
    ],
  },
  {
    id: 'acct-top2-visitors-demo-30d',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'visitor_count', f: { path: '/demo', intent: { op: '<', v: 95 } }, w: days(30) },
    qs: [
      'Of the accounts with intent below 95 that viewed /demo in the last 30 days, which 2 have the most distinct visitors? Count the personal bucket as an account if it qualifies.',
      'top 2 accounts by visitor_count — only ones that hit the /demo page in the past 30 days and score under 95 on intent. personal consumer-mailbox bucket counts',
    ],
  },
  {
    id: 'acct-count-campaign-g2listing-returning-thismonth',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'g2-listing', returning: true }, w: thisP('month') },
    qs: [
      'How many returning accounts (first seen before this month) came in on the g2-listing campaign this month? Count the personal consumer-mailbox bucket as an account.',
      'g2-listing campaign, this month: number of accounts that were already known before June and came back through it — personal bucket counts',
    ],
  },
  {
    id: 'acct-list-customers-pricingent-lastweek',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', path: '/pricing/enterprise' }, w: lastP('week') },
    qs: [
      'Which customer accounts viewed /pricing/enterprise last week?',
      'list customers that were on the enterprise pricing page (/pricing/enterprise exactly) last week',
    ],
  },

  // ─── visitors ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'vis-count-identified-intent70-demo-14d',
    spec: { m: 'count', s: 'visitors', f: { identified: true, intent: { op: '>', v: 70 }, path: '/demo' }, w: days(14) },
    qs: [
      'How many identified visitors with intent over 70 viewed /demo in the last 14 days?',
      'identified people with intent above 70 who viewed /demo — how many? Only count the last 14 days.',
    ],
  },
  {
    id: 'vis-list-emailcapture-intent60-pricing-thisweek',
    spec: { m: 'list', s: 'visitors', f: { idSource: 'email_capture', intent: { op: '>=', v: 60 }, pathPrefix: '/pricing' }, w: thisP('week') },
    qs: [
      'List the visitors identified through email capture, with intent 60 or more, who viewed a pricing page (/pricing or under it) this week.',
      'this week: people we resolved via email capture that looked at /pricing or /pricing/* — intent ≥ 60 only. who are they?',
    ],
  },
  {
    id: 'vis-avg-intent-returning-paidsocial-thisweek',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { returning: true, channel: 'paid_social' }, w: thisP('week') },
    qs: [
      'What is the average intent score of returning visitors (first visit before this week) who had a paid social page view this week?',
      'avg intent of people who came back this week through the paid_social channel — returning ones only, i.e. first visit before monday',
    ],
  },
  {
    id: 'vis-sum-visits-anon-new-lastweek',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { identified: false, new: true }, w: lastP('week') },
    qs: [
      'Sum the visit counts of anonymous (not identified) visitors whose first visit was last week.',
      'unidentified visitors first seen last week — what is the total of their visit_count?',
    ],
  },
  {
    id: 'vis-share-identified-of-pricingent-intent50-30d',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, f: { path: '/pricing/enterprise', intent: { op: '>=', v: 50 } }, w: days(30) },
    qs: [
      'Of the visitors with intent 50+ who viewed /pricing/enterprise in the last 30 days, what percentage are identified?',
      'identified share: denominator = everyone with intent ≥ 50 who hit /pricing/enterprise in the past 30 days; numerator = the identified ones. as a %',
    ],
  },
  {
    id: 'vis-top5-intent-customers-thismonth',
    spec: { m: 'top', s: 'visitors', n: 5, f: { classification: 'customer', pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'Top 5 visitors by intent score at customer accounts who viewed a pricing page (/pricing or below) this month.',
      'this month, customers only, pricing pages (/pricing, /pricing/*) — the five highest-intent people?',
    ],
  },
  {
    id: 'vis-first-firstvisit-competitor-pricing',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { domain: '{competitor.domain}', path: '/pricing' }, w: lastP('week') },
    qs: [
      'Among {competitor.domain} visitors who viewed /pricing last week, when was the earliest first visit?',
      'people from {competitor.name} on the /pricing page last week — earliest first_visit_at of any of them?',
    ],
  },
  {
    id: 'vis-last-firstvisit-asn-intent40-lastweek',
    spec: { m: 'last', s: 'visitors', field: 'first_visit_at', f: { idSource: 'asn', intent: { op: '>=', v: 40 } }, w: lastP('week') },
    qs: [
      'Of the visitors resolved by ASN with intent 40 or higher who visited last week, when did the newest of them make their first visit?',
      'ASN-identified folks, intent ≥40, on the site last week: latest first_visit_at among them?',
    ],
  },
  {
    id: 'vis-compare-newsletter-identified-thismonth-lastmonth',
    spec: { m: 'compare', s: 'visitors', f: { source: 'newsletter', identified: true }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'How many identified visitors came from the newsletter utm source this month, versus last month?',
      'identified people arriving with utm_source=newsletter: this month compared to last month?',
    ],
  },
  {
    id: 'vis-count-visits5to10-google-lastweek',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: 'between', lo: 5, hi: 10 }, source: 'google' }, w: lastP('week') },
    qs: [
      'How many visitors with between 5 and 10 total visits (inclusive) came in from google as the utm source last week?',
      'last week, utm source google: number of vistors whose visit_count is 5–10 inclusive',
    ],
  },
  {
    id: 'vis-list-lead2-blog',
    spec: { m: 'list', s: 'visitors', f: { domain: '{lead2.domain}', pathPrefix: '/blog/' } },
    qs: [
      'List the visitors from {lead2.domain} who have ever read a blog post (any page under /blog/).',
      'people at {lead2.name} that viewed something under /blog/ — all time. who?',
    ],
  },
  {
    id: 'vis-top2-visits-identified-abmq3-14d',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'visit_count', f: { identified: true, campaign: 'abm-q3' }, w: days(14) },
    qs: [
      'Which 2 identified visitors who came through the abm-q3 campaign in the last 14 days have the highest visit counts?',
      'abm-q3 campaign, past 14 days, identified people only: top two by visit_count',
    ],
  },
  {
    id: 'vis-count-anon-intent30-demo-lastweek',
    spec: { m: 'count', s: 'visitors', f: { identified: false, intent: { op: '>=', v: 30 }, path: '/demo' }, w: lastP('week') },
    qs: [
      'How many anonymous visitors (not identified) with intent of at least 30 looked at /demo last week?',
      'last week — unidentified people scoring 30+ that hit the /demo page. how many',
    ],
  },
  {
    id: 'vis-avg-visits-competitors-7d',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: days(7) },
    qs: [
      'What is the average visit count of visitors from competitor accounts who looked at pricing pages (/pricing or under it) in the last 7 days?',
      'competitor people who hit /pricing or /pricing/* in the past 7 days — mean visit_count?',
    ],
  },
  {
    id: 'vis-list-customer2-identified-thismonth',
    spec: { m: 'list', s: 'visitors', f: { company: '{customer2.name}', idSource: 'ip_table' }, w: thisP('month') },
    qs: [
      'Which visitors at {customer2.name} were resolved via the IP table and visited this month?',
      'list {customer2.name} people identified by ip_table that were on the site this month',
    ],
  },
  {
    id: 'vis-count-returning-intent30-email-14d',
    spec: { m: 'count', s: 'visitors', f: { returning: true, channel: 'email', intent: { op: '>=', v: 30 } }, w: days(14) },
    qs: [
      'How many returning visitors with intent 30+ came back through the email channel in the last 14 days?',
      'email channel, past 14 days: count the returning people (first visit before the window) whose intent is at least 30',
    ],
  },

  // ─── page views ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'pv-count-customers-pricingany-thismonth',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer', pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'How many page views did customer accounts make on pricing pages (/pricing and anything under it) this month?',
      'customers only — number of page views on /pricing or /pricing/* this month',
    ],
  },
  {
    id: 'pv-top2-paths-competitors-30d',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { classification: 'competitor' }, w: days(30) },
    qs: [
      'Which 2 pages got the most page views from competitor accounts in the last 30 days?',
      'competitors, past 30 days: top two paths by page views',
    ],
  },
  {
    id: 'pv-top3-channels-emailcapture-lastweek',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      'For visitors identified through email capture, what were the top 3 channels by page views last week?',
      'last week, email-capture-identified people only — top three channels by number of page views',
    ],
  },
  {
    id: 'pv-first-person4-pricing',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { email: '{person4.email}', pathPrefix: '/pricing' } },
    qs: [
      'When did {person4.email} first view a pricing page (/pricing or anything under it)?',
      'first time {person4.email} hit /pricing or a /pricing/ subpage — timestamp pls',
    ],
  },
  {
    id: 'pv-last-competitor-demo',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor', path: '/demo' }, w: lastP('week') },
    qs: [
      'When was the last page view of /demo by anyone from a competitor account last week?',
      'latest competitor page view on the /demo page during last week?',
    ],
  },
  {
    id: 'pv-share-facebook-of-blog-thismonth',
    spec: { m: 'share', s: 'page_views', part: { channel: 'social' }, f: { pathPrefix: '/blog/' }, w: thisP('month') },
    qs: [
      'Of all page views on blog posts (anything under /blog/) this month, what percentage came through the social channel?',
      'blog page views this month (/blog/*) — what share were channel = social? denominator is every blog page view this month',
    ],
  },
  {
    id: 'pv-compare-customer-thisweek-lastweek',
    spec: { m: 'compare', s: 'page_views', f: { domain: '{customer.domain}', pathPrefix: '/product' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many product-page page views (/product and below) did {customer.domain} have this week compared with last week?',
      '{customer.name} page views on /product or /product/* — this week vs last week?',
    ],
  },
  {
    id: 'pv-count-iptable-docs-lastmonth',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'ip_table', path: '/docs/getting-started' }, w: lastP('month') },
    qs: [
      'How many page views of /docs/getting-started came from visitors resolved by the IP table last month?',
      'last month: /docs/getting-started page views, ip_table-identifed people only — how many?',
    ],
  },
  {
    id: 'pv-count-person-14d',
    spec: { m: 'count', s: 'page_views', f: { email: '{person.email}', pathPrefix: '/pricing' }, w: days(14) },
    qs: [
      'How many pricing page views (/pricing or under it) has {person.email} made in the last 14 days?',
      'page views by {person.email} on /pricing or /pricing/* over the past 14 days?',
    ],
  },
  {
    id: 'pv-top2-paths-anon-organic-thismonth',
    spec: { m: 'top', s: 'page_views', n: 2, group: 'path', f: { identified: false, channel: 'organic_search' }, w: thisP('month') },
    qs: [
      'Which 2 pages got the most page views from anonymous (unidentified) visitors arriving via organic search this month?',
      'organic search page views this month by people we have not identified — top two pages',
    ],
  },
  {
    id: 'pv-count-customer2-blog-30d',
    spec: { m: 'count', s: 'page_views', f: { company: '{customer2.name}', pathPrefix: '/blog/' }, w: days(30) },
    qs: [
      'How many blog page views (anything under /blog/) did {customer2.name} make in the last 30 days?',
      '{customer2.name}: page views on /blog/ posts over the past 30 days',
    ],
  },

  // ─── sessions ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'sess-count-customers-demo-14d',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer', path: '/demo' }, w: days(14) },
    qs: [
      'How many sessions by customer accounts included a view of /demo in the last 14 days?',
      'custmer sessions in the past 14 days that touched the /demo page — count?',
    ],
  },
  {
    id: 'sess-compare-competitors-pricing-thisweek-lastweek',
    spec: { m: 'compare', s: 'sessions', f: { classification: 'competitor', pathPrefix: '/pricing' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'How many competitor sessions included a pricing page (/pricing or under it) this week, compared with last week?',
      'sessions from competitors that hit /pricing or /pricing/* — this week vs last week',
    ],
  },
  {
    id: 'sess-first-person3-thismonth',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { email: '{person3.email}' }, w: thisP('month') },
    qs: [
      'When did the first session by {person3.email} this month start?',
      '{person3.email} — start time of their earliest session this month?',
    ],
  },
  {
    id: 'sess-last-competitor-pricing',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { domain: '{competitor.domain}', path: '/pricing/enterprise' } },
    qs: [
      'When did the most recent {competitor.domain} session that included /pricing/enterprise start?',
      'last session from {competitor.name} touching the enterprise pricing page (/pricing/enterprise) — when did it start?',
    ],
  },
  {
    id: 'sess-count-asn-lastmonth',
    spec: { m: 'count', s: 'sessions', f: { idSource: 'asn', pathPrefix: '/product' }, w: lastP('month') },
    qs: [
      'How many sessions last month by visitors resolved via ASN included a product page (/product or under it)?',
      'ASN-identified people, last month: sessions that touched /product or /product/* — how many?',
    ],
  },
  {
    id: 'sess-count-anon-pricingent-lastweek',
    spec: { m: 'count', s: 'sessions', f: { identified: false, path: '/pricing/enterprise' }, w: lastP('week') },
    qs: [
      'How many sessions by anonymous (unidentified) visitors included /pricing/enterprise last week?',
      'last week — sessions from people we never identified that hit the /pricing/enterprise page. count pls',
    ],
  },
  {
    id: 'sess-count-lead-demo-thismonth',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}', path: '/demo' }, w: thisP('month') },
    qs: [
      'How many sessions did {lead.domain} have this month that included the /demo page?',
      '{lead.name} sessions this month touching /demo — count?',
    ],
  },
  {
    id: 'sess-share-identified-of-pricingent-lastweek',
    spec: { m: 'share', s: 'sessions', part: { identified: true }, f: { path: '/pricing/enterprise' }, w: lastP('week') },
    qs: [
      'Of all sessions last week that included /pricing/enterprise, what percentage were by identified visitors?',
      'sessions touching the enterprise pricing page (/pricing/enterprise) last week: what % came from identified people? denominator = every one of those sessions',
    ],
  },

  // ─── attributed sessions ─────────────────────────────────────────────────────────────────────
  {
    id: 'attr-count-linkedin-lastweek',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'linkedin' }, w: lastP('week') },
    qs: [
      'How many attributed sessions did the linkedin utm source bring in last week?',
      'attributed sessions from source=linkedin. Count them for last week only.',
    ],
  },
  {
    id: 'attr-top3-campaigns-lastweek',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign', w: lastP('week') },
    qs: [
      'Top 3 campaigns by attributed sessions last week?',
      'which three utm campaigns drove the most attributed sessions last week',
    ],
  },
  {
    id: 'attr-compare-paidsearch-thismonth-lastmonth',
    spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'paid_search' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'Attributed sessions from the paid search channel this month versus last month?',
      'how many paid_search attributed sessions this month, and how many last month',
    ],
  },
  {
    id: 'attr-share-g2-7d',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'g2' }, w: days(7) },
    qs: [
      'What percentage of attributed sessions in the last 7 days came from the g2 source? Denominator: all attributed sessions in those 7 days.',
      'g2 share of attributed sessions, past 7d (out of every attributed session in the window)',
    ],
  },
  {
    id: 'attr-count-social-firsthalfjune',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'social' }, w: between('2025-06-01', '2025-06-14') },
    qs: [
      'How many attributed sessions came from the social channel between June 1 and June 14, 2025 (both days included)?',
      'social channel attributed sessions, 2025-06-01 through 2025-06-14 inclusive?',
    ],
  },
  {
    id: 'attr-top1-source-thismonth',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: thisP('month') },
    qs: [
      'Which utm source brought the most attributed sessions this month?',
      'this month — the single top source by attributed sessions?',
    ],
  },

  // ─── identifications ─────────────────────────────────────────────────────────────────────────
  {
    id: 'ident-count-emailcapture-intent40-thisweek',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture', intent: { op: '>=', v: 40 } }, w: thisP('week') },
    qs: [
      'How many people were identified through email capture this week with an intent score of 40 or more?',
      'identifications this week — email capture only, intent ≥ 40. how many?',
    ],
  },
  {
    id: 'ident-list-customers-iptable-14d',
    spec: { m: 'list', s: 'identifications', f: { classification: 'customer', idSource: 'ip_table' }, w: days(14) },
    qs: [
      'List the people at customer accounts identified via the IP table in the last 14 days.',
      'who got identified by ip_table in the past 14 days at our customers?',
    ],
  },
  {
    id: 'ident-first-emailcapture-intent50-lastweek',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture', intent: { op: '>=', v: 50 } }, w: lastP('week') },
    qs: [
      'When was the first identification last week of someone with intent 50+ via email capture?',
      'last week, people resolved by email capture with intent ≥ 50 — earliest identified_at?',
    ],
  },
  {
    id: 'ident-last-paidsocial-intent50',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { channel: 'paid_social', intent: { op: '>', v: 50 } }, w: lastP('month') },
    qs: [
      'Among people identified last month who also had a paid social page view last month and have intent above 50, when was the latest identification?',
      'last month identifications, intent over 50, with a paid_social page view that same month — most recent identified time?',
    ],
  },
  {
    id: 'ident-avg-intent-emailcapture-lastweek',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', f: { idSource: 'email_capture', pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      'What is the average intent score of the people identified last week via email capture who also viewed a pricing page (/pricing or under it) last week?',
      'email-capture identifications last week that were on /pricing or /pricing/* during that week — avg intent?',
    ],
  },
  {
    id: 'ident-compare-asn-thismonth-lastmonth',
    spec: { m: 'compare', s: 'identifications', f: { idSource: 'asn' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'How many identifications came from ASN resolution this month, versus last month?',
      'asn-resolved identifications: this month vs last month?',
    ],
  },
  {
    id: 'ident-top1-visits-intent70-thismonth',
    spec: { m: 'top', s: 'identifications', n: 1, by: 'visit_count', f: { intent: { op: '>=', v: 70 } }, w: thisP('month') },
    qs: [
      'Of the people identified this month with intent 70+, who has the highest visit count?',
      'identified this month, intent ≥ 70 — which single person has the most visits (visit_count)?',
    ],
  },
  {
    id: 'ident-share-emailcapture-intent50-30d',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, f: { intent: { op: '>=', v: 50 } }, w: days(30) },
    qs: [
      'Of all identifications in the last 30 days of people with intent 50 or above, what percentage came from email capture?',
      'email capture share of identifications (intent ≥ 50) in the past 30 days — denominator is all those identifications',
    ],
  },
  {
    id: 'ident-count-customer-since-jun1',
    spec: { m: 'count', s: 'identifications', f: { company: '{customer.name}' }, w: since('2025-06-01') },
    qs: [
      'How many people at {customer.name} have been identified since June 1, 2025?',
      'identifications at {customer.name} since 2025-06-01?',
    ],
  },
  {
    id: 'ident-sum-visits-emailcapture-pricingent-thismonth',
    spec: { m: 'sum', s: 'identifications', field: 'visit_count', f: { idSource: 'email_capture', path: '/pricing/enterprise' }, w: thisP('month') },
    qs: [
      'For the people identified this month via email capture who also viewed /pricing/enterprise this month, what is the total of their visit counts?',
      'email-capture identifications this month w/ a /pricing/enterprise page view this month — sum their visit_count',
    ],
  },

  // ─── recommendations, keys, webhooks ─────────────────────────────────────────────────────────
  {
    id: 'rec-count-open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'How many recommendations are still open — new, or snoozed with the snooze already over? Leave out dismissed ones.',
      'open recs count pls (not the dismissed ones)',
    ],
  },
  {
    id: 'rec-list-open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'List the open recommendations — skip anything dismissed.',
      'which recommendations are open right now? exclude dismissed',
    ],
  },
  {
    id: 'key-list-all',
    spec: { m: 'list', s: 'keys' },
    qs: [
      'List every API key on this workspace, revoked or not.',
      'all our api keys (active + revoked) — names?',
    ],
  },
  {
    id: 'hook-count-enabled',
    spec: { m: 'count', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'How many of our webhook endpoints are enabled right now?',
      'enabled webhooks — how many (ignore disabled ones)',
    ],
  },
  {
    id: 'hook-list-disabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      'Which webhook endpoints are disabled?',
      'list the disabled webhooks pls',
    ],
  },

  // ─── declines: one qualifier the product does not hold ───────────────────────────────────────
  // industry / vertical
  {
    id: 'decline-industry-fintech-leads-pricing',
    spec: decline('industry: accounts carry no vertical'),
    qs: [
      'How many fintech lead accounts with intent of 80 or more viewed /pricing last week?',
      'last week, leads scoring 80+ on the pricing page — only count the fintech ones',
    ],
  },
  {
    id: 'decline-industry-healthcare-linkedin',
    spec: decline('industry: accounts carry no vertical'),
    qs: [
      'List the returning accounts with intent over 70 that came in from linkedin in the last 14 days — only the healthcare companies.',
      'which accts came back via linkedin in the past 2 weeks, intent above 70? Only the healthcare organisations.',
    ],
  },
  {
    id: 'decline-industry-saas-customers-avg',
    spec: decline('industry: accounts carry no vertical'),
    qs: [
      'What is the average intent score of our SaaS customers that visited this month?',
      'avg intent of customer accounts active this month. Restrict it to software/SaaS businesses.',
    ],
  },
  {
    id: 'decline-industry-manufacturing-toppages',
    spec: decline('industry: accounts carry no vertical'),
    qs: [
      'Top 3 pages by page views in the last 30 days from manufacturing companies?',
      'which three pages do manufacturers look at most (page views, past 30 days)',
    ],
  },
  // country / region / city
  {
    id: 'decline-geo-emea-emailcapture',
    spec: decline('location: visitors and accounts carry no country or region'),
    qs: [
      'How many EMEA visitors were identified through email capture this week?',
      'email-capture identifications this week with intent 40+ — just the ones in EMEA pls',
    ],
  },
  {
    id: 'decline-geo-germany-intent60',
    spec: decline('location: accounts carry no country'),
    qs: [
      'List the companies in Germany with intent over 60 that visited this month.',
      'accounts that visited this month, intent > 60, headquartered in germany — which ones?',
    ],
  },
  {
    id: 'decline-geo-uk-pricing-pv',
    spec: decline('location: page views carry no country'),
    qs: [
      'How many page views on /pricing came from the UK last month?',
      'last month /pricing page views. Only count visitors located in the United Kingdom.',
    ],
  },
  {
    id: 'decline-geo-california-new',
    spec: decline('location: accounts carry no state or city'),
    qs: [
      'How many new accounts this month are based in California?',
      'first-seen-this-month accounts w/ intent ≥ 50 — how many of them are California-based?',
    ],
  },
  {
    id: 'decline-geo-apac-recs',
    spec: decline('location: recommendations and accounts carry no region'),
    qs: [
      'Which open recommendations are about APAC accounts?',
      'open recs, but only for companies in asia-pacific — list them',
    ],
  },
  {
    id: 'decline-geo-london-sessions',
    spec: decline('location: sessions carry no city'),
    qs: [
      'How many sessions by customer accounts from London included /demo in the last 14 days?',
      'customer sessions touching /demo in the past 14 days, London offices only — count?',
    ],
  },
  // company size / headcount / revenue
  {
    id: 'decline-size-1000plus-demo',
    spec: decline('company size: accounts carry no headcount'),
    qs: [
      'How many enterprise-size companies with 1000+ employees viewed /demo in the last 14 days?',
      'accounts on the /demo page in the past 14 days — only those with over a thousand employees. how many?',
    ],
  },
  {
    id: 'decline-size-midmarket-returning',
    spec: decline('company size: accounts carry no headcount or segment'),
    qs: [
      'List the mid-market returning accounts with intent of 50 or more this week.',
      'which returning accts this week have intent ≥ 50? just the mid-market ones (200–1000 employees)',
    ],
  },
  {
    id: 'decline-size-revenue50m-brandsearch',
    spec: decline('company revenue: accounts carry no annual revenue'),
    qs: [
      'Which accounts with more than $50M in annual revenue came in on the brand-search campaign this month?',
      'brand-search campaign this month: list the companies doing over 50 million a year in revenue',
    ],
  },
  {
    id: 'decline-size-startups-identified-share',
    spec: decline('company size: accounts carry no headcount'),
    qs: [
      'Among visitors from startups with fewer than 50 employees, what percentage are identified?',
      'identified share for small companies (<50 staff) over the last 30 days, denominator = all their visitors',
    ],
  },
  // device / browser / OS
  {
    id: 'decline-device-mobile-pricing',
    spec: decline('device: not held per visitor or page view'),
    qs: [
      'How many mobile visitors looked at /pricing this week?',
      'this week, people on a phone who hit the /pricing page — count pls',
    ],
  },
  {
    id: 'decline-device-safari-customers-pv',
    spec: decline('browser: not held per page view'),
    qs: [
      'How many page views did customer accounts make on Safari last week?',
      'customer page views last week — only the ones from the Safari browser',
    ],
  },
  {
    id: 'decline-device-windows-lead-sessions',
    spec: decline('operating system: not held per session'),
    qs: [
      'How many sessions from Windows machines included a pricing page (/pricing or under it) this week?',
      'pricing-page sessions this week (/pricing, /pricing/*): count only the ones on windows PCs',
    ],
  },
  {
    id: 'decline-device-iphone-linkedin-share',
    spec: decline('device: attributed sessions carry no device'),
    qs: [
      'What share of linkedin attributed sessions last week came from iPhones?',
      'of last weeks attributed sessions from linkedin, what % were on iPhone?',
    ],
  },
  // job title / seniority
  {
    id: 'decline-title-vps-pricingent',
    spec: decline('job title: not held for the demo visitors (titles are never resolved)'),
    qs: [
      'Which VPs viewed /pricing/enterprise in the last 30 days?',
      'list the vice presidents that hit the enterprise pricing page in the past 30 days',
    ],
  },
  {
    id: 'decline-title-decisionmakers-emailcapture',
    spec: decline('seniority: not held'),
    qs: [
      'How many decision makers did we identify through email capture last month?',
      'email-capture identifications last month — only the decision-maker-level ones (director and up). how many?',
    ],
  },
  {
    id: 'decline-title-marketing-customer',
    spec: decline('job function: not held'),
    qs: [
      'Which people in marketing roles at {customer.name} visited this month?',
      '{customer.domain} visitors this month whose job title is in marketing — who?',
    ],
  },
  {
    id: 'decline-title-clevel-intent80',
    spec: decline('seniority: not held'),
    qs: [
      'How many C-level visitors with intent above 80 came back this week?',
      'returning people this week, intent over 80: how many are CEOs, CFOs, CTOs or similar?',
    ],
  },
  // time of day / weekday
  {
    id: 'decline-time-businesshours-demo',
    spec: decline('time of day: no timezone or business hours are held for visitors'),
    qs: [
      'How many page views of /demo happened during the visitors’ local business hours last week?',
      'last week /demo page views — just the ones in the visitor’s working hours (9 to 5)',
    ],
  },
  {
    id: 'decline-time-weekend-leads-sessions',
    spec: decline('weekday in the visitor’s local time: not held'),
    qs: [
      'How many sessions by leads on weekends this month included /pricing? Use the visitors’ local time.',
      'weekend sessions (visitor local time) from lead accounts this month that hit /pricing — count',
    ],
  },
  {
    id: 'decline-time-afterhours-identifications',
    spec: decline('time of day in the visitor’s local time: not held'),
    qs: [
      'How many identifications this month happened after hours in the person’s own timezone?',
      'identified people this month — count only the ones identified outside their local office hours',
    ],
  },
  // language
  {
    id: 'decline-language-spanish-facebook',
    spec: decline('language: not held'),
    qs: [
      'How many Spanish-speaking visitors came in from facebook this month?',
      'this month, utm source facebook — count the visitors whose browser language is Spanish',
    ],
  },
  {
    id: 'decline-language-french-intent50',
    spec: decline('language: not held'),
    qs: [
      'List the French-language visitors with intent over 50 who viewed /pricing/enterprise.',
      'visitors w/ intent > 50 on the enterprise pricing page — only ones browsing in french',
    ],
  },
  // CRM stage / owner / opportunity
  {
    id: 'decline-crm-negotiation-pricing',
    spec: decline('CRM stage: not held'),
    qs: [
      'Which accounts in the Negotiation stage in Salesforce viewed /pricing this week?',
      'accounts that hit /pricing this week. Analyse only the ones at the negotiation stage in our CRM.',
    ],
  },
  {
    id: 'decline-crm-owner-sarah',
    spec: decline('deal/account owner: not held'),
    qs: [
      'How many leads owned by Sarah have intent over 70 and visited in the last 7 days?',
      'Sarah’s accounts (she’s the account owner in salesforce): how many leads with intent above 70 were active in the past 7d?',
    ],
  },
  {
    id: 'decline-crm-opp50k-returning',
    spec: decline('opportunity value: not held'),
    qs: [
      'Which returning accounts this month have an open opportunity worth more than $50k?',
      'accounts that came back this month and have a 50k+ open opp in the pipeline — list pls',
    ],
  },
  {
    id: 'decline-crm-sqls-emailcapture',
    spec: decline('lifecycle stage (MQL/SQL): not held'),
    qs: [
      'How many SQLs did we identify via email capture last week?',
      'email-capture identifications last week that are sales-qualified (SQL) in the CRM — count',
    ],
  },
  {
    id: 'decline-crm-nps-customers',
    spec: decline('customer NPS / health score: not held'),
    qs: [
      'Which customers with an NPS below 7 looked at /pricing this month?',
      'customers viewing /pricing this month — just the detractors (NPS under 7)',
    ],
  },
  // ad spend / CPC
  {
    id: 'decline-ads-cpc-brandsearch',
    spec: decline('ad spend: not held'),
    qs: [
      'What was our cost per click on the google brand-search campaign last month?',
      'brand-search CPC last month? we run it on google',
    ],
  },
  {
    id: 'decline-ads-cost-per-identified-linkedin',
    spec: decline('ad spend: not held'),
    qs: [
      'What did each identified visitor from the linkedin abm-q3 campaign cost us this month?',
      'cost per identified visitor for abm-q3 on linkedin, this month, based on ad spend',
    ],
  },
  {
    id: 'decline-ads-spend-facebook',
    spec: decline('ad spend: not held'),
    qs: [
      'How much did we spend on the facebook launch-week campaign in the last 30 days, and how many attributed sessions did that buy per $100?',
      'facebook launch-week, past 30d: total ad spend and attributed sessions per hundred dollars?',
    ],
  },
  // email opens
  {
    id: 'decline-email-opened-digest',
    spec: decline('email opens: not held'),
    qs: [
      'How many people opened the monthly-digest email last week but never visited the site afterwards?',
      'monthly-digest: count of recipients who opened it last week and didn’t come to the site after',
    ],
  },
  {
    id: 'decline-email-openrate-leads',
    spec: decline('email opens: not held'),
    qs: [
      'What was the open rate of this month’s newsletter among visitors at lead accounts?',
      'newsletter open rate this month, lead accounts’ people only, as a %',
    ],
  },
  // tech stack
  {
    id: 'decline-tech-hubspot-intent60',
    spec: decline('tech stack: not held'),
    qs: [
      'List the accounts using HubSpot with intent over 60 that visited this week.',
      'hubspot shops with intent > 60 that were on the site this week — which accts?',
    ],
  },
  {
    id: 'decline-tech-snowflake-integrations',
    spec: decline('tech stack: not held'),
    qs: [
      'How many companies running Snowflake viewed /product/integrations last month?',
      '/product/integrations page last month — how many of the visiting accounts use snowflake as their data warehouse?',
    ],
  },
  {
    id: 'decline-tech-aws-new',
    spec: decline('tech stack: not held'),
    qs: [
      'Of the accounts first seen this month, which ones host on AWS?',
      'new accts this month (first seen in june) that run their stack on aws — list',
    ],
  },
  // scroll depth
  {
    id: 'decline-scroll-pricing-75',
    spec: decline('scroll depth: not held'),
    qs: [
      'How many visitors scrolled past 75% of the /pricing page this week?',
      'this week on /pricing: count people who scrolled at least three quarters down',
    ],
  },
  {
    id: 'decline-scroll-blog-linkedin',
    spec: decline('scroll depth: not held'),
    qs: [
      'What is the average scroll depth on blog posts for visitors who came from linkedin this month?',
      'linkedin visitors this month reading /blog/ posts — avg scroll depth %?',
    ],
  },
  // funding
  {
    id: 'decline-funding-seriesb-intent50',
    spec: decline('funding round: not held'),
    qs: [
      'Which Series B companies with intent above 50 visited this week?',
      'accounts active this week, intent over 50, that have raised a series B — list',
    ],
  },
  {
    id: 'decline-funding-recent-demo',
    spec: decline('funding: not held'),
    qs: [
      'How many recently funded startups viewed /demo in the last 14 days?',
      'past 14 days on the /demo page: count only companies that raised money in the last 6 months',
    ],
  },
  {
    id: 'decline-funding-raised-new-accounts',
    spec: decline('funding: not held'),
    qs: [
      'What is the average intent of new accounts this month that closed a funding round this year?',
      'avg intent, accounts first seen this month. Only the ones that raised a round in 2025.',
    ],
  },
  // third-party intent topics
  {
    id: 'decline-topic-bombora-surge',
    spec: decline('third-party intent topics: not held (only the product’s own intent score)'),
    qs: [
      'Which accounts that visited this week are surging on the "visitor identification" topic in Bombora?',
      'bombora surge on visitor identification + on our site this week — which accounts?',
    ],
  },
  {
    id: 'decline-topic-6sense-stage',
    spec: decline('third-party buying stage: not held'),
    qs: [
      'How many accounts in the 6sense "Decision" buying stage came from google last week?',
      'last week google-sourced accounts — how many are in 6sense decision stage?',
    ],
  },
];

export const SET24 = flatten(SET24_FAMILIES);
