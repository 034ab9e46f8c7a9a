// verify_pixel: an onboarding step, through the accounts subgraph's onboarding service (which holds the step's rule).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const verifyPixel = defineTool({
  name: 'verify_pixel',
  description: 'Checks that the tracking pixel has sent at least one hit and marks the pixel step verified.',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Checks the pixel has reported a hit and marks it verified.',
  async run(ctx) {
    const done = await ctx.services.onboarding.verifyPixel(ctx.workspaceId);
    if (!done)
      return changed({ verified: false, last_hit_at: null }, {
        coverage: 'nothing changed',
        caveats: ['No pixel hit has been received yet: install the snippet on your site, load a page, then verify again.'],
      });
    return changed({ verified: true, last_hit_at: done.last_hit_at, verified_at: done.verified_at });
  },
});
