// authorize_store: starts connecting a Shopify store (accounts subgraph's commerce store service).
// The link carries a single-use state, so it travels in `secrets` (never in the answer text, trace
// or thread). Reversible: disconnecting forgets the token (the store's own app list also revokes it).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const authorizeStore = defineTool({
  name: 'authorize_store',
  description: 'Starts connecting a Shopify store (<name>.myshopify.com): returns a consent link to open; orders, products, customers and memberships sync once access is granted.',
  kind: 'change',
  reversible: true,
  args: z.object({ shop: z.string().min(1).max(255).describe('the shop domain, e.g. acme.myshopify.com') }),
  effect: (a) => `Starts connecting the Shopify store ${a.shop} and returns a consent link to grant read access (valid 15 minutes).`,
  async run(ctx, a) {
    const r = await ctx.services.store.connect(ctx.workspaceId, a.shop);
    return changed(
      { platform: 'shopify', shop: r.shop, status: 'pending consent', consent_link_expires_at: r.expires_at },
      {
        coverage: `consent link for ${r.shop} created`,
        caveats: ['Open the consent link (secrets.consent_url) to grant read access; it is valid for 15 minutes and works once.'],
        secrets: { consent_url: r.consent_url },
      },
    );
  },
});
