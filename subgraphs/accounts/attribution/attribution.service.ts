// The attribution rollup over a trailing window ending today (UTC), from the cached rows only.
// Never computed: computed_at null, zero totals, empty lists (still 200: nothing to attribute yet).
import type { Clock } from '../../../core/clock.js';
import type { AttributionRepository, AttributionRow } from './attribution.repository.js';
import type { AttributionChannel, AttributionRollup } from './attribution.type.js';

const DAY_MS = 86_400_000;
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const share = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

export function createAttributionService(deps: { attribution: AttributionRepository; clock: Clock }) {
  return {
    /** One dimension's rows over [from, to) (UTC dates) with the window's freshness, from the cached rollup only. */
    async overview(workspaceId: string, dim: 'channel' | 'campaign' | 'source', from: string, to: string) {
      const rows = await deps.attribution.byDimension(workspaceId, dim, from, to);
      const totals = await deps.attribution.windowTotals(workspaceId, from, to);
      return { rows, ...totals };
    },

    async rollup(workspaceId: string, days: number): Promise<AttributionRollup> {
      const now = deps.clock.now();
      const windowEnd = isoDay(now);
      const windowStart = isoDay(new Date(now.getTime() - (days - 1) * DAY_MS));
      const [rows, computedAt] = await Promise.all([
        deps.attribution.window(workspaceId, windowStart, windowEnd),
        deps.attribution.computedAt(workspaceId),
      ]);
      const totals = { sessions: 0, visitors: 0, identified: 0 };
      const byChannel = new Map<string, AttributionRow>();
      for (const r of rows) {
        totals.sessions += r.sessions;
        totals.visitors += r.visitors;
        totals.identified += r.identified;
        const c = byChannel.get(r.channel) ?? { ...r, source: '', campaign: '', sessions: 0, visitors: 0, identified: 0 };
        c.sessions += r.sessions;
        c.visitors += r.visitors;
        c.identified += r.identified;
        byChannel.set(r.channel, c);
      }
      const channels: AttributionChannel[] = [...byChannel.values()]
        .sort((a, b) => b.sessions - a.sessions || a.channel.localeCompare(b.channel))
        .map((c) => ({ channel: c.channel, sessions: c.sessions, visitors: c.visitors, identified: c.identified, share: share(c.sessions, totals.sessions) }));
      return {
        days,
        window_start: windowStart,
        window_end: windowEnd,
        computed_at: computedAt,
        basis: 'attributed_sessions',
        totals,
        channels,
        campaigns: rows.map((r) => ({ ...r, share: share(r.sessions, totals.sessions) })),
      };
    },
  };
}

export type AttributionService = ReturnType<typeof createAttributionService>;
