// Commerce figures against independent SQL on seeded store rows: revenue and AOV (from the lines,
// not the order totals), new vs returning customers (NOT EXISTS rather than first-order dates), and
// the decomposition's totals equal to the two periods' net revenue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';

let ctx: TestContext;
let ws: string;
const q = <T = any>(s: string, p: unknown[] = []) => ctx.t.db.sql.query<T>(s, p);
const SEP = { from: new Date('2026-09-01T00:00:00Z'), to: new Date('2026-10-01T00:00:00Z') };
const AUG = { from: new Date('2026-08-01T00:00:00Z'), to: new Date('2026-09-01T00:00:00Z') };

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-10-02T00:00:00Z') });
  ws = randomUUID();
  await q(`INSERT INTO workspaces (id, name, site_key) VALUES ($1::uuid, 'shop', $2)`, [ws, `site_${ws}`]);
  let seed = 11;
  const r = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  for (let i = 0; i < 400; i++) {
    const at = new Date(Date.UTC(2026, 6, 15) + Math.floor(r() * 75 * 86_400_000)); // mid-July .. end of September
    const customer = r() < 0.15 ? null : `gid://shopify/Customer/${Math.floor(r() * 120)}`;
    const lines = Array.from({ length: 1 + Math.floor(r() * 3) }, (_, j) => ({ id: `L${i}_${j}`, p: 1 + Math.floor(r() * 5), qty: 1 + Math.floor(r() * 3), price: (5 + Math.floor(r() * 9000) / 100).toFixed(2) }));
    const withDisc = lines.map((l) => ({ ...l, disc: r() < 0.3 ? (Number(l.price) * l.qty * 0.1).toFixed(2) : '0.00' }));
    const gross = withDisc.reduce((s, l) => s + Math.round(Number(l.price) * 100) * l.qty, 0) / 100;
    const disc = withDisc.reduce((s, l) => s + Math.round(Number(l.disc) * 100), 0) / 100;
    await q(
      `INSERT INTO commerce_orders (workspace_id, id, name, customer_id, email, created_at, updated_at, cancelled_at, currency, gross, discounts)
       VALUES ($1::uuid, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz, $7::timestamptz, 'USD', $8, $9)`,
      [ws, `O${i}`, `#${i}`, customer, customer ? null : `guest${i % 40}@example.com`, at, r() < 0.05 ? at : null, gross.toFixed(2), disc.toFixed(2)],
    );
    for (const l of withDisc)
      await q(
        `INSERT INTO commerce_order_lines (workspace_id, order_id, id, product_id, variant_id, title, quantity, unit_price, discount) VALUES ($1::uuid, $2, $3, $4, $4, $5, $6, $7, $8)`,
        [ws, `O${i}`, l.id, `P${l.p}`, `Product ${l.p}`, l.qty, l.price, l.disc],
      );
  }
  // identified readers: guest buyers with visits to the blog and other pages (some by bots)
  for (let g = 0; g < 40; g++) {
    const [v] = await q<{ id: string }>(`INSERT INTO visitors (id, workspace_id, anonymous_id, email) VALUES ($4::uuid, $1::uuid, $2, $3) RETURNING id::text`, [ws, `anon${g}`, `Guest${g}@example.com`, randomUUID()]);
    for (let k = 0; k < 6; k++) {
      const at = new Date(Date.UTC(2026, 7, 1) + Math.floor(r() * 60 * 86_400_000));
      const path = r() < 0.5 ? `/blog/post-${k}` : r() < 0.5 ? '/pricing' : '/blogroll';
      await q(`INSERT INTO visits (workspace_id, visitor_id, url, path, occurred_at, is_bot) VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6)`, [ws, v!.id, `https://x.test${path}`, path, at, r() < 0.1]);
    }
  }
}, 300_000);
afterAll(async () => ctx?.t.drop());

async function truthRevenue(p: { from: Date; to: Date }) {
  const [t] = await q(
    `SELECT count(DISTINCT o.id)::int AS orders, sum(l.quantity * l.unit_price)::numeric(14,2)::text AS gross, sum(l.discount)::numeric(14,2)::text AS discounts
     FROM commerce_orders o JOIN commerce_order_lines l ON l.order_id = o.id AND l.workspace_id = o.workspace_id
     WHERE o.workspace_id = $1::uuid AND o.cancelled_at IS NULL AND o.created_at >= $2 AND o.created_at < $3`,
    [ws, p.from, p.to],
  );
  return t;
}

describe('commerce figures equal independent SQL', () => {
  it('revenue_and_aov: orders, gross, discounts, net and AOV = (gross − discounts) / orders', async () => {
    const [got] = await createAccountsServices(ctx).commerce.revenueAndAov(ws, SEP);
    const t = await truthRevenue(SEP);
    const net = Math.round(Number(t.gross) * 100) - Math.round(Number(t.discounts) * 100);
    console.log(`September: ${JSON.stringify(got)}`);
    expect(got).toEqual({ currency: 'USD', orders: t.orders, gross: t.gross, discounts: t.discounts, net: (net / 100).toFixed(2), aov: (Math.round(net / t.orders) / 100).toFixed(2) });
  });

  it('customer_counts: new vs returning', async () => {
    const got = await createAccountsServices(ctx).commerce.customerCounts(ws, SEP);
    const [t] = await q(
      `WITH b AS (SELECT DISTINCT coalesce(customer_id, email) k FROM commerce_orders WHERE workspace_id = $1::uuid AND cancelled_at IS NULL AND created_at >= $2 AND created_at < $3)
       SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM commerce_orders o WHERE o.workspace_id = $1::uuid AND o.cancelled_at IS NULL AND o.created_at < $2 AND coalesce(o.customer_id, o.email) = b.k))::int AS n,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM commerce_orders o WHERE o.workspace_id = $1::uuid AND o.cancelled_at IS NULL AND o.created_at < $2 AND coalesce(o.customer_id, o.email) = b.k))::int AS r FROM b`,
      [ws, SEP.from, SEP.to],
    );
    console.log(`September customers: ${JSON.stringify(got)}`);
    expect(got).toEqual({ new_customers: t.n, returning_customers: t.r });
    expect(t.n).toBeGreaterThan(0);
    expect(t.r).toBeGreaterThan(0);
  });

  it('aov_decomposition: ends equal each period’s net revenue and AOV; effects add up exactly', async () => {
    const d = await createAccountsServices(ctx).commerce.aovDecomposition(ws, AUG, SEP, 'USD');
    const [a, s] = [await truthRevenue(AUG), await truthRevenue(SEP)];
    const net = (t: any) => Math.round(Number(t.gross) * 100) - Math.round(Number(t.discounts) * 100);
    console.log(`Aug → Sep: ${JSON.stringify(d)}`);
    expect(d.revenue).toMatchObject({ before: (net(a) / 100).toFixed(2), after: (net(s) / 100).toFixed(2), change: ((net(s) - net(a)) / 100).toFixed(2) });
    const c = (k: string) => Math.round(Number((d.revenue as any)[k]) * 100);
    expect(c('orders_effect') + c('quantity_effect') + c('mix_effect') + c('price_effect')).toBe(c('change'));
    expect(d.aov).toMatchObject({ before: (Math.round(net(a) / a.orders) / 100).toFixed(2), after: (Math.round(net(s) / s.orders) / 100).toFixed(2) });
  });

  it('product_performance: units and net per product, best-selling first', async () => {
    const got = await createAccountsServices(ctx).commerce.productPerformance(ws, SEP);
    const t = await q(
      `SELECT l.title AS product, sum(l.quantity)::int AS units, (sum(l.quantity * l.unit_price) - sum(l.discount))::numeric(14,2)::text AS net
       FROM commerce_order_lines l WHERE l.workspace_id = $1::uuid AND l.order_id IN
         (SELECT id FROM commerce_orders WHERE workspace_id = $1::uuid AND cancelled_at IS NULL AND created_at >= $2 AND created_at < $3)
       GROUP BY l.title ORDER BY sum(l.quantity * l.unit_price) - sum(l.discount) DESC`,
      [ws, SEP.from, SEP.to],
    );
    expect(got).toEqual(t.map((r) => ({ currency: 'USD', ...r })));
    expect(got.length).toBe(5);
  });

  it('page_to_product_attribution: products in orders that followed a /blog view within 7 days, recomputed in code', async () => {
    const got = await createAccountsServices(ctx).commerce.pageToProduct(ws, SEP, '/blog');
    const orders = await q(`SELECT id, email, created_at FROM commerce_orders WHERE workspace_id = $1::uuid AND cancelled_at IS NULL AND created_at >= $2 AND created_at < $3 AND email IS NOT NULL`, [ws, SEP.from, SEP.to]);
    const views = await q(`SELECT lower(v.email) AS email, x.path, x.occurred_at, x.is_bot FROM visits x JOIN visitors v ON v.id = x.visitor_id WHERE x.workspace_id = $1::uuid`, [ws]);
    const lines = await q(`SELECT order_id, title, quantity FROM commerce_order_lines WHERE workspace_id = $1::uuid`, [ws]);
    const hit = (o: any) => views.some((x) => x.email === o.email && !x.is_bot && (x.path === '/blog' || x.path.startsWith('/blog/')) && +x.occurred_at <= +o.created_at && +x.occurred_at > +o.created_at - 7 * 86_400_000);
    const by = new Map<string, { buyers: Set<string>; orders: Set<string>; units: number }>();
    for (const o of orders.filter(hit))
      for (const l of lines.filter((x) => x.order_id === o.id)) {
        const e = by.get(l.title) ?? { buyers: new Set(), orders: new Set(), units: 0 };
        e.buyers.add(o.email); e.orders.add(o.id); e.units += l.quantity;
        by.set(l.title, e);
      }
    const want = [...by].map(([product, e]) => ({ product, buyers: e.buyers.size, orders: e.orders.size, units: e.units }))
      .sort((a, b) => b.orders - a.orders || b.units - a.units || a.product.localeCompare(b.product));
    console.log(`after /blog: ${JSON.stringify(got)}`);
    expect(got).toEqual(want);
    expect(want.length).toBeGreaterThan(0);
  });

  it('a period that ends before it starts is a 422, not an empty answer', async () => {
    await expect(createAccountsServices(ctx).commerce.revenueAndAov(ws, { from: SEP.to, to: SEP.from })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
