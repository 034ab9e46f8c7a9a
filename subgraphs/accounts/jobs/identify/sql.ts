// The transaction client the jobs' raw SQL runs on (a Prisma client or an interactive transaction).
export interface Sql {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** 'YYYY-MM-DDTHH:mm:ss.sss+00:00': ISO 8601 with an explicit offset (spec 2.8 identified_at) */
export const isoWithOffset = (d: Date): string => d.toISOString().replace(/Z$/, '+00:00');

export const DAY_MS = 86_400_000;
