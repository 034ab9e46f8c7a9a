// Recomputes what visitors and accounts show from the visits table, for the given ids, in plain
// SQL on Database.sql: intent scores (scoreVisitors/scoreAccounts) and, for the rescore job, the
// counts too (refreshVisitors/refreshAccounts). Set-based SQL computes the score features
// (intentScore.ts defines them); the formula itself runs in TypeScript: exactly one copy of it.
import type { SqlClient } from '../../../../core/db/index.js';
import { DAY_MS } from '../../shared/time.js';
import { HALF_LIFE_DAYS, SCORE_WINDOW_DAYS, intentScore, patternToLike, type ScoreFeatures } from './intentScore.js';

export interface IntentPageWeight {
  pattern: string;
  score_weight: number;
}

interface FeatureRow {
  id: string;
  frequency: number;
  intent: number;
  days: number;
  people: number;
}

/**
 * Feature SQL over non-bot visits in the window. `$1` ids, `$2` now, `$3` window start,
 * `$4`/`$5` intent-page LIKE patterns and weights. `groupBy` is the visitor or account id column.
 */
function featureSql(from: string, groupBy: string, where: string, withPages: boolean): string {
  const decay = `power(0.5, greatest(0, extract(epoch FROM ($2::timestamptz - v.occurred_at))) / 86400.0 / ${HALF_LIFE_DAYS})`;
  return `
    SELECT ${groupBy} AS id,
      sum(${decay})::float8 AS frequency,
      ${withPages ? `coalesce(sum(coalesce(w.weight, 0) * ${decay}), 0)::float8` : '0::float8'} AS intent,
      count(DISTINCT (v.occurred_at AT TIME ZONE 'UTC')::date)::int AS days,
      count(DISTINCT v.visitor_id)::int AS people
    FROM ${from}
    ${withPages ? `LEFT JOIN LATERAL (SELECT max(p.weight) AS weight FROM unnest($4::text[], $5::float8[]) AS p(pattern, weight) WHERE v.path LIKE p.pattern) w ON true` : ''}
    WHERE ${where} AND v.is_bot IS NOT TRUE AND v.occurred_at > $3::timestamptz
    GROUP BY ${groupBy}`;
}

function pageArgs(pages: IntentPageWeight[]): unknown[] {
  return pages.length ? [pages.map((p) => patternToLike(p.pattern)), pages.map((p) => p.score_weight)] : [];
}

const scoreOf = (f: FeatureRow | undefined): number =>
  f ? intentScore({ intent: f.intent, frequency: f.frequency, days: f.days, people: f.people }) : 0;

async function features(sql: SqlClient, kind: 'visitor' | 'account', ids: string[], pages: IntentPageWeight[], now: Date): Promise<Map<string, FeatureRow>> {
  const from = new Date(now.getTime() - SCORE_WINDOW_DAYS * DAY_MS);
  // a visitor's own visits through the index on visits (visitor_id, occurred_at), whatever the
  // statistics say: OFFSET 0 keeps the lateral subquery a per-visitor index lookup, where a
  // flattened join could be planned as a scan of every visit for each chunk of ids (ids counted
  // once each). Accounts join their visitors' visits in one pass (measured: per-account lookups
  // were slower).
  const q =
    kind === 'visitor'
      ? featureSql(
          '(SELECT DISTINCT id FROM unnest($1::uuid[]) AS u(id)) x CROSS JOIN LATERAL (SELECT * FROM visits WHERE visitor_id = x.id AND occurred_at > $3::timestamptz OFFSET 0) v',
          'v.visitor_id',
          'true',
          pages.length > 0,
        )
      : featureSql('visitors vi JOIN visits v ON v.visitor_id = vi.id', 'vi.account_id', 'vi.account_id = ANY($1::uuid[])', pages.length > 0);
  const rows = await sql.query<FeatureRow>(q, [ids, now, from, ...pageArgs(pages)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** One account's score features now, with its workspace's intent pages (the score's explanation). */
export async function accountFeatures(sql: SqlClient, workspaceId: string, accountId: string, now: Date): Promise<ScoreFeatures> {
  const pages = (await intentPagesFor(sql, [workspaceId])).get(workspaceId) ?? [];
  const f = (await features(sql, 'account', [accountId], pages, now)).get(accountId);
  return { intent: f?.intent ?? 0, frequency: f?.frequency ?? 0, days: f?.days ?? 0, people: f?.people ?? 0 };
}

/** intent_score only, for visitors (`table` visitors) or accounts; rows whose score is unchanged are not written */
async function writeScores(sql: SqlClient, table: 'visitors' | 'accounts', ids: string[], f: Map<string, FeatureRow>, now: Date): Promise<void> {
  const sorted = [...ids].sort(); // lock rows in one order: concurrent runs cannot deadlock
  await sql.execute(
    `UPDATE ${table} t SET intent_score = s.score, updated_at = $3
     FROM unnest($1::uuid[], $2::int[]) AS s(id, score)
     WHERE t.id = s.id AND t.intent_score IS DISTINCT FROM s.score`,
    [sorted, sorted.map((id) => scoreOf(f.get(id))), now],
  );
}

/** Visitors' intent_score from their visits in the window. */
export async function scoreVisitors(sql: SqlClient, ids: string[], pages: IntentPageWeight[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await writeScores(sql, 'visitors', ids, await features(sql, 'visitor', ids, pages, now), now);
}

/** Accounts' intent_score from their visitors' visits in the window (with people). */
export async function scoreAccounts(sql: SqlClient, ids: string[], pages: IntentPageWeight[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await writeScores(sql, 'accounts', ids, await features(sql, 'account', ids, pages, now), now);
}

/**
 * Full recompute for visitors: visit_count, first/last visit (all non-bot visits ever) and
 * intent_score. The identify job maintains the counts incrementally (counts.ts); this corrects
 * any drift (rescore job).
 */
export async function refreshVisitors(sql: SqlClient, ids: string[], pages: IntentPageWeight[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...ids].sort();
  await sql.execute(
    `WITH s AS (
       SELECT x.id, count(v.id)::int AS n, min(v.occurred_at) AS first_at, max(v.occurred_at) AS last_at
       FROM unnest($1::uuid[]) AS x(id) LEFT JOIN visits v ON v.visitor_id = x.id AND v.is_bot IS NOT TRUE
       GROUP BY x.id)
     UPDATE visitors t SET visit_count = s.n, first_visit_at = s.first_at, last_visit_at = s.last_at, updated_at = $2
     FROM s WHERE t.id = s.id AND (t.visit_count, t.first_visit_at, t.last_visit_at) IS DISTINCT FROM (s.n, s.first_at, s.last_at)`,
    [sorted, now],
  );
  await scoreVisitors(sql, sorted, pages, now);
}

/**
 * Full recompute for accounts: visitor_count (people with a counted visit), visit_count, first/last
 * seen (first seen never moves later: it is when the account was first seen) and intent_score.
 * Returns the earliest first_seen_at among them (for cap ranks).
 */
export async function refreshAccounts(sql: SqlClient, ids: string[], pages: IntentPageWeight[], now: Date): Promise<Date | null> {
  if (ids.length === 0) return null;
  const sorted = [...ids].sort();
  const rows = await sql.query<{ first_seen_at: Date }>(
    `WITH s AS (
       SELECT a.id,
         count(vi.id) FILTER (WHERE vi.visit_count > 0)::int AS people,
         coalesce(sum(vi.visit_count), 0)::int AS n,
         min(vi.first_visit_at) AS first_at, max(vi.last_visit_at) AS last_at
       FROM accounts a LEFT JOIN visitors vi ON vi.account_id = a.id
       WHERE a.id = ANY($1::uuid[]) GROUP BY a.id)
     UPDATE accounts a SET visitor_count = s.people, visit_count = s.n,
       first_seen_at = LEAST(a.first_seen_at, coalesce(s.first_at, a.first_seen_at)),
       last_seen_at = GREATEST(a.last_seen_at, coalesce(s.last_at, a.last_seen_at)),
       updated_at = $2
     FROM s
     WHERE a.id = s.id
     RETURNING a.first_seen_at`,
    [sorted, now],
  );
  await scoreAccounts(sql, sorted, pages, now);
  let min: Date | null = null;
  for (const r of rows) if (!min || r.first_seen_at < min) min = r.first_seen_at;
  return min;
}

/**
 * accounts.cap_rank (core/plans.ts): 1-based rank by (first_seen_at, company_domain) among the
 * workspace's accounts first seen in the same UTC month. Re-ranks every month from `since` on.
 */
export async function refreshCapRanks(sql: SqlClient, workspaceId: string, since: Date): Promise<number> {
  const monthStart = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1));
  return sql.execute(
    // rows locked in id order, as everywhere accounts are written (the read counts' triggers lock
    // accounts too: migration 0019), so concurrent jobs cannot deadlock
    `WITH r AS (SELECT id, row_number() OVER (
                  PARTITION BY date_trunc('month', first_seen_at AT TIME ZONE 'UTC')
                  ORDER BY first_seen_at, company_domain)::int AS rank
                FROM accounts WHERE workspace_id = $1::uuid AND first_seen_at >= $2::timestamptz),
          moved AS (SELECT a.id, r.rank FROM accounts a JOIN r ON r.id = a.id WHERE a.cap_rank <> r.rank ORDER BY a.id FOR NO KEY UPDATE OF a)
     UPDATE accounts a SET cap_rank = moved.rank FROM moved WHERE a.id = moved.id`,
    [workspaceId, monthStart],
  );
}

/** Each workspace's intent pages (score weights), on `sql`: inside a transaction, never around it (PGlite). */
export async function intentPagesFor(sql: SqlClient, workspaces: string[]): Promise<Map<string, IntentPageWeight[]>> {
  const rows = await sql.query<{ workspace_id: string; pattern: string; score_weight: number }>(
    `SELECT workspace_id::text, pattern, score_weight FROM intent_pages WHERE workspace_id = ANY($1::uuid[])`,
    [workspaces],
  );
  const out = new Map<string, IntentPageWeight[]>();
  for (const r of rows) {
    const list = out.get(r.workspace_id) ?? [];
    list.push({ pattern: r.pattern, score_weight: r.score_weight });
    out.set(r.workspace_id, list);
  }
  return out;
}

/** The next `limit` visitor or account ids of a workspace after `cursor`, in id order (a full rescore walks them in chunks). */
export function idsAfter(sql: SqlClient, table: 'visitors' | 'accounts', workspaceId: string, cursor: string | null, limit: number): Promise<string[]> {
  return sql
    .query<{ id: string }>(
      `SELECT id FROM ${table} WHERE workspace_id = $1::uuid AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT ${Math.trunc(limit)}`,
      [workspaceId, cursor],
    )
    .then((rows) => rows.map((r) => r.id));
}
