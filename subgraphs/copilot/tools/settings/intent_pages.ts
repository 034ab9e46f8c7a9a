import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const intentPages = defineTool({
  name: 'intent_pages',
  description: 'The pages that count towards intent scores (path patterns with their weights).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Lists intent pages.',
  async run(ctx) {
    const rows = await ctx.services.intentPages.list(ctx.workspaceId);
    return result(rows.map((r) => ({ ...r })), {
      coverage: `${rows.length} intent pages`,
      caveats: [rows.length ? '' : 'No intent pages are set, so intent scores only reflect visit volume.'],
    });
  },
});
