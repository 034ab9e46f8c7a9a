import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { enrichmentField as f } from '../services.js';
import { changed } from '../shared/result.js';

export const updateEnrichmentConfig = defineTool({
  name: 'update_enrichment_config',
  description: 'Changes enrichment settings: the page patterns whose abandoners are enriched and/or the vendor. An empty pattern list disables enrichment in practice.',
  kind: 'change',
  reversible: true,
  args: z
    .object({
      page_patterns: f.page_patterns.optional().describe('replaces the pattern list, e.g. ["/pricing", "/checkout/*"]'),
      vendor: f.vendor.optional().describe('enrichment vendor name, or "none"'),
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
    const { before, after } = await ctx.services.enrichment.update(ctx.workspaceId, { page_patterns: a.page_patterns, vendor: a.vendor });
    return changed(
      { page_patterns: after.page_patterns, vendor: after.vendor, previous_page_patterns: before.page_patterns, previous_vendor: before.vendor },
      { caveats: [after.page_patterns.length ? '' : 'The pattern list is empty, so enrichment is disabled in practice.'] },
    );
  },
});
