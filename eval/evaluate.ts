// The copilot evaluation (issue 7): plans every checked-in question with the given planner, scores
// tool selection, arguments and refusal/clarification/answer outcomes, and runs the planned reads on
// the fixture workspace to count numeric-guard violations (answers citing numbers the trace lacks).
import { isDeepStrictEqual } from 'node:util';
import type { Runtime } from '../core/runtime.js';
import { accessFor } from '../core/plans.js';
import { ManualClock } from '../core/clock.js';
import type { PlanDraft, Planner, ToolContext, ToolResult } from '../subgraphs/copilot/catalogue/types.js';
import { createRegistry } from '../subgraphs/copilot/catalogue/registry.js';
import { ALL_TOOLS } from '../subgraphs/copilot/tools/index.js';
import { numericGuard } from '../subgraphs/copilot/runtime/guard.js';
import type { TraceEntry } from '../subgraphs/copilot/runtime/response.js';
import { CASES, type EvalCase } from './questions.js';
import { EVAL_NOW, type Fixture } from './fixture.js';

export const TARGET = 0.9;

export interface EvalReport {
  cases: number;
  toolSelection: { correct: number; total: number; rate: number };
  arguments: { correct: number; total: number; rate: number };
  outcomes: { correct: number; total: number; rate: number };
  guardViolations: number;
  toolErrors: number;
  failures: { q: string; expected: string; got: string }[];
}

const describe = (d: PlanDraft): string =>
  d.type === 'calls' ? d.calls.map((c) => `${c.tool} ${JSON.stringify(c.arguments)}`).join(' + ') : `${d.type}: ${d.text.slice(0, 80)}`;

function argsMatch(expected: Record<string, unknown>, got: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([k, v]) => {
    if (k === 'window') return (got.window as { label?: string } | undefined)?.label === (v as { label: string }).label;
    const g = got[k];
    if (typeof v === 'string' && typeof g === 'string') return v.trim().toLowerCase() === g.trim().toLowerCase();
    return isDeepStrictEqual(v, g);
  });
}

export async function runEvaluation(rt: Runtime, fixture: Fixture, planner: Planner, cases: EvalCase[] = CASES): Promise<EvalReport> {
  const registry = createRegistry(ALL_TOOLS);
  const ws = await rt.db.prisma.workspace.findUniqueOrThrow({ where: { id: fixture.workspaceId }, select: { plan: true, trial_ends_at: true } });
  const access = accessFor(ws, new ManualClock(EVAL_NOW));
  const session = { kind: 'session' as const, workspaceId: fixture.workspaceId, userId: fixture.ownerUserId, role: 'owner' as const };
  const key = { kind: 'key' as const, workspaceId: fixture.workspaceId, keyId: 'eval', keyName: 'eval', scopes: ['copilot' as const] };
  const settings = { privilegedActionsEnabled: false };
  const report: EvalReport = {
    cases: cases.length,
    toolSelection: { correct: 0, total: 0, rate: 0 },
    arguments: { correct: 0, total: 0, rate: 0 },
    outcomes: { correct: 0, total: 0, rate: 0 },
    guardViolations: 0,
    toolErrors: 0,
    failures: [],
  };

  for (const kase of cases) {
    const caller = kase.key ? key : session;
    const tools = registry.toolsFor(caller, settings);
    const draft = await planner.plan({ question: kase.q, tools, history: kase.history ?? [], facts: [], now: EVAL_NOW, workspaceId: fixture.workspaceId });
    const fail = (expected: string) => report.failures.push({ q: kase.q, expected, got: describe(draft) });

    if ('type' in kase.expect) {
      report.outcomes.total++;
      if (draft.type === kase.expect.type) report.outcomes.correct++;
      else fail(kase.expect.type);
      continue;
    }
    const want = kase.expect.calls;
    report.toolSelection.total++;
    const got = draft.type === 'calls' ? draft.calls : [];
    const sameTools = isDeepStrictEqual(got.map((c) => c.tool).sort(), want.map((c) => c.tool).sort());
    if (!sameTools) {
      fail(want.map((c) => c.tool).join(' + '));
      if (want.some((w) => w.args)) report.arguments.total++;
      continue;
    }
    report.toolSelection.correct++;
    if (want.some((w) => w.args)) {
      report.arguments.total++;
      const pool = [...got];
      const ok = want.every((w) => {
        const i = pool.findIndex((g) => g.tool === w.tool && argsMatch(w.args ?? {}, g.arguments));
        if (i < 0) return false;
        pool.splice(i, 1);
        return true;
      });
      if (ok) report.arguments.correct++;
      else fail(want.map((w) => `${w.tool} ${JSON.stringify(w.args ?? {})}`).join(' + '));
    }

    // run what was planned: reads fully (then the numeric guard), changes only up to their precheck
    const ctx: ToolContext = { rt, workspaceId: fixture.workspaceId, caller, access, now: EVAL_NOW };
    const results: { tool: string; result: ToolResult }[] = [];
    const trace: TraceEntry[] = [];
    for (const call of got) {
      const tool = registry.get(call.tool)!;
      try {
        const args = tool.args.parse(call.arguments);
        if (tool.kind === 'change') {
          await tool.precheck?.(ctx, args);
          continue;
        }
        const result = await tool.run(ctx, args);
        results.push({ tool: call.tool, result });
        trace.push({ tool: call.tool, arguments: call.arguments, ...result, withheld: result.withheld ?? 0 });
      } catch (e) {
        // a name-resolution refusal is a correct outcome (ambiguous or unknown names), not a tool error
        if ((e as Error).name !== 'NameResolutionRefusal') {
          report.toolErrors++;
          report.failures.push({ q: kase.q, expected: 'tool runs', got: `${call.tool} threw ${(e as Error).message}` });
        }
      }
    }
    if (results.length) {
      const answer = await planner.compose({ question: kase.q, calls: got, results, now: EVAL_NOW });
      const guard = numericGuard(answer, trace);
      if (guard.truncated) {
        report.guardViolations++;
        report.failures.push({ q: kase.q, expected: 'every number backed by the trace', got: `unbacked ${guard.unbacked} in: ${answer.slice(0, 160)}` });
      }
    }
  }
  for (const m of [report.toolSelection, report.arguments, report.outcomes]) m.rate = m.total ? m.correct / m.total : 1;
  return report;
}

export const meetsTargets = (r: EvalReport): boolean =>
  r.toolSelection.rate >= TARGET && r.arguments.rate >= TARGET && r.outcomes.rate >= TARGET && r.guardViolations === 0;

export function formatReport(r: EvalReport): string {
  const pct = (m: { correct: number; total: number; rate: number }) => `${(m.rate * 100).toFixed(1)}% (${m.correct}/${m.total})`;
  return [
    `copilot evaluation: ${r.cases} questions`,
    `  tool selection accuracy           ${pct(r.toolSelection)}`,
    `  argument accuracy                 ${pct(r.arguments)}`,
    `  refusal/clarification/answer      ${pct(r.outcomes)}`,
    `  numeric-guard violations          ${r.guardViolations}`,
    `  tool errors                       ${r.toolErrors}`,
    `  target: >= ${TARGET * 100}% each, 0 violations → ${meetsTargets(r) ? 'MET' : 'NOT MET'}`,
  ].join('\n');
}
