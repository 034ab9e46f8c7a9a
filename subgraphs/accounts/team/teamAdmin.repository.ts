// Team changes (invite, change role, remove, cancel, accept): plain SQL on Database.sql, every
// statement scoped by workspace (acceptance by the token's hash, which names the workspace).
import type { SqlClient } from '../../../core/db/index.js';

export interface MemberRecord {
  user_id: string;
  email: string;
  role: string;
}

export interface InvitationRecord {
  id: string;
  workspace_id: string;
  email: string;
  role: string;
  status: string;
  expires_at: Date | null;
}

export function createTeamAdminRepository(sql: SqlClient) {
  const one = async <T>(p: Promise<T[]>) => (await p)[0] ?? null;
  return {
    member: (workspaceId: string, email: string) =>
      one(
        sql.query<MemberRecord>(
          `SELECT m.user_id::text AS user_id, u.email, m.role::text AS role FROM members m JOIN users u ON u.id = m.user_id
           WHERE m.workspace_id = $1::uuid AND lower(u.email) = lower($2)`,
          [workspaceId, email.trim()],
        ),
      ),
    role: async (workspaceId: string, userId: string): Promise<string | null> =>
      (await one(sql.query<{ role: string }>(`SELECT role::text AS role FROM members WHERE workspace_id = $1::uuid AND user_id = $2::uuid`, [workspaceId, userId])))
        ?.role ?? null,
    pendingInvitation: (workspaceId: string, email: string) =>
      one(
        sql.query<InvitationRecord>(
          `SELECT id::text AS id, workspace_id::text AS workspace_id, email, role::text AS role, status, expires_at FROM invitations
           WHERE workspace_id = $1::uuid AND lower(email) = lower($2) AND status = 'pending' ORDER BY created_at DESC LIMIT 1`,
          [workspaceId, email.trim()],
        ),
      ),
    invite: (workspaceId: string, p: { email: string; role: string; tokenHash: string; expiresAt: Date; invitedBy: string; at: Date }) =>
      sql.execute(
        `INSERT INTO invitations (id, workspace_id, email, role, status, invited_by, created_at, token_hash, expires_at)
         VALUES (gen_random_uuid(), $1::uuid, $2, $3::"Role", 'pending', $4::uuid, $5::timestamptz, $6, $7::timestamptz)`,
        [workspaceId, p.email, p.role, p.invitedBy, p.at, p.tokenHash, p.expiresAt],
      ),
    setRole: (workspaceId: string, userId: string, role: string) =>
      sql.execute(`UPDATE members SET role = $3::"Role" WHERE workspace_id = $1::uuid AND user_id = $2::uuid`, [workspaceId, userId, role]),
    remove: (workspaceId: string, userId: string) =>
      sql.execute(`DELETE FROM members WHERE workspace_id = $1::uuid AND user_id = $2::uuid AND role <> 'owner'`, [workspaceId, userId]),
    cancel: (workspaceId: string, id: string) =>
      sql.execute(`UPDATE invitations SET status = 'cancelled', token_hash = NULL WHERE workspace_id = $1::uuid AND id = $2::uuid AND status = 'pending'`, [workspaceId, id]),
    byToken: (tokenHash: string) =>
      one(
        sql.query<InvitationRecord>(
          `SELECT id::text AS id, workspace_id::text AS workspace_id, email, role::text AS role, status, expires_at FROM invitations WHERE token_hash = $1`,
          [tokenHash],
        ),
      ),
    /** single use: only a pending invitation is accepted, once */
    markAccepted: (id: string, at: Date) =>
      sql.execute(`UPDATE invitations SET status = 'accepted', accepted_at = $2::timestamptz, token_hash = NULL WHERE id = $1::uuid AND status = 'pending'`, [id, at]),
    upsertUser: async (email: string, name: string | null) =>
      (
        await sql.query<{ id: string }>(
          `INSERT INTO users (id, email, name) VALUES (gen_random_uuid(), $1, $2) ON CONFLICT (email) DO UPDATE SET name = coalesce(users.name, excluded.name)
           RETURNING id::text AS id`,
          [email, name],
        )
      )[0]!.id,
    addMember: (workspaceId: string, userId: string, role: string, at: Date) =>
      sql.execute(
        `INSERT INTO members (id, workspace_id, user_id, role, created_at) VALUES (gen_random_uuid(), $1::uuid, $2::uuid, $3::"Role", $4::timestamptz)
         ON CONFLICT (workspace_id, user_id) DO NOTHING`,
        [workspaceId, userId, role, at],
      ),
  };
}

export type TeamAdminRepository = ReturnType<typeof createTeamAdminRepository>;
