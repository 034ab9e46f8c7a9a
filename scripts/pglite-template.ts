// PGlite runs initdb for every new database: seconds each on a busy 2-core box. Tests and the
// schema diff start from a dump instead, built once per PGlite and migrations version and
// shared between processes through a file in the temp dir.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadMigrations, pgliteSession, runMigrations } from '../core/db/index.js';

const cache = new Map<string, Promise<Blob>>();

/** A dump of a new PGlite database, with the current migrations applied when `migrated`. */
export function pgliteTemplate(migrated = true): Promise<Blob> {
  const migrations = migrated ? loadMigrations() : [];
  const key = createHash('sha256')
    .update(pgliteVersion())
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  let blob = cache.get(key);
  if (!blob) {
    blob = load(`signal-pglite-${migrated ? 'migrated' : 'empty'}-`, key, migrations);
    cache.set(key, blob);
    blob.catch(() => cache.delete(key));
  }
  return blob;
}

async function load(prefix: string, key: string, migrations: ReturnType<typeof loadMigrations>): Promise<Blob> {
  const file = join(tmpdir(), `${prefix}${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = new PGlite();
  try {
    await db.waitReady; // dumpDataDir() on a never-started instance waits forever
    if (migrations.length) await runMigrations(pgliteSession(db), { migrations });
    const dump = await db.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // write then rename: a process reading concurrently never sees half a file
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
    removeOlderTemplates(prefix, file);
    return new Blob([bytes]);
  } finally {
    await db.close();
  }
}

/** each is ~40 MB: keep only the current one */
function removeOlderTemplates(prefix: string, current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(prefix) && name.endsWith('.tar') && path !== current) rmSync(path, { force: true });
  }
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
