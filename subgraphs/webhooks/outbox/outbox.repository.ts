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
  };
}
