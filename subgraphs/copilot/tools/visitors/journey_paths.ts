import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { botCaveat, resolveWindow, windowArg } from '../shared/window.js';

export const journeyPaths = defineTool({
  name: 'journey_paths',
  description: 'The most common page sequences (first three pages of a session) across visitors, optionally only sessions that pass through a given page.',
  kind: 'read',
  reversible: true,
  args: z.object({
    through: z.string().optional().describe('only sessions that visit this path, e.g. /pricing'),
    window: windowArg,
    limit: z.number().int().min(1).max(50).default(10).describe('paths to return'),
  }),
  effect: () => 'Lists common journeys.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 30);
    const rows = await ctx.services.visits.paths(ctx.workspaceId, w, { through: args.through, limit: args.limit ?? 10 });
    const gap = await ctx.services.visits.unflagged(ctx.workspaceId, w);
    return result(rows, {
      coverage: `top ${rows.length} session paths, ${w.label}; known bots excluded`,
      caveats: [botCaveat(gap), 'share_pct is the share of sessions in the window, not of visitors.'],
      window: w,
    });
  },
});
