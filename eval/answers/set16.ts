// Answer set 16 (a tuning set, issue 14): written on 2026-11-27 by a helper who never read the planner (subgraphs/copilot/**) nor the other question sets, nor git history; specs derived from truth.ts/measures.ts/windows.ts and the demo generator only. Style: questions dictated by voice (speech-to-text into the chat box by a busy sales manager driving between meetings): no punctuation or only a final mark, run-on sentences, filler words ("um", "so basically", "like", "okay so"), numbers and dates spoken as words ("seventy", "the last fourteen days", "june ninth"), paths spoken ("the slash pricing page", "anything under slash blog"), self-corrections ("leads no wait customers": the spec is the corrected meaning), a few harmless misrecognitions ("web hooks", "linked in" for the utm source linkedin), domains, names and emails only through {placeholders}.
//
// Coverage: every measure of Spec (count, list, avg, sum, share with its denominator stated, top by a number, top groups by path, channel, source and campaign, first, last, compare of two windows with the first named first, decline) over every subject truth.ts computes (accounts, visitors, identifications, page views, sessions, attributed sessions, recommendations, API keys, webhooks); the filters truth.ts applies (classification; intent with =, >, >=, <, <=, between; visit counts; exact path vs prefix, always said which; channel; UTM source; campaign; identification source; domain; company; email; identified; new; returning; state) and every window kind (today, yesterday, all time, last N days, this/last week, month and quarter, since a date, between two dates). Whenever an account list, ranking or figure can include the `personal` consumer-mailbox account, the question says it counts. "Identified" is said as identified by any method (company network or email), as truth.ts reads it. Recommendations, keys and webhooks are asked without a window. About 14% of the families are declines: causes, forecasts, data the product does not record, and one ambiguous company name.
//
// Truths were checked on both workspaces (the demo and the second generated one) by a scratch script (scratch/check16.ts) that evaluates every spec with evaluateSpec, without the copilot; every spec passes specProblems. Realistic zeros: the second figure of "this quarter versus last quarter" (no data before April) on both workspaces, and the excluded account's page views last week on the second workspace (it visited on the demo one). Every other truth is non-zero and non-empty on both workspaces.
import type { Family } from './set.js';
import { flatten, TODAY, YESTERDAY, ALL, days, thisP, lastP, since, between } from './set.js';

const PERSONAL_LEAD = 'and the personal consumer mailbox account counts as a lead so include it if it qualifies';

export const SET16_FAMILIES: Family[] = [
  // ─── accounts ────────────────────────────────────────────────────────────────
  {
    id: 'v16 accounts: count all, personal included',
    spec: { m: 'count', s: 'accounts' },
    qs: [
      'okay so how many accounts do we have in total and yeah count the personal one too the bucket where all the gmail and yahoo people go',
      'um total number of accounts all time including that personal consumer email account',
    ],
  },
  {
    id: 'v16 accounts: leads that visited this week',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: thisP('week') },
    qs: [
      `so basically how many leads visited the site this week like since monday ${PERSONAL_LEAD}`,
      'how many lead accounts have been on the website this week since monday morning personal consumer bucket included if it came by',
    ],
  },
  {
    id: 'v16 accounts: customers that visited in the last 14 days (self-corrected)',
    spec: { m: 'count', s: 'accounts', f: { classification: 'customer' }, w: days(14) },
    qs: [
      'how many leads no wait customers how many customer accounts were on the site in the last fourteen days',
      'um so our customers how many of them visited over the past fourteen days',
    ],
  },
  {
    id: 'v16 accounts: intent >= 80, personal included',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>=', v: 80 } } },
    qs: [
      'how many accounts have an intent score of eighty or more and count the personal consumer account if it qualifies',
      'okay accounts with intent eighty and up how many are there all time personal bucket included',
    ],
  },
  {
    id: 'v16 accounts: intent between 40 and 60',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 60 } } },
    qs: [
      'how many accounts sit between forty and sixty on intent both ends included',
      'um number of accounts with an intent score from forty to sixty inclusive',
    ],
  },
  {
    id: 'v16 accounts: intent < 20',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '<', v: 20 } } },
    qs: [
      'how many accounts have intent under twenty so strictly below twenty',
      'so like how many of our accounts score less than twenty on intent',
    ],
  },
  {
    id: 'v16 accounts: intent = 100, personal included',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '=', v: 100 } } },
    qs: [
      'how many accounts are maxed out at exactly one hundred intent and the personal consumer bucket counts too',
      'so like how many accounts have a perfect intent score of a hundred personal account included',
    ],
  },
  {
    id: 'v16 accounts: intent > 90 that visited yesterday',
    spec: { m: 'count', s: 'accounts', f: { intent: { op: '>', v: 90 } }, w: YESTERDAY },
    qs: [
      'how many accounts with intent above ninety were on the site yesterday counting the personal bucket if it was',
      'accounts scoring over ninety not ninety itself that visited yesterday how many personal consumer account included',
    ],
  },
  {
    id: 'v16 accounts: more than 50 visits in total',
    spec: { m: 'count', s: 'accounts', f: { visits: { op: '>', v: 50 } } },
    qs: [
      'how many accounts have more than fifty visits in total all time personal consumer account included',
      'um accounts with over fifty visits overall how many of those do we have and the personal bucket counts',
    ],
  },
  {
    id: 'v16 accounts: new this month',
    spec: { m: 'count', s: 'accounts', f: { new: true }, w: thisP('month') },
    qs: [
      'how many brand new accounts did we get this month like first seen on or after june first',
      'um new accounts this month how many first showed up in june so far',
      'how many new accounts this week no actually this month like first seen since june first',
    ],
  },
  {
    id: 'v16 accounts: returning last week',
    spec: { m: 'count', s: 'accounts', f: { returning: true }, w: lastP('week') },
    qs: [
      'last week so monday the ninth through sunday the fifteenth how many returning accounts visited meaning they had been seen before that week and the personal bucket counts if it qualifies',
      'how many accounts came back last week monday to sunday that we had already seen before that week personal consumer account included',
    ],
  },
  {
    id: 'v16 accounts: list new since June 9',
    spec: { m: 'list', s: 'accounts', f: { new: true }, w: since('2025-06-09') },
    qs: [
      'list the new accounts first seen since june ninth',
      'okay so which accounts showed up for the very first time on or after the ninth of june read me the list',
    ],
  },
  {
    id: 'v16 accounts: list customers',
    spec: { m: 'list', s: 'accounts', f: { classification: 'customer' } },
    qs: ['give me a list of all our customer accounts', 'um list every account we have marked as a customer'],
  },
  {
    id: 'v16 accounts: list exact /pricing viewers yesterday',
    spec: { m: 'list', s: 'accounts', f: { path: '/pricing' }, w: YESTERDAY },
    qs: [
      'which accounts looked at the slash pricing page yesterday just that exact page not pricing slash enterprise and include the personal bucket if it is in there',
      'list the accounts that viewed exactly slash pricing yesterday only the main pricing page personal consumer account included if it did',
    ],
  },
  {
    id: 'v16 accounts: list /pricing prefix viewers today',
    spec: { m: 'list', s: 'accounts', f: { pathPrefix: '/pricing' }, w: TODAY },
    qs: [
      'list the accounts that hit any page starting with slash pricing today so the main pricing page and pricing slash enterprise both count and the personal consumer bucket too if it shows up',
      'um today which accounts viewed anything under slash pricing including the enterprise pricing page give me all of them personal account included',
    ],
  },
  {
    id: 'v16 accounts: top 5 by intent among this month\'s visitors',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'intent_score', w: thisP('month') },
    qs: [
      'top five accounts by intent score among the ones that visited this month and yeah the personal bucket can be in the ranking',
      'of the accounts on the site since june first which five have the highest intent personal consumer account included',
    ],
  },
  {
    id: 'v16 accounts: top 5 by number of people',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'visitor_count' },
    qs: [
      'top five accounts by number of distinct people visiting personal bucket included',
      'which five accounts have the most individual visitors um people not page views and count the personal one',
    ],
  },
  {
    id: 'v16 accounts: top 5 by page views in the last 7 days',
    spec: { m: 'top', s: 'accounts', n: 5, by: 'views', w: days(7) },
    qs: [
      'top five accounts by page views over the last seven days personal consumer account included',
      'so which five accounts racked up the most page views in the past seven days and the personal bucket can be one of them',
    ],
  },
  {
    id: 'v16 accounts: top 3 leads by /demo views in the last 30 days',
    spec: { m: 'top', s: 'accounts', n: 3, by: 'views', f: { classification: 'lead', path: '/demo' }, w: days(30) },
    qs: [
      `which three leads viewed the slash demo page the most times in the last thirty days ${PERSONAL_LEAD}`,
      'top three lead accounts by number of views of exactly slash demo over the past thirty days personal consumer account counts as a lead',
    ],
  },
  {
    id: 'v16 accounts: average intent of customers',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { classification: 'customer' } },
    qs: ['what is the average intent score of our customers', 'um average intent across customer accounts'],
  },
  {
    id: 'v16 accounts: sum of visitor counts of customers',
    spec: { m: 'sum', s: 'accounts', field: 'visitor_count', f: { classification: 'customer' } },
    qs: [
      'add up the visitor counts of all our customer accounts like how many people in total across the customers',
      'um total number of people across every customer account just sum each customer account visitor count',
    ],
  },
  {
    id: 'v16 accounts: share of this month\'s visiting accounts that are leads',
    spec: { m: 'share', s: 'accounts', part: { classification: 'lead' }, w: thisP('month') },
    qs: [
      'of all the accounts that visited this month what percent are leads with the personal bucket counted as a lead',
      'what share of accounts on the site since june first are leads out of every account that visited this month personal consumer account included',
    ],
  },
  {
    id: 'v16 accounts: when was the lead first seen',
    spec: { m: 'first', s: 'accounts', field: 'first_seen_at', f: { domain: '{lead.domain}' } },
    qs: ['when did {lead.domain} first show up on our site', 'um first seen date and time for {lead.domain}'],
  },
  {
    id: 'v16 accounts: when was the competitor last seen',
    spec: { m: 'last', s: 'accounts', field: 'last_seen_at', f: { domain: '{competitor.domain}' } },
    qs: ['when was {competitor.domain} last on the site', 'okay so last time we saw {competitor.domain} what time was that'],
  },
  {
    id: 'v16 accounts: newest account\'s first-seen time',
    spec: { m: 'last', s: 'accounts', field: 'first_seen_at' },
    qs: [
      'when did the newest account first show up like the most recent first seen time of any account',
      'um what is the latest first seen timestamp across all our accounts',
    ],
  },
  {
    id: 'v16 accounts: this week vs last week',
    spec: { m: 'compare', s: 'accounts', w: thisP('week'), w2: lastP('week') },
    qs: [
      'how many accounts visited this week versus last week this week first and the personal bucket counts in both',
      'number of accounts on the site this week since monday compared with the whole of last week personal consumer account included',
    ],
  },
  {
    id: 'v16 accounts: via paid social in the last 30 days',
    spec: { m: 'count', s: 'accounts', f: { channel: 'paid_social' }, w: days(30) },
    qs: [
      'how many accounts came in through the paid social channel in the last thirty days personal included',
      'um last thirty days how many accounts had a visit from paid social and count the personal bucket if it did',
    ],
  },
  {
    id: 'v16 accounts: list with utm source linkedin this month',
    spec: { m: 'list', s: 'accounts', f: { source: 'linkedin' }, w: thisP('month') },
    qs: [
      'list the accounts that came from a link with utm source linkedin this month personal bucket too if it is there',
      'so which accounts this month landed on a page with the utm source set to linked in give me the list personal consumer account included',
    ],
  },
  {
    id: 'v16 accounts: leads that visited June 2-8',
    spec: { m: 'count', s: 'accounts', f: { classification: 'lead' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      `how many leads visited between june second and june eighth both days included ${PERSONAL_LEAD}`,
      'from the second of june through the eighth how many lead accounts were on the site personal consumer account counted as a lead',
    ],
  },
  {
    id: 'v16 accounts: customer2 intent score',
    spec: { m: 'avg', s: 'accounts', field: 'intent_score', f: { company: '{customer2.name}' } },
    qs: ['what is the intent score for {customer2.name} right now', 'um {customer2.name} what is their intent score'],
  },

  // ─── visitors ────────────────────────────────────────────────────────────────
  {
    id: 'v16 visitors: today',
    spec: { m: 'count', s: 'visitors', w: TODAY },
    qs: ['how many people have been on the site today so far', 'um visitors today how many'],
  },
  {
    id: 'v16 visitors: identified, last 7 days',
    spec: { m: 'count', s: 'visitors', f: { identified: true }, w: days(7) },
    qs: [
      'how many identified visitors did we have in the last seven days identified by any method company or email',
      'so basically last seven days how many visitors that we have identified either to a company or by email came by',
    ],
  },
  {
    id: 'v16 visitors: identified by email capture, this month',
    spec: { m: 'count', s: 'visitors', f: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'this month how many visitors came by that we identified through email capture',
      'um visitors since june first who were identified by email capture how many',
    ],
  },
  {
    id: 'v16 visitors: list from the customer domain this month',
    spec: { m: 'list', s: 'visitors', f: { domain: '{customer.domain}' }, w: thisP('month') },
    qs: ['list the visitors from {customer.domain} this month', 'so who from {customer.domain} has been on the site since june first give me everyone'],
  },
  {
    id: 'v16 visitors: list from the competitor by name this week',
    spec: { m: 'list', s: 'visitors', f: { company: '{competitor.name}' }, w: thisP('week') },
    qs: [
      'who from {competitor.name} has been on the site this week since monday give me the list',
      'um list the people at {competitor.name} that visited this week',
    ],
  },
  {
    id: 'v16 visitors: list intent > 80',
    spec: { m: 'list', s: 'visitors', f: { intent: { op: '>', v: 80 } } },
    qs: ['list every visitor with an intent score above eighty', 'okay which visitors have intent over eighty not counting eighty itself all time'],
  },
  {
    id: 'v16 visitors: top 5 by intent this week',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'intent_score', w: thisP('week') },
    qs: ['top five visitors by intent score this week since monday', 'so of the people on the site this week which five have the highest intent'],
  },
  {
    id: 'v16 visitors: top 3 by total visits among email-captured',
    spec: { m: 'top', s: 'visitors', n: 3, by: 'visit_count', f: { idSource: 'email_capture' } },
    qs: [
      'of the people identified via email capture which three have visited the most times all time',
      'um top three email capture identified visitors by total visit count',
    ],
  },
  {
    id: 'v16 visitors: top 5 by page views in the last 7 days',
    spec: { m: 'top', s: 'visitors', n: 5, by: 'views', w: days(7) },
    qs: [
      'which five visitors racked up the most page views over the last seven days',
      'top five people by number of page views in the past seven days',
    ],
  },
  {
    id: 'v16 visitors: average intent of /demo viewers, last 30 days',
    spec: { m: 'avg', s: 'visitors', field: 'intent_score', f: { path: '/demo' }, w: days(30) },
    qs: [
      'average intent score of visitors who viewed the slash demo page in the last thirty days',
      'so people who looked at exactly slash demo over the past thirty days what is their average intent',
    ],
  },
  {
    id: 'v16 visitors: share identified this week',
    spec: { m: 'share', s: 'visitors', part: { identified: true }, w: thisP('week') },
    qs: [
      'what percent of the visitors this week are identified by any method company or email out of everyone who visited since monday',
      'of all the people on the site this week how many percent have we identified one way or another',
    ],
  },
  {
    id: 'v16 visitors: new this week',
    spec: { m: 'count', s: 'visitors', f: { new: true }, w: thisP('week') },
    qs: ['how many new visitors this week so first ever visit since monday', 'um brand new people this week how many first visited since monday'],
  },
  {
    id: 'v16 visitors: returning yesterday',
    spec: { m: 'count', s: 'visitors', f: { returning: true }, w: YESTERDAY },
    qs: [
      'yesterday how many returning visitors did we have people who had been here before yesterday',
      'okay how many people came back yesterday that had already visited before that day',
    ],
  },
  {
    id: 'v16 visitors: first visit of person',
    spec: { m: 'first', s: 'visitors', field: 'first_visit_at', f: { email: '{person.email}' } },
    qs: ['when did {person.email} first visit', 'um what was the very first visit time for {person.email}'],
  },
  {
    id: 'v16 visitors: last visit of the consumer',
    spec: { m: 'last', s: 'visitors', field: 'last_visit_at', f: { email: '{consumer.email}' } },
    qs: ['when was {consumer.email} last on the site', 'so last visit time for {consumer.email}'],
  },
  {
    id: 'v16 visitors: when person2 was identified',
    spec: { m: 'first', s: 'visitors', field: 'identified_at', f: { email: '{person2.email}' } },
    qs: ['when did we identify {person2.email}', 'okay what time did {person2.email} get identified'],
  },
  {
    id: 'v16 visitors: 10 to 15 visits in total',
    spec: { m: 'count', s: 'visitors', f: { visits: { op: 'between', lo: 10, hi: 15 } } },
    qs: ['how many visitors have between ten and fifteen visits total inclusive', 'um number of people whose all time visit count is ten to fifteen both included'],
  },
  {
    id: 'v16 visitors: intent <= 10 last week',
    spec: { m: 'count', s: 'visitors', f: { intent: { op: '<=', v: 10 } }, w: lastP('week') },
    qs: [
      'how many visitors last week monday through sunday had an intent of ten or less',
      'so last week how many low intent people visited like ten or under on intent',
      'how many visitors this week no last week had intent ten or below',
    ],
  },
  {
    id: 'v16 visitors: today vs yesterday',
    spec: { m: 'compare', s: 'visitors', w: TODAY, w2: YESTERDAY },
    qs: ['visitors today so far versus yesterday give me today first', 'how many people came today compared to yesterday today first then yesterday'],
  },
  {
    id: 'v16 visitors: unidentified today',
    spec: { m: 'count', s: 'visitors', f: { identified: false }, w: TODAY },
    qs: [
      'how many anonymous visitors came by today ones we have not identified at all not even to a company',
      'um today how many visitors are still completely unidentified',
    ],
  },

  // ─── identifications ─────────────────────────────────────────────────────────
  {
    id: 'v16 identifications: yesterday',
    spec: { m: 'count', s: 'identifications', w: YESTERDAY },
    qs: [
      'how many visitors did we identify yesterday by any method company match or email',
      'um identifications yesterday how many',
      'okay how many people did we identify today oh wait i mean yesterday any method company or email',
    ],
  },
  {
    id: 'v16 identifications: by email capture, last 7 days',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'email_capture' }, w: days(7) },
    qs: [
      'how many identifications came from email capture in the past seven days',
      'last seven days how many people did we identify through email capture',
    ],
  },
  {
    id: 'v16 identifications: list today',
    spec: { m: 'list', s: 'identifications', w: TODAY },
    qs: ['who got identified today list them', 'okay so give me everybody we identified today so far'],
  },
  {
    id: 'v16 identifications: top 3 by intent this month',
    spec: { m: 'top', s: 'identifications', n: 3, by: 'intent_score', w: thisP('month') },
    qs: ['top three people identified this month ranked by intent', 'so of the visitors we identified since june first which three have the highest intent score'],
  },
  {
    id: 'v16 identifications: most recent',
    spec: { m: 'last', s: 'identifications', field: 'identified_at' },
    qs: ['when was the most recent identification', 'um what time did we last identify anybody'],
  },
  {
    id: 'v16 identifications: this week vs last week',
    spec: { m: 'compare', s: 'identifications', w: thisP('week'), w2: lastP('week') },
    qs: [
      'identifications this week versus last week this week first',
      'how many visitors did we identify this week since monday compared to all of last week',
    ],
  },
  {
    id: 'v16 identifications: IP table, June 2-8',
    spec: { m: 'count', s: 'identifications', f: { idSource: 'ip_table' }, w: between('2025-06-02', '2025-06-08') },
    qs: [
      'between june second and june eighth inclusive how many identifications came from the ip range table',
      'um from the second through the eighth of june how many visitors were identified by the ip table',
    ],
  },
  {
    id: 'v16 identifications: share by email capture this month',
    spec: { m: 'share', s: 'identifications', part: { idSource: 'email_capture' }, w: thisP('month') },
    qs: [
      'what percent of the identifications this month came from email capture out of all identifications since june first',
      'of everybody we identified this month what share was through email capture',
    ],
  },
  {
    id: 'v16 identifications: average intent of those identified last week',
    spec: { m: 'avg', s: 'identifications', field: 'intent_score', w: lastP('week') },
    qs: [
      'average intent score of the people we identified last week monday through sunday',
      'so visitors identified last week what is their average intent',
    ],
  },
  {
    id: 'v16 identifications: with a /pricing-prefix view in the last 14 days',
    spec: { m: 'count', s: 'identifications', f: { pathPrefix: '/pricing' }, w: days(14) },
    qs: [
      'in the last fourteen days how many visitors were identified who also viewed any pricing page in those fourteen days so anything starting with slash pricing enterprise included',
      'um people identified over the past fourteen days who looked at slash pricing or slash pricing slash enterprise during that time how many',
    ],
  },

  // ─── page views ──────────────────────────────────────────────────────────────
  {
    id: 'v16 page views: today',
    spec: { m: 'count', s: 'page_views', w: TODAY },
    qs: ['how many page views today so far', 'um total page views today', 'so like how many page views yesterday no scratch that today so far'],
  },
  {
    id: 'v16 page views: exact /pricing yesterday',
    spec: { m: 'count', s: 'page_views', f: { path: '/pricing' }, w: YESTERDAY },
    qs: [
      'how many views did the slash pricing page get yesterday just that exact page not the enterprise one',
      'yesterday page views on exactly slash pricing how many',
    ],
  },
  {
    id: 'v16 page views: /blog/ prefix, last 7 days',
    spec: { m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' }, w: days(7) },
    qs: [
      'how many blog page views in the last seven days so anything under slash blog slash',
      'okay past seven days page views on all the pages starting with slash blog slash added together',
    ],
  },
  {
    id: 'v16 page views: by the lead company last week',
    spec: { m: 'count', s: 'page_views', f: { company: '{lead.name}' }, w: lastP('week') },
    qs: [
      'how many page views did {lead.name} rack up last week monday to sunday',
      'um last week how many pages did people at {lead.name} look at',
    ],
  },
  {
    id: 'v16 page views: paid search this month',
    spec: { m: 'count', s: 'page_views', f: { channel: 'paid_search' }, w: thisP('month') },
    qs: ['how many page views came from paid search this month', 'um paid search channel page views since june first'],
  },
  {
    id: 'v16 page views: launch-week campaign June 9-15',
    spec: { m: 'count', s: 'page_views', f: { campaign: 'launch-week' }, w: between('2025-06-09', '2025-06-15') },
    qs: [
      'between june ninth and june fifteenth inclusive how many page views came from the launch week campaign',
      'um launch week campaign page views from the ninth through the fifteenth of june',
    ],
  },
  {
    id: 'v16 page views: excluded accounts last week (self-corrected)',
    spec: { m: 'count', s: 'page_views', f: { classification: 'excluded' }, w: lastP('week') },
    qs: [
      'how many page views did competitors no sorry the excluded accounts have last week',
      'um last week monday through sunday page views from accounts we marked excluded',
    ],
  },
  {
    id: 'v16 page views: ASN-identified visitors, last 14 days',
    spec: { m: 'count', s: 'page_views', f: { idSource: 'asn' }, w: days(14) },
    qs: [
      'in the last fourteen days how many page views came from visitors identified by ASN',
      'okay page views over the past fourteen days from people whose identification source is ASN',
    ],
  },
  {
    id: 'v16 page views: top 3 pages, last 7 days',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'path', w: days(7) },
    qs: ['what are the top three pages by views over the last seven days', 'um which three pages got the most views in the past seven days'],
  },
  {
    id: 'v16 page views: top 5 pages among customers this month',
    spec: { m: 'top', s: 'page_views', n: 5, group: 'path', f: { classification: 'customer' }, w: thisP('month') },
    qs: [
      'top five pages our customers viewed this month by number of views',
      'so since june first which five pages did customer accounts look at the most',
    ],
  },
  {
    id: 'v16 page views: top 3 channels, last 30 days',
    spec: { m: 'top', s: 'page_views', n: 3, group: 'channel', w: days(30) },
    qs: [
      'top three channels by page views over the last thirty days',
      'okay so which three traffic channels brought the most page views in the past thirty days',
    ],
  },
  {
    id: 'v16 page views: share on exact /demo this week',
    spec: { m: 'share', s: 'page_views', part: { path: '/demo' }, w: thisP('week') },
    qs: [
      'what percent of all page views this week were on the slash demo page exactly',
      'of every page view since monday what share was slash demo',
      'okay so of all page views this week since monday what percent hit slash pricing sorry slash demo the exact page',
    ],
  },
  {
    id: 'v16 page views: share direct last month',
    spec: { m: 'share', s: 'page_views', part: { channel: 'direct' }, w: lastP('month') },
    qs: [
      'last month so may what percent of page views were direct traffic out of all page views that month',
      'um in may what share of page views came from the direct channel',
    ],
  },
  {
    id: 'v16 page views: first today',
    spec: { m: 'first', s: 'page_views', field: 'occurred_at', w: TODAY },
    qs: ['what time was the first page view today', 'so when did the first page view of today come in'],
  },
  {
    id: 'v16 page views: last on /pricing/enterprise',
    spec: { m: 'last', s: 'page_views', field: 'occurred_at', f: { path: '/pricing/enterprise' } },
    qs: [
      'when was the slash pricing slash enterprise page last viewed',
      'um last time anybody looked at the enterprise pricing page slash pricing slash enterprise',
    ],
  },
  {
    id: 'v16 page views: this quarter vs last quarter',
    spec: { m: 'compare', s: 'page_views', w: thisP('quarter'), w2: lastP('quarter') },
    qs: [
      'page views this quarter compared to last quarter this quarter first',
      'um how many page views so far this quarter and how many last quarter',
    ],
  },

  // ─── sessions ────────────────────────────────────────────────────────────────
  {
    id: 'v16 sessions: today',
    spec: { m: 'count', s: 'sessions', w: TODAY },
    qs: ['how many sessions started today', 'um number of sessions today so far'],
  },
  {
    id: 'v16 sessions: including exact /pricing, last 7 days',
    spec: { m: 'count', s: 'sessions', f: { path: '/pricing' }, w: days(7) },
    qs: [
      'how many sessions in the last seven days included a view of the slash pricing page exactly not the enterprise one',
      'so past seven days sessions that hit slash pricing itself how many',
      'sessions over the last thirty no seven days that included exactly slash pricing not the enterprise page how many',
    ],
  },
  {
    id: 'v16 sessions: from the lead domain this month',
    spec: { m: 'count', s: 'sessions', f: { domain: '{lead.domain}' }, w: thisP('month') },
    qs: ['how many sessions has {lead.domain} had this month', 'um sessions from {lead.domain} since june first'],
  },
  {
    id: 'v16 sessions: /docs/ prefix last month',
    spec: { m: 'count', s: 'sessions', f: { pathPrefix: '/docs/' }, w: lastP('month') },
    qs: [
      'last month so may how many sessions touched any docs page meaning anything under slash docs slash',
      'okay in may number of sessions that included a page starting with slash docs slash',
    ],
  },
  {
    id: 'v16 sessions: identified visitors yesterday',
    spec: { m: 'count', s: 'sessions', f: { identified: true }, w: YESTERDAY },
    qs: [
      'how many sessions yesterday were by identified visitors identified any way company or email',
      'um yesterday sessions from people we have identified how many',
    ],
  },
  {
    id: 'v16 sessions: first started today',
    spec: { m: 'first', s: 'sessions', field: 'started_at', w: TODAY },
    qs: ['when did the first session today start', 'so what time did the earliest session of today begin'],
  },
  {
    id: 'v16 sessions: last started by person3',
    spec: { m: 'last', s: 'sessions', field: 'started_at', f: { email: '{person3.email}' } },
    qs: ['when did {person3.email} last start a session on the site', 'um most recent session start for {person3.email}'],
  },
  {
    id: 'v16 sessions: last week vs this week',
    spec: { m: 'compare', s: 'sessions', w: lastP('week'), w2: thisP('week') },
    qs: [
      'sessions last week versus this week so far last week first',
      'how many sessions did we have last week monday to sunday and how many this week since monday',
    ],
  },

  // ─── attributed sessions (the attribution rollup) ────────────────────────────
  {
    id: 'v16 attribution: total, last 30 days',
    spec: { m: 'count', s: 'attributed_sessions', w: days(30) },
    qs: [
      'how many campaign attributed sessions do we have in the attribution report for the last thirty days',
      'um attribution total sessions with a campaign over the past thirty days',
    ],
  },
  {
    id: 'v16 attribution: paid social this month',
    spec: { m: 'count', s: 'attributed_sessions', f: { channel: 'paid_social' }, w: thisP('month') },
    qs: [
      'in the attribution numbers how many sessions came from the paid social channel this month',
      'so attributed sessions for paid social since june first',
    ],
  },
  {
    id: 'v16 attribution: source newsletter, last 14 days',
    spec: { m: 'count', s: 'attributed_sessions', f: { source: 'newsletter' }, w: days(14) },
    qs: [
      'attributed sessions with source newsletter over the last fourteen days',
      'um attribution report last fourteen days how many sessions had the newsletter as their source',
    ],
  },
  {
    id: 'v16 attribution: top 3 channels, last 14 days',
    spec: { m: 'top', s: 'attributed_sessions', n: 3, group: 'channel', w: days(14) },
    qs: [
      'top three channels by attributed sessions over the last fourteen days',
      'so in the attribution report which three channels had the most sessions in the past fourteen days',
    ],
  },
  {
    id: 'v16 attribution: top 2 campaigns this month',
    spec: { m: 'top', s: 'attributed_sessions', n: 2, group: 'campaign', w: thisP('month') },
    qs: [
      'which two campaigns drove the most attributed sessions this month',
      'um top two campaigns by attributed sessions since june first',
      'top three no just the top two campaigns by attributed sessions this month',
    ],
  },
  {
    id: 'v16 attribution: top source, all time',
    spec: { m: 'top', s: 'attributed_sessions', n: 1, group: 'source', w: ALL },
    qs: [
      'which utm source has the most attributed sessions all time just the top one',
      'okay in the attribution data what is the single biggest source by sessions ever',
    ],
  },
  {
    id: 'v16 attribution: share g2-listing, last 7 days',
    spec: { m: 'share', s: 'attributed_sessions', part: { campaign: 'g2-listing' }, w: days(7) },
    qs: [
      'what percent of attributed sessions in the last seven days came from the g2 listing campaign out of all attributed sessions',
      'um last seven days of attribution what share of sessions was the g2 listing campaign',
    ],
  },
  {
    id: 'v16 attribution: this month vs last month',
    spec: { m: 'compare', s: 'attributed_sessions', w: thisP('month'), w2: lastP('month') },
    qs: [
      'attributed sessions this month versus last month this month first',
      'how many campaign attributed sessions so far in june compared with all of may',
    ],
  },
  {
    id: 'v16 attribution: sum for launch-week since June 1',
    spec: { m: 'sum', s: 'attributed_sessions', field: 'sessions', f: { campaign: 'launch-week' }, w: since('2025-06-01') },
    qs: [
      'add up the attributed sessions for the launch week campaign since june first',
      'so launch week campaign total attributed sessions from the first of june on',
    ],
  },

  // ─── recommendations, API keys, webhooks (no window) ─────────────────────────
  {
    id: 'v16 recommendations: count open',
    spec: { m: 'count', s: 'recommendations', f: { state: 'open' } },
    qs: ['how many open recommendations do we have', 'um how many recommendations are still open right now'],
  },
  {
    id: 'v16 recommendations: list open',
    spec: { m: 'list', s: 'recommendations', f: { state: 'open' } },
    qs: ['list the open recommendations', 'okay read me all the recommendations that are still open'],
  },
  {
    id: 'v16 recommendations: count all, dismissed included',
    spec: { m: 'count', s: 'recommendations' },
    qs: [
      'how many recommendations are there in total open or not including any we dismissed',
      'so every recommendation ever whatever the status how many',
    ],
  },
  {
    id: 'v16 keys: count active',
    spec: { m: 'count', s: 'keys', f: { state: 'active' } },
    qs: ['how many active api keys do we have', 'um api keys that are not revoked how many'],
  },
  {
    id: 'v16 keys: list all',
    spec: { m: 'list', s: 'keys' },
    qs: ['list all our api keys revoked or not', 'okay give me the names of every api key we have'],
  },
  {
    id: 'v16 webhooks: count all',
    spec: { m: 'count', s: 'webhooks' },
    qs: ['how many webhooks do we have set up enabled or disabled', 'um total number of web hook endpoints'],
  },
  {
    id: 'v16 webhooks: list enabled',
    spec: { m: 'list', s: 'webhooks', f: { state: 'enabled' } },
    qs: [
      'which webhooks are enabled right now',
      'so list the webhook endpoints that are turned on',
      'which web hooks are disabled no sorry enabled list the enabled ones',
    ],
  },

  // ─── declines ────────────────────────────────────────────────────────────────
  {
    id: 'v16 decline: why traffic dropped',
    spec: { m: 'decline', why: 'a cause: the data records visits, not why they rose or fell' },
    qs: [
      'so why did our traffic drop last week like what caused it',
      'um what made page views go down last week compared to the week before what was the reason',
    ],
  },
  {
    id: 'v16 decline: forecast leads next month',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['how many new leads are we gonna get next month', 'okay predict how many accounts will visit in july'],
  },
  {
    id: 'v16 decline: will the lead buy',
    spec: { m: 'decline', why: 'a forecast of a purchase decision' },
    qs: ['is {lead.name} going to buy from us this quarter', 'um what are the odds {lead.domain} signs a deal'],
  },
  {
    id: 'v16 decline: ad spend',
    spec: { m: 'decline', why: 'ad spend is not recorded' },
    qs: [
      'how much did we spend on the brand search campaign in google ads',
      'so what is our cost per click on linkedin for the abm q3 campaign',
    ],
  },
  {
    id: 'v16 decline: phone call content',
    spec: { m: 'decline', why: 'calls are not recorded' },
    qs: ['what did {person.email} say on the sales call yesterday', 'um summarize my phone call with {person2.email}'],
  },
  {
    id: 'v16 decline: CRM deal stage',
    spec: { m: 'decline', why: 'CRM deals and stages are not recorded' },
    qs: ['what stage is the {lead.name} deal at in salesforce', 'okay how much is the {customer.name} opportunity worth in our crm'],
  },
  {
    id: 'v16 decline: scroll depth',
    spec: { m: 'decline', why: 'scroll depth is not recorded' },
    qs: ['how far down the slash pricing page do people scroll on average', 'um what is the scroll depth on slash demo'],
  },
  {
    id: 'v16 decline: competitor\'s own website traffic',
    spec: { m: 'decline', why: 'another company\'s own website traffic is not recorded' },
    qs: ['how much traffic does {competitor.name} get on their own website', 'so how many visitors does {competitor.domain} get on their site each month'],
  },
  {
    id: 'v16 decline: why competitors look at pricing',
    spec: { m: 'decline', why: 'a motive: the data cannot say why' },
    qs: ['why are competitors looking at our pricing page so much', 'um what is {competitor.name} planning that they keep checking slash pricing'],
  },
  {
    id: 'v16 decline: forecast page views next week',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['how many page views will we get next week', 'okay so forecast the demo page views for the rest of june'],
  },
  {
    id: 'v16 decline: ambiguous company name',
    spec: { m: 'decline', why: 'several accounts start with the name and none is named just that: a clarification' },
    qs: ['how many page views did {ambiguous} have this week', 'um when was {ambiguous} last on the site'],
  },
  {
    id: 'v16 decline: phone numbers',
    spec: { m: 'decline', why: 'phone numbers are not recorded' },
    qs: ['give me the phone numbers of the people from {lead.domain}', 'um what is the cell number for {person.email}'],
  },
  {
    id: 'v16 decline: newsletter opens',
    spec: { m: 'decline', why: 'email opens are not recorded (only site visits tagged with the newsletter)' },
    qs: ['how many people opened the last monthly digest email', 'so what was the open rate on our newsletter this month'],
  },
  {
    id: 'v16 decline: campaign caused demo requests',
    spec: { m: 'decline', why: 'a causal claim' },
    qs: [
      'did the launch week campaign cause more people to book demos like was it because of that campaign',
      'um is {lead.name} so engaged because of our linkedin ads like did the ads cause it',
    ],
  },
  {
    id: 'v16 decline: salesperson performance',
    spec: { m: 'decline', why: 'sales reps and closed deals are not recorded' },
    qs: ['which of my sales reps closed the most deals this month', 'okay how many cold calls did my reps make this week'],
  },
  {
    id: 'v16 decline: churn forecast',
    spec: { m: 'decline', why: 'a forecast' },
    qs: ['which customers are going to churn next quarter', 'um will {customer.name} renew next year'],
  },
];

export const SET16 = flatten(SET16_FAMILIES);
