// Readings found on answer set 4 (eval/answers/set4.ts, tuned on): each question here was answered
// wrong or declined before, and each expectation is the call whose arguments apply every constraint.
import { describe, expect, it } from 'vitest';
import { normalize, VERBATIM } from '../../../subgraphs/copilot/planner/normalize.js';
import { parseWindow } from '../../../subgraphs/copilot/planner/time.js';
import { planQuestion } from '../../../subgraphs/copilot/planner/plan.js';
import { pageWords, EMPTY_NAMES, type KnownNames } from '../../../subgraphs/copilot/planner/workspace.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { createRegistry } from '../../../subgraphs/copilot/catalogue/registry.js';
import { fromSpoken } from '../../../subgraphs/copilot/planner/spoken.js';
import { withDefinitions } from '../../../subgraphs/copilot/planner/querySyntax.js';
import { measureOf } from '../../../subgraphs/copilot/planner/reading/measure.js';

const NOW = new Date('2025-06-18T12:00:00.000Z'); // a Wednesday
const UPTO = new Date(NOW.getTime() + 1).toISOString();
const ALL_TIME = { from: '2000-01-01T00:00:00.000Z', to: UPTO, label: 'all time' };
const tools = createRegistry(ALL_TOOLS).toolsFor({ kind: 'session', workspaceId: 'w', userId: 'u', role: 'owner' }, { privilegedActionsEnabled: false });
const NAMES: KnownNames = {
  ...EMPTY_NAMES,
  accounts: [
    { domain: 'apple.com', name: 'Apple' },
    { domain: 'dundermifflin.com', name: 'Dunder Mifflin' },
    { domain: 'dunderfoods.com', name: 'Dunder Foods' },
    { domain: 'blueharborlogistics.com', name: 'Blue Harbor Logistics' },
    { domain: 'globexlogistics.com', name: 'Globex Logistics' },
  ],
  campaigns: ['abm-q3', 'brand-search', 'monthly-digest'],
  pages: ['/pricing', '/pricing/enterprise', '/product', '/product/integrations', '/blog/intent-data'] };
const plan = (question: string) => planQuestion({ question, tools, history: [], facts: [], now: NOW, workspaceId: 'w' }, NAMES);
const calls = (question: string) => {
  const p = plan(question);
  return p.type === 'calls' ? p.calls.map((c) => ({ tool: c.tool, ...c.arguments })) : p.type;
};
/** the planner with these accounts known besides NAMES' */
const PERSONAL = { domain: 'personal', name: null };
function withAccounts(extra: KnownNames['accounts']) {
  const names: KnownNames = { ...NAMES, accounts: [...NAMES.accounts, ...extra] };
  const planNamed = (question: string) => planQuestion({ question, tools, history: [], facts: [], now: NOW, workspaceId: 'w' }, names);
  const callsNamed = (question: string) => {
    const p = planNamed(question);
    return p.type === 'calls' ? p.calls.map((c) => ({ tool: c.tool, ...c.arguments })) : p.type;
  };
  return { planNamed, callsNamed };
}

describe('windows', () => {
  it.each([
    ['accounts visited since June 5th', '2025-06-05T00:00:00.000Z', UPTO, 'since 2025-06-05'],
    ['yesterdays visitor count', '2025-06-17T00:00:00.000Z', '2025-06-18T00:00:00.000Z', 'yesterday'],
    ['blog post pageviews month to date', '2025-06-01T00:00:00.000Z', UPTO, 'this month'],
    ['accounts active QTD', '2025-04-01T00:00:00.000Z', UPTO, 'this quarter'],
  ])('%s', (q, from, to, label) => expect(parseWindow(q, NOW)).toEqual({ from, to, label }));
  it('"to date" alone is all time', () => expect(parseWindow('total identifications to date', NOW)).toEqual(ALL_TIME));
  it('abbreviations are read once normalised ("this wk")', () => {
    const [c] = calls('how many orgs looked at /pricing this wk') as Record<string, unknown>[];
    expect(c!.window).toEqual({ from: '2025-06-16T00:00:00.000Z', to: UPTO, label: 'this week' });
  });
});

describe('constraints read, not dropped', () => {
  it('"seventy plus on intent" is intent ≥ 70', () => expect(calls('customers scoring seventy plus on intent - how many?')).toEqual([{ tool: 'search_accounts', classification: 'customer', min_intent: 70 }]));
  it('"first seen yesterday" and "first time visitors" are new ones, not a first time', () => {
    expect(calls('list companies first seen yesterday')).toMatchObject([{ tool: 'visiting_accounts', returning: false, window: { label: 'yesterday' } }]);
    expect(calls('first time visitors over the past seven days')).toMatchObject([{ tool: 'search_visitors', returning: false, window: { label: 'last 7 days' } }]);
  });
  it('anonymous visitors are visitors without an identity', () => {
    expect(calls('How many anonymous visitors are there?')).toEqual([{ tool: 'search_visitors', identified: false }]);
    expect(calls('how many visitors have we not identified yet')).toEqual([{ tool: 'search_visitors', identified: false }]);
  });
  it('visitors by channel, source and campaign: all time when no window is named', () => {
    expect(calls('How many visitors came from paid social?')).toEqual([{ tool: 'search_visitors', channel: 'paid_social', window: ALL_TIME }]);
    expect(calls('visitors via launch-week campaign pls')).toMatchObject([{ tool: 'search_visitors', campaign: 'launch-week', window: ALL_TIME }]);
  });
  it('"did ppc bring in", "from our newsletter"', () => {
    expect(calls('how many companies did ppc bring in over the past 14 days')).toMatchObject([{ tool: 'visiting_accounts', channel: 'paid_search' }]);
    expect(calls('list companies that clicked through from our newsletter')).toMatchObject([{ tool: 'visiting_accounts', source: 'newsletter', window: ALL_TIME }]);
  });
  it('averages: "per lead" names accounts, "visitor intent" is intent', () => {
    expect(calls('avg number of visits per lead')).toEqual([{ tool: 'search_accounts', classification: 'lead', measure: 'average', field: 'visit_count' }]);
    expect(calls('avg visitor intent')).toEqual([{ tool: 'search_visitors', measure: 'average' }]);
  });
  it('"more today than yesterday" compares two windows', () => {
    const c = calls('Did we identify more people today than yesterday?') as Record<string, unknown>[];
    expect(c.map((x) => ((x.window ?? x.identified_in) as { label: string }).label)).toEqual(['today', 'yesterday']);
  });
  it('the last view of a page, and one account\'s page views', () => {
    expect(calls('When was the pricing page last viewed?')).toEqual([{ tool: 'page_funnel', window: ALL_TIME, pages: ['/pricing'] }]);
    expect(calls('most recent /pricing view')).toEqual([{ tool: 'page_funnel', window: ALL_TIME, pages: ['/pricing'] }]);
    expect(calls('How many pages has apple.com viewed in total?')).toEqual([{ tool: 'page_funnel', window: ALL_TIME, domain: 'apple.com' }]);
  });
  it('the first identification ever, not in a default week', () => expect(calls('When did we first identify a visitor?')).toEqual([{ tool: 'identification_status', window: ALL_TIME }]));
  it('a list asks for every match (up to the read API\'s page of 200)', () => expect(calls('Which leads have an intent score above 75?')).toEqual([{ tool: 'search_accounts', classification: 'lead', min_intent: 76, limit: 200 }]));
});

describe('found on held-out set 2 (tuned on since the eighth session)', () => {
  it('"do we know by email" is identified visitors, not the email channel', () => expect(calls('how many visitors do we know by email')).toEqual([{ tool: 'search_visitors', identified: true }]));
  it('"total visitors", "total identifications" are counts; "total visits across lead accounts" a sum', () => {
    expect(calls('total identifications to date')).toEqual([{ tool: 'identification_status', window: ALL_TIME }]);
    expect(calls('total visits across all lead accounts')).toEqual([{ tool: 'search_accounts', classification: 'lead', measure: 'sum', field: 'visit_count' }]);
  });
  it('visitors ordered by visits, and their average visits', () => {
    expect(calls('Which 3 identified visitors have visited the most?')).toEqual([{ tool: 'search_visitors', identified: true, order_by: 'visits', limit: 3 }]);
    expect(calls('average visits per visitor')).toEqual([{ tool: 'search_visitors', measure: 'average', field: 'visit_count' }]);
  });
  it('pages a classification views most; the blog\'s share', () => {
    expect(calls('Which 3 pages do leads view most?')).toMatchObject([{ tool: 'page_funnel', classification: 'lead', limit: 3 }]);
    expect(calls('blog share of pageviews')).toMatchObject([{ tool: 'page_funnel', pages: ['/blog/*'] }]);
  });
  it('identifications narrowed by classification are the identified visitors', () =>
    expect(calls('How many people at lead accounts did we identify last month?')).toMatchObject([{ tool: 'search_visitors', classification: 'lead', identified: true, identified_in: { label: 'last month' } }]));
  it('the share of a window\'s visitors who were returning ("had been here before")', () => {
    for (const q of ['What share of visitors in the last 7 days were returning?', '% of the past 7 days’ visitors who had been here before'])
      expect(calls(q)).toMatchObject([{ tool: 'search_visitors', returning: true, measure: 'share', window: { label: 'last 7 days' } }]);
  });
  it('a person\'s first visit is their record\'s', () => expect(calls('When was sam@acme.com first on our site?')).toEqual([{ tool: 'visitor_journey', email: 'sam@acme.com' }]));
  it('a path only pages under which were viewed is the section', () => expect(calls('companies on /blog yesterday')).toMatchObject([{ tool: 'visiting_accounts', page: '/blog/*' }]));
  it('a list without a number or a ranking asks for every match', () => expect(calls('companies on the site yesterday')).toMatchObject([{ tool: 'visiting_accounts', limit: 200 }]));
});

describe('found on answer set 5 (written by a helper who never read the planner)', () => {
  it.each([
    ['show me competitor accts from the last 7d', 'last 7 days'],
    ['email channel visitors, past 30d', 'last 30 days'],
    ['how many leads came from organic search between 1 and 7 june', '2025-06-01 to 2025-06-07'],
    ['recent visitor numbers pls', 'recently (last 7 days)'],
  ])('the window of "%s"', (q, label) => expect(calls(q)).toMatchObject([{ window: { label } }]));
  it('"new leads" keeps the classification', () => expect(calls('how many new leads did we get in may')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', returning: false, window: { label: 'may 2025' } }]));
  it('identification sources by every name', () => {
    expect(calls('ip-matched visitors who visited in may')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'ip_table', identified: true }]);
    expect(calls('email-captured visitors who hit /demo, all time')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'email_capture', page: '/demo' }]);
    expect(calls('how many people we identified from a form fill have viewed the demo page')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'email_capture', page: '/demo', window: ALL_TIME }]);
  });
  it('a campaign of the workspace named as a word', () => {
    expect(calls('abm-q3 sessions mtd')).toMatchObject([{ tool: 'attribution_overview', group_by: 'campaign' }]);
    expect(calls('how many people identified in the last 30 days came via brand-search')).toMatchObject([{ tool: 'search_visitors', campaign: 'brand-search', identified: true }]);
  });
  it('intent readings: "scoring seventy or above", "(forty to sixty)", "80 and up"', () => {
    expect(calls('accounts scoring seventy or above that were on the site in the last 14 days')).toMatchObject([{ tool: 'visiting_accounts', min_intent: 70 }]);
    expect(calls('mid intent accounts (forty to sixty), how many')).toMatchObject([{ tool: 'search_accounts', min_intent: 40, max_intent: 60 }]);
    expect(calls('pull the leads with intent 80 and up')).toMatchObject([{ tool: 'search_accounts', classification: 'lead', min_intent: 80 }]);
  });
  it('people, not accounts: "competitor employees"; first-timers are new visitors', () => {
    expect(calls('how many competitor employees looked at pricing pages in the last five days')).toMatchObject([{ tool: 'search_visitors', classification: 'competitor' }]);
    expect(calls('count first-timers from organic this month')).toMatchObject([{ tool: 'search_visitors', channel: 'organic_search', returning: false }]);
  });
  it('page views grouped by channel, and a channel\'s share of page views', () => {
    expect(calls('which 3 channels drive the most page views')).toMatchObject([{ tool: 'page_funnel', group_by: 'channel', limit: 3 }]);
    expect(calls('organic search as a % of may pageviews')).toMatchObject([{ tool: 'page_funnel', channel: 'organic_search' }]);
  });
  it('sessions that included a page; the best three channels', () => {
    expect(calls('how many sessions included a demo page view this month')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', pages: ['/demo'] }]);
    expect(calls('best three channels by session volume over the last 30 days')).toMatchObject([{ tool: 'attribution_overview', limit: 3 }]);
  });
  it('short questions with a constraint are questions ("leads today"), comparisons read abbreviations', () => {
    expect(calls('leads today')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', window: { label: 'today' } }]);
    expect(calls('leads this wk vs last wk')).toMatchObject([{ window: { label: 'this week' } }, { window: { label: 'last week' } }]);
  });
  it('shares: of the filter named last, the denominator the same rows without it', () => {
    expect(calls('what percentage of the accounts that visited this week are leads')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', measure: 'share', share_part: 'classification' }]);
    expect(calls('of the customers who visited in the last 30 days, what share looked at /pricing')).toMatchObject([{ tool: 'visiting_accounts', classification: 'customer', page: '/pricing', measure: 'share', share_part: 'page' }]);
    expect(calls('% of past-28-day visitors via paid search')).toMatchObject([{ tool: 'search_visitors', channel: 'paid_search', measure: 'share', share_part: 'channel', window: { label: 'last 28 days' } }]);
  });
  it('sessions of a classification; "any pricing page" is the section; months compared', () => {
    expect(calls('customer sessions last wk')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', classification: 'customer' }]);
    expect(calls('highest intent accounts that looked at any pricing page in the last two weeks, top 5')).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing*', order_by: 'intent', limit: 5 }]);
    expect(calls('how do june pageviews so far compare to may')).toMatchObject([{ window: { label: 'june 2025' } }, { window: { label: 'may 2025' } }]);
  });
  it('the last page view by a classification or an account; an account\'s own last visit stays its record', () => {
    expect(calls('when did a competitor last look at the pricing page')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing'], classification: 'competitor' }]);
    expect(calls('latest pageview from apple.com - when')).toMatchObject([{ tool: 'page_funnel', domain: 'apple.com' }]);
    expect(calls('when did apple.com last visit')).toEqual([{ tool: 'get_account', domain: 'apple.com' }]);
  });
  it('identifications narrowed by a campaign; "X as utm source"; company level is accounts', () => {
    expect(calls('identifications in past 30d from the brand-search campaign')).toMatchObject([{ tool: 'search_visitors', campaign: 'brand-search', identified: true }]);
    expect(calls('linkedin as utm source: visitors this month')).toMatchObject([{ tool: 'search_visitors', source: 'linkedin' }]);
    expect(calls('most frequent visitors at company level - top 10 by visits')).toEqual([{ tool: 'search_accounts', order_by: 'visits', limit: 10 }]);
  });
  it('an ambiguous company name is asked about, never dropped', () => {
    expect(plan('how many page views has Dunder had this week')).toMatchObject({ type: 'clarification', text: expect.stringContaining('dundermifflin.com') });
    expect(plan('visitors from Dunder')).toMatchObject({ type: 'clarification' });
  });
  it.each([
    ['salary range of visitors from apple.com', 'demographic'],
    ['what did Apple say on our last call', 'said on calls'],
    ['how much revenue did the abm-q3 campaign close', 'revenue closed'],
    ["what are Apple's top pages on their site", "other companies' own"],
  ])('"%s" is declined: not recorded', (q, what) => expect(plan(q)).toMatchObject({ type: 'refusal', text: expect.stringContaining(what) }));
  it('"whats the reason" is a causal question; "competitor pricing page views" are ours', () => {
    expect(plan('whats the reason page views fell over the weekend')).toMatchObject({ type: 'refusal', text: expect.stringContaining('caused') });
    expect(calls('competitor pricing page views last wk')).toMatchObject([{ tool: 'page_funnel', classification: 'competitor', pages: ['/pricing'] }]);
  });
});

describe('found on answer set 6 (written by a helper who never read the planner)', () => {
  it('campaign names typed with spaces are campaigns, never windows', () => {
    expect(calls('ABM Q3 campaign: lead accounts reached since 1 june?')).toMatchObject([{ tool: 'visiting_accounts', campaign: 'abm-q3', classification: 'lead', window: { label: 'since 2025-06-01' } }]);
    expect(calls('page views from the monthly digest campaign between june 1 and june 15')).toMatchObject([{ tool: 'page_funnel', campaign: 'monthly-digest' }]);
  });
  it('a company named by name narrows the read, or the question is declined', () => {
    expect(calls('how many sessions has Blue Harbor Logistics had overall')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', domain: 'blueharborlogistics.com' }]);
    // a read that cannot narrow by the company names it in its refusal
    expect(plan('what share of attributed sessions did Blue Harbor Logistics bring last week')).toMatchObject({ type: 'refusal', text: expect.stringContaining('blueharborlogistics.com') });
    expect(calls('how many pages did Apple view this week')).toMatchObject([{ tool: 'page_funnel', domain: 'apple.com' }]);
  });
  it('"over the weekend" is the last Saturday and Sunday', () => expect(calls('sessions over the weekend?')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', window: { from: '2025-06-14T00:00:00.000Z', to: '2025-06-16T00:00:00.000Z' } }]));
  it('identification readings: "did we unmask", sources named near "matched", a typo in linkedin', () => {
    expect(calls('how many people did we unmask this week')).toMatchObject([{ tool: 'identification_status', window: { label: 'this week' } }]);
    expect(plan('this month, how many visitors did we match through their network ASN')).toMatchObject({ type: 'calls', calls: [{ tool: 'identification_status' }] });
    expect(calls('asn-matched visitors on /pricing this month')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'asn', page: '/pricing' }]);
    expect(calls('number of people who arrived via linkdin over the past 14 days')).toMatchObject([{ tool: 'search_visitors', source: 'linkedin' }]);
  });
  it('attribution: the ranked dimension, "best performing campaign", sources of sessions', () => {
    expect(calls('where does our campaign traffic come from? top 3 channels by sessions, last 30 days')).toMatchObject([{ tool: 'attribution_overview', group_by: 'channel', limit: 3 }]);
    expect(calls('best performing campaign in may by sessions?')).toMatchObject([{ tool: 'attribution_overview', group_by: 'campaign', limit: 1 }]);
    expect(calls('this qtr, which 2 sources sent us the most sessions')).toMatchObject([{ tool: 'attribution_overview', group_by: 'source', limit: 2 }]);
  });
  it('"a pricing page" is the section; "enterprise pricing views" the named page; "known (identified) visitors"', () => {
    expect(calls('lead sessions that touched a pricing page in the last fourteen days')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', pages: ['/pricing*'] }]);
    expect(calls('enterprise pricing views by competitor accounts, last 7 days')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing/enterprise'], classification: 'competitor' }]);
    expect(calls('known (identified) visitors in the past 7 days?')).toMatchObject([{ tool: 'search_visitors', identified: true }]);
  });
  it('"more … in june than in may" compares; "id rate" is the identified share', () => {
    expect(calls('are we finding more new accounts in june than in may? give both numbers')).toMatchObject([{ window: { label: 'june 2025' } }, { window: { label: 'may 2025' } }]);
    expect(plan('id rate for visitors in june so far?')).toMatchObject({ type: 'calls', calls: [{ tool: 'identification_status' }] });
  });
  it('"among customer accounts" is a share of the customers', () =>
    expect(calls('among customer accounts, share with an intent score of at least seventy?')).toMatchObject([{ tool: 'search_accounts', classification: 'customer', min_intent: 70, share_of: 'classification' }]));
  it('"customer-side visitors" are people; "how many views … from unidentified visitors" is asked about', () => {
    expect(calls('last month: customer-side visitors on /docs/getting-started, how many?')).toMatchObject([{ tool: 'search_visitors', classification: 'customer' }]);
    expect(calls('how many views in the past three days came from unidentified visitors')).toMatchObject([{ tool: 'page_funnel', identified: false, window: { label: 'last 3 days' } }]);
  });
});

describe('found on answer set 6, third round', () => {
  it('"people we have a name/email for" are identified visitors', () =>
    expect(calls('how many people we have a name/email for visited during the last seven days')).toMatchObject([{ tool: 'search_visitors', identified: true, window: { label: 'last 7 days' } }]));
  it('a share "of all our visitors" by identification source is of every visitor, identified or not', () => {
    expect(calls('what percent of all our visitors were resolved through the IP ranges table')).toEqual([{ tool: 'search_visitors', resolution_source: 'ip_table', identified: true, measure: 'share', share_part: 'resolution_source' }]);
    // of the identified ones: identifications by source
    expect(calls('what share of identified visitors were identified by email capture')).toMatchObject([{ tool: 'identification_status' }]);
  });
  it('the visitors\' visit counts summed; an account average of their recorded visitor counts', () => {
    expect(calls('all Apple people together, how many visits in their visit counts')).toEqual([{ tool: 'search_visitors', domain: 'apple.com', measure: 'sum', field: 'visit_count' }]);
    expect(calls('avg headcount seen per company, intent ≥ 50, active in june')).toMatchObject([{ tool: 'visiting_accounts', min_intent: 50, measure: 'average', field: 'visitor_count' }]);
    // visits per account in a window are not its all-time visit count: not answered from it
    expect(plan('average visits per lead account that visited this week')).toMatchObject({ type: 'refusal' });
  });
  it('page views by identified or anonymous visitors', () => {
    expect(calls('yesterday, what were the 3 pages identified people viewed most')).toMatchObject([{ tool: 'page_funnel', identified: true, limit: 3, window: { label: 'yesterday' } }]);
    expect(calls('top three pages among known visitors yday')).toMatchObject([{ tool: 'page_funnel', identified: true, limit: 3 }]);
  });
  it('two consecutive days named together are both (not the first alone)', () =>
    expect(parseWindow('how many sessions started on saturday june 14 or sunday june 15', NOW)).toEqual({ from: '2025-06-14T00:00:00.000Z', to: '2025-06-16T00:00:00.000Z', label: '2025-06-14 to 2025-06-15' }));
  it('the first or last session start', () => {
    const p = plan('what time did today\'s first session start');
    expect(p).toMatchObject({ type: 'calls', calls: [{ tool: 'page_funnel', arguments: { unit: 'sessions', window: { label: 'today' } } }] });
  });
  it('"next to the prior week\'s", "and then this week": comparisons of two windows', () => {
    expect(calls("I'd like to see last week's session count next to the prior week's")).toMatchObject([
      { tool: 'page_funnel', unit: 'sessions', window: { label: 'last week' } },
      { tool: 'page_funnel', unit: 'sessions', window: { from: '2025-06-02T00:00:00.000Z', to: '2025-06-09T00:00:00.000Z' } },
    ]);
    expect(calls('lead pageviews: last week, and then this week so far')).toMatchObject([{ window: { label: 'last week' }, classification: 'lead' }, { window: { label: 'this week' }, classification: 'lead' }]);
    // a page sequence is not a comparison
    expect(calls('visitors who viewed /pricing and then /signup last week')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing', '/signup'] }]);
  });
  it('when one person was identified: their record', () =>
    expect(calls('at what time was frances.591@gringottsrobotics.com identified')).toEqual([{ tool: 'visitor_journey', email: 'frances.591@gringottsrobotics.com' }]));
});

describe('found on answer set 7 (written by a helper who never read the planner)', () => {
  it('visit counts "in total" with a window are the all-time count; "2-5 visits", "at most once"', () => {
    expect(calls('how many accounts visited this week and have more than 10 visits in total')).toMatchObject([{ tool: 'visiting_accounts', min_total_visits: 11, window: { label: 'this week' } }]);
    expect(calls('accts with 2-5 visits total?')).toEqual([{ tool: 'search_accounts', min_visits: 2, max_visits: 5 }]);
    expect(calls('how many visitors have visited at most once')).toEqual([{ tool: 'search_visitors', max_visits: 1 }]);
  });
  it('"add up", "avrage", "- total?"', () => {
    expect(calls('add up the visit counts of all our customer accounts')).toEqual([{ tool: 'search_accounts', classification: 'customer', measure: 'sum', field: 'visit_count' }]);
    expect(calls('whats the avrage intent score of our leads')).toEqual([{ tool: 'search_accounts', classification: 'lead', measure: 'average' }]);
    expect(calls('anon visitors who viewed a /docs/ page - total?')).toMatchObject([{ tool: 'search_visitors', page: '/docs/*', identified: false }]);
  });
  it('one person\'s or one company\'s sessions and page views; a share of sessions with a page; views per visitor', () => {
    expect(calls('how many sessions has frances.591@gringottsrobotics.com had')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', email: 'frances.591@gringottsrobotics.com' }]);
    expect(calls('latest session from Blue Harbor Logistics - when?')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', domain: 'blueharborlogistics.com' }]);
    expect(calls('pv by dennis.449@initechlogistics.com, past 30 days')).toMatchObject([{ tool: 'page_funnel', email: 'dennis.449@initechlogistics.com', window: { label: 'last 30 days' } }]);
    expect(calls('what % of sessions in the last 7 days included /demo')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', pages: ['/demo'] }]);
    expect(calls('Quick one - avg pv per visitor today?')).toMatchObject([{ tool: 'page_funnel', window: { label: 'today' } }]);
  });
  it('pages a named section covers are the section; "anything starting /product"', () => {
    expect(calls('which competitors looked at any pricing page this week (/pricing or /pricing/enterprise)')).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing*', classification: 'competitor' }]);
    expect(calls('pv on anything starting /product, past 30 days')).toMatchObject([{ tool: 'page_funnel', pages: ['/product*'] }]);
  });
  it('comparisons asked as "…, and how many last week"; the biggest channel; accounts by page views', () => {
    expect(calls('how many people did we identify this week, and how many last week')).toMatchObject([{ window: { label: 'this week' } }, { window: { label: 'last week' } }]);
    expect(calls('biggest channel by pv past 7 days?')).toMatchObject([{ tool: 'page_funnel', group_by: 'channel', limit: 1 }]);
    expect(calls('top 5 accounts by number of page views in the last 30 days')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'visits', limit: 5 }]);
  });
  it('the earliest new account; returning spelled out; "paid social:" and "source=newsletter"', () => {
    expect(calls('this week, when was the earliest new account first seen')).toMatchObject([{ tool: 'visiting_accounts', returning: false }]);
    expect(calls('leads that came back this week (first seen before this week), how many')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', returning: true }]);
    expect(calls('paid social: how many accts had a visit from it last wk')).toMatchObject([{ tool: 'visiting_accounts', channel: 'paid_social' }]);
    expect(calls('since june 1st, number of people with a visit tagged source=newsletter')).toMatchObject([{ tool: 'search_visitors', source: 'newsletter' }]);
  });
  it('intent ranges, averages and anonymity of visitors', () => {
    expect(calls('how many identified visitors have an intent score under 20')).toEqual([{ tool: 'search_visitors', max_intent: 19, identified: true }]);
    expect(calls('avg intent for people we have identified')).toEqual([{ tool: 'search_visitors', identified: true, measure: 'average' }]);
    expect(calls("yesterday's pv by not-yet-identified visitors")).toMatchObject([{ tool: 'page_funnel', identified: false }]);
  });
  it('scrolling, "going to become", another company\'s own site: declined', () => {
    for (const q of ['how far down do ppl scroll on /blog/intent-data', 'which leads are going to become customers this quarter', "how many visitors does Globex Logistics's site get a month"])
      expect(plan(q)).toMatchObject({ type: 'refusal' });
  });
});

describe('found on the tuned sets\' last declines (sets 5 and 6)', () => {
  it('"returning customer accounts" are companies, not the store\'s buyers', () =>
    expect(calls('returning customer accounts mtd')).toMatchObject([{ tool: 'visiting_accounts', classification: 'customer', returning: true }]));
  it('the newest account\'s first-seen time; a source\'s first identification', () => {
    expect(calls('when was the newest lead first spotted')).toEqual([{ tool: 'search_accounts', classification: 'lead', measure: 'first_seen' }]);
    expect(calls('first email capture identification this wk - what time')).toMatchObject([{ tool: 'identification_status', window: { label: 'this week' } }]);
  });
  it('visitors via a channel are people, not attribution; "intent over 80 … 3 or more times"', () => {
    expect(calls('unidentified visitors arriving via the email channel, last three weeks, count')).toMatchObject([{ tool: 'search_visitors', channel: 'email', identified: false }]);
    expect(calls('list people with intent over 80 who have visited 3 or more times')).toMatchObject([{ tool: 'search_visitors', min_intent: 81, min_visits: 3 }]);
  });
  it('one person\'s latest session; leads a campaign brought; Apple\'s latest visit is a time, not an ordering', () => {
    expect(calls('when did radia.181@soylentlogistics.com last start a session')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', email: 'radia.181@soylentlogistics.com' }]);
    expect(calls('how many leads did the ABM Q3 campaign bring to the site since june 1st')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', campaign: 'abm-q3' }]);
    expect(calls('when did someone from Apple most recently visit')).toEqual([{ tool: 'get_account', domain: 'apple.com' }]);
  });
  it('pages named as alternatives under one base are one pattern; a sequence stays a sequence', () => {
    expect(calls('% of pageviews this wk on /pricing or /pricing/enterprise')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing*'] }]);
    expect(calls('visitors who viewed /pricing then /pricing/enterprise')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing', '/pricing/enterprise'] }]);
  });
  it('what an exact page leaves out anyway is not a negation; non-revoked keys are the active ones', () => {
    expect(calls('how many views did exactly /pricing get this week (not the enterprise page)')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing'] }]);
    expect(plan('views of /pricing not from competitors')).toMatchObject({ type: 'clarification' });
    expect(calls('number of non-revoked API keys?')).toEqual([{ tool: 'list_api_keys' }]);
    expect(calls('list all api keys including revoked ones')).toEqual([{ tool: 'list_api_keys', include_revoked: true }]);
  });
  it('"a visit count above 10", "their three most-viewed urls", "opened"', () => {
    expect(calls('number of accounts with a visit count above 10, ever')).toEqual([{ tool: 'search_accounts', min_visits: 11 }]);
    expect(calls('how many times was the demo page opened over the weekend')).toMatchObject([{ tool: 'page_funnel', pages: ['/demo'] }]);
  });
});

describe('found on answer set 8 (written by a helper who never read the planner)', () => {
  it('"l7d", "first ever … yesterday", "26/05–01/06", "between 26 May and 1 June" (one window, not two requests)', () => {
    expect(parseWindow('sessions from lead accounts l7d', NOW)).toMatchObject({ label: 'last 7 days' });
    expect(parseWindow('people whose first ever visit was yesterday', NOW)).toMatchObject({ label: 'yesterday' });
    expect(parseWindow('how many pv came in on the referral channel 26/05–01/06?', NOW)).toMatchObject({ from: '2025-05-26T00:00:00.000Z', to: '2025-06-02T00:00:00.000Z' });
    expect(calls('referral traffic between 26 May and 1 June (inclusive) — page views?')).toMatchObject([{ tool: 'page_funnel', channel: 'referral', window: { from: '2025-05-26T00:00:00.000Z' } }]);
  });
  it('averages of page views per visiting account; accounts by page views or by people', () => {
    expect(calls('avg pv per account last wk, across the accounts that visited')).toMatchObject([{ tool: 'visiting_accounts', measure: 'average', field: 'page_views' }]);
    expect(calls('pull the 3 accounts with the highest page-view totals over the past 7 days')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'visits', limit: 3 }]);
    expect(calls('top 10 accts by number of people (visitor count), all time')).toEqual([{ tool: 'search_accounts', order_by: 'visitors', limit: 10 }]);
  });
  it('visitors identified by a source who visited are visitors; their page views and sessions', () => {
    expect(calls('visitors resolved through the IP-range table who were on the site mtd, how many?')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'ip_table', window: { label: 'this month' } }]);
    expect(calls('since 9 June, sessions by visitors identified via email capture?')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', resolution_source: 'email_capture' }]);
    expect(calls('avg visit count for visitors recognised via email capture?')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'email_capture', measure: 'average', field: 'visit_count' }]);
    // the verb with "we" stays the identifications made in the window
    expect(calls('how many visitors did we identify by email capture this week')).toMatchObject([{ tool: 'identification_status' }]);
  });
  it('a path named to leave out; "not yet de-anonymised"; repeat visitors defined by a visit count', () => {
    expect(calls('which people at competitor accounts viewed /pricing itself (not /pricing/enterprise) in the last 2 wks?')).toMatchObject([{ tool: 'search_visitors', page: '/pricing', classification: 'competitor' }]);
    expect(calls('how many still-anonymous (not yet de-anonymised) visitors were on the site this wk?')).toMatchObject([{ tool: 'search_visitors', identified: false }]);
    expect(calls('repeat visitors: how many people have 3 or more visits in total?')).toEqual([{ tool: 'search_visitors', min_visits: 3 }]);
  });
  it('identification times at one company; identifications at a classification', () => {
    expect(calls('when did we first unmask someone from apple.com?')).toEqual([{ tool: 'search_visitors', domain: 'apple.com', identified: true, measure: 'identified_at' }]);
    expect(calls('identifications at competitor accounts, past 7 days')).toMatchObject([{ tool: 'search_visitors', classification: 'competitor', identified_in: { label: 'last 7 days' } }]);
  });
  it('comparisons "this wk to last wk"; "rank campaign channels"; all-time attribution; records\' creation times', () => {
    expect(calls('compare page views this wk to last wk')).toMatchObject([{ window: { label: 'this week' } }, { window: { label: 'last week' } }]);
    expect(calls('rank campaign channels by sessions for last week — top three')).toMatchObject([{ tool: 'attribution_overview', group_by: 'channel', limit: 3 }]);
    expect(calls('what % of all attributed sessions came from the email channel?')).toMatchObject([{ tool: 'attribution_overview', window: { label: 'all time' } }]);
    expect(plan('when was our oldest API key created?')).toMatchObject({ type: 'calls', calls: [{ tool: 'list_api_keys' }] });
    expect(calls('which webhooks are switched on?')).toEqual([{ tool: 'list_webhooks', state: 'enabled' }]);
  });
  it('recommendations of every status and their creation times; "people we unmasked this week" are identifications', () => {
    expect(calls('total recs ever, open or not')).toEqual([{ tool: 'open_recommendations', state: 'all' }]);
    expect(calls('when was the latest recommendation created?')).toEqual([{ tool: 'open_recommendations', state: 'all' }]);
    expect(calls('count up the people we unmasked this week')).toMatchObject([{ tool: 'identification_status', window: { label: 'this week' } }]);
    expect(calls('people identified through a form fill (email capture): mean number of visits')).toMatchObject([{ tool: 'search_visitors', measure: 'average', field: 'visit_count' }]);
    expect(calls('total number of companies we have identified')).toEqual([{ tool: 'search_accounts' }]);
  });
  it('spend, phone numbers, a company\'s plans or CEO, "how many seconds", "will we get": declined', () => {
    for (const q of ['how much did we spend on the abm-q3 LinkedIn campaign?', 'give me the phone numbers of the people from apple.com', 'what is Globex Logistics planning, given their visits?', 'who is the CEO of Massive Dynamic Labs?', 'how many seconds do people spend on the blog posts?', 'how many visitors will we get in July?'])
      expect(plan(q)).toMatchObject({ type: 'refusal' });
  });
});

describe('found on answer set 9 (written by a helper who never read the planner)', () => {
  it.each([
    ['between the 1st and the 14th of June', '2025-06-01 to 2025-06-14'],
    ['utm_campaign=brand-search, 2025-06-01 through 2025-06-14 inclusive', '2025-06-01 to 2025-06-14'],
    ['sessions started on or after 2025-06-09', 'since 2025-06-09'],
    ['how many people got identified 26th–31st of May?', '2025-05-26 to 2025-05-31'],
    ['attributed sessions since Tuesday the 3rd of June?', 'since 2025-06-03'],
    ['launch-week from 2025-06-03 to today', 'since 2025-06-03'],
    ['sessions started in the current calendar month', 'this month'],
    ['accounts with a page view last week, by visitor_count (all-time distinct people)', 'last week'],
  ])('%s is %s', (q, label) => expect(parseWindow(q, NOW)).toMatchObject({ label }));
  it('accounts or visitors "with a page view" are accounts or visitors; people ranked by page views are people (by the window\'s page views)', () => {
    expect(calls('pipeline sync in a minute: number of lead accounts with at least one page view this week?')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead' }]);
    expect(calls('Distinct visitors with a page view today (UTC) — number?')).toMatchObject([{ tool: 'search_visitors', window: { label: 'today' } }]);
    expect(calls('five busiest people this week, by number of page views this week')).toMatchObject([{ tool: 'search_visitors', order_by: 'page_views', limit: 5, window: { label: 'this week' } }]);
  });
  it('people identified in a window; the last time we identified anybody; "resolution source email_capture"', () => {
    expect(calls('avg intent of people identified in the last thirty days?')).toMatchObject([{ tool: 'search_visitors', identified_in: { label: 'last 30 days' }, measure: 'average' }]);
    expect(calls('top three highest-intent people we identified last month')).toMatchObject([{ tool: 'search_visitors', identified_in: { label: 'last month' }, limit: 3 }]);
    expect(plan('when was the last time we identified anybody?')).toMatchObject({ type: 'calls', calls: [{ tool: 'identification_status' }] });
  });
  it('orders by total visit count and by visitor_count; "fifty-plus"; "(sub-pages excluded)" is no classification', () => {
    expect(calls('Rank accounts by total visit count (lifetime) and give me the top 3.')).toEqual([{ tool: 'search_accounts', order_by: 'visits', limit: 3 }]);
    expect(calls('Among accounts with a page view last week (Monday–Sunday), rank the top 5 by visitor_count (all-time distinct people at the account).')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'visitors', limit: 5 }]);
    expect(calls('board slide: percent of lead accounts scoring fifty-plus on intent, out of all lead accounts')).toMatchObject([{ min_intent: 50, share_of: 'classification' }]);
    expect(calls('Page views of the path /pricing exactly (sub-pages excluded) during the current week.')).toEqual([{ tool: 'page_funnel', pages: ['/pricing'], window: expect.objectContaining({ label: 'this week' }) }]);
  });
  it('a page and the pages under it, however said', () => {
    expect(calls('Count of page views last week on /pricing or any page under /pricing/.')).toMatchObject([{ pages: ['/pricing*'] }]);
    expect(calls('Of all sessions started this month (denominator), what percentage include at least one view of /pricing or a /pricing/ sub-page?')).toMatchObject([{ unit: 'sessions', pages: ['/pricing*'] }]);
    expect(calls('Percentage of accounts that visited this week (denominator) which viewed a page under /pricing (/pricing itself included) this week.')).toMatchObject([{ page: '/pricing*', share_part: 'page' }]);
  });
  it('definitions restated in brackets or clauses are not constraints; "names only"; "the 5 with the highest"', () => {
    expect(calls('How many sessions (runs of page views with gaps of 30 minutes or less) started yesterday?')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions' }]);
    expect(calls('List the customer-classified accounts that viewed the exact path /pricing during the current calendar month (other pricing pages do not count).')).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing', classification: 'customer' }]);
    expect(calls('net-new accounts on the site last month — ones we had never seen before that month. number?')).toMatchObject([{ tool: 'visiting_accounts', returning: false }]);
    expect(calls('CEO asked: which competitor accounts were on our site in the past week (last 7 days)? names only')).toMatchObject([{ tool: 'visiting_accounts', classification: 'competitor' }]);
    expect(calls('Of the lead companies that visited today, give me the 5 with the highest intent score.')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'intent', limit: 5 }]);
    expect(calls('Count of accounts active last calendar month whose lifetime visit count exceeds 10.')).toMatchObject([{ tool: 'visiting_accounts', min_total_visits: 11 }]);
  });
  it('one person\'s identification time and first page view', () => {
    expect(calls('Identification time of frances.591@gringottsrobotics.com?')).toEqual([{ tool: 'visitor_journey', email: 'frances.591@gringottsrobotics.com' }]);
    expect(calls('Timestamp of the earliest page view by dennis.449@initechlogistics.com.')).toMatchObject([{ tool: 'page_funnel', email: 'dennis.449@initechlogistics.com' }]);
  });
  it('reps, countries, ad blockers, win probability, CSAT, motives: declined', () => {
    for (const q of ['which of my reps owns Apple?', 'how many visitors from Germany this month?', "Break down this week's page views by country.", 'how many visitors blocked our pixel with an ad blocker last week?', 'which lead is most likely to close this quarter?', 'How happy is blueharborlogistics.com with us — CSAT score?', 'What is Globex Logistics trying to figure out about us?'])
      expect(plan(q)).toMatchObject({ type: 'refusal' });
  });
});

describe('found on answer set 10 (written by a helper who never read the planner)', () => {
  it('"I mean" is no average; "sum of …" and "add up" are sums, whatever leads the question', () => {
    expect(calls('Yesterday, how many leads was on /pricing? I mean only the exact /pricing path, companies classified lead.')).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing', classification: 'lead' }]);
    expect(calls('How much visits competitors made in total? sum of visit count over all competitor accounts')).toEqual([{ tool: 'search_accounts', classification: 'competitor', measure: 'sum', field: 'visit_count' }]);
  });
  it('refinements after a comma, a full stop or "and had" are the same request', () => {
    expect(calls('give me count of visitors what first visited yesterday and had an organic search page view yesterday')).toMatchObject([{ tool: 'search_visitors', channel: 'organic_search', returning: false }]);
    expect(calls('List visitors. Only identified ones (whenever identified), from competitor companies, visited this month.')).toMatchObject([{ tool: 'search_visitors', classification: 'competitor', identified: true }]);
    expect(calls('webhooks, api keys and alert destinations')).toMatchObject([{ tool: 'list_webhooks' }, { tool: 'list_api_keys' }, { tool: 'list_alert_destinations' }]);
  });
  it('people identified in a date range; page views by identified visitors; visitors ranked by a page\'s views are declined', () => {
    expect(calls('sum of visit count (all time) for lead visitors which got identified 2025-06-09..2025-06-15, both days included')).toMatchObject([{ tool: 'search_visitors', identified_in: { label: '2025-06-09 to 2025-06-15' }, measure: 'sum' }]);
    expect(calls('How many /demo page views by identified visitors (whenever identified) in last 7 days?')).toMatchObject([{ tool: 'page_funnel', pages: ['/demo'], identified: true }]);
    expect(calls('TOP 3 VISITORS BY NUMBER OF BLOG PAGE VIEWS (/blog/ PAGES) THIS MONTH')).toMatchObject([{ tool: 'search_visitors', page: '/blog/*', order_by: 'page_views', limit: 3, window: { label: 'this month' } }]);
  });
  it('comparisons "? and yesterday? give both numbers", ", and how much in 2025-06-02..2025-06-08"; "which channel brought most"', () => {
    expect(calls('visitors today? and yesterday? give both numbers')).toMatchObject([{ window: { label: 'today' } }, { window: { label: 'yesterday' } }]);
    expect(calls('how much views /pricing/enterprise had last week, and how much in 2025-06-02..2025-06-08?')).toMatchObject([{ window: { label: 'last week' } }, { window: { from: '2025-06-02T00:00:00.000Z' } }]);
    expect(calls('Which channel brought most page views from customer companies (all time)?')).toMatchObject([{ tool: 'page_funnel', group_by: 'channel', limit: 1, classification: 'customer' }]);
  });
});

describe('declined, not answered broader', () => {
  it('recommendations "in total" are not only the open ones', () => expect(calls('How many recommendations have there been in total?')).toEqual([{ tool: 'open_recommendations', state: 'all' }]));
  it('"will X buy" is a prediction', () => expect(plan('Will apple.com buy from us?')).toMatchObject({ type: 'refusal', text: expect.stringContaining('predict') }));
});

describe('pages named by words the workspace\'s paths carry', () => {
  it('reads up to three words before "page"', () => {
    expect(pageWords('how many orgs looked at the enterprise pricing page this wk')).toEqual(['enterprise', 'pricing']);
    expect(pageWords('how many accounts have seen the integrations page')).toEqual(['integrations']);
    expect(pageWords('top accounts by intent')).toEqual([]);
  });
  it('resolves them to a viewed path, or to /name when none matches', () => {
    expect(calls('how many accounts have seen the integrations page')).toMatchObject([{ tool: 'visiting_accounts', page: '/product/integrations' }]);
    expect(calls('How many visitors have viewed the enterprise pricing page?')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing/enterprise'] }]);
    expect(calls('how many companies viewed the pricing page')).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing' }]);
  });
});

describe('a share of page views is of the views its denominator names', () => {
  it('"of customer page views, what % were on /pricing": the page is the part', () => {
    expect(calls('what % of customer page views this week were on /pricing')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing'], classification: 'customer', share_part: 'page' }]);
    expect(calls('of the /pricing views last month, what percent were by leads')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing'], classification: 'lead', share_part: 'classification' }]);
  });
  it('a denominator naming no filter is every page view', () => {
    const [c] = calls('what share of page views this week were customer views of /pricing') as Record<string, unknown>[];
    expect(c).toMatchObject({ tool: 'page_funnel', pages: ['/pricing'], classification: 'customer' });
    expect(c).not.toHaveProperty('share_part');
  });
});

describe('found on answer sets 9-13 (written by helpers who never read the planner)', () => {
  it('month-first day ranges and comparisons with them ("june 2-8 2025", "jun 14-15", "may 26 thru jun 1")', () => {
    expect(parseWindow('demo page views sat+sun (jun 14-15)?', NOW)).toEqual({ from: '2025-06-14T00:00:00.000Z', to: '2025-06-16T00:00:00.000Z', label: '2025-06-14 to 2025-06-15' });
    expect(parseWindow('new vistors may 26 thru jun 1', NOW)).toMatchObject({ from: '2025-05-26T00:00:00.000Z', to: '2025-06-02T00:00:00.000Z' });
    expect(calls('Page views of /pricing/enterprise last week compared to June 2-8 2025 (both days included)?')).toMatchObject([{ window: { label: 'last week' } }, { window: { label: '2025-06-02 to 2025-06-08' } }]);
  });
  it('numbers that are no dates: "10 to 20 visits", "for a second", a day ordinal before "of May"', () => {
    expect(calls('Count the accounts with 10 to 20 visits in all.')).toEqual([{ tool: 'search_accounts', min_visits: 10, max_visits: 20 }]);
    expect(parseWindow('Forget companies for a second: which 5 visitors', NOW)).toBeNull();
    expect(parseWindow('first seen between the 26th of May and the 1st of June 2025', NOW)).toMatchObject({ label: '2025-05-26 to 2025-06-01' });
    expect(calls('average intent of visitors from linkedin (utm_source linkedin) between 9 and 15 June inclusive')).toMatchObject([{ tool: 'search_visitors', source: 'linkedin', measure: 'average' }]);
  });
  it('rankings: "which 3 channel", "which five … visited most in total", "which one has the top", "3 most viewed pages"', () => {
    expect(calls('which 3 channel bring most attributed sessions in this month?')).toMatchObject([{ tool: 'attribution_overview', group_by: 'channel', limit: 3 }]);
    expect(calls('Which five customer companies visited most in total? rank them by their visit count')).toEqual([{ tool: 'search_accounts', classification: 'customer', order_by: 'visits', limit: 5 }]);
    expect(calls('If I could call only one lead company, which one has the top intent score?')).toEqual([{ tool: 'search_accounts', classification: 'lead', limit: 1 }]);
    expect(calls('this week: 3 most viewed pages')).toMatchObject([{ tool: 'page_funnel', limit: 3 }]);
    expect(calls('5 accts w/ the most pageviews in the last 7 days')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'visits', limit: 5 }]);
  });
  it('a definition or a bracket is no second request; "w/", "w/o", "# of", src', () => {
    expect(calls('how much new visitors from customer companies this week? new = first visit this week')).toMatchObject([{ tool: 'search_visitors', classification: 'customer', returning: false }]);
    expect(calls('Which 3 lead companies viewed product pages (/product and /product/...) the most last month, by number of those page views?')).toMatchObject([{ tool: 'visiting_accounts', page: '/product*', classification: 'lead', order_by: 'visits', limit: 3 }]);
    expect(calls('# accts first seen this week compared w/ last week')).toHaveLength(2);
    expect(calls('how many vistors l7d, only ones w/o an identification')).toMatchObject([{ identified: false }]);
    expect(calls('# accts first seen mtd that also had a src=linkedin pageview mtd')).toMatchObject([{ tool: 'visiting_accounts', returning: false, source: 'linkedin' }]);
  });
  it('"personal" as a remark or an adjective is no account filter; "N+" is at least N', () => {
    const [c] = calls("Total page views this week across all lead accounts combined, the catch-all 'personal' account (classified as a lead) included?") as Record<string, unknown>[];
    expect(c).toMatchObject({ tool: 'page_funnel', classification: 'lead' });
    expect(c).not.toHaveProperty('domain');
    expect(calls('# vistors w/ a person-level intent score of 70+')).toEqual([{ tool: 'search_visitors', min_intent: 70 }]);
  });
  it('sections named in words and brackets: "and everything under it", "or one of its sub-pages", "anywhere under"', () => {
    expect(calls('How many pricing page views did we get yesterday, counting /pricing and everything under it?')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing*'] }]);
    expect(calls('Number of last month\'s sessions that included /pricing or one of its sub-pages?')).toMatchObject([{ pages: ['/pricing*'], unit: 'sessions' }]);
    expect(calls('list lead accts w/ a pageview anywhere under /pricing this week')).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing*' }]);
  });
  it('subjects: people asked for, accounts that had a page view, page views by the unidentified, a subject the words leaned away from', () => {
    expect(calls('Who from competitor companies has been on our site in the last 7 days? List the people.')).toMatchObject([{ tool: 'search_visitors', classification: 'competitor' }]);
    expect(calls('Who did we identify yesterday? List the people.')).toMatchObject([{ tool: 'search_visitors', identified_in: { label: 'yesterday' } }]);
    expect(calls('How many page views today were made by visitors who have not been identified?')).toMatchObject([{ tool: 'page_funnel', identified: false }]);
    expect(calls('How many recommendations are currently open (new, or snoozed with the snooze period elapsed)?')).toEqual([{ tool: 'open_recommendations' }]);
    expect(calls('Count of visitors with a known identity who were on the site this week (identified at any time).')).toMatchObject([{ tool: 'search_visitors', identified: true }]);
  });
  it('an account\'s last-seen time; a name several accounts share is asked about', () => {
    expect(calls('when was a competitor last on the site')).toEqual([{ tool: 'search_accounts', classification: 'competitor', measure: 'last_seen' }]);
    expect(plan('For my account review, please tell me the lifetime visit count of the company Dunder.')).toMatchObject({ type: 'clarification', text: expect.stringContaining('dundermifflin.com') });
  });
  it('declined: costs, budgets, call notes, other companies\' sites, readiness and odds, company size, CRM opportunities', () => {
    for (const q of [
      "What's our cost per session on the abm-q3 LinkedIn campaign?",
      "What's the budget Massive Dynamic Labs has for a tool like ours?",
      'Summarize the objections radia.181@soylentlogistics.com raised when we talked to them.',
      "How much traffic does Globex Logistics's own website get?",
      "Please provide the number of page views on our competitor globexlogistics.com's website this week.",
      'When will Apple be ready to buy?',
      'odds apple.com signs by end of quarter',
      'how many employees does Apple have',
      'which accts have an open opp in salesforce',
      'Please project the number of sessions the monthly-digest campaign will generate in July.',
    ])
      expect(plan(q), q).toMatchObject({ type: 'refusal' });
    // an upgrade wondered about is no billing request
    expect(calls('Is Apple eyeing an upgrade? Which of their people viewed a pricing page (/pricing or anything under it) in the last 30 days?')).toMatchObject([{ tool: 'search_visitors', domain: 'apple.com', page: '/pricing*' }]);
  });
  it('later readings: a denominator named "denominator = all lead accts", first visits and first-seen dates in a range, newly identified people who visited, a field\'s "all time", the views of a page, one request restated', () => {
    expect(calls('what pct have intent 70+, denominator = all lead accts')).toEqual([{ tool: 'search_accounts', classification: 'lead', min_intent: 70, measure: 'share', share_of: 'classification' }]);
    expect(calls('# ppl whose first visit was between may 26 and jun 1 incl')).toMatchObject([{ tool: 'search_visitors', returning: false, window: { label: '2025-05-26 to 2025-06-01' } }]);
    expect(calls('Please provide the number of accounts whose first-seen date falls within the current calendar month.')).toMatchObject([{ tool: 'visiting_accounts', returning: false, window: { label: 'this month' } }]);
    const [resolved] = calls('# visitors resolved by ip_table w/ a pageview under /blog/ in the last 14 days') as Record<string, unknown>[];
    expect(resolved).toMatchObject({ tool: 'search_visitors', resolution_source: 'ip_table', page: '/blog/*', window: { label: 'last 14 days' } });
    expect(resolved).not.toHaveProperty('identified_in');
    expect(calls('this week: # newly identified ppl w/ a /demo pageview this week (just /demo)')).toMatchObject([{ tool: 'search_visitors', identified_in: { label: 'this week' }, page: '/demo', window: { label: 'this week' } }]);
    expect(calls('Returning companies this week (first seen before this week, visited this week): average visitor count per company, all time?')).toMatchObject([{ tool: 'visiting_accounts', returning: true, measure: 'average', field: 'visitor_count', window: { label: 'this week' } }]);
    expect(calls('This month, what percentage of the views of the /pricing page (exact path) were by people at customer accounts?')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing'], classification: 'customer', share_part: 'classification' }]);
    expect(calls("Who are our most frequent visitors at the account level? Top 5 accounts by lifetime visit count, the catch-all 'personal' account included.")).toEqual([{ tool: 'search_accounts', order_by: 'visits', limit: 5 }]);
  });
});

describe('found on answer sets 14-15 (a non-native speaker; a RevOps user typing query syntax)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL, { domain: 'northwindlogistics.com', name: 'Northwind Logistics' }]);
  it('"personal included", "keep the personal bucket in the ranking", "counts if it matches" are remarks, never the personal account filter', () => {
    for (const q of [
      'number of accounts with at least one page view from channel paid_social during last 14 days, personal included',
      'which 5 accounts generated the most pageviews this week? keep the "personal" bucket in the ranking',
      'How many accounts came in through paid social in the past 30 days? Include the personal consumer-mailbox account if it did.',
      'top 5 visitor by number of page views since Monday, also the personal mailbox ones',
    ]) {
      const c = callsNamed(q);
      expect(Array.isArray(c), q).toBe(true);
      expect((c as Record<string, unknown>[])[0], q).not.toHaveProperty('domain');
    }
    // asked about, it narrows
    expect(callsNamed('count identifications | domain = personal | since 2025-06-01')).toMatchObject([{ tool: 'search_visitors', domain: 'personal' }]);
  });
  it('query syntax is read as the sentence it stands for', () => {
    expect(callsNamed("count visitors | company = 'Northwind Logistics' | visited this month")).toMatchObject([{ tool: 'search_visitors', domain: 'northwindlogistics.com' }]);
    expect(callsNamed('count visitors | resolution_source=email_capture | visited since 2025-06-01')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'email_capture' }]);
    expect(callsNamed("count pageviews | path like '/blog/%' | l30d")).toMatchObject([{ tool: 'page_funnel', pages: ['/blog/*'] }]);
    expect(callsNamed('pageviews group by path, last 7 days, order by pageviews desc, limit 5')).toMatchObject([{ tool: 'page_funnel', limit: 5 }]);
    expect(callsNamed('sum the visitor_count of every customer account please')).toMatchObject([{ tool: 'search_accounts', measure: 'sum', field: 'visitor_count' }]);
    expect(callsNamed('count identifications where identified_at >= 2025-06-16')).toMatchObject([{ tool: 'identification_status', window: { from: '2025-06-16T00:00:00.000Z' } }]);
    expect(callsNamed('count webhook endpoints (enabled + disabled)')).toEqual([{ tool: 'list_webhooks' }]);
  });
  it('a field nothing records, or a time phrase the window parser missed, is named, never dropped', () => {
    expect(planNamed("count accounts where industry = 'retail'")).toMatchObject({ type: 'refusal', text: expect.stringMatching(/industries/) });
    expect(planNamed('page views since our product launch').type).not.toBe('calls');
    expect(callsNamed('page views since begining of month')).toMatchObject([{ tool: 'page_funnel', window: { label: 'this month' } }]);
    for (const q of ['count accounts where crm_stage = \'Closed Won\'', 'avg(nps_score) for accounts where classification = customer', 'the headcount of company Northwind Logistics, please', 'in which city is the head office of Northwind Logistics', 'which salesperson of our team is owner of the account Northwind Logistics', 'is Northwind Logistics going to sign the contract with us, yes or no', 'how many new accounts should we expect next week?'])
      expect(planNamed(q).type, q).toBe('refusal');
  });
  it('windows: "since 3 days", "2025-05", "may 2025 vs june 2025 to date", "since the start of June 2025", "visit count from 10 to 20"', () => {
    expect(parseWindow('visitors since 3 days', NOW)?.label).toBe('last 3 days');
    expect(parseWindow('top channel in 2025-05', NOW)).toMatchObject({ from: '2025-05-01T00:00:00.000Z', to: '2025-06-01T00:00:00.000Z' });
    expect(parseWindow('pageviews since the start of June 2025', NOW)?.from).toBe('2025-06-01T00:00:00.000Z');
    expect(parseWindow('how many companies has a visit count from 10 to 20 inclusive', NOW)).toBeNull();
    expect(callsNamed('pageviews: May 2025 vs June 2025 to date (May first)')).toMatchObject([{ tool: 'page_funnel', window: { label: 'may 2025' } }, { tool: 'page_funnel', window: { from: '2025-06-01T00:00:00.000Z' } }]);
  });
  it('"identified by email" is the email-capture source; "came for the first time" with a person asks when', () => {
    expect(callsNamed('how many visitors identified by email this week')).toMatchObject([{ tool: 'identification_status' }]);
    expect(planNamed('how many visitors identified by email this week').type).toBe('calls');
    expect(callsNamed('the visitor tim63@hotmail.com, when he came for the first time')).toEqual([{ tool: 'visitor_journey', email: 'tim63@hotmail.com' }]);
    expect(callsNamed('list the accounts seen for first time during last week')).toMatchObject([{ tool: 'visiting_accounts', returning: false }]);
  });
  it('denominators and orderings the window does not change: "of the identified visitors", "by their total visit_count", "average all-time visit count"', () => {
    expect(callsNamed('Of the identified visitors on the site this month, what percentage were resolved by the IP table?')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'ip_table', share_part: 'resolution_source', share_of: 'identified' }]);
    expect(callsNamed('what percent of all our visitors were resolved through the ip table this month')[0]).not.toHaveProperty('share_of');
    expect(callsNamed('top 10 lead accounts with intent_score >= 70 that visited in the past 14 days, ranked by their total visit_count, highest first')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'total_visits', limit: 10 }]);
    expect(callsNamed('which accounts visited most this week')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'visits' }]);
    expect(callsNamed("For the accounts that visited yesterday, what's their average all-time visit count?")).toMatchObject([{ tool: 'visiting_accounts', measure: 'average', field: 'visit_count' }]);
    // visits in a window are not the recorded count: named, not answered with either
    expect(planNamed('average visits per lead account that visited this week').type).toBe('refusal');
    // "of the lead accounts that visited, what share have intent 50+": the intent is the part, the leads stay in the denominator
    expect(callsNamed('Of the lead accounts that were on the site this month, what percentage have an intent score of 50 or more?')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', min_intent: 50, measure: 'share', share_part: 'intent' }]);
    expect(callsNamed('from the companies that visited this week, what percentage have intent more than 80?')).toMatchObject([{ tool: 'visiting_accounts', min_intent: 81, share_part: 'intent' }]);
    expect(callsNamed('count api keys where revoked_at is null')).toEqual([{ tool: 'list_api_keys' }]);
    expect(callsNamed('how many attributed sessions came through channel = social (not paid_social) since 2025-04-01?')).toMatchObject([{ tool: 'attribution_overview' }]);
    expect(callsNamed('when we saw globexlogistics.com for first time')).toEqual([{ tool: 'get_account', domain: 'globexlogistics.com' }]);
  });
});

describe('found on answer sets 16-17 (voice dictation; an executive defining their KPIs)', () => {
  const { callsNamed } = withAccounts([PERSONAL]);
  it('spoken paths, dates and fillers are read as typed', () => {
    expect(fromSpoken('um of every page view since monday what share was slash demo')).toBe('of every page view since monday what share was /demo');
    expect(fromSpoken('anything under slash blog slash this week')).toBe('anything under /blog/ this week');
    expect(fromSpoken('not pricing slash enterprise')).toBe('not /pricing/enterprise');
    expect(fromSpoken('launch week page views from the ninth through the fifteenth of june')).toBe('launch week page views from 9th through 15th of june');
    expect(fromSpoken('visitors since june first')).toBe('visitors since june 1st');
    expect(fromSpoken('accounts and the first visit')).toBe('accounts and the first visit');
    expect(fromSpoken('accounts first seen between the 26th of May and the 1st of June 2025')).toBe('accounts first seen between the 26th of May and the 1st of June 2025');
    expect(fromSpoken('page views on all the pages starting with slash blog slash added together')).toBe('page views on all the pages starting with /blog/ added together');
    expect(callsNamed('list the accounts that viewed exactly slash pricing yesterday only the main pricing page')).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing', limit: 200 }]);
    expect(callsNamed('from the second of june through the eighth how many lead accounts were on the site')).toMatchObject([{ tool: 'visiting_accounts', window: { from: '2025-06-02T00:00:00.000Z', to: '2025-06-09T00:00:00.000Z' } }]);
  });
  it('a self-correction keeps what the speaker settled on', () => {
    expect(fromSpoken('how many new accounts this week no actually this month')).toBe('how many new accounts this month');
    expect(fromSpoken('how many page views did competitors no sorry the excluded accounts have last week')).toBe('how many page views did the excluded accounts have last week');
    expect(fromSpoken('top three no just the top two campaigns by attributed sessions')).toBe('the top two campaigns by attributed sessions');
    expect(fromSpoken('which webhooks are disabled no sorry enabled')).toBe('which webhooks are enabled');
    // "I mean" that corrects nothing is kept
    expect(fromSpoken('I mean the exact path /pricing')).toBe('I mean the exact path /pricing');
  });
  it('a word the question defines is read as its definition where it ranks', () => {
    expect(withDefinitions('Top five logos (accounts) by engagement this month, engagement meaning page views since June 1')).toBe('Top five logos (accounts) by page views this month, since June 1');
    expect(callsNamed('Our two most engaged visitors of the last 7 days, engagement meaning page views in those 7 days.')).toMatchObject([{ tool: 'search_visitors', order_by: 'page_views', limit: 2 }]);
    // a word the readings know keeps its own reading
    expect(withDefinitions('how much new visitors this week? new = first visit this week')).toBe('how much new visitors this week? new = first visit this week');
  });
  it('"identified or anonymous" is both; "all of them and how many" is the list; rankings by distinct people', () => {
    expect(callsNamed('Weekly uniques so far: distinct visitors, identified or anonymous, with a page view this week')[0]).not.toHaveProperty('identified');
    expect(callsNamed('Which visitors with identification source email_capture have an intent score of at least 60? All of them, no date filter, and how many.')).toMatchObject([{ tool: 'search_visitors', limit: 200 }]);
    expect(callsNamed('which five accounts have the most individual visitors')).toMatchObject([{ tool: 'search_accounts', order_by: 'visitors', limit: 5 }]);
    expect(callsNamed('so last week how many low intent people visited like ten or under on intent')).toMatchObject([{ tool: 'search_visitors', max_intent: 10 }]);
    expect(callsNamed('List yesterday\'s IDs (visitors identified yesterday) and how many there were.')).toMatchObject([{ tool: 'search_visitors', identified_in: { label: 'yesterday' } }]);
  });
});

describe('found on answer sets 18-19 (a customer-success manager; a growth marketer)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it('companies counted or ranked by their page views are companies, never the page views', () => {
    expect(callsNamed('Count of customers with at least one page view this week?')).toMatchObject([{ tool: 'visiting_accounts', classification: 'customer' }]);
    expect(callsNamed('Top four leads by page views since Monday')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', order_by: 'visits', limit: 4 }]);
    expect(callsNamed('Which customer account has the most page views this month?')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'visits', limit: 1 }]);
    expect(callsNamed('competitor pricing page views last wk')).toMatchObject([{ tool: 'page_funnel', classification: 'competitor' }]);
  });
  it('two pages viewed together in any order are no sequence: named, not answered as a funnel', () => {
    expect(planNamed('this quarter, how many sessions included BOTH /demo (exact) and some page whose path starts with /pricing?').type).toBe('clarification');
    expect(callsNamed('visitors /pricing then /demo this month')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing', '/demo'] }]);
  });
  it('"anonymous included" is no filter, "anonymous ones left out" is the identified; "consumer mailboxes included" a remark', () => {
    expect(callsNamed('New visitors this week, anonymous included?')[0]).not.toHaveProperty('identified');
    expect(callsNamed('Yesterday, total page views by visitors we have identified (anonymous ones left out)?')).toMatchObject([{ tool: 'page_funnel', identified: true }]);
    expect(callsNamed('How many people at lead accounts with an intent score above 70 visited in the last 7 days? Consumer-mailbox people (the "personal" account is a lead) count.')[0]).not.toHaveProperty('domain');
    expect(callsNamed('Among customer-account people identified by email capture, when was the latest visit?')).toMatchObject([{ tool: 'page_funnel', classification: 'customer', resolution_source: 'email_capture' }]);
  });
  it('declines: NPS, the assigned CSM, licensed seats, email replies, acquisition cost', () => {
    for (const q of ['Show me the net promoter score for northwindlogistics.com', 'Which CSM is assigned to apple.com?', 'How many licensed seats does Apple have on their contract?', 'Did radia.181@soylentlogistics.com reply to my last email?', "what's our customer acquisition cost on paid social this quarter?"])
      expect(planNamed(q).type, q).toBe('refusal');
  });
});

describe('found on answer sets 20-21 (an analyst stating exclusions and boundaries; an SDR in shorthand)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it('a classification named as left out is never the filter: the one left is, otherwise it is named', () => {
    expect(callsNamed('customers only, competitors and leads left out: top 3 by visits')).toMatchObject([{ classification: 'customer', limit: 3 }]);
    expect(callsNamed('accounts that are neither customers, leads nor competitors')).toMatchObject([{ classification: 'excluded' }]);
    expect(callsNamed('how many leads came this week, no competitors')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead' }]);
    expect(planNamed('list the accounts that are neither leads nor customers').type).toBe('clarification');
    expect(planNamed('how many customers and competitors visited this month').type).toBe('clarification');
  });
  it('an identification source or returning named as left out', () => {
    expect(callsNamed('visitors identified neither by asn nor by email capture with intent 70+')).toMatchObject([{ resolution_source: 'ip_table', min_intent: 70 }]);
    expect(planNamed('people not identified by email capture this week').type).not.toBe('calls');
    expect(callsNamed('accounts first seen this week, returning ones excluded')).toMatchObject([{ tool: 'visiting_accounts', returning: false }]);
  });
  it('shorthand: "anon incl", "w", "IDd", "since tues", "since the 10th", "last wk (mon-sun)"', () => {
    expect(callsNamed('ppl w intent 50+ on /demo today, anon incl')[0]).not.toHaveProperty('identified');
    expect(callsNamed('ppl w intent 50+ on /demo today, anon incl')).toMatchObject([{ min_intent: 50 }]);
    expect(callsNamed('everyone we IDd yday')).toMatchObject([{ tool: 'identification_status', window: { label: 'yesterday' } }]);
    expect(parseWindow('since tues', NOW)).toMatchObject({ from: '2025-06-17T00:00:00.000Z' });
    expect(parseWindow('since thurs', NOW)).toMatchObject({ from: '2025-06-12T00:00:00.000Z' });
    expect(parseWindow('since the 10th', NOW)).toMatchObject({ from: '2025-06-10T00:00:00.000Z' });
    expect(parseWindow('last wk (mon-sun)', NOW)).toMatchObject({ label: 'last week' });
    expect(parseWindow('on sat and sun', NOW)).toMatchObject({ from: '2025-06-14T00:00:00.000Z', to: '2025-06-16T00:00:00.000Z' });
    // two days apart are no one window (the question is asked about, not answered for the first day)
    expect(parseWindow('page views on friday and sunday', NOW)).toBeNull();
  });
  it('"identified or not", "identified only", "whose resolution source is"', () => {
    expect(callsNamed('visitors today identified or not, how many')[0]).not.toHaveProperty('identified');
    expect(callsNamed('who viewed /demo in the last 3 days, identified only')).toMatchObject([{ tool: 'search_visitors', identified: true }]);
    expect(callsNamed('# visitors this month whose resolution source is ip table')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'ip_table' }]);
  });
  it('measures: a field of who, a total of visit counts, top one, a denominator named', () => {
    expect(callsNamed('average intent of customers with a page view of /pricing this month')).toMatchObject([{ tool: 'visiting_accounts', measure: 'average', classification: 'customer' }]);
    expect(callsNamed('total visit count of asn-identified visitors')).toMatchObject([{ measure: 'sum', resolution_source: 'asn' }]);
    expect(callsNamed('who at a lead account has the most visits')).toMatchObject([{ tool: 'search_visitors', limit: 1 }]);
    expect(callsNamed('customer page views this month: % on /demo')).toMatchObject([{ tool: 'page_funnel', share_part: 'page' }]);
    expect(callsNamed('which accounts with a visit count of at least 30 came from google this month')).toMatchObject([{ tool: 'visiting_accounts', min_total_visits: 30, limit: 200 }]);
  });
  it('declines: job titles, tech stacks, contract values, email opens; "skip" is a filter unless the email platform is named', () => {
    for (const q of ['what are the job titles of the people at apple.com', 'which crm does Apple use', 'total contract value of our customers', 'did they open our last newsletter'])
      expect(planNamed(q).type, q).toBe('refusal');
    expect(callsNamed('open recommendations, skip the dismissed ones')).toMatchObject([{ tool: 'open_recommendations' }]);
  });
  it('a negation that restates what is read is no constraint left unread; a page left out is no page asked about', () => {
    expect(callsNamed('accounts where visit_count <= 8 and intent > 40 (so 40 exactly is out)')).toMatchObject([{ min_intent: 41, max_visits: 8 }]);
    expect(callsNamed('customers with a visit count under 20 (20 would not count)')).toMatchObject([{ classification: 'customer', max_visits: 19 }]);
    expect(planNamed('accounts with intent above 50 (70 does not count)').type).toBe('clarification');
    expect(callsNamed('page views this week under /blog/, not counting the /blog page itself')).toMatchObject([{ tool: 'page_funnel', pages: ['/blog/*'] }]);
    expect(callsNamed('how many customer visitors were identified by email capture? visitors identified by IP or ASN do not count')).toMatchObject([{ resolution_source: 'email_capture' }]);
    expect(callsNamed('accounts first seen since june 10, not ones that were already known and came back')).toMatchObject([{ tool: 'visiting_accounts', returning: false }]);
  });
});

describe('found on answer sets 22-23 (an analyst thinking in windows; a new user in other words)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it('windows: halves of a month, the week of a day, the day or week before', () => {
    expect(parseWindow('in the first half of may', NOW)).toMatchObject({ from: '2025-05-01T00:00:00.000Z', to: '2025-05-16T00:00:00.000Z' });
    expect(parseWindow('the week of 4 june', NOW)).toMatchObject({ from: '2025-06-02T00:00:00.000Z', to: '2025-06-09T00:00:00.000Z' });
    expect(callsNamed('page views yesterday and the day before')).toMatchObject([{ window: { label: 'yesterday' } }, { window: { from: '2025-06-16T00:00:00.000Z', to: '2025-06-17T00:00:00.000Z' } }]);
    expect(callsNamed('accounts this week vs the week before')).toMatchObject([{ window: { label: 'this week' } }, { window: { from: '2025-06-09T00:00:00.000Z' } }]);
  });
  it('the product\'s words for what is said in other words', () => {
    expect(callsNamed('average buying-interest score of the companies that pay us')).toMatchObject([{ classification: 'customer', measure: 'average' }]);
    expect(callsNamed('list the firms we compete with')).toMatchObject([{ classification: 'competitor' }]);
    expect(callsNamed('how many page loads came from unpaid search results this week')).toMatchObject([{ tool: 'page_funnel', channel: 'organic_search' }]);
    expect(callsNamed('the five most eager people who gave us their email')).toMatchObject([{ resolution_source: 'email_capture', limit: 5 }]);
    expect(planNamed('which companies that pay us visited today').type).toBe('calls');
  });
  it('a share whose part is not read is asked about, never answered with the total', () =>
    expect(planNamed('what percentage of page views this week came from people reading on their phones').type).toBe('clarification'));
});

describe('found on answer sets 24-25 (qualifiers the data does not hold; a weekly review)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it.each([
    ['How many fintech lead accounts with intent of 80 or more viewed /pricing last week?', /industries/],
    ['avg intent of customer accounts active this month. Restrict it to software/SaaS businesses.', /industries/],
    ['How many EMEA visitors were identified through email capture this week?', /located/],
    ['accounts on the /demo page in the past 14 days — only those with over a thousand employees. how many?', /company size/],
    ['customer page views last week — only the ones from the Safari browser', /browsers/],
    ['How many decision makers did we identify through email capture last month?', /job titles/],
    ['weekend sessions (visitor local time) from lead accounts this month that hit /pricing — count', /time of day/],
    ['visitors w/ intent > 50 on the enterprise pricing page — only ones browsing in french', /languages/],
    ['List the accounts using HubSpot with intent over 60 that visited this week.', /software/],
    ['accounts active this week, intent over 50, that have raised a series B — list', /funded/],
    ['bombora surge on visitor identification + on our site this week — which accounts?', /outside this site/],
  ])('a qualifier nothing records is declined, never dropped: %s', (q, named) =>
    expect(planNamed(q)).toMatchObject({ type: 'refusal', text: expect.stringMatching(named) }));
  it('who asks is no qualifier: "our CEO asked …", "an account-based programme"', () => {
    expect(planNamed('CEO asked: which competitor accounts were on our site in the past week (last 7 days)? names only').type).toBe('calls');
    expect(planNamed('For our account-based marketing programme, which three accounts have the most visits overall?').type).toBe('calls');
  });
  it('"people we recognised" are identified ones; "we know by the email they gave us" is email capture', () => {
    expect(callsNamed('how many people have we ever recognised via their network ASN')).toMatchObject([{ tool: 'identification_status' }]);
    expect(callsNamed('who are the really interested people (intent over 75) we know by the email they gave us? all time')).toMatchObject([{ resolution_source: 'email_capture', min_intent: 76 }]);
    expect(callsNamed('Which email-identified visitors from customer accounts have been on the site since 5 June 2025?')).toMatchObject([{ classification: 'customer', resolution_source: 'email_capture' }]);
  });
  it('how visitors were identified, said but not read, is asked about', () =>
    expect(planNamed('how many page views on /pricing this week, asn ones')).toMatchObject({ type: 'clarification', text: expect.stringMatching(/"asn"/) }));
  it('the field an average is of can come before it; "final" is the last; slips in small words', () => {
    expect(callsNamed('low-interest companies (intent ≤ 30): how many visits do they average, ever')).toMatchObject([{ measure: 'average', max_intent: 30 }]);
    expect(planNamed('yesterday, what time did the final page view from an anonymous (not identified) person happen')).toMatchObject({ type: 'calls' });
    expect(callsNamed('how many page views did the demo page (/demo) get this week, compared wiht last week')).toHaveLength(2);
  });
  it('a word after "utm source" that is no source ("bring", "this") gives way to the source named beside it', () => {
    expect(callsNamed('How many attributed sessions did the linkedin utm source bring in last week?')).toMatchObject([{ tool: 'attribution_overview', group_by: 'source' }]);
    expect(callsNamed('How many identified visitors came from the newsletter utm source this month, versus last month?')).toMatchObject([{ source: 'newsletter', identified: true }, { source: 'newsletter' }]);
  });
  it('"skip anything dismissed"; a visit count "is 5–10" with an en dash', () => {
    expect(callsNamed('List the open recommendations — skip anything dismissed.')).toEqual([{ tool: 'open_recommendations' }]);
    expect(callsNamed('last week, utm source google: number of vistors whose visit_count is 5–10 inclusive')).toMatchObject([{ tool: 'search_visitors', source: 'google', min_visits: 5, max_visits: 10 }]);
  });
  it('a lead of filters before a colon or a dash does not decide what is counted', () => {
    expect(callsNamed('customers only — number of page views on /pricing or /pricing/* this month')).toMatchObject([{ tool: 'page_funnel', classification: 'customer' }]);
    expect(callsNamed('competitors, past 30 days: top two paths by page views')).toMatchObject([{ tool: 'page_funnel', classification: 'competitor', limit: 2 }]);
    expect(callsNamed('this month, customers only, pricing pages (/pricing, /pricing/*) — the five highest-intent people?')).toMatchObject([{ tool: 'search_visitors', classification: 'customer', limit: 5 }]);
    expect(callsNamed('Leads: how many visited /pricing this week?')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead' }]);
  });
  it('"email-capture …" opens a question, not a request to send an email; "summing"; "the highest visitor_count"', () => {
    expect(planNamed('email-capture identifications this week with intent 40+ — just the ones in EMEA pls')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/located/) });
    expect(callsNamed('Summing visit_count over every visitor from apple.com, what do we get (all time)?')).toMatchObject([{ tool: 'search_visitors', domain: 'apple.com', measure: 'sum', field: 'visit_count' }]);
    expect(callsNamed('which 3 accounts have the highest visitor_count, personal included')).toMatchObject([{ tool: 'search_accounts', order_by: 'visitors', limit: 3 }]);
  });
});

describe('found on answer set 26 (a head of sales on Monday morning)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it('"personal counts as a lead here" is a remark, not a change; leads ranked by page views are accounts', () => {
    expect(callsNamed('what is the average intent score of lead accounts that visited this month? personal counts as a lead here')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', measure: 'average' }]);
    expect(callsNamed('which four leads racked up the most page views this week? (count personal as a lead)')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', limit: 4 }]);
    expect(callsNamed('classify apple.com as a lead')).toMatchObject([{ tool: 'classify_account', classification: 'lead' }]);
  });
  it('"visit between 1 and 7 June" is a window; "the single most frequent visitor" is one; open ones "(all time)" stay open', () => {
    expect(callsNamed('Did any competitors visit between 1 and 7 June 2025? list them')).toMatchObject([{ window: { from: '2025-06-01T00:00:00.000Z', to: '2025-06-08T00:00:00.000Z' } }]);
    expect(callsNamed('who is the single most frequent visitor from our customer accounts, by visit count, all time?')).toMatchObject([{ tool: 'search_visitors', order_by: 'visits', limit: 1 }]);
    expect(callsNamed('Count of open recommendations (all time)')).toEqual([{ tool: 'open_recommendations' }]);
    expect(callsNamed('how many recommendations have there been in total')).toEqual([{ tool: 'open_recommendations', state: 'all' }]);
  });
  it('reps\' quotas and why an account went quiet are declined', () => {
    expect(planNamed('Are my reps on track to hit quota this quarter?').type).toBe('refusal');
    expect(planNamed('why has Apple gone quiet on us').type).toBe('refusal');
  });
});


describe('found on answer set 27 (the coverage grid, constraint-heavy)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL, { domain: 'northwindlogistics.com', name: 'Northwind Logistics' }]);
  it('"earliest customer page view" asks a time; "(today included)" and "still anonymous today" set no window', () => {
    expect(measureOf('earliest paid_social page views by customers this month')).toBe('first');
    expect(callsNamed('earliest paid_social pv by customers this mo')).toMatchObject([{ tool: 'page_funnel', classification: 'customer', channel: 'paid_social' }]);
    expect(callsNamed('How many attributed sessions came from utm source newsletter in the last 7 days (today included)?')).toMatchObject([{ window: { from: '2025-06-12T00:00:00.000Z', label: 'last 7 days' } }]);
    expect(callsNamed('How many page views with utm_source facebook have been made since 5 June 2025 by visitors who are still anonymous today?')).toMatchObject([{ tool: 'page_funnel', source: 'facebook', identified: false, window: { from: '2025-06-05T00:00:00.000Z' } }]);
    // ("sessions this month included a visit": the window stays)
    expect(callsNamed('How many sessions this month included a visit to /demo?')).toMatchObject([{ window: { label: 'this month' } }]);
  });
  it('"resolved by any method" names no source; "ip_table-resolved" is one; "visit count >= 5" is no intent bound', () => {
    expect(callsNamed('How many identified visitors (resolved by any method: IP, ASN or email) viewed /pricing/enterprise this week?')).toEqual([expect.not.objectContaining({ resolution_source: expect.anything() })]);
    expect(callsNamed('mean intent, ip_table-resolved visitors active last 7d')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'ip_table', measure: 'average' }]);
    expect(callsNamed('avg intent of new accts this mo (first seen this month) w/ visit count >= 5')).toEqual([expect.not.objectContaining({ min_intent: expect.anything() })]);
  });
  it('"new-this-month accounts" is new this month; an average of intent over page views, or per account, is asked about', () => {
    expect(planNamed('total visits of new-this-month accts w/ intent < 30').type).not.toBe('calls');
    expect(planNamed('mean acct intent, newsletter-sourced pv in past 30 days (incl personal)').type).toBe('clarification');
    expect(planNamed('On average, how many page views did each customer account that visited this month make this month?').type).toBe('clarification');
  });
  it('accounts "with a page view from" a campaign are counted; the most page views ranks people; revenue by campaign is declined', () => {
    expect(callsNamed('last mo, leads w/ a brand-search campaign pageview: count incl. personal')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', campaign: 'brand-search' }]);
    expect(callsNamed('Of the visitors identified through email capture this month, which 2 made the most page views this month?')).toMatchObject([{ tool: 'search_visitors', resolution_source: 'email_capture', order_by: 'page_views', limit: 2 }]);
    expect(callsNamed('the single email-captured visitor w/ the most /blog/ pv this month?')).toMatchObject([{ tool: 'search_visitors', order_by: 'page_views', limit: 1 }]);
    expect(planNamed('How much revenue did the brand-search campaign generate last month?').type).toBe('refusal');
  });
  it('a share of someone\'s page views keeps them in the denominator; "% email-capture among identified" is asked about', () => {
    expect(callsNamed('northwindlogistics.com: % of all-time pv that were direct')).toMatchObject([{ tool: 'page_funnel', domain: 'northwindlogistics.com', channel: 'direct', share_part: 'channel' }]);
    expect(callsNamed('Globex Logistics last 30d: /demo pv as a % of all their pv')).toMatchObject([{ tool: 'page_funnel', domain: 'globexlogistics.com', pages: ['/demo'], share_part: 'page' }]);
    expect(planNamed('% email-capture among identified visitors active this month').type).toBe('clarification');
    expect(callsNamed('northwindlogistics.com pv 2025-06-01..07 vs 2025-06-08..14')).toMatchObject([{ window: { from: '2025-06-01T00:00:00.000Z', to: '2025-06-08T00:00:00.000Z' } }, { window: { from: '2025-06-08T00:00:00.000Z', to: '2025-06-15T00:00:00.000Z' } }]);
  });
});

describe('found on answer set 28 (paraphrase-heavy: the grid in other words)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it('page loads, hits and pages opened are page views; folks and individuals are people; firms and orgs companies', () => {
    expect(callsNamed('competitor pageloads past 5 days')).toMatchObject([{ tool: 'page_funnel', classification: 'competitor' }]);
    expect(callsNamed('hits since 10th june from ppl resolved via asn')).toMatchObject([{ tool: 'page_funnel', resolution_source: 'asn' }]);
    expect(callsNamed('Which single individual opened the most pages over the past ten days, bots aside?')).toMatchObject([{ tool: 'search_visitors', order_by: 'page_views', limit: 1 }]);
    expect(callsNamed('top 5 orgs by pageloads mtd, personal incl')).toMatchObject([{ tool: 'visiting_accounts', order_by: 'visits', limit: 5 }]);
    expect(callsNamed('pricing page hits over the last seven days')).toMatchObject([{ tool: 'page_funnel', pages: ['/pricing'] }]);
    expect(callsNamed('At Apple, who are the two individuals with the largest number of page views with us, ranked?')).toMatchObject([{ tool: 'search_visitors', domain: 'apple.com', order_by: 'page_views', limit: 2 }]);
  });
  it('"80 or better" is at least 80; "repeat folks" are returning visitors', () => {
    expect(callsNamed('How many organisations classed as leads, with an intent score of 80 or better, have been on the site today?')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', min_intent: 80 }]);
    expect(callsNamed('repeat folks in the past 5 days - how many')).toMatchObject([{ tool: 'search_visitors', returning: true }]);
  });
  it('"and what is it for the past 45 days", "and how many were there from 1 to 9 June" compare; "the week before last"; "showed up" is last seen', () => {
    expect(callsNamed('What is the attributed session total for the past ten days, and what is it for the past 45 days?')).toMatchObject([{ tool: 'attribution_overview', window: { label: 'last 10 days' } }, { tool: 'attribution_overview', window: { label: 'last 45 days' } }]);
    expect(callsNamed('attr sessions: last 10d vs last 45d')).toMatchObject([{ tool: 'attribution_overview' }, { tool: 'attribution_overview' }]);
    expect(callsNamed('How many human page views have there been since 10 June, and how many were there from 1 to 9 June inclusive?')).toMatchObject([{ window: { from: '2025-06-10T00:00:00.000Z' } }, { window: { from: '2025-06-01T00:00:00.000Z', to: '2025-06-10T00:00:00.000Z' } }]);
    expect(parseWindow('the week before last', NOW)).toMatchObject({ from: '2025-06-02T00:00:00.000Z', to: '2025-06-09T00:00:00.000Z' });
    expect(callsNamed('last time a competitor showed up')).toMatchObject([{ tool: 'search_accounts', classification: 'competitor', measure: 'last_seen' }]);
    expect(measureOf('at what time today did the first page view arrive?')).toBe('first');
  });
  it('phone numbers, search terms and button clicks are declined by name', () => {
    expect(planNamed('phone nos for apple.com ppl pls')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/phone numbers/) });
    expect(planNamed('Which Google search terms did people type before arriving through organic search?')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/search terms/) });
    expect(planNamed('Which buttons on the /demo page did people click most often?')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/clicks/) });
    // ("phone them" is still a request to do something)
    expect(planNamed('phone the leads from apple.com').type).not.toBe('calls');
  });
});

describe('found on answer set 29 (a Monday morning\'s questions)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it('"ignore bots" leaves bots out, not the excluded accounts; "each person" averages over visitors; "identified past 5 days"', () => {
    expect(callsNamed('when did someone last look at the careers page (/careers)? ignore bots')[0]).not.toHaveProperty('classification');
    expect(callsNamed('on average, how many visits does each person from a competitor account have, all time')).toMatchObject([{ tool: 'search_visitors', classification: 'competitor', measure: 'average', field: 'visit_count' }]);
    expect(callsNamed('avg intent of ppl identified past 5 days')).toMatchObject([{ tool: 'search_visitors', identified: true, identified_in: { label: 'last 5 days' }, measure: 'average' }]);
  });
  it('data nobody records is declined, in phrasings the refusals\' patterns missed too', () => {
    expect(planNamed('projected identifications by end of q2?')).toMatchObject({ type: 'refusal' });
    expect(planNamed('which visitors downloaded the intent-data whitepaper pdf last week')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/downloads/) });
    expect(planNamed('hubspot-using accts that visited last wk')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/software/) });
    expect(planNamed('reply rate on contacted ppl last wk')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/email engagement/) });
    expect(planNamed('german companies on /pricing this wk - list')).toMatchObject({ type: 'clarification', text: expect.stringMatching(/"german"/) });
    expect(planNamed('how many visitors this month had their browser set to french')).toMatchObject({ type: 'clarification', text: expect.stringMatching(/"french"/) });
    expect(planNamed('customers w/ renewal < 60 days out that visited this wk')).toMatchObject({ type: 'clarification', text: expect.stringMatching(/"renewal"/) });
  });
});

describe('found on answer set 30 (a sales rep before calls, a manager reviewing the quarter)', () => {
  const { planNamed, callsNamed } = withAccounts([PERSONAL]);
  it('"a perfect intent score" is 100; "on our radar" says nothing more; number words in a filter\'s place are read', () => {
    expect(callsNamed('which accounts have a perfect score')).toMatchObject([{ tool: 'search_accounts', min_intent: 100, max_intent: 100 }]);
    expect(callsNamed('which accounts with a perfect intent score of 100 have been on the site today?')).toMatchObject([{ tool: 'visiting_accounts', min_intent: 100, max_intent: 100 }]);
    expect(callsNamed('when did apple.com first show up on our radar, ever')).toMatchObject([{ tool: 'get_account', domain: 'apple.com' }]);
    expect(callsNamed('which leads with fifty or more visits have been on the site in the last 3 days?')).toMatchObject([{ tool: 'visiting_accounts', classification: 'lead', min_visits: 50 }]);
  });
  it('"new" alone makes no record ("30 min idle = new session" is a read); "we first saw this month" is new', () => {
    expect(planNamed('sessions all time for radia.181@soylentlogistics.com (30 min idle = new session)')).toMatchObject({ type: 'calls', question_kind: 'descriptive' });
    expect(callsNamed('new api key for zapier')).toMatchObject([{ tool: 'create_api_key' }]);
    expect(callsNamed('for the accounts we first saw this month, what is their average total visit count so far')).toMatchObject([{ tool: 'visiting_accounts', returning: false, measure: 'average' }]);
  });
  it('owners\' books, webinars, trade shows and live chat are declined by name; a lead-in before a dash is no constraint', () => {
    expect(planNamed('how many of jamie\'s assigned accounts were active this month')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/account owners/) });
    expect(planNamed('webinar attendees from customer accounts this quarter, count')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/webinars/) });
    expect(planNamed('trade show leads (scanned at events this quarter) w/ intent over 70')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/trade shows/) });
    expect(planNamed('what did Apple say in the live chat on our site yesterday')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/chat/) });
    expect(planNamed('renewal call tomorrow - how many times has apple.com viewed /pricing/enterprise in the last 18 days')).toMatchObject({ type: 'calls' });
  });
  it('dates and pages written as one hyphenated word: "2 jun-8 jun", "june-to-date", "may\'s", "demo-page"', () => {
    expect(callsNamed('attributed sessions: last wk vs 2 jun-8 jun')).toMatchObject([{ window: { label: 'last week' } }, { window: { from: '2025-06-02T00:00:00.000Z', to: '2025-06-09T00:00:00.000Z' } }]);
    expect(callsNamed('how do june-to-date pageviews compare with may\'s? both numbers, no bots')).toMatchObject([{ window: { from: '2025-06-01T00:00:00.000Z' } }, { window: { from: '2025-05-01T00:00:00.000Z', to: '2025-06-01T00:00:00.000Z' } }]);
    expect(normalize('demo-page sessions this wk').text).toContain('demo page sessions');
  });
  it('what the asker will do next is no window: "yesterday? want to follow up today"', () => {
    expect(callsNamed('who did we identify by email capture yesterday? want to follow up today')).toMatchObject([{ tool: 'search_visitors', identified_in: { label: 'yesterday' } }]);
    expect(callsNamed('how many leads visited this week - need to prep for calls tomorrow')).toMatchObject([{ window: { label: 'this week' } }]);
    expect(callsNamed('quick one, i want to know how many visitors came today')).toMatchObject([{ window: { label: 'today' } }]);
  });
});

// set 31 (written blind, session 18): the first grading's wrong answers that dropped a constraint
describe('numbers, months and dates as people write them', () => {
  it('reads a compound number word as its digits ("twenty-five days", "ninety-two or less")', () => {
    expect(normalize('in the last twenty-five days').text).toBe('in the last 25 days');
    expect(calls('how many visitors were identified by email capture in the last twenty-five days?')).toMatchObject([{ window: { label: 'last 25 days' } }]);
    expect(calls('how many customer accounts with an intent score of ninety-two or less have visited today?')).toMatchObject([{ classification: 'customer', max_intent: 92 }]);
  });
  it('reads a month the question opens with as that month, and "may I" as a request', () => {
    expect(calls('may /blog/* page views')).toMatchObject([{ tool: 'page_funnel', window: { label: 'may 2025' } }]);
    expect(calls('may: customer sessions w/ a /docs/* view')).toMatchObject([{ unit: 'sessions', window: { label: 'may 2025' } }]);
    expect(parseWindow('may i see the top accounts', NOW)).toBeNull();
    expect(normalize('sessions on march 4').text).toBe('sessions on march 4'); // (was corrected to "match")
  });
  it('asks which of 05/06 is the month, unless the question says it', () => {
    const asked = plan('visitors since 05/06/2025');
    expect(asked.type).toBe('clarification');
    expect('text' in asked && asked.text).toContain('05/06/2025');
    expect(calls('visiters from g2 source since 05/06/2025 (5 june), no bots')).toMatchObject([{ window: { label: 'since 2025-06-05' } }]);
    // a day over 12 says the question writes the day first
    expect(calls('how many sessions between 09/06/2025 and 15/06/2025 took in the /demo page?')).toMatchObject([{ window: { label: '2025-06-09 to 2025-06-15' } }]);
    expect(calls('visitors since 13/06/2025')).toMatchObject([{ window: { label: 'since 2025-06-13' } }]);
  });
  it('applies "… are identified" said after what the visitors did, and "v" between two windows', () => {
    expect(calls('this month, how many visitors who came through paid_social are identified?')).toMatchObject([{ channel: 'paid_social', identified: true }]);
    expect(calls('/product/integrations pvs today v yday')).toMatchObject([{ window: { label: 'today' } }, { window: { label: 'yesterday' } }]);
  });
  it('orders by the page views of a campaign named with a hyphen', () => {
    expect(calls('top 3 accts (intent <100) by abm-q3 page views, ever')).toMatchObject([{ order_by: 'visits', limit: 3 }]);
  });
  it('leaves out why the asker asks ("… want to know before i ping their champion")', () => {
    expect(calls('when was blueharborlogistics.com last seen on our site? want to know before i ping their champion')).toMatchObject([{ tool: 'get_account' }]);
  });
});

// set 32 (written blind, session 18): first-grading wrongs that dropped or invented a constraint
describe('what the question says, not what its words resemble', () => {
  it('reads no classification from a page path or from "the client report"', () => {
    expect(calls('how many page views did the /customers page get between 26 may and 8 june 2025')).toEqual([expect.not.objectContaining({ classification: expect.anything() })]);
    expect(calls('for the monthly client report, how many page views this month')).toEqual([expect.not.objectContaining({ classification: expect.anything() })]);
    expect(calls('how many clients visited /pricing this week')).toMatchObject([{ classification: 'customer' }]);
  });
  it('says out WoW, MoM and day-on-day as the two periods they compare', () => {
    expect(calls('page views WoW')).toMatchObject([{ window: { label: 'this week' } }, { window: { label: 'last week' } }]);
    expect(calls('identifications MoM pls')).toMatchObject([{ window: { label: 'this month' } }, { window: { label: 'last month' } }]);
    expect(calls('sessions last week wow')).toMatchObject([{ window: { label: 'last week' } }, { window: { label: '2025-06-02 to 2025-06-08' } }]);
    // a comparison already said is left as said
    expect(calls('compare email-capture identifications in june 1–7 against june 8–14, week on week')).toMatchObject([{ window: { label: '2025-06-01 to 2025-06-07' } }, { window: { label: '2025-06-08 to 2025-06-14' } }]);
  });
  it('reads a slash between two words as "or", not the home page', () => {
    expect(calls('pvs last week from unidentified / anon visitors')).toMatchObject([{ identified: false }]);
    expect(calls('pvs last week from unidentified / anon visitors')).toEqual([expect.not.objectContaining({ pages: expect.anything() })]);
    expect(calls('views of / yesterday')).toMatchObject([{ pages: ['/'] }]);
  });
  it('asks the time of the first or last one when the question says when', () => {
    expect(measureOf('last g2 pageview ever - timestamp pls')).toBe('last');
    expect(measureOf('first abm-q3 campaign pageview this month, when')).toBe('first');
    expect(measureOf('count visitors whose first ever visit was in the last 13 days and who viewed /demo in that time')).not.toBe('first');
  });
  it('orders by the page views of a path', () => {
    expect(calls('top three ppl by /demo views L9D')).toMatchObject([{ tool: 'search_visitors', page: '/demo', order_by: 'page_views', limit: 3 }]);
  });
  it('declines what only a CRM, a sales-engagement tool or an ad platform records', () => {
    for (const q of ['accts visiting this wk that are MQLs in hubspot, count', 'ppl identified yday already in an outreach sequence', 'how many ad impressions did the abm-q3 campaign get last month', 'priyas accts (AE owner) that visited yday', 'calls logged this wk to accts that hit /demo', 'CPL from google ads last month', 'partner-sourced new accts this month'])
      expect(plan(q).type, q).toBe('refusal');
    // an MQL the question defines is its definition
    expect(calls('how many mqls do we have? by mql i mean a lead with intent 70+')).toMatchObject([{ classification: 'lead', min_intent: 70 }]);
    expect(calls('how many MQL-ish lead accounts do we have — intent 70 or higher?')).toMatchObject([{ classification: 'lead', min_intent: 70 }]);
  });
  it('declines what only a customer-success tool, the product itself, an experiment or the browser records', () => {
    for (const q of ['customer accts w/ no app logins last 19 days that visited /docs/*', 'red-health customers (gainsight) seen past 8 days', 'which customer accounts with an open jira escalation were on the site yesterday?', '/product/integrations page views for A/B variant B since 9 jun', 'avg LCP / load time for the pricing page this wk', 'visitors who declined cookies this wk - count', 'product hunt upvoters who visited /pricing past 6 days', 'enabled webhooks w/ custom auth header', 'open recs assigned to tom - count', 'how many people unsubscribed from the monthly-digest newsletter last month?'])
      expect(plan(q).type, q).toBe('refusal');
    // a lead-in naming a review is no health score
    expect(calls('for the qbr deck: total page views this quarter')).toMatchObject([{ tool: 'page_funnel' }]);
  });
});

describe('one request with its asides, the field an average is of', () => {
  it('reads commas around an aside as one request ("of all identified visitors, all time, how many …")', () => {
    expect(calls('of all identified visitors, all time, how many have ever arrived through the abm-q3 campaign (a page view tagged with that campaign)?')).toMatchObject([{ tool: 'search_visitors', campaign: 'abm-q3', identified: true }]);
    expect((calls('webhooks, api keys and alert destinations') as { tool: string }[]).map((c) => c.tool)).toEqual(['list_webhooks', 'list_api_keys', 'list_alert_destinations']);
    expect(calls('across all our customer accounts, how many people have we seen in total? add up their visitor counts, all time pls')).toMatchObject([{ tool: 'search_accounts', classification: 'customer', measure: 'sum', field: 'visitor_count' }]);
  });
  it('leaves a month-on-month already said as its two windows', () => {
    expect(calls('for the monthly client report, the number of page views this month so far, and the same figure for last month, so I can show month-on-month?')).toMatchObject([{ window: { label: 'this month' } }, { window: { label: 'last month' } }]);
  });
  it('reads "exclude bots" as no change to make, and "people we captured an email for" as email capture', () => {
    expect(calls('how many brand-new visitors, people whose first visit was today, have we had today? Exclude bots.')).toMatchObject([{ tool: 'search_visitors', returning: false }]);
    expect(calls('give me every person we captured an email for whose intent is eighty-five or higher, all time')).toMatchObject([{ min_intent: 85, resolution_source: 'email_capture' }]);
  });
  it('averages what is asked: a visitor\'s visits of all time, a window\'s page views per visitor', () => {
    expect(calls('on average how many visits does a visitor from one of our customer accounts have? all time')).toMatchObject([{ tool: 'search_visitors', classification: 'customer', measure: 'average', field: 'visit_count' }]);
    // (page_funnel gives views per visitor; a visitor's recorded visit count is of all time, no window's)
    expect(calls('on average, how many page views did each visitor make this month?')).toMatchObject([{ tool: 'page_funnel', window: { label: 'this month' } }]);
    expect(calls('on average, how many page views did each visitor make this month? count only people with at least one page view this month')).not.toMatchObject([{ tool: 'search_visitors', field: 'visit_count' }]);
  });
});

// set 33 (written blind, session 18): terse questions and what they say about who is counted
describe('terse questions and remarks on who is counted', () => {
  it('reads "non-bot", "excluding bots", "bot traffic excluded" as the bots left out of every count', () => {
    expect(calls('what was the total number of non-bot page views between 2 june and 8 june 2025, both days included?')).toMatchObject([{ tool: 'page_funnel', window: { label: '2025-06-02 to 2025-06-08' } }]);
    expect(calls('how many times was the /demo page viewed over the last 3 days, bot traffic excluded?')).toEqual([expect.not.objectContaining({ classification: expect.anything() })]);
    expect(calls('how many brand-new visitors today? exclude bots.')).toMatchObject([{ tool: 'search_visitors' }]);
    // (set 42: a request written as settings)
    expect(calls('metric: count; subject: visitors; window: today; bots: excluded')).toEqual([expect.not.objectContaining({ classification: expect.anything() })]);
    expect(calls('count page_views WHERE path = /pricing; window: yesterday; bots=excluded')).toEqual([expect.not.objectContaining({ classification: expect.anything() })]);
    expect(calls('metric: count; subject: visitors; filter: identified = true (by any method, as of now); window: today')).toMatchObject([{ tool: 'search_visitors', identified: true }]);
    expect(calls('count visitors WHERE first_visit_at falls on 2025-06-17 AND visited yesterday; bots: excluded')).toMatchObject([{ tool: 'search_visitors', returning: false }]);
  });
  it('reads "personal = 1", "count the gmail/personal bucket as 1 acct" as who is counted, no number asked', () => {
    expect(calls('accts on the site today?? count the gmail/personal bucket as 1 acct')).toMatchObject([{ tool: 'visiting_accounts', window: { label: 'today' } }]);
    expect(calls('returning accnts since 10 jun (first seen before the 10th, back since) personal = 1')).toMatchObject([{ returning: true, window: { label: 'since 2025-06-10' } }]);
    expect(calls('hot leads 90+ who hit /demo last 12 days (personal counts as 1)')).toMatchObject([{ page: '/demo', min_intent: 90 }]);
  });
  it('reads "ids" as identifications, "pg" as page, "30m split" as the session rule, a month before "vs"', () => {
    expect(calls('ids today v yday')).toMatchObject([{ tool: 'identification_status', window: { label: 'today' } }, { window: { label: 'yesterday' } }]);
    expect(calls('list the visitor ids from apple.com')).toMatchObject([{ tool: 'search_visitors', domain: 'apple.com' }]);
    expect(normalize('apple ppl on any pricing pg').text).toContain('pricing page');
    expect(calls('blue harbor logistics sesions all time (30m split, no bots)')).toMatchObject([{ unit: 'sessions', domain: 'blueharborlogistics.com' }]);
    expect(calls('new accts june vs may')).toMatchObject([{ window: { label: 'june 2025' }, returning: false }, { window: { label: 'may 2025' } }]);
    expect(measureOf('last /pricing/enterprise view yday no bots what time')).toBe('last');
  });
  it('reads "gmail/personal" as two words, not the path /personal', () => {
    expect(normalize('count the gmail/personal bucket').raw.match(VERBATIM)).toBeNull();
  });
});

describe('rankings said outright, days said in words, lists kept elsewhere', () => {
  it('ranks by the page views the question names, over "most active"', () => {
    expect(calls('who are the three most active visitors today, ranked by their non-bot page views today?')).toMatchObject([{ tool: 'search_visitors', order_by: 'page_views', limit: 3 }]);
    expect(calls('hot leads 90+ who hit /demo last 12 days')).toMatchObject([{ classification: 'lead', min_intent: 90, page: '/demo' }]);
  });
  it('reads "on or after" as since, a bare "wk" as this week', () => {
    expect(calls('list the accounts first seen on or after june 11th, 2025')).toMatchObject([{ window: { label: 'since 2025-06-11' }, returning: false }]);
    expect(calls('pricing views wk (all /pricing pages incl enterprise, no bots)')).toMatchObject([{ window: { label: 'this week' } }]);
    expect(calls('direct pvs: last wk vs wk of 2-8 jun')).toMatchObject([{ window: { label: 'last week' } }, { window: { label: '2025-06-02 to 2025-06-08' } }]);
  });
  it('declines ABM tiers, ad audiences, gifts sent, deal stages, funding and renewals, and leaves a lead-in alone', () => {
    for (const q of ['tier 1 accts active this wk?', 'of the accounts in our linkedin matched audience for abm-q3, how many returned?', 'sequoia backed accts on site this month?', 'pipeline created from abm-q3 in may', 'customers renewing in next 90 days that hit /pricing this month', 'inbound calls from accts w intent 80+ today', 'accts that got the gift box first seen in may how many', 'accts in security review that were on site this wk'])
      expect(plan(q).type, q).toBe('refusal');
    expect(calls('security review — list every active api key')).toMatchObject([{ tool: 'list_api_keys' }]);
    expect(calls('how many of our outbound webhook endpoints are switched on at the moment?')).toMatchObject([{ tool: 'list_webhooks' }]);
  });
});

// set 34 (written blind, session 18): content pages named by their words, the anonymous id as a field
describe('pages named by their words', () => {
  const named = (question: string, pages: string[]) => {
    const p = planQuestion({ question, tools, history: [], facts: [], now: NOW, workspaceId: 'w' }, { ...NAMES, pages });
    return p.type === 'calls' ? p.calls.map((c) => ({ tool: c.tool, ...c.arguments })) : p.type;
  };
  const CONTENT = ['/blog/intent-data', '/blog/visitor-identification', '/docs/getting-started'];
  it('reads "the intent-data post", "getting started doc", "the visitor-identification article" as those pages', () => {
    expect(pageWords('getting started doc page views last 24 days')).toEqual(['getting', 'started']);
    expect(pageWords('first ever view of the intent-data post, when')).toEqual(['intent-data']);
    expect(named('getting started doc pvs last 24 days (no bots)', CONTENT)).toMatchObject([{ tool: 'page_funnel', pages: ['/docs/getting-started'] }]);
    expect(named('intent-data artcle views since 5 june', CONTENT)).toMatchObject([{ pages: ['/blog/intent-data'] }]);
    // (a page's name says nothing of what is counted: "identification" here is no identification)
    expect(named('visitor-identification post views may 26 – jun 1 incl', CONTENT)).toMatchObject([{ tool: 'page_funnel', pages: ['/blog/visitor-identification'] }]);
    expect(named('visitor-identification post wow: 9-15 jun v 2-8 jun', CONTENT)).toMatchObject([{ tool: 'page_funnel' }, { tool: 'page_funnel' }]);
  });
  it('reads a page asked about alone as its page views, and leaves what is not recorded alone', () => {
    expect(calls('last hit on /demo, time pls')).toMatchObject([{ tool: 'page_funnel', pages: ['/demo'] }]);
    expect(measureOf('last hit on /demo, time pls')).toBe('last');
    expect(measureOf('earliest hit on the enterprise pricing page (/pricing/enterprise) today?')).toBe('first');
    expect(plan('comments on /blog/* posts, last 25 days').type).toBe('refusal');
  });
});

describe('the anonymous id is a field of a row, not the anonymous visitors', () => {
  it('lists the identified people "by email, or by anonymous id where there is no email"', () => {
    expect(calls('list every visitor ever identified at a customer account, by email, or by anonymous id where there is no email.')).toMatchObject([{ tool: 'search_visitors', classification: 'customer', identified: true }]);
    expect(calls('top 5 ids this wk by intent (email or anon id)')).toMatchObject([{ tool: 'search_visitors', identified: true, limit: 5 }]);
    expect(calls('how many anonymous visitors this week')).toMatchObject([{ identified: false }]);
  });
});

describe('what other tools know of the content', () => {
  it('declines Google Analytics figures, what the CMS knows, what happens off the site, privacy requests', () => {
    for (const q of ['how many GA4 conversions did /blog/intent-data drive this month?', 'word count of the intent-data post + its views this wk', 'backlinks to intent-data post, referring domains', 'views last month for blog posts tagged product marketing', 'how many GDPR deletion requests have we received this year?'])
      expect(plan(q).type, q).toBe('refusal');
    // the words those patterns use in a phrase say nothing alone
    expect(calls('paid_social share of mtd pageviews (% of all pageviews mtd)')).toMatchObject([{ tool: 'page_funnel', channel: 'paid_social' }]);
    expect(calls('how many attributed sessions (sessions carrying campaign tags) did we have last week?')).toMatchObject([{ tool: 'attribution_overview' }]);
  });
});

// set 35 (written blind after the session's last reading; graded once, then read): a few readings at the root
describe('from the beginning, a page typed, "more of"', () => {
  it('reads "from the beginning" as all time, not today', () => {
    expect(calls('from the beginning, how many sessions have people from our customer accounts had?')).toMatchObject([{ unit: 'sessions', classification: 'customer', window: { label: 'all time' } }]);
  });
  it('takes the page typed over a section or a page its words would name', () => {
    expect(calls('how many companies have read our blog post at /blog/intent-data since june 5th, 2025?')).toMatchObject([{ page: '/blog/intent-data' }]);
    expect(calls('how many times was the book-a-demo page (/demo) viewed in the last 31 days?')).toMatchObject([{ pages: ['/demo'] }]);
    expect(calls('blog pv l7d (all /blog/ posts) thx')).toMatchObject([{ tool: 'page_funnel' }]);
  });
  it('reads "more of 95" as above 95, and "…, and how many did we identify in all of last month" as a comparison', () => {
    expect(calls('give me list of the leads which have score more of 95')).toMatchObject([{ classification: 'lead', min_intent: 96 }]);
    expect(calls('how many visitors have we identified this month so far, and how many did we identify in all of last month?')).toMatchObject([{ window: { label: 'this month' } }, { window: { label: 'last month' } }]);
  });
  it('declines what visits cannot tell (listings, founding years, education, family), quotes sent, site chat', () => {
    for (const q of ['accounts which saw /pricing this week and are listed on stock market, which ones?', 'how much lead accounts are founded after year 2015?', 'identified visitors of this week, how many have university degree?', 'how many quotes we sent to accounts which visited /demo in last 4 days?', 'how many visitors chatted with our support team through the website chat in the last 15 days?'])
      expect(plan(q).type, q).toBe('refusal');
    expect(calls('which accounts were listed on the pricing page this week')).not.toBe('refusal');
  });
});

// set 41 (written blind, session 20): an SDR on a phone and a British director's board-pack questions
describe('identifications dated by when they were made, rollups named by their campaigns, windows as written', () => {
  it('reads "people identified by any method since 9 June" as identified in the window, for an average, a share or a filter', () => {
    expect(calls('What is the average current intent score of all the people identified by any method since 9th June 2025?')).toMatchObject([{ tool: 'search_visitors', measure: 'average', identified_in: { label: 'since 2025-06-09' } }]);
    expect(calls('How many people identified by any method last month (May 2025) have an all-time visit count greater than 5?')).toMatchObject([{ tool: 'search_visitors', min_visits: 6, identified_in: { label: 'last month' } }]);
    expect(calls('Of all the visitors identified by any method this month, what percentage were identified through the IP range table (ip_table)?')).toMatchObject([{ tool: 'identification_status', window: { label: 'this month' } }]);
    // (every visitor, identified or not, is the base when said so)
    expect(calls('what percent of all our visitors this month were resolved through the ip table')).toMatchObject([{ tool: 'search_visitors' }]);
  });
  it('reads "the campaign attribution rollup" as the rollup, no breakdown by campaign asked', () => {
    expect(calls('attribted sessions yday from the campaign attribution rollup')).toEqual([expect.not.objectContaining({ group_by: 'campaign' })]);
    expect(calls('how many attributed sessions this wk (campaign rollup)')).toEqual([expect.not.objectContaining({ group_by: 'campaign' })]);
    expect(calls('attributed sessions last 7 days by campaign')).toMatchObject([{ group_by: 'campaign' }]);
  });
  it('reads "b/w" as between and "the fortnight from 26 May to 8 June" as those days', () => {
    expect(calls('top 3 channels by pvs b/w may 26 and jun 8 incl, no bots')).toMatchObject([{ tool: 'page_funnel', window: { label: '2025-05-26 to 2025-06-08' } }]);
    expect(calls('For the fortnight from 26th May to 8th June 2025 inclusive, which three channels brought the most page views?')).toMatchObject([{ window: { label: '2025-05-26 to 2025-06-08' } }]);
  });
  it('reads "please count the personal account, under which …, as a single account" as a remark on who is counted', () => {
    expect(calls("how many accounts (organisations) visited our website today? Please count the 'personal' account, under which every visitor with a consumer mailbox is grouped, as a single account.")).toMatchObject([{ tool: 'visiting_accounts' }]);
  });
  it('asks about the field of an average that nothing reads ("the average heart rate of visitors")', () => {
    expect(plan('avg heart rate of visitors while on /demo yday, no bots').type).toBe('clarification');
  });
});

// set 42 (written blind, session 20): a founder's context before the question
describe('a statement of the asker\'s own before the question', () => {
  it('is context, not a request to change something, and keeps its words for what the question refers to', () => {
    const p = plan("We pay for a G2 listing and I'm thinking about our plan. In May, how many attributed sessions did the brand-search campaign bring?");
    expect(p.question_kind).toBe('descriptive');
    expect(calls("I've been ignoring the tool's suggested actions, I'm afraid. How many are still outstanding right now?")).toMatchObject([{ tool: 'open_recommendations' }]);
  });
});

// set 44 (written blind, session 20): a non-native speaker, an assistant forwarding the boss's questions
describe('the wording of a non-native speaker and of an assistant passing a question on', () => {
  const { callsNamed } = withAccounts([PERSONAL, { domain: 'massivedynamiclabs.com', name: 'Massive Dynamic Labs' }]);
  it('reads "how much accounts" as a count and a day written "the 12. June" as that day', () => {
    expect(calls('How much accounts have come with the campaign brand-search since the 1. June 2025? Only real persons.')).toMatchObject([{ tool: 'visiting_accounts', campaign: 'brand-search', window: { label: 'since 2025-06-01' } }]);
    expect(calls('How much page views brought the campaign monthly-digest from 26. May until 8. June 2025, both days included?')).toMatchObject([{ tool: 'page_funnel', window: { label: '2025-05-26 to 2025-06-08' } }]);
    expect(calls('How much identifications we have in this week until now, and how much had we in the last week (9. to 15. June)?')).toMatchObject([{ window: { label: 'this week' } }, { window: { label: 'last week' } }]);
  });
  it('reads "the last 21 days until today" as those days, "add the visit counts" and "… together" as a sum', () => {
    expect(calls('Which campaign has brought the most attributed sessions since three weeks (the last 21 days until today)?')).toMatchObject([{ tool: 'attribution_overview', group_by: 'campaign', window: { label: 'last 3 weeks' } }]);
    expect(callsNamed('How much visits have the persons of Massive Dynamic Labs together over all the time? Add the visit counts of their visitors.')).toMatchObject([{ tool: 'search_visitors', domain: 'massivedynamiclabs.com', measure: 'sum', field: 'visit_count' }]);
  });
  it('reads "how many are identified as of now" of a window\'s visitors as the identified ones, and "when, last week, the first …" as the first', () => {
    expect(calls('Quick one from Dana: of the people who visited last week (June 9-15), how many are identified as of now, by any method?')).toMatchObject([{ tool: 'search_visitors', identified: true, window: { label: 'last week' } }]);
    expect(calls('How much visitors of the last week (9. to 15. June) are identified now, with whatever method?')).toMatchObject([{ tool: 'search_visitors', identified: true }]);
    expect(measureOf(normalize('She wants to know when, last week (June 9-15), the first person from a customer account got identified, by any method.').text)).toBe('first');
    expect(calls('She wants to know when, last week (June 9-15), the first person from a customer account got identified, by any method.')).toMatchObject([{ tool: 'search_visitors', measure: 'identified_at', classification: 'customer' }]);
  });
  it('ranks the accounts when it asks which account had the most page views, and counts sessions when a later sentence defines them by page views', () => {
    expect(calls('My boss asked me to find out which account had the most page views from LinkedIn (utm source linkedin) last month, in May, real people only.')).toMatchObject([{ tool: 'visiting_accounts', source: 'linkedin', order_by: 'visits', limit: 1 }]);
    expect(calls('My boss asked me how many sessions started yesterday. She counts a session as a run of page views with no gap longer than 30 minutes, dated by when it starts.')).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', window: { label: 'yesterday' } }]);
  });
  it('takes a remark in brackets or "she includes people in the personal account" for no part of the question', () => {
    expect(calls('My boss asked me for the number of attributed sessions from June 2 to June 13, 2025 inclusive, from the attribution rollup. (She is matching it against the agency invoice.)')).toMatchObject([{ tool: 'attribution_overview' }]);
    expect(calls('She wants to know how many of this week\'s visitors have an all-time visit count under 4, no bots. (She is checking how many are first-timers or close to it.)')).toEqual([expect.not.objectContaining({ returning: false })]);
    expect(callsNamed('Dana wants to know how many visitors from lead accounts arrived through the paid_social channel this month. She includes people in the "personal" account (consumer emails), which is classified as a lead.')).toEqual([expect.not.objectContaining({ domain: 'personal' })]);
    expect(calls('When was today the first page view on /demo? Real persons only, no bots.')).toHaveLength(1);
  });
  it('asks about what the rows counted have or do that nothing reads ("own a sailing boat", "have a nut allergy", "play the piano")', () => {
    for (const q of ['How much persons identified since the 1. June 2025 own a sailing boat?', 'How much visitors from Blue Harbor Logistics have a nut allergy?', 'How much persons identified in this month play the piano? Any identification method.'])
      expect(plan(q).type, q).toBe('clarification');
    // (an auxiliary "have" is no possession: "how many new accounts have we picked up", "have more than 10 visits")
    expect(calls('How many visitors have more than 10 visits?')).toMatchObject([{ tool: 'search_visitors', min_visits: 11 }]);
  });
});

// set 43 (written blind, session 20): a data engineer's SQL-like requests
describe('a data engineer\'s intervals, tables and SQL values', () => {
  it('reads "in [2025-06-01, now)" as since that day and "[a, b)" as up to the day before b', () => {
    expect(calls("count visitors, current intent_score >= 50, with a visits row where channel = 'organic_search', is_bot is not true, occurred_at in [2025-06-01, now).")).toMatchObject([{ tool: 'search_visitors', min_intent: 50, channel: 'organic_search', window: { label: 'since 2025-06-01' } }]);
    expect(calls("count visitors with visit_count <= 2 (lifetime) having a visits row with is_bot is not true in [2025-05-01, 2025-06-01).")).toMatchObject([{ tool: 'search_visitors', max_visits: 2, window: { label: '2025-05-01 to 2025-05-31' } }]);
    expect(calls("sum(attribution_daily.sessions) where source = 'linkedin' and day >= 2025-06-01 (through today).")).toMatchObject([{ tool: 'attribution_overview', window: { label: 'since 2025-06-01' } }]);
    expect(calls("% of visitors identified in the last 7 days (identified_at >= now() - interval '7 days') with resolution_source = 'ip_table'; denominator: all visitors identified in that span.")).toMatchObject([{ window: { label: 'last 7 days' } }]);
  });
  it('reads a quoted value after its field, a table before a field, and "count distinct accounts with a visits row" as the accounts that visited', () => {
    expect(calls("Top 3 by current intent_score over visitors with resolution_source = 'email_capture' and identified_at in [2025-06-16, now).")).toMatchObject([{ tool: 'search_visitors', resolution_source: 'email_capture', limit: 3 }]);
    expect(calls("count distinct accounts with a visits row where path = '/pricing' (exact match), is_bot is not true, occurred_at in [2025-06-16, now); 'personal' is one account.")).toMatchObject([{ tool: 'visiting_accounts', page: '/pricing' }]);
    expect(calls("Among accounts with a visits row path = '/demo', is_bot is not true, occurred_at in [2025-06-09, 2025-06-16): top 3 by accounts.visitor_count (all-time).")).toMatchObject([{ tool: 'visiting_accounts', page: '/demo', order_by: 'visitors', limit: 3 }]);
    expect(calls("count visitors with identified_at is not null (any resolution_source) that have a visits row with is_bot is not true and occurred_at in [2025-06-16, now).")).toMatchObject([{ tool: 'search_visitors', identified: true }]);
  });
  it('asks about what "who", "whose" or "that" says of the rows wherever it stands, but not "that" before a time', () => {
    expect(plan("Visitors with a non-bot visits row (is_bot is not true) in [2025-06-01, now) who participated in a user-research interview: list them.").type).toBe('clarification');
    expect(plan("Accounts with a non-bot visits row path = '/pricing/enterprise' in [2025-06-01, now) that filed an SSO feature request: list company_domain.").type).toBe('clarification');
    expect(calls('In the last five days, how many people came back to the site having first visited before that five-day stretch began?')).toMatchObject([{ tool: 'search_visitors', returning: true }]);
  });
});

// set 42 (written blind, session 20): an agent's structured requests, a founder's context
describe('structured requests and a founder\'s context, again', () => {
  it('reads a session "definition:" that says the 30-minute rule as the sessions every read counts, and "source: the attribution rollup" as no utm source', () => {
    expect(calls("metric: sessions; definition: one visitor's page views split wherever the gap exceeds 30 minutes, each session dated by its first page view; window: sessions that started yesterday (2025-06-17); bots: excluded")).toMatchObject([{ tool: 'page_funnel', unit: 'sessions', window: { label: 'yesterday' } }]);
    expect(calls('metric: attributed sessions; source: the attribution (campaign) rollup; window: last 7 days; output: integer')).toEqual([expect.not.objectContaining({ group_by: 'source' })]);
    expect(calls('count attributed sessions from the attribution (campaign) rollup with source = facebook; window: since 2025-06-10 (inclusive) up to today')).toMatchObject([{ window: { label: 'since 2025-06-10' } }]);
  });
  it('takes a statement the question does not refer back to for no part of it, and keeps one it does', () => {
    expect(calls('Our whole business is turning anonymous traffic into names, so this is the number I check every day. How many visitors have we identified today, by any method?')).toEqual([expect.not.objectContaining({ identified: false })]);
    expect(plan('Our accountant is chasing invoices for the EU expansion and keeps asking me things I don\'t know. Across all time, how many of our customer accounts have a VAT number on file?')).not.toMatchObject({ text: expect.stringMatching(/Billing/) });
    expect(plan('A consultant told me premium buyers behave differently. Before I pay her another invoice: of all the people who visited yesterday, what percentage have a household income above $150k a year?')).not.toMatchObject({ text: expect.stringMatching(/Billing/) });
    expect(calls("I've been ignoring the tool's suggested actions, I'm afraid. How many are still outstanding right now?")).toMatchObject([{ tool: 'open_recommendations' }]);
    expect(calls("I'm just curious about today's traffic. How many page views have we had since midnight?")).toMatchObject([{ window: { label: 'today' } }]);
  });
});

describe('a session\'s definition is no window', () => {
  it('reads "after 30 minutes of inactivity" as the session rule, not as a time today', () => {
    expect(calls('When did tim.439@massivedynamiclabs.com begin their very first session on our site, treating a session as ending after 30 minutes of inactivity?')).toMatchObject([{ unit: 'sessions', window: { label: 'all time' } }]);
    expect(calls('What is the start time (UTC) of the most recent session by any visitor from an account classified as competitor, with sessions split after 30 minutes of inactivity and bots excluded?')).toMatchObject([{ unit: 'sessions', window: { label: 'all time' } }]);
  });
});

describe('what an average or a ranking is of', () => {
  it('asks about an average of something no read measures, and a ranking by it, whatever words say it', () => {
    for (const q of ['Which is the average typing speed (words per minute) of the visitors identified in the last week?', 'She wants to know the average hours of sleep per night of the people at our customer accounts.', 'Dana asks which of the people identified last month (May) has the best club tennis ranking.'])
      expect(plan(q).type, q).toBe('clarification');
    expect(calls('best performing campaign in may by sessions?')).toMatchObject([{ tool: 'attribution_overview', group_by: 'campaign' }]);
    expect(calls('total headcount of people we have seen from customer companies — summed visitor count, ever')).toMatchObject([{ measure: 'sum' }]);
  });
  it('ranks by the all-time visit count when it is said in passing ("by there all time visit count", "(lifetime counter)", "over all the time")', () => {
    for (const q of ['top five lead accounts by there all time visit count but only the ones that visited this week since monday real people no bots', "Top 5 accounts by visit_count (lifetime counter) where classification = 'lead' and a visits row exists with is_bot is not true and occurred_at in [2025-06-16, now).", 'Which are the 5 lead accounts with the most visits over all the time, from the leads which have visited in this month (no bots)?'])
      expect(calls(q), q).toMatchObject([{ tool: 'visiting_accounts', order_by: 'total_visits', limit: 5 }]);
  });
  it('reads "visits all time" as the all-time count beside the question\'s own window', () => {
    expect(calls('how many accounts with more than twenty visits all time have been on the site in the last three days real people only')).toMatchObject([{ tool: 'visiting_accounts', min_total_visits: 21, window: { label: 'last 3 days' } }]);
    expect(calls('Of the accounts that have been on the site this week so far (since Monday, real humans only, bots out), how many have more than 20 visits all time?')).toMatchObject([{ tool: 'visiting_accounts', min_total_visits: 21, window: { label: 'this week' } }]);
    expect(calls('how many accounts have more than 20 visits all time')).toMatchObject([{ tool: 'search_accounts', min_visits: 21 }]);
    expect(calls('since june fourth how many people got identified that have fewer than five visits in total all time')).toMatchObject([{ identified_in: { label: 'since 2025-06-04' } }]);
  });
  it('takes what the asker already did ("we marked umbrella logistics as excluded, but …") for context, no request to do it', () => {
    const { callsNamed } = withAccounts([{ domain: 'umbrellalogistics.com', name: 'Umbrella Logistics' }]);
    expect(callsNamed('We marked Umbrella Logistics as excluded, but are their people still coming by? How many different people from excluded accounts have visited so far in June? Real people only.')).toMatchObject([{ tool: 'search_visitors', classification: 'excluded' }]);
  });
});

// set 45 (written blind, session 21): a product marketer's headlines, an Indian-English account executive
describe('"kindly share", "revert with", "do the needful", "dated by when identified"', () => {
  it('reads "kindly share how many …" as a request to tell, not a share of a whole', () => {
    expect(calls("Kindly share how many lead accounts have visited our site this week, Monday 16th June till now, bots excluded only. The 'personal' account of consumer mailboxes is to be counted as one account itself.")).toEqual([expect.not.objectContaining({ measure: 'share' })]);
    expect(calls('Please do the needful and share the number of accounts having current intent score above 80 (strictly more than 80) that visited yesterday, 17th June itself. Exclude bots.')).toMatchObject([{ tool: 'visiting_accounts', min_intent: 81 }]);
    expect(calls('Kindly share the total attributed sessions this month till date, 1st to 18th June, as per the attribution (campaign) rollup itself.')).toMatchObject([{ tool: 'attribution_overview', window: { label: 'this month' } }]);
    expect(calls('what share of this week\'s accounts are leads')).toMatchObject([{ measure: 'share' }]);
  });
  it('reads "bots to be excluded" as the bots left out and "dated by when identified" as how identifications are dated', () => {
    expect(calls('Kindly revert with how many accounts came with utm source g2 since 1st June till date. Bots to be excluded.')).toEqual([expect.not.objectContaining({ classification: 'excluded' })]);
    expect(measureOf(normalize('Q: identifications WTD (Mon 16 Jun–now). ID = visitor identified by any method, dated by when identified.').text)).not.toMatch(/first|last/);
    expect(calls('Kindly revert with the single visitor having the most page views this month till date, 1st to 18th June. Bots excluded only.')).toMatchObject([{ tool: 'search_visitors', limit: 1 }]);
  });
});


// set 46 (written blind, session 21): a board member, a support engineer pasting JSON and key=value
describe('a request written as JSON or key=value', () => {
  it('reads each key as the words it stands for, and a key no read knows as what the rows do', () => {
    expect(calls('{"path_prefix":"/blog/","window":"this_month","bots":false,"scope":"accounts"} count the accounts with a page view under /blog/')).toMatchObject([{ tool: 'visiting_accounts', page: '/blog/*', window: { label: 'this month' } }]);
    expect(calls('{"scope":"visitors","intent":">=50","window":"this_week","bots":false} (current intent score) -> count')).toMatchObject([{ tool: 'search_visitors', min_intent: 50, window: { label: 'this week' } }]);
    expect(calls('scope=visitors identified=true window=yesterday bots=false sort=intent_score(current) desc limit=3\nWhich are they, in order?')).toMatchObject([{ tool: 'search_visitors', identified: true, limit: 3, window: { label: 'yesterday' } }]);
    expect(calls('{"rollup":"attribution","channel":"paid_search","window":"this_month"} sessions?')).toMatchObject([{ tool: 'attribution_overview', window: { label: 'this month' } }]);
    expect(plan('{"resolution_source":"email_capture","window":"this_month","keeps_bees":true} -> visitors count').type).toBe('clarification');
  });
  it('knows no word by a two-letter stem ("bees" is not "be")', () => {
    expect(plan('how many visitors who keep bees').type).toBe('clarification');
    expect(calls('Could you tell me the combined lifetime visit count of all accounts whose intent score lies between 40 and 60, both bounds included?')).toMatchObject([{ measure: 'sum' }]);
  });
  it('says a key=value no read knows as what the rows do ("hobby=sourdough_baking"), "from=a to=b" as one window, "filter=…" as a condition', () => {
    expect(plan('path=/pricing window=yesterday bots=false hobby=sourdough_baking -> count visitors').type).toBe('clarification');
    expect(plan('domain=massivedynamiclabs.com scope=visitors filter=stamp_collector -> list + count').type).toBe('clarification');
    expect(calls('path=/demo from=2025-06-02 to=2025-06-08 (inclusive) bots=false scope=visitors -> count of distinct visitors')).toMatchObject([{ window: { label: '2025-06-02 to 2025-06-08' } }]);
    expect(calls("How many of yesterday's visitors (17 June, bots excluded) are actually identified, by any method, as of now?")).toMatchObject([{ tool: 'search_visitors', identified: true, window: { label: 'yesterday' } }]);
  });
  it('keeps a question said as a wish ("i\'d like to know how many …") when the next sentence only says how to count, and reads "metric=count; subject=accounts" as a count of accounts', () => {
    expect(plan("I'd like to know how many companies have a running total of 50 page views or more with us. Count the consumer-email catch-all as a company too.").type).toBe('refusal');
    expect(calls('metric=count; subject=accounts; filter: at least one page view whose channel = email; window: since 2025-06-04 (inclusive) up to now; real people only (bots excluded)')).toMatchObject([{ tool: 'visiting_accounts', channel: 'email', window: { label: 'since 2025-06-04' } }]);
  });
  it('reads a channel written as the data writes it ("… went to paid_social")', () => {
    expect(calls('What share of all attributed sessions this month went to paid_social, per the attribution (campaign) rollup?')).toMatchObject([{ tool: 'attribution_overview', group_by: 'channel' }]);
  });
  it('counts sessions when the asking sentence names them after a remark on page views', () => {
    expect(calls("My co-founder insists traffic is flat, I think it's growing. Page views are noisy so let's use sessions (a new one after 30 minutes of inactivity, counted on the day it starts). How many sessions did real people start last week, June 9 to 15, versus the week before, June 2 to 8?")).toMatchObject([{ unit: 'sessions' }, { unit: 'sessions' }]);
  });
});

