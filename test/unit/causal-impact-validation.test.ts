// causal_impact validated on simulated series with known effects (issue 17): a store's daily
// sales of one product, explained by the rest of the store's sales (the control) and the day of
// the week, with AR(1) noise; 90 days before an intervention, 28 after. On series with no effect it
// must claim one in at most 5%; with a true +20% lift it must detect it in at least 80% and its
// interval must cover the true effect in at least 90%. Seeded, so the figures below repeat.
import { describe, expect, it } from 'vitest';
import { estimateImpact, type Day } from '../../subgraphs/accounts/commerce/causalImpact/estimate.js';

const PRE = 90;
const POST = 28;
const RUNS = 200;

function rng(seed: number) {
  let s = seed >>> 0;
  const u = () => ((s = (s * 1664525 + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  return { u, normal: () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u()) };
}

/** One series; `lift` multiplies the product's post-period sales. Returns the days and the true effect. */
function simulate(seed: number, lift: number): { days: Day[]; trueEffect: number } {
  const r = rng(seed);
  const weekly = [0.8, 1.1, 1.05, 1, 1, 1.1, 0.9]; // Sunday first
  const level = 200 + 100 * r.u();
  const share = 0.15 + 0.2 * r.u(); // the product's share of the rest of the store
  let noise = 0;
  const days: Day[] = [];
  let trueEffect = 0;
  for (let t = 0; t < PRE + POST; t++) {
    const dow = t % 7;
    const store = level * weekly[dow]! * (1 + 0.002 * t) + 15 * r.normal(); // the control, with a slow trend
    noise = 0.4 * noise + r.normal() * 0.08 * level * share; // AR(1), ~8% of the product's level
    const base = share * store + 5 + noise;
    const y = t >= PRE ? base * (1 + lift) : base;
    if (t >= PRE) trueEffect += y - base;
    days.push({ y, controls: [store], dow });
  }
  return { days, trueEffect };
}

describe('causal_impact on simulated series (figures printed)', () => {
  it(`claims an effect on at most 5% of ${RUNS} null series`, () => {
    let claims = 0;
    for (let i = 0; i < RUNS; i++) if (estimateImpact(simulate(1000 + i, 0).days, PRE).verdict === 'effect') claims++;
    console.log(`null series: ${claims} of ${RUNS} claimed an effect (${((100 * claims) / RUNS).toFixed(1)}%; target ≤ 5%)`);
    expect(claims / RUNS).toBeLessThanOrEqual(0.05);
  });

  it(`detects a true +20% lift over ${POST} days after ${PRE} in at least 80%, its interval covering the true effect in at least 90%`, () => {
    let detected = 0;
    let covered = 0;
    let relErr = 0;
    for (let i = 0; i < RUNS; i++) {
      const { days, trueEffect } = simulate(5000 + i, 0.2);
      const e = estimateImpact(days, PRE);
      if (e.verdict === 'effect' && e.effect!.absolute > 0) detected++;
      if (e.effect && e.effect.interval[0] <= trueEffect && trueEffect <= e.effect.interval[1]) covered++;
      relErr += Math.abs((e.effect?.absolute ?? 0) - trueEffect) / trueEffect;
    }
    console.log(
      `+20% lift: detected ${detected} of ${RUNS} (${((100 * detected) / RUNS).toFixed(1)}%; target ≥ 80%), ` +
        `interval covered the true effect ${covered} of ${RUNS} (${((100 * covered) / RUNS).toFixed(1)}%; target ≥ 90%), mean |error| ${((100 * relErr) / RUNS).toFixed(1)}% of the effect`,
    );
    expect(detected / RUNS).toBeGreaterThanOrEqual(0.8);
    expect(covered / RUNS).toBeGreaterThanOrEqual(0.9);
  });

  it('says inconclusive, and why, when the pre-period is too short', () => {
    const { days } = simulate(7, 0.2);
    const e = estimateImpact(days.slice(PRE - 40), 40);
    expect(e.verdict).toBe('inconclusive');
    expect(e.reasons[0]).toMatch(/40 days before the intervention; at least 74 are needed/);
  });
});
