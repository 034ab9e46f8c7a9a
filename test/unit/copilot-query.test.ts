// The planner's reading of a question into a query (measure, subject, constraints) and the trust
// rule over it: a constraint the planned call does not apply is named in a refusal. No database.
import { describe, expect, it } from 'vitest';
import { intentRange, measureOf, readQuery } from '../../subgraphs/copilot/planner/query.js';
import { appliedBy, isApplied } from '../../subgraphs/copilot/catalogue/applied.js';
import { normalize } from '../../subgraphs/copilot/planner/normalize.js';
import { parseWindow } from '../../subgraphs/copilot/planner/time.js';
import { planQuestion } from '../../subgraphs/copilot/planner/plan.js';
import { createRegistry } from '../../subgraphs/copilot/catalogue/registry.js';
import { ALL_TOOLS } from '../../subgraphs/copilot/tools/index.js';
import { EMPTY_NAMES } from '../../subgraphs/copilot/planner/workspace.js';
import { attributionDays, trailingDays } from '../../subgraphs/accounts/attribution/attribution.service.js';

const NOW = new Date('2025-06-18T12:00:00.000Z');
const tools = createRegistry(ALL_TOOLS).toolsFor({ kind: 'session', workspaceId: 'w', userId: 'u', role: 'owner' }, { privilegedActionsEnabled: false });
const plan = (question: string) => planQuestion({ question, tools, history: [], facts: [], now: NOW, workspaceId: 'w' }, EMPTY_NAMES);
const query = (q: string) => {
  const n = normalize(q);
  return readQuery(n.raw, n.text, parseWindow(n.raw, NOW));
};
const calls = (q: string) => {
  const p = plan(q);
  if (p.type !== 'calls') throw new Error(`${q}: ${p.type} ${'text' in p ? p.text : ''}`);
  return p.calls;
};

describe('intent ranges (integers, inclusive)', () => {
  it.each([
    ['intent score of exactly 100', { min: 100, max: 100 }],
    ['intent = 90', { min: 90, max: 90 }],
    ['an intent score of 70', { min: 70, max: 70 }],
    ['intent above 80', { min: 81 }],
    ['intent > 80', { min: 81 }],
    ['intent score at least 80', { min: 80 }],
    ['intent >= 80', { min: 80 }],
    ['intent below 50', { max: 49 }],
    ['intent score at most 20', { max: 20 }],
    ['intent <= 20', { max: 20 }],
    ['intent between 40 and 60', { min: 40, max: 60 }],
    ['intent score 80 or more', { min: 80 }],
  ])('%s', (text, want) => expect(intentRange(text)).toEqual(want));
  it('no intent word, no range', () => expect(intentRange('more than 5 visits')).toBeUndefined());
});

describe('measures', () => {
  it.each([
    ['how many accounts visited', 'count'],
    ['number of page views', 'count'],
    ['what is the average intent score', 'average'],
    ['what share of sessions came from email', 'share'],
    ['what percentage of visitors were identified', 'share'],
    ['when was the first page view', 'first'],
    ['compare this week versus last week', 'compare'],
    ['which accounts visited', 'list'],
  ])('%s → %s', (text, m) => expect(measureOf(text)).toBe(m));
});

describe('constraints read from the question', () => {
  it('pages by path and by name, windows, classification, returning', () => {
    const q = query('Which customers came back to our pricing page in the last 3 days?');
    expect(q.constraints.map((c) => [c.kind, c.value])).toEqual(
      expect.arrayContaining([['page', '/pricing'], ['classification', 'customer'], ['returning', 'true'], ['window', '2025-06-16T00:00:00.000Z..2025-06-18T12:00:00.001Z']]),
    );
  });
  it('"hot leads" is a phrase, "our leads" a classification', () => {
    expect(query('show me the hot leads').classification).toBeUndefined();
    expect(query('average intent of our leads').classification).toBe('lead');
  });
  it('new = first seen in the window', () => expect(query('new accounts this month').returning).toBe(false));
  it('a channel and an identification source', () => {
    expect(query('share of attributed sessions from email').constraints).toContainEqual(expect.objectContaining({ kind: 'channel', value: 'email' }));
    expect(query('how many visitors did we identify by email capture').constraints).toContainEqual(expect.objectContaining({ kind: 'identification_source', value: 'email_capture' }));
  });
  it('the past fortnight and "recently" have published windows', () => {
    expect(parseWindow('visitors in the past fortnight', NOW)).toMatchObject({ from: '2025-06-05T00:00:00.000Z', label: 'last 14 days' });
    expect(parseWindow('who visited recently', NOW)).toMatchObject({ from: '2025-06-12T00:00:00.000Z', label: 'recently (last 7 days)' });
  });
});

describe('applied constraints come from the arguments', () => {
  it('window, page, intent range, returning, order', () => {
    const a = appliedBy('visiting_accounts', { window: { from: 'a', to: 'b', label: 'x' }, page: '/pricing', min_intent: 100, max_intent: 100, returning: true });
    expect(a.map((x) => [x.kind, x.value])).toEqual([['window', 'a..b'], ['page', '/pricing'], ['intent', '100..100'], ['returning', 'true'], ['order', 'visits']]);
  });
  it('a different value is not the same constraint', () => {
    expect(isApplied('search_accounts', { min_intent: 80 }, { kind: 'intent', value: '81..100', label: '' })).toBe(false);
    expect(isApplied('search_accounts', { min_intent: 81 }, { kind: 'intent', value: '81..100', label: '' })).toBe(true);
  });
  it('attribution applies a channel by its rows (grouped by channel), not a campaign', () => {
    expect(isApplied('attribution_overview', {}, { kind: 'channel', value: 'email', label: '' })).toBe(true);
    expect(isApplied('attribution_overview', {}, { kind: 'campaign', value: 'x', label: '' })).toBe(false);
  });
});

describe('routing and the trust rule in the plan', () => {
  it('accounts with a window or a page are visiting accounts, with every constraint applied', () => {
    const [c] = calls('Which companies visited our pricing page in the last 7 days?');
    expect(c).toMatchObject({ tool: 'visiting_accounts', arguments: { page: '/pricing', window: { label: 'last 7 days' } } });
  });
  it('page views are page measures', () => {
    expect(calls('How many page views did we get yesterday?')[0]!.tool).toBe('page_funnel');
    expect(calls('What were the most viewed pages over the last 30 days?')[0]!.tool).toBe('page_funnel');
    expect(calls('page views per day this week')[0]!.arguments).toMatchObject({ group_by: 'day' });
  });
  it('a sequence of pages is a funnel, not commerce', () => {
    expect(calls('funnel from /pricing to /demo last month')[0]).toMatchObject({ tool: 'page_funnel', arguments: { pages: ['/pricing', '/demo'] } });
  });
  it('exact intent reaches the call as a range', () => {
    expect(calls('How many accounts have an intent score of exactly 100?')[0]).toMatchObject({ tool: 'search_accounts', arguments: { min_intent: 100, max_intent: 100 } });
  });
  it('a constraint the tool cannot apply is named in a refusal', () => {
    const p = plan('Which visitors with intent below 50 came from acme?');
    expect(p.type).toBe('refusal');
    expect('text' in p && p.text).toMatch(/intent ≤ 49/);
  });
  it('a campaign is answered by its row; a channel and a campaign together cannot be, and the channel is named', () => {
    expect(calls('How many attributed sessions came from campaign spring-promo?')[0]).toMatchObject({ tool: 'attribution_overview', arguments: { group_by: 'campaign' } });
    const p = plan('How many attributed sessions came from email for campaign spring-promo?');
    expect(p.type).toBe('refusal');
    expect('text' in p && p.text).toMatch(/channel email/);
  });
});

describe('everyday phrasings reach the tool that applies them', () => {
  const label = (a: Record<string, unknown>) => ({ ...a, window: (a.window as { label?: string } | undefined)?.label });
  it.each([
    ['which orgs came back this month pls', 'visiting_accounts', { window: 'this month', returning: true }],
    ['how many new accounts this month', 'visiting_accounts', { window: 'this month', returning: false }],
    ['how many companys visited our pricng page last week', 'visiting_accounts', { window: 'last week', page: '/pricing' }],
    ['accounts with at least 5 visits this week', 'visiting_accounts', { window: 'this week', min_visits: 5 }],
    ['which accounts with intent over 90 visited last week', 'visiting_accounts', { window: 'last week', min_intent: 91 }],
    ['most visited pages yesterday', 'page_funnel', { window: 'yesterday' }],
    ['how many visitors did we get in the past fortnight', 'page_funnel', { window: 'last 14 days' }],
    ['conversion from /pricing to /demo', 'page_funnel', { pages: ['/pricing', '/demo'] }],
    ['who visited /docs recently', 'search_visitors', { page: '/docs', window: 'recently (last 7 days)' }],
    ['what percentage of visitors were identified last month', 'identification_status', { window: 'last month' }],
    ['what share of sessions came from paid search last month', 'attribution_overview', { window: 'last month' }],
    ['how many leads have intent above 50', 'search_accounts', { classification: 'lead', min_intent: 51 }],
    ['avg intent score of competitors', 'search_accounts', { classification: 'competitor', measure: 'average' }],
    ['when did our data start', 'data_coverage', {}],
  ])('%s', (q, tool, args) => {
    const [c] = calls(q);
    expect(c!.tool).toBe(tool);
    expect(label(c!.arguments)).toMatchObject(args);
  });
});

describe('one attribution window for REST and the copilot', () => {
  it('days=N is the N UTC days ending today; a copilot window of the last N days is the same days', () => {
    const t = trailingDays(NOW, 14);
    expect(attributionDays(t.from, t.to)).toEqual({ first: '2025-06-05', last: '2025-06-18' });
    const w = parseWindow('past 14 days', NOW)!;
    expect(attributionDays(w.from, w.to)).toEqual({ first: '2025-06-05', last: '2025-06-18' });
    // yesterday: one day, not two
    const y = parseWindow('yesterday', NOW)!;
    expect(attributionDays(y.from, y.to)).toEqual({ first: '2025-06-17', last: '2025-06-17' });
  });
});
