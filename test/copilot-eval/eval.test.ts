// The copilot evaluation as a CI gate: the same code as `npm run eval:copilot`, on both databases.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../helpers/server.js';
import { ManualClock } from '../../core/clock.js';
import { seedFixture, EVAL_NOW } from '../../eval/fixture.js';
import { formatReport, runEvaluation, TARGET } from '../../eval/evaluate.js';
import { CASES } from '../../eval/questions.js';
import { createDefaultPlanner } from '../../subgraphs/copilot/planner/index.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestServer({ clock: new ManualClock(EVAL_NOW) });
}, 300_000);
afterAll(async () => svc?.stop());

it('has at least 250 questions, 5 phrasings per product tool', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(250);
  const perTool = new Map<string, number>();
  for (const c of CASES) if ('calls' in c.expect && c.expect.calls.length === 1) perTool.set(c.expect.calls[0]!.tool, (perTool.get(c.expect.calls[0]!.tool) ?? 0) + 1);
  const thin = [...perTool].filter(([, n]) => n < 4);
  expect(thin).toEqual([]);
});

it('meets its targets: ≥ 90% tool selection, arguments and outcomes, 0 numeric-guard violations', { timeout: 300_000 }, async () => {
  const fixture = await seedFixture(svc.rt);
  const report = await runEvaluation(svc.rt, fixture, createDefaultPlanner(svc.rt));
  const summary = formatReport(report) + '\n' + report.failures.map((f) => `${f.q} → ${f.got}`).join('\n');
  expect(report.toolSelection.rate, summary).toBeGreaterThanOrEqual(TARGET);
  expect(report.arguments.rate, summary).toBeGreaterThanOrEqual(TARGET);
  expect(report.outcomes.rate, summary).toBeGreaterThanOrEqual(TARGET);
  expect(report.guardViolations, summary).toBe(0);
  expect(report.toolErrors, summary).toBe(0);
});
