// The store connection against a fake Shopify on 127.0.0.1: consent (state, hmac, one code
// exchange, token sealed at rest), a paginated sync through 429 + Retry-After and a THROTTLED
// reply, an incremental and idempotent re-sync, and a token revoked mid-sync that stops cleanly and
// resumes at the page it reached once the store is authorised again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { startFakeShopify, type FakeShopify, type FakeStoreData } from '../helpers/fakeShopify.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';
import { callbackHmac } from '../../subgraphs/accounts/commerce/shopifyOAuth.js';
import { authorizeStore } from '../../subgraphs/copilot/tools/setup/authorize_store.js';
import { workspaceSetup } from '../../subgraphs/copilot/tools/setup/workspace_setup.js';
import type { ToolContext } from '../../subgraphs/copilot/catalogue/types.js';

const SHOP = 'acme-demo.myshopify.com';
const iso = (day: number, min = 0) => new Date(Date.UTC(2026, 8, 1 + day, 12, min)).toISOString();
const money = (a: number) => ({ shopMoney: { amount: a.toFixed(2) } });

function storeData(orders: number): FakeStoreData {
  const products = [1, 2, 3].map((i) => ({
    id: `gid://shopify/Product/${i}`,
    title: `Product ${i}`,
    productType: i === 3 ? 'Membership' : 'Gear',
    handle: `product-${i}`,
    updatedAt: iso(0, i),
    variants: { nodes: [{ id: `gid://shopify/ProductVariant/${i}`, price: (10 * i).toFixed(2), updatedAt: iso(0, i) }] },
  }));
  const customers = Array.from({ length: 30 }, (_, i) => ({ id: `gid://shopify/Customer/${i}`, email: `Buyer${i}@Example.com`, createdAt: iso(0), updatedAt: iso(0, i) }));
  return {
    products,
    customers,
    orders: Array.from({ length: orders }, (_, i) => orderNode(i)),
    subscriptionContracts: [0, 1, 2].map((i) => ({ id: `gid://shopify/SubscriptionContract/${i}`, status: i ? 'ACTIVE' : 'CANCELLED', createdAt: iso(2), updatedAt: iso(3), customer: { id: `gid://shopify/Customer/${i}` } })),
  };
}
function orderNode(i: number) {
  const p = (i % 3) + 1;
  return {
    id: `gid://shopify/Order/${i}`,
    name: `#${1000 + i}`,
    email: `buyer${i % 30}@example.com`,
    processedAt: iso(1 + (i % 20)),
    updatedAt: iso(1 + (i % 20), i % 60),
    cancelledAt: null,
    currencyCode: 'USD',
    customer: { id: `gid://shopify/Customer/${i % 30}` },
    lineItems: {
      nodes: [
        { id: `gid://shopify/LineItem/${i}a`, title: `Product ${p}`, quantity: 1 + (i % 2), product: { id: `gid://shopify/Product/${p}` }, variant: { id: `gid://shopify/ProductVariant/${p}` }, originalUnitPriceSet: money(10 * p), totalDiscountSet: money(i % 4 === 0 ? 2.5 : 0) },
      ],
    },
  };
}

let ctx: TestContext;
let fake: FakeShopify;
let ws: string;
const q = <T = any>(s: string, p: unknown[] = []) => ctx.t.db.sql.query<T>(s, p);
const svc = () => createAccountsServices(ctx);
// the two tools read only these services; the rest of the tool context is what a session owner has
const toolCtx = () => {
  const s = svc();
  return { workspaceId: ws, now: ctx.clock.now(), access: { effectivePlan: 'pro', trialActive: false, cap: 1000 }, services: { store: s.store, onboarding: s.onboarding } } as unknown as ToolContext;
};

beforeAll(async () => {
  fake = await startFakeShopify(storeData(120));
  ctx = await createTestContext({
    now: new Date('2026-10-01T00:00:00Z'),
    env: { SHOPIFY_CLIENT_ID: fake.clientId, SHOPIFY_CLIENT_SECRET: fake.clientSecret, SHOPIFY_ADMIN_ORIGIN: fake.origin },
  });
  ws = randomUUID();
  await q(`INSERT INTO workspaces (id, name, site_key) VALUES ($1::uuid, 'shop', $2)`, [ws, `site_${ws}`]);
}, 300_000);
afterAll(async () => {
  await fake?.close();
  await ctx?.t.drop();
});

async function consent() {
  const c = await svc().store.connect(ws, `https://${SHOP}/`);
  const link = new URL(c.consent_url);
  expect(`${link.origin}${link.pathname}`).toBe(`${fake.origin}/admin/oauth/authorize`);
  expect(link.searchParams.get('client_id')).toBe(fake.clientId);
  expect(link.searchParams.get('redirect_uri')).toBe(`${ctx.config.publicUrl}/integrations/store/callback`);
  expect(link.searchParams.get('scope')).toContain('read_orders');
  const query: Record<string, string> = { code: fake.code, shop: SHOP, state: link.searchParams.get('state')!, timestamp: '1790000000' };
  return { ...query, hmac: callbackHmac(query, fake.clientSecret) };
}

describe('store connection (Shopify OAuth)', () => {
  it('rejects a non-Shopify domain, a forged callback and a reused state; seals the token', async () => {
    await expect(svc().store.connect(ws, 'evil.example.com')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const cb = await consent();
    await expect(svc().store.completeConsent({ ...cb, hmac: '00'.repeat(32) })).rejects.toMatchObject({ details: { field: 'hmac' } });
    expect(fake.exchanges).toBe(0);
    expect(await svc().store.completeConsent(cb)).toMatchObject({ workspace_id: ws, shop: SHOP });
    await expect(svc().store.completeConsent(cb)).rejects.toMatchObject({ details: { code: 'store_consent_unknown' } });
    expect(fake.exchanges).toBe(1);
    const [row] = await q(`SELECT access_token_enc, status FROM commerce_stores WHERE workspace_id = $1::uuid`, [ws]);
    expect(row.status).toBe('connected');
    expect(row.access_token_enc).not.toContain(fake.token);
    expect((await svc().store.session(ws)).accessToken).toBe(fake.token);
  });
});

describe('authorize_store', () => {
  it('returns the consent link in secrets only, and the link is a Shopify authorize URL for the shop', async () => {
    const r = await authorizeStore.run(toolCtx(), { shop: 'other-shop.myshopify.com' });
    expect(JSON.stringify(r.data)).not.toContain('state=');
    const link = new URL((r as any).secrets.consent_url);
    expect(link.pathname).toBe('/admin/oauth/authorize');
    expect(await svc().store.get(ws)).toMatchObject({ shop: 'other-shop.myshopify.com', status: 'pending' });
    // switching back to the connected shop keeps nothing of the other one
    await svc().store.completeConsent(await consent());
    expect(await svc().store.get(ws)).toMatchObject({ shop: SHOP, status: 'connected' });
  });
});

describe('store sync', () => {
  it('imports every resource through pagination, a 429 with Retry-After and a THROTTLED reply', async () => {
    fake.http429 = 1;
    fake.throttled = 1;
    const t0 = Date.now();
    const out = await svc().storeSync.sync(ws);
    const waited = Date.now() - t0;
    console.log(`first sync: ${out.pages} pages, ${JSON.stringify(out.records)}, ${waited} ms (429 Retry-After 1 s honoured)`);
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(out).toMatchObject({ status: 'succeeded', records: { products: 3, customers: 30, orders: 120, memberships: 3 } });
    expect(fake.calls.filter((c) => c.field === 'orders').map((c) => c.after)).toEqual([null, 'NTA', 'MTAw']); // 3 pages of 50
    expect(fake.violations).toEqual([]);
    const [n] = await q(`SELECT (SELECT count(*) FROM commerce_orders)::int o, (SELECT count(*) FROM commerce_order_lines)::int l,
      (SELECT count(*) FROM commerce_customers)::int c, (SELECT count(*) FROM commerce_memberships)::int m, (SELECT count(*) FROM commerce_price_changes)::int p`);
    expect(n).toEqual({ o: 120, l: 120, c: 30, m: 3, p: 3 });
    // gross and discounts stored equal the fake's lines summed independently
    const gross = fake.data.orders.reduce((s, o) => s + o.lineItems.nodes.reduce((a: number, l: any) => a + l.quantity * Number(l.originalUnitPriceSet.shopMoney.amount), 0), 0);
    const disc = fake.data.orders.reduce((s, o) => s + o.lineItems.nodes.reduce((a: number, l: any) => a + Number(l.totalDiscountSet.shopMoney.amount), 0), 0);
    const [sum] = await q(`SELECT sum(gross)::float8 g, sum(discounts)::float8 d FROM commerce_orders WHERE workspace_id = $1::uuid`, [ws]);
    expect(sum).toEqual({ g: gross, d: disc });
    const [{ email }] = await q(`SELECT email FROM commerce_customers WHERE id = 'gid://shopify/Customer/7'`);
    expect(email).toBe('buyer7@example.com');
  });

  it('re-syncs incrementally and idempotently; a changed price adds one price-history row', async () => {
    fake.calls.length = 0;
    fake.data.products[0].variants.nodes[0] = { id: 'gid://shopify/ProductVariant/1', price: '12.00', updatedAt: iso(25) };
    fake.data.products[0].updatedAt = iso(25);
    const out = await svc().storeSync.sync(ws);
    expect(out.status).toBe('succeeded');
    const orders = fake.calls.find((c) => c.field === 'orders')!;
    expect(orders.query).toBe(`updated_at:>='${iso(20, 59)}'`); // newest order updatedAt of the last pass
    expect(out.records.orders).toBeLessThan(120);
    const [n] = await q(`SELECT (SELECT count(*) FROM commerce_orders)::int o, (SELECT count(*) FROM commerce_order_lines)::int l`);
    expect(n).toEqual({ o: 120, l: 120 });
    const prices = await q(`SELECT price::text, observed_at FROM commerce_price_changes WHERE variant_id = 'gid://shopify/ProductVariant/1' ORDER BY observed_at`);
    expect(prices.map((p) => p.price)).toEqual(['10.00', '12.00']);
    expect((await svc().commerce.priceHistory(ws, 'product 1')).map((p) => p.price)).toEqual(['10.00', '12.00']);
    expect(fake.violations).toEqual([]);
  });

  it('a token revoked mid-sync stops cleanly, says so, and the next authorised sync resumes at the page it reached', async () => {
    // 150 new orders, all newer than the watermark: three pages in this pass
    for (let i = 0; i < 150; i++) fake.data.orders.push({ ...orderNode(1000 + i), updatedAt: iso(26, i % 60) });
    fake.calls.length = 0;
    fake.revokeAfter = 3; // products, customers, orders page 1 answer; orders page 2 is refused
    const out = await svc().storeSync.sync(ws);
    expect(out.status).toBe('stopped');
    expect(out.error).toMatch(/revoked access/);
    const s = await svc().store.get(ws);
    expect(s).toMatchObject({ status: 'revoked', sync_status: 'stopped', access_token_enc: null });
    expect(s!.sync_error).toMatch(/authorise the store again/);
    expect(s!.sync_cursor.orders!.after).toBe('NTA');
    await expect(svc().storeSync.sync(ws)).rejects.toMatchObject({ details: { code: 'store_not_connected' } });
    const setup = await workspaceSetup.run(toolCtx(), {});
    expect((setup.data as any[]).find((r) => r.section === 'store')).toMatchObject({
      platform: 'shopify',
      shop_domain: SHOP,
      status: 'revoked',
      sync_status: 'stopped',
      sync_error: expect.stringContaining('revoked access during the sync'),
    });
    const [{ o }] = await q(`SELECT count(*)::int o FROM commerce_orders`);
    // the first page of 50 was kept: old orders at the watermark instant (read again, inclusive) plus new ones
    const atMark = fake.data.orders.filter((x) => x.updatedAt === iso(20, 59)).length;
    expect(o).toBe(120 + 50 - atMark);

    fake.revokeAfter = null;
    await svc().store.completeConsent(await consent());
    fake.calls.length = 0;
    const again = await svc().storeSync.sync(ws);
    expect(again.status).toBe('succeeded');
    expect(fake.calls.find((c) => c.field === 'orders')!.after).toBe('NTA');
    const [{ o: o2 }] = await q(`SELECT count(*)::int o FROM commerce_orders`);
    expect(o2).toBe(270);
    expect(fake.violations).toEqual([]);
  });
});
