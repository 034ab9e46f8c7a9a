// Words in a constraint's place that nothing in the copilot reads (issue 14 rule 2): "visitors from
// bavaria", "which accounts on the partner tier …". A word is known when the copilot's code spells it
// (knownWords.generated.ts: every regex and string under subgraphs/copilot), when it is a function
// word, or when it is part of one of the workspace's names; anything else standing where a filter
// stands (after from/on/in/via/with/by/at/using/through, or before the thing counted) is a constraint
// the plan would drop, so the planner asks about it instead of answering a broader question. Only
// those places: a stray word elsewhere ("for the QBR deck", "quick sanity check") narrows nothing.
// (Every word of the clause that asks, or of its relative clauses, was tried in session 18: on sets
// 4-30 it caught no question to decline and cost right answers to words like "snooping", "belong".)
import { DECLINED_WORDS, KNOWN_WORDS } from './knownWords.generated.js';
import { NUMBER_WORDS } from '../numbers.js';
import { ORDINALS } from '../spoken.js';
import { inflections } from '../normalize.js';
import type { Constraint } from '../../catalogue/applied.js';

const FUNCTION_WORDS = new Set(
  ('a an the of to in on at by for from with about as into over under per than then and or but nor not no so if is are was were be been being am do does did done ' +
    'have has had having i me my we us our you your they them their it its he she his her this that these those there here what which who whom whose when where why how ' +
    'all any each every some few more most much many other such only own same too very can could will would should shall may might must just also please thanks ' +
    'hi hey ok okay yes quick question give show tell list let get got see need want know one two three ' +
    // words that narrow nothing: an order's direction said again, the consumer mail hosts the personal
    // bucket gathers, "site-wide", "-ish"
    'descending ascending certain specific particular various several wide ish gmail yahoo hotmail outlook icloud aol ' +
    // the asker's own voice: contractions, quantities and manners that narrow nothing
    "i'd i'm i've i'll we'd we're we've we'll who've who'd you're you've they're they've they'd it's that's there's let's " +
    'couple cheers obviously thx atm anyway though roughly around approx onwards even yeah super lot full strictly boss ' +
    // ("a /pricing/ subpage": the path says which pages)
    'subpage subpages ' +
    // ("the best performing campaign": the top one)
    'performing performer performers ' +
    // (how rows relate, said in a relative clause: "visitors who belong to customer accounts", "sessions that carried a campaign")
    'belong belongs belonged remain remains remained stay stays stayed sit sits sitting lie lies lying carry carries carried carrying fit fits fitted rolled lumped bundled grouped').split(' '),
);

/** what a question counts or lists: a word just before it narrows it ("bavarian visitors") */
const COUNTED = '(?:visitors?|accounts?|compan(?:y|ies)|people|users?|page ?views?|pageviews?|visits?|sessions?|leads?|customers?|competitors?|orgs?|organi[sz]ations?|firms?|traffic|hits|sign-?ups?)';
const PLACES = new RegExp(`\\b(?:from|on|in|using|via|through|with|by|at)\\s+(?:the\\s+|a\\s+|an\\s+|our\\s+|their\\s+|its\\s+)?([a-z][a-z']*)|\\b([a-z][a-z']*)\\s+${COUNTED}\\b`, 'g');

const stems = (w: string): string[] => [w, ...inflections(w), w.replace(/'s?$/, ''), w.replace(/ies$/, 'y'), w.replace(/ly$/, ''), w.replace(/ers?$/, '')];
// (number words are read, or named as stray numbers, by the readings: cues.ts)
// (a stem of two letters is no word's: "bees" is not "be")
// (the days of a month in words, "the seventeenth", are dates' words)
const known = (w: string): boolean => w in NUMBER_WORDS || w in ORDINALS || stems(w).some((s, i) => (i === 0 || s.length > 2) && (FUNCTION_WORDS.has(s) || KNOWN_WORDS.has(s)));

/** the lower-case words of the workspace's own names (accounts, campaigns, pages, rules, keys …) */
export const nameWords = (names: Iterable<string>): Set<string> => {
  const out = new Set<string>();
  for (const n of names) for (const w of n.toLowerCase().split(/[^a-z0-9']+/)) if (w) out.add(w);
  return out;
};

/** "how many MQAs …? By MQA I mean …", "hot accounts (hot = …)": a word the question defines */
const definedLater = (text: string, w: string): boolean =>
  new RegExp(`\\b${w.replace(/s$/, '')}s?,?\\s*(?:=|:(?!\\s*(?:exact|just|how|count|list|number|total|pls|please|give|show|names?|tell|when|which|what)\\b)|means?\\b|meaning\\b|is defined as\\b|i mean\\b|by which (?:i|we) mean\\b|i\\.e\\.)|\\bby (?:an? )?${w.replace(/s$/, '')}s? i mean\\b|\\b${w}\\b[^?.!]*[?.!]\\s*(?:i mean|by (?:that|this|those|these) i mean|meaning)\\b`).test(text);

/**
 * The unknown words in a constraint's place in `text` (normalised, verbatim spans such as paths,
 * domains and quoted text already replaced by "_"); a word of the workspace's own names is known.
 */
export function unknownConstraintWords(text: string, own: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  const unknown = (w: string) => w.length > 2 && !stems(w).some((s) => own.has(s)) && !known(w) && !definedLater(text, w);
  for (const m of text.matchAll(PLACES)) {
    const w = m[1] ?? m[2]!;
    // ("heavy visitors (visit count over 10)": a word defined where it stands)
    // (a gloss in brackets defines nothing: "by their chess rating (elo)")
    const bracket = /^[\s\w]{0,20}\(([^()]*)\)/.exec(text.slice(m.index! + m[0].length));
    const defined = !!bracket && DEFINITION.test(bracket[1]!);
    if (!defined && unknown(w)) out.add(w);
  }
  // (every word of what a clause says of the rows: a relative clause, a query's condition, a field, a predicate,
  // what they have or do, what they are ranked by)
  // (a bracket inside a clause — "visitors of last week (9 to 15 june) are left-handed" — is passed over)
  const unbracketed = text.replace(/\([^()]*\)/g, ' ');
  for (const [re, t] of [[RELATIVE, unbracketed], [WHO, unbracketed], [WHERE, text], [FIELD, text], [PREDICATE, unbracketed], [HOLDS, unbracketed], [RANKED_BY, unbracketed], [HOW_MANY, unbracketed]] as const) for (const m of t.matchAll(re)) for (const [w] of (m[1] ?? m[2] ?? '').matchAll(/[a-z][a-z']*/g)) if (unknown(w)) out.add(w);
  // (an average or a favourite of something no read measures — "the average typing speed of …", "the average
  // hours of sleep" — names its field, whatever words it is said in)
  for (const m of text.matchAll(FIELD)) if (!MEASURABLE.test(m[1]!)) for (const [w] of m[1]!.matchAll(/[a-z][a-z'-]*/g)) if (w.length > 2 && !FUNCTION_WORDS.has(w) && !own.has(w)) out.add(w);
  return [...out];
}

/** what a bracket after a word must say to define it in terms the copilot reads ("heavy visitors (visit count over 10)") */
const DEFINITION = /\d|[<>=≥≤]|\b(?:intent|scores?|visits?|visitors?|pages?|views?|sessions?|identified|e-?mails?|domains?|classifi\w*|leads?|customers?|competitors?|channels?|sources?|campaigns?|counts?|over|under|above|below|more|less|least|most|new|returning|first|last)\b/;

/** what an average or a sum can be of: intent, visits, visitors, page views, sessions, their counts */
const MEASURABLE = /\b(?:intent|scores?|visits?|visitors?|views?|page ?views?|pageviews?|sessions?|counts?|number|amount|total|figures?|people|persons|accounts?|companies|identifications?|hits|head ?counts?)\b/;

/**
 * What a relative clause says of the rows counted ("visitors who own a dog", "people whose star sign
 * is leo", "accounts that operate a four-day week"): a word there that nothing reads is a constraint
 * the plan would drop.
 */
const RELATIVE = new RegExp(String.raw`\b(?:${COUNTED}|ones|ppl|persons)\s+(?:who|whose|that|which)\s+([^,;:?.!()]+)`, 'g');
/**
 * What the rows counted have or do, said with a verb of their own ("how many persons identified this
 * month play the piano", "visitors from blue harbor have a nut allergy", "own a sailing boat"): the
 * verbs of a person's life, not of a visit (they are spelled here only, so they stay unknown words).
 */
const HOLDS = new RegExp(String.raw`\b(?:${COUNTED}|ones|ppl|persons)\b[^.?!;:()]*?\b(?:own|owns|(?:have|has|having|hold|holds|holding|drive|drives)(?=\s+an?\s)|play|plays|ride|rides|speak|speaks|love|loves|prefer|prefers|wear|wears|eat|eats|drink|drinks|sing|sings|practi[sc]e|practi[sc]es|live|lives|attend|attends|support|supports|watch|watches|collect|collects|meditate|meditates|sleep|sleeps)\s+([^,;:?.!()]+)`, 'g');
/**
 * What "who", "whose" or "that" says of the rows, wherever it stands ("visitors with a visit this month
 * who participated in a user-research interview", "accounts with a visit in [2025-06-01, now) that filed
 * an sso feature request"; not "that" before a time or a page: "before that stretch began")
 */
const WHO = /\b(?:who(?:'ve|'d|'re)?|whose|that(?!\s+[\w-]+\s*:)(?!\s+(?:[\w-]+\s+)?(?:stretch|span|period|window|time|range|interval|week|month|day|days|year|quarter|page|path|list|number|figure|count)\b))\s+([^,;:?.!()]+)/g;
/** what the rows are ranked by ("the 5 visitors with the highest chess rating", "the best club tennis ranking") */
const RANKED_BY = /\b(?:highest|lowest|best|worst|biggest|smallest)\s+((?:[a-z][a-z'-]*\s+){0,2}?[a-z][a-z'-]*)\s*(?=[(,;:?.!]|$|\b(?:of|among|in|from|for|across)\b)|\b(?:ranked|sorted|ordered|rank(?:ing)?|sort(?:ing)?)\s+(?:them\s+|these\s+|those\s+)?by\s+(?:their\s+|the\s+|its\s+)?((?:[a-z][a-z'-]*\s+){0,3}?[a-z][a-z'-]*)\s*(?=[(,;:?.!]|$|\b(?:of|among|in|from|for|across|who|that|which|visited|this|last|since|during|over)\b)/g;
/** what "how many" or "the number of" counts, up to its verb, when it is none of the subjects read ("how many yoga fans we identified", "the number of houseplants in …") */
const HOW_MANY = new RegExp(String.raw`\b(?:how many|(?:the\s+)?(?:number|no\.|count) of)\s+(?!(?:(?!(?:in|of|from|at|on|by|with|for)\s)[a-z][a-z'-]*\s+){0,2}?${COUNTED}\s)((?:[a-z][a-z'-]*\s+){1,3}?)(?=(?:we|did|do|does|were|was|are|is|have|has|had|got|came|come|visited|viewed|looked|read|saw|went|of|in|on|from|at|this|last|since|between|during|over|yesterday|today)\b)`, 'g');
/** a condition written as a query's ("count visitors WHERE the person listens to our podcast", "filter: …"): a relative clause too */
const WHERE = /\b(?:where(?!\s+(?:did|do|does|is|are|was|were|can|could|should|would|will|have|has|else)\b)|filters?\s*[:=])\s+([^;?|:]+)/g;
/** the field an average or a sum is of ("the average heart rate of visitors", "the favourite pizza topping of the visitors") */
const FIELD = /\b(?:average|avg|(?<!\b(?:i|we|you|they)\s+)mean|median|total|sum|favou?rite|preferred|most common|typical)\s+(?:of\s+)?(?:the\s+|their\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)\s*(?:\([^()]*\)\s*)?,?\s+(?:of|for|per|across|among)\b/g;
/** the predicate closing the sentence that asks ("how many … at lead accounts are vegetarian"; not a remark: "competitors are nosy.") */
const PREDICATE = /\b(?:how many|(?<!,\s*)which|what (?:share|percent(?:age)?|proportion|fraction))\b[^.?!;:()]*?\b(?:are|is|were)\s+(?:not\s+)?(?:an?\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s*(?=[,;:?.!]|$)/g;

/**
 * Words of the refusals' patterns that say nothing alone ("long", "track", "board", "ads", "hours"):
 * the patterns use them in a phrase ("how long … spent", "ad spend"), and a question may use them for
 * what the workspace does record ("the last 24 hours", "linkedin ads").
 */
const GENERIC = new Set(
  ('accept acquire acquisition acquisitions ad ads amount annual area assigned backed birth block board booked buys cell chances chief closes closing cloud comes ' +
    'complained computers construction consulting converts covers decision desk dial digest discuss duration east edge education elements engagement engineering ' +
    'executive expect expected finance functions future handles happy heads heat host hour hours hundreds intend job large leaders leadership learn legal long ' +
    'looking machines mailing makers manager maps market marketing meeting messages met middle networks notes office offices opening operating owned owns party ' +
    'phrases positions produce profit project public qualified queries raised raising recordings recurring risk round rounds screen seconds senior sense series ' +
    'signs sized sizes small software space speak speaking speaks stages street success suite systems talk tech technology thousand thousands track trying ' +
    'understand upcoming vendors venture warehouses watch win worth ' +
    // ("our CEO asked: …", "competitor employees", "headcount of visitors": who asks, or visitors by another name)
    'ceo cfo cto coo cmo employee employees headcount ' +
    // (eighteenth session's patterns: "campaign tags", "custom date range", "target accounts", "the tool knows")
    'box cards custom dates deal feature green red amber yellow happens held ings ins ish jobs kept knows moved platforms referring rejected ' +
    'reviews speed style tags target tests intelligence inbound experiment adoption banners prompts partner partners sourcing ' +
    // (nineteenth session's: "as follows", "print the list", "the ABM program", "exit pages", "the accounts I mention")
    'exit follows mention print printed prints program programs pop agreements departed turnover forecast').split(' '),
);
const plural = (w: string): string[] => [w, w.replace(/'s?$/, ''), w.replace(/s$/, ''), w.replace(/es$/, '')];

/**
 * Words anywhere in `text` (normalised, verbatim spans removed) that the copilot spells only where it
 * declines (data not recorded, predictions): "german companies on /pricing", "browser set to french".
 */
export function declinedWords(text: string, own: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  // ("MQL-ish accounts": an approximation the question goes on to define)
  for (const [w] of text.replace(/\b[a-z]+-(?:ish|like|style)\b/g, ' ').matchAll(/[a-z][a-z']+/g))
    if (!own.has(w) && !GENERIC.has(w) && !FUNCTION_WORDS.has(w) && plural(w).some((s) => DECLINED_WORDS.has(s) && !GENERIC.has(s)) && !definedLater(text, w)) out.add(w);
  return [...out];
}

/** "renewal call tomorrow - how many times …", "for the QBR deck: …": a lead-in says why, not what ("german companies on /pricing this wk - list" is the question, said first) */
const LEAD_IN = /^[^:—–?.!]{1,40}?(?:\s+[-—–]+\s+|:\s+)(?=(?:how|which|what|when|who|where|list|count|show|give|number|total|tell)\b[^?]{12,})/;

/**
 * The cues of both checks for `text` (normalised, verbatim spans replaced by "_" so "from apple.com
 * arrive" has no word after "from"), given the workspace's `names`; `ordered`: an order was read, so a
 * superlative ("the five busiest people, by page views") says nothing more.
 */
export function unknownWordCues(text: string, names: Iterable<string>, ordered: boolean): Constraint[] {
  const own = nameWords(names);
  const plain = text.replace(LEAD_IN, ' ');
  return [
    ...unknownConstraintWords(plain, own).filter((w) => !(ordered && /est$/.test(w))).map((w): Constraint => ({ kind: 'cue', value: `word:${w}`, label: `"${w}" (a word I can't apply)` })),
    ...declinedWords(plain, own).map((w): Constraint => ({ kind: 'cue', value: `unrecorded:${w}`, label: `"${w}" (this workspace does not record it)` })),
  ];
}
