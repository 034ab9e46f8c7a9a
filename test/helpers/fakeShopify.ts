// A fake Shopify store on 127.0.0.1 speaking the documented protocol: the OAuth code exchange
// (POST /admin/oauth/access_token, JSON) and the GraphQL Admin API (POST
// /admin/api/<version>/graphql.json with X-Shopify-Access-Token) with cursor pagination
// (first/after, pageInfo), the updated_at search filter, query cost in extensions.cost, THROTTLED
// errors, HTTP 429 with Retry-After and a 401 for a revoked token. Anything else is a violation.
import { startReceiver, type Received, type Reply } from './webhooks/receiver.js';

export interface FakeStoreData {
  products: any[];
  customers: any[];
  orders: any[];
  subscriptionContracts: any[];
}

export interface GraphqlCall {
  field: string;
  first: number;
  after: string | null;
  query: string | null;
}

export interface FakeShopify {
  origin: string;
  clientId: string;
  clientSecret: string;
  apiVersion: string;
  data: FakeStoreData;
  /** the code the exchange accepts, and the token it issues */
  code: string;
  token: string;
  revoked: boolean;
  /** revoke the token after this many more GraphQL calls */
  revokeAfter: number | null;
  /** answer the next n GraphQL calls with 429 Retry-After: 1 */
  http429: number;
  /** answer the next n GraphQL calls with a THROTTLED error */
  throttled: number;
  calls: GraphqlCall[];
  exchanges: number;
  violations: string[];
  received: Received[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
const FIELDS = ['products', 'customers', 'orders', 'subscriptionContracts'] as const;
const cost = (available: number) => ({ requestedQueryCost: 52, actualQueryCost: available > 0 ? 12 : null, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: available, restoreRate: 100 } });

export async function startFakeShopify(data: FakeStoreData, apiVersion = '2025-01'): Promise<FakeShopify> {
  const receiver = await startReceiver();
  const fake: FakeShopify = {
    origin: new URL(receiver.url).origin,
    clientId: 'shp-client',
    clientSecret: 'shp-secret',
    apiVersion,
    data,
    code: 'shp-code-1',
    token: 'shpat_fake_token',
    revoked: false,
    revokeAfter: null,
    http429: 0,
    throttled: 0,
    calls: [],
    exchanges: 0,
    violations: [],
    received: receiver.received,
    close: () => receiver.close(),
  };
  const bad = (r: Received, why: string) => {
    fake.violations.push(`${r.method} ${r.path}: ${why}`);
    return json(400, { errors: why });
  };
  receiver.reply((r) => {
    let body: any;
    try {
      body = JSON.parse(r.raw.toString('utf8'));
    } catch {
      return bad(r, 'body is not JSON');
    }
    if (r.method !== 'POST') return bad(r, 'method');
    if (!String(r.headers['content-type']).startsWith('application/json')) return bad(r, 'content-type');
    if (r.path === '/admin/oauth/access_token') {
      fake.exchanges++;
      if (body.client_id !== fake.clientId || body.client_secret !== fake.clientSecret) return bad(r, 'client credentials');
      if (body.code !== fake.code) return bad(r, 'unknown code');
      fake.revoked = false;
      return json(200, { access_token: fake.token, scope: 'read_orders,read_products,read_customers,read_own_subscription_contracts' });
    }
    if (r.path !== `/admin/api/${fake.apiVersion}/graphql.json`) return bad(r, 'path');
    if (r.headers['x-shopify-access-token'] !== fake.token) return bad(r, 'access token header');
    if (fake.revokeAfter !== null && fake.revokeAfter-- <= 0) fake.revoked = true;
    if (fake.revoked) return json(401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    if (fake.http429 > 0) {
      fake.http429--;
      return json(429, { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' }, { 'retry-after': '1' });
    }
    if (fake.throttled > 0) {
      fake.throttled--;
      return json(200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }], extensions: { cost: cost(47) } });
    }
    const field = FIELDS.find((f) => new RegExp(`\\b${f}\\(first: \\$first, after: \\$after`).test(body.query ?? ''));
    if (!field) return bad(r, 'unknown query');
    const v = body.variables ?? {};
    if (typeof v.first !== 'number' || v.first < 1 || v.first > 250) return bad(r, 'first must be 1..250');
    const incremental = field !== 'subscriptionContracts';
    if (incremental && !/sortKey: UPDATED_AT/.test(body.query)) return bad(r, 'sortKey');
    if (v.query != null && !/^updated_at:>='[^']+'$/.test(v.query)) return bad(r, `search syntax ${v.query}`);
    fake.calls.push({ field, first: v.first, after: v.after ?? null, query: v.query ?? null });
    const since = v.query ? v.query.match(/'([^']+)'/)[1] : null;
    const all = [...fake.data[field]]
      .filter((n) => !since || n.updatedAt >= since)
      .sort((a, b) => (incremental ? a.updatedAt.localeCompare(b.updatedAt) : 0) || a.id.localeCompare(b.id));
    const start = v.after ? Number(Buffer.from(v.after, 'base64url').toString()) : 0;
    if (!Number.isInteger(start)) return bad(r, 'cursor');
    const nodes = all.slice(start, start + v.first);
    const end = start + nodes.length;
    return json(200, {
      data: { [field]: { pageInfo: { hasNextPage: end < all.length, endCursor: nodes.length ? Buffer.from(String(end)).toString('base64url') : null }, nodes } },
      extensions: { cost: cost(1900) },
    });
  });
  return fake;
}
