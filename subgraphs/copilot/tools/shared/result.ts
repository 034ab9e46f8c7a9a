// Builders for a tool's output, so every tool reports coverage and caveats the same way. The trace's
// sql is not theirs to write: defineTool records what actually ran (core/db/tracing.ts).
import type { TimeWindow, ToolOutput } from '../../catalogue/types.js';
import { plainRow, type Row } from './rows.js';

export function result(
  data: Row[],
  opts: { coverage: string; caveats?: string[]; window?: TimeWindow | null; withheld?: number; secrets?: Record<string, string>; matching?: number },
): ToolOutput {
  // rows serialise the same on both databases (dates as ISO strings, bigints as numbers)
  const rows = data.map(plainRow);
  return {
    data: rows,
    coverage: opts.coverage,
    caveats: (opts.caveats ?? []).filter(Boolean),
    window: opts.window ?? null,
    has_data: rows.length > 0,
    ...(opts.withheld ? { withheld: opts.withheld } : {}),
    ...(opts.secrets ? { secrets: opts.secrets } : {}),
    ...(opts.matching !== undefined ? { matching: opts.matching } : {}),
  };
}

/** A change's outcome: one row saying what happened. */
export function changed(row: Row, opts: { coverage?: string; caveats?: string[]; secrets?: Record<string, string> } = {}): ToolOutput {
  return result([row], { coverage: opts.coverage ?? '1 record changed', caveats: opts.caveats, secrets: opts.secrets });
}

/** "; first seen earliest <iso>, latest <iso>": the span of a time over every matching row, read back by the answer (compose/lead.ts spanIn) */
export const timeSpan = (label: string, min: Date | string | null | undefined, max: Date | string | null | undefined): string =>
  min && max ? `; ${label} earliest ${new Date(min).toISOString()}, latest ${new Date(max).toISOString()}` : '';

export const plural = (n: number, word: string, many = word + 's'): string => `${n} ${n === 1 ? word : many}`;
