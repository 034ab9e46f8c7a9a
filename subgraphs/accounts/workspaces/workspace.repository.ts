// Workspaces as the accounts subgraph reads and changes them: the row, its guardrails, the caller's
// membership role, and the names of its records. Plain SQL on Database.sql (so a copilot run's
// statements land in its trace like every other).
import type { RawSql } from '../../../core/db/index.js';
import type { MemberRole } from '../../../core/auth/caller.js';
import type { PlanName } from '../../../core/plans.js';
import { mentionedSql, type MentionedAccount } from '../accounts/account.repository.js';

export interface WorkspaceRow {
  id: string;
  name: string;
  plan: PlanName;
  trial_ends_at: Date | null;
  site_key: string;
  guardrails: unknown;
  created_at: Date;
  /**
   * How often the names the copilot reads have changed (workspace_names_versions, bumped by triggers
   * on those tables): read with the row, so the copilot knows in the same round trip whether the
   * names it holds for this workspace still stand.
   */
  names_version: number;
  /** the same for conversation titles and their order, apart: every turn appended moves it */
  conversations_version: number;
}

const COLUMNS = 'id, name, plan::text AS plan, trial_ends_at, site_key, guardrails, created_at';
const ROW = `${COLUMNS}, coalesce((SELECT v.version FROM workspace_names_versions v WHERE v.workspace_id = workspaces.id), 0) AS names_version,
  coalesce((SELECT v.conversations_version FROM workspace_names_versions v WHERE v.workspace_id = workspaces.id), 0) AS conversations_version`;

export function createWorkspaceRepository(sql: RawSql) {
  const one = async (where: string, params: unknown[]): Promise<WorkspaceRow | null> =>
    (await sql.query<WorkspaceRow>(`SELECT ${ROW} FROM workspaces WHERE ${where} LIMIT 1`, params))[0] ?? null;
  return {
    byId: (id: string) => one('id = $1::uuid', [id]),
    /** byId, and in the same statement the accounts these lower-case terms may name (the copilot's next read) */
    async byIdWithMentions(id: string, terms: string[], limit: number): Promise<{ row: WorkspaceRow; mentioned: MentionedAccount[] } | null> {
      const [r] = await sql.query<WorkspaceRow & { mentioned: MentionedAccount[] }>(
        `SELECT ${ROW}, (SELECT coalesce(json_agg(m ORDER BY m.company_domain), '[]'::json) FROM (${mentionedSql('$1', '$2', limit)}) m) AS mentioned
         FROM workspaces WHERE id = $1::uuid LIMIT 1`,
        [id, terms],
        // one fixed text per limit, run for every copilot question: planned once per connection (PostgreSQL)
        { name: `workspace_with_mentions_${Math.trunc(limit)}` },
      );
      if (!r) return null;
      const { mentioned, ...row } = r;
      return { row, mentioned };
    },
    byName: (name: string) => one('name = $1', [name]),
    /** the workspace whose pixel snippet carries this public site key */
    bySiteKey: (siteKey: string) => one('site_key = $1', [siteKey]),
    /** by id or by exact name (a name that looks like an id is still a name) */
    byIdOrName: (ref: string) => one('id = $1::uuid OR name = $1::text', [ref]),
    /** every workspace, oldest first (jobs run over all of them) */
    ids: async (): Promise<string[]> => (await sql.query<{ id: string }>('SELECT id::text AS id FROM workspaces ORDER BY created_at, id')).map((r) => r.id),
    count: async (): Promise<number> => Number((await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM workspaces'))[0]?.n ?? 0),

    async insert(w: { name: string; plan: PlanName; trialEndsAt: Date | null; siteKey: string; now: Date }): Promise<WorkspaceRow> {
      const [row] = await sql.query<WorkspaceRow>(
        `INSERT INTO workspaces (id, name, plan, trial_ends_at, site_key, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, $2::"Plan", $3::timestamptz, $4, $5::timestamptz, $5::timestamptz) RETURNING ${COLUMNS}, 0::bigint AS names_version, 0::bigint AS conversations_version`,
        [w.name, w.plan, w.trialEndsAt, w.siteKey, w.now],
      );
      return row!;
    },

    setGuardrails: (id: string, guardrails: object, now: Date) =>
      sql.execute('UPDATE workspaces SET guardrails = $2::jsonb, updated_at = $3::timestamptz WHERE id = $1::uuid', [id, JSON.stringify(guardrails), now]),

    async memberRole(workspaceId: string, userId: string): Promise<MemberRole | null> {
      const [row] = await sql.query<{ role: MemberRole }>('SELECT role::text AS role FROM members WHERE workspace_id = $1::uuid AND user_id = $2::uuid', [
        workspaceId,
        userId,
      ]);
      return row?.role ?? null;
    },

    /** Names of the workspace's sync rules, alert destinations and live API keys. */
    async recordNames(workspaceId: string): Promise<string[]> {
      const rows = await sql.query<{ name: string | null }>(
        `SELECT name FROM sync_rules WHERE workspace_id = $1::uuid
         UNION SELECT name FROM alert_destinations WHERE workspace_id = $1::uuid
         UNION SELECT name FROM api_keys WHERE workspace_id = $1::uuid AND revoked_at IS NULL`,
        [workspaceId],
      );
      return rows.map((r) => r.name ?? '');
    },
  };
}

export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>;
