// The polarity check (planner/polarity.ts): a filter read from words the question says to leave out,
// or to take in as well, is asked about, never applied; the same values said as the filter are read.
import { describe, expect, it } from 'vitest';
import { planQuestion } from '../../../subgraphs/copilot/planner/plan.js';
import { EMPTY_NAMES } from '../../../subgraphs/copilot/planner/workspace.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { createRegistry } from '../../../subgraphs/copilot/catalogue/registry.js';

const NOW = new Date('2025-06-18T12:00:00.000Z');
const tools = createRegistry(ALL_TOOLS).toolsFor({ kind: 'session', workspaceId: 'w', userId: 'u', role: 'owner' }, { privilegedActionsEnabled: false });
const plan = (question: string) => planQuestion({ question, tools, history: [], facts: [], now: NOW, workspaceId: 'w' }, EMPTY_NAMES);

describe('a filter said only as left out or as included too is asked about', () => {
  it.each([
    ['accounts this week but leave the competitors aside', /competitors/],
    ['visitors this month, with anonymous ones counted as well', /anonymous/],
    ['page views yesterday skipping anything from linkedin', /linkedin/],
    ['how many people came today? dont include returning ones', /returning/],
  ])('%s', (q, named) => {
    const p = plan(q);
    expect(p, JSON.stringify(p)).toMatchObject({ type: 'clarification', text: expect.stringMatching(named) });
  });
});

describe('the same values said as the filter are applied', () => {
  it.each([
    'customers, not leads: how many visited this week',
    'leads that are not identified',
    'which customers came back in the last 3 days',
    'visitors identified by email capture, not by asn',
    'how many accounts are not customers but leads',
    'paid social sessions this month',
    'new accounts this week, competitors only',
  ])('%s', (q) => {
    const p = plan(q);
    expect(p.type, JSON.stringify(p)).toBe('calls');
  });
});
