// Stage 4, counts: each visitor's visit_count and first/last visit grow by the visits this batch
// inserted, and each account's visitor_count, visit_count and first/last seen move by what its
// visitors gained, joined or left. The cost is the batch's size, not the history's (a full
// recompute per batch grew with the data); the rescore job's full recompute
// (scoring/score.repository.ts) is the reference these must agree with. The batch's upsert holds
// the visitor rows locked, so deltas are computed against current values. Then cap ranks, and
// the scores the batch's events carry (every other score waits for the run: toScore).
import { intentPagesFor, refreshCapRanks, scoreAccounts } from '../scoring/score.repository.js';
import type { SqlClient } from '../../../../core/db/index.js';
import type { AccountDelta, PipelineRepository, UpsertedAccount, VisitorBefore } from './pipeline.repository.js';

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

export interface CountsInput {
  /** each visitor as the batch found it */
  before: VisitorBefore[];
  /** visitor id → account chosen in this batch (unchanged when absent) */
  accountAfter: Map<string, string>;
  /** visitor id → its new human visits */
  deltas: Map<string, VisitDelta>;
  /** the accounts the batch resolved to */
  accounts: UpsertedAccount[];
  /** account id → earliest moment the batch saw it */
  seenFrom: Map<string, Date>;
  /** accounts whose score a new event carries */
  eventAccounts: Set<string>;
  /** workspace id → latest hit (pixel_last_seen_at) */
  lastHitByWorkspace: Map<string, Date>;
}

const minDate = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a < b ? a : b);
const maxDate = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/** What each account gains or loses (pure); `rescore` when the visits behind its score changed. */
export function accountDeltas(input: Pick<CountsInput, 'before' | 'accountAfter' | 'deltas' | 'seenFrom'>): Map<string, AccountDelta & { rescore: boolean }> {
  const acc = new Map<string, AccountDelta & { rescore: boolean }>();
  const at = (id: string) => {
    let a = acc.get(id);
    if (!a) acc.set(id, (a = { id, people: 0, visits: 0, first: null, last: null, rescore: false }));
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
  return acc;
}

/** Returns the accounts whose counts changed. */
export async function applyCounts(tx: SqlClient, repo: PipelineRepository, input: CountsInput, now: Date): Promise<AccountChange[]> {
  if (input.deltas.size > 0) {
    const ids = [...input.deltas.keys()].sort(); // lock order
    await repo.addVisitorVisits(ids.map((id) => ({ id, ...input.deltas.get(id)! })), now);
  }
  const acc = accountDeltas(input);
  const ids = [...acc.keys()].sort();
  const changed = ids.length === 0 ? [] : (await repo.addAccountDeltas(ids.map((id) => acc.get(id)!), now)).map((r) => ({ ...r, rescore: acc.get(r.id)!.rescore }));

  // ranks order by first_seen_at: re-rank from the earliest month a new or moved account lands in
  const since = new Map<string, Date>();
  const rankFrom = (ws: string, at: Date) => {
    const cur = since.get(ws);
    if (!cur || at < cur) since.set(ws, at);
  };
  for (const a of input.accounts) if (a.created) rankFrom(a.workspace_id, a.first_seen_at);
  for (const a of changed) if (a.moved) rankFrom(a.workspace_id, a.first_seen_at);
  for (const [ws, at] of [...since].sort(([x], [y]) => x.localeCompare(y))) await refreshCapRanks(tx, ws, at);

  // events carry their account's score; every other score is refreshed once per run (toScore)
  const wsOfAccount = new Map(input.accounts.map((a) => [a.id, a.workspace_id]));
  const byWs = groupBy([...input.eventAccounts], (id) => wsOfAccount.get(id)!);
  const pagesByWs = await intentPagesFor(tx, [...byWs.keys()]);
  for (const [ws, ids] of byWs) await scoreAccounts(tx, ids, pagesByWs.get(ws) ?? [], now);
  for (const [ws, at] of input.lastHitByWorkspace) await repo.touchPixel(ws, at);
  return changed;
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) {
    const k = key(t);
    const list = out.get(k);
    if (list) list.push(t);
    else out.set(k, [t]);
  }
  return out;
}
