// Commerce aggregates over the imported store data (commerce/definitions.ts). Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';
import { ATTRIBUTION_LOOKBACK_DAYS, COUNTED_ORDER, CUSTOMER_KEY, LINE_NET } from './definitions.js';

export interface PeriodTotals { currency: string; orders: number; gross: string; discounts: string }
export interface ProductPeriod { product_id: string; title: string; units: number; net: string }

export function createCommerceAnalyticsRepository(sql: SqlClient) {
  return {
    /** Orders, gross and discounts per currency in [from, to). */
    totals: (ws: string, from: Date, to: Date) =>
      sql.query<PeriodTotals>(
        `SELECT o.currency, count(*)::int AS orders, sum(o.gross)::text AS gross, sum(o.discounts)::text AS discounts
         FROM commerce_orders o WHERE o.workspace_id = $1::uuid AND ${COUNTED_ORDER} GROUP BY o.currency ORDER BY o.currency`,
        [ws, from, to],
      ),

    /** Units and net per product for one currency in [from, to) (lines without a product are grouped under their title). */
    byProduct: (ws: string, from: Date, to: Date, currency: string) =>
      sql.query<ProductPeriod>(
        `SELECT coalesce(l.product_id, 'title:' || l.title) AS product_id, min(coalesce(p.title, l.title)) AS title,
           sum(l.quantity)::int AS units, sum(${LINE_NET})::text AS net
         FROM commerce_orders o JOIN commerce_order_lines l ON l.workspace_id = o.workspace_id AND l.order_id = o.id
         LEFT JOIN commerce_products p ON p.workspace_id = l.workspace_id AND p.id = l.product_id
         WHERE o.workspace_id = $1::uuid AND ${COUNTED_ORDER} AND o.currency = $4
         GROUP BY 1 ORDER BY 1`,
        [ws, from, to, currency],
      ),

    /** Products bought in orders preceded (within the lookback) by a non-bot view of a page under `pathPrefix` by a visitor with the order's email. */
    pageToProduct: (ws: string, from: Date, to: Date, pathPrefix: string) =>
      sql.query<{ product: string; buyers: number; orders: number; units: number }>(
        `WITH attributed AS (
           SELECT DISTINCT o.id, o.email FROM commerce_orders o
           JOIN visitors v ON v.workspace_id = o.workspace_id AND lower(v.email) = o.email
           JOIN visits x ON x.visitor_id = v.id AND x.workspace_id = o.workspace_id
           WHERE o.workspace_id = $1::uuid AND ${COUNTED_ORDER} AND x.is_bot IS NOT TRUE
             AND (x.path = $4 OR x.path LIKE $4 || '/%') AND x.occurred_at <= o.created_at
             AND x.occurred_at > o.created_at - interval '${ATTRIBUTION_LOOKBACK_DAYS} days')
         SELECT coalesce(p.title, l.title) AS product, count(DISTINCT a.email)::int AS buyers, count(DISTINCT a.id)::int AS orders, sum(l.quantity)::int AS units
         FROM attributed a JOIN commerce_order_lines l ON l.workspace_id = $1::uuid AND l.order_id = a.id
         LEFT JOIN commerce_products p ON p.workspace_id = l.workspace_id AND p.id = l.product_id
         GROUP BY 1 ORDER BY 3 DESC, 4 DESC, 1`,
        [ws, from, to, pathPrefix.replace(/\/+$/, '') || '/'],
      ),

    /** Observed price changes, oldest first; `product` matches the title case-insensitively (null: every product). */
    priceHistory: (ws: string, product: string | null) =>
      sql.query<{ product_id: string; title: string; variant_id: string; price: string; observed_at: Date }>(
        `SELECT c.product_id, p.title, c.variant_id, c.price::text AS price, c.observed_at
         FROM commerce_price_changes c JOIN commerce_products p ON p.workspace_id = c.workspace_id AND p.id = c.product_id
         WHERE c.workspace_id = $1::uuid AND ($2::text IS NULL OR lower(p.title) = lower($2::text))
         ORDER BY p.title, c.variant_id, c.observed_at`,
        [ws, product],
      ),

    /** The store's products (causal_impact selects one by name). */
    products: (ws: string) =>
      sql.query<{ id: string; title: string }>(`SELECT id, title FROM commerce_products WHERE workspace_id = $1::uuid ORDER BY title, id`, [ws]),

    /** The last price change before `before` (of one product, or of any), a variant's first observation excluded. */
    async lastPriceChange(ws: string, productId: string | null, before: Date): Promise<{ at: Date; product_id: string; title: string } | null> {
      const [row] = await sql.query<{ at: Date; product_id: string; title: string }>(
        `SELECT c.observed_at AS at, c.product_id, p.title FROM commerce_price_changes c
         JOIN commerce_products p ON p.workspace_id = c.workspace_id AND p.id = c.product_id
         WHERE c.workspace_id = $1::uuid AND ($2::text IS NULL OR c.product_id = $2) AND c.observed_at < $3::timestamptz
           AND EXISTS (SELECT 1 FROM commerce_price_changes e WHERE e.workspace_id = c.workspace_id AND e.variant_id = c.variant_id AND e.observed_at < c.observed_at)
         ORDER BY c.observed_at DESC, c.product_id LIMIT 1`,
        [ws, productId, before],
      );
      return row ?? null;
    },

    /** The currency with the most counted orders in [from, to) (a series is in one currency), and how many there are. */
    currencies: (ws: string, from: Date, to: Date) =>
      sql.query<{ currency: string; orders: number }>(
        `SELECT o.currency, count(*)::int AS orders FROM commerce_orders o WHERE o.workspace_id = $1::uuid AND ${COUNTED_ORDER}
         GROUP BY 1 ORDER BY 2 DESC, 1`,
        [ws, from, to],
      ),

    /**
     * Per UTC day in [from, to): the product's units and net sales, and the rest of the store's (the
     * control series; all of it when no product), in one currency; days without orders are zeros.
     */
    dailySeries: (ws: string, productId: string | null, from: Date, to: Date, currency: string) =>
      sql.query<{ day: string; units: number; net: string; other_units: number; other_net: string }>(
        `WITH lines AS (
           SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, coalesce(l.product_id = $4, false) AS mine, l.quantity, ${LINE_NET} AS net
           FROM commerce_orders o JOIN commerce_order_lines l ON l.workspace_id = o.workspace_id AND l.order_id = o.id
           WHERE o.workspace_id = $1::uuid AND ${COUNTED_ORDER} AND o.currency = $5)
         SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                coalesce(sum(l.quantity) FILTER (WHERE l.mine), 0)::int AS units, coalesce(sum(l.net) FILTER (WHERE l.mine), 0)::text AS net,
                coalesce(sum(l.quantity) FILTER (WHERE NOT l.mine), 0)::int AS other_units, coalesce(sum(l.net) FILTER (WHERE NOT l.mine), 0)::text AS other_net
         FROM generate_series(($2::timestamptz AT TIME ZONE 'UTC')::date, ($3::timestamptz AT TIME ZONE 'UTC')::date - 1, interval '1 day') AS d(day)
         LEFT JOIN lines l ON l.day = d.day::date
         GROUP BY d.day ORDER BY d.day`,
        [ws, from, to, productId, currency],
      ),

    /**
     * Per person (lower-cased email): first qualifying visit in [from, to) (non-bot, under `pathPrefix`
     * when given), customer creation and first membership start (both ever), and the most recently
     * seen visitor's account for the plan cap. Only people with something in the window.
     */
    membershipStages: (ws: string, from: Date, to: Date, pathPrefix: string | null) =>
      sql.query<{ email: string; visited_at: Date | null; signed_up_at: Date | null; paid_at: Date | null; resolved_name: string | null; company_domain: string | null; company_name: string | null; account_cap_rank: number | null }>(
        `WITH v AS (SELECT lower(vi.email) AS email, min(x.occurred_at) AS visited_at FROM visitors vi
                    JOIN visits x ON x.visitor_id = vi.id AND x.workspace_id = vi.workspace_id
                    WHERE vi.workspace_id = $1::uuid AND vi.email IS NOT NULL AND x.is_bot IS NOT TRUE
                      AND x.occurred_at >= $2::timestamptz AND x.occurred_at < $3::timestamptz
                      AND ($4::text IS NULL OR x.path = $4::text OR x.path LIKE $4::text || '/%') GROUP BY 1),
              c AS (SELECT email, min(created_at) AS signed_up_at FROM commerce_customers WHERE workspace_id = $1::uuid AND email IS NOT NULL GROUP BY 1),
              m AS (SELECT c.email, min(m.created_at) AS paid_at FROM commerce_memberships m
                    JOIN commerce_customers c ON c.workspace_id = m.workspace_id AND c.id = m.customer_id
                    WHERE m.workspace_id = $1::uuid AND c.email IS NOT NULL GROUP BY 1),
              people AS (SELECT email FROM v UNION SELECT email FROM c WHERE signed_up_at >= $2::timestamptz AND signed_up_at < $3::timestamptz
                         UNION SELECT email FROM m WHERE paid_at >= $2::timestamptz AND paid_at < $3::timestamptz)
         SELECT p.email, v.visited_at, c.signed_up_at, m.paid_at, who.resolved_name, who.company_domain, who.company_name, who.cap_rank AS account_cap_rank
         FROM people p LEFT JOIN v ON v.email = p.email LEFT JOIN c ON c.email = p.email LEFT JOIN m ON m.email = p.email
         LEFT JOIN LATERAL (SELECT vi.name AS resolved_name, a.company_domain, a.company_name, a.cap_rank FROM visitors vi LEFT JOIN accounts a ON a.id = vi.account_id
                            WHERE vi.workspace_id = $1::uuid AND lower(vi.email) = p.email ORDER BY vi.last_visit_at DESC NULLS LAST, vi.id LIMIT 1) who ON true
         ORDER BY p.email`,
        [ws, from, to, pathPrefix],
      ),

    /** Customers with a counted order in the period, split new / returning. */
    customers: (ws: string, from: Date, to: Date) =>
      sql.query<{ new_customers: number; returning_customers: number }>(
        `WITH firsts AS (SELECT ${CUSTOMER_KEY} AS k, min(o.created_at) AS first_at FROM commerce_orders o
                         WHERE o.workspace_id = $1::uuid AND o.cancelled_at IS NULL AND ${CUSTOMER_KEY} IS NOT NULL GROUP BY 1),
              buyers AS (SELECT DISTINCT ${CUSTOMER_KEY} AS k FROM commerce_orders o WHERE o.workspace_id = $1::uuid AND ${COUNTED_ORDER} AND ${CUSTOMER_KEY} IS NOT NULL)
         SELECT count(*) FILTER (WHERE f.first_at >= $2::timestamptz)::int AS new_customers,
                count(*) FILTER (WHERE f.first_at < $2::timestamptz)::int AS returning_customers
         FROM buyers b JOIN firsts f ON f.k = b.k`,
        [ws, from, to],
      ),
  };
}

export type CommerceAnalyticsRepository = ReturnType<typeof createCommerceAnalyticsRepository>;
