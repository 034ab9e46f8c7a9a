import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import type { AccountService } from './account.service.js';

/** Other subgraphs reference Account by id; only the caller's workspace resolves. */
export const accountReference = (accounts: AccountService) => ({
  Account: {
    __resolveReference: (ref: { id: string }, ctx: SubgraphContext) =>
      accounts.get(requireWorkspace(ctx).workspaceId, ref.id),
  },
});
