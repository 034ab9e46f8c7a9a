// The answer-grading targets (issue 14 point 5), in one place: on the blind held-out set, on
// every workspace, at most 2% wrong and at least 90% right (declined is the rest).
export const ANSWER_TARGETS = { wrongMax: 0.02, rightMin: 0.9 } as const;

// What the planner has reached on the blind set (2026-11-24, branch s4-planner: demo 211/0/0, second
// 211/0/0 right/declined/wrong of 211, PGlite and PostgreSQL alike), less a
// margin for windows that move with the date and for wording no planner code has seen.
// CI fails below it, so the copilot can only get better. The targets above are met; the
// floor is stricter on "right" and equal to the target on "wrong". EVAL_ANSWERS_GATE=target gates
// on the targets instead.
export const ANSWER_FLOOR = { wrongMax: 0.02, rightMin: 0.95 } as const;

export interface Tally {
  total: number;
  right: number;
  declined: number;
  wrong: number;
}

/** A run that graded nothing meets nothing. */
export const meetsAnswerTargets = (t: Tally, bar: { wrongMax: number; rightMin: number } = ANSWER_TARGETS): boolean =>
  t.total > 0 && t.right + t.declined + t.wrong === t.total && t.wrong / t.total <= bar.wrongMax && t.right / t.total >= bar.rightMin;
