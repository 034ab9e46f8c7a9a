// Nightly attribution rollup (spec 2.4), never computed by the API: attribution_daily rows per
// workspace, UTC day, channel, source and campaign, stamped with computed_at.
//
// Definitions (documented for the read API and the copilot):
//  - session: a visitor's consecutive non-bot page views with no gap longer than 30 minutes
//    (bot-flag null rows count, spec 1 rule 4); its day is the UTC day it started.
//  - campaign context: at least one view in the session carried a utm_* parameter. Only these
//    sessions are rolled up, so shares are of attributed sessions, not of all traffic. A session
//    is credited to its first campaign-bearing view (channel from utm_medium/utm_source, source
//    = utm_source, campaign = utm_campaign; '' when absent).
//  - sessions: count; visitors: distinct visitors within the row; identified: those of them
//    resolved to an account.
// The trailing ATTRIBUTION_DAYS are recomputed on every run (delete + insert in one transaction).
import type { ServiceContext } from '../../../core/context.js';
import { DAY_MS, jobSql } from './identify/sql.js';

export const SESSION_GAP_MINUTES = 30;
export const ATTRIBUTION_DAYS = 366; // the API serves up to 365 trailing days ending today

export async function runAttribution(ctx: Pick<ServiceContext, 'db' | 'clock'>, workspaceId: string): Promise<{ rows: number; computed_at: string }> {
  const now = ctx.clock.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (ATTRIBUTION_DAYS - 1) * DAY_MS);
  const rows = await ctx.db.sql.transaction(
    async (tx) => {
      const sql = jobSql(tx);
      await sql.$executeRawUnsafe(`DELETE FROM attribution_daily WHERE workspace_id = $1::uuid AND day >= $2::date`, workspaceId, start);
      return sql.$executeRawUnsafe(
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
        workspaceId,
        start,
        now,
      );
    },
  );
  return { rows, computed_at: now.toISOString() };
}
