// The demo workspace's store: deterministic products, customers, orders and memberships written
// through the commerce repositories (the same rows a Shopify sync writes). Half of the identified
// demo visitors become customers under their own email; each one's latest order falls within the
// attribution lookback after their last visit (earlier orders, 9 days apart, make returning
// customers), so page → product questions have answers.
import type { RawSql } from '../../../core/db/index.js';
import { createCommerceDataRepository, type OrderRow } from '../commerce/commerceData.repository.js';
import { ATTRIBUTION_LOOKBACK_DAYS } from '../commerce/definitions.js';
import { createRng } from './random.js';
import { createDemoRepository } from './demo.repository.js';

export const DEMO_PRODUCTS = [
  { id: 'gid://shopify/Product/9001', title: 'Signal Starter Kit', price: 49 },
  { id: 'gid://shopify/Product/9002', title: 'Intent Playbook', price: 29 },
  { id: 'gid://shopify/Product/9003', title: 'Pro Membership', price: 99 },
  { id: 'gid://shopify/Product/9004', title: 'Workshop Seat', price: 249 },
] as const;
const DAY_MS = 86_400_000;

export async function loadDemoStore(sql: RawSql, workspaceId: string, opts: { now: Date; seed: number }) {
  const rng = createRng(opts.seed + 17);
  const repo = createCommerceDataRepository();
  const visitors = await createDemoRepository(sql).visitorsWithEmail(workspaceId);
  const at0 = new Date(opts.now.getTime() - 60 * DAY_MS).toISOString();
  const orders: OrderRow[] = [];
  const customers = visitors.filter(() => rng.chance(0.5)).map((v, i) => ({ id: `gid://shopify/Customer/${9000 + i}`, email: v.email, last: new Date(v.last_visit_at) }));
  for (const c of customers) {
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      // within the lookback after the last visit, never in the future
      const at = new Date(Math.min(c.last.getTime() + rng.int(1, ATTRIBUTION_LOOKBACK_DAYS * 24 - 1) * 3_600_000, opts.now.getTime() - 60_000) - k * 9 * DAY_MS);
      const p = rng.pick(DEMO_PRODUCTS);
      const qty = rng.int(1, 2);
      const discount = rng.chance(0.25) ? (p.price * qty * 0.1).toFixed(2) : '0.00';
      const id = `gid://shopify/Order/${90000 + orders.length}`;
      orders.push({
        id, name: `#D${1000 + orders.length}`, customerId: c.id, email: c.email, createdAt: at.toISOString(), updatedAt: at.toISOString(), cancelledAt: null, currency: 'USD',
        gross: (p.price * qty).toFixed(2), discounts: discount,
        lines: [{ id: `${id}/1`, productId: p.id, variantId: p.id.replace('Product', 'ProductVariant'), title: p.title, quantity: qty, unitPrice: p.price.toFixed(2), discount }],
      });
    }
  }
  await sql.transaction(async (tx) => {
    await repo.upsertProducts(tx, workspaceId, DEMO_PRODUCTS.map((p) => ({ id: p.id, title: p.title, productType: null, handle: null, updatedAt: at0 })));
    await repo.observePrices(tx, workspaceId, DEMO_PRODUCTS.map((p) => ({ variantId: p.id.replace('Product', 'ProductVariant'), productId: p.id, price: p.price.toFixed(2), observedAt: at0 })));
    await repo.upsertCustomers(tx, workspaceId, customers.map((c) => ({ id: c.id, email: c.email, createdAt: at0, updatedAt: at0 })));
    await repo.upsertOrders(tx, workspaceId, orders);
    const members = orders.filter((o) => o.lines[0]!.productId === DEMO_PRODUCTS[2].id);
    await repo.upsertMemberships(tx, workspaceId, members.map((o, i) => ({ id: `gid://shopify/SubscriptionContract/${9000 + i}`, customerId: o.customerId, status: 'ACTIVE', createdAt: o.createdAt, updatedAt: o.createdAt })));
  });
  return { customers: customers.length, orders: orders.length };
}
