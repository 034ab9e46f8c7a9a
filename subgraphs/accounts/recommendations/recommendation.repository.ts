import type { RawSql } from '../../../core/db/index.js';
import type { Recommendation } from './recommendation.type.js';

const COLUMNS = 'id, kind, subject, title, detail, status, snoozed_until, created_at';
// Open (spec 3): status new, or snoozed with the snooze elapsed.
const OPEN = `(status = 'new' OR (status = 'snoozed' AND snoozed_until IS NOT NULL AND snoozed_until <= $2))`;

export interface RecommendationRecord {
  id: string;
  kind: string;
  subject: string;
  title: string;
  status: string;
}

/** One item as the job derives it from the data (jobs/recommendations.job.ts). */
export interface DerivedRecommendation {
  kind: string;
  subject: string;
  title: string;
  detail: Record<string, unknown>;
}

export function createRecommendationRepository(sql: RawSql) {
  return {
    /** The open ones as the copilot lists them: newest first, at most `limit`. */
    /** the latest open ones (or of every status), with how many there are and the first and last created */
    latestOpen: (workspaceId: string, now: Date, limit: number, everyStatus = false) =>
      sql.query<Record<string, unknown>>(
        `SELECT kind, subject, title, status, snoozed_until, created_at, count(*) OVER ()::int AS open_total,
                min(created_at) OVER () AS first_created_at, max(created_at) OVER () AS last_created_at FROM recommendations
         WHERE workspace_id = $1::uuid${everyStatus ? '' : ` AND (status = 'new' OR (status = 'snoozed' AND snoozed_until <= $2::timestamptz))`}
         ORDER BY created_at DESC, subject LIMIT ${Math.trunc(limit)}`,
        everyStatus ? [workspaceId] : [workspaceId, now],
      ),

    /** every recommendation, for selecting one by subject */
    records: (workspaceId: string) =>
      sql.query<RecommendationRecord>(`SELECT id, kind, subject, title, status FROM recommendations WHERE workspace_id = $1::uuid ORDER BY created_at`, [
        workspaceId,
      ]),

    setStatus: (workspaceId: string, id: string, status: string, snoozedUntil: Date | null, now: Date) =>
      sql.execute(
        `UPDATE recommendations SET status = $3, snoozed_until = $4::timestamptz, updated_at = $5::timestamptz WHERE workspace_id = $1::uuid AND id = $2::uuid`,
        [workspaceId, id, status, snoozedUntil, now],
      ),

    async open(workspaceId: string, now: Date): Promise<Recommendation[]> {
      return sql.query<Recommendation>(
        `SELECT ${COLUMNS} FROM recommendations WHERE workspace_id = $1::uuid AND ${OPEN} ORDER BY created_at DESC, id`, [workspaceId, now]);
    },

    async byId(workspaceId: string, id: string): Promise<Recommendation | null> {
      const rows = await sql.query<Recommendation>(
        `SELECT ${COLUMNS} FROM recommendations WHERE workspace_id = $1::uuid AND id = $2::uuid`, [workspaceId, id]);
      return rows[0] ?? null;
    },

    /**
     * In one transaction: upserts every derived item by (workspace, kind, subject), setting only
     * title and detail (status and snoozed_until stay the user's), and deletes the items no longer
     * derived that are still `new` (nobody acted on them).
     */
    reconcile: (workspaceId: string, derived: DerivedRecommendation[], now: Date) =>
      sql.transaction(async (tx) => {
        const existing = await tx.query<{ id: string; kind: string; subject: string; status: string }>(
          'SELECT id, kind, subject, status FROM recommendations WHERE workspace_id = $1::uuid',
          [workspaceId],
        );
        const key = (k: string, s: string) => `${k}\u0000${s}`;
        const have = new Set(existing.map((e) => key(e.kind, e.subject)));
        let created = 0;
        for (const d of derived) {
          if (!have.has(key(d.kind, d.subject))) created++;
          await tx.execute(
            `INSERT INTO recommendations (id, workspace_id, kind, subject, title, detail, updated_at)
             VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5::jsonb, $6::timestamptz)
             ON CONFLICT (workspace_id, kind, subject) DO UPDATE SET title = EXCLUDED.title, detail = EXCLUDED.detail, updated_at = EXCLUDED.updated_at`,
            [workspaceId, d.kind, d.subject, d.title, JSON.stringify(d.detail), now],
          );
        }
        const wanted = new Set(derived.map((d) => key(d.kind, d.subject)));
        const stale = existing.filter((e) => e.status === 'new' && !wanted.has(key(e.kind, e.subject))).map((e) => e.id);
        if (stale.length) await tx.execute('DELETE FROM recommendations WHERE id = ANY($1::uuid[])', [stale]);
        return { created, removed: stale.length };
      }),
  };
}

export type RecommendationRepository = ReturnType<typeof createRecommendationRepository>;
