// The workspace's email-platform connection (one per workspace): consent in progress, tokens
// (sealed by the service before they get here), verification. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';

export interface EspConnectionRecord {
  workspace_id: string;
  provider: string;
  status: string;
  connected_at: Date | null;
  verified_at: Date | null;
  oauth_state: string | null;
  code_verifier_enc: string | null;
  oauth_started_at: Date | null;
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  token_expires_at: Date | null;
  api_endpoint: string | null;
  account_label: string | null;
  sandbox: boolean;
}

const COLS = `workspace_id::text AS workspace_id, provider, status, connected_at, verified_at, oauth_state, code_verifier_enc, oauth_started_at,
  access_token_enc, refresh_token_enc, token_expires_at, api_endpoint, account_label, sandbox`;

export function createEspConnectionRepository(sql: SqlClient) {
  const one = async (p: Promise<EspConnectionRecord[]>) => (await p)[0] ?? null;
  return {
    get: (workspaceId: string) => one(sql.query<EspConnectionRecord>(`SELECT ${COLS} FROM esp_connections WHERE workspace_id = $1::uuid`, [workspaceId])),
    byState: (state: string) => one(sql.query<EspConnectionRecord>(`SELECT ${COLS} FROM esp_connections WHERE oauth_state = $1`, [state])),

    /** Starts (or restarts) consent: a new provider choice replaces the old connection and its tokens. */
    startConsent: (workspaceId: string, p: { provider: string; state: string; verifierEnc: string; sandbox: boolean; at: Date }) =>
      sql.execute(
        `INSERT INTO esp_connections (workspace_id, provider, status, oauth_state, code_verifier_enc, oauth_started_at, sandbox)
         VALUES ($1::uuid, $2, 'pending', $3, $4, $5::timestamptz, $6)
         ON CONFLICT (workspace_id) DO UPDATE SET
           provider = excluded.provider, oauth_state = excluded.oauth_state, code_verifier_enc = excluded.code_verifier_enc,
           oauth_started_at = excluded.oauth_started_at, sandbox = excluded.sandbox,
           -- switching platform drops the other platform's tokens; reconnecting the same one keeps them until the new ones arrive
           status = CASE WHEN esp_connections.provider = excluded.provider THEN esp_connections.status ELSE 'pending' END,
           access_token_enc = CASE WHEN esp_connections.provider = excluded.provider THEN esp_connections.access_token_enc END,
           refresh_token_enc = CASE WHEN esp_connections.provider = excluded.provider THEN esp_connections.refresh_token_enc END,
           token_expires_at = CASE WHEN esp_connections.provider = excluded.provider THEN esp_connections.token_expires_at END,
           api_endpoint = CASE WHEN esp_connections.provider = excluded.provider THEN esp_connections.api_endpoint END,
           verified_at = CASE WHEN esp_connections.provider = excluded.provider THEN esp_connections.verified_at END`,
        [workspaceId, p.provider, p.state, p.verifierEnc, p.at, p.sandbox],
      ),

    /** Stores the exchanged tokens and consumes the state (single use): 0 when the state was already used. */
    completeConsent: (
      workspaceId: string,
      state: string,
      t: { accessEnc: string; refreshEnc: string | null; expiresAt: Date | null; apiEndpoint: string | null; at: Date },
    ) =>
      sql.execute(
        `UPDATE esp_connections SET status = 'connected', connected_at = $7::timestamptz, oauth_state = NULL, code_verifier_enc = NULL,
           access_token_enc = $3, refresh_token_enc = $4, token_expires_at = $5::timestamptz, api_endpoint = $6, verified_at = NULL
         WHERE workspace_id = $1::uuid AND oauth_state = $2`,
        [workspaceId, state, t.accessEnc, t.refreshEnc, t.expiresAt, t.apiEndpoint, t.at],
      ),

    storeRefreshed: (workspaceId: string, t: { accessEnc: string; refreshEnc: string | null; expiresAt: Date | null }) =>
      sql.execute(
        `UPDATE esp_connections SET access_token_enc = $2, refresh_token_enc = coalesce($3, refresh_token_enc), token_expires_at = $4::timestamptz
         WHERE workspace_id = $1::uuid`,
        [workspaceId, t.accessEnc, t.refreshEnc, t.expiresAt],
      ),

    markVerified: (workspaceId: string, label: string, at: Date) =>
      sql.execute(`UPDATE esp_connections SET verified_at = $3::timestamptz, account_label = $2 WHERE workspace_id = $1::uuid`, [workspaceId, label, at]),

    skip: (workspaceId: string, at: Date) =>
      sql.execute(`UPDATE workspaces SET esp_skipped_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1::uuid`, [workspaceId, at]),
  };
}

export type EspConnectionRepository = ReturnType<typeof createEspConnectionRepository>;
