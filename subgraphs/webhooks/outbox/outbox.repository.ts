// outbox_events rows, written on the caller's transaction: an event is recorded exactly when the
// change it announces commits. One statement however many events.
import type { SqlClient } from '../../../core/db/index.js';

export interface OutboxRow {
  id: string;
  workspace_id: string;
  type: string;
  data: unknown;
  created_at: Date;
}

export function createOutboxRepository(tx: SqlClient) {
  return {
    insert: (rows: OutboxRow[]): Promise<number> =>
      tx.execute(
        `INSERT INTO outbox_events (id, workspace_id, type, data, created_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::jsonb[], $5::timestamptz[])`,
        [
          rows.map((r) => r.id),
          rows.map((r) => r.workspace_id),
          rows.map((r) => r.type),
          rows.map((r) => JSON.stringify(r.data)),
          rows.map((r) => r.created_at),
        ],
      ),
    /** a workspace's events of one type created after `after` (oldest first); the live feed's poll */
    since: (workspaceId: string, type: string, after: Date | null, limit: number): Promise<OutboxRow[]> =>
      tx.query<OutboxRow>(
        `SELECT id::text, workspace_id::text, type, data, created_at FROM outbox_events
          WHERE workspace_id = $1 AND type = $2 AND ($3::timestamptz IS NULL OR created_at > $3)
          ORDER BY created_at, id LIMIT $4`,
        [workspaceId, type, after, limit],
      ),
    /** the newest created_at of a workspace's events of one type, or null */
    latest: async (workspaceId: string, type: string): Promise<Date | null> => {
      const [r] = await tx.query<{ at: Date | null }>(
        `SELECT max(created_at) AS at FROM outbox_events WHERE workspace_id = $1 AND type = $2`,
        [workspaceId, type],
      );
      return r?.at ?? null;
    },
  };
}
