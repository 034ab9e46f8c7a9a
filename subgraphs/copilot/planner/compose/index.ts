// Answers written from the rows: every number is copied from a tool's data, coverage or withheld
// count (so the numeric guard passes), and what the data cannot say is disclosed, not glossed over.
import type { ComposeInput, ToolResult } from '../../catalogue/types.js';
import { FORMATTERS } from './formatters.js';
import { leadSentence } from './lead.js';
import { questionWindow, readQuery, type Query } from '../query.js';
import { normalize } from '../normalize.js';
import type { KnownNames } from '../workspace.js';

type Row = Record<string, unknown>;

function generic(result: ToolResult): string {
  return `${result.coverage}.`;
}

/** The question's query, read the way the planner read it (what the answer must lead with). */
function queryOf(input: ComposeInput, names?: Pick<KnownNames, 'pages' | 'campaigns'>): Query | null {
  if (!input.question) return null;
  const n = normalize(input.question);
  return readQuery(n.raw, n.text, questionWindow(n.raw, n.text, input.now, names?.campaigns), names);
}

/** `names`: the workspace names the question was planned with (its campaigns and page paths), when known. */
export function composeAnswer(input: ComposeInput, names?: Pick<KnownNames, 'pages' | 'campaigns'>): string {
  const parts: string[] = [];
  const q = queryOf(input, names);
  // a comparison's calls are one read per window: each leads with its own figure
  const lq = q?.measure === 'compare' ? { ...q, measure: 'count' as const } : q;
  for (const [i, { tool, result }] of input.results.entries()) {
    const call = input.calls[i]?.tool === tool ? input.calls[i] : input.calls.find((c) => c.tool === tool);
    const format = (FORMATTERS as Partial<Record<string, (r: ToolResult, args: Row) => string>>)[tool] ?? generic;
    const args = (call?.arguments ?? {}) as Row;
    const lead = leadSentence(tool, result, args, lq);
    let text = lead ? `${lead} ${format(result, args)}` : format(result, args);
    if (result.withheld) text += ` ${result.withheld} withheld by your plan (shown masked).`;
    parts.push(text.trim());
  }
  return parts.join('\n\n') || 'Nothing to report.';
}
