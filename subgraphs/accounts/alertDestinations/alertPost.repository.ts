// What alerting reads and writes: active destinations, the accounts meeting the published criteria
// for one destination (alertCriteria.ts), and the post log, whose rows also enforce the per-account
// cooldown (a post is claimed before it is made). Plain SQL on Database.sql.
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

    /** Accounts meeting the criteria for this destination now, highest intent first. */
    candidates: (d: ActiveDestination, p: { since: Date; hotPageLikes: string[]; cap: number; cooldownSince: Date; failedSince: Date; limit: number }) =>
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
               AND NOT EXISTS (
                 SELECT 1 FROM alert_posts ap WHERE ap.destination_id = $7::uuid AND ap.account_id = a.id AND ap.kind = 'alert'
                   AND ((ap.status IN ('sent', 'pending') AND ap.created_at > $8::timestamptz) OR (ap.status = 'failed' AND ap.created_at > $9::timestamptz)))
             ORDER BY a.intent_score DESC, a.company_domain LIMIT ${Math.trunc(p.limit)}`,
            [d.workspace_id, d.min_intent, p.since, p.hotPageLikes, p.cap, [...ALERT_SILENT_CLASSIFICATIONS], d.id, p.cooldownSince, p.failedSince],
          ),

    /** Claims a post; null when another run claimed this account for this destination within the cooldown. */
    async claim(destinationId: string, accountId: string | null, kind: 'alert' | 'test', at: Date, cooldownSince: Date): Promise<string | null> {
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO alert_posts (id, destination_id, account_id, kind, status, created_at)
         SELECT gen_random_uuid(), $1::uuid, $2::uuid, $3, 'pending', $4::timestamptz
         WHERE $3 = 'test' OR NOT EXISTS (
           SELECT 1 FROM alert_posts WHERE destination_id = $1::uuid AND account_id = $2::uuid AND kind = 'alert'
             AND status IN ('sent', 'pending') AND created_at > $5::timestamptz)
         RETURNING id::text AS id`,
        [destinationId, accountId, kind, at, cooldownSince],
      );
      return row?.id ?? null;
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
