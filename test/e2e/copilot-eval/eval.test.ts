// The copilot evaluation as a CI gate: the same code as `npm run eval:copilot` (the real service,
// the demo workspace, every question over HTTP), on both databases. Below target fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestService } from '../../helpers/server.js';
import { prepareDemo, startEvalServer, type EvalTarget } from '../../../eval/demo.js';
import { runSets } from '../../../eval/run.js';
import { CASES } from '../../../eval/questions.js';
import { HELD_OUT } from '../../../eval/heldout.js';
import { meetsTargets, SETS, TARGET, type EvalReport } from '../../../eval/evaluate.js';

let svc: TestService;
let target: EvalTarget;
beforeAll(async () => {
  svc = await startEvalServer();
  target = await prepareDemo(svc);
}, 300_000);
afterAll(async () => svc?.stop());

it('has at least 250 questions, 4+ single-tool phrasings per product tool, and a held-out set', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(250);
  expect(HELD_OUT.length).toBeGreaterThanOrEqual(40);
  const perTool = new Map<string, number>();
  for (const c of CASES) if ('calls' in c.expect && c.expect.calls.length === 1) perTool.set(c.expect.calls[0]!.tool, (perTool.get(c.expect.calls[0]!.tool) ?? 0) + 1);
  const thin = [...perTool].filter(([, n]) => n < 4);
  expect(thin).toEqual([]);
});

it('meets its targets on both sets: ≥ 90% tool selection, arguments and outcomes, 0 numeric-guard violations, 0 errors', { timeout: 300_000 }, async () => {
  const { reports, ok } = await runSets(target);
  // the gate fails when it ran nothing: both sets reported, each with every case judged
  expect(reports.map((r) => r.report.name)).toEqual(SETS.map((s) => s.name));
  for (const { report, text } of reports) {
    const summary = text + '\n' + report.failures.map((f) => `${f.q} → ${f.got}`).join('\n');
    expect(report.cases, summary).toBe(SETS.find((s) => s.name === report.name)!.cases.length);
    expect(report.toolSelection.total, summary).toBeGreaterThan(0);
    expect(report.outcomes.total, summary).toBeGreaterThan(0);
    expect(report.toolSelection.rate, summary).toBeGreaterThanOrEqual(TARGET);
    expect(report.arguments.rate, summary).toBeGreaterThanOrEqual(TARGET);
    expect(report.outcomes.rate, summary).toBeGreaterThanOrEqual(TARGET);
    expect(report.guardViolations, summary).toBe(0);
    expect(report.toolErrors, summary).toBe(0);
  }
  expect(ok).toBe(true);
});

it('an evaluation that scored nothing does not meet its targets', () => {
  const metric = { correct: 0, total: 0, rate: 1 };
  const empty: EvalReport = { name: 'empty', cases: 0, toolSelection: metric, arguments: metric, outcomes: metric, guardViolations: 0, toolErrors: 0, failures: [], latency: { p50: 0, p95: 0 } };
  expect(meetsTargets(empty)).toBe(false);
});
