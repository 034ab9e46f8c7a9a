// The caller's plan access (core/plans accessFor), read per operation. Kept in a tiny cache for a
// couple of seconds: a list request reads it once per subgraph fetch and the plan changes rarely.
import type { ServiceContext } from '../../../core/context.js';
import { accessFor, type Access, type WorkspacePlanFields } from '../../../core/plans.js';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { createWorkspaceRepository } from '../workspaces/workspace.repository.js';

const TTL_MS = 2_000; // 2 s: a plan change or trial end shows within this

export interface AccessReader {
  access(workspaceId: string): Promise<Access>;
}

export function createAccessReader(ctx: Pick<ServiceContext, 'db' | 'clock'>): AccessReader {
  const workspaces = createWorkspaceRepository(ctx.db.sql);
  const cache = new Map<string, { at: number; ws: WorkspacePlanFields }>();
  return {
    async access(workspaceId) {
      const now = Date.now(); // cache age only, not domain time
      let hit = cache.get(workspaceId);
      if (!hit || now - hit.at > TTL_MS) {
        const ws = isUuid(workspaceId) ? await workspaces.byId(workspaceId) : null;
        if (!ws) throw notFound('workspace');
        if (cache.size > 10_000) cache.clear();
        hit = { at: now, ws: { plan: ws.plan, trial_ends_at: ws.trial_ends_at } };
        cache.set(workspaceId, hit);
      }
      // trial expiry is evaluated on every call against the injectable clock
      return accessFor(hit.ws, ctx.clock);
    },
  };
}
