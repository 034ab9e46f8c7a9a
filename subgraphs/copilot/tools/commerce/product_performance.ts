// product_performance: units and net sales per product for a window, best-selling first.
// Planner cues: "best-selling products", "top products", "which products sold".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { COMMERCE_DEFINITIONS } from '../../../accounts/commerce/definitions.js';

export const productPerformance = defineTool({
  name: 'product_performance',
  description: 'Units sold and net sales per product for a window, best-selling (by net sales) first, per store currency.',
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg }),
  effect: () => 'Ranks products by sales.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 30);
    const rows = await ctx.services.commerce.productPerformance(ctx.workspaceId, { from: new Date(w.from), to: new Date(w.to) });
    return result(rows, {
      coverage: rows.length ? `${rows.length} products sold, ${w.label}` : `no products sold, ${w.label}`,
      caveats: [COMMERCE_DEFINITIONS.net, COMMERCE_DEFINITIONS.orders],
      window: w,
    });
  },
});
