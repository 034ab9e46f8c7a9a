import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';
import { botCaveat, resolveWindow, windowArg } from '../shared/window.js';

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const first = (vs: unknown[]) => vs.map(iso).filter((v): v is string => !!v).sort()[0] ?? null;
const last = (vs: unknown[]) => vs.map(iso).filter((v): v is string => !!v).sort().at(-1) ?? null;

export const identificationStatus = defineTool({
  name: 'identification_status',
  description: 'How identification is doing: visitors seen in a window and how many of them are identified (match rate), identifications made in the window (identified_at in it) by resolution source with the first and last, events waiting, last pipeline run.',
  kind: 'read',
  reversible: true,
  args: z.object({ window: windowArg }),
  effect: () => 'Shows identification status.',
  async run(ctx, args) {
    const w = resolveWindow(args.window, ctx.now, 7);
    const { totals, sources, made, pending, run } = await ctx.services.onboarding.identification(ctx.workspaceId, w.from, w.to);
    const gap = await ctx.services.visits.unflagged(ctx.workspaceId, w);
    const madeTotal = made.reduce((n, m) => n + Number(m.identified), 0);
    // identifications made in the window by this source, and their share of all made in it
    const madeBy = (source: string) => {
      const m = made.find((x) => x.resolution_source === source);
      const n = Number(m?.identified ?? 0);
      return { identified_in_window: n, share_of_identified_pct: madeTotal ? Math.round((1000 * n) / madeTotal) / 10 : 0, first_identified_at: iso(m?.first_at), last_identified_at: iso(m?.last_at) };
    };
    const data = [
      {
        section: 'totals',
        visitors_seen: Number(totals?.visitors_seen ?? 0),
        identified: Number(totals?.identified ?? 0),
        identified_pct: totals?.identified_pct ?? null,
        events_waiting: Number(pending?.events_waiting ?? 0),
        last_run_at: run?.last_run_at ?? null,
        last_run_status: run?.last_run_status ?? null,
        identified_in_window: madeTotal,
        first_identified_at: first(made.map((m) => m.first_at)),
        last_identified_at: last(made.map((m) => m.last_at)),
      },
      ...sources.map((s) => ({ section: 'source', ...s, ...madeBy(String(s.resolution_source)) })),
      ...made.filter((m) => !sources.some((s) => s.resolution_source === m.resolution_source)).map((m) => ({ section: 'source', resolution_source: m.resolution_source, identified: 0, ...madeBy(String(m.resolution_source)) })),
    ];
    const any = Number(totals?.visitors_seen ?? 0) > 0 || made.length > 0;
    return result(any ? data : [], {
      coverage: `${Number(totals?.visitors_seen ?? 0)} visitors seen, ${w.label}`,
      caveats: [botCaveat(gap)],
      window: w,
    });
  },
});
