// What data the workspace has: oldest and newest page view, how many UTC days have data (listed
// when a window is asked), page views per channel (traffic source), and the unflagged-bot caveat.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { windowArg } from '../shared/window.js';

export const dataCoverage = defineTool({
  name: 'data_coverage',
  description: 'Which days and traffic sources have page-view data, the oldest and newest rows, and how many rows carry no bot flag. All time unless a window is given.',
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg }),
  effect: () => 'Reports data coverage.',
  async run(ctx, args) {
    const w = args.window ?? null;
    const c = await ctx.services.visits.coverage(ctx.workspaceId, w);
    const t = c.totals as Record<string, unknown>;
    const unflagged = Number(t.unflagged ?? 0);
    const data = [
      { section: 'totals', page_views: t.page_views, oldest: t.oldest, newest: t.newest, days_with_data: t.days_with_data, unflagged_bot_rows: unflagged, bot_rows: t.bots },
      ...c.sources.map((s) => ({ section: 'source', ...s })),
      ...c.days.map((d) => ({ section: 'day', ...d })),
    ];
    return result(Number(t.page_views ?? 0) > 0 ? data : [], {
      coverage: `${Number(t.page_views ?? 0)} page views on ${Number(t.days_with_data ?? 0)} days${w ? `, ${w.label}` : ', all time'}`,
      caveats: [
        unflagged > 0 ? `${unflagged} page views have no bot flag (recorded before bot filtering), so counts over them may include bots.` : '',
        'Sources are the derived channel of each page view; "(none)" means no channel could be derived.',
      ],
      window: w,
    });
  },
});
