// The AOV/revenue decomposition adds up exactly (to the cent) on random periods, and puts a pure
// price change, a pure mix change and a pure volume change where they belong.
import { describe, expect, it } from 'vitest';
import { decompose, type PeriodMix } from '../../subgraphs/accounts/commerce/aovDecomposition.js';

function rng(seed: number) {
  return () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('aov decomposition', () => {
  it('effects sum exactly to the total change on 500 random period pairs', () => {
    const r = rng(7);
    const period = (): PeriodMix => ({
      orders: 1 + Math.floor(r() * 200),
      products: Array.from({ length: 1 + Math.floor(r() * 6) }, (_, i) => ({ product_id: `p${Math.floor(r() * 8)}_${i}`, units: 1 + Math.floor(r() * 300), net_cents: Math.floor(r() * 5_000_000) })),
    });
    for (let i = 0; i < 500; i++) {
      const d = decompose(period(), period());
      const v = d.revenue;
      expect(v.orders_effect_cents + v.quantity_effect_cents + v.mix_effect_cents + v.price_effect_cents).toBe(v.change_cents);
      expect(v.change_cents).toBe(v.after_cents - v.before_cents);
      const a = d.aov!;
      expect(a.quantity_effect_cents + a.mix_effect_cents + a.price_effect_cents).toBe(a.change_cents);
    }
  });

  it('attributes a pure price rise to price, a pure volume rise to orders, a shift to the dearer product to mix', () => {
    const base: PeriodMix = { orders: 10, products: [{ product_id: 'a', units: 10, net_cents: 10_000 }, { product_id: 'b', units: 10, net_cents: 30_000 }] };
    const price = decompose(base, { orders: 10, products: [{ product_id: 'a', units: 10, net_cents: 12_000 }, { product_id: 'b', units: 10, net_cents: 30_000 }] });
    expect(price.revenue).toMatchObject({ change_cents: 2_000, orders_effect_cents: 0, quantity_effect_cents: 0, mix_effect_cents: 0, price_effect_cents: 2_000 });
    expect(price.aov).toMatchObject({ before_cents: 4_000, after_cents: 4_200, price_effect_cents: 200 });
    const volume = decompose(base, { orders: 20, products: [{ product_id: 'a', units: 20, net_cents: 20_000 }, { product_id: 'b', units: 20, net_cents: 60_000 }] });
    expect(volume.revenue).toMatchObject({ change_cents: 40_000, orders_effect_cents: 40_000, quantity_effect_cents: 0, mix_effect_cents: 0, price_effect_cents: 0 });
    expect(volume.aov!.change_cents).toBe(0);
    const mix = decompose(base, { orders: 10, products: [{ product_id: 'a', units: 5, net_cents: 5_000 }, { product_id: 'b', units: 15, net_cents: 45_000 }] });
    expect(mix.revenue).toMatchObject({ change_cents: 10_000, orders_effect_cents: 0, quantity_effect_cents: 0, mix_effect_cents: 10_000, price_effect_cents: 0 });
    // a new product is mix, not price
    const added = decompose(base, { orders: 10, products: [...base.products, { product_id: 'c', units: 5, net_cents: 5_000 }] });
    expect(added.revenue.price_effect_cents).toBe(0);
  });
});
