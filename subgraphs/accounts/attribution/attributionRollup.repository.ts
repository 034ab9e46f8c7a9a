// The attribution rollup's SQL (the nightly job's, attribution.job.ts defines the terms): the
// trailing days deleted and recomputed from visits, on the caller's transaction.
import type { SqlClient } from '../../../core/db/index.js';

export const SESSION_GAP_MINUTES = 30;

export function createAttributionRollupRepository(tx: SqlClient) {
  return {
    /** the workspace's rows from `start` (a UTC day) on */
    clearFrom: (workspaceId: string, start: Date): Promise<number> =>
      tx.execute(`DELETE FROM attribution_daily WHERE workspace_id = $1::uuid AND day >= $2::date`, [workspaceId, start]),

    /** inserts the rows of the days from `start` on; returns how many */
    rollUp: (workspaceId: string, start: Date, computedAt: Date): Promise<number> =>
      tx.execute(
        `WITH v AS (
           SELECT id, visitor_id, occurred_at, channel, utm_source, utm_campaign,
             (num_nonnulls(utm_source, utm_medium, utm_campaign, utm_term, utm_content) > 0) AS has_campaign,
             CASE WHEN occurred_at - lag(occurred_at) OVER (PARTITION BY visitor_id ORDER BY occurred_at, id)
                       <= interval '${SESSION_GAP_MINUTES} minutes' THEN 0 ELSE 1 END AS starts
           FROM visits
           WHERE workspace_id = $1::uuid AND is_bot IS NOT TRUE AND occurred_at >= $2::timestamptz - interval '1 day'),
         s AS (
           SELECT *, sum(starts) OVER (PARTITION BY visitor_id ORDER BY occurred_at, id ROWS UNBOUNDED PRECEDING) AS session_no FROM v),
         sessions AS (
           SELECT visitor_id, min(occurred_at) AS started_at,
             (array_agg(channel ORDER BY occurred_at) FILTER (WHERE has_campaign))[1] AS channel,
             (array_agg(coalesce(utm_source, '') ORDER BY occurred_at) FILTER (WHERE has_campaign))[1] AS source,
             (array_agg(coalesce(utm_campaign, '') ORDER BY occurred_at) FILTER (WHERE has_campaign))[1] AS campaign
           FROM s GROUP BY visitor_id, session_no
           HAVING bool_or(has_campaign))
         INSERT INTO attribution_daily (workspace_id, day, channel, source, campaign, sessions, visitors, identified, computed_at)
         SELECT $1::uuid, (se.started_at AT TIME ZONE 'UTC')::date, coalesce(se.channel, 'other'), se.source, se.campaign,
           count(*)::int, count(DISTINCT se.visitor_id)::int,
           count(DISTINCT se.visitor_id) FILTER (WHERE vi.account_id IS NOT NULL)::int, $3
         FROM sessions se JOIN visitors vi ON vi.id = se.visitor_id
         WHERE se.started_at >= $2::timestamptz
         GROUP BY 2, 3, 4, 5`,
        [workspaceId, start, computedAt],
      ),
  };
}
