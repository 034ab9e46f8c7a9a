// Billing against a fake Stripe on 127.0.0.1: Checkout and Billing Portal sessions form-encoded as
// Stripe documents, and the signed webhook (Stripe's scheme) moving plan and cap, once per event id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { startReceiver, type Receiver } from '../helpers/webhooks/receiver.js';
import { AppError } from '../../core/errors.js';
import { accessFor, PLAN_CAPS } from '../../core/plans.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';
import { stripeSignature } from '../../subgraphs/accounts/billing/stripeSignature.js';
import { EVAL_NOW, seedFixture } from '../helpers/copilotTools/fixture.js';

let ctx: TestContext;
let stripe: Receiver;
let ws: string;
const s = () => createAccountsServices(ctx);
const refused = async (p: Promise<unknown>) => (await p.then(() => null, (e: unknown) => e)) as AppError;
const now = () => Math.floor(ctx.clock.now().getTime() / 1000);
const signed = (event: object, secret = 'whsec_test', t = now()) => {
  const body = JSON.stringify(event);
  return { body, sig: `t=${t},v1=${stripeSignature(secret, t, body)}` };
};
const plan = async () => (await ctx.t.db.prisma.workspace.findUniqueOrThrow({ where: { id: ws } })).plan;

beforeAll(async () => {
  stripe = await startReceiver();
  stripe.reply((r) =>
    r.path === '/v1/checkout/sessions'
      ? { status: 200, body: JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }) }
      : r.path === '/v1/billing_portal/sessions'
        ? { status: 200, body: JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/bps_1' }) }
        : { status: 404, body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }) },
  );
  ctx = await createTestContext({
    now: EVAL_NOW,
    env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_PRICES: 'starter=price_s,pro_plus=price_pp', STRIPE_API_URL: new URL(stripe.url).origin },
  });
  ws = (await seedFixture(ctx)).workspaceId; // on pro
}, 300_000);
afterAll(async () => {
  await stripe?.close();
  await ctx?.t.drop();
});

describe('Stripe billing', () => {
  it('Checkout Session: form-encoded with the price, the workspace in metadata, an Idempotency-Key', async () => {
    const r = await s().billing.startCheckout(ws, 'pro_plus');
    expect(r).toEqual({ plan: 'pro_plus', sandbox: false, checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1', session_id: 'cs_test_1' });
    const req = stripe.received.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe('Bearer sk_test_123');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(req.headers['stripe-version']).toBe('2024-06-20');
    const form = Object.fromEntries(new URLSearchParams(req.raw.toString()));
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pp',
      'line_items[0][quantity]': '1',
      client_reference_id: ws,
      'metadata[workspace_id]': ws,
      'metadata[plan]': 'pro_plus',
      'subscription_data[metadata][workspace_id]': ws,
      customer_email: expect.stringMatching(/^owner-/),
    });
    expect(await plan()).toBe('pro'); // nothing moves until the webhook
    expect((await refused(s().billing.startCheckout(ws, 'enterprise'))).details).toMatchObject({ code: 'plan_not_for_sale' });
    expect((await refused(s().billing.openPortal(ws))).details).toMatchObject({ code: 'billing_customer_missing' });
  });

  it('the signed webhook moves plan and cap, once per event id; bad signatures and stale timestamps are refused', async () => {
    const completed = { id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', client_reference_id: ws, customer: 'cus_1', subscription: 'sub_1', metadata: { workspace_id: ws, plan: 'pro_plus' } } } };
    const bad = signed(completed, 'whsec_wrong');
    expect((await refused(s().billing.handleWebhook(bad.body, bad.sig))).details).toMatchObject({ code: 'stripe_signature_invalid' });
    const stale = signed(completed, 'whsec_test', now() - 301);
    expect((await refused(s().billing.handleWebhook(stale.body, stale.sig))).message).toContain('tolerance');
    expect(await plan()).toBe('pro');
    const ok = signed(completed);
    expect(await s().billing.handleWebhook(ok.body, ok.sig)).toEqual({ applied: true, type: 'checkout.session.completed', workspace_id: ws });
    expect(await plan()).toBe('pro_plus');
    expect(accessFor({ plan: await plan(), trial_ends_at: null }, ctx.clock).cap).toBe(PLAN_CAPS.pro_plus);
    // the same event again changes nothing, even after the plan moved by other means
    await ctx.t.db.prisma.workspace.update({ where: { id: ws }, data: { plan: 'starter' } });
    expect(await s().billing.handleWebhook(ok.body, ok.sig)).toMatchObject({ applied: false });
    expect(await plan()).toBe('starter');
    const deleted = signed({ id: 'evt_2', type: 'customer.subscription.deleted', data: { object: { id: 'sub_1', customer: 'cus_1', status: 'canceled', metadata: {} } } });
    expect(await s().billing.handleWebhook(deleted.body, deleted.sig)).toMatchObject({ applied: true, workspace_id: ws });
    expect(await plan()).toBe('free');
  });

  it('Billing Portal Session for the stored customer', async () => {
    expect(await s().billing.openPortal(ws)).toEqual({ sandbox: false, portal_url: 'https://billing.stripe.com/p/session/bps_1' });
    const req = stripe.received.at(-1)!;
    expect(req.path).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(new URLSearchParams(req.raw.toString()))).toEqual({ customer: 'cus_1', return_url: `${ctx.config.publicUrl}/settings/billing` });
  });
});
