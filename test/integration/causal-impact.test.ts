// causal_impact on seeded store rows (issue 17): a product whose price changed, with a known lift in
// its daily sales afterwards, against the rest of the store. Its observed figure equals independent
// SQL over the same days; it claims the effect; a short history, no price change, and a product
// that does not exist are answered honestly. The planner routes price-change questions to it and
// keeps refusing other causal questions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';
import { causalImpactArgs } from '../../subgraphs/copilot/planner/causal.js';
import { isCausalQuestion, refusalBeforePlanning, CAUSAL_REFUSAL } from '../../subgraphs/copilot/runtime/refusals.js';

const NOW = new Date('2026-10-02T12:00:00Z');
const DAY = 86_400_000;
const CHANGE = new Date('2026-09-01T09:00:00Z'); // the Trail Shoe's price change; 28 full days after it end on 09-29
let ctx: TestContext;
let ws: string;
const q = <T = any>(s: string, p: unknown[] = []) => ctx.t.db.sql.query<T>(s, p);
const svc = () => createAccountsServices(ctx).commerce;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  ws = randomUUID();
  await q(`INSERT INTO workspaces (id, name, site_key) VALUES ($1::uuid, 'shoes', $2)`, [ws, `site_${ws}`]);
  await q(
    `INSERT INTO commerce_products (workspace_id, id, title, updated_at) VALUES ($1::uuid, 'P1', 'Trail Shoe', $2), ($1::uuid, 'P2', 'Rain Jacket', $2), ($1::uuid, 'P3', 'Wool Socks', $2)`,
    [ws, NOW],
  );
  await q(
    `INSERT INTO commerce_price_changes (workspace_id, variant_id, product_id, price, observed_at)
     VALUES ($1::uuid, 'V1', 'P1', 120, '2026-05-01T00:00:00Z'), ($1::uuid, 'V1', 'P1', 99, $2::timestamptz), ($1::uuid, 'V3', 'P3', 12, '2026-05-01T00:00:00Z')`,
    [ws, CHANGE],
  );
  // 150 days of orders: each day the jacket (control) sells with weekly seasonality; the shoe follows
  // the store's rhythm, and sells 30% more units from the change on
  let seed = 5;
  const r = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const start = Date.UTC(2026, 4, 3);
  let n = 0;
  for (let t = start; t < Date.UTC(2026, 9, 1); t += DAY) {
    const dow = new Date(t).getUTCDay();
    const season = [0.7, 1.1, 1.0, 1.0, 1.05, 1.2, 0.9][dow]!;
    const jackets = Math.round(20 * season + 4 * (r() - 0.5));
    const shoes = Math.round((8 * season + 3 * (r() - 0.5)) * (t >= CHANGE.getTime() - 9 * 3_600_000 ? 1.3 : 1));
    const at = new Date(t + 14 * 3_600_000);
    n++;
    await q(
      `INSERT INTO commerce_orders (workspace_id, id, name, created_at, updated_at, currency, gross, discounts) VALUES ($1::uuid, $2, $2, $3, $3, 'USD', 0, 0)`,
      [ws, `O${n}`, at],
    );
    await q(
      `INSERT INTO commerce_order_lines (workspace_id, order_id, id, product_id, variant_id, title, quantity, unit_price, discount)
       VALUES ($1::uuid, $2, 'a', 'P2', 'V2', 'Rain Jacket', $3, 80, 0), ($1::uuid, $2, 'b', 'P1', 'V1', 'Trail Shoe', $4, 99, 0)`,
      [ws, `O${n}`, Math.max(1, jackets), Math.max(1, shoes)],
    );
  }
}, 300_000);
afterAll(async () => ctx?.t.drop());

describe('causal_impact', () => {
  it('finds the lift after the price change, on the figures independent SQL gives', async () => {
    const r = await svc().causalImpact(ws, { product: { id: 'P1', title: 'Trail Shoe' }, metric: 'units', interventionAt: null, now: NOW });
    expect(r).toMatchObject({ product: 'Trail Shoe', intervention_date: '2026-09-01', post_period: { from: '2026-09-01', to: '2026-09-29' }, verdict: 'effect' });
    const [truth] = await q<{ units: number }>(
      `SELECT sum(l.quantity)::int AS units FROM commerce_order_lines l JOIN commerce_orders o ON o.workspace_id = l.workspace_id AND o.id = l.order_id
       WHERE o.workspace_id = $1::uuid AND l.product_id = 'P1' AND o.cancelled_at IS NULL AND o.created_at >= '2026-09-01' AND o.created_at < '2026-09-29'`,
      [ws],
    );
    expect(r.effect!.observed).toBe(truth!.units);
    expect(Number(r.effect!.relative)).toBeGreaterThan(15); // a 30% lift in units, estimated
    expect(Number(r.effect!.relative)).toBeLessThan(45);
    expect(Number((r.effect!.interval as number[])[0])).toBeGreaterThan(0);
    expect(r).toMatchObject({ pre_days: 90, post_days: 28 });
    expect((r as { placebo_windows: number }).placebo_windows).toBeGreaterThanOrEqual(19);
  });

  it('net sales default, and the product of the last price change when none is named', async () => {
    const r = await svc().causalImpact(ws, { product: null, metric: 'net_sales', interventionAt: null, now: NOW });
    expect(r.product).toBe('Trail Shoe');
    const [truth] = await q<{ net: string }>(
      `SELECT sum(l.quantity * l.unit_price - l.discount)::text AS net FROM commerce_order_lines l JOIN commerce_orders o ON o.workspace_id = l.workspace_id AND o.id = l.order_id
       WHERE o.workspace_id = $1::uuid AND l.product_id = 'P1' AND o.cancelled_at IS NULL AND o.created_at >= '2026-09-01' AND o.created_at < '2026-09-29'`,
      [ws],
    );
    expect(Number(r.effect!.observed)).toBeCloseTo(Number(truth!.net), 2);
    expect(r).toMatchObject({ currency: 'USD' });
  });

  it('is inconclusive, saying why, with too short a history or no price change', async () => {
    const short = await svc().causalImpact(ws, { product: { id: 'P1', title: 'Trail Shoe' }, metric: 'units', interventionAt: new Date('2026-06-10T00:00:00Z'), now: NOW });
    expect(short.verdict).toBe('inconclusive');
    expect(short.reasons[0]).toMatch(/^38 days before the intervention; at least 74 are needed/);
    const none = await svc().causalImpact(ws, { product: { id: 'P2', title: 'Rain Jacket' }, metric: 'units', interventionAt: null, now: NOW });
    expect(none).toMatchObject({ verdict: 'inconclusive', reasons: ['no price change of Rain Jacket is recorded, and no intervention date was given'], effect: null });
  });
});

describe('routing causal questions', () => {
  it.each([
    ['did the price change on Trail Shoe increase sales?', { product: 'Trail Shoe', metric: 'net_sales' }],
    ['Did the price cut on the trail shoe boost units sold', { product: 'trail shoe', metric: 'units' }],
    ['what was the impact of the price change on revenue?', { product: null, metric: 'net_sales' }],
  ])('%s → causal_impact', (question, args) => {
    expect(causalImpactArgs(question)).toEqual(args);
  });

  it.each(['Did the webinar cause more signups?', 'Why did visits drop last week?', 'did the pricing page cause more demos?'])(
    '%s → the causal refusal, by rule',
    async (question) => {
      expect(causalImpactArgs(question)).toBeNull();
      const reads = { recordNames: async () => [], firstVisitAt: async () => new Date('2026-01-01') };
      const refusal = await refusalBeforePlanning(reads, { question, workspaceId: ws, now: NOW, toolNames: ['causal_impact'], causal: isCausalQuestion(question) });
      expect(refusal?.text).toBe(CAUSAL_REFUSAL);
    },
  );
});
