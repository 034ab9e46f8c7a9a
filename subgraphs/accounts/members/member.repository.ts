// Workspace members with their user's email and name. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';
import type { Member } from './member.type.js';

export function createMemberRepository(sql: SqlClient) {
  return {
    /** The user with this email (created if new) as a member with this role; returns the user id. */
    async upsert(workspaceId: string, user: { email: string; name: string }, role: string): Promise<string> {
      const [row] = await sql.query<{ user_id: string }>(
        `WITH u AS (
           INSERT INTO users (id, email, name) VALUES (gen_random_uuid(), $2, $3)
           ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id)
         INSERT INTO members (id, workspace_id, user_id, role) SELECT gen_random_uuid(), $1::uuid, u.id, $4::"Role" FROM u
         ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role RETURNING user_id::text`,
        [workspaceId, user.email, user.name, role],
      );
      return row!.user_id;
    },

    /** oldest membership first */
    list: (workspaceId: string) =>
      sql.query<Member>(
        `SELECT m.id, m.user_id, m.role::text AS role, m.created_at, u.email, u.name FROM members m JOIN users u ON u.id = m.user_id
         WHERE m.workspace_id = $1::uuid ORDER BY m.created_at, m.id`,
        [workspaceId],
      ),
  };
}
