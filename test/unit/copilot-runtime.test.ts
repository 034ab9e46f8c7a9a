// The runtime's pure parts: registry checks and filtering, numeric guard, secret scrubbing,
// approval signatures, refusal rules, request parsing.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRegistry, CatalogueError, TOOL_NAMES, SPEC_CATALOGUE } from '../../subgraphs/copilot/catalogue/registry.js';
import type { ToolDefinition, ToolName } from '../../subgraphs/copilot/catalogue/types.js';
import { ALL_TOOLS } from '../../subgraphs/copilot/tools/index.js';
import { numericGuard, scrubSecrets } from '../../subgraphs/copilot/runtime/guard.js';
import { signApproval, verifyApproval } from '../../subgraphs/copilot/runtime/approval.js';
import { isCausalQuestion, isTrendQuestion, makesCausalClaim } from '../../subgraphs/copilot/runtime/refusals.js';
import { parseCopilotRequest } from '../../subgraphs/copilot/runtime/request.js';
import type { TraceEntry } from '../../subgraphs/copilot/runtime/response.js';
import { AppError } from '../../core/errors.js';
import { EVENT_NAMES } from '../../subgraphs/copilot/runtime/events.js';
import { COPILOT_PROTOCOL } from '../../rest-facade/copilot/protocol.js';

const tool = (over: Partial<ToolDefinition>): ToolDefinition => ({
  name: 'list_team',
  description: 'x',
  args: z.object({}),
  kind: 'read',
  reversible: true,
  effect: () => 'x',
  run: async () => ({ sql: '', data: [], coverage: '', caveats: [], window: null, has_data: false }),
  ...over,
});

const session = (role: 'owner' | 'admin' | 'member') => ({ kind: 'session' as const, workspaceId: 'w', userId: 'u', role });
const key = { kind: 'key' as const, workspaceId: 'w', keyId: 'k', keyName: 'k', scopes: ['copilot' as const] };

describe('registry', () => {
  it('knows the 68 names of spec 4.5: 33 reads and 35 changes', () => {
    expect(TOOL_NAMES).toHaveLength(68);
    expect(Object.values(SPEC_CATALOGUE).filter((e) => e.kind === 'change')).toHaveLength(35);
  });

  it('registers every tool in ALL_TOOLS', () => {
    expect(() => createRegistry(ALL_TOOLS)).not.toThrow();
  });

  it.each([
    ['an unknown name', tool({ name: 'drop_everything' as ToolName }), /not one of the spec's 68/],
    ['a read posing as a change', tool({ name: 'list_team', kind: 'change' }), /must be kind "read"/],
    ['a wrong reversibility', tool({ name: 'revoke_api_key', kind: 'change', reversible: true }), /reversible: false/],
    ['a missing privilege', tool({ name: 'cancel_invitation', kind: 'change', reversible: true }), /privileged: team/],
    ['no irreversible reason', tool({ name: 'claim_domain', kind: 'change', reversible: false }), /irreversibleReason/],
    ['argument-dependent reversibility undeclared', tool({ name: 'set_webhook_state', kind: 'change', reversible: true }), /irreversibleFor/],
  ])('rejects %s', (_label, t, message) => {
    expect(() => createRegistry([t])).toThrow(CatalogueError);
    expect(() => createRegistry([t])).toThrow(message);
  });

  it('rejects a tool registered twice', () => {
    expect(() => createRegistry([tool({}), tool({})])).toThrow(/registered twice/);
  });

  it('filters by caller and workspace opt-in (spec 4.3 rule 1, 4.5)', () => {
    const team = tool({ name: 'invite_team_member', kind: 'change', reversible: false, irreversibleReason: 'x', privileged: 'team' });
    const billing = tool({ name: 'start_checkout', kind: 'change', reversible: false, irreversibleReason: 'x', privileged: 'billing' });
    const change = tool({ name: 'classify_account', kind: 'change', reversible: true });
    const r = createRegistry([tool({}), change, team, billing]);
    const names = (c: Parameters<typeof r.toolsFor>[0], on: boolean) => r.toolsFor(c, { privilegedActionsEnabled: on }).map((t) => t.name);
    expect(names(key, true)).toEqual(['list_team']);
    expect(names(session('owner'), false)).toEqual(['list_team', 'classify_account']);
    expect(names(session('member'), true)).toEqual(['list_team', 'classify_account']);
    expect(names(session('admin'), true)).toEqual(['list_team', 'classify_account', 'invite_team_member']);
    expect(names(session('owner'), true)).toEqual(['list_team', 'classify_account', 'invite_team_member', 'start_checkout']);
  });
});

const trace = (data: Record<string, unknown>[], extra: Partial<TraceEntry> = {}): TraceEntry[] => [
  { tool: 't', arguments: {}, applied: [], sql: '', coverage: '3 of 40 accounts', caveats: [], window: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-08T00:00:00.000Z', label: 'last 7 days' }, data, has_data: true, withheld: 0, ...extra },
];

describe('numeric guard', () => {
  it('passes numbers held by the trace, in data, coverage and window', () => {
    const t = trace([{ visits: 1234, rate: 0.4567 }]);
    const text = 'There were 1,234 visits (rate 0.46) — 3 of 40 accounts, from 2026-11-01 to 2026-11-08.';
    expect(numericGuard(text, t)).toEqual({ text, truncated: false });
  });

  it('cuts before the first number nothing backs', () => {
    const r = numericGuard('Visits: 1234. Conversion was 17% this week.', trace([{ visits: 1234 }]));
    expect(r).toEqual({ text: 'Visits: 1234. Conversion was', truncated: true, unbacked: '17' });
  });

  it('does not accept a rounding that changes the value', () => {
    expect(numericGuard('rate 0.4', trace([{ rate: 0.4567 }])).truncated).toBe(true);
    expect(numericGuard('rate 0.5', trace([{ rate: 0.4567 }])).truncated).toBe(false);
    expect(numericGuard('rate 0.46', trace([{ rate: 0.4567 }])).truncated).toBe(false);
  });

  it('an empty trace backs nothing', () => {
    expect(numericGuard('About 5 accounts.', []).text).toBe('About');
  });

  it('scrubs secret values out of the text', () => {
    expect(scrubSecrets('Pay at https://pay.example/cs_123 now', { checkout_url: 'https://pay.example/cs_123' })).toBe(
      'Pay at [see secrets.checkout_url] now',
    );
  });
});

describe('approval signatures', () => {
  const subject = {
    workspaceId: 'w',
    principal: 'user:u',
    question: 'Revoke key "ci"',
    question_kind: 'action' as const,
    calls: [{ tool: 'revoke_api_key', arguments: { key: 'ci' } }],
  };
  const now = new Date('2026-11-21T12:00:00Z');
  const sig = signApproval('secret-secret-secret-secret-secret', now, subject);

  it('verifies what was signed, whatever the key order or spacing of the question', () => {
    expect(verifyApproval('secret-secret-secret-secret-secret', now, sig, { ...subject, question: '  revoke   key "ci" ' })).toBe('valid');
  });

  it.each([
    ['altered arguments', { calls: [{ tool: 'revoke_api_key', arguments: { key: 'prod' } }] }],
    ['an extra call', { calls: [...subject.calls, { tool: 'list_api_keys', arguments: {} }] }],
    ['another caller', { principal: 'user:v' }],
    ['another workspace', { workspaceId: 'x' }],
    ['another question', { question: 'revoke key "ci" please' }],
  ])('rejects %s', (_label, change) => {
    expect(verifyApproval('secret-secret-secret-secret-secret', now, sig, { ...subject, ...change })).toBe('mismatch');
  });

  it('expires after an hour and needs a signature at all', () => {
    expect(verifyApproval('secret-secret-secret-secret-secret', new Date(now.getTime() + 3_601_000), sig, subject)).toBe('expired');
    expect(verifyApproval('secret-secret-secret-secret-secret', now, undefined, subject)).toBe('missing');
    expect(verifyApproval('secret-secret-secret-secret-secret', now, 'v1.1.forged', subject)).toBe('mismatch');
  });
});

describe('refusal rules', () => {
  it.each([
    ['Why did signups drop in October?', true],
    ['Did the new pricing page cause more demos?', true],
    ['What is the effect of the webinar on intent?', true],
    ['Which accounts visited the pricing page?', false],
    ['Why is acme.com locked?', false],
    ['Pause the rule "Hot leads to Klaviyo"', false],
    ['Did "Hot leads to Klaviyo" lead to more signups?', true],
    ['raise minimum intent on Hot leads to 75', false],
    ['why are competitors reading our pricing page?', true],
    ['did our linkedin ads make Apple visit?', true],
    ['make /docs/* and /demo the high-intent pages', false],
    ['get the people who visited /pricing', false],
  ])('causal question? %s → %s', (q, expected) => {
    expect(isCausalQuestion(q)).toBe(expected);
  });

  it('spots trend questions and causal claims', () => {
    expect(isTrendQuestion('How did visits trend compared to last month?')).toBe(true);
    expect(isTrendQuestion('Top accounts this week')).toBe(false);
    expect(makesCausalClaim('The campaign drove 40 visits.')).toBe(true);
    expect(makesCausalClaim('40 visits came from the campaign.')).toBe(false);
  });
});

describe('request parsing', () => {
  it('trims the question and defaults the optional fields', () => {
    expect(parseCopilotRequest({ question: '  top accounts  ' })).toEqual({
      question: 'top accounts',
      thread_id: null,
      turn_id: null,
      replaces_turn_id: null,
      approved_plan: null,
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(() => parseCopilotRequest({ question: '🙂🙂🙂' })).not.toThrow();
    expect(() => parseCopilotRequest({ question: '🙂'.repeat(2000) })).not.toThrow();
    expect(() => parseCopilotRequest({ question: '🙂'.repeat(2001) })).toThrow(AppError);
  });
});

describe('published protocol', () => {
  it('describes exactly the events the run emits', () => {
    expect(Object.keys(COPILOT_PROTOCOL.stream.events)).toEqual([...EVENT_NAMES]);
  });
});
