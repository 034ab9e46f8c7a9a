// Imported store records. Every write is an upsert keyed by Shopify's GID, so a page stored twice
// (a resumed or repeated sync) changes nothing; a price row is added only when the price differs
// from the latest one stored for that variant.
import type { SqlClient } from '../../../core/db/index.js';

export interface ProductRow { id: string; title: string; productType: string | null; handle: string | null; updatedAt: string }
export interface VariantPriceRow { variantId: string; productId: string; price: string; observedAt: string }
export interface CustomerRow { id: string; email: string | null; createdAt: string; updatedAt: string }
export interface OrderLineRow { id: string; productId: string | null; variantId: string | null; title: string; quantity: number; unitPrice: string; discount: string }
export interface OrderRow {
  id: string;
  name: string;
  customerId: string | null;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  currency: string;
  gross: string;
  discounts: string;
  lines: OrderLineRow[];
}
export interface MembershipRow { id: string; customerId: string | null; status: string; createdAt: string; updatedAt: string }

export function createCommerceDataRepository() {
  return {
    async upsertProducts(tx: SqlClient, ws: string, rows: ProductRow[]) {
      for (const p of rows)
        await tx.execute(
          `INSERT INTO commerce_products (workspace_id, id, title, product_type, handle, updated_at) VALUES ($1::uuid, $2, $3, $4, $5, $6::timestamptz)
           ON CONFLICT (workspace_id, id) DO UPDATE SET title = excluded.title, product_type = excluded.product_type, handle = excluded.handle, updated_at = excluded.updated_at`,
          [ws, p.id, p.title, p.productType, p.handle, p.updatedAt],
        );
    },

    async observePrices(tx: SqlClient, ws: string, rows: VariantPriceRow[]) {
      for (const v of rows)
        await tx.execute(
          `INSERT INTO commerce_price_changes (workspace_id, variant_id, product_id, price, observed_at)
           SELECT $1::uuid, $2, $3, $4::numeric, $5::timestamptz
           WHERE coalesce((SELECT price FROM commerce_price_changes WHERE workspace_id = $1::uuid AND variant_id = $2 ORDER BY observed_at DESC LIMIT 1) <> $4::numeric, true)
           ON CONFLICT DO NOTHING`,
          [ws, v.variantId, v.productId, v.price, v.observedAt],
        );
    },

    async upsertCustomers(tx: SqlClient, ws: string, rows: CustomerRow[]) {
      for (const c of rows)
        await tx.execute(
          `INSERT INTO commerce_customers (workspace_id, id, email, created_at, updated_at) VALUES ($1::uuid, $2, $3, $4::timestamptz, $5::timestamptz)
           ON CONFLICT (workspace_id, id) DO UPDATE SET email = excluded.email, created_at = excluded.created_at, updated_at = excluded.updated_at`,
          [ws, c.id, c.email?.toLowerCase() ?? null, c.createdAt, c.updatedAt],
        );
    },

    async upsertOrders(tx: SqlClient, ws: string, rows: OrderRow[]) {
      for (const o of rows) {
        await tx.execute(
          `INSERT INTO commerce_orders (workspace_id, id, name, customer_id, email, created_at, updated_at, cancelled_at, currency, gross, discounts)
           VALUES ($1::uuid, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8::timestamptz, $9, $10::numeric, $11::numeric)
           ON CONFLICT (workspace_id, id) DO UPDATE SET name = excluded.name, customer_id = excluded.customer_id, email = excluded.email,
             created_at = excluded.created_at, updated_at = excluded.updated_at, cancelled_at = excluded.cancelled_at, currency = excluded.currency,
             gross = excluded.gross, discounts = excluded.discounts`,
          [ws, o.id, o.name, o.customerId, o.email?.toLowerCase() ?? null, o.createdAt, o.updatedAt, o.cancelledAt, o.currency, o.gross, o.discounts],
        );
        // an edited order may have lost lines: its lines are replaced as a whole
        await tx.execute(`DELETE FROM commerce_order_lines WHERE workspace_id = $1::uuid AND order_id = $2`, [ws, o.id]);
        for (const l of o.lines)
          await tx.execute(
            `INSERT INTO commerce_order_lines (workspace_id, order_id, id, product_id, variant_id, title, quantity, unit_price, discount)
             VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric)`,
            [ws, o.id, l.id, l.productId, l.variantId, l.title, l.quantity, l.unitPrice, l.discount],
          );
      }
    },

    async upsertMemberships(tx: SqlClient, ws: string, rows: MembershipRow[]) {
      for (const m of rows)
        await tx.execute(
          `INSERT INTO commerce_memberships (workspace_id, id, customer_id, status, created_at, updated_at) VALUES ($1::uuid, $2, $3, $4, $5::timestamptz, $6::timestamptz)
           ON CONFLICT (workspace_id, id) DO UPDATE SET customer_id = excluded.customer_id, status = excluded.status, created_at = excluded.created_at, updated_at = excluded.updated_at`,
          [ws, m.id, m.customerId, m.status, m.createdAt, m.updatedAt],
        );
    },
  };
}

export type CommerceDataRepository = ReturnType<typeof createCommerceDataRepository>;
