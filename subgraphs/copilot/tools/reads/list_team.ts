import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const listTeam = defineTool({
  name: 'list_team',
  description: 'Team members of the workspace with their roles, plus pending invitations.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists the team.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const members = await t.q(
      `SELECT u.email, u.name, m.role::text AS role, 'member' AS status, m.created_at FROM members m JOIN users u ON u.id = m.user_id
       WHERE m.workspace_id = $1::uuid ORDER BY m.created_at, u.email`,
      ctx.workspaceId,
    );
    const invites = await t.q(
      `SELECT email, NULL AS name, role::text AS role, 'invited' AS status, created_at FROM invitations
       WHERE workspace_id = $1::uuid AND status = 'pending' ORDER BY created_at, email`,
      ctx.workspaceId,
    );
    return result([...members, ...invites], { coverage: `${members.length} members, ${invites.length} pending invitations` });
  },
});
