// Answers written from the rows: every number is copied from a tool's data, coverage or withheld
// count (so the numeric guard passes), and what the data cannot say is disclosed, not glossed over.
import type { ComposeInput, ToolResult } from '../../catalogue/types.js';
import { FORMATTERS } from './formatters.js';

type Row = Record<string, unknown>;

function generic(result: ToolResult): string {
  return `${result.coverage}.`;
}

export function composeAnswer(input: ComposeInput): string {
  const parts: string[] = [];
  for (const { tool, result } of input.results) {
    const call = input.calls.find((c) => c.tool === tool);
    const format = (FORMATTERS as Partial<Record<string, (r: ToolResult, args: Row) => string>>)[tool] ?? generic;
    let text = format(result, (call?.arguments ?? {}) as Row);
    if (result.withheld) text += ` ${result.withheld} withheld by your plan (shown masked).`;
    parts.push(text.trim());
  }
  return parts.join('\n\n') || 'Nothing to report.';
}
