// The first sentence of an answer says what was asked (issue 14 rule 4): a count leads with the
// number, an average or share with the figure and its denominator, a list with how many match in all;
// the window is named, and said to be the default when the question named none. The tool's own
// paragraph (formatters.ts) follows as the evidence. Numbers are copied from the rows or coverage.
import type { ToolResult } from '../../catalogue/types.js';
import type { Query } from '../query.js';

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
  if (args.min_visits !== undefined) parts.push(`at least ${s(args.min_visits)} visits`);
  return parts.length ? ` with ${parts.join(' and ')}` : '';
}

const who = (a: Row) => s(a.company_domain);

const LEADS: Partial<Record<string, (r: ToolResult, args: Row, q: Query | null) => string | null>> = {
  search_accounts(r, args) {
    const n = r.matching ?? r.data.length;
    const cls = args.classification ? `${s(args.classification)} ` : '';
    if (args.measure === 'average') {
      const avg = /average intent score ([\d.]+)/.exec(r.coverage)?.[1];
      if (avg === undefined) return `No ${cls}accounts match${accountFilters(args)}, so there is no average.`;
      return `The average intent score of your ${cls}accounts${accountFilters(args)} is ${avg}: the mean over all ${plural(n, 'account')} that match.`;
    }
    const names = r.data.slice(0, 10).map(who).join(', ');
    if (n === 0) return `No ${cls}accounts have${accountFilters(args).replace(/^ with/, '') || ' a record that matches'}.`;
    const verb = accountFilters(args) ? ` ${n === 1 ? 'has' : 'have'}${accountFilters(args).replace(/^ with/, '')}` : ' match';
    return `${plural(n, `${cls}account`)}${verb}: ${names}${n > r.data.length ? ` (the first ${r.data.length} by intent shown)` : ''}.`;
  },
  search_visitors(r, args) {
    const n = r.matching ?? r.data.length;
    const parts: string[] = [];
    if (args.classification) parts.push(`at ${s(args.classification)} accounts`);
    if (args.domain) parts.push(`at ${s(args.domain)}`);
    if (args.min_intent !== undefined) parts.push(`with an intent score of at least ${s(args.min_intent)}`);
    if (args.contacted !== undefined) parts.push(args.contacted ? 'already contacted' : 'not yet contacted');
    if (r.window) parts.push(`who visited${args.page ? ` ${s(args.page)}` : ''}${windowNote(r, args)}`);
    const what = `${plural(n, 'visitor')}${parts.length ? ` ${parts.join(', ')}` : ''}`;
    return n === 0 ? `No visitors match${parts.length ? ` (${parts.join(', ')})` : ''}.` : `${what}: ${n === 1 ? 'this one' : 'these'} match, highest intent first.`;
  },
  get_account(r, _args, q) {
    const a = r.data[0];
    if (!a || (q?.measure !== 'first' && q?.measure !== 'last')) return null;
    return q.measure === 'first' ? `${s(a.company_domain)} was first seen ${s(a.first_seen_at)}.` : `${s(a.company_domain)} was last seen ${s(a.last_seen_at)}.`;
  },
  visiting_accounts(r, args) {
    const n = r.matching ?? r.data.length;
    const cls = args.classification ? `${s(args.classification)} ` : '';
    const where = args.page ? ` ${s(args.page)}` : ' the site';
    const how = args.returning === true ? ' and came back (first seen before the window)' : args.returning === false ? ' for the first time (first seen in the window)' : '';
    if (n === 0) return `No ${cls}accounts${accountFilters(args)} visited${where}${how}${windowNote(r, args)}.`;
    const order = args.order_by === 'recency' ? 'latest visit first' : args.order_by === 'intent' ? 'highest intent first' : 'most visits first';
    const list = r.data.slice(0, 10).map((a) => `${who(a)} (${plural(Number(a.visits), 'visit')}, ${plural(Number(a.visitors), 'visitor')})`).join(', ');
    return `${plural(n, `${cls}account`)}${accountFilters(args)} visited${where}${how}${windowNote(r, args)}: ${list}${n > r.data.length ? ` (${r.data.length} shown, ${order})` : ` (${order})`}.`;
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
    if (args.group_by === 'day') {
      const total = /^(\d+) page views/.exec(r.coverage)?.[1] ?? '0';
      return `${total} page views${on}${windowNote(r, args)}, per day: ${r.data.map((d) => `${s(d.day)} ${s(d.views)}`).join(', ') || 'none'}.`;
    }
    const m = /^(\d+) page views by (\d+) visitors across (\d+) page/.exec(r.coverage);
    const [views, visitors, count] = [m?.[1] ?? '0', m?.[2] ?? '0', m?.[3] ?? '0'];
    const top = r.data.slice(0, 10).map((p) => `${s(p.path)} ${plural(Number(p.views), 'view')} (${plural(Number(p.visitors), 'visitor')})`).join(', ');
    const asksVisitors = q && /\b(?:visitors?|people|unique)\b/.test(q.raw) && !/\bpage ?views?\b/.test(q.raw);
    const lead = asksVisitors ? `${visitors} visitors viewed${pages[0] ? ` ${pages[0]}` : ' pages'}${windowNote(r, args)}, ${views} page views in all` : `${views} page views${on} by ${visitors} visitors${windowNote(r, args)}`;
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
    if (!asked) {
      if (q?.measure === 'count' || q?.measure === 'sum') return total ? `${total} attributed sessions${windowNote(r, args)}.` : `No attributed sessions${windowNote(r, args)}.`;
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
    if (src) {
      const row = r.data.find((d) => d.section === 'source' && d.resolution_source === src.value);
      if (!row) return `No visitors were identified by ${src.value.replace('_', ' ')}${windowNote(r, args)}.`;
      return `${s(row.identified)} visitors were identified by ${src.value.replace('_', ' ')}${windowNote(r, args)}, of ${s(t?.identified)} identified in all.`;
    }
    if (!t) return null;
    if (q?.measure === 'share') return `${s(t.identified_pct)}% of visitors were identified${windowNote(r, args)}: ${s(t.identified)} of ${s(t.visitors_seen)} visitors seen.`;
    if (q?.measure === 'count') return `${s(t.identified)} visitors were identified${windowNote(r, args)}, of ${s(t.visitors_seen)} seen.`;
    return null;
  },
};

export function leadSentence(tool: string, r: ToolResult, args: Row, q: Query | null): string | null {
  return LEADS[tool]?.(r, args, q) ?? null;
}
