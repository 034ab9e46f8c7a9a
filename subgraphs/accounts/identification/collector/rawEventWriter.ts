// Durable, cheap writes of collector hits: group commit. Every hit waits for the INSERT that
// carries it to commit before the collector answers 202, so nothing accepted is lost on a crash,
// and concurrent hits share one multi-row INSERT. How a group forms depends on the engine
// (GROUPING): on PostgreSQL the INSERT runs on a pool connection while this thread goes on reading
// hits, so a group starts as soon as the event loop's current turn is done and two groups may be in
// flight (one commits while the next is sent: measured 10.2-11.4k → 11.3-12.7k hits/s, 64 clients,
// bench:ingest's load); PGlite's INSERT runs on this thread, so a group waits GROUP_WINDOW_MS after
// its first hit and one runs at a time (started at once, each would carry the one hit that was ready
// and block the others: 1 row per INSERT, ~25 ms each, under load). Hits that arrive while every
// slot is busy form the next group. Plain SQL, not Prisma: through the adapter the same INSERT cost
// ~5× more. A group the database refuses for its data (not an outage) is split in halves until the
// refused rows are alone: only they fail, with RawEventRefusedError; the others are stored. The
// collector's validation makes this rare.
import type { ServiceContext } from '../../../../core/context.js';
import type { DatabaseKind } from '../../../../core/db/index.js';
import { isDataError, sqlState } from '../../../../core/db/dataError.js';
import { createRawEventRepository } from './rawEvent.repository.js';

export interface RawEventRow {
  workspace_id: string;
  received_at: Date;
  payload: unknown;
  ip: string | null;
  user_agent: string | null;
}

interface Pending {
  row: RawEventRow;
  resolve(): void;
  reject(err: unknown): void;
}

export const MAX_GROUP = 1_000; // rows per INSERT
export const GROUP_WINDOW_MS = 2; // on PGlite, a hit waits at most this long for others to share its INSERT

export interface Grouping {
  /** how long a group stays open after its first hit; 0 = until the event loop's current turn ends */
  windowMs: number;
  /** INSERTs at once */
  inFlight: number;
}
export const GROUPING: Record<DatabaseKind, Grouping> = {
  postgres: { windowMs: 0, inFlight: 2 },
  pglite: { windowMs: GROUP_WINDOW_MS, inFlight: 1 },
};

/** The database refused this row's data (SQLSTATE class 22 or 54): writing it again fails again. */
export class RawEventRefusedError extends Error {
  readonly sqlState: string;
  constructor(cause: unknown) {
    super(`raw event refused by the database: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'RawEventRefusedError';
    this.sqlState = sqlState(cause) ?? '22000';
  }
}

export interface RawEventWriter {
  write(row: RawEventRow): Promise<void>;
  /** waits for queued rows to be written */
  flush(): Promise<void>;
}

export function createRawEventWriter(ctx: Pick<ServiceContext, 'db'>, opts: Partial<Grouping> = {}): RawEventWriter {
  const { windowMs, inFlight: maxInFlight } = { ...GROUPING[ctx.db.kind], ...opts };
  let queue: Pending[] = [];
  let inFlight = 0;
  let opened = false; // a group is open, waiting for its window to close
  const drained: Array<() => void> = [];

  const rawEvents = createRawEventRepository(ctx.db.sql);

  async function store(group: Pending[]): Promise<void> {
    try {
      await rawEvents.insertMany(group.map((p) => p.row));
      for (const p of group) p.resolve();
    } catch (err) {
      if (!isDataError(err)) {
        for (const p of group) p.reject(err);
      } else if (group.length === 1) {
        group[0]!.reject(new RawEventRefusedError(err));
      } else {
        const half = group.length >>> 1;
        await store(group.slice(0, half));
        await store(group.slice(half));
      }
    }
  }

  /** starts INSERTs for what is queued while a slot is free */
  function launch(): void {
    while (queue.length > 0 && inFlight < maxInFlight) {
      const group = queue.length <= MAX_GROUP ? queue : queue.slice(0, MAX_GROUP);
      queue = queue.length <= MAX_GROUP ? [] : queue.slice(MAX_GROUP);
      inFlight++;
      void store(group).then(() => {
        inFlight--;
        launch(); // hits that queued meanwhile have waited long enough
        settleFlushes();
      });
    }
  }

  function closeGroup(): void {
    opened = false;
    launch();
    settleFlushes();
  }

  const idle = () => queue.length === 0 && inFlight === 0 && !opened;
  function settleFlushes(): void {
    if (idle()) for (const done of drained.splice(0)) done();
  }

  return {
    write(row) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        if (opened || inFlight >= maxInFlight) return; // rides the open group, or the next one
        opened = true;
        if (windowMs > 0) setTimeout(closeGroup, windowMs);
        else setImmediate(closeGroup);
      });
    },
    flush() {
      if (idle()) return Promise.resolve();
      return new Promise<void>((resolve) => drained.push(resolve));
    },
  };
}
