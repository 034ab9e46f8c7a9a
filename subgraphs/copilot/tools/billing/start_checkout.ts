// start_checkout (privileged: billing, owner only): a Stripe Checkout link for a plan, only in
// secrets. The plan moves when Stripe's signed webhook confirms payment, not now.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { actingUser } from '../team/actor.js';
import { PAID_PLANS } from '../../../accounts/billing/billing.service.js';

export const startCheckout = defineTool({
  name: 'start_checkout',
  description: 'Starts a checkout to move the workspace to a paid plan (starter, pro, pro_plus or enterprise); returns the payment link.',
  kind: 'change',
  reversible: false,
  privileged: 'billing',
  irreversibleReason: 'a checkout session is created with the payment provider',
  args: z.object({ plan: z.enum(PAID_PLANS).describe('starter, pro, pro_plus or enterprise') }),
  effect: (a) => `Creates a checkout for the ${a.plan} plan and returns its payment link; the plan changes once payment is confirmed.`,
  async run(ctx, a) {
    actingUser(ctx);
    const r = await ctx.services.billing.startCheckout(ctx.workspaceId, a.plan);
    return changed(
      { plan: r.plan, status: 'checkout created', sandbox: r.sandbox },
      {
        caveats: [
          'Open the checkout link (secrets.checkout_url) to pay; the plan changes when the payment provider confirms it.',
          r.sandbox ? 'Sandbox: no payment provider is configured, so the link is a local placeholder and nothing is charged.' : '',
        ],
        secrets: { checkout_url: r.checkout_url },
      },
    );
  },
});
