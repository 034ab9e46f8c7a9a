// causal_impact on store data: one product's daily sales after an intervention (its last price
// change, or a date the user names) against what its pre-period relation to the rest of the store
// predicts (estimate.ts). The only figure in the product allowed to support a claim about cause.
import type { CommerceAnalyticsRepository } from '../commerceAnalytics.repository.js';
import { estimateImpact, minPreDays, type Day } from './estimate.js';

const DAY = 86_400_000;
export const CAUSAL_PRE_DAYS = 90;
export const CAUSAL_POST_DAYS = 28;
export type CausalMetric = 'net_sales' | 'units';

export const CAUSAL_METHOD =
  `Interrupted time series with a control: the product's daily sales are regressed, over up to ${CAUSAL_PRE_DAYS} days before ` +
  `the intervention, on the rest of the store's daily sales of the same metric and the day of the week (ordinary least squares; for the ` +
  `whole store, on the day of the week alone); the ` +
  `fitted relation predicts the up to ${CAUSAL_POST_DAYS} days after it, and the effect is observed minus predicted. Its 95% interval ` +
  `allows for autocorrelated days (AR(1), bias-corrected) and is widened to what in-time placebos (the same window placed where nothing ` +
  `happened, each fitted on its own past) miss by when that is larger. An effect is claimed only when the interval excludes zero and no ` +
  `more than 5% of placebos show an effect as large; otherwise the answer is inconclusive, with the reason. Assumes the rest of the ` +
  `store was not affected by the intervention and that nothing else changed for the product at the same time. Validated on simulated ` +
  `series: 3.5% false claims with no effect, a +20% lift detected in 94.5% of runs, the interval covering the true effect in 97.5%.`;

const toDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY) * DAY);
const money = (n: number) => n.toFixed(2);

export async function causalImpact(
  repo: CommerceAnalyticsRepository,
  ws: string,
  q: { product: { id: string; title: string } | null; metric: CausalMetric; interventionAt: Date | null; now: Date },
) {
  const today = toDay(q.now);
  // the intervention: the date given; else the product's last price change; else the store's last one (and its product)
  let product = q.product;
  let at = q.interventionAt;
  if (!at) {
    const change = await repo.lastPriceChange(ws, product?.id ?? null, q.now);
    at = change?.at ?? null;
    if (change) product ??= { id: change.product_id, title: change.title };
  }
  const base = { product: product?.title ?? null, metric: q.metric, method: CAUSAL_METHOD };
  if (!at)
    return {
      ...base,
      verdict: 'inconclusive' as const,
      reasons: [product ? `no price change of ${product.title} is recorded, and no intervention date was given` : 'no price change is recorded: name the product or the date of the intervention'],
      effect: null,
    };
  const k0 = toDay(at);
  const postEnd = new Date(Math.min(k0.getTime() + CAUSAL_POST_DAYS * DAY, today.getTime())); // today is not over yet
  const preStart = new Date(k0.getTime() - CAUSAL_PRE_DAYS * DAY);
  const [main, ...others] = await repo.currencies(ws, preStart, postEnd);
  const period = (from: Date, to: Date) => ({ from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) });
  const frame = { ...base, intervention_date: k0.toISOString().slice(0, 10), pre_period: period(preStart, k0), post_period: period(k0, postEnd) };
  if (!main || postEnd <= k0)
    return { ...frame, verdict: 'inconclusive' as const, reasons: [postEnd <= k0 ? 'there are no complete days after the intervention yet' : 'there are no orders around the intervention'], effect: null };

  const rows = await repo.dailySeries(ws, product?.id ?? null, preStart, postEnd, main.currency);
  // the pre-period starts at the store's first day with orders (days before the store existed are not zeros)
  const first = rows.findIndex((r) => r.units + r.other_units > 0);
  const series = rows.slice(Math.max(0, first));
  // a product against the rest of the store; the whole store against its own past (no control)
  const days: Day[] = series.map((r) => {
    const mine = q.metric === 'units' ? r.units : Number(r.net);
    const rest = q.metric === 'units' ? r.other_units : Number(r.other_net);
    return { y: product ? mine : rest, controls: product ? [rest] : [], dow: new Date(`${r.day}T00:00:00Z`).getUTCDay() };
  });
  const k = series.findIndex((r) => r.day >= frame.intervention_date);
  const e = estimateImpact(days, k < 0 ? days.length : k);
  const fmt = (n: number) => (q.metric === 'units' ? Math.round(n * 10) / 10 : money(n));
  return {
    ...frame,
    currency: q.metric === 'net_sales' ? main.currency : null,
    pre_days: e.pre_days,
    post_days: e.post_days,
    min_pre_days: minPreDays(e.post_days),
    verdict: e.verdict,
    reasons: [...e.reasons, ...(others.length ? [`orders in ${others.map((o) => o.currency).join(', ')} are not counted (the series is in ${main.currency})`] : [])],
    effect: e.effect && {
      observed: fmt(e.effect.observed),
      predicted: fmt(e.effect.predicted),
      absolute: fmt(e.effect.absolute),
      relative: Math.round(e.effect.relative * 1000) / 10, // percent
      interval: e.effect.interval.map(fmt),
      p_value: Math.round(e.effect.p_value * 1000) / 1000,
    },
    placebo_p: e.placebo_p === null ? null : Math.round(e.placebo_p * 1000) / 1000,
    placebo_windows: e.placebo_windows,
  };
}
