// The client the jobs' raw SQL runs on: Prisma's raw-query shape (a PrismaClient or an interactive
// transaction fits it), normally backed by Database.sql (jobSql): the jobs move thousands of rows
// per statement, where Prisma's adapter costs several times the statement itself.
import type { SqlClient } from '../../../../core/db/index.js';

export interface Sql {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

export function jobSql(c: SqlClient): Sql {
  return {
    $queryRawUnsafe: <T,>(q: string, ...values: unknown[]) => c.query(q, values) as Promise<T>,
    $executeRawUnsafe: (q: string, ...values: unknown[]) => c.execute(q, values),
  };
}

/** 'YYYY-MM-DDTHH:mm:ss.sss+00:00': ISO 8601 with an explicit offset (spec 2.8 identified_at) */
export const isoWithOffset = (d: Date): string => d.toISOString().replace(/Z$/, '+00:00');

export const DAY_MS = 86_400_000;
