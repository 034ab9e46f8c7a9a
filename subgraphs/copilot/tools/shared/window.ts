// Time windows: the planner resolves phrases ("last week", "Q3") into a window argument; a tool
// given none uses its default trailing window ending now.
import { z } from 'zod';
import type { TimeWindow } from '../../catalogue/types.js';

const DAY_MS = 86_400_000;

export const windowArg = z
  .object({
    from: z.string().describe('ISO 8601 start, inclusive'),
    to: z.string().describe('ISO 8601 end, exclusive'),
    label: z.string().describe('how the window was phrased'),
  })
  .nullable()
  .optional()
  .describe('time window; omitted means the tool default');

export function resolveWindow(w: TimeWindow | null | undefined, now: Date, defaultDays: number): TimeWindow {
  if (w) return w;
  return { from: new Date(now.getTime() - defaultDays * DAY_MS).toISOString(), to: now.toISOString(), label: `last ${defaultDays} days` };
}

export function botCaveat(row: { unflagged?: unknown } | undefined): string {
  const n = Number(row?.unflagged ?? 0);
  return n > 0 ? `${n} visits in this window have no bot flag (recorded before bot filtering), so counts may include bots.` : '';
}
