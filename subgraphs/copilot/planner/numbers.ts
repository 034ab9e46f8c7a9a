// Number words, one map for every reading (window lengths, top-N, visit and intent bounds, stray
// numbers). Each reader picks the words it accepts: "one" is a number in "the last one day" but
// not in "which one", so the intent and cue readers leave it out.
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  'twenty-five': 25, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, 'seventy-five': 75, eighty: 80, ninety: 90,
  'ninety-five': 95, hundred: 100, 'one hundred': 100, 'a hundred': 100, dozen: 12,
};

/** A regex alternation of the number words (longest first, so "one hundred" wins over "one"), less `except`. */
export function numberWords(except: string[] = []): string {
  return Object.keys(NUMBER_WORDS)
    .filter((w) => !except.includes(w))
    .sort((a, b) => b.length - a.length)
    .join('|');
}

/** Digits or a number word → its value (undefined for anything else). */
export const toNumber = (s: string): number | undefined => (/^\d+$/.test(s) ? Number(s) : NUMBER_WORDS[s]);
