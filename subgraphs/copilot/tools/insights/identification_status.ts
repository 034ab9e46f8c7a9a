import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { botCaveat, resolveWindow, windowArg } from '../shared/window.js';

export const identificationStatus = defineTool({
  name: 'identification_status',
  description: 'How identification is doing: visitors seen and identified in a window, match rate, by resolution source, events waiting, last pipeline run.',
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg }),
  effect: () => 'Shows identification status.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 7);
    const { totals, sources, pending, run } = await ctx.services.onboarding.identification(ctx.workspaceId, w.from, w.to);
    const gap = await ctx.services.visits.unflagged(ctx.workspaceId, w);
    const data = [
      {
        section: 'totals',
        visitors_seen: Number(totals?.visitors_seen ?? 0),
        identified: Number(totals?.identified ?? 0),
        identified_pct: totals?.identified_pct ?? null,
        events_waiting: Number(pending?.events_waiting ?? 0),
        last_run_at: run?.last_run_at ?? null,
        last_run_status: run?.last_run_status ?? null,
      },
      ...sources.map((s) => ({ section: 'source', ...s })),
    ];
    return result(Number(totals?.visitors_seen ?? 0) > 0 ? data : [], {
      coverage: `${Number(totals?.visitors_seen ?? 0)} visitors seen, ${w.label}`,
      caveats: [botCaveat(gap)],
      window: w,
    });
  },
});
