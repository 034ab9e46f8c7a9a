// Ordinary least squares on the pre-period, for the counterfactual of causal_impact: the metric
// explained by an intercept, the control series (what did not get the intervention) and the day of
// the week. ml-matrix solves it; the residuals' lag-1 autocorrelation is kept because daily sales
// residuals are rarely independent, and ignoring that would make intervals too narrow.
import { Matrix, pseudoInverse } from 'ml-matrix';

export interface Fit {
  beta: number[];
  /** (Z'Z)^-1, for the parameter uncertainty of a prediction */
  inverse: Matrix;
  /** residual variance, on k - p degrees of freedom */
  sigma2: number;
  dof: number;
  /** lag-1 autocorrelation of the residuals (bias-corrected), clamped to [0, 0.9]: only ever widens intervals */
  rho: number;
}

/** One design row: intercept, controls, six day-of-week indicators (Monday = the baseline). */
export function designRow(controls: number[], dayOfWeek: number): number[] {
  const dow = [1, 2, 3, 4, 5, 6].map((d) => (dayOfWeek === d ? 1 : 0));
  return [1, ...controls, ...dow];
}

export function fit(rows: number[][], y: number[]): Fit {
  const Z = new Matrix(rows);
  const Y = Matrix.columnVector(y);
  const Zt = Z.transpose();
  // a pseudo-inverse: a day-of-week never seen or a constant control must not make it singular
  const inverse = pseudoInverse(Zt.mmul(Z));
  const beta = inverse.mmul(Zt).mmul(Y).getColumn(0);
  const residuals = y.map((v, i) => v - dot(rows[i]!, beta));
  const p = rows[0]!.length;
  const dof = Math.max(1, y.length - p);
  const sigma2 = residuals.reduce((s, e) => s + e * e, 0) / dof;
  let num = 0;
  let den = 0;
  for (let i = 0; i < residuals.length; i++) {
    den += residuals[i]! ** 2;
    if (i > 0) num += residuals[i]! * residuals[i - 1]!;
  }
  // the lag-1 estimate is biased low on short series; Kendall's correction adds (1 + 3ρ) / n
  const raw = den > 0 ? num / den : 0;
  const rho = Math.min(0.9, Math.max(0, raw + (1 + 3 * raw) / residuals.length));
  return { beta, inverse, sigma2, dof, rho };
}

export const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);
