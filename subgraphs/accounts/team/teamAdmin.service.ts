// Team changes (spec 4.5 privileged tools, and the dashboard): the refusals hold for every caller
// and every surface: nobody acts on themselves, an owner is never removed or demoted, and nobody is
// promoted to owner. Invitations carry a single-use token (only its SHA-256 is stored) that expires.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../core/clock.js';
import { sha256Hex } from '../../../core/crypto.js';
import { conflict, forbidden, notFound, validation } from '../../../core/errors.js';
import type { TeamAdminRepository } from './teamAdmin.repository.js';

export const INVITATION_TTL_MS = 7 * 86_400_000; // 7 days
export const INVITE_ACCEPT_PATH = '/invitations/accept';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const refuse = (code: string, message: string) => forbidden(message, { code });

export function createTeamAdminService(deps: { repo: TeamAdminRepository; clock: Clock; publicUrl: string }) {
  const { repo, clock, publicUrl } = deps;

  async function target(workspaceId: string, actorUserId: string, email: string) {
    const m = await repo.member(workspaceId, email);
    if (!m) throw notFound(`team member ${email}`);
    if (m.user_id === actorUserId) throw refuse('team_self_action', 'you cannot change or remove your own membership');
    return m;
  }

  return {
    /** The caller's role now (read on each call, never from the token). */
    roleOf: (workspaceId: string, userId: string) => repo.role(workspaceId, userId),

    async invite(workspaceId: string, actorUserId: string, p: { email: string; role: string }) {
      const email = p.email.trim().toLowerCase();
      if (!EMAIL.test(email)) throw validation(`"${p.email}" is not an email address`, { field: 'email' });
      if (p.role === 'owner') throw refuse('team_owner_promotion', 'nobody can be invited or promoted to owner');
      if (await repo.member(workspaceId, email)) throw conflict(`${email} is already a member`, { code: 'team_already_member' });
      if (await repo.pendingInvitation(workspaceId, email)) throw conflict(`${email} already has a pending invitation; cancel it first`, { code: 'team_invitation_exists' });
      const token = `inv_${randomBytes(24).toString('base64url')}`;
      const at = clock.now();
      const expiresAt = new Date(at.getTime() + INVITATION_TTL_MS);
      await repo.invite(workspaceId, { email, role: p.role, tokenHash: sha256Hex(token), expiresAt, invitedBy: actorUserId, at });
      return { email, role: p.role, expires_at: expiresAt, invitation_url: `${publicUrl}${INVITE_ACCEPT_PATH}?token=${token}`, token };
    },

    async updateRole(workspaceId: string, actorUserId: string, p: { email: string; role: string }) {
      if (p.role === 'owner') throw refuse('team_owner_promotion', 'nobody can be promoted to owner');
      const m = await target(workspaceId, actorUserId, p.email);
      if (m.role === 'owner') throw refuse('team_owner_protected', 'an owner cannot be demoted');
      await repo.setRole(workspaceId, m.user_id, p.role);
      return { email: m.email, previous_role: m.role, role: p.role };
    },

    async remove(workspaceId: string, actorUserId: string, email: string) {
      const m = await target(workspaceId, actorUserId, email);
      if (m.role === 'owner') throw refuse('team_owner_protected', 'an owner cannot be removed');
      await repo.remove(workspaceId, m.user_id);
      return { email: m.email, previous_role: m.role, removed: true };
    },

    async cancelInvitation(workspaceId: string, email: string) {
      const inv = await repo.pendingInvitation(workspaceId, email);
      if (!inv) throw notFound(`pending invitation for ${email}`);
      await repo.cancel(workspaceId, inv.id);
      return { email: inv.email, role: inv.role, status: 'cancelled' };
    },

    /** The accept endpoint: the token is the credential; single use, expiring. */
    async accept(token: string, name: string | null) {
      const inv = typeof token === 'string' && token.startsWith('inv_') ? await repo.byToken(sha256Hex(token)) : null;
      if (!inv || inv.status !== 'pending') throw notFound('invitation (unknown, cancelled or already used)');
      if (!inv.expires_at || new Date(inv.expires_at).getTime() <= clock.now().getTime())
        throw conflict('this invitation has expired; ask for a new one', { code: 'team_invitation_expired' });
      if (!(await repo.markAccepted(inv.id, clock.now()))) throw notFound('invitation (unknown, cancelled or already used)');
      const userId = await repo.upsertUser(inv.email, name);
      await repo.addMember(inv.workspace_id, userId, inv.role, clock.now());
      return { workspace_id: inv.workspace_id, email: inv.email, role: inv.role, user_id: userId };
    },
  };
}

export type TeamAdminService = ReturnType<typeof createTeamAdminService>;
