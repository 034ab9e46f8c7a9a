// Billing (spec 4.5 billing tools): Stripe Checkout for a plan, the Billing Portal for the customer,
// and the signed webhook that moves the workspace's plan (and so its cap, core/plans.ts). Plans
// change only by webhook, never by the checkout call itself. Without a Stripe key, links are
// labelled sandbox links and nothing is called.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../core/clock.js';
import type { Config } from '../../../core/config.js';
import { AppError, conflict, notFound, validation } from '../../../core/errors.js';
import { PLAN_CAPS, type PlanName } from '../../../core/plans.js';
import type { BillingRepository } from './billing.repository.js';
import { createStripeClient } from './stripe.client.js';
import { verifyStripeSignature } from './stripeSignature.js';

export const PAID_PLANS = ['starter', 'pro', 'pro_plus', 'enterprise'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
const BILLING_FIX = { fix_url: '/settings/billing', fix_label: 'Settings › Billing › Change plan' } as const;

interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, any> };
}

export function createBillingService(deps: { repo: BillingRepository; config: Config; clock: Clock }) {
  const { repo, config, clock } = deps;
  const stripe = config.STRIPE_SECRET_KEY ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL }) : null;
  const prices = new Map<string, string>((config.STRIPE_PRICES ?? '').split(',').filter(Boolean).map((p) => p.split('=') as [string, string]));
  const planOfPrice = (price: string | undefined) => [...prices].find(([, id]) => id === price)?.[0] as PaidPlan | undefined;
  const returnUrl = `${config.publicUrl}/settings/billing`;

  async function ws(workspaceId: string) {
    const w = await repo.workspace(workspaceId);
    if (!w) throw notFound('workspace');
    return w;
  }

  return {
    sandbox: !stripe,

    async startCheckout(workspaceId: string, plan: PaidPlan) {
      if (!PAID_PLANS.includes(plan)) throw validation(`plan must be one of ${PAID_PLANS.join(', ')}`, { field: 'plan' });
      const w = await ws(workspaceId);
      if (w.plan === plan) throw conflict(`the workspace is already on the ${plan} plan`, { code: 'plan_unchanged', ...BILLING_FIX });
      if (!stripe) return { plan, sandbox: true, checkout_url: `${config.publicUrl}/settings/billing?sandbox_checkout=${plan}`, session_id: null };
      const price = prices.get(plan);
      if (!price) throw conflict(`the ${plan} plan is not for sale here (no Stripe price configured)`, { code: 'plan_not_for_sale', ...BILLING_FIX });
      const s = await stripe.createCheckoutSession(
        {
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          success_url: `${returnUrl}?checkout=success`,
          cancel_url: `${returnUrl}?checkout=cancelled`,
          client_reference_id: workspaceId,
          ...(w.stripe_customer_id ? { customer: w.stripe_customer_id } : w.owner_email ? { customer_email: w.owner_email } : {}),
          metadata: { workspace_id: workspaceId, plan },
          subscription_data: { metadata: { workspace_id: workspaceId, plan } },
        },
        randomUUID(),
      );
      if (!s?.url) throw new AppError('INTERNAL', 'Stripe returned a checkout session without a url');
      return { plan, sandbox: false, checkout_url: s.url, session_id: s.id };
    },

    async openPortal(workspaceId: string) {
      const w = await ws(workspaceId);
      if (!stripe) return { sandbox: true, portal_url: `${returnUrl}?sandbox_portal=1` };
      if (!w.stripe_customer_id) throw conflict('there is no paid subscription to manage yet; start a checkout first', { code: 'billing_customer_missing', ...BILLING_FIX });
      const s = await stripe.createPortalSession({ customer: w.stripe_customer_id, return_url: returnUrl });
      if (!s?.url) throw new AppError('INTERNAL', 'Stripe returned a portal session without a url');
      return { sandbox: false, portal_url: s.url };
    },

    /** The webhook: verified with Stripe's scheme, applied once per event id. */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<{ applied: boolean; type: string; workspace_id: string | null }> {
      if (!config.STRIPE_WEBHOOK_SECRET) throw notFound('billing webhook (Stripe is not configured)');
      const why = verifyStripeSignature(signature, rawBody, config.STRIPE_WEBHOOK_SECRET, Math.floor(clock.now().getTime() / 1000));
      if (why) throw validation(`invalid Stripe signature: ${why}`, { code: 'stripe_signature_invalid' });
      let event: StripeEvent;
      try {
        event = JSON.parse(rawBody) as StripeEvent;
      } catch {
        throw validation('the webhook body is not JSON');
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw validation('not a Stripe event');
      if (!(await repo.claimEvent(event.id, event.type, clock.now()))) return { applied: false, type: event.type, workspace_id: null };
      try {
        return { applied: true, type: event.type, workspace_id: await apply(event) };
      } catch (err) {
        await repo.releaseEvent(event.id); // Stripe retries; the next delivery applies it
        throw err;
      }
    },

    capOf: (plan: PlanName) => PLAN_CAPS[plan],
  };

  async function apply(event: StripeEvent): Promise<string | null> {
    const o = event.data?.object ?? {};
    const at = clock.now();
    const workspaceId = (o.metadata?.workspace_id as string | undefined) ?? (o.client_reference_id as string | undefined) ?? (o.customer ? await repo.byCustomer(o.customer) : null);
    if (!workspaceId) return null;
    if (event.type === 'checkout.session.completed') {
      const plan = PAID_PLANS.includes(o.metadata?.plan) ? (o.metadata.plan as PaidPlan) : undefined;
      await repo.setBilling(workspaceId, { plan, customer: o.customer ?? null, subscription: o.subscription ?? null, at });
    } else if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated') {
      const live = ['active', 'trialing', 'past_due'].includes(o.status);
      const plan = live ? planOfPrice(o.items?.data?.[0]?.price?.id) : 'free';
      await repo.setBilling(workspaceId, { plan, customer: o.customer ?? null, subscription: o.id ?? null, at });
    } else if (event.type === 'customer.subscription.deleted') {
      await repo.setBilling(workspaceId, { plan: 'free', subscription: null, at });
    } else return null;
    return workspaceId;
  }
}

export type BillingService = ReturnType<typeof createBillingService>;
