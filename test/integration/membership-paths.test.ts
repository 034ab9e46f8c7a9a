// membership_conversion_paths on seeded people whose paths are known by construction (issue 17):
// each person is counted once, on the path their visit, store signup and first membership take in
// the window; bot visits do not count; a page filter counts only visits under that path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 8, 1); // the window: September 2026
const WINDOW = { from: new Date(T0), to: new Date(T0 + 30 * DAY) };
const at = (d: number) => new Date(T0 + d * DAY);
let ctx: TestContext;
let ws: string;
const q = <T = any>(s: string, p: unknown[] = []) => ctx.t.db.sql.query<T>(s, p);

async function person(email: string, p: { visits?: Array<[number, string, boolean?]>; signup?: number; paid?: number }) {
  const [v] = await q<{ id: string }>(
    `INSERT INTO visitors (id, workspace_id, anonymous_id, email, identified_at) VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4) RETURNING id::text`,
    [ws, `anon-${email}`, email.toUpperCase(), at(0)], // stored upper case: matched to the store case-insensitively
  );
  for (const [d, path, bot] of p.visits ?? [])
    await q(`INSERT INTO visits (workspace_id, visitor_id, url, path, is_bot, occurred_at) VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6)`, [ws, v!.id, `https://shop.test${path}`, path, bot ?? false, at(d)]);
  if (p.signup !== undefined) {
    await q(`INSERT INTO commerce_customers (workspace_id, id, email, created_at, updated_at) VALUES ($1::uuid, $2, $3, $4, $4)`, [ws, `C-${email}`, email, at(p.signup)]);
    if (p.paid !== undefined)
      await q(`INSERT INTO commerce_memberships (workspace_id, id, customer_id, status, created_at, updated_at) VALUES ($1::uuid, $2, $3, 'ACTIVE', $4, $4)`, [ws, `M-${email}`, `C-${email}`, at(p.paid)]);
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date(T0 + 40 * DAY) });
  ws = randomUUID();
  await q(`INSERT INTO workspaces (id, name, site_key, plan) VALUES ($1::uuid, 'members', $2, 'pro')`, [ws, `site_${ws}`]);
  await person('a@x.test', { visits: [[5, '/pricing']], signup: 6, paid: 7 }); // visit → signup → paid
  await person('b@x.test', { visits: [[5, '/blog']], signup: 8 }); // visit → signup
  await person('c@x.test', { visits: [[5, '/pricing'], [9, '/blog']] }); // visit only
  await person('d@x.test', { visits: [[5, '/pricing']], signup: -40, paid: 9 }); // visit → paid (signed up before)
  await person('e@x.test', { signup: 3 }); // signup, no tracked visit
  await person('f@x.test', { visits: [[5, '/pricing', true]] }); // a bot visit only: nobody
  await person('g@x.test', { visits: [[-3, '/pricing']], signup: -2, paid: -1 }); // all before the window: nobody
}, 120_000);
afterAll(async () => ctx?.t.drop());

const counts = (paths: Array<{ path: string; people: number }>) => Object.fromEntries(paths.filter((p) => p.people > 0).map((p) => [p.path, p.people]));

describe('membership_conversion_paths', () => {
  it('counts each person once, on the path they took in the window', async () => {
    const r = await createAccountsServices(ctx).commerce.membershipPaths(ws, WINDOW, null);
    expect(counts(r.paths)).toEqual({
      'visit → signup → paid': 1,
      'visit → signup': 1,
      'visit only': 1,
      'visit → paid (signed up before the visit)': 1,
      'signup (no tracked visit before)': 1,
    });
    expect(r.people.map((p) => p.email).sort()).toEqual(['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test', 'e@x.test']);
    // the funnel's three paths are always reported, zero or not
    expect(r.paths.slice(0, 3).map((p) => p.path)).toEqual(['visit → signup → paid', 'visit → signup', 'visit only']);
  });

  it('with a page path, only visits under it count (b read the blog: a signup without a tracked visit)', async () => {
    const r = await createAccountsServices(ctx).commerce.membershipPaths(ws, WINDOW, '/pricing');
    expect(counts(r.paths)).toEqual({
      'visit → signup → paid': 1,
      'signup (no tracked visit before)': 2,
      'visit only': 1,
      'visit → paid (signed up before the visit)': 1,
    });
  });

  it('refuses a window that ends before it starts and a path without a leading slash', async () => {
    await expect(createAccountsServices(ctx).commerce.membershipPaths(ws, { from: WINDOW.to, to: WINDOW.from }, null)).rejects.toThrow(/before/);
    await expect(createAccountsServices(ctx).commerce.membershipPaths(ws, WINDOW, 'pricing')).rejects.toThrow(/path must start with/);
  });
});
