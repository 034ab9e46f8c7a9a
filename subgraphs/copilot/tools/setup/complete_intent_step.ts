// complete_intent_step: an onboarding step, through the accounts subgraph's onboarding service (which holds the step's rule).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const completeIntentStep = defineTool({
  name: 'complete_intent_step',
  description: 'Marks the onboarding step "choose intent pages" complete (needs at least one intent page).',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Marks the intent-pages onboarding step complete.',
  async run(ctx) {
    const pages = await ctx.services.onboarding.completeIntentStep(ctx.workspaceId);
    return changed({ intent_step_completed: true, intent_pages: pages });
  },
});
