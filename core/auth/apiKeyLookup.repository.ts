// The one read authentication needs: an active API key by its hash. Every request looks its key up
// (revocation is effective on the next one): plain SQL as a prepared statement (PostgreSQL parses
// and plans it once per connection, not per request), sent on its own or riding with the request's
// first statement (authenticate.ts authenticateRiding). The accounts subgraph owns api_keys and
// writes them (subgraphs/accounts/keys); this read belongs to the authenticator every role runs
// before any subgraph is reached.
import type { SqlClient } from '../db/index.js';
import type { RidingStatement } from '../db/ride.js';

export interface ActiveKey {
  id: string;
  name: string;
  workspace_id: string;
  scopes: string[];
}

/** the statement, to send or to ride */
export const ACTIVE_KEY_BY_HASH = (hash: string): RidingStatement => ({
  text: 'SELECT id::text, name, workspace_id::text, scopes FROM api_keys WHERE hash = $1 AND revoked_at IS NULL',
  params: [hash],
  options: { name: 'auth_api_key' },
});

export function createApiKeyLookupRepository(sql: SqlClient) {
  return {
    async activeByHash(hash: string): Promise<ActiveKey | null> {
      const s = ACTIVE_KEY_BY_HASH(hash);
      const [key] = await sql.query<ActiveKey>(s.text, s.params, s.options);
      return key ?? null;
    },
  };
}
