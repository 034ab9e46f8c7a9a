// Ground truth for the answer-graded questions: plain SQL written here directly against the tables
// (schema.prisma), never through the copilot's tools, the domain services or the repositories, so
// a planner bug cannot also be a truth bug. Each subject is one SELECT returning one row per entity
// (account, visitor, visit, session, rollup row, ...) with the fields the measures need; the
// measures themselves (count, sum, share, top-N, ...) are arithmetic on those rows, in measures.ts.
//
// Definitions the SQL fixes (they follow the spec and the read API):
//   - a page view is a visit with is_bot not true (rows from before bot flagging count, spec 1.4);
//   - a session is a visitor's run of page views with gaps of at most 30 minutes (the published
//     attribution definition; the demo's visits carry no session_id), dated by its first view;
//   - attributed sessions are the cached rollup's (attribution_daily), by UTC day, as GET /attribution;
//   - accounts are every account row, `personal` included, as GET /accounts; "visited in a window"
//     means a page view by one of its visitors in the window; new = first seen in the window,
//     returning = a page view in the window and first seen before it;
//   - an open recommendation is `new`, or `snoozed` with the snooze elapsed (spec 3);
//   - an API key is active while not revoked; a webhook is enabled or disabled (state column).
import type { RawSql } from '../../core/db/index.js';
import type { Range } from './windows.js';

export type Subject =
  | 'accounts' | 'visitors' | 'page_views' | 'sessions' | 'attributed_sessions'
  | 'identifications' | 'recommendations' | 'keys' | 'webhooks';

export type Cmp = { op: '=' | '>' | '>=' | '<' | '<='; v: number } | { op: 'between'; lo: number; hi: number };

export interface Filters {
  classification?: 'lead' | 'customer' | 'competitor' | 'excluded';
  intent?: Cmp;
  /** the entity's visit_count (accounts, visitors) */
  visits?: Cmp;
  /** a page view of exactly this path in the window */
  path?: string;
  /** a page view of a path starting with this prefix ("/blog/*" → "/blog/") */
  pathPrefix?: string;
  channel?: string;
  source?: string;
  campaign?: string;
  /** visitors.resolution_source */
  idSource?: string;
  domain?: string;
  company?: string;
  email?: string;
  identified?: boolean;
  new?: boolean;
  returning?: boolean;
  /** recommendations: 'open'; webhooks: 'enabled' | 'disabled'; keys: 'active' */
  state?: string;
}

/** One entity: its natural key, the numbers measures use, and its times. */
export interface Row {
  key: string;
  n: Record<string, number>;
  t: Record<string, Date | null>;
  /** attribution groups (channel/source/campaign) and page path */
  g: Record<string, string>;
}

class Params {
  list: unknown[];
  constructor(workspaceId: string) {
    this.list = [workspaceId];
  }
  add(v: unknown): string {
    this.list.push(v);
    return `$${this.list.length}`;
  }
}

function cmp(col: string, c: Cmp, p: Params): string {
  return c.op === 'between' ? `${col} BETWEEN ${p.add(c.lo)} AND ${p.add(c.hi)}` : `${col} ${c.op} ${p.add(c.v)}`;
}

/** a LIKE pattern for the paths starting with `prefix` (its own % and _ taken literally) */
const likePrefix = (prefix: string) => prefix.replace(/[%_]/g, '\\$&') + '%';

const inRange = (col: string, r: Range, p: Params) => `${col} >= ${p.add(r.from.toISOString())}::timestamptz AND ${col} < ${p.add(r.to.toISOString())}::timestamptz`;

/** Page-view conditions on visits aliased `vi`: not a bot, in the window, and the page/attribution filters. */
function viewConds(f: Filters, r: Range | null, p: Params): string[] {
  const w = ['vi.workspace_id = $1::uuid', 'vi.is_bot IS NOT TRUE'];
  if (r) w.push(inRange('vi.occurred_at', r, p));
  if (f.path) w.push(`vi.path = ${p.add(f.path)}`);
  if (f.pathPrefix) w.push(`vi.path LIKE ${p.add(likePrefix(f.pathPrefix))}`);
  if (f.channel) w.push(`vi.channel = ${p.add(f.channel)}`);
  if (f.source) w.push(`vi.utm_source = ${p.add(f.source)}`);
  if (f.campaign) w.push(`vi.utm_campaign = ${p.add(f.campaign)}`);
  return w;
}

/** Conditions on the account aliased `a` (and visitor `v` where given). */
function whoConds(f: Filters, p: Params, v: boolean): string[] {
  const w: string[] = [];
  if (f.classification) w.push(`a.classification = ${p.add(f.classification)}::"Classification"`);
  if (f.domain) w.push(`lower(a.company_domain) = lower(${p.add(f.domain)})`);
  if (f.company) w.push(`lower(a.company_name) = lower(${p.add(f.company)})`);
  if (v && f.email) w.push(`lower(v.email) = lower(${p.add(f.email)})`);
  if (v && f.identified !== undefined) w.push(f.identified ? 'v.identified_at IS NOT NULL' : 'v.identified_at IS NULL');
  if (v && f.idSource) w.push(`v.resolution_source = ${p.add(f.idSource)}`);
  return w;
}

const hasViewFilter = (f: Filters) => !!(f.path || f.pathPrefix || f.channel || f.source || f.campaign);

/** The subject's rows matching the filters in the range (null: all time); `now` is the evaluation clock. */
export async function rowsOf(sql: RawSql, workspaceId: string, subject: Subject, f: Filters, r: Range | null, now: Date): Promise<Row[]> {
  const p = new Params(workspaceId);
  let text: string;
  switch (subject) {
    case 'accounts': {
      const w = ['a.workspace_id = $1::uuid', ...whoConds(f, p, false)];
      if (f.intent) w.push(cmp('a.intent_score', f.intent, p));
      if (f.visits) w.push(cmp('a.visit_count', f.visits, p));
      if (f.new && r) w.push(inRange('a.first_seen_at', r, p));
      if (f.returning && r) w.push(`a.first_seen_at < ${p.add(r.from.toISOString())}::timestamptz`);
      // visited in the window (unless "new" alone says what the window means), or viewed the pages asked
      const views = viewConds(f, r, p).join(' AND ');
      const needViews = hasViewFilter(f) || (r && !f.new);
      if (needViews) w.push(`EXISTS (SELECT 1 FROM visits vi JOIN visitors v ON v.id = vi.visitor_id WHERE v.account_id = a.id AND ${views})`);
      text = `SELECT a.company_domain AS key, a.intent_score, a.visit_count, a.visitor_count, a.first_seen_at, a.last_seen_at,
                (SELECT count(*)::int FROM visits vi JOIN visitors v ON v.id = vi.visitor_id WHERE v.account_id = a.id AND ${views}) AS views
              FROM accounts a WHERE ${w.join(' AND ')}`;
      break;
    }
    case 'visitors':
    case 'identifications': {
      const w = ['v.workspace_id = $1::uuid', ...whoConds(f, p, true)];
      if (f.intent) w.push(cmp('v.intent_score', f.intent, p));
      if (f.visits) w.push(cmp('v.visit_count', f.visits, p));
      const views = viewConds(f, r, p).join(' AND ');
      if (subject === 'identifications') {
        w.push('v.identified_at IS NOT NULL');
        if (r) w.push(inRange('v.identified_at', r, p));
        if (hasViewFilter(f)) w.push(`EXISTS (SELECT 1 FROM visits vi WHERE vi.visitor_id = v.id AND ${views})`);
      } else {
        if (f.new && r) w.push(inRange('v.first_visit_at', r, p));
        if (f.returning && r) w.push(`v.first_visit_at < ${p.add(r.from.toISOString())}::timestamptz`);
        // a visitor is someone with a page view (in the window, of the pages asked); crawlers are not visitors
        w.push(`EXISTS (SELECT 1 FROM visits vi WHERE vi.visitor_id = v.id AND ${views})`);
      }
      text = `SELECT coalesce(v.email, v.anonymous_id) AS key, v.intent_score, v.visit_count, v.first_visit_at, v.last_visit_at, v.identified_at,
                (SELECT count(*)::int FROM visits vi WHERE vi.visitor_id = v.id AND ${views}) AS views
              FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id WHERE ${w.join(' AND ')}`;
      break;
    }
    case 'page_views': {
      const w = [...viewConds(f, r, p), ...whoConds(f, p, true)];
      text = `SELECT vi.id::text AS key, vi.path, vi.occurred_at, coalesce(vi.channel, '') AS channel, v.email
              FROM visits vi JOIN visitors v ON v.id = vi.visitor_id LEFT JOIN accounts a ON a.id = v.account_id WHERE ${w.join(' AND ')}`;
      break;
    }
    case 'sessions': {
      // sessions over all page views (a session that started before the window is not in it), then filtered
      const who = whoConds(f, p, true);
      const pages = [f.path ? `bool_or(path = ${p.add(f.path)})` : null, f.pathPrefix ? `bool_or(path LIKE ${p.add(likePrefix(f.pathPrefix))})` : null].filter(Boolean);
      text = `WITH pv AS (
                SELECT vi.id, vi.visitor_id, vi.occurred_at, vi.path,
                  CASE WHEN vi.occurred_at - lag(vi.occurred_at) OVER (PARTITION BY vi.visitor_id ORDER BY vi.occurred_at, vi.id) <= interval '30 minutes' THEN 0 ELSE 1 END AS starts
                FROM visits vi WHERE vi.workspace_id = $1::uuid AND vi.is_bot IS NOT TRUE),
              numbered AS (SELECT *, sum(starts) OVER (PARTITION BY visitor_id ORDER BY occurred_at, id ROWS UNBOUNDED PRECEDING) AS n FROM pv),
              s AS (SELECT visitor_id, n, min(occurred_at) AS started_at FROM numbered GROUP BY visitor_id, n
                    ${pages.length ? `HAVING ${pages.join(' AND ')}` : ''})
              SELECT s.visitor_id::text || ':' || s.n AS key, s.started_at FROM s JOIN visitors v ON v.id = s.visitor_id LEFT JOIN accounts a ON a.id = v.account_id
              WHERE true ${r ? `AND ${inRange('s.started_at', r, p)}` : ''} ${who.length ? `AND ${who.join(' AND ')}` : ''}`;
      break;
    }
    case 'attributed_sessions': {
      // by UTC day: the days the window's range touches (a range starting mid-day is not a day-aligned reading)
      const w = ['d.workspace_id = $1::uuid'];
      if (r) w.push(`d.day >= ${p.add(r.from.toISOString().slice(0, 10))}::date AND d.day <= ${p.add(new Date(r.to.getTime() - 1).toISOString().slice(0, 10))}::date`);
      if (f.channel) w.push(`d.channel = ${p.add(f.channel)}`);
      if (f.source) w.push(`d.source = ${p.add(f.source)}`);
      if (f.campaign) w.push(`d.campaign = ${p.add(f.campaign)}`);
      text = `SELECT d.day::text || d.channel || d.source || d.campaign AS key, d.sessions, d.channel, d.source, d.campaign FROM attribution_daily d WHERE ${w.join(' AND ')}`;
      break;
    }
    case 'recommendations': {
      const w = ['r.workspace_id = $1::uuid'];
      if (f.state === 'open') w.push(`(r.status = 'new' OR (r.status = 'snoozed' AND r.snoozed_until <= ${p.add(now.toISOString())}::timestamptz))`);
      if (r) w.push(inRange('r.created_at', r, p));
      text = `SELECT r.subject AS key, r.created_at FROM recommendations r WHERE ${w.join(' AND ')}`;
      break;
    }
    case 'keys': {
      const w = ['k.workspace_id = $1::uuid'];
      if (f.state === 'active') w.push('k.revoked_at IS NULL');
      if (r) w.push(inRange('k.created_at', r, p));
      text = `SELECT k.name AS key, k.created_at FROM api_keys k WHERE ${w.join(' AND ')}`;
      break;
    }
    case 'webhooks': {
      const w = ['h.workspace_id = $1::uuid'];
      if (f.state) w.push(`h.state = ${p.add(f.state)}`);
      text = `SELECT h.url AS key, h.created_at FROM webhook_endpoints h WHERE ${w.join(' AND ')}`;
      break;
    }
  }
  const raw = await sql.query<Record<string, unknown>>(text, p.list);
  return raw.map((x) => {
    const row: Row = { key: String(x.key), n: {}, t: {}, g: {} };
    for (const [k, v] of Object.entries(x)) {
      if (k === 'key') continue;
      if (typeof v === 'number') row.n[k] = v;
      else if (v instanceof Date) row.t[k] = v;
      else if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)) row.t[k] = new Date(v);
      else if (typeof v === 'string') row.g[k] = v;
      else if (v === null) row.t[k] = null;
    }
    return row;
  });
}
