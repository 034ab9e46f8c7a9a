// Workspace members with their user's email and name. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';
import type { Member } from './member.type.js';

export function createMemberRepository(sql: SqlClient) {
  return {
    /** oldest membership first */
    list: (workspaceId: string) =>
      sql.query<Member>(
        `SELECT m.id, m.user_id, m.role::text AS role, m.created_at, u.email, u.name FROM members m JOIN users u ON u.id = m.user_id
         WHERE m.workspace_id = $1::uuid ORDER BY m.created_at, m.id`,
        [workspaceId],
      ),
  };
}
