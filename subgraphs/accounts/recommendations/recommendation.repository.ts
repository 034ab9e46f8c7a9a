import type { SqlClient } from '../../../core/db/index.js';
import type { Recommendation } from './recommendation.type.js';

const COLUMNS = 'id, kind, subject, title, detail, status, snoozed_until, created_at';
// Open (spec 3): status new, or snoozed with the snooze elapsed.
const OPEN = `(status = 'new' OR (status = 'snoozed' AND snoozed_until IS NOT NULL AND snoozed_until <= $2))`;

export function createRecommendationRepository(sql: SqlClient) {
  return {
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
