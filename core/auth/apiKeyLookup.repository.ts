// The one read authentication needs: an active API key by its hash. Every request looks its key up
// (revocation is effective on the next one): plain SQL as a prepared statement (PostgreSQL parses
// and plans it once per connection, not per request). The
// accounts subgraph owns api_keys and writes them (subgraphs/accounts/keys); this read belongs to
// the authenticator every role runs before any subgraph is reached.
import type { SqlClient } from '../db/index.js';

export interface ActiveKey {
  id: string;
  name: string;
  workspace_id: string;
  scopes: string[];
}

export function createApiKeyLookupRepository(sql: SqlClient) {
  return {
    async activeByHash(hash: string): Promise<ActiveKey | null> {
      const [key] = await sql.query<ActiveKey>(`SELECT id::text, name, workspace_id::text, scopes FROM api_keys WHERE hash = $1 AND revoked_at IS NULL`, [hash], {
        name: 'auth_api_key',
      });
      return key ?? null;
    },
  };
}
