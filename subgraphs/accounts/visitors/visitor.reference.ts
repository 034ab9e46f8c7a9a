import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import type { VisitorService } from './visitor.service.js';

/** Other subgraphs reference Visitor by id (e.g. webhook deliveries); only the caller's workspace resolves. */
export const visitorReference = (visitors: VisitorService) => ({
  Visitor: {
    __resolveReference: (ref: { id: string }, ctx: SubgraphContext) =>
      visitors.get(requireWorkspace(ctx).workspaceId, ref.id),
  },
});
