// Commerce questions over POST /ask with the shipped (deterministic) planner (issue 17 point 5):
// revenue for the window asked equals independent SQL; a price-change question runs causal_impact;
// a cause with no intervention in the data is refused by rule; an uncovered commerce question is
// declined by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, setup, type Fixture, SETUP_TIMEOUT } from '../helpers/copilot.js';
import { loadDefaultPlanner } from '../../subgraphs/copilot/runtime/defaultPlanner.js';
import { CAUSAL_REFUSAL } from '../../subgraphs/copilot/runtime/refusals.js';

const DAY = 86_400_000;
let f: Fixture;
const q = <T = any>(s: string, p: unknown[] = []) => f.server.rt.db.sql.query<T>(s, p);

beforeAll(async () => {
  f = await setup();
  f.copilot.usePlanner(loadDefaultPlanner(f.server.rt));
  const ws = f.workspaceId;
  const now = Date.now();
  await q(`INSERT INTO commerce_products (workspace_id, id, title, updated_at) VALUES ($1::uuid, 'P1', 'Trail Shoe', now()), ($1::uuid, 'P2', 'Rain Jacket', now())`, [ws]);
  await q(
    `INSERT INTO commerce_price_changes (workspace_id, variant_id, product_id, price, observed_at)
     VALUES ($1::uuid, 'V1', 'P1', 120, $2::timestamptz), ($1::uuid, 'V1', 'P1', 99, $3::timestamptz)`,
    [ws, new Date(now - 140 * DAY), new Date(now - 30 * DAY)],
  );
  let seed = 3;
  const r = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  for (let d = 130; d >= 1; d--) {
    const at = new Date(now - d * DAY);
    const jackets = 10 + Math.floor(r() * 6);
    const shoes = 4 + Math.floor(r() * 4);
    // order totals as Shopify reports them: gross = Σ quantity × unit price, discounts = Σ line discounts
    await q(`INSERT INTO commerce_orders (workspace_id, id, name, created_at, updated_at, currency, gross, discounts) VALUES ($1::uuid, $2, $2, $3, $3, 'USD', $4, 5)`, [
      ws, `O${d}`, at, jackets * 80 + shoes * 99,
    ]);
    await q(
      `INSERT INTO commerce_order_lines (workspace_id, order_id, id, product_id, variant_id, title, quantity, unit_price, discount)
       VALUES ($1::uuid, $2, 'a', 'P2', 'V2', 'Rain Jacket', $3, 80, 0), ($1::uuid, $2, 'b', 'P1', 'V1', 'Trail Shoe', $4, 99, 5)`,
      [ws, `O${d}`, jackets, shoes],
    );
  }
}, SETUP_TIMEOUT);
afterAll(async () => f?.server.stop());

describe('commerce questions over /ask', () => {
  it('revenue last month: the window asked, and the figure independent SQL gives', async () => {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [truth] = await q<{ net: string }>(
      `SELECT coalesce(sum(l.quantity * l.unit_price - l.discount), 0)::numeric(14,2)::text AS net FROM commerce_order_lines l
       JOIN commerce_orders o ON o.workspace_id = l.workspace_id AND o.id = l.order_id
       WHERE o.workspace_id = $1::uuid AND o.cancelled_at IS NULL AND o.created_at >= $2 AND o.created_at < $3`,
      [f.workspaceId, from, to],
    );
    const res = await ask(f, f.owner, { question: 'what was our net revenue last month?' });
    expect(res.status).toBe(200);
    expect(res.body.trace[0]).toMatchObject({ tool: 'revenue_and_aov' });
    expect(res.body.trace[0].arguments.window).toMatchObject({ from: from.toISOString(), to: to.toISOString() });
    expect(res.body.answer).toContain(`net ${truth!.net}`);
  });

  it('did the price change increase sales → causal_impact, with its verdict and method', async () => {
    const res = await ask(f, f.owner, { question: 'did the price change on Trail Shoe increase sales?' });
    expect(res.status).toBe(200);
    expect(res.body.refusal).toBeNull();
    expect(res.body.trace[0]).toMatchObject({ tool: 'causal_impact', arguments: { product: 'Trail Shoe' } });
    expect(res.body.trace[0].data[0]).toMatchObject({ product: 'Trail Shoe', intervention_date: new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10) });
    expect(res.body.answer).toMatch(/Trail Shoe/);
  });

  it('a cause with no intervention in the data is refused by rule; an uncovered question is declined by name', async () => {
    const cause = await ask(f, f.owner, { question: 'did the webinar cause more orders?' });
    expect(cause.body.refusal).toBe(CAUSAL_REFUSAL);
    const ltv = await ask(f, f.owner, { question: 'what is our customer lifetime value?' });
    expect(ltv.body.answer).toMatch(/lifetime value/);
    expect(ltv.body.trace).toEqual([]);
  });
});
