// What the sync reads from the GraphQL Admin API, in dependency order, and how each page maps onto
// our rows. Orders, products and customers are read incrementally (query "updated_at:>='…'",
// sortKey UPDATED_AT); subscription contracts have no updated_at search, so each sync re-reads them
// (idempotent upserts).
import type { SqlClient } from '../../../core/db/index.js';
import type { CommerceDataRepository, OrderRow } from './commerceData.repository.js';

export interface Page<N> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: N[];
}
type Money = { shopMoney: { amount: string } };

export interface ShopifyResource {
  name: 'products' | 'customers' | 'orders' | 'memberships';
  /** the connection's root field */
  field: string;
  incremental: boolean;
  query: string;
  /** stores one page; returns each node's updatedAt */
  store(tx: SqlClient, repo: CommerceDataRepository, ws: string, nodes: any[]): Promise<string[]>;
}

const PAGE = 50;
const connection = (field: string, args: string, body: string) =>
  `query Sync($first: Int!, $after: String, $query: String) {
  ${field}(first: $first, after: $after${args}) {
    pageInfo { hasNextPage endCursor }
    nodes { ${body} }
  }
}`;
const incremental = ', query: $query, sortKey: UPDATED_AT';
const money = (m: Money | null | undefined) => m?.shopMoney.amount ?? '0';
const cents = (s: string) => Math.round(Number(s) * 100);
const fromCents = (c: number) => (c / 100).toFixed(2);

export const PAGE_SIZE = PAGE;

export const RESOURCES: ShopifyResource[] = [
  {
    name: 'products',
    field: 'products',
    incremental: true,
    query: connection('products', incremental, 'id title productType handle updatedAt variants(first: 100) { nodes { id price updatedAt } }'),
    async store(tx, repo, ws, nodes) {
      await repo.upsertProducts(tx, ws, nodes.map((p) => ({ id: p.id, title: p.title, productType: p.productType || null, handle: p.handle ?? null, updatedAt: p.updatedAt })));
      await repo.observePrices(
        tx,
        ws,
        nodes.flatMap((p) => p.variants.nodes.map((v: any) => ({ variantId: v.id, productId: p.id, price: v.price, observedAt: v.updatedAt }))),
      );
      return nodes.map((p) => p.updatedAt);
    },
  },
  {
    name: 'customers',
    field: 'customers',
    incremental: true,
    query: connection('customers', incremental, 'id email createdAt updatedAt'),
    async store(tx, repo, ws, nodes) {
      await repo.upsertCustomers(tx, ws, nodes.map((c) => ({ id: c.id, email: c.email ?? null, createdAt: c.createdAt, updatedAt: c.updatedAt })));
      return nodes.map((c) => c.updatedAt);
    },
  },
  {
    name: 'orders',
    field: 'orders',
    incremental: true,
    query: connection(
      'orders',
      incremental,
      `id name email processedAt updatedAt cancelledAt currencyCode customer { id }
      lineItems(first: 250) { nodes { id title quantity product { id } variant { id } originalUnitPriceSet { shopMoney { amount } } totalDiscountSet { shopMoney { amount } } } }`,
    ),
    async store(tx, repo, ws, nodes) {
      const rows: OrderRow[] = nodes.map((o) => {
        const lines = o.lineItems.nodes.map((l: any) => ({
          id: l.id,
          productId: l.product?.id ?? null,
          variantId: l.variant?.id ?? null,
          title: l.title,
          quantity: l.quantity,
          unitPrice: money(l.originalUnitPriceSet),
          discount: money(l.totalDiscountSet),
        }));
        // gross and discounts are sums of the lines in whole cents (definitions.ts)
        const gross = lines.reduce((s: number, l: any) => s + cents(l.unitPrice) * l.quantity, 0);
        const discounts = lines.reduce((s: number, l: any) => s + cents(l.discount), 0);
        return {
          id: o.id,
          name: o.name,
          customerId: o.customer?.id ?? null,
          email: o.email ?? null,
          createdAt: o.processedAt,
          updatedAt: o.updatedAt,
          cancelledAt: o.cancelledAt ?? null,
          currency: o.currencyCode,
          gross: fromCents(gross),
          discounts: fromCents(discounts),
          lines,
        };
      });
      await repo.upsertOrders(tx, ws, rows);
      return nodes.map((o) => o.updatedAt);
    },
  },
  {
    name: 'memberships',
    field: 'subscriptionContracts',
    incremental: false,
    query: connection('subscriptionContracts', '', 'id status createdAt updatedAt customer { id }'),
    async store(tx, repo, ws, nodes) {
      await repo.upsertMemberships(
        tx,
        ws,
        nodes.map((m) => ({ id: m.id, customerId: m.customer?.id ?? null, status: m.status, createdAt: m.createdAt, updatedAt: m.updatedAt })),
      );
      return nodes.map((m) => m.updatedAt);
    },
  },
];
