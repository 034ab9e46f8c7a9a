// remove_team_member (privileged: team): removes a member; never yourself, never an owner.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { actingUser } from './actor.js';

export const removeTeamMember = defineTool({
  name: 'remove_team_member',
  description: 'Removes a member from the workspace (they lose access at once). Refused for yourself and for owners.',
  kind: 'change',
  reversible: false,
  privileged: 'team',
  irreversibleReason: 'a removed member needs a new invitation to come back',
  args: z.object({ email: z.string().trim().min(3).max(320).describe("the member's email address") }),
  effect: (a) => `Removes ${a.email.trim()} from the workspace; they would need a new invitation to return.`,
  async run(ctx, a) {
    return changed(await ctx.services.teamAdmin.remove(ctx.workspaceId, actingUser(ctx), a.email));
  },
});
