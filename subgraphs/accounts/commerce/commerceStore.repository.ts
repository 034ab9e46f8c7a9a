// The workspace's store connection and its sync state. Plain SQL on Database.sql; tokens arrive
// sealed by the service.
import type { SqlClient } from '../../../core/db/index.js';

export interface ResourceCursor {
  /** lower bound (inclusive) of updated_at for the pass in progress; null: everything */
  since: string | null;
  /** Shopify endCursor of the last page stored in this pass; null: the pass starts at its first page */
  after: string | null;
  /** highest updated_at stored in this pass (becomes `since` when the pass completes) */
  max_seen: string | null;
}

export interface CommerceStoreRecord {
  workspace_id: string;
  shop: string;
  status: 'pending' | 'connected' | 'revoked';
  oauth_started_at: Date | null;
  access_token_enc: string | null;
  scopes: string | null;
  connected_at: Date | null;
  sync_status: 'idle' | 'running' | 'succeeded' | 'stopped';
  sync_error: string | null;
  sync_cursor: Record<string, ResourceCursor>;
  last_synced_at: Date | null;
}

const COLS = `workspace_id::text AS workspace_id, shop, status, oauth_started_at, access_token_enc, scopes, connected_at,
  sync_status, sync_error, sync_cursor, last_synced_at`;

export function createCommerceStoreRepository(sql: SqlClient) {
  const one = async (p: Promise<CommerceStoreRecord[]>) => (await p)[0] ?? null;
  return {
    get: (workspaceId: string) => one(sql.query<CommerceStoreRecord>(`SELECT ${COLS} FROM commerce_stores WHERE workspace_id = $1::uuid`, [workspaceId])),
    /** Workspaces whose store holds a token (the scheduled sync's work list). */
    connected: async () =>
      (await sql.query<{ workspace_id: string }>(`SELECT workspace_id::text AS workspace_id FROM commerce_stores WHERE status = 'connected' AND access_token_enc IS NOT NULL ORDER BY workspace_id`)).map(
        (r) => r.workspace_id,
      ),
    byState: (stateHash: string) => one(sql.query<CommerceStoreRecord>(`SELECT ${COLS} FROM commerce_stores WHERE oauth_state = $1`, [stateHash])),

    /** Starts (or restarts) consent; another shop replaces the old connection, its token and its sync position. */
    startConsent: (workspaceId: string, p: { shop: string; stateHash: string; at: Date }) =>
      sql.execute(
        `INSERT INTO commerce_stores (workspace_id, shop, status, oauth_state, oauth_started_at)
         VALUES ($1::uuid, $2, 'pending', $3, $4::timestamptz)
         ON CONFLICT (workspace_id) DO UPDATE SET shop = excluded.shop, oauth_state = excluded.oauth_state, oauth_started_at = excluded.oauth_started_at,
           status = CASE WHEN commerce_stores.shop = excluded.shop THEN commerce_stores.status ELSE 'pending' END,
           access_token_enc = CASE WHEN commerce_stores.shop = excluded.shop THEN commerce_stores.access_token_enc END,
           sync_cursor = CASE WHEN commerce_stores.shop = excluded.shop THEN commerce_stores.sync_cursor ELSE '{}'::jsonb END`,
        [workspaceId, p.shop, p.stateHash, p.at],
      ),

    /** Stores the token and consumes the state (single use): 0 when it was already used. */
    completeConsent: (workspaceId: string, stateHash: string, p: { tokenEnc: string; scopes: string; at: Date }) =>
      sql.execute(
        `UPDATE commerce_stores SET status = 'connected', oauth_state = NULL, access_token_enc = $3, scopes = $4, connected_at = $5::timestamptz,
           sync_error = NULL, sync_status = CASE WHEN sync_status = 'stopped' THEN 'idle' ELSE sync_status END
         WHERE workspace_id = $1::uuid AND oauth_state = $2`,
        [workspaceId, stateHash, p.tokenEnc, p.scopes, p.at],
      ),

    /** Reverses authorize_store: forgets the token and the pending consent; imported data stays. */
    disconnect: (workspaceId: string) => sql.execute(`DELETE FROM commerce_stores WHERE workspace_id = $1::uuid`, [workspaceId]),

    setSync: (workspaceId: string, p: { status: CommerceStoreRecord['sync_status']; error?: string | null; at?: Date; revoked?: boolean }) =>
      sql.execute(
        `UPDATE commerce_stores SET sync_status = $2, sync_error = $3, last_synced_at = coalesce($4::timestamptz, last_synced_at),
           status = CASE WHEN $5 THEN 'revoked' ELSE status END, access_token_enc = CASE WHEN $5 THEN NULL ELSE access_token_enc END
         WHERE workspace_id = $1::uuid`,
        [workspaceId, p.status, p.error ?? null, p.at ?? null, p.revoked ?? false],
      ),

    saveCursor: (tx: SqlClient, workspaceId: string, resource: string, c: ResourceCursor) =>
      tx.execute(`UPDATE commerce_stores SET sync_cursor = jsonb_set(sync_cursor, $2::text[], $3::jsonb) WHERE workspace_id = $1::uuid`, [
        workspaceId,
        `{${resource}}`,
        JSON.stringify(c),
      ]),
  };
}

export type CommerceStoreRepository = ReturnType<typeof createCommerceStoreRepository>;
