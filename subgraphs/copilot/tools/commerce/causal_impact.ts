// causal_impact: did an intervention (a product's last price change, or a date) change its sales?
// The only tool that may support a claim about cause (spec 4.3 rule 3); it answers inconclusive,
// with the reason, whenever the data cannot carry the claim. Planner cues: "did the price change on
// X increase sales", "impact of the price change", "did X cause".
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { resolveName } from '../shared/selectors.js';

export const causalImpact = defineTool({
  name: 'causal_impact',
  description:
    "Whether a product's daily sales changed because of an intervention (its last price change, or a given date): observed vs a counterfactual " +
    'from the rest of the store, with an interval and placebo checks; inconclusive when the data cannot carry the claim.',
  kind: 'read',
  reversible: true,
  args: z.object({
    product: z.string().min(1).max(200).nullable().optional().describe('product title (exact, case-insensitive); omitted means the whole store, or the product of the last price change when no date is given'),
    metric: z.enum(['net_sales', 'units']).default('net_sales').describe('what "sales" means: net sales or units'),
    intervention_date: z.string().date().nullable().optional().describe("YYYY-MM-DD; omitted means the last price change (of the product, or of any)"),
  }),
  effect: () => 'Estimates the impact of an intervention.',
  async run(ctx, args) {
    const product = args.product
      ? await resolveName(await ctx.services.commerce.products(ctx.workspaceId), args.product, { what: 'product', names: (p) => [p.title] })
      : null;
    const r = await ctx.services.commerce.causalImpact(ctx.workspaceId, {
      product,
      metric: args.metric ?? 'net_sales',
      interventionAt: args.intervention_date ? new Date(`${args.intervention_date}T00:00:00Z`) : null,
      now: ctx.now,
    });
    const subject = r.product ?? 'the whole store';
    return result([r], {
      coverage: r.verdict === 'effect' ? `an effect on ${subject}` : `inconclusive for ${subject}`,
      caveats: [r.method],
    });
  },
});
