// Raw SQL for the hot read paths (list pages, counts). On PostgreSQL it goes straight to a small
// node-postgres pool: Prisma's client runtime costs more CPU per raw query than the query itself
// on a page of 200 (measured in bench/read.ts). On embedded PGlite there is one connection, so it
// goes through Prisma. Both return the same shapes (timestamptz → Date, int → number, jsonb → object).
import pg from 'pg';
import type { ServiceContext } from '../../../core/context.js';

const POOL_SIZE = 5; // beside core/db's pool of 10

export interface SqlReader {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function createSqlReader(ctx: Pick<ServiceContext, 'db' | 'config' | 'logger'>): SqlReader {
  const url = ctx.config.DATABASE_URL;
  if (ctx.db.kind === 'postgres' && url) {
    const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, application_name: 'signal-service:read' });
    // an idle client dropped by the server must not crash the process; the pool replaces it
    pool.on('error', (err) => ctx.logger.warn({ err }, 'read pool client error'));
    let closing: Promise<void> | undefined;
    return {
      query: async <T>(sql: string, params: unknown[]) => (await pool.query(sql, params)).rows as T[],
      close: () => (closing ??= pool.end()),
    };
  }
  return {
    query: <T>(sql: string, params: unknown[]) => ctx.db.prisma.$queryRawUnsafe<T[]>(sql, ...params),
    close: async () => {},
  };
}
