// Commerce figures as defined in definitions.ts: revenue and AOV, their decomposition between two
// periods, and new vs returning customers. Amounts leave as decimal strings in the store currency.
import { validation } from '../../../core/errors.js';
import type { CommerceAnalyticsRepository } from './commerceAnalytics.repository.js';
import { decompose } from './aovDecomposition.js';
import { COMMERCE_DEFINITIONS } from './definitions.js';
import { causalImpact, type CausalMetric } from './causalImpact/index.js';
import { FUNNEL_PATHS, MEMBERSHIP_PATHS, pathOf } from './membershipPaths.js';

const cents = (s: string | null) => Math.round(Number(s ?? 0) * 100);
const amount = (c: number) => (c / 100).toFixed(2);
export interface Period { from: Date; to: Date }

const checkPeriod = (p: Period, field: string) => {
  if (!(p.from < p.to)) throw validation(`${field}: from must be before to`, { field });
};

export function createCommerceAnalyticsService(deps: { repo: CommerceAnalyticsRepository }) {
  const { repo } = deps;
  return {
    definitions: COMMERCE_DEFINITIONS,

    async revenueAndAov(ws: string, p: Period) {
      checkPeriod(p, 'period');
      const rows = await repo.totals(ws, p.from, p.to);
      return rows.map((r) => {
        const g = cents(r.gross), d = cents(r.discounts), n = g - d;
        return { currency: r.currency, orders: r.orders, gross: amount(g), discounts: amount(d), net: amount(n), aov: r.orders ? amount(Math.round(n / r.orders)) : null };
      });
    },

    async aovDecomposition(ws: string, before: Period, after: Period, currency: string) {
      checkPeriod(before, 'before');
      checkPeriod(after, 'after');
      const mix = async (p: Period) => {
        const [t] = (await repo.totals(ws, p.from, p.to)).filter((r) => r.currency === currency);
        const products = (await repo.byProduct(ws, p.from, p.to, currency)).map((r) => ({ product_id: r.product_id, units: r.units, net_cents: cents(r.net) }));
        return { orders: t?.orders ?? 0, products };
      };
      const d = decompose(await mix(before), await mix(after));
      const money = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.replace(/_cents$/, ''), amount(v)]));
      return { currency, revenue: money(d.revenue), aov: d.aov ? money(d.aov) : null };
    },

    /** Units and net sales per product in the window, best-selling (by net) first, per currency. */
    async productPerformance(ws: string, p: Period) {
      checkPeriod(p, 'period');
      const out = [];
      for (const t of await repo.totals(ws, p.from, p.to))
        for (const r of await repo.byProduct(ws, p.from, p.to, t.currency)) out.push({ currency: t.currency, product: r.title, units: r.units, net: amount(cents(r.net)) });
      return out.sort((a, b) => a.currency.localeCompare(b.currency) || Number(b.net) - Number(a.net) || a.product.localeCompare(b.product));
    },

    async pageToProduct(ws: string, p: Period, pathPrefix: string) {
      checkPeriod(p, 'period');
      if (!pathPrefix.startsWith('/')) throw validation('path must start with /', { field: 'path' });
      return repo.pageToProduct(ws, p.from, p.to, pathPrefix);
    },

    priceHistory: async (ws: string, product: string | null) =>
      (await repo.priceHistory(ws, product)).map((r) => ({ product: r.title, variant_id: r.variant_id, price: amount(cents(r.price)), observed_at: r.observed_at })),

    /** the store's products, for selecting one by name */
    products: (ws: string) => repo.products(ws),

    /** Did the product's sales change because of the intervention? (causalImpact/: inconclusive unless the data can carry it) */
    causalImpact: (ws: string, q: { product: { id: string; title: string } | null; metric: CausalMetric; interventionAt: Date | null; now: Date }) =>
      causalImpact(repo, ws, q),
    /** visit → signup → paid: people per path (every path of the funnel, and the others taken), and each person with their path. */
    async membershipPaths(ws: string, p: Period, pathPrefix: string | null) {
      checkPeriod(p, 'period');
      if (pathPrefix !== null && !pathPrefix.startsWith('/')) throw validation('path must start with /', { field: 'path' });
      const rows = await repo.membershipStages(ws, p.from, p.to, pathPrefix === null ? null : pathPrefix.replace(/\/+$/, '') || '/');
      const people = rows.flatMap((r) => {
        const path = pathOf(r, p.from, p.to);
        return path ? [{ path, ...r }] : [];
      });
      const paths = MEMBERSHIP_PATHS.map((path) => ({ path, people: people.filter((x) => x.path === path).length })).filter((x) => x.people > 0 || FUNNEL_PATHS.includes(x.path));
      return { paths, people };
    },

    async customerCounts(ws: string, p: Period) {
      checkPeriod(p, 'period');
      const [r] = await repo.customers(ws, p.from, p.to);
      return { new_customers: r?.new_customers ?? 0, returning_customers: r?.returning_customers ?? 0 };
    },
  };
}

export type CommerceAnalyticsService = ReturnType<typeof createCommerceAnalyticsService>;
