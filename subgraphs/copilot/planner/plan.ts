// The deterministic planner: question → refusal, honest answer, clarification or up to four calls.
import type { PlanDraft, PlannedCall, PlannerInput, TimeWindow } from '../catalogue/types.js';
import { isCausalQuestion, CAUSAL_REFUSAL } from '../runtime/refusals.js';
import { normalize, VERBATIM, withoutBotRemarks } from './normalize.js';
import { parseWindow } from './time.js';
import * as x from './extract.js';
import { scoreIntents, type Signals, type Scored } from './intents.js';
import { buildArgs, accountMentions, type ArgContext } from './args/index.js';
import { CAPABILITIES, isOffTopic, isPrediction, notRecorded, notRecordedText, OUT_OF_SCOPE, PREDICTION_REFUSAL, unavailableFeature } from './scope.js';
import type { KnownNames } from './workspace.js';
import { TOOL_LABELS } from './labels.js';
import type { ImplementedTool } from '../tools/index.js';
import { questionWindow, readQuery, type Query } from './query.js';
import { escapeRe } from './reading/words.js';
import { unknownWordCues } from './reading/unknownWords.js';
import { route, SUBJECT_READS } from './route.js';
import { isApplied, type Constraint } from '../catalogue/applied.js';
import { causalImpactArgs } from './causal.js';

export const MAX_CALLS = 4; // spec 4.3 rule 2
const CONFIDENT = 3;

interface Reading {
  raw: string;
  text: string;
  bare: string;
  scores: Scored[];
}

/** a sentence that asks to read: "how many …", "which …", "list …" (not "count the catch-all as a company too": how to count) */
const ASKS_TO_READ = /^(?:so,?\s+|ok,?\s+|and\s+|but\s+)?(?:(?:in|during|for|since|over|between|from|across)\s+[^,?]{1,40},\s+)?(?:how (?:many|much|often)|what(?:'s| is| was| are| were)? (?:the )?(?:total|number|count|share|percentage|average|sum)|which|when (?:did|was|were)|who (?:visited|came|was|were)|list|count(?![^.?!]{0,60}\bas (?:a|an|one|1)\b)|give me|show me)\b/i;
/** a statement of the asker's own ("we pay for a g2 listing and i'm deciding whether to renew it.") */
const STATEMENT = /^(?:we|i|i'm|i've|we're|we've|our|my|it|this|that|there|they)\b[^?]*[.!]$/i;
/** why the asker asks, said before a colon ("before i pay her another invoice: of all the people …") */
const WHY_LEAD_IN = /(?:^|(?<=[.!?]\s))(?:before|because|since|as|so that)\s+(?:i|we)\b[^:.?!]{0,60}:/g;
/** what would make a statement a request to change something */
const ACTION_WORDS = /\b(?:upgrade|checkout|check out|buy|subscribe|purchase|pay for|pay|cancel|invite|remove|delete|snooze|dismiss|connect|run|send|push|sync|create|rename)\b/gi;
/** any statement in brackets ("(i was told … please count that as one account)", "(that exact path)"): it picks no tool */
const BRACKETED_STATEMENT = /\((?:she|he|we|i|they|it|this|that|my|our|her|his|their)\b[^()]*\)/g;
/**
 * A remark in brackets ("(she is matching it against the agency invoice.)", "(she is checking how many
 * are first-timers)"): says why, asks for nothing, so it is no part of the question; one that says what
 * to count ("(i mean …)", "(we only count …)", "(she includes …)") is.
 */
const BRACKETED_REMARK = /\((?:she|he|we|i|they)(?:'s|'re|'m)?\s+(?!(?:only\s+|also\s+|just\s+)?(?:mean|means|meant|count|counts|counted|include|includes|exclude|excludes|want|wants|need|needs|ask|asks|asked|say|says|define|defines|call|calls|treat|treats|care|cares|only|do not|don't|does not|doesn't|was told|were told|have been told|heard)\b)[^()]*\)/gi;

/**
 * A statement of the asker's own before a sentence that asks to read is context, not a request ("we
 * pay for a g2 listing and i'm deciding whether to renew it. in may, how many attributed sessions …"
 * asks for no checkout): `replace` says what becomes of it (its action words are not scored as a
 * request, and it is no part of its own; its other words stay: "our engineers use access tokens. how
 * many of those exist" asks about the tokens).
 */
function withContext(text: string, replace: (sentence: string) => string): string {
  const { sentences, asking } = askingSentence(text);
  if (asking < 0) return text;
  return sentences.map((t, i) => (i < asking && STATEMENT.test(t) ? replace(t) : t)).join(' ');
}

/** the sentences of `text`, and which of them (after the first) is the first to ask to read (-1: none) */
function askingSentence(text: string): { sentences: string[]; asking: number } {
  const sentences = text.split(/(?<=[.!?])\s+/);
  return { sentences, asking: sentences.findIndex((t, i) => i > 0 && ASKS_TO_READ.test(t)) };
}

/** the asking sentence refers back to what a statement before it said ("… access tokens. how many of those exist", "… suggested actions. how many are still outstanding") */
const REFERS_BACK = /\b(?:those|these|them|they|their|it|its|he|she|his|her|that one|this one|such|same)\b|\bhow many\s+(?:are|were|is|was|have|has|had|do|does|did)\b/i;

function read(question: string, names: KnownNames): Reading {
  // a statement of the asker's own that the question does not refer back to is no part of it ("our whole
  // business is turning anonymous traffic into names. how many visitors have we identified today")
  const { sentences, asking } = askingSentence(question);
  if (asking > 0 && !sentences.slice(asking).some((t) => REFERS_BACK.test(t))) question = withContext(question, () => ' ');
  const n = normalize(question.replace(BRACKETED_REMARK, ' '));
  // verbatim spans are arguments: hide them from the intent cues (one space apart, so multi-word cues still match)
  const bare = n.text
    .replace(VERBATIM, (m) => (m.startsWith('"') || m.startsWith("'") ? ' QUOTED ' : m.includes('@') ? ' EMAIL ' : /^https?:/i.test(m) ? ' URL ' : m.startsWith('/') ? ' PATH ' : ' DOMAIN '))
    .replace(/\((?:the\s+)?exact\s+(?:path|page|url)(?:\s+only)?\)/g, ' ')
    // ("visitors (people with at least one page view)": who is counted, not page views)
    .replace(/\b(?:with|having|had|has|have)\s+(?:had\s+)?(?:at least one|an?|any|one or more)\s+page ?views?\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const c: ArgContext = { raw: n.raw, text: n.text, names, window: null };
  const signals: Signals = {
    text: withContext(bare, (t) => t.replace(ACTION_WORDS, ' ')).replace(BRACKETED_STATEMENT, ' '),
    hasEmail: x.emails(n.raw).length > 0,
    hasUrl: x.urls(n.raw).length > 0,
    hasDomain: x.domains(n.raw).length > 0 || x.mentionsPersonal(n.text),
    hasPath: x.paths(n.raw).length > 0,
    hasQuoted: x.quoted(n.raw).length > 0,
    known: {
      rules: !!x.knownName(n.raw, names.rules),
      keys: !!x.knownName(n.raw, names.keys),
      destinations: !!x.knownName(n.raw, names.destinations),
      conversations: !!x.knownName(n.raw, names.conversations),
      subjects: !!x.knownName(n.raw, names.subjects),
      facts: !!x.knownName(n.raw, names.facts),
      accounts: (accountMentions(c).domains.length > 0 || !!accountMentions(c).ambiguous) && x.domains(n.raw).length === 0,
    },
  };
  return { raw: n.raw, text: n.text, bare, scores: scoreIntents(signals) };
}

const SUBSUMES: [ImplementedTool, ImplementedTool][] = [
  ['visitor_journey', 'journey_paths'],
  ['get_account', 'search_accounts'],
  ['dry_run_sync_rule', 'sync_rules'],
  ['get_conversation', 'list_conversations'],
  // verifying the pixel checks that it is live first
  ['verify_pixel', 'workspace_setup'],
];

const SPLIT = /\s*(?:[;?&]|,?\s+\b(?:and also|and then|as well as|and|also|plus)\b)\s+/;
/**
 * "webhooks, api keys and alert destinations": commas separate requests only in a list that ends with
 * "and" ("of all identified visitors, all time, how many …" is one request with an aside)
 */
const LIST_COMMA = /,(?=(?:[^,]*,)*[^,]*(?:\b(?:and|plus)\b|\s&\s))/g;

const draft = (d: PlanDraft): PlanDraft => d;

const IMPERATIVE_CHANGE = /^(?:please\s+|can you\s+|could you\s+)?(?:set|change|update|raise|lower|bump|increase|decrease|rename|delete|remove|pause|disable|enable|activate|resume|turn|switch|revoke|mark|move)\b/;
/** "can you book a meeting", "write me an email": a request to do something, not a question about data */
const ASKS_TO_DO = /^(?:please\s+|pls\s+|can you\s+|could you\s+|would you\s+)?(?:book|schedule|send|call|write|draft|arrange|email(?![- _]?captur)|phone(?!\s+(?:nos?\b|numbers?\b|#))|text|post|tweet)\b/;
const WHAT_TO_CHANGE =
  'What should I change? Name the record (a sync rule, an alert destination, a webhook URL, an API key or an account domain) and the new value, e.g. "set the minimum intent of Hot leads to 80".';

export function planQuestion(input: PlannerInput, names: KnownNames): PlanDraft {
  const question = input.question.trim();
  const available = new Map<string, PlannerInput["tools"][number]>(input.tools.map((t) => [t.name, t]));
  const whole = read(question, names);
  const t = whole.bare;

  if (/^(?:hi|hello|hey|thanks|thank you|help|what can you do\??|yo|ok|okay)[!. ]*$/i.test(question))
    return draft({ type: 'answer', question_kind: 'descriptive', reasoning: 'greeting or help request', text: CAPABILITIES });
  // what a price change did: the one question of cause the data can answer (causal_impact)
  const causal = available.has('causal_impact') ? causalImpactArgs(question) : null;
  if (causal) return finish([{ tool: 'causal_impact', arguments: causal }], available, 'the effect of a price change: causal_impact');
  // names (a rule called "Hot leads to Klaviyo") and quoted text are not claims of cause
  if (isCausalQuestion(stripNames(question, names)))
    return draft({ type: 'refusal', question_kind: 'descriptive', reasoning: 'causal question: refused by rule', text: CAUSAL_REFUSAL });
  // declined, not answered: nothing this service records can support a reply (spec 2.7's refusal)
  if (isOffTopic(t) && whole.scores[0]!.score < 4)
    return draft({ type: 'refusal', question_kind: 'descriptive', reasoning: 'out of scope', text: OUT_OF_SCOPE });
  // data the service does not record, and the future: declined, never answered from the nearest read
  // (a question about data, not an instruction, and not a record's name: "the Teams deals alerts")
  // ("crm_stage", "nps_score": a field's words)
  const plain = normalize(stripNames(question, names).replace(/#[\w-]+/g, ' ')).text.replace(/(?<=[a-z])_(?=[a-z])/g, ' ');
  const missingData = IMPERATIVE_CHANGE.test(t) || ASKS_TO_DO.test(t) ? null : notRecorded(plain);
  if (missingData) return draft({ type: 'refusal', question_kind: 'descriptive', reasoning: `not recorded: ${missingData}`, text: notRecordedText(missingData) });
  if (isPrediction(t)) return draft({ type: 'refusal', question_kind: 'descriptive', reasoning: 'a prediction', text: PREDICTION_REFUSAL });
  // a sequence of named pages ("/pricing then /signup") is a page funnel, not commerce
  // (the asker's own statements and a "before I pay her another invoice:" are context, not requests)
  const unavailable = unavailableFeature(withContext(t, () => ' ').replace(WHY_LEAD_IN, ' '), whole.scores[0]!.score >= 4.5 || x.paths(whole.raw).length >= 2, new Set(available.keys()));
  if (unavailable)
    return draft({ type: 'answer', question_kind: /commerce/.test(unavailable.feature) ? 'descriptive' : 'action', reasoning: `${unavailable.feature} is not available yet`, text: unavailable.text });

  let reading = whole;
  // a reply to a clarification, or a short follow-up that says nothing on its own ("and for x@y.com?"):
  // read it together with the previous question
  const prev = input.history.at(-1);
  const weak = whole.scores[0]!.score < CONFIDENT;
  const short = question.split(/\s+/).length <= 4;
  if (prev && ((prev.calls.length === 0 && (weak || short)) || (weak && short))) {
    const clarified = prev.calls.length === 0 && (prev.kind ? prev.kind === 'clarification' : !prev.answer);
    const merged = read(`${prev.question} ${question}`, names);
    if (merged.scores[0]!.score >= CONFIDENT && (weak || merged.scores[0]!.tool === whole.scores[0]!.tool || clarified)) reading = merged;
  }
  const window = questionWindow(reading.raw, reading.text, input.now, names.campaigns);
  const ctx = (raw: string, text: string): ArgContext => ({ raw, text, names, window, now: input.now });

  // several requests in one question: each part must stand on its own
  // "…this month? names pls", "… - how many": how to answer the question, not a second one
  // ("between 26 May and 1 June" is one window, not two requests; a bracket is one remark)
  const parts = withContext(reading.raw, () => ' ').replace(/\([^()]*\)/g, (m) => m.replace(/[;?&,]|\band\b/g, ' ')).replace(/\b(between\s+[^?;,]{1,24}?)\s+and\s+/gi, '$1 until ').replace(LIST_COMMA, ' and ').split(SPLIT).filter((p) => p.trim().length > 2 && !HOW_TO_ANSWER.test(p) && !DEFINITION.test(p) && !INCLUDED_REMARK.test(p) && !isAside(p));
  // a list of values ("/docs and /demo", "acme.com and globex.com") is not a second request
  const plainWords = (p: string) => p.replace(VERBATIM, ' ').split(/\s+/).filter((w) => /^[a-z]{2,}$/i.test(w)).length;
  const comparing = readQuery(reading.raw, reading.text, window, names).measure === 'compare';
  // ("… and had an organic search page view", "…, from competitor companies, visited this month": one request)
  const continues = (p: string) => /^\s*(?:please\s+)?(?:rank|sort|order)\s+(?:them|these|those)\b/i.test(p) || /^\s*(?:and\s+)?(?:had|has|have|was|were|is|are|did|does|do|viewed|visited|came|with|who|whose|that|which|what|from|at|on|in|only|just|but|whenever|by|ranked|sorted|ordered|they|them|those|these|their|its?|of|across|among|over|during|within|for|since|between|made|created|identified|seen|where|when|a|an|any)\b/i.test(p);
  if (parts.length > 1 && parts.every((p) => plainWords(p) >= 1) && !parts.slice(1).some(continues) && !comparing) {
    const planned = parts.map((p) => ({ part: p, r: read(p, names) }));
    const tools = planned.map((p) => p.r.scores[0]!);
    // a specific tool answers what its general sibling would ("whose journey? … sam@x.io")
    for (const [specific, general] of SUBSUMES)
      if (tools.some((s) => s.tool === specific)) for (const s of tools) if (s.tool === general) s.tool = specific;
    // ("Who are our most frequent visitors at the account level? Top 5 accounts by …": two sentences that
    // the same read answers are one request, restated)
    const readings = planned.map(({ part, r }) => {
      const w = parseWindow(part, input.now) ?? window;
      const query = withUnknownWords(readQuery(part, r.text, w, names), r.text, names);
      return { w, query, tool: route(r.scores[0]!.tool, query, r.text, x.emails(part).length > 0) };
    });
    const distinct = new Set(tools.map((s) => s.tool));
    if (tools.every((s) => s.score >= CONFIDENT) && distinct.size === tools.length && new Set(readings.map((p) => p.tool)).size === readings.length && tools.length <= MAX_CALLS) {
      const calls: PlannedCall[] = [];
      for (const [i, { part, r }] of planned.entries()) {
        const { w, query, tool } = readings[i]!;
        const built = buildArgs(tool, { ...ctx(part, r.text), window: w, query });
        if ('clarify' in built) return clarification(tool, built.clarify, available);
        const call = { tool, arguments: built.calls[0]! };
        const declined = unapplied([call], query);
        if (declined) return declined;
        calls.push(call);
      }
      return finish(calls, available, `several requests: ${calls.map((c) => c.tool).join(', ')}`);
    }
  }

  let [best, second] = reading.scores;
  // an instruction to change something that names nothing recognisable: ask what, rather than decline
  if (best && best.score < CONFIDENT && best.score >= 1.5 && available.get(best.tool)?.kind === 'change' && IMPERATIVE_CHANGE.test(t))
    return draft({ type: 'clarification', question_kind: 'action', reasoning: `an instruction without a record to apply it to (closest: ${best.tool})`, text: WHAT_TO_CHANGE });
  const query = withUnknownWords(withNamedAccounts(readQuery(reading.raw, reading.text, window, names), ctx(reading.raw, reading.text)), reading.text.replace(CURIOSITY, ' '), names);
  // the words name no tool, but the query names a subject one read measures ("sessions yesterday?")
  // accounts and visitors only when a measure is asked ("average competitor intent"): a bare mention names no question
  const oneVisitor = x.emails(reading.raw).length === 1 && (query.measure === 'last' || query.measure === 'first') ? 'visitor_journey' : undefined;
  // (a list of accounts or visitors narrowed by something — "leads today" — is a question too)
  const narrowed = query.constraints.some((c) => c.kind !== 'measure' && c.kind !== 'cue');
  const bySubject = oneVisitor ?? ((query.subject === 'accounts' || query.subject === 'visitors') && ['list', 'compare', 'first', 'last'].includes(query.measure) && !narrowed ? undefined : SUBJECT_READS[query.subject]);
  if ((!best || best.score < CONFIDENT) && bySubject && available.has(bySubject) && !IMPERATIVE_CHANGE.test(t)) {
    reading = { ...reading, scores: [{ tool: bySubject, score: CONFIDENT }, ...reading.scores] };
    [best, second] = reading.scores;
  }
  if (!best || best.score < CONFIDENT) {
    // what no read answers is declined with what can be asked instead, never answered from the nearest read
    return draft({ type: 'refusal', question_kind: 'descriptive', reasoning: 'no tool matches the question', text: OUT_OF_SCOPE });
  }
  const hasEmail = x.emails(reading.raw).length > 0;
  const tool = route(best.tool, query, reading.text, hasEmail);
  // a measure no tool computes (a comparison of two windows) is named whichever tool would be picked
  if (query.measure === 'compare' && DATA_READS.has(tool)) {
    // a comparison of two windows: the same read once per window, each applying every other constraint
    const two = twoWindows(reading.raw, input.now) ?? twoWindows(reading.text, input.now);
    if (!two) return unapplied([{ tool, arguments: {} }], query)!;
    const calls: PlannedCall[] = [];
    for (const w of two) {
      const q = withUnknownWords(readQuery(reading.raw, reading.text, w, names), reading.text, names);
      q.measure = 'count';
      q.constraints = q.constraints.filter((c) => !(c.kind === 'measure' && c.value === 'compare'));
      const built = buildArgs(tool, { ...ctx(reading.raw, reading.text), window: w, query: q });
      if ('clarify' in built) return clarification(tool, built.clarify, available);
      const call = { tool, arguments: built.calls[0]! };
      const declined = unapplied([call], q);
      if (declined) return declined;
      calls.push(call);
    }
    return finish(calls, available, `a comparison of two windows (${two.map((w) => w.label).join(' vs ')}): ${tool} per window`);
  }
  // two readings that the query sends to the same tool are one reading; of two, the one whose
  // arguments apply every constraint of the question is the question's
  let tied = !!second && second.score === best.score && !!TOOL_LABELS[best.tool] && !!TOOL_LABELS[second.tool] && route(second.tool, query, reading.text, hasEmail) !== tool;
  let chosen = tool;
  if (tied) {
    const fits = (t: ImplementedTool) => {
      const b = buildArgs(t, { ...ctx(reading.raw, reading.text), query });
      return !('clarify' in b) && !unapplied(b.calls.map((a) => ({ tool: t, arguments: a })), query);
    };
    const other = route(second!.tool, query, reading.text, hasEmail);
    const [a, b] = [fits(tool), fits(other)];
    if (a !== b) {
      tied = false;
      chosen = a ? tool : other;
    } else if (a && b && bySubject && [tool, other].some((t) => t === bySubject || t === route(bySubject, query, reading.text, hasEmail))) {
      // both apply every constraint: the read of the question's subject answers it
      tied = false;
      chosen = [tool, other].find((t) => t === bySubject) ?? route(bySubject, query, reading.text, hasEmail);
    } else if (a && b && query.subject === 'accounts' && COMMERCE_READS.has(tool) !== COMMERCE_READS.has(other)) {
      // "returning customer accounts": the companies (accounts), not the store's buyers
      tied = false;
      chosen = COMMERCE_READS.has(tool) ? other : tool;
    }
  }
  if (tied)
    return draft({
      type: 'clarification',
      question_kind: 'descriptive',
      reasoning: `two equally likely readings: ${best.tool}, ${second.tool}`,
      text: `Do you mean ${TOOL_LABELS[best.tool]}, or ${TOOL_LABELS[second.tool]}?`,
    });
  const built = buildArgs(chosen, { ...ctx(reading.raw, reading.text), query });
  if ('clarify' in built) return clarification(chosen, built.clarify, available);
  // a fifth account would be dropped without a word: ask for fewer instead (spec 4.3 rule 2)
  if (built.calls.length > MAX_CALLS)
    return draft({ type: 'clarification', question_kind: 'descriptive', reasoning: `${built.calls.length} calls asked, at most ${MAX_CALLS}`, text: `That needs ${built.calls.length} lookups and I make at most ${MAX_CALLS} per question. Ask about up to ${MAX_CALLS} at a time.` });
  const calls = built.calls.map((a) => ({ tool: chosen, arguments: a }));
  const declined = unapplied(calls, query);
  if (declined) return declined;
  const moved = chosen === best.tool ? '' : `, answered by ${chosen} (its arguments apply the question's constraints)`;
  return finish(calls, available, `question reads as ${best.tool} (score ${best.score})${moved}`);
}

/**
 * Companies named by name ("Blue Harbor Logistics sessions") narrow the question like a domain does:
 * a constraint the read applies with its `domain`, or names in a refusal — never silently dropped.
 */
function withNamedAccounts(q: Query, c: ArgContext): Query {
  const named = accountMentions(c);
  // a name several accounts share ("Dunder") is asked about, never answered for all of them
  if (named.ambiguous) q.constraints.push({ kind: 'cue', value: `account:${named.ambiguous.join('|')}`, label: `the company name (it could be ${named.ambiguous.slice(0, 4).join(', ')}${named.ambiguous.length > 4 ? ', …' : ''}; give the domain)` });
  for (const d of named.domains)
    if (!q.constraints.some((k) => k.kind === 'domain' && k.value === d)) q.constraints.push({ kind: 'domain', value: d, label: `account ${d}` });
  // a person named by email narrows the read the same way ("sessions of sam@acme.io")
  for (const e of x.emails(c.raw)) if (!q.constraints.some((k) => k.kind === 'email' && k.value === e)) q.constraints.push({ kind: 'email', value: e, label: `visitor ${e}` });
  return q;
}

/** Words no reading applies ("visitors from bavaria", "german companies on /pricing"): asked about, never dropped. */
function withUnknownWords(q: Query, text: string, names: KnownNames): Query {
  const own = [...recordNames(names), ...names.webhooks, ...names.campaigns, ...names.pages, ...names.accounts.flatMap((a) => [a.name ?? '', a.domain])];
  q.constraints.push(...unknownWordCues(text.replace(VERBATIM, ' _ '), own, !!q.order));
  return q;
}

/** Reads over the store's orders (commerce), not the workspace's accounts. */
const COMMERCE_READS = new Set<string>(['revenue_and_aov', 'aov_decomposition', 'product_performance', 'customer_counts', 'page_to_product_attribution', 'price_history', 'membership_conversion_paths']);

/** Reads over workspace data: each constraint the question sets must be applied by their arguments. */
const DATA_READS = new Set<string>([
  'search_accounts', 'get_account', 'search_visitors', 'visitor_journey', 'journey_paths', 'attribution_overview',
  'identification_status', 'visiting_accounts', 'page_funnel', 'data_coverage', 'open_recommendations',
  'revenue_and_aov', 'aov_decomposition', 'product_performance', 'customer_counts', 'page_to_product_attribution', 'price_history',
  'membership_conversion_paths', 'list_api_keys', 'list_webhooks',
]);

/**
 * The trust rule (issue 14 rule 2): a constraint of the question that the planned calls do not apply
 * is named in a refusal, never dropped (an answer without it would answer a broader question).
 */
function unapplied(calls: PlannedCall[], q: Query): PlanDraft | null {
  const reads = calls.filter((c) => DATA_READS.has(c.tool));
  if (!reads.length) return null;
  // one call per named account or person: each is applied by its own call
  const applied = (c: Constraint) => {
    const by = (call: PlannedCall) => isApplied(call.tool, call.arguments, c);
    return c.kind === 'domain' || c.kind === 'email' ? reads.some(by) : reads.every(by);
  };
  // "ever", "all time": no narrowing, so a read of everything that exists applies it
  const everything = (c: Constraint) => c.kind === 'window' && c.label === 'all time';
  const missing = q.constraints.filter((c) => !everything(c) && !applied(c));
  if (!missing.length) return null;
  const tool = reads[0]!.tool as ImplementedTool;
  const unread = missing.filter((m) => m.kind === 'cue');
  if (unread.length) {
    const named = listed(unread.map((m) => m.label));
    return draft({
      type: 'clarification',
      question_kind: 'descriptive',
      reasoning: `not read as a constraint: ${unread.map((m) => m.value).join(', ')}`,
      text: `I'm not sure how to apply ${named} to this question, and answering without ${unread.length === 1 ? 'it' : 'them'} would answer a broader question than yours, so I won't guess. Could you rephrase that part? For example: "accounts with intent at least 80", "visits from linkedin in the last 7 days", "visitors who viewed /pricing this month".`,
    });
  }
  const names = listed(missing.map((m) => m.label));
  return draft({
    type: 'refusal',
    question_kind: 'descriptive',
    reasoning: `${tool} cannot apply: ${missing.map((m) => `${m.kind}=${m.value}`).join(', ')}`,
    text: `I can't answer that exactly: ${TOOL_LABELS[tool] ?? tool} cannot be narrowed by ${names}, and answering without ${missing.length === 1 ? 'it' : 'them'} would answer a broader question than yours. Ask without ${missing.length === 1 ? 'that part' : 'those parts'}, or about something I can filter that way.`,
  });
}

const listed = (names: string[]): string => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** "new = first visit this week", "returning means first seen before": what a word of the question means, not a second request */
const DEFINITION = /^\s*\(?\s*(?:where\s+|with\s+|and\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}\s*(?:=|:=|\bmeans?\b|\bis defined as\b|\bhere means\b|\bi\.e\.)\s*\S/i;
const HOW_TO_ANSWER = /^\s*(?:add (?:them |it )?up(?: their [\w ]+)?|(?:just |only )?(?:the )?names?(?: only)?|list(?: them| it| the (?:people|names|companies|accounts))?|how many|a count|count|numbers?(?: for both)?|(?:as a )?(?:%|percent(?:age)?)|when|what time|pls|please|thanks?|thx|ty)(?:,?\s*(?:pls|please|thanks?|all[- ]time|ever|in total|overall))*\s*[?.!]*\s*$/i;

/** "… I'm curious how early people get going": why the asker asks, no request of its own ("I'm curious how many …" is one) */
const CURIOSITY = /(?<=^|[.?!;]\s*)(?:i'?m|i am|just|was)\s+(?:just\s+)?(?:curious|wondering|interested)\b(?![^.?!;]*\b(?:how (?:many|much|often)|which|who|what|when|whether|if)\b)[^.?!;]*/gi;
/** "… want to know before I ping their champion", "so we can plan the call": why the asker asks, no request */
const PURPOSE_PART = /^\s*(?:(?:i|we)\s+)?(?:want|need|would like|'d like|wanna)\s+to\s+know\s+(?:before|because|since|as|so)\b|^\s*(?:so|because|before|since)\s+(?:i|we)\b/i;
/** remarks on who is counted: "Not counting bots.", "(… all lumped into one account called 'personal'; please count that as one account too)" */
// ("… and the personal one where all the gmail type people get lumped together counts as one company")
const withoutCountedRemarks = (part: string) =>
  x.withoutPersonalRemark(withoutBotRemarks(part).replace(/\([^()]*\)/g, (m) => (x.withoutPersonalRemark(m) !== m ? ' ' : m))).replace(/\b(?:and|oh|also|plus|so|um|uh|like|just|only|the|but|please|pls|real (?:traffic|people|persons|visitors|humans))\b/g, ' ');
/** what the asker already did ("we marked umbrella logistics as excluded, but …"): context, no request to do it */
const DONE_PART = /^\s*(?:we|i)\s+(?:already\s+|just\s+|recently\s+)?(?:marked|classified|reclassified|flagged|tagged|labell?ed|moved|excluded|paused|deleted|removed|created|added|changed|set)\b/i;
const isAside = (part: string) => {
  if (PURPOSE_PART.test(part) || DONE_PART.test(part) || part.trim().replace(CURIOSITY, '').replace(/[\s.?!]/g, '') === '') return true;
  // ("(the `personal` row … counts as one account.) just the number": a remark, then how to answer)
  const rest = withoutCountedRemarks(part).replace(/[()`'"]/g, ' ').replace(/\s+/g, ' ').trim();
  return rest.replace(/[\s.?!;,]/g, '') === '' || (rest !== part.trim() && HOW_TO_ANSWER.test(rest));
};

/** "…, also the personal mailbox ones", "and the personal account too": who is counted, not a second request */
const INCLUDED_REMARK = /^\s*(?:the\s+|our\s+)?(?:personal|private|consumer)(?:[\s-]+(?:mailbox(?:es)?|e-?mails?|account|bucket|consumer))*(?:\s+(?:ones?|people|persons|visitors|accounts?|contacts))?(?:\s+(?:included|too|also|as well|counts?(?:\s+(?:too|also|as well))?|(?:can|may|could) be (?:one of them|included|in (?:it|the list|the ranking))))?\s*[?.!)]*\s*$/i;

const COMPARED = [/\bcompared? (?:to|with)\b/i, /\brelative to\b/i, /\bversus\b/i, /\bvs\.?(?=\s)/i, /\bagainst\b/i, /\bnext to\b/i, /\balongside\b/i, /\bthan\b/i, /\bwith\b/i, /\band\b/i, /\bto\b/i];
/** "the prior week's", "the one before": the period just before the first window */
const BEFORE = /\b(?:prior|preceding|previous|(?:day|week|month|one|period) before)\b/i;
/** "this week compared with last week", "today vs yesterday", "between A and B with C to D": two windows, in the order asked */
function twoWindows(raw: string, now: Date): [TimeWindow, TimeWindow] | null {
  // every occurrence: "between 2 and 8 June, and … last week" splits at its second "and"
  for (const sep of COMPARED) for (const m of raw.matchAll(new RegExp(sep.source, 'gi'))) {
    const a = parseWindow(raw.slice(0, m.index), now);
    // ("… than yesterday? today first": the second window ends the question)
    // ("… this week (last week first)": a bracket says how to answer, not a third window)
    // (", this week first" at the end says the order, too)
    const rest = raw.slice(m.index + m[0].length).split('?')[0]!.replace(/\([^)]*\bfirst\b[^)]*\)/g, ' ').replace(/,\s*[^,]{0,25}\bfirst\s*[.!]*\s*$/i, ' ');
    // ("… vs the week before": the period before the first, never a date chrono-node reads into it)
    if (a && BEFORE.test(rest)) return [a, periodBefore(a)];
    const b = parseWindow(rest, now);
    if (a && b && (a.from !== b.from || a.to !== b.to)) return [a, b];
  }
  return null;
}

/** The period of the same length just before `w`: the calendar week or month before a calendar one. */
function periodBefore(w: TimeWindow): TimeWindow {
  const from = new Date(w.from);
  const to = new Date(w.to);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  if (/^(?:last|this) month$|^[a-z]+ \d{4}$/.test(w.label)) {
    const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - 1, 1));
    return { from: start.toISOString(), to: from.toISOString(), label: `${day(start)} to ${day(new Date(from.getTime() - 86_400_000))}` };
  }
  // a calendar week (this week runs to now, but the week before it is whole)
  const span = /^(?:last|this) week$/.test(w.label) ? 7 * 86_400_000 : to.getTime() - from.getTime();
  const start = new Date(from.getTime() - span);
  return { from: start.toISOString(), to: from.toISOString(), label: `${day(start)} to ${day(new Date(from.getTime() - 1))}` };
}

function clarification(tool: string, text: string, available: Map<string, { kind: string }>): PlanDraft {
  const def = available.get(tool);
  if (!def) return unavailableTool(tool);
  return { type: 'clarification', question_kind: def.kind === 'change' ? 'action' : 'descriptive', reasoning: `${tool} needs more detail`, text };
}

function unavailableTool(tool: string): PlanDraft {
  return {
    type: 'answer',
    question_kind: 'action',
    reasoning: `${tool} is not available to this caller`,
    text: 'That would change your workspace, which is outside what can be done here: with an API key the copilot is read-only. Sign in to the dashboard to make changes, or ask me a question about your data.',
  };
}

function finish(calls: PlannedCall[], available: Map<string, { kind: string }>, reasoning: string): PlanDraft {
  const missing = calls.find((c) => !available.has(c.tool));
  if (missing) return unavailableTool(missing.tool);
  const action = calls.some((c) => available.get(c.tool)!.kind === 'change');
  return { type: 'calls', question_kind: action ? 'action' : 'descriptive', reasoning, calls: calls.slice(0, MAX_CALLS) };
}

/** The names the workspace gave its own records (rules, keys, destinations, conversations, facts, recommendations' subjects). */
const recordNames = (names: KnownNames): string[] => [...names.rules, ...names.keys, ...names.destinations, ...names.conversations, ...names.facts, ...names.subjects];

function stripNames(q: string, names: KnownNames): string {
  let out = q.replace(/"[^"]*"|“[^”]*”/g, ' ');
  for (const n of recordNames(names))
    if (n.length > 2) out = out.split(new RegExp(escapeRe(n), 'ig')).join(' ');
  return out;
}
