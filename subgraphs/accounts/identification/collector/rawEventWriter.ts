// Durable, cheap writes of collector hits: group commit. Every hit waits for the INSERT that
// carries it to commit before the collector answers 202, so nothing accepted is lost on a crash,
// and concurrent hits share one multi-row INSERT: a group forms for GROUP_WINDOW_MS after its first
// hit (and while an INSERT is in flight). The window matters most on PGlite, whose INSERT runs
// synchronously on this thread: started at once, each would carry the one hit that was ready and
// block the others (measured: 1 row per INSERT, ~25 ms each, under load). Plain SQL, not Prisma:
// through the adapter the same INSERT cost ~5× more. A group the database refuses for its data
// (not an outage) is split in halves until the refused rows are alone: only they fail, with
// RawEventRefusedError; the others are stored. The collector's validation makes this rare.
import type { ServiceContext } from '../../../../core/context.js';
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
export const GROUP_WINDOW_MS = 2; // a hit waits at most this long for others to share its INSERT

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

export function createRawEventWriter(ctx: Pick<ServiceContext, 'db'>, opts: { windowMs?: number } = {}): RawEventWriter {
  const windowMs = opts.windowMs ?? GROUP_WINDOW_MS;
  let queue: Pending[] = [];
  let running: Promise<void> | null = null;

  const rawEvents = createRawEventRepository(ctx.db.sql);
  const insert = async (rows: RawEventRow[]): Promise<void> => {
    await rawEvents.insertMany(rows);
  };

  async function store(group: Pending[]): Promise<void> {
    try {
      await insert(group.map((p) => p.row));
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

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const group = queue.length <= MAX_GROUP ? queue : queue.slice(0, MAX_GROUP);
      queue = queue.length <= MAX_GROUP ? [] : queue.slice(MAX_GROUP);
      await store(group);
    }
    running = null;
  }

  return {
    write(row) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        running ??= new Promise<void>((r) => setTimeout(r, windowMs)).then(drain);
      });
    },
    async flush() {
      while (running) await running;
    },
  };
}
