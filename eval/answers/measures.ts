// A question's truth specification (what is asked, declaratively) and its evaluation into a Truth
// the grader checks: the rows come from truth.ts's SQL, the measure is plain arithmetic here.
import type { RawSql } from '../../core/db/index.js';
import type { Truth } from './grade.js';
import { rowsOf, type Filters, type Row, type Subject } from './truth.js';
import { readings, type Range, type Win } from './windows.js';

export type Spec =
  | { m: 'count' | 'list'; s: Subject; f?: Filters; w?: Win }
  /** `field`: a number of the subject's rows (intent_score, visit_count, visitor_count) */
  | { m: 'avg' | 'sum'; s: Subject; field: string; f?: Filters; w?: Win }
  /** 100 × |f ∧ part| / |f|, in percent (the denominator is f, stated by the question) */
  | { m: 'share'; s: Subject; part: Filters; f?: Filters; w?: Win }
  /** the n best entities by a number of theirs, or the n biggest groups (page path, channel, source, campaign) by size */
  | { m: 'top'; s: Subject; n: number; by?: string; group?: 'path' | 'channel' | 'source' | 'campaign'; f?: Filters; w?: Win }
  /** the earliest / latest of a time of the matching rows */
  | { m: 'first' | 'last'; s: Subject; field: string; f?: Filters; w?: Win }
  /** the count in w, then in w2 */
  | { m: 'compare'; s: Subject; f?: Filters; w: Win; w2: Win }
  | { m: 'decline'; why: string };

/** The natural keys a list is read by in the trace's data rows (issue 14 grading conventions). */
export const KEY_FIELDS: Record<Subject | 'path' | 'channel' | 'source' | 'campaign', string[]> = {
  accounts: ['domain', 'company_domain'],
  // the truth keys a visitor by email, else the pixel's anonymous id (truth.ts): the same fields here
  visitors: ['email', 'resolved_email', 'anonymous_id', 'visitor_id'],
  identifications: ['email', 'resolved_email', 'anonymous_id', 'visitor_id'],
  page_views: ['path'],
  sessions: ['session_id'],
  attributed_sessions: ['channel'],
  recommendations: ['subject'],
  keys: ['name'],
  webhooks: ['url'],
  path: ['path'],
  channel: ['channel'],
  source: ['source'],
  campaign: ['campaign'],
};

/** How much a row counts: a rollup row stands for its sessions, every other row for one. */
const weight = (s: Subject, r: Row) => (s === 'attributed_sessions' ? (r.n.sessions ?? 0) : 1);
const total = (s: Subject, rows: Row[]) => rows.reduce((a, r) => a + weight(s, r), 0);
const byValueThenKey = (a: { key: string; value: number }, b: { key: string; value: number }) => b.value - a.value || a.key.localeCompare(b.key);
const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * The ranges a window is read as ([null] = all time). The attribution rollup is by UTC day, so for
 * attributed sessions only the day-aligned readings count (the read API's `days`: N days ending today).
 */
function ranges(w: Win | undefined, now: Date, s?: Subject): (Range | null)[] {
  const rs = (w && readings(w, now)) ?? [null];
  if (s !== 'attributed_sessions') return rs;
  const aligned = rs.filter((r) => r === null || r.from.getTime() % 86_400_000 === 0);
  return aligned.length ? aligned : rs;
}

export async function evaluateSpec(sql: RawSql, workspaceId: string, spec: Spec, now: Date): Promise<Truth> {
  if (spec.m === 'decline') return { kind: 'decline' };
  const f = spec.f ?? {};
  const rows = (r: Range | null, extra: Filters = {}) => rowsOf(sql, workspaceId, spec.s, { ...f, ...extra }, r, now);
  const note = (r: Range | null) => r?.reading;

  switch (spec.m) {
    case 'count':
      return { kind: 'number', exact: true, readings: await Promise.all(ranges(spec.w, now, spec.s).map(async (r) => ({ value: total(spec.s, await rows(r)), note: note(r) }))) };
    case 'compare': {
      const a = ranges(spec.w, now, spec.s);
      const b = ranges(spec.w2, now, spec.s);
      // two-reading windows pair up reading by reading (rolling with rolling, calendar with calendar)
      const pairs = a.length === b.length ? a.map((x, i) => [x, b[i]!] as const) : a.flatMap((x) => b.map((y) => [x, y] as const));
      return {
        kind: 'number',
        exact: true,
        readings: await Promise.all(pairs.map(async ([x, y]) => ({ value: total(spec.s, await rows(x)), also: [total(spec.s, await rows(y))], note: `${note(x)} vs ${note(y)}` }))),
      };
    }
    case 'avg':
    case 'sum':
      return {
        kind: 'number',
        exact: spec.m === 'sum',
        readings: await Promise.all(ranges(spec.w, now, spec.s).map(async (r) => {
          const xs = (await rows(r)).map((x) => x.n[spec.field] ?? 0);
          const sum = xs.reduce((a, b) => a + b, 0);
          return { value: spec.m === 'sum' ? sum : xs.length ? round(sum / xs.length, 4) : 0, note: `${note(r) ?? 'all time'}, ${xs.length} rows` };
        })),
      };
    case 'share':
      return {
        kind: 'number',
        exact: false,
        readings: await Promise.all(ranges(spec.w, now, spec.s).map(async (r) => {
          const den = total(spec.s, await rows(r));
          const num = total(spec.s, await rows(r, spec.part));
          return { value: den ? round((100 * num) / den, 4) : 0, note: `${num}/${den}${r ? `, ${r.reading}` : ''}` };
        })),
      };
    case 'first':
    case 'last':
      return {
        kind: 'time',
        readings: (await Promise.all(ranges(spec.w, now, spec.s).map(async (r) => {
          const ts = (await rows(r)).map((x) => x.t[spec.field]).filter((t): t is Date => t instanceof Date).map((t) => t.getTime());
          return { at: ts.length ? new Date(spec.m === 'first' ? Math.min(...ts) : Math.max(...ts)) : null, note: note(r) };
        }))),
      };
    case 'list':
      return {
        kind: 'list',
        keyFields: KEY_FIELDS[spec.s],
        readings: await Promise.all(ranges(spec.w, now, spec.s).map(async (r) => ({ ranked: (await rows(r)).map((x) => ({ key: x.key, value: 0 })).sort(byValueThenKey), note: note(r) }))),
      };
    case 'top':
      return {
        kind: 'list',
        keyFields: KEY_FIELDS[spec.group ?? spec.s],
        readings: await Promise.all(ranges(spec.w, now, spec.s).map(async (r) => {
          const rs = await rows(r);
          let ranked: { key: string; value: number }[];
          if (spec.group) {
            const sizes = new Map<string, number>();
            for (const x of rs) {
              const g = x.g[spec.group] ?? '';
              sizes.set(g, (sizes.get(g) ?? 0) + weight(spec.s, x));
            }
            ranked = [...sizes].map(([key, value]) => ({ key, value }));
          } else ranked = rs.map((x) => ({ key: x.key, value: x.n[spec.by ?? 'intent_score'] ?? 0 }));
          return { ranked: ranked.sort(byValueThenKey), n: spec.n, note: note(r) };
        })),
      };
  }
}

/**
 * The broader questions a spec's constraints separate it from: the same spec with one filter, or
 * the window, dropped. Where a broader question has the same truth on a workspace, an answer that
 * silently dropped that constraint would still be graded right there; the report names those.
 */
export function broader(spec: Spec): { dropped: string; spec: Spec }[] {
  if (spec.m === 'decline' || spec.m === 'compare') return [];
  const out: { dropped: string; spec: Spec }[] = [];
  for (const k of Object.keys(spec.f ?? {}) as (keyof Filters)[]) {
    const f = { ...spec.f };
    delete f[k];
    // "new" and "returning" need their window; dropping the window drops them too
    out.push({ dropped: k, spec: { ...spec, f } as Spec });
  }
  if (spec.w && spec.w.kind !== 'all') {
    const f = { ...spec.f };
    delete f.new;
    delete f.returning;
    out.push({ dropped: 'window', spec: { ...spec, f, w: undefined } as Spec });
  }
  return out;
}

/** Whether two truths accept the same answers (notes aside). */
export function sameTruth(a: Truth, b: Truth): boolean {
  const canon = (t: Truth) => {
    switch (t.kind) {
      case 'decline':
        return 'decline';
      case 'number':
        return JSON.stringify(t.readings.map((r) => [r.value, r.also ?? []]));
      case 'time':
        return JSON.stringify(t.readings.map((r) => r.at?.getTime() ?? null));
      case 'list':
        return JSON.stringify(t.readings.map((r) => [r.n, r.ranked.length, (r.n === undefined ? r.ranked : r.ranked.slice(0, r.n)).map((x) => x.key)]));
    }
  };
  return canon(a) === canon(b);
}

/** The filters truth.ts applies per subject: a spec naming another would be silently broader than its question. */
const APPLIED_FILTERS: Record<Subject, (keyof Filters)[]> = {
  accounts: ['classification', 'domain', 'company', 'intent', 'visits', 'new', 'returning', 'path', 'pathPrefix', 'channel', 'source', 'campaign'],
  visitors: ['classification', 'domain', 'company', 'email', 'identified', 'idSource', 'intent', 'visits', 'new', 'returning', 'path', 'pathPrefix', 'channel', 'source', 'campaign'],
  identifications: ['classification', 'domain', 'company', 'email', 'identified', 'idSource', 'intent', 'visits', 'path', 'pathPrefix', 'channel', 'source', 'campaign'],
  page_views: ['classification', 'domain', 'company', 'email', 'identified', 'idSource', 'path', 'pathPrefix', 'channel', 'source', 'campaign'],
  sessions: ['classification', 'domain', 'company', 'email', 'identified', 'idSource', 'path', 'pathPrefix'],
  attributed_sessions: ['channel', 'source', 'campaign'],
  recommendations: ['state'],
  keys: ['state'],
  webhooks: ['state'],
};
/** The numbers and times truth.ts's rows carry per subject (a missing one would read as 0 or no time). */
const ROW_FIELDS: Record<Subject, { n: string[]; t: string[]; g: string[] }> = {
  accounts: { n: ['intent_score', 'visit_count', 'visitor_count', 'views'], t: ['first_seen_at', 'last_seen_at'], g: [] },
  visitors: { n: ['intent_score', 'visit_count', 'views'], t: ['first_visit_at', 'last_visit_at', 'identified_at'], g: [] },
  identifications: { n: ['intent_score', 'visit_count', 'views'], t: ['first_visit_at', 'last_visit_at', 'identified_at'], g: [] },
  page_views: { n: [], t: ['occurred_at'], g: ['path', 'channel'] },
  sessions: { n: [], t: ['started_at'], g: [] },
  attributed_sessions: { n: ['sessions'], t: [], g: ['channel', 'source', 'campaign'] },
  recommendations: { n: [], t: ['created_at'], g: [] },
  keys: { n: [], t: ['created_at'], g: [] },
  webhooks: { n: [], t: ['created_at'], g: [] },
};
/** subjects whose truth rows are keyed as the answer's list rows are (KEY_FIELDS) */
const LISTABLE: Subject[] = ['accounts', 'visitors', 'identifications', 'recommendations', 'keys', 'webhooks'];

/** What makes a spec's truth silently different from its question; empty when it computes what it says. */
export function specProblems(spec: Spec): string[] {
  if (spec.m === 'decline') return [];
  const out: string[] = [];
  const filters = [...Object.keys(spec.f ?? {}), ...(spec.m === 'share' ? Object.keys(spec.part) : [])] as (keyof Filters)[];
  for (const k of filters) if (!APPLIED_FILTERS[spec.s].includes(k)) out.push(`filter ${k} is not applied to ${spec.s}`);
  const fields = ROW_FIELDS[spec.s];
  if ((spec.m === 'avg' || spec.m === 'sum') && !fields.n.includes(spec.field)) out.push(`${spec.s} rows carry no number ${spec.field}`);
  if ((spec.m === 'first' || spec.m === 'last') && !fields.t.includes(spec.field)) out.push(`${spec.s} rows carry no time ${spec.field}`);
  if (spec.m === 'top' && spec.group && !fields.g.includes(spec.group)) out.push(`${spec.s} rows carry no ${spec.group} to group by`);
  if (spec.m === 'top' && !spec.group && !fields.n.includes(spec.by ?? 'intent_score')) out.push(`${spec.s} rows carry no number ${spec.by ?? 'intent_score'}`);
  if ((spec.m === 'list' || (spec.m === 'top' && !spec.group)) && !LISTABLE.includes(spec.s)) out.push(`${spec.s} rows are not keyed as an answer's list rows`);
  if (spec.f?.new && spec.f.returning) out.push('new and returning at once');
  if ((spec.f?.new || spec.f?.returning) && (!spec.w || spec.w.kind === 'all')) out.push('new or returning without a window');
  // recommendations and keys are created at the setup's wall-clock time, not the eval clock's
  if ((spec.s === 'recommendations' || spec.s === 'keys') && spec.w && spec.w.kind !== 'all') out.push(`${spec.s} asked in a window (their created_at is the run's wall clock)`);
  return out;
}
