// update_team_member (privileged: team): changes a member's role; never your own, never an owner's, never to owner.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { actingUser } from './actor.js';

export const updateTeamMember = defineTool({
  name: 'update_team_member',
  description: "Changes a team member's role to admin or member. Refused for yourself, for owners, and for promotion to owner.",
  kind: 'change',
  reversible: true,
  privileged: 'team',
  args: z.object({
    email: z.string().trim().min(3).max(320).describe("the member's email address"),
    role: z.enum(['admin', 'member', 'owner']).describe('the new role: admin or member'),
  }),
  effect: (a) => `Changes ${a.email.trim()}'s role to ${a.role}.`,
  async run(ctx, a) {
    return changed(await ctx.services.teamAdmin.updateRole(ctx.workspaceId, actingUser(ctx), a));
  },
});
