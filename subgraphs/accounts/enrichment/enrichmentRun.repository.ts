// Enrichment runs, the people each tried, and the vendor credit ledger. Eligibility (the published
// definition of an abandoner, enrichmentRun.service.ts) is one SQL statement used for the estimate
// and the run alike. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';
import { accessibleSql } from '../../../core/plans.js';

export interface Abandoner {
  visitor_id: string;
  email: string;
}

export function createEnrichmentRunRepository(sql: SqlClient) {
  return {
    /** identified visitors who viewed a matching page since `since`, never placed a store order (imported, not cancelled, same email), not yet tried with this vendor, within the plan cap */
    abandoners: (workspaceId: string, p: { likes: string[]; since: Date; vendor: string; cap: number }) =>
      p.likes.length === 0
        ? Promise.resolve([] as Abandoner[])
        : sql.query<Abandoner>(
            `SELECT v.id::text AS visitor_id, v.email FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id
             WHERE v.workspace_id = $1::uuid AND v.identified_at IS NOT NULL AND v.email IS NOT NULL
               AND (a.id IS NULL OR ${accessibleSql('a.cap_rank', '$5')})
               AND EXISTS (SELECT 1 FROM visits vi WHERE vi.visitor_id = v.id AND vi.is_bot IS NOT TRUE AND vi.occurred_at >= $3::timestamptz
                           AND EXISTS (SELECT 1 FROM unnest($2::text[]) AS p(l) WHERE vi.path LIKE p.l))
               AND NOT EXISTS (SELECT 1 FROM commerce_orders o WHERE o.workspace_id = v.workspace_id AND o.email = lower(v.email) AND o.cancelled_at IS NULL)
               AND NOT EXISTS (SELECT 1 FROM enriched_people e WHERE e.workspace_id = v.workspace_id AND e.visitor_id = v.id AND e.vendor = $4
                           AND e.status <> 'failed')
             ORDER BY v.intent_score DESC, v.id`,
            [workspaceId, p.likes, p.since, p.vendor, p.cap],
          ),

    balance: async (workspaceId: string, vendor: string): Promise<number> =>
      Number(
        (await sql.query<{ b: number }>(`SELECT coalesce(sum(credits), 0)::int AS b FROM vendor_credit_ledger WHERE workspace_id = $1::uuid AND vendor = $2`, [workspaceId, vendor]))[0]?.b ?? 0,
      ),

    grant: (workspaceId: string, vendor: string, credits: number, reason: string, at: Date) =>
      sql.execute(
        `INSERT INTO vendor_credit_ledger (id, workspace_id, vendor, credits, reason, created_at) VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5::timestamptz)`,
        [workspaceId, vendor, credits, reason, at],
      ),

    start: async (workspaceId: string, p: { vendor: string; sandbox: boolean; eligible: number; at: Date }) =>
      (
        await sql.query<{ id: string }>(
          `INSERT INTO enrichment_runs (id, workspace_id, vendor, sandbox, eligible, started_at) VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5::timestamptz)
           RETURNING id::text AS id`,
          [workspaceId, p.vendor, p.sandbox, p.eligible, p.at],
        )
      )[0]!.id,

    /**
     * Claims the person for this run and spends its credit in one statement: false when the person
     * was already claimed (another run, or tried before), so nobody is charged twice.
     */
    async claim(workspaceId: string, runId: string, visitorId: string, p: { vendor: string; credits: number; at: Date }): Promise<boolean> {
      const rows = await sql.query(
        `WITH c AS (
           INSERT INTO enriched_people (id, workspace_id, visitor_id, run_id, vendor, status, updated_at)
           VALUES (gen_random_uuid(), $1::uuid, $3::uuid, $2::uuid, $4, 'pending', $6::timestamptz)
           ON CONFLICT (workspace_id, visitor_id, vendor) DO UPDATE SET run_id = excluded.run_id, status = 'pending', error = NULL, updated_at = excluded.updated_at
             WHERE enriched_people.status = 'failed'
           RETURNING visitor_id)
         INSERT INTO vendor_credit_ledger (id, workspace_id, vendor, credits, reason, visitor_id, created_at)
         SELECT gen_random_uuid(), $1::uuid, $4, $5, 'enrichment', c.visitor_id, $6::timestamptz FROM c
         RETURNING visitor_id`,
        [workspaceId, runId, visitorId, p.vendor, p.credits, p.at],
      );
      return rows.length === 1;
    },

    record: (runId: string, visitorId: string, r: { status: 'matched' | 'not_found' | 'failed'; data: unknown; error: string | null; at: Date }) =>
      sql.execute(
        `UPDATE enriched_people SET status = $3, data = $4::jsonb, error = $5, updated_at = $6::timestamptz WHERE run_id = $1::uuid AND visitor_id = $2::uuid`,
        [runId, visitorId, r.status, r.data === null ? null : JSON.stringify(r.data), r.error, r.at],
      ),

    /** fills a visitor's empty name and title from a match (never overwrites what the pipeline knew) */
    fillVisitor: (visitorId: string, f: { full_name: string | null; job_title: string | null }) =>
      sql.execute(`UPDATE visitors SET name = coalesce(name, $2), title = coalesce(title, $3) WHERE id = $1::uuid`, [visitorId, f.full_name, f.job_title]),

    finish: (runId: string, r: { status: string; matched: number; not_found: number; failed: number; credits: number; error: string | null; at: Date }) =>
      sql.execute(
        `UPDATE enrichment_runs SET status = $2, matched = $3, not_found = $4, failed = $5, credits_spent = $6, error = $7, finished_at = $8::timestamptz WHERE id = $1::uuid`,
        [runId, r.status, r.matched, r.not_found, r.failed, r.credits, r.error, r.at],
      ),
  };
}

export type EnrichmentRunRepository = ReturnType<typeof createEnrichmentRunRepository>;
