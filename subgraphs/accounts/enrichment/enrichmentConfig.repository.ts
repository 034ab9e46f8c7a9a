// Enrichment settings, one row per workspace: plain SQL on Database.sql.
import type { RawSql } from '../../../core/db/index.js';

export interface EnrichmentConfig {
  vendor: string;
  page_patterns: string[];
  updated_at: Date | null;
}

export function createEnrichmentConfigRepository(sql: RawSql) {
  return {
    async get(workspaceId: string): Promise<EnrichmentConfig | null> {
      const [row] = await sql.query<EnrichmentConfig>(`SELECT vendor, page_patterns, updated_at FROM enrichment_configs WHERE workspace_id = $1::uuid`, [
        workspaceId,
      ]);
      return row ?? null;
    },

    upsert: (workspaceId: string, c: { vendor: string; page_patterns: string[] }, now: Date): Promise<number> =>
      sql.execute(
        `INSERT INTO enrichment_configs (workspace_id, page_patterns, vendor, updated_at) VALUES ($1::uuid, $2::text[], $3, $4::timestamptz)
         ON CONFLICT (workspace_id) DO UPDATE SET page_patterns = EXCLUDED.page_patterns, vendor = EXCLUDED.vendor, updated_at = EXCLUDED.updated_at`,
        [workspaceId, c.page_patterns, c.vendor, now],
      ),
  };
}

export type EnrichmentConfigRepository = ReturnType<typeof createEnrichmentConfigRepository>;
