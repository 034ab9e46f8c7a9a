// Page views (visits): one visitor's journey, the common session paths, and how many rows predate
// bot flagging. Plain SQL on Database.sql, every statement scoped by workspace id.
import type { SqlClient } from '../../../core/db/index.js';

type Row = Record<string, unknown>;

export interface Window {
  /** ISO 8601, inclusive */
  from: string;
  /** ISO 8601, exclusive */
  to: string;
}

export function createVisitRepository(sql: SqlClient) {
  return {
    /** A visitor's latest `limit` page views, oldest first. */
    ofVisitor: (workspaceId: string, visitorId: string, limit: number): Promise<Row[]> =>
      sql.query<Row>(
        `SELECT occurred_at, path, url, referrer, channel, utm_campaign, is_bot FROM (
           SELECT * FROM visits WHERE workspace_id = $1::uuid AND visitor_id = $2::uuid ORDER BY occurred_at DESC, id DESC LIMIT ${Math.trunc(limit)}
         ) recent ORDER BY occurred_at, id`,
        [workspaceId, visitorId],
      ),

    /** The most common first-three-page session paths in the window, known bots excluded. */
    paths(workspaceId: string, w: Window, through: string | undefined, limit: number): Promise<Row[]> {
      const params: unknown[] = [workspaceId, w.from, w.to];
      const via = through
        ? `AND session_id IN (SELECT session_id FROM visits WHERE workspace_id = $1::uuid AND path = $${params.push(through)} AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz)`
        : '';
      return sql.query<Row>(
        `WITH steps AS (
           SELECT session_id, path, row_number() OVER (PARTITION BY session_id ORDER BY occurred_at, id) AS n
           FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz
             AND is_bot IS NOT TRUE AND session_id IS NOT NULL ${via}
         ), sessions AS (
           SELECT session_id, string_agg(path, ' > ' ORDER BY n) AS journey FROM steps WHERE n <= 3 GROUP BY session_id
         )
         SELECT journey, count(*)::int AS sessions, round(100.0 * count(*) / sum(count(*)) OVER (), 1)::float AS share_pct
         FROM sessions GROUP BY journey ORDER BY sessions DESC, journey LIMIT ${Math.trunc(limit)}`,
        params,
      );
    },

    /** How many visits in the window carry no bot flag (rows older than bot flagging, spec 1 rule 4). */
    async unflagged(workspaceId: string, w: Window): Promise<{ unflagged: number; total: number }> {
      const [row] = await sql.query<{ unflagged: number; total: number }>(
        `SELECT count(*) FILTER (WHERE is_bot IS NULL)::int AS unflagged, count(*)::int AS total
         FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz`,
        [workspaceId, w.from, w.to],
      );
      return row ?? { unflagged: 0, total: 0 };
    },

    /** when the workspace's first page view was recorded; null before any */
    async firstAt(workspaceId: string): Promise<Date | null> {
      const [row] = await sql.query<{ first: Date | null }>('SELECT min(occurred_at) AS first FROM visits WHERE workspace_id = $1::uuid', [workspaceId]);
      return row?.first ?? null;
    },
  };
}

export type VisitRepository = ReturnType<typeof createVisitRepository>;
