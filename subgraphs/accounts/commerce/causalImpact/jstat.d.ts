// The part of jstat (no published types) the causal_impact inference uses.
declare module 'jstat' {
  export const jStat: {
    studentt: { inv(p: number, dof: number): number; cdf(x: number, dof: number): number };
  };
}
