// Alert destinations (chat channels for high-intent alerts): plain SQL on Database.sql. The URL is
// the channel's credential: listings show only its host.
import type { RawSql } from '../../../core/db/index.js';

type Row = Record<string, unknown>;

export interface AlertDestinationRecord {
  id: string;
  name: string;
  state: string;
}

export function createAlertDestinationRepository(sql: RawSql) {
  return {
    /** with each destination's last post (failures included) */
    list: (workspaceId: string): Promise<Row[]> =>
      sql.query(
        `SELECT d.id::text AS id, d.name, d.kind, d.state, d.min_intent, substring(d.url from '^[a-z]+://([^/]+)') AS host, d.created_at,
           last.created_at AS last_post_at, last.status AS last_post_status, last.error AS last_post_error
         FROM alert_destinations d LEFT JOIN LATERAL (
           SELECT created_at, status, error FROM alert_posts WHERE destination_id = d.id ORDER BY created_at DESC LIMIT 1
         ) last ON true
         WHERE d.workspace_id = $1::uuid ORDER BY d.created_at, d.name`,
        [workspaceId],
      ),

    records: (workspaceId: string): Promise<AlertDestinationRecord[]> =>
      sql.query<AlertDestinationRecord>(`SELECT id, name, state FROM alert_destinations WHERE workspace_id = $1::uuid ORDER BY created_at`, [
        workspaceId,
      ]),

    async create(workspaceId: string, d: { name: string; kind: string; url: string; min_intent: number }, now: Date): Promise<Row> {
      const [row] = await sql.query(
        `INSERT INTO alert_destinations (id, workspace_id, name, kind, url, min_intent, state, updated_at)
         VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, 'paused', $6::timestamptz) RETURNING id::text AS id, name, kind, min_intent, state`,
        [workspaceId, d.name, d.kind, d.url, d.min_intent, now],
      );
      return row!;
    },

    /**
     * Activating a paused destination starts alerting afresh: its account states are forgotten and
     * its next pass takes a new baseline (accounts that crossed while it was paused do not all post).
     */
    async setState(workspaceId: string, id: string, state: 'active' | 'paused', now: Date): Promise<number> {
      if (state === 'active')
        await sql.execute(
          `DELETE FROM alert_account_states s USING alert_destinations d
           WHERE s.destination_id = d.id AND d.workspace_id = $1::uuid AND d.id = $2::uuid AND d.state <> 'active'`,
          [workspaceId, id],
        );
      return sql.execute(
        `UPDATE alert_destinations SET state = $3, updated_at = $4::timestamptz,
           alerts_baseline_at = CASE WHEN $3 = 'active' AND state <> 'active' THEN NULL ELSE alerts_baseline_at END
         WHERE workspace_id = $1::uuid AND id = $2::uuid`,
        [workspaceId, id, state, now],
      );
    },

    delete: (workspaceId: string, id: string): Promise<number> =>
      sql.execute(`DELETE FROM alert_destinations WHERE workspace_id = $1::uuid AND id = $2::uuid`, [workspaceId, id]),
  };
}

export type AlertDestinationRepository = ReturnType<typeof createAlertDestinationRepository>;
