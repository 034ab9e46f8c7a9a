// Time windows of the answer-graded questions, resolved against the evaluation clock (UTC).
// Where everyday English has two honest readings, both are kept and an answer matching either is
// right (the planner states which it chose, issue 14 point 4):
//   - "last N days/weeks", "past fortnight", "recently": N×24 h back from now (rolling), or the N
//     calendar days ending today (the read API's /attribution `days`);
//   - "recently" is the last 7 days (the only default the set assumes).
// Every other window has one reading: weeks start on Monday (ISO), months and quarters are calendar
// ones, "last month" is the previous calendar month, "since D" runs from D 00:00 to now, and
// "between D1 and D2" includes both days. Ranges are half-open [from, to).
export type Win =
  | { kind: 'today' | 'yesterday' | 'all' }
  | { kind: 'this' | 'last'; unit: 'week' | 'month' | 'quarter' }
  | { kind: 'days'; n: number }
  | { kind: 'since'; date: string }
  | { kind: 'between'; from: string; to: string };

export interface Range {
  from: Date;
  to: Date;
  /** how this reading was taken, for the report */
  reading: string;
}

const DAY = 86_400_000;
export const RECENTLY_DAYS = 7;

const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

function startOf(unit: 'week' | 'month' | 'quarter', d: Date): Date {
  if (unit === 'week') return new Date(utcDay(d).getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
  const month = unit === 'month' ? d.getUTCMonth() : d.getUTCMonth() - (d.getUTCMonth() % 3);
  return new Date(Date.UTC(d.getUTCFullYear(), month, 1));
}

function previous(unit: 'week' | 'month' | 'quarter', start: Date): Date {
  if (unit === 'week') return new Date(start.getTime() - 7 * DAY);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - (unit === 'month' ? 1 : 3), 1));
}

/** The readings of a window at `now`: usually one, two for "last N days" (see the header). `all` is null: no bound. */
export function readings(w: Win, now: Date): Range[] | null {
  const today = utcDay(now);
  // the upper bound of "up to now" windows: the clock's millisecond included
  const end = new Date(now.getTime() + 1);
  switch (w.kind) {
    case 'all':
      return null;
    case 'today':
      return [{ from: today, to: end, reading: 'today' }];
    case 'yesterday':
      return [{ from: new Date(today.getTime() - DAY), to: today, reading: 'yesterday' }];
    case 'this':
      return [{ from: startOf(w.unit, now), to: end, reading: `this ${w.unit}` }];
    case 'last': {
      const cur = startOf(w.unit, now);
      return [{ from: previous(w.unit, cur), to: cur, reading: `last ${w.unit}` }];
    }
    case 'days':
      return [
        { from: new Date(now.getTime() - w.n * DAY), to: end, reading: `${w.n}×24 h` },
        { from: new Date(today.getTime() - (w.n - 1) * DAY), to: end, reading: `${w.n} calendar days` },
      ];
    case 'since':
      return [{ from: day(w.date), to: end, reading: `since ${w.date}` }];
    case 'between':
      return [{ from: day(w.from), to: new Date(day(w.to).getTime() + DAY), reading: `${w.from}..${w.to}` }];
  }
}
