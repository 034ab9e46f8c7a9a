// skip_esp: the onboarding step for workspaces that do not use an email platform (yet); connecting later is still possible.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const skipEsp = defineTool({
  name: 'skip_esp',
  description: 'Skips the email platform step of onboarding; an email platform can still be connected later.',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Skips the email platform step of onboarding (you can connect one later).',
  async run(ctx) {
    const r = await ctx.services.esp.skip(ctx.workspaceId);
    return changed({ esp_step: 'skipped', skipped_at: r.skipped_at });
  },
});
