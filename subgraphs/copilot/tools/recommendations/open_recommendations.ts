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
    const rows = await ctx.services.recommendations.latestOpen(ctx.workspaceId, ctx.now, args.limit ?? 20);
    return result(rows, { coverage: `${rows.length} open recommendations` });
  },
});
