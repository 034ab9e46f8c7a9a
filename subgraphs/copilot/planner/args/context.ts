// What every argument builder reads (the question, the workspace's names, the query read from it)
// and the small shapes they return: the arguments of one or more calls, or a clarification.
import type { TimeWindow } from '../../catalogue/types.js';
import * as x from '../extract.js';
import { ALL_TIME_FROM } from '../time.js';
import type { KnownNames } from '../workspace.js';
import type { Query } from '../query.js';
import { LIST_MAX } from '../../tools/shared/listLimit.js';

export interface ArgContext {
  /** question with smart quotes normalised, original case */
  raw: string;
  /** normalised lower-case text, verbatim spans intact */
  text: string;
  names: KnownNames;
  window: TimeWindow | null;
  /** the query read from the question (planner/query.ts): what the read builders apply */
  query?: Query;
  now?: Date;
}

/** The intent range asked for, as min/max arguments ("exactly 100" → 100..100). */
export function intentArgs(c: ArgContext, a: Record<string, unknown>, maxAllowed: boolean): void {
  const r = c.query?.intent;
  if (c.query && !r) return; // the query read no intent bound ("at least 5 visits" is not one)
  if (!r) {
    const floor = x.intentFloor(c.text);
    if (floor !== undefined) a.min_intent = floor;
    return;
  }
  if (r.min !== undefined) a.min_intent = r.min;
  if (r.max !== undefined && maxAllowed) a.max_intent = r.max;
}

/**
 * "which customers…", "companies on the site yesterday", "known people who hit /demo": every match is
 * asked for, so as many rows as a list read returns. A ranking without a number ("top accounts",
 * "the hottest leads") is the tool's default few.
 */
const RANKS = /\b(?:top|best|hottest|warmest|coldest|highest|lowest|most|least|biggest|largest|strongest|fewest|ranked|rank)\b/;
const asksForAll = (c: ArgContext) =>
  c.query?.measure === 'list' && c.query.limit === undefined && (!RANKS.test(c.text) || /^(?:which|who|list|show|display|find|get|give me (?:all|the|every))\b|\b(?:all|every)\s+(?:the\s+)?\w+/.test(c.text));
const ALL_ROWS = LIST_MAX;

/** How many rows a list read returns: the number asked for, else every match when a list is asked for. */
export function rowLimit(c: ArgContext, a: Record<string, unknown>): void {
  const lim = c.query?.limit ?? x.limit(c.text);
  if (lim) a.limit = lim;
  else if (asksForAll(c)) a.limit = ALL_ROWS;
}

/** A question that names no window asks about everything recorded, said as "all time" (issue 14: a default window is a narrower question). */
export const allTime = (c: ArgContext) => (c.now ? { from: ALL_TIME_FROM, to: new Date(c.now.getTime() + 1).toISOString(), label: 'all time' } : undefined);

export type Built = { calls: Record<string, unknown>[] } | { clarify: string };

export const one = (args: Record<string, unknown>): Built => ({ calls: [args] });
export const ask = (clarify: string): Built => ({ clarify });
export const list = (names: string[]) => (names.length ? ` Existing: ${names.slice(0, 8).map((n) => `"${n}"`).join(', ')}.` : '');

/** Tools without a builder take no arguments but a window. */
export const windowOnly = (c: ArgContext): Built => one(c.window ? { window: c.window } : {});
