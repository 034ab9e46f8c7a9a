// API keys: plain SQL on Database.sql (one access path; traced for the copilot). Every statement is
// scoped by workspace id. The hash is passed as a sensitive value, so no trace shows it.
import type { RawSql } from '../../../core/db/index.js';
import { sensitive } from '../../../core/db/tracing.js';
import { uuid } from '../../../core/ids.js';
import type { Scope } from '../../../core/auth/caller.js';

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: Scope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, name, prefix, scopes, created_at, last_used_at, revoked_at';
const view = (r: ApiKeyView): ApiKeyView => ({ ...r, scopes: (r.scopes ?? []) as Scope[] });

export function createApiKeyRepository(sql: RawSql) {
  return {
    async list(workspaceId: string, includeRevoked = false): Promise<ApiKeyView[]> {
      const rows = await sql.query<ApiKeyView>(
        `SELECT ${COLUMNS} FROM api_keys WHERE workspace_id = $1::uuid AND ($2::boolean OR revoked_at IS NULL) ORDER BY created_at, id`,
        [workspaceId, includeRevoked],
      );
      return rows.map(view);
    },

    /** Inserts the key unless the workspace already has `max` active ones (workspace row locked). */
    async createUnderLimit(
      workspaceId: string,
      input: { name: string; scopes: string[]; hash: string; prefix: string },
      max: number,
    ): Promise<ApiKeyView | 'limit'> {
      return sql.transaction(async (tx) => {
        await tx.query('SELECT id FROM workspaces WHERE id = $1::uuid FOR UPDATE', [workspaceId]);
        const [active] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM api_keys WHERE workspace_id = $1::uuid AND revoked_at IS NULL',
          [workspaceId],
        );
        if ((active?.n ?? 0) >= max) return 'limit' as const;
        const [row] = await tx.query<ApiKeyView>(
          `INSERT INTO api_keys (id, workspace_id, name, scopes, hash, prefix) VALUES ($1::uuid, $2::uuid, $3, $4::text[], $5, $6)
           RETURNING ${COLUMNS}`,
          [uuid(), workspaceId, input.name, input.scopes, sensitive(input.hash), input.prefix],
        );
        return view(row!);
      });
    },

    /** null when the key is not active in the workspace */
    async revoke(workspaceId: string, keyId: string, now: Date): Promise<ApiKeyView | null> {
      const [row] = await sql.query<ApiKeyView>(
        `UPDATE api_keys SET revoked_at = $3::timestamptz WHERE workspace_id = $1::uuid AND id = $2::uuid AND revoked_at IS NULL
         RETURNING ${COLUMNS}`,
        [workspaceId, keyId, now],
      );
      return row ? view(row) : null;
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
