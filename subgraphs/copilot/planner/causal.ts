// Questions about the effect of a price change ("did the price change on X increase sales?") go to
// causal_impact, the one tool that may support a claim about cause (spec 4.3 rule 3). Any other
// causal question has no usable intervention in the data and keeps the causal refusal.
const EFFECT_WORDS = '(?:increase|boost|lift|help|hurt|affect|change|raise|reduce|lower|drop|improve|grow|cut|work|do|make|have)\\w*';
const ABOUT_PRICE = new RegExp(
  `\\b(?:did|does|has|have|was|is|were)\\b.*\\bpric(?:e|es|ing)\\b.*\\b${EFFECT_WORDS}\\b|\\b(?:impact|effect|effects|result)s? of\\b.*\\bpric(?:e|es|ing)\\b|\\bpric(?:e|es|ing)\\b.*\\b(?:caus\\w*|led to|result(?:ed)? in|because)\\b`,
  'i',
);
const PRODUCT = new RegExp(
  `\\bpric(?:e|ing) (?:change|increase|decrease|cut|drop|rise|hike|reduction|update)s? (?:on|of|for|to) (?:the |our )?(.+?)(?=\\s+(?:${EFFECT_WORDS}|on|in|last|this)\\b|[?.!,;]|$)` +
    `|\\bpric(?:e|ing) of (?:the |our )?(.+?)(?=\\s+(?:${EFFECT_WORDS}|on|in|last|this)\\b|[?.!,;]|$)`,
  'i',
);

/** causal_impact's arguments when the question asks what a price change did; null otherwise. */
export function causalImpactArgs(question: string): { product: string | null; metric: 'net_sales' | 'units' } | null {
  if (!ABOUT_PRICE.test(question) || !/\b(?:sales|sell|sold|revenue|orders?|units?|demand|purchases?|buy\w*|conversions?)\b/i.test(question)) return null;
  const m = PRODUCT.exec(question);
  const product = (m?.[1] ?? m?.[2] ?? '').trim().replace(/^(?:the|our)\s+/i, '');
  const named = product && !/^(?:it|this|that|them|(?:our |the )?(?:sales|revenue|orders?|units?(?: sold)?|demand|conversions?|purchases?))$/i.test(product);
  return { product: named ? product : null, metric: /\b(?:units?|quantity|how many)\b/i.test(question) ? 'units' : 'net_sales' };
}
