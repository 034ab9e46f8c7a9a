// revenue_and_aov: orders, gross, discounts, net and AOV per store currency for a window
// (commerce/definitions.ts). Planner cues: "revenue", "sales", "AOV", "average order value".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { COMMERCE_DEFINITIONS } from '../../../accounts/commerce/definitions.js';

export const revenueAndAov = defineTool({
  name: 'revenue_and_aov',
  description: "Orders, gross sales, discounts, net sales and average order value (Shopify's: (gross − discounts) ÷ orders) for a window, per store currency.",
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg }),
  effect: () => 'Shows revenue and AOV.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 30);
    const rows = await ctx.services.commerce.revenueAndAov(ctx.workspaceId, { from: new Date(w.from), to: new Date(w.to) });
    return result(rows, {
      coverage: rows.length ? `${rows.reduce((s, r) => s + r.orders, 0)} orders, ${w.label}` : `no orders, ${w.label}`,
      caveats: [COMMERCE_DEFINITIONS.aov, COMMERCE_DEFINITIONS.gross, COMMERCE_DEFINITIONS.orders],
      window: w,
    });
  },
});
