// Answer grading over both workspaces: the blind held-out set (gated by targets.ts) and the
// answer-graded part of the tuned sets (reported separately, not gated: planner code was tuned on it).
import type { TestService } from '../../test/helpers/server.js';
import { prepareDemo, SECOND_WORKSPACE, type EvalTarget } from '../demo.js';
import { BLIND } from './blind.js';
import { TUNED_ANSWERS } from './tuned.js';
import { runAnswers, type AnswerReport } from './run.js';
import type { AnswerCase } from './set.js';
import { PLAN_CAPS } from '../../core/plans.js';

export const ANSWER_SETS: { name: string; cases: AnswerCase[]; gated: boolean }[] = [
  { name: 'blind held-out set', cases: BLIND, gated: true },
  { name: 'tuned sets, answer-graded', cases: TUNED_ANSWERS, gated: false },
];

export interface GradedWorkspace {
  name: string;
  target: EvalTarget;
}

/** The second generated workspace, next to the demo one the caller prepared. */
export async function prepareSecond(svc: TestService): Promise<GradedWorkspace> {
  const target = await prepareDemo(svc, SECOND_WORKSPACE);
  // the truth SQL counts every account: both workspaces must stay inside their plan's cap, where
  // the copilot withholds nothing (a workspace over its cap would need the cap rule in the truths)
  const [row] = await svc.rt.db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE workspace_id = $1::uuid', [target.workspaceId]);
  if ((row?.n ?? 0) > PLAN_CAPS.pro) throw new Error('the second workspace is over its plan cap');
  return { name: `${SECOND_WORKSPACE.name} (seed ${SECOND_WORKSPACE.traffic.seed}, ${SECOND_WORKSPACE.traffic.visitors} visitors, ${SECOND_WORKSPACE.traffic.days} days)`, target };
}

export async function runAnswerSets(svc: TestService, workspaces: GradedWorkspace[]): Promise<{ report: AnswerReport; gated: boolean }[]> {
  const out = [];
  for (const set of ANSWER_SETS)
    for (const ws of workspaces)
      out.push({ report: await runAnswers(ws.target, svc.rt.db.sql, set.cases, { set: set.name, workspace: ws.name }), gated: set.gated });
  return out;
}
