// Approvals are single-use (spec 4.4 "valid for one request only"; issue #12 point 4): a replayed
// approve_with runs nothing over /ask or /stream, two concurrent uses run once, X-Idempotency-Key
// retries still return the original result, and used approvals are pruned after they expire.
import { describe, expect, it } from 'vitest';
import { activeKeys, ask, COPILOT, newKey, parseSse, useFixture } from '../../helpers/copilot.js';
import { sha256Hex } from '../../../core/crypto.js';

const f = useFixture({ retireKeys: true });
let n = 0;

/** A key named `name`, a pending revocation of it, and its approve_with. */
async function proposeRevoke() {
  const name = `replay-${++n}`;
  await newKey(f, name);
  const question = `revoke key "${name}"`;
  const first = await ask(f, f.owner, { question });
  expect(first.body.pending_confirmation).not.toBeNull();
  return { name, question, approval: first.body.pending_confirmation.approve_with };
}

const expectUsedRefusal = (body: any) => {
  expect(body.answer).toBeNull();
  expect(body.refusal).toMatch(/already used .*valid for one request only: nothing ran again/);
  expect(body.pending_confirmation).toBeNull();
  expect(body.trace).toEqual([]);
  expect(body.warnings).toContainEqual(expect.objectContaining({ code: 'approval_already_used' }));
};

describe('single-use approvals', () => {
  it('a replayed approval over /ask runs nothing and is refused', async () => {
    const { name, question, approval } = await proposeRevoke();
    const done = await ask(f, f.owner, { question, approved_plan: approval });
    expect(done.body.answer).toBe(`Revoked the key ${name}.`);
    await newKey(f, name); // a replay that ran again would revoke this one
    for (let i = 0; i < 2; i++) {
      const again = await ask(f, f.owner, { question, approved_plan: approval });
      expect(again.status).toBe(200);
      expectUsedRefusal(again.body);
    }
    expect(await activeKeys(f, name)).toBe(1);
    const rows = await f.server.rt.db.prisma.usedApproval.findMany({ where: { signature_hash: sha256Hex(approval.signature) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now());
  });

  it('a replay over /stream is refused too', async () => {
    const { name, question, approval } = await proposeRevoke();
    expect((await ask(f, f.owner, { question, approved_plan: approval })).body.answer).not.toBeNull();
    await newKey(f, name);
    const res = await fetch(`${f.server.url}${COPILOT}/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question, approved_plan: approval }),
    });
    const events = parseSse(await res.text());
    expect(events.map((e) => e.event)).toEqual(['plan', 'answer', 'done']);
    expect(events[0]!.data.plan.calls).toEqual([]);
    expectUsedRefusal(events[1]!.data);
    expect(await activeKeys(f, name)).toBe(1);
  });

  it('two concurrent uses of one approval: exactly one runs', async () => {
    // a change whose target still resolves after it ran, so only the single-use check can stop the second
    const question = 'classify a1.com as competitor';
    const approval = (await ask(f, f.owner, { question })).body.pending_confirmation.approve_with;
    const both = await Promise.all([0, 1].map(() => ask(f, f.owner, { question, approved_plan: approval })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.filter((r) => r.body.answer !== null)).toHaveLength(1);
    expectUsedRefusal(both.find((r) => r.body.answer === null)!.body);
  });

  it('X-Idempotency-Key retries still return the original result; another key is refused', async () => {
    const { name, question, approval } = await proposeRevoke();
    const key = `replay-key-${n}`;
    const first = await ask(f, f.owner, { question, approved_plan: approval }, { 'X-Idempotency-Key': key });
    expect(first.body.answer).toBe(`Revoked the key ${name}.`);
    await newKey(f, name);
    const retry = await ask(f, f.owner, { question, approved_plan: approval }, { 'X-Idempotency-Key': key });
    expect(retry.body.message_id).toBe(first.body.message_id);
    expect(retry.body.answer).toBe(first.body.answer);
    expect(retry.body.warnings).toContainEqual(expect.objectContaining({ code: 'idempotent_replay' }));
    const other = await ask(f, f.owner, { question, approved_plan: approval }, { 'X-Idempotency-Key': `${key}-b` });
    expectUsedRefusal(other.body);
    // the refusal is itself the recorded result of the second key
    const otherRetry = await ask(f, f.owner, { question, approved_plan: approval }, { 'X-Idempotency-Key': `${key}-b` });
    expect(otherRetry.body.message_id).toBe(other.body.message_id);
    expect(await activeKeys(f, name)).toBe(1);
  });

  it('a refusal before anything runs does not use the approval up', async () => {
    const { name, question, approval } = await proposeRevoke();
    await newKey(f, ` ${name.toUpperCase()}`); // now ambiguous: refused at the name check
    expect((await ask(f, f.owner, { question, approved_plan: approval })).body.refusal).toMatch(/ambiguous/);
    const { prisma } = f.server.rt.db;
    const twin = (await prisma.apiKey.findMany({ where: { workspace_id: f.workspaceId, revoked_at: null } })).find((k) => k.name !== name && k.name.trim().toLowerCase() === name);
    await prisma.apiKey.update({ where: { id: twin!.id }, data: { revoked_at: new Date() } });
    expect((await ask(f, f.owner, { question, approved_plan: approval })).body.answer).toBe(`Revoked the key ${name}.`);
  });

  it('used approvals are pruned once expired (plus a grace period)', async () => {
    const { prisma } = f.server.rt.db;
    const old = new Date(Date.now() - 2 * 3_600_000);
    await prisma.usedApproval.createMany({
      data: [
        { signature_hash: 'expired-long-ago', workspace_id: f.workspaceId, used_at: old, expires_at: old },
        { signature_hash: 'expired-just-now', workspace_id: f.workspaceId, used_at: old, expires_at: new Date(Date.now() - 60_000) },
      ],
    });
    const { question, approval } = await proposeRevoke();
    await ask(f, f.owner, { question, approved_plan: approval });
    const left = (await prisma.usedApproval.findMany({ where: { signature_hash: { startsWith: 'expired-' } } })).map((r) => r.signature_hash);
    expect(left).toEqual(['expired-just-now']);
  });
});
