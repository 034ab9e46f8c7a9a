// aov_decomposition: why AOV and revenue changed between the window and the equally long window
// before it — orders, quantity, mix and price effects that add up exactly to the change
// (accounts/commerce/aovDecomposition.ts). Planner cues: "why did AOV change", "what drove revenue".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';
import { COMMERCE_DEFINITIONS } from '../../../accounts/commerce/definitions.js';

export const aovDecomposition = defineTool({
  name: 'aov_decomposition',
  description: 'Change in AOV and net revenue versus the previous window of equal length, split into orders, quantity, mix and price effects that add up exactly.',
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg, currency: z.string().regex(/^[A-Z]{3}$/).default('USD').describe('store currency (ISO 4217)') }),
  effect: () => 'Explains a change in AOV and revenue.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 30);
    const after = { from: new Date(w.from), to: new Date(w.to) };
    const before = { from: new Date(2 * after.from.getTime() - after.to.getTime()), to: after.from };
    const d = await ctx.services.commerce.aovDecomposition(ctx.workspaceId, before, after, args.currency ?? 'USD');
    return result([{ ...d, compared_with: { from: before.from.toISOString(), to: before.to.toISOString() } }], {
      coverage: `${w.label} against the ${Math.round((after.to.getTime() - after.from.getTime()) / 86_400_000)} days before, ${d.currency}`,
      caveats: [
        COMMERCE_DEFINITIONS.aov,
        'Effects change one factor at a time (orders, then units per order, then product mix, then net unit price); they describe the change, they do not say what caused it.',
      ],
      window: w,
    });
  },
});
