// A statement that rides with the next one: registered by one request (the read API's key check,
// rest-facade/read/keyCheck.ts), it is written to PostgreSQL in the same write and answered in the
// same round trip as the first statement that request's async context then sends through
// Database.sql (node-postgres only: pipelinedPair.ts), or sent alone when its rows are asked for
// before any statement took it (PGlite, a request that never reads, an error path). Either way the
// rider runs no later than the statement it rides with, and its rows are what the database
// answered then: a check that rides is as fresh as one sent first, one round trip earlier.
import { AsyncLocalStorage } from 'node:async_hooks';
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

  /** A statement takes the ride and promises its rows; false when it is already taken. */
  take(rows: Promise<T[]>): boolean {
    if (this.result) return false;
    this.result = rows;
    // the rows are always asked for (rows()); until then a failure must not be unhandled
    rows.catch(() => undefined);
    return true;
  }

  /** The rider's rows: the ones of the round trip it rode in, or sent alone now when nobody took it. */
  rows(): Promise<T[]> {
    if (!this.result) {
      // taken first, so the statement sent alone does not try to ride with itself
      let send!: (rows: Promise<T[]>) => void;
      this.take(new Promise<T[]>((resolve) => (send = resolve)));
      send(this.alone(this.statement));
    }
    return this.result!;
  }
}

const rides = new AsyncLocalStorage<Ride<unknown>>();

/** Runs fn with `ride` waiting for the first statement fn's async context sends. */
export const withRide = <R>(ride: Ride<any>, fn: () => R): R => rides.run(ride, fn);

/** The ride waiting in this async context, if no statement has taken it yet. */
export function waitingRide(): Ride<unknown> | undefined {
  const ride = rides.getStore();
  return ride && !ride.taken ? ride : undefined;
}
