// The answer grader (eval/answers/grade.ts) and the windows it reads questions with: a grader that
// cannot fail, or that fails right answers, would make the evaluation's figures meaningless.
import { describe, expect, it } from 'vitest';
import { firstTimeIn, grade, keysInTrace, numbersIn, type Truth } from '../../eval/answers/grade.js';
import { readings } from '../../eval/answers/windows.js';
import { meetsAnswerTargets } from '../../eval/answers/targets.js';

const answer = (text: string, trace: unknown[] = []) => ({ answer: text, refusal: null, clarification: null, trace });
const rows = (key: string, ...vals: string[]) => [{ tool: 't', data: vals.map((v) => ({ [key]: v })) }];
const count = (value: number, also?: number[]): Truth => ({ kind: 'number', exact: true, readings: [{ value, also }] });

describe('numbers in an answer', () => {
  it('reads counts, decimals, thousands and percentages in order, skipping dates, times, emails, domains and words with digits', () => {
    expect(numbersIn('Since 2025-06-10, 1,234 page views (42.5%) from ada.12@acme2.com and abm-q3 at 2025-06-18T11:00:00Z: 7')).toEqual([1234, 42.5, 7]);
    expect(numbersIn('No accounts match.')).toEqual([]);
    expect(numbersIn('3 accounts.')).toEqual([3]);
  });
  it('reads the first ISO time of an answer, a bare date as a day', () => {
    expect(firstTimeIn('first seen 2025-06-01T10:15:00.000Z, last 2025-06-18')).toEqual({ at: new Date('2025-06-01T10:15:00.000Z'), dateOnly: false });
    expect(firstTimeIn('on 2025-06-01')).toEqual({ at: new Date('2025-06-01T00:00:00Z'), dateOnly: true });
    expect(firstTimeIn('never')).toBeNull();
  });
});

describe('grading a number', () => {
  it('the first number must equal the truth', () => {
    expect(grade(count(3), 200, answer('3 accounts have an intent score of exactly 100: a, b, c.')).verdict).toBe('right');
    expect(grade(count(3), 200, answer('Top 10 accounts by intent: 3 of them at 100.')).verdict).toBe('wrong');
    expect(grade(count(0), 200, answer('No accounts have an intent score of exactly 100.')).verdict).toBe('right');
    expect(grade(count(2), 200, answer('No accounts match.')).verdict).toBe('wrong');
  });
  it('averages and shares within ±0.05, counts exactly', () => {
    const share: Truth = { kind: 'number', exact: false, readings: [{ value: 23.4567 }] };
    expect(grade(share, 200, answer('23.5% of the 200 attributed sessions came from email.')).verdict).toBe('right');
    expect(grade(share, 200, answer('23% of attributed sessions')).verdict).toBe('wrong');
    expect(grade(count(10), 200, answer('10.4 visits')).verdict).toBe('wrong');
  });
  it('any one reading of a two-reading window matches', () => {
    const t: Truth = { kind: 'number', exact: true, readings: [{ value: 40, note: '7×24 h' }, { value: 44, note: '7 calendar days' }] };
    expect(grade(t, 200, answer('44 page views in the last 7 days')).verdict).toBe('right');
    expect(grade(t, 200, answer('42 page views in the last 7 days')).verdict).toBe('wrong');
  });
  it('a comparison states both windows, the asked one first', () => {
    expect(grade(count(120, [95]), 200, answer('120 page views this week, against 95 last week.')).verdict).toBe('right');
    expect(grade(count(120, [95]), 200, answer('95 last week, 120 this week')).verdict).toBe('wrong');
    expect(grade(count(120, [95]), 200, answer('120 page views this week.')).verdict).toBe('wrong');
  });
});

describe('grading a time', () => {
  const t: Truth = { kind: 'time', readings: [{ at: new Date('2025-06-03T09:41:27.120Z') }] };
  it('to the minute, or a bare date on the same UTC day', () => {
    expect(grade(t, 200, answer('First seen 2025-06-03T09:41:27Z.')).verdict).toBe('right');
    expect(grade(t, 200, answer('First seen 2025-06-03 09:41.')).verdict).toBe('right');
    expect(grade(t, 200, answer('First seen on 2025-06-03.')).verdict).toBe('right');
    expect(grade(t, 200, answer('First seen 2025-06-03T11:41:27Z.')).verdict).toBe('wrong');
    expect(grade(t, 200, answer('First seen on 2025-06-04.')).verdict).toBe('wrong');
    // a time is owed: "none" is wrong
    expect(grade(t, 200, answer('No accounts were first seen this week.')).verdict).toBe('wrong');
  });
  it('where nothing matches, an answer that says so and gives no time', () => {
    const none: Truth = { kind: 'time', readings: [{ at: null }] };
    expect(grade(none, 200, answer('No accounts were first seen (this week).')).verdict).toBe('right');
    expect(grade(none, 200, answer('The earliest new account was first seen at 2025-06-16T01:59:27Z.')).verdict).toBe('wrong');
    expect(grade(none, 200, answer('3 accounts visited.')).verdict).toBe('wrong');
  });
});

describe('grading a list', () => {
  const list: Truth = { kind: 'list', keyFields: ['domain'], readings: [{ ranked: [{ key: 'a.com', value: 0 }, { key: 'b.com', value: 0 }] }] };
  it('the trace rows hold exactly the matching entities and the answer states the total', () => {
    expect(grade(list, 200, answer('2 customers: a.com, b.com', rows('domain', 'B.com', 'a.com'))).verdict).toBe('right');
    expect(grade(list, 200, answer('Customers: a.com, b.com', rows('domain', 'a.com', 'b.com'))).verdict).toBe('wrong');
    expect(grade(list, 200, answer('3 accounts', rows('domain', 'a.com', 'b.com', 'c.com'))).verdict).toBe('wrong');
    expect(grade(list, 200, answer('1 account', rows('domain', 'a.com'))).verdict).toBe('wrong');
  });
  it('top-N: the N best in order, ties in any order, and the total in all', () => {
    const top: Truth = { kind: 'list', keyFields: ['path'], readings: [{ n: 2, ranked: [{ key: '/a', value: 9 }, { key: '/b', value: 5 }, { key: '/c', value: 5 }, { key: '/d', value: 1 }] }] };
    expect(grade(top, 200, answer('Top 2 of 4 pages', rows('path', '/a', '/c'))).verdict).toBe('right');
    expect(grade(top, 200, answer('Top 2 of 4 pages', rows('path', '/a', '/b'))).verdict).toBe('right');
    expect(grade(top, 200, answer('Top 2 of 4 pages', rows('path', '/b', '/a'))).verdict).toBe('wrong');
    expect(grade(top, 200, answer('Top 2 of 4 pages', rows('path', '/a', '/d'))).verdict).toBe('wrong');
    expect(grade(top, 200, answer('Top 2 pages', rows('path', '/a', '/b'))).verdict).toBe('wrong');
  });
  it('failed trace entries hold nothing', () => {
    expect(keysInTrace([{ tool: 't', error: { code: 'x' }, data: [{ domain: 'a.com' }] }, { tool: 'u', data: [{ email: 'E@x.com' }] }], ['domain', 'email'])).toEqual(['e@x.com']);
  });
});

describe('declines and errors', () => {
  it('a refusal or clarification is declined, right only where the question should be declined', () => {
    expect(grade(count(3), 200, { answer: null, refusal: 'cannot', clarification: null }).verdict).toBe('declined');
    expect(grade(count(3), 200, { answer: null, refusal: null, clarification: 'which?' }).verdict).toBe('declined');
    expect(grade({ kind: 'decline' }, 200, { answer: null, refusal: 'no causal claims', clarification: null }).verdict).toBe('right');
    expect(grade({ kind: 'decline' }, 200, answer('Yes, it did: 12%.')).verdict).toBe('wrong');
  });
  it('a non-200 is wrong', () => {
    expect(grade(count(3), 500, { error: 'x' }).verdict).toBe('wrong');
  });
});

describe('windows', () => {
  const now = new Date('2025-06-18T12:00:00.000Z'); // a Wednesday
  const iso = (w: Parameters<typeof readings>[0]) => readings(w, now)!.map((r) => [r.from.toISOString(), r.to.toISOString()]);
  it('weeks start on Monday, months and quarters are calendar ones, last N days has two readings', () => {
    expect(iso({ kind: 'this', unit: 'week' })[0]![0]).toBe('2025-06-16T00:00:00.000Z');
    expect(iso({ kind: 'last', unit: 'week' })).toEqual([['2025-06-09T00:00:00.000Z', '2025-06-16T00:00:00.000Z']]);
    expect(iso({ kind: 'last', unit: 'month' })).toEqual([['2025-05-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z']]);
    expect(iso({ kind: 'this', unit: 'quarter' })[0]![0]).toBe('2025-04-01T00:00:00.000Z');
    expect(iso({ kind: 'last', unit: 'quarter' })).toEqual([['2025-01-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z']]);
    expect(iso({ kind: 'yesterday' })).toEqual([['2025-06-17T00:00:00.000Z', '2025-06-18T00:00:00.000Z']]);
    expect(iso({ kind: 'days', n: 7 }).map((r) => r[0])).toEqual(['2025-06-11T12:00:00.000Z', '2025-06-12T00:00:00.000Z']);
    expect(iso({ kind: 'between', from: '2025-06-01', to: '2025-06-07' })).toEqual([['2025-06-01T00:00:00.000Z', '2025-06-08T00:00:00.000Z']]);
    expect(readings({ kind: 'all' }, now)).toBeNull();
  });
});

describe('targets', () => {
  it('an evaluation that graded nothing does not meet them; 2% wrong and 90% right do', () => {
    expect(meetsAnswerTargets({ total: 0, right: 0, declined: 0, wrong: 0 })).toBe(false);
    expect(meetsAnswerTargets({ total: 100, right: 90, declined: 8, wrong: 2 })).toBe(true);
    expect(meetsAnswerTargets({ total: 100, right: 90, declined: 7, wrong: 3 })).toBe(false);
    expect(meetsAnswerTargets({ total: 100, right: 89, declined: 11, wrong: 0 })).toBe(false);
  });
});

describe('a proposed change', () => {
  it('is neither an answer nor a decline', () => {
    const body = { answer: null, refusal: null, clarification: 'Approve to: set the classification', pending_confirmation: { actions: [{ tool: 'classify_account' }] } };
    expect(grade({ kind: 'decline' }, 200, body).verdict).toBe('wrong');
    expect(grade(count(1), 200, body).verdict).toBe('wrong');
  });
});
