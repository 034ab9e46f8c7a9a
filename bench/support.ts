// Shared by the benchmarks: they run on loopback only and skip what needs a database that is down.
import pg from 'pg';

export const DEFAULT_PG_URL = 'postgresql://postgres@127.0.0.1:5432/test';

export async function postgresReachable(url: string = DEFAULT_PG_URL): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
