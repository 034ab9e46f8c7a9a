// activate_workspace: an onboarding step, through the accounts subgraph's onboarding service (which holds the step's rule).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const activateWorkspace = defineTool({
  name: 'activate_workspace',
  description: 'Activates the workspace (ends onboarding); needs a verified pixel. Cannot be undone.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'activation cannot be undone',
  args: z.object({}),
  effect: () => 'Activates the workspace and ends onboarding; this cannot be undone.',
  async run(ctx) {
    const r = await ctx.services.onboarding.activate(ctx.workspaceId);
    if (r.already) return changed({ activated: true, activated_at: r.activated_at }, { coverage: 'already active; nothing changed' });
    return changed({ activated: true, activated_at: r.activated_at });
  },
});
