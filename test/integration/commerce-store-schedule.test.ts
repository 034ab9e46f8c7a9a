// Connected stores sync on the schedule (issue 17): the `stores` entry of SCHEDULED_JOBS, run by the
// embedded default's in-process scheduler (and by pg-boss on PostgreSQL), imports a connected store,
// then only what changed since, once per slot; a token revoked mid-sync stops the run cleanly, says so
// in workspace_setup, and takes the store off the schedule until it is authorised again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { testDbKind } from '../helpers/db.js';
import { startFakeShopify, type FakeShopify, type FakeStoreData } from '../helpers/fakeShopify.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';
import { callbackHmac } from '../../subgraphs/accounts/commerce/shopifyOAuth.js';
import { workspaceSetup } from '../../subgraphs/copilot/tools/setup/workspace_setup.js';
import { createScheduler } from '../../subgraphs/accounts/jobs/scheduler.js';
import { createPgBossScheduler } from '../../subgraphs/accounts/jobs/pgBossScheduler.js';
import { SCHEDULED_JOBS } from '../../subgraphs/accounts/jobs/scheduledJobs.js';
import { createJobRunner } from '../../subgraphs/accounts/jobs/runner.js';
import type { ToolContext } from '../../subgraphs/copilot/catalogue/types.js';

const SHOP = 'sched-demo.myshopify.com';
const iso = (day: number, min = 0) => new Date(Date.UTC(2026, 8, 1 + day, 12, min)).toISOString();
const money = (a: number) => ({ shopMoney: { amount: a.toFixed(2) } });
const order = (i: number, day: number) => ({
  id: `gid://shopify/Order/${i}`,
  name: `#${1000 + i}`,
  email: `buyer${i % 5}@example.com`,
  processedAt: iso(day),
  updatedAt: iso(day, i % 60),
  cancelledAt: null,
  currencyCode: 'USD',
  customer: { id: `gid://shopify/Customer/${i % 5}` },
  lineItems: { nodes: [{ id: `gid://shopify/LineItem/${i}`, title: 'Mug', quantity: 1, product: { id: 'gid://shopify/Product/1' }, variant: { id: 'gid://shopify/ProductVariant/1' }, originalUnitPriceSet: money(12), totalDiscountSet: money(0) }] },
});
const data = (): FakeStoreData => ({
  products: [{ id: 'gid://shopify/Product/1', title: 'Mug', productType: 'Gear', handle: 'mug', updatedAt: iso(0), variants: { nodes: [{ id: 'gid://shopify/ProductVariant/1', price: '12.00', updatedAt: iso(0) }] } }],
  customers: Array.from({ length: 5 }, (_, i) => ({ id: `gid://shopify/Customer/${i}`, email: `buyer${i}@example.com`, createdAt: iso(0), updatedAt: iso(0, i) })),
  orders: Array.from({ length: 70 }, (_, i) => order(i, 1 + (i % 10))),
  subscriptionContracts: [],
});

const HOUR_MS = 3_600_000;
let ctx: TestContext;
let fake: FakeShopify;
let ws: string;
const q = <T = any>(s: string, p: unknown[] = []) => ctx.t.db.sql.query<T>(s, p);
const svc = () => createAccountsServices(ctx);
const storesJob = SCHEDULED_JOBS.filter((j) => j.name === 'stores');
const orders = async () => (await q<{ n: number }>(`SELECT count(*)::int n FROM commerce_orders WHERE workspace_id = $1::uuid`, [ws]))[0]!.n;
const storeRuns = () => q<{ status: string; stats: any }>(`SELECT status, stats FROM job_runs WHERE job = 'stores' ORDER BY started_at, id`);

async function authorise() {
  const c = await svc().store.connect(ws, SHOP);
  const state = new URL(c.consent_url).searchParams.get('state')!;
  const query: Record<string, string> = { code: fake.code, shop: SHOP, state, timestamp: '1790000000' };
  await svc().store.completeConsent({ ...query, hmac: callbackHmac(query, fake.clientSecret) });
}

beforeAll(async () => {
  fake = await startFakeShopify(data());
  ctx = await createTestContext({
    now: new Date('2026-10-01T00:00:10Z'),
    env: { SHOPIFY_CLIENT_ID: fake.clientId, SHOPIFY_CLIENT_SECRET: fake.clientSecret, SHOPIFY_ADMIN_ORIGIN: fake.origin },
  });
  ws = randomUUID();
  await q(`INSERT INTO workspaces (id, name, site_key) VALUES ($1::uuid, 'sched', $2)`, [ws, `site_${ws}`]);
  await authorise();
}, 300_000);
afterAll(async () => {
  await fake?.close();
  await ctx?.t.drop();
});

describe('scheduled store sync', () => {
  it('is a scheduled job, every SIGNAL_STORE_SYNC_INTERVAL_SECONDS (default one hour)', () => {
    expect(storesJob).toHaveLength(1);
    expect(storesJob[0]!.everySeconds(ctx.config)).toBe(3600);
  });

  it('imports a connected store at the first tick, then once per slot, only what changed', async () => {
    const scheduler = createScheduler(ctx, createJobRunner(ctx), storesJob);
    await scheduler.tick();
    expect(await orders()).toBe(70);
    let runs = await storeRuns();
    expect(runs).toHaveLength(1);
    // 1 product page + 1 customer page + 2 order pages (50 + 20) + 1 membership page
    expect(runs[0]).toMatchObject({ status: 'succeeded', stats: { stores: 1, synced: 1, stopped: 0, errors: 0, pages: 5, records: 1 + 5 + 70 } });

    // same slot: nothing runs, even with new data waiting
    fake.data.orders.push(order(500, 12), order(501, 12));
    fake.calls.length = 0;
    ctx.clock.advance(HOUR_MS / 2);
    await scheduler.tick();
    expect(fake.calls).toHaveLength(0);
    expect(await storeRuns()).toHaveLength(1);

    // next slot: the incremental pass asks for orders updated since the newest one stored
    ctx.clock.advance(HOUR_MS / 2);
    await scheduler.tick();
    expect(await orders()).toBe(72);
    const newest = data().orders.map((o) => o.updatedAt).sort().at(-1)!;
    expect(fake.calls.find((c) => c.field === 'orders')!.query).toBe(`updated_at:>='${newest}'`);
    runs = await storeRuns();
    expect(runs).toHaveLength(2);
    expect(runs[1]!.stats).toMatchObject({ synced: 1, stopped: 0 });
    await scheduler.stop();
    expect(fake.violations).toEqual([]);
  });

  it('a token revoked during a scheduled sync stops it cleanly, says so in workspace_setup, and leaves the store off the schedule', async () => {
    const scheduler = createScheduler(ctx, createJobRunner(ctx), storesJob);
    for (let i = 0; i < 60; i++) fake.data.orders.push(order(600 + i, 20));
    fake.revokeAfter = 3; // products, customers, orders page 1 answer; orders page 2 is refused
    ctx.clock.advance(HOUR_MS);
    await scheduler.tick();
    const runs = await storeRuns();
    expect(runs.at(-1)).toMatchObject({ status: 'succeeded', stats: { stores: 1, synced: 0, stopped: 1, errors: 0 } });
    // the page stored before the refusal is kept: order 501 (at the watermark, read again) and 49 new ones
    expect(await orders()).toBe(72 + 49);
    const setup = await workspaceSetup.run(
      { workspaceId: ws, now: ctx.clock.now(), access: { effectivePlan: 'pro', trialActive: false, cap: 1000 }, services: { store: svc().store, onboarding: svc().onboarding } } as unknown as ToolContext,
      {},
    );
    expect((setup.data as any[]).find((r) => r.section === 'store')).toMatchObject({ status: 'revoked', sync_status: 'stopped', sync_error: expect.stringContaining('revoked access during the sync') });

    // the next slot does not call the store at all
    fake.revokeAfter = null;
    fake.calls.length = 0;
    ctx.clock.advance(HOUR_MS);
    await scheduler.tick();
    expect(fake.calls).toHaveLength(0);
    expect((await storeRuns()).at(-1)!.stats).toMatchObject({ stores: 0, synced: 0 });

    // authorised again: the next slot resumes and finishes the pass
    await authorise();
    ctx.clock.advance(HOUR_MS);
    await scheduler.tick();
    expect(await orders()).toBe(72 + 60);
    expect((await storeRuns()).at(-1)!.stats).toMatchObject({ stores: 1, synced: 1 });
    await scheduler.stop();
  });

  it.skipIf(testDbKind() !== 'postgres')('on PostgreSQL, pg-boss runs the stores slot once', async () => {
    // pg-boss keys a slot by the database's wall clock: a test that straddles the top of the hour would
    // rightly send into two slots (seen once in CI: a pass started at 04:57 ran it at about 05:00), so start clear of it
    const toHour = 3_600_000 - (Date.now() % 3_600_000);
    if (toHour < 30_000) await new Promise((r) => setTimeout(r, toHour + 1_000));
    fake.data.orders.push(order(900, 25));
    const before = (await storeRuns()).length;
    ctx.clock.advance(HOUR_MS);
    const schema = `pgboss_stores_${Date.now()}`;
    const runner = createJobRunner(ctx);
    const worker = createPgBossScheduler({ config: { ...ctx.config, DATABASE_URL: ctx.t.url! }, logger: ctx.logger }, runner, { schema, jobs: storesJob });
    await worker.start();
    const until = Date.now() + 20_000;
    while ((await storeRuns()).length === before && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    await worker.tick(); // a second send in the same slot creates no second job
    await new Promise((r) => setTimeout(r, 3_000));
    await worker.stop();
    const runs = await storeRuns();
    expect(runs.length).toBe(before + 1);
    expect(runs.at(-1)).toMatchObject({ status: 'succeeded', stats: { stores: 1, synced: 1 } });
    expect(await orders()).toBe(72 + 60 + 1);
    await q(`DROP SCHEMA ${schema} CASCADE`);
  }, 90_000);
});
