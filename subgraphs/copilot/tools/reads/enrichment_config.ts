import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';

export const enrichmentConfig = defineTool({
  name: 'enrichment_config',
  description: 'The enrichment settings: vendor and the page patterns whose abandoners get enriched.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Shows enrichment settings.',
  async run(ctx) {
    const t = sqlTrace(ctx);
    const [row] = await t.q(`SELECT vendor, page_patterns, updated_at FROM enrichment_configs WHERE workspace_id = $1::uuid`, ctx.workspaceId);
    const cfg = row ?? { vendor: 'none', page_patterns: [], updated_at: null };
    const patterns = (cfg.page_patterns as string[]) ?? [];
    return result([{ ...cfg, pattern_count: patterns.length, enabled: patterns.length > 0 && cfg.vendor !== 'none' }], {
      coverage: row ? 'enrichment settings' : 'no enrichment settings saved; defaults shown',
      caveats: [patterns.length ? '' : 'The page pattern list is empty, which disables enrichment in practice.'],
    });
  },
});
