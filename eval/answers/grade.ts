// The answer grader (issue 14 point 5), pure and small enough to audit. A response is:
//   - declined: `refusal` or `clarification` set (right only where the question should be declined);
//   - right: for a number, the FIRST number of `answer` equals the truth (counts exactly; averages and
//     shares as stated by NUMBER_TOLERANCE, shares in percent); ISO dates and times in the answer are
//     not numbers, and "no/none/zero" before any number reads as 0;
//     for a time (first/last), the first ISO date-time in `answer` is the truth's minute (a bare
//     date: the truth's UTC day); where nothing matches (no time to give), the answer says so ("no …",
//     "none") and gives no time;
//     for a list, the natural keys in the trace's `data` rows are exactly the matching entities
//     (top-N: the N best in order, ties in any order), and the answer states how many match in all;
//     for a comparison of two windows, the first number is the first window's and the second
//     window's figure appears in the answer too;
//   - wrong: anything else, including a non-200, a change proposed for consent, and an answer to a
//     broader question.
// A truth may have several readings (windows with two honest meanings, windows.ts): any one matches.

/** Averages and shares: the answer may round to one decimal (±0.05, plus float slack). */
export const NUMBER_TOLERANCE = 0.05 + 1e-9;
/** A time answer matches to the minute. */
const MINUTE_MS = 60_000;

export type Verdict = 'right' | 'declined' | 'wrong';

export interface NumberReading {
  value: number;
  /** other figures the answer must state (a comparison's second window) */
  also?: number[];
  note?: string;
}
export interface ListReading {
  /** every matching entity by natural key, best first when ranked */
  ranked: { key: string; value: number }[];
  /** top-N: only the N best, in order */
  n?: number;
  note?: string;
}

export type Truth =
  | { kind: 'number'; exact: boolean; readings: NumberReading[] }
  /** `at: null`: nothing matches, so there is no first or last time */
  | { kind: 'time'; readings: { at: Date | null; note?: string }[] }
  | { kind: 'list'; keyFields: string[]; readings: ListReading[] }
  | { kind: 'decline' };

export interface Graded {
  verdict: Verdict;
  expected: string;
  got: string;
}

const ISO_DATE = /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g;

/** The numbers of a text, in order: ISO dates/times removed, no digits inside words, emails, paths or domains. */
export function numbersIn(text: string): number[] {
  return numbersAt(text).map((x) => x.value);
}

function numbersAt(text: string): { value: number; at: number }[] {
  const plain = text.replace(ISO_DATE, (d) => ' '.repeat(d.length));
  const out: { value: number; at: number }[] = [];
  for (const m of plain.matchAll(/(?<![\w.@/-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w@]|\.[A-Za-z])/g)) out.push({ value: Number(m[1]!.replace(/,/g, '') + (m[2] ?? '')), at: m.index });
  return out;
}

export function firstTimeIn(text: string): { at: Date; dateOnly: boolean } | null {
  const m = text.match(new RegExp(ISO_DATE.source));
  if (!m) return null;
  const s = m[0];
  if (s.length === 10) return { at: new Date(`${s}T00:00:00Z`), dateOnly: true };
  const zoned = /Z|[+-]\d{2}:?\d{2}$/.test(s) ? s.replace(' ', 'T') : `${s.replace(' ', 'T')}Z`;
  const at = new Date(zoned);
  return Number.isNaN(at.getTime()) ? null : { at, dateOnly: false };
}

/** "No accounts have an intent of 100", "none", "zero": a 0 stated in words before any number. */
const says0 = (text: string) => {
  const word = text.search(/\b(no|none|zero|nobody|nothing)\b/i);
  const first = numbersAt(text)[0];
  return word >= 0 && (!first || word < first.at);
};
const near = (a: number, b: number, exact: boolean) => (exact ? a === b : Math.abs(a - b) <= NUMBER_TOLERANCE);

/** Natural keys in the trace's data rows, lower-cased, first occurrence order, failed entries skipped. */
export function keysInTrace(trace: unknown, fields: string[]): string[] {
  const out: string[] = [];
  for (const e of Array.isArray(trace) ? trace : []) {
    if (!e || typeof e !== 'object' || (e as { error?: unknown }).error) continue;
    for (const row of ((e as { data?: unknown }).data ?? []) as unknown[]) {
      if (!row || typeof row !== 'object') continue;
      const f = fields.find((k) => typeof (row as Record<string, unknown>)[k] === 'string');
      const k = f ? String((row as Record<string, unknown>)[f]).toLowerCase() : null;
      if (k !== null && !out.includes(k)) out.push(k);
    }
  }
  return out;
}

function listMatches(r: ListReading, got: string[], answer: string): boolean {
  const total = r.ranked.length;
  const statesTotal = numbersIn(answer).includes(total) || (total === 0 && says0(answer));
  if (!statesTotal) return false;
  if (r.n === undefined) {
    const want = new Set(r.ranked.map((x) => x.key.toLowerCase()));
    return got.length === want.size && got.every((k) => want.has(k));
  }
  const m = Math.min(r.n, total);
  if (got.length !== m) return false;
  const value = new Map(r.ranked.map((x) => [x.key.toLowerCase(), x.value]));
  const vals = got.map((k) => value.get(k));
  if (vals.some((v) => v === undefined)) return false;
  // in order (ties in any order), and the same values as the true top m (any of tied entities at the cut)
  const best = r.ranked.slice(0, m).map((x) => x.value);
  return vals.every((v, i) => i === 0 || v! <= vals[i - 1]!) && vals.every((v, i) => v === best[i]);
}

const show = (t: Truth): string => {
  switch (t.kind) {
    case 'decline':
      return 'declined (refusal or clarification)';
    case 'number':
      return t.readings.map((r) => `${r.value}${r.also?.length ? ` (and ${r.also.join(', ')})` : ''}${r.note ? ` [${r.note}]` : ''}`).join(' or ');
    case 'time':
      return t.readings.map((r) => `${r.at ? r.at.toISOString() : 'none'}${r.note ? ` [${r.note}]` : ''}`).join(' or ');
    case 'list':
      return t.readings
        .map((r) => {
          const keys = (r.n === undefined ? r.ranked : r.ranked.slice(0, r.n)).map((x) => x.key);
          return `${r.n === undefined ? '' : `top ${r.n} of `}${r.ranked.length}: ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ', …' : ''}${r.note ? ` [${r.note}]` : ''}`;
        })
        .join(' or ');
  }
};

/** Grades one HTTP response against the truth. */
export function grade(truth: Truth, status: number, body: any): Graded {
  const expected = show(truth);
  if (status !== 200 || !body || typeof body !== 'object') return { verdict: 'wrong', expected, got: `HTTP ${status}` };
  // a change proposed for consent is neither an answer nor a decline
  if (body.pending_confirmation != null) return { verdict: 'wrong', expected, got: `proposed changes: ${(body.pending_confirmation.actions ?? []).map((a: { tool: string }) => a.tool).join(', ')}` };
  if (body.refusal != null || body.clarification != null) {
    const got = `${body.refusal != null ? 'refusal' : 'clarification'}: ${String(body.refusal ?? body.clarification).slice(0, 160)}`;
    return { verdict: truth.kind === 'decline' ? 'right' : 'declined', expected, got };
  }
  const answer = typeof body.answer === 'string' ? body.answer : '';
  const got = `answer: ${answer.slice(0, 200)}`;
  const ok = (() => {
    switch (truth.kind) {
      case 'decline':
        return false;
      case 'number': {
        const nums = numbersIn(answer);
        return truth.readings.some((r) =>
          (r.value === 0 && says0(answer) ? true : nums.length > 0 && near(nums[0]!, r.value, truth.exact)) &&
          (r.also ?? []).every((a) => nums.slice(1).some((x) => near(x, a, truth.exact)) || (a === 0 && /\b(no|none|zero)\b/i.test(answer))));
      }
      case 'time': {
        const t = firstTimeIn(answer);
        if (!t) return truth.readings.some((r) => r.at === null) && says0(answer);
        return truth.readings.some((r) =>
          r.at !== null && (t.dateOnly ? r.at.toISOString().slice(0, 10) === t.at.toISOString().slice(0, 10) : Math.abs(r.at.getTime() - t.at.getTime()) < MINUTE_MS));
      }
      case 'list': {
        const keys = keysInTrace(body.trace, truth.keyFields);
        return truth.readings.some((r) => listMatches(r, keys, answer));
      }
    }
  })();
  const gotKeys = truth.kind === 'list' ? ` [trace keys: ${keysInTrace(body.trace, truth.keyFields).slice(0, 8).join(', ')}]` : '';
  return { verdict: ok ? 'right' : 'wrong', expected, got: got + gotKeys };
}
