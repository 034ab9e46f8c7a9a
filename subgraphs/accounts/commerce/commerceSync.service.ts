// The store sync: for each resource, pages of the GraphQL Admin API stored together with the
// position they reached in one transaction, so a crash or a stop resumes at the next page and a
// repeated page changes nothing. A completed pass moves the resource's `since` to the newest
// updatedAt stored (inclusive, so an update sharing that instant is read again, harmlessly). A token
// revoked mid-sync stops the run: the store is marked revoked with the reason workspace_setup shows.
import type { Clock } from '../../../core/clock.js';
import type { Config } from '../../../core/config.js';
import type { RawSql } from '../../../core/db/index.js';
import type { CommerceDataRepository } from './commerceData.repository.js';
import type { CommerceStoreRepository, ResourceCursor } from './commerceStore.repository.js';
import type { CommerceStoreService } from './commerceStore.service.js';
import { createShopifyClient, StoreAccessRevoked } from './shopify.client.js';
import { PAGE_SIZE, RESOURCES, type Page } from './shopifyResources.js';

export interface SyncOutcome {
  status: 'succeeded' | 'stopped';
  pages: number;
  records: Record<string, number>;
  error: string | null;
}

export function createCommerceSyncService(deps: {
  sql: RawSql;
  stores: CommerceStoreRepository;
  data: CommerceDataRepository;
  storeService: CommerceStoreService;
  config: Config;
  clock: Clock;
}) {
  const { sql, stores, data, storeService, config, clock } = deps;
  return {
    async sync(workspaceId: string): Promise<SyncOutcome> {
      const { shop, accessToken } = await storeService.session(workspaceId);
      const client = createShopifyClient({ shop, accessToken, apiVersion: config.SHOPIFY_API_VERSION, originOverride: config.SHOPIFY_ADMIN_ORIGIN });
      const cursors = (await stores.get(workspaceId))!.sync_cursor;
      await stores.setSync(workspaceId, { status: 'running' });
      const records: Record<string, number> = {};
      let pages = 0;
      try {
        for (const r of RESOURCES) {
          let c: ResourceCursor = cursors[r.name] ?? { since: null, after: null, max_seen: null };
          records[r.name] = 0;
          for (;;) {
            const filter = r.incremental && c.since ? `updated_at:>='${c.since}'` : null;
            const res = await client.query<Record<string, Page<any>>>(r.query, { first: PAGE_SIZE, after: c.after, query: filter });
            const page = res[r.field]!;
            pages++;
            const done = !page.pageInfo.hasNextPage;
            await sql.transaction(async (tx) => {
              const seen = await r.store(tx, data, workspaceId, page.nodes);
              const max = [c.max_seen, ...seen].filter((x): x is string => !!x).sort().at(-1) ?? null;
              c = done
                ? { since: r.incremental ? (max ?? c.since) : null, after: null, max_seen: null }
                : { since: c.since, after: page.pageInfo.endCursor, max_seen: max };
              await stores.saveCursor(tx, workspaceId, r.name, c);
            });
            records[r.name] += page.nodes.length;
            if (done) break;
          }
        }
      } catch (e) {
        if (e instanceof StoreAccessRevoked) {
          const error = `${shop} revoked access during the sync (${e.message}); data imported so far is kept; authorise the store again to resume`;
          await stores.setSync(workspaceId, { status: 'stopped', error, revoked: true });
          return { status: 'stopped', pages, records, error };
        }
        await stores.setSync(workspaceId, { status: 'stopped', error: (e as Error).message.slice(0, 500) });
        throw e;
      }
      await stores.setSync(workspaceId, { status: 'succeeded', at: clock.now() });
      return { status: 'succeeded', pages, records, error: null };
    },
  };
}

export type CommerceSyncService = ReturnType<typeof createCommerceSyncService>;
