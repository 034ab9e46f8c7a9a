// Privileged tools (spec 4.5): team tools need the workspace opt-in and an admin or owner; billing
// tools the opt-in and the owner. The role is read from the membership on every call, not taken from
// the session token, so a demotion takes effect at once.
import type { Runtime } from '../../../core/runtime.js';
import type { Caller, MemberRole } from '../../../core/auth/caller.js';
import { PRIVILEGED_ROLES } from '../catalogue/registry.js';
import type { ToolDefinition } from '../catalogue/types.js';

export interface WorkspaceSettings {
  privilegedActionsEnabled: boolean;
}

export function guardrailsOf(guardrails: unknown): WorkspaceSettings {
  const g = (guardrails ?? {}) as { copilot_privileged_actions_enabled?: unknown };
  return { privilegedActionsEnabled: g.copilot_privileged_actions_enabled === true };
}

/** Null when allowed, otherwise the refusal sentence. */
export async function privilegedRefusal(
  rt: Runtime,
  caller: Exclude<Caller, { kind: 'operator' }>,
  tool: ToolDefinition,
): Promise<string | null> {
  if (!tool.privileged) return null;
  if (caller.kind !== 'session') return `${tool.name} needs a signed-in user; API keys cannot use it.`;
  const ws = await rt.db.prisma.workspace.findUnique({ where: { id: caller.workspaceId }, select: { guardrails: true } });
  if (!guardrailsOf(ws?.guardrails).privilegedActionsEnabled)
    return `${tool.name} is off for this workspace: team and billing actions need the workspace setting guardrails.copilot_privileged_actions_enabled, which the copilot cannot change.`;
  const member = await rt.db.prisma.member.findUnique({
    where: { workspace_id_user_id: { workspace_id: caller.workspaceId, user_id: caller.userId } },
    select: { role: true },
  });
  const allowed = PRIVILEGED_ROLES[tool.privileged];
  if (!member || !allowed.includes(member.role as MemberRole))
    return `${tool.name} needs the ${allowed.join(' or ')} role; your role in this workspace is ${member?.role ?? 'none'}.`;
  return null;
}
