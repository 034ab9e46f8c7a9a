// Builders for ToolResult, so every tool reports coverage and caveats the same way.
import type { TimeWindow, ToolResult } from '../../catalogue/types.js';
import type { Row } from './sql.js';

export function result(
  sql: string,
  data: Row[],
  opts: { coverage: string; caveats?: string[]; window?: TimeWindow | null; withheld?: number; secrets?: Record<string, string> },
): ToolResult {
  return {
    sql,
    data,
    coverage: opts.coverage,
    caveats: (opts.caveats ?? []).filter(Boolean),
    window: opts.window ?? null,
    has_data: data.length > 0,
    ...(opts.withheld ? { withheld: opts.withheld } : {}),
    ...(opts.secrets ? { secrets: opts.secrets } : {}),
  };
}

/** A change's outcome: one row saying what happened. */
export function changed(sql: string, row: Row, opts: { coverage?: string; caveats?: string[]; secrets?: Record<string, string> } = {}): ToolResult {
  return result(sql, [row], { coverage: opts.coverage ?? '1 record changed', caveats: opts.caveats, secrets: opts.secrets });
}

export const plural = (n: number, word: string, many = word + 's'): string => `${n} ${n === 1 ? word : many}`;
