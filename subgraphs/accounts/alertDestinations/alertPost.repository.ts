// What alerting reads and writes: active destinations, the accounts meeting the published criteria
// for one destination (alertCriteria.ts), each account's last state per destination (edge
// triggering: alert_account_states), and the post log, which also holds the per-account cooldown.
import type { SqlClient } from '../../../core/db/index.js';
import { accessibleSql } from '../../../core/plans.js';
import { ALERT_SILENT_CLASSIFICATIONS } from './alertCriteria.js';

export interface ActiveDestination {
  id: string;
  workspace_id: string;
  name: string;
  kind: string;
  url: string;
  min_intent: number;
}

export interface AlertCandidate {
  account_id: string;
  company_domain: string;
  company_name: string | null;
  intent_score: number;
  classification: string | null;
  hot_pages: string[];
}

export function createAlertPostRepository(sql: SqlClient) {
  return {
    active: (workspaceId?: string) =>
      sql.query<ActiveDestination>(
        `SELECT id::text AS id, workspace_id::text AS workspace_id, name, kind, url, min_intent FROM alert_destinations
         WHERE state = 'active' ${workspaceId ? 'AND workspace_id = $1::uuid' : ''} ORDER BY workspace_id, created_at`,
        workspaceId ? [workspaceId] : [],
      ),

    destination: async (workspaceId: string, id: string) =>
      (
        await sql.query<ActiveDestination & { state: string }>(
          `SELECT id::text AS id, workspace_id::text AS workspace_id, name, kind, url, min_intent, state FROM alert_destinations
           WHERE workspace_id = $1::uuid AND id = $2::uuid`,
          [workspaceId, id],
        )
      )[0] ?? null,

    /** Every account meeting the criteria for this destination now, highest intent first. */
    matching: (d: ActiveDestination, p: { since: Date; hotPageLikes: string[]; cap: number }) =>
      p.hotPageLikes.length === 0
        ? Promise.resolve([] as AlertCandidate[])
        : sql.query<AlertCandidate>(
            `SELECT a.id::text AS account_id, a.company_domain, a.company_name, a.intent_score, a.classification::text AS classification, hot.pages AS hot_pages
             FROM accounts a
             JOIN LATERAL (
               SELECT array_agg(DISTINCT vi.path ORDER BY vi.path) AS pages FROM visitors v JOIN visits vi ON vi.visitor_id = v.id
               WHERE v.account_id = a.id AND vi.occurred_at >= $3::timestamptz AND vi.is_bot IS NOT TRUE
                 AND EXISTS (SELECT 1 FROM unnest($4::text[]) AS p(l) WHERE vi.path LIKE p.l)
             ) hot ON hot.pages IS NOT NULL
             WHERE a.workspace_id = $1::uuid AND a.intent_score >= $2 AND ${accessibleSql('a.cap_rank', '$5')}
               AND coalesce(a.classification::text, '') <> ALL($6::text[])
             ORDER BY a.intent_score DESC, a.company_domain`,
            [d.workspace_id, d.min_intent, p.since, p.hotPageLikes, p.cap, [...ALERT_SILENT_CLASSIFICATIONS]],
          ),

    /**
     * Takes the destination's baseline if nobody has since its (re)activation: true for exactly one
     * caller, whose pass records the accounts already matching without owing each of them a post.
     */
    takeBaseline: async (destinationId: string, at: Date): Promise<boolean> =>
      (await sql.execute(`UPDATE alert_destinations SET alerts_baseline_at = $2::timestamptz WHERE id = $1::uuid AND alerts_baseline_at IS NULL`, [
        destinationId,
        at,
      ])) === 1,

    /** Accounts that stopped matching: no longer matching, and nothing owed. */
    dropped: (destinationId: string, matching: string[], at: Date) =>
      sql.execute(
        `UPDATE alert_account_states SET matching = false, owed = false, changed_at = $3::timestamptz
         WHERE destination_id = $1::uuid AND matching AND account_id <> ALL($2::uuid[])`,
        [destinationId, matching, at],
      ),

    /**
     * Records the accounts matching now; those that were not (or were never seen) crossed, and owe a
     * post when `owe` includes them. Returns the crossings (each to exactly one concurrent caller).
     */
    crossed: async (destinationId: string, matching: string[], owe: Set<string>, at: Date): Promise<string[]> =>
      (
        await sql.query<{ account_id: string }>(
          `INSERT INTO alert_account_states (destination_id, account_id, matching, owed, changed_at)
           SELECT $1::uuid, a, true, a = ANY($3::uuid[]), $4::timestamptz FROM unnest($2::uuid[]) AS a
           ON CONFLICT (destination_id, account_id) DO UPDATE SET matching = true, owed = EXCLUDED.owed, changed_at = EXCLUDED.changed_at
             WHERE alert_account_states.matching = false
           RETURNING account_id::text AS account_id`,
          [destinationId, matching, [...owe], at],
        )
      ).map((r) => r.account_id),

    /** The accounts owed a post that may be tried now (no failed attempt since `failedSince`). */
    owed: async (destinationId: string, failedSince: Date): Promise<Set<string>> =>
      new Set(
        (
          await sql.query<{ account_id: string }>(
            `SELECT s.account_id::text AS account_id FROM alert_account_states s
             WHERE s.destination_id = $1::uuid AND s.matching AND s.owed
               AND NOT EXISTS (SELECT 1 FROM alert_posts ap WHERE ap.destination_id = s.destination_id AND ap.account_id = s.account_id
                                 AND ap.kind = 'alert' AND ap.status = 'failed' AND ap.created_at > $2::timestamptz)`,
            [destinationId, failedSince],
          )
        ).map((r) => r.account_id),
      ),

    /** Claims an owed post (owed → false): true for exactly one concurrent caller. */
    claimOwed: async (destinationId: string, accountId: string): Promise<boolean> =>
      (await sql.execute(
        `UPDATE alert_account_states SET owed = false WHERE destination_id = $1::uuid AND account_id = $2::uuid AND owed AND matching`,
        [destinationId, accountId],
      )) === 1,

    /** A failed post is owed again (retried after the failure delay while the account still matches). */
    oweAgain: (destinationId: string, accountId: string) =>
      sql.execute(`UPDATE alert_account_states SET owed = true WHERE destination_id = $1::uuid AND account_id = $2::uuid AND matching`, [
        destinationId,
        accountId,
      ]),

    /** Whether this destination got (or is getting) an alert about this account since `since`. */
    postedSince: async (destinationId: string, accountId: string, since: Date): Promise<boolean> =>
      (
        await sql.query(
          `SELECT 1 FROM alert_posts WHERE destination_id = $1::uuid AND account_id = $2::uuid AND kind = 'alert'
             AND status IN ('sent', 'pending') AND created_at > $3::timestamptz LIMIT 1`,
          [destinationId, accountId, since],
        )
      ).length > 0,

    /** Logs a post about to be made (pending until recorded). */
    async start(destinationId: string, accountId: string | null, kind: 'alert' | 'test', at: Date): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO alert_posts (id, destination_id, account_id, kind, status, created_at)
         VALUES (gen_random_uuid(), $1::uuid, $2::uuid, $3, 'pending', $4::timestamptz) RETURNING id::text AS id`,
        [destinationId, accountId, kind, at],
      );
      return row!.id;
    },

    record: (postId: string, r: { ok: boolean; statusCode: number | null; error: string | null }) =>
      sql.execute(`UPDATE alert_posts SET status = $2, status_code = $3, error = $4 WHERE id = $1::uuid`, [
        postId,
        r.ok ? 'sent' : 'failed',
        r.statusCode,
        r.error?.slice(0, 1000) ?? null,
      ]),

    intentPageLikes: (workspaceId: string) =>
      sql.query<{ pattern: string }>(`SELECT pattern FROM intent_pages WHERE workspace_id = $1::uuid`, [workspaceId]),

    posts: (workspaceId: string, destinationId: string, limit: number) =>
      sql.query(
        `SELECT ap.kind, ap.status, ap.status_code, ap.error, ap.created_at, a.company_domain
         FROM alert_posts ap JOIN alert_destinations d ON d.id = ap.destination_id LEFT JOIN accounts a ON a.id = ap.account_id
         WHERE d.workspace_id = $1::uuid AND ap.destination_id = $2::uuid ORDER BY ap.created_at DESC LIMIT ${Math.trunc(limit)}`,
        [workspaceId, destinationId],
      ),
  };
}

export type AlertPostRepository = ReturnType<typeof createAlertPostRepository>;
