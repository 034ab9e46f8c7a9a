// Every answer-graded question's truth computes what its family says: a filter truth.ts does not
// apply to the subject, or a field its rows lack, would grade answers to a broader question.
import { describe, expect, it } from 'vitest';
import { ANSWER_SETS } from '../../eval/answers/index.js';
import { specProblems } from '../../eval/answers/measures.js';

describe('answer sets', () => {
  it.each(ANSWER_SETS.map((s) => [s.name, s] as const))('%s: every spec computes what it says', (_name, set) => {
    const problems = [...new Set(set.cases.flatMap((c) => specProblems(c.spec).map((p) => `${c.family}: ${p}`)))];
    expect(problems).toEqual([]);
  });
});
