// cancel_invitation (privileged: team): the pending invitation's link stops working.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { actingUser } from './actor.js';

export const cancelInvitation = defineTool({
  name: 'cancel_invitation',
  description: "Cancels a pending invitation by the invitee's email; its link stops working.",
  kind: 'change',
  reversible: true,
  privileged: 'team',
  args: z.object({ email: z.string().trim().min(3).max(320).describe("the invitee's email address") }),
  effect: (a) => `Cancels the pending invitation for ${a.email.trim()}.`,
  async run(ctx, a) {
    actingUser(ctx);
    return changed(await ctx.services.teamAdmin.cancelInvitation(ctx.workspaceId, a.email));
  },
});
