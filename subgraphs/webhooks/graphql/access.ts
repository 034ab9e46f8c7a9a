// Who may do what on the webhooks subgraph: any workspace caller may read its endpoints and log;
// changes need a dashboard session (not an API key) with the owner or admin role.
import { AppError } from '../../../core/errors.js';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';

export const readerOf = (ctx: SubgraphContext): string => requireWorkspace(ctx).workspaceId;

export function managerOf(ctx: SubgraphContext): string {
  const { workspaceId, caller } = requireWorkspace(ctx);
  if (caller.kind !== 'session') throw new AppError('FORBIDDEN', 'webhook changes need a dashboard session; API keys are read-only');
  if (caller.role !== 'owner' && caller.role !== 'admin')
    throw new AppError('FORBIDDEN', 'managing webhooks needs the owner or admin role');
  return workspaceId;
}
