// The copilot evaluation as a CI gate: the same code as `npm run eval:copilot` (the real service,
// the demo workspace, every question over HTTP), on both databases. Below target fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestService } from '../helpers/server.js';
import { prepareDemo, startEvalServer, type EvalTarget } from '../../eval/demo.js';
import { runSets } from '../../eval/run.js';
import { CASES } from '../../eval/questions.js';
import { HELD_OUT } from '../../eval/heldout.js';
import { TARGET } from '../../eval/evaluate.js';

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
  const { reports } = await runSets(target);
  for (const { report, text } of reports) {
    const summary = text + '\n' + report.failures.map((f) => `${f.q} → ${f.got}`).join('\n');
    expect(report.toolSelection.rate, summary).toBeGreaterThanOrEqual(TARGET);
    expect(report.arguments.rate, summary).toBeGreaterThanOrEqual(TARGET);
    expect(report.outcomes.rate, summary).toBeGreaterThanOrEqual(TARGET);
    expect(report.guardViolations, summary).toBe(0);
    expect(report.toolErrors, summary).toBe(0);
  }
});
