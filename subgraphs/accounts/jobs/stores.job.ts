// Connected stores sync on the schedule (issue 17): each run is the store sync's incremental pass
// (commerce/commerceSync.service.ts), so a store already up to date costs one page per resource. A
// token revoked mid-sync stops that store's run cleanly (the store is marked revoked and
// workspace_setup says why) and leaves it off the list until it is authorised again; one store's
// failure does not stop the others.
import type { ServiceContext } from '../../../core/context.js';
import { createAccountsServices } from '../services.js';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'logger' | 'config' | 'secrets'>;

export async function runStoreSyncs(ctx: Ctx, opts: { workspaceId?: string } = {}) {
  const s = createAccountsServices(ctx);
  const stores = (await s.store.connected()).filter((ws) => !opts.workspaceId || ws === opts.workspaceId);
  const stats = { stores: stores.length, synced: 0, stopped: 0, errors: 0, pages: 0, records: 0 };
  for (const ws of stores) {
    try {
      const out = await s.storeSync.sync(ws);
      stats.pages += out.pages;
      stats.records += Object.values(out.records).reduce((a, b) => a + b, 0);
      if (out.status === 'succeeded') stats.synced++;
      else {
        stats.stopped++;
        ctx.logger.warn({ workspace_id: ws, error: out.error }, 'store sync stopped');
      }
    } catch (err) {
      stats.errors++;
      ctx.logger.error({ err, workspace_id: ws }, 'store sync failed');
    }
  }
  return stats;
}
