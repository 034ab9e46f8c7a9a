// The answer-graded evaluation as a CI gate (issue 14 point 5): the same code as
// `npm run eval:copilot` — the real service, the demo workspace and a second generated one, every
// question of the blind held-out set asked over HTTP and graded against independent SQL — on both
// databases. Fails when the blind set is below target (eval/answers/targets.ts) on either workspace,
// and when it graded nothing. The tuned sets' answer-graded questions are reported, not gated.
// Gated on ANSWER_FLOOR (what main has reached: no regression) until the planner meets the issue's
// targets; EVAL_ANSWERS_GATE=target gates on the targets, =report only prints (still fails on a run
// that graded nothing).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestService } from '../../helpers/server.js';
import { prepareDemo, startEvalServer } from '../../../eval/demo.js';
import { ANSWER_SETS, prepareSecond, runAnswerSets, type GradedWorkspace } from '../../../eval/answers/index.js';
import { formatAnswerReport } from '../../../eval/answers/report.js';
import { ANSWER_FLOOR, ANSWER_TARGETS, meetsAnswerTargets } from '../../../eval/answers/targets.js';
import { BLIND } from '../../../eval/answers/blind.js';

let svc: TestService;
let workspaces: GradedWorkspace[];
beforeAll(async () => {
  svc = await startEvalServer();
  workspaces = [{ name: 'demo workspace', target: await prepareDemo(svc) }, await prepareSecond(svc)];
}, 300_000);
afterAll(async () => svc?.stop());

it('the blind held-out set has at least 150 questions, some of which should be declined', () => {
  expect(BLIND.length).toBeGreaterThanOrEqual(150);
  expect(BLIND.filter((c) => c.spec.m === 'decline').length).toBeGreaterThan(0);
  expect(new Set(BLIND.map((c) => c.q)).size).toBe(BLIND.length);
});

const BAR = process.env.EVAL_ANSWERS_GATE === 'target' ? ANSWER_TARGETS : ANSWER_FLOOR;

it(`grades answers on both workspaces: blind set wrong ≤ ${BAR.wrongMax * 100}%, right ≥ ${BAR.rightMin * 100}% (issue target: ${ANSWER_TARGETS.wrongMax * 100}% / ${ANSWER_TARGETS.rightMin * 100}%)`, { timeout: 600_000 }, async () => {
  const results = await runAnswerSets(svc, workspaces);
  // it ran everything: every set on every workspace, every question graded
  expect(results.map((r) => `${r.report.set} / ${r.report.workspace}`)).toEqual(ANSWER_SETS.flatMap((s) => workspaces.map((w) => `${s.name} / ${w.name}`)));
  for (const { report } of results) {
    expect(report.total).toBe(ANSWER_SETS.find((s) => s.name === report.set)!.cases.length);
    expect(report.right + report.declined + report.wrong).toBe(report.total);
  }
  const gated = results.filter((r) => r.gated);
  expect(gated.length).toBe(workspaces.length);
  const text = results.map((r) => formatAnswerReport(r.report, { gated: r.gated })).join('\n\n');
  if (process.env.EVAL_ANSWERS_GATE === 'report') {
    console.log(text);
    expect(gated.every((r) => r.report.total > 0)).toBe(true);
    return;
  }
  console.log(text);
  for (const { report } of gated) {
    expect(report.total, text).toBeGreaterThan(0);
    expect(report.wrong / report.total, `${report.workspace}: wrong\n${text}`).toBeLessThanOrEqual(BAR.wrongMax);
    expect(report.right / report.total, `${report.workspace}: right\n${text}`).toBeGreaterThanOrEqual(BAR.rightMin);
    expect(meetsAnswerTargets(report, BAR)).toBe(true);
  }
});
