// The answer-grading targets (issue 14 point 5), in one place: on the blind held-out set, on
// every workspace, at most 2% wrong and at least 90% right (declined is the rest).
export const ANSWER_TARGETS = { wrongMax: 0.02, rightMin: 0.9 } as const;

export interface Tally {
  total: number;
  right: number;
  declined: number;
  wrong: number;
}

/** A run that graded nothing meets nothing. */
export const meetsAnswerTargets = (t: Tally): boolean =>
  t.total > 0 && t.right + t.declined + t.wrong === t.total && t.wrong / t.total <= ANSWER_TARGETS.wrongMax && t.right / t.total >= ANSWER_TARGETS.rightMin;
