// The tuned questions' harness: the deterministic planner plans on the seeded workspace, each call
// runs with its arguments validated by the tool's schema (as the runtime does), the answer is
// composed and passed through the numeric guard. No HTTP: planner + tools + composer only.
import { createRegistry } from '../../subgraphs/copilot/catalogue/registry.js';
import type { PlanDraft, ToolResult } from '../../subgraphs/copilot/catalogue/types.js';
import { appliedBy, type Applied } from '../../subgraphs/copilot/catalogue/applied.js';
import { planQuestion } from '../../subgraphs/copilot/planner/plan.js';
import { composeAnswer } from '../../subgraphs/copilot/planner/compose/index.js';
import { loadKnownNames } from '../../subgraphs/copilot/planner/workspace.js';
import { numericGuard } from '../../subgraphs/copilot/runtime/guard.js';
import type { TraceEntry } from '../../subgraphs/copilot/runtime/response.js';
import { ALL_TOOLS } from '../../subgraphs/copilot/tools/index.js';
import type { ToolContext } from '../../subgraphs/copilot/catalogue/types.js';
import { tool } from './copilotTools/seed.js';

const registry = createRegistry(ALL_TOOLS);

export interface Asked {
  plan: PlanDraft;
  answer: string | null;
  refusal: string | null;
  clarification: string | null;
  trace: (TraceEntry & { result: ToolResult })[];
  /** the first number of the answer, as a number */
  first: number | null;
}

export async function ask(ctx: ToolContext, question: string): Promise<Asked> {
  const tools = registry.toolsFor(ctx.caller, { privilegedActionsEnabled: false });
  const names = await loadKnownNames(ctx.services, ctx.workspaceId, question, ctx.now);
  const plan = planQuestion({ question, tools, history: [], facts: [], now: ctx.now, workspaceId: ctx.workspaceId }, names);
  const none = { plan, answer: null, refusal: null, clarification: null, trace: [], first: null };
  if (plan.type === 'refusal') return { ...none, refusal: plan.text };
  if (plan.type === 'clarification') return { ...none, clarification: plan.text };
  if (plan.type === 'answer') return { ...none, answer: plan.text };
  const trace = [];
  for (const call of plan.calls) {
    const t = tool(call.tool);
    const args = t.args.parse(call.arguments) as Record<string, unknown>;
    const result = await t.run(ctx, args);
    const applied: Applied[] = appliedBy(call.tool, args);
    trace.push({ tool: call.tool, arguments: args, applied, sql: result.sql, coverage: result.coverage, caveats: result.caveats, window: result.window, data: result.data, has_data: result.has_data, withheld: result.withheld ?? 0, result });
  }
  const text = composeAnswer({ question, calls: plan.calls, results: trace.map((e) => ({ tool: e.tool, result: e.result })), now: ctx.now });
  const guarded = numericGuard(text, trace);
  if (guarded.truncated) throw new Error(`numeric guard cut the answer at ${guarded.unbacked}: ${text}`);
  const m = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/.exec(text);
  return { ...none, answer: text, trace, first: m ? Number(m[0].replace(/,/g, '')) : null };
}
