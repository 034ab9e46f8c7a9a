// The part of jstat (CommonJS, no published types) the causal_impact inference uses.
declare module 'jstat' {
  const jstat: {
    studentt: { inv(p: number, dof: number): number; cdf(x: number, dof: number): number };
  };
  export default jstat;
}
