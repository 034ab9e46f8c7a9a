import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';
import { BOT_GAP_SQL, botCaveat, resolveWindow, windowArg } from '../shared/window.js';

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
    const t = sqlTrace(ctx);
    const w = resolveWindow(args.window, ctx.now, 30);
    const params: unknown[] = [ctx.workspaceId, w.from, w.to];
    let through = '';
    if (args.through) {
      params.push(args.through.trim());
      through = `AND session_id IN (SELECT session_id FROM visits WHERE workspace_id = $1::uuid AND path = $4 AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz)`;
    }
    const rows = await t.q(
      `WITH steps AS (
         SELECT session_id, path, row_number() OVER (PARTITION BY session_id ORDER BY occurred_at, id) AS n
         FROM visits WHERE workspace_id = $1::uuid AND occurred_at >= $2::timestamptz AND occurred_at < $3::timestamptz
           AND is_bot IS NOT TRUE AND session_id IS NOT NULL ${through}
       ), sessions AS (
         SELECT session_id, string_agg(path, ' > ' ORDER BY n) AS journey FROM steps WHERE n <= 3 GROUP BY session_id
       )
       SELECT journey, count(*) AS sessions, round(100.0 * count(*) / sum(count(*)) OVER (), 1)::float AS share_pct
       FROM sessions GROUP BY journey ORDER BY sessions DESC, journey LIMIT ${args.limit ?? 10}`,
      ...params,
    );
    const [gap] = await t.q(BOT_GAP_SQL, ctx.workspaceId, w.from, w.to);
    return result(rows, {
      coverage: `top ${rows.length} session paths, ${w.label}; known bots excluded`,
      caveats: [botCaveat(gap), 'share_pct is the share of sessions in the window, not of visitors.'],
      window: w,
    });
  },
});
