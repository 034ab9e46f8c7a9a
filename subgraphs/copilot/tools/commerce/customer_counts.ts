// customer_counts: customers who ordered in a window, split new vs returning (commerce/definitions.ts).
// Planner cues: "new customers", "returning customers", "repeat buyers".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { COMMERCE_DEFINITIONS } from '../../../accounts/commerce/definitions.js';

export const customerCounts = defineTool({
  name: 'customer_counts',
  description: 'Customers who ordered in a window, split into new (first order ever in the window) and returning.',
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg }),
  effect: () => 'Counts new and returning customers.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 30);
    const c = await ctx.services.commerce.customerCounts(ctx.workspaceId, { from: new Date(w.from), to: new Date(w.to) });
    return result([c], {
      coverage: `${c.new_customers + c.returning_customers} customers ordered, ${w.label}`,
      caveats: [COMMERCE_DEFINITIONS.new_customer, COMMERCE_DEFINITIONS.returning_customer, 'Guest checkouts are counted by order email.'],
      window: w,
    });
  },
});
