// The names the default planner reads (rules, conversations, facts...) are kept per workspace while
// its names version stands (runtime/namesVersion.ts): a name created, renamed or deleted is seen by
// the very next question, also when it was written behind the copilot's back (plain SQL here, as
// another subgraph's process would), and a question asked again with nothing changed reads none.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, useFixture } from '../../helpers/copilot.js';
import { loadDefaultPlanner } from '../../../subgraphs/copilot/runtime/defaultPlanner.js';
import type { WorkspaceCaller } from '../../../subgraphs/copilot/runtime/service.js';
import { recordStatements } from '../../../core/db/index.js';

const f = useFixture();
beforeAll(() => {
  f.copilot.usePlanner(loadDefaultPlanner(f.server.rt));
});

const clarification = async (question: string): Promise<string> => {
  const r = await ask(f, f.owner, { question });
  expect(r.status).toBe(200);
  return r.body.clarification as string;
};
const sql = (text: string, params: unknown[]) => f.server.rt.db.sql.execute(text, params);

describe('names seen by the very next question', () => {
  it('conversations created, renamed and deleted outside the copilot', async () => {
    const q = 'delete a conversation';
    expect(await clarification(q)).toMatch(/^Which conversation should I delete\?/);
    await sql(`INSERT INTO conversations (id, workspace_id, thread_id, title) VALUES (gen_random_uuid(), $1::uuid, 'nv-1', 'Budget review')`, [f.workspaceId]);
    expect(await clarification(q)).toContain('"Budget review"');
    await sql(`UPDATE conversations SET title = 'Budget review 2027' WHERE workspace_id = $1::uuid AND thread_id = 'nv-1'`, [f.workspaceId]);
    const renamed = await clarification(q);
    expect(renamed).toContain('"Budget review 2027"');
    expect(renamed).not.toContain('"Budget review"');
    await sql(`UPDATE conversations SET deleted_at = now() WHERE workspace_id = $1::uuid AND thread_id = 'nv-1'`, [f.workspaceId]);
    expect(await clarification(q)).not.toContain('Budget review');
  });

  it('sync rules created and renamed outside the copilot', async () => {
    const q = 'run a sync rule';
    const before = await clarification(q);
    expect(before).toMatch(/^Which sync rule should I run\?/);
    expect(before).not.toContain('Hot leads NV');
    await sql(`INSERT INTO sync_rules (id, workspace_id, name, list_id) VALUES (gen_random_uuid(), $1::uuid, 'Hot leads NV', 'L1')`, [f.workspaceId]);
    expect(await clarification(q)).toContain('"Hot leads NV"');
    await sql(`UPDATE sync_rules SET name = 'Warm leads NV' WHERE workspace_id = $1::uuid AND name = 'Hot leads NV'`, [f.workspaceId]);
    const renamed = await clarification(q);
    expect(renamed).toContain('"Warm leads NV"');
    expect(renamed).not.toContain('Hot leads NV');
    await sql(`DELETE FROM sync_rules WHERE workspace_id = $1::uuid AND name = 'Warm leads NV'`, [f.workspaceId]);
    expect(await clarification(q)).not.toContain('leads NV');
  });

  it('an account created since the last question is read, also where a plan was made ahead on the last workspace row (PostgreSQL)', async () => {
    const q = 'list the visitors from zorblax';
    expect(await clarification(q)).toContain('"zorblax"');
    await sql(
      `INSERT INTO accounts (id, workspace_id, company_domain, company_name, intent_score, first_seen_at, last_seen_at, cap_rank) VALUES (gen_random_uuid(), $1::uuid, 'zorblax.com', 'Zorblax', 50, now(), now(), 1)`,
      [f.workspaceId],
    );
    const r = await ask(f, f.owner, { question: q });
    expect(r.body.trace.map((t: { tool: string; arguments: { domain?: string } }) => [t.tool, t.arguments.domain])).toEqual([['search_visitors', 'zorblax.com']]);
  });

  it('guardrails changed since the last question give the tools they allow, also where a plan was made ahead (PostgreSQL)', async () => {
    const q = 'invite nv@example.com to the team as a member';
    const proposed = async () => ((await ask(f, f.owner, { question: q })).body.pending_confirmation?.actions ?? []).map((c: { tool: string }) => c.tool);
    expect(await proposed()).toEqual([]);
    await sql(`UPDATE workspaces SET guardrails = jsonb_set(coalesce(guardrails, '{}'::jsonb), '{copilot_privileged_actions_enabled}', 'true') WHERE id = $1::uuid`, [f.workspaceId]);
    expect(await proposed()).toEqual(['invite_team_member']);
    await sql(`UPDATE workspaces SET guardrails = jsonb_set(guardrails, '{copilot_privileged_actions_enabled}', 'false') WHERE id = $1::uuid`, [f.workspaceId]);
    expect(await proposed()).toEqual([]);
  });

  it('a question asked again with nothing changed reads no record names: one statement, the workspace row with the accounts it may name', async () => {
    const owner: WorkspaceCaller = { kind: 'session', workspaceId: f.workspaceId, userId: '00000000-0000-4000-8000-000000000001', role: 'owner' };
    const statements = async () => {
      const { statements } = await recordStatements(() => f.copilot.service.ask(owner, {
        question: 'run a sync rule', thread_id: null, turn_id: null, replaces_turn_id: null, approved_plan: null,
      }));
      return statements.map((s) => s.text);
    };
    await statements();
    const again = await statements();
    for (const table of ['sync_rules', 'api_keys', 'alert_destinations', 'conversations', 'recommendations', 'webhook_endpoints', 'remembered_facts'])
      expect(again.filter((t) => new RegExp(`\\bFROM ${table}\\b`).test(t))).toEqual([]);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/FROM workspaces/);
  });

  it('in a thread, a turn appended moves only the conversations version: the next question reads the conversation titles again, no other names', async () => {
    const owner: WorkspaceCaller = { kind: 'session', workspaceId: f.workspaceId, userId: '00000000-0000-4000-8000-000000000001', role: 'owner' };
    const turn = async (question: string) => {
      const { statements } = await recordStatements(() => f.copilot.service.ask(owner, { question, thread_id: 'nv-thread', turn_id: null, replaces_turn_id: null, approved_plan: null }));
      return statements.map((s) => s.text);
    };
    await turn('run a sync rule');
    const second = await turn('run a sync rule');
    for (const table of ['sync_rules', 'api_keys', 'alert_destinations', 'recommendations', 'webhook_endpoints', 'remembered_facts'])
      expect(second.filter((t) => new RegExp(`\\bFROM ${table}\\b`).test(t))).toEqual([]);
    expect(second.filter((t) => /FROM conversations WHERE workspace_id = \$1::uuid AND deleted_at IS NULL/.test(t))).toHaveLength(1);
  });
});
