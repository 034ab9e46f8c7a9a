// The SQL that moved into repositories (issue 13): the copilot's idempotency records and used
// approvals, the accounts' workspace reads, and the recommendations job's reconcile, on the real
// database without HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { createWorkspaceService } from '../../subgraphs/accounts/workspaces/workspace.service.js';
import { createGuardrailsService } from '../../subgraphs/accounts/workspaces/guardrails.service.js';
import { createIdempotencyRepository } from '../../subgraphs/copilot/runtime/idempotency.repository.js';
import { createUsedApprovalRepository } from '../../subgraphs/copilot/runtime/usedApproval.repository.js';
import { createRecommendationRepository } from '../../subgraphs/accounts/recommendations/recommendation.repository.js';
import { runRecommendations } from '../../subgraphs/accounts/jobs/recommendations.job.js';

const NOW = new Date('2026-03-02T12:00:00Z');
let ctx: TestContext;
let ws: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  ws = (await createWorkspaceService(ctx).create({ name: 'Repos', plan: 'pro', trialDays: 0 })).id;
});
afterAll(async () => {
  await ctx?.t.drop();
});

describe('workspace repository', () => {
  it('creates, finds by id and name, and refuses a second workspace of the same name', async () => {
    const svc = createWorkspaceService(ctx);
    const row = await svc.get(ws);
    expect(row).toMatchObject({ id: ws, name: 'Repos', plan: 'pro', trial_ends_at: null });
    expect((await svc.resolve('Repos')).id).toBe(ws);
    expect((await svc.resolve(ws)).id).toBe(ws);
    await expect(svc.create({ name: 'Repos' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(svc.get('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await svc.recordNames(ws)).toEqual([]);
  });

  it('guardrails: off by default, only an owner turns them on; a non-member has no role', async () => {
    const g = createGuardrailsService(ctx);
    expect(await g.get(ws)).toEqual({ copilot_privileged_actions_enabled: false });
    const user = '11111111-1111-4111-8111-111111111111';
    expect(await g.role(ws, user)).toBeNull();
    await expect(g.setPrivilegedActions(ws, user, true)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await g.get(ws)).toEqual({ copilot_privileged_actions_enabled: false });
  });
});

describe('idempotency records', () => {
  it('one claim per key; a finished record is kept, an unfinished one released', async () => {
    const repo = createIdempotencyRepository(ctx.db.sql);
    const rec = { workspaceId: ws, scope: 'copilot.ask', key: 'k1', requestHash: 'h1', statusCode: 0, now: NOW };
    const id = await repo.insert(rec);
    expect(id).toEqual(expect.any(String));
    expect(await repo.insert(rec)).toBeNull();
    expect(await repo.find(ws, 'copilot.ask', 'k1')).toEqual({ request_hash: 'h1', status_code: 0, response: {} });
    await repo.complete(id!, 200, { answer: 'x' });
    expect(await repo.deleteIfStatus(id!, 0)).toBe(0);
    expect(await repo.find(ws, 'copilot.ask', 'k1')).toEqual({ request_hash: 'h1', status_code: 200, response: { answer: 'x' } });
    const other = await repo.insert({ ...rec, key: 'k2' });
    expect(await repo.deleteIfStatus(other!, 0)).toBe(1);
    expect(await repo.find(ws, 'copilot.ask', 'k2')).toBeNull();
  });
});

describe('used approvals', () => {
  it('the first use inserts, a second is told when the first was; expired rows are pruned', async () => {
    const repo = createUsedApprovalRepository(ctx.db.sql);
    const expiresAt = new Date(NOW.getTime() + 3_600_000);
    expect(await repo.insert({ hash: 'a', workspaceId: ws, usedAt: NOW, expiresAt })).toBe(true);
    expect(await repo.insert({ hash: 'a', workspaceId: ws, usedAt: new Date(NOW.getTime() + 1000), expiresAt })).toBe(false);
    expect((await repo.usedAt('a'))?.toISOString()).toBe(NOW.toISOString());
    expect(await repo.pruneExpired(NOW)).toBe(0);
    expect(await repo.pruneExpired(new Date(expiresAt.getTime() + 1))).toBe(1);
    expect(await repo.usedAt('a')).toBeNull();
  });
});

describe('recommendations job', () => {
  it('derives, keeps the user status on a rerun, and deletes only untouched items that no longer apply', async () => {
    // an empty workspace: only "no intent pages" applies
    expect(await runRecommendations(ctx, ws)).toEqual({ derived: 1, created: 1, removed: 0 });
    expect(await runRecommendations(ctx, ws)).toEqual({ derived: 1, created: 0, removed: 0 });
    const recs = createRecommendationRepository(ctx.db.sql);
    const [item] = await recs.records(ws);
    expect(item).toMatchObject({ kind: 'no_intent_pages', status: 'new' });
    await recs.setStatus(ws, item!.id, 'dismissed', null, NOW);
    expect(await runRecommendations(ctx, ws)).toEqual({ derived: 1, created: 0, removed: 0 });
    expect((await recs.records(ws))[0]).toMatchObject({ id: item!.id, status: 'dismissed' });
    // an item nobody acted on that no longer applies goes; one the user acted on stays
    await recs.reconcile(ws, [], NOW);
    expect(await recs.records(ws)).toHaveLength(1);
    await recs.setStatus(ws, item!.id, 'new', null, NOW);
    expect(await recs.reconcile(ws, [], NOW)).toEqual({ created: 0, removed: 1 });
    expect(await recs.records(ws)).toEqual([]);
  });
});
