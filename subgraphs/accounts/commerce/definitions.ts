// The commerce definitions, stated once: every commerce figure (tools, README, capabilities) is
// computed from these SQL expressions and described by these sentences.

/** Orders that count: not cancelled, with their sale time (Shopify processedAt) in [from, to). */
export const COUNTED_ORDER = `o.cancelled_at IS NULL AND o.created_at >= $2::timestamptz AND o.created_at < $3::timestamptz`;
/** line net, in the store currency: quantity × original unit price − the discounts allocated to the line */
export const LINE_NET = `(l.quantity * l.unit_price - l.discount)`;
/** A customer is keyed by Shopify customer id, or by lower-cased order email for guest checkouts. */
export const CUSTOMER_KEY = `coalesce(o.customer_id, o.email)`;

/** Page → purchase attribution: a page view counts toward an order placed at most this long after it. */
export const ATTRIBUTION_LOOKBACK_DAYS = 7;

export const COMMERCE_DEFINITIONS = {
  orders: 'Orders whose sale time (Shopify processedAt) falls in the period, cancelled orders excluded.',
  gross: 'Gross sales: the sum over order lines of quantity × original unit price, before discounts; excludes tax, shipping and refunds.',
  discounts: 'Discounts: the sum of the discounts Shopify allocates to order lines (line and order-level codes).',
  net: 'Net sales: gross − discounts.',
  aov: "Average order value (Shopify's definition since 2023): (gross − discounts) ÷ orders.",
  new_customer: 'New customer: their first counted order ever falls in the period.',
  returning_customer: 'Returning customer: ordered in the period and had a counted order before the period started.',
  attribution_lookback: `Page → purchase attribution: a page view by a visitor whose email matches the order email, at most ${ATTRIBUTION_LOOKBACK_DAYS} days before the order.`,
  membership_visit: 'Membership paths, visit: the first non-bot page view in the window (under the path when one is given) by an identified visitor, matched to the store by email.',
  membership_signup: 'Membership paths, signup: the store customer record with that email was created (Shopify customer createdAt).',
  membership_paid: 'Membership paths, paid: the first membership (Shopify subscription contract) of that customer started, whatever its status now.',
  membership_paths: 'Membership paths: a stage counts when it falls in the window and not before the stage it follows; each person is counted once, on one path.',
  currency: 'Amounts are in the store currency; a store selling in several currencies is reported per currency.',
} as const;
