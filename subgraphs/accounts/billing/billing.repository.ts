// Billing state on the workspace (plan, Stripe customer and subscription) and the applied webhook
// events. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';

export function createBillingRepository(sql: SqlClient) {
  return {
    workspace: async (workspaceId: string) =>
      (
        await sql.query<{ plan: string; stripe_customer_id: string | null; owner_email: string | null }>(
          `SELECT w.plan::text AS plan, w.stripe_customer_id,
             (SELECT u.email FROM members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = w.id AND m.role = 'owner' ORDER BY m.created_at LIMIT 1) AS owner_email
           FROM workspaces w WHERE w.id = $1::uuid`,
          [workspaceId],
        )
      )[0] ?? null,
    byCustomer: async (customerId: string) =>
      (await sql.query<{ id: string }>(`SELECT id::text AS id FROM workspaces WHERE stripe_customer_id = $1`, [customerId]))[0]?.id ?? null,
    /** true the first time an event id is seen */
    claimEvent: async (id: string, type: string, at: Date) =>
      (await sql.query(`INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3::timestamptz) ON CONFLICT (id) DO NOTHING RETURNING id`, [id, type, at]))
        .length === 1,
    releaseEvent: (id: string) => sql.execute(`DELETE FROM stripe_events WHERE id = $1`, [id]),
    setBilling: (workspaceId: string, p: { plan?: string; customer?: string | null; subscription?: string | null; at: Date }) =>
      sql.execute(
        `UPDATE workspaces SET plan = coalesce($2::"Plan", plan), stripe_customer_id = coalesce($3, stripe_customer_id),
           stripe_subscription_id = CASE WHEN $5 THEN $4 ELSE stripe_subscription_id END, updated_at = $6::timestamptz
         WHERE id = $1::uuid`,
        [workspaceId, p.plan ?? null, p.customer ?? null, p.subscription ?? null, p.subscription !== undefined, p.at],
      ),
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
