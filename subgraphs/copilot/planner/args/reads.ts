// Argument builders of the read tools: each applies the query read from the question (planner/
// query.ts) as the tool's arguments, so the trust rule can check every constraint against the call.
import type { ImplementedTool } from '../../tools/index.js';
import * as x from '../extract.js';
import { IDENTIFYING } from '../query.js';
import { accountArgs, narrowedAccount } from './mentions.js';
import { ROLLUP_NAMED } from '../reading/words.js';

import { allTime, ask, intentArgs, list, one, rowLimit, windowOnly, type ArgContext, type Built } from './context.js';

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
    intent: a.min_intent !== undefined || a.max_intent !== undefined ? last(/\bintent\b|\bscor\w*/g) : -1,
    channel: a.channel ? Math.max(value('channel'), last(/\b(?:via|from|through|came)\b/g)) : -1,
    source: a.source ? value('source') : -1,
    campaign: a.campaign ? value('campaign') : -1,
  };
  const named = parts.filter((p) => at[p]! >= 0).sort((x, y) => at[y]! - at[x]!);
  // "denominator: every account that visited" with two filters left: no one filter is the part
  if (named.length > 1 && /\b(?:denominator\W+(?:is\s+)?(?:every|all)|of (?:all|every) (?:the )?(?:accounts?|compan(?:y|ies)|visitors?|logos)|of the (?:accounts|visitors) on the site)\b/.test(c.text)) return undefined;
  // "percent of competitors among accounts with a pricing page view": the classification named first is the part
  if (named.includes('classification') && /\b(?:percent(?:age)?|share|proportion|fraction|%)\s+of\s+(?:the\s+)?(?:leads?|customers?|competitors?|excluded)\s+(?:among|amongst|of|in|out of)\b/.test(c.text)) return 'classification';
  return named[0];
}

/**
 * What a share of page views is of, read from the words that name its denominator ("what % of
 * customer page views were on /demo": the customers' views are the denominator, the page is the
 * part). A denominator naming no filter is every page view (no share_part); one filter left over is
 * the part; more than one left over while the denominator names some cannot be one call's share, and
 * the default (every page view) is stated in the answer.
 */
function pageViewSharePart(c: ArgContext, a: Record<string, unknown>): string | undefined {
  const t = c.text;
  const dens = [
    // "(denominator = all competitor views)", "competitor page views this month: % on /pricing"
    /\bdenominator\s*(?:=|:|is|being|of)\s*(?:the\s+|all\s+|our\s+|every\s+)*(.+?)(?:\)|,|\.|\?|$)/.exec(t)?.[1],
    /^(?:of\s+)?(?:the\s+|all\s+|our\s+)*([^:?]+?)\s*:\s*(?:what\s+)?(?:share|percent(?:age)?|proportion|%)/.exec(t)?.[1],
    /(?:\b(?:share|percent(?:age)?|proportion|fraction|ratio)|%)\s+of\s+(?:the\s+|all\s+|our\s+)*(.+?)\s+(?:were|was|are|is|came|come|went|had|have|did|do|got|landed|hit|viewed|went)\b/.exec(t)?.[1],
    /\b(?:among|out of|of all|from all)\s+(?:the\s+|our\s+)*(.+?)(?:,|\?|$|\s+(?:what|how|which))/.exec(t)?.[1],
    /^(?:of|for|from)\s+(?:the\s+|all\s+|our\s+)*(.+?),\s*(?:what|how)\b/.exec(t)?.[1],
    // "northwindlogistics.com: % of all-time page views that were direct", "Globex last 30d: /demo page views
    // as a % of all their page views": whose views, named before the colon
    ((m) => (m && /%|\b(?:share|percent(?:age)?|proportion)\b/.test(m[2]!) && /\b(?:page ?views?|pageviews?)\b/.test(m[2]!) ? `${m[1]} page views` : undefined))(/^([^:?]+?)\s*:\s*(.+)$/.exec(t)),
  ];
  const set: Record<string, boolean> = {
    page: !!a.pages, classification: !!a.classification, identified: a.identified !== undefined, domain: !!a.domain, email: !!a.email,
    resolution_source: !!a.resolution_source, channel: !!a.channel, source: !!a.source, campaign: !!a.campaign,
  };
  // the first wording of the denominator that names some filters and leaves one (a denominator said
  // again as "those visitors' page views" names nothing: the next wording is read)
  for (const den of dens) {
    if (!den || !/\b(?:page ?views?|views|hits|pageviews)\b/.test(den)) continue;
    // ("Globex Logistics's page views": the account's name, spaced)
    const squashed = den.replace(/'s\b|s'(?=\s)/g, '').replace(/[^a-z0-9]/g, '');
    const label = String(a.domain).split('.')[0]!;
    const mentions: Record<string, boolean> = {
      page: !!a.pages && (/\/[\w*/-]*/.test(den) || /\b\w+ page\b/.test(den.replace(/\bpage ?views?\b/g, ''))),
      classification: !!a.classification && /\b(?:leads?|customers?|clients?|competitors?|rivals?|excluded)\b/.test(den),
      identified: a.identified !== undefined && /\b(?:identified|known|anonymous|anon|unidentified|unknown)\b/.test(den),
      domain: !!a.domain && (den.includes(label) || squashed.includes(label)),
      email: !!a.email && den.includes(String(a.email)),
      resolution_source: !!a.resolution_source && /\b(?:asn|ip|email capture|form)/.test(den),
      channel: !!a.channel && (den.includes(String(a.channel)) || den.includes(String(a.channel).replace(/_/g, ' '))),
      source: !!a.source && den.includes(String(a.source)),
      campaign: !!a.campaign && den.includes(String(a.campaign)),
    };
    const inDen = Object.keys(set).filter((k) => set[k] && mentions[k]);
    const left = Object.keys(set).filter((k) => set[k] && !mentions[k]);
    if (inDen.length && left.length === 1) return left[0];
  }
  return undefined;
}

/** "last on the site", "last seen", "most recent time … was seen", "the last time … was on our website": an account's last-seen time */
const LAST_SEEN = /\blast (?:on (?:the |our )?(?:site|website)|seen|visited|active|came|dropped by|stopped by)\b|\b(?:showed|turned) up\b|\b(?:most recent|latest) (?:time|visit)\b|\bseen\b|\blast time\b[^?]*\bw(?:as|ere) (?:on|at) (?:the |our )?(?:site|website)\b/;

export const READ_BUILDERS: Partial<Record<ImplementedTool, (c: ArgContext) => Built>> = {
  search_accounts(c) {
    const a: Record<string, unknown> = {};
    // the query's reading ("our leads") is the question's: the trust rule checks the call against it
    const cls = c.query ? c.query.classification : x.classification(c.text);
    if (cls && (c.query || !/\bleads?\b/.test(c.text.replace(/\b(?:hot|warm|top|best) leads\b/, '')))) a.classification = cls;
    else if (cls && cls !== 'lead') a.classification = cls;
    else if (!c.query && /\b(?:classified as|marked as|only|just)\s+leads?\b/.test(c.text)) a.classification = 'lead';
    intentArgs(c, a, true);
    const q = c.query;
    if (q?.measure === 'average' || q?.measure === 'sum' || q?.measure === 'share') a.measure = q.measure;
    // "when was the newest lead first spotted": the first-seen times of the matching accounts
    // ("when was a competitor last on the site": the latest last-seen time)
    if (q?.measure === 'first' || q?.measure === 'last') a.measure = q.measure === 'last' && LAST_SEEN.test(c.text) && !/\bfirst (?:seen|spotted|appear)/.test(c.text) ? 'last_seen' : 'first_seen';
    if (q?.field && q.field !== 'intent_score') a.field = q.field;
    if (q?.constraints.some((k) => k.kind === 'measure' && k.value === 'share:classification')) a.share_of = 'classification';
    if (q?.minVisits !== undefined) a.min_visits = q.minVisits;
    const maxVisits = q?.constraints.find((k) => k.kind === 'visits_max');
    if (maxVisits) a.max_visits = Number(maxVisits.value.replace('total:', ''));
    if (q?.order === 'visits' || q?.order === 'visitors') a.order_by = q.order;
    rowLimit(c, a);
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
    // ("their average all-time visit count", "avg(visit_count)": the recorded count, said so)
    else if (q?.measure === 'average' && q.field === 'visit_count' && /\b(?:visit counts?|all[- ]time|lifetime|recorded|in total|total visits)\b/.test(c.text)) a.field = 'visit_count';
    if (q?.measure === 'share') {
      const part = sharePart(c, a, ['classification', 'page', 'returning', 'channel', 'source', 'campaign', 'intent']);
      if (part) Object.assign(a, { measure: 'share', share_part: part });
    }
    if (q?.order === 'recency' || q?.order === 'visits' || q?.order === 'visitors' || q?.order === 'total_visits') a.order_by = q.order;
    else if (/\b(?:top|hottest|highest|warmest|by intent|most (?:engaged|interested))\b/.test(c.text)) a.order_by = 'intent';
    rowLimit(c, a);
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
    if (q?.measure === 'share' && q.subject === 'page_views') {
      const part = pageViewSharePart(c, a);
      if (part) a.share_part = part;
    }
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
    const cls = c.query ? c.query.classification : x.classification(c.text.replace(/\b(?:hot|warm|top|best) leads\b/, ''));
    if (cls && (c.query || !/\bprospects?\b/.test(c.text))) a.classification = cls;
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
    if (q?.measure === 'share' && src && q.subject === 'visitors')
      Object.assign(a, { measure: 'share', share_part: 'resolution_source' }, q.constraints.some((k) => k.value === 'share:identified') ? { share_of: 'identified' } : {});
    // "what share of last week's visitors were returning / came from paid search": of the visitors in the window
    else if (q?.measure === 'share') {
      const part = sharePart(c, a, ['returning', 'identified', 'page', 'channel', 'source', 'campaign']);
      if (part) Object.assign(a, { measure: 'share', share_part: part });
    }
    if ((q?.measure === 'average' || q?.measure === 'sum') && q.field === 'visit_count') a.field = 'visit_count';
    if (q?.order === 'visits') a.order_by = 'visits';
    // "top 5 visitors by page views this week": the window's page views (all time when none is named)
    if (q?.order === 'page_views') Object.assign(a, { order_by: 'page_views', window: a.window ?? c.window ?? allTime(c) });
    // "when did we first unmask someone from apple.com": the identification times of those visitors
    if ((q?.measure === 'first' || q?.measure === 'last') && (q.subject === 'identifications' || IDENTIFYING.test(c.text))) Object.assign(a, { measure: 'identified_at', identified: true });
    rowLimit(c, a);
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
    // ("from the campaign attribution rollup", "campaign-attributed sessions": the rollup's name, no grouping asked)
    else if (/\bcampaigns?\b/.test(c.text.replace(ROLLUP_NAMED, ' '))) a.group_by = 'campaign';
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
    // "enabled + disabled", "enabled or not", "all": every endpoint
    const both = /\b(?:enabled|active|live)\b/.test(c.text) && /\b(?:disabled|inactive|paused|off)\b/.test(c.text);
    if (!st || both || /\benabled or not\b|\ball\b|\bin total\b/.test(c.text)) return one({});
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
};
