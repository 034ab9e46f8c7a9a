import type { Clock } from '../../../core/clock.js';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import type { WorkspaceService } from './workspace.service.js';
import { presentWorkspace } from './workspace.view.js';

/** Other subgraphs extend Workspace by id; only the caller's own resolves (another is null). */
export const workspaceReference = (workspaces: WorkspaceService, clock: Clock) => ({
  Workspace: {
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => {
      const { workspaceId } = requireWorkspace(ctx);
      return ref.id === workspaceId ? presentWorkspace(await workspaces.get(workspaceId), clock) : null;
    },
  },
});
