// Constraint cues (issue 14 rule 2, at the reading's depth): words that narrow a question whatever
// the phrasing — a number, a channel or source name, a page name, a domain, a negation, "fewest",
// "most visitors", "anonymous" — found by broad patterns after the query was read. A cue the query
// did not turn into a constraint is added as one no call applies, so the planner asks about it
// instead of answering a broader question ("at least eighty on intent" used to list every account).
import * as chrono from 'chrono-node';
import type { Constraint } from '../catalogue/applied.js';
import type { Query } from './query.js';
import * as x from './extract.js';
import { VERBATIM } from './normalize.js';
import { contradicted } from './polarity.js';
import { NUMBER_WORDS, numberWords } from './numbers.js';
import { MONTH_RE, mayHoldDate } from './time.js';
import { RETURNING_LEFT_OUT, UNIDENTIFIED } from './reading/words.js';
import { NEGATED_SOURCES, withoutSourcesLeftOut } from './reading/traffic.js';

// "one" is "which one" far more often than a number
const NUM_WORD = numberWords(['one', 'one hundred', 'a hundred']);
const N = `(?:\\d+|${NUM_WORD}|a|an|one)`;
/** time phrases whose numbers the window parser reads (time.ts) */
const TIME_PHRASES = [
  new RegExp(`\\b(?:last|past|previous|trailing|next|the last|the past|over the last|in the last|within the last)\\s+${N}\\s+(?:days?|weeks?|months?|years?|quarters?)\\b`, 'g'),
  new RegExp(`\\b${N}\\s+(?:days?|weeks?|months?)\\s+ago\\b|\\bsince\\s+${N}\\s+(?:days|weeks|months)\\b`, 'g'),
  /\(\s*\d{1,3}\s+days?\s*\)/g,
  // "came back within those 14 days": the window named before
  new RegExp(`\\b(?:those|these|the same|that)\\s+${N}\\s+(?:days|weeks|months)\\b|\\b${N}-(?:day|week|month)\\s+(?:window|period)\\b`, 'g'),
  /\b(?:19|20)\d\d\b/g,
  // the session definition restated ("gaps of 30 minutes or less", "30 minutes of inactivity", "30 min idle")
  // ("30 quiet minutes", "thirty minutes of nothing", "the thirty minute timeout")
  /\b(?:30|thirty)[- ]?(?:(?:quiet|idle|inactive|silent)\s+)?m(?:in(?:ute)?s?)?(?:\s+(?:of\s+)?(?:inactivity|idle|idleness|inactive|no activity|nothing|quiet|silence|split|gaps?|rule|timeout|break))?\b/g,
];

const DATES = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s*(?:and|to|until|till|-|–)\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b|\\b${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*(?:-|–|to|until|till|thru|through)\\s*\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{4}-\\d{1,2}-\\d{1,2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b|\\b${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, 'g');

const CHANNEL_CUES =
  /\b(linkedin|google|bing|facebook|meta ads|twitter|instagram|youtube|reddit|g2|capterra|newsletters?|paid search|ppc|cpc|adwords|paid social|organic(?: search)?|seo|social(?: media)?|referrals?|affiliates?|direct traffic|display ads)\b/;
const PAGE_CUES = /\b(pricing|blog|docs|documentation|careers?|sign-?up|features|integrations|home ?page|(?:about|contact|demo|product|landing|enterprise|checkout) pages?)\b/;
/** "identified or anonymous", "anonymous included": both, no filter */
export const BOTH_IDENTIFIED = /\b(?:identified|known|named|persons?|people)\s+or\s+(?:an?\s+)?(?:anonymous|unidentified|unknown)\b|\b(?:whether\s+(?:or\s+not\s+)?(?:they(?:'re| are| were)\s+)?)?identified or not\b|\b(?:anonymous|unidentified|unknown)\s+or\s+(?:not|identified|known|named)\b|\b(?:anonymous|unidentified)(?: ones| visitors| people)? (?:included|too|as well|also)\b|\bincluding (?:the )?(?:anonymous|unidentified)\b/;
/** "(anonymous ones left out)": the identified visitors */
export const ANONYMOUS_LEFT_OUT = /\bleave (?:the )?(?:anonymous|unidentified)(?: ones| visitors| people)? out\b|\b(?:anonymous|unidentified)(?: ones| visitors| people)? (?:left out|excluded|not included|removed)\b/;
const ASCENDING = /\b(?:fewest|lowest|least|bottom|coldest|smallest|quietest|least active)\b/;
/** "most visitors", "the highest number of people": an ordering by visitor count */
export const BY_VISITORS = /\b(?:most|highest (?:number|count) of|biggest number of|largest number of)\s+(?:unique\s+|distinct\s+|different\s+|individual\s+|separate\s+)?(?:visitors|people|users|contacts|persons)\b|\bby (?:the )?(?:number of )?(?:unique |distinct |different )?(?:visitors|people)\b|\(visitor counts?\)|\bby visitor_counts?\b|\bby (?:the |their )?(?:total |recorded |lifetime |all[- ]time )?visitor counts?\b|\b(?:highest|biggest|largest|greatest|most|top) (?:total |recorded |lifetime )?visitor[_ ]counts?\b/;
/** Words that say how a visitor was identified. */
const IDENTIFICATION_SOURCE_CUES = /\b(?:asn|ip[ _-]?(?:ranges?|address(?:es)?|tables?|lookups?)|email[- _]?captur(?:e|ed))\b/;
/** A recommendation status said not to be wanted ("not dismissed or snoozed"): a status filter, read by the query, not a negation left unread. */
export const STATUS_NEGATION = /\b(?:(?:not|skip|skipping|excluding|except|without|minus|no) (?:the |any(?:thing)? |all )?|leav(?:e|ing) out (?:any|those|the ones|ones)? ?(?:that|which)? (?:were|are|was|is|got)? ?)(?:still )?(?:dismissed|done|snoozed|accepted|closed)(?:,? (?:or|and|nor) (?:not )?(?:are |were |is )?(?:still )?(?:dismissed|done|snoozed|accepted|closed))*/;
/** a bound's edge restated: "(30 would not count)", "40 itself does not count", "so 40 exactly is out" (named when it is no edge of a bound read) */
const RESTATED_BOUND = /\(?\s*(?:so\s+|i\.e\.\s+)?(\d+)\s+(?:itself\s+|exactly\s+|on the dot\s+)?(?:(?:would|does|do|will|is|are)\s*(?:not|n't)\s+(?:count|qualify|be included|included|in)|(?:is|are)\s+(?:out|excluded|not included))\b\s*\)?/g;
/** negations a read can carry as arguments ("not contacted", "not yet identified") */
const READ_NEGATIONS = new RegExp(String.raw`\b(?:not (?:been |yet )?contacted|uncontacted|never contacted|haven'?t (?:been )?(?:contacted|reached)|not reached out|not (?:yet |been |yet been )?revoked|non-?revoked|or not|not (?:counting |including )?(?:[\w-]+ )?itself|${STATUS_NEGATION.source}|(?:had )?never (?:been )?seen (?:before|until)|\d+ (?:is |are )?not included|not (?:distinct|unique|different)(?: pages| visitors| people)?)\b`, 'g');
/** what an exact page leaves out anyway: "not the enterprise page", "not enterprise", "not /pricing/enterprise" (a path: removed with the verbatim spans) */
const EXACT_PAGE_NEGATION = /\b(?:other|sub-?)\s*(?:\w+\s+)?pages? (?:do not|does not|don't|doesn't) count\b|\b(?:does not|doesn't|do not|don't) count\b|\bnot\s+(?:the\s+|any\s+)?(?:(?:[a-z-]+\s+){0,2}(?:page|pages|url|urls|one|ones|version|sub-?pages?)\b|enterprise\b|(?=\s*\)|\s*$))/g;
const NEGATION = /\b(?:not|never|no longer|without|excluding|except|other than|besides|apart from|aside from|non-\w+|non(?:customers?|competitors?|leads?)|didn'?t|haven'?t|hasn'?t|weren'?t|wasn'?t|isn'?t|aren'?t)\b/;

/** 05/06, 3/4/2025: both numbers could be the month (a number over 12 settles it; the same two are the same date) */
const AMBIGUOUS_DATE = /(?<![\w/.])(?!(\d{1,2})[/.]\1\b)(?:0?[1-9]|1[0-2])[/.](?:0?[1-9]|1[0-2])(?:[/.](?:\d{4}|\d{2}))?(?![\w/]|\.\d)/g;

/** words that set a time: with no window read, a time the question sets but the parser missed */
const TIME_WORDS = new RegExp(`\\b(?:since|until|till|ago|today|tonight|yesterday|(?:this|last|past|previous|current)\\s+(?:\\d+\\s+)?(?:days?|weeks?|months?|quarters?|years?|fortnight)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekend|(?<![\\w-])q[1-4]|(?:begin(?:n?ing)?|start) of (?:the |this )?(?:week|month|quarter|year)|${MONTH_RE}\\s+\\d{1,2}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}|\\d{4}-\\d{2}-\\d{2})\\b`);

/** what a share is of, narrowed: someone's page views, the views by some visitors, a denominator spelled out */
const SHARE_BASE = /\b(?:of|among|out of|within)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:(?:[a-z0-9.-]+\s+){0,2}?[a-z0-9.-]+(?:'s?|s')|their|its|those)\s+(?:[\w-]+\s+){0,2}?(?:page ?views?|pageviews?|visits|sessions|traffic)\b|\b(?:of|among|out of)\s+(?:all\s+)?(?:the\s+)?(?:page ?views?|pageviews?|visits|sessions)\s+(?:by|from|of)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:visitors|people|accounts|compan(?:y|ies)|customers|leads|competitors)\b|\bdenominator\s*(?::|is|=|being)\s*(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:\w+\s+){0,3}?(?:page ?views?|pv|visits|sessions)\s+(?:by|from|of)\b|\b(?:of|as a % of|as a share of)\s+(?:all\s+)?(?:the\s+)?(?:[a-z0-9.-]+(?:'s?|s')|their|its)\s+(?:[\w-]+\s+){0,2}?(?:pv|page ?views?)\b|\b(?:of|among)\s+(?:all\s+)?(?:the\s+)?(?:[\w-]+[- ])?(?:visitor|account|customer|lead|competitor|company)(?:'s|s')?\s+(?:pv|page ?views?)\b/;

/** snake_case values the readings know (channels, identification sources, UTM fields) */
const KNOWN_SNAKE = /^(?:paid_search|paid_social|organic_search|email_capture|ip_table|ip_range|utm_source|utm_campaign|utm_medium|page_size)$/;
/** what may stand before a comparison operator: the numbers the readings bound */
const COMPARED_FIELD = /(?:intent|scor\w*|rated|counts?|visits?|views?|sessions?|visitors?|people|accounts?|top|limit|n|days?)$/;

/** A snake_case field, or a field compared with a value, that no reading knows. */
function unknownField(plain: string): string | undefined {
  const snake = [...plain.matchAll(/\b[a-z]+(?:_[a-z0-9]+)+\b/g)].map((m) => m[0]).find((w) => !KNOWN_SNAKE.test(w));
  if (snake) return snake;
  // (a value on the right: quoted, a number or one word; "new = first visit this week" is a definition)
  for (const m of plain.matchAll(/\b([a-z][a-z ]{0,30}?)\s*(?:!=|<>|>=|<=|==|=|<|>|≥|≤)\s*(?=$|["'\d]|[\w-]+\s*(?:[,;|)?.!]|$|\b(?:and|or)\b))(?!\s*\d+\s*(?:page ?views?|pageviews?|visits?|sessions?|visitors?|times|days?)\b)/g)) {
    const field = m[1]!.trim().split(/\s+/).slice(-2).join(' ');
    if (!COMPARED_FIELD.test(field)) return field;
  }
  return undefined;
}

const cue = (value: string, label: string): Constraint => ({ kind: 'cue', value, label });

/** The numbers the query explains: window, intent range, visit range, top-N (and their ±1 for strict bounds). */
function explainedNumbers(q: Query, text: string): Set<number> {
  const out = new Set<number>();
  const add = (n?: number) => {
    if (n === undefined) return;
    for (const k of [n - 1, n, n + 1]) out.add(k);
  };
  add(q.intent?.min);
  add(q.intent?.max);
  add(q.minVisits);
  const maxVisits = q.constraints.find((c) => c.kind === 'visits_max');
  if (maxVisits) add(Number(maxVisits.value.replace('total:', '')));
  // "give me 10 accounts": how many rows, read by the tools' arguments (args/)
  add(q.limit ?? x.limit(text));
  return out;
}

const NUMBERS = new RegExp(`(?<![\\w.])(\\d+(?:\\.\\d+)?)(?!\\d|st\\b|nd\\b|rd\\b|th\\b)[a-z]*|\\b(${NUM_WORD})\\b`, 'g');
const HAS_NUMBER = new RegExp(`\\d|\\b(?:${NUM_WORD})\\b`);

/** Numbers in the question that nothing read explains: "scoring 60-70 on intent" when no range was read, "40ish", "7d" (ordinals are dates'). */
function strayNumbers(text: string, q: Query): string[] {
  if (!HAS_NUMBER.test(text)) return []; // (most questions: nothing below can find one)
  let t = text;
  // dates are the window's when one was read (time.ts reads them with chrono-node too)
  if (q.window) {
    // day ranges first ("1 and 7 june"): chrono-node reads only their second day
    t = t.replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?=\d)/g, '').replace(/\b\d{4}-\d{2}(?:-\d{2})?\b/g, ' ').replace(DATES, ' ');
    if (mayHoldDate(t)) for (const r of chrono.parse(t, new Date(), { forwardDate: false })) t = t.replace(r.text, ' ');
  }
  t = t.replace(VERBATIM, ' ').replace(/\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b/g, (m) => (/[a-z]/.test(m) ? ' ' : m));
  for (const re of TIME_PHRASES) t = t.replace(re, ' ');
  // ("the personal bucket counts as 1 account": how it is counted, not a bound)
  t = t.replace(/\b(?:counts?|counted|treated|taken)\s+as\s+(?:1|one|a single)\s+(?:account|company|bucket)\b/g, ' ');
  const explained = explainedNumbers(q, text);
  const out: string[] = [];
  for (const m of t.matchAll(NUMBERS)) {
    const n = m[1] !== undefined ? Number(m[1]) : NUMBER_WORDS[m[2]!]!;
    if (!explained.has(n)) out.push(m[0]);
  }
  return out;
}

/**
 * Cues of `text` (the question, normalised) that `q` did not read as constraints, each as a
 * constraint no call applies. `raw` is the question as asked (for dates and verbatim spans).
 */
export function unreadCues(raw: string, question: string, q: Query): Constraint[] {
  const out: Constraint[] = [];
  // ("personal = 1", "count the gmail/personal bucket as 1 acct": who is counted, no number or field asked)
  const text = x.withoutPersonalRemark(question);
  // "since 05/06/2025": 5 June or 6 May, as the asker writes dates; asked, never guessed (a spelled
  // date in brackets after it settles it: normalize.ts)
  for (const [d] of raw.matchAll(AMBIGUOUS_DATE)) out.push({ kind: 'cue', value: `date:${d}`, label: `the date ${d} (day/month or month/day? write the month's name)` });
  const has = (...kinds: Constraint['kind'][]) => q.constraints.some((c) => kinds.includes(c.kind));
  // identification read: as a filter, as what is counted or as what a measure is of
  const identified = has('identified', 'identification_source') || q.identified !== undefined || q.subject === 'identifications' || /identified/.test(q.measure);
  // "exactly /pricing, not /pricing/enterprise": the exact page leaves that one out already
  const exact = q.pages.length > 0 && q.pages.every((p) => !p.includes('*'));
  // ("pages under /pricing/, not counting /pricing itself": a prefix leaves its parent out already)
  const parentOf = (path: string) => q.pages.some((p) => p.endsWith('*') && p.replace(/\/?\*$/, '') === path.replace(/\/$/, ''));
  const plain = text
    .replace(/\b(?:not|excluding|except|but not|not counting)\s+(?:the\s+)?(\/[\w\-/*.]+)(?:\s+(?:page|itself))*/g, (m, path: string) => (exact || parentOf(path) ? ' ' : m))
    .replace(RESTATED_BOUND, (m, n: string) => (explainedNumbers(q, text).has(Number(n)) ? ' ' : m))
    .replace(VERBATIM, ' ');
  // "de-anonymised" visitors are identified ones: neither a negation nor the unidentified cue
  // ("not yet de-anonymised" is the unidentified cue)
  const named = plain
    .replace(/(?<!\bnot (?:yet )?)\bde-?anonymi[sz]ed\b/g, ' ')
    // "not counting anything before june 1" is a window; "people, not companies" says who is asked about
    .replace(/\bnot counting (?:anything|any \w+) (?:before|prior to)\b/g, ' ')
    // "channel social (not paid_social)": the value asked, told apart from its neighbour
    .replace(/\(\s*not (?:paid[ _]social|paid[ _]search|organic[ _]search|social|email|direct|referral|affiliate|display)\s*\)/g, ' ')
    .replace(/\b(?:people|persons|visitors|individuals)\b,?\s*not (?:the )?(?:compan(?:y|ies)|accounts?|orgs?|page ?views|visits|sessions)\b/g, ' ');

  // a time phrase the window parser did not read ("since begin of the month"): never answered for all time
  const time = q.window ? null : plain.replace(/\b(?:first seen|first visit(?:ed)?|came|come|been here|visited)\s+(?:\w+\s+)?(?:before|earlier)\b/g, ' ').match(TIME_WORDS);
  if (time) {
    const phrase = plain.slice(time.index!).match(/^\S+(?:\s+[^\s?.!,;]+){0,3}/)![0];
    out.push(cue(`time:${time[0]}`, `"${phrase}" (a time)`));
  }

  // a field the readings do not know ("crm_stage = 'Closed Won'", "industry = 'retail'"): named, never dropped
  const field = unknownField(plain);
  if (field) out.push(cue(`field:${field}`, `"${field}" (a field I don't know)`));

  const numbers = strayNumbers(text, q);
  if (numbers.length) out.push(cue(`number:${numbers.join(',')}`, `the number${numbers.length > 1 ? 's' : ''} ${numbers.map((n) => `"${n}"`).join(', ')}`));

  const channel = plain.replace(/\bemail capture\b|\bsocial security\b/g, ' ').match(CHANNEL_CUES);
  if (channel && !has('channel', 'source', 'campaign', 'identification_source')) out.push(cue(`channel:${channel[1]}`, `"${channel[1]}" (a channel or source)`));

  const page = plain.match(PAGE_CUES);
  if (page && !has('page') && !x.paths(raw).length) out.push(cue(`page:${page[1]}`, `"${page[1]}" (a page)`));

  if (UNIDENTIFIED.test(named.replace(new RegExp(`${BOTH_IDENTIFIED.source}|${ANONYMOUS_LEFT_OUT.source}`, 'g'), ' ')) && q.identified !== false) out.push(cue('identified:false', 'visitors not identified'));

  // how visitors were identified, said but not read ("page views by people matched through asn"):
  // never answered for everyone
  // (only the sources: "identified" and "identifications" are read by the subject and the route too)
  // (a source said where identification was read but no source was: "% email-capture among identified
  // visitors" is no share of the identified; a definition in brackets names every source)
  const ident = has('identification_source') ? null : (identified ? withoutSourcesLeftOut(named.replace(/\([^)]*\)/g, ' ')) : named).match(IDENTIFICATION_SOURCE_CUES);
  if (ident) out.push(cue(`identification:${ident[0]}`, `"${ident[0]}" (how visitors were identified)`));

  const asc = plain.replace(/\bat least\b|\bnot least\b/g, ' ').match(ASCENDING);
  if (asc) out.push(cue('order:ascending', `"${asc[0]}" (lowest first)`));
  // ("page views by visitors we have not identified" says whose views, not an ordering)
  if (BY_VISITORS.test(plain) && !['visitors', 'page_views', 'sessions'].includes(q.subject) && !has('order')) out.push(cue('order:visitors', 'ordered by visitor count'));

  // "just /pricing not enterprise", "exactly /pricing (not the enterprise page)": an exact page already
  // leaves the pages under it out
  // (classifications left out are the query's to read: "leads, not customers", "neither lead nor customer")
  const negated = named.replace(READ_NEGATIONS, ' ').replace(x.NEGATED_CLASSES, ' ').replace(q.returning === false ? RETURNING_LEFT_OUT : /$^/, ' ').replace(q.constraints.some((c) => c.kind === 'identification_source') ? NEGATED_SOURCES : /$^/, ' ').replace(new RegExp(UNIDENTIFIED.source, 'g'), ' ').replace(exact ? EXACT_PAGE_NEGATION : /$^/, ' ').match(NEGATION);
  if (negated) out.push(cue(`negation:${negated[0]}`, `"${negated[0]}" (what to leave out)`));

  // a share of page views, visitors or accounts that names no part read ("what % of page views came from
  // people following a link elsewhere"): what it is a share of went unread, and the total is no answer
  if (q.measure === 'share' && ['page_views', 'visitors', 'accounts'].includes(q.subject) && !q.constraints.some((c) => !['window', 'measure', 'order', 'limit', 'subject', 'cue'].includes(c.kind)))
    out.push(cue('share:part', 'the share (what it is a share of)'));

  // an average or total of intent over a subject that has none ("mean account intent of the page views
  // from the newsletter"): what it is an average of went unread, and another average is no answer
  if ((q.measure === 'average' || q.measure === 'sum') && q.field !== 'intent_score' && !q.intent && /\b(?:intent|scores?)\b/.test(plain))
    out.push(cue('field:intent_score', 'the intent score (what the average is of)'));
  // page views per account ("how many page views did each customer account make, on average"): the
  // page-view average is per visitor
  if (q.measure === 'average' && q.subject === 'page_views' && /\b(?:each|per|every|an? average)\s+(?:\w+\s+)?(?:accounts?|accts?|compan(?:y|ies)|organi[sz]ations?|orgs?|firms?|domains?)\b/.test(plain))
    out.push(cue('average:per account', 'an average per account (page views are averaged per visitor)'));

  // a share whose denominator the question narrows ("what share of Globex's visits …", "of the visits
  // by anonymous visitors, % …") where no narrowed denominator was read: a share of everything is another
  // figure (a share of page views reads its denominator's words with the call: args/reads.ts)
  if (q.measure === 'share' && ['visitors', 'accounts', 'identifications'].includes(q.subject) && !q.constraints.some((c) => c.kind === 'measure' && c.value.startsWith('share:')) && SHARE_BASE.test(plain))
    out.push(cue('share:denominator', 'the share\'s denominator (what it is a share of)'));

  // a filter said only where the question leaves it out ("no customers or competitors"): asked about
  out.push(...contradicted(text, q));
  for (const d of x.domains(raw)) if (!has('domain')) out.push({ kind: 'domain', value: d, label: `account ${d}` });
  return out;
}
