import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const enrichmentConfig = defineTool({
  name: 'enrichment_config',
  description: 'The enrichment settings: vendor and the page patterns whose abandoners get enriched.',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Shows enrichment settings.',
  async run(ctx) {
    const { config: cfg, saved } = await ctx.services.enrichment.get(ctx.workspaceId);
    const patterns = cfg.page_patterns ?? [];
    return result([{ ...cfg, pattern_count: patterns.length, enabled: patterns.length > 0 && cfg.vendor !== 'none' }], {
      coverage: saved ? 'enrichment settings' : 'no enrichment settings saved; defaults shown',
      caveats: [patterns.length ? '' : 'The page pattern list is empty, which disables enrichment in practice.'],
    });
  },
});
