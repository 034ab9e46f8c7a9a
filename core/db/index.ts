// The database entry point: open the configured database, bring its schema up to date,
// hand out one PrismaClient. Everything else imports from here.
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { connectPglite, connectPostgres, type DatabaseKind, type RawSql } from './client.js';
import { loadMigrations, runMigrations } from './migrate.js';
import { tracedSql } from './tracing.js';

export interface Database {
  /**
   * On PGlite there is one connection: inside `prisma.$transaction(async (tx) => ...)` use
   * `tx` only; a query on `prisma` there waits for the transaction to end (a deadlock until
   * the transaction times out), and concurrent transactions run one after another.
   */
  prisma: PrismaClient;
  kind: DatabaseKind;
  /**
   * Statements run in this thread (PGlite's WASM) rather than in another process: nothing here can
   * be worked on while one is on its way.
   */
  inThisThread: boolean;
  /**
   * Plain SQL with $1.. parameters on the same connections, for hot paths where Prisma's
   * per-statement cost dominates (measured: a 48-row INSERT ~5× slower through the adapter on
   * PGlite). Same types on both databases (int8 as a number when exact). Same PGlite caveat as
   * above: never inside a Prisma transaction, nor Prisma inside one of these.
   */
  sql: RawSql;
  /** one round trip (readiness checks) */
  ping(): Promise<void>;
  /** idempotent */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when unset, embedded PGlite */
  url?: string;
  /** embedded data lives in `<dataDir>/pglite`; `memory://` keeps it in memory (tests) */
  dataDir: string;
  logger?: Logger;
  /** apply pending migrations before returning (default true) */
  migrate?: boolean;
  /** override the repo's migrations/ folder (tests) */
  migrationsDir?: string;
  /** seeds a new embedded database from a PGlite `dumpDataDir()` tarball (tests) */
  pgliteTemplate?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const conn = opts.url ? await connectPostgres(opts.url, opts.logger) : await connectPglite(opts.dataDir, opts.pgliteTemplate);
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= conn.close());
  try {
    if (opts.migrate !== false) {
      const migrations = opts.migrationsDir ? loadMigrations(opts.migrationsDir) : undefined;
      await conn.withSession((s) => runMigrations(s, { migrations, logger: opts.logger }));
    }
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
  // traced: a copilot tool's statements are recorded into its trace (tracing.ts); free elsewhere
  const sql = tracedSql(conn.sql);
  return { prisma: conn.prisma, kind: conn.kind, inThisThread: conn.kind === 'pglite', sql, ping: () => sql.query('SELECT 1').then(() => undefined), close };
}

export { MEMORY_DATA_DIR, PG_TYPES, pgliteSession, type DatabaseKind, type QueryOptions, type RawSql, type SqlClient, type ValueParser } from './client.js';
export { DataDirLockedError } from './pglite-lock.js';
export { openSqlPool, type SqlPool, type SqlPoolOptions } from './pool.js';
export { recordStatements, renderStatements, sensitive, untraced, type TracedStatement } from './tracing.js';
export {
  MigrationError,
  TRACKING_TABLE,
  findMigrationsDir,
  loadMigrations,
  runMigrations,
  type Migration,
  type MigrationSession,
} from './migrate.js';
