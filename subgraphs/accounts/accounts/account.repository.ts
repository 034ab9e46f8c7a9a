// Accounts read by raw SQL on the (workspace_id, [classification,] intent_score DESC, company_domain)
// indexes. The SQL builder is exported so bench/read.ts runs exactly the same statements bare.
import type { SqlClient } from '../../../core/db/index.js';
import type { ClassificationValue } from '../shared/bounds.js';
import { namedReadQuery, READ_QUERY, type Timestamp } from '../shared/timestamps.js';
import { accessibleSql, overCapSql } from '../../../core/plans.js';
import { countable, readCountsSql } from '../readCounts/readCounts.repository.js';

export interface AccountRow {
  id: string;
  company_domain: string;
  company_name: string | null;
  intent_score: number;
  visitor_count: number;
  visit_count: number;
  classification: ClassificationValue;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  cap_rank: number;
}

/** a page row: the page's total rides on each row (accountPageSql) */
export type AccountPageRow = AccountRow & { total: number };

export interface AccountFilter {
  workspaceId: string;
  /** only accounts with cap_rank <= cap; null: all (masked later) */
  cap: number | null;
  classification?: ClassificationValue;
}

const COLUMNS =
  'id, company_domain, company_name, intent_score, visitor_count, visit_count, classification::text AS classification, first_seen_at, last_seen_at, cap_rank';

/** the last row of a keyset page: its score and id (its domain is read from the id, so a cursor never carries a masked domain) */
export interface AccountKey {
  score: number;
  id: string;
}

export function accountPageSql(f: AccountFilter, limit: number, offset: number, after: AccountKey | null = null) {
  const params: unknown[] = [f.workspaceId];
  const where = ['workspace_id = $1::uuid'];
  if (f.cap !== null) where.push(accessibleSql('cap_rank', `$${params.push(f.cap)}`));
  if (f.classification) where.push(`classification = $${params.push(f.classification)}::"Classification"`);
  const w = where.join(' AND ');
  // the total from the maintained counts (any plan's cap), else by counting the rows
  const count = (into: unknown[]) =>
    countable(f.cap) ? readCountsSql('account_counts', f, into) : { sql: `SELECT count(*)::int AS total FROM accounts WHERE ${w}`, params };
  const rowParams = [...params];
  // descending intent, ascending domain: a row tuple comparison cannot mix directions
  const keyed = after
    ? ` AND (intent_score < $${rowParams.push(after.score)}::int OR (intent_score = $${rowParams.length}::int
         AND company_domain > (SELECT company_domain FROM accounts WHERE id = $${rowParams.push(after.id)}::uuid AND workspace_id = $1::uuid)))`
    : '';
  // the page and its total in one statement (one round trip, one snapshot): the total rides on every
  // row as an uncorrelated subquery PostgreSQL evaluates once; an empty page runs `count` instead
  const total = count(rowParams).sql;
  return {
    rows: {
      // company_domain is unique per workspace: a stable tie-break for equal intent
      sql: `SELECT ${COLUMNS}, (${total}) AS total FROM accounts WHERE ${w}${keyed} ORDER BY intent_score DESC, company_domain ASC LIMIT $${rowParams.length + 1} OFFSET $${rowParams.length + 2}`,
      params: [...rowParams, limit, offset],
    },
    count: count([f.workspaceId]),
  };
}

export interface AccountSearch {
  classification?: ClassificationValue;
  minIntent?: number;
  maxIntent?: number;
  /** substring of the domain or company name, case-insensitive */
  query?: string;
  /** visit_count bounds (all time), inclusive */
  minVisits?: number;
  maxVisits?: number;
  orderBy?: 'intent' | 'visits' | 'visitors';
}

const ORDER: Record<NonNullable<AccountSearch['orderBy']>, string> = {
  intent: 'intent_score DESC',
  visits: 'visit_count DESC',
  visitors: 'visitor_count DESC',
};

export interface AccountAggregates {
  avg_intent: number | null;
  avg_visits: number | null;
  avg_visitors: number | null;
  sum_visits: number;
  sum_visitors: number;
  sum_intent: number;
  /** the earliest and latest first_seen_at of the matching accounts */
  first_seen_min: Date | null;
  first_seen_max: Date | null;
  /** the earliest and latest last_seen_at of the matching accounts */
  last_seen_min: Date | null;
  last_seen_max: Date | null;
  /** every account of the workspace: the denominator of a share */
  all_accounts: number;
  /** accounts of the classification asked (all accounts when none): a share's denominator */
  class_accounts: number;
}

type Row = Record<string, unknown>;

/** the total of an empty page, which carries none */
async function countOf(sql: SqlClient, q: { sql: string; params: unknown[] }): Promise<number> {
  const [row] = await sql.query<{ total: number }>(q.sql, q.params);
  return Number(row?.total ?? 0);
}

export interface MentionedAccount {
  company_domain: string;
  company_name: string | null;
}

/**
 * The accounts a question's terms may name (mentioned() below), as SQL over the workspace id `w`
 * and the lower-case terms `t` (placeholders): the workspace read folds it into its own statement.
 */
export const mentionedSql = (w: string, t: string, limit: number): string =>
  `SELECT company_domain, company_name FROM accounts WHERE workspace_id = ${w}::uuid AND lower(company_name) = ANY(${t}::text[])
         UNION SELECT company_domain, company_name FROM accounts WHERE workspace_id = ${w}::uuid AND split_part(company_domain, '.', 1) = ANY(${t}::text[])
         UNION SELECT company_domain, company_name FROM accounts WHERE workspace_id = ${w}::uuid AND lower(split_part(company_name, ' ', 1)) = ANY(${t}::text[])
         ORDER BY company_domain LIMIT ${Math.trunc(limit)}`;

export function createAccountRepository(sql: SqlClient) {
  return {
    /** Ranked by intent; over-cap rows included (with cap_rank, to be masked) and counted. */
    async search(workspaceId: string, f: AccountSearch, cap: number, limit: number): Promise<{ matching: number; overCap: number; avgIntent: number | null; aggregates: AccountAggregates; rows: Row[] }> {
      const params: unknown[] = [workspaceId];
      const where = ['workspace_id = $1::uuid'];
      if (f.classification) where.push(`classification = $${params.push(f.classification)}::"Classification"`);
      if (f.minIntent !== undefined) where.push(`intent_score >= $${params.push(f.minIntent)}`);
      if (f.maxIntent !== undefined) where.push(`intent_score <= $${params.push(f.maxIntent)}`);
      if (f.query) {
        const n = params.push(`%${f.query.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
        where.push(`(company_domain ILIKE $${n} OR company_name ILIKE $${n})`);
      }
      if (f.minVisits !== undefined) where.push(`visit_count >= $${params.push(f.minVisits)}`);
      if (f.maxVisits !== undefined) where.push(`visit_count <= $${params.push(f.maxVisits)}`);
      const filter = where.join(' AND ');
      const order = `${ORDER[f.orderBy ?? 'intent']}, ${f.orderBy && f.orderBy !== 'intent' ? 'intent_score DESC, ' : ''}company_domain`;
      // the counts over every match and the page, in one round trip: a one-row aggregate joined to
      // the page (each planned as on its own); no page row leaves the page's columns null
      const found = await sql.query<{ matching: number; over_cap: number } & AccountAggregates & Row>(
        `SELECT c.*, p.* FROM
           (SELECT count(*)::int AS matching, count(*) FILTER (WHERE ${overCapSql('cap_rank', `$${params.length + 1}`)})::int AS over_cap,
                round(avg(intent_score), 1)::float AS avg_intent, round(avg(visit_count), 1)::float AS avg_visits, round(avg(visitor_count), 1)::float AS avg_visitors,
                coalesce(sum(visit_count), 0)::int AS sum_visits, coalesce(sum(visitor_count), 0)::int AS sum_visitors, coalesce(sum(intent_score), 0)::int AS sum_intent,
                min(first_seen_at) AS first_seen_min, max(first_seen_at) AS first_seen_max, min(last_seen_at) AS last_seen_min, max(last_seen_at) AS last_seen_max,
                (SELECT count(*)::int FROM accounts WHERE workspace_id = $1::uuid) AS all_accounts,
                (SELECT count(*)::int FROM accounts WHERE workspace_id = $1::uuid${f.classification ? ` AND classification = $2::"Classification"` : ''}) AS class_accounts
            FROM accounts WHERE ${filter}) c
         LEFT JOIN LATERAL
           (SELECT company_domain, company_name, intent_score, visitor_count, visit_count, classification::text AS classification,
                first_seen_at, last_seen_at, cap_rank
            FROM accounts WHERE ${filter}
            ORDER BY ${order} LIMIT $${params.length + 2}) p ON true
         ORDER BY ${order}`,
        [...params, cap, limit],
      );
      const counts = found[0];
      const rows: Row[] = found
        .filter((r) => r.company_domain !== null)
        .map((r) => ({
          company_domain: r.company_domain,
          company_name: r.company_name,
          intent_score: r.intent_score,
          visitor_count: r.visitor_count,
          visit_count: r.visit_count,
          classification: r.classification,
          first_seen_at: r.first_seen_at,
          last_seen_at: r.last_seen_at,
          cap_rank: r.cap_rank,
        }));
      const aggregates: AccountAggregates = {
        avg_intent: counts?.avg_intent ?? null,
        avg_visits: counts?.avg_visits ?? null,
        avg_visitors: counts?.avg_visitors ?? null,
        sum_visits: Number(counts?.sum_visits ?? 0),
        sum_visitors: Number(counts?.sum_visitors ?? 0),
        sum_intent: Number(counts?.sum_intent ?? 0),
        first_seen_min: counts?.first_seen_min ?? null,
        first_seen_max: counts?.first_seen_max ?? null,
        last_seen_min: counts?.last_seen_min ?? null,
        last_seen_max: counts?.last_seen_max ?? null,
        all_accounts: Number(counts?.all_accounts ?? 0),
        class_accounts: Number(counts?.class_accounts ?? 0),
      };
      return { matching: counts?.matching ?? 0, overCap: counts?.over_cap ?? 0, avgIntent: counts?.avg_intent ?? null, aggregates, rows };
    },

    /** One account by its domain (case-insensitive), with its firmographics; cap_rank included for masking. */
    async byDomain(workspaceId: string, domain: string): Promise<Row | null> {
      const [row] = await sql.query<Row>(
        `SELECT id::text AS id, company_domain, company_name, intent_score, visitor_count, visit_count, classification::text AS classification,
                firmographics, first_seen_at, last_seen_at, contacted_at, cap_rank
         FROM accounts WHERE workspace_id = $1::uuid AND lower(company_domain) = lower($2)`,
        [workspaceId, domain],
      );
      return row ?? null;
    },

    /** Accounts inside the cap whose domain is this one (case-insensitive): the candidates of a selection. */
    accessibleByDomain: (workspaceId: string, domain: string, cap: number) =>
      sql.query<{ id: string; company_domain: string; classification: string }>(
        `SELECT id, company_domain, classification::text AS classification FROM accounts
         WHERE workspace_id = $1::uuid AND lower(company_domain) = lower($2) AND ${accessibleSql('cap_rank', '$3')}`,
        [workspaceId, domain, cap],
      ),

    /** The highest-intent domains inside the cap (what a refusal lists). */
    async accessibleDomains(workspaceId: string, cap: number, limit: number): Promise<string[]> {
      const rows = await sql.query<{ company_domain: string }>(
        `SELECT company_domain FROM accounts WHERE workspace_id = $1::uuid AND ${accessibleSql('cap_rank', '$2')}
         ORDER BY intent_score DESC, company_domain LIMIT ${Math.trunc(limit)}`,
        [workspaceId, cap],
      );
      return rows.map((r) => r.company_domain);
    },

    /**
     * The accounts a question may name: whole company name, domain first label or name's first word
     * equal to one of `terms` (lower case). Three indexed lookups (migration 0004), never a scan.
     */
    mentioned: (workspaceId: string, terms: string[], limit: number) => sql.query<MentionedAccount>(mentionedSql('$1', '$2', limit), [workspaceId, terms]),

    async classify(workspaceId: string, id: string, classification: ClassificationValue, now: Date): Promise<Row | null> {
      const [row] = await sql.query<Row>(
        `UPDATE accounts SET classification = $3::"Classification", updated_at = $4::timestamptz
         WHERE workspace_id = $1::uuid AND id = $2::uuid
         RETURNING company_domain, classification::text AS classification`,
        [workspaceId, id, classification, now],
      );
      return row ?? null;
    },

    async page(f: AccountFilter, limit: number, offset: number): Promise<{ rows: AccountRow[]; total: number }> {
      const q = accountPageSql(f, limit, offset);
      const rows = await sql.query<AccountPageRow>(q.rows.sql, q.rows.params, namedReadQuery(q.rows.sql));
      return { rows, total: rows.length ? rows[0]!.total : await countOf(sql, q.count) };
    },

    /** The same ranking as page(), read after an (intent_score, company_domain) key instead of an offset; `first` + 1 rows. */
    async keyset(f: AccountFilter, first: number, after: AccountKey | null): Promise<{ rows: AccountRow[]; total: number }> {
      const q = accountPageSql(f, first + 1, 0, after);
      const rows = await sql.query<AccountPageRow>(q.rows.sql, q.rows.params, namedReadQuery(q.rows.sql));
      return { rows, total: rows.length ? rows[0]!.total : await countOf(sql, q.count) };
    },

    async byId(workspaceId: string, id: string): Promise<AccountRow | null> {
      const rows = await sql.query<AccountRow>(
        `SELECT ${COLUMNS} FROM accounts WHERE workspace_id = $1::uuid AND id = $2::uuid`, [workspaceId, id], READ_QUERY);
      return rows[0] ?? null;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
