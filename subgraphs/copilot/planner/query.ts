// The query a question asks, read before any tool is chosen (issue 14): a measure over a subject,
// narrowed by constraints (filters, a window, an ordering). Every constraint recognised here must be
// applied by the executed call's arguments (catalogue/applied.ts) or the question is declined,
// naming it (plan.ts): the copilot never answers a broader question than the one asked.
import type { TimeWindow } from '../catalogue/types.js';
import type { Constraint, Measure } from '../catalogue/applied.js';
import * as x from './extract.js';
import { parseWindow } from './time.js';
import { ANONYMOUS_LEFT_OUT, BOTH_IDENTIFIED, BY_VISITORS, STATUS_NEGATION, unreadCues } from './cues.js';
import type { KnownNames } from './workspace.js';
import { ACC, ARE_IDENTIFIED_NOW, IDENTIFIED_PEOPLE, NEW_RE, VISITED, WE_KNOW_WHO, WHO_ARE_IDENTIFIED, WHOSE_SOURCE, RETURNING_LEFT_OUT, UNIDENTIFIED } from './reading/words.js';
import { countRange, intentRange } from './reading/ranges.js';
import { fieldOf, measureOf, topN } from './reading/measure.js';
import { identifiedPeople, subjectOf } from './reading/subject.js';
import { campaignOf, campaignWords, channelOf, identSource, IDENT_SOURCE, sourceOf, sourcesLeftOut, SOURCES, withoutSourcesLeftOut } from './reading/traffic.js';
import { readPages } from './reading/pages.js';

// (every occurrence, built once)
const BOTH_IDENTIFIED_ALL = new RegExp(BOTH_IDENTIFIED.source, 'g');
const STATUS_NEGATIONS = new RegExp(STATUS_NEGATION.source, 'g');

/** what the visitors' visits are narrowed by: "visitors identified by email capture who arrived from the newsletter" are visitors who visited so, not identifications */
const VISIT_FILTERS = new Set<Constraint['kind']>(['page', 'channel', 'source', 'campaign', 'visits', 'visits_max']);

// the readings' entry points, for the planner, the answer and the tests
export { IDENTIFYING } from './reading/words.js';
export { countRange, intentRange } from './reading/ranges.js';
export { measureOf } from './reading/measure.js';
export { campaignWords } from './reading/traffic.js';

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
  /** (total_visits: the recorded all-time visit count, asked in a window: "visited this week, by lifetime visit count") */
  order?: 'intent' | 'visits' | 'visitors' | 'recency' | 'page_views' | 'total_visits';
  /** the field an average or sum is of (accounts, visitors) */
  field?: 'intent_score' | 'visit_count' | 'visitor_count' | 'page_views';
  /** top-N: how many of the best */
  limit?: number;
  /** visitors with an identity only */
  identified?: boolean;
  window: TimeWindow | null;
}

/**
 * The question's window, read by the planner and by the answer alike: the words as asked, else as
 * normalised ("this wk", "yday"); a campaign's name is not a window ("the ABM Q3 campaign").
 */
/** "… yesterday? want to follow up today", "… so I can call them tomorrow": what the asker will do, not the data's time ("quick one, I want to know … today" asks) */
const PURPOSE_REMARK = /(?:[?.!;,]|\s[-—–]+)\s*(?:(?:i|we)\s+)?(?:want|wanna|need|would like|'d like|plan|am going|are going|hope)\s+to\b(?!\s+(?:know|see|find|get|understand|check|learn|count|list|compare|look|hear)\b)[^?]*$|\bso (?:that )?(?:i|we) can\b[^?]*$/i;

export function questionWindow(raw: string, text: string, now: Date, campaigns: string[] = []): TimeWindow | null {
  return kept(campaigns, JSON.stringify([raw, text, now.getTime()]), () => {
    // the words that can set the data's time: no campaign's name, no remark on what the asker will do
    const timeWords = (t: string) => campaigns.reduce((out, c) => out.replace(campaignWords(c), ' '), t).replace(PURPOSE_REMARK, ' ');
    // ("more than twenty visits all time … in the last three days": the count's all time, the question's three days)
    const counted = (t: string) => t.replace(COUNT_ALL_TIME, ' ');
    // (the four readings are often the same words: each is parsed once)
    const parsed = new Map<string, TimeWindow | null>();
    const parse = (t: string) => {
      if (!parsed.has(t)) parsed.set(t, parseWindow(t, now));
      return parsed.get(t)!;
    };
    return parse(counted(timeWords(raw))) ?? parse(counted(timeWords(text))) ?? parse(timeWords(raw)) ?? parse(timeWords(text));
  });
}
/** "visits all time", "two times or less all time": the all-time count, not the question's window */
const COUNT_ALL_TIME = /\b(visits?|times|visit counts?)(?:\s+or (?:less|more|fewer))?(?:\s+(?:all[- ]time|ever|in total|over all (?:the )?time))+\b/gi;
/** the same, tested once ("more than 20 visits all time": the all-time count) */
const SAYS_COUNT_ALL_TIME = new RegExp(COUNT_ALL_TIME.source, 'i');

export function readQuery(raw: string, text: string, window: TimeWindow | null, known: Pick<KnownNames, 'pages' | 'campaigns'> = { pages: [], campaigns: [] }): Query {
  return kept(known, JSON.stringify([raw, text, window]), () => readOnce(raw, text, window, known));
}

// A question's window and query are read by the plan (again for a comparison or a part) and once
// more by the answer's lead, all with the names loaded for that one question: the readings are kept
// with those names (so for that question only, never across questions) and each caller gets its own
// copy (the plan adds the named accounts to its query).
const READINGS = new WeakMap<object, Map<string, unknown>>();
function kept<T>(names: object, key: string, read: () => T): T {
  let memo = READINGS.get(names);
  if (!memo) READINGS.set(names, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, read());
  return structuredClone(memo.get(key) as T);
}

function readOnce(raw: string, text: string, window: TimeWindow | null, known: Pick<KnownNames, 'pages' | 'campaigns'>): Query {
  const knownPages = known.pages;
  // "compare a.com with b.com" compares records, not two windows: a comparison needs a window to split
  const measure = ((m) => (m === 'compare' && !window ? 'list' : m))(measureOf(x.withoutPersonalRemark(text)));
  // ("among people identified by email capture, when was the latest visit": a visit's time, of those people)
  // ("visitors today, identified or not": visitors, not the identifications made)
  // ("the visitor-identification post": a page's name says nothing of what is counted; nor does a remark on
  // who the personal account holds: "all the gmail type people … count it as one account")
  const unnamed = knownPages.reduce((t, p) => { const slug = p.split('/').filter(Boolean).at(-1); return slug && slug.includes('-') ? t.replaceAll(slug, ' ') : t; }, text);
  const read = identifiedPeople(subjectOf(x.withoutPersonalRemark(unnamed).replace(BOTH_IDENTIFIED_ALL, ' ')), measure, unnamed, !!window && window.label !== 'all time');
  const subject = read === 'identifications' && (measure === 'first' || measure === 'last') && /\b(?:latest|last|most recent|first|earliest)\s+(?:visit|page ?view)\b/.test(text) ? 'page_views' : read;
  const constraints: Constraint[] = [];
  const q: Query = { raw: text, measure, subject, constraints, pages: [], window };
  if (window) constraints.push({ kind: 'window', value: `${window.from}..${window.to}`, label: window.label });
  if (!['list', 'count'].includes(measure)) constraints.push({ kind: 'measure', value: measure, label: measure === 'compare' ? 'a comparison of two windows' : `the ${measure}` });

  // ("under /pricing/, not counting /pricing itself": a page said to be left out is no page asked about)
  const pagesLeftOut = new Set([...raw.matchAll(/\b(?:not|excluding|except|but not|not counting|other than|apart from)\s+(?:the\s+)?(\/[\w\-/*.]*)/gi)].map((m) => m[1]!.replace(/[.,;:!?]+$/, '')));
  q.pages = readPages(raw, text, knownPages).filter((p) => !pagesLeftOut.has(p));
  q.page = q.pages[0];
  // ("visitor-identification post wow: 9-15 jun v 2-8 jun", "last hit on /demo": a page viewed, and nothing
  // else counted, is its page views; "comments on /blog/* posts", "time on /pricing" stay what they are)
  if (q.subject === 'other' && q.pages.length && (['first', 'last', 'compare'].includes(measure) || /\b(?:hits?|opened|views?)\b/.test(text))) q.subject = 'page_views';
  for (const p of q.pages) constraints.push({ kind: 'page', value: p, label: `page ${p}` });
  // "sessions that included both /demo and a /pricing page": together, in any order, is no sequence (named, not answered as one)
  // ("sessions with /demo and a /blog page": a session holding both)
  if (q.pages.length > 1 && (/\bboth\b|\band also\b|\bas well as\b/.test(text) || (subject === 'sessions' && /\band\b|&/.test(text))) && !/\b(?:then|funnel|followed by|after|before|on to|went on|next|sequence|step)\b|->|→/.test(text))
    constraints.push({ kind: 'cue', value: 'pages:together', label: `${q.pages.join(' and ')} viewed together in any order` });

  // ("ignore bots", "excluding crawlers": known bots are left out of every count; no classification is named)
  // ("the /customers page", "for the monthly client report", "our customer stories page": a page's path or name and what the asker writes are no classification)
  const clsText = text.replace(/(?<![\w.])\/[\w\-/*.]*/g, ' ').replace(/\b(?:customer|client|competitor)s?\s+(?:stories|story|success|logos?|case studies|testimonials?|comparison|vs)\s+(?:page|pages|post|article|section)\b(?!\s*(?:views?|hits|viewed))/g, ' ').replace(/\bclients?'?s?\s+(?:\w+\s+){0,2}?(?:report|deck|meeting|call|review|presentation|update|summary|dashboard|portal|pitch|workshop|slides?|qbr)s?\b|\bfor (?:the|our|my|a) client\b/g, ' ').replace(/\b(?:hot|warm|top|best) leads\b(?!\s+\d)/, '').replace(/\b(?:sub-?pages?|pages?|bots?|enterprise|others?|itself|(?:unidentified|anonymous|returning|new|repeat|known|identified)(?: visitors| people| ones| accounts)?)\s+excluded\b|\bexcluded\)/g, ' ');
  const classes = x.readClasses(clsText);
  const cls = classes.cls;
  if (cls) {
    q.classification = cls;
    constraints.push({ kind: 'classification', value: cls, label: `classification ${cls}` });
  }
  // "customers and leads": one classification a read can take; "neither leads nor customers": what is left out
  const others = classes.named.filter((c) => c !== cls);
  if (others.length) constraints.push({ kind: 'cue', value: `classification:${others.join('|')}`, label: `the accounts classified ${others.join(' or ')} as well` });
  else if (!cls && classes.negated.length) constraints.push({ kind: 'cue', value: `classification:not ${classes.negated.join('|')}`, label: `accounts not classified ${classes.negated.join(' or ')}` });
  const intent = intentRange(text);
  if (intent) {
    q.intent = intent;
    constraints.push({ kind: 'intent', value: `${intent.min ?? 0}..${intent.max ?? 100}`, label: `intent ${intent.min === intent.max ? `= ${intent.min}` : intent.max === undefined ? `≥ ${intent.min}` : intent.min === undefined ? `≤ ${intent.max}` : `${intent.min}-${intent.max}`}` });
  }
  const visits = countRange(text, '(?:visits?|times|page ?views)');
  // "visited this week and have more than 10 visits in total": the all-time count, not the window's
  const total = !!window && (/\bvisits?\s+(?:in total|overall|in all|total|altogether)\b|\b(?:total|lifetime|overall|all[- ]time) visits\b|\bvisit counts?\b/.test(text) || SAYS_COUNT_ALL_TIME.test(text));
  q.visitsTotal = total || undefined;
  const t = total ? 'total:' : '';
  if (visits?.min !== undefined) {
    q.minVisits = visits.min;
    constraints.push({ kind: 'visits', value: `${t}${visits.min}`, label: `at least ${visits.min} visits${total ? ' in all (all time)' : ''}` });
  }
  if (visits?.max !== undefined) constraints.push({ kind: 'visits_max', value: `${t}${visits.max}`, label: `at most ${visits.max} visits${total ? ' in all (all time)' : ''}` });
  // ("repeat visitors: … 3 or more visits in total": with no window, the visit count says what repeat means)
  // ("returning accounts excluded", "not returning": the new ones, read below)
  const returningText = text.replace(RETURNING_LEFT_OUT, ' ');
  if (/\b(?:came back|come back|coming back|returned|returning|return visits?|repeat visit\w*|revisit\w*|(?:had |have )?been here before|visited (?:us )?before|first (?:ever )?visit (?:was |is )?(?:before|earlier than|prior to)|(?:already )?(?:been )?first seen (?:before|earlier than|prior to)|first visited (?:\w+ ){0,3}?(?:before|earlier than|prior to))\b/.test(returningText) && !(!window && visits)) {
    q.returning = true;
    constraints.push({ kind: 'returning', value: 'true', label: 'returning (first seen before the window)' });
  } else if (!((measure === 'first' || measure === 'last') && (x.emails(raw).length || x.domains(raw).length)) && (NEW_RE.test(text.replace(/\bnewly (?:identified|unmasked|matched|resolved|named)\b/g, ' ')) || returningText !== text) && !/\bnew leads\b.*\brule\b/.test(text)) {
    q.returning = false;
    constraints.push({ kind: 'new', value: 'true', label: 'new (first seen in the window)' });
  }
  const channel = channelOf(text);
  // ("organic_search visitors that are not identified" are visitors: the channel narrows them)
  if (channel && (subject !== 'identifications' || UNIDENTIFIED.test(text))) constraints.push({ kind: 'channel', value: channel, label: `channel ${channel}` });
  const source = sourceOf(text);
  if (source) constraints.push({ kind: 'source', value: source, label: `source ${source}` });
  const campaign = campaignOf(raw, known.campaigns);
  if (campaign) constraints.push({ kind: 'campaign', value: campaign, label: `campaign ${campaign}` });
  // "identified neither by email capture nor by ASN": the sources left out are not the source asked for
  const negatedSources = sourcesLeftOut(text);
  // ("identified (resolved by any method: IP, ASN or email)": every source, no source filter)
  const srcText = withoutSourcesLeftOut(text);
  // "identified by email capture", "from a form fill", "ip-matched visitors", "form-fill identifications"
  const src = srcText.match(new RegExp(`\\b(?:by|via|through|from|using|with|(?:(?:identification|match|resolution) )?source(?: is| =| was| of|:)?)\\s+(?:the\\s+|our\\s+|an?\\s+)?(${IDENT_SOURCE})\\b|\\b(${IDENT_SOURCE})(?:\\s*\\([^()]*\\))?\\)?[\\s-]+(?:identifications?|identified|resolved|matched|matches|resolutions?|visitors?|people|contacts|leads|share)\\b|\\b(?:people|visitors?|persons?|contacts?|leads|ones)\\s+(?:(?:who|that)\\s+(?:were|was|got)\\s+)?(email[- _]?captured|form[- ]?filled|ip[- ]?matched|asn[- ]?matched)\\b`));
  // "did we match through their network ASN", "form email captures": a source word anywhere, with identifying
  // ("identified by email": by an email they gave, the email capture source)
  const loose = src ? null : /\b(?:identif\w*|match\w*|resol\w*|unmask\w*)\b/.test(srcText) ? (srcText.match(/\b(asn|email captures?|form[- ]?fills?|ip (?:ranges?|tables?|lookups?))\b/) ?? srcText.match(/\b(?:identified|resolved|matched|unmasked|identifications?|(?:what|which) (?:share|percent(?:age)?|proportion|fraction|%) (?:was|were|came))\s+(?:by|via|through|from|with)\s+(?:an?\s+|their\s+)?(e-?mail)s?\b(?!\s+(?:channel|campaigns?|newsletters?|traffic|clicks?|domain))/)) : null;
  // "every person we captured an email for", "people whose email we have": the email capture source
  const emailGiven = !src && !loose && /\b(?:captured|collected|got|have|know) (?:an |their |the |a work )?e-?mails? (?:for|from|of)\b|\bwhose e-?mails? (?:we|do we) (?:captured|collected|have|know|got)\b/.test(srcText) ? 'email_capture' : undefined;
  const srcValue = src ? identSource((src[1] ?? src[2] ?? src[3])!) : loose ? identSource(loose[1]!) : emailGiven ?? x.oneLeft(SOURCES, negatedSources);
  if (negatedSources.length && !srcValue) constraints.push({ kind: 'cue', value: `identification_source:not ${negatedSources.join('|')}`, label: `identified other than by ${negatedSources.join(' or ')}` });
  if (srcValue) constraints.push({ kind: 'identification_source', value: srcValue, label: `identified by ${src ? (src[1] ?? src[2] ?? src[3])! : loose ? loose[1] : emailGiven ? 'an email they gave' : srcValue.replace('_', ' ')}` });
  // visitors with an identity ("identified visitors", "named people") or without one ("anonymous
  // visitors"); the latter read first: "not-yet-identified visitors" contains "identified visitors"
  // ("identified or anonymous", "a person or an anonymous browser": both, no filter)
  const either = BOTH_IDENTIFIED.test(text);
  // "(anonymous ones left out)": the identified ones
  const leftOut = ANONYMOUS_LEFT_OUT.test(text);
  if (either) {
    // neither filter: the question names both
  } else if (leftOut && ['visitors', 'page_views', 'sessions'].includes(subject)) {
    q.identified = true;
    constraints.push({ kind: 'identified', value: 'true', label: 'identified visitors only' });
  } else if (['visitors', 'identifications', 'page_views', 'sessions'].includes(subject) && UNIDENTIFIED.test(srcText.replace(/(?<!\bnot (?:yet )?)\bde-?anonymi[sz]ed\b/g, ' '))) {
    // "anonymous visitors", "visitors we have not identified yet": the visitors without an identity
    if (subject === 'identifications') q.subject = 'visitors';
    q.identified = false;
    constraints.push({ kind: 'identified', value: 'false', label: 'visitors not identified (anonymous)' });
  } else if ((subject === 'visitors' || subject === 'page_views' || subject === 'sessions') && (IDENTIFIED_PEOPLE.test(text) || WE_KNOW_WHO.test(text) || WHO_ARE_IDENTIFIED.test(text) || ARE_IDENTIFIED_NOW.test(text) || /\b(?:do|did) we know (?:by (?:email|name)|who)\b|\bknow(?:n)? by (?:email|name)\b|\b(?:visitors?|people|everyone|everybody)\b.{0,30}\b(?:have we|did we|we'?ve|we have|were) (?:identified|named)\b|\bhave we identified\b/.test(text))) {
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
  if ((q.measure === 'average' || q.measure === 'sum') && (q.subject === 'accounts' || q.subject === 'visitors' || q.subject === 'identifications')) {
    const measure = q.measure;
    q.field = fieldOf(text, measure);
    // "total visitor count across competitor accounts": a field of the accounts
    // ("visitors from customer companies …: average visit count" is of the visitors)
    if (q.field !== 'intent_score' && ACC.test(text) && !(q.subject === 'visitors' && /\b(?:visitors?|people|persons?|individuals?)\s+(?:from|at|of)\s+(?:(?:an?|the|our)\s+)?(?:\w+\s+){0,4}?(?:accounts?|compan(?:y|ies)|customers?|leads?|competitors?)\b|\b(?:per|each|every)\s+(?:single\s+)?(?:competitor\s+|customer\s+|lead\s+)?(?:visitor|person|individual)\b(?!\s+counts?)/.test(text))) q.subject = 'accounts';
    // a visitor has visits, not visitors: "all Apple people together, how many visits"
    else if ((q.subject === 'visitors' || q.subject === 'identifications') && q.field === 'visitor_count') q.field = 'visit_count';
    // page views of all time are the recorded visit count; only a window's are counted apart
    // (a visitor's page views in a window are no visit count: asked about, never averaged from another field)
    if (q.field === 'page_views' && (!q.window || q.window.label === 'all time')) q.field = 'visit_count';
    const c = constraints.find((k) => k.kind === 'measure');
    if (c) c.value = `${measure}:${q.field}`;
  }
  // "what percent of all our visitors were resolved through the ip table": a share of every visitor
  // (identified or not) — the visitors read, not the identifications made ("of all the visitors identified
  // this month, what share …" is a share of those identifications)
  const ofEveryVisitor = q.measure === 'share' && /\b(?:of|among|out of)\s+(?:all\s+(?:of\s+)?|every\s+|each\s+)(?:our\s+|the\s+|my\s+)?(?:site\s+|website\s+)?(?:visitors?|people)\b(?!\s+(?:(?:who|that)\s+(?:were|was|got|have been)\s+)?identified\b)|\bevery (?:single )?visitor\b/.test(text);
  if (constraints.some((k) => k.kind === 'identification_source') && ofEveryVisitor) {
    q.subject = 'visitors';
    q.identified = undefined;
  } else if (constraints.some((k) => k.kind === 'identification_source') && q.subject === 'visitors' && q.measure !== 'list' && q.measure !== 'average' && q.measure !== 'sum' && !VISITED.test(text) && !WHOSE_SOURCE.test(text) && !constraints.some((k) => VISIT_FILTERS.has(k.kind))) {
    q.subject = 'identifications';
    q.identified = undefined;
    const keep = constraints.filter((k) => k.kind !== 'identified');
    constraints.length = 0;
    constraints.push(...keep);
  }
  // "of the identified visitors, what share came by ip table": the denominator keeps "identified"
  if (q.measure === 'share' && q.subject === 'visitors' && constraints.some((k) => k.kind === 'identification_source') && /\b(?:among|of|out of|within|from)\s+(?:the\s+|our\s+|all\s+(?:the\s+)?)?(?:identified|known|named|unmasked)\s+(?:visitors|people|persons|contacts|ones)\b|\b(?:among|of|out of)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:visitors|people)\s+(?:who were\s+|that were\s+|we\s+)?(?:identified|unmasked)\b|\bdenominator\b[^.?!]{0,12}\b(?:identified|known)\b/.test(text))
    constraints.push({ kind: 'measure', value: 'share:identified', label: 'a share of the identified visitors' });
  // "what share of our leads …", "% of lead accounts …": the denominator is the classification's accounts
  const SHARE_OF = '(?:\\b(?:share|percent(?:age)?|proportion|fraction|ratio)|%)\\s+of\\s+(?:our\\s+|the\\s+|all\\s+|my\\s+)?';
  if (q.measure === 'share' && q.classification && (q.subject === 'accounts' || q.subject === 'other') && new RegExp(`${SHARE_OF}(?:leads?|customers?|clients?|competitors?|rivals?|prospects?|excluded)\\b(?!\\s+(?:visitors|people|sessions|page))|${SHARE_OF}(?:lead|customer|client|competitor|excluded)\\s+(?:accounts|compan(?:y|ies))\\b|\\b(?:among|of all|from all|out of|within) (?:our |the |all )?(?:leads?|customers?|clients?|competitors?|excluded)\\b(?: accounts| companies)?,?|^(?:of|among|out of|from) (?:the |our |all (?:the )?)?(?:lead|customer|client|competitor|excluded) (?:accounts|companies)\\b|\\bdenominator\\b[^.?!]{0,12}\\b(?:leads?|customers?|clients?|competitors?|excluded)\\b`).test(text))
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
  // "the three most active visitors today, ranked by their page views today": the ranking said outright wins
  else if (/\b(?:ranked|ordered|sorted)\s+by\s+(?:the\s+|their\s+)?(?:number of\s+|count of\s+)?(?:[\w-]+\s+|\/\S*\s+)?(?:page ?views?|pageviews?)\b/.test(text)) q.order = 'page_views';
  else if (/\bvisit(?:ed|s)?\s+(?:us\s+|the site\s+|our site\s+|the website\s+)?(?:the\s+)?most\b(?!\s+recent)|\bmost (?:active|visits?|visited)\b|\bby (?:the |their )?(?:recorded |total |lifetime |all[- ]time ){0,2}(?:number of )?visits?(?: counts?)?\b|\bmost visits\b|\b(?:highest|biggest|largest|greatest|most|top) (?:lifetime |total |all[- ]time |recorded |overall ){0,2}visit counts?\b/.test(text)) q.order = 'visits';
  else if (/\b(?:most recent(?:ly)?|latest|by recency|last (?:visit|seen))\b/.test(text) && measure === 'list') q.order = 'recency';
  // "viewed /pricing most often", "rank them by their number of /pricing page views": by the window's page views
  else if (/\b(?:viewed|visited|looked at|read)\b.{0,40}\bmost often\b|\bby (?:their |the )?number of (?:\S+ )?(?:page ?)?views\b|\b(?:most viewed|most visited|by (?:the |their )?(?:number of |count of )?(?:[\w-]+ |\/\S*\s+)?page ?views|by (?:the |their )?(?:number of |count of )?\/\S*\s+views|most (?:\/\S*\s+)?page ?views|most (?:\/\S*\s+)?pageviews|highest page[- ]?views?)\b|\b(?:viewed|visited|looked at|read|opened)\s+(?:the\s+)?most\s+pages\b|\b(?:viewed|visited|looked at|read|opened)\b.{0,40}\bthe most times\b|\b(?:largest|highest|biggest|greatest) number of (?:\S+ )?(?:page ?)?views\b/.test(text)) q.order = 'page_views';
  else if (BY_VISITORS.test(text) && subject === 'accounts') q.order = 'visitors';
  // an account's visits in a window are its page views there
  if (q.order === 'page_views' && subject === 'accounts') q.order = 'visits';
  // "visited in the last 14 days, ranked by their total visit count": the recorded count, not the window's
  // ("by there all time visit count", "by visit count (lifetime counter)", "the most visits over all the time")
  if ((q.order === 'visits' || q.order === undefined) && q.subject === 'accounts' && window && window.label !== 'all time' && /\b(?:by|on)\s+(?:the(?:ir)?\s+|there\s+)?(?:total|lifetime|all[- ]time|recorded|overall)\s+(?:visits?|visit counts?)\b|\bby (?:the(?:ir)?\s+)?visit counts?\s*\((?:lifetime|all[- ]time|total|recorded)\b|\bmost visits\s+(?:over\s+)?all(?:\s+the)?\s+time\b|\b(?:highest|largest|biggest|greatest|most|top)\s+(?:\w+\s+)?(?:total|lifetime|all[- ]time|recorded|overall)\s+(?:visits?|visit counts?)\b|\bmost visits (?:overall|ever|in total|of all time)\b|\bvisit counts?\b[^.?!]{0,30}\b(?:desc|highest first)\b|\bvisit counts?\s*(?:=|is|means)\s*(?:the\s+)?(?:all[- ]time|lifetime|total)/.test(text)) q.order = 'total_visits';
  // "most visited pages" orders pages by their views
  if (q.order === 'visits' && subject === 'page_views') q.order = 'page_views';
  if (q.order) constraints.push({ kind: 'order', value: q.order, label: `ordered by ${q.order.replace('_', ' ')}` });
  // "how many recommendations have there been in total": every status, not only the open ones
  // (the first or last one created, unless the open ones are named, is of them all)
  // ("open (not dismissed or done)" defines open: no other status is asked)
  const statusWords = text.replace(STATUS_NEGATIONS, ' ');
  // ("open recommendations (all time)": the open ones, whenever made)
  const openNamed = /\b(?:open|pending|new|active|outstanding)\b/.test(text);
  if (q.subject === 'recommendations' && (((measure === 'first' || measure === 'last') && !openNamed) || (!openNamed && /\b(?:in total|ever|all[- ]time|altogether)\b/.test(statusWords)) || /\b(?:including (?:dismissed|closed|done|accepted|snoozed)|dismissed|accepted|closed|done|open or not|whatever (?:their|the|its) status(?:es)?|any status|every status|all statuses)\b/.test(statusWords)))
    constraints.push({ kind: 'state', value: 'all', label: 'recommendations in every status (not only the open ones)' });
  // what narrows the question but was not read above is named, never dropped (cues.ts)
  constraints.push(...unreadCues(raw, text, q));
  return q;
}
