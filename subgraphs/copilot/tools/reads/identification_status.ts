import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';
import { BOT_GAP_SQL, botCaveat, resolveWindow, windowArg } from '../shared/window.js';

export const identificationStatus = defineTool({
  name: 'identification_status',
  description: 'How identification is doing: visitors seen and identified in a window, match rate, by resolution source, events waiting, last pipeline run.',
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg }),
  effect: () => 'Shows identification status.',
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const w = resolveWindow(args.window, ctx.now, 7);
    const [totals] = await t.q(
      `SELECT count(*) AS visitors_seen, count(*) FILTER (WHERE identified_at IS NOT NULL) AS identified,
        round(100.0 * count(*) FILTER (WHERE identified_at IS NOT NULL) / NULLIF(count(*), 0), 1)::float AS identified_pct
       FROM visitors WHERE workspace_id = $1::uuid AND last_visit_at >= $2::timestamptz AND last_visit_at < $3::timestamptz`,
      ctx.workspaceId,
      w.from,
      w.to,
    );
    const sources = await t.q(
      `SELECT coalesce(resolution_source, 'unknown') AS resolution_source, count(*) AS identified
       FROM visitors WHERE workspace_id = $1::uuid AND identified_at IS NOT NULL AND last_visit_at >= $2::timestamptz AND last_visit_at < $3::timestamptz
       GROUP BY 1 ORDER BY identified DESC, 1`,
      ctx.workspaceId,
      w.from,
      w.to,
    );
    const [pending] = await t.q(`SELECT count(*) AS events_waiting FROM raw_events WHERE workspace_id = $1::uuid AND processed_at IS NULL`, ctx.workspaceId);
    const [run] = await t.q(
      `SELECT started_at AS last_run_at, status AS last_run_status FROM job_runs WHERE workspace_id = $1::uuid AND job = 'identify' ORDER BY started_at DESC LIMIT 1`,
      ctx.workspaceId,
    );
    const [gap] = await t.q(BOT_GAP_SQL, ctx.workspaceId, w.from, w.to);
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
