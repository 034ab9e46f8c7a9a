// price_history: each variant's prices as the store sync observed them, oldest first.
// Planner cues: "price history", "price changes", "when did the price of X change".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const priceHistory = defineTool({
  name: 'price_history',
  description: "Price changes per product variant as observed by the store sync (Shopify keeps no history: it starts at the store's first sync).",
  kind: 'read',
  reversible: true,
  args: z.object({ product: z.string().min(1).max(200).nullable().optional().describe('product title; omitted means every product') }),
  effect: () => 'Shows price history.',
  async run(ctx, args) {
    const rows = await ctx.services.commerce.priceHistory(ctx.workspaceId, args.product ?? null);
    return result(rows, {
      coverage: rows.length ? `${rows.length} observed prices${args.product ? ` of ${args.product}` : ''}` : `no observed prices${args.product ? ` of ${args.product}` : ''}`,
      caveats: ['Prices are recorded when a sync sees them change, timed by the variant\'s last update; the history starts at the first sync.'],
    });
  },
});
