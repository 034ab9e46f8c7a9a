// The answer-graded evaluation as a CI gate (issue 14 point 5): the same code as
// `npm run eval:copilot` — the real service, the demo workspace and a second generated one, every
// question of every answer set asked over HTTP and graded against independent SQL — on both
// databases. Each set with a floor (what main has reached: no regression) fails below it on either
// workspace; the targets are printed beside the held-out set's figures (not met yet), and
// EVAL_ANSWERS_GATE=target gates the held-out set on them instead, =report only prints. A run
// that graded nothing fails in every mode.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { usePostgres, type TestService } from '../../helpers/server.js';
import { prepareDemo, startEvalServer } from '../../../eval/demo.js';
import { ANSWER_SETS, prepareSecond, runAnswerSets, type GradedWorkspace } from '../../../eval/answers/index.js';
import { formatAnswerReport } from '../../../eval/answers/report.js';
import { ANSWER_TARGETS, meetsAnswerTargets } from '../../../eval/answers/targets.js';
import { BLIND } from '../../../eval/answers/blind.js';
import { HELDOUT2 } from '../../../eval/answers/heldout2.js';
import { HELDOUT3, normaliseQuestion } from '../../../eval/answers/heldout3.js';
import { TUNED_ANSWERS } from '../../../eval/answers/tuned.js';

let svc: TestService;
let workspaces: GradedWorkspace[];
beforeAll(async () => {
  svc = await startEvalServer();
  workspaces = [{ name: 'demo workspace', target: await prepareDemo(svc) }, await prepareSecond(svc)];
}, 300_000);
afterAll(async () => svc?.stop());

it.each([
  ['the held-out set 3', HELDOUT3],
  ['the held-out set 2', HELDOUT2],
  ['the first blind set', BLIND],
])('%s has at least 150 distinct questions, some of which should be declined', (_name, set) => {
  expect(set.length).toBeGreaterThanOrEqual(150);
  expect(set.filter((c) => c.spec.m === 'decline').length).toBeGreaterThan(0);
  expect(new Set(set.map((c) => c.q)).size).toBe(set.length);
});

it('the held-out set 2 shares no question with the sets tuned on', () => {
  const tuned = new Set(BLIND.map((c) => c.q.toLowerCase()));
  expect(HELDOUT2.filter((c) => tuned.has(c.q.toLowerCase()))).toEqual([]);
});

it('the held-out set 3 words no question like another set does (case, punctuation and spacing aside)', () => {
  const elsewhere = new Set([...BLIND, ...HELDOUT2, ...TUNED_ANSWERS].map((c) => normaliseQuestion(c.q)));
  expect(HELDOUT3.filter((c) => elsewhere.has(normaliseQuestion(c.q)))).toEqual([]);
  expect(new Set(HELDOUT3.map((c) => normaliseQuestion(c.q))).size).toBe(HELDOUT3.length);
  // about one question in ten should be declined
  expect(HELDOUT3.filter((c) => c.spec.m === 'decline').length / HELDOUT3.length).toBeGreaterThanOrEqual(0.08);
});

const MODE = process.env.EVAL_ANSWERS_GATE;
// The held-out (gated) set on both databases; the sets tuned on, whose floors only guard against
// regressions the database cannot cause, on the PostgreSQL pass only, where /ask is ~3× faster than on
// PGlite (ninth session: all of them on PGlite made its pass the CI's long pole, 456 s of 900 s).
const SETS = ANSWER_SETS.filter((s) => !s.evalOnly && (s.gated || usePostgres()));

it(`grades answers on both workspaces: each set at or above its floor (issue target on the held-out set: wrong ≤ ${ANSWER_TARGETS.wrongMax * 100}%, right ≥ ${ANSWER_TARGETS.rightMin * 100}%)`, { timeout: 900_000 }, async () => {
  const results = await runAnswerSets(svc, workspaces, SETS);
  // it ran everything: every set on every workspace, every question graded
  expect(results.map((r) => `${r.report.set} / ${r.report.workspace}`)).toEqual(SETS.flatMap((s) => workspaces.map((w) => `${s.name} / ${w.name}`)));
  for (const { report, set } of results) {
    expect(report.total).toBe(set.cases.length);
    expect(report.total).toBeGreaterThan(0);
    expect(report.right + report.declined + report.wrong).toBe(report.total);
  }
  expect(results.filter((r) => r.gated).length).toBe(ANSWER_SETS.filter((s) => s.gated).length * workspaces.length);
  expect(results.filter((r) => r.gated).length).toBeGreaterThan(0);
  const text = results.map((r) => formatAnswerReport(r.report, { gated: r.gated })).join('\n\n');
  console.log(text);
  if (MODE === 'report') return;
  for (const { report, set } of results) {
    const bar = MODE === 'target' && set.gated ? ANSWER_TARGETS : set.floor;
    if (!bar) continue;
    const what = `${report.set} / ${report.workspace}`;
    expect(report.wrong / report.total, `${what}: wrong\n${text}`).toBeLessThanOrEqual(bar.wrongMax);
    expect(report.right / report.total, `${what}: right\n${text}`).toBeGreaterThanOrEqual(bar.rightMin);
    expect(meetsAnswerTargets(report, bar)).toBe(true);
  }
});
