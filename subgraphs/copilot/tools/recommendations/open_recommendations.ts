import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const openRecommendations = defineTool({
  name: 'open_recommendations',
  description: 'Open recommendations (status new, or snoozed with the snooze elapsed): suggested next steps with their subject.',
  kind: 'read',
  reversible: true,
  args: z.object({
    limit: z.number().int().min(1).max(50).default(20).describe('items to return'),
    state: z.enum(['open', 'all']).default('open').describe('the open ones, or every recommendation whatever its status (dismissed, done, snoozed)'),
  }),
  effect: () => 'Lists open recommendations.',
  async run(ctx, args) {
    const all = args.state === 'all';
    const found = await ctx.services.recommendations.latestOpen(ctx.workspaceId, ctx.now, args.limit ?? 20, all);
    // every matching one is counted, not only the rows returned
    const total = Number(found[0]?.open_total ?? 0);
    const at = (v: unknown) => new Date(String(v)).toISOString();
    const created = found[0] ? `; first created ${at(found[0].first_created_at)}, last created ${at(found[0].last_created_at)}` : '';
    const rows = found.map(({ open_total: _, first_created_at: _f, last_created_at: _l, ...r }) => r);
    return result(rows, { coverage: `${total} ${all ? 'recommendations (every status)' : 'open recommendations'}${rows.length < total ? `, the latest ${rows.length} shown` : ''}${created}`, matching: total });
  },
});
