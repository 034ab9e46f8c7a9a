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
    const { ws, usage } = await ctx.services.onboarding.usage(ctx.workspaceId, ctx.now, ctx.access.cap);
    const used = Number(usage?.accounts_this_month ?? 0);
    const row = {
      plan: ws?.plan ?? null,
      effective_plan: ctx.access.effectivePlan,
      trial_active: ctx.access.trialActive,
      trial_ends_at: ws?.trial_ends_at ?? null,
      monthly_cap: ctx.access.cap,
      accounts_this_month: used,
      over_cap_this_month: Number(usage?.over_cap_this_month ?? 0),
      contact_fields_withheld: ctx.access.contactFieldsWithheld,
    };
    return result([row], {
      coverage: `${used} of ${ctx.access.cap} accounts used this month`,
      caveats: [ctx.access.trialActive ? `A trial is running: ${ctx.access.effectivePlan} limits apply until it ends.` : ''],
    });
  },
});
