// The SQL path of the delivery worker and its repository: a SqlClient like Database.sql (same
// parsing, same tracing), never the Prisma engine (its per-statement cost dominated a delivery).
// On PostgreSQL a small pool of its own beside the service's (core/db/pool.ts): the worker cannot
// take the API's connections or be starved by them, and its sessions are set up for a queue:
// - `enable_sort = off`: a claim or a fan-out walks its index in due order and stops at its LIMIT
//   even when statistics are stale. A burst of fresh rows otherwise reads as "a few rows" and every
//   claim sorts the whole backlog (measured: 26 ms per claim at 25k pending, growing with it).
// - `plan_cache_mode = force_generic_plan` with named (prepared) statements: planned once per
//   connection. Measured: an empty poll 0.05-0.1 ms of database CPU instead of 0.4-0.55 ms, and
//   ~15% less per recorded attempt.
// - `enable_seqscan`, `enable_hashjoin`, `enable_mergejoin = off`: every worker statement touches a
//   few dozen rows by key, and a generic plan is made once, with the statistics of the moment. Made
//   on near-empty tables (a new database, the hour after a burst) it hash-joined the batch against a
//   sequential scan of the whole outbox or deliveries table on every fan-out and outcome write, for
//   as long as the connection lived (seen with auto_explain in bench:webhooks: 21 of a fan-out's 28 ms;
//   the database's CPU for 50k deliveries 14.3 s before, 8.3-10.7 s after).
// - `jit = off`: no compiler for millisecond statements.
// On PGlite (one connection in this process) statements go to Database.sql, each in a transaction
// that sets the same settings locally.
import type { ServiceContext } from '../../../core/context.js';
import { openSqlPool, type SqlPool } from '../../../core/db/index.js';

const POOL_SIZE = 4; // two claims and two outcome writes in flight; manual actions queue briefly
const QUEUE_SETTINGS = { enable_sort: 'off', enable_seqscan: 'off', enable_hashjoin: 'off', enable_mergejoin: 'off', plan_cache_mode: 'force_generic_plan', jit: 'off' } as const;

type Ctx = Pick<ServiceContext, 'db' | 'config'> & Partial<Pick<ServiceContext, 'logger'>>;

const shared = new WeakMap<object, SqlPool>();

/** One per database handle: every service and worker of a process shares it. */
export function webhookSql(ctx: Ctx): SqlPool {
  let sql = shared.get(ctx.db);
  if (!sql) {
    sql = openSqlPool(ctx.db, { url: ctx.config.DATABASE_URL, name: 'webhooks', max: POOL_SIZE, settings: QUEUE_SETTINGS, logger: ctx.logger });
    shared.set(ctx.db, sql);
  }
  return sql;
}
