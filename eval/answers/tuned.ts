// The tuned sets (eval/questions.ts, eval/heldout.ts: planner code has been tuned on both) converted
// to answer grading where a truth can be computed: each entry names a tuned question by its exact
// text and says what its answer must be. Reported apart from the blind set and not gated.
import { CASES } from '../questions.js';
import { HELD_OUT } from '../heldout.js';
import type { Spec } from './measures.js';
import { days, type AnswerCase } from './set.js';

const TRUTHS: Record<string, Spec> = {};

const tuned = new Set([...CASES, ...HELD_OUT].map((c) => c.q));

export const TUNED_ANSWERS: AnswerCase[] = Object.entries(TRUTHS).map(([q, spec]) => {
  if (!tuned.has(q)) throw new Error(`tuned answer truth for a question not in the tuned sets: "${q}"`);
  return { family: 'tuned', q, spec };
});
void days;
