// A workspace's setup: onboarding timestamps on the workspace row, store and email-platform
// connections, identification health and plan usage. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';
import { overCapSql } from '../../../core/plans.js';
import { viewsInWindow } from '../visits/visit.repository.js';

type Row = Record<string, unknown>;
const one = async (p: Promise<Row[]>): Promise<Row | null> => (await p)[0] ?? null;

export type OnboardingStep = 'pixel_verified_at' | 'intent_step_completed_at' | 'activated_at';

/** a visitor seen in [$2, $3): a page view in the window (a visitor seen yesterday and again today was seen yesterday) */
const SEEN_IN_WINDOW = `EXISTS (SELECT 1 ${viewsInWindow('v', '$2', '$3')})`;

export function createOnboardingRepository(sql: SqlClient) {
  return {
    workspace: (workspaceId: string) =>
      one(
        sql.query(
          `SELECT name, plan::text AS plan, trial_ends_at, site_key, pixel_last_seen_at, pixel_verified_at, intent_step_completed_at, esp_skipped_at,
            activated_at, claimed_domain, domain_verified_at FROM workspaces WHERE id = $1::uuid`,
          [workspaceId],
        ),
      ),
    store: (workspaceId: string) =>
      one(sql.query(`SELECT 'shopify' AS platform, shop AS shop_domain, status, sync_status, sync_error, last_synced_at FROM commerce_stores WHERE workspace_id = $1::uuid`, [workspaceId])),
    esp: (workspaceId: string) =>
      one(
        sql.query(
          `SELECT e.provider, e.status, e.connected_at, e.verified_at, w.esp_skipped_at, e.sandbox, e.account_label AS account FROM workspaces w
           LEFT JOIN esp_connections e ON e.workspace_id = w.id WHERE w.id = $1::uuid`,
          [workspaceId],
        ),
      ),
    lastEventAt: async (workspaceId: string): Promise<Date | null> =>
      ((await one(sql.query(`SELECT max(received_at) AS last_event_at FROM raw_events WHERE workspace_id = $1::uuid`, [workspaceId])))?.last_event_at as
        | Date
        | null) ?? null,
    intentPageCount: async (workspaceId: string): Promise<number> =>
      Number((await one(sql.query(`SELECT count(*)::int AS pages FROM intent_pages WHERE workspace_id = $1::uuid`, [workspaceId])))?.pages ?? 0),

    /** visitors seen since `since`, and how many of them are identified */
    health: (workspaceId: string, since: Date) =>
      one(
        sql.query(
          `SELECT count(*)::int AS visitors_7d, count(*) FILTER (WHERE identified_at IS NOT NULL)::int AS identified_7d
           FROM visitors WHERE workspace_id = $1::uuid AND last_visit_at >= $2::timestamptz`,
          [workspaceId, since],
        ),
      ),
    /** accounts first seen since `monthStart`, and how many of them are over the cap */
    usage: (workspaceId: string, monthStart: Date, cap: number) =>
      one(
        sql.query(
          `SELECT count(*)::int AS accounts_this_month, count(*) FILTER (WHERE ${overCapSql('cap_rank', '$3')})::int AS over_cap_this_month
           FROM accounts WHERE workspace_id = $1::uuid AND first_seen_at >= $2::timestamptz`,
          [workspaceId, monthStart, cap],
        ),
      ),

    /** identification in [from, to): totals, by resolution source, events waiting, the last identify run (visitors seen: a page view in the window) */
    async identification(workspaceId: string, from: string, to: string) {
      const totals = await one(
        sql.query(
          `SELECT count(*)::int AS visitors_seen, count(*) FILTER (WHERE identified_at IS NOT NULL)::int AS identified,
            round(100.0 * count(*) FILTER (WHERE identified_at IS NOT NULL) / NULLIF(count(*), 0), 1)::float AS identified_pct
           FROM visitors v WHERE v.workspace_id = $1::uuid AND ${SEEN_IN_WINDOW}`,
          [workspaceId, from, to],
        ),
      );
      const sources = await sql.query<Row>(
        `SELECT coalesce(resolution_source, 'unknown') AS resolution_source, count(*)::int AS identified
         FROM visitors v WHERE v.workspace_id = $1::uuid AND v.identified_at IS NOT NULL AND ${SEEN_IN_WINDOW}
         GROUP BY 1 ORDER BY identified DESC, 1`,
        [workspaceId, from, to],
      );
      // identifications made in the window (identified_at in it), whenever the visitor was last seen
      const made = await sql.query<Row>(
        `SELECT coalesce(resolution_source, 'unknown') AS resolution_source, count(*)::int AS identified, min(identified_at) AS first_at, max(identified_at) AS last_at
         FROM visitors WHERE workspace_id = $1::uuid AND identified_at >= $2::timestamptz AND identified_at < $3::timestamptz
         GROUP BY 1 ORDER BY identified DESC, 1`,
        [workspaceId, from, to],
      );
      const pending = await one(
        sql.query(`SELECT count(*)::int AS events_waiting FROM raw_events WHERE workspace_id = $1::uuid AND processed_at IS NULL`, [workspaceId]),
      );
      const run = await one(
        sql.query(
          `SELECT started_at AS last_run_at, status AS last_run_status FROM job_runs WHERE workspace_id = $1::uuid AND job = 'identify' ORDER BY started_at DESC LIMIT 1`,
          [workspaceId],
        ),
      );
      return { totals, sources, made, pending, run };
    },

    /** sets one onboarding timestamp */
    markStep: (workspaceId: string, step: OnboardingStep, at: Date) =>
      sql.execute(`UPDATE workspaces SET ${step} = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1::uuid`, [workspaceId, at]),
    markPixelSeen: (workspaceId: string, at: Date) =>
      sql.execute(`UPDATE workspaces SET pixel_last_seen_at = $2::timestamptz WHERE id = $1::uuid`, [workspaceId, at]),
    claimDomain: (workspaceId: string, domain: string, at: Date) =>
      sql.execute(`UPDATE workspaces SET claimed_domain = $2, domain_verified_at = NULL, updated_at = $3::timestamptz WHERE id = $1::uuid`, [
        workspaceId,
        domain,
        at,
      ]),
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
