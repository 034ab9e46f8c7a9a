import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { windowArg } from '../shared/window.js';
import { trailingDays } from '../services.js';

export const attributionOverview = defineTool({
  name: 'attribution_overview',
  description: 'Attributed sessions by channel, campaign or source from the nightly attribution rollup, with shares.',
  kind: 'read',
  reversible: true,
  args: z.object({
    group_by: z.enum(['channel', 'campaign', 'source']).default('channel').describe('dimension to group by'),
    window: windowArg,
    limit: z.number().int().min(1).max(50).optional().describe('only the N groups with the most sessions (shares stay of all attributed sessions)'),
  }),
  effect: () => 'Summarises attribution.',
  async run(ctx, args) {
    // no window: the same trailing 30 UTC days as GET /attribution (days=30)
    const d = trailingDays(ctx.now, 30);
    const w = args.window ?? { from: d.from.toISOString(), to: d.to.toISOString(), label: 'last 30 days' };
    const dim = args.group_by ?? 'channel';
    const fresh = await ctx.services.attribution.overview(ctx.workspaceId, dim, w);
    const rows = fresh.rows;
    const groups = rows.length === 1 ? dim : dim === 'campaign' ? 'campaigns' : `${dim}s`;
    const data = rows.slice(0, args.limit ?? rows.length).map((r) => ({ ...r, computed_at: fresh.computed_at }));
    return result(data, {
      coverage: rows.length ? `${fresh.total_sessions} attributed sessions by ${dim}${args.limit ? ` (the top ${data.length} of ${rows.length} ${groups})` : ` (${rows.length} ${groups})`}, ${w.label} (UTC days ${fresh.first_day} to ${fresh.last_day}, as /attribution?days=N)` : `no attributed sessions, ${w.label}`,
      caveats: [
        fresh.computed_at
          ? `From the nightly rollup computed at ${fresh.computed_at.toISOString()}; it can lag up to one day.`
          : 'The nightly rollup has no rows for this window; it never computes live.',
        'Shares are of attributed sessions (those with a campaign context), not of all visitors.',
      ],
      window: w,
    });
  },
});
