// The planner's reading of a question into a query (measure, subject, constraints) and the trust
// rule over it: a constraint the planned call does not apply is named in a refusal. No database.
import { describe, expect, it } from 'vitest';
import { countRange, intentRange, measureOf, readQuery } from '../../subgraphs/copilot/planner/query.js';
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
    ['intent from 40 to 60', { min: 40, max: 60 }],
    ['intent in the 40-60 range', { min: 40, max: 60 }],
    ['high intent (60+)', { min: 60 }],
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
    const p = plan('How many page views came from visitors with intent below 50 last week?');
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

describe('counts compared (visits, times)', () => {
  const unit = '(?:visits?|times|page ?views)';
  it.each([
    ['more than 10 visits', { min: 11 }],
    ['visited us more than ten times', { min: 11 }],
    ['5 or more visits', { min: 5 }],
    ['at least five times', { min: 5 }],
    ['fewer than 3 visits', { max: 2 }],
    ['exactly 2 visits', { min: 2, max: 2 }],
    ['between 2 and 4 visits', { min: 2, max: 4 }],
  ])('%s', (text, want) => expect(countRange(text, unit)).toEqual(want));
});

describe('the query names every constraint it reads (issue 14 rule 2)', () => {
  const kinds = (q: string) => query(q).constraints.map((c) => [c.kind, c.value]);
  it.each([
    ['How many accounts came from LinkedIn (utm_source linkedin) last month?', ['source', 'linkedin']],
    ['page views from utm_campaign abm-q3, last 30 days', ['campaign', 'abm-q3']],
    ['How many attributed sessions did the monthly-digest campaign bring last month?', ['campaign', 'monthly-digest']],
    ['How many paid social sessions have we had since June 1st 2025?', ['channel', 'paid_social']],
    ['email share of attributed sessions, last 14 days', ['channel', 'email']],
    ['Top 5 accounts by intent', ['limit', '5']],
    ['Which campaign brought the most attributed sessions in the last 14 days?', ['limit', '1']],
    ['the two highest intent customer accounts', ['limit', '2']],
    ['What is the average intent score of identified visitors?', ['identified', 'true']],
    ['average visit count per lead account', ['measure', 'average:visit_count']],
    ['How many visits in total have our customer accounts made?', ['measure', 'sum:visit_count']],
  ])('%s', (q, want) => expect(kinds(q)).toContainEqual(want));
  it('sessions are a subject of their own; attributed ones when a channel, source or campaign is named', () => {
    expect(query('How many sessions were there yesterday?').subject).toBe('sessions');
    expect(query('sessions that hit the demo page this month: how many').subject).toBe('sessions');
    expect(query('How many paid social sessions have we had since June 1st 2025?').subject).toBe('attributed_sessions');
  });
});

describe('reads the trust rule lets through apply what was asked', () => {
  it('a comparison of two windows is the same read once per window', () => {
    const c = calls('page views this week vs last week');
    expect(c.map((x) => [x.tool, (x.arguments.window as { label: string }).label])).toEqual([['page_funnel', 'this week'], ['page_funnel', 'last week']]);
  });
  it('a comparison without two windows is not a comparison of windows', () => {
    expect(calls('compare acme.com with globex.com').map((x) => x.tool)).toEqual(['get_account', 'get_account']);
  });
  it('sessions are counted with the 30-minute rule, on the page asked', () => {
    expect(calls('How many sessions this month included a visit to /demo?')).toMatchObject([{ tool: 'page_funnel', arguments: { unit: 'sessions', pages: ['/demo'] } }]);
  });
  it('who was identified how and when lists the people', () => {
    expect(calls('Who was identified by email capture yesterday?')).toMatchObject([{ tool: 'search_visitors', arguments: { identified: true, resolution_source: 'email_capture', identified_in: { label: 'yesterday' } } }]);
  });
  it('data the service does not record and predictions are declined', () => {
    expect(plan('How many phone calls did our sales team make last week?').type).toBe('refusal');
    expect(plan('Which accounts will become customers next month?').type).toBe('refusal');
    expect(plan('How many page views will we get next week?').type).toBe('refusal');
  });
  it('page views narrowed by who they came from', () => {
    expect(calls('How many page views came from competitor accounts in the last 14 days?')).toMatchObject([{ tool: 'page_funnel', arguments: { classification: 'competitor' } }]);
  });
});

describe('the answer\'s lead', () => {
  it('leads an attributed-session count "from the campaign attribution rollup" with the total, not the breakdown by campaign', async () => {
    const { leadSentence } = await import('../../subgraphs/copilot/planner/compose/lead.js');
    const q = 'attribted sessions yday from the campaign attribution rollup';
    const r = { data: [{ channel: 'affiliate', sessions: 8, share_pct: 36.4 }], coverage: '22 attributed sessions by channel (5 channels), yesterday', caveats: [], window: { from: '2025-06-17T00:00:00.000Z', to: '2025-06-18T00:00:00.000Z', label: 'yesterday' } };
    expect(leadSentence('attribution_overview', r as never, {}, query(q))).toMatch(/^22 attributed sessions/);
  });
  it('puts the time asked before the window\'s dates ("the last email capture identification 10-12 June")', async () => {
    const { leadSentence } = await import('../../subgraphs/copilot/planner/compose/lead.js');
    const q = 'the time of the last identification through email capture between 10 june and 12 june';
    const r = { data: [{ section: 'totals', identified_in_window: 15 }, { section: 'source', resolution_source: 'email_capture', identified_in_window: 7, last_identified_at: '2025-06-12T13:13:11.300Z' }], coverage: '', caveats: [], window: { from: '2025-06-10T00:00:00.000Z', to: '2025-06-13T00:00:00.000Z', label: '2025-06-10 to 2025-06-12' } };
    expect(leadSentence('identification_status', r as never, { window: r.window }, query(q))).toMatch(/^The last visitor identified by email capture was identified at 2025-06-12T13:13:11\.300Z/);
  });
});

