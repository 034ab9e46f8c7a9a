// A statement that rides with a short read: registered on the pool (RawSql.ride), it goes in the same
// write and the same round trip as the next statement sent there with QueryOptions.carry (the read
// repositories' own statements, READ_QUERY), behind it (pipelinedPair.ts; node-postgres only), or
// alone when its rows are asked for before any such statement took it (PGlite, a request that never
// reads, an error path). Which request's read carries it does not matter: it is sent after it was
// registered and answered before its rows are handed out, so a check that rides is as fresh as one
// sent on its own, one round trip earlier. The read API's key check rides this way
// (core/auth/authenticate.ts authenticateRiding): one round trip per request instead of two.
//
// No AsyncLocalStorage: the ride is found through the pool, not the request's async context (in
// Node 20 an AsyncLocalStorage in use adds ~90 ns to every awaited promise of the whole process,
// measured in a loop: 56 → 141-155 ns).
import type { QueryOptions } from './client.js';

export interface RidingStatement {
  text: string;
  params: unknown[];
  options?: QueryOptions;
}

export class Ride<T = Record<string, unknown>> {
  private result: Promise<T[]> | null = null;

  constructor(
    readonly statement: RidingStatement,
    /** sends the statement on its own */
    private readonly alone: (statement: RidingStatement) => Promise<T[]>,
  ) {}

  get taken(): boolean {
    return this.result !== null;
  }

  /** A carrier takes the ride and promises its rows; false when it is already taken. */
  take(rows: Promise<T[]>): boolean {
    if (this.result) return false;
    this.result = rows;
    // the rows are always asked for (rows()); until then a failure must not be unhandled
    rows.catch(() => undefined);
    return true;
  }

  /** The statement on its own (when its carrier failed before it ran). */
  sendAlone(): Promise<T[]> {
    return this.alone(this.statement);
  }

  /** The rider's rows: the ones of the round trip it rode in, or sent alone now when nobody took it. */
  rows(): Promise<T[]> {
    if (!this.result) this.take(this.sendAlone());
    return this.result!;
  }
}

const MAX_WAITING = 1_000; // beyond this the oldest are left to go alone (rows())

/** Rides waiting for a carrier on one pool, oldest first. */
export class RideQueue {
  private waiting: Ride<any>[] = [];

  add(ride: Ride<any>): void {
    if (this.waiting.length >= MAX_WAITING) this.waiting = this.waiting.filter((r) => !r.taken).slice(-MAX_WAITING / 2);
    this.waiting.push(ride);
  }

  /** the oldest ride nobody has taken yet */
  next(): Ride<any> | undefined {
    let ride: Ride<any> | undefined;
    while ((ride = this.waiting.shift())) if (!ride.taken) return ride;
    return undefined;
  }
}
