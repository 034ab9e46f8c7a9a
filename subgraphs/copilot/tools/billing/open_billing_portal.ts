// open_billing_portal (privileged: billing, owner only): a Stripe Billing Portal link, only in secrets.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { actingUser } from '../team/actor.js';

export const openBillingPortal = defineTool({
  name: 'open_billing_portal',
  description: 'Returns a link to the payment provider’s billing portal (invoices, payment method, cancel).',
  kind: 'change',
  reversible: true,
  privileged: 'billing',
  args: z.object({}),
  effect: () => 'Creates a billing portal link with the payment provider.',
  async run(ctx) {
    actingUser(ctx);
    const r = await ctx.services.billing.openPortal(ctx.workspaceId);
    return changed(
      { status: 'portal link created', sandbox: r.sandbox },
      {
        caveats: ['Open the billing portal link (secrets.portal_url).', r.sandbox ? 'Sandbox: no payment provider is configured; the link is a local placeholder.' : ''],
        secrets: { portal_url: r.portal_url },
      },
    );
  },
});
