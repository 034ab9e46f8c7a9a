// POST /agent-api/signal/copilot/ask over HTTP: validation, callers, response shape, the
// confirmation gate, approvals, name resolution, idempotency, masking. One server for the file.
import { describe, expect, it } from 'vitest';
import { activeKeys, ask, newKey, useFixture } from '../../helpers/copilot.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';

const f = useFixture({ retireKeys: true });
let n = 0;

const unique = (base: string) => `${base}-${++n}`;

describe('request validation (spec 2.6)', () => {
  it.each([
    ['too short', { question: 'hi' }, 'question'],
    ['too long', { question: 'x'.repeat(2001) }, 'question'],
    ['missing', {}, 'question'],
    ['not a string', { question: 42 }, 'question'],
  ])('question %s → 422 envelope', async (_label, body, field) => {
    const r = await ask(f, f.owner, body);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { field } });
    expect(typeof r.body.correlation_id).toBe('string');
  });

  it('accepts 3 and 2000 characters', async () => {
    expect((await ask(f, f.owner, { question: 'abc' })).status).toBe(200);
    expect((await ask(f, f.owner, { question: 'y'.repeat(2000) })).status).toBe(200);
  });

  it.each([
    ['calls not an array', { question_kind: 'action', calls: 'revoke_api_key' }],
    ['calls as bare names', { question_kind: 'action', calls: ['revoke_api_key'] }],
    ['no calls', { question_kind: 'action', calls: [] }],
    ['five calls', { question_kind: 'descriptive', calls: Array(5).fill({ tool: 'list_api_keys', arguments: {} }) }],
    ['bad question_kind', { question_kind: 'command', calls: [{ tool: 'list_api_keys', arguments: {} }] }],
    ['unknown tool', { question_kind: 'action', calls: [{ tool: 'drop_database', arguments: {} }] }],
    ['arguments that do not fit', { question_kind: 'action', calls: [{ tool: 'classify_account', arguments: { domain: 'acme.com', classification: 'friend' } }] }],
    ['a string', 'yes please'],
  ])('malformed approved_plan (%s) → 422', async (_label, approved_plan) => {
    const r = await ask(f, f.owner, { question: 'do the thing', approved_plan });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { field: 'approved_plan' } });
    expect(Array.isArray(r.body.details.detail)).toBe(true);
  });

  it('rejects an unusable X-Idempotency-Key', async () => {
    const r = await ask(f, f.owner, { question: 'top accounts' }, { 'X-Idempotency-Key': 'k'.repeat(256) });
    expect(r.status).toBe(422);
    expect(r.body.details.field).toBe('X-Idempotency-Key');
  });
});

describe('callers (spec 4.3 rule 1, 5.6, 5.7)', () => {
  it('401 without credentials', async () => {
    const r = await fetch(`${f.server.url}/agent-api/signal/copilot/ask`, { method: 'POST', body: '{}' });
    expect(r.status).toBe(401);
  });

  it('a key without scope copilot gets 403 insufficient_scope', async () => {
    const r = await ask(f, f.readKey, { question: 'top accounts' });
    expect(r.status).toBe(403);
    expect(r.body.error_code).toBe('FORBIDDEN');
    expect(r.body.details).toMatchObject({ code: 'insufficient_scope', required_scope: 'copilot', key_scopes: ['read'] });
  });

  it('a copilot key plans with read tools only; a session sees the changes', async () => {
    await ask(f, f.copilotKey, { question: 'top accounts' });
    const keyTools = f.planner.inputs[0]!.tools;
    expect(keyTools.length).toBeGreaterThan(0);
    expect(keyTools.every((t) => t.kind === 'read')).toBe(true);
    await ask(f, f.owner, { question: 'top accounts' });
    const names = f.planner.inputs[1]!.tools.map((t) => t.name);
    expect(names).toContain('revoke_api_key');
    expect(names).toContain('classify_account');
    // privileged tools stay hidden without the workspace opt-in (spec 4.5)
    expect(names).not.toContain('invite_team_member');
    expect(names).not.toContain('start_checkout');
  });

  it('a change asked with a key yields no calls, no pending confirmation, an out-of-reach answer', async () => {
    const name = unique('keep');
    await newKey(f, name);
    // the scripted planner names revoke_api_key anyway, as a careless LLM might: the runtime holds the line
    const r = await ask(f, f.copilotKey, { question: `revoke key "${name}"` });
    expect(r.status).toBe(200);
    expect(r.body.plan.calls).toEqual([]);
    expect(r.body.pending_confirmation).toBeNull();
    expect(r.body.trace).toEqual([]);
    expect(r.body.refusal).toBeNull();
    expect(r.body.answer).toMatch(/outside what can be done/);
    expect(await activeKeys(f, name)).toBe(1);
  });

  it('a key cannot run changes through approved_plan either', async () => {
    const name = unique('keep');
    await newKey(f, name);
    const r = await ask(f, f.copilotKey, {
      question: `revoke key "${name}"`,
      approved_plan: { question_kind: 'action', calls: [{ tool: 'revoke_api_key', arguments: { key: name } }] },
    });
    expect(r.status).toBe(200);
    expect(r.body.answer).toMatch(/outside what can be done/);
    expect(r.body.pending_confirmation).toBeNull();
    expect(await activeKeys(f, name)).toBe(1);
  });
});

describe('response (spec 2.7)', () => {
  it('has every field, one of answer/refusal/clarification, and the executed SQL in trace', async () => {
    const r = await ask(f, f.copilotKey, { question: 'top accounts' });
    expect(r.status).toBe(200);
    const b = r.body;
    expect(Object.keys(b).sort()).toEqual(
      ['answer', 'clarification', 'disclosures', 'limits', 'message_id', 'pending_confirmation', 'plan', 'question_kind', 'refusal', 'secrets', 'thread_id', 'trace', 'turn_id', 'warnings'].sort(),
    );
    expect([b.answer, b.refusal, b.clarification].filter((x) => x !== null)).toHaveLength(1);
    expect(b.question_kind).toBe('descriptive');
    expect(b.plan).toEqual({ reasoning: 'keywords', calls: ['search_accounts'] });
    expect(b.thread_id).toBeNull();
    expect(b.message_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.secrets).toEqual({});
    for (const k of ['disclosures', 'limits', 'warnings']) expect(Array.isArray(b[k])).toBe(true);
    const t = b.trace[0];
    expect(Object.keys(t)).toEqual(expect.arrayContaining(['tool', 'sql', 'coverage', 'caveats', 'window', 'data', 'has_data']));
    expect(t.tool).toBe('search_accounts');
    expect(t.sql).toMatch(/SELECT .* FROM accounts WHERE workspace_id = \$1::uuid/);
    expect(t.sql).toContain(`$1 = "${f.workspaceId}"`);
    expect(t.has_data).toBe(true);
  });

  it('masks over-cap accounts and says how many were withheld', async () => {
    const r = await ask(f, f.copilotKey, { question: 'top accounts' });
    const data = r.body.trace[0].data;
    const locked = data.filter((d: any) => d.is_locked);
    expect(locked).toHaveLength(2);
    expect(locked.every((d: any) => d.company_domain === '••••••••' && d.company_name === '••••••••')).toBe(true);
    expect(r.body.trace[0].withheld).toBe(2);
    expect(r.body.answer).toMatch(/2 records in these results were withheld/);
    expect(r.body.limits.join(' ')).toMatch(/2 records withheld/);
  });

  it('the numeric guard cuts the answer before the first number the trace does not hold', async () => {
    f.planner.onCompose = () => 'acme.com has intent 90. There are 4217 accounts in total, 12.5% of them hot.';
    const r = await ask(f, f.owner, { question: 'top accounts' });
    expect(r.body.answer.startsWith('acme.com has intent 90. There are')).toBe(true);
    expect(r.body.answer).not.toContain('4217');
    expect(r.body.answer).not.toContain('12.5');
    expect(r.body.warnings).toContainEqual(expect.objectContaining({ code: 'numeric_guard_truncated' }));
  });

  it('keeps an answer whose numbers are all in the trace', async () => {
    const r = await ask(f, f.owner, { question: 'top accounts' });
    expect(r.body.answer).toContain('acme.com (intent 90)');
    expect(r.body.warnings.map((w: any) => w.code)).not.toContain('numeric_guard_truncated');
  });

  it('an answer with no trace backs no number', async () => {
    f.planner.onPlan = () => ({ type: 'answer', question_kind: 'descriptive', reasoning: 'chat', text: 'You have about 300 visitors a day.' });
    const r = await ask(f, f.owner, { question: 'how many visitors?' });
    expect(r.body.trace).toEqual([]);
    expect(r.body.answer).toBe('You have about');
  });

  it('too many calls in one plan asks which part first', async () => {
    f.planner.onPlan = () => ({
      type: 'calls',
      question_kind: 'descriptive',
      reasoning: 'everything',
      calls: Array(5).fill({ tool: 'list_api_keys', arguments: {} }),
    });
    const r = await ask(f, f.owner, { question: 'tell me everything' });
    expect(r.body.clarification).toMatch(/more than 4 tool calls/);
    expect(r.body.trace).toEqual([]);
  });
});

describe('confirmation gate (spec 4.4)', () => {
  it('a change runs nothing and returns pending_confirmation', async () => {
    const name = unique('ci');
    await newKey(f, name);
    const r = await ask(f, f.owner, { question: `revoke key "${name}"` });
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b.answer).toBeNull();
    expect(b.clarification).toMatch(/Nothing has run yet/);
    expect(b.question_kind).toBe('action');
    expect(b.trace).toEqual([]);
    expect(b.pending_confirmation).toMatchObject({
      irreversible: true,
      actions: [{ tool: 'revoke_api_key', arguments: { key: name }, irreversible: true }],
      approve_with: { question_kind: 'action', calls: [{ tool: 'revoke_api_key', arguments: { key: name } }] },
    });
    expect(b.pending_confirmation.actions[0].effect).toContain(name);
    expect(await activeKeys(f, name)).toBe(1);
    expect(f.planner.composes).toHaveLength(0);
  });

  it('reads and writes mixed are held together', async () => {
    const name = unique('mixed');
    await newKey(f, name);
    const r = await ask(f, f.owner, { question: `list keys and revoke key "${name}"` });
    const p = r.body.pending_confirmation;
    expect(p.actions.map((a: any) => a.tool).sort()).toEqual(['list_api_keys', 'revoke_api_key']);
    expect(p.approve_with.calls).toHaveLength(2);
    expect(r.body.trace).toEqual([]);
    expect(await activeKeys(f, name)).toBe(1);
  });

  it('an approved plan runs as given without planning again; the next turn is gated again', async () => {
    const name = unique('ci');
    await newKey(f, name);
    const question = `revoke key "${name}"`;
    const first = await ask(f, f.owner, { question });
    const approved = await ask(f, f.owner, { question, approved_plan: first.body.pending_confirmation.approve_with });
    expect(approved.status).toBe(200);
    expect(f.planner.inputs).toHaveLength(1); // planned once, for the first request only
    expect(approved.body.pending_confirmation).toBeNull();
    expect(approved.body.answer).toBe(`Revoked the key ${name}.`);
    expect(approved.body.plan.calls).toEqual([{ tool: 'revoke_api_key', arguments: { key: name } }]);
    expect(approved.body.trace[0].sql).toMatch(/UPDATE api_keys SET revoked_at/);
    expect(await activeKeys(f, name)).toBe(0);

    // approval is not stored: the same change asked again is gated again
    await newKey(f, name);
    const again = await ask(f, f.owner, { question });
    expect(again.body.pending_confirmation).not.toBeNull();
    expect(again.body.trace).toEqual([]);
    expect(await activeKeys(f, name)).toBe(1);
  });

  it('an approved_plan with altered arguments runs nothing unseen and is shown for consent', async () => {
    const a = unique('alpha');
    const b = unique('beta');
    await newKey(f, a);
    await newKey(f, b);
    const question = `revoke key "${a}"`;
    const proposed = (await ask(f, f.owner, { question })).body.pending_confirmation.approve_with;
    const altered = { ...proposed, calls: [{ tool: 'revoke_api_key', arguments: { key: b } }] };
    const r = await ask(f, f.owner, { question, approved_plan: altered });
    expect(r.status).toBe(200);
    expect(r.body.answer).toBeNull();
    expect(r.body.trace).toEqual([]);
    expect(r.body.pending_confirmation.actions[0].arguments).toEqual({ key: b });
    expect(r.body.warnings).toContainEqual(expect.objectContaining({ code: 'approval_mismatch' }));
    expect(await activeKeys(f, a)).toBe(1);
    expect(await activeKeys(f, b)).toBe(1);
  });

  it('an approved_plan with an extra change runs nothing', async () => {
    const a = unique('gamma');
    await newKey(f, a);
    const question = `revoke key "${a}"`;
    const proposed = (await ask(f, f.owner, { question })).body.pending_confirmation.approve_with;
    const extra = { ...proposed, calls: [...proposed.calls, { tool: 'classify_account', arguments: { domain: 'a1.com', classification: 'excluded' } }] };
    const r = await ask(f, f.owner, { question, approved_plan: extra });
    expect(r.body.trace).toEqual([]);
    expect(r.body.pending_confirmation.actions).toHaveLength(2);
    expect(await activeKeys(f, a)).toBe(1);
    const acct = await f.server.rt.db.prisma.account.findFirst({ where: { workspace_id: f.workspaceId, company_domain: 'a1.com' } });
    expect(acct!.classification).toBe('lead');
  });

  it('an approval issued for another question or another caller does not carry over', async () => {
    const a = unique('delta');
    await newKey(f, a);
    const proposed = (await ask(f, f.owner, { question: `revoke key "${a}"` })).body.pending_confirmation.approve_with;
    const other = await ask(f, f.owner, { question: `please revoke key "${a}" now`, approved_plan: proposed });
    expect(other.body.trace).toEqual([]);
    expect(other.body.pending_confirmation).not.toBeNull();
    const byMember = await ask(f, f.member, { question: `revoke key "${a}"`, approved_plan: proposed });
    expect(byMember.body.trace).toEqual([]);
    expect(await activeKeys(f, a)).toBe(1);
  });

  it('a read-only approved plan runs as given', async () => {
    const r = await ask(f, f.owner, { question: 'anything', approved_plan: { question_kind: 'descriptive', calls: [{ tool: 'list_api_keys', arguments: {} }] } });
    expect(r.body.trace[0].tool).toBe('list_api_keys');
    expect(f.planner.inputs).toHaveLength(0);
  });

  it('reversible changes are flagged so; approval applies them', async () => {
    const question = 'classify ACME.com as customer';
    const first = await ask(f, f.owner, { question });
    expect(first.body.pending_confirmation).toMatchObject({ irreversible: false, actions: [{ tool: 'classify_account', irreversible: false }] });
    const done = await ask(f, f.owner, { question, approved_plan: first.body.pending_confirmation.approve_with });
    expect(done.body.answer).toBe('acme.com is now customer.');
    expect(done.body.trace[0].data[0]).toMatchObject({ company_domain: 'acme.com', classification: 'customer', previous_classification: 'lead' });
  });

  it('when writing the answer fails after a change ran, the change is still reported and recorded', async () => {
    const question = 'classify a3.com as competitor';
    const proposed = (await ask(f, f.owner, { question })).body.pending_confirmation.approve_with;
    f.planner.onCompose = () => {
      throw new Error('composer broke');
    };
    const r = await ask(f, f.owner, { question, approved_plan: proposed, thread_id: 'compose-broke' }, { 'X-Idempotency-Key': `broke-${n}` });
    expect(r.status).toBe(200);
    expect(r.body.answer).toBe('Done: Set the classification of the account a3.com to competitor.');
    expect(r.body.warnings).toContainEqual(expect.objectContaining({ code: 'answer_not_composed' }));
    expect(r.body.trace[0].data[0]).toMatchObject({ company_domain: 'a3.com', classification: 'competitor' });
  });
});

describe('name resolution (spec 4.6)', () => {
  it('nothing matched → refusal listing what exists; nothing pending', async () => {
    const r = await ask(f, f.owner, { question: 'revoke key "no such key"' });
    expect(r.body.refusal).toMatch(/No active API key is named "no such key"/);
    expect(r.body.refusal).toContain('"copilot key"');
    expect(r.body.pending_confirmation).toBeNull();
    expect(r.body.answer).toBeNull();
  });

  it('several matched → refusal saying it is ambiguous', async () => {
    const name = unique('dup');
    await newKey(f, name);
    await newKey(f, ` ${name.toUpperCase()} `);
    const r = await ask(f, f.owner, { question: `revoke key "${name}"` });
    expect(r.body.refusal).toMatch(/ambiguous/);
    expect(r.body.pending_confirmation).toBeNull();
    expect(await activeKeys(f, name)).toBe(2);
  });

  it('matching ignores case and surrounding whitespace', async () => {
    const name = unique('case');
    await newKey(f, name);
    const r = await ask(f, f.owner, { question: `revoke key "  ${name.toUpperCase()} "` });
    expect(r.body.pending_confirmation.actions[0].tool).toBe('revoke_api_key');
  });

  it('an unknown domain is refused with the domains that exist', async () => {
    const r = await ask(f, f.owner, { question: 'classify nowhere.example as competitor' });
    expect(r.body.refusal).toMatch(/No account has the domain "nowhere.example"/);
    expect(r.body.refusal).toContain('acme.com');
    // over-cap accounts are not offered
    expect(r.body.refusal).not.toContain('a5.com');
  });

  it('the name is re-resolved at execution', async () => {
    const name = unique('twin');
    await newKey(f, name);
    const question = `revoke key "${name}"`;
    const proposed = (await ask(f, f.owner, { question })).body.pending_confirmation.approve_with;
    await newKey(f, `${name.toUpperCase()} `); // now ambiguous
    const r = await ask(f, f.owner, { question, approved_plan: proposed });
    expect(r.body.refusal).toMatch(/ambiguous/);
    expect(await activeKeys(f, name)).toBe(2);
  });
});

describe('X-Idempotency-Key (spec 4.3 rule 4)', () => {
  it('a retried change returns the original result and changes nothing again', async () => {
    const name = unique('idem');
    await newKey(f, name);
    const question = `revoke key "${name}"`;
    const proposed = (await ask(f, f.owner, { question })).body.pending_confirmation.approve_with;
    const key = `retry-${n}`;
    const first = await ask(f, f.owner, { question, approved_plan: proposed }, { 'X-Idempotency-Key': key });
    expect(first.body.answer).toBe(`Revoked the key ${name}.`);
    await newKey(f, name); // a retry that ran again would revoke this one
    const retry = await ask(f, f.owner, { question, approved_plan: proposed }, { 'X-Idempotency-Key': key });
    expect(retry.body.message_id).toBe(first.body.message_id);
    expect(retry.body.answer).toBe(first.body.answer);
    expect(retry.body.warnings).toContainEqual(expect.objectContaining({ code: 'idempotent_replay' }));
    expect(await activeKeys(f, name)).toBe(1);

    const reused = await ask(f, f.owner, { question: 'classify a1.com as customer' }, { 'X-Idempotency-Key': key });
    expect(reused.status).toBe(409);
    expect(reused.body.details.code).toBe('idempotency_key_reused');
  });
});

describe('catalogue wiring', () => {
  it('the running copilot registers every tool of ALL_TOOLS', () => {
    expect(f.copilot.service.registry.all().map((t) => t.name).sort()).toEqual(ALL_TOOLS.map((t) => t.name).sort());
  });
});

describe('privileged tools (spec 4.5): opt-in and a role read on each call', () => {
  it('are hidden without the opt-in, and the role is read from the membership at execution', async () => {
    const { z } = await import('zod');
    const { createRegistry } = await import('../../../subgraphs/copilot/catalogue/registry.js');
    const { createCopilotService } = await import('../../../subgraphs/copilot/runtime/service.js');
    const { parseCopilotRequest } = await import('../../../subgraphs/copilot/runtime/request.js');
    let invited = 0;
    const invite = {
      name: 'invite_team_member',
      description: 'invite',
      args: z.object({ email: z.string() }),
      kind: 'change' as const,
      reversible: false,
      irreversibleReason: 'an invitation email is sent at once',
      privileged: 'team' as const,
      effect: (a: { email: string }) => `Invite ${a.email}.`,
      run: async () => {
        invited++;
        return { sql: 'INSERT INTO invitations ...', data: [{ invited: true }], coverage: '1 invitation', caveats: [], window: null, has_data: true };
      },
    };
    f.planner.onPlan = () => ({ type: 'calls', question_kind: 'action', reasoning: 'invite', calls: [{ tool: 'invite_team_member', arguments: { email: 'new@copilot.co' } }] });
    const service = createCopilotService(f.server.rt, { registry: createRegistry([invite as never]), planner: () => f.planner });
    const sub = JSON.parse(Buffer.from(f.owner.split('.')[1]!, 'base64url').toString()).sub as string;
    const owner = { kind: 'session' as const, workspaceId: f.workspaceId, userId: sub, role: 'owner' as const };
    const question = parseCopilotRequest({ question: 'invite new@copilot.co' });
    const { prisma } = f.server.rt.db;

    const off = await service.ask(owner, question);
    expect(off.answer).toMatch(/outside what can be done/);
    expect(off.pending_confirmation).toBeNull();
    expect(f.planner.inputs[0]!.tools).toEqual([]);

    await prisma.workspace.update({ where: { id: f.workspaceId }, data: { guardrails: { copilot_privileged_actions_enabled: true } } });
    try {
      const pending = await service.ask(owner, question);
      expect(pending.pending_confirmation!.actions[0]).toMatchObject({ tool: 'invite_team_member', irreversible: true });
      // demoted since the token was issued: the membership decides
      await prisma.member.updateMany({ where: { workspace_id: f.workspaceId, user_id: sub }, data: { role: 'member' } });
      const approved = await service.ask(owner, { ...question, approved_plan: pending.pending_confirmation!.approve_with });
      expect(approved.refusal).toMatch(/needs the admin or owner role; your role in this workspace is member/);
      expect(invited).toBe(0);
      await prisma.member.updateMany({ where: { workspace_id: f.workspaceId, user_id: sub }, data: { role: 'owner' } });
      const ok = await service.ask(owner, { ...question, approved_plan: pending.pending_confirmation!.approve_with });
      expect(ok.answer).not.toBeNull();
      expect(invited).toBe(1);
    } finally {
      await prisma.workspace.update({ where: { id: f.workspaceId }, data: { guardrails: { copilot_privileged_actions_enabled: false } } });
      await prisma.member.updateMany({ where: { workspace_id: f.workspaceId, user_id: sub }, data: { role: 'owner' } });
    }
  });
});
