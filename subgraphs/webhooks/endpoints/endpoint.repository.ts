// Webhook endpoints and their secrets, in plain SQL on Database.sql (traced for the copilot; the
// ciphertext is a sensitive value no trace shows). Every read and write is scoped by workspace id.
import type { ServiceContext } from '../../../core/context.js';
import type { SqlClient } from '../../../core/db/index.js';
import { sensitive } from '../../../core/db/tracing.js';
import { uuid } from '../../../core/ids.js';


export type EndpointState = 'enabled' | 'disabled';

export interface WebhookEndpointView {
  id: string;
  workspace_id: string;
  url: string;
  state: EndpointState;
  disabled_reason: string | null;
  disabled_at: Date | null;
  consecutive_failures: number;
  created_at: Date;
  updated_at: Date;
  /** when the current signing secret was issued */
  secret_created_at: Date | null;
}

const COLUMNS = `e.id, e.workspace_id, e.url, e.state, e.disabled_reason, e.disabled_at, e.consecutive_failures, e.created_at, e.updated_at,
  (SELECT s.created_at FROM webhook_secrets s WHERE s.endpoint_id = e.id AND s.revoked_at IS NULL ORDER BY s.created_at DESC LIMIT 1) AS secret_created_at`;

export function createEndpointRepository(ctx: Pick<ServiceContext, 'db'>) {
  const { sql } = ctx.db;
  const get = async (db: SqlClient, workspaceId: string, id: string): Promise<WebhookEndpointView | null> => {
    const [row] = await db.query<WebhookEndpointView>(`SELECT ${COLUMNS} FROM webhook_endpoints e WHERE e.id = $1::uuid AND e.workspace_id = $2::uuid`, [id, workspaceId]);
    return row ?? null;
  };
  return {
    async list(workspaceId: string): Promise<WebhookEndpointView[]> {
      return sql.query<WebhookEndpointView>(`SELECT ${COLUMNS} FROM webhook_endpoints e WHERE e.workspace_id = $1::uuid ORDER BY e.created_at, e.id`, [workspaceId]);
    },

    get: (workspaceId: string, id: string) => get(sql, workspaceId, id),

    /**
     * Creates the endpoint and its first secret, unless the workspace is at `max` endpoints or
     * already has this URL (ignoring case). The workspace row is locked so concurrent creations
     * cannot both pass the limit.
     */
    async create(
      workspaceId: string,
      input: { url: string; ciphertext: string; max: number; now: Date },
    ): Promise<{ kind: 'created'; endpoint: WebhookEndpointView } | { kind: 'limit' } | { kind: 'duplicate' }> {
      return sql.transaction(async (tx) => {
        await tx.query('SELECT id FROM workspaces WHERE id = $1::uuid FOR UPDATE', [workspaceId]);
        const existing = await tx.query<{ url: string }>('SELECT url FROM webhook_endpoints WHERE workspace_id = $1::uuid', [workspaceId]);
        if (existing.some((e) => e.url.trim().toLowerCase() === input.url.trim().toLowerCase())) return { kind: 'duplicate' as const };
        if (existing.length >= input.max) return { kind: 'limit' as const };
        const id = uuid();
        await tx.execute(
          `INSERT INTO webhook_endpoints (id, workspace_id, url, state, created_at, updated_at) VALUES ($1::uuid, $2::uuid, $3, 'enabled', $4::timestamptz, $4::timestamptz)`,
          [id, workspaceId, input.url, input.now],
        );
        await tx.execute(`INSERT INTO webhook_secrets (id, endpoint_id, ciphertext, created_at) VALUES ($1::uuid, $2::uuid, $3, $4::timestamptz)`, [
          uuid(),
          id,
          sensitive(input.ciphertext),
          input.now,
        ]);
        return { kind: 'created' as const, endpoint: (await get(tx, workspaceId, id))! };
      });
    },

    /** enable: streak reset; disable: reason kept. Returns null when the endpoint is not in the workspace. */
    async setState(workspaceId: string, id: string, state: EndpointState, now: Date): Promise<WebhookEndpointView | null> {
      const n = await sql.execute(
        state === 'enabled'
          ? `UPDATE webhook_endpoints SET state = 'enabled', consecutive_failures = 0, disabled_reason = NULL, disabled_at = NULL, updated_at = $3::timestamptz
             WHERE id = $1::uuid AND workspace_id = $2::uuid`
          : `UPDATE webhook_endpoints SET state = 'disabled', disabled_reason = 'disabled by a user', disabled_at = $3::timestamptz, updated_at = $3::timestamptz
             WHERE id = $1::uuid AND workspace_id = $2::uuid`,
        [id, workspaceId, now],
      );
      return n ? get(sql, workspaceId, id) : null;
    },

    /** Hard delete: secrets, deliveries and attempts go with it (cascade). */
    async delete(workspaceId: string, id: string): Promise<boolean> {
      return (await sql.execute('DELETE FROM webhook_endpoints WHERE id = $1::uuid AND workspace_id = $2::uuid', [id, workspaceId])) > 0;
    },

    /** Revokes every live secret and stores the new one, atomically. */
    async rotateSecret(workspaceId: string, id: string, ciphertext: string, now: Date): Promise<WebhookEndpointView | null> {
      return sql.transaction(async (tx) => {
        const [ep] = await tx.query('SELECT id FROM webhook_endpoints WHERE id = $1::uuid AND workspace_id = $2::uuid FOR UPDATE', [id, workspaceId]);
        if (!ep) return null;
        await tx.execute('UPDATE webhook_secrets SET revoked_at = $2::timestamptz WHERE endpoint_id = $1::uuid AND revoked_at IS NULL', [id, now]);
        await tx.execute('INSERT INTO webhook_secrets (id, endpoint_id, ciphertext, created_at) VALUES ($1::uuid, $2::uuid, $3, $4::timestamptz)', [
          uuid(),
          id,
          sensitive(ciphertext),
          now,
        ]);
        await tx.execute('UPDATE webhook_endpoints SET updated_at = $2::timestamptz WHERE id = $1::uuid', [id, now]);
        return get(tx, workspaceId, id);
      });
    },
  };
}

export type EndpointRepository = ReturnType<typeof createEndpointRepository>;
