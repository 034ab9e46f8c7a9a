import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const openRecommendations = defineTool({
  name: 'open_recommendations',
  description: 'Open recommendations (status new, or snoozed with the snooze elapsed): suggested next steps with their subject.',
  kind: 'read',
  reversible: true,
  args: z.object({ limit: z.number().int().min(1).max(50).default(20).describe('items to return') }),
  effect: () => 'Lists open recommendations.',
  async run(ctx, args) {
    const found = await ctx.services.recommendations.latestOpen(ctx.workspaceId, ctx.now, args.limit ?? 20);
    // every open one is counted, not only the rows returned
    const total = Number(found[0]?.open_total ?? 0);
    const rows = found.map(({ open_total: _, ...r }) => r);
    return result(rows, { coverage: `${total} open recommendations${rows.length < total ? `, the latest ${rows.length} shown` : ''}`, matching: total });
  },
});
