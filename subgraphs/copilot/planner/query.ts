// The query a question asks, read before any tool is chosen (issue 14): a measure over a subject,
// narrowed by constraints (filters, a window, an ordering). Every constraint recognised here must be
// applied by the executed call's arguments (catalogue/applied.ts) or the question is declined,
// naming it (plan.ts): the copilot never answers a broader question than the one asked.
import type { TimeWindow } from '../catalogue/types.js';
import type { Constraint, Measure } from '../catalogue/applied.js';
import * as x from './extract.js';
import { parseWindow } from './time.js';
import { NUMBER_WORDS, numberWords, toNumber } from './numbers.js';
import { BY_VISITORS, UNIDENTIFIED, unreadCues } from './cues.js';
import { pageWords, type KnownNames } from './workspace.js';

export type Subject =
  | 'accounts'
  | 'visitors'
  | 'page_views'
  | 'sessions'
  | 'attributed_sessions'
  | 'identifications'
  | 'recommendations'
  | 'keys'
  | 'webhooks'
  | 'other';

export interface Query {
  /** the normalised question text it was read from */
  raw: string;
  measure: Measure;
  subject: Subject;
  /** what narrows or orders the answer, each to be applied or named */
  constraints: Constraint[];
  /** intent range read from the question (integers, inclusive) */
  intent?: { min?: number; max?: number };
  page?: string;
  /** pages named in order (a sequence when two or more) */
  pages: string[];
  classification?: x.Classification;
  /** true: came back (first seen before the window); false: new (first seen in it) */
  returning?: boolean;
  minVisits?: number;
  /** the visit bounds are of the all-time count, though a window is named ("… in total") */
  visitsTotal?: boolean;
  order?: 'intent' | 'visits' | 'visitors' | 'recency' | 'page_views';
  /** the field an average or sum is of (accounts, visitors) */
  field?: 'intent_score' | 'visit_count' | 'visitor_count' | 'page_views';
  /** top-N: how many of the best */
  limit?: number;
  /** visitors with an identity only */
  identified?: boolean;
  window: TimeWindow | null;
}

const ACC = /\b(?:accounts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|business(?:es)?|customers?|clients?|competitors?|rivals?)\b/;
/** "identified visitors", "known customer contacts": visitors with an identity */
const IDENTIFIED_PEOPLE = /\b(?:identified|named|known|de-?anonymi[sz]ed|unmasked)\s+(?:\(?\w+\)?\s+)?(?:visitors?|people|persons?|contacts?|users?|individuals?)\b/;
/** "who were on the site", "came by": visitors who visited (in the window), not identifications made in it */
const VISITED = /\b(?:visited|came by|came to the site|were on the site|was on the site|on the site (?:this|last|in|during|since|today|yesterday)|showed up|stopped by|dropped by|browsed|had a visit)\b/;
/** "people we have a name/email for", "visitors we've got an email for": visitors with an identity */
const WE_KNOW_WHO = /\bwe(?: have|'ve got| got| hold| know)\s+(?:an?\s+)?(?:names?|e-?mails?|identit(?:y|ies))(?:\s*(?:\/|or|and)\s*(?:names?|e-?mails?))?\s+(?:for|of)\b/;
const VIS = /\b(?:visitors?|people|persons?|contacts?|individuals?|users?|employees|staff|folks|first[- ]timers?|everyone|everybody)\b/;
const PAGE_VIEWS = /\b(?:was|were|is|are|been|got|get)\s+(?:\S+\s+){0,5}?viewed\b|\b(?:first|last|latest|most recent|earliest)\s+(?:\/\S*\s+|\w+ page\s+)?views?\b|\bhow many times (?:was|were|has|have|did|is)\b.*\b(?:view(?:ed)?|opened|loaded)\b|\btop (?:\d+|\w+) pages\b|\b(?:most|least) \w+ pages\b|\bpage ?views?\b|\bpageviews?\b|\b(?:most|least) (?:viewed|visited|popular)\b|\btop pages\b|\bpopular pages\b|\bviews\b|\bvisits? (?:did|does|to|on)\b|\bhow (?:many|much) (?:visits|traffic)\b|\btraffic (?:to|on)\b/;

/** "exactly 100", "above 80", "at most 20", "between 40 and 60", "intent of 100" → an inclusive integer range */
export function intentRange(text: string): { min?: number; max?: number } | undefined {
  // "at least eighty", "a score of zero"
  text = text.replace(SCORE_WORDS, (w) => String(NUMBER_WORDS[w])).replace(PLUS, '$1+');
  const N = '(\\d{1,3})';
  const SCORE = '(?:intent(?: score)?|score[sd]?|scoring)';
  const num = (s: string | undefined) => (s !== undefined && Number(s) <= 100 ? Number(s) : undefined);
  let m =
    text.match(new RegExp(`\\b(?:${SCORE}\\s+)?(?:between|from|in the|of)\\s+${N}\\s*(?:and|to|-|–)\\s*${N}\\b`)) ??
    text.match(new RegExp(`\\b${N}\\s*(?:-|–)\\s*${N}\\s+(?:range|band|bracket)\\b`)) ??
    // "scoring 60-70 on intent", "intent 40 to 60", "60-70 intent", "mid intent accounts (40 to 60)"
    text.match(new RegExp(`\\b(?:scoring|scored|${SCORE})\\s+${N}\\s*(?:-|–|to)\\s*${N}\\b|\\b${N}\\s*(?:-|–)\\s*${N}\\s+(?:on\\s+)?${SCORE}|\\b${SCORE}\\b[^0-9()]{0,24}\\(\\s*${N}\\s*(?:-|–|to)\\s*${N}\\s*\\)`));
  if (m && new RegExp(SCORE).test(text)) {
    // the two numbers of whichever alternative matched
    const [a, b] = m.slice(1).filter((g) => g !== undefined).map(num);
    if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  if (!new RegExp(SCORE).test(text)) return undefined;
  const ops: [RegExp, (n: number) => { min?: number; max?: number }][] = [
    [/(?:>=|≥|at least|no less than|not less than|minimum(?: of)?|min(?: of)?|(?:or|and) (?:more|higher|above|up|over))/, (n) => ({ min: n })],
    [/(?:<=|≤|at most|no more than|not more than|maximum(?: of)?|max(?: of)?|or (?:less|lower|below))/, (n) => ({ max: n })],
    [/(?:>|above|over|greater than|more than|higher than|exceeding)/, (n) => ({ min: n + 1 })],
    [/(?:<|below|under|less than|lower than)/, (n) => ({ max: n - 1 })],
    [/(?:=|==|exactly|equal to|equals|of exactly|of)/, (n) => ({ min: n, max: n })],
  ];
  for (const [op, f] of ops) {
    m = text.match(new RegExp(`${SCORE}\\s*(?:is\\s+|was\\s+|score\\s+)?(?:of\\s+)?${op.source}\\s*${N}\\b`)) ?? text.match(new RegExp(`${op.source}\\s*(?:an?\\s+)?${SCORE}?\\s*(?:of\\s+)?${N}\\b(?!\\s*(?:days?|weeks?|months?|visits?|accounts?|pages?))`));
    if (m) {
      const n = num(m[1]);
      if (n !== undefined) return f(n);
    }
    // "80 or more", "20 or below"
    m = text.match(new RegExp(`${N}\\s+${op.source}(?!\\s*(?:times|visits?|pages?|page ?views|days?|weeks?|months?|sessions?|people|visitors|accounts)\\b)`));
    if (m && /\s(?:or|and) \w+$/.test(m[0]) && num(m[1]) !== undefined) return f(num(m[1])!);
  }
  m = text.match(new RegExp(`${SCORE}\\s*\\(\\s*${N}\\s*\\+\\s*\\)|${SCORE}\\s+(?:of\\s+)?${N}\\s*\\+`));
  if (m && num(m[1] ?? m[2]) !== undefined) return { min: num(m[1] ?? m[2])! };
  m = text.match(new RegExp(`\\b${N}\\s*\\+\\s*(?:on\\s+|in\\s+|for\\s+)?${SCORE}|\\b${N}\\s+${SCORE}|\\b(?:scoring|scored|scores)\\s+${N}\\s*\\+`));
  if (m) {
    const n = num(m[1] ?? m[2] ?? m[3]);
    if (n !== undefined) return /\+/.test(m[0]) ? { min: n } : { min: n, max: n };
  }
  return undefined;
}

/** "seventy plus" is "70+" */
const PLUS = /\b(\d{1,6})\s*plus\b/g;
// "one" and "a dozen" are not scores ("intent of one of our accounts")
const SCORE_WORDS = new RegExp(`\\b(?:${numberWords(['one', 'dozen'])})\\b`, 'g');

const NUM = `(\\d{1,6}|${numberWords()})`;
const toN = (s: string) => toNumber(s)!;

/**
 * A comparison on a count ("more than 10 visits", "visited at least five times", "5 or more visits",
 * "fewer than 3 visits", "exactly 2 visits") → an inclusive integer range; unit is a regex source.
 */
export function countRange(text: string, unit: string): { min?: number; max?: number } | undefined {
  // "at most once", "more than twice", "one-visit-or-fewer": counts of times in words
  text = text.replace(PLUS, '$1+').replace(/\bonce\b/g, '1 times').replace(/\btwice\b/g, '2 times').replace(/\b(\w+)-(visits?)-or-(fewer|less|more)\b/g, '$1 $2 or $3');
  const ops: [string, (n: number) => { min?: number; max?: number }][] = [
    ['(?:>=|≥|at least|no (?:less|fewer) than|a minimum of|min(?:imum)?(?: of)?)', (n) => ({ min: n })],
    ['(?:<=|≤|at most|no more than|a maximum of|max(?:imum)?(?: of)?|up to)', (n) => ({ max: n })],
    ['(?:>|more than|over|above|greater than|upwards of)', (n) => ({ min: n + 1 })],
    ['(?:<|fewer than|less than|under|below)', (n) => ({ max: Math.max(0, n - 1) })],
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
  let m = text.match(new RegExp(`\\b${NUM}\\s*(?:\\+|or more|or over|or above)\\s*${unit}\\b|\\b${NUM}\\s+${unit}\\s+or more\\b|\\b${NUM}\\s*\\+\\s*${unit}`));
  if (m) return { min: toN((m[1] ?? m[2] ?? m[3])!) };
  m = text.match(new RegExp(`\\b${NUM}\\s+(?:${unit}\\s+)?or (?:fewer|less|under)\\s*(?:${unit})?\\b`));
  if (m && new RegExp(unit).test(text)) return { max: toN(m[1]!) };
  m = text.match(new RegExp(`\\b(?:between|from)\\s+${NUM}\\s+(?:and|to)\\s+${NUM}\\s+${unit}\\b|\\b(\\d{1,6})\\s*(?:-|–)\\s*(\\d{1,6})\\s+${unit}\\b`));
  if (m && m[3]) m = [m[0], m[3], m[4]!] as unknown as RegExpMatchArray;
  if (m) return { min: Math.min(toN(m[1]!), toN(m[2]!)), max: Math.max(toN(m[1]!), toN(m[2]!)) };
  return undefined;
}

/** "new accounts", "first seen yesterday", "first-time visitors": first seen in the window (a filter, not the first time) */
const NEW_RE = /\bnew (?:accounts?|accts?|compan(?:y|ies)|visitors?|customers?|competitors?|leads?)\b|\bfor the (?:very )?first time\b|\bfirst[- ]timers?\b|\bfirst seen (?:in|during|this|that|last|since|yesterday|today|over|within|between|from|on|the past|past)\b|\bnewly (?:identified|seen)\b|\bfirst[- ]time (?:visitors?|accounts?|compan(?:y|ies)|people)\b/;

/** the question is about being identified ("when did we identify x@y.com") */
export const IDENTIFYING = /\b(?:identified|identify|identification|unmask(?:ed)?|de-?anonymi[sz]ed?)\b/;

export function measureOf(text: string): Measure {
  if (/\b(?:compare|compared (?:to|with)|versus|vs\.?|week over week|month over month|next to|alongside|side by side|(?:and )?then (?:for )?(?:this|last|the|yesterday|today|previous|prior)\b(?! page)|\band (?:how many|what about|for)\s+(?:in\s+|on\s+|during\s+)?(?:this|last|the previous|the prior|yesterday|today|previous|prior)\b|than (?:in |on )?(?:last|the previous|the prior|yesterday|today|this|jan\w*|feb\w*|mar\w*|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*))\b/.test(text)) return 'compare';
  // "when was our oldest API key created", "newest webhook - creation date": a record's creation time
  if (/\b(?:when|what time|what date|date|time)\b|\bcreation (?:time|date)\b/.test(text) && /\bcreat(?:ed|ion)\b|\bset up\b/.test(text) && /\b(?:keys?|webhooks?|endpoints?|recommendations?|recs?)\b/.test(text)) {
    if (/\b(?:newest|latest|most recent|last)\b/.test(text)) return 'last';
    if (/\b(?:oldest|first|earliest)\b/.test(text)) return 'first';
  }
  // "id rate", "identification rate": the share of visitors identified
  if (/\b(?:id|identification|match) rate\b/.test(text)) return 'share';
  if (/\b(?:average|avg|mean)\b/.test(text)) return 'average';
  if (/\b(?:share|percent(?:age)?|proportion|fraction|what part|ratio)\b|%/.test(text)) return 'share';
  if (/^(?:how many|number of|count)\b/.test(text)) return 'count';
  if (/\b(?:first|earliest)\s+(?:[\w-]+\s+){0,2}(?:identification|identified)\b/.test(text)) return 'first';
  if (/\b(?:last|latest|most recent)\s+(?:\w+\s+)?(?:identification|identified|identify)\b/.test(text) && !/\b(?:last|past) (?:\d+|week|month|quarter|year)\b/.test(text)) return 'last';
  // "at what time was x@y.com identified", "when did we identify them": the time of that identification
  if (/\b(?:when|what time|what date|which day)\b.*\b(?:identified|identify|unmask(?:ed)?|de-?anonymi[sz]ed?)\b/.test(text) && !/\bhow many\b/.test(text)) return 'first';
  // "when was the newest lead first spotted": the latest first-seen time
  if (/\b(?:newest|latest|most recent|last)\b/.test(text) && /\bfirst (?:seen|spotted|appear(?:ed)?|showed up|show up|detected)\b/.test(text) && !/\b(?:how many|number of)\b/.test(text)) return 'last';
  // "when was the earliest new account first seen", "what time did the first brand-new account show up"
  if (/\b(?:when|what time)\b/.test(text) && /\b(?:earliest|first)\s+(?:[\w-]+\s+)?new\b|\bearliest\b/.test(text) && NEW_RE.test(text)) return 'first';
  // ("first seen before this week" defines returning; "earliest /careers page view" is the first view)
  if (/\bwhen (?:was|were|did|is)\b.*\bfirst\b|\b(?:first|earliest|oldest) (?:\/\S*\s+)?(?:seen|visit|view|page ?view|time|data|row|event|record|sessions?)\b(?! (?:before|prior|in|during|earlier|was before))|\bhow far back\b/.test(text) && !NEW_RE.test(text)) return 'first';
  if (/\bwhen (?:was|were|did|is)\b.*\b(?:last|latest|most recent(?:ly)?)\b|\b(?:latest|newest|most recent) (?:\S+\s+){0,2}?(?:visits?|views?|page ?views?|data|rows?|events?|records?)\b|\blast (?:seen|visit(?:ed)?|view|time)\b|\b(?:latest|most recent|last) sessions?\b(?! (?:count|number))|\b(?:most recent|latest) time\b|\blast page\b.*\bviewed\b/.test(text)) return 'last';
  if (/^(?:how many|how much)\b|\b(?:how many|number of|count of|count the|total number)\b/.test(text)) return 'count';
  // "total visitors all time", "total identifications to date": a count; "total visits across lead accounts": a sum of their visit counts
  if (/\btotal (?:number of )?(?:visitors?|people|identifications?|page ?views?|pageviews?|sessions?|accounts?|compan(?:y|ies)|recommendations?|recs?|webhooks?|(?:api )?keys?|endpoints?)\b/.test(text) && !/\b(?:across|over|for|of)\s+(?:all\s+|our\s+|the\s+)?(?:\w+\s+)?(?:accounts|compan(?:y|ies)|customers|leads|competitors)\b/.test(text)) return 'count';
  // "… - total?", "how many in total": a count; "add up the visit counts": a sum
  if (/(?:^|[-–,:(]\s*)(?:in\s+)?total\s*[?.!)]*\s*$|(?<!\bthe )\btotal\s*\?\s*$/.test(text)) return 'count';
  // ("more than 10 visits in total" bounds a count: not a sum)
  if (/\b(?:sum|total)\b|\badd(?:ed)? up\b/.test(text.replace(/\b(?:\d+|[a-z]+)\s+(?:total\s+|lifetime\s+)?visits?\s+(?:in\s+)?total\b|\b\d+\s+total visits\b/g, ' '))) return 'sum';
  return 'list';
}

function subjectOf(text: string): Subject {
  // "visitors at company level", "per company": the accounts
  if (/\b(?:at (?:the )?(?:company|account) level|per (?:\w+ )?(?:company|account)|by company)\b/.test(text)) return 'accounts';
  // "sessions that hit /demo": sessions, unless attributed ones or page views are named
  if (/\bsessions?\b/.test(text) && !/\bpage ?views?\b|\bpageviews?\b|\battribut\w*\b|\bchannels?\b|\bcampaigns?\b|\bsources\b|\butm\b/.test(text)) return 'sessions';
  // "sessions that included a demo page view": sessions narrowed by a page
  if (/\bsessions?\b.*\b(?:includ\w*|contain\w*|with|had|hit)\b.*\bpage ?views?\b/.test(text) && !/\battribut\w*\b|\bchannels?\b|\bcampaigns?\b/.test(text)) return 'sessions';
  // "page views from competitor accounts", "how many pages did competitors view": page views narrowed by who
  if (/\bpage ?views?\b|\bpageviews?\b|\bpage hits\b|\bhow many (?:\w+ )?views\b|\bviews? (?:by|from) (?:\w+\s+)?(?:accounts?|compan(?:y|ies)|visitors|leads|customers|competitors)\b|\b(?:first|last|latest|most recent|earliest)\s+(?:\S+\s+){0,2}?views?\s+of\b|\bhow many pages (?:did|have|has|were)\b.*\b(?:view|look(?:ed)? at|visit|see|saw|read|hit)|\bhow many times (?:did|have|has|were|was)\b.*\b(?:view(?:ed)?|look(?:ed)? at|visit(?:ed)?|hit)\b/.test(text) && !/^(?:which|what)\s+(?:\d+\s+)?(?:accounts|compan(?:y|ies)|visitors|customers|competitors|leads)\b|\b(?:accounts|compan(?:y|ies)|visitors)\s+by (?:the )?(?:number of |count of |most )?page ?views\b|\b(?:accounts|compan(?:y|ies)|visitors) (?:that |which |who )?viewed the most\b/.test(text)) return 'page_views';
  if (/\b(?:most|least) (?:viewed|visited|popular) (?:pages|urls|paths)\b|\btop (?:\d+ |\w+ )?pages\b|\bpopular pages\b|\bpages\b(?:\s+\S+){0,4}\s+(?:view(?:ed|s)?|visit(?:ed|s)?|read|look(?:ed|s)? at)\s+(?:the\s+)?most\b/.test(text)) return 'page_views';
  if (PAGE_VIEWS.test(text) && !/\b(?:accounts?|compan(?:y|ies)|visitors?|people|customers?|competitors?)\b/.test(text.replace(/\bhow many visitors\b/, ''))) return 'page_views';
  // "companies we have identified": the accounts (an account exists once a visitor is resolved to it)
  if (/\b(?:compan(?:y|ies)|accounts?|accts?|orgs?|organi[sz]ations?|businesses|firms|logos)\s+(?:that |which )?(?:we(?: have|'ve)?|have we|did we)\s+(?:identified|unmasked|de-?anonymi[sz]ed|matched)\b/.test(text)) return 'accounts';
  // "how many people did we unmask this week": identifications
  if (/\b(?:did|have|has) we (?:unmask|identif|de-?anonymi)\w*/.test(text) && !/\b(?:people|visitors?|persons?|contacts?)\s+(?:at|from)\b/.test(text)) return 'identifications';
  // "identifications from the brand-search campaign": identifications, narrowed by the campaign
  if (/\bidentifications?\b/.test(text) && !/\battribut\w*\b|\bsessions?\b/.test(text)) return 'identifications';
  // "unidentified visitors arriving via the email channel", "accounts from the abm-q3 campaign": people or
  // companies narrowed by a channel or campaign, not attribution (unless channels are what is ranked)
  const dim = text.search(/\b(?:channels?|campaigns?|utm)\b/);
  const who = text.search(/\b(?:visitors?|people|accounts?|compan(?:y|ies)|leads|customers|competitors)\b/);
  if (dim >= 0 && who >= 0 && who < dim && !/\battribut\w*|\bsessions?\b/.test(text) && !/\b(?:which|what|top|best|biggest|by|per|each)\s+(?:\w+\s+)?(?:channels?|campaigns?)\b/.test(text))
    return /\b(?:visitors?|people)\b/.test(text.slice(who, who + 9)) ? 'visitors' : 'accounts';
  if (/\battribut\w*\b|\bchannels?\b|\bcampaigns?\b|\butm\b|\bsources\b.*\bsessions?\b/.test(text)) return 'attributed_sessions';
  if (/\bsessions?\b/.test(text)) return 'sessions';
  // "identified visitors", "people at X we have identified": visitors narrowed to the identified
  if (IDENTIFIED_PEOPLE.test(text) || /\b(?:people|visitors?|persons?|contacts?)\s+(?:at|from)\s+.+\b(?:have we|did we|we'?ve)\s+identified\b|\b(?:people|visitors?|persons?|contacts?|everyone|everybody)\s+(?:that |who |whom )?we(?: have|'ve)? (?:identified|named)\b/.test(text)) return 'visitors';
  if (/\bidentif\w*\b|\bde-?anonymi[sz]\w*|\bunmask\w*|\b(?:match|id) rate\b|\bresol(?:ved|ution)\b/.test(text)) return 'identifications';
  // "competitor employees", "customer contacts": people, the classification an adjective
  const people = text.replace(/\b(?:competitor|customer|client|lead|prospect|account|company)s?(?:-side)?\s+(?=visitors?\b|people\b|contacts?\b|employees\b|staff\b|users?\b|folks\b)/g, '');
  if (ACC.test(people) && (!VIS.test(people) || people.search(ACC) < people.search(VIS))) return 'accounts';
  if (VIS.test(text)) return 'visitors';
  if (/\brecommendations?\b/.test(text)) return 'recommendations';
  if (/\bkeys?\b/.test(text)) return 'keys';
  if (/\bwebhooks?\b/.test(text)) return 'webhooks';
  // "visits per lead": a classification names accounts
  if (x.classification(text)) return 'accounts';
  return 'other';
}

const CHANNELS: Record<string, string> = {
  email: 'email',
  'paid search': 'paid_search',
  'paid social': 'paid_social',
  'organic search': 'organic_search',
  organic: 'organic_search',
  social: 'social',
  referral: 'referral',
  direct: 'direct',
};
/** How people name the identification sources (visitors.resolution_source). */
const IDENT_SOURCE_WORDS: [RegExp, string][] = [
  [/^(?:email[- _]?captured?|email captures?|form[- ]?fill(?:s|ed)?|forms?|captured email)$/, 'email_capture'],
  [/^(?:ip[- _]?(?:range )?tables?|ip[- ]?(?:lookups?|matched|matching|match(?:es)?|ranges?(?: matching)?)|reverse[- ]ip)$/, 'ip_table'],
  [/^(?:asn(?:[- ]?matched)?|network owner)$/, 'asn'],
];
const IDENT_SOURCE = 'email[- _]?captured?|form[- ]?fill(?:s|ed)?|captured email|ip[- _]?(?:range )?tables?|ip[- ]?(?:lookups?|matched|matching|match(?:es)?|ranges?(?: matching)?)|reverse[- ]ip|asn(?:[- ]?matched)?';
const identSource = (w: string) => IDENT_SOURCE_WORDS.find(([re]) => re.test(w))?.[1];

const CHANNEL_WORDS = 'email|e-mail|newsletter|paid[ _]search|ppc|paid[ _]social|organic[ _]search|organic|seo|social|referrals?|direct|affiliates?|display';
/** "from email", "via the email channel", "paid social sessions", "channel paid_social" */
function channelOf(text: string): string | undefined {
  const m =
    text.match(new RegExp(`(?<!\\b(?:know|known|knew|identified|identify|named|matched|resolved)\\s+)\\b(?:from|via|through|by|of|on|in)\\s+(?:the\\s+|our\\s+)?(${CHANNEL_WORDS})\\b(?!\\s+(?:capture|address|addresses))`)) ??
    // "how many companies did ppc bring in"
    text.match(new RegExp(`\\b(${CHANNEL_WORDS})\\s+(?:bring|brought|drive|drove|send|sent|generate|generated|refer|referred)\\b`)) ??
    text.match(new RegExp(`\\b(${CHANNEL_WORDS})(?:'s)?[\\s-]+(?:channel|(?:attributed )?sessions?|traffic|visits?|visitors?|share|percent(?:age)?|%|page ?views?|pageviews?|views|clicks|accounts|compan(?:y|ies)|leads|as an?\\s+(?:%|share|percent(?:age)?|proportion|fraction))(?!\\w)`)) ??
    // "what share of sessions were affiliate"
    text.match(new RegExp(`\\b(?:sessions?|visits?|traffic)\\b.*\\b(?:were|was|came from)\\s+(${CHANNEL_WORDS})\\b(?!\\s+(?:capture|address|addresses))`)) ??
    text.match(new RegExp(`\\bchannel\\s+(?:is\\s+|was\\s+|=\\s*)?(${CHANNEL_WORDS})\\b`)) ??
    // "paid social: how many accts had a visit from it"
    text.match(new RegExp(`^(${CHANNEL_WORDS})\\s*[:,–-]\\s`));
  if (!m) return undefined;
  const w = m[1]!.replace(/[ _]/g, ' ').replace(/s$/, '');
  return ({ email: 'email', 'e-mail': 'email', newsletter: undefined, 'paid search': 'paid_search', ppc: 'paid_search', 'paid social': 'paid_social', 'organic search': 'organic_search', organic: 'organic_search', seo: 'organic_search', social: 'social', referral: 'referral', direct: 'direct', affiliate: 'affiliate', display: 'display' } as Record<string, string | undefined>)[w];
}

const KNOWN_SOURCES = 'google|bing|linkedin|facebook|meta|twitter|instagram|youtube|reddit|g2|capterra|newsletter|duckduckgo|hacker ?news|producthunt|product hunt';
/** "utm_source linkedin", "utm source=google", "from LinkedIn", "linkedin sessions" */
function sourceOf(text: string): string | undefined {
  const m =
    text.match(/\b([\w.-]+) as (?:the |our )?utm[_ ]?source\b/) ??
    // "fb-sourced campaign sessions"
    text.match(new RegExp(`\\b(${KNOWN_SOURCES})-sourced?\\b`)) ??
    text.match(new RegExp(`\\b(${KNOWN_SOURCES}) as (?:a |the |our )?source\\b`)) ??
    text.match(/\butm[_ ]?source\b\s*(?:=|:|is|of)?\s*["']?([\w.-]+)/) ??
    text.match(new RegExp(`\\b(?:from|via|through|by|on)\\s+(?:the\\s+|our\\s+)?(${KNOWN_SOURCES})\\b`)) ??
    text.match(new RegExp(`\\b(${KNOWN_SOURCES})\\s+(?:%|share|(?:attributed )?sessions?|traffic|visits?|visitors?|accounts?|ads?|source|page ?views?|pageviews?|views|clicks|compan(?:y|ies)|leads)(?!\\w)`)) ??
    // "how many companies did linkedin bring in"
    text.match(new RegExp(`\\b(${KNOWN_SOURCES})\\s+(?:bring|brought|drive|drove|send|sent|generate|generated|refer|referred)\\b`)) ??
    text.match(new RegExp(`\\bsource\\s*(?:is\\s+|was\\s+|=\\s*|:\\s*|\\s)(${KNOWN_SOURCES})\\b`));
  if (!m || /^(?:by|is|was|of|the|and)$/.test(m[1]!)) return undefined;
  return m[1]!.replace(/\s+/g, '');
}

/** A campaign slug as people type it: "abm-q3", "abm q3", "ABM_Q3". */
export const campaignWords = (c: string) =>
  new RegExp(`(?<![\\w./@-])${c.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[-_ ]/g, '[-_ ]')}(?![\\w./@-])`, 'i');

/**
 * The question's window, read by the planner and by the answer alike: the words as asked, else as
 * normalised ("this wk", "yday"); a campaign's name is not a window ("the ABM Q3 campaign").
 */
export function questionWindow(raw: string, text: string, now: Date, campaigns: string[] = []): TimeWindow | null {
  const noCampaigns = (t: string) => campaigns.reduce((out, c) => out.replace(campaignWords(c), ' '), t);
  return parseWindow(noCampaigns(raw), now) ?? parseWindow(noCampaigns(text), now);
}

/**
 * "utm_campaign abm-q3", "campaign 'spring'", "the monthly-digest campaign": a slug (hyphen, underscore
 * or digit) or quoted; else a campaign of the workspace named as a word ("abm-q3 sessions", "via brand-search").
 */
function campaignOf(raw: string, known: string[] = []): string | undefined {
  // the workspace's own campaign names first: "ABM Q3 campaign" is abm-q3, not a campaign called "Q3"
  const named = known.find((c) => campaignWords(c).test(raw));
  if (named) return named;
  const slug = '((?![a-z0-9]+-(?:sourced?|based|driven|led)\\b)[a-z0-9]+(?:[-_][a-z0-9]+)+|[a-z]+\\d[\\w-]*)';
  const m =
    raw.match(/\butm[_ ]?campaign\s*(?:=|:|is|of)?\s*["']?([\w-]{2,60})/i) ??
    raw.match(/\bcampaign\s+["“']([^"”']{2,60})["”']/i) ??
    raw.match(new RegExp(`\\bcampaign\\s+(?:called\\s+|named\\s+)?${slug}\\b`, 'i')) ??
    raw.match(new RegExp(`\\b${slug}\\s+campaign\\b`, 'i')) ??
    raw.match(/["“']([^"”']{2,60})["”']\s+campaign\b/i);
  return m?.[1];
}

/** What an average or sum is of: visits, visitors, or (by default) the intent score. */
function fieldOf(text: string, measure: Measure): NonNullable<Query['field']> {
  // "avg visitor intent", "account intent": a noun before intent qualifies it, it is not the field
  const t = text.replace(/\b(?:identified|named|known) visitors?\b/g, ' ').replace(/\b(?:visitor|account|company|lead|customer)\s+(?=intent|score)/g, ' ');
  const agg = measure === 'average' ? /\b(?:average|avg|mean)\b(.*)$/ : /\b(?:sum|total)\b(.*)$/;
  const after = t.match(agg)?.[1] ?? t;
  const hit = after.match(/\bintent\b|\bscores?\b|\bpage ?views?\b|\bpageviews?\b|\bvisit(?:s| counts?)\b|\bvisitors?(?: counts?)?\b|\bpeople\b|\bhead ?counts?\b/) ?? t.match(/\bintent\b|\bvisit(?:s| counts?)\b|\bvisitors?(?: counts?)?\b/);
  if (!hit || /intent|score/.test(hit[0])) return 'intent_score';
  if (/view/.test(hit[0])) return 'page_views';
  return /visitor|people|head/.test(hit[0]) ? 'visitor_count' : 'visit_count';
}

const ENTITY_PLURAL = '(?:accounts|accts|companies|organi[sz]ations|orgs|firms|customers|clients|competitors|leads|prospects|visitors|people|contacts|pages|urls|channels|campaigns|sources|paths|journeys|recommendations)';
const ENTITY_ONE = '(?:account|company|organi[sz]ation|customer|client|competitor|lead|visitor|person|page|channel|campaign|source)';
/** top-N: "top 5", "the five highest-intent companies", "which 3 leads have the most visits", "which campaign brought the most" */
function topN(text: string): number | undefined {
  const superlative = /\b(?:top|most|highest|best|biggest|largest|hottest|warmest|\w+est)\b/.test(text);
  let m = text.match(new RegExp(`\\btop\\s+${NUM}\\b`));
  // "best three channels", "top five pages"
  if (!m) m = text.match(new RegExp(`\\b(?:best|biggest|largest|leading)\\s+${NUM}\\s+(?:[\\w-]+\\s+){0,2}?${ENTITY_PLURAL}\\b`));
  if (!m && superlative) m = text.match(new RegExp(`\\b(?:the|which|what|show me|list|give me|our|my|their|its)\\s+${NUM}\\s+(?:[\\w-]+\\s+){0,3}?${ENTITY_PLURAL}\\b`)) ?? text.match(new RegExp(`^${NUM}\\s+(?:[\\w-]+\\s+){0,3}?${ENTITY_PLURAL}\\b`));
  if (m) {
    const n = toN(m[1]!);
    return n >= 1 && n <= 50 ? n : undefined;
  }
  if (new RegExp(`\\b(?:which|what|the)\\s+(?:single\\s+)?${ENTITY_ONE}\\b.*\\b(?:the most|the highest|the best|top)\\b|\\b(?:best|top|biggest|largest|leading|main)\\s+(?:[\\w-]+\\s+)?${ENTITY_ONE}\\b(?!s)`).test(text)) return 1;
  return undefined;
}

/**
 * A page called by words the workspace's paths carry: "the enterprise pricing page" is
 * /pricing/enterprise, "the integrations page" /product/integrations when no /integrations was
 * viewed. `known` holds the recently viewed paths containing the words (workspace.ts).
 */
function knownPage(words: string[], known: string[]): string | undefined {
  if (!words.length || !known.length) return undefined;
  const segments = (p: string) => p.toLowerCase().split('/').filter(Boolean);
  const exact = known.filter((p) => {
    const s = segments(p);
    return s.length === words.length && words.every((w) => s.includes(w));
  });
  if (exact.length === 1) return exact[0];
  const last = words.at(-1)!;
  const byLast = known.filter((p) => segments(p).at(-1) === last);
  return words.length === 1 && byLast.length === 1 ? byLast[0] : undefined;
}

/** Pages named without a slash: "the pricing page", "the blog", "our docs". */
function namedPages(text: string, known: string[]): string[] {
  const out: string[] = [];
  // "any pricing page", "our pricing pages": the page and the pages under it (/pricing*)
  const section = text.match(/\b(?:any|all|every|each|a)\s+(?:of\s+)?(?:the\s+|our\s+)?([a-z][a-z-]{2,20})\s+(?:pages?|urls?)\b|\b([a-z][a-z-]{2,20})\s+pages\b(?!\s*(?:views?|viewed))/);
  const sectionName = section?.[1] ?? section?.[2];
  // only a section the workspace has pages under ("three pages" is a count, not a section)
  // (a path in the question names the section itself: "/product pages")
  if (sectionName && !new RegExp(`/${sectionName}/?\\s+pages?\\b`).test(text) && !/^(?:blog|docs|documentation)$/.test(sectionName) && known.some((p) => p.toLowerCase().startsWith(`/${sectionName}`))) return [`/${sectionName}*`];
  // a path in the question names the page itself ("/product pages"): no name to look up
  const page = /\//.test(text) ? undefined : knownPage(pageWords(text), known);
  if (page) return [page];
  for (const m of text.matchAll(/\b(?:the|our|my)\s+([a-z][a-z-]{2,20})\s+pages?\b(?![- ]?views?\b)|\b(pricing|demo|contact|signup|features|about|careers)\s+(?:page ?views?|pageviews?|views?|visits?|visitors?|traffic)\b/g)) {
    const name = (m[1] ?? m[2])!;
    if (!/^(?:intent|landing|top|most|home|same|web|first|last|other|key|blog|docs|documentation)$/.test(name)) out.push(`/${name}`);
  }
  // "looked at pricing", "who hit the demo page" (the named page itself)
  for (const m of text.matchAll(/\b(?:looked at|look at|viewed|view|visited|visit|hit|saw|see|checked out|check out|landed on|land on|went to|go to)\s+(?:the\s+|our\s+)?(pricing|demo|careers|about|contact|signup|features|integrations)\b(?!\s+[a-z]+\s+pages?\b)/g)) out.push(`/${m[1]}`);
  // "the blog", "blog pageviews", "our docs": the pages under it
  for (const m of text.matchAll(/\b(?:(?:the|our|my)\s+)?(blog|docs|documentation)\b(?=\s+(?:pages?|page ?views?|pageviews?|posts?|articles?|get|got|traffic|visits?|views?|share|%)\b|\s*[?.!,]|$)|\b(?:the|our|my)\s+(blog|docs|documentation)\b/g))
    out.push(/blog/.test(m[1] ?? m[2]!) ? '/blog/*' : '/docs/*');
  if (/\b(?:the\s+)?home ?page\b/.test(text)) out.push('/');
  return out;
}

/**
 * Pages a named section already covers are that section, not a sequence: "any pricing page (/pricing or
 * /pricing/enterprise)" is /pricing*; "our product pages (/product and /product/integrations)" /product*.
 */
function covered(pages: string[]): string[] {
  const patterns = pages.filter((p) => p.endsWith('*'));
  const within = (p: string, pattern: string) => p === pattern || p.startsWith(pattern.slice(0, -1)) || (pattern.endsWith('/*') && p === pattern.slice(0, -2));
  const kept = pages.filter((p) => !patterns.some((pat) => pat !== p && within(p, pat)));
  return kept.length === 1 || kept.every((p) => p.endsWith('*')) ? kept : pages;
}

/**
 * "/pricing or /pricing/enterprise": a page and pages under it, named as alternatives, are one pattern
 * (/pricing*) where the workspace has no other page it would take in — not a sequence.
 */
function union(pages: string[], raw: string, known: string[]): string[] {
  if (pages.length < 2 || pages.some((p) => p.includes('*')) || /\b(?:then|funnel|step|sequence|went on|followed by|after|before|conver\w*|drop[- ]?off)\b/i.test(raw)) return pages;
  const base = pages[0]!.replace(/\/+$/, '');
  if (base.length <= 1 || !pages.slice(1).every((p) => p.startsWith(`${base}/`))) return pages;
  if (!new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(?:,|or|and|&|\\+)\\s*${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'i').test(raw)) return pages;
  const others = known.filter((k) => k.startsWith(base) && !pages.includes(k));
  return others.length ? pages : [`${base}*`];
}

/**
 * "visitors resolved through the ip table who were on the site this month": visitors who visited, not
 * identifications made; an average or sum over identified people ("form-fill matches: mean number of
 * visits") is of the visitors too.
 */
function identifiedPeople(subject: Subject, measure: Measure, text: string): Subject {
  if (subject !== 'identifications' || !VIS.test(text)) return subject;
  return ((measure === 'count' || measure === 'list') && VISITED.test(text)) || measure === 'average' || measure === 'sum' ? 'visitors' : subject;
}

export function readQuery(raw: string, text: string, window: TimeWindow | null, known: Pick<KnownNames, 'pages' | 'campaigns'> = { pages: [], campaigns: [] }): Query {
  const knownPages = known.pages;
  // "compare a.com with b.com" compares records, not two windows: a comparison needs a window to split
  const measure = ((m) => (m === 'compare' && !window ? 'list' : m))(measureOf(text));
  const subject = identifiedPeople(subjectOf(text), measure, text);
  const constraints: Constraint[] = [];
  const q: Query = { raw: text, measure, subject, constraints, pages: [], window };
  if (window) constraints.push({ kind: 'window', value: `${window.from}..${window.to}`, label: window.label });
  if (!['list', 'count'].includes(measure)) constraints.push({ kind: 'measure', value: measure, label: measure === 'compare' ? 'a comparison of two windows' : `the ${measure}` });

  // "/docs pages", "the /product pages": the pages under the path
  // "/blog" when only pages under it were viewed (knownPages, workspace.ts): the section
  const section = (p: string) => knownPages.length > 0 && !knownPages.includes(p) && knownPages.some((k) => k.startsWith(`${p.replace(/\/+$/, '')}/`));
  // ("/product pages" where /product is itself a page: it and the pages under it, /product*)
  const under = (p: string) => {
    if (p.length <= 1 || p.includes('*')) return p;
    const base = p.replace(/\/+$/, '');
    // "a /docs/ page": a page under it
    if (section(p) || (p.endsWith('/') && /^\s+pages?\b/.test(raw.slice(raw.indexOf(p) + p.length)))) return `${base}/*`;
    if (!new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?\\s+pages\\b`, 'i').test(raw)) return p;
    return knownPages.includes(base) ? `${base}*` : `${base}/*`;
  };
  // "anything starting /product", "paths beginning with /docs": the pattern
  const prefixed = (p: string) => (!p.includes('*') && new RegExp(`\\b(?:start(?:s|ing)?|begin(?:s|ning)?)\\s+(?:with\\s+)?${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`, 'i').test(raw) ? `${p.replace(/\/+$/, '')}*` : p);
  // "/pricing itself (not /pricing/enterprise)": a path named to leave out is not asked about
  const negatedPath = (p: string) => new RegExp(`\\b(?:not|excluding|except|without|but not)\\s+(?:the\\s+)?${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`, 'i').test(raw);
  const pages = [...x.paths(raw).filter((p) => (p !== '/' || /\s\/(?:\s|$)/.test(raw)) && !negatedPath(p)).map((p) => prefixed(under(p))), ...namedPages(text.replace(/\bnot\s+(?:the\s+|any\s+)?(?:[a-z-]+\s+){0,2}pages?\b/g, ' '), knownPages)];
  q.pages = union(covered([...new Set(pages)]), raw, knownPages);
  q.page = q.pages[0];
  for (const p of q.pages) constraints.push({ kind: 'page', value: p, label: `page ${p}` });

  const cls = x.classification(text.replace(/\b(?:hot|warm|top|best) leads\b/, ''));
  if (cls) {
    q.classification = cls;
    constraints.push({ kind: 'classification', value: cls, label: `classification ${cls}` });
  }
  const intent = intentRange(text);
  if (intent) {
    q.intent = intent;
    constraints.push({ kind: 'intent', value: `${intent.min ?? 0}..${intent.max ?? 100}`, label: `intent ${intent.min === intent.max ? `= ${intent.min}` : intent.max === undefined ? `≥ ${intent.min}` : intent.min === undefined ? `≤ ${intent.max}` : `${intent.min}-${intent.max}`}` });
  }
  const visits = countRange(text, '(?:visits?|times|page ?views)');
  // "visited this week and have more than 10 visits in total": the all-time count, not the window's
  const total = !!window && /\bvisits?\s+(?:in total|overall|in all|total|altogether)\b|\b(?:total|lifetime|overall) visits\b|\bvisit counts?\b/.test(text);
  q.visitsTotal = total || undefined;
  const t = total ? 'total:' : '';
  if (visits?.min !== undefined) {
    q.minVisits = visits.min;
    constraints.push({ kind: 'visits', value: `${t}${visits.min}`, label: `at least ${visits.min} visits${total ? ' in all (all time)' : ''}` });
  }
  if (visits?.max !== undefined) constraints.push({ kind: 'visits_max', value: `${t}${visits.max}`, label: `at most ${visits.max} visits${total ? ' in all (all time)' : ''}` });
  // ("repeat visitors: … 3 or more visits in total": with no window, the visit count says what repeat means)
  if (/\b(?:came back|come back|coming back|returned|returning|return visits?|repeat visit\w*|revisit\w*|(?:had |have )?been here before|visited (?:us )?before)\b/.test(text) && !(!window && visits)) {
    q.returning = true;
    constraints.push({ kind: 'returning', value: 'true', label: 'returning (first seen before the window)' });
  } else if (NEW_RE.test(text) && !/\bnew leads\b.*\brule\b/.test(text)) {
    q.returning = false;
    constraints.push({ kind: 'new', value: 'true', label: 'new (first seen in the window)' });
  }
  const channel = channelOf(text);
  if (channel && subject !== 'identifications') constraints.push({ kind: 'channel', value: channel, label: `channel ${channel}` });
  const source = sourceOf(text);
  if (source) constraints.push({ kind: 'source', value: source, label: `source ${source}` });
  const campaign = campaignOf(raw, known.campaigns);
  if (campaign) constraints.push({ kind: 'campaign', value: campaign, label: `campaign ${campaign}` });
  // "identified by email capture", "from a form fill", "ip-matched visitors", "form-fill identifications"
  const src = text.match(new RegExp(`\\b(?:by|via|through|from|using|with|(?:identification|match|resolution) source (?:is|=|was|of))\\s+(?:the\\s+|our\\s+|an?\\s+)?(${IDENT_SOURCE})\\b|\\b(${IDENT_SOURCE})\\s+(?:identifications?|identified|matches|visitors?|people|contacts|leads|share)\\b`));
  // "did we match through their network ASN", "form email captures": a source word anywhere, with identifying
  const loose = src ? null : /\b(?:identif\w*|match\w*|resol\w*|unmask\w*)\b/.test(text) ? text.match(/\b(asn|email captures?|form[- ]?fills?|ip (?:ranges?|tables?|lookups?))\b/) : null;
  const srcValue = src ? identSource((src[1] ?? src[2])!) : loose ? identSource(loose[1]!) : undefined;
  if (srcValue) constraints.push({ kind: 'identification_source', value: srcValue, label: `identified by ${src ? (src[1] ?? src[2])! : loose![1]}` });
  // visitors with an identity ("identified visitors", "named people") or without one ("anonymous
  // visitors"); the latter read first: "not-yet-identified visitors" contains "identified visitors"
  if (['visitors', 'identifications', 'page_views', 'sessions'].includes(subject) && UNIDENTIFIED.test(text.replace(/(?<!\bnot (?:yet )?)\bde-?anonymi[sz]ed\b/g, ' '))) {
    // "anonymous visitors", "visitors we have not identified yet": the visitors without an identity
    if (subject === 'identifications') q.subject = 'visitors';
    q.identified = false;
    constraints.push({ kind: 'identified', value: 'false', label: 'visitors not identified (anonymous)' });
  } else if ((subject === 'visitors' || subject === 'page_views' || subject === 'sessions') && (IDENTIFIED_PEOPLE.test(text) || WE_KNOW_WHO.test(text) || /\b(?:do|did) we know (?:by (?:email|name)|who)\b|\bknow(?:n)? by (?:email|name)\b|\b(?:visitors?|people|everyone|everybody)\b.{0,30}\b(?:have we|did we|we'?ve|we have|were) (?:identified|named)\b|\bhave we identified\b/.test(text))) {
    q.identified = true;
    constraints.push({ kind: 'identified', value: 'true', label: 'identified visitors only' });
  }
  // "how many visits have our customer accounts made", "total number of visits from accounts with …":
  // a sum of the accounts' visit counts, not a count of accounts
  if (measure === 'count' && ACC.test(text) && /\b(?:how many|total number of|number of|count of)\s+(?:page\s+)?(?:visits|visitors)\b/.test(text) && /\b(?:total|in all|altogether|combined|across|made|from accounts|from compan)/.test(text) && !q.window) {
    q.measure = 'sum';
    q.subject = 'accounts';
    constraints.push({ kind: 'measure', value: 'sum', label: 'the sum' });
  }
  // "all Apple people together, how many visits": the sum of the visitors' (all-time) visit counts
  if (measure === 'count' && q.subject === 'visitors' && !q.window && /\bhow many (?:total )?visits\b/.test(text) && /\b(?:together|combined|altogether|in all|in total|summed|visit counts?)\b/.test(text)) {
    q.measure = 'sum';
    constraints.push({ kind: 'measure', value: 'sum', label: 'the sum' });
  }
  if ((q.measure === 'average' || q.measure === 'sum') && (q.subject === 'accounts' || q.subject === 'visitors')) {
    const measure = q.measure;
    q.field = fieldOf(text, measure);
    // "total visitor count across competitor accounts": a field of the accounts
    if (q.field !== 'intent_score' && ACC.test(text)) q.subject = 'accounts';
    // a visitor has visits, not visitors: "all Apple people together, how many visits"
    else if (q.subject === 'visitors' && q.field === 'visitor_count') q.field = 'visit_count';
    // page views of all time are the recorded visit count; only a window's are counted apart
    if (q.field === 'page_views' && (!q.window || q.window.label === 'all time' || q.subject === 'visitors')) q.field = 'visit_count';
    const c = constraints.find((k) => k.kind === 'measure');
    if (c) c.value = `${measure}:${q.field}`;
  }
  // "what percent of all our visitors were resolved through the ip table": a share of every visitor
  // (identified or not) — the visitors read, not the identifications made
  const ofEveryVisitor = q.measure === 'share' && /\b(?:of|among|out of)\s+(?:all\s+(?:of\s+)?|every\s+|each\s+)(?:our\s+|the\s+|my\s+)?(?:site\s+|website\s+)?(?:visitors?|people)\b|\bevery (?:single )?visitor\b/.test(text);
  if (constraints.some((k) => k.kind === 'identification_source') && ofEveryVisitor) {
    q.subject = 'visitors';
    q.identified = undefined;
  } else if (constraints.some((k) => k.kind === 'identification_source') && q.subject === 'visitors' && q.measure !== 'list' && q.measure !== 'average' && q.measure !== 'sum' && !VISITED.test(text)) {
    q.subject = 'identifications';
    q.identified = undefined;
    const keep = constraints.filter((k) => k.kind !== 'identified');
    constraints.length = 0;
    constraints.push(...keep);
  }
  // "what share of our leads …", "% of lead accounts …": the denominator is the classification's accounts
  const SHARE_OF = '(?:\\b(?:share|percent(?:age)?|proportion|fraction|ratio)|%)\\s+of\\s+(?:our\\s+|the\\s+|all\\s+|my\\s+)?';
  if (q.measure === 'share' && q.classification && (q.subject === 'accounts' || q.subject === 'other') && new RegExp(`${SHARE_OF}(?:leads?|customers?|clients?|competitors?|rivals?|prospects?|excluded)\\b(?!\\s+(?:visitors|people|sessions|page))|${SHARE_OF}(?:lead|customer|client|competitor|excluded)\\s+(?:accounts|compan(?:y|ies))\\b|\\b(?:among|of all|out of|within) (?:our |the |all )?(?:leads?|customers?|clients?|competitors?|excluded)\\b(?: accounts| companies)?,?`).test(text))
    constraints.push({ kind: 'measure', value: 'share:classification', label: `a share of the ${q.classification} accounts` });
  // "which channels drive the most page views", "page views by source": page views grouped, not filtered
  if (q.subject === 'page_views') {
    const g = text.match(/\b(?:by|per|each|which|what|biggest|largest|main|leading|top|best)\s+(?:\w+\s+)?(channel|source|campaign)s?\b|\b(channel|source|campaign)s\b/);
    const dim = (g?.[1] ?? g?.[2]) as 'channel' | 'source' | 'campaign' | undefined;
    if (dim && !constraints.some((k) => k.kind === dim)) constraints.push({ kind: 'group', value: dim, label: `page views per ${dim}` });
  }
  // sessions are counted by the page measures (unit sessions); attributed sessions by attribution
  if (subject === 'sessions' && constraints.some((k) => ['channel', 'source', 'campaign'].includes(k.kind))) q.subject = 'attributed_sessions';
  else if (subject === 'sessions') constraints.push({ kind: 'subject', value: 'sessions', label: 'sessions' });
  const n = topN(text);
  if (n !== undefined && (measure === 'list' || measure === 'count') && !/^(?:how many|number of)\b/.test(text)) {
    q.limit = n;
    constraints.push({ kind: 'limit', value: String(n), label: `the top ${n}` });
  }
  // "when did someone from Apple most recently visit": a time is asked, not an ordering
  const ordered = measure !== 'first' && measure !== 'last';
  if (!ordered) q.order = undefined;
  else if (/\bvisit(?:ed|s)?\s+(?:us\s+|the site\s+|our site\s+|the website\s+)?(?:the\s+)?most\b(?!\s+recent)|\bmost (?:active|visits?|visited)\b|\bby (?:the )?(?:number of )?visits?(?: counts?)?\b|\bby (?:the )?(?:number of |count of )page ?views\b|\bmost visits\b|\bhighest visit counts?\b/.test(text)) q.order = 'visits';
  else if (/\b(?:most recent(?:ly)?|latest|by recency|last (?:visit|seen))\b/.test(text) && measure === 'list') q.order = 'recency';
  else if (/\b(?:most viewed|most visited|by page ?views|most page ?views|highest page[- ]?views?)\b/.test(text)) q.order = 'page_views';
  else if (BY_VISITORS.test(text) && subject === 'accounts') q.order = 'visitors';
  // an account's visits in a window are its page views there
  if (q.order === 'page_views' && subject === 'accounts') q.order = 'visits';
  // "most visited pages" orders pages by their views
  if (q.order === 'visits' && subject === 'page_views') q.order = 'page_views';
  if (q.order) constraints.push({ kind: 'order', value: q.order, label: `ordered by ${q.order.replace('_', ' ')}` });
  // "how many recommendations have there been in total": every status, not only the open ones
  // (the first or last one created, unless the open ones are named, is of them all)
  if (q.subject === 'recommendations' && (((measure === 'first' || measure === 'last') && !/\b(?:open|pending|new|active|outstanding)\b/.test(text)) || /\b(?:in total|ever|all[- ]time|altogether|including (?:dismissed|closed|done|accepted|snoozed)|dismissed|accepted|closed|done|open or not|whatever (?:their|the|its) status(?:es)?|any status|every status|all statuses)\b/.test(text)))
    constraints.push({ kind: 'state', value: 'all', label: 'recommendations in every status (not only the open ones)' });
  // what narrows the question but was not read above is named, never dropped (cues.ts)
  constraints.push(...unreadCues(raw, text, q));
  return q;
}
