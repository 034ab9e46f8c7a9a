// claim_domain: an onboarding step, through the accounts subgraph's onboarding service (which holds the step's rule).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const claimDomain = defineTool({
  name: 'claim_domain',
  description: "Claims the website domain the workspace tracks; clears any earlier domain verification.",
  kind: 'change',
  reversible: false,
  irreversibleReason: 'claiming a domain clears the current verification',
  args: z.object({ domain: z.string().min(3).max(253).describe('the site domain, e.g. example.com') }),
  effect: (a) => `Claims ${a.domain.trim().toLowerCase()} as this workspace's domain, clearing the current verification.`,
  async precheck(ctx, a) {
    ctx.services.onboarding.checkDomain(a.domain);
  },
  async run(ctx, a) {
    const r = await ctx.services.onboarding.claimDomain(ctx.workspaceId, a.domain);
    return changed({ claimed_domain: r.domain, previous_domain: r.previous, domain_verified: false });
  },
});
