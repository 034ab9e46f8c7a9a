// Question text → lower-case tokens with typos corrected against the planner's vocabulary (fuse.js).
// Quoted strings, emails, URLs, domains and paths are kept verbatim: they are arguments, not words.
import Fuse from 'fuse.js';
import nlp from 'compromise';
import { VOCABULARY } from './lexicon.js';
import { fromQuerySyntax, withDefinitions } from './querySyntax.js';
import { fromSpoken } from './spoken.js';
import { withProductWords } from './synonyms.js';
import { MONTH_RE, MONTHS } from './time.js';

const fuse = new Fuse(VOCABULARY, { includeScore: true, threshold: 0.34, ignoreLocation: true, minMatchCharLength: 3 });
const known = new Set(VOCABULARY);
const corrections = new Map<string, string>();

// compromise's English lexicon: a real word is never "corrected" into another (step → stop)
const ENGLISH = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, unknown> } } } }).world().model.one.lexicon;
/** a word's likely bases under the common inflections ("visits", "matched", "using" → "use") */
export const inflections = (w: string): string[] => [w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ed$/, ''), w.replace(/d$/, ''), w.replace(/ing$/, ''), w.replace(/ing$/, 'e')];
export const isEnglish = (w: string): boolean => w in ENGLISH || inflections(w).some((b) => b.length > 2 && b in ENGLISH);

// common words that look like vocabulary words but are not typos of them
const KEEP = new Set([
  'about', 'after', 'again', 'their', 'there', 'these', 'those', 'where', 'while', 'would', 'could', 'should', 'every', 'other', 'since',
  'please', 'thanks', 'right', 'think', 'thing', 'things', 'still', 'doing', 'being', 'going', 'have', 'been', 'from', 'with', 'into',
  'that', 'this', 'them', 'then', 'than', 'they', 'what', 'when', 'were', 'your', 'ours', 'mine', 'some', 'most', 'more', 'many',
  'also', 'just', 'only', 'over', 'under', 'like', 'need', 'want', 'wants', 'does', 'doesn', 'look', 'looks', 'much', 'well', 'here',
  'rank', 'ranked', 'sort', 'sorted', 'top', 'best', 'worst', 'hot', 'warm', 'cold', 'high', 'low', 'above', 'below', 'least',
  'money', 'sales', 'revenue', 'orders', 'order', 'product', 'products', 'price', 'prices', 'weather', 'story', 'joke', 'poem',
  'write', 'draft', 'translate', 'capital', 'france', 'stock', 'recipe', 'status', 'state', 'states', 'named', 'titled', 'called',
  'tell', 'help', 'made', 'good', 'next', 'each', 'both', 'told', 'said', 'says', 'seen', 'sure', 'okay', 'time', 'times', 'date', 'hits', 'hit', 'item', 'items', 'ones', 'name', 'names', 'real', 'cost', 'spend', 'live', 'went', 'work', 'works', 'kind', 'type', 'types', 'file', 'mail', 'site', 'sites', 'home', 'blog', 'docs', 'demo',
  'personal', 'health', 'healthy', 'role', 'roles', 'contract', 'contracts', 'outreach', 'seniority', 'stack', 'stacks', 'title', 'titles', 'stats', 'stat', 'metrics', 'fine', 'lost', 'info', 'used', 'uses',
  'going', 'coming', 'came', 'come', 'from', 'reach', 'reaching', 'anyone', 'someone', 'everyone', 'everything', 'nothing',
  // measure words: never "corrected" into nouns (compare → company)
  'compare', 'compared', 'comparing', 'comparison', 'versus', 'share', 'percent', 'percentage', 'average', 'total', 'totals', 'mean',
  'median', 'count', 'counts', 'csat', 'nps', 'term', 'terms', 'keyword', 'keywords', 'button', 'buttons', 'first', 'latest', 'earliest', 'newest', 'oldest', 'between', 'since', 'until', 'during',
  // the calendar's names ("sessions on march 4" was corrected to "match 4")
  ...MONTHS, 'sept', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  // ("the snooze period already elapsed" was read as "snooze person")
  'period', 'periods', 'snoozed', 'elapsed', 'expired',
  // ("definition: one visitor's page views split …" was read as "destination")
  'definition', 'definitions', 'defined', 'define',
]);

/** Everyday abbreviations, expanded before typo correction ("accts", "ppl", "recs", "qtr"; "w/" in normalize). */
const ABBREVIATIONS: Record<string, string> = {
  acct: 'account', accts: 'accounts', acc: 'account', accs: 'accounts', cust: 'customer', custs: 'customers',
  ppl: 'people', peeps: 'people', vis: 'visitors', rec: 'recommendation', recs: 'recommendations', qtr: 'quarter', qtrs: 'quarters',
  wk: 'week', wks: 'weeks', mo: 'month', mos: 'months', mth: 'month', yr: 'year', yday: 'yesterday', tmrw: 'tomorrow',
  pls: 'please', plz: 'please', attr: 'attributed', rn: 'right now', avg: 'average', num: 'number', pct: 'percent', pvs: 'page views', pv: 'page views', avrage: 'average', averge: 'average', avarage: 'average', anon: 'anonymous',
  uniques: 'unique visitors', uniq: 'unique', diff: 'different', ppls: "people's", fb: 'facebook', mtd: 'this month', src: 'source', wtd: 'this week', qtd: 'this quarter', lw: 'last week', lm: 'last month',
  // slips of the keyboard in the small words, which typo correction leaves alone
  wiht: 'with', whit: 'with', teh: 'the', hte: 'the', adn: 'and', waht: 'what', whihc: 'which', whcih: 'which', durign: 'during', duirng: 'during',
  // apostrophes left out: never "corrected" into other words (dont → done)
  dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", arent: "aren't", wasnt: "wasn't", werent: "weren't", havent: "haven't", hasnt: "hasn't", cant: "can't",
  pg: 'page', pgs: 'pages', artcle: 'article', artcles: 'articles', aritcle: 'article', artical: 'article', accnt: 'account', accnts: 'accounts', acnt: 'account', acnts: 'accounts',
  webhook: 'webhook', wh: 'webhooks', comp: 'competitor', comps: 'competitors', logo: 'account', logos: 'accounts',
};
/**
 * Shorthand whose meaning depends on its place: "incl" before what it includes or after it ("anon incl"),
 * a lone "w" ("ppl w intent 60+"), "ID" as a verb ("did we ID", "IDd", "ID rate").
 */
const SHORTHAND_WORDS: [RegExp, string][] = [
  [/^incl\.?\s+$/, 'including '],
  [/^incl\b\.?$/, 'included'],
  [/^w\s+$/, 'with '],
  [/^id'?(?:e?d)$/, 'identified'],
  [/^id rate$/, 'identification rate'],
  [/^id$/, 'identify'],
  [/^ids$/, 'identifications'],
];
const SHORTHAND = /\bincl\.?\s+(?=[a-z"'(])|\bincl\b\.?|(?<![\w/.-])w\s+(?=[a-z0-9#])|\bid'?(?:e?d)\b(?!\s*[:=#])|\bid rate\b|(?<=\b(?:number of|how many|count of)\s+)ids\b|(?<!\b(?:visitor|anonymous|anon|user|account|session|record|api|key|webhook|event|page|utm|campaign|pixel|site|their|its|the|with|by)\s+)\bids\b(?!\s*(?:[:=#]|of\b|for\b))|(?<=\b(?:we|did we|they|to|not|never|get|got|can|could)(?:\s+(?:last|first|ever|already|just))?\s+)id\b(?!\s*(?:[:=#'-]|of\b|for\b|numbers?\b))/g;
const expand = (s: string) => s.replace(/^y\s+(?=(?:are|is|do|did|does|was|were|have|has)\b)/, 'why ').replace(/(^|[\s(])#\s*(?:of\s+)?(?=[a-z])/g, '$1number of ').replace(/\bno\.\s/g, 'number of ').replace(/[a-z]+/g, (w) => ABBREVIATIONS[w] ?? w).replace(SHORTHAND, (m) => SHORTHAND_WORDS.find(([re]) => re.test(m))![1]).replace(/[^]*/, withProductWords);

/** One edit (insert, delete, substitute or swap two neighbours) apart: Fuse's scores are too coarse for short words. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const ra = a.slice(i), rb = b.slice(i);
  if (ra.slice(1) === rb.slice(1) || ra.slice(1) === rb || ra === rb.slice(1)) return true;
  return ra.length >= 2 && ra[0] === rb[1] && ra[1] === rb[0] && ra.slice(2) === rb.slice(2);
}

const shortFix = (word: string): string | undefined =>
  VOCABULARY.find((v) => v[0] === word[0] && v.length >= 3 && v.length <= Math.max(6, word.length + 1) && oneEditApart(word, v));

function correct(word: string): string {
  if (isEnglish(word)) return word;
  if (word.length >= 4 && word.length <= 5 && !known.has(word) && !KEEP.has(word) && /^[a-z]+$/.test(word)) {
    const fixed = shortFix(word);
    if (fixed) return fixed;
  }
  if (word.length < 5 || known.has(word) || KEEP.has(word) || /[^a-z]/.test(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  // one edit from a vocabulary word ("sesions", "identifed"): that word, before a fuzzier search
  const near = word.length >= 6 ? shortFix(word) : undefined;
  if (near) {
    corrections.set(word, near);
    return near;
  }
  const best = fuse.search(word, { limit: 1 })[0];
  // typos rarely touch the first letter; demanding it keeps "tell" from becoming "team"
  const out = best && (best.score ?? 1) <= 0.34 && best.item[0] === word[0] && Math.abs(best.item.length - word.length) <= 1 ? best.item : word;
  corrections.set(word, out);
  return out;
}

/** "the fortnight from 26 May to 8 June": the days it names, not the last 14 */
const FORTNIGHT_NAMED = /\b(?:for\s+|over\s+|in\s+|during\s+)?(?:the|a)\s+fortnight\s+(?=(?:from|between|starting|beginning|commencing)\b)/gi;

/** Verbatim spans (quoted text, emails, URLs, domains, paths) that must survive normalisation. */
export const VERBATIM = /"[^"]*"|“[^”]*”|‘[^’]*’|(?<![\w])'[^'\n]+'(?![\w])|https?:\/\/[^\s"'<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w])\/[\w\-/*.]*|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}/gi;

/**
 * "non-bot page views", "excluding bots", "bot traffic excluded", "real page views not bots": known bots
 * are left out of every count already, so the words narrow nothing (no negation, no classification
 * "excluded", no change to make): the text drops them before any reading.
 */
/** bots named as what is left out: "bots", "bot traffic", "automated (bot) traffic", "crawler hits" */
// ("bot-flagged hits excluded": the rows flagged as bots)
const BOT = String.raw`(?:automated\s+)?\(?\s*(?:bots?|crawlers?|spiders?)(?:[- ](?:flagged|tagged|marked|detected))?\s*\)?(?:\s+(?:traffic|hits|visits|views|page ?views|rows|events|records))?|automated traffic`;
const BOTS_LEFT_OUT = new RegExp(
  // ("(no bots)": the brackets go with it)
  String.raw`(?:\(\s*)?\b(?:exclud(?:e|ing)|excl\.?|ignor(?:e|ing)|without|minus|skip(?:ping)?|leav(?:e|ing) out|not counting|(?:please\s+)?(?:do not|never)\s+count(?:ing)?|no|not)\s+(?:the\s+|any\s+|all\s+|known\s+|an?\s+)?(?:${BOT})(?![\w-])(?:\s*\))?` +
    // ("bots: excluded", "bots=excluded": a request written as settings)
    String.raw`|(?<![\w-])(?:${BOT})(?:\s*[:=]\s*|\s+(?:(?:is|are|being|were|was|got|get|(?:are\s+|is\s+)?to be)\s+)?)(?:excluded|excl\b\.?|removed|left out|not counted|filtered(?: out)?|out\b|(?:should|must|shall|are to|need to)(?:\s+not|n'?t)\s+be\s+(?:counted|included))` +
    // ("the first genuine, non-bot page view": the adjective of who is counted)
    String.raw`|\b(?:genuine|human)(?:\s*,)?\s+(?=(?:non-?bot\s+)?(?:page ?views?|pageviews?|visits?|visitors?|people|sessions?|traffic|hits?)\b)` +
    // ("non-bot page views only", "counting only non-bot hits": who is counted, said of the rows)
    String.raw`|\b(?:(?:counting\s+)?only\s+)?non-?bot\s+(?:page ?views?|views|hits|traffic|visits|events|rows|sessions)\s+only\b|\b(?:counting\s+)?only\s+non-?bot\s+(?:page ?views?|views|hits|traffic|visits|events|rows)(?=\s*(?:[.;,)]|$))|\bnon-?bots?\b|\(?\s*(?:only\s+)?real (?:page ?views|people|visitors|humans|traffic)(?:,?\s*not bots)?\s*\)?`,
  'g',
);

/** the text without its remarks that bots are left out ("not counting bots": who is counted, no constraint) */
export const withoutBotRemarks = (text: string): string => text.toLowerCase().replace(BOTS_LEFT_OUT, ' ');

export interface Normalized {
  /** original text with smart quotes made plain */
  raw: string;
  /** lower-case text with typos corrected, verbatim spans preserved */
  text: string;
}

/** the words after which a slash standing alone is a path ("views of / yesterday": the home page) */
const PATH_AFTER = '(?<!\\b(?:on|of|to|at|in|from|viewed|visited|views?|visits?|page|path|url|hit|saw|the|and|or|than)\\s)';
/** "unidentified / anon visitors", "leads / customers": a slash standing alone between two words is "or", no page */
const OR_SLASH = new RegExp(`(?<=[a-z]\\s)${PATH_AFTER}\\/(?=\\s+[a-z])`, 'gi');
const orSlash = (q: string): string => q.replace(OR_SLASH, 'or');
/** "identified ppl / all ppl, as a %": a slash between words of a rate divides, it names no page */
const RATIO_SLASH = new RegExp(`(?<=[a-z)]\\s)${PATH_AFTER}\\/(?=\\s+[a-z(])`, 'gi');
const ratioSlash = (q: string): string => (/\b(?:rate|share|ratio|proportion|fraction|percent(?:age)?|pct)\b|%/i.test(q) ? q.replace(RATIO_SLASH, 'out of') : q);

/** "new-this-month accounts", "last-week visitors": a period written as one word */
const HYPHENED_PERIOD = /(?<![\w/.-])((?:new|returning|active|seen)-)?(this|last|past|previous)-(week|month|quarter|year)\b(?![\w/.-]*\/)/gi;

/** Dates and pages written as one hyphenated word: "2 jun-8 jun", "june-to-date", "may's", "demo-page". */
const HYPHENED_WORDS: [RegExp, string][] = [
  [new RegExp(`\\b(\\d{1,2})\\s*${MONTH_RE}\\s*[-–]\\s*(\\d{1,2})\\s*${MONTH_RE}\\b`, 'gi'), '$1 $2 to $3 $4'],
  [new RegExp(`\\b${MONTH_RE}[- ]to[- ]date\\b`, 'gi'), 'since 1 $1'],
  [new RegExp(`\\b${MONTH_RE}'s\\b`, 'gi'), '$1'],
  [/(?<![\w/.-])([a-z]{3,})-page\b/gi, '$1 page'],
];
/**
 * "page views WoW", "identifications MoM", "day-on-day": the two periods they compare, said out (with
 * no other window, the current period and the one before; after a window, the one before it).
 */
const OVER_PERIOD: [RegExp, string, string][] = [
  [/\b(?:dod|day[- ]?(?:on|over)[- ]?day)\b/gi, 'today vs yesterday', 'vs the day before'],
  [/\b(?:wow|w\/w|week[- ]?(?:on|over)[- ]?week)\b/gi, 'this week vs last week', 'vs the week before'],
  [/\b(?:mom|m\/m|month[- ]?(?:on|over)[- ]?month)\b/gi, 'this month vs last month', 'vs the month before'],
  [/\b(?:qoq|q\/q|quarter[- ]?(?:on|over)[- ]?quarter)\b/gi, 'this quarter vs last quarter', 'vs the quarter before'],
];
const NAMES_A_WINDOW = new RegExp(`\\b(?:this|last|past|previous|prior|yesterday|today|since|between|from|mtd|wtd|qtd|ytd|${MONTH_RE})\\b|\\d{4}-\\d{2}`, 'i');
// ("June 1–7 against June 8–14 … week on week", "this month so far, and the same for last month, so I can
// show month-on-month": the comparison is already said)
const overPeriods = (q: string): string =>
  /\b(?:vs\.?|versus|compared?|against|than)\b/i.test(q) || (q.match(new RegExp(NAMES_A_WINDOW.source, 'gi'))?.length ?? 0) > 1 ? q : OVER_PERIOD.reduce((t, [re, alone, after]) => t.replace(re, () => (NAMES_A_WINDOW.test(t.replace(re, ' ')) ? after : alone)), q);

/** "since 05/06/2025 (5 june)": the date spelled in brackets says which the numbers are */
const SPELLED_AFTER = new RegExp(`(?<![\\w/.])\\d{1,2}[/.]\\d{1,2}(?:[/.](\\d{4}))?\\s*\\(\\s*(\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}|${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?)(?:,?\\s+(\\d{4}))?\\s*\\)`, 'gi');
/**
 * "26/05 to 01/06": a number over 12 in one numeric date says how the question writes them all (day
 * first here), so each is spelled out; with no such date, 05/06 stays as written (cues.ts asks).
 */
const NUMERIC_DATE = /(?<![\w/.])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?(?![\w/]|\.\d)/g;
function spelledDates(q: string): string {
  const out = q.replace(SPELLED_AFTER, (...m: string[]) => `${m[2]} ${m[5] ?? m[1] ?? ''}`.trim());
  const dates = [...out.matchAll(NUMERIC_DATE)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const dayFirst = dates.some(([a, b]) => a > 12 && a <= 31 && b <= 12);
  const monthFirst = dates.some(([a, b]) => b > 12 && b <= 31 && a <= 12);
  if (dayFirst === monthFirst) return out;
  return out.replace(NUMERIC_DATE, (m, a: string, b: string, y?: string) => {
    const [d, mo] = dayFirst ? [Number(a), Number(b)] : [Number(b), Number(a)];
    return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? `${d} ${MONTHS[mo - 1]}${y ? ` ${y}` : ''}` : m;
  });
}
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
/** the number words a range is said in: "from forty to sixty", "between ten and twenty" */
const RANGE_WORDS: Record<string, number> = { ...UNITS, ...TENS, zero: 0, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, hundred: 100, 'a hundred': 100, 'one hundred': 100 };
const RANGE_WORD = `(\\d{1,3}|${Object.keys(RANGE_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const SPELLED_RANGE = new RegExp(`\\b(from|between)\\s+${RANGE_WORD}\\s+(to|and|until|till)\\s+${RANGE_WORD}\\b`, 'gi');
const rangeNumber = (w: string) => (/^\d/.test(w) ? w : String(RANGE_WORDS[w.toLowerCase()]));
/** What people shorten, spelled out before any reading: "WoW", "05/06 (5 june)", "2 jun-8 jun", "twenty-five", "from forty to sixty". */
const spelledOut = (q: string): string =>
  HYPHENED_WORDS.reduce((t, [re, to]) => t.replace(re, to), spelledDates(overPeriods(q)))
    .replace(COMPOUND_NUMBER, (_, tens: string, unit: string) => String(TENS[tens.toLowerCase()]! + UNITS[unit.toLowerCase()]!))
    .replace(SPELLED_RANGE, (m, lead: string, a: string, join: string, b: string) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? m : `${lead} ${rangeNumber(a)} ${join} ${rangeNumber(b)}`));

/** "twenty-five days", "ninety two or less": a compound number word is its digits (the readers know single words) */
const COMPOUND_NUMBER = new RegExp(`\\b(${Object.keys(TENS).join('|')})[- ](${Object.keys(UNITS).join('|')})\\b`, 'gi');

/** "score from 40 until 60": a range of numbers, not a time ("from 9 until 5 pm", "from 3 till june 5" stay times) */
const FROM_UNTIL = /\bfrom (\d{1,3}) (?:until|till|til) (\d{1,3})\b(?!\s*(?:am\b|pm\b|:|\.\d|h\b|o'?clock|st\b|nd\b|rd\b|th\b|(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/gi;

/** a label the question is led by: "sanity check:", "percentage check:", "quick q -" */
const LEAD_LABEL = /^(?:(?:a\s+)?(?:quick\s+)?(?:sanity|percentage|data|number|numbers|gut|spot|double|reality)\s+check|quick (?:one|q|question)|question|q)\s*(?::|,|\s-|—|–)\s*/;

/** "page views to day" as dictation spells it: today ("from day to day", "up to day 5" stay) */
const TO_DAY = /(?<!\b(?:day|up|from|date|back)\s)\bto day\b(?!s|\s*\d)/gi;

/** "06-16", "06-09..06-15", "06-09 → 06-15": a month and day written as numbers, the year left out */
// (the month with its leading zero only: "10-20 visits" is a range of visits)
const MONTH_DAY = /(?<![\d-])(0[1-9])-(0[1-9]|[12]\d|3[01])(?![\d-])/g;
/** a day written with a full stop, as German writes it ("since the 12. June 2025", "9. to 15. June") */
const DOTTED_DAY = new RegExp(`\\b(\\d{1,2})\\.\\s+(?=(?:(?:to|until|till|and|-)\\s+(?:the\\s+)?\\d{1,2}\\.\\s+)?${MONTH_RE}\\b)`, 'gi');
const MONTH_DAY_RANGE = /(?<![\d-])(0[1-9]-(?:0[1-9]|[12]\d|3[01]))\s*(?:\.\.|→|->|–)\s*(?=0[1-9]-(?:0[1-9]|[12]\d|3[01])(?![\d-]))/g;

/** the last questions' readings: the plan, the page-name lookup and the answer's lead each normalise the same question */
const NORMALIZED = new Map<string, Normalized>();
const NORMALIZED_KEPT = 32;

export function normalize(question: string): Normalized {
  let n = NORMALIZED.get(question);
  if (!n) {
    n = Object.freeze(normalizeOnce(question));
    NORMALIZED.set(question, n);
    if (NORMALIZED.size > NORMALIZED_KEPT) NORMALIZED.delete(NORMALIZED.keys().next().value!);
  }
  return n;
}

function normalizeOnce(question: string): Normalized {
  // "w/" and "w/o" before the verbatim spans are cut out (a path starts at the slash)
  const raw = withDefinitions(fromSpoken(fromQuerySyntax(orSlash(ratioSlash(question)).replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').replace(/\bw\/o(?=\s)/gi, 'without').replace(/(?<![\w/])#\s*of\b/g, 'number of').replace(/\bb\/w(?=\s)/gi, 'between').replace(FORTNIGHT_NAMED, '').replace(/\bw\/(?=\s)/gi, 'with').replace(/(?<=\s)v\.?(?=\s)/gi, 'vs').replace(/\b(\d{4}-\d{2}-)(\d{2})\.\.(\d{2})\b/g, '$1$2 to $1$3').replace(/\b(\d{4}-\d{2}-\d{2})\s*(?:\.\.|→|->)\s*(?=\d{4}-\d{2}-\d{2}\b)/g, '$1 to ').replace(/\b(\d{4}-\d{2}-\d{2})(?:\s*\((?:inclusive|incl\.?|included)\))?(?:\s*\.\.\s*|\s*\(?\s*(?:to|through|thru|until|till|up to)\s+)(?:now|today|present|date)\b\)?/gi, 'since $1').replace(HYPHENED_PERIOD, (_, lead: string | undefined, a: string, b: string) => `${lead ? `${lead.slice(0, -1)} ` : ''}${a} ${b}`).replace(MONTH_DAY_RANGE, '$1 to ').replace(DOTTED_DAY, '$1 ').replace(MONTH_DAY, (_m, mo: string, d: string) => `${Number(d)} ${MONTHS[Number(mo) - 1]}`).replace(/[^]*/, spelledOut).replace(FROM_UNTIL, 'from $1 to $2').replace(TO_DAY, 'today').replace(/\bsince midnight(?:\s+(?:utc|today))?\b/gi, 'today').replace(/\b(week|month|quarter|year)-to-date\b/gi, '$1 to date').replace(/\b(previous|last|prior)\s+(?:full|complete|iso|whole)\s+week\b/gi, '$1 week').trim())));
  let text = '';
  let last = 0;
  const fix = (s: string) =>
    s
      .toLowerCase()
      .replace(/\b(\w+)n't\b/g, '$1 not')
      // ("how much accounts", "how much page views": a count, as "how many" says in English)
      .replace(/\bhow much(?=\s+(?:[a-z-]+\s+){0,3}?(?:accounts|accts|companies|visitors|persons|people|page views|pageviews|views|sessions|identifications|visits|leads|customers|competitors|recommendations|pages|webhooks|keys)\b)/g, 'how many')
      // ("kindly share how many …", "please do the needful and share the count": a request to tell, no share of a whole)
      .replace(/\b(?:(?:kindly|please|pls|plz|can you|could you)\s+)(?:do the needful\s+and\s+)?share\b(?!\s+of\b)|^(?:do the needful and\s+)?share\b(?=\s+(?:the|how|what|which|when|who|me|us|a|an|list|count|number|total|top)\b)/g, 'please tell')
      .replace(/\b(?:kindly|please)\s+(?:revert|come back)\s+with\b/g, 'please tell').replace(/\bdo the needful\b/g, ' ')
      // "most-viewed pages", "least-visited"
      .replace(/\b(most|least)-(viewed|visited|popular|active)\b/g, '$1 $2')
      // ("last weak": the week)
      .replace(/\b(this|last|past|previous|prior|next|per|each|a) weak\b/g, '$1 week')
      // ("hit count", "the latest hit on /pricing", "paths hit": page views; "the 30-min gap rule": the session's definition, no sync rule)
      .replace(/\bhit counts?\b/g, 'page view count').replace(/\b(latest|last|first|earliest|most recent|newest|oldest|final)\s+(non-?bot\s+)?hit\b/g, '$1 $2page view').replace(/\b(paths|pages|urls)\s+hit\b/g, '$1 viewed')
      .replace(/\b(30|thirty)[- ]?m(?:in(?:ute)?s?)?\s+(?:(?:gap|idle|inactivity|timeout|split)\s+)?rule\b/g, '$1 minute split')
      // "page-view events": page views
      .replace(/\bpage-(views?)\b/g, 'page $1').replace(/\bpage ?views? (?:events|rows|records|entries)\b/g, 'page views')
      // "first-seen", "last-seen"
      .replace(/\b(first|last)-(seen|visit(?:ed)?)\b/g, '$1 $2')
      // "by email, or by anonymous id where there is none": the visitor's id, no filter to the anonymous
      .replace(/\banon(?:ymous)?[ _-]?ids?\b/g, 'visitor id')
      // "account records", "visitor rows": the records themselves
      .replace(/\b(account|visitor|session|identification)s?\s+(?:records|rows|entries)\b/g, '$1s')
      .replace(/[^]*/, expand)
      .replace(/[a-z]+/g, (w) => correct(w));
  for (const m of raw.matchAll(VERBATIM)) {
    text += fix(raw.slice(last, m.index)) + m[0];
    last = m.index! + m[0].length;
  }
  text += fix(raw.slice(last));
  // ("sanity check: how many …", "quick one - which …": a label before the question)
  text = text.replace(BOTS_LEFT_OUT, ' ').replace(/\s{2,}/g, ' ').trim().replace(LEAD_LABEL, '');
  return { raw, text };
}
