// Query-like requests in words (issue 14): power users type "count visitors | resolution_source=email_capture
// | since 2025-06-01", "max(first_seen_at) where classification = customer", "pageviews group by path,
// order by pageviews desc, limit 5". The readings understand sentences, so the query syntax is restated
// as one before they run: aggregates as measures, field names as words, pipes as spaces, ORDER BY /
// LIMIT as "by … top N". A field nothing records ("crm_stage = 'Closed Won'") stays a field name, which
// cues.ts names as not applied: never a silently broader answer. A word the question defines ("engagement
// meaning page views") is read as its definition.

import { VOCABULARY } from './lexicon.js';

const KNOWN_WORDS = new Set(VOCABULARY);

/** The read API's fields (and what people call them) as the words the readings know. */
const FIELD_WORDS: [RegExp, string][] = [
  [/\bfirst_seen(?:_at)?\b/g, 'first seen'],
  [/\blast_seen(?:_at)?\b/g, 'last seen'],
  [/\bfirst_visit(?:_at)?\b/g, 'first visit'],
  [/\blast_visit(?:_at)?\b/g, 'last visit'],
  // ("identified_at is null": not identified; "identified_at set", "is not null": identified)
  [/\b(?:(?:where|whose|with)\s+)?identified_at\s+(?:is\s+)?(?:still\s+)?(?:null|empty|unset|missing|blank)\b/g, 'who are not identified'],
  [/\b(?:(?:where|whose|with)\s+)?identified_at\s+(?:is\s+)?(?:not\s+null|set|present|filled|populated)\b/g, 'who are identified'],
  [/\bidentified_at\b/g, 'identified'],
  [/\boccurred_at\b/g, 'page view time'],
  [/\bcreated_at\b/g, 'created'],
  [/\bclass(?=\s*=)/g, 'classification'],
  [/\bintent_score\b/g, 'intent score'],
  [/\bvisit_count\b/g, 'visit count'],
  [/\bvisitor_count\b/g, 'visitor count'],
  [/\bpage_views?\b|\bpageviews?\b/g, 'page views'],
  [/\bresolution_source\b/g, 'resolution source'],
  [/\butm_source\b/g, 'utm source'],
  [/\butm_campaign\b/g, 'utm campaign'],
  [/\bcompany_domain\b/g, 'domain'],
  [/\bcompany_name\b/g, 'company'],
];

/** the time fields: "identified_at >= 2025-06-16" is "identified since 2025-06-16" */
const TIME_FIELD = '(?:first seen|last seen|first visit|last visit|identified|page view time|created)';
const DATE = "'?(\\d{4}-\\d{2}-\\d{2})'?";

function restate(s: string): string {
  let t = s;
  for (const [re, words] of FIELD_WORDS) t = t.replace(re, words);
  return (
    t
      // aggregates: "max(first seen)" → "latest first seen", "count(*)" → "count"
      .replace(/\bcount\(\s*(?:\*|distinct\s+)?\s*([\w ]*?)\s*\)/gi, (_m, f: string) => (f ? `count of ${f}` : 'count'))
      .replace(/\bmin\(\s*([\w ]+?)\s*\)/gi, 'earliest $1')
      .replace(/\bmax\(\s*([\w ]+?)\s*\)/gi, (_m, f: string) => (/^(?:intent|score|visit count|visitor count|page views)\b/i.test(f) ? `highest ${f}` : `latest ${f}`))
      .replace(/\bavg\(\s*([\w ]+?)\s*\)/gi, 'average $1')
      .replace(/\bsum\(\s*([\w ]+?)\s*\)/gi, 'sum of $1')
      // a time field compared with a date: a window
      .replace(new RegExp(`\\b(${TIME_FIELD})\\s*>=?\\s*${DATE}`, 'gi'), '$1 since $2')
      .replace(new RegExp(`\\b(${TIME_FIELD})\\s*<\\s*${DATE}`, 'gi'), '$1 before $2')
      .replace(new RegExp(`\\b(${TIME_FIELD})\\s*<=\\s*${DATE}`, 'gi'), '$1 until $2')
      .replace(new RegExp(`\\b(${TIME_FIELD})\\s+between\\s+${DATE}\\s+and\\s+${DATE}`, 'gi'), '$1 between $2 and $3')
      // an interval as a window: "in [2025-06-01, now)" since that day; "[2025-06-01, 2025-06-08)" up to the day before its end
      .replace(new RegExp(`(?:\\bin\\s+)?\\[\\s*${DATE}\\s*,\\s*(?:now(?:\\(\\))?|today|current_date)\\s*[\\])]`, 'gi'), 'since $1')
      .replace(new RegExp(`(?:\\bin\\s+)?\\[\\s*${DATE}\\s*,\\s*${DATE}\\s*([\\])])`, 'gi'), (_m, a: string, b: string, end: string) => `from ${a} to ${end === ')' ? dayBefore(b) : b}`)
      // "day >= 2025-06-01": since that day
      .replace(new RegExp(`\\b(?:day|date)\\s*>=?\\s*${DATE}`, 'gi'), 'since $1')
      // "is_bot is not true", "is_bot = false": no bots
      .replace(/(?:\b(?:with|and|where)\s+)?\bis_bot\s*(?:is\s+not\s+true|is\s+false|=\s*false|!=\s*true|<>\s*true)/gi, ', no bots,')
      // "with a visits row", "a visits row exists": they visited; "count distinct accounts": a count of the accounts
      .replace(/\b(?:with|having|that have|that has|who have|which have)\s+(?:a|an|at least one|>=\s*1|one or more)\s+(?:non-bot\s+)?visits?\s+rows?(?:\s+exists)?\b/gi, 'that visited')
      .replace(/\b(?:and\s+)?(?:a|an)\s+(?:non-bot\s+)?visits?\s+rows?\s+exists\b/gi, 'that visited')
      .replace(/\bcount\s+distinct\s+/gi, 'count ')
      // ("count of visits rows": page views; "page view time since …": the window, whose page views are the question's subject only when it says so)
      .replace(/\bvisits?\s+rows\b/gi, 'page views')
      .replace(/\bpage view time\s+(?=since\b|from\b|before\b|until\b|between\b|in the last\b)/gi, '')
      // clauses ("select count(*) from accounts")
      .replace(/^\s*select\s+/i, '')
      // (a space, not a comma: commas in a list separate requests, plan.ts)
      .replace(/\s*\|\s*/g, ' ')
      .replace(/\bgroup(?:ed)?\s+by\b/gi, 'by')
      .replace(/\border(?:ed)?\s+by\s+([\w ]+?)\s+desc(?:ending)?\b/gi, 'ranked by $1')
      .replace(/\border(?:ed)?\s+by\s+([\w ]+?)\s+asc(?:ending)?\b/gi, 'ranked by $1, lowest first')
      .replace(/\border(?:ed)?\s+by\b/gi, 'ranked by')
      .replace(/\blimit\s+(\d+)\b/gi, 'top $1')
      .replace(/\brevoked_at\s+is\s+null\b/gi, 'not revoked')
      .replace(/\brevoked_at\s+is\s+not\s+null\b/gi, 'revoked')
      .replace(/\bidentified\s*(?:!=|<>)\s*true\b|\bidentified\s*=\s*false\b/gi, 'not identified')
      // ("filter: identified = true": a filter on who is counted, as "identified visitors only" says it)
      .replace(/\bidentified\s*(?:=|==)\s*true\b|\bidentified\s*(?:!=|<>)\s*false\b/gi, 'identified visitors only')
      // ("source: the attribution (campaign) rollup": where the figure comes from, no utm source)
      .replace(/\bsource\s*:\s*(?=(?:the\s+)?(?:attribution|campaign)\b)/gi, 'from ')
      // "classification = customer", "channel=email": the value named after its field
      .replace(/\b(classification|channel|utm source|utm campaign|source|campaign|resolution source|state|status|company|domain|email|path)\s*(?:==?|:)\s*/gi, '$1 ')
  );
}

/** the day before an ISO date (an interval's open end) */
const dayBefore = (iso: string): string => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Verbatim spans (quoted values, paths, domains, emails) are kept as typed. */
const KEEP = /"[^"]*"|'[^'\n]*'|https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\/[\w\-/*.%]*/g;

/**
 * "Top five logos by engagement, engagement meaning page views": a word the question defines is read as
 * its definition where it is used ("by page views"; "most engaged" → "most page views"). Only short
 * definitions of one word; longer ones stay for the readings (and the cues) as written.
 */
export function withDefinitions(raw: string): string {
  // ("… currently open, where 'open' means new, or snoozed with the snooze period already elapsed": a word the
  // readings know, defined as they read it; a definition naming a time or a number is read as said)
  raw = raw.replace(/[,;]?\s*\b(?:where|with|and)\s+['"‘“]?([a-z]+)['"’”]?\s+(?:means|meaning|here means|is defined as)\b([^?.;]*)/gi, (clause, term: string, meaning: string) =>
    KNOWN_WORDS.has(term.toLowerCase()) && !/\d|\b(?:today|yesterday|week|month|quarter|year|days?|since|last|this|ago)\b/i.test(meaning) ? '' : clause);
  const m = /\b([a-z][a-z-]{2,30})\s*(?:=|:=|\bmeaning\b|\bmeans\b|\bhere means\b|\bi\.e\.?|\bis defined as\b)\s*([a-z][a-z ]{2,40}?)(?=\s*(?:[,;.?!)]|$|\b(?:since|in|over|during|for|this|last|from|by|of|on|at|with)\b))/i.exec(raw);
  if (!m) return raw;
  const [clause, term, meaning] = [m[0], m[1]!.toLowerCase(), m[2]!.trim()];
  // (a word the readings know keeps its own reading: "new = first visit this week" is read as new)
  if (KNOWN_WORDS.has(term) || meaning.split(/\s+/).length > 4 || /^(?:the|a|an|all|every|any|not|no)$/i.test(meaning)) return raw;
  // used as a ranking: "by engagement", "most engaged visitors" ("engagement" is also said "engaged")
  const stem = term.endsWith('ment') ? term.slice(0, -4) : term;
  const said = `(?:${term}|${stem}${stem.endsWith('e') ? 'd' : 'ed'})`;
  const rest = raw.slice(0, m.index) + raw.slice(m.index + clause.length);
  const by = new RegExp(`\\bby (?:their |the |its )?${said}\\b`, 'gi');
  const most = new RegExp(`\\b(most|least) ${said}(?:\\s+(visitors|people|accounts|companies|logos|leads|customers|competitors|prospects))?\\b`, 'gi');
  if (!by.test(rest) && !most.test(rest)) return raw;
  return rest.replace(by, `by ${meaning}`).replace(most, (_u, which: string, who?: string) => `${who ? `${who} ` : ''}with the ${which} ${meaning}`).replace(/\s+/g, ' ').trim();
}

/**
 * One key and value of a request written as JSON or key=value ({"window":"last_week","bots":false},
 * scope=visitors sort=intent_score desc limit=3) in words; a key no read knows is said as what the rows
 * do ("keeps_bees": true → "who keeps bees"), for the word checks to name.
 */
function pairInWords(key: string, value: unknown): string {
  const k = key.toLowerCase();
  const v = typeof value === 'string' ? value.replace(/_/g, ' ') : value;
  const words = k.replace(/_/g, ' ');
  if (/^(?:window|period|range|time|timeframe|when)$/.test(k)) return String(v);
  if (/^(?:since|from|start|after)$/.test(k)) return `since ${v}`;
  if (/^(?:until|to|end|before)$/.test(k)) return `until ${v}`;
  if (/^(?:bots|include_bots|is_bot)$/.test(k)) return v === false || v === 'false' || v === 'excluded' ? 'no bots' : `bots ${v}`;
  if (/^(?:exclude_bots|bots_excluded)$/.test(k)) return v === true || v === 'true' ? 'no bots' : '';
  if (COUNTED_KEYS.test(k) || k === 'output') return String(v);
  if (k === 'path') return `page ${value}`;
  if (/^(?:path_prefix|prefix)$/.test(k)) return `pages under ${value}`;
  if (/^(?:intent|intent_score|score)$/.test(k)) return `intent score ${v}`;
  if (/^(?:visit_count|visits|visit_count_all_time)$/.test(k)) return `all-time visit count ${v}`;
  if (/^(?:method|resolution_source|identification_source|source_of_identification)$/.test(k)) return v === 'any' ? 'by any method' : `identified by ${v}`;
  if (k === 'identified') return v === true || v === 'true' ? 'identified visitors only' : v === false || v === 'false' ? 'not identified' : '';
  if (/^(?:sort|order|order_by|sort_by|rank_by)$/.test(k)) return `ranked by ${String(v).replace(/\bdesc\b/i, '').trim()}`;
  if (/^(?:limit|top|n)$/.test(k)) return `top ${v}`;
  if (k === 'group_by') return `by ${v}`;
  if (/^(?:rollup|source_of_truth|table|dataset)$/.test(k)) return /attribution|campaign/i.test(String(v)) ? 'from the attribution rollup' : `from ${v}`;
  if (/^(?:classification|class|channel|source|utm_source|campaign|utm_campaign|company|company_name|domain|company_domain|email|state|status)$/.test(k)) return `${words} ${value}`;
  if (/^(?:filter|where|condition)$/.test(k)) return `where ${v}`;
  if (v === true || v === 'true') return `who ${words}`;
  if (v === false || v === 'false') return `who not ${words}`;
  return `who ${words} ${v}`;
}
const JSON_OBJECT = /\{[^{}]*"[^{}]*\}/g;
const KEY_VALUE = /(?<![\w.:/-])([a-z][a-z_]*)=("[^"]*"|[^\s,;|]+)(?:\s*[;,|])?/gi;
function fromPairs(raw: string): string {
  raw = raw.replace(JSON_OBJECT, (obj) => {
    try {
      return ` ${Object.entries(JSON.parse(obj) as Record<string, unknown>).map(([k, v]) => inWords(k, v)).join('')}. `;
    } catch {
      return obj;
    }
  });
  // key=value with no spaces, two or more of them ("scope=visitors window=yesterday"): the same ("from=a to=b": one window)
  raw = raw.replace(/(?<![\w.:/-])from=(\S+)\s+to=(\S+)/gi, 'from $1 to $2');
  if ((raw.match(KEY_VALUE) ?? []).length >= 2) raw = raw.replace(KEY_VALUE, (_m, k: string, v: string) => inWords(k, v.replace(/^"|"$/g, '')));
  return raw;
}
/** the keys that say what is counted ("metric=count subject=accounts") */
const COUNTED_KEYS = /^(?:metric|measure|scope|subject|entity|object|what)$/i;
/** a pair in words, then a comma; what is counted runs on into what follows ("metric=count subject=accounts" → "count accounts …") */
function inWords(key: string, value: unknown): string {
  const w = pairInWords(key, value);
  if (!w) return '';
  return COUNTED_KEYS.test(key) ? ` ${w} ` : ` ${w}, `;
}

/** The question with its query syntax restated in words; a sentence comes back unchanged. */
export function fromQuerySyntax(raw: string): string {
  if (!/[|=<>()_[]|\b(?:group|order)\s+by\b|\blimit\s+\d/i.test(raw)) return raw;
  raw = fromPairs(raw);
  let out = '';
  let last = 0;
  // "path like '/blog/%'": the pages under /blog/ (a pattern the page reading knows)
  raw = raw.replace(/\b(?:path|page|url)?\s*like\s+'(\/[^'%\s]*)%'/gi, (_m, p: string) => `path ${p}*`);
  // a table's name before its field ("visitors.visit_count", "attribution_daily.sessions") is no domain; the rollup's table is the attribution rollup
  raw = raw.replace(/\b(?:visitors|accounts|visits|page_views|raw_events|attribution_daily)\.(?=[a-z_]+\b)/gi, '').replace(/\battribution_daily\b/gi, 'the attribution rollup');
  // ("2025-06-18T00:00Z": the day; an hour of midnight says no more)
  raw = raw.replace(/\b(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.000)?)?Z?\b/g, '$1');
  // ("definition: one visitor's page views split wherever the gap exceeds 30 minutes, …": the sessions every read
  // counts, said again; another gap stays, for the readings to name as not applied)
  raw = raw.replace(/\bdefinition\s*:\s*[^;]*\b(?:30|thirty)[- ]?min(?:ute)?s?\b[^;]*(?:;|$)/gi, (m) => (/\b(?:gap|split|inactiv\w*|idle|break)\b/i.test(m) ? '' : m));
  // ("channel = 'organic_search'", "resolution_source = 'ip_table'": a value the readings know, its quotes SQL's, not a name's)
  raw = raw.replace(/\b(classification|channel|utm_source|utm_medium|utm_campaign|source|campaign|resolution_source|state|status)\s*(?:==?|:|\bis\b)\s*'([a-z0-9_-]+)'/gi, '$1 = $2');
  // ("identified_at >= now() - interval '7 days'": the last 7 days; its quotes are no verbatim value)
  raw = raw.replace(/\s*>=?\s*(?:now\(\)|current_date)\s*-\s*interval\s*'(\d+)\s*(day|week|month)s?'/gi, (_m, n: string, unit: string) => ` in the last ${n} ${unit}s`);
  for (const m of raw.matchAll(KEEP)) {
    out += restate(raw.slice(last, m.index));
    out += m[0];
    last = m.index! + m[0].length;
  }
  return out + restate(raw.slice(last));
}
