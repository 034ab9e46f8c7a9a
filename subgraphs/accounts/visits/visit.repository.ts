// Page views (visits): one visitor's journey, the common session paths, and how many rows predate
// bot flagging. Plain SQL on Database.sql, every statement scoped by workspace id.
import { SESSION_GAP_MINUTES } from '../attribution/attributionRollup.repository.js';
import type { SqlClient } from '../../../core/db/index.js';
import { overCapSql } from '../../../core/plans.js';

type Row = Record<string, unknown>;

export interface Window {
  /** ISO 8601, inclusive */
  from: string;
  /** ISO 8601, exclusive */
  to: string;
}

/**
 * A page filter (published in README): "/pricing" matches that page exactly; "*" is a wildcard
 * ("/blog/*" for the pages under /blog/, "*pricing*"). Returns the SQL condition on `col`, its parameters pushed.
 */
export function pageCondition(col: string, page: string, params: unknown[]): string {
  const p = page.trim();
  const esc = (v: string) => v.replace(/[\\%_]/g, (c) => '\\' + c);
  if (p.includes('*')) return `${col} LIKE $${params.push(esc(p).replace(/\*/g, '%'))}`;
  // a plain path is that page exactly (as the user typed it); subpages are asked for with a pattern ("/blog/*")
  const exact = p.length > 1 ? p.replace(/\/+$/, '') : p;
  return `${col} = $${params.push(exact)}`;
}

/** " AND …" conditions on a visit's channel, utm_source and utm_campaign; `v` is its alias with the dot ("vs.", or ""). */
export function trafficConditions(v: string, f: { channel?: string; source?: string; campaign?: string }, params: unknown[]): string {
  let out = '';
  if (f.channel) out += ` AND ${v}channel = $${params.push(f.channel)}`;
  if (f.source) out += ` AND lower(${v}utm_source) = lower($${params.push(f.source)})`;
  if (f.campaign) out += ` AND lower(${v}utm_campaign) = lower($${params.push(f.campaign)})`;
  return out;
}

/**
 * "FROM visits x WHERE …": the page views (not flagged as bots) of visitor `v` (its alias) in [from, to)
 * (their parameters), on the (visitor_id, occurred_at) index: who was there in a window, not whose
 * latest visit falls in it. For EXISTS (SELECT 1 …) or (SELECT count(*) …).
 */
export const viewsInWindow = (v: string, from: string, to: string): string =>
  `FROM visits x WHERE x.visitor_id = ${v}.id AND x.occurred_at >= ${from}::timestamptz AND x.occurred_at < ${to}::timestamptz AND x.is_bot IS NOT TRUE`;

/** " AND visitor_id IN (…)": visits by visitors of the workspace's accounts where `condition` (on `a`, the value as `$?`) holds. */
function accountVisitors(condition: string, value: string, params: unknown[]): string {
  return ` AND visitor_id IN (SELECT v.id FROM visitors v JOIN accounts a ON a.id = v.account_id WHERE v.workspace_id = $1::uuid AND ${condition.replace('$?', `$${params.push(value)}`)})`;
}

/** Whose page views: visitors of accounts with this classification or domain, one person, identified or not. */
export interface ViewerFilter {
  classification?: string;
  /** only views by visitors of the account with this domain ('personal' for consumer mailboxes) */
  domain?: string;
  /** only views by the visitor with this email */
  email?: string;
  /** only views by identified (true) or anonymous (false) visitors */
  identified?: boolean;
  /** only views by visitors identified by this source */
  resolutionSource?: string;
}

/** " AND visitor_id IN (…)" conditions for a ViewerFilter (`$1` is the workspace). */
function viewerConditions(f: ViewerFilter, params: unknown[]): string {
  let out = '';
  if (f.classification) out += accountVisitors('a.classification::text = $?', f.classification, params);
  if (f.domain) out += accountVisitors('lower(a.company_domain) = lower($?)', f.domain.trim(), params);
  if (f.email) out += ` AND visitor_id IN (SELECT id FROM visitors WHERE workspace_id = $1::uuid AND lower(email) = lower($${params.push(f.email.trim())}))`;
  if (f.identified !== undefined) out += ` AND visitor_id IN (SELECT id FROM visitors WHERE workspace_id = $1::uuid AND identified_at IS ${f.identified ? 'NOT ' : ''}NULL)`;
  if (f.resolutionSource) out += ` AND visitor_id IN (SELECT id FROM visitors WHERE workspace_id = $1::uuid AND resolution_source = $${params.push(f.resolutionSource)})`;
  return out;
}

/** Who or where page views came from: the viewer (ViewerFilter), the view's channel and utm values. */
export interface PageViewFilter extends ViewerFilter {
  channel?: string;
  source?: string;
  campaign?: string;
}

export interface VisitingAccountsQuery {
  page?: string;
  classification?: string;
  minIntent?: number;
  maxIntent?: number;
  /** true: first seen before the window (came back); false: first seen inside it (new) */
  returning?: boolean;
  minVisits?: number;
  /** the account's recorded (all-time) visit count at least / at most this */
  minTotalVisits?: number;
  maxTotalVisits?: number;
  /** only page views in this channel / with this utm_source / utm_campaign */
  channel?: string;
  source?: string;
  campaign?: string;
  /** visitors: the account's recorded (all-time) visitor count */
  /** visits: in the window; total_visits: the recorded (all-time) visit count */
  orderBy: 'visits' | 'recency' | 'intent' | 'visitors' | 'total_visits';
  limit: number;
}

export function createVisitRepository(sql: SqlClient) {
  return {
    /** A page of a visitor's page views, oldest first, after the (occurred_at, id) cursor: `first` + 1 rows say whether more follow. */
    journeyPage: (workspaceId: string, visitorId: string, first: number, after: { at: string; id: string } | null): Promise<Row[]> =>
      sql.query<Row>(
        `SELECT id::text AS id, occurred_at, path, url, referrer, channel, utm_campaign, is_bot FROM visits
         WHERE workspace_id = $1::uuid AND visitor_id = $2::uuid AND ($3::timestamptz IS NULL OR (occurred_at, id) > ($3::timestamptz, $4::bigint))
         ORDER BY occurred_at, id LIMIT ${Math.trunc(first) + 1}`,
        [workspaceId, visitorId, after?.at ?? null, after?.id ?? null],
      ),

    /** An account's visit timeline: its people's page views, newest first, before the (occurred_at, id) cursor; `first` + 1 rows. */
    ofAccount: (workspaceId: string, accountId: string, first: number, after: { at: string; id: string } | null): Promise<Row[]> =>
      sql.query<Row>(
        `SELECT w.id::text AS id, w.occurred_at, w.path, w.url, w.referrer, w.channel, w.utm_campaign, w.is_bot, w.visitor_id::text AS visitor_id
         FROM visits w JOIN visitors v ON v.id = w.visitor_id
         WHERE v.workspace_id = $1::uuid AND v.account_id = $2::uuid AND w.workspace_id = $1::uuid
           AND ($3::timestamptz IS NULL OR (w.occurred_at, w.id) < ($3::timestamptz, $4::bigint))
         ORDER BY w.occurred_at DESC, w.id DESC LIMIT ${Math.trunc(first) + 1}`,
        [workspaceId, accountId, after?.at ?? null, after?.id ?? null],
      ),

    /** A visitor's latest `limit` page views, oldest first. */
    ofVisitor: (workspaceId: string, visitorId: string, limit: number): Promise<Row[]> =>
      sql.query<Row>(
        `SELECT occurred_at, path, url, referrer, channel, utm_campaign, is_bot FROM (
           SELECT * FROM visits WHERE workspace_id = $1::uuid AND visitor_id = $2::uuid ORDER BY occurred_at DESC, id DESC LIMIT ${Math.trunc(limit)}
         ) recent ORDER BY occurred_at, id`,
        [workspaceId, visitorId],
      ),

    /** The most common first-three-page session paths in the window, known bots excluded. */
    paths(workspaceId: string, w: Window, through: string | undefined, limit: number): Promise<Row[]> {
      const params: unknown[] = [workspaceId, w.from, w.to];
      const via = through
        ? `AND session_id IN (SELECT session_id FROM visits WHERE workspace_id = $1::uuid AND path = $${params.push(through)} AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz)`
        : '';
      return sql.query<Row>(
        `WITH steps AS (
           SELECT session_id, path, row_number() OVER (PARTITION BY session_id ORDER BY occurred_at, id) AS n
           FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz
             AND is_bot IS NOT TRUE AND session_id IS NOT NULL ${via}
         ), sessions AS (
           SELECT session_id, string_agg(path, ' > ' ORDER BY n) AS journey FROM steps WHERE n <= 3 GROUP BY session_id
         )
         SELECT journey, count(*)::int AS sessions, round(100.0 * count(*) / sum(count(*)) OVER (), 1)::float AS share_pct
         FROM sessions GROUP BY journey ORDER BY sessions DESC, journey LIMIT ${Math.trunc(limit)}`,
        params,
      );
    },

    /**
     * Accounts with page views in the window (known bots excluded), with their visits, distinct
     * visitors and latest visit there; `matching` counts them all, `over_cap` those to be masked.
     */
    async visitingAccounts(
      workspaceId: string,
      w: Window,
      q: VisitingAccountsQuery,
      cap: number,
    ): Promise<{
      matching: number;
      overCap: number;
      avgIntent: number | null;
      avgVisitCount: number | null;
      avgVisitorCount: number | null;
      /** page views in the window per matching account */
      avgViews: number | null;
      /** the earliest and latest first_seen_at of every matching account */
      firstSeen: { min: Date; max: Date } | null;
      rows: Row[];
    }> {
      const params: unknown[] = [workspaceId, w.from, w.to];
      let page = q.page ? `AND ${pageCondition('vs.path', q.page, params)}` : '';
      page += trafficConditions('vs.', q, params);
      const where: string[] = [];
      if (q.classification) where.push(`a.classification = $${params.push(q.classification)}::"Classification"`);
      if (q.minIntent !== undefined) where.push(`a.intent_score >= $${params.push(q.minIntent)}`);
      if (q.maxIntent !== undefined) where.push(`a.intent_score <= $${params.push(q.maxIntent)}`);
      if (q.returning === true) where.push('a.first_seen_at < $2::timestamptz');
      if (q.returning === false) where.push('a.first_seen_at >= $2::timestamptz');
      if (q.minVisits !== undefined) where.push(`v.visits >= $${params.push(q.minVisits)}`);
      if (q.minTotalVisits !== undefined) where.push(`a.visit_count >= $${params.push(q.minTotalVisits)}`);
      if (q.maxTotalVisits !== undefined) where.push(`a.visit_count <= $${params.push(q.maxTotalVisits)}`);
      const order = { recency: 'v.last_visit_at DESC', intent: 'a.intent_score DESC', visitors: 'a.visitor_count DESC', visits: 'v.visits DESC', total_visits: 'a.visit_count DESC' }[q.orderBy];
      const capParam = params.push(cap);
      const rows = await sql.query<Row & { matching: number; over_cap: number }>(
        `WITH v AS (
           SELECT vi.account_id, count(*)::int AS visits, count(DISTINCT vs.visitor_id)::int AS visitors, max(vs.occurred_at) AS last_visit_at
           FROM visits vs JOIN visitors vi ON vi.id = vs.visitor_id
           WHERE vs.workspace_id = $1::uuid AND vs.occurred_at >= $2::timestamptz AND vs.occurred_at < $3::timestamptz
             AND vs.is_bot IS NOT TRUE AND vi.account_id IS NOT NULL ${page}
           GROUP BY vi.account_id
         )
         SELECT a.company_domain, a.company_name, a.intent_score, a.classification::text AS classification, a.first_seen_at,
                v.visits, v.visitors, v.last_visit_at, a.cap_rank,
                count(*) OVER ()::int AS matching, round(avg(a.intent_score) OVER (), 1)::float AS avg_intent,
                round(avg(a.visit_count) OVER (), 1)::float AS avg_visit_count, round(avg(v.visits) OVER (), 2)::float AS avg_views, min(a.first_seen_at) OVER () AS first_seen_min, max(a.first_seen_at) OVER () AS first_seen_max, round(avg(a.visitor_count) OVER (), 1)::float AS avg_visitor_count, (count(*) FILTER (WHERE ${overCapSql('a.cap_rank', `$${capParam}`)}) OVER ())::int AS over_cap
         FROM v JOIN accounts a ON a.id = v.account_id AND a.workspace_id = $1::uuid
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY ${order}, a.company_domain LIMIT ${Math.trunc(q.limit)}`,
        params,
      );
      const matching = rows[0]?.matching ?? 0;
      const overCap = rows[0]?.over_cap ?? 0;
      const avg = (k: string) => (rows[0]?.[k] as number | null | undefined) ?? null;
      return {
        matching,
        overCap,
        avgIntent: avg('avg_intent'),
        avgVisitCount: avg('avg_visit_count'),
        avgVisitorCount: avg('avg_visitor_count'),
        avgViews: avg('avg_views'),
        firstSeen: rows[0] ? { min: rows[0].first_seen_min as Date, max: rows[0].first_seen_max as Date } : null,
        rows: rows.map(({ matching: _m, over_cap: _o, avg_intent: _a, avg_visit_count: _b, avg_visitor_count: _c, avg_views: _v, first_seen_min: _d, first_seen_max: _e, ...r }) => r),
      };
    },

    /** Views and distinct visitors per page in the window (known bots excluded), most viewed first, with totals. */
    /** Paths viewed since `since` that contain every one of `words` (lower case, ≤ 3), for reading "the enterprise pricing page". */
    async pathsNamed(workspaceId: string, words: string[], since: string, limit: number): Promise<string[]> {
      if (!words.length) return [];
      const params: unknown[] = [workspaceId, since];
      const like = words.slice(0, 3).map((w) => `lower(path) LIKE $${params.push(`%${w.replace(/[%_\\]/g, '\\$&')}%`)}`);
      const rows = await sql.query<{ path: string }>(
        // a section's own path sorts before the pages under it
        `SELECT path FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND is_bot IS NOT TRUE AND ${like.join(' AND ')} GROUP BY path ORDER BY length(path), path LIMIT ${Math.trunc(limit)}`,
        params,
      );
      return rows.map((r) => r.path);
    },

    /** Page views in the window (bots excluded) grouped by path, or by the view's channel, utm_source or utm_campaign ('' when unset). */
    async pageViews(workspaceId: string, w: Window, page: string | undefined, limit: number, f: PageViewFilter = {}, group: 'path' | 'channel' | 'source' | 'campaign' = 'path') {
      const params: unknown[] = [workspaceId, w.from, w.to];
      const conds = page ? [`AND ${pageCondition('path', page, params)}`] : [];
      conds.push(trafficConditions('', f, params), viewerConditions(f, params));
      const cond = conds.join(' ');
      const base = `FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz AND is_bot IS NOT TRUE ${cond}`;
      const column = { path: 'path', channel: "coalesce(channel, '')", source: "coalesce(utm_source, '')", campaign: "coalesce(utm_campaign, '')" }[group];
      const [totals] = await sql.query<{ views: number; visitors: number; pages: number; groups: number; first_at: Date | null; last_at: Date | null }>(
        `SELECT count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors, count(DISTINCT path)::int AS pages, count(DISTINCT ${column})::int AS groups,
                min(occurred_at) AS first_at, max(occurred_at) AS last_at ${base}`,
        params,
      );
      const rows = await sql.query<Row>(
        `SELECT ${column} AS ${group}, count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors ${base}
         GROUP BY 1 ORDER BY views DESC, 1 LIMIT ${Math.trunc(limit)}`,
        params,
      );
      return { totals: totals ?? { views: 0, visitors: 0, pages: 0, groups: 0, first_at: null, last_at: null }, rows };
    },

    /**
     * Sessions that started in the window: a visitor's non-bot page views with no gap over
     * SESSION_GAP_MINUTES (attribution's definition), dated by their first view; with a page, only
     * sessions that viewed it. Views from one gap before the window decide whether its first views continue a session.
     */
    async sessions(workspaceId: string, w: Window, page: string | undefined, viewer: ViewerFilter = {}): Promise<{ sessions: number; visitors: number; all_sessions: number; first_at: Date | null; last_at: Date | null }> {
      const params: unknown[] = [workspaceId, w.from, w.to];
      const hit = page ? `bool_or(${pageCondition('path', page, params)})` : 'true';
      // sessions of these visitors (an account's, a classification's, one person's)
      const who = viewerConditions(viewer, params);
      const [row] = await sql.query<{ sessions: number; visitors: number; all_sessions: number; first_at: Date | null; last_at: Date | null }>(
        `WITH pv AS (
           SELECT id, visitor_id, occurred_at, path,
             CASE WHEN occurred_at - lag(occurred_at) OVER (PARTITION BY visitor_id ORDER BY occurred_at, id) <= interval '${SESSION_GAP_MINUTES} minutes' THEN 0 ELSE 1 END AS starts
           FROM visits WHERE workspace_id = $1::uuid AND is_bot IS NOT TRUE AND occurred_at >= $2::timestamptz - interval '${SESSION_GAP_MINUTES} minutes' ${who}),
         n AS (SELECT *, sum(starts) OVER (PARTITION BY visitor_id ORDER BY occurred_at, id ROWS UNBOUNDED PRECEDING) AS k FROM pv),
         s AS (SELECT visitor_id, min(occurred_at) AS started_at, ${hit} AS hit FROM n GROUP BY visitor_id, k)
         SELECT count(*) FILTER (WHERE hit)::int AS sessions, count(DISTINCT visitor_id) FILTER (WHERE hit)::int AS visitors, count(*)::int AS all_sessions,
                min(started_at) FILTER (WHERE hit) AS first_at, max(started_at) FILTER (WHERE hit) AS last_at
         FROM s WHERE started_at >= $2::timestamptz AND started_at < $3::timestamptz`,
        params,
      );
      return row ?? { sessions: 0, visitors: 0, all_sessions: 0, first_at: null, last_at: null };
    },

    /** Views and distinct visitors per UTC day in the window (days without views are absent). */
    viewsPerDay(workspaceId: string, w: Window, page: string | undefined): Promise<Row[]> {
      const params: unknown[] = [workspaceId, w.from, w.to];
      const cond = page ? `AND ${pageCondition('path', page, params)}` : '';
      return sql.query<Row>(
        `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors
         FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz AND is_bot IS NOT TRUE ${cond}
         GROUP BY 1 ORDER BY 1`,
        params,
      );
    },

    /**
     * A page sequence: for each step, the distinct visitors who viewed it after viewing every earlier
     * step in order, inside the window (known bots excluded).
     */
    async funnel(workspaceId: string, w: Window, steps: string[]): Promise<{ step: number; path: string; visitors: number; views: number }[]> {
      const params: unknown[] = [workspaceId, w.from, w.to];
      const scope = 'v.workspace_id = $1::uuid AND v.occurred_at >= $2::timestamptz AND v.occurred_at < $3::timestamptz AND v.is_bot IS NOT TRUE';
      const ctes = steps.map((p, i) => {
        const cond = pageCondition('v.path', p, params);
        return i === 0
          ? `s0 AS (SELECT v.visitor_id, min(v.occurred_at) AS t, count(*) AS n FROM visits v WHERE ${scope} AND ${cond} GROUP BY v.visitor_id)`
          : `s${i} AS (SELECT v.visitor_id, min(v.occurred_at) AS t, count(*) AS n FROM visits v JOIN s${i - 1} p ON p.visitor_id = v.visitor_id AND v.occurred_at > p.t WHERE ${scope} AND ${cond} GROUP BY v.visitor_id)`;
      });
      const [row] = await sql.query<Row>(
        `WITH ${ctes.join(', ')} SELECT ${steps.map((_, i) => `(SELECT count(*) FROM s${i})::int AS visitors_${i}, (SELECT coalesce(sum(n), 0) FROM s${i})::int AS views_${i}`).join(', ')}`,
        params,
      );
      return steps.map((path, i) => ({ step: i + 1, path, visitors: Number(row?.[`visitors_${i}`] ?? 0), views: Number(row?.[`views_${i}`] ?? 0) }));
    },

    /** What data there is: oldest/newest page view, days with data, the bot-flag gap, per channel (source). */
    async coverage(workspaceId: string, w: Window | null) {
      const params: unknown[] = [workspaceId];
      const inWindow = w ? `AND occurred_at >= $${params.push(w.from)}::timestamptz AND occurred_at < $${params.push(w.to)}::timestamptz` : '';
      const base = `FROM visits WHERE workspace_id = $1::uuid ${inWindow}`;
      const [totals] = await sql.query<Row>(
        `SELECT count(*)::int AS page_views, min(occurred_at) AS oldest, max(occurred_at) AS newest,
                count(DISTINCT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))::int AS days_with_data,
                count(*) FILTER (WHERE is_bot IS NULL)::int AS unflagged, count(*) FILTER (WHERE is_bot)::int AS bots ${base}`,
        params,
      );
      const sources = await sql.query<Row>(
        `SELECT coalesce(channel, '(none)') AS channel, count(*)::int AS page_views, min(occurred_at) AS oldest, max(occurred_at) AS newest
         ${base} GROUP BY 1 ORDER BY page_views DESC, channel`,
        params,
      );
      const days = w
        ? await sql.query<Row>(`SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS page_views ${base} GROUP BY 1 ORDER BY 1`, params)
        : [];
      return { totals: totals ?? {}, sources, days };
    },

    /** How many visits in the window carry no bot flag (rows older than bot flagging, spec 1 rule 4). */
    async unflagged(workspaceId: string, w: Window): Promise<{ unflagged: number; total: number }> {
      const [row] = await sql.query<{ unflagged: number; total: number }>(
        `SELECT count(*) FILTER (WHERE is_bot IS NULL)::int AS unflagged, count(*)::int AS total
         FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz`,
        [workspaceId, w.from, w.to],
      );
      return row ?? { unflagged: 0, total: 0 };
    },

    /** when the workspace's first page view was recorded; null before any */
    async firstAt(workspaceId: string): Promise<Date | null> {
      const [row] = await sql.query<{ first: Date | null }>('SELECT min(occurred_at) AS first FROM visits WHERE workspace_id = $1::uuid', [workspaceId]);
      return row?.first ?? null;
    },
  };
}

export type VisitRepository = ReturnType<typeof createVisitRepository>;
