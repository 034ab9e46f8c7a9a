// run_enrichment_pipeline against a fake People Data Labs on 127.0.0.1: who is eligible (the
// published abandoner definition), one credit per person from the ledger, never twice, refunds on
// vendor errors, 429 backoff, and the live estimate in the consent sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { startReceiver, type Receiver } from '../helpers/webhooks/receiver.js';
import { AppError } from '../../core/errors.js';
import { accessFor } from '../../core/plans.js';
import type { ToolContext } from '../../subgraphs/copilot/catalogue/types.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';
import { EVAL_NOW, seedFixture } from '../helpers/copilotTools/fixture.js';
import { tool } from '../helpers/copilotTools/seed.js';

let ctx: TestContext;
let pdl: Receiver;
let ws: string;
const violations: string[] = [];
const throttled = new Set<string>();
const s = () => createAccountsServices(ctx);
const sql = <T = Record<string, any>>(q: string, p: unknown[] = []) => ctx.t.db.sql.query<T>(q, p);
const balance = async () => Number((await sql(`SELECT coalesce(sum(credits),0)::int AS b FROM vendor_credit_ledger WHERE workspace_id = $1::uuid`, [ws]))[0]!.b);
const refused = async (p: Promise<unknown>) => (await p.then(() => null, (e: unknown) => e)) as AppError;

beforeAll(async () => {
  pdl = await startReceiver();
  pdl.reply((r) => {
    const u = new URL(r.path, 'http://x');
    const email = u.searchParams.get('email') ?? '';
    if (r.method !== 'GET' || u.pathname !== '/v5/person/enrich' || r.headers['x-api-key'] !== 'pdl-key' || u.searchParams.get('min_likelihood') !== '6') {
      violations.push(`${r.method} ${r.path} ${r.headers['x-api-key']}`);
      return { status: 400, body: '{}' };
    }
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({ status, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
    if (email === 'li@globex.com' && !throttled.has(email)) {
      throttled.add(email);
      return json(429, { status: 429, error: { type: 'rate_limit', message: 'rate limited' } }, { 'retry-after': '1' });
    }
    if (email === 'sam@initech.io') return json(402, { status: 402, error: { type: 'payment_required', message: 'You have hit your account maximum' } });
    if (email === 'kim@gmail.com') return json(404, { status: 404, error: { type: 'not_found', message: 'No records were found matching your request' } });
    return json(200, { status: 200, likelihood: 9, data: { full_name: 'matched person', job_title: 'Head of Things', job_company_name: 'Co', linkedin_url: 'linkedin.com/in/x', location_name: 'Berlin' } });
  });
  ctx = await createTestContext({ now: EVAL_NOW, env: { PDL_API_KEY: 'pdl-key', PDL_API_URL: new URL(pdl.url).origin } });
  ws = (await seedFixture(ctx)).workspaceId;
  // bob bought: a converted visitor is not an abandoner
  await sql(
    `INSERT INTO commerce_orders (workspace_id, id, name, email, created_at, updated_at, currency, gross, discounts)
     VALUES ($1::uuid, 'gid://shopify/Order/1', '#1001', 'bob@acme.com', $2::timestamptz, $2::timestamptz, 'USD', 10, 0)`,
    [ws, EVAL_NOW],
  );
}, 300_000);
afterAll(async () => {
  await pdl?.close();
  await ctx?.t.drop();
});

describe('enrichment pipeline', () => {
  it('refuses an unsupported vendor and a short credit balance, spending nothing', async () => {
    expect((await refused(s().enrichmentRuns.run(ws))).details).toMatchObject({ code: 'enrichment_vendor_unsupported', fix_url: '/settings/enrichment' });
    await s().enrichment.update(ws, { vendor: 'peopledatalabs' });
    const e = await refused(s().enrichmentRuns.run(ws));
    expect(e.status).toBe(402);
    expect(e.details).toMatchObject({ code: 'vendor_credits_insufficient', needed: 4, available: 0 });
    expect(pdl.received).toHaveLength(0);
  });

  it('the consent sentence carries the live estimate', async () => {
    await ctx.t.db.prisma.vendorCreditEntry.create({ data: { workspace_id: ws, vendor: 'peopledatalabs', credits: 10, reason: 'grant' } });
    const t: ToolContext = {
      workspaceId: ws,
      caller: { kind: 'session', workspaceId: ws, userId: '00000000-0000-4000-8000-000000000000', role: 'owner' },
      access: accessFor({ plan: 'pro', trial_ends_at: null }, ctx.clock),
      now: EVAL_NOW,
      services: {} as ToolContext['services'],
    };
    t.services = { enrichmentRuns: s().enrichmentRuns } as unknown as ToolContext['services'];
    expect(await tool('run_enrichment_pipeline').effectNow!(t, {})).toBe(
      'Runs the enrichment pipeline on 4 eligible abandoners, spending 4 peopledatalabs credits (10 available).',
    );
  });

  it('one credit per eligible person; vendor errors refunded; 429 retried; matches fill empty fields only', async () => {
    const r = await s().enrichmentRuns.run(ws);
    // eligible: jane, li, sam, kim (viewed /pricing, identified, no order); bob bought; ann's account is over the cap
    expect(r).toMatchObject({ status: 'partial', eligible: 4, matched: 2, not_found: 1, failed: 1, credits_spent: 3, balance_after: 7, sandbox: false });
    expect(r.error).toContain('402');
    const asked = pdl.received.map((x) => new URL(x.path, 'http://x').searchParams.get('email'));
    expect(asked.sort()).toEqual(['jane@acme.com', 'kim@gmail.com', 'li@globex.com', 'li@globex.com', 'sam@initech.io']);
    expect(violations).toEqual([]);
    const ledger = await sql(`SELECT credits, reason FROM vendor_credit_ledger WHERE workspace_id = $1::uuid ORDER BY created_at, credits`, [ws]);
    expect(ledger.filter((l) => l.reason === 'enrichment').length).toBe(4);
    expect(ledger.filter((l) => l.reason.startsWith('enrichment refund')).map((l) => l.credits)).toEqual([1]);
    const [jane] = await sql(`SELECT name, title FROM visitors WHERE workspace_id = $1::uuid AND email = 'jane@acme.com'`, [ws]);
    expect(jane).toEqual({ name: 'Jane Roe', title: 'VP Sales' }); // known values kept
    const [sam] = await sql(`SELECT name, title FROM visitors WHERE workspace_id = $1::uuid AND email = 'sam@initech.io'`, [ws]);
    expect(sam!.title).toBeNull();
  });

  it('a second run charges nobody twice: only the refunded failure is eligible again', async () => {
    expect(await s().enrichmentRuns.estimate(ws)).toMatchObject({ eligible: 1, credits_needed: 1, balance: 7 });
    const before = pdl.received.length;
    const r = await s().enrichmentRuns.run(ws);
    expect(r).toMatchObject({ eligible: 1, failed: 1, credits_spent: 0, balance_after: 7 });
    expect(pdl.received.length - before).toBe(1);
  });

  it('an empty page_patterns list disables it in practice', async () => {
    await s().enrichment.update(ws, { page_patterns: [] });
    expect(await s().enrichmentRuns.estimate(ws)).toMatchObject({ disabled: true, eligible: 0, credits_needed: 0 });
    expect(await s().enrichmentRuns.run(ws)).toMatchObject({ eligible: 0, credits_spent: 0 });
  });
});
