// PGlite is one Postgres backend inside this process: a second process opening the same
// files would corrupt them, so an embedded data dir is guarded by a pid file.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(
      `the embedded database in ${dir} is in use by process ${pid}. Stop that process, or set ` +
        `DATABASE_URL to share a PostgreSQL server between processes.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const heldHere = new Set<string>();

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'pglite.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return () => {
        if (heldHere.delete(file)) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = readPid(file);
    // our own pid here means a previous run in a container that reuses pids (pid 1): stale
    if (pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
    rmSync(file, { force: true });
  }
  throw new Error(`could not lock ${file}`);
}

function readPid(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    return 0; // removed meanwhile
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
