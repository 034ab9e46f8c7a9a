import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { changed } from '../shared/result.js';

export const updateEnrichmentConfig = defineTool({
  name: 'update_enrichment_config',
  description: 'Changes enrichment settings: the page patterns whose abandoners are enriched and/or the vendor. An empty pattern list disables enrichment in practice.',
  kind: 'change',
  reversible: true,
  args: z
    .object({
      page_patterns: z.array(z.string().min(1).max(200)).max(50).optional().describe('replaces the pattern list, e.g. ["/pricing", "/checkout/*"]'),
      vendor: z.string().min(1).max(50).optional().describe('enrichment vendor name, or "none"'),
    })
    .refine((a) => a.page_patterns !== undefined || a.vendor !== undefined, 'give page_patterns or vendor'),
  effect: (a) =>
    [
      a.page_patterns !== undefined
        ? a.page_patterns.length
          ? `Sets enrichment page patterns to ${a.page_patterns.join(', ')}.`
          : 'Empties the enrichment page patterns, which disables enrichment in practice.'
        : '',
      a.vendor ? `Sets the enrichment vendor to ${a.vendor}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  async run(ctx, a) {
    const t = sqlTrace(ctx);
    const [before] = await t.q(`SELECT page_patterns, vendor FROM enrichment_configs WHERE workspace_id = $1::uuid`, ctx.workspaceId);
    const patterns = a.page_patterns?.map((p) => p.trim()) ?? (before?.page_patterns as string[] | undefined) ?? [];
    const vendor = a.vendor?.trim() ?? (before?.vendor as string | undefined) ?? 'none';
    await t.exec(
      `INSERT INTO enrichment_configs (workspace_id, page_patterns, vendor, updated_at) VALUES ($1::uuid, $2::text[], $3, $4::timestamptz)
       ON CONFLICT (workspace_id) DO UPDATE SET page_patterns = EXCLUDED.page_patterns, vendor = EXCLUDED.vendor, updated_at = EXCLUDED.updated_at`,
      ctx.workspaceId,
      patterns,
      vendor,
      ctx.now.toISOString(),
    );
    return changed({ page_patterns: patterns, vendor, previous_page_patterns: before?.page_patterns ?? [], previous_vendor: before?.vendor ?? 'none' }, {
      caveats: [patterns.length ? '' : 'The pattern list is empty, so enrichment is disabled in practice.'],
    });
  },
});
