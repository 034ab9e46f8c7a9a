// The SQL path of the delivery worker and its repository. Plain SQL, never the Prisma engine (its
// per-statement cost dominated a delivery). On PostgreSQL a small pg pool of its own, beside the
// service's: the worker cannot take the API's connections or be starved by them, and its sessions
// are set up for a queue:
// - `enable_sort = off`: a claim or a fan-out walks its index in due order and stops at its LIMIT
//   even when statistics are stale. A burst of fresh rows otherwise reads as "a few rows" and every
//   claim sorts the whole backlog (measured: 26 ms per claim at 25k pending, growing with it).
// - `plan_cache_mode = force_generic_plan` with named (prepared) statements: planned once per
//   connection. Measured: an empty poll 0.05-0.1 ms of database CPU instead of 0.4-0.55 ms, and
//   ~15% less per recorded attempt.
// - `jit = off`: no compiler for millisecond statements.
// Values parse as on Database.sql (PG_TYPES). On PGlite (one connection in this process)
// statements go to Database.sql; the ordered ones set the same planner setting for their own
// transaction.
import pg from 'pg';
import type { ServiceContext } from '../../../core/context.js';
import { PG_TYPES } from '../../../core/db/index.js';

export interface QueryOptions {
  /** a queue read (ORDER BY ... LIMIT) that must walk its index */
  ordered?: boolean;
  /** prepare once per connection (a fixed text run often) */
  name?: string;
}

export interface WebhookSql {
  query<T>(text: string, params: unknown[], opts?: QueryOptions): Promise<T[]>;
  /** Ends the PostgreSQL pool; idempotent (a later query opens a new one). */
  close(): Promise<void>;
}

const POOL_SIZE = 4; // two fetches and two outcome writes in flight; manual actions queue briefly
const SESSION_OPTIONS = '-c enable_sort=off -c plan_cache_mode=force_generic_plan -c jit=off';

type Ctx = Pick<ServiceContext, 'db' | 'config'> & Partial<Pick<ServiceContext, 'logger'>>;

const shared = new WeakMap<object, WebhookSql>();

/** One per database handle: every service and worker of a process shares it. */
export function webhookSql(ctx: Ctx): WebhookSql {
  let sql = shared.get(ctx.db);
  if (!sql) {
    sql = ctx.db.kind === 'postgres' && ctx.config.DATABASE_URL ? postgresSql(ctx.config.DATABASE_URL, ctx) : embeddedSql(ctx);
    shared.set(ctx.db, sql);
  }
  return sql;
}

function postgresSql(url: string, ctx: Ctx): WebhookSql {
  let pool: pg.Pool | null = null;
  const open = (): pg.Pool => {
    if (pool) return pool;
    const p = new pg.Pool({
      connectionString: url,
      max: POOL_SIZE,
      application_name: 'signal-service:webhooks',
      options: SESSION_OPTIONS,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
    });
    // an idle client dropped by the server must not crash the process; the pool replaces it
    p.on('error', (err) => ctx.logger?.warn({ err }, 'webhooks: postgres pool client error'));
    return (pool = p);
  };
  return {
    async query<T>(text: string, params: unknown[], opts?: QueryOptions) {
      return (await open().query({ text, values: params, name: opts?.name, types: PG_TYPES })).rows as T[];
    },
    async close() {
      const p = pool;
      pool = null;
      await p?.end();
    },
  };
}

function embeddedSql(ctx: Pick<ServiceContext, 'db'>): WebhookSql {
  const { sql } = ctx.db;
  return {
    async query<T>(text: string, params: unknown[], opts?: QueryOptions) {
      if (!opts?.ordered) return sql.query<T>(text, params);
      return sql.transaction(async (tx) => {
        await tx.execute('SET LOCAL enable_sort = off');
        return tx.query<T>(text, params);
      });
    },
    async close() {},
  };
}
