import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { intentPageField as f, MAX_INTENT_PAGES } from '../services.js';
import { changed } from '../shared/result.js';

export const replaceIntentPages = defineTool({
  name: 'replace_intent_pages',
  description: 'Replaces the whole set of intent pages: omitted pages are deleted, an omitted score_weight resets to 1; scores recompute on the next run.',
  kind: 'change',
  reversible: true,
  args: z.object({
    pages: z
      .array(
        z.object({
          pattern: f.pattern.describe('path pattern, e.g. /pricing or /docs/*'),
          label: f.label.optional().describe('display label'),
          score_weight: f.score_weight.optional().describe('weight, default 1'),
        }),
      )
      .max(MAX_INTENT_PAGES)
      .describe('the complete new set of intent pages'),
  }),
  effect: (a) =>
    a.pages.length
      ? `Replaces all intent pages with ${a.pages.map((p) => p.pattern + (p.score_weight !== undefined ? ` (weight ${p.score_weight})` : '')).join(', ')}; any other page is removed.`
      : 'Removes every intent page.',
  async run(ctx, a) {
    const { pages: unique, removed } = await ctx.services.intentPages.replace(ctx.workspaceId, a.pages);
    return changed({ pages: unique.map((p) => ({ pattern: p.pattern, score_weight: p.score_weight })), removed }, {
      coverage: `${unique.length} intent pages set, ${removed.length} removed`,
      caveats: ['Intent scores recompute on the next pipeline run.'],
    });
  },
});
