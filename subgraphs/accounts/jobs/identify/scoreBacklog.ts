// Scores an identify run left stale: batches record the visitors and accounts whose visits changed,
// and the run recomputes each of their intent scores once, in chunks of their own transactions,
// at its end (or when the backlog grows past a bound), instead of once per batch. Until then a
// score lags by at most one run; the hourly rescore job recomputes every score anyway (decay).
import type { ServiceContext } from '../../../../core/context.js';
import type { ScoreWork } from '../../identification/pipeline/processBatch.js';
import { intentPagesFor, scoreAccounts, scoreVisitors } from '../../identification/scoring/score.repository.js';
import { createReadCountsRepository } from '../../readCounts/readCounts.repository.js';

export const SCORE_CHUNK = 5_000; // ids per transaction
export const MAX_BACKLOG = 100_000; // ids held before a run scores early (bounds memory)

export interface ScoreBacklog {
  add(work: ScoreWork): void;
  readonly size: number;
  /** scores everything recorded so far; returns how many visitors and accounts */
  flush(): Promise<{ visitors: number; accounts: number }>;
}

export function createScoreBacklog(ctx: Pick<ServiceContext, 'db' | 'clock'>, concurrency = 1): ScoreBacklog {
  let work: ScoreWork = { visitors: new Map(), accounts: new Map() };
  let size = 0;

  const merge = (into: Map<string, Set<string>>, from: Map<string, Set<string>>) => {
    for (const [ws, ids] of from) {
      let set = into.get(ws);
      if (!set) into.set(ws, (set = new Set()));
      for (const id of ids) if (!set.has(id)) (set.add(id), size++);
    }
  };

  async function scoreAll(byWs: Map<string, Set<string>>, score: typeof scoreVisitors): Promise<number> {
    const { sql } = ctx.db;
    const pages = await intentPagesFor(sql, [...byWs.keys()]);
    const now = ctx.clock.now();
    const chunks: Array<{ ws: string; ids: string[] }> = [];
    for (const [ws, set] of byWs) {
      const ids = [...set].sort();
      for (let i = 0; i < ids.length; i += SCORE_CHUNK) chunks.push({ ws, ids: ids.slice(i, i + SCORE_CHUNK) });
    }
    // `concurrency` chunks at once: disjoint rows, each chunk locking its own in id order
    let next = 0;
    let n = 0;
    const worker = async () => {
      for (let c = chunks[next++]; c; c = chunks[next++]) {
        await sql.transaction((tx) => score(tx, c!.ids, pages.get(c!.ws) ?? [], now));
        n += c.ids.length;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    return n;
  }

  return {
    add(w) {
      merge(work.visitors, w.visitors);
      merge(work.accounts, w.accounts);
    },
    get size() {
      return size;
    },
    async flush() {
      const w = work;
      work = { visitors: new Map(), accounts: new Map() };
      size = 0;
      const scored = { visitors: await scoreAll(w.visitors, scoreVisitors), accounts: await scoreAll(w.accounts, scoreAccounts) };
      // the run's count deltas, one row per key again (read totals sum them: keep them few)
      const counts = createReadCountsRepository(ctx.db.sql);
      for (const ws of new Set([...w.visitors.keys(), ...w.accounts.keys()])) await counts.fold(ws);
      return scored;
    },
  };
}
