// causal_impact's inference: did the metric after an intervention differ from what the pre-period
// model predicts for it? An interrupted time series with a control series (when there is one),
// day-of-week terms and AR(1)-corrected uncertainty, checked against placebo interventions placed
// inside the pre-period (in-time placebos, as in synthetic-control practice). It claims an effect
// only when its 95% interval excludes zero AND the real effect is larger than all but 5% of the
// placebo effects; otherwise it says inconclusive and why. Published in the README.
import jStat from 'jstat'; // CommonJS: its module.exports is the jStat object
import { Matrix } from 'ml-matrix';
import { designRow, dot, fit } from './regression.js';

/** one day of the series: the metric, its controls, its day of week (0 = Sunday) */
export interface Day {
  y: number;
  controls: number[];
  dow: number;
}

export interface Effect {
  /** observed minus predicted, summed over the post-period */
  absolute: number;
  /** absolute / predicted total */
  relative: number;
  predicted: number;
  observed: number;
  /** 95% interval of `absolute` */
  interval: [number, number];
  /** two-sided, from the t distribution on the pre-period's degrees of freedom */
  p_value: number;
  se: number;
}

export interface CausalEstimate {
  verdict: 'effect' | 'inconclusive';
  reasons: string[];
  pre_days: number;
  post_days: number;
  effect: Effect | null;
  /** share of placebo interventions (in the pre-period) with an effect as large: (1 + n) / (1 + m) */
  placebo_p: number | null;
  placebo_windows: number;
}

export const CONFIDENCE = 0.95;
/** placebo windows needed before a 5% placebo p-value is possible at all: (1 + 0) / (1 + 19) = 0.05 */
export const MIN_PLACEBOS = 19;
/** the shortest pre-period any model here is fitted on */
export const MIN_FIT_DAYS = 28;

/** The minimum pre-period for a post-period of `post` days: a fit, then MIN_PLACEBOS placebo windows. */
export const minPreDays = (post: number) => Math.max(MIN_FIT_DAYS, post) + post + MIN_PLACEBOS - 1;

/** The effect of an intervention at `days[k]` on days [k, end). */
export function effectAt(days: Day[], k: number, end = days.length): Effect {
  const rows = days.slice(0, k).map((d) => designRow(d.controls, d.dow));
  const m = fit(rows, days.slice(0, k).map((d) => d.y));
  const post = days.slice(k, end);
  const h = post.length;
  const postRows = post.map((d) => designRow(d.controls, d.dow));
  const predicted = postRows.reduce((s, r) => s + dot(r, m.beta), 0);
  const observed = post.reduce((s, d) => s + d.y, 0);
  // Var(sum of prediction errors): noise over h days (AR(1) long-run variance) + the uncertainty of
  // the fitted coefficients along the summed post design, inflated alike for autocorrelation
  const inflate = (1 + m.rho) / (1 - m.rho);
  const sumRow = postRows[0]!.map((_, j) => postRows.reduce((s, r) => s + r[j]!, 0));
  const paramVar = dot(sumRow, m.inverse.mmul(Matrix.columnVector(sumRow)).getColumn(0));
  const se = Math.sqrt(m.sigma2 * inflate * (h + paramVar));
  const absolute = observed - predicted;
  const t = jStat.studentt.inv(1 - (1 - CONFIDENCE) / 2, m.dof);
  const p = se > 0 ? 2 * (1 - jStat.studentt.cdf(Math.abs(absolute) / se, m.dof)) : absolute === 0 ? 1 : 0;
  return {
    absolute,
    relative: predicted !== 0 ? absolute / predicted : 0,
    predicted,
    observed,
    interval: [absolute - t * se, absolute + t * se],
    p_value: p,
    se,
  };
}

/** The same effect with a wider standard error (interval and p-value recomputed). */
function withSe(e: Effect, se: number, dof: number): Effect {
  const t = jStat.studentt.inv(1 - (1 - CONFIDENCE) / 2, dof);
  return { ...e, se, interval: [e.absolute - t * se, e.absolute + t * se], p_value: 2 * (1 - jStat.studentt.cdf(Math.abs(e.absolute) / se, dof)) };
}

/** The estimate for an intervention at index k (pre = days[0..k), post = days[k..]). */
export function estimateImpact(days: Day[], k: number): CausalEstimate {
  const post = days.length - k;
  const base = { pre_days: k, post_days: post, placebo_p: null, placebo_windows: 0 };
  if (post < 1) return { ...base, verdict: 'inconclusive', reasons: ['there are no days after the intervention yet'], effect: null };
  if (k < minPreDays(post))
    return {
      ...base,
      verdict: 'inconclusive',
      reasons: [`${k} days before the intervention; at least ${minPreDays(post)} are needed for ${post} days after (a fit and ${MIN_PLACEBOS} placebo checks)`],
      effect: null,
    };
  const model = effectAt(days, k);
  // in-time placebos: the same post length, placed where nothing happened, each fitted on its own past
  const placebo: number[] = [];
  for (let s = Math.max(MIN_FIT_DAYS, post); s + post <= k; s++) placebo.push(effectAt(days, s, s + post).absolute);
  // what a window of this length misses by when nothing happened, measured: the interval uses it when
  // it is wider than the model's own standard error (the model's assumptions do not hold exactly)
  const empiricalSe = Math.sqrt(placebo.reduce((a, x) => a + x * x, 0) / placebo.length);
  // on as many degrees of freedom as the placebo span holds non-overlapping windows
  const independent = Math.max(2, Math.floor(placebo.length / post));
  const effect = empiricalSe > model.se ? withSe(model, empiricalSe, independent) : model;
  const placeboP = (1 + placebo.filter((x) => Math.abs(x) >= Math.abs(effect.absolute)).length) / (1 + placebo.length);
  const reasons: string[] = [];
  if (effect.interval[0] <= 0 && effect.interval[1] >= 0) reasons.push(`the ${CONFIDENCE * 100}% interval of the effect includes zero`);
  if (placeboP > 1 - CONFIDENCE) reasons.push(`placebo interventions before it show effects as large (placebo p = ${placeboP.toFixed(2)})`);
  return { ...base, placebo_p: placeboP, placebo_windows: placebo.length, verdict: reasons.length ? 'inconclusive' : 'effect', reasons, effect };
}
