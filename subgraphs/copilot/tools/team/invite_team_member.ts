// invite_team_member (privileged: team): an invitation with a single-use token that expires in 7 days;
// the invite link is shown once, in secrets.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';
import { actingUser } from './actor.js';

export const inviteTeamMember = defineTool({
  name: 'invite_team_member',
  description: 'Invites someone to the workspace by email as admin or member (never owner); returns a single-use invite link valid 7 days.',
  kind: 'change',
  reversible: false,
  privileged: 'team',
  irreversibleReason: 'the invite link is shown once and works until it is used, cancelled or expires',
  args: z.object({
    email: z.string().trim().min(3).max(320).describe("the invitee's email address"),
    role: z.enum(['admin', 'member', 'owner']).default('member').describe('admin or member (owner is always refused)'),
  }),
  effect: (a) => `Invites ${a.email.trim()} as ${a.role ?? 'member'}; the invite link is shown once and expires in 7 days.`,
  async run(ctx, a) {
    const r = await ctx.services.teamAdmin.invite(ctx.workspaceId, actingUser(ctx), { email: a.email, role: a.role ?? 'member' });
    return changed(
      { email: r.email, role: r.role, status: 'invited', expires_at: r.expires_at },
      { caveats: ['The invite link (secrets.invitation_url) is shown once: send it to the invitee; it works once.'], secrets: { invitation_url: r.invitation_url } },
    );
  },
});
