// Workspace guardrails (spec 4.5): copilot_privileged_actions_enabled turns the copilot's team and
// billing tools on. Only an owner changes it, from the dashboard; no copilot tool calls this.
import type { ServiceContext } from '../../../core/context.js';
import type { MemberRole } from '../../../core/auth/caller.js';
import { forbidden, notFound } from '../../../core/errors.js';
import { createWorkspaceRepository } from './workspace.repository.js';

export interface Guardrails {
  copilot_privileged_actions_enabled: boolean;
}

export const guardrailsOf = (raw: unknown): Guardrails => ({
  copilot_privileged_actions_enabled: (raw as { copilot_privileged_actions_enabled?: unknown } | null)?.copilot_privileged_actions_enabled === true,
});

export function createGuardrailsService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const workspaces = createWorkspaceRepository(ctx.db.sql);
  return {
    async get(workspaceId: string): Promise<Guardrails> {
      const ws = await workspaces.byId(workspaceId);
      if (!ws) throw notFound('workspace');
      return guardrailsOf(ws.guardrails);
    },

    /** The caller's role read from the membership now (not from a session token), null when not a member. */
    role: (workspaceId: string, userId: string): Promise<MemberRole | null> => workspaces.memberRole(workspaceId, userId),

    /** The owner's choice; the role is read from the membership now, not from the session token. */
    async setPrivilegedActions(workspaceId: string, userId: string, enabled: boolean) {
      if ((await workspaces.memberRole(workspaceId, userId)) !== 'owner') throw forbidden('only an owner can change the copilot guardrails', { code: 'owner_required' });
      const ws = await workspaces.byId(workspaceId);
      if (!ws) throw notFound('workspace');
      const guardrails = { ...((ws.guardrails as object) ?? {}), copilot_privileged_actions_enabled: enabled };
      await workspaces.setGuardrails(workspaceId, guardrails, ctx.clock.now());
      return { copilot_privileged_actions_enabled: enabled };
    },
  };
}

export type GuardrailsService = ReturnType<typeof createGuardrailsService>;
