// Time phrases → a window [from, to) in UTC. Relative ranges ("last week", "past 30 days", "Q3")
// are matched here because chrono-node resolves points, not ranges; chrono-node parses the
// absolute dates inside "since March 3" or "between Jan 5 and Feb 2".
import * as chrono from 'chrono-node';
import type { TimeWindow } from '../catalogue/types.js';
import { toNumber } from './numbers.js';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** "tues", "thurs", "sat": the weekday's name in full */
const weekday = (d: string) => WEEKDAYS.find((w) => w.startsWith(d.slice(0, 3)))!;
export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** a month's first three letters, the start of any of its spellings */
export const MONTH_ABBR = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)';
export const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

const day = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
const win = (from: Date, to: Date, label: string): TimeWindow => ({ from: from.toISOString(), to: to.toISOString(), label });
const monthIndex = (s: string) => MONTHS.findIndex((m) => m.startsWith(s.slice(0, 3)));

/** The most recent occurrence of a month (this year if it has begun, else last year). */
function recentMonth(m: number, now: Date, year?: number): Date {
  const y = year ?? (m <= now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() - 1);
  return new Date(Date.UTC(y, m, 1));
}

/** Days `first`..`last` (inclusive) of the most recent such month (or of `year`), up to now. */
function daysOfMonth(month: string, first: number, last: number, now: Date, year?: string): TimeWindow {
  const m = recentMonth(monthIndex(month), now, year ? Number(year) : undefined);
  const from = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth(), first));
  const end = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth(), last + 1));
  return win(from, end < now ? end : now, `${from.toISOString().slice(0, 10)} to ${addDays(end, -1).toISOString().slice(0, 10)}`);
}

/** The whole of the most recent such month (or of `year`), up to now. */
function wholeMonth(month: string, now: Date, year?: string): TimeWindow {
  const from = recentMonth(monthIndex(month), now, year ? Number(year) : undefined);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  return win(from, to < now ? to : now, `${MONTHS[from.getUTCMonth()]} ${from.getUTCFullYear()}`);
}

/** What "recently" means to the copilot: the last 7 UTC days including today (published in README and capabilities). */
export const RECENT_DAYS = 7;

/** a window said in other words than "today" or "ever" (an explicit date, a named period) */
const OTHER_WINDOW = /\b(?:this|last|past|previous|prior) (?:(?:\d{1,3}|a few) )?(?:weeks?|months?|quarters?|years?|days?)\b|\byesterday\b|\bsince\b|\bbetween\b|\d{4}-\d{2}-\d{2}|\b(?:in|during|for|of) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:mtd|wtd|qtd|lw|lm|l\d+d)\b|\b\d{1,2}(?:st|nd|rd|th)?\s*(?:[-–]|to)\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/** ("lw Mon–Sun", "last week monday-sunday": the week's days said again) */
const WEEK_DAYS_SAID = /\b(week|wk|lw)\s*\(?\s*mon(?:day)?\s*(?:-|–|to|through|thru)\s*sun(?:day)?\s*\)?/gi;

/** The start of "all time": before any workspace existed. */
export const ALL_TIME_FROM = '2000-01-01T00:00:00.000Z';

const NOT_DATES = new RegExp(`(?<!\\b${MONTH_ABBR}[a-z]*\\.?\\s+(?:between\\s+|from\\s+)?)\\b(?:between\\s+|from\\s+)?\\d+\\s*(?:to|-|–|and|through)\\s*\\d+\\s+(?:total\\s+|lifetime\\s+)?(?:visits?|views?|page ?views?|pageviews?|times|sessions?|visitors?|people|accounts?|companies|points?)\\b|\\b(?:intent|score|visit counts?|visits?)\\s+(?:score\\s+)?(?:(?:somewhere|anywhere|roughly|about|around|range|ranging)\\s+)?(?:of\\s+|is\\s+)?(?:between\\s+|from\\s+)?\\d+\\s*(?:to|-|–|and)\\s*\\d+\\b(?!(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_ABBR})|\\bfor a (?:second|sec|moment|minute|bit)\\b|\\b(?:today|this week|this month) (?:included|counted|too|as well)\\b(?=\\s*(?:[),.;?!]|$))|\\b(?:including|incl\\.?|counting|plus) today\\b|\\bas of (?:today|now|right now)\\b|\\bstill (?:[a-z-]+ ){1,2}?(?:today|now)\\b|(?:\\bafter\\s+)?\\b(?:\\d+|thirty)[- ]?min(?:ute)?s?\\b(?=\\s+(?:of\\s+)?(?:inactivity|inactive|idle|idleness|quiet|nothing|no activity|silence)|\\s*(?:gap|break|timeout|rule|split))`, 'gi');

/** "since thursday", "on sat or sun" said on a wednesday: the days just gone, as dates (a day to come has no data). */
const WEEKDAY = '(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)(?:day|nesday|sday|urday)?\\b\\.?';
const PAST_WEEKDAYS = new RegExp(`\\b(?:since|from|on)\\s+${WEEKDAY}(?:\\s*(?:,|and|or|&|\\+)\\s*${WEEKDAY})*(?!\\s*,?\\s*(?:the\\s+)?(?:\\d|${MONTH_RE}))`, 'g');
function pastWeekdays(text: string, now: Date): string {
  return text.replace(PAST_WEEKDAYS, (days) =>
    days.replace(new RegExp(WEEKDAY, 'g'), (d) => {
      const back = (day(now).getUTCDay() - ((WEEKDAYS.indexOf(weekday(d)) + 1) % 7) + 7) % 7;
      return addDays(day(now), -back).toISOString().slice(0, 10);
    }),
  );
}

/**
 * Whether chrono-node could find a date in `text`: a digit, a month or weekday name, or a word of
 * time. Most questions name their window in words read above, and chrono-node's parsers cost ~0.2 ms
 * a question: text without any of these is not handed to it (the plans of every tuned question are
 * the same either way).
 */
export const mayHoldDate = (text: string): boolean => DATE_CUE.test(text);
const DATE_CUE = /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)|\b(?:now|today|tonight|tomorrow|tmrw?|yesterday|noon|midnight|morning|afternoon|evening|night|secs?|seconds?|mins?|minutes?|hours?|hrs?|days?|weeks?|wks?|weekends?|months?|mos?|quarters?|qtrs?|years?|yrs?|decades?|fortnights?|ago|later)\b/i;
/** the day chrono-node reads in `text`, relative to `now` in UTC and never in the future */
const chronoDate = (text: string, now: Date): Date | null => (mayHoldDate(text) ? chrono.parseDate(text, { instant: now, timezone: 0 }, { forwardDate: false }) : null);

export function parseWindow(text: string, now: Date): TimeWindow | null {
  // "the previous calendar month" is the previous month (calendar months are the only reading)
  const t = text
    .toLowerCase()
    .replace(/\bcalendar\s+(?=(?:day|week|month|quarter|year)s?\b)/g, '')
    .replace(WEEK_DAYS_SAID, '$1 ')
    // shorthand: "last wk", "yday", "since tues", "last week (mon-sun)"
    // ("pricing views wk": a bare "wk" after what is counted is this week)
    .replace(/(?<!\b(?:this|last|past|previous|next|per|a|an|each|every|which|what|the|that|of|by|one|\d+)\s+)\bwk\b(?!\s*(?:over|on|of)\b)/g, 'this week')
    .replace(/\bwk\b/g, 'week').replace(/\bwks\b/g, 'weeks')
    // "on or after June 11th": since that day; "on or before": until it
    .replace(/\bon or after\b/g, 'since').replace(/\bon or before\b/g, 'until').replace(/\byday\b|\byest\b/g, 'yesterday')
    .replace(/\b(last|this|before|until|till)\s+(mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\b\.?/g, (_m, p: string, d: string) => `${p} ${weekday(d)}`)
    .replace(/[^]*/, (all) => pastWeekdays(all, now))
    .replace(/\bweek\s*\(\s*mon(?:day)?\s*(?:-|–|to|through|thru)\s*sun(?:day)?\s*\)/g, 'week')
    // "since the 10th": that day of this month (of the last one when it is still to come)
    .replace(new RegExp(`\\b(since|from|on|after|before|until|till)\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH_RE})`, 'g'), (m, p: string, d: string) => {
      const n = Number(d);
      if (n < 1 || n > 31) return m;
      const here = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), n));
      const at = here <= now ? here : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, n));
      return `${p} ${at.toISOString().slice(0, 10)}`;
    })
    // "past-28-day visitors"
    .replace(/\b(last|past|previous)-(\d{1,3})-(day|week|month)s?\b/g, '$1 $2 $3s')
    // "l7d", "l30d", "l2w": the last N days or weeks
    .replace(/\bl(\d{1,3})(d|w)\b/g, 'last $1$2')
    // "their first ever visit was yesterday": "ever" qualifies "first", it is not a window
    .replace(/\b(?:first|1st)[- ]ever\b|\bfirst (?:visit|time|seen) ever\b/g, 'first')
    // ("Monday 16 June 2025 through today": since that day)
    .replace(new RegExp(`\\b(\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}(?:\\s+\\d{4})?|${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?)\\s+(?:through|thru|to|until|till|up to)\\s+(?:today|now)\\b`, 'g'), 'since $1')
    // "the previous Monday-to-Sunday week": last week; "since this Monday": since Monday
    .replace(/\b(last|previous|prior)\s+mon(?:day)?[- ]?(?:to|through|thru|-|–)[- ]?sun(?:day)?\s+week\b/g, '$1 week')
    .replace(/\bsince this (?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/g, 'since ')
    // "june 2025 to date", "june to date": since its first day
    .replace(new RegExp(`\\b${MONTH_RE}(\\s+\\d{4})?\\s+(?:to date|so far)\\b`, 'g'), 'since $1 1$2')
    // "since the start of June 2025": since June 1
    .replace(new RegExp(`\\b(since|from)\\s+(?:the\\s+)?(?:start|begin(?:n?ing)?)\\s+of\\s+${MONTH_RE}\\b`, 'g'), '$1 $2 1')
    // "all-time distinct people", "all-time visit count": a count's span, not the question's window
    .replace(/\ball[- ]time\s+(?=(?:distinct|unique|visit(?:or)?[ _]counts?|visits|counts?|counters?|totals?|number|high)\b)/g, '')
    // (said beside another window: "their score today", "intent_score <= 20 today", "the first time we ever saw them was last week", "current week first" are no window)
    .replace(/[^]*/, (all) => (!OTHER_WINDOW.test(all) ? all : all
      .replace(/(?<=\b(?:intent(?:_score)?|score|scores|scored|scoring)\b[^?.,;]{0,25}?)\s+(?:today|right now|as of (?:now|today))\b/g, ' ')
      .replace(/\b(?:that'?s|thats|is|being) (?:their|its|the) (?:intent |)score (?:today|now|right now)\b/g, ' ')
      .replace(/\bever\s+(?=(?:saw|seen|visited|came|showed|appeared|hit|met|noticed|spotted|detected)\b)/g, '')
      .replace(/(?<=(?:\b|_)(?:counts?|scores?|totals?|visits|counters?)\b[^?.]{0,25}?)[,\s(]+all[- ]time\b\)?/g, ' ')
      .replace(/\b(?:the\s+)?(?:current|this|last|previous|earlier|later|prior|newer|older|recent)\s+(?:week|month|period|one|window|range)\s+first\b/g, ' ')))
    // (a count's span only where "all time" is said: the spans' look-behinds are slow to try everywhere)
    .replace(/[^]*/, (all) => (!/\ball[- ]time\b/.test(all) ? all : all
      // "average visitor count per company, all time" next to today: the count's span (beside any other window
      // it was taken out above, with the other remarks said beside a window)
      .replace(/(?<=\b(?:counts?|scores?|totals?)\b[^?.]{0,25}?)[,\s(]+all[- ]time\b\)?(?=[^?]*\?|\s*$)/g, (m, _i, whole: string) => (/\btoday\b/.test(whole) ? ' ' : m))
      // "average visit count (all time)" next to another window: the count's span
      .replace(/\(\s*all[- ]time\s*\)(?=[^?]*(?:\b(?:last|this|past|yesterday|today|since|between)\b|\d{4}-\d{2}-\d{2}))|(?<=(?:\b(?:last|this|past|yesterday|today|since|between)\b|\d{4}-\d{2}-\d{2})[^?]*)\(\s*all[- ]time\s*\)/g, '')))
    // "2025-05", "started in 2025-05": that calendar month
    .replace(/(?<![\d-])(\d{4})-(0[1-9]|1[0-2])(?![\d-])/g, (_m, y: string, mo: string) => `in ${MONTHS[Number(mo) - 1]} ${y}`)
    // "2025-06-09..2025-06-15"
    .replace(/\b(\d{4}-\d{2}-\d{2})\s*\.\.\s*(\d{4}-\d{2}-\d{2})\b/g, 'from $1 to $2')
    // "since 3 days" (as several languages say it): the last 3 days
    .replace(/\bsince\s+(\d{1,3}|two|three|four|five|six|seven|ten|fourteen|thirty)\s+(days|weeks|months)\b(?!\s+ago)/g, 'last $1 $2')
    // "since the start of the month", "from begin of this week": this one so far
    .replace(/\b(?:since|from|starting(?: from)?)\s+(?:the\s+)?(?:begin(?:n?ing)?|start)\s+of\s+(?:the\s+|this\s+|the current\s+)?(week|month|quarter|year)\b/g, 'this $1')
    // "the current calendar month", "the current week": this one
    .replace(/\bcurrent (?=(?:week|month|quarter|year)\b)/g, 'this ')
    // "since Tuesday the 3rd of June": the date, not the weekday
    .replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:the\s+)?(?=\d)/g, '')
    // "2025-06-01 through 2025-06-14", "from X thru Y"
    .replace(/\s+(?:through|thru)\s+/g, ' to ')
    // "not counting anything before june 1": since june 1
    .replace(/\bnot counting (?:anything|any \w+) (?:before|prior to)\s+/g, 'since ')
    // "on or after 2025-06-09", "starting 9 june": since
    .replace(new RegExp(`\\b(?:on or after|starting(?: on| from)?|from)\\s+(?=(?:the\\s+)?(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_ABBR}|${MONTH_ABBR}[a-z]*\\s+\\d))(?![^?]*(?:\\b(?:to|until|till|and)\\s|(?<![\\d-])\\d{1,2}(?:st|nd|rd|th)?\\s?[-–]\\s?\\d{1,2}\\b(?!-)))`, 'g'), 'since ')
    // "from 2025-06-03 to today": since that day
    .replace(/\bfrom\s+((?:(?!\bfrom\b).)+?)\s+(?:to|until|till)\s+(?:today|now|date)\b/g, 'since $1')
    // "the last 21 days until today": those days, not today
    .replace(/\b((?:last|past|previous)\s+\S+\s+(?:days|weeks|months))\s+(?:up to|until|till|to|through)\s+(?:and including\s+)?(?:today|now)\b/g, '$1')
    // "10 to 20 visits", "intent between 40 and 80", "for a second": numbers and phrases that are no dates
    .replace(NOT_DATES, ' ');
  const today = day(now);
  const tomorrow = addDays(today, 1);
  // windows that run "to now" include the present instant (a view recorded this very millisecond)
  now = new Date(now.getTime() + 1);
  let m: RegExpMatchArray | null;

  if (/\btoday(?:'?s)?\b|\bso far today\b/.test(t)) return win(today, now, 'today');
  // "all-time page views", "since we installed the pixel", "ever": everything recorded
  if (/\ball[- ]time\b|\b(?:entire|whole|full|complete) (?:history|lifetime)\b|\bsince (?:(?:it|the tool|the system|the pixel|you|tracking) (?:started|began)(?: \w+ing)?|we (?:installed|added|set up|started|launched)|the (?:start|beginning)(?! of (?:the |this |our )?(?:current )?(?:week|month|quarter|year|\w+ (?:week|month|quarter|year)))|launch|day one|forever|always|inception)\b|\bfrom the (?:very )?(?:start|beginning)\b(?! of)|\bever\b|(?<!\b(?:month|week|quarter|year) )\bto date\b/.test(t))
    return win(new Date(ALL_TIME_FROM), now, 'all time');
  if (/\byesterday(?:'?s)?\b/.test(t)) return win(addDays(today, -1), today, 'yesterday');

  // "the first half of June": days 1-15; "the second half": 16 to the month's end
  m = t.match(new RegExp(`\\b(first|second|1st|2nd|latter) half of ${MONTH_RE}(?:\\s+(\\d{4}))?\\b`));
  if (m) {
    const first = /^(?:first|1st)$/.test(m[1]!);
    const month = recentMonth(monthIndex(m[2]!), now, m[3] ? Number(m[3]) : undefined);
    const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
    return daysOfMonth(m[2]!, first ? 1 : 16, first ? 15 : days, now, m[3]);
  }
  // "the week of June 9": the Monday-to-Sunday week holding that day
  m = t.match(new RegExp(`\\b(?:the\\s+)?week (?:of|starting|beginning|commencing)\\s+(?:(?:mon(?:day)?|the)\\s+)?((?:${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}|\\d{4}-\\d{2}-\\d{2})(?:,?\\s+\\d{4})?)\\b`));
  if (m) {
    const d = chronoDate(m[1]!, now);
    if (d && d <= now) {
      const monday = addDays(day(d), -((day(d).getUTCDay() + 6) % 7));
      const end = addDays(monday, 7);
      return win(monday, end < now ? end : now, `${monday.toISOString().slice(0, 10)} to ${addDays(monday, 6).toISOString().slice(0, 10)}`);
    }
  }

  // "last week (7 days)": the count in brackets says which reading is meant
  m = t.match(/\b(?:last|past|previous)\s+(?:week|fortnight|month)\s*\((\d{1,3})\s+days?\)/);
  if (m) return win(addDays(tomorrow, -Number(m[1])), now, `last ${m[1]} days`);
  // "past 30d", "last 2w": the short forms people type
  m = t.match(/\b(?:last|past|previous|trailing|over the last|in the last|within the last)\s*(\d{1,3})\s*(d|w)\b/);
  if (m) {
    const n = Number(m[1]) * (m[2] === 'w' ? 7 : 1);
    if (n) return win(addDays(tomorrow, -n), now, `last ${n} day${n === 1 ? '' : 's'}`);
  }
  m = t.match(/\b(?:last|past|previous|trailing|over the last|in the last|within the last)\s+(\d{1,3}|[a-z]+)\s+(day|week|month|year)s?\b/);
  if (m) {
    const n = toNumber(m[1]!);
    if (n) return win(addDays(tomorrow, -n * UNIT_DAYS[m[2]!]!), now, `last ${n} ${m[2]}${n === 1 ? '' : 's'}`);
  }
  // "last 24 hours": the hours up to now (chrono-node would read a point a day ago)
  m = t.match(/\b(?:last|past|previous|trailing|over the last|in the last|within the last)\s+(\d{1,3})\s+(?:hours?|hrs?)\b/);
  if (m) return win(new Date(now.getTime() - 1 - Number(m[1]) * 3_600_000), now, `last ${m[1]} hours`);
  m = t.match(/\b(\d{1,3})\s+(day|week|month)s?\s+ago\b/);
  if (m) {
    const start = addDays(today, -Number(m[1]) * UNIT_DAYS[m[2]!]!);
    return win(start, addDays(start, UNIT_DAYS[m[2]!]!), `${m[1]} ${m[2]}s ago`);
  }

  if (/\b(?:past|last|previous|this|a) fortnight\b|\bfortnight\b/.test(t)) return win(addDays(tomorrow, -14), now, 'last 14 days');
  // "over the weekend", "last weekend": the latest Saturday and Sunday that have ended or begun
  if (/\b(?:the|this|last|past|over the) weekend\b|\bweekend\b/.test(t)) {
    const saturday = addDays(today, -((today.getUTCDay() + 1) % 7));
    const end = addDays(saturday, 2);
    return win(saturday, end < now ? end : now, `the weekend of ${saturday.toISOString().slice(0, 10)}`);
  }

  const dow = (today.getUTCDay() + 6) % 7; // Monday = 0
  const weekStart = addDays(today, -dow);
  if (/\bweek before last\b/.test(t)) return win(addDays(weekStart, -14), addDays(weekStart, -7), 'the week before last');
  if (/\b(?:last|previous|past) week\b/.test(t) && !/\bpast week\b/.test(t)) return win(addDays(weekStart, -7), weekStart, 'last week');
  if (/\bpast week\b/.test(t)) return win(addDays(tomorrow, -7), now, 'last 7 days');
  if (/\bthis week\b|\bweek to date\b|\bwtd\b/.test(t)) return win(weekStart, now, 'this week');

  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (/\b(?:last|previous) month\b/.test(t)) return win(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)), monthStart, 'last month');
  if (/\bpast month\b/.test(t)) return win(addDays(tomorrow, -30), now, 'last 30 days');
  if (/\bthis month\b|\bmonth to date\b|\bmtd\b/.test(t)) return win(monthStart, now, 'this month');
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  if (/\b(?:last|previous) year\b/.test(t)) return win(new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1)), yearStart, 'last year');
  if (/\bthis year\b|\bytd\b|\byear to date\b/.test(t)) return win(yearStart, now, 'this year');

  // "the abm-q3 campaign" names a campaign, not a quarter
  m = t.match(/(?<![\w-])(?:q([1-4])|(first|second|third|fourth) quarter)(?:\s+(?:of\s+)?(\d{4}))?\b/);
  if (m) {
    const q = m[1] ? Number(m[1]) : ['first', 'second', 'third', 'fourth'].indexOf(m[2]!) + 1;
    // the most recent such quarter that has begun
    let y = m[3] ? Number(m[3]) : now.getUTCFullYear();
    if (!m[3] && new Date(Date.UTC(y, (q - 1) * 3, 1)) > now) y -= 1;
    const from = new Date(Date.UTC(y, (q - 1) * 3, 1));
    const to = new Date(Date.UTC(y, q * 3, 1));
    return win(from, to < now ? to : now, `Q${q} ${y}`);
  }
  if (/\b(?:last|previous) quarter\b/.test(t)) {
    const qs = Math.floor(now.getUTCMonth() / 3) * 3;
    return win(new Date(Date.UTC(now.getUTCFullYear(), qs - 3, 1)), new Date(Date.UTC(now.getUTCFullYear(), qs, 1)), 'last quarter');
  }
  if (/\bthis quarter\b|\bquarter to date\b|\bqtd\b/.test(t)) return win(new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1)), now, 'this quarter');

  // "since March", "since March 3rd", "since 2024-03-01"
  m = t.match(new RegExp(`\\bsince\\s+(?:the\\s+)?(?:start of\\s+|beginning of\\s+)?${MONTH_RE}(?:\\s+(\\d{4}))?\\b(?!\\s+\\d{1,2}(?:st|nd|rd|th)?\\b)`));
  if (m) {
    const from = recentMonth(monthIndex(m[1]!), now, m[2] ? Number(m[2]) : undefined);
    return win(from, now, `since ${from.toISOString().slice(0, 10)}`);
  }
  m = t.match(/\bsince\s+(.+?)(?:[?.!,(]|$)/);
  if (m) {
    const d = chronoDate(m[1]!, now);
    if (d && d < now) {
      const from = day(d);
      return win(from, now, `since ${from.toISOString().slice(0, 10)}`);
    }
  }
  // "between 1 and 7 june", "from 9 to 15 june", "9–15 June 2025": two days of one month
  m = t.match(new RegExp(`\\b(?:between\\s+|from\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:and|to|until|till|-|–)\\s*(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}(?:\\s+(\\d{4}))?\\b`));
  if (m && Number(m[1]) <= Number(m[2]) && Number(m[2]) <= 31) return daysOfMonth(m[3]!, Number(m[1]), Number(m[2]), now, m[4]);
  // "june 2-8 2025", "jun 14–15", "May 26 to 31": two days of one month, the month first
  m = t.match(new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|–|to|until|till)\\s*(\\d{1,2})(?:st|nd|rd|th)?(?![\\d/-]|:\\d)(?:,?\\s+(\\d{4}))?(?!\\s*(?:st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH_RE})`));
  if (m && Number(m[2]) <= Number(m[3]) && Number(m[3]) <= 31) return daysOfMonth(m[1]!, Number(m[2]), Number(m[3]), now, m[4]);
  // "in March", "during March 2024"
  m = t.match(new RegExp(`(?<!\\b\\d{1,2}(?:st|nd|rd|th)?\\s+)\\b(?:in|during|for|of|over)\\s+${MONTH_RE}(?:\\s+(\\d{4}))?\\b`));
  if (m) return wholeMonth(m[1]!, now, m[2]);
  m = t.match(/\b(?:between|from)\s+(.+?)\s+(?:and|to|until|till|-)\s+(.+?)(?:[?.!,(]|$)/i) ?? t.match(/\b(\d{4}-\d{2}-\d{2})\s+(?:to|until|till|-|–)\s+(\d{4}-\d{2}-\d{2})\b/);
  if (m) {
    const a = chronoDate(m[1]!, now);
    const b = chronoDate(m[2]!, now);
    if (a && b && a <= b) {
      const end = addDays(day(b), 1);
      return win(day(a), end < now ? end : now, `${day(a).toISOString().slice(0, 10)} to ${day(b).toISOString().slice(0, 10)}`);
    }
  }
  // explicit ranges and dates: "between Jan 5 and Feb 2", "from 2024-03-01 to 2024-03-15", "on May 3"
  // "right now", "currently": the present state, not today's window (chrono-node reads "now" as a date)
  // "26/05–01/06": day first when a day over 12 says so
  const parser = /\b(?:1[3-9]|2\d|3[01])\/(?:0?[1-9]|1[0-2])\b/.test(text) ? chrono.en.GB : chrono;
  const input = pastWeekdays(text.toLowerCase().replace(WEEK_DAYS_SAID, '$1 '), now).replace(NOT_DATES, ' ').replace(/\s+(?:through|thru)\s+/gi, ' to ').replace(/\b(?:right now|now|currently|at the moment|at present|(?:the )?present)\b/gi, ' ');
  const parsed = mayHoldDate(input) ? parser.parse(input, { instant: now, timezone: 0 }, { forwardDate: false }) : [];
  const r = parsed[0];
  // "saturday june 14 or sunday june 15": two consecutive days named together are both of them
  const r2 = parsed[1];
  if (r && r2 && !r.end && !r2.end && r.start.isCertain('day') && r2.start.isCertain('day') && /^\s*(?:,|or|and|&|\+)\s*$/.test(input.slice(r.index + r.text.length, r2.index))) {
    const [a, b] = [day(r.start.date()), day(r2.start.date())].sort((x, y) => x.getTime() - y.getTime()) as [Date, Date];
    if (b.getTime() - a.getTime() === DAY_MS && b <= now) {
      const end = addDays(b, 1);
      return win(a, end < now ? end : now, `${a.toISOString().slice(0, 10)} to ${b.toISOString().slice(0, 10)}`);
    }
    // two days apart ("friday and sunday") are no one window: left unread, for the cues to name
    return null;
  }
  if (r) {
    const start = day(r.start.date());
    if (r.end) {
      const end = addDays(day(r.end.date()), 1);
      return win(start, end < now ? end : now, `${start.toISOString().slice(0, 10)} to ${addDays(end, -1).toISOString().slice(0, 10)}`);
    }
    if (r.start.isCertain('day') && start <= now) return win(start, addDays(start, 1), start.toISOString().slice(0, 10));
  }
  // "june pageviews so far", "may's visitors": that month's figure
  m = t.match(new RegExp(`\\b${MONTH_RE}(?:'s|’s)?\\s+(?:page ?views?|pageviews?|visitors?|visits?|sessions?|identifications?|accounts?|accts?|leads?|traffic|numbers?)\\b`));
  if (m) return wholeMonth(m[1]!, now);
  // "pageviews: may 2025": a month with its year
  m = t.match(new RegExp(`(?<!\\d(?:st|nd|rd|th)?\\s+(?:of\\s+)?)\\b${MONTH_RE}\\s+(\\d{4})\\b`));
  if (m) return wholeMonth(m[1]!, now, m[2]);
  // "may: customer sessions …", "may /blog/* page views", "june attributed sessions": a month the question opens with
  // ("may i see …", "may we …": a request, no month)
  m = t.match(new RegExp(`^\\s*${MONTH_RE}(?:\\s+(\\d{4}))?(?:\\s*[:,–-]\\s*|\\s+)(?!(?:i|we|you|they|it|he|she|be|have|not|also|well|as)\\b)\\S`));
  if (m) return wholeMonth(m[1]!, now, m[2]);
  // "new accts june vs may": a month the text ends with (the part before "vs"), no day before it
  m = t.match(new RegExp(`(?<!\\d(?:st|nd|rd|th)?\\s*(?:of\\s+)?)\\b${MONTH_RE}\\s*[?.!]*\\s*$`));
  if (m && !/\b(?:since|until|till|before|after|from|to|through|by)\s+\S+\s*[?.!]*\s*$/.test(t)) return wholeMonth(m[1]!, now);
  // a month named alone ("… compared to may"): that calendar month
  m = t.match(new RegExp(`^\\s*(?:the\\s+)?${MONTH_RE}(?:\\s+(\\d{4}))?\\s*[?.!]*\\s*$`));
  if (m) return wholeMonth(m[1]!, now, m[2]);
  // "recently", "lately": the published default (README, capabilities); "most recent" is an ordering
  if (/\b(?:recently|lately|of late|in recent days|recent)\b/.test(t.replace(/\b(?:most|the) recent(?:ly)?\b/g, ' ')))
    return win(addDays(tomorrow, -RECENT_DAYS), now, `recently (last ${RECENT_DAYS} days)`);
  return null;
}
