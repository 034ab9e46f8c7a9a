// Shared by the benchmarks: they run on loopback only and skip what needs a database that is down.
import { readdirSync, readFileSync } from 'node:fs';
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

/** CPU seconds (user + system) of a process so far, from /proc; 0 when unreadable. */
export function procCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of every process named postgres on this machine so far (the local server and its
 * backends; a backend that exited in between takes its seconds with it, so measure over phases
 * whose connections stay open).
 */
export function postgresCpu(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += procCpu(Number(pid));
    } catch {
      // gone in between
    }
  }
  return total;
}
