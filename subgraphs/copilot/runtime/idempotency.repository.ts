// The copilot's idempotency records (X-Idempotency-Key, spec 4.3 rule 4) as runtime/idempotency.ts
// reads and writes them. Plain SQL on Database.sql, every row scoped by workspace, key and scope.
import type { RawSql } from '../../../core/db/index.js';

export interface IdempotencyRow {
  request_hash: string;
  status_code: number;
  response: unknown;
}

export function createIdempotencyRepository(sql: RawSql) {
  return {
    async find(workspaceId: string, scope: string, key: string): Promise<IdempotencyRow | null> {
      const [row] = await sql.query<IdempotencyRow>(
        'SELECT request_hash, status_code, response FROM idempotency_records WHERE workspace_id = $1::uuid AND scope = $2 AND key = $3',
        [workspaceId, scope, key],
      );
      return row ?? null;
    },

    /** The new record's id, or null when the key is already held (the unique key decides). */
    async insert(r: { workspaceId: string; scope: string; key: string; requestHash: string; statusCode: number; now: Date }): Promise<string | null> {
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO idempotency_records (id, workspace_id, scope, key, request_hash, status_code, response, created_at)
         VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, '{}'::jsonb, $6::timestamptz)
         ON CONFLICT (workspace_id, scope, key) DO NOTHING RETURNING id`,
        [r.workspaceId, r.scope, r.key, r.requestHash, r.statusCode, r.now],
      );
      return row?.id ?? null;
    },

    complete: (id: string, statusCode: number, response: unknown) =>
      sql.execute('UPDATE idempotency_records SET status_code = $2, response = $3::jsonb WHERE id = $1::uuid', [id, statusCode, JSON.stringify(response)]),

    /** Deletes the record only while it still has `statusCode` (a finished one stays). */
    deleteIfStatus: (id: string, statusCode: number) =>
      sql.execute('DELETE FROM idempotency_records WHERE id = $1::uuid AND status_code = $2', [id, statusCode]),
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
