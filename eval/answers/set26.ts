// Set 26 — "a head of sales on Monday morning". Written 2026-11-27 by a helper session, blind.
//
// Blindness: never read anything under subgraphs/copilot/, any other question set (set4.ts … set25.ts,
// heldout*.ts, blind.ts, tuned.ts, eval/questions.ts, eval/heldout.ts), anything in scratch/ except
// this set's own checker (scratch/check26.ts), test/ outside test/helpers/, README.md or git history;
// never ran the copilot or eval/copilot.ts and asked the service no question. Read only:
// eval/answers/set.ts, truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (for
// prepareSecond), eval/demo.ts, subgraphs/accounts/demo/{traffic,companies}.ts, test/helpers/server.ts
// and db.ts. Nothing else was opened (index.ts was read whole, which lists the other sets' names
// and imports, not their contents; directory listings of eval/answers/ and scratch/ showed file
// names only).
//
// Style: plain business English as typed into a chat box by a sales lead at the start of the week:
// short and long, some lower case, a few typos (vistors, webiste, veiwed, sesions, compaines) and
// British spellings (organisations, analyse, programmes). Each family is one truth spec with two
// different phrasings. Account figures and lists say whether the consumer-mailbox `personal` account
// counts (truth.ts counts it wherever it matches); page-view figures say "page views"; every share
// states its denominator; all-time questions say "all time" / "ever".
//
// Coverage: 71 families, 142 questions. Measures: count 33, list 8, top 7 (entities by
// visitor_count / views / visit_count; groups by path, channel, source, campaign), compare 4,
// last 4, first 3, share 3, avg 2, sum 1, decline 6 (deal value, quota, forecast, a "why",
// phone number, email reply rate). Subjects: accounts 20, visitors 15, page views 14, sessions 5,
// attributed sessions 5, identifications 3, recommendations 1, API keys 1, webhooks 1.
// Windows: all time 17, last N days 13 (7, 14, 30), this month 9 (+2 in compares), today 6,
// this week 6 (+2 in compares), yesterday 5, last week 3 (+2 in compares), since a date 3,
// between dates 2, last month 1 (+2 in compares).
// Filters: classification, intent (>=, <), visits (>, between), exact path, path prefix, channel,
// utm source, utm campaign, identification source, domain, company name, person email,
// identified / not identified, new, returning.
//
// Values: channels (email, paid_social), sources (linkedin, g2, newsletter), campaigns (abm-q3,
// launch-week), paths (/pricing, /demo, /blog/, /pricing prefix) and identification source
// email_capture are present on both workspaces (demo and second); placeholders {customer.*},
// {competitor.name}, {lead.*}, {person.email}, {person2.email} come from eval/demo.ts DemoRefs.
//
// Checked with scratch/check26.ts (git-ignored): both workspaces prepared exactly as the eval does
// (startEvalServer, prepareDemo, prepareSecond), every spec filled and evaluated with measures.ts /
// truth.ts at the eval clock 2025-06-18T12:00Z: specProblems empty for all, every list ≤ 50 rows on
// both workspaces (largest 16), no top-N tie across its cut on any reading, and every filter and
// window changes the truth on at least one workspace when dropped (measures.ts broader/sameTruth).
// Zero truths: none — every non-decline family has a non-zero truth (non-empty list, a time) on
// both workspaces.
import { flatten, type Family, TODAY, YESTERDAY, ALL, days, thisP, lastP, since, between } from './set.js';

export const SET26_FAMILIES: Family[] = [
  // ---- accounts ----
  { id: 'acct-count-today', spec: { m: 'count', s: 'accounts', w: TODAY },
    qs: ['how many companies have been on the site today? count the personal-mailbox bucket too', 'Quick one before standup: number of accounts that visited today (personal account included if it shows up)'] },
  { id: 'acct-list-yesterday-customers', spec: { m: 'list', s: 'accounts', f: { classification: 'customer' }, w: YESTERDAY },
    qs: ['which of our customers were on the webiste yesterday?', 'list the customer accounts that visited yesterday'] },
  { id: 'acct-count-hot-leads-7d', spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 80 } }, w: days(7) },
    qs: ['How many leads with an intent score of 80 or more visited in the last 7 days? (the personal bucket counts if it qualifies)', 'hot leads this past week — count of lead accounts, intent >= 80, that were on the site in the last seven days, personal included'] },
  { id: 'acct-list-hot-today', spec: { m: 'list', s: 'accounts', f: { intent: { op: '>=', v: 95 } }, w: TODAY },
    qs: ['Which accounts with an intent score of 95+ have been on the site today? personal included if it qualifies', 'list todays visiting companies scoring at least 95 on intent (count the personal bucket too)'] },
  { id: 'acct-new-month', spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: ['how many brand new accounts have we picked up this month (first seen this month, personal counted if it is new)?', 'Number of organisations first seen in June so far — i.e. this month — including the personal account if it qualifies'] },
  { id: 'acct-returning-last-week', spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: ['How many returning accounts did we see last week — companies that visited last week and were first seen before it? Personal counts.', 'count of returning companies last week (already known before the week started), incl. the personal bucket'] },
  { id: 'acct-avg-intent-leads-month', spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'lead' }, w: thisP('month') },
    qs: ['what is the average intent score of lead accounts that visited this month? personal counts as a lead here', 'Average intent across the lead accounts active this month (personal account included)'] },
  { id: 'acct-sum-visits-customers', spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: ['total visit count across all our customer accounts, all time', 'Add up the visits of every customer account ever — what is the total?'] },
  { id: 'acct-share-leads-7d', spec: { m: 'share', s: 'accounts', part: { classification: 'lead' }, w: days(7) },
    qs: ['Of all accounts that visited in the last 7 days (personal included), what percentage are leads?', 'what share of the accounts active over the past seven days are classified as leads? denominator = every account that visited in those 7 days, personal bucket included'] },
  { id: 'acct-first-seen-customer', spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{customer.domain}' }, w: ALL },
    qs: ['When did we first see {customer.domain}?', 'first time {customer.domain} ever showed up on the site — date and time please'] },
  { id: 'acct-last-seen-competitor', spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { company: '{competitor.name}' }, w: ALL },
    qs: ['when was {competitor.name} last on our website?', 'Last time {competitor.name} visited us, ever?'] },
  { id: 'acct-compare-week', spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: ['How many accounts visited this week compared with last week? personal counts in both', 'accounts on site this week vs last week — give me both numbers (personal bucket included)'] },
  { id: 'acct-visits-10-20', spec: { m: 'count', s: 'accounts', f: { visits: { op: 'between', lo: 10, hi: 20 } }, w: ALL },
    qs: ['how many accounts have between 10 and 20 visits in total (inclusive), all time? include personal if it fits', 'Count of companies whose lifetime visit count is 10–20 inclusive, ever, personal included'] },
  { id: 'acct-campaign-abm-30d', spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3' }, w: days(30) },
    qs: ['How many accounts came in through the abm-q3 campaign in the last 30 days? (personal counts)', 'number of companies with a page view from utm campaign abm-q3 over the past 30 days, incl. personal'] },
  { id: 'acct-list-demo-yesterday', spec: { m: 'list', s: 'accounts', f: { path: '/demo' }, w: YESTERDAY },
    qs: ['which accounts looked at the /demo page yesterday? just that exact page, personal included', 'List companies that viewed /demo (exact page) yesterday — include the personal bucket if it is there'] },
  { id: 'acct-blog-since', spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/blog/' }, w: since('2025-06-01') },
    qs: ['How many accounts have read anything under /blog/ since 1 June 2025? personal counts', 'count of organisations with a page view of any /blog/* page since 2025-06-01, personal account included'] },
  { id: 'acct-top-visitors', spec: { m: 'top', s: 'accounts', n: 3, by: 'visitor_count', w: ALL },
    qs: ['top 3 accounts by number of visitors, all time — include the personal bucket', 'Which three companies have the most individual visitors ever? (personal account counts)'] },
  { id: 'acct-top-views-week', spec: { m: 'top', s: 'accounts', n: 4, by: 'views', f: { classification: 'lead' }, w: thisP('week') },
    qs: ['Top 4 lead accounts by page views this week, personal included', 'which four leads racked up the most page views this week? (count personal as a lead)'] },
  { id: 'acct-pricing-prefix-excl', spec: { m: 'count', s: 'accounts', f: { pathPrefix: '/pricing' , intent: { op: '<', v: 50 } }, w: days(14) },
    qs: ['how many accounts with intent under 50 looked at pricing pages (anything starting /pricing) in the last 14 days? personal counts', 'Low-intent companies (score below 50) that hit any /pricing page over the past fortnight — how many? include personal'] },
  { id: 'acct-list-between-competitors', spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' }, w: between('2025-06-01', '2025-06-07') },
    qs: ['Did any competitors visit between 1 and 7 June 2025? list them', 'which competitor companies were on the site between 2025-06-01 and 2025-06-07?'] },
  // ---- visitors ----
  { id: 'vis-count-today', spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: ['how many vistors so far today?', 'Number of people on the website today'] },
  { id: 'vis-identified-7d', spec: { m: 'count', s: 'visitors', f: { identified: true }, w: days(7) },
    qs: ['How many identified visitors did we get in the last 7 days?', 'count of known (identified) visitors active over the past week, last seven days'] },
  { id: 'vis-list-customer-month', spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: thisP('month') },
    qs: ['who from {customer.domain} has been on the site this month?', 'List the visitors from {customer.domain} this month'] },
  { id: 'vis-new-week', spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: ['How many new visitors this week? (first visit this week)', 'number of first-time visitors since monday, this week'] },
  { id: 'vis-returning-yesterday', spec: { m: 'count', s: 'visitors', f: { returning: true }, w: YESTERDAY },
    qs: ['how many returning visitors did we have yesterday', 'Yesterday: count of visitors who came back (first visit before yesterday)'] },
  { id: 'vis-avg-intent-pricing-30d', spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { path: '/pricing' }, w: days(30) },
    qs: ['Average intent score of visitors who viewed the /pricing page (exactly that page) in the last 30 days?', 'whats the avg intent of people that looked at /pricing - that exact page - over the past 30 days'] },
  { id: 'vis-email-capture-ever', spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: ALL },
    qs: ['How many visitors have ever been resolved via email capture?', 'count of visitors whose identification source is email_capture, all time'] },
  { id: 'vis-share-identified-month', spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('month') },
    qs: ['What percentage of this month\'s visitors are identified? (denominator: all visitors this month)', 'share of visitors identified this month, out of every visitor seen this month'] },
  { id: 'vis-last-person', spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{person.email}' }, w: ALL },
    qs: ['when was {person.email} last on the site?', 'Last visit ever by {person.email}?'] },
  { id: 'vis-first-person2', spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' }, w: ALL },
    qs: ['When did {person2.email} first visit us?', 'first ever visit from {person2.email} — when was it'] },
  { id: 'vis-many-visits-14d', spec: { m: 'count', s: 'visitors', f: { visits: { op: '>', v: 10 } }, w: days(14) },
    qs: ['How many visitors with more than 10 visits in total were active in the last 14 days?', 'count of heavy visitors (visit count over 10) seen over the last 14 days'] },
  { id: 'vis-linkedin-since', spec: { m: 'count', s: 'visitors', f: { source: 'linkedin' }, w: since('2025-06-01') },
    qs: ['how many visitors came from linkedin (utm source) since June 1st 2025?', 'Visitors with a page view from utm_source linkedin since 2025-06-01 — how many?'] },
  { id: 'vis-anon-today', spec: { m: 'count', s: 'visitors', f: { identified: false }, w: TODAY },
    qs: ['How many anonymous (not identified) visitors today?', 'count of unidentified visitors on the site today'] },
  { id: 'vis-list-competitor-7d', spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: days(7) },
    qs: ['list the visitors from competitor accounts over the last 7 days', 'Who from our competitors has been on the site in the past seven days?'] },
  { id: 'vis-top-visits-customer', spec: { m: 'top', s: 'visitors', n: 1, by: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: ['who is the single most frequent visitor from our customer accounts, by visit count, all time?', 'Which one person at a customer account has the most visits ever?'] },
  // ---- page views ----
  { id: 'pv-today', spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: ['how many page views today?', 'Page views so far today, please'] },
  { id: 'pv-pricing-yesterday', spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY },
    qs: ['How many page views did the /pricing page get yesterday (that exact page only)?', 'page views of /pricing yesterday, exact page not subpages'] },
  { id: 'pv-blog-last-week', spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('week') },
    qs: ['Blog page views last week? everything under /blog/', 'how many page views did the /blog/* pages get last week'] },
  { id: 'pv-top-pages-30d', spec: { m: 'top', s: 'page_views', n: 5, group: 'path', w: days(30) },
    qs: ['What were our top 5 pages by page views over the last 30 days?', 'five most veiwed pages, past 30 days, by page views'] },
  { id: 'pv-top-channels-month', spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: thisP('month') },
    qs: ['top 3 channels by page views this month', 'Which three channels drove the most page views this month? Ranked by page views, biggest first'] },
  { id: 'pv-customer-month', spec: { m: 'count', s: 'page_views', f: { company: '{customer.name}' }, w: thisP('month') },
    qs: ['How many page views has {customer.name} racked up this month?', 'page views from {customer.name} this month'] },
  { id: 'pv-person-ever', spec: { m: 'count', s: 'page_views', f: { email: '{person.email}' }, w: ALL },
    qs: ['how many page views has {person.email} had, ever?', 'Total page views by {person.email}, all time — I want to analyse how engaged they are'] },
  { id: 'pv-share-pricing-week', spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('week') },
    qs: ['What share of this week\'s page views were on pricing pages (any path starting /pricing)? Denominator: all page views this week', 'percentage of page views this week that hit /pricing or its sub-pages, out of all this week\'s page views'] },
  { id: 'pv-compare-week', spec: { m: 'compare', s: 'page_views', w: thisP('week'), w2: lastP('week') },
    qs: ['page views this week vs last week?', 'How do this week\'s page views compare with last week\'s? give both figures'] },
  { id: 'pv-last-demo', spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/demo' }, w: ALL },
    qs: ['When did someone last view the /demo page?', 'most recent page view of /demo, ever — what time'] },
  { id: 'pv-email-between', spec: { m: 'count', s: 'page_views', f: { channel: 'email' }, w: between('2025-06-01', '2025-06-07') },
    qs: ['How many page views came from the email channel between 1 and 7 June 2025?', 'email-channel page views from 2025-06-01 to 2025-06-07 inclusive'] },
  { id: 'pv-identified-yesterday', spec: { m: 'count', s: 'page_views', f: { identified: true }, w: YESTERDAY },
    qs: ['how many page views yesterday were by identified visitors', 'Page views from known (identified) people yesterday?'] },
  { id: 'pv-campaign-launch-last-month', spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: lastP('month') },
    qs: ['How many page views did the launch-week campaign bring in last month?', 'page views with utm campaign launch-week in May (last month)'] },
  { id: 'pv-first-source-g2', spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { source: 'g2' }, w: ALL },
    qs: ['When did we get our very first page view from g2 (utm source)?', 'first ever page view with utm_source g2 — when?'] },
  // ---- sessions ----
  { id: 'sess-today', spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: ['how many sessions have started today?', 'Number of sessions today'] },
  { id: 'sess-pricing-7d', spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: days(7) },
    qs: ['How many sessions in the last 7 days included a view of the /pricing page (exact path)?', 'sessions over the past seven days that hit /pricing itself'] },
  { id: 'sess-lead-week', spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}' }, w: thisP('week') },
    qs: ['How many sessions has {lead.domain} had this week?', 'sessions from {lead.domain} so far this week'] },
  { id: 'sess-compare-month', spec: { m: 'compare', s: 'sessions', w: thisP('month'), w2: lastP('month') },
    qs: ['sesions this month vs last month?', 'How many sessions did we have this month, and how does that compare with last month?'] },
  { id: 'sess-email-capture-14d', spec: { m: 'count', s: 'sessions', f: { idSource: 'email_capture' }, w: days(14) },
    qs: ['How many sessions in the last 14 days came from visitors identified by email capture?', 'sessions over the past 14 days by visitors whose resolution source is email_capture'] },
  // ---- attributed sessions ----
  { id: 'attr-paid-social-30d', spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: days(30) },
    qs: ['How many attributed sessions did paid social bring in over the last 30 days?', 'paid_social attributed sessions, past 30 days'] },
  { id: 'attr-top-sources-last-week', spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: lastP('week') },
    qs: ['top 3 traffic sources by attributed sessions last week', 'Which three sources drove the most attributed sessions last week?'] },
  { id: 'attr-top-campaigns-ever', spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: ALL },
    qs: ['what are our top 2 campaigns by attributed sessions, all time?', 'Best two marketing programmes (utm campaigns) ever, ranked by attributed sessions'] },
  { id: 'attr-newsletter-since', spec: { m: 'count', s: 'attributed_sessions', f: { source: 'newsletter' }, w: since('2025-06-01') },
    qs: ['How many attributed sessions from the newsletter source since 1 June 2025?', 'attributed sessions with source newsletter since 2025-06-01'] },
  { id: 'attr-compare-email', spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'email' }, w: thisP('month'), w2: lastP('month') },
    qs: ['email channel attributed sessions this month vs last month', 'How did the email channel do this month compared with last month, in attributed sessions? both numbers please'] },
  // ---- identifications ----
  { id: 'ident-7d', spec: { m: 'count', s: 'identifications', w: days(7) },
    qs: ['How many people did we identify in the last 7 days?', 'identifications over the past week (last seven days) — how many'] },
  { id: 'ident-leads-month', spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: thisP('month') },
    qs: ['how many visitors at lead accounts got identified this month? (personal counts as a lead)', 'Identifications at lead compaines this month, personal bucket included'] },
  { id: 'ident-last', spec: { m: 'last', s: 'identifications', field: 'identified_at', w: ALL },
    qs: ['When was the most recent identification, ever?', 'last time we identified anyone — timestamp please'] },
  // ---- recommendations, keys, webhooks (all time) ----
  { id: 'rec-open', spec: { m: 'count', s: 'recommendations', f: { state: 'open' }, w: ALL },
    qs: ['how many open recommendations are there right now, all told?', 'Count of open recommendations (all time)'] },
  { id: 'keys-all', spec: { m: 'list', s: 'keys', w: ALL },
    qs: ['List every API key we have ever created', 'what api keys exist on this workspace? all of them, ever'] },
  { id: 'hooks-disabled', spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' }, w: ALL },
    qs: ['any disabled webhooks? list them', 'Which webhook endpoints are switched off (disabled)?'] },
  // ---- declines ----
  { id: 'decline-deal-value', spec: { m: 'decline', why: 'deal values / pipeline amounts are not held' },
    qs: ['What is the total deal value of our open pipeline with {customer.name}?', 'how much is the {lead.name} deal worth?'] },
  { id: 'decline-quota', spec: { m: 'decline', why: 'sales quotas are not held' },
    qs: ['Are my reps on track to hit quota this quarter?', 'whats our quota attainment for the team so far'] },
  { id: 'decline-forecast', spec: { m: 'decline', why: 'revenue forecasts are not held' },
    qs: ['Give me the revenue forecast for next quarter', 'what will we close in July? forecast please'] },
  { id: 'decline-why', spec: { m: 'decline', why: 'visitor motives are not held' },
    qs: ['Why did {competitor.name} look at our pricing?', 'why has {lead.name} gone quiet on us'] },
  { id: 'decline-phone', spec: { m: 'decline', why: 'phone numbers are not held' },
    qs: ["What's the phone number for {person.email}?", 'can you give me a direct dial for {person2.email}'] },
  { id: 'decline-reply-rate', spec: { m: 'decline', why: 'email reply rates are not held' },
    qs: ['What was the reply rate on our outbound emails last week?', 'how many prospects replied to our sequences this month — reply rate %?'] },
];

export const SET26 = flatten(SET26_FAMILIES);
