// Workspace guardrails (spec 4.5): copilot_privileged_actions_enabled turns the copilot's team and
// billing tools on. Only an owner changes it, from the dashboard; no copilot tool calls this.
import type { ServiceContext } from '../../../core/context.js';
import { forbidden, notFound } from '../../../core/errors.js';

export function createGuardrailsService(ctx: Pick<ServiceContext, 'db'>) {
  const { prisma } = ctx.db;
  return {
    async get(workspaceId: string): Promise<{ copilot_privileged_actions_enabled: boolean }> {
      const ws = await prisma.workspace.findUnique({ where: { id: workspaceId }, select: { guardrails: true } });
      if (!ws) throw notFound('workspace');
      return { copilot_privileged_actions_enabled: (ws.guardrails as { copilot_privileged_actions_enabled?: unknown })?.copilot_privileged_actions_enabled === true };
    },

    /** The owner's choice; the role is read from the membership now, not from the session token. */
    async setPrivilegedActions(workspaceId: string, userId: string, enabled: boolean) {
      const m = await prisma.member.findUnique({ where: { workspace_id_user_id: { workspace_id: workspaceId, user_id: userId } }, select: { role: true } });
      if (m?.role !== 'owner') throw forbidden('only an owner can change the copilot guardrails', { code: 'owner_required' });
      const ws = await prisma.workspace.findUnique({ where: { id: workspaceId }, select: { guardrails: true } });
      if (!ws) throw notFound('workspace');
      const guardrails = { ...((ws.guardrails as object) ?? {}), copilot_privileged_actions_enabled: enabled };
      await prisma.workspace.update({ where: { id: workspaceId }, data: { guardrails } });
      return { copilot_privileged_actions_enabled: enabled };
    },
  };
}

export type GuardrailsService = ReturnType<typeof createGuardrailsService>;
