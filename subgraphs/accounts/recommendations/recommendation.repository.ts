import type { SqlClient } from '../../../core/db/index.js';
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

export function createRecommendationRepository(sql: SqlClient) {
  return {
    /** The open ones as the copilot lists them: newest first, at most `limit`. */
    latestOpen: (workspaceId: string, now: Date, limit: number) =>
      sql.query<Record<string, unknown>>(
        `SELECT kind, subject, title, status, snoozed_until, created_at FROM recommendations
         WHERE workspace_id = $1::uuid AND (status = 'new' OR (status = 'snoozed' AND snoozed_until <= $2::timestamptz))
         ORDER BY created_at DESC, subject LIMIT ${Math.trunc(limit)}`,
        [workspaceId, now],
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
  };
}

export type RecommendationRepository = ReturnType<typeof createRecommendationRepository>;
