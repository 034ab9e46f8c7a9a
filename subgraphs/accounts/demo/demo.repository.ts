// What seeding the demo workspace writes directly (the rest goes through the collector and the
// jobs like real traffic): its settings, the classifications a user would have set, the legacy
// rows without a bot flag, and the summary it prints. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';

export function createDemoRepository(sql: SqlClient) {
  return {
    /** intent pages (kept if already there) and one paused sync rule when the workspace has none */
    async seedSettings(workspaceId: string, pages: ReadonlyArray<{ pattern: string; label: string; score_weight: number }>): Promise<void> {
      await sql.execute(
        `INSERT INTO intent_pages (id, workspace_id, pattern, label, score_weight)
         SELECT gen_random_uuid(), $1::uuid, p, l, w FROM unnest($2::text[], $3::text[], $4::float8[]) AS t(p, l, w)
         ON CONFLICT (workspace_id, pattern) DO NOTHING`,
        [workspaceId, pages.map((p) => p.pattern), pages.map((p) => p.label), pages.map((p) => p.score_weight)],
      );
      await sql.execute(
        `INSERT INTO sync_rules (id, workspace_id, name, min_intent, classification)
         SELECT gen_random_uuid(), $1::uuid, 'High-intent leads', 40, 'lead' WHERE NOT EXISTS (SELECT 1 FROM sync_rules WHERE workspace_id = $1::uuid)`,
        [workspaceId],
      );
    },

    classify: (workspaceId: string, domain: string, classification: string) =>
      sql.execute(`UPDATE accounts SET classification = $3::"Classification" WHERE workspace_id = $1::uuid AND company_domain = $2`, [
        workspaceId,
        domain,
        classification,
      ]),

    /** visits before `before` lose their bot flag, as rows stored before bot filtering existed */
    unflagBefore: (workspaceId: string, before: Date) =>
      sql.execute(`UPDATE visits SET is_bot = NULL WHERE workspace_id = $1::uuid AND occurred_at < $2::timestamptz`, [workspaceId, before]),

    async summary(workspaceId: string): Promise<{ accounts: number; identified: number; events: number }> {
      const [row] = await sql.query<{ accounts: number; identified: number; events: number }>(
        `SELECT (SELECT count(*)::int FROM accounts WHERE workspace_id = $1::uuid) AS accounts,
                (SELECT count(*)::int FROM visitors WHERE workspace_id = $1::uuid AND identified_at IS NOT NULL) AS identified,
                (SELECT count(*)::int FROM outbox_events WHERE workspace_id = $1::uuid AND type = 'signal.visitor_identified') AS events`,
        [workspaceId],
      );
      return row!;
    },

    /** identified visitors with an email, by lower-cased email: who becomes a demo store customer */
    visitorsWithEmail: (workspaceId: string) =>
      sql.query<{ email: string; last_visit_at: Date }>(
        `SELECT lower(email) AS email, last_visit_at FROM visitors WHERE workspace_id = $1::uuid AND email IS NOT NULL AND last_visit_at IS NOT NULL ORDER BY lower(email)`,
        [workspaceId],
      ),
  };
}
