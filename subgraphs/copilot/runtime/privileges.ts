// Privileged tools (spec 4.5): team tools need the workspace opt-in and an admin or owner; billing
// tools the opt-in and the owner. The role is read from the membership on every call, not taken from
// the session token, so a demotion takes effect at once.
import type { Caller } from '../../../core/auth/caller.js';
import { guardrailsOf as readGuardrails, type GuardrailsService } from '../../accounts/workspaces/guardrails.service.js';
import { PRIVILEGED_ROLES } from '../catalogue/registry.js';
import type { ToolDefinition } from '../catalogue/types.js';

export interface WorkspaceSettings {
  privilegedActionsEnabled: boolean;
}

export const guardrailsOf = (guardrails: unknown): WorkspaceSettings => ({
  privilegedActionsEnabled: readGuardrails(guardrails).copilot_privileged_actions_enabled,
});

/** Null when allowed, otherwise the refusal sentence. */
export async function privilegedRefusal(
  guardrails: Pick<GuardrailsService, 'get' | 'role'>,
  caller: Exclude<Caller, { kind: 'operator' }>,
  tool: ToolDefinition,
): Promise<string | null> {
  if (!tool.privileged) return null;
  if (caller.kind !== 'session') return `${tool.name} needs a signed-in user; API keys cannot use it.`;
  if (!(await guardrails.get(caller.workspaceId)).copilot_privileged_actions_enabled)
    return `${tool.name} is off for this workspace: team and billing actions need the workspace setting guardrails.copilot_privileged_actions_enabled, which the copilot cannot change.`;
  const role = await guardrails.role(caller.workspaceId, caller.userId);
  const allowed = PRIVILEGED_ROLES[tool.privileged];
  if (!role || !allowed.includes(role)) return `${tool.name} needs the ${allowed.join(' or ')} role; your role in this workspace is ${role ?? 'none'}.`;
  return null;
}
