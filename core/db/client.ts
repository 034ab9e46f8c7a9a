// The two ways to reach PostgreSQL (DESIGN.md 2): a server through node-postgres, or PGlite
// (Postgres compiled to WASM) inside this process. Both give the same PrismaClient.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import type { MigrationSession } from './migrate.js';
import { lockDataDir } from './pglite-lock.js';
import { NotRun, queryPair } from './pipelinedPair.js';
import { Ride, RideQueue, type RidingStatement } from './ride.js';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * A per-query parser of one type's text values; `fallback` is the database's own parser for that
 * type (the value the query would have had without this parser).
 */
export type ValueParser = (text: string, fallback: (text: string) => unknown) => unknown;

export interface QueryOptions {
  /** parsers by type OID for this query only; keep the object constant (adapters are cached per object) */
  parsers?: Readonly<Record<number, ValueParser>>;
  /**
   * PostgreSQL: a prepared statement of this name, planned once per connection (a fixed text run
   * often; the same name must always carry the same text). Ignored on PGlite.
   */
  name?: string;
  /**
   * A short read (the read repositories' READ_QUERY): a statement waiting to ride (RawSql.ride) may
   * go in the same round trip, behind it. PostgreSQL only.
   */
  carry?: boolean;
}

/** Plain SQL with $1.. parameters; see Database.sql. */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** returns the number of rows affected */
  execute(sql: string, params?: unknown[]): Promise<number>;
}

export interface RawSql extends SqlClient {
  /** BEGIN … COMMIT on one connection; ROLLBACK when fn throws */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  /**
   * A statement to send with the next short read on this pool (QueryOptions.carry), in its round
   * trip, or alone when its rows are asked for first (ride.ts). Absent: always alone.
   */
  ride?<T>(statement: RidingStatement): Ride<T>;
}

// int8 as PGlite returns it: a number when it is exact, a bigint beyond 2^53 (pg's default is a
// string), so code on Database.sql sees the same types on both databases
const parseInt8 = (v: string): number | bigint => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : BigInt(v);
};
type ParserOptions = Record<number, (text: string) => unknown>;
/** node-postgres type parsers matching PGlite's (for any pool of this service's own) */
export const PG_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    oid === pg.types.builtins.INT8 && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format as 'text'),
};

const pgTypesWith = new WeakMap<object, typeof PG_TYPES>();
function pgTypes(options: QueryOptions | undefined): typeof PG_TYPES {
  const parsers = options?.parsers;
  if (!parsers) return PG_TYPES;
  let types = pgTypesWith.get(parsers);
  if (!types) {
    const byOid = new Map(
      Object.entries(parsers).map(([oid, parse]) => {
        const fallback = PG_TYPES.getTypeParser(Number(oid), 'text') as (text: string) => unknown;
        return [Number(oid), (text: string) => parse(text, fallback)] as const;
      }),
    );
    types = { getTypeParser: (oid, format) => (format !== 'binary' && byOid.get(oid)) || PG_TYPES.getTypeParser(oid, format) };
    pgTypesWith.set(parsers, types);
  }
  return types;
}

const pgliteParsersWith = new WeakMap<object, ParserOptions>();
function pgliteOptions(options: QueryOptions | undefined): { parsers: ParserOptions } | undefined {
  const parsers = options?.parsers;
  if (!parsers) return undefined;
  let adapted = pgliteParsersWith.get(parsers);
  if (!adapted) {
    adapted = Object.fromEntries(
      Object.entries(parsers).map(([oid, parse]) => {
        const own = pgliteTypes.parsers[Number(oid)];
        const fallback = (text: string) => (own ? own(text, Number(oid)) : text);
        return [oid, (text: string) => parse(text, fallback)];
      }),
    );
    pgliteParsersWith.set(parsers, adapted);
  }
  return { parsers: adapted };
}

function pgClient(c: pg.Pool | pg.PoolClient): SqlClient {
  return {
    query: async <T,>(text: string, values?: unknown[], options?: QueryOptions) =>
      (await c.query({ text, values, name: options?.name, types: pgTypes(options) })).rows as T[],
    execute: async (text, values) => (await c.query({ text, values, types: PG_TYPES })).rowCount ?? 0,
  };
}

function pgliteClient(db: Pick<PGlite, 'query'>): SqlClient {
  return {
    query: async <T,>(sql: string, params?: unknown[], options?: QueryOptions) => (await db.query<T>(sql, params, pgliteOptions(options))).rows,
    execute: async (sql, params) => (await db.query(sql, params)).affectedRows ?? 0,
  };
}

/** A short read with a waiting ride behind it (ride.ts), in one round trip. */
async function queryWithRide<T>(pool: pg.Pool, ride: Ride<unknown>, text: string, values: unknown[] | undefined, options?: QueryOptions): Promise<T[]> {
  // taken before the first await: nobody else sends it meanwhile
  let riderRows!: (rows: Promise<unknown[]>) => void;
  if (!ride.take(new Promise<unknown[]>((resolve) => (riderRows = resolve)))) return pgClient(pool).query<T>(text, values, options);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    riderRows(ride.sendAlone());
    throw err;
  }
  let broken: Error | undefined;
  // a checked-out client has no pool listener: an error between its statements (a terminated backend)
  // would be an uncaught 'error' event; it marks the client broken instead
  const onError = (err: Error) => (broken ??= err);
  client.on('error', onError);
  try {
    const r = ride.statement;
    let pair: ReturnType<typeof queryPair>;
    try {
      pair = queryPair(
        client,
        { text, values, name: options?.name, types: pgTypes(options) },
        { text: r.text, values: r.params, name: r.options?.name, types: pgTypes(r.options) },
      );
    } catch (err) {
      // a value the driver cannot send: nothing was written
      riderRows(ride.sendAlone());
      throw err;
    }
    const [own, rider] = pair.results;
    // the carrier failed, so the rider never ran: it goes alone, its request is not failed for another's error
    riderRows(rider.then((res) => res.rows, (err: unknown) => (err instanceof NotRun ? ride.sendAlone() : Promise.reject(err))));
    const settled = await Promise.allSettled([own, rider]);
    // no answer from the server (a lost connection), or prepared statements in an unknown state:
    // do not hand that client back
    if (settled[0].status === 'rejected' && !(settled[0].reason instanceof pg.DatabaseError)) broken = settled[0].reason as Error;
    else if (pair.uncertain()) broken = new Error('a prepared statement failed in a pipelined pair');
    return (await own).rows as T[];
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** Database.sql over a node-postgres pool (also any pool of this service's own, pool.ts). */
export function pgRawSql(pool: pg.Pool): RawSql {
  const own = pgClient(pool);
  const waiting = new RideQueue();
  return {
    ...own,
    query: <T,>(text: string, values?: unknown[], options?: QueryOptions) => {
      const ride = options?.carry ? waiting.next() : undefined;
      return ride ? queryWithRide<T>(pool, ride, text, values, options) : own.query<T>(text, values, options);
    },
    ride<T>(statement: RidingStatement): Ride<T> {
      const ride = new Ride<T>(statement, (s) => own.query<T>(s.text, s.params, s.options));
      waiting.add(ride);
      return ride;
    },
    async transaction(fn) {
      const client = await pool.connect();
      // (as above: an error between the transaction's statements fails it, never the process)
      let broken: Error | undefined;
      const onError = (err: Error) => (broken ??= err);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const out = await fn(pgClient(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
  };
}

export interface Connection {
  prisma: PrismaClient;
  kind: DatabaseKind;
  sql: RawSql;
  /** runs fn on one dedicated session (migrations hold a session-level advisory lock) */
  withSession<T>(fn: (session: MigrationSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MEMORY_DATA_DIR = 'memory://';
const POOL_SIZE = 10;
export const APPLICATION_NAME = 'signal-service';
const PGLITE_TX_MAX_WAIT_MS = 15_000;

export async function connectPostgres(url: string, logger?: Logger): Promise<Connection> {
  // one pool for Prisma and for the raw hot paths (Database.sql)
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, application_name: APPLICATION_NAME });
  // an idle client dropped by the server must not crash the process; the pool replaces it
  pool.on('error', (err) => logger?.warn({ err }, 'postgres pool client error'));
  const adapter = new PrismaPg(pool);
  const prisma = new PrismaClient({ adapter });
  return {
    prisma,
    kind: 'postgres',
    sql: pgRawSql(pool),
    async withSession(fn) {
      const client = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}:migrate` });
      client.on('error', (err) => logger?.warn({ err }, 'postgres migration session error'));
      await client.connect();
      try {
        return await fn({
          query: async (sql, params) => (await client.query(sql, params)).rows,
          exec: async (script) => void (await client.query(script)),
        });
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

/**
 * `dataDir` is the service's data dir (files go to `<dataDir>/pglite`) or `memory://`.
 * `template` (a `dumpDataDir()` tarball) seeds a database that does not exist yet: much
 * faster than PGlite's initdb, which tests pay once per database otherwise.
 */
export async function connectPglite(dataDir: string, template?: Blob): Promise<Connection> {
  let release = () => {};
  let db: PGlite;
  if (dataDir.startsWith(MEMORY_DATA_DIR)) {
    db = new PGlite({ loadDataDir: template });
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dataDir);
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    db = new PGlite(dir, { loadDataDir: fresh ? template : undefined });
  }
  try {
    await db.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const adapter = new PrismaPGlite(db);
  // one connection: transactions queue behind each other, so allow a longer wait than the
  // 2 s default before "Unable to start a transaction in the given time"
  const prisma = new PrismaClient({ adapter, transactionOptions: { maxWait: PGLITE_TX_MAX_WAIT_MS } });
  return {
    prisma,
    kind: 'pglite',
    sql: { ...pgliteClient(db), transaction: (fn) => db.transaction((tx) => fn(pgliteClient(tx))) },
    // PGlite has exactly one session, so "dedicated" is the instance itself
    withSession: (fn) => fn(pgliteSession(db)),
    async close() {
      await prisma.$disconnect();
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}

export function pgliteSession(db: PGlite): MigrationSession {
  return {
    query: pgliteClient(db).query,
    exec: async (script) => void (await db.exec(script)),
  };
}
