// Constraint cues (planner/cues.ts): a word that narrows the question but was not read as a
// constraint is asked about, never dropped; the same question phrased so that it is read is answered
// with the constraint applied.
import { describe, expect, it } from 'vitest';
import { planQuestion } from '../../../subgraphs/copilot/planner/plan.js';
import { EMPTY_NAMES, type KnownNames } from '../../../subgraphs/copilot/planner/workspace.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { createRegistry } from '../../../subgraphs/copilot/catalogue/registry.js';
import { isApplied } from '../../../subgraphs/copilot/catalogue/applied.js';

const NOW = new Date('2025-06-18T12:00:00.000Z');
const tools = createRegistry(ALL_TOOLS).toolsFor({ kind: 'session', workspaceId: 'w', userId: 'u', role: 'owner' }, { privilegedActionsEnabled: false });
const NAMES: KnownNames = { ...EMPTY_NAMES, accounts: [{ domain: 'acme.com', name: 'Acme' }, { domain: 'globex.com', name: 'Globex' }] };
const plan = (question: string) => planQuestion({ question, tools, history: [], facts: [], now: NOW, workspaceId: 'w' }, NAMES);

describe('a cue the query did not read is asked about, never dropped', () => {
  it.each([
    ['accounts scoring somewhere near 75 on intent', /"75"/],
    ['which accounts have twenty three visitors', /"23"/], // (a compound number word is read as its digits)
    ['which accounts have 23 visitors', /"23"/], // (a count of visitors, not the list's length)
    ['companies that read our careers section this month', /careers/],
    ['which accounts have the fewest visits', /fewest/],
    ['accounts that are not customers with intent above 50', /not classified customer/],
    ['visitors at intent 40ish', /"40ish"/],
  ])('%s', (q, named) => {
    const p = plan(q);
    expect(p, JSON.stringify(p)).toMatchObject({ type: 'clarification', text: expect.stringMatching(named) });
  });
  it('a source the read cannot narrow by is named in a refusal', () => {
    expect(plan('open recommendations from linkedin')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/linkedin/) });
    expect(plan('which api keys came from linkedin')).toMatchObject({ type: 'refusal', text: expect.stringMatching(/linkedin/) });
  });
  it('the last 24 hours are the hours up to now, not a day', () => {
    const p = plan('visitors in the last 24 hours');
    expect(p).toMatchObject({ type: 'calls', calls: [{ tool: 'search_visitors', arguments: { window: { from: '2025-06-17T12:00:00.000Z', label: 'last 24 hours' } } }] });
  });
  it('an account named by domain must be applied by the read, or the question is declined', () => {
    expect(plan('page views by acme.com over the past fortnight')).toMatchObject({ type: 'calls', calls: [{ tool: 'page_funnel', arguments: { domain: 'acme.com' } }] });
    expect(plan('common paths through /pricing for acme.com')).toMatchObject({ type: expect.stringMatching(/^(?:refusal|clarification)$/), text: expect.stringMatching(/acme\.com/) });
  });
  it('more than four lookups: asks for fewer instead of dropping the fifth', () => {
    expect(plan('tell me about a.com, b.com, c.com, d.com and e.com')).toMatchObject({ type: 'clarification', text: expect.stringMatching(/at most 4/) });
  });
});

describe('numbers, dates and names the query reads are not cues', () => {
  it.each([
    ['count of companies scoring at least eighty on intent', 'search_accounts', { kind: 'intent', value: '80..100' }],
    ['accounts with an intent score of zero', 'search_accounts', { kind: 'intent', value: '0..0' }],
    ['show accounts scoring 60-70 on intent', 'search_accounts', { kind: 'intent', value: '60..70' }],
    ['what % of lead accounts are at intent 50+', 'search_accounts', { kind: 'measure', value: 'share:classification' }],
    ['our 3 highest-intent accounts', 'search_accounts', { kind: 'limit', value: '3' }],
    ['give me 10 accounts classified as excluded', 'search_accounts', { kind: 'limit', value: '10' }],
    ['which 5 accounts have the most visitors', 'search_accounts', { kind: 'order', value: 'visitors' }],
    ['how many accounts visited since 2025-06-10', 'visiting_accounts', { kind: 'window', value: '2025-06-10T00:00:00.000Z..2025-06-18T12:00:00.001Z' }],
    ['identifications from June 1 to June 7 2025', 'identification_status', { kind: 'window', value: '2025-06-01T00:00:00.000Z..2025-06-08T00:00:00.000Z' }],
    ['how many companies did linkedin bring in this month', 'visiting_accounts', { kind: 'source', value: 'linkedin' }],
    ['paid search pageviews this week', 'page_funnel', { kind: 'channel', value: 'paid_search' }],
    ['how many visitors looked at pricing in the last 7 days', 'page_funnel', { kind: 'page', value: '/pricing' }],
    ['what percentage of attributed sessions were affiliate in the last 7 days', 'attribution_overview', { kind: 'channel', value: 'affiliate' }],
  ])('%s', (q, tool, constraint) => {
    const p = plan(q);
    expect(p.type, JSON.stringify(p)).toBe('calls');
    if (p.type !== 'calls') return;
    expect(p.calls[0]!.tool).toBe(tool);
    expect(isApplied(tool, p.calls[0]!.arguments, { ...constraint, label: '' } as never)).toBe(true);
  });
});
