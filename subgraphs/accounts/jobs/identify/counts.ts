// Incremental counts for an identify batch: each visitor's visit_count and first/last visit grow by
// the visits this batch inserted, and each account's visitor_count, visit_count and first/last seen
// move by what its visitors gained, joined or left. The cost is the batch's size, not the history's
// (a full recompute per batch grew with the data). The rescore job's full recompute
// (aggregates.ts) is the reference these must agree with. Callers hold the visitor rows locked
// (the batch's upsert), so the deltas are computed against the current values.
import type { Sql } from './sql.js';

/** A visitor as the batch found it (before this batch) and where it stands after resolution. */
export interface VisitorBefore {
  id: string;
  account_id: string | null;
  visit_count: number;
  first_visit_at: Date | null;
  last_visit_at: Date | null;
}

/** The non-bot visits this batch inserted for one visitor. */
export interface VisitDelta {
  n: number;
  first: Date;
  last: Date;
}

export interface AccountChange {
  id: string;
  workspace_id: string;
  first_seen_at: Date;
  /** first_seen_at moved earlier (cap ranks depend on it) */
  moved: boolean;
  /** the set of visits behind the account's score changed */
  rescore: boolean;
}

const minDate = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a < b ? a : b);
const maxDate = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/** visitors.visit_count/first_visit_at/last_visit_at += this batch's human visits */
export async function addVisitorVisits(sql: Sql, deltas: Map<string, VisitDelta>, now: Date): Promise<void> {
  if (deltas.size === 0) return;
  const ids = [...deltas.keys()].sort();
  await sql.$executeRawUnsafe(
    `UPDATE visitors v SET visit_count = v.visit_count + x.n, first_visit_at = LEAST(v.first_visit_at, x.first),
       last_visit_at = GREATEST(v.last_visit_at, x.last), updated_at = $5
     FROM unnest($1::uuid[], $2::int[], $3::timestamptz[], $4::timestamptz[]) AS x(id, n, first, last)
     WHERE v.id = x.id`,
    ids,
    ids.map((id) => deltas.get(id)!.n),
    ids.map((id) => deltas.get(id)!.first),
    ids.map((id) => deltas.get(id)!.last),
    now,
  );
}

/**
 * Moves account counts by the batch's visitors: `before` as each visitor was, `accountAfter` its
 * account after resolution (unchanged when absent), `deltas` its new visits, `seenFrom` the earliest
 * moment the batch saw each (new or re-seen) account. Returns the accounts it changed.
 */
export async function applyAccountDeltas(
  sql: Sql,
  input: {
    before: VisitorBefore[];
    accountAfter: Map<string, string>;
    deltas: Map<string, VisitDelta>;
    seenFrom: Map<string, Date>;
  },
  now: Date,
): Promise<AccountChange[]> {
  const acc = new Map<string, { people: number; visits: number; first: Date | null; last: Date | null; rescore: boolean }>();
  const at = (id: string) => {
    let a = acc.get(id);
    if (!a) acc.set(id, (a = { people: 0, visits: 0, first: null, last: null, rescore: false }));
    return a;
  };
  for (const v of input.before) {
    const d = input.deltas.get(v.id);
    const prev = v.account_id;
    const next = input.accountAfter.get(v.id) ?? prev;
    const n = v.visit_count + (d?.n ?? 0);
    if (prev && prev !== next) {
      const a = at(prev);
      a.visits -= v.visit_count;
      a.people -= v.visit_count > 0 ? 1 : 0;
      a.rescore ||= v.visit_count > 0;
    }
    if (!next) continue;
    const a = at(next);
    if (prev === next) {
      a.visits += n - v.visit_count;
      a.people += (n > 0 ? 1 : 0) - (v.visit_count > 0 ? 1 : 0);
      a.rescore ||= !!d;
    } else {
      a.visits += n;
      a.people += n > 0 ? 1 : 0;
      a.rescore ||= n > 0;
    }
    // first seen never moves later; joining visitors bring their earlier visits with them
    a.first = minDate(a.first, minDate(v.first_visit_at, d?.first ?? null));
    a.last = maxDate(a.last, maxDate(v.last_visit_at, d?.last ?? null));
  }
  for (const [id, first] of input.seenFrom) at(id).first = minDate(at(id).first, first);

  const ids = [...acc.keys()].sort();
  if (ids.length === 0) return [];
  const rows = await sql.$queryRawUnsafe<Array<{ id: string; workspace_id: string; first_seen_at: Date; moved: boolean }>>(
    `UPDATE accounts a SET visitor_count = a.visitor_count + x.people, visit_count = a.visit_count + x.visits,
       first_seen_at = LEAST(a.first_seen_at, x.first), last_seen_at = GREATEST(a.last_seen_at, x.last), updated_at = $6
     FROM unnest($1::uuid[], $2::int[], $3::int[], $4::timestamptz[], $5::timestamptz[]) AS x(id, people, visits, first, last)
       JOIN accounts old ON old.id = x.id
     WHERE a.id = x.id AND (x.people <> 0 OR x.visits <> 0 OR x.first < a.first_seen_at OR x.last > a.last_seen_at)
     RETURNING a.id::text, a.workspace_id::text, a.first_seen_at, a.first_seen_at < old.first_seen_at AS moved`,
    ids,
    ids.map((id) => acc.get(id)!.people),
    ids.map((id) => acc.get(id)!.visits),
    ids.map((id) => acc.get(id)!.first),
    ids.map((id) => acc.get(id)!.last),
    now,
  );
  return rows.map((r) => ({ ...r, rescore: acc.get(r.id)!.rescore }));
}
