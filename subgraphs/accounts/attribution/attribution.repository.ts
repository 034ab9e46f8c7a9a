// Reads the cached rollup (attribution_daily, written by the nightly job) and nothing else:
// the endpoint never falls back to a live scan of visits (spec 4.1 rule 4, 8).
import type { SqlClient } from '../../../core/db/index.js';

export interface AttributionRow {
  channel: string;
  source: string;
  campaign: string;
  sessions: number;
  visitors: number;
  identified: number;
}

export function createAttributionRepository(sql: SqlClient) {
  return {
    /** Summed per channel/source/campaign over [from, to] (UTC dates, inclusive). */
    async window(workspaceId: string, from: string, to: string): Promise<AttributionRow[]> {
      return sql.query<AttributionRow>(
        `SELECT channel, source, campaign, sum(sessions)::int AS sessions, sum(visitors)::int AS visitors,
                sum(identified)::int AS identified
           FROM attribution_daily
          WHERE workspace_id = $1::uuid AND day BETWEEN $2::date AND $3::date
          GROUP BY channel, source, campaign
          ORDER BY sessions DESC, channel, source, campaign`, [workspaceId, from, to]);
    },

    /** Summed by one dimension over [first, last] (UTC dates, inclusive), with each group's share of the sessions. */
    byDimension: (workspaceId: string, dim: 'channel' | 'campaign' | 'source', from: string, to: string) =>
      sql.query<Record<string, unknown>>(
        `SELECT ${dim} AS ${dim}, sum(sessions)::int AS sessions, sum(visitors)::int AS visitors, sum(identified)::int AS identified,
          round(100.0 * sum(sessions) / NULLIF(sum(sum(sessions)) OVER (), 0), 1)::float AS share_pct
         FROM attribution_daily WHERE workspace_id = $1::uuid AND day BETWEEN $2::date AND $3::date
         GROUP BY ${dim} ORDER BY sessions DESC, ${dim}`,
        [workspaceId, from, to],
      ),

    /** The window's freshness and total sessions over [first, last] (inclusive). */
    async windowTotals(workspaceId: string, from: string, to: string): Promise<{ computed_at: Date | null; total_sessions: number }> {
      const [row] = await sql.query<{ computed_at: Date | null; total_sessions: number | null }>(
        `SELECT max(computed_at) AS computed_at, sum(sessions)::int AS total_sessions
         FROM attribution_daily WHERE workspace_id = $1::uuid AND day BETWEEN $2::date AND $3::date`,
        [workspaceId, from, to],
      );
      return { computed_at: row?.computed_at ?? null, total_sessions: row?.total_sessions ?? 0 };
    },

    /** The campaign names the rollup holds (utm_campaign values), for reading them in a question. */
    campaigns: (workspaceId: string, limit: number) =>
      sql
        .query<{ campaign: string }>(
          `SELECT DISTINCT campaign FROM attribution_daily WHERE workspace_id = $1::uuid AND campaign <> '' ORDER BY campaign LIMIT ${Math.trunc(limit)}`,
          [workspaceId],
        )
        .then((rows) => rows.map((r) => r.campaign)),

    /** Freshness of the workspace's rollup as a whole, whether or not the window has rows. */
    async computedAt(workspaceId: string): Promise<Date | null> {
      const rows = await sql.query<{ computed_at: Date | null }>(
        'SELECT max(computed_at) AS computed_at FROM attribution_daily WHERE workspace_id = $1::uuid', [workspaceId]);
      const v = rows[0]?.computed_at ?? null;
      return v === null ? null : new Date(v);
    },
  };
}

export type AttributionRepository = ReturnType<typeof createAttributionRepository>;
