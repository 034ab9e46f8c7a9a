// The first sentence of an answer says what was asked (issue 14 rule 4): a count leads with the
// number, an average or share with the figure and its denominator, a list with how many match in all;
// the window is named, and said to be the default when the question named none. The tool's own
// paragraph (formatters.ts) follows as the evidence. Numbers are copied from the rows or coverage.
import type { ToolResult } from '../../catalogue/types.js';
import { IDENTIFYING, type Query } from '../query.js';
import { ROLLUP_NAMED } from '../reading/words.js';

type Row = Record<string, unknown>;

const s = (v: unknown): string => (v === null || v === undefined ? '—' : String(v));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "(last 7 days)" or "(last 7 days, the default window: the question named none)" */
export function windowNote(r: ToolResult, args: Row): string {
  if (!r.window) return '';
  return args.window ? ` (${r.window.label})` : ` (${r.window.label}, the default window: the question named none)`;
}

function accountFilters(args: Row): string {
  const parts: string[] = [];
  const min = args.min_intent as number | undefined;
  const max = args.max_intent as number | undefined;
  if (min !== undefined && max !== undefined) parts.push(min === max ? `an intent score of exactly ${min}` : `an intent score between ${min} and ${max}`);
  else if (min !== undefined) parts.push(`an intent score of at least ${min}`);
  else if (max !== undefined) parts.push(`an intent score of at most ${max}`);
  if (args.min_visits !== undefined && args.max_visits !== undefined) parts.push(`between ${s(args.min_visits)} and ${s(args.max_visits)} visits`);
  else if (args.min_visits !== undefined) parts.push(`at least ${s(args.min_visits)} visits`);
  else if (args.max_visits !== undefined) parts.push(`at most ${s(args.max_visits)} visits`);
  if (args.min_total_visits !== undefined) parts.push(`at least ${s(args.min_total_visits)} visits in all (all time)`);
  if (args.max_total_visits !== undefined) parts.push(`at most ${s(args.max_total_visits)} visits in all (all time)`);
  return parts.length ? ` with ${parts.join(' and ')}` : '';
}

const who = (a: Row) => s(a.company_domain);
/**
 * The first ten of a list read, then whether the rows hold more and how many the read left out. Only
 * figures the trace holds (rows returned, matching): a computed "and 65 more" would fail the numeric guard.
 */
const NAMED = 10;
function named(rows: Row[], f: (r: Row) => string, matching: number, order: string): string {
  const more = rows.length > NAMED ? ', and the rest in the table' : '';
  const cut = matching > rows.length ? ` (${rows.length} of ${matching} returned, ${order}; ask for a narrower list for the rest)` : more ? ` (all ${rows.length} in the table)` : '';
  return `${rows.slice(0, NAMED).map(f).join(', ')}${more}${cut}`;
}

/** Whose page views or sessions: "from lead accounts", "by acme.com", "by sam@acme.io", "by identified visitors". */
function viewers(args: Row): string[] {
  return [
    args.classification ? `from ${s(args.classification)} accounts` : '',
    args.domain ? `by ${s(args.domain)}` : '',
    args.email ? `by ${s(args.email)}` : '',
    args.identified === undefined ? '' : args.identified ? 'by identified visitors' : 'by anonymous visitors',
    args.resolution_source ? `by visitors identified by ${s(args.resolution_source).replace('_', ' ')}` : '',
  ].filter(Boolean);
}

/** The page views' traffic filters as said in an answer ("channel email, campaign abm-q3"). */
const traffic = (args: Row): string[] => ['channel', 'source', 'campaign'].filter((k) => args[k]).map((k) => `${k} ${s(args[k])}`);

/** The earliest and latest time a tool's coverage states (tools/shared/result.ts timeSpan): [, earliest, latest]. */
const spanIn = (coverage: string, label: string): RegExpExecArray | null => new RegExp(`; ${label} earliest (\\S+), latest (\\S+)`).exec(coverage);

/** "when was our oldest API key created": the first or last creation time among the rows read */
function createdAt(what: string, name: (d: Row) => string) {
  return (r: ToolResult, _args: Row, q: Query | null): string | null => {
    if (q?.measure !== 'first' && q?.measure !== 'last') return null;
    const rows = r.data.filter((d) => d.created_at).sort((a, b) => new Date(String(a.created_at)).getTime() - new Date(String(b.created_at)).getTime());
    const d = q.measure === 'first' ? rows[0] : rows.at(-1);
    return d ? `The ${q.measure === 'first' ? 'oldest' : 'newest'} ${what}, ${name(d)}, was created at ${new Date(String(d.created_at)).toISOString()}.` : `There is no ${what}.`;
  };
}

const LEADS: Partial<Record<string, (r: ToolResult, args: Row, q: Query | null) => string | null>> = {
  search_accounts(r, args, q) {
    const n = r.matching ?? r.data.length;
    const cls = args.classification ? `${s(args.classification)} ` : '';
    const field = String(args.field ?? 'intent_score').replace('_', ' ');
    if (args.measure === 'average') {
      const avg = new RegExp(`average ${field} ([\\d.]+)`).exec(r.coverage)?.[1];
      if (avg === undefined) return `No ${cls}accounts match${accountFilters(args)}, so there is no average.`;
      return `The average ${field} is ${avg}: the mean over all ${plural(n, `${cls}account`)}${accountFilters(args)}.`;
    }
    if (args.measure === 'sum') {
      const sum = new RegExp(`sum of ${field} (\\d+)`).exec(r.coverage)?.[1] ?? '0';
      return `${sum} in all: the total ${field} across your ${plural(n, `${cls}account`)}${accountFilters(args)}.`;
    }
    if (args.measure === 'first_seen') {
      const m = spanIn(r.coverage, 'first seen');
      if (!m || !q) return `No ${cls}accounts match${accountFilters(args)}.`;
      return q.measure === 'first' ? `The first ${cls}account${accountFilters(args)} was first seen at ${m[1]}.` : `The newest ${cls}account${accountFilters(args)} was first seen at ${m[2]}.`;
    }
    if (args.measure === 'last_seen') {
      const m = spanIn(r.coverage, 'last seen');
      if (!m || !q) return `No ${cls}accounts match${accountFilters(args)}.`;
      return q.measure === 'last' ? `A ${cls}account${accountFilters(args)} was last seen at ${m[2]} (the most recent).` : `Of the ${cls}accounts${accountFilters(args)}, the one seen least recently was last seen at ${m[1]}.`;
    }
    if (args.measure === 'share') {
      const m = /; (\d+) of (\d+) (?:\w+ )?accounts \(([\d.]+)%\)/.exec(r.coverage);
      if (m && args.share_of === 'classification' && args.classification)
        return `${m[3]}% of your ${s(args.classification)} accounts have${accountFilters({ ...args, classification: undefined }).replace(/^ with/, '')}: ${m[1]} of ${m[2]} (the denominator: every ${s(args.classification)} account).`;
      if (m) return `${m[3]}% of accounts are ${cls || 'accounts '}${accountFilters(args).replace(/^ /, '') || ''}: ${m[1]} of ${m[2]} (the denominator: every account in the workspace).`.replace(/ :/, ':');
    }
    const order = args.order_by === 'visits' ? 'most visits first' : args.order_by === 'visitors' ? 'most visitors first' : 'highest intent first';
    if (n === 0) return `No ${cls}accounts have${accountFilters(args).replace(/^ with/, '') || ' a record that matches'}.`;
    const verb = accountFilters(args) ? ` ${n === 1 ? 'has' : 'have'}${accountFilters(args).replace(/^ with/, '')}` : ' match';
    return `${plural(n, `${cls}account`)}${verb}: ${named(r.data, who, n, order)}.`;
  },
  search_visitors(r, args, q) {
    const n = r.matching ?? r.data.length;
    const parts: string[] = [];
    if (args.classification) parts.push(`at ${s(args.classification)} accounts`);
    if (args.domain) parts.push(`at ${s(args.domain)}`);
    const intent = accountFilters({ min_intent: args.min_intent, max_intent: args.max_intent });
    if (intent) parts.push(intent.trim());
    if (args.contacted !== undefined) parts.push(args.contacted ? 'already contacted' : 'not yet contacted');
    const by = args.resolution_source ? ` by ${s(args.resolution_source).replace('_', ' ')}` : '';
    if (args.identified) parts.push(args.identified_in ? `identified${by} (${s((args.identified_in as Row).label)})` : `identified${by}`);
    if (args.identified === false) parts.push('not identified (anonymous)');
    if (args.min_visits !== undefined) parts.push(`with at least ${s(args.min_visits)} visits`);
    if (args.max_visits !== undefined) parts.push(`with at most ${s(args.max_visits)} visits`);
    if (args.returning === true) parts.push('returning (first seen before the window)');
    if (args.returning === false) parts.push('new (first seen in the window)');
    const via = ['channel', 'source', 'campaign'].filter((k) => args[k]).map((k) => ` (${k} ${s(args[k])})`).join('');
    if (r.window) parts.push(`who visited${args.page ? ` ${s(args.page)}` : ''}${via}${windowNote(r, args)}`);
    const what = `${plural(n, 'visitor')}${parts.length ? ` ${parts.join(', ')}` : ''}`;
    if (args.measure === 'share') {
      const m = /; share (\d+) of (\d+) visitors \(([\d.]+)%\)/.exec(r.coverage);
      if (m && args.share_part === 'resolution_source')
        return args.share_of === 'identified'
          ? `${m[3]}% of the identified visitors${windowNote(r, args)} were identified${by}: ${m[1]} of ${m[2]} (the denominator: every identified visitor${r.window ? ' who visited in the window' : ''}).`
          : `${m[3]}% of the visitors${windowNote(r, args)} were identified${by}: ${m[1]} of ${m[2]} (the denominator: every visitor${r.window ? ' who visited in the window' : ''}, identified or not).`;;
      if (m) return `${m[3]}% of the visitors are ${parts.join(', ')}: ${m[1]} of ${m[2]} (the denominator: the same visitors without "${s(args.share_part ?? 'returning or identified')}").`;
    }
    if (args.measure === 'identified_at' && (q?.measure === 'first' || q?.measure === 'last')) {
      const m = spanIn(r.coverage, 'identified');
      // (the time first: the answer, before the filters' dates)
      return m ? `The ${q.measure} identification was at ${q.measure === 'first' ? m[1] : m[2]}, of ${what}.` : `No visitors match${parts.length ? ` (${parts.join(', ')})` : ''}, so there is no identification time.`;
    }
    if (args.measure === 'sum' && args.field === 'visit_count') {
      const sum = /sum of visits (\d+)/.exec(r.coverage)?.[1] ?? '0';
      return `${sum} visits in all: the total of the visit counts of ${what}.`;
    }
    if (args.measure === 'average') {
      const field = args.field === 'visit_count' ? 'visits' : 'intent score';
      const avg = new RegExp(`average ${field} ([\\d.]+)`).exec(r.coverage)?.[1];
      return avg === undefined ? `No visitors match${parts.length ? ` (${parts.join(', ')})` : ''}, so there is no average.` : `The average ${field === 'visits' ? 'number of visits' : field} is ${avg}: the mean over all ${what}.`;
    }
    return n === 0 ? `No visitors match${parts.length ? ` (${parts.join(', ')})` : ''}.` : `${what}: ${n === 1 ? 'this one' : 'these'} match, ${args.order_by === 'visits' ? 'most visits' : args.order_by === 'page_views' ? 'most page views in the window' : 'highest intent'} first${n > r.data.length ? ` (${r.data.length} of ${n} returned)` : ''}.`;
  },
  list_api_keys: createdAt('API key', (d) => `"${s(d.name)}"`),
  open_recommendations(r, args, q) {
    const all = args.state === 'all';
    if (q?.measure === 'first' || q?.measure === 'last') {
      const m = /; first created (\S+), last created (\S+)/.exec(r.coverage);
      return m ? `The ${q.measure === 'first' ? 'oldest' : 'latest'} ${all ? '' : 'open '}recommendation was created at ${q.measure === 'first' ? m[1] : m[2]}.` : `There are no ${all ? '' : 'open '}recommendations.`;
    }
    if (!all) return null;
    const n = /^(\d+) recommendations/.exec(r.coverage)?.[1] ?? '0';
    return `${n} recommendations in all, whatever their status (open, snoozed, done or dismissed).`;
  },
  list_webhooks(r, args, q) {
    if (q?.measure === 'first' || q?.measure === 'last') return createdAt('webhook endpoint', (d) => s(d.url))(r, args, q);
    // "how many endpoints are turned on": the enabled count the coverage states
    const enabled = /, (\d+) enabled\b/.exec(r.coverage)?.[1];
    if (!q || enabled === undefined || args.state !== 'enabled') return null;
    return `${enabled} of your webhook endpoints ${enabled === '1' ? 'is' : 'are'} enabled.`;
  },
  get_account(r, _args, q) {
    const a = r.data[0];
    if (!a || (q?.measure !== 'first' && q?.measure !== 'last')) return null;
    return q.measure === 'first' ? `${s(a.company_domain)} was first seen ${s(a.first_seen_at)}.` : `${s(a.company_domain)} was last seen ${s(a.last_seen_at)}.`;
  },
  visitor_journey(r, args, q) {
    // "when was x@y.com identified": the visitor's identification time
    if ((q?.measure === 'first' || q?.measure === 'last') && IDENTIFYING.test(q.raw)) {
      const m = /; identified (\S+)(?: by (\w+))?/.exec(r.coverage);
      return m ? `${s(args.email)} was identified at ${m[1]}${m[2] ? ` (by ${m[2].replace('_', ' ')})` : ''}.` : `${s(args.email)} has no identification time recorded.`;
    }
    if (q?.measure === 'first') {
      const first = /first visit (\S+)/.exec(r.coverage)?.[1];
      return first ? `${s(args.email)} first visited at ${first}.` : null;
    }
    if (q?.measure !== 'last') return null;
    const last = r.data.filter((d) => d.occurred_at && d.is_bot !== true).at(-1);
    return last ? `${s(args.email)} last visited at ${new Date(String(last.occurred_at)).toISOString()} (${s(last.path)}).` : `${s(args.email)} has no recorded visit.`;
  },
  visiting_accounts(r, args, q) {
    const n = r.matching ?? r.data.length;
    const cls = args.classification ? `${s(args.classification)} ` : '';
    const where = args.page ? ` ${s(args.page)}` : ' the site';
    const how = args.returning === true ? ' and came back (first seen before the window)' : args.returning === false ? ' for the first time (first seen in the window)' : '';
    const via = ['channel', 'source', 'campaign'].filter((k) => args[k]).map((k) => ` (${k} ${s(args[k])})`).join('');
    // "when was the earliest new account first seen"
    if ((q?.measure === 'first' || q?.measure === 'last') && args.returning === false) {
      const m = spanIn(r.coverage, 'first seen');
      if (!m) return `No ${cls}accounts were first seen${windowNote(r, args)}.`;
      return `The ${q.measure === 'first' ? 'earliest' : 'latest'} new ${cls}account was first seen at ${q.measure === 'first' ? m[1] : m[2]}${windowNote(r, args)} (of ${plural(n, `new ${cls}account`)}).`;
    }
    if (args.measure === 'average') {
      const m = /; average ([a-z -]+) ([\d.]+) over/.exec(r.coverage);
      if (m) return `The average ${m[1]} is ${m[2]}: the mean over all ${plural(n, `${cls}account`)}${accountFilters(args)} that visited${where}${via}${how}${windowNote(r, args)}.`;
    }
    if (args.measure === 'share') {
      const m = /; share (\d+) of (\d+) accounts \(([\d.]+)%\)/.exec(r.coverage);
      if (m) return `${m[3]}% of the accounts that visited${windowNote(r, args)} are ${cls}accounts${accountFilters(args)} that visited${where}${via}${how}: ${m[1]} of ${m[2]} (the denominator: the same accounts without the ${s(args.share_part)} filter).`;
    }
    if (n === 0) return `No ${cls}accounts${accountFilters(args)} visited${where}${via}${how}${windowNote(r, args)}.`;
    const order = ({ recency: 'latest visit first', intent: 'highest intent first', visitors: 'most visitors (all time) first', total_visits: 'most visits (all time) first' } as Record<string, string>)[String(args.order_by)] ?? 'most visits first';
    const list = named(r.data, (a) => `${who(a)} (${plural(Number(a.visits), 'visit')}, ${plural(Number(a.visitors), 'visitor')})`, n, order);
    return `${plural(n, `${cls}account`)}${accountFilters(args)} visited${where}${via}${how}${windowNote(r, args)}: ${list}${n > r.data.length ? '' : ` (${order})`}.`;
  },
  page_funnel(r, args, q) {
    const pages = (args.pages as string[] | undefined) ?? [];
    if (pages.length >= 2) {
      const steps = r.data.map((d, i) => (i === 0 ? `${s(d.visitors)} visitors viewed ${s(d.path)}` : `${s(d.visitors)} (${s(d.conversion_pct)}% of the previous step) went on to ${s(d.path)}`));
      const last = r.data.at(-1);
      // "how many went from /a to /b": the figure asked is the last step's
      const head = q?.measure === 'count' && last ? `${s(last.visitors)} visitors went from ${s(r.data[0]!.path)} on to ${s(last.path)} in that order${windowNote(r, args)}. ` : '';
      return `${head}${steps.join('; ')}${head ? '' : windowNote(r, args)}.`;
    }
    const on = pages[0] ? ` on ${pages[0]}` : '';
    const whose = viewers(args);
    if (args.unit === 'sessions') {
      const d = r.data[0] ?? { sessions: 0, visitors: 0 };
      const by = whose.length ? ` ${whose.join(', ')}` : '';
      if (q?.measure === 'first' || q?.measure === 'last') {
        const at = q.measure === 'first' ? d.first_started_at : d.last_started_at;
        const which = `${by}${pages[0] ? ` that included ${pages[0]}` : ''}`;
        return at ? `The ${q.measure} session${which} started at ${s(at)}${windowNote(r, args)} (of ${s(d.sessions)} sessions).` : `No session${which} started${windowNote(r, args)}.`;
      }
      const of = /; of (\d+) sessions in all \(([\d.]+)%\)/.exec(r.coverage);
      if (q?.measure === 'share' && pages[0] && of)
        return `${of[2]}% of sessions${by}${windowNote(r, args)} included a view of ${pages[0]}: ${s(d.sessions)} of ${of[1]} sessions (the denominator: every session${by} that started in the window).`;
      return `${s(d.sessions)} sessions${by}${pages[0] ? ` included a view of ${pages[0]}` : ''}${windowNote(r, args)}, by ${plural(Number(d.visitors), 'visitor')} (a session: one visitor's views with no gap over 30 minutes).`;
    }
    const from = [...whose, ...traffic(args)].join(', ');
    if (q?.measure === 'first' || q?.measure === 'last') {
      const m = /; first view (\S+), last view (\S+)$/.exec(r.coverage);
      const narrowed = [pages[0] ? `of ${pages[0]}` : '', from].filter(Boolean).join(', ');
      if (!m) return `No page view${narrowed ? ` (${narrowed})` : ''}${windowNote(r, args)}.`;
      return `The ${q.measure} page view${narrowed ? ` (${narrowed})` : ''} was at ${q.measure === 'first' ? m[1] : m[2]}${windowNote(r, args)}.`;
    }
    if (q?.measure === 'average') {
      const m = /^(\d+) page views by (\d+) visitors.*?; ([\d.]+) page views per visitor/.exec(r.coverage);
      if (m) return `On average each visitor viewed ${m[3]} pages${on}${from ? ` (${from})` : ''}${windowNote(r, args)}: ${m[1]} page views by ${m[2]} visitors.`;
    }
    if ((pages[0] || from) && q?.measure === 'share') {
      const m = /^(\d+) page views by \d+ visitors.*?; of (\d+) page views (?:on every page|without the ([\w ]+) filter) \(([\d.]+)%\)/.exec(r.coverage);
      if (!m) return null;
      const pct = m[4];
      const part = args.share_part as string | undefined;
      // "of customers' page views, what % were on /demo": the part is one filter, the rest is the denominator
      if (m[3] && part) {
        const only = { [part]: args[part] };
        const others = { ...args, [part]: undefined };
        const is = part === 'page' ? `on ${pages[0]}` : [...viewers(only), ...traffic(only)].join(', ');
        const rest = [part === 'page' || !pages[0] ? '' : `on ${pages[0]}`, ...viewers(others), ...traffic(others)].filter(Boolean).join(', ');
        return `${pct}% of page views${rest ? ` (${rest})` : ''}${windowNote(r, args)} were ${is}: ${m[1]} of ${m[2]} page views (the denominator: page views${rest ? ` ${rest}` : ''} in the window, known bots excluded).`;
      }
      return `${pct}% of page views${windowNote(r, args)} were ${[pages[0] ? `on ${pages[0]}` : '', from].filter(Boolean).join(', ')}: ${m[1]} of ${m[2]} page views (the denominator: every page view in the window, known bots excluded).`;
    }
    if (args.group_by === 'day') {
      const total = /^(\d+) page views/.exec(r.coverage)?.[1] ?? '0';
      return `${total} page views${on}${windowNote(r, args)}, per day: ${r.data.map((d) => `${s(d.day)} ${s(d.views)}`).join(', ') || 'none'}.`;
    }
    const m = /^(\d+) page views by (\d+) visitors across (\d+) page/.exec(r.coverage);
    const [views, visitors, count] = [m?.[1] ?? '0', m?.[2] ?? '0', m?.[3] ?? '0'];
    const group = args.group_by === 'channel' || args.group_by === 'source' || args.group_by === 'campaign' ? args.group_by : null;
    const top = r.data.slice(0, 10).map((p) => `${group ? s(p[group]) || `(no ${group})` : s(p.path)} ${plural(Number(p.views), 'view')} (${plural(Number(p.visitors), 'visitor')})`).join(', ');
    // "how many people viewed /pricing" counts visitors; "views … from unidentified visitors", "how many times did people open a page" count views
    // ("total visitors ever, ppl w a page view": a count of visitors, whatever words define them)
    const asksVisitors =
      q && !/\bhow many (?:pages|times)\b/i.test(q.raw) && ((q.subject === 'visitors' && q.measure === 'count') || /\b(?:how many|number of|count of|count up|count)\s+(?:\w+\s+){0,2}?(?:visitors|people|persons?|uniques?|unique visitors|everyone|everybody)\b/.test(q.raw) ||
        (/\b(?:visitors?|people|persons?|unique|everyone)\b/.test(q.raw) && !/\bpage ?views?\b|\bpageviews?\b|\bviews\b|\bhow many pages\b/i.test(q.raw)));
    const via = from ? ` (${from})` : '';
    const groups = new RegExp(`grouped by ${group} \\((\\d+) `).exec(r.coverage)?.[1];
    if (group) return `${views} page views${on}${via} by ${visitors} visitors${windowNote(r, args)} came from ${groups ?? 'several'} ${group === 'campaign' ? 'campaigns' : `${group}s`}, most first: ${top || 'none'}.`;
    const lead = asksVisitors ? `${visitors} visitors viewed${pages[0] ? ` ${pages[0]}` : ' pages'}${via}${windowNote(r, args)}, ${views} page views in all` : `${views} page views${on}${via} by ${visitors} visitors${windowNote(r, args)}`;
    return `${lead}. ${pages[0] ? `${count} matching pages` : `${count} pages viewed`}, most viewed first: ${top || 'none'}.`;
  },
  data_coverage(r, args, q) {
    const t = r.data.find((d) => d.section === 'totals');
    if (!t) return `There is no page-view data${r.window ? ` (${r.window.label})` : ''}.`;
    const span = `from ${s(t.oldest)} to ${s(t.newest)}`;
    const src = r.data.filter((d) => d.section === 'source').map((d) => `${s(d.channel)} ${s(d.page_views)}`).join(', ');
    const head =
      q?.measure === 'first' ? `The oldest page view is from ${s(t.oldest)}; the newest from ${s(t.newest)}.`
      : q?.measure === 'last' ? `The newest page view is from ${s(t.newest)}; the oldest from ${s(t.oldest)}.`
      : `${s(t.days_with_data)} days have page-view data, ${span} (${s(t.page_views)} page views${r.window ? `, ${r.window.label}` : ', all time'}).`;
    const days = r.data.filter((d) => d.section === 'day');
    return `${head} By source (channel): ${src}.${days.length ? ` Days with data: ${days.map((d) => `${s(d.day)} ${s(d.page_views)}`).join(', ')}.` : ''}${Number(t.unflagged_bot_rows) ? ` ${s(t.unflagged_bot_rows)} page views carry no bot flag (recorded before bot filtering).` : ''}`;
  },
  attribution_overview(r, args, q) {
    const dim = (args.group_by as string | undefined) ?? 'channel';
    const asked = q?.constraints.find((c) => c.kind === dim);
    const total = /^(\d+) attributed sessions/.exec(r.coverage)?.[1];
    if (!asked && q?.limit) {
      const of = /\(the top (\d+) of (\d+) (\w+)\)/.exec(r.coverage);
      const list = r.data.map((d) => `${s(d[dim])} ${plural(Number(d.sessions), 'session')} (${s(d.share_pct)}%)`).join(', ');
      return of ? `The top ${of[1]} of ${of[2]} ${of[3]} by attributed sessions${windowNote(r, args)}: ${list}; shares are of all ${total} attributed sessions.` : null;
    }
    if (!asked) {
      // ("from the campaign attribution rollup": the rollup, no breakdown by campaign)
      const byDimension = /\b(?:channels?|campaigns?|sources?|by|breakdown|split)\b/.test((q?.raw ?? '').toLowerCase().replace(ROLLUP_NAMED, ' '));
      if (q?.measure === 'count' || q?.measure === 'sum' || (q?.measure === 'list' && !q.limit && !byDimension)) return total ? `${total} attributed sessions${windowNote(r, args)}.` : `No attributed sessions${windowNote(r, args)}.`;
      return null;
    }
    const row = r.data.find((d) => String(d[dim]).toLowerCase() === asked.value.toLowerCase());
    if (!row) return `No attributed sessions came from ${dim} ${asked.value}${windowNote(r, args)}${total ? `, out of ${total} attributed sessions in all` : ''}.`;
    if (q?.measure === 'share')
      return `${s(row.share_pct)}% of attributed sessions came from ${dim} ${asked.value}${windowNote(r, args)}: ${s(row.sessions)} of ${total} attributed sessions (the denominator: all sessions with a campaign context in the window).`;
    return `${s(row.sessions)} attributed sessions came from ${dim} ${asked.value}${windowNote(r, args)}, ${s(row.share_pct)}% of ${total} attributed sessions.`;
  },
  identification_status(r, args, q) {
    const t = r.data.find((d) => d.section === 'totals');
    const src = q?.constraints.find((c) => c.kind === 'identification_source');
    const made = Number(t?.identified_in_window ?? 0);
    const when = windowNote(r, args);
    if (q?.measure === 'first' || q?.measure === 'last') {
      // by one source: that source's first or last ("first email capture identification this week")
      const row = src ? r.data.find((d) => d.section === 'source' && d.resolution_source === src.value) : t;
      const by = src ? ` by ${src.value.replace('_', ' ')}` : '';
      const at = q.measure === 'first' ? row?.first_identified_at : row?.last_identified_at;
      // (the time first: the answer, before the window's dates)
      return at ? `The ${q.measure} visitor identified${by} was identified at ${s(at)}${when}.` : `No visitors were identified${by}${when}.`;
    }
    if (src) {
      const row = r.data.find((d) => d.section === 'source' && d.resolution_source === src.value);
      const n = Number(row?.identified_in_window ?? 0);
      const how = src.value.replace('_', ' ');
      if (q?.measure === 'share') {
        const pct = s(row?.share_of_identified_pct ?? 0);
        return `${pct}% of the visitors identified${when} were identified by ${how}: ${n} of ${made} (the denominator: every visitor identified in the window).`;
      }
      if (!n) return `No visitors were identified by ${how}${when}.`;
      return `${n} visitors were identified by ${how}${when}, of ${made} identified in all.`;
    }
    if (!t) return null;
    if (q?.measure === 'share') return `${s(t.identified_pct)}% of visitors were identified${when}: ${s(t.identified)} of ${s(t.visitors_seen)} visitors seen (the denominator: visitors seen in the window).`;
    // "identifications today": a count, unless the people are asked for
    const counted = q?.measure === 'count' || (q?.measure === 'list' && !/^(?:who|which|list|show|name)\b/.test(q.raw));
    if (counted) return `${made} visitors were identified${when} (identified in the window). Of the ${s(t.visitors_seen)} visitors seen in it, ${s(t.identified)} are identified.`;
    return null;
  },
};

export function leadSentence(tool: string, r: ToolResult, args: Row, q: Query | null): string | null {
  return LEADS[tool]?.(r, args, q) ?? null;
}
