// Visitors joined to their account (company fields, classification, cap_rank), read on the
// (workspace_id, intent_score DESC, id) index. Exported SQL builder: bench/read.ts runs it bare.
import type { SqlClient } from '../../../core/db/index.js';
import { pageCondition, trafficConditions, viewsInWindow } from '../visits/visit.repository.js';
import type { ClassificationValue } from '../shared/bounds.js';
import { namedReadQuery, READ_QUERY, type Timestamp } from '../shared/timestamps.js';
import { accessibleSql } from '../../../core/plans.js';
import { countable, readCountsSql } from '../readCounts/readCounts.repository.js';

export interface VisitorRow {
  id: string;
  company_domain: string | null;
  company_name: string | null;
  intent_score: number;
  classification: ClassificationValue | null;
  resolved_email: string | null;
  resolved_name: string | null;
  resolved_title: string | null;
  employer: string | null;
  first_visit_at: Timestamp | null;
  last_visit_at: Timestamp | null;
  visit_count: number;
  cap_rank: number;
  account_id: string | null;
}

/** a page row: the page's total rides on each row (visitorPageSql) */
export type VisitorPageRow = VisitorRow & { total: number };

export interface VisitorFilter {
  workspaceId: string;
  /** only visitors whose account has cap_rank <= cap; null: all (masked later) */
  cap: number | null;
  classification?: ClassificationValue;
  minIntent?: number;
}

const COLUMNS = `v.id, a.company_domain, a.company_name, v.intent_score, a.classification::text AS classification,
  v.email AS resolved_email, v.name AS resolved_name, v.title AS resolved_title, v.employer,
  v.first_visit_at, v.last_visit_at, v.visit_count, a.cap_rank, v.account_id`;

// Visitors are listed once resolved to an account (spec 2.3: "those belonging to accounts inside the cap").
// An account id names one workspace's account: repeating the workspace in the join made PostgreSQL
// multiply the two selectivities, expect ~1% of the rows and hash-join whole small workspaces.
const FROM = 'FROM visitors v JOIN accounts a ON a.id = v.account_id';

/** the last row of a keyset page: the ranking's sort key */
export interface VisitorKey {
  score: number;
  id: string;
}

export function visitorPageSql(f: VisitorFilter, limit: number, offset: number, after: VisitorKey | null = null) {
  const params: unknown[] = [f.workspaceId];
  const where = ['v.workspace_id = $1::uuid'];
  if (f.cap !== null) where.push(accessibleSql('a.cap_rank', `$${params.push(f.cap)}`));
  if (f.classification) where.push(`a.classification = $${params.push(f.classification)}::"Classification"`);
  if (f.minIntent !== undefined) where.push(`v.intent_score >= $${params.push(f.minIntent)}`);
  const w = where.join(' AND ');
  // the total from the maintained counts (any plan's cap), else by counting the rows
  const count = (into: unknown[]) =>
    countable(f.cap) ? readCountsSql('visitor_counts', f, into) : { sql: `SELECT count(*)::int AS total ${FROM} WHERE ${w}`, params };
  const rowParams = [...params];
  // descending intent, ascending id: a row tuple comparison cannot mix directions
  const keyed = after
    ? ` AND (v.intent_score < $${rowParams.push(after.score)}::int OR (v.intent_score = $${rowParams.length}::int AND v.id > $${rowParams.push(after.id)}::uuid))`
    : '';
  // the page and its total in one statement (one round trip, one snapshot): the total rides on every
  // row as an uncorrelated subquery PostgreSQL evaluates once; an empty page runs `count` instead
  const total = count(rowParams).sql;
  return {
    rows: {
      // id is unique: a stable tie-break for equal intent
      sql: `SELECT ${COLUMNS}, (${total}) AS total ${FROM} WHERE ${w}${keyed} ORDER BY v.intent_score DESC, v.id ASC LIMIT $${rowParams.length + 1} OFFSET $${rowParams.length + 2}`,
      params: [...rowParams, limit, offset],
    },
    count: count([f.workspaceId]),
  };
}

export interface VisitorSearch {
  minIntent?: number;
  maxIntent?: number;
  classification?: ClassificationValue;
  /** the account's domain ('personal' for consumer mailboxes) */
  domain?: string;
  contacted?: boolean;
  /** visited (a page view not flagged as a bot) in [from, to), on `page` when given (visits' page rule) */
  visited?: { from: string; to: string; page?: string; channel?: string; source?: string; campaign?: string };
  /** visit_count bounds, inclusive */
  minVisits?: number;
  maxVisits?: number;
  /** only visitors with an identity (identified_at set) */
  identified?: boolean;
  /** with `visited`: true, first seen before the window (came back); false, first seen in it (new) */
  returning?: boolean;
  /** identified (identified_at) in [from, to) */
  identifiedIn?: { from: string; to: string };
  /** visitors.resolution_source */
  resolutionSource?: string;
  /** highest intent (default), most visits (all time) first, or most page views in the `visited` window (with its page and traffic filters) */
  orderBy?: 'intent' | 'visits' | 'page_views';
}

type Row = Record<string, unknown>;

/** the total of an empty page, which carries none */
async function countOf(sql: SqlClient, q: { sql: string; params: unknown[] }): Promise<number> {
  const [row] = await sql.query<{ total: number }>(q.sql, q.params);
  return Number(row?.total ?? 0);
}

export function createVisitorRepository(sql: SqlClient) {
  return {
    /** Ranked by intent; every visitor kept, with account_cap_rank for masking (core/plans.ts). */
    async search(workspaceId: string, f: VisitorSearch, limit: number): Promise<{ total: number; avgIntent: number | null; avgVisits: number | null; sumVisits: number; identifiedAt: { min: Date; max: Date } | null; rows: Row[] }> {
      const params: unknown[] = [workspaceId];
      const where = ['v.workspace_id = $1::uuid'];
      const add = (clause: string, value: unknown) => where.push(clause.replaceAll('$?', `$${params.push(value)}`));
      if (f.minIntent !== undefined) add('v.intent_score >= $?', f.minIntent);
      if (f.maxIntent !== undefined) add('v.intent_score <= $?', f.maxIntent);
      if (f.classification) add('a.classification::text = $?', f.classification);
      if (f.domain) add('lower(a.company_domain) = lower($?)', f.domain.trim());
      if (f.contacted !== undefined) where.push(f.contacted ? 'v.contacted_at IS NOT NULL' : 'v.contacted_at IS NULL');
      if (f.minVisits !== undefined) add('v.visit_count >= $?', f.minVisits);
      if (f.maxVisits !== undefined) add('v.visit_count <= $?', f.maxVisits);
      if (f.identified !== undefined) where.push(f.identified ? 'v.identified_at IS NOT NULL' : 'v.identified_at IS NULL');
      if (f.identifiedIn) {
        add('v.identified_at >= $?::timestamptz', f.identifiedIn.from);
        add('v.identified_at < $?::timestamptz', f.identifiedIn.to);
      }
      if (f.resolutionSource) add('v.resolution_source = $?', f.resolutionSource);
      if (f.visited && f.returning === true) add('v.first_visit_at < $?::timestamptz', f.visited.from);
      if (f.visited && f.returning === false) add('v.first_visit_at >= $?::timestamptz', f.visited.from);
      let views = '';
      if (f.visited) {
        // who was there in the window, not whose latest visit falls in it (a visitor seen last week and
        // again today visited last week); on the (visitor_id, occurred_at) index
        const fromP = params.push(f.visited.from);
        const toP = params.push(f.visited.to);
        let page = f.visited.page ? `AND ${pageCondition('x.path', f.visited.page, params)}` : '';
        // who arrived by a channel, utm_source or utm_campaign: a page view of theirs carries it
        page += trafficConditions('x.', f.visited, params);
        const inWindow = `${viewsInWindow('v', `$${fromP}`, `$${toP}`)} ${page}`;
        where.push(`EXISTS (SELECT 1 ${inWindow})`);
        // "the five visitors with the most /pricing views this month": those views, counted on the same index
        if (f.orderBy === 'page_views') views = `(SELECT count(*)::int ${inWindow})`;
      } else {
        // a visitor is someone with a page view: a crawler's visitor row (every view flagged as a bot) is not one
        where.push('EXISTS (SELECT 1 FROM visits x WHERE x.visitor_id = v.id AND x.is_bot IS NOT TRUE)');
      }
      const from = `FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id WHERE ${where.join(' AND ')}`;
      const order = views ? `${views} DESC, v.intent_score DESC` : f.orderBy === 'visits' ? 'v.visit_count DESC, v.intent_score DESC' : 'v.intent_score DESC';
      // the same ranking on the page's own columns
      const pageOrder = views ? 'page_views DESC, intent_score DESC, visitor_id' : f.orderBy === 'visits' ? 'visit_count DESC, intent_score DESC, visitor_id' : 'intent_score DESC, visitor_id';
      // the counts over every match and the page, in one round trip: a one-row aggregate joined to
      // the page (each planned as on its own); no page row leaves the page's columns null
      const found = await sql.query<{ total: number; avg_intent: number | null; avg_visits: number | null; sum_visits: number | null; identified_min: Date | null; identified_max: Date | null } & Row>(
        `SELECT c.*, p.* FROM
           (SELECT count(*)::int AS total, round(avg(v.intent_score), 1)::float AS avg_intent, round(avg(v.visit_count), 1)::float AS avg_visits, sum(v.visit_count)::float AS sum_visits,
                min(v.identified_at) AS identified_min, max(v.identified_at) AS identified_max ${from}) c
         LEFT JOIN LATERAL
           (SELECT v.id AS visitor_id, v.anonymous_id, v.email AS resolved_email, v.name AS resolved_name, v.title AS resolved_title, v.employer,
              v.intent_score, v.visit_count, v.first_visit_at, v.last_visit_at, v.identified_at, v.resolution_source, v.contacted_at,
              a.company_domain, a.company_name, a.classification::text AS classification, a.cap_rank AS account_cap_rank${views ? `, ${views} AS page_views` : ''}
            ${from} ORDER BY ${order}, v.id LIMIT ${Math.trunc(limit)}) p ON true
         ORDER BY ${pageOrder}`,
        params,
      );
      const count = found[0];
      const rows: Row[] = found
        .filter((r) => r.visitor_id !== null)
        .map((r) => ({
          visitor_id: r.visitor_id,
          anonymous_id: r.anonymous_id,
          resolved_email: r.resolved_email,
          resolved_name: r.resolved_name,
          resolved_title: r.resolved_title,
          employer: r.employer,
          intent_score: r.intent_score,
          visit_count: r.visit_count,
          first_visit_at: r.first_visit_at,
          last_visit_at: r.last_visit_at,
          identified_at: r.identified_at,
          resolution_source: r.resolution_source,
          contacted_at: r.contacted_at,
          company_domain: r.company_domain,
          company_name: r.company_name,
          classification: r.classification,
          account_cap_rank: r.account_cap_rank,
          ...(views ? { page_views: r.page_views } : {}),
        }));
      return { total: count?.total ?? 0, avgIntent: count?.avg_intent ?? null, avgVisits: count?.avg_visits ?? null, sumVisits: count?.sum_visits ?? 0, identifiedAt: count?.identified_min ? { min: count.identified_min, max: count.identified_max! } : null, rows };
    },

    /** The most recently seen visitor with this email (case-insensitive), with account_cap_rank. */
    async latestByEmail(workspaceId: string, email: string): Promise<Row | null> {
      const [row] = await sql.query<Row>(
        `SELECT v.id AS visitor_id, v.email AS resolved_email, v.name AS resolved_name, v.intent_score, v.visit_count, v.first_visit_at,
          v.identified_at, v.resolution_source, a.company_domain, a.cap_rank AS account_cap_rank
         FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id
         WHERE v.workspace_id = $1::uuid AND lower(v.email) = lower($2) ORDER BY v.last_visit_at DESC NULLS LAST LIMIT 1`,
        [workspaceId, email],
      );
      return row ?? null;
    },

    /** Every visitor with this email (case-insensitive), with account_cap_rank. */
    allByEmail: (workspaceId: string, email: string) =>
      sql.query<{ id: string; email: string; account_cap_rank: number | null }>(
        `SELECT v.id, v.email, a.cap_rank AS account_cap_rank FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id
         WHERE v.workspace_id = $1::uuid AND lower(v.email) = lower($2)`,
        [workspaceId, email],
      ),

    /** Marks (or clears) contacted; returns how many visitors changed. */
    setContacted: (workspaceId: string, ids: string[], contacted: boolean, now: Date): Promise<number> =>
      sql.execute(
        `UPDATE visitors SET contacted_at = ${contacted ? '$3::timestamptz' : 'NULL'}, updated_at = $3::timestamptz
         WHERE workspace_id = $1::uuid AND id = ANY($2::uuid[])`,
        [workspaceId, ids, now],
      ),

    async page(f: VisitorFilter, limit: number, offset: number): Promise<{ rows: VisitorRow[]; total: number }> {
      const q = visitorPageSql(f, limit, offset);
      const rows = await sql.query<VisitorPageRow>(q.rows.sql, q.rows.params, namedReadQuery(q.rows.sql));
      return { rows, total: rows.length ? rows[0]!.total : await countOf(sql, q.count) };
    },

    /** The same ranking as page(), read after an (intent_score, id) key instead of an offset; `first` + 1 rows. */
    async keyset(f: VisitorFilter, first: number, after: VisitorKey | null): Promise<{ rows: VisitorRow[]; total: number }> {
      const q = visitorPageSql(f, first + 1, 0, after);
      const rows = await sql.query<VisitorPageRow>(q.rows.sql, q.rows.params, namedReadQuery(q.rows.sql));
      return { rows, total: rows.length ? rows[0]!.total : await countOf(sql, q.count) };
    },

    /** An account's people, highest intent first, after the (intent_score, id) cursor; `first` + 1 rows. */
    ofAccount: (workspaceId: string, accountId: string, first: number, after: { score: number; id: string } | null): Promise<VisitorRow[]> =>
      sql.query<VisitorRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE v.workspace_id = $1::uuid AND v.account_id = $2::uuid
           AND ($3::int IS NULL OR v.intent_score < $3::int OR (v.intent_score = $3::int AND v.id > $4::uuid))
         ORDER BY v.intent_score DESC, v.id ASC LIMIT ${Math.trunc(first) + 1}`,
        [workspaceId, accountId, after?.score ?? null, after?.id ?? null],
        READ_QUERY,
      ),

    async byId(workspaceId: string, id: string): Promise<VisitorRow | null> {
      const rows = await sql.query<VisitorRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE v.workspace_id = $1::uuid AND v.id = $2::uuid`, [workspaceId, id], READ_QUERY);
      return rows[0] ?? null;
    },
  };
}

export type VisitorRepository = ReturnType<typeof createVisitorRepository>;
