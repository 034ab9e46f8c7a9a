// Accounts read by raw SQL on the (workspace_id, [classification,] intent_score DESC, company_domain)
// indexes. The SQL builder is exported so bench/read.ts runs exactly the same statements bare.
import type { SqlClient } from '../../../core/db/index.js';
import type { ClassificationValue } from '../shared/bounds.js';
import { READ_QUERY, type Timestamp } from '../shared/timestamps.js';
import { accessibleSql } from '../../../core/plans.js';

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

export interface AccountFilter {
  workspaceId: string;
  /** only accounts with cap_rank <= cap; null: all (masked later) */
  cap: number | null;
  classification?: ClassificationValue;
}

const COLUMNS =
  'id, company_domain, company_name, intent_score, visitor_count, visit_count, classification::text AS classification, first_seen_at, last_seen_at, cap_rank';

export function accountPageSql(f: AccountFilter, limit: number, offset: number) {
  const params: unknown[] = [f.workspaceId];
  const where = ['workspace_id = $1::uuid'];
  if (f.cap !== null) where.push(accessibleSql('cap_rank', `$${params.push(f.cap)}`));
  if (f.classification) where.push(`classification = $${params.push(f.classification)}::"Classification"`);
  const w = where.join(' AND ');
  return {
    rows: {
      // company_domain is unique per workspace: a stable tie-break for equal intent
      sql: `SELECT ${COLUMNS} FROM accounts WHERE ${w} ORDER BY intent_score DESC, company_domain ASC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      params: [...params, limit, offset],
    },
    count: { sql: `SELECT count(*)::int AS total FROM accounts WHERE ${w}`, params },
  };
}

export function createAccountRepository(sql: SqlClient) {
  return {
    async page(f: AccountFilter, limit: number, offset: number): Promise<{ rows: AccountRow[]; total: number }> {
      const q = accountPageSql(f, limit, offset);
      const [rows, count] = await Promise.all([
        sql.query<AccountRow>(q.rows.sql, q.rows.params, READ_QUERY),
        sql.query<{ total: number }>(q.count.sql, q.count.params),
      ]);
      return { rows, total: Number(count[0]?.total ?? 0) };
    },

    async byId(workspaceId: string, id: string): Promise<AccountRow | null> {
      const rows = await sql.query<AccountRow>(
        `SELECT ${COLUMNS} FROM accounts WHERE workspace_id = $1::uuid AND id = $2::uuid`, [workspaceId, id], READ_QUERY);
      return rows[0] ?? null;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
