// A small pool of its own beside Database.sql, for a hot path that must neither take the service's
// connections nor be starved by them, and whose sessions want their own planner settings (the
// webhook worker's queue statements, subgraphs/webhooks/delivery/sql.ts). Same interface, same
// value parsing and same statement tracing as Database.sql. On PGlite there is one connection in the
// process: it is Database.sql itself, each statement in a transaction that sets `settings` locally.
import pg from 'pg';
import type { Logger } from '../logger.js';
import { APPLICATION_NAME, pgRawSql, type QueryOptions, type RawSql, type SqlClient } from './client.js';
import type { Database } from './index.js';
import { tracedSql, untraced } from './tracing.js';

export interface SqlPool extends RawSql {
  /** Ends the PostgreSQL pool; idempotent (a later statement opens a new one). */
  close(): Promise<void>;
}

export interface SqlPoolOptions {
  /** the database URL of the shared config (DATABASE_URL); unset on PGlite */
  url: string | undefined;
  /** sessions show as `signal-service:<name>` in pg_stat_activity */
  name: string;
  max: number;
  /** planner settings of every session (enable_sort: 'off', ...) */
  settings?: Readonly<Record<string, string>>;
  logger?: Logger;
}

const IDLE_TIMEOUT_MS = 30_000;

export function openSqlPool(db: Pick<Database, 'kind' | 'sql'>, opts: SqlPoolOptions): SqlPool {
  return db.kind === 'postgres' && opts.url ? postgresPool(opts.url, opts) : embeddedPool(db.sql, opts.settings ?? {});
}

function postgresPool(url: string, opts: SqlPoolOptions): SqlPool {
  const settings = Object.entries(opts.settings ?? {})
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  let pool: pg.Pool | null = null;
  let sql: RawSql | null = null;
  const open = (): RawSql => {
    if (sql) return sql;
    const p = new pg.Pool({
      connectionString: url,
      max: opts.max,
      application_name: `${APPLICATION_NAME}:${opts.name}`,
      options: settings || undefined,
      idleTimeoutMillis: IDLE_TIMEOUT_MS,
      allowExitOnIdle: true,
    });
    // an idle client dropped by the server must not crash the process; the pool replaces it
    p.on('error', (err) => opts.logger?.warn({ err, pool: opts.name }, 'postgres pool client error'));
    pool = p;
    return (sql = pgRawSql(p));
  };
  const traced = tracedSql({
    query: (text, params, options) => open().query(text, params, options),
    execute: (text, params) => open().execute(text, params),
    transaction: (fn) => open().transaction(fn),
  });
  return {
    ...traced,
    async close() {
      const p = pool;
      pool = null;
      sql = null;
      await p?.end();
    },
  };
}

function embeddedPool(sql: RawSql, settings: Readonly<Record<string, string>>): SqlPool {
  const names = Object.keys(settings);
  if (names.length === 0) return { ...sql, close: async () => {} };
  // one statement for all settings; kept out of traces (how it ran, not what ran)
  const setText = `SELECT ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`;
  const setParams = names.flatMap((n) => [n, settings[n]]);
  const withSettings = <T>(fn: (tx: SqlClient) => Promise<T>) =>
    sql.transaction(async (tx) => {
      await untraced(() => tx.query(setText, setParams));
      return fn(tx);
    });
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => withSettings((tx) => tx.query<T>(text, params, options)),
    execute: (text, params) => withSettings((tx) => tx.execute(text, params)),
    transaction: withSettings,
    close: async () => {},
  };
}
