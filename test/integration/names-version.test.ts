// The workspace names version (migrations/0024_names_version): every write that can change a name
// the copilot reads bumps it, whoever wrote (plain SQL here, as another process would); writes to
// other columns of the same rows do not. Read with the workspace row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { createWorkspaceService } from '../../subgraphs/accounts/workspaces/workspace.service.js';

const NOW = new Date('2026-03-02T12:00:00Z');
let ctx: TestContext;
let ws: string;
let other: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  ws = (await createWorkspaceService(ctx).create({ name: 'Names', plan: 'pro', trialDays: 0 })).id;
  other = (await createWorkspaceService(ctx).create({ name: 'Other names', plan: 'pro', trialDays: 0 })).id;
});
afterAll(async () => {
  await ctx?.t.drop();
});

const versions = async (id = ws) => {
  const row = await createWorkspaceService(ctx).get(id);
  return { names: row.names_version, conversations: row.conversations_version };
};
const version = async (id = ws) => (await versions(id)).names;
/** runs the statement, then says which of this workspace's versions moved (the other's did not) */
async function moved(text: string, params: unknown[] = []): Promise<{ names: boolean; conversations: boolean }> {
  const [before, otherBefore] = [await versions(), await versions(other)];
  await ctx.db.sql.execute(text, params);
  expect(await versions(other)).toEqual(otherBefore);
  const after = await versions();
  return { names: after.names > before.names, conversations: after.conversations > before.conversations };
}
/** the names version moved (and the conversations version did not) */
async function bumps(text: string, params: unknown[] = []): Promise<boolean> {
  const m = await moved(text, params);
  expect(m.conversations).toBe(false);
  return m.names;
}
/** the conversations version moved (and the names version did not) */
async function bumpsConversations(text: string, params: unknown[] = []): Promise<boolean> {
  const m = await moved(text, params);
  expect(m.names).toBe(false);
  return m.conversations;
}

describe('workspace names version', () => {
  it('starts at 0 and is read with the workspace row', async () => {
    expect(await versions()).toEqual({ names: 0, conversations: 0 });
  });

  it('sync rules: created, renamed, deleted; a run or a state change is no name change', async () => {
    expect(await bumps(`INSERT INTO sync_rules (id, workspace_id, name, list_id) VALUES ('a0000000-0000-4000-8000-000000000001', $1::uuid, 'Hot leads', 'L1')`, [ws])).toBe(true);
    expect(await bumps(`UPDATE sync_rules SET state = 'active', min_intent = 80, updated_at = now() WHERE workspace_id = $1::uuid`, [ws])).toBe(false);
    expect(await bumps(`UPDATE sync_rules SET name = 'Warm leads' WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
    expect(await bumps(`UPDATE sync_rules SET name = 'Warm leads' WHERE workspace_id = $1::uuid`, [ws])).toBe(false); // unchanged
    expect(await bumps(`DELETE FROM sync_rules WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
  });

  it('API keys: created, revoked, deleted; last use is no name change', async () => {
    expect(await bumps(`INSERT INTO api_keys (id, workspace_id, name, prefix, hash, scopes) VALUES ('a0000000-0000-4000-8000-000000000002', $1::uuid, 'CI key', 'sk_sig_ab', 'h-names-1', '{read}')`, [ws])).toBe(true);
    expect(await bumps(`UPDATE api_keys SET last_used_at = now() WHERE workspace_id = $1::uuid`, [ws])).toBe(false);
    expect(await bumps(`UPDATE api_keys SET revoked_at = now() WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
    expect(await bumps(`DELETE FROM api_keys WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
  });

  it('alert destinations, recommendations, webhook endpoints: names count, states and counters do not', async () => {
    expect(await bumps(`INSERT INTO alert_destinations (id, workspace_id, name, url) VALUES ('a0000000-0000-4000-8000-000000000003', $1::uuid, '#sales', 'https://hooks.example/x')`, [ws])).toBe(true);
    expect(await bumps(`UPDATE alert_destinations SET state = 'active', min_intent = 90 WHERE workspace_id = $1::uuid`, [ws])).toBe(false);
    expect(await bumps(`UPDATE alert_destinations SET name = '#revenue' WHERE workspace_id = $1::uuid`, [ws])).toBe(true);

    expect(await bumps(`INSERT INTO recommendations (id, workspace_id, kind, subject, title) VALUES ('a0000000-0000-4000-8000-000000000004', $1::uuid, 'follow_up', 'acme.com', 'Follow up')`, [ws])).toBe(true);
    expect(await bumps(`UPDATE recommendations SET status = 'dismissed', title = 'Later' WHERE workspace_id = $1::uuid`, [ws])).toBe(false);
    expect(await bumps(`UPDATE recommendations SET subject = 'globex.com' WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
    expect(await bumps(`DELETE FROM recommendations WHERE workspace_id = $1::uuid`, [ws])).toBe(true);

    expect(await bumps(`INSERT INTO webhook_endpoints (id, workspace_id, url) VALUES ('a0000000-0000-4000-8000-000000000005', $1::uuid, 'https://example.com/hook')`, [ws])).toBe(true);
    expect(await bumps(`UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1, state = 'disabled' WHERE workspace_id = $1::uuid`, [ws])).toBe(false);
    expect(await bumps(`UPDATE webhook_endpoints SET url = 'https://example.com/hook2' WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
    expect(await bumps(`DELETE FROM webhook_endpoints WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
  });

  it('conversations (titles, deletion and order) on a version of their own, and remembered facts', async () => {
    expect(await bumpsConversations(`INSERT INTO conversations (id, workspace_id, thread_id, title) VALUES ('a0000000-0000-4000-8000-000000000006', $1::uuid, 't1', 'Q3 plan')`, [ws])).toBe(true);
    // the copilot's get-or-create of a thread changes nothing
    expect(await bumpsConversations(`UPDATE conversations SET thread_id = thread_id WHERE workspace_id = $1::uuid`, [ws])).toBe(false);
    expect(await bumpsConversations(`UPDATE conversations SET title = 'Q4 plan' WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
    // a turn appended moves the conversation first in the list
    expect(await bumpsConversations(`UPDATE conversations SET updated_at = now() + interval '1 minute' WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
    expect(await bumpsConversations(`UPDATE conversations SET deleted_at = now() WHERE workspace_id = $1::uuid`, [ws])).toBe(true);

    expect(await bumps(`INSERT INTO remembered_facts (id, workspace_id, text) VALUES ('a0000000-0000-4000-8000-000000000007', $1::uuid, 'fiscal year starts in April')`, [ws])).toBe(true);
    expect(await bumps(`UPDATE remembered_facts SET source = 'user:x' WHERE workspace_id = $1::uuid`, [ws])).toBe(false);
    expect(await bumps(`UPDATE remembered_facts SET deleted_at = now() WHERE workspace_id = $1::uuid`, [ws])).toBe(true);
  });

  it('a rolled-back write leaves the version as it was', async () => {
    const before = await version();
    await expect(
      ctx.db.sql.transaction(async (tx) => {
        await tx.execute(`INSERT INTO sync_rules (id, workspace_id, name, list_id) VALUES (gen_random_uuid(), $1::uuid, 'Gone', 'L2')`, [ws]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await version()).toBe(before);
  });
});
