import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';
import { resolveWindow, windowArg } from '../shared/window.js';

export const attributionOverview = defineTool({
  name: 'attribution_overview',
  description: 'Attributed sessions by channel, campaign or source from the nightly attribution rollup, with shares.',
  kind: 'read',
  reversible: true,
  args: z.object({
    group_by: z.enum(['channel', 'campaign', 'source']).default('channel').describe('dimension to group by'),
    window: windowArg,
  }),
  effect: () => 'Summarises attribution.',
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const w = resolveWindow(args.window, ctx.now, 30);
    const dim = args.group_by ?? 'channel';
    const rows = await t.q(
      `SELECT ${dim} AS ${dim}, sum(sessions)::int AS sessions, sum(visitors)::int AS visitors, sum(identified)::int AS identified,
        round(100.0 * sum(sessions) / NULLIF(sum(sum(sessions)) OVER (), 0), 1)::float AS share_pct
       FROM attribution_daily WHERE workspace_id = $1::uuid AND day >= $2::date AND day < $3::date
       GROUP BY ${dim} ORDER BY sessions DESC, ${dim}`,
      ctx.workspaceId,
      w.from.slice(0, 10),
      w.to.slice(0, 10),
    );
    const [fresh] = await t.q(
      `SELECT max(computed_at) AS computed_at, max(day) AS latest_day, sum(sessions)::int AS total_sessions
       FROM attribution_daily WHERE workspace_id = $1::uuid AND day >= $2::date AND day < $3::date`,
      ctx.workspaceId,
      w.from.slice(0, 10),
      w.to.slice(0, 10),
    );
    const data = rows.map((r) => ({ ...r, computed_at: fresh?.computed_at ?? null }));
    return result(data, {
      coverage: rows.length ? `${Number(fresh?.total_sessions ?? 0)} attributed sessions by ${dim}, ${w.label}` : `no attributed sessions, ${w.label}`,
      caveats: [
        fresh?.computed_at
          ? `From the nightly rollup computed at ${String(fresh.computed_at)}; it can lag up to one day.`
          : 'The nightly rollup has no rows for this window; it never computes live.',
        'Shares are of attributed sessions (those with a campaign context), not of all visitors.',
      ],
      window: w,
    });
  },
});
