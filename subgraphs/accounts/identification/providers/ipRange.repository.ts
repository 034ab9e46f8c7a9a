// The company IP-range table the ip_table provider matches against, and its operator import.
// Plain SQL on Database.sql.
import type { SqlClient } from '../../../../core/db/index.js';

export interface IpRangeRow {
  cidr: string;
  company_domain: string;
  company_name: string | null;
}

export function createIpRangeRepository(sql: SqlClient) {
  return {
    all: () => sql.query<IpRangeRow>('SELECT cidr, company_domain, company_name FROM company_ip_ranges'),

    /** One statement (all or nothing, fast on large tables); rows must have distinct CIDRs. */
    upsertMany: (rows: IpRangeRow[], source: string) =>
      sql.execute(
        `INSERT INTO company_ip_ranges (id, cidr, company_domain, company_name, source, created_at)
         SELECT gen_random_uuid(), c, d, n, $4, now() FROM unnest($1::text[], $2::text[], $3::text[]) AS x(c, d, n)
         ON CONFLICT (cidr) DO UPDATE SET company_domain = EXCLUDED.company_domain, company_name = EXCLUDED.company_name, source = EXCLUDED.source`,
        [rows.map((r) => r.cidr), rows.map((r) => r.company_domain), rows.map((r) => r.company_name), source],
      ),

    async count(): Promise<number> {
      const [row] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM company_ip_ranges');
      return row?.n ?? 0;
    },

    /** ranges per source, by source name */
    bySource: () => sql.query<{ source: string; ranges: number }>('SELECT source, count(*)::int AS ranges FROM company_ip_ranges GROUP BY source ORDER BY source'),
  };
}
