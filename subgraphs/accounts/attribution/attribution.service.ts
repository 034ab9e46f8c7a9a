// The attribution rollup over a trailing window ending today (UTC), from the cached rows only.
// Never computed: computed_at null, zero totals, empty lists (still 200: nothing to attribute yet).
import type { Clock } from '../../../core/clock.js';
import type { AttributionRepository, AttributionRow } from './attribution.repository.js';
import type { AttributionChannel, AttributionRollup } from './attribution.type.js';

const DAY_MS = 86_400_000;
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const share = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/**
 * THE attribution window, used by REST `/attribution?days=N`, GraphQL and the copilot alike: the UTC
 * days touched by [from, to), both ends inclusive as dates. "last N days" ending now is therefore the
 * N UTC days ending today (today included), exactly `days=N`.
 */
export function attributionDays(from: Date | string, to: Date | string): { first: string; last: string } {
  const f = new Date(from);
  const t = new Date(new Date(to).getTime() - 1); // exclusive end: the last instant inside
  return { first: isoDay(f), last: isoDay(t < f ? f : t) };
}

/** The trailing window `days=N` names: from the start of the UTC day N-1 days ago to now. */
export function trailingDays(now: Date, days: number): { from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - (days - 1) * DAY_MS), to: now };
}

export function createAttributionService(deps: { attribution: AttributionRepository; clock: Clock }) {
  return {
    campaigns: (workspaceId: string, limit: number) => deps.attribution.campaigns(workspaceId, limit),
    /** One dimension's rows over the window's UTC days (attributionDays) with its freshness, from the cached rollup only. */
    async overview(workspaceId: string, dim: 'channel' | 'campaign' | 'source', window: { from: string; to: string }) {
      const { first, last } = attributionDays(window.from, window.to);
      const rows = await deps.attribution.byDimension(workspaceId, dim, first, last);
      const totals = await deps.attribution.windowTotals(workspaceId, first, last);
      return { rows, ...totals, first_day: first, last_day: last };
    },

    async rollup(workspaceId: string, days: number): Promise<AttributionRollup> {
      const now = deps.clock.now();
      const t = trailingDays(now, days);
      const { first: windowStart, last: windowEnd } = attributionDays(t.from, t.to);
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
