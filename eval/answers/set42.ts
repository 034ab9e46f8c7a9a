// Answer-graded set 42: "an AI agent or script sending structured, spec-like requests, and a founder
// who writes long, rambling messages". Written 2026-11-28 by a helper session, blind.
//
// Blindness: written without seeing how the copilot reads questions. Read only: eval/answers/set.ts,
// truth.ts, measures.ts, windows.ts, grade.ts, run.ts, the import lines of index.ts (how a set is
// exported; index.ts not edited), the first 80 lines of set35.ts (its header) and its import/export
// lines (not its families), eval/demo.ts (its copilot import never followed), subgraphs/accounts/demo/
// (index.ts, companies.ts, traffic.ts, store.ts, random.ts, demo.repository.ts), schema.prisma (its
// model/enum list, the Classification enum, and the Account, Visitor, AccountCount, VisitorCount,
// PlanCapTier, RawEvent, Visit, AttributionDaily, Recommendation, EnrichmentConfig to EspConnection
// models), test/helpers/server.ts and test/helpers/db.ts, /work/shared/spec/signal-service-interface.md
// (sections 1 to 4.6, and the list of its headings), and for the scratch scripts only lines 1-37 of
// server/demo-bootstrap.ts (imports, DEMO constants, createDemoWorkspace) and the line a grep for
// createDemoWorkspace showed, the export lines of core/db/index.ts with its Database interface and
// openDatabase (lines 9-66), core/clock.ts (its 20 lines), the scripts block of package.json, and the
// file names (not contents) in eval/ and eval/answers/. Values were read from the two generated
// workspaces' tables with plain SQL (psql) and with the harness's own truth (measures.ts evaluateSpec,
// broader, sameTruth, specProblems) in scratch/check42*.ts: both workspaces were built with
// createDemoWorkspace alone (the demo's defaults, and eval/demo.ts SECOND_WORKSPACE: 420 visitors, 45
// days, seed 20250618, its values copied, not imported) through test/helpers/server.ts startTestServer
// on a throwaway PostgreSQL database (set42_scratch, dropped afterwards) with a ManualClock at the eval
// clock, Wed 18 June 2025 12:00 UTC; no copilot setup ran, and its effects the truths can depend on were
// applied by hand (rec3 dismissed; person3 marked contacted; no question here asks about the setup's
// API keys, webhooks, rules, destinations, conversations or facts); the refs were read back with
// eval/demo.ts readRefs' queries copied into the scratch script. Nothing was ever asked of the product.
// Never opened: subgraphs/copilot/, any other question set (set4-41 beyond the set35 lines above,
// heldout*, blind, tuned, eval/questions.ts, eval/heldout.ts), scratch/ other than check42*, tests
// outside test/helpers/, README.md; no git command was run.
//
// Style: two phrasings per family. The first is persona 1, an AI agent or script: structured requests
// in readable English words, as "key: value; key: value" lists ("metric: count; subject: accounts;
// filter: ...; window: ...; bots: excluded; output: one integer"), "key=value | key=value" pipes,
// brace-wrapped JSON-ish fragments ("{metric: count, subject: accounts, ...}"), and SQL-ish lines
// ("SELECT COUNT(DISTINCT account) FROM page views WHERE utm_campaign = 'abm-q3' AND day BETWEEN ...",
// "GROUP BY page path ... ORDER BY page views DESC LIMIT 3", "MIN(first_seen_at)", "SUM(visit_count)",
// "path LIKE '/blog/%'"), with field-like names (intent_score, visit_count, first_seen_at,
// identified_at, utm_source, channel, identification source = asn) and ISO dates ("window: last week
// (2025-06-09..2025-06-15)", "since 2025-06-04 (inclusive) up to now"). The second is persona 2, a
// founder writing long, rambling messages: one or two sentences of context and asides (board
// meetings, co-founders, agencies, investors), often naming figures they are NOT asking for ("last
// quarter the deck said forty-something", "the deck from last quarter says 60%", "I already know
// /pricing/enterprise is getting more attention", "we had a few hundred page views, but I'm not asking
// for that"), then exactly one question (one question mark), sometimes followed by a remark ("Context:
// our advisor says healthy SaaS sites see 10% or so there"). Dates in persona 2 are written as "June
// 4th", "Monday the 9th to Sunday the 15th", "Monday May 26 through Sunday June 1", "June 2nd and June
// 12th, both days included", "the Tuesday before, June 10th", "in May, the whole month". The clock is
// Wed 18 June 2025 12:00 UTC, so "today" is 18 June, "yesterday" 17 June, "this week" Monday 16 June
// to now, "last week" 9-15 June, "this month" 1-18 June, "last month" May.
//
// Conventions every question states in its persona's words: page views, visitors and sessions
// exclude bots (persona 1: "bots: excluded", "real people only (bots excluded)"; persona 2: "real
// people only", "no bots", "humans only", "real humans only, bots out"), except a named person's own
// page views and sessions; sessions split on 30 minutes of inactivity and are dated by their start
// ("session = one visitor's page views split at gaps over 30 minutes, dated by its start" / "a new
// session after 30 minutes of inactivity, counted on the day it starts"); attributed sessions are the
// attribution (campaign) rollup's (every such question names the rollup); an identification is a
// visitor identified by any method (or by the named method), dated by when identified, and
// identification questions never mention bots; intent is the current score ("current"), visit counts
// are all-time ("all-time"); every share names its base ("base = all page views" / "out of all page
// views this month"); "new" is first seen (accounts) or first visit (visitors) inside the window, and
// "returning" a visit in the window by someone first seen or first visiting before it, both spelled
// out; all-time questions say "all time", "ever" or "all of history". Account questions whose filters
// the consumer-mailbox `personal` account meets on either workspace (visited in a window, a page, a
// channel, source or campaign, leads with intent 70+, more than 20 visits, intent 100, top by visits or
// by pricing views, average intent or visitor count, share of high intent) carry a sentence saying it
// counts as one account (persona 1: 'note: the consumer-mailbox account "personal" counts as one
// account'; persona 2: "the Gmail and Outlook crowd all sits under one account called 'personal'; if
// it qualifies, it counts as one account", "the 'personal' bucket where all the consumer-email folks
// land counts as one account"); the visitor and identification questions filtered on lead accounts
// say that people on `personal` (a lead account) count; the other account questions filter it out
// (customers, competitors, a named domain) or it cannot match (new accounts this month or in the weeks
// compared, intent 40-60 or below 30, 20-40 visits, checked on both workspaces in check42_lint.ts).
// acc-list-intent100-blog-today keeps the sentence though `personal` (intent 100) happens not to read
// the blog today on either workspace. Pages are named by path; recommendations are asked without a
// window, "open" spelled out as new, or snoozed with the snooze over. Named entities use DemoRefs
// placeholders ({lead.name}, {lead.domain}, {lead2.name}, {customer.name}, {customer.domain},
// {customer2.name}, {competitor.name}, {competitor.domain}, {person.email}, {person2.email},
// {person3.email}).
//
// Known limits on these workspaces (checked in scratch/check42.ts with specProblems, broader/sameTruth
// and a stricter check that no reading of a broader question's truth equals any reading of the
// family's, plus empty, zero, no-time and 0/100 truths, windows covering all of a workspace's visits,
// and ties at a top-N cut; 0 problems on both workspaces): every answerable family's constraints each
// change its truth on both workspaces (for comparisons, each filter dropped was checked too). First
// drafts that failed were replaced: leads with intent 80+ in the last 7 days (all of them visited, on
// the second workspace), customer accounts visiting yesterday (all three, demo), the top 3 accounts by
// pricing views this month (tie at the cut), the last-seen lead with intent 20 or less (the latest of
// all such accounts), new accounts in two June weeks (3 vs 3, second), leads with 5-15 visits (no
// other class has 5-15), ASN visitors in May (all of them, second), visitors above 90 intent from
// organic search (zero, second), competitor people on pricing in 10 days (all of them), the top 3 lead
// visitors this month and top 3 identifications by visits (ties at the cut), the visit sum of
// competitor people in 10 days (all of them), the top paths last week and top channels last month
// (ties; the all-time order), lead2's first session in May (its first ever), the top campaigns in May
// (the all-time order), the first ASN identification last week (none, second). Ties inside a top-N
// (not at the cut, the grader accepts either order): vis-top2-lead-visits-this-month (22 and 22 on the
// demo, 21 and 21 on the second) and attr-top3-sources-jun1-14 (facebook and newsletter, 23 each, on
// the second). Small truths (5 or fewer on a workspace): vis-list-customer-domain-last-week (1 visitor,
// second), acc-list-customers-pricing-last-week (2 on both, the same two domains), acc-list-intent100-
// blog-today (2, second), vis-new-yesterday (4/2), id-today (4/5), id-emailcapture-yesterday (4/2),
// ses-customers-this-week (2, second), ses-person-all-time (4/5), ses-excluded-this-month (4,
// second), vis-customers-demo-since-may28 (4, second), pv-enterprise-yesterday (3, second),
// acc-pricing-yesterday and vis-intent-gt70-organic-14d (5, second), acc-compare-new-weeks (3 vs 7,
// second). Windows: the demo's data starts 21 May 12:20 UTC, so "last N days" stays at 14 or less and
// "since" dates are late May or June; attributed sessions read the rollup by UTC day (the calendar
// reading of "last 7 days"). Recommendations: 14 on each workspace, 13 open once rec3 is dismissed (so
// the open share is 92.86%); their subjects are distinct, and rec-open-list's keys assume the eval
// dismisses the same subject as here (readRefs' order). Attribution channels, sources and campaigns
// are one-to-one in the demo data, so an attributed-session source question answered by its channel
// reads the same; page-view channels are not (the social channel also holds non-campaign views).
// Identifications are not filtered on bots by the truth; the identification questions do not mention
// bots.
//
// Coverage (126 families, 252 questions): measures count 52, list 6, top 8, first 5, last 5, avg 4,
// sum 4, share 8, compare 6, decline 28; subjects (answerable) accounts 22, visitors 20, page views 18,
// sessions 12, attributed sessions 10, identifications 13, recommendations 3; filters (a share's part
// included) classification 16 (lead 5, customer 6, competitor 4, excluded 1), intent 9 (= 1, > 1, >= 3,
// < 2, <= 1, between 1), visit count 3 (> 1, >= 1, between 1), exact path 8, path prefix 9, channel 5,
// source 6, campaign 4, identification source 9, domain 4, company name 3, email 3, identified 5 (true
// 3 with a share's part, false 2), new 4, returning 2, recommendation state 3; groupings path 1,
// channel 1, campaign 1, source 1; windows (a comparison's two counted) today 5, yesterday 11, this
// week 8, last week 15, this month 15, last month 9, last N days 10 (3, 5, 7, 10, 14), since a date 8,
// between two dates 9, all time 11, none (recommendations) 3.
//
// Declines (28), each otherwise answerable with one constraint no table or column holds: visitor age,
// household income, university attended, birthdays, DISC personality type, AWS certification, visits
// to a competitor's own website, walk-ins at a physical showroom, billboard exposure, podcast
// listening, swag boxes sent, VAT numbers on file, out-of-office auto-replies, security questionnaires
// received, RFPs received, recorded sales-call length, Glassdoor rating, press mentions, DocuSign
// envelopes signed, physical sample requests, beta-program enrollment, data breaches, direct-mail
// postcards, having a Wikipedia article, GitHub stars of our repo, patent filings, litigation with us,
// online academy course completion.
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

export const SET42_FAMILIES: Family[] = [
  // ─── accounts ──────────────────────────────────────────────────────────────
  {
    id: 'acc-leads-intent70-7d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: '>=', v: 70 } }, w: days(7) },
    qs: [
      'metric: count; subject: accounts; filter: classification = lead AND intent_score >= 70 (the current score); window: last 7 days (the account had at least one page view in it); bots: excluded, real people only; note: the consumer-mailbox account "personal" counts as one account; output: one integer',
      "Our head of sales keeps telling me we have 'tons' of warm leads, and last quarter the deck said forty-something, but I never know what that's based on. I just want a number I trust before I talk to her. So: how many lead accounts with a current intent score of 70 or higher have visited the site in the last 7 days, counting real people only, no bots? The Gmail and Outlook crowd all sits under one account called 'personal'; if it qualifies, it counts as one account.",
    ],
  },

  {
    id: 'acc-new-this-month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'SELECT COUNT(*) FROM accounts WHERE account is new in the window; new = first_seen_at falls inside the window; window = this month (2025-06-01 00:00 UTC to now); output: integer',
      "I'm putting together a slide on top-of-funnel growth and our marketing agency is claiming credit for everything, including the three customers we signed in the spring. Whatever. What I actually need: how many accounts are brand new this month, meaning we saw them for the very first time at some point since June 1st? That's the one number I want.",
    ],
  },
  {
    id: 'acc-returning-last-week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      'metric=count | subject=accounts | filter=returning (had a page view during the window AND first_seen_at before the window start) | window=last week (Mon 2025-06-09 to Sun 2025-06-15) | bots=excluded (real people only) | the consumer-mailbox account "personal" = one account',
      "We're debating whether our content actually brings companies back or whether it's all one-and-done traffic. My co-founder thinks repeat visits dropped when we paused the newsletter for a week. Anyway, simple question: last week (Monday the 9th to Sunday the 15th), how many returning accounts did we have, meaning companies that came to the site last week but that we had first seen before that week started? Humans only, no bots, and the lumped-together 'personal' account for consumer emails counts as one account.",
    ],
  },
  {
    id: 'acc-intent-40-60-all',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } }, w: ALL },
    qs: [
      'metric: count; subject: accounts; filter: intent_score BETWEEN 40 AND 60 (both inclusive, current score); window: all time (every account ever seen); output: integer',
      "I keep thinking about the lukewarm middle: the accounts that aren't cold but aren't hot either. Our investor suggested a nurture sequence for them, which might be smart or might be a wasted month. Across every account we've ever seen, all time, how many currently have an intent score between 40 and 60, both ends included?",
    ],
  },
  {
    id: 'acc-intent-lt30-last-month',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 30 } }, w: lastP('month') },
    qs: [
      'count(accounts) WHERE intent_score < 30 (current value) AND the account had >= 1 page view in the window; window = last calendar month (May 2025); bots excluded (real people only)',
      "Bit of a weird one. Our SDRs say May was full of low-quality traffic, tire-kickers basically, and I want to see if that holds. They also claim June is better, but I'm not asking about June. How many accounts that visited us in May (the whole calendar month, real people only, no bots) have a current intent score below 30?",
    ],
  },
  {
    id: 'acc-visits-gt20-this-week',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 20 } }, w: thisP('week') },
    qs: [
      'metric: count; subject: accounts; filter: visit_count > 20 (all-time total visits); window: this week (Mon 2025-06-16 to now), the account must have a page view in it; bots: excluded; note: the consumer-mailbox account "personal" counts as one account',
      "We had a lot of traffic on Monday after our founder-story post went around, and people keep asking me if it's the same old faces. Of the accounts that have been on the site this week so far (since Monday, real humans only, bots out), how many have more than 20 visits all-time? The 'personal' bucket where all the consumer-email folks land counts as one account.",
    ],
  },
  {
    id: 'acc-pricing-yesterday',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing' }, w: YESTERDAY },
    qs: [
      '{metric: count, subject: accounts, filter: viewed the page path exactly "/pricing", window: yesterday (2025-06-17), bots: excluded (real people only), note: the "personal" consumer-mailbox account counts as one account}',
      "Pricing page question. We changed the copy on /pricing two days ago and my designer is convinced it's already working; she keeps sending me screenshots. I don't need conversion stuff, just this: how many accounts looked at the exact /pricing page yesterday? Real people only, no bots please, and if the 'personal' account (all the consumer email addresses rolled into one) looked, it counts as one account.",
    ],
  },
  {
    id: 'acc-email-channel-since-jun4',
    spec: { m: 'count', s: 'accounts', f: { channel: 'email' }, w: since('2025-06-04') },
    qs: [
      'metric=count; subject=accounts; filter: at least one page view whose channel = email; window: since 2025-06-04 (inclusive) up to now; real people only (bots excluded); "personal" consumer-mailbox account = 1 account',
      "The newsletter person wants a raise and keeps forwarding me screenshots from the email tool, which honestly I can't evaluate. Let's look at our own data instead. Since June 4th, how many accounts came to the site through the email channel, real people only, no bots? If the 'personal' account (everyone with a Gmail-type address) shows up, count it once.",
    ],
  },
  {
    id: 'acc-abm-campaign-jun2-12',
    spec: { m: 'count', s: 'accounts', f: { campaign: 'abm-q3' }, w: between('2025-06-02', '2025-06-12') },
    qs: [
      "SELECT COUNT(DISTINCT account) FROM page views WHERE utm_campaign = 'abm-q3' AND day BETWEEN 2025-06-02 AND 2025-06-12 (both days inclusive) AND bots excluded; note: the consumer-mailbox account \"personal\" counts as one account",
      "Our ABM campaign on LinkedIn ran hot for ten days and the agency wants to extend it, which is what started this. Between June 2nd and June 12th, both days included, how many accounts hit the site from the abm-q3 campaign? Humans only, and the 'personal' catch-all account for consumer emails counts as one account.",
    ],
  },
  {
    id: 'acc-list-customers-pricing-last-week',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', pathPrefix: '/pricing' }, w: lastP('week') },
    qs: [
      'list: accounts; where: classification = customer AND viewed a page whose path starts with /pricing during the window; window: last week (2025-06-09..2025-06-15); bots: excluded; return: every matching company domain plus the total count',
      "One of our customers emailed asking about expansion pricing, and I realized I have no idea which other customers are eyeing an upgrade. I know there are only a handful of customers in total. Which of our customer accounts looked at a pricing page (/pricing or anything under it) last week, Monday the 9th to Sunday the 15th, real people, not bots? Give me the list and how many that is.",
    ],
  },

  {
    id: 'acc-list-intent100-blog-today',
    spec: { m: 'list', s: 'accounts', f: { intent: { op: '=', v: 100 }, pathPrefix: '/blog/' }, w: TODAY },
    qs: [
      'list accounts WHERE intent_score = 100 (current) AND viewed a page whose path starts with /blog/ today (2025-06-18); exclude bots; the "personal" consumer-mailbox account counts as one account; output: domains + total',
      "The blog eats a lot of our time and I'm trying to figure out if the really serious buyers read it. Our writer swears the intent-data post is the best thing on the site, no idea. Which accounts with a current intent score of exactly 100 read anything under /blog/ today? No bots. The 'personal' account, the bucket for consumer emails, counts as one account if it's in there. List them please, with a count.",
    ],
  },
  {
    id: 'acc-top5-leads-visits-last-week',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visit_count', f: { classification: 'lead' }, w: lastP('week') },
    qs: [
      'top_n: 5; subject: accounts; filter: classification = lead AND at least one page view last week (2025-06-09..2025-06-15); ORDER BY visit_count (all-time total) DESC; bots: excluded; note: the consumer-mailbox account "personal" counts as one account; output: ranked domains + how many accounts matched',
      "I want our AEs to focus on the most engaged prospects this week instead of spraying emails. Apple keeps coming up, apparently, but I want the full picture. Of the lead accounts that were on the site last week (Mon June 9 to Sun June 15, real people only), which 5 have the most visits all-time, and how many lead accounts visited in total? The 'personal' account, where consumer email people end up, counts as one account.",
    ],
  },
  {
    id: 'acc-top2-views-pricing-this-month',
    spec: { m: 'top', s: 'accounts', n: 2, by: 'views', f: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'GROUP BY account; measure: page views (bots excluded) of paths starting with /pricing; window: this month (2025-06-01 to now); ORDER BY that page-view count DESC LIMIT 2; the consumer-mailbox account "personal" = one account; also state how many accounts viewed such pages',
      "Our pricing is under review and the board wants to know who is staring at it. I already know /pricing/enterprise is getting more attention than it used to, not asking that. Which two accounts have racked up the most page views on pricing pages (anything starting with /pricing) this month, real humans only, and how many accounts looked at pricing at all? Consumer-email folks all sit under one 'personal' account; treat it as one account.",
    ],
  },

  {
    id: 'acc-first-seen-competitor',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'competitor' }, w: ALL },
    qs: [
      'metric: MIN(first_seen_at); subject: accounts; filter: classification = competitor; window: all time; output: ISO timestamp',
      "Competitors snooping is a sore point here; my co-founder wants to block them, I think it's flattering. Before we argue about it: looking at all of history, when did we first ever see any competitor account on the site? Just the earliest first-seen date and time.",
    ],
  },
  {
    id: 'acc-latest-first-seen-customer-lt90',
    spec: { m: 'last', s: 'accounts', field: 'first_seen_at', f: { classification: 'customer', intent: { op: '<', v: 90 } }, w: ALL },
    qs: [
      'metric: MAX(first_seen_at); subject: accounts; filter: classification = customer AND intent_score < 90 (current); window: all time; output: ISO timestamp of the most recently first-seen such account',
      "Odd question for our customer-journey slide. Some of our customers have gone lukewarm and I'm curious whether those are the newer ones. Among customer accounts whose current intent score is below 90, looking at all time, when did we first see the newest of them? I mean the latest first-seen date and time among those accounts.",
    ],
  },

  {
    id: 'acc-avg-intent-yesterday',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', w: YESTERDAY },
    qs: [
      'metric: AVG(intent_score) (current values); subject: accounts that had at least one page view yesterday (2025-06-17); bots: excluded; the consumer-mailbox account "personal" = one account; output: number, 1 decimal is fine',
      "Trying to get a feel for the quality of a typical day's traffic. Yesterday felt busy; I think we had a few hundred page views, but I'm not asking for that. What was the average current intent score across the accounts that visited yesterday, real people only? The 'personal' account (all consumer emails together) counts as a single account in that average.",
    ],
  },
  {
    id: 'acc-sum-visits-customers',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'customer' }, w: ALL },
    qs: [
      'SUM(visit_count) FROM accounts WHERE classification = customer; visit_count = all-time total per account; window: all time; output: integer',
      "Customer engagement, for the retention section of the board deck. We only have a few customers in here and I know one of them is way more active than the rest. Adding up every customer account's all-time visit count, what's the total?",
    ],
  },
  {
    id: 'acc-share-intent70-this-month',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 70 } }, w: thisP('month') },
    qs: [
      'metric: share (%); base: accounts with at least one page view this month (2025-06-01..now), bots excluded; numerator: those of them with intent_score >= 70 (current); the consumer-mailbox account "personal" counts as one account in both; output: percent',
      "Our head of marketing says 'most' of our traffic is high-intent. I'm skeptical; we also got a lot of junk from that launch post. Of all the accounts that visited this month (June 1 to now, humans only), what percentage currently have an intent score of 70 or more? The 'personal' account for consumer emails counts once, in both the total and the high-intent group.",
    ],
  },
  {
    id: 'acc-compare-new-weeks',
    spec: { m: 'compare', s: 'accounts', f: { new: true }, w: lastP('week'), w2: between('2025-05-26', '2025-06-01') },
    qs: [
      'compare: count of new accounts (new = first_seen_at inside the window); window_a: last week 2025-06-09..2025-06-15; window_b: 2025-05-26..2025-06-01; output: both counts, window_a first',
      "We switched ad agencies at the start of June, and the old agency says we'll regret it. Too early to call, but: how many brand-new accounts (first seen ever during the week) did we get last week, Monday June 9 to Sunday June 15, compared with the last week of the old agency, Monday May 26 to Sunday June 1? Both numbers please.",
    ],
  },

  {
    id: 'acc-google-source-last-month',
    spec: { m: 'count', s: 'accounts', f: { source: 'google' }, w: lastP('month') },
    qs: [
      'count accounts with at least one page view whose utm_source = google; window: May 2025 (last calendar month); bots: excluded; the consumer-mailbox account "personal" counts as one account',
      "Google Ads is our biggest line item and my CFO hates it. Before I defend it: how many accounts came to us with google as the UTM source during last month, all of May? Real people only. The 'personal' account, where gmail and the like land, counts as one account.",
    ],
  },
  {
    id: 'acc-leads-visits-20-40-5d',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', visits: { op: 'between', lo: 20, hi: 40 } }, w: days(5) },
    qs: [
      'count; subject=accounts; classification=lead; visit_count between 20 and 40 inclusive (all-time totals); window = last 5 days (at least one page view in it); bots excluded',
      "We're building a 'warming up' segment for outbound: leads that are clearly engaged but not yet obsessed with us. In the last 5 days, how many lead accounts visited (real people only, no bots) that have between 20 and 40 visits in total all-time, inclusive?",
    ],
  },

  {
    id: 'acc-avg-visitors-demo-last-week',
    spec: { m: 'avg', s: 'accounts', field: 'visitor_count', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      'metric: AVG(visitor_count) (all-time distinct people per account); subject: accounts that viewed the page path /demo (exact) last week (2025-06-09..2025-06-15); bots: excluded; the consumer-mailbox account "personal" counts as one account',
      "Buying committees are getting bigger, everyone says, and our demo calls now have like four people on them. Let me check that against the site. For accounts that looked at the /demo page last week (Monday 9th to Sunday 15th June, no bots), what's the average number of people per account, using each account's all-time visitor count? The 'personal' bucket of consumer emails counts as one account.",
    ],
  },
  // ─── visitors ──────────────────────────────────────────────────────────────
  {
    id: 'vis-identified-today',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: TODAY },
    qs: [
      'metric: count; subject: visitors; filter: identified = true (by any method, as of now); window: today (2025-06-18), the visitor had at least one page view today; bots: excluded',
      "Quick one before my 1:1 with our SDR lead, who says the morning has been dead. We had a good day yesterday, I know that already. How many identified visitors, people we know by any identification method, have been on the site today? Humans only, no bots.",
    ],
  },
  {
    id: 'vis-new-yesterday',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: YESTERDAY },
    qs: [
      'count visitors WHERE first_visit_at falls on 2025-06-17 (new = first visit ever happened yesterday) AND visited yesterday; bots: excluded',
      "Our interview with a trade blog went out on Tuesday and a friend who does comms says we should see a bump in new people. I'm only interested in the site here. How many brand-new visitors did we get yesterday, meaning people whose first visit ever happened yesterday? Real people only.",
    ],
  },
  {
    id: 'vis-returning-this-week',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: thisP('week') },
    qs: [
      'metric=count, subject=visitors, filter=returning (visited this week AND first_visit_at before Monday 2025-06-16 00:00 UTC), window=this week to now, bots=excluded',
      "Retention is the big theme of Friday's board meeting. We had a decent number of first-timers this week, not asking about those. How many returning visitors have we had this week so far, people who came back this week after first visiting before Monday? Real humans only.",
    ],
  },
  {
    id: 'vis-asn-may26-jun1',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'asn' }, w: between('2025-05-26', '2025-06-01') },
    qs: [
      'count(visitors) WHERE identification source = asn AND at least one page view between 2025-05-26 and 2025-06-01 (both inclusive); bots: excluded',
      "Someone on the team claims the ASN lookup (the network-based matching) is pointless because it only ever finds one big company. Maybe. In the week of Monday May 26 through Sunday June 1, both days counted, how many visitors identified through the ASN method visited us, real people only?",
    ],
  },

  {
    id: 'vis-customers-demo-since-may28',
    spec: { m: 'count', s: 'visitors', f: { classification: 'customer', path: '/demo' }, w: since('2025-05-28') },
    qs: [
      'count visitors; filter: account classification = customer AND viewed the page path /demo (exact); window: since 2025-05-28 (inclusive) up to now; bots: excluded',
      "It's odd when existing customers look at the demo page: either they're confused or they're shopping for an upgrade. Since May 28th, how many visitors from our customer accounts have viewed the /demo page? No bots.",
    ],
  },
  {
    id: 'vis-intent-gt70-organic-14d',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '>', v: 70 }, channel: 'organic_search' }, w: days(14) },
    qs: [
      'count visitors; filter: intent_score > 70 (current) AND at least one page view with channel = organic_search in the window; window = last 14 days; bots: excluded',
      "Our SEO contractor keeps saying organic brings 'the best people.' Let's test that. In the last 14 days, how many visitors arrived via organic search and have a current intent score above 70, strictly more than 70? Humans only.",
    ],
  },

  {
    id: 'vis-visits-ge12-jun9-13',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 12 } }, w: between('2025-06-09', '2025-06-13') },
    qs: [
      'count(visitors) WHERE visit_count >= 12 (all-time) AND at least one page view between 2025-06-09 and 2025-06-13 (both inclusive); bots: excluded',
      "I'm trying to find our superfans. Someone said we have dozens of people with 20+ visits, not asking that. Between Monday June 9 and Friday June 13, both days included, how many visitors came by who have 12 or more visits all-time? Real people only.",
    ],
  },
  {
    id: 'vis-list-customer-domain-last-week',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: lastP('week') },
    qs: [
      'list visitors WHERE company_domain = {customer.domain}; window: last week 2025-06-09..2025-06-15 (at least one page view in it); bots: excluded; output: each visitor (email, else anonymous id) and the total',
      "{customer.name} is our biggest customer and we have a check-in with them next month, so I want to know who over there is poking around. Who from {customer.domain} visited the site last week, Monday the 9th to Sunday the 15th? Real people only. List them and tell me how many.",
    ],
  },
  {
    id: 'vis-list-competitor-product-10d',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor', pathPrefix: '/product' }, w: days(10) },
    qs: [
      'list visitors; filter: account classification = competitor AND viewed a page whose path starts with /product; window: last 10 days; bots: excluded; output: visitor identifiers + total count',
      "Competitors again. I know {competitor.name} has been all over our pricing, but I'm more worried about them copying features. Which people at competitor accounts looked at any product page (/product or anything under it) in the last 10 days, real humans only? List them, with the count.",
    ],
  },

  {
    id: 'vis-top2-lead-visits-this-month',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'visit_count', f: { classification: 'lead' }, w: thisP('month') },
    qs: [
      'top 2 visitors ORDER BY visit_count (all-time) DESC; filter: account classification = lead (people on the consumer-mailbox account "personal", which is a lead account, included); window: visited this month (2025-06-01..now); bots: excluded; output: ranked list + total matched',
      "I want to personally reach out to our two most engaged prospects. Of the visitors from lead accounts who have been on the site this month (since June 1, no bots), which two have the most visits all-time, and how many such visitors are there? People with personal email addresses sit under the 'personal' account, which is a lead account, so they count too.",
    ],
  },

  {
    id: 'vis-first-visit-person2',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person2.email}' }, w: ALL },
    qs: [
      'metric: first_visit_at; subject: visitor; filter: email = {person2.email}; window: all time; output: ISO timestamp',
      "{person2.email} just booked a call with me and I want to look prepared. I know they've been around a while, and their company has a few other people on the site too. When was {person2.email}'s very first visit to our site, ever?",
    ],
  },
  {
    id: 'vis-last-visit-customer2',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { company: '{customer2.name}' }, w: ALL },
    qs: [
      'metric: MAX(last_visit_at); subject: visitors; filter: company_name = {customer2.name}; window: all time; bots: excluded; output: ISO timestamp',
      "{customer2.name} has gone a bit quiet on email and I'm worried. Not asking about anything else, just this: across everyone at {customer2.name}, when was the most recent visit to our site by any of their people (real people, no bots), all time?",
    ],
  },
  {
    id: 'vis-avg-visits-iptable-this-week',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { idSource: 'ip_table' }, w: thisP('week') },
    qs: [
      'AVG(visit_count) (all-time) FROM visitors WHERE identification source = ip_table AND visited this week (2025-06-16..now); bots: excluded',
      "Our IP matching is the core of what we sell, so I want to show it finds engaged people, not drive-bys. For visitors identified via the IP table who visited this week (since Monday, humans only), what's their average all-time visit count?",
    ],
  },
  {
    id: 'vis-sum-visits-customers-10d',
    spec: { m: 'sum', s: 'visitors', field: 'visit_count', f: { classification: 'customer' }, w: days(10) },
    qs: [
      'SUM(visit_count) (all-time) over visitors from customer accounts who had at least one page view in the last 10 days; bots: excluded',
      "Our customer success lead says our customers 'live on the site'. I doubt it. Take the people from customer accounts who visited in the last 10 days (real people only) and add up their all-time visit counts: what's the total?",
    ],
  },

  {
    id: 'vis-share-identified-yesterday',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: YESTERDAY },
    qs: [
      'share: numerator = identified visitors (by any method, as of now); base = all visitors with at least one page view yesterday (2025-06-17); bots: excluded; output: percent',
      "Our identification rate is THE metric investors ask about, and the deck from last quarter says 60%, which I suspect is stale. Of all the visitors who came yesterday (real people only), what percentage are identified by any method?",
    ],
  },
  {
    id: 'vis-share-new-last-week',
    spec: { m: 'share', s: 'visitors', part: { new: true }, w: lastP('week') },
    qs: [
      'share (%): numerator = new visitors (first visit ever inside the window); base = all visitors with at least one page view last week (2025-06-09..2025-06-15); bots: excluded',
      "Growth versus loyalty debate again. Last week (Monday June 9 to Sunday June 15), what share of our visitors were new, meaning their first visit ever happened during that week, out of all the people who visited that week? No bots.",
    ],
  },
  {
    id: 'vis-compare-anonymous-weeks',
    spec: { m: 'compare', s: 'visitors', f: { identified: false }, w: thisP('week'), w2: lastP('week') },
    qs: [
      'compare count(visitors WHERE identified = false, i.e. not identified by any method) with at least one page view; window_a = this week (2025-06-16..now); window_b = last week (2025-06-09..2025-06-15); bots: excluded; output: both counts',
      "The anonymous crowd is what our whole pitch is about. How many not-yet-identified visitors did we have this week so far, compared with last week (June 9 to 15)? Humans only. Both numbers please.",
    ],
  },
  {
    id: 'vis-launch-week-all-time',
    spec: { m: 'count', s: 'visitors', f: { campaign: 'launch-week' }, w: ALL },
    qs: [
      'count visitors; filter: at least one page view with utm_campaign = launch-week; window: all time; bots: excluded',
      "Launch week was chaos but fun. Facebook was the main place we pushed it, and we also had a bunch of people sharing it around, which I'm not asking about. All time, how many visitors ever came in from the launch-week campaign? Real humans only.",
    ],
  },
  {
    id: 'vis-product-linkedin-since-jun5',
    spec: { m: 'count', s: 'visitors', f: { pathPrefix: '/product', source: 'linkedin' }, w: since('2025-06-05') },
    qs: [
      'count visitors WHERE a single page view has a path starting with /product AND utm_source = linkedin; window: since 2025-06-05 (inclusive) up to now; bots: excluded',
      "LinkedIn ads point at the product pages, supposedly. Since June 5th, how many visitors landed on a product page (anything starting with /product) straight from LinkedIn, with that same page view carrying linkedin as the UTM source? Real people only.",
    ],
  },
  {
    id: 'vis-emailcapture-intent-le50-this-month',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture', intent: { op: '<=', v: 50 } }, w: thisP('month') },
    qs: [
      'count visitors; identification source = email_capture; intent_score <= 50 (current); visited this month (2025-06-01..now); bots: excluded',
      "People who gave us their email but aren't very engaged: I think they're our best nurture audience. This month (June 1 to now, no bots), how many visitors identified by email capture have a current intent score of 50 or less?",
    ],
  },
  // ─── page views ────────────────────────────────────────────────────────────
  {
    id: 'pv-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      'metric: page_views; window: today (2025-06-18, 00:00 UTC to now); bots: excluded (real people only); output: integer',
      "It's noon and I'm procrastinating on the board deck. We had a big day yesterday, not asking about that. How many page views have we had today so far, real people only, no bots?",
    ],
  },
  {
    id: 'pv-enterprise-yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing/enterprise' }, w: YESTERDAY },
    qs: [
      'count page_views WHERE path = /pricing/enterprise (exact); window: yesterday 2025-06-17; bots: excluded',
      "The enterprise tier is new and my co-founder thinks nobody looks at it. The regular /pricing page is fine, not asking about it. How many page views did the /pricing/enterprise page get yesterday, humans only?",
    ],
  },
  {
    id: 'pv-blog-this-week',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: thisP('week') },
    qs: [
      "count(page_views) WHERE path LIKE '/blog/%' (path prefix /blog/); window: this week, Monday 2025-06-16 to now; bots: excluded",
      "Content budget review. Our writer published two posts last month and is asking for more. This week so far, how many page views did the blog get in total (any page under /blog/)? Real people only, no bots.",
    ],
  },
  {
    id: 'pv-referral-last-week',
    spec: { m: 'count', s: 'page_views', f: { channel: 'referral' }, w: lastP('week') },
    qs: [
      'metric=page_views; filter: channel=referral; window=last week (2025-06-09 to 2025-06-15 inclusive); bots=excluded',
      "Someone posted about us on Hacker News a while back and I keep wondering how much referral traffic we get in general. Last week, Monday to Sunday (9th to 15th), how many page views came in through the referral channel? No bots.",
    ],
  },
  {
    id: 'pv-linkedin-this-month',
    spec: { m: 'count', s: 'page_views', f: { source: 'linkedin' }, w: thisP('month') },
    qs: [
      'count page views WHERE utm_source = linkedin; window = this month (2025-06-01..now); real people only (bots excluded)',
      "LinkedIn again, sorry. Our marketer thinks it's our second-best source after Google, and I'd like the actual figure for one thing. This month so far, how many page views have carried linkedin as the UTM source? Humans only, no bots.",
    ],
  },
  {
    id: 'pv-digest-last-month',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'monthly-digest' }, w: lastP('month') },
    qs: [
      'page_views: count; filter: utm_campaign = monthly-digest; window: last month (May 2025, calendar); bots: excluded',
      "The monthly digest email is my baby and apparently nobody else on the team reads it. In May, how many page views came from the monthly-digest campaign? Real people only.",
    ],
  },
  {
    id: 'pv-lead-domain-14d',
    spec: { m: 'count', s: 'page_views', f: { domain: '{lead.domain}' }, w: days(14) },
    qs: [
      'count page_views WHERE company_domain = {lead.domain}; window = last 14 days; bots: excluded',
      "{lead.name} is the whale we're chasing and our AE says they're all over the site. Over the last 14 days, how many page views came from {lead.domain}, real people only?",
    ],
  },
  {
    id: 'pv-customer2-since-jun6',
    spec: { m: 'count', s: 'page_views', f: { company: '{customer2.name}' }, w: since('2025-06-06') },
    qs: [
      'metric: count of page views; filter: company name = {customer2.name}; window: since 2025-06-06 (inclusive) up to now; bots: excluded',
      "{customer2.name} had a planning call with us around the 5th and promised to 'dig into the product'. Since June 6th, how many page views have come from {customer2.name}? No bots.",
    ],
  },
  {
    id: 'pv-person3-all-time',
    spec: { m: 'count', s: 'page_views', f: { email: '{person3.email}' }, w: ALL },
    qs: [
      'count page views by the visitor with email = {person3.email}; window: all time; output: integer',
      "{person3.email} reached out to our sales team, which is nice. Before the call I want some context: how many pages has {person3.email} viewed on our site in total, all time?",
    ],
  },
  {
    id: 'pv-emailcapture-jun3-9',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'email_capture' }, w: between('2025-06-03', '2025-06-09') },
    qs: [
      "count page_views WHERE the visitor's identification source = email_capture; window: 2025-06-03 to 2025-06-09, both inclusive; bots: excluded",
      "People who filled in a form are the ones I care about most. Between June 3rd and June 9th, inclusive, how many page views came from visitors identified through email capture? Real humans only.",
    ],
  },
  {
    id: 'pv-anonymous-yesterday',
    spec: { m: 'count', s: 'page_views', f: { identified: false }, w: YESTERDAY },
    qs: [
      'count page_views WHERE visitor identified = false (not identified by any method); window: yesterday (2025-06-17); bots: excluded',
      "Our pitch to investors is that a lot of traffic is anonymous and we fix that. Yesterday, how many page views came from visitors we haven't identified by any method? No bots please.",
    ],
  },
  {
    id: 'pv-top3-paths-last-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: lastP('month') },
    qs: [
      'GROUP BY page path; measure: page views (bots excluded); window: last month (May 2025); ORDER BY page views DESC LIMIT 3; also report how many distinct paths had views',
      "Our website redesign is coming and the designer wants to know which pages matter. In May, the whole month, which three pages got the most page views, real people only? Give me the paths, and how many different pages got any views at all.",
    ],
  },

  {
    id: 'pv-top5-channels-this-month',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'channel', w: thisP('month') },
    qs: [
      'top 5 channels by page views (bots excluded); window: this month (2025-06-01..now); ORDER BY page_views DESC LIMIT 5; also state how many channels had views',
      "Marketing mix question, because our agency keeps talking about 'channel diversity'. This month so far, which five channels brought us the most page views, in order, and how many channels brought any? Page views, not sessions, humans only.",
    ],
  },

  {
    id: 'pv-first-demo-today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { path: '/demo' }, w: TODAY },
    qs: [
      'metric: MIN(occurred_at); subject: page views of the path /demo (exact); window: today (2025-06-18); bots: excluded; output: ISO timestamp',
      "We moved the demo button higher up the homepage this morning and I want to know if anyone has bitten yet. When was the first real (non-bot) page view of /demo today?",
    ],
  },
  {
    id: 'pv-last-careers-yesterday',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/careers' }, w: YESTERDAY },
    qs: [
      'metric: MAX(occurred_at); subject: page views where path = /careers; window: yesterday (2025-06-17); bots: excluded; output: ISO timestamp',
      "We're hiring two engineers and I want to see whether the careers page is alive at all. Yesterday, when was the last time a real person, not a bot, viewed /careers?",
    ],
  },
  {
    id: 'pv-share-pricing-this-month',
    spec: { m: 'share', s: 'page_views', part: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'share (%): numerator = page views of paths starting with /pricing; base = all page views; window: this month (2025-06-01..now); bots excluded from both',
      "What percentage of all our page views this month went to pricing pages (/pricing and anything under it), out of all page views this month? Real people only, in both the top and the bottom of that fraction. Context: our advisor says healthy SaaS sites see 10% or so there.",
    ],
  },
  {
    id: 'pv-compare-tuesdays',
    spec: { m: 'compare', s: 'page_views', w: YESTERDAY, w2: between('2025-06-10', '2025-06-10') },
    qs: [
      'compare page_views (bots excluded): window_a = yesterday (Tue 2025-06-17); window_b = Tue 2025-06-10; output: both counts',
      "Tuesdays are supposedly our best day; that's folklore from when we were doing webinars on Tuesdays. How many page views did we get yesterday (Tuesday the 17th) compared with the Tuesday before, June 10th? Humans only. Both numbers.",
    ],
  },
  {
    id: 'pv-competitor-last-month',
    spec: { m: 'count', s: 'page_views', f: { classification: 'competitor' }, w: lastP('month') },
    qs: [
      'count page_views WHERE account classification = competitor; window = last month (May 2025); bots: excluded',
      "I want to know how much competitors were reading us in May; my guess is a lot, since they copied our pricing page in June. What was the total number of page views from competitor accounts during May, real people only, no bots?",
    ],
  },
  // ─── sessions ──────────────────────────────────────────────────────────────
  {
    id: 'ses-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      "metric: sessions; definition: one visitor's page views split wherever the gap exceeds 30 minutes, each session dated by its first page view; window: sessions that started yesterday (2025-06-17); bots: excluded",
      "Our analytics tool and our own dashboard disagree on sessions, which drives me nuts. Using the usual definition, a new session after 30 minutes of inactivity and counted on the day it starts, how many sessions did real people (no bots) start yesterday?",
    ],
  },
  {
    id: 'ses-customers-this-week',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: thisP('week') },
    qs: [
      'count sessions (30-minute inactivity split, dated by start) by visitors at customer accounts; window: started this week (2025-06-16..now); bots: excluded',
      "Customer success wants to know if our customers actually use the docs and product pages. Not asking which pages, just volume: how many sessions have people from customer accounts started this week (since Monday), with a session ending after 30 minutes of inactivity and dated by when it starts? No bots.",
    ],
  },
  {
    id: 'ses-demo-last-week',
    spec: { m: 'count', s: 'sessions', f: { path: '/demo' }, w: lastP('week') },
    qs: [
      'count sessions that include at least one page view of /demo (exact); session = page views of one visitor with no gap over 30 minutes, dated by session start; window: sessions started last week (2025-06-09..2025-06-15); bots: excluded',
      "We get maybe a handful of demo requests a week through the form, which I'm not asking about. Last week, Monday 9th to Sunday 15th, how many sessions included a look at the /demo page? Sessions split after 30 minutes of inactivity and counted by when they started; real people only.",
    ],
  },
  {
    id: 'ses-docs-10d',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/docs/' }, w: days(10) },
    qs: [
      'count sessions containing a page view whose path starts with /docs/; session split at 30+ minutes of inactivity, dated by its start; window: last 10 days; bots: excluded',
      "Our docs are a mess and I'm deciding whether to hire a technical writer. In the last 10 days, how many sessions touched any docs page (anything starting with /docs/)? A session is one person's run of page views, broken after 30 minutes of nothing, dated by its start. Humans only.",
    ],
  },
  {
    id: 'ses-person-all-time',
    spec: { m: 'count', s: 'sessions', f: { email: '{person.email}' }, w: ALL },
    qs: [
      'count sessions of the visitor with email = {person.email}; session = that visitor\'s page views split at gaps over 30 minutes; window: all time',
      "{person.email} is apparently our most interested person, which surprised me. I'd love to know how many separate times they've come to the site, all time: how many sessions has {person.email} had, with a new session starting after 30 minutes of inactivity?",
    ],
  },
  {
    id: 'ses-lead-domain-since-jun9',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}' }, w: since('2025-06-09') },
    qs: [
      'count sessions by visitors at company_domain = {lead.domain}; session split at 30+ minutes of inactivity, dated by its start; window: since 2025-06-09 (inclusive) up to now; bots: excluded',
      "{lead.name} again, because the whole team is obsessed with them. Since June 9th, how many sessions have people from {lead.domain} started on our site? Session = a run of page views with no more than 30 minutes between them, dated by its start; real people only.",
    ],
  },
  {
    id: 'ses-identified-3d',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: days(3) },
    qs: [
      'count sessions by identified visitors (identified by any method, as of now); session split at 30+ minutes of inactivity, dated by its start; window: last 3 days; bots: excluded',
      "Sales keeps asking for 'warm sessions' and I want to give them a number. In the last 3 days, how many sessions came from visitors we've identified by any method? Sessions broken after 30 minutes of inactivity and dated by when they began, no bots.",
    ],
  },
  {
    id: 'ses-first-lead2-this-month',
    spec: { m: 'first', s: 'sessions', field: 'started_at', f: { company: '{lead2.name}' }, w: thisP('month') },
    qs: [
      'metric: MIN(session start); subject: sessions of visitors at company_name = {lead2.name}; session split at 30+ minutes of inactivity; window: sessions started this month (2025-06-01..now); bots: excluded; output: ISO timestamp',
      "{lead2.name} told our AE they only started looking at vendors 'this month'. During this month, June, when did the first session by anyone from {lead2.name} start? Sessions split after 30 minutes of inactivity; real people only.",
    ],
  },

  {
    id: 'ses-last-competitor-jun1-10',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' }, w: between('2025-06-01', '2025-06-10') },
    qs: [
      'metric: MAX(session start); subject: sessions of visitors at competitor accounts; session split at 30+ minutes of inactivity, dated by start; window: 2025-06-01..2025-06-10 inclusive; bots: excluded; output: ISO timestamp',
      "We launched the new pricing on the 11th and I'm curious whether competitors were sniffing around right before. Between June 1st and June 10th inclusive, when did the last session by anyone from a competitor account start? A session breaks after 30 minutes of inactivity; no bots.",
    ],
  },
  {
    id: 'ses-compare-weeks',
    spec: { m: 'compare', s: 'sessions', w: lastP('week'), w2: between('2025-06-02', '2025-06-08') },
    qs: [
      'compare count(sessions); session = a visitor\'s page views split at gaps over 30 minutes, dated by its start; window_a = last week 2025-06-09..2025-06-15; window_b = 2025-06-02..2025-06-08; bots: excluded; output: both counts',
      "My co-founder insists traffic is flat, I think it's growing. Page views are noisy so let's use sessions (a new one after 30 minutes of inactivity, counted on the day it starts). How many sessions did real people start last week, June 9 to 15, versus the week before, June 2 to 8? Both numbers.",
    ],
  },
  {
    id: 'ses-share-pricing-last-month',
    spec: { m: 'share', s: 'sessions', part: { path: '/pricing' }, w: lastP('month') },
    qs: [
      'share (%): numerator = sessions that include a page view of /pricing (exact); base = all sessions; sessions split at 30+ minutes of inactivity, dated by start; window: started in May 2025 (last month); bots: excluded from both',
      "Conversion-ish question. In May, what percentage of all sessions included a view of the /pricing page itself (exactly /pricing), out of all sessions that month? Sessions break after 30 minutes of inactivity and count in the month they start; real people only.",
    ],
  },
  {
    id: 'ses-excluded-this-month',
    spec: { m: 'count', s: 'sessions', f: { classification: 'excluded' }, w: thisP('month') },
    qs: [
      'count sessions by visitors at accounts with classification = excluded; session = one visitor\'s page views split at gaps over 30 minutes, dated by its start; window: this month (2025-06-01..now); bots: excluded',
      "We marked a few accounts as excluded (partners, an ex-employer, that kind of thing) so they stop cluttering the lists, but I suspect they still make up a chunk of traffic. This month, how many sessions came from people at excluded accounts? A session ends after 30 minutes of inactivity and counts on the day it starts; real people only.",
    ],
  },

  // ─── attributed sessions ───────────────────────────────────────────────────
  {
    id: 'attr-7d',
    spec: { m: 'count', s: 'attributed_sessions', w: days(7) },
    qs: [
      'metric: attributed sessions; source: the attribution (campaign) rollup; window: last 7 days; output: integer',
      "Marketing wants a single number for the weekly standup and I'd rather it came from our own attribution rollup than from their spreadsheets. How many attributed sessions (the ones that carried a campaign) do we have in the last 7 days?",
    ],
  },
  {
    id: 'attr-paid-social-last-week',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: lastP('week') },
    qs: [
      'attributed_sessions from the attribution (campaign) rollup WHERE channel = paid_social; window: last week (2025-06-09..2025-06-15); output: integer',
      "Paid social has been our experiment this quarter. Last week, Monday the 9th to Sunday the 15th, how many attributed sessions came from the paid_social channel, according to the campaign attribution rollup?",
    ],
  },
  {
    id: 'attr-newsletter-this-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'newsletter' }, w: thisP('month') },
    qs: [
      'count attributed sessions (attribution rollup) WHERE source = newsletter; window: this month (2025-06-01..today)',
      "Back to the newsletter. I know email is a small channel for us. This month so far, how many attributed sessions in the campaign attribution rollup have newsletter as their source?",
    ],
  },
  {
    id: 'attr-g2-last-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'g2-listing' }, w: lastP('month') },
    qs: [
      'attributed sessions (campaign attribution rollup), campaign = g2-listing, window = last month (May 2025)',
      "We pay for a G2 listing and I'm deciding whether to renew it. In May, how many attributed sessions did the g2-listing campaign bring, per our campaign attribution rollup?",
    ],
  },
  {
    id: 'attr-top2-campaigns-last-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: lastP('week') },
    qs: [
      'GROUP BY campaign; measure: attributed sessions from the attribution (campaign) rollup; window: last week (2025-06-09..2025-06-15); ORDER BY sessions DESC LIMIT 2; also state how many campaigns appear',
      "Budget planning for Q3. Last week, Monday the 9th through Sunday the 15th, which two campaigns brought the most attributed sessions in our campaign attribution rollup, and how many campaigns had any sessions at all?",
    ],
  },

  {
    id: 'attr-top3-sources-jun1-14',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'source', w: between('2025-06-01', '2025-06-14') },
    qs: [
      'top 3 sources by attributed sessions (attribution rollup); window: 2025-06-01..2025-06-14 inclusive; ORDER BY sessions DESC LIMIT 3; also state how many sources appear',
      "The first two weeks of June were our big push. Between June 1st and June 14th, both included, which three UTM sources brought the most attributed sessions in the campaign attribution rollup, and how many sources showed up overall?",
    ],
  },
  {
    id: 'attr-share-email-this-month',
    spec: { m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: thisP('month') },
    qs: [
      'share (%): numerator = attributed sessions with channel = email; base = all attributed sessions; source: attribution (campaign) rollup; window: this month (2025-06-01..today)',
      "The newsletter person claims email drives a quarter of our campaign traffic. Out of all attributed sessions in the campaign attribution rollup this month, what percentage came through the email channel?",
    ],
  },
  {
    id: 'attr-compare-google-months',
    spec: { m: 'compare', s: 'attributed_sessions', f: { source: 'google' }, w: thisP('month'), w2: lastP('month') },
    qs: [
      'compare attributed sessions (attribution rollup) WHERE source = google: window_a = this month (2025-06-01..today), window_b = last month (May 2025); output: both counts',
      "My CFO wants to cut Google Ads by half. Before that fight: how many attributed sessions with google as the source do we have this month so far, compared with all of last month (May), according to the campaign attribution rollup? Both numbers please.",
    ],
  },
  {
    id: 'attr-sum-yesterday',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', w: YESTERDAY },
    qs: [
      'SUM(sessions) over the attribution (campaign) rollup rows for yesterday (2025-06-17), all channels',
      "Yesterday was our biggest ad-spend day of the month, not that I'm asking about spend. Adding up every channel and campaign in the attribution rollup, how many attributed sessions did we get yesterday in total?",
    ],
  },
  {
    id: 'attr-facebook-since-jun10',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'facebook' }, w: since('2025-06-10') },
    qs: [
      'count attributed sessions from the attribution (campaign) rollup with source = facebook; window: since 2025-06-10 (inclusive) up to today',
      "We restarted Facebook ads on June 10th after a long pause. Since June 10th, how many attributed sessions with facebook as the source does the campaign attribution rollup show?",
    ],
  },
  // ─── identifications ───────────────────────────────────────────────────────
  {
    id: 'id-today',
    spec: { m: 'count', s: 'identifications', w: TODAY },
    qs: [
      'metric: identifications (visitors identified by any method), dated by identified_at; window: today (2025-06-18 00:00 UTC to now); output: integer',
      "Our whole business is turning anonymous traffic into names, so this is the number I check every day. How many visitors have we identified today, by any method, counting each one on the date we identified them?",
    ],
  },
  {
    id: 'id-emailcapture-yesterday',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: YESTERDAY },
    qs: [
      'count identifications WHERE identification source = email_capture; dated by identified_at; window: yesterday (2025-06-17)',
      "The new form on the demo page went live on Monday and the marketer is waiting for a pat on the back. How many visitors did we identify through email capture yesterday, counted by the date they were identified?",
    ],
  },
  {
    id: 'id-leads-last-week',
    spec: { m: 'count', s: 'identifications', f: { classification: 'lead' }, w: lastP('week') },
    qs: [
      'count identifications (visitor identified by any method, dated by identified_at) WHERE account classification = lead; window: last week (2025-06-09..2025-06-15); note: people on the consumer-mailbox account "personal" (one lead account) are included',
      "Pipeline question for the Friday board meeting. Last week, Monday June 9 to Sunday June 15, how many people at lead accounts did we identify, by any method, dated by when we identified them? The consumer-email people all sit under a single 'personal' account, which is a lead account, so they count too.",
    ],
  },
  {
    id: 'id-sum-visits-iptable-this-month',
    spec: { m: 'sum', s: 'identifications', field: 'visit_count', f: { idSource: 'ip_table' }, w: thisP('month') },
    qs: [
      'SUM(visit_count) (all-time visits per person) over identifications WHERE identification source = ip_table AND identified_at within this month (2025-06-01..now); output: integer',
      "I'm writing our monthly update to angels, and among the figures I'll share (traffic, a couple of customer wins) I want one that shows the IP table finds engaged people. Take every visitor we identified through the IP table this month, dated by when they were identified, and add up their all-time visit counts: what's the total?",
    ],
  },

  {
    id: 'id-intent70-since-jun7',
    spec: { m: 'count', s: 'identifications', f: { intent: { op: '>=', v: 70 } }, w: since('2025-06-07') },
    qs: [
      'count identifications (any method) WHERE intent_score >= 70 (current); dated by identified_at; window: since 2025-06-07 (inclusive) up to now',
      "Since June 7th, when we switched on the new scoring weights, how many visitors have we identified (any method, dated by identification) who now have a current intent score of 70 or higher?",
    ],
  },

  {
    id: 'id-list-customer-domain',
    spec: { m: 'list', s: 'identifications', f: { domain: '{customer.domain}' }, w: ALL },
    qs: [
      'list identifications (visitors identified by any method) WHERE company_domain = {customer.domain}; window: all time; output: each person (email, else anonymous id) + total',
      "{customer.name} asked us which of their people we can 'see', which is a slightly awkward question from a customer. All time, which visitors from {customer.domain} have we identified, by any method? List them and give me the count.",
    ],
  },
  {
    id: 'id-first-asn-since-jun5',
    spec: { m: 'first', s: 'identifications', field: 'identified_at', f: { idSource: 'asn' }, w: since('2025-06-05') },
    qs: [
      'metric: MIN(identified_at); subject: identifications with identification source = asn; window: since 2025-06-05 (inclusive) up to now; output: ISO timestamp',
      "Tiny detail for an engineering retro: we redeployed the network matcher on June 5th. Since June 5th, when was the first visitor identified through the ASN method? Date and time please.",
    ],
  },

  {
    id: 'id-last-emailcapture',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { idSource: 'email_capture' }, w: ALL },
    qs: [
      'metric: MAX(identified_at); subject: identifications with identification source = email_capture; window: all time; output: ISO timestamp',
      "The form vendor says our form broke at some point and I want to know if it's still working. When was the most recent identification through email capture, ever?",
    ],
  },
  {
    id: 'id-avg-intent-this-week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: thisP('week') },
    qs: [
      'AVG(intent_score, current) over identifications (any method) dated by identified_at in this week (2025-06-16..now)',
      "I keep wondering whether the people we identify are actually interested or just random passers-by. For the visitors we identified this week (since Monday, any method, dated by when identified), what's their average current intent score?",
    ],
  },
  {
    id: 'id-share-emailcapture-last-month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      'share (%): numerator = identifications with source = email_capture; base = all identifications (any method); dated by identified_at; window: May 2025 (last month)',
      "I think of email capture as the 'honest' identification method and IP matching as the clever one. Of all the visitors we identified in May (any method, dated by identification), what percentage came through email capture?",
    ],
  },
  {
    id: 'id-compare-weeks',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'compare count(identifications, any method, dated by identified_at): window_a = this week (2025-06-16..now); window_b = last week (2025-06-09..2025-06-15); output: both counts',
      "Weekly pulse: how many visitors have we identified this week so far, by any method and counted on the day they were identified, versus all of last week (June 9 to 15)? Both numbers, please.",
    ],
  },
  {
    id: 'id-top2-visits-14d',
    spec: { m: 'top', s: 'identifications', n: 2, by: 'visit_count', w: days(14) },
    qs: [
      'top 2 identifications (visitors identified by any method within the window, by identified_at) ORDER BY visit_count (all-time) DESC; window: last 14 days; also state how many were identified in the window',
      "Our SDRs only have time for two deep-dive calls this week, so I want the two most engaged new names. Among the people we identified in the last 14 days (any method, dated by when we identified them), which two have the most visits all-time, and how many did we identify in that period in total?",
    ],
  },

  {
    id: 'id-pricing-this-month',
    spec: { m: 'count', s: 'identifications', f: { pathPrefix: '/pricing' }, w: thisP('month') },
    qs: [
      'count identifications (any method) dated by identified_at this month (2025-06-01..now) WHERE the visitor also viewed a page starting with /pricing this month',
      "Another pricing one, sorry. This month, how many visitors did we identify (any method, dated by identification) who also looked at a pricing page (/pricing or anything under it) this month?",
    ],
  },
  // ─── recommendations ───────────────────────────────────────────────────────
  {
    id: 'rec-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'count recommendations WHERE open (status = new, OR status = snoozed with the snooze already over); no time window',
      "I've been ignoring the recommendations panel for weeks, honestly. How many recommendations are open right now, meaning new ones plus any snoozed ones whose snooze has run out?",
    ],
  },
  {
    id: 'rec-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      'list recommendations WHERE open (status new, or snoozed with the snooze elapsed); output: each subject + total count',
      "My co-founder dismissed one of the recommendations without telling me, which is fine. Can you list the open recommendations, meaning the new ones plus snoozed ones whose snooze is over, with how many there are?",
    ],
  },
  {
    id: 'rec-share-open',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      'share (%): numerator = open recommendations (new, or snoozed with the snooze over); base = all recommendations in any status',
      "I'd like to know how much of the recommendations backlog we've actually dealt with. Out of all recommendations in any status, what percentage are still open, meaning new or snoozed with the snooze over?",
    ],
  },
  // ─── declines: otherwise answerable, but one constraint no table or column holds ──────────
  {
    id: 'decline-visitor-age',
    spec: { m: 'decline', why: 'visitor age is not recorded' },
    qs: [
      'metric: count; subject: visitors; filter: age > 40 years AND viewed the page path /pricing (exact); window: last week (2025-06-09..2025-06-15); bots: excluded',
      "Our brand agency thinks our messaging skews too young and wants to 'speak to experienced buyers'. I have opinions about that. Last week, Monday the 9th to Sunday the 15th, how many visitors over 40 years old looked at /pricing? Real people only, no bots.",
    ],
  },
  {
    id: 'decline-income-bracket',
    spec: { m: 'decline', why: 'household income is not recorded' },
    qs: [
      'share (%): numerator = visitors with household income above $150k per year; base = all visitors with at least one page view yesterday (2025-06-17); bots: excluded',
      "A consultant told me premium buyers behave differently and we should price for them. Before I pay her another invoice: of all the people who visited yesterday (humans only), what percentage have a household income above $150k a year?",
    ],
  },
  {
    id: 'decline-university',
    spec: { m: 'decline', why: 'where a visitor studied is not recorded' },
    qs: [
      'list identifications (visitors identified by any method, dated by identified_at) WHERE university attended = Stanford; window: this month (2025-06-01..now); output: each person + total',
      "Half our founding team went to Stanford and my co-founder swears alumni buy from alumni. Humor me: which of the visitors we identified this month (any method, counted by when we identified them) went to Stanford? List them with a count.",
    ],
  },
  {
    id: 'decline-birthdays',
    spec: { m: 'decline', why: 'birthdays are not recorded' },
    qs: [
      'count visitors WHERE birthday falls in June AND at least one page view this week (2025-06-16..now); bots: excluded',
      "Our SDR team wants to send birthday messages, which is either charming or creepy, I can't decide. How many of this week's visitors (since Monday, real people only) have their birthday in June?",
    ],
  },
  {
    id: 'decline-personality-type',
    spec: { m: 'decline', why: 'personality profiles are not recorded' },
    qs: [
      'top 5 visitors ORDER BY visit_count (all-time) DESC; filter: DISC personality type = "D" (dominant); window: visited in May 2025 (last month); bots: excluded',
      "Our sales coach is big on DISC profiles and says the 'D' types close fastest. Whatever you think of that: among the people who visited us in May (real humans), which five with a 'D' personality type have the most all-time visits?",
    ],
  },
  {
    id: 'decline-certifications',
    spec: { m: 'decline', why: 'professional certifications are not recorded' },
    qs: [
      'count identifications (any method, dated by identified_at) WHERE the person holds an AWS certification; window: this month (2025-06-01..now)',
      "We're launching an AWS integration and the partner manager wants a target list. This month, how many of the visitors we identified (any method, counted by when identified) are AWS-certified?",
    ],
  },
  {
    id: 'decline-competitor-site-visits',
    spec: { m: 'decline', why: "visits to other companies' websites are not recorded" },
    qs: [
      'count accounts WHERE viewed our page path /pricing AND also visited the website of {competitor.domain}; window: last 7 days; bots: excluded; the consumer-mailbox account "personal" counts as one account',
      "We lose deals to {competitor.name} all the time and I'm trying to understand the comparison shoppers. In the last 7 days, how many accounts looked at our /pricing page and also browsed {competitor.domain}'s own website? Real people only, and the 'personal' account for consumer emails counts as one.",
    ],
  },
  {
    id: 'decline-showroom-foot-traffic',
    spec: { m: 'decline', why: 'in-person visits to a physical location are not recorded' },
    qs: [
      'count sessions (30-minute inactivity split, dated by start) by visitors who also walked into our physical showroom; window: last week (2025-06-09..2025-06-15); bots: excluded',
      "We opened a small showroom in the spring, mostly as a vanity project if I'm honest. Last week (Monday 9th to Sunday 15th), how many sessions on the site, split after 30 minutes of inactivity and dated by their start, came from people who had also walked into the showroom? No bots.",
    ],
  },
  {
    id: 'decline-billboard',
    spec: { m: 'decline', why: 'exposure to outdoor advertising is not recorded' },
    qs: [
      'count page_views WHERE the visitor saw our highway billboard; window: last 14 days; bots: excluded',
      "We put up a billboard on the 101 two weeks ago, and my mom loves it, which is nice. I want to know whether it did anything. In the last 14 days, how many page views came from people who saw the billboard? Real people only.",
    ],
  },
  {
    id: 'decline-podcast-listeners',
    spec: { m: 'decline', why: 'podcast listening is not recorded' },
    qs: [
      'count visitors WHERE the person listens to our podcast; window: since 2025-06-01 (at least one page view in it); bots: excluded',
      "Our podcast is on episode 30 and the producer wants a bigger budget. Since June 1st, how many of our site visitors (no bots) are listeners of the podcast?",
    ],
  },
  {
    id: 'decline-swag-boxes',
    spec: { m: 'decline', why: 'gifts sent to accounts are not recorded' },
    qs: [
      'list accounts WHERE classification = lead AND intent_score >= 80 (current) AND we sent them a swag box; window: visited this month (2025-06-01..now); bots: excluded; the consumer-mailbox account "personal" counts as one account',
      "We mailed out those hoodie boxes in May and it cost a fortune. Which lead accounts with a current intent score of 80 or more got a swag box from us and have visited the site this month? Humans only; the 'personal' consumer-email account counts as one account. List them, please.",
    ],
  },
  {
    id: 'decline-vat-number',
    spec: { m: 'decline', why: 'tax registration numbers are not recorded' },
    qs: [
      'count accounts WHERE classification = customer AND a VAT number is on file; window: all time',
      "Our accountant is chasing invoices for the EU expansion and keeps asking me things I don't know. Across all time, how many of our customer accounts have a VAT number on file?",
    ],
  },
  {
    id: 'decline-out-of-office',
    spec: { m: 'decline', why: 'email auto-reply status is not recorded' },
    qs: [
      'count visitors WHERE identified = true (any method) AND their mailbox currently has an out-of-office auto-reply on; window: visited last week (2025-06-09..2025-06-15); bots: excluded',
      "Summer is coming and half our outbound gets auto-replies. Last week (June 9 to 15, humans only), how many identified visitors currently have an out-of-office auto-reply switched on?",
    ],
  },
  {
    id: 'decline-security-questionnaires',
    spec: { m: 'decline', why: 'security questionnaires received are not recorded' },
    qs: [
      'count accounts WHERE viewed the page path /pricing/enterprise AND sent us a security questionnaire; window: this month (2025-06-01..now); bots: excluded; the consumer-mailbox account "personal" counts as one account',
      "Enterprise deals always start with a 200-question security questionnaire, it's exhausting. This month, how many accounts looked at /pricing/enterprise and have sent us a security questionnaire? Real people only; the 'personal' bucket counts as one account.",
    ],
  },
  {
    id: 'decline-rfps',
    spec: { m: 'decline', why: 'RFPs received are not recorded' },
    qs: [
      'AVG(intent_score) (current) over accounts that issued us an RFP AND had at least one page view in May 2025 (last month); bots: excluded',
      "RFPs are a pain but they're where the big money is. For the accounts that sent us an RFP and visited the site in May (real people), what's their average current intent score?",
    ],
  },
  {
    id: 'decline-call-recordings',
    spec: { m: 'decline', why: 'sales call recordings are not recorded' },
    qs: [
      'count sessions (30-minute inactivity split, dated by start) by visitors whose recorded sales call lasted more than 30 minutes; window: this week (2025-06-16..now); bots: excluded',
      "Our call-recording tool says long calls close better. This week so far, how many sessions (new one after 30 minutes of inactivity, dated by start, no bots) came from people whose recorded sales call with us ran longer than 30 minutes?",
    ],
  },
  {
    id: 'decline-glassdoor-rating',
    spec: { m: 'decline', why: 'employer review ratings are not recorded' },
    qs: [
      'top 3 accounts ORDER BY visit_count (all-time) DESC; filter: Glassdoor rating > 4.0 AND at least one page view last week (2025-06-09..2025-06-15); bots: excluded; the consumer-mailbox account "personal" counts as one account',
      "Our head of people has a theory that happy companies buy more software. Cute. Among accounts with a Glassdoor rating above 4 that visited last week (June 9 to 15, real people), which three have the most all-time visits?",
    ],
  },
  {
    id: 'decline-press-mentions',
    spec: { m: 'decline', why: 'press coverage of accounts is not recorded' },
    qs: [
      'list accounts WHERE mentioned in the press during the window AND at least one page view during the window; window: last week (2025-06-09..2025-06-15); bots: excluded',
      "I read somewhere that companies in the news are in buying mode. Which accounts were mentioned in the press last week, Monday the 9th to Sunday the 15th, and also visited our site that week (no bots)? List please.",
    ],
  },
  {
    id: 'decline-e-signatures',
    spec: { m: 'decline', why: 'e-signature envelopes are not recorded' },
    qs: [
      'metric: MIN(first_visit_at); subject: visitors at accounts that signed a DocuSign envelope with us; window: all time; bots: excluded',
      "I want to know how long our sales cycle really is, start to finish. Among people at accounts that have signed a DocuSign contract with us, when was the earliest first visit to the site, all time?",
    ],
  },
  {
    id: 'decline-sample-requests',
    spec: { m: 'decline', why: 'physical sample requests are not recorded' },
    qs: [
      'count visitors WHERE requested a physical product sample AND viewed a page whose path starts with /product; window: last 10 days; bots: excluded',
      "We started shipping physical sample kits last month, which logistics hates. In the last 10 days, how many visitors who requested a sample kit also looked at a product page (anything under /product)? Humans only.",
    ],
  },
  {
    id: 'decline-beta-program',
    spec: { m: 'decline', why: 'beta program enrollment is not recorded' },
    qs: [
      'count recommendations WHERE open (new, or snoozed with the snooze over) AND the subject account is enrolled in our beta program; no window',
      "The beta program is my pet project, and I want the team to prioritise beta accounts. How many open recommendations (new, or snoozed and the snooze is over) are about accounts enrolled in the beta program?",
    ],
  },
  {
    id: 'decline-data-breaches',
    spec: { m: 'decline', why: 'security incidents at accounts are not recorded' },
    qs: [
      'count accounts WHERE suffered a data breach in 2025 AND at least one page view since 2025-06-01; bots: excluded; the consumer-mailbox account "personal" counts as one account',
      "Companies that just got breached suddenly care a lot about what's on their website, which is sort of our angle. Since June 1st, how many accounts that suffered a data breach this year visited us, real people only? The 'personal' account counts as one.",
    ],
  },
  {
    id: 'decline-direct-mail',
    spec: { m: 'decline', why: 'direct mail sent is not recorded' },
    qs: [
      'count page_views WHERE the visitor\'s office received our direct-mail postcard; window: last month (May 2025); bots: excluded',
      "We tried direct mail in May, glossy postcards, very retro. How many page views in May came from people whose office got one of our postcards? No bots.",
    ],
  },
  {
    id: 'decline-wikipedia',
    spec: { m: 'decline', why: 'whether a company has an encyclopedia article is not recorded' },
    qs: [
      'count accounts WHERE the company has a Wikipedia article AND at least one page view last week (2025-06-09..2025-06-15); bots: excluded',
      "My investor uses 'has a Wikipedia page' as a proxy for a real company, which is hilarious but whatever. Last week, how many accounts that have a Wikipedia article visited the site, humans only?",
    ],
  },
  {
    id: 'decline-github-stars',
    spec: { m: 'decline', why: 'GitHub activity is not recorded' },
    qs: [
      'count accounts WHERE the company\'s GitHub organization starred our open-source repo AND at least one page view this month (2025-06-01..now); bots: excluded',
      "Our open-source SDK has a few hundred stars and devrel wants to tie that to pipeline. This month, how many accounts whose GitHub org starred our repo also visited the site (real people only)?",
    ],
  },
  {
    id: 'decline-patents',
    spec: { m: 'decline', why: 'patent filings are not recorded' },
    qs: [
      'compare count(accounts with more than 100 patent filings AND at least one page view in the window); window_a = this month (2025-06-01..now); window_b = last month (May 2025); bots: excluded',
      "We're pitching a deep-tech vertical and I want evidence. How many accounts with over 100 patent filings visited us this month, compared with last month? Humans only, both numbers.",
    ],
  },
  {
    id: 'decline-litigation',
    spec: { m: 'decline', why: 'legal disputes are not recorded' },
    qs: [
      'list accounts WHERE classification = competitor AND currently in litigation with us AND at least one page view in the last 7 days; bots: excluded',
      "Our lawyer asked me, half-jokingly, whether the company suing us is still reading our site. Which competitor accounts that are in litigation with us have visited in the last 7 days, real people only?",
    ],
  },
  {
    id: 'decline-academy-course',
    spec: { m: 'decline', why: 'course completions are not recorded' },
    qs: [
      'share (%): numerator = identified visitors (any method) who completed our online academy course; base = identified visitors with at least one page view this week (2025-06-16..now); bots: excluded',
      "We built an online academy course last quarter and I'm not sure anyone finished it. Of the identified visitors who came this week (since Monday, humans only), what percentage completed the academy course?",
    ],
  },
];

export const SET42 = flatten(SET42_FAMILIES);
