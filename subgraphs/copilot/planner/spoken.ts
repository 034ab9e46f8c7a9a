// Spoken and self-corrected questions (issue 14): dictation writes "slash pricing", "june ninth",
// "linked in", and people correct themselves mid-sentence ("this week no actually this month"). The
// readings understand the typed forms, so these are restated first; a correction keeps only what the
// speaker settled on, and one whose replaced words cannot be told is left for the cues to name.

/** the days of a month in words (also words the word checks know: "the seventeenth") */
export const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, 'twenty-first': 21, 'twenty first': 21, 'twenty-second': 22,
  'twenty second': 22, 'twenty-third': 23, 'twenty third': 23, 'twenty-fourth': 24, 'twenty fourth': 24,
  'twenty-fifth': 25, 'twenty fifth': 25, 'twenty-sixth': 26, 'twenty sixth': 26, 'twenty-seventh': 27,
  'twenty seventh': 27, 'twenty-eighth': 28, 'twenty eighth': 28, 'twenty-ninth': 29, 'twenty ninth': 29,
  thirtieth: 30, 'thirty-first': 31, 'thirty first': 31,
};
const ORDINAL = `(${Object.keys(ORDINALS).sort((a, b) => b.length - a.length).join('|')})`;
const MONTH = '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';
const nth = (w: string) => {
  const n = ORDINALS[w.toLowerCase().replace(/\s+/g, ' ')]!;
  return `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
};

// (built once: the ordinals' alternation is long)
const MONTH_ORDINAL = new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?${ORDINAL}(?![\\w-])`, 'gi');
const ORDINAL_OF_MONTH = new RegExp(`\\b(?:the\\s+)?${ORDINAL}\\s+of\\s+${MONTH}\\b`, 'gi');
const ORDINAL_TO_DAY = new RegExp(`\\b(?:the\\s+)?${ORDINAL}(?=\\s+(?:to|through|thru|until|till|and|-)\\s+(?:the\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)|${ORDINAL.slice(1, -1)})\\b)`, 'gi');
const DATE_TO_ORDINAL = new RegExp(`(\\d{1,2}(?:st|nd|rd|th)\\s+of\\s+${MONTH}\\s+(?:to|through|thru|until|till|and|-)\\s+)(?:the\\s+)?${ORDINAL}(?![\\w-])`, 'gi');
const DATE_TO_DAY = new RegExp(`\\b(\\d{1,2}(?:st|nd|rd|th))\\s+of\\s+${MONTH}\\s+(to|through|thru|until|till|and|-)\\s+(?:the\\s+)?(\\d{1,2}(?:st|nd|rd|th))\\b(?!\\s+(?:of\\s+)?(?:${MONTH.slice(1, -1)}))`, 'gi');

/** "june ninth", "the ninth of june", "from the second of june through the eighth": numeric days. */
function spokenDates(t: string): string {
  return t
    .replace(MONTH_ORDINAL, (_m, mo: string, o: string) => `${mo} ${nth(o)}`)
    .replace(ORDINAL_OF_MONTH, (_m, o: string, mo: string) => `${nth(o)} of ${mo}`)
    // "from the ninth through the fifteenth of june", "the 2nd of june through the eighth"
    .replace(ORDINAL_TO_DAY, (_m, o: string) => nth(o))
    // ("… of june through the eighth": only right after a spoken date, so "and the first visit" stays words)
    .replace(DATE_TO_ORDINAL, (_m, head: string, _mo: string, o: string) => `${head}${nth(o)}`)
    // "from the 2nd of june through the 8th": the month said once, for both days
    .replace(DATE_TO_DAY, '$1 $3 the $4 of $2');
}

/** words that follow a spoken path rather than name a segment of it ("slash blog slash this week") */
const NOT_SEGMENT = /^(?:this|last|past|in|on|the|and|or|for|since|over|during|today|yesterday|page|pages|views?|visits?|by|from|with|any|all|of|to|at|is|was|were|had|have|how|what|which|who|so|um|like|please|pls|added|together|combined|total|summed|only|just|both|each|every|ever|then|plus|minus|vs|versus|compared|because|but|not|no)$/i;

/** "slash pricing", "slash blog slash": the path as typed. */
function spokenPaths(t: string): string {
  // "pricing slash enterprise": a common section named before its sub-page (as pages.ts names pages)
  t = t.replace(/(?<![\/\w]|\bslash\s)(pricing|product|blog|docs|customers|about|careers|demo)\s+slash\s+(?=([a-z]+))/gi, (m, sec: string, next: string) => (NOT_SEGMENT.test(next) ? m : `slash ${sec} slash `));
  return t.replace(/\bslash(?:\s+([a-z][\w-]*))?(?:\s+slash(?:\s+([a-z][\w-]*))?)?/gi, (m, a?: string, b?: string) => {
    const tail = b !== undefined && NOT_SEGMENT.test(b) ? ` ${b}` : '';
    const seg = b !== undefined && !tail ? b : '';
    return `/${a ?? ''}${/\bslash\b/i.test(m.slice(5)) ? `/${seg}` : ''}${tail}`;
  });
}

const SPOKEN_WORDS: [RegExp, string][] = [
  [/\blinked in\b/gi, 'linkedin'],
  [/\bweb hooks?\b/gi, 'webhooks'],
  [/\bface book\b/gi, 'facebook'],
  [/\bg two\b/gi, 'g2'],
  // letters spelled one by one: "the I P table", "through A S N", "U T M source"
  [/\bI\.? ?P\.?(?= (?:tables?|address(?:es)?|lookups?|ranges?|match(?:es|ed|ing)?|based)\b)/g, 'IP'],
  [/\bA\.? S\.? N\b\.?/g, 'ASN'],
  [/\bU\.? T\.? M\b\.?/g, 'UTM'],
  [/\b(?:a s n)\b/g, 'asn'],
  [/\bi p(?= (?:tables?|address(?:es)?|lookups?|ranges?)\b)/g, 'ip'],
  // "e-mail capture", "top for pages" (four, as dictation hears it)
  [/\be-mail\b/gi, 'email'],
  [/\btop for(?= (?:\w+ )?(?:pages|paths|urls|accounts|companies|visitors|people|channels|campaigns|sources|leads|customers)\b)/gi, 'top four'],
  // "total IDs", "yesterday's IDs": identifications (written in capitals, not "visitor ids")
  [/\bIDs\b/g, 'identifications'],
];

/** "X no actually Y", "X oh wait i mean Y", "X no sorry Y": what the speaker settled on. */
const CORRECTION = /\s*,?\s*\b(?:(?:no|oh|um|uh)[,\s]+)*(?:wait[,\s]+)?(?:no\s+)?(?:actually|sorry|i mean|i meant|rather|scratch that|make that|correction|wait|no just)\b[,\s]*(?:(?:no|i mean|just)\s+)*/i;
/** the kinds of words a correction replaces, to know how many of the words before it it replaces */
const KINDS: RegExp[] = [
  /^(?:today|yesterday|(?:this|last|past|previous) (?:\w+ )?(?:day|days|week|weeks|month|months|quarter|year)|since \w+)/i,
  /^(?:the )?(?:leads?|customers?|competitors?|excluded(?: accounts)?|prospects?)\b/i,
  /^(?:the )?(?:top |just the top )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/i,
  /^\/[\w/*-]*/,
  /^(?:enabled|disabled|active|revoked|open|new|returning|identified|anonymous)\b/i,
];

function corrected(t: string): string {
  for (let guard = 0; guard < 3; guard++) {
    const m = CORRECTION.exec(t);
    if (!m || m.index === 0) return t;
    const before = t.slice(0, m.index);
    const after = t.slice(m.index + m[0].length);
    const kind = KINDS.find((k) => k.test(after.replace(/^(?:the|just)\s+/i, '')) || k.test(after));
    if (!kind) return t;
    // drop the last one to four words before the correction that read as the same kind
    const words = before.split(/\s+/);
    let cut = -1;
    for (let n = 1; n <= Math.min(4, words.length); n++) if (kind.test(words.slice(-n).join(' ').replace(/^(?:the|just)\s+/i, ''))) cut = n;
    if (cut < 0) return t;
    t = `${words.slice(0, -cut).join(' ')} ${after}`.trim();
  }
  return t;
}

/** fillers: "um", "uh" anywhere; "so", "okay", "basically" opening the question */
const FILLERS = /\b(?:um+|uh+|erm|hmm+)\b[,\s]*/gi;
const OPENERS = /^(?:(?:so|okay|ok|well|basically|alright|right|hey|and)\b[,\s]+)+/i;

export function fromSpoken(raw: string): string {
  let t = spokenPaths(spokenDates(raw.replace(FILLERS, '').replace(OPENERS, '')));
  for (const [re, w] of SPOKEN_WORDS) t = t.replace(re, w);
  return corrected(t);
}
