import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const listTeam = defineTool({
  name: 'list_team',
  description: 'Team members of the workspace with their roles, plus pending invitations.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists the team.',
  async run(ctx) {
    const { members, invitations: invites } = await ctx.services.team.list(ctx.workspaceId);
    return result([...members, ...invites], { coverage: `${members.length} members, ${invites.length} pending invitations` });
  },
});
