// What every subgraph resolver receives. The caller comes only from the gateway's signed caller
// token (DESIGN.md 4); resolvers scope every query by caller.workspaceId, never by input.
import type { Caller } from '../auth/caller.js';
import { AppError } from '../errors.js';

export interface SubgraphContext {
  caller: Caller | null;
  correlationId?: string;
}

/** The caller's workspace, or 401 when unauthenticated. Operators must name one explicitly elsewhere. */
export function requireWorkspace(ctx: SubgraphContext): { workspaceId: string; caller: Exclude<Caller, { kind: 'operator' }> } {
  const c = ctx.caller;
  if (!c) throw new AppError('UNAUTHORIZED', 'missing or invalid credentials');
  if (c.kind === 'operator') throw new AppError('FORBIDDEN', 'operator credentials are not scoped to a workspace');
  return { workspaceId: c.workspaceId, caller: c };
}

/** The caller's workspace for a change or a session-only read: dashboard sessions, not API keys. */
export function requireSession(ctx: SubgraphContext): { workspaceId: string; caller: Extract<Caller, { kind: 'session' }> } {
  const { workspaceId, caller } = requireWorkspace(ctx);
  if (caller.kind !== 'session') throw new AppError('FORBIDDEN', 'this needs a signed-in session, not an API key', { code: 'session_required' });
  return { workspaceId, caller };
}
