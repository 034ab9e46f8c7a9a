// page_to_product_attribution: which products people buy after reading pages under a path (e.g.
// /blog): orders preceded, within the attribution lookback, by a view of such a page by a visitor
// with the order's email. Planner cues: "products … after reading the blog", "buy after visiting".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { COMMERCE_DEFINITIONS } from '../../../accounts/commerce/definitions.js';

export const pageToProductAttribution = defineTool({
  name: 'page_to_product_attribution',
  description: 'Products bought in orders that followed (within the attribution lookback) a view of pages under a path by the same person (visitor email = order email).',
  kind: 'read',
  reversible: true,
  args: z.object({ path: z.string().min(1).max(500).default('/blog').describe('page path prefix, e.g. /blog'), window: windowArg }),
  effect: () => 'Shows products bought after reading pages.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 30);
    const path = args.path ?? '/blog';
    const rows = await ctx.services.commerce.pageToProduct(ctx.workspaceId, { from: new Date(w.from), to: new Date(w.to) }, path);
    return result(rows, {
      coverage: rows.length ? `${rows.length} products bought after viewing ${path}, ${w.label}` : `no orders followed a view of ${path}, ${w.label}`,
      caveats: [COMMERCE_DEFINITIONS.attribution_lookback, 'Only identified visitors can be matched to orders; anonymous readers are not counted. This shows what followed, not what caused it.'],
      window: w,
    });
  },
});
