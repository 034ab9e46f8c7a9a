// The dashboard's check for changes that need a role: a signed-in session (not an API key), and the
// caller's role read from the membership now (a demotion applies at once, whatever the token says).
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { forbidden } from '../../../core/errors.js';

export async function requireSessionRole(
  ctx: SubgraphContext,
  roles: readonly string[],
  roleOf: (workspaceId: string, userId: string) => Promise<string | null>,
): Promise<{ workspaceId: string; userId: string }> {
  const { workspaceId, caller } = requireWorkspace(ctx);
  if (caller.kind !== 'session') throw forbidden('this change needs a signed-in session, not an API key', { code: 'session_required' });
  const role = await roleOf(workspaceId, caller.userId);
  if (!role || !roles.includes(role)) throw forbidden(`this change needs the ${roles.join(' or ')} role; yours is ${role ?? 'none'}`, { code: 'role_required' });
  return { workspaceId, userId: caller.userId };
}
