// A batch the database refused for its data (a value it cannot store: core/db/dataError.ts) rolled
// back whole, but only some of its rows are to blame. Run the rows again in halves, each half its
// own transaction, until every refused row is alone, and set that one aside: the others go on
// (other workspaces' rows included) and the refused row is never claimed again. About 2·log2(n)
// extra transactions per refused row; a batch the database accepts pays nothing for this.
import { isDataError } from '../../../../core/db/dataError.js';

export async function isolateRefused<Id, R>(
  ids: Id[],
  /** one transaction over these rows (those still unprocessed) */
  run: (ids: Id[]) => Promise<R | null>,
  /** records why the row was refused and marks it processed */
  setAside: (id: Id, err: unknown) => Promise<R | null>,
): Promise<R[]> {
  try {
    const r = await run(ids);
    return r ? [r] : [];
  } catch (err) {
    if (!isDataError(err)) throw err;
    if (ids.length === 1) {
      const r = await setAside(ids[0]!, err);
      return r ? [r] : [];
    }
    const half = ids.length >>> 1;
    return [...(await isolateRefused(ids.slice(0, half), run, setAside)), ...(await isolateRefused(ids.slice(half), run, setAside))];
  }
}
