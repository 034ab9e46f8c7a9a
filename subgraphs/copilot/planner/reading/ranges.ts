// Numeric bounds read from a question: intent ranges and visit-count ranges, inclusive integers.
import { NUMBER_WORDS, numberWords, toNumber } from '../numbers.js';
import { MONTH_ABBR } from '../time.js';

/** ("visit_count <= 8 and intent > 40": a bound right after another field is that field's, not intent's) */
const OTHER_FIELD = '(?<!\\b(?:visit(?:or)?[ _]?counts?|visits|page ?views?|sessions|days?|weeks?|months?)\\s*(?:is\\s+|of\\s+)?)';

/** "exactly 100", "above 80", "at most 20", "between 40 and 60", "intent of 100" → an inclusive integer range */
export function intentRange(text: string): { min?: number; max?: number } | undefined {
  // "at least eighty", "a score of zero"
  text = text.replace(SCORE_WORDS, (w) => String(NUMBER_WORDS[w])).replace(PLUS, '$1+');
  const N = '(\\d{1,3})';
  const SCORE = '(?:intent(?: score)?|score[sd]?|scoring)';
  const num = (s: string | undefined) => (s !== undefined && Number(s) <= 100 ? Number(s) : undefined);
  let m =
    text.match(new RegExp(`\\b(?:${SCORE}\\s+)?(?:between|from|in the|of)\\s+${N}\\s*(?:and|to|-|–)\\s*${N}\\b(?!\\s*(?:st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH_ABBR})`)) ??
    text.match(new RegExp(`\\b${N}\\s*(?:-|–)\\s*${N}\\s+(?:range|band|bracket)\\b`)) ??
    // "scoring 60-70 on intent", "intent 40 to 60", "60-70 intent", "mid intent accounts (40 to 60)"
    text.match(new RegExp(`\\b(?:scoring|scored|${SCORE})\\s+${N}\\s*(?:-|–|to)\\s*${N}\\b|\\b${N}\\s*(?:-|–)\\s*${N}\\s+(?:on\\s+)?${SCORE}|\\b${SCORE}\\b[^0-9()]{0,24}\\(\\s*${N}\\s*(?:-|–|to)\\s*${N}\\s*\\)`));
  if (m && new RegExp(SCORE).test(text)) {
    // the two numbers of whichever alternative matched
    const [a, b] = m.slice(1).filter((g) => g !== undefined).map(num);
    if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  // "hot leads 90+", "warm accounts 70+": the score their heat names
  const hot = text.match(/\b(?:hot|warm|hottest|warmest)\s+(?:leads?|accounts?|people|visitors?|prospects?|compan(?:y|ies))\s+(?:with\s+|at\s+)?(\d{1,3})\s*\+/);
  if (hot && num(hot[1]) !== undefined) return { min: num(hot[1])! };
  if (!new RegExp(SCORE).test(text)) return undefined;
  const ops: [RegExp, (n: number) => { min?: number; max?: number }][] = [
    [/(?:>=|≥|at least|no less than|not less than|(?:greater|more|higher) than or equal to|minimum(?: of)?|min(?: of)?|(?:or|and) (?:more|higher|above|up|over))/, (n) => ({ min: n })],
    [/(?:<=|≤|at most|no more than|not more than|(?:less|lower|smaller) than or equal to|maximum(?: of)?|max(?: of)?|or (?:less|lower|below|under))/, (n) => ({ max: n })],
    [/(?:>|above|over|greater than|bigger than|larger than|more than|higher than|exceeding|more of|bigger of|higher of)/, (n) => ({ min: n + 1 })],
    [/(?:<|below|under|less than|lower than|smaller than)/, (n) => ({ max: n - 1 })],
    [/(?:(?<![<>!=])==?|exactly|precisely|equal to|equals|is equal|equal|of exactly|of precisely|of)/, (n) => ({ min: n, max: n })],
  ];
  // "intent (70+)", "an intent score of 70+": at least 70
  m = text.match(new RegExp(`${SCORE}\\s*\\(\\s*${N}\\s*\\+\\s*\\)|${SCORE}\\s+(?:of\\s+)?${N}\\s*\\+`));
  if (m && num(m[1] ?? m[2]) !== undefined) return { min: num(m[1] ?? m[2])! };
  for (const [op, f] of ops) {
    m = text.match(new RegExp(`${SCORE}\\s*(?:is\\s+|was\\s+|score\\s+)?(?:of\\s+)?${op.source}\\s*${N}\\b`)) ?? text.match(new RegExp(`${OTHER_FIELD}${op.source}\\s*(?:an?\\s+)?${SCORE}?\\s*(?:of\\s+)?${N}\\b(?!\\s*(?:days?|weeks?|months?|visits?|accounts?|pages?))`));
    if (m) {
      const n = num(m[1]);
      if (n !== undefined) return f(n);
    }
    // "80 or more", "20 or below"
    // ("25 intent or lower")
    m = text.match(new RegExp(`${N}\\s+(?:(?:on\\s+)?${SCORE}\\s+)?${op.source}(?!\\s*(?:times|visits?|pages?|page ?views|days?|weeks?|months?|sessions?|people|visitors|accounts)\\b)`));
    if (m && /\s(?:or|and) \w+$/.test(m[0]) && num(m[1]) !== undefined) return f(num(m[1])!);
  }
  m = text.match(new RegExp(`\\b${N}\\s*\\+\\s*(?:on\\s+|in\\s+|for\\s+)?${SCORE}|\\b${N}\\s+${SCORE}|\\b(?:scoring|scored|scores)\\s+${N}\\s*\\+`));
  if (m) {
    const n = num(m[1] ?? m[2] ?? m[3]);
    if (n !== undefined) return /\+/.test(m[0]) ? { min: n } : { min: n, max: n };
  }
  return undefined;
}

/** "seventy plus" is "70+" */
const PLUS = /\b(\d{1,6})[\s-]*plus\b/g;
// "one" and "a dozen" are not scores ("intent of one of our accounts")
const SCORE_WORDS = new RegExp(`\\b(?:${numberWords(['one', 'dozen'])})\\b`, 'g');

const NUM = `(\\d{1,6}|${numberWords()})`;
const toN = (s: string) => toNumber(s)!;

/** each unit's own pattern, compiled once */
const UNITS = new Map<string, RegExp>();

/**
 * A comparison on a count ("more than 10 visits", "visited at least five times", "5 or more visits",
 * "fewer than 3 visits", "exactly 2 visits") → an inclusive integer range; unit is a regex source.
 */
export function countRange(text: string, unit: string): { min?: number; max?: number } | undefined {
  // "at most once", "more than twice", "one-visit-or-fewer": counts of times in words
  text = text.replace(PLUS, '$1+').replace(/\bonce\b/g, '1 times').replace(/\btwice\b/g, '2 times').replace(/\b(\w+)-(visits?)-or-(fewer|less|more)\b/g, '$1 $2 or $3');
  // every reading below names the unit or "visit count": without either, none can match (most questions)
  const units = UNITS.get(unit) ?? UNITS.set(unit, new RegExp(`${unit}\\b`)).get(unit)!;
  if (!units.test(text) && !/\bvisit counts?\b/.test(text)) return undefined;
  const ops: [string, (n: number) => { min?: number; max?: number }][] = [
    ['(?:>=|≥|at least|no (?:less|fewer) than|a minimum of|min(?:imum)?(?: of)?)', (n) => ({ min: n })],
    ['(?:<=|≤|at most|no more than|a maximum of|max(?:imum)?(?: of)?|up to)', (n) => ({ max: n })],
    ['(?:>|more than|over|above|greater than|bigger than|larger than|higher than|upwards of|exceeds?|exceeding)', (n) => ({ min: n + 1 })],
    ['(?:<|fewer than|less than|under|below|smaller than|lower than)', (n) => ({ max: Math.max(0, n - 1) })],
    ['(?:=|exactly|precisely)', (n) => ({ min: n, max: n })],
  ];
  for (const [op, f] of ops) {
    // "more than 10 visits", "a visit count above 10"
    const m = text.match(new RegExp(`${op}\\s*${NUM}\\s+(?:\\w+\\s+)?${unit}\\b`)) ?? text.match(new RegExp(`\\bvisit counts?\\s+(?:is\\s+|of\\s+)?${op}\\s*${NUM}\\b`));
    if (!m && op.startsWith('(?:>=')) {
      const plus = text.match(new RegExp(`\\bvisit counts?\\s+(?:is\\s+|of\\s+)?${NUM}\\s*(?:\\+|or more|or above)`));
      if (plus) return f(toN(plus[1]!));
    }
    if (m) return f(toN(m[1]!));
  }
  let m = text.match(new RegExp(`\\b${NUM}\\s*(?:\\+|or more|or over|or above)\\s*${unit}\\b|\\b${NUM}\\s+${unit}\\s+or more\\b|\\b${NUM}\\s*\\+\\s*(?:total\\s+|lifetime\\s+|all[- ]time\\s+)?${unit}\\b`));
  if (m) return { min: toN((m[1] ?? m[2] ?? m[3])!) };
  // (the unit next to the number: "ten or under on intent" bounds no visits, whatever else the question says)
  m = text.match(new RegExp(`\\b${NUM}\\s+${unit}\\s+or (?:fewer|less|under)\\b|\\b${NUM}\\s+or (?:fewer|less|under)\\s+${unit}\\b`));
  if (m) return { max: toN((m[1] ?? m[2])!) };
  // "between 10 and 20 visits", "10-20 visits", "10 to 20 visits"
  m = text.match(new RegExp(`\\bvisit counts?\\s+(?:is\\s+|of\\s+)?(?:between\\s+|from\\s+)?${NUM}(?:\\s+(?:and|to)\\s+|\\s*[-–]\\s*)${NUM}\\b|\\b(?:between|from)\\s+${NUM}\\s+(?:and|to)\\s+${NUM}\\s+${unit}\\b|(?<!\\b${MONTH_ABBR}[a-z]*\\.?\\s+)\\b(\\d{1,6})\\s*(?:-|–|to)\\s*(\\d{1,6})\\s+(?:total\\s+|lifetime\\s+)?${unit}\\b`));
  // the two numbers of whichever alternative matched
  const [lo, hi] = m ? m.slice(1).filter((g) => g !== undefined).map(toN) : [];
  if (lo !== undefined && hi !== undefined) return { min: Math.min(lo, hi), max: Math.max(lo, hi) };
  return undefined;
}
