// Per-tool argument builders. Each returns the arguments it could read from the question, or the
// clarification to ask when a required one is missing or two readings are equally likely.
import type { ImplementedTool } from '../tools/index.js';
import type { TimeWindow } from '../catalogue/types.js';
import * as x from './extract.js';
import { ALL_TIME_FROM } from './time.js';
import type { KnownNames } from './workspace.js';
import { isEnglish } from './normalize.js';
import { IDENTIFYING, type Query } from './query.js';
import { LIST_MAX } from '../tools/shared/listLimit.js';

export interface ArgContext {
  /** question with smart quotes normalised, original case */
  raw: string;
  /** normalised lower-case text, verbatim spans intact */
  text: string;
  names: KnownNames;
  window: TimeWindow | null;
  /** the query read from the question (planner/query.ts): what the read builders apply */
  query?: Query;
  now?: Date;
}

/** The intent range asked for, as min/max arguments ("exactly 100" → 100..100). */
function intentArgs(c: ArgContext, a: Record<string, unknown>, maxAllowed: boolean): void {
  const r = c.query?.intent;
  if (c.query && !r) return; // the query read no intent bound ("at least 5 visits" is not one)
  if (!r) {
    const floor = x.intentFloor(c.text);
    if (floor !== undefined) a.min_intent = floor;
    return;
  }
  if (r.min !== undefined) a.min_intent = r.min;
  if (r.max !== undefined && maxAllowed) a.max_intent = r.max;
}

/**
 * "which customers…", "companies on the site yesterday", "known people who hit /demo": every match is
 * asked for, so as many rows as a list read returns. A ranking without a number ("top accounts",
 * "the hottest leads") is the tool's default few.
 */
const RANKS = /\b(?:top|best|hottest|warmest|coldest|highest|lowest|most|least|biggest|largest|strongest|fewest|ranked|rank)\b/;
const asksForAll = (c: ArgContext) =>
  c.query?.measure === 'list' && c.query.limit === undefined && (!RANKS.test(c.text) || /^(?:which|who|list|show|display|find|get|give me (?:all|the|every))\b|\b(?:all|every)\s+(?:the\s+)?\w+/.test(c.text));
const ALL_ROWS = LIST_MAX;

export { ALL_TIME_FROM };
/** A question that names no window asks about everything recorded, said as "all time" (issue 14: a default window is a narrower question). */
const allTime = (c: ArgContext) => (c.now ? { from: ALL_TIME_FROM, to: new Date(c.now.getTime() + 1).toISOString(), label: 'all time' } : undefined);

export type Built = { calls: Record<string, unknown>[] } | { clarify: string };

const one = (args: Record<string, unknown>): Built => ({ calls: [args] });
const ask = (clarify: string): Built => ({ clarify });
const list = (names: string[]) => (names.length ? ` Existing: ${names.slice(0, 8).map((n) => `"${n}"`).join(', ')}.` : '');

const COMMON = new Set(['team', 'rule', 'rules', 'page', 'pages', 'alert', 'alerts', 'test', 'demo', 'data', 'shop', 'home', 'news', 'blog', 'mail', 'email', 'info', 'help', 'plan']);

/** Account mentions: explicit domains, "personal", or an exact account name / domain label. */
export function accountMentions(c: ArgContext): { domains: string[]; ambiguous?: string[] } {
  const explicit = x.domains(c.raw);
  if (explicit.length) return { domains: explicit };
  if (x.mentionsPersonal(c.text)) return { domains: ['personal'] };
  const lower = ` ${c.text.replace(/[^a-z0-9.\- ]/g, ' ')} `;
  const byTerm = new Map<string, Set<string>>();
  for (const a of c.names.accounts) {
    const label = a.domain.split('.')[0]!;
    for (const term of [a.name?.toLowerCase(), label.length >= 4 && !COMMON.has(label) ? label : undefined]) {
      if (!term || term.length < 3) continue;
      if (lower.includes(` ${term} `) || lower.includes(` ${term}'`)) {
        if (!byTerm.has(term)) byTerm.set(term, new Set());
        byTerm.get(term)!.add(a.domain);
      }
    }
  }
  const sets = [...byTerm.values()];
  if (sets.length === 0) return namePrefixMentions(c);
  const ambiguous = sets.find((s) => s.size > 1);
  if (ambiguous) return { domains: [], ambiguous: [...ambiguous] };
  return { domains: [...new Set(sets.flatMap((s) => [...s]))] };
}

/**
 * The leading word of company names ("Dunder" for Dunder Logistics and Dunder Labs): one account
 * when only one name starts with it, ambiguous when several do. A common English word counts only
 * when written with a capital inside the sentence ("how is Black doing", not "black accounts").
 * (compromise's lexicon is small, so a rarer word like "umbrella" counts in lower case too.)
 */
function namePrefixMentions(c: ArgContext): { domains: string[]; ambiguous?: string[] } {
  const words = c.raw.split(/[^A-Za-z0-9'-]+/).filter(Boolean);
  const said = new Map<string, boolean>(); // lower-case word → written capitalised after the first word
  words.forEach((w, i) => {
    const k = w.toLowerCase().replace(/'s$/, '');
    said.set(k, (said.get(k) ?? false) || (i > 0 && /^[A-Z]/.test(w)));
  });
  const byWord = new Map<string, Set<string>>();
  for (const a of c.names.accounts) {
    const first = a.name?.split(/\s+/)[0]?.toLowerCase();
    if (!first || first.length < 4 || COMMON.has(first) || a.name!.trim().toLowerCase() === first || !said.has(first)) continue;
    if (isEnglish(first) && !said.get(first)) continue;
    if (!byWord.has(first)) byWord.set(first, new Set());
    byWord.get(first)!.add(a.domain);
  }
  const sets = [...byWord.values()];
  if (sets.length === 0) return { domains: [] };
  const ambiguous = sets.find((s) => s.size > 1);
  if (ambiguous) return { domains: [], ambiguous: [...ambiguous] };
  return { domains: [...new Set(sets.flatMap((s) => [...s]))] };
}

/** A record named in the question: quoted, a known name, "named X", or "the X <noun>". */
function nameOf(c: ArgContext, known: string[], noun: RegExp): string | undefined {
  return x.quoted(c.raw)[0] ?? x.knownName(c.raw, known) ?? x.calledName(c.raw) ?? x.nameBefore(c.raw, noun);
}

/** A new record's name: quoted, "named/called X", or "for X" / "X key". */
function newName(c: ArgContext, noun: RegExp): string | undefined {
  const q = x.quoted(c.raw)[0] ?? x.calledName(c.raw);
  if (q) return q;
  const forWhat = c.raw.match(/\bfor\s+(?:the\s+|our\s+|my\s+)?([\w#.-]+(?:\s+[\w#.-]+){0,2}?)(?:\s+(?:with|that|to|which|integration|export|access)\b|[?.!,]|$)/i);
  if (forWhat && !/^(?:read|copilot|leads?|customers?|competitors?|contacts?|intent|people|visitors?)$/i.test(forWhat[1]!)) return forWhat[1];
  return x.nameBefore(c.raw, noun);
}

const RULE = /sync rules?|rules?|syncs?|automations?/;
const KEY_NOUN = /api keys?|keys?|tokens?/;
const DEST = /alert destinations?|destinations?|alerts?|channels?/;

function whichAccount(candidates: string[]): { clarify: string } {
  const shown = candidates.slice(0, 6);
  const more = candidates.length - shown.length;
  const listed = more > 0 ? `${shown.join(', ')} or one of ${more} more` : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
  return { clarify: `Which account do you mean: ${listed}? Give its company domain.` };
}

function accountArgs(c: ArgContext, what: string): Built | string[] {
  const m = accountMentions(c);
  if (m.ambiguous) return whichAccount(m.ambiguous);
  if (m.domains.length === 0) return ask(`Which account ${what}? Give its company domain, e.g. acme.com.`);
  return m.domains; // more than four: the planner asks for fewer (plan.ts)
}

/** The one account a read over many is narrowed to ("page views by Acme"): its domain, none, or a question (an ambiguous name). */
function narrowedAccount(c: ArgContext): { domain?: string } | { clarify: string } {
  const m = accountMentions(c);
  if (m.ambiguous) return whichAccount(m.ambiguous);
  return m.domains.length === 1 ? { domain: m.domains[0] } : {};
}

/**
 * What a share is of: of the filters a read applies, the one the question names last ("what share of
 * this week's accounts are leads": classification; "of the customers who visited, what share looked at
 * /pricing": page). The denominator is the same rows without it.
 */
function sharePart(c: ArgContext, a: Record<string, unknown>, parts: string[]): string | undefined {
  const last = (re: RegExp) => Math.max(-1, ...[...c.text.matchAll(re)].map((m) => m.index!));
  const value = (k: string) => (typeof a[k] === 'string' ? Math.max(c.text.lastIndexOf(String(a[k]).replace(/_/g, ' ')), c.text.lastIndexOf(String(a[k]))) : -1);
  const at: Record<string, number> = {
    classification: a.classification ? last(/\b(?:leads?|customers?|competitors?|excluded)\b/g) : -1,
    page: a.page ? last(/\/[\w*/-]*|\bpages?\b/g) : -1,
    returning: a.returning !== undefined ? last(/\b(?:came back|come back|returning|returned|been here before|visited (?:us )?before|new|first[- ]time\w*|first seen)\b/g) : -1,
    identified: a.identified !== undefined ? last(/\b(?:identified|known|anonymous|unidentified)\b/g) : -1,
    channel: a.channel ? Math.max(value('channel'), last(/\b(?:via|from|through|came)\b/g)) : -1,
    source: a.source ? value('source') : -1,
    campaign: a.campaign ? value('campaign') : -1,
  };
  const named = parts.filter((p) => at[p]! >= 0).sort((x, y) => at[y]! - at[x]!);
  // "percent of competitors among accounts with a pricing page view": the classification named first is the part
  if (named.includes('classification') && /\b(?:percent(?:age)?|share|proportion|fraction|%)\s+of\s+(?:the\s+)?(?:leads?|customers?|competitors?|excluded)\s+(?:among|amongst|of|in|out of)\b/.test(c.text)) return 'classification';
  return named[0];
}

/** Tools without a builder take no arguments. */
const windowOnly = (c: ArgContext): Built => one(c.window ? { window: c.window } : {});

export const BUILDERS: Partial<Record<ImplementedTool, (c: ArgContext) => Built>> = {
  search_accounts(c) {
    const a: Record<string, unknown> = {};
    const cls = x.classification(c.text);
    if (cls && !/\bleads?\b/.test(c.text.replace(/\b(?:hot|warm|top|best) leads\b/, ''))) a.classification = cls;
    else if (cls && cls !== 'lead') a.classification = cls;
    else if (/\b(?:classified as|marked as|only|just)\s+leads?\b/.test(c.text)) a.classification = 'lead';
    // the query's reading ("our leads") wins: the trust rule checks the call against it
    if (c.query?.classification) a.classification = c.query.classification;
    intentArgs(c, a, true);
    const q = c.query;
    if (q?.measure === 'average' || q?.measure === 'sum' || q?.measure === 'share') a.measure = q.measure;
    // "when was the newest lead first spotted": the first-seen times of the matching accounts
    if (q?.measure === 'first' || q?.measure === 'last') a.measure = 'first_seen';
    if (q?.field && q.field !== 'intent_score') a.field = q.field;
    if (q?.constraints.some((k) => k.kind === 'measure' && k.value === 'share:classification')) a.share_of = 'classification';
    if (q?.minVisits !== undefined) a.min_visits = q.minVisits;
    const maxVisits = q?.constraints.find((k) => k.kind === 'visits_max');
    if (maxVisits) a.max_visits = Number(maxVisits.value.replace('total:', ''));
    if (q?.order === 'visits' || q?.order === 'visitors') a.order_by = q.order;
    const lim = q?.limit ?? x.limit(c.text);
    if (lim) a.limit = lim;
    else if (asksForAll(c)) a.limit = ALL_ROWS;
    return one(a);
  },
  visiting_accounts(c) {
    const q = c.query;
    const a: Record<string, unknown> = {};
    if (c.window) a.window = c.window;
    else if (c.now) a.window = allTime(c);
    if (q?.page) a.page = q.page;
    if (q?.classification) a.classification = q.classification;
    intentArgs(c, a, true);
    if (q?.returning !== undefined) a.returning = q.returning;
    const maxVisits = q?.constraints.find((k) => k.kind === 'visits_max');
    if (q?.visitsTotal) {
      if (q.minVisits !== undefined) a.min_total_visits = q.minVisits;
      if (maxVisits) a.max_total_visits = Number(maxVisits.value.replace('total:', ''));
    } else if (q?.minVisits !== undefined) a.min_visits = q.minVisits;
    for (const k of q?.constraints ?? []) if (k.kind === 'channel' || k.kind === 'source' || k.kind === 'campaign') a[k.kind] = k.value;
    if (q?.measure === 'average') a.measure = 'average';
    // "avg headcount per company active in june": the accounts' recorded visitor counts (said in the
    // answer); visits per account in a window are not their all-time visit counts, so those stay unapplied
    if (q?.measure === 'average' && (q.field === 'visitor_count' || q.field === 'page_views')) a.field = q.field;
    if (q?.measure === 'share') {
      const part = sharePart(c, a, ['classification', 'page', 'returning', 'channel', 'source', 'campaign']);
      if (part) Object.assign(a, { measure: 'share', share_part: part });
    }
    if (q?.order === 'recency' || q?.order === 'visits' || q?.order === 'visitors') a.order_by = q.order;
    else if (/\b(?:top|hottest|highest|warmest|by intent|most (?:engaged|interested))\b/.test(c.text)) a.order_by = 'intent';
    const lim = q?.limit ?? x.limit(c.text);
    if (lim) a.limit = lim;
    else if (asksForAll(c)) a.limit = ALL_ROWS;
    return one(a);
  },
  page_funnel(c) {
    const q = c.query;
    const a: Record<string, unknown> = {};
    if (c.window) a.window = c.window;
    else if (c.now) a.window = allTime(c);
    if (q?.pages.length) a.pages = q.pages.slice(0, 6);
    if (q?.subject === 'sessions') a.unit = 'sessions';
    if (q?.subject === 'sessions' || (q?.pages.length ?? 0) <= 1) {
      // page views or sessions narrowed by whose they are: a classification's, an account's ("page views
      // by acme.com"), one person's, the identified or anonymous visitors'
      if (q?.classification) a.classification = q.classification;
      const acct = narrowedAccount(c);
      if ('clarify' in acct) return acct;
      if (acct.domain) a.domain = acct.domain;
      const email = x.emails(c.raw);
      if (email.length === 1) a.email = email[0];
      if (q?.identified !== undefined) a.identified = q.identified;
      const src = q?.constraints.find((k) => k.kind === 'identification_source');
      if (src) a.resolution_source = src.value;
      // and per page by where they came from
      if (q?.subject !== 'sessions') for (const k of q?.constraints ?? []) if (k.kind === 'channel' || k.kind === 'source' || k.kind === 'campaign') a[k.kind] = k.value;
    }
    if (/\b(?:per|each|by|a) day\b|\bdaily\b|\bday by day\b/.test(c.text)) a.group_by = 'day';
    const group = q?.constraints.find((k) => k.kind === 'group');
    if (group) a.group_by = group.value;
    const lim = q?.limit ?? x.limit(c.text.replace(/\bpages\b/g, 'accounts'));
    if (lim) a.limit = lim;
    return one(a);
  },
  open_recommendations(c) {
    // "how many recommendations in total, whatever their status": every status
    return one(c.query?.constraints.some((k) => k.kind === 'state' && k.value === 'all') ? { state: 'all' } : {});
  },
  data_coverage(c) {
    return one(c.window ? { window: c.window } : {});
  },
  get_account(c) {
    const d = accountArgs(c, 'should I look up');
    return Array.isArray(d) ? { calls: d.map((domain) => ({ domain })) } : d;
  },
  search_visitors(c) {
    const a: Record<string, unknown> = {};
    const cls = x.classification(c.text.replace(/\b(?:hot|warm|top|best) leads\b/, ''));
    if (cls && !/\bprospects?\b/.test(c.text)) a.classification = cls;
    intentArgs(c, a, true);
    const acct = narrowedAccount(c);
    if ('clarify' in acct) return acct;
    if (acct.domain) a.domain = acct.domain;
    if (/\b(?:not (?:been |yet )?contacted|uncontacted|haven'?t (?:been )?(?:contacted|reached)|never contacted|no one has contacted|not reached out)\b/.test(c.text)) a.contacted = false;
    else if (/\b(?:already contacted|were contacted|been contacted|we contacted|we'?ve contacted)\b/.test(c.text)) a.contacted = true;
    const q = c.query;
    const src = q?.constraints.find((k) => k.kind === 'identification_source');
    if (q?.subject === 'identifications') {
      // who was identified: in the window asked, by the source asked
      if (c.window) a.identified_in = c.window;
      a.identified = true;
    } else if (c.window) a.window = c.window;
    // "ip-matched visitors who came in may": visitors identified by that source
    if (src) {
      a.resolution_source = src.value;
      a.identified = true;
    }
    if (c.query?.page && c.query.pages.length === 1) a.page = c.query.page;
    for (const k of ['channel', 'source', 'campaign'] as const) {
      const v = q?.constraints.find((x) => x.kind === k);
      if (v) a[k] = v.value;
    }
    // who viewed a page or came by a channel: in the window asked (for the identified, the window they
    // were identified in too), else everything recorded
    if (!a.window && (a.page || a.channel || a.source || a.campaign)) a.window = c.window ?? allTime(c);
    if (q?.minVisits !== undefined) a.min_visits = q.minVisits;
    const maxVisits = q?.constraints.find((k) => k.kind === 'visits_max');
    if (maxVisits) a.max_visits = Number(maxVisits.value.replace('total:', ''));
    if (q?.identified !== undefined) a.identified = q.identified;
    if (q?.returning !== undefined && c.window) a.returning = q.returning;
    if (q?.measure === 'average' || (q?.measure === 'sum' && q.field === 'visit_count')) a.measure = q.measure;
    // "what percent of all our visitors were resolved through the ip table": of every visitor
    if (q?.measure === 'share' && src && q.subject === 'visitors') Object.assign(a, { measure: 'share', share_part: 'resolution_source' });
    // "what share of last week's visitors were returning / came from paid search": of the visitors in the window
    else if (q?.measure === 'share') {
      const part = sharePart(c, a, ['returning', 'identified', 'page', 'channel', 'source', 'campaign']);
      if (part) Object.assign(a, { measure: 'share', share_part: part });
    }
    if ((q?.measure === 'average' || q?.measure === 'sum') && q.field === 'visit_count') a.field = 'visit_count';
    if (q?.order === 'visits') a.order_by = 'visits';
    // "when did we first unmask someone from apple.com": the identification times of those visitors
    if ((q?.measure === 'first' || q?.measure === 'last') && (q.subject === 'identifications' || IDENTIFYING.test(c.text))) Object.assign(a, { measure: 'identified_at', identified: true });
    const lim = q?.limit ?? x.limit(c.text);
    if (lim) a.limit = lim;
    else if (asksForAll(c)) a.limit = ALL_ROWS;
    return one(a);
  },
  visitor_journey(c) {
    const e = x.emails(c.raw);
    if (!e.length) return ask('Whose journey should I show? Give the visitor\'s email address.');
    return { calls: e.slice(0, 4).map((email) => ({ email })) };
  },
  journey_paths(c) {
    const a: Record<string, unknown> = {};
    const p = x.paths(c.raw)[0];
    if (p) a.through = p;
    else {
      const page = c.text.match(/\b(?:through|via|visit(?:ed|ing)?|hit|reach(?:ed)?|include|including|land on)\s+(?:the\s+)?([a-z-]+)\s+page\b/);
      if (page) a.through = `/${page[1]}`;
    }
    if (c.window) a.window = c.window;
    const lim = x.limit(c.text);
    if (lim) a.limit = lim;
    return one(a);
  },
  attribution_overview(c) {
    const a: Record<string, unknown> = {};
    // the dimension ranked ("top 3 channels", "which 2 sources") wins over one merely mentioned ("campaign traffic")
    const ranked = c.text.match(/\b(?:top|which|what|best|by|per|rank)\s+(?:\d+\s+|[a-z]+\s+)?(channel|source|campaign)s?\b/)?.[1];
    if (ranked) a.group_by = ranked;
    else if (/\bcampaigns?\b/.test(c.text)) a.group_by = 'campaign';
    else if (/\b(?:sources?|utm_source|referrers?)\b/.test(c.text) && !/\bchannels?\b/.test(c.text)) a.group_by = 'source';
    // the dimension a named value belongs to ("from google", "the abm-q3 campaign", "via email")
    const named = c.query?.constraints.filter((k) => k.kind === 'campaign' || k.kind === 'source' || k.kind === 'channel') ?? [];
    if (named.length === 1) a.group_by = named[0]!.kind;
    if (c.query?.limit) a.limit = c.query.limit;
    // a question that names no window is asked of all time (definitions.ts), as for every read
    if (c.window) a.window = c.window;
    else if (c.now) a.window = allTime(c);
    return one(a);
  },
  identification_status(c) {
    if (c.window) return one({ window: c.window });
    // "how many did we identify", "when did we first identify someone" name no window: all of them,
    // said as such (not the tool's 7-day default, which stays for "how is identification going")
    if (c.now && ['count', 'share', 'first', 'last'].includes(c.query?.measure ?? '')) return one({ window: allTime(c) });
    return one({});
  },
  // commerce reads (#17): the window the question names, else the tool's published default, said in the answer
  revenue_and_aov: windowOnly,
  aov_decomposition: windowOnly,
  product_performance: windowOnly,
  customer_counts: windowOnly,
  page_to_product_attribution(c) {
    const a: Record<string, unknown> = {};
    const path = x.paths(c.raw)[0] ?? (/\bblog\b/.test(c.text) ? '/blog' : /\bdocs?\b|\bdocumentation\b/.test(c.text) ? '/docs' : /\bpricing\b/.test(c.text) ? '/pricing' : undefined);
    if (path) a.path = path;
    if (c.window) a.window = c.window;
    return one(a);
  },
  membership_conversion_paths(c) {
    const a: Record<string, unknown> = {};
    const path = x.paths(c.raw)[0];
    if (path) a.path = path;
    if (c.window) a.window = c.window;
    if (/\b(?:who|which people|list|names?|emails?)\b/.test(c.text)) a.show = 'people';
    return one(a);
  },
  price_history(c) {
    const product = x.quoted(c.raw)[0] ?? c.raw.match(/\bprices? (?:history )?(?:of|for|on) (?:the |our )?([^?.!,;]+?)\s*(?:[?.!,;]|$)/i)?.[1]?.trim();
    return one(product ? { product } : {});
  },
  list_webhooks(c) {
    const st = c.text.match(/\b(enabled|disabled|active|inactive|paused|live|switched on|turned on|switched off|turned off|off)\b/)?.[1];
    if (!st || /\benabled or (?:not|disabled)\b|\bdisabled or enabled\b|\ball\b|\bin total\b/.test(c.text)) return one({});
    return one({ state: /^(?:enabled|active|live|switched on|turned on)$/.test(st) ? 'enabled' : 'disabled' });
  },
  list_api_keys(c) {
    // "keys that are not revoked", "non-revoked", "active keys": the default (active only)
    const active = /\b(?:not (?:yet |been |yet been )?revoked|non-?revoked|unrevoked|still active|active)\b/.test(c.text) && !/\b(?:and|or) (?:the )?revoked\b|\bincluding\b/.test(c.text);
    return one(!active && /\b(?:revoked|old|all|including|inactive)\b/.test(c.text) ? { include_revoked: true } : {});
  },
  get_conversation(c) {
    const n = x.quoted(c.raw)[0] ?? x.knownName(c.raw, c.names.conversations) ?? x.calledName(c.raw);
    if (!n) return ask(`Which conversation? Give its title.${list(c.names.conversations)}`);
    return one({ conversation: n });
  },
  dry_run_sync_rule(c) {
    const rule = nameOf(c, c.names.rules, RULE);
    if (!rule) return ask(`Which sync rule should I preview?${list(c.names.rules)}`);
    return one({ rule });
  },
  // ── changes ──
  classify_account(c) {
    const cls = x.classification(c.text);
    const d = accountArgs(c, 'should I classify');
    if (!Array.isArray(d)) return d;
    if (!cls) return ask(`What should ${d.join(', ')} be classified as: lead, customer, competitor or excluded?`);
    return { calls: d.map((domain) => ({ domain, classification: cls })) };
  },
  set_visitor_contacted(c) {
    const e = x.emails(c.raw);
    if (!e.length) return ask('Which visitor? Give their email address.');
    const undo = /\b(?:not contacted|uncontacted|unmark|clear|undo|remove the contacted|haven'?t|wasn'?t|was not|have not)\b/.test(c.text);
    return { calls: e.slice(0, 4).map((email) => ({ email, contacted: !undo })) };
  },
  set_recommendation_status(c) {
    const status = x.recommendationStatus(c.text);
    const subject = x.quoted(c.raw)[0] ?? x.knownName(c.raw, c.names.subjects) ?? x.domains(c.raw)[0];
    if (!subject) return ask(`Which recommendation? Name its subject.${list(c.names.subjects)}`);
    if (!status) return ask(`What should happen to the recommendation about "${subject}": snooze, dismiss, mark done, or reopen?`);
    const a: Record<string, unknown> = { subject, status };
    const days = x.snoozeDays(c.text);
    if (status === 'snoozed' && days) a.snooze_days = days;
    return one(a);
  },
  update_enrichment_config(c) {
    const p = x.paths(c.raw);
    const vendor = c.raw.match(/\bvendor\s+(?:to\s+)?["']?([\w.-]+)["']?/i)?.[1] ?? c.raw.match(/\b(?:use|switch to)\s+([A-Z][\w.-]+)\b/)?.[1];
    if (/\b(?:turn off|disable|stop|switch off|pause)\b/.test(c.text) && !p.length) return one({ page_patterns: [] });
    if (!p.length && !vendor) return ask('What should enrichment use: which page patterns (e.g. /pricing) or which vendor?');
    const a: Record<string, unknown> = {};
    if (p.length) a.page_patterns = p;
    if (vendor) a.vendor = vendor;
    return one(a);
  },
  create_sync_rule(c) {
    const name = newName(c, RULE);
    if (!name) return ask('What should the new sync rule be called?');
    const a: Record<string, unknown> = { name };
    const floor = x.intentFloor(c.text);
    if (floor !== undefined) a.min_intent = floor;
    const cls = x.classification(c.text.replace(/\bhot leads\b/, ''));
    if (cls && !x.quoted(c.raw).some((q) => x.classification(q.toLowerCase()) === cls)) a.classification = cls;
    return one(a);
  },
  update_sync_rule(c) {
    const rule = x.quoted(c.raw)[0] ?? x.knownName(c.raw, c.names.rules) ?? x.nameBefore(c.raw, RULE);
    if (!rule) return ask(`Which sync rule should I change?${list(c.names.rules)}`);
    const a: Record<string, unknown> = { rule };
    const rename = x.quoted(c.raw)[1] ?? c.raw.match(/\b(?:rename(?:d)?|call it|name it)\b.*?\bto\s+["']?([^"'?.!]+)["']?\s*[?.!]?$/i)?.[1]?.trim();
    if (rename && /\brename|call it|name it|new name\b/i.test(c.raw)) a.name = rename;
    const floor = x.intentFloor(c.text) ?? Number(c.text.match(/\b(?:to|at)\s+(\d{1,3})\b/)?.[1] ?? NaN);
    if (Number.isFinite(floor) && floor >= 0 && floor <= 100) a.min_intent = floor;
    const cls = x.classification(c.text.replace(rule.toLowerCase(), ''));
    if (cls && /\bonly|limit|restrict|classification\b/.test(c.text)) a.classification = cls;
    if (Object.keys(a).length === 1) return ask(`What should change on sync rule "${rule}": its name, minimum intent, classification or list?`);
    return one(a);
  },
  run_sync_rule(c) {
    const rule = nameOf(c, c.names.rules, RULE);
    if (!rule) return ask(`Which sync rule should I run?${list(c.names.rules)}`);
    return one({ rule });
  },
  test_alert_destination(c) {
    const destination = nameOf(c, c.names.destinations, DEST) ?? c.raw.match(/(#[\w-]+)/)?.[1];
    if (!destination) return ask(`Which alert destination should I send a test message to?${list(c.names.destinations)}`);
    return one({ destination });
  },
  invite_team_member(c) {
    const email = x.emails(c.raw)[0];
    if (!email) return ask('Who should I invite? Give their email address.');
    // roles from the raw text: the typo corrector may pluralise them ("an admin" → "an admins")
    return one({ email, role: /\bowners?\b/i.test(c.raw) ? 'owner' : /\badmins?\b/i.test(c.raw) ? 'admin' : 'member' });
  },
  update_team_member(c) {
    const email = x.emails(c.raw)[0];
    const role = /\bowners?\b/i.test(c.raw) ? 'owner' : /\badmins?\b/i.test(c.raw) ? 'admin' : /\bmembers?\b/i.test(c.raw) ? 'member' : null;
    if (!email) return ask("Whose role should change? Give the member's email address.");
    if (!role) return ask(`What role should ${email} have: admin or member?`);
    return one({ email, role });
  },
  remove_team_member(c) {
    const email = x.emails(c.raw)[0];
    return email ? one({ email }) : ask("Who should I remove? Give the member's email address.");
  },
  cancel_invitation(c) {
    const email = x.emails(c.raw)[0];
    return email ? one({ email }) : ask("Whose invitation should I cancel? Give the invitee's email address.");
  },
  start_checkout(c) {
    const plan = c.text.match(/\b(pro[ _]plus|pro\+|starter|pro|enterprise)\b/)?.[1]?.replace(/pro[ _]plus|pro\+/, 'pro_plus');
    return plan ? one({ plan }) : ask('Which plan: starter, pro, pro_plus or enterprise?');
  },
  authorize_store(c) {
    const shop = c.text.match(/\b([a-z0-9][a-z0-9-]*\.myshopify\.com)\b/)?.[1];
    return shop ? one({ shop }) : ask('Which Shopify store should I connect? Give its <name>.myshopify.com domain.');
  },
  connect_esp(c) {
    const provider = c.text.match(/\b(klaviyo|mailchimp)\b/)?.[1];
    if (!provider) return ask('Which email platform should I connect: Klaviyo or Mailchimp?');
    return one({ provider });
  },
  set_sync_rule_state(c) {
    const rule = nameOf(c, c.names.rules, RULE);
    const action = x.stateAction(c.text.replace((rule ?? '\u0000').toLowerCase(), ''));
    if (!rule) return ask(`Which sync rule?${list(c.names.rules)}`);
    if (!action) return ask(`Should I activate, pause or delete sync rule "${rule}"?`);
    return one({ rule, action });
  },
  replace_intent_pages(c) {
    const p = x.paths(c.raw);
    if (!p.length) return ask('Which pages should count as intent pages? List their paths, e.g. /pricing, /demo.');
    const weights = new Map<string, number>();
    for (const m of c.raw.matchAll(/(\/[\w\-/*.]*)\s*(?:\(|with\s+)?(?:weight|x|×|at)\s*(\d+(?:\.\d+)?)/gi)) weights.set(m[1]!, Number(m[2]));
    return one({ pages: p.map((pattern) => (weights.has(pattern) ? { pattern, score_weight: weights.get(pattern) } : { pattern })) });
  },
  create_api_key(c) {
    const name = newName(c, KEY_NOUN);
    if (!name) return ask('What should the new API key be called (for example the integration that will use it)?');
    const scopes = /\bcopilot\b/.test(c.text) ? (/\bread\b|\bboth\b/.test(c.text) ? ['read', 'copilot'] : ['copilot']) : ['read'];
    return one({ name, scopes });
  },
  revoke_api_key(c) {
    const key = nameOf(c, c.names.keys, KEY_NOUN);
    if (!key) return ask(`Which API key should I revoke?${list(c.names.keys)}`);
    return one({ key });
  },
  create_webhook(c) {
    const u = x.urls(c.raw)[0];
    if (!u) return ask('Which URL should receive the webhook events? It must be https.');
    return one({ url: u });
  },
  set_webhook_state(c) {
    const u = x.urls(c.raw)[0] ?? (c.names.webhooks.length === 1 && /\b(?:the|my|our) (?:webhook|endpoint)\b/.test(c.text) ? c.names.webhooks[0] : undefined);
    const s = x.stateAction(c.text);
    if (!u) return ask(`Which webhook endpoint? Give its URL.${list(c.names.webhooks)}`);
    if (!s) return ask(`Should I enable, disable or delete ${u}?`);
    return one({ url: u, action: s === 'activate' ? 'enable' : s === 'pause' ? 'disable' : 'delete' });
  },
  create_alert_destination(c) {
    const u = x.urls(c.raw)[0];
    const name = x.quoted(c.raw)[0] ?? x.calledName(c.raw) ?? c.raw.match(/(#[\w-]+)/)?.[1];
    if (!u) return ask('What is the incoming webhook URL of the channel to alert?');
    if (!name) return ask('What should the alert destination be called?');
    const a: Record<string, unknown> = { name, url: u };
    a.kind = /\bteams\b/.test(c.text) ? 'teams' : /\bslack\b/.test(c.text) || /hooks\.slack\.com/.test(u) ? 'slack' : 'generic';
    const floor = x.intentFloor(c.text);
    if (floor !== undefined) a.min_intent = floor;
    return one(a);
  },
  set_alert_destination_state(c) {
    const destination = nameOf(c, c.names.destinations, DEST) ?? c.raw.match(/(#[\w-]+)/)?.[1];
    const action = x.stateAction(c.text);
    if (!destination) return ask(`Which alert destination?${list(c.names.destinations)}`);
    if (!action) return ask(`Should I activate, pause or delete "${destination}"?`);
    return one({ destination, action });
  },
  claim_domain(c) {
    const d = x.domains(c.raw)[0];
    if (!d) return ask('Which domain should I claim for this workspace?');
    return one({ domain: d });
  },
  rename_conversation(c) {
    const q = x.quoted(c.raw);
    const conv = q.length >= 2 ? q[0] : x.knownName(c.raw, c.names.conversations);
    const title = q.length >= 2 ? q[1] : q[0] ?? c.raw.match(/\bto\s+(.+?)\s*[?.!]?$/i)?.[1];
    if (!conv) return ask(`Which conversation should I rename?${list(c.names.conversations)}`);
    if (!title || title === conv) return ask(`What should the new title of "${conv}" be?`);
    return one({ conversation: conv, title });
  },
  delete_conversation(c) {
    const conv = x.quoted(c.raw)[0] ?? x.knownName(c.raw, c.names.conversations);
    if (!conv) return ask(`Which conversation should I delete?${list(c.names.conversations)}`);
    return one({ conversation: conv });
  },
  forget_fact(c) {
    const f =
    x.quoted(c.raw)[0] ??
    x.knownName(c.raw, c.names.facts) ??
    c.raw.match(/\bforg\w*\s+(?:that|about|the fact that)\s+(.+?)\s*[?.!]?$/i)?.[1] ??
    c.raw.match(/\bforg\w*\s+(?:the\s+)?(.+?)\s+(?:fact|thing|one|memory)\b/i)?.[1];
    if (!f) return ask(`Which remembered fact should I forget?${list(c.names.facts)}`);
    return one({ fact: f });
  },
};

/** Tools without a builder take no arguments. */
export function buildArgs(tool: string, c: ArgContext): Built {
  const b = BUILDERS[tool as ImplementedTool];
  return b ? b(c) : one({});
}
