// Argument extraction from the question: emails, URLs, domains, quoted and unquoted names, paths,
// numbers, classifications, statuses and state actions. Pure functions over the raw text.
import { numberWords, toNumber } from './numbers.js';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_RE = /https?:\/\/[^\s"'<>]+/g;
const DOMAIN = /(?<![\w@./-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}(?![\w@-]|\.[a-z0-9])/gi;
const NOT_DOMAINS = new Set(['e.g', 'i.e', 'etc', 'vs']);

const trimPunct = (s: string) => s.replace(/[),.;:!?]+$/, '');

export const emails = (raw: string): string[] => [...new Set((raw.match(EMAIL) ?? []).map((e) => trimPunct(e).toLowerCase()))];
export const urls = (raw: string): string[] => [...new Set((raw.match(URL_RE) ?? []).map(trimPunct))];

export function domains(raw: string): string[] {
  const cleaned = raw.replace(URL_RE, ' ').replace(EMAIL, ' ');
  const out = (cleaned.match(DOMAIN) ?? []).map((d) => d.toLowerCase()).filter((d) => !NOT_DOMAINS.has(d) && !/\.(?:js|ts|json|csv|html?|php)$/.test(d));
  return [...new Set(out)];
}

/** "personal" is the sentinel account for consumer mailboxes (spec 1 rule 3). */
export const mentionsPersonal = (text: string): boolean =>
  // ("the 'personal' account counts too", "personal account included": a remark that it is not left out;
  // "a personal intent score" is a visitor's own score)
  /\b(?:personal(?: (?:account|bucket|domain|emails?|mailboxes|addresses))?|(?:consumer|private) (?:mailboxes|emails?|addresses|domains)|gmail(?: and similar)?|free ?mail)\b/.test(text) &&
  !/\bpersonal (?:opinion|view|take|intent|scores?)\b/.test(text) &&
  // a remark that it is not left out, not a question about it: "personal mailbox ones included",
  // "(personal account) count also", "keep the 'personal' bucket in the ranking", "counts if it matches"
  !PERSONAL_REMARK.test(text);

const PERSONAL_REMARK =
  // ("please count the 'personal' account, under which every visitor with a consumer mailbox is grouped, as a single account";
  // "she includes people in the 'personal' account"; "people in the 'personal' consumer-email bucket count, as it's a lead")
  /(?:\b(?:people|ppl|persons|visitors|users|contacts|folks)\s+(?:in|at|from|of)\s+)?(?:\bthe\s+)?["'`]?\bpersonal["'`]?[^.?!;]{0,50}?\b(?:count|counts|counted|included)(?:\s+(?:too|also|as well))?\b,?\s*(?:(?:as|since|because|cos|coz)\s+)?(?:it'?s|its|they'?re|theyre|it is|they are)\s+(?:an?\s+)?(?:lead|customer|competitor)s?\b|\b(?:please\s+)?(?:count|treat)\s+(?:the\s+)?["'`]?personal["'`]?\s+(?:account|acct|bucket|row)\s*,[^.?!]{0,120}?,?\s*as (?:a single|one|1|an?) (?:account|acct|company|organi[sz]ation)\b|\b(?:the\s+)?["'`]?personal["'`]?(?:\s+(?:consumer|e-?mail|mailbox|gmail))?(?:\s+(?:bucket|account|acct|one|row))?\s+(?:is|are)\s+(?:eligible|included|allowed|fine|ok|okay|in)\b(?:\s+(?:too|also|as well))?|\bpersonal\b[^.?!]{0,60}?\bis an? (?:lead|customer|competitor)(?:\s+(?:too|itself|also|as well))?(?:\s+(?:so|and)\s+count (?:its \w+|it|them)(?:\s+(?:too|also|as well))?)?|(?:\b(?:visitors|people|users|persons|contacts)\s+(?:on|with|using|from)\s+)?\b(?:personal|private|consumer)["'`]?[^.?!]{0,120}?\b(?:(?:count|treat|counting|treating)\s+(?:that|it|this|them|those)(?:\s+(?:grouping|group|bucket|row|one))?\s+as|counts?\s+as|(?:that'?s|thats|it'?s|its|is)(?=\s+(?:1|one|a single)\s+(?:acct|account|company|organi[sz]ation)))\s+(?:1|one|a single)(?:\s+(?:acct|account|company|entry|organi[sz]ation|org|row|grouping))?(?:\s+count (?:it|that|them))?(?:\s+(?:too|also|as well))?(?:\s+if\s+(?:it|they|that)\s+(?:(?!and\b|but\b)[\w']+\s*){1,4})?|\b(?:personal|consumer)["'`]?(?:[\w/ ()-]{0,40}?)\s*(?:=|counts? as|as)\s*(?:1|one)(?:\s+(?:acct|account|company|entry))?\b|\b(?:count|treat|counting|treating)\s+(?:the\s+)?(?:[\w"'-]+[\s/]+){0,3}?["']?(?:personal|consumer)["']?(?:\s+[\w-]+){0,2}?\s+as\s+(?:1|one)(?:\s+(?:acct|account|company))?\b|\b(?:personal|private|consumer)["']?[^.?!;]{0,60}?\s(?:(?:is |are )?(?:included|counted)|(?:counts? as (?:a |an |one )?(?:lead|customer|competitor|account|company)(?: here| too| as well)?|counts|count it|count too|count also|count as well|include it|include|counting it|(?<!\b(?:visit|visitor|view|views)\s)count(?=\s*[.!?)]*\s*$))(?:\s+(?:too|also|as well|if\b|when\b|where\b))?(?=[\s.?!),;]|$)|too|also|as well|stays?\b|qualif\w*|(?:can|may|could) be (?:one of them|included|in (?:it|the list|the ranking))|if (?:it|they) (?:did|does|do|is|are|was|were|matches|match|qualif\w*|applies)|in the (?:ranking|list|count|total|figures?|numbers?|denominator))\b|\b(?:including|includes?|included|incl\.?|also|keep|keeping|plus)\s+(?:in\s+)?(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?["']?(?:personal|private)\b|\b(?:count|counting)\s+(?:in\s+)?(?:(?:the|our)\s+(?:[\w-]+\s+){0,2}?)?["']?(?:personal|private)\b/;
/** The text without its remarks on the personal account ("count the personal one too" asks for no count). */
const PERSONAL_REMARKS = new RegExp(PERSONAL_REMARK.source, 'g');
export const withoutPersonalRemark = (text: string): string => text.replace(PERSONAL_REMARKS, ' ');

export function quoted(raw: string): string[] {
  const out: string[] = [];
  for (const m of raw.matchAll(/"([^"]+)"|(?<![\w])'([^'\n]+)'(?![\w])|“([^”]+)”/g)) out.push((m[1] ?? m[2] ?? m[3] ?? '').trim());
  return out.filter(Boolean);
}

/** URL paths like /pricing or /docs/* (not inside URLs). */
export function paths(raw: string): string[] {
  const cleaned = raw.replace(URL_RE, ' ');
  return [...new Set((cleaned.match(/(?<![\w.])\/[\w\-/*.]*/g) ?? []).map(trimPunct).filter((p) => p.length >= 1))];
}

export type Classification = 'lead' | 'customer' | 'competitor' | 'excluded';
const CLASSIFICATIONS: Classification[] = ['lead', 'customer', 'competitor', 'excluded'];
export const CLASS_WORDS: [RegExp, Classification][] = [
  // (and in so many words: "the firms we compete with", "the companies that pay us", "the ones we told it to ignore")
  [/\b(?:competitors?|rivals?|competition|competing|(?:we|they) compete with)\b/, 'competitor'],
  [/\b(?:customers?|clients?|paying|(?:that|who|which) (?:actually |already )?pays? us|(?:that|who|which) (?:are|is) (?:already )?paying us)\b/, 'customer'],
  [/\b(?:excluded?|excluding|ignored?|blocklist(?:ed)?|hidden|(?:told|asked) (?:the (?:tool|system|app|product) |it )?to (?:ignore|leave out|skip|exclude)|set aside)\b/, 'excluded'],
  [/\b(?:leads?|prospects?)\b/, 'lead'],
];

const CLASS_NAME = "(?:competitors?|rivals?|customers?|clients?|excluded(?: ones| accounts)?|leads?|prospects?)(?: accounts| ones| compan(?:y|ies))?";
const CLASS_LIST = `${CLASS_NAME}(?:\\s*(?:,|/|\\bor\\b|\\band\\b|\\bnor\\b)\\s*(?:the\\s+)?${CLASS_NAME})*`;
/**
 * Classifications named as left out: "not customers", "no customers or competitors", "neither lead,
 * customer nor competitor", "leave leads and competitors out", "excluding competitors", "non-customers".
 */
export const NEGATED_CLASSES = new RegExp(
  `\\b(?:not|no longer|never|isn'?t|aren'?t|wasn'?t|no|non-?|without|excluding|except(?: for)?|other than|besides|apart from|aside from|but not|neither|leave out|leaving out|left out|skip(?:ping)?|minus|ignore|ignoring)\\s*(?:an?\\s+|our\\s+|the\\s+|any\\s+)?${CLASS_LIST}\\b|\\b(?:leave|leaving|keep|keeping)\\s+(?:the\\s+|our\\s+)?${CLASS_LIST}\\s+out\\b|\\b${CLASS_LIST}\\s+(?:left out|excluded|not included|removed)\\b`,
  'g',
);

/** Of `all`, the one value left when every other is named as left out ("neither lead, customer nor competitor"). */
export function oneLeft<T>(all: readonly T[], negated: readonly T[]): T | undefined {
  const left = all.filter((v) => !negated.includes(v));
  return negated.length && left.length === 1 ? left[0] : undefined;
}

/**
 * The classification a question asks for, the classifications it names (more than one cannot be one
 * filter) and those it names as left out, read in one pass.
 */
export function readClasses(text: string): { cls?: Classification; named: Classification[]; negated: Classification[] } {
  const negated = new Set<Classification>();
  for (const m of text.matchAll(NEGATED_CLASSES)) for (const [re, c] of CLASS_WORDS) if (re.test(m[0].replace(/^\w+/, ' '))) negated.add(c);
  // what something is not ("isn't a competitor", "no longer a customer", "no leads or competitors") is not the target
  const rest = text.replace(NEGATED_CLASSES, ' ');
  const named = CLASS_WORDS.filter(([re]) => re.test(rest)).map(([, c]) => c);
  // "as X" / "to X" / "is a X" / "it's a X" names the target most directly
  const direct = rest.match(/(?:\b(?:as|to|into|is|are|be)|'s|'re)\s+(?:an?\s+|our\s+)?(competitors?|rivals?|customers?|clients?|excluded|leads?|prospects?)\b/);
  const cls = direct ? CLASS_WORDS.find(([re]) => re.test(direct[1]!))?.[1] : named[0];
  // "neither lead, customer nor competitor": the one class left
  return { cls: cls ?? oneLeft(CLASSIFICATIONS, [...negated]), named, negated: [...negated] };
}

export const classification = (text: string): Classification | undefined => readClasses(text).cls;

export function intentFloor(text: string): number | undefined {
  const m =
    text.match(/\b(?:intent|score)\s*(?:score\s*)?(?:of\s*)?(?:>=|>|above|over|at least|greater than|more than|higher than|of at least|min(?:imum)?(?: of)?|≥)\s*(\d{1,3})\b/) ??
    text.match(/\b(?:above|over|at least|greater than|more than|higher than|>=|>|≥|min(?:imum)?(?: of)?)\s*(?:an?\s+)?(?:intent|score)?\s*(?:score\s*)?(?:of\s*)?(\d{1,3})\b/) ??
    text.match(/\b(\d{1,3})\s*\+?\s*(?:intent|score)\b/) ??
    text.match(/\b(?:intent|score)\s*(?:threshold\s*)?(?:to|=|of)\s*(\d{1,3})\b/);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n >= 0 && n <= 100 ? n : undefined;
}

const COUNT = `\\d{1,2}|${numberWords()}`;
const LIMIT_VERB = new RegExp(`\\b(?:top|first|best|hottest|highest|show(?: me)?|list|give me|gimme|get)\\s+(?:the\\s+)?(${COUNT})\\b`);
// "the five warmest companies", "10 most engaged accounts" ("accounts with 23 visitors" counts visitors: no list's length)
const LIMIT_NOUN = new RegExp(`(?<!\\b(?:have|has|had|having|with|over|under|than|least|exactly|about|around|of)\\s+)\\b(${COUNT})\\s+(?:\\w+est\\s+|most\\s+\\w+\\s+|top\\s+)?(?:accounts|companies|organi[sz]ations|visitors|people|contacts|leads|prospects|paths|journeys|recommendations)\\b`);

export function limit(text: string): number | undefined {
  const m = text.match(LIMIT_VERB) ?? text.match(LIMIT_NOUN);
  if (!m) return undefined;
  const n = toNumber(m[1]!)!;
  return n >= 1 && n <= 50 ? n : undefined;
}

export type StateAction = 'activate' | 'pause' | 'delete';
export function stateAction(text: string): StateAction | undefined {
  // a URL or address between the verb and "on"/"off" is one word ("turn https://x.io/h back on")
  text = text.replace(URL_RE, ' it ').replace(EMAIL, ' it ').replace(/\s+/g, ' ');
  if (/\b(?:delete|remove|drop|destroy|erase|get rid of|trash|discard|kill|nuke)\b/.test(text)) return 'delete';
  if (/\b(?:pause|disable|stop|suspend|deactivate|halt|mute|turn (?:\w+ ){0,3}off|switch off|shut off|put on hold)\b/.test(text)) return 'pause';
  if (/\b(?:activate|enable|resume|unpause|start|reactivate|re-?enable|turn (?:\w+ ){0,3}(?:back )?on|switch on|go live|unmute|restart)\b/.test(text)) return 'activate';
  return undefined;
}

export type RecStatus = 'new' | 'snoozed' | 'done' | 'dismissed';
export function recommendationStatus(text: string): RecStatus | undefined {
  if (/\b(?:snooze|snoozed|later|remind me|postpone|defer)\b/.test(text)) return 'snoozed';
  if (/\b(?:reopen|re-open|restore|undismiss|unsnooze|back to new|mark (?:it |this )?(?:as )?new|bring back)\b/.test(text)) return 'new';
  if (/\b(?:dismiss|dismissed|ignore|hide|not relevant|irrelevant|reject|discard)\b/.test(text)) return 'dismissed';
  if (/\b(?:done|complete|completed|finished|resolved|handled|taken care of|dealt with|close|closed)\b/.test(text)) return 'done';
  return undefined;
}

export function snoozeDays(text: string): number | undefined {
  const m = text.match(/\bfor\s+(\d{1,2}|a|one|two|three)\s+(day|week|month)s?\b/);
  if (!m) return undefined;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : ({ a: 1, one: 1, two: 2, three: 3 } as Record<string, number>)[m[1]!]!;
  const days = n * ({ day: 1, week: 7, month: 30 } as Record<string, number>)[m[2]!]!;
  return days >= 1 && days <= 90 ? days : undefined;
}

/** Longest known name that occurs in the text as a whole phrase (case-insensitive). */
export function knownName(text: string, names: string[]): string | undefined {
  const lower = text.toLowerCase();
  const hits = names.filter((n) => {
    const k = n.trim().toLowerCase();
    if (k.length < 2) return false;
    const i = lower.indexOf(k);
    if (i < 0) return false;
    const before = lower[i - 1];
    const after = lower[i + k.length];
    return (before === undefined || !/[a-z0-9]/.test(before)) && (after === undefined || !/[a-z0-9]/.test(after));
  });
  return hits.sort((a, b) => b.length - a.length)[0];
}

const STOP_AFTER = /\s+(?:with|to|and|for|that|which|so|please|now|instead|from|on|at|set|as|using|into|in)\b.*$/i;

/** "named X" / "called X" / "titled X" → X (first quoted wins elsewhere). */
export function calledName(raw: string): string | undefined {
  const m = raw.match(/\b(?:named|called|titled|name it|call it|title it|label(?:led)? it)\s+(.+)$/i);
  if (!m) return undefined;
  const name = trimPunct(m[1]!.split(/[,;(]/)[0]!.replace(STOP_AFTER, '').trim());
  return name || undefined;
}

const LEAD = /^(?:the|my|our|a|an|this|that|new|old|existing|current|pause|activate|delete|remove|enable|disable|revoke|resume|stop|start|preview|simulate|rename|update|change|edit|run|dry|test|check|show|list|see|make|create|add|generate|turn|switch|off|on|back|kill|for|of|which|what|who|contacts?|would|send|does|please|can|you|i|we|need|want|to|set|up|get|rid|mute|unpause|reactivate|deactivate)$/i;
const TRAIL = /^(?:sync|api|alert|slack|teams)$/i;

/** "the hot leads rule" → "hot leads": up to four words before the noun. */
export function nameBefore(raw: string, noun: RegExp): string | undefined {
  const re = new RegExp(`(?:^|\\b(?:the|my|our|this|that|a)\\s+)((?:[\\w#.-]+\\s+){0,3}?[\\w#.-]+)\\s+(?:${noun.source})\\b`, 'i');
  const m = raw.match(re);
  if (!m) return undefined;
  const words = m[1]!.split(/\s+/);
  // leading verbs and determiners are the request, not the name ("make a new", "turn off the")
  while (words.length && LEAD.test(words[0]!)) words.shift();
  while (words.length && TRAIL.test(words[words.length - 1]!)) words.pop();
  return words.length ? words.join(' ') : undefined;
}
