// Shopify's GraphQL Admin API, as documented (GraphQL is Shopify's current API; REST Admin is legacy
// since 2024-10): POST https://{shop}/admin/api/{version}/graphql.json with X-Shopify-Access-Token.
// Connections page with `first`/`after` and pageInfo { hasNextPage endCursor }. Rate limits are by
// calculated query cost: a THROTTLED error carries extensions.cost.throttleStatus, and we wait until
// the bucket has restored the requested cost; an HTTP 429 is retried after Retry-After by
// providerCall. A 401/403 means the token was revoked (the app uninstalled): StoreAccessRevoked.
import { providerCall, VendorHttpError } from '../shared/vendorHttp.js';

export class StoreAccessRevoked extends Error {
  constructor(readonly status: number) {
    super(`Shopify refused the access token (HTTP ${status}): the app was uninstalled or access revoked`);
    this.name = 'StoreAccessRevoked';
  }
}

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface GraphqlReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { requestedQueryCost: number; actualQueryCost: number | null; throttleStatus: ThrottleStatus } };
}

const MAX_THROTTLED = 5;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Time until the bucket holds `cost` points again. */
export const throttleWaitMs = (cost: number, s: ThrottleStatus) =>
  Math.max(0, Math.ceil(((cost - s.currentlyAvailable) / Math.max(s.restoreRate, 1)) * 1000));

export function shopOrigin(shop: string, override?: string) {
  return (override ?? `https://${shop}`).replace(/\/$/, '');
}

export function createShopifyClient(cfg: { shop: string; accessToken: string; apiVersion: string; originOverride?: string }) {
  const url = `${shopOrigin(cfg.shop, cfg.originOverride)}/admin/api/${cfg.apiVersion}/graphql.json`;
  return {
    async query<T>(query: string, variables: Record<string, unknown>): Promise<T> {
      for (let throttled = 0; ; throttled++) {
        let reply: GraphqlReply<T> | null;
        try {
          reply = await providerCall<GraphqlReply<T>>({
            provider: 'shopify',
            method: 'POST',
            url,
            headers: { 'X-Shopify-Access-Token': cfg.accessToken, 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ query, variables }),
          });
        } catch (e) {
          if (e instanceof VendorHttpError && (e.status === 401 || e.status === 403)) throw new StoreAccessRevoked(e.status);
          throw e;
        }
        const cost = reply?.extensions?.cost;
        if (reply?.errors?.some((x) => x.extensions?.code === 'THROTTLED') && cost && throttled < MAX_THROTTLED) {
          await sleep(throttleWaitMs(cost.requestedQueryCost, cost.throttleStatus));
          continue;
        }
        if (reply?.errors?.length || !reply?.data) throw new VendorHttpError('shopify', 200, (reply?.errors ?? []).map((x) => x.message).join('; ').slice(0, 300));
        return reply.data;
      }
    },
  };
}

export type ShopifyClient = ReturnType<typeof createShopifyClient>;
