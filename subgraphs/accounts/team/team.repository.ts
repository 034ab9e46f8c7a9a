// The team: members with their roles, and pending invitations. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';

export function createTeamRepository(sql: SqlClient) {
  return {
    members: (workspaceId: string) =>
      sql.query<Record<string, unknown>>(
        `SELECT u.email, u.name, m.role::text AS role, 'member' AS status, m.created_at FROM members m JOIN users u ON u.id = m.user_id
         WHERE m.workspace_id = $1::uuid ORDER BY m.created_at, u.email`,
        [workspaceId],
      ),
    pendingInvitations: (workspaceId: string) =>
      sql.query<Record<string, unknown>>(
        `SELECT email, NULL AS name, role::text AS role, 'invited' AS status, created_at FROM invitations
         WHERE workspace_id = $1::uuid AND status = 'pending' ORDER BY created_at, email`,
        [workspaceId],
      ),
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
