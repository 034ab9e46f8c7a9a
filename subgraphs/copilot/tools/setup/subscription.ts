import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const subscription = defineTool({
  name: 'subscription',
  description: 'The plan: name, trial, monthly account cap and how much of it this month has used.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Shows the subscription.',
  async run(ctx) {
    const row = await ctx.services.onboarding.planUsage(ctx.workspaceId, ctx.now, ctx.access);
    const used = row.accounts_this_month;
    return result([row], {
      coverage: `${used} of ${ctx.access.cap} accounts used this month`,
      caveats: [ctx.access.trialActive ? `A trial is running: ${ctx.access.effectivePlan} limits apply until it ends.` : ''],
    });
  },
});
