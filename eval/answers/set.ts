// An answer-graded question set: families of phrasings that share one truth specification.
import type { Spec } from './measures.js';
import type { Win } from './windows.js';

export interface Family {
  /** what the family asks, for the report */
  id: string;
  spec: Spec;
  /** phrasings; {placeholders} are filled from each workspace's facts (eval/demo.ts DemoRefs) */
  qs: string[];
}

export interface AnswerCase {
  family: string;
  q: string;
  spec: Spec;
}

export const flatten = (families: Family[]): AnswerCase[] => families.flatMap((f) => f.qs.map((q) => ({ family: f.id, q, spec: f.spec })));

// window shorthands
export const TODAY: Win = { kind: 'today' };
export const YESTERDAY: Win = { kind: 'yesterday' };
export const ALL: Win = { kind: 'all' };
export const days = (n: number): Win => ({ kind: 'days', n });
export const thisP = (unit: 'week' | 'month' | 'quarter'): Win => ({ kind: 'this', unit });
export const lastP = (unit: 'week' | 'month' | 'quarter'): Win => ({ kind: 'last', unit });
export const since = (date: string): Win => ({ kind: 'since', date });
export const between = (from: string, to: string): Win => ({ kind: 'between', from, to });
