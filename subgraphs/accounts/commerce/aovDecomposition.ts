// Splits the change in net revenue (and in AOV) between two periods into orders, quantity, mix and
// price effects that add up exactly. Net revenue R = O × q × Σ_p s_p·P_p, with O orders, q units per
// order, s_p product p's share of units and P_p its net price per unit. The effects are a chain that
// changes one factor at a time (orders, then quantity, then mix, then price), so they telescope to
// R1 − R0; each link is rounded to whole cents before differencing, so the sum is exact in cents too.
// A product sold only in the new period takes its new price as the old one (its arrival is mix, not
// price); one sold only in the old period has no new share, so its price does not matter.

export interface ProductUnits { product_id: string; units: number; net_cents: number }
export interface PeriodMix { orders: number; products: ProductUnits[] }

export interface Decomposition {
  revenue: { before_cents: number; after_cents: number; change_cents: number; orders_effect_cents: number; quantity_effect_cents: number; mix_effect_cents: number; price_effect_cents: number };
  aov: { before_cents: number; after_cents: number; change_cents: number; quantity_effect_cents: number; mix_effect_cents: number; price_effect_cents: number } | null;
}

export function decompose(before: PeriodMix, after: PeriodMix): Decomposition {
  const units = (m: PeriodMix) => m.products.reduce((s, p) => s + p.units, 0);
  const net = (m: PeriodMix) => m.products.reduce((s, p) => s + p.net_cents, 0);
  const U0 = units(before), U1 = units(after);
  const ids = [...new Set([...before.products, ...after.products].map((p) => p.product_id))];
  const get = (m: PeriodMix, id: string) => m.products.find((p) => p.product_id === id);
  const share = (m: PeriodMix, U: number, id: string) => (U ? (get(m, id)?.units ?? 0) / U : 0);
  const price = (m: PeriodMix, id: string) => {
    const p = get(m, id);
    return p && p.units ? p.net_cents / p.units : null;
  };
  const P0 = (id: string) => price(before, id) ?? price(after, id) ?? 0;
  const P1 = (id: string) => price(after, id) ?? 0;
  // value per unit under (shares, prices)
  const perUnit = (s: (id: string) => number, p: (id: string) => number) => ids.reduce((acc, id) => acc + s(id) * p(id), 0);
  const s0 = (id: string) => share(before, U0, id), s1 = (id: string) => share(after, U1, id);
  const q0 = before.orders ? U0 / before.orders : 0, q1 = after.orders ? U1 / after.orders : 0;
  const R0 = net(before), R1 = net(after); // exact cents
  // the chain, one factor at a time; the ends are the exact totals
  const links = [R0, Math.round(after.orders * q0 * perUnit(s0, P0)), Math.round(after.orders * q1 * perUnit(s0, P0)), Math.round(after.orders * q1 * perUnit(s1, P0)), R1];
  const revenue = {
    before_cents: R0,
    after_cents: R1,
    change_cents: R1 - R0,
    orders_effect_cents: links[1]! - links[0]!,
    quantity_effect_cents: links[2]! - links[1]!,
    mix_effect_cents: links[3]! - links[2]!,
    price_effect_cents: links[4]! - links[3]!,
  };
  if (!before.orders || !after.orders) return { revenue, aov: null };
  // AOV = q × Σ s·P: the same chain without the orders link
  const a = [R0 / before.orders, q1 * perUnit(s0, P0), q1 * perUnit(s1, P0), R1 / after.orders].map((v) => Math.round(v));
  return {
    revenue,
    aov: { before_cents: a[0]!, after_cents: a[3]!, change_cents: a[3]! - a[0]!, quantity_effect_cents: a[1]! - a[0]!, mix_effect_cents: a[2]! - a[1]!, price_effect_cents: a[3]! - a[2]! },
  };
}
