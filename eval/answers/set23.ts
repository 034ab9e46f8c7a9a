// Answer-graded set 23, written blind on 2026-11-27 by a helper session started for the purpose.
//
// Never read: anything under subgraphs/copilot/ (the planner), any other question set (set4.ts …
// set22.ts, heldout*.ts, blind.ts, tuned.ts, eval/questions.ts, eval/heldout.ts), test/ outside
// test/helpers/, README.md, git history. The copilot was never run on these questions, nor the eval.
// Read: set.ts, truth.ts, measures.ts, windows.ts, grade.ts, run.ts, index.ts (prepareSecond),
// eval/demo.ts, subgraphs/accounts/demo/*, schema.prisma, the shared interface spec, test/helpers/
// server.ts and db.ts. Disclosure: the first 80 lines of scratch/check21.ts (another helper's checker
// script: imports and static checks, no question text) were opened by mistake before writing.
//
// Style: a new user who does not know the product's vocabulary and describes things indirectly,
// politely and at length, sometimes in two sentences, with some hedging ("I think") that never
// changes the answer: "the companies that pay us" (customers), "the firms we compete with"
// (competitors), "businesses we're hoping to sell to" (leads), "companies we told the system to
// ignore" (excluded), "people whose email we know" (resolution source email_capture), "pinned to a
// company or an email" (identified: the truth's identified_at covers IP and ASN matches too, so
// "identified" is never phrased as "we know their name"), "complete unknowns" (not identified),
// "buying-interest score" (intent), "the price list page" (/pricing), "our articles" (/blog/*),
// "came back" (returning), "brand-new" (new), "sittings split at 30-minute gaps" (sessions),
// "visits our tagged campaigns brought in" (attributed sessions), "to-do suggestions"
// (recommendations), "access tokens for developers" (API keys), "notification URLs" (webhooks).
// Every account figure whose rows include the `personal` account says the gmail-type catch-all counts
// (the checker asserts it, both workspaces); page-view figures say "page views"/"page loads" so
// "pages opened" is never read as distinct pages.
//
// Coverage: 115 families, 230 questions; 11 declines (deal value, motives, plans, phone numbers,
// satisfaction, rival prices, sales reps, call notes, postal addresses, causes of a traffic change,
// budgets). Measures: count 44, list 11, top 11, share 9, avg 7, first 6, last 6, compare 6, sum 4.
// Subjects: accounts 30, visitors 21, page views 15, attributed sessions 10, identifications 9,
// sessions 9, recommendations 4, webhooks 4, API keys 2.
//
// Values (present on both generated workspaces): paths /pricing, /pricing/enterprise, /demo,
// prefixes /blog/ and /pricing; sources newsletter, g2, linkedin; campaigns abm-q3, brand-search;
// channels organic_search, referral, paid_social, email; the four classifications; intent >= 80,
// 50..70, >= 50; visit counts >= 50 (companies) and >= 15 (people); placeholders customer,
// customer2, competitor, excluded, lead, lead2, person, person2, consumer. Windows: all time, today,
// yesterday, 3/7/14 days, this/last week, this/last month, last quarter, since 2025-06-01,
// 2025-06-02..2025-06-08 (eval clock 2025-06-18T12:00Z).
//
// Truths checked with scratch/check23.ts: both workspaces prepared as the eval does (prepareDemo,
// prepareSecond), every spec evaluated with truth.ts/measures.ts; specProblems empty for every
// family; no list over 50 rows; no top-N tie across its cut; the catch-all wording above. Zero truths:
// acc-rivals-last-quarter on both workspaces (last quarter precedes all data: a realistic "none").
// Constraints the data cannot separate on either workspace: key-working-list's "active" (no key is
// revoked) and acc-rivals-last-quarter's classification (everything is 0 last quarter).
import { ALL, between, days, flatten, lastP, since, thisP, TODAY, YESTERDAY, type Family } from './set.js';

const CATCHALL = 'the catch-all bucket for gmail-type addresses';
const CATCHALL_CAP = 'The catch-all bucket for gmail-type addresses';

export const SET23_FAMILIES: Family[] = [
  // ─── companies (accounts) ────────────────────────────────────────────────────────────────
  {
    id: 'acc-paying-count',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' } },
    qs: [
      "Sorry if this is a basic one, I'm new here. How many of the companies that actually pay us has the tool spotted on our website since it started watching?",
      "I'm still getting my bearings. Of all the businesses the system has picked up over time, how many are ones that are already paying us, as far as it knows?",
    ],
  },
  {
    id: 'acc-rivals-list',
    spec: { m: 'list', s: 'accounts', f: { classification: 'competitor' } },
    qs: [
      "Could you show me which of the firms we compete with have turned up on our site at any point? I'd like to see every one of them, please.",
      "I believe the tool keeps track of rival companies somehow. Which of our competitors has it ever seen visiting us? A full list would be lovely.",
    ],
  },
  {
    id: 'acc-ignored-list',
    spec: { m: 'list', s: 'accounts', f: { classification: 'excluded' } },
    qs: [
      "A colleague mentioned we once told the system to ignore certain companies. Which companies are those, please? All of them.",
      "Which businesses have we asked the tool to leave out of everything? I just want to see the complete list of the ones we set aside.",
    ],
  },
  {
    id: 'acc-prospects-count',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' } },
    qs: [
      `How many businesses are in the pile we're still hoping to sell to (so not paying customers, not rivals and not the ignored ones), over all time? Please count ${CATCHALL} as one of them too.`,
      "I'd like to know how many companies we'd still like to win over as customers, all-time. The catch-all entry for people on gmail, hotmail and the like should be counted as one company as well.",
    ],
  },
  {
    id: 'acc-everyone-count',
    spec: { m: 'count', s: 'accounts' },
    qs: [
      `In total, how many companies has the tool ever recorded, whatever their status? I think ${CATCHALL} is in there somewhere; count it as one.`,
      "How many companies in all does the system know about, paying or not, rivals and ignored ones included? Please count the bucket for consumer email addresses (gmail and so on) as one company too.",
    ],
  },
  {
    id: 'acc-one-paying-score',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { domain: '{customer.domain}' } },
    qs: [
      "What's the buying-interest score the tool has given {customer.name}? I'm told there's a number for how keen each company seems.",
      "I'm curious how eager {customer.name} looks at the moment. What number does the system put on their interest in buying?",
    ],
  },
  {
    id: 'acc-paying-avg-score',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: [
      "On average, how keen are the companies that pay us? I mean the mean of their buying-interest scores, across all of them.",
      "If you averaged the how-likely-to-buy scores of every company that's already a paying customer of ours, what would you get?",
    ],
  },
  {
    id: 'acc-rivals-pages-total',
    spec: { m: 'sum', s: 'accounts', field: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      "Adding the firms we compete with together, how many times have they opened a page on our site altogether, since tracking began? Every page load counts.",
      "I want a feel for how much our rivals snoop on us. What's the combined number of page views (every load counts, repeats included) from all the competitor companies, all time?",
    ],
  },
  {
    id: 'acc-paying-people-total',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      "How many different individuals from the companies that pay us have been on the website, all told? Just add them up across those companies.",
      "Across all our paying customers' companies put together, how many separate people has the tool seen come to the site over time?",
    ],
  },
  {
    id: 'acc-keenest-six',
    spec: { m: 'top', s: 'accounts', n: 6, by: 'intent_score' },
    qs: [
      `Which six companies look the keenest right now, going by that buying-interest score? Highest first, please, and ${CATCHALL} is allowed to be one of them.`,
      "Could you give me the top six companies by how interested they seem (the intent score, I think it's called), in order? Treat the bucket for personal gmail/hotmail addresses as a company here.",
    ],
  },
  {
    id: 'acc-paying-busiest-three',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'visit_count', f: { classification: 'customer' } },
    qs: [
      "Among the companies that pay us, which three have racked up the most page views on our site overall? Busiest first, if you don't mind.",
      "I'd like the three paying-customer companies with the biggest total of page loads since we began tracking, ranked from most to least.",
    ],
  },
  {
    id: 'acc-rival-busiest',
    spec: { m: 'top', s: 'accounts', n: 1, by: 'visit_count', f: { classification: 'competitor' } },
    qs: [
      "Which single one of the firms we compete with has been poking around our site the most, counting every page view over all time?",
      "Of our rival companies, which one has the largest total of page views on our site since the tool started? Just the top one.",
    ],
  },
  {
    id: 'acc-score-80-up',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>=', v: 80 } } },
    qs: [
      `How many companies have a buying-interest score of 80 or more at the moment? ${CATCHALL_CAP} counts as a company if it qualifies.`,
      "I'd like to know how many companies the tool rates at 80 or higher on its how-keen-are-they scale. The catch-all for personal email addresses counts too.",
    ],
  },
  {
    id: 'acc-prospects-lukewarm',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', intent: { op: 'between', lo: 50, hi: 70 } } },
    qs: [
      "Among the businesses we're hoping to sell to, how many are only lukewarm, by which I mean an interest score from 50 up to 70, both ends included?",
      "How many of our would-be customers (not current customers, not rivals, not ignored) have a buying-interest score somewhere between 50 and 70 inclusive?",
    ],
  },
  {
    id: 'acc-brand-new-month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      "How many brand-new companies have shown up for the very first time this month, counting from the 1st?",
      "I'm wondering how many companies the tool has never seen before this month but has seen since the start of it. What's that number?",
    ],
  },
  {
    id: 'acc-brand-new-last-week-list',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: lastP('week') },
    qs: [
      "Which companies turned up on our site for the very first time last week, Monday to Sunday? I'd love to see them all.",
      "Could you list the brand-new companies from last week, I mean the ones the tool first noticed at some point between last Monday and last Sunday?",
    ],
  },
  {
    id: 'acc-came-back-last-week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      `Last week (Monday to Sunday), how many companies came back to our site after having been seen before that week? ${CATCHALL_CAP} counts as a company if it's one of them.`,
      "How many of the companies that visited us during last week, Monday through Sunday, were ones we'd already seen before it started? Please count the gmail-style catch-all as a company too.",
    ],
  },
  {
    id: 'acc-price-list-week',
    spec: { m: 'count', s: 'accounts', f: { path: '/pricing' }, w: thisP('week') },
    qs: [
      `How many companies have looked at our price list page (the plain /pricing one, not the enterprise page) since Monday? Count ${CATCHALL} as one company if it's among them.`,
      "Since the start of this week, how many different companies opened the /pricing page itself? The catch-all for gmail and hotmail people counts as a company here.",
    ],
  },
  {
    id: 'acc-paying-readers-week',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer', pathPrefix: '/blog/' }, w: days(7) },
    qs: [
      "Which of the companies that pay us have read any of our articles (anything under /blog/) in the last seven days?",
      "Over the past seven days, did any paying customers' companies read our blog posts? Please list every one that did.",
    ],
  },
  {
    id: 'acc-rivals-share-month',
    spec: { m: 'share', s: 'accounts', part: { classification: 'competitor' }, w: thisP('month') },
    qs: [
      `Out of all the companies that have visited us so far this month, what percentage are firms we compete with? For the total, count ${CATCHALL} as a company.`,
      "What share of this month's visiting companies are our rivals? Please work it out as a percentage of every company that came this month, the consumer-email catch-all included.",
    ],
  },
  {
    id: 'acc-prospects-share-warm',
    spec: { m: 'share', s: 'accounts', part: { intent: { op: '>=', v: 50 } }, f: { classification: 'lead' } },
    qs: [
      `Of all the businesses we're hoping to sell to (${CATCHALL} counts as one of them), what percentage have an interest score of 50 or more?`,
      "What proportion of our would-be customers, taking every one of them as the whole (gmail catch-all included), are at least moderately keen, meaning a score of 50 or above?",
    ],
  },
  {
    id: 'acc-paying-first-seen',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { classification: 'customer' } },
    qs: [
      "When did the tool first spot any of the companies that pay us on our site? I mean the earliest first sighting among them.",
      "Out of our paying customers' companies, which first-ever sighting came earliest? I just need the date and time it happened.",
    ],
  },
  {
    id: 'acc-ignored-last-seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { classification: 'excluded' } },
    qs: [
      "When was the most recent time any of the companies we told the system to ignore was seen on our site?",
      "The companies we asked the tool to leave out, when was one of them last spotted visiting us? The latest time, please.",
    ],
  },
  {
    id: 'acc-weeks-compared',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      `How many companies have visited so far this week, compared with the whole of last week (Monday to Sunday)? ${CATCHALL_CAP} counts as a company in both.`,
      "Could you compare the number of companies that came to the site this week so far against last week's number? Count the gmail-type catch-all as a company each time.",
    ],
  },
  {
    id: 'acc-newsletter-companies',
    spec: { m: 'count', s: 'accounts', f: { source: 'newsletter' } },
    qs: [
      `How many companies have ever come to us through a link in our newsletter? ${CATCHALL_CAP} counts as one company if any of those people clicked.`,
      "Since the beginning, how many different companies arrived on the site from the newsletter emails we send out? Please count the consumer-address catch-all as a company.",
    ],
  },
  {
    id: 'acc-prospects-linkedin-ads',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead', campaign: 'abm-q3' } },
    qs: [
      `How many of the businesses we're hoping to sell to were brought in by our abm-q3 ad campaign, at any point? ${CATCHALL_CAP} counts as one of them if it shows up.`,
      "Our LinkedIn push is tagged abm-q3, I think. How many would-be customer companies has that campaign brought to the site in total? Include the gmail-type catch-all if it's there.",
    ],
  },
  {
    id: 'acc-heavy-visitors',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>=', v: 50 } } },
    qs: [
      `How many companies have opened a page on our site at least 50 times in total (repeat views count)? ${CATCHALL_CAP} counts as one company if it qualifies.`,
      "I'd like to know how many companies have a running total of 50 page views or more with us. Count the consumer-email catch-all as a company too.",
    ],
  },
  {
    id: 'acc-prospect2-last-seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{lead2.domain}' } },
    qs: [
      "When was {lead2.name} last on our website? I'm hoping to time my email well.",
      "Could you tell me the most recent time anyone from {lead2.name} was seen browsing our site?",
    ],
  },
  {
    id: 'acc-rivals-last-quarter',
    spec: { m: 'count', s: 'accounts', f: { classification: 'competitor' }, w: lastP('quarter') },
    qs: [
      "How many of the firms we compete with visited our site during last quarter, January to March?",
      "Last quarter (the first three months of the year), how many rival companies came by the website?",
    ],
  },
  {
    id: 'acc-rivals-avg-pages-week',
    spec: { m: 'avg', s: 'accounts', field: 'views', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      "For the firms we compete with that came by this week (since Monday), how many page views did each have on average this week?",
      "Taking only the rival companies that visited us since Monday, what's the average number of page loads per company during this week?",
    ],
  },

  // ─── people (visitors) ───────────────────────────────────────────────────────────────────
  {
    id: 'vis-everyone-count',
    spec: { m: 'count', s: 'visitors' },
    qs: [
      "How many individual people have come to our website since the tool started watching? I mean separate people, not page loads.",
      "I'd like a sense of reach: all told, how many distinct visitors has the system recorded on the site, ever?",
    ],
  },
  {
    id: 'vis-email-known-count',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' } },
    qs: [
      "How many of the people who've visited us are ones whose email address we actually know, because they gave it to us?",
      "Since we started, how many visitors have handed over their email (on a form, say), so the tool knows exactly who they are?",
    ],
  },
  {
    id: 'vis-total-mystery',
    spec: { m: 'count', s: 'visitors', f: { identified: false } },
    qs: [
      "How many visitors does the tool still have no clue about, I mean it couldn't tie them to any company or email at all? All time, please.",
      "Of everyone who's ever been on the site, how many people remain complete unknowns, not matched to a company and not to an email?",
    ],
  },
  {
    id: 'vis-pinned-week',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: thisP('week') },
    qs: [
      "Of the people who've come to the site this week (since Monday), how many has the tool managed to pin to a company or an email address?",
      "This week so far, how many of our visitors are ones the system has recognised, either from their company's network or from their email?",
    ],
  },
  {
    id: 'vis-paying-emails-list',
    spec: { m: 'list', s: 'visitors', f: { classification: 'customer', idSource: 'email_capture' } },
    qs: [
      "Who are the people from the companies that pay us whose email addresses we have? I'd like to see every one of them.",
      "Could you list the visitors from paying-customer companies who gave us their email at some point? All of them, please.",
    ],
  },
  {
    id: 'vis-email-keenest-three',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'intent_score', f: { idSource: 'email_capture' } },
    qs: [
      "Among the people whose email we know, which three look the keenest, going by their buying-interest score? Highest first, please.",
      "I'd like to reach out to the three most eager people we have email addresses for. Who are they, ranked by how interested the tool thinks they are?",
    ],
  },
  {
    id: 'vis-rivals-avg-score',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { classification: 'competitor' } },
    qs: [
      "Looking at the individual people from the firms we compete with, what's their average buying-interest score?",
      "What's the mean how-keen score of visitors who work at our rival companies, across all of them ever seen?",
    ],
  },
  {
    id: 'vis-email-avg-pages',
    spec: { m: 'avg', s: 'visitors', field: 'visit_count', f: { idSource: 'email_capture' } },
    qs: [
      "For the people whose email we know, how many page views does each one have on average, over all time?",
      "On average, how many page views does a visitor who gave us their email address have on record?",
    ],
  },
  {
    id: 'vis-email-pages-week',
    spec: { m: 'sum', s: 'visitors', field: 'views', f: { idSource: 'email_capture' }, w: thisP('week') },
    qs: [
      "Adding them all together, how many times have the people whose email we know opened a page on our site since Monday?",
      "This week so far, what's the combined number of page views from visitors who have given us their email address?",
    ],
  },
  {
    id: 'vis-first-timers-week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: [
      "How many people visited our site for the very first time this week, since Monday?",
      "This week, how many first-time visitors did we get, people who had never been on the site before Monday?",
    ],
  },
  {
    id: 'vis-came-back-7d',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: days(7) },
    qs: [
      "In the last seven days, how many people came back to the site after having visited before that stretch began?",
      "How many returning visitors did we have over the past seven days, I mean people we'd already seen before those seven days?",
    ],
  },
  {
    id: 'vis-price-list-yesterday',
    spec: { m: 'count', s: 'visitors', f: { path: '/pricing' }, w: YESTERDAY },
    qs: [
      "How many different people looked at our price list page (/pricing, not the enterprise one) yesterday?",
      "Yesterday, how many individual visitors opened the /pricing page itself?",
    ],
  },
  {
    id: 'vis-email-share-last-month',
    spec: { m: 'share', s: 'visitors', part: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      "Of all the people who visited last month, what percentage are ones whose email we know?",
      "Taking everyone who came to the site last month as the whole, what share of them are people whose email address we now have?",
    ],
  },
  {
    id: 'vis-person-first-visit',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: [
      "When did {person.email} first come to our website? I'd like the very first time the tool saw them.",
      "I'm about to call {person.email}. Could you tell me when their first-ever visit to the site was?",
    ],
  },
  {
    id: 'vis-consumer-last-visit',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' } },
    qs: [
      "When was {consumer.email} last on our site? Just the most recent visit, please.",
      "Someone left us the address {consumer.email}. What's the latest time they were seen browsing with us?",
    ],
  },
  {
    id: 'vis-paying-one-busiest',
    spec: { m: 'top', s: 'visitors', n: 2, by: 'visit_count', f: { domain: '{customer.domain}' } },
    qs: [
      "Which two people from {customer.name} have the most page views on our site overall? Busiest first, please.",
      "At {customer.name}, who are the two individuals with the largest number of page views with us, ranked?",
    ],
  },
  {
    id: 'vis-person2-score',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { email: '{person2.email}' } },
    qs: [
      "What's the buying-interest score the tool has for {person2.email}? I want to know how keen they look.",
      "How eager does {person2.email} seem, according to the system's how-likely-to-buy number?",
    ],
  },
  {
    id: 'vis-regulars',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: '>=', v: 15 } } },
    qs: [
      "How many people have opened pages on our site 15 times or more over all time (repeat views count)? I'm looking for our regulars.",
      "Roughly who are the heavy users? Specifically, how many visitors have a total of at least 15 page views with us?",
    ],
  },
  {
    id: 'vis-today-vs-yesterday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: [
      "How many different people have visited so far today, and how does that compare with the whole of yesterday?",
      "Could you give me today's number of individual visitors so far next to yesterday's full-day number?",
    ],
  },
  {
    id: 'vis-mystery-enterprise-month',
    spec: { m: 'count', s: 'visitors', f: { identified: false, path: '/pricing/enterprise' }, w: thisP('month') },
    qs: [
      "This month, how many people we still can't tie to any company or email looked at our enterprise pricing page (/pricing/enterprise)?",
      "Since the 1st, how many complete unknowns (no company, no email) opened the /pricing/enterprise page?",
    ],
  },
  {
    id: 'vis-rivals-list-week',
    spec: { m: 'list', s: 'visitors', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      "Which individual people from the firms we compete with have been on our site since Monday? Please list every one.",
      "This week so far, who exactly from our rival companies has visited us? I'd like all of them.",
    ],
  },

  // ─── when people got a name put to them (identifications) ────────────────────────────────
  {
    id: 'idn-last-week',
    spec: { m: 'count', s: 'identifications', w: lastP('week') },
    qs: [
      "Last week, Monday to Sunday, how many visitors did the tool identify, meaning it managed to put a company or an email to them then?",
      "How many people got recognised by the system during last week, whether it worked out their company or their email?",
    ],
  },
  {
    id: 'idn-email-month',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      "How many people have we learned the email address of since the start of this month, because they gave it to us?",
      "So far this month, how many visitors were identified by way of handing over their email?",
    ],
  },
  {
    id: 'idn-email-3d-list',
    spec: { m: 'list', s: 'identifications', f: { idSource: 'email_capture' }, w: days(3) },
    qs: [
      "Who gave us their email address in the last three days? I'd like to see everyone the tool identified that way.",
      "Could you list the visitors whose email we learned over the past three days, all of them please?",
    ],
  },
  {
    id: 'idn-very-first',
    spec: { m: 'first', s: 'identifications', field: 'identified_at' },
    qs: [
      "When was the earliest time on record that the tool put a name or company to a visitor? The very first one it has, please.",
      "What's the date and time of the earliest identification the system has on record for anyone on our site?",
    ],
  },
  {
    id: 'idn-rival-latest',
    spec: { m: 'last', s: 'identifications', field: 'identified_at', f: { classification: 'competitor' } },
    qs: [
      "When was the most recent time the tool identified someone from one of the firms we compete with?",
      "What's the latest moment a visitor from a rival company got recognised by the system?",
    ],
  },
  {
    id: 'idn-weeks-compared',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      "How many visitors has the tool identified (company or email) this week so far, compared with all of last week?",
      "Could you set the number of visitors the system recognised (company or email) this week next to last week's, Monday to Sunday?",
    ],
  },
  {
    id: 'idn-email-share-last-month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: lastP('month') },
    qs: [
      "Of all the people the tool identified last month, what percentage did it identify because they gave us their email?",
      "Taking last month's identifications as the whole, what share came from people handing over an email address, as opposed to other methods?",
    ],
  },
  {
    id: 'idn-avg-score-last-week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', f: { idSource: 'email_capture' }, w: lastP('week') },
    qs: [
      "For the people who gave us their email last week (Monday to Sunday), what's their average buying-interest score?",
      "How keen, on average, are the visitors whose email we learned during last week?",
    ],
  },
  {
    id: 'idn-keenest-month',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'intent_score', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      "Among the people who gave us their email this month, which three look the keenest by interest score? Highest first.",
      "Of the visitors we got email addresses for since the 1st, who are the top three by how eager the tool thinks they are?",
    ],
  },

  // ─── pages opened (page views) ───────────────────────────────────────────────────────────
  {
    id: 'pv-today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: [
      "How many times has a page been opened on our site so far today? Every page load counts, by anyone.",
      "I'm just curious about today's traffic. How many page views have we had since midnight?",
    ],
  },
  {
    id: 'pv-articles-last-month',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      "Last month, how many times were our articles read? Count every view of any page under /blog/.",
      "How many page views did our blog posts get in total during the previous calendar month?",
    ],
  },
  {
    id: 'pv-popular-pages-month',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: thisP('month') },
    qs: [
      "Which three pages of our site have been opened the most this month? Most popular first.",
      "Since the 1st, what are our top three pages by number of views?",
    ],
  },
  {
    id: 'pv-how-they-arrive-week',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: days(7) },
    qs: [
      "Over the last seven days, what are the three biggest ways people arrive on our pages (direct, search, social and so on), counted by page views?",
      "In the past seven days, which three kinds of traffic source brought the most page views? Biggest first.",
    ],
  },
  {
    id: 'pv-newsletter-all',
    spec: { m: 'count', s: 'page_views', f: { source: 'newsletter' } },
    qs: [
      "Since we started, how many page views came straight in from links in our newsletter?",
      "How many times in total has someone landed on one of our pages by clicking through from the newsletter?",
    ],
  },
  {
    id: 'pv-price-list-share-last-week',
    spec: { m: 'share', s: 'page_views', part: { path: '/pricing' }, w: lastP('week') },
    qs: [
      "Last week (Monday to Sunday), what percentage of all our page views were of the price list page, /pricing itself?",
      "Of every page load during last week, what share were views of /pricing (just that page, not /pricing/enterprise)?",
    ],
  },
  {
    id: 'pv-rival-first-week',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', f: { classification: 'competitor' }, w: thisP('week') },
    qs: [
      "When did someone from one of the firms we compete with first open a page on our site this week, since Monday?",
      "This week, what time was the earliest page view by anyone at a rival company?",
    ],
  },
  {
    id: 'pv-person-last',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { email: '{person.email}' } },
    qs: [
      "When did {person.email} last open a page on our site? The exact time would help.",
      "What's the most recent page view we have from {person.email}?",
    ],
  },
  {
    id: 'pv-paying-yesterday',
    spec: { m: 'count', s: 'page_views', f: { classification: 'customer' }, w: YESTERDAY },
    qs: [
      "Yesterday, how many times did people from the companies that pay us open a page on our site?",
      "How many page views came from our paying customers' companies during the whole of yesterday?",
    ],
  },
  {
    id: 'pv-demo-page-weeks',
    spec: { m: 'compare', s: 'page_views', f: { path: '/demo' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      "How many times has the book-a-demo page (/demo) been opened this week so far, and how does that compare with last week?",
      "Could you put the /demo page's views since Monday next to its views for the whole of last week?",
    ],
  },
  {
    id: 'pv-search-engines-month',
    spec: { m: 'count', s: 'page_views', f: { channel: 'organic_search' }, w: thisP('month') },
    qs: [
      "This month, how many page views came from people finding us on a search engine without any ad, just normal search results?",
      "Since the 1st, how many page loads were there from people who arrived from unpaid search results?",
    ],
  },
  {
    id: 'pv-email-people-enterprise',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'email_capture', path: '/pricing/enterprise' } },
    qs: [
      "Over all time, how many times have people whose email we know opened the enterprise pricing page (/pricing/enterprise)?",
      "How many views of /pricing/enterprise came from visitors who've given us their email address, since tracking started?",
    ],
  },
  {
    id: 'pv-referral-share-june',
    spec: { m: 'share', s: 'page_views', part: { channel: 'referral' }, w: since('2025-06-01') },
    qs: [
      "Since June 1st, what percentage of all our page views came from people following a link on some other website?",
      "Of every page view from the 1st of June onwards, what share came from people who arrived via a link on another site?",
    ],
  },
  {
    id: 'pv-ignored-fortnight',
    spec: { m: 'count', s: 'page_views', f: { classification: 'excluded' }, w: days(14) },
    qs: [
      "Over the last 14 days, how many page views did the companies we told the system to ignore rack up anyway?",
      "Even though we set some companies aside, how many times did people at those ignored companies open one of our pages in the past two weeks (14 days)?",
    ],
  },
  {
    id: 'pv-between',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/pricing' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      "Between June 2nd and June 8th, both days included, how many times were any of our pricing pages opened (/pricing and everything under it)?",
      "For the week of 2 to 8 June inclusive, how many page views did the price list pages get, counting /pricing and /pricing/enterprise together?",
    ],
  },

  // ─── sittings (sessions) ─────────────────────────────────────────────────────────────────
  {
    id: 'ses-yesterday',
    spec: { m: 'count', s: 'sessions', w: YESTERDAY },
    qs: [
      "How many separate browsing sittings did we have yesterday? I mean a new one each time someone comes back after more than half an hour away.",
      "Yesterday, how many sessions started on the site (a session ending whenever someone's been idle for over 30 minutes)?",
    ],
  },
  {
    id: 'ses-last-week',
    spec: { m: 'count', s: 'sessions', w: lastP('week') },
    qs: [
      "Last week, Monday to Sunday, how many browsing sessions did our site get, splitting them wherever there was a gap of more than 30 minutes?",
      "How many separate visits-in-one-go (new one after half an hour of nothing) started during last week?",
    ],
  },
  {
    id: 'ses-price-list-month',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: thisP('month') },
    qs: [
      "So far this month, how many browsing sessions included a look at the price list page (/pricing itself)?",
      "Since the 1st, how many sittings on the site (split at 30-minute gaps) took in the /pricing page at least once?",
    ],
  },
  {
    id: 'ses-paying-7d',
    spec: { m: 'count', s: 'sessions', f: { classification: 'customer' }, w: days(7) },
    qs: [
      "In the last seven days, how many browsing sessions came from people at companies that pay us?",
      "Over the past seven days, how many separate sittings (a new one after 30 idle minutes) did our paying customers' people have on the site?",
    ],
  },
  {
    id: 'ses-first-today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: [
      "What time did the first browsing session of today begin on our site?",
      "When did today's earliest visit session start? I'm curious how early people get going.",
    ],
  },
  {
    id: 'ses-weeks-compared',
    spec: { m: 'compare', s: 'sessions', w: thisP('week'), w2: lastP('week') },
    qs: [
      "How many browsing sessions have we had this week so far, next to the whole of last week? Sessions split at gaps over 30 minutes.",
      "Could you compare this week's number of separate sittings on the site with last week's (Monday to Sunday)?",
    ],
  },
  {
    id: 'ses-articles-share-last-month',
    spec: { m: 'share', s: 'sessions', part: { pathPrefix: '/blog/' }, w: lastP('month') },
    qs: [
      "Last month, what percentage of all browsing sessions included reading at least one of our articles (a page under /blog/)?",
      "Of every session that started during the previous calendar month, what share took in any blog post?",
    ],
  },
  {
    id: 'ses-person-all',
    spec: { m: 'count', s: 'sessions', f: { email: '{person.email}' } },
    qs: [
      "How many separate times has {person.email} come to browse our site, counting a new sitting after 30 minutes away?",
      "Over all time, how many browsing sessions has {person.email} had with us?",
    ],
  },
  {
    id: 'ses-rival-latest',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { classification: 'competitor' } },
    qs: [
      "When did the most recent browsing session by someone from a firm we compete with start?",
      "What's the start time of the latest sitting on our site by any rival company's people?",
    ],
  },

  // ─── campaign-tagged visits (attributed sessions) ────────────────────────────────────────
  {
    id: 'att-last-month',
    spec: { m: 'count', s: 'attributed_sessions', w: lastP('month') },
    qs: [
      "Last month, how many visits did our tagged campaigns bring in altogether? I mean the visits that arrived with a campaign link.",
      "How many campaign-driven visits (the ones from our tracked links) did we get during the previous calendar month?",
    ],
  },
  {
    id: 'att-newsletter-month',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'newsletter' }, w: thisP('month') },
    qs: [
      "How many visits came from our newsletter so far this month?",
      "Since the start of the month, how many visits has the newsletter sent us, through its tracked links?",
    ],
  },
  {
    id: 'att-best-campaigns',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'campaign' },
    qs: [
      "Which three of our campaigns have brought in the most visits overall? Best first, please.",
      "Since we started tracking, what are the top three campaigns by the number of visits they drove?",
    ],
  },
  {
    id: 'att-best-sources-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'source', w: days(7) },
    qs: [
      "Over the last seven days, which two places that our campaign links live on (google, linkedin, the newsletter and so on) sent us the most visits?",
      "In the past seven days, what were the two biggest sources of campaign-tagged visits?",
    ],
  },
  {
    id: 'att-paid-social-weeks',
    spec: { m: 'compare', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: thisP('week'), w2: lastP('week') },
    qs: [
      "How many visits have our paid social-media ads brought in this week so far, and how many did they bring the whole of last week?",
      "Could you compare the visits from paid social ads since Monday with last week's number?",
    ],
  },
  {
    id: 'att-g2-share-month',
    spec: { m: 'share', s: 'attributed_sessions', part: { source: 'g2' }, w: thisP('month') },
    qs: [
      "This month, what percentage of all our campaign-driven visits came from our G2 listing?",
      "Out of every visit that arrived through a tracked campaign link since the 1st, what share came via g2?",
    ],
  },
  {
    id: 'att-brand-search-june',
    spec: { m: 'count', s: 'attributed_sessions', f: { campaign: 'brand-search' }, w: since('2025-06-01') },
    qs: [
      "Since June 1st, how many visits has our brand-search ad campaign brought in?",
      "How many visits came through the campaign we call brand-search from the 1st of June onwards?",
    ],
  },
  {
    id: 'att-top-kind-last-week',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'channel', w: lastP('week') },
    qs: [
      "Last week (Monday to Sunday), which kind of campaign (paid search, paid social, email and so on) brought in the most visits?",
      "Of all the ways our campaigns reached people last week, which single channel drove the most tagged visits?",
    ],
  },
  {
    id: 'att-linkedin-all',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { source: 'linkedin' } },
    qs: [
      "Adding up every day we have, how many visits have our LinkedIn campaign links brought in altogether?",
      "What's the all-time total of visits that came in through LinkedIn-tagged campaign links?",
    ],
  },
  {
    id: 'att-email-between',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'email' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      "Between June 2nd and June 8th inclusive, how many visits did our email campaigns bring in?",
      "For 2 to 8 June, both days counted, how many campaign visits came through email?",
    ],
  },

  // ─── the to-do suggestions (recommendations) ─────────────────────────────────────────────
  {
    id: 'rec-open-count',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: [
      "How many of the to-do suggestions the tool gives me are still open and waiting for me?",
      "I've been ignoring the tool's suggested actions, I'm afraid. How many are still outstanding right now?",
    ],
  },
  {
    id: 'rec-open-list',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: [
      "Could you show me all the to-do suggestions from the tool that I haven't dealt with yet?",
      "What are the suggested next steps the system has for me that are still open? All of them, please.",
    ],
  },
  {
    id: 'rec-all-count',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      "How many to-do suggestions has the tool given me in total, including any I've already dismissed or finished?",
      "Counting every suggested action the system has ever made for us, open or not, how many are there?",
    ],
  },
  {
    id: 'rec-open-share',
    spec: { m: 'share', s: 'recommendations', part: { state: 'open' } },
    qs: [
      "Of all the to-do suggestions the tool has given me, what percentage are still open?",
      "Taking every suggested action the system has made as the whole, what share is still waiting on me?",
    ],
  },

  // ─── the developer access tokens (API keys) ──────────────────────────────────────────────
  {
    id: 'key-all-count',
    spec: { m: 'count', s: 'keys' },
    qs: [
      "How many access tokens for developers have been created for our account, whether still working or cancelled?",
      "Our engineers use some kind of access token to connect. How many of those exist in total, revoked ones included?",
    ],
  },
  {
    id: 'key-working-list',
    spec: { m: 'list', s: 'keys', f: { state: 'active' } },
    qs: [
      "Which developer access tokens are still working, I mean not cancelled? I'd like the names of all of them.",
      "Could you list the access tokens our developers can still use right now?",
    ],
  },

  // ─── the notification URLs (webhooks) ────────────────────────────────────────────────────
  {
    id: 'hook-all-count',
    spec: { m: 'count', s: 'webhooks' },
    qs: [
      "How many notification URLs have we registered with the tool, switched on or off?",
      "I think we gave the system some web addresses to ping when something happens. How many of those are set up in total?",
    ],
  },
  {
    id: 'hook-on-list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      "Which of the notification URLs we registered are currently switched on?",
      "Could you show me the addresses the tool is actually sending notifications to at the moment, the enabled ones?",
    ],
  },
  {
    id: 'hook-off-list',
    spec: { m: 'list', s: 'webhooks', f: { state: 'disabled' } },
    qs: [
      "Are any of the notification URLs we registered switched off? Please list the ones that are disabled.",
      "Which web addresses did we register for notifications that the tool is no longer sending to because they're turned off?",
    ],
  },
  {
    id: 'hook-first-registered',
    spec: { m: 'first', s: 'webhooks', field: 'created_at' },
    qs: [
      "When did we register our very first notification URL with the tool?",
      "What's the date and time the earliest of our notification addresses was set up?",
    ],
  },

  // ─── things the product does not record (declines) ───────────────────────────────────────
  {
    id: 'no-deal-value',
    spec: { m: 'decline', why: 'contract and deal values are not recorded' },
    qs: [
      "How much is the contract we're negotiating with {lead2.name} worth? I think sales put a figure on the deal somewhere.",
      "What annual deal value did our sales team agree with {customer.name} when they signed?",
    ],
  },
  {
    id: 'no-why-left',
    spec: { m: 'decline', why: 'motives are not recorded; a causal claim' },
    qs: [
      "Why did {customer2.name} stop coming to our site as often? I'd love to know what put them off.",
      "What made the people from {excluded.name} leave our price list page without booking a demo? Their reasons, please.",
    ],
  },
  {
    id: 'no-plans',
    spec: { m: 'decline', why: 'what a company plans is not recorded' },
    qs: [
      "What is {competitor.name} planning to launch next quarter? Our tool must have picked up some hints, I'd imagine.",
      "Is {lead.name} planning to switch suppliers this year, and if so, when?",
    ],
  },
  {
    id: 'no-phone',
    spec: { m: 'decline', why: 'phone numbers are not recorded' },
    qs: [
      "Could you give me the phone number for {person.email}? I'd like to ring them this afternoon.",
      "What's the direct dial for the keenest person at {lead2.name}? I'd prefer to call rather than email.",
    ],
  },
  {
    id: 'no-satisfaction',
    spec: { m: 'decline', why: 'satisfaction is not recorded' },
    qs: [
      "How satisfied is {customer.name} with our product these days, on a scale of one to ten?",
      "Are the companies that pay us happy with us? What's their average satisfaction rating?",
    ],
  },
  {
    id: 'no-rival-prices',
    spec: { m: 'decline', why: 'competitors’ prices are not recorded' },
    qs: [
      "What does {competitor.name} charge for their product compared with our price list? I'd like their prices.",
      "How much cheaper are the firms we compete with than us, roughly, going by their pricing?",
    ],
  },
  {
    id: 'no-sales-reps',
    spec: { m: 'decline', why: 'sales reps and their deals are not recorded' },
    qs: [
      "Which of our sales reps has closed the most deals with the companies that pay us this quarter?",
      "Who on our sales team is best at converting the businesses we're hoping to sell to? I'd like a ranking of the reps.",
    ],
  },
  {
    id: 'no-call-notes',
    spec: { m: 'decline', why: 'calls and meetings are not recorded' },
    qs: [
      "What did {person2.email} say on the call we had with them last week? Could you summarise it for me?",
      "How did the meeting with {customer2.name} go on Tuesday? I missed it and would like the gist.",
    ],
  },
  {
    id: 'no-head-office',
    spec: { m: 'decline', why: 'postal addresses are not recorded' },
    qs: [
      "What's the postal address of {lead.name}'s head office? I'd like to send them some swag.",
      "Where exactly is {customer2.name} based? Their street address, please, for a gift hamper.",
    ],
  },
  {
    id: 'no-why-traffic',
    spec: { m: 'decline', why: 'a causal claim the data cannot support' },
    qs: [
      "Why did fewer people visit our site last week than the week before? What caused the drop?",
      "Was it our newsletter that made {lead.name} more interested in us this month? I'd like to know what caused their jump in keenness.",
    ],
  },
  {
    id: 'no-budget',
    spec: { m: 'decline', why: 'budgets are not recorded' },
    qs: [
      "How much budget does {lead2.name} have set aside for tools like ours this year?",
      "What are the companies we're hoping to sell to planning to spend on software next year, roughly, in total?",
    ],
  },
];

export const SET23 = flatten(SET23_FAMILIES);
