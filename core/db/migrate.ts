// Start-up migration runner for the checked-in SQL under migrations/NNNN_name/migration.sql.
// Prisma's own `migrate` needs a schema-engine binary these machines cannot download
// (DESIGN.md 2), so this small runner applies the files itself.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.js';

/** One database session: migrations need a single connection so the advisory lock holds. */
export interface MigrationSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** runs a multi-statement script (simple query protocol) */
  exec(script: string): Promise<void>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  constructor(message: string, readonly migration?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

// Outside `public`, so the Prisma schema diff never sees it.
export const TRACKING_SCHEMA = 'signal_meta';
export const TRACKING_TABLE = `${TRACKING_SCHEMA}.migrations`;
// Arbitrary, but unique among this service's advisory locks (advisory keys share one space
// per database): anything else taking advisory locks must use other keys.
const LOCK_KEY = 0x5167_6d69_6772n;
const NAME_PATTERN = /^(\d{4})_[a-z0-9_]+$/;

/** The repo's migrations/ folder, found by walking up so it works from src and from dist/. */
export function findMigrationsDir(start: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(start); ; dir = dirname(dir)) {
    const candidate = join(dir, 'migrations');
    if (existsSync(candidate) && existsSync(join(dir, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new MigrationError(`no migrations/ folder found above ${start}`);
  }
}

export function checksum(sql: string): string {
  // CRLF checkouts (git autocrlf) must not count as an edit
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

export function loadMigrations(dir: string = findMigrationsDir()): Migration[] {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const seen = new Map<string, string>();
  return names.map((name) => {
    const m = NAME_PATTERN.exec(name);
    if (!m) throw new MigrationError(`bad migration folder name "${name}" (expected NNNN_snake_name)`, name);
    const other = seen.get(m[1]!);
    if (other) throw new MigrationError(`migrations "${other}" and "${name}" share number ${m[1]}`, name);
    seen.set(m[1]!, name);
    const file = join(dir, name, 'migration.sql');
    if (!existsSync(file)) throw new MigrationError(`${file} is missing`, name);
    const sql = readFileSync(file, 'utf8');
    return { name, sql, checksum: checksum(sql) };
  });
}

/**
 * Applies pending migrations, one transaction each, under a session-level advisory lock so
 * that processes starting together against one database wait for each other instead of
 * racing. Returns the names applied by this call.
 */
export async function runMigrations(
  session: MigrationSession,
  opts: { migrations?: Migration[]; logger?: Logger } = {},
): Promise<string[]> {
  const migrations = opts.migrations ?? loadMigrations();
  const log = opts.logger;
  await session.query(`SELECT pg_advisory_lock(${LOCK_KEY})`);
  try {
    await session.exec(`
      CREATE SCHEMA IF NOT EXISTS ${TRACKING_SCHEMA};
      CREATE TABLE IF NOT EXISTS ${TRACKING_TABLE} (
        name        TEXT PRIMARY KEY,
        checksum    TEXT NOT NULL,
        applied_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
        duration_ms INTEGER NOT NULL
      );`);
    const rows = await session.query<{ name: string; checksum: string }>(
      `SELECT name, checksum FROM ${TRACKING_TABLE} ORDER BY name`,
    );
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    const known = new Set(migrations.map((m) => m.name));

    for (const m of migrations) {
      const sum = applied.get(m.name);
      if (sum !== undefined && sum !== m.checksum) {
        throw new MigrationError(
          `migration ${m.name} was edited after it was applied (checksum ${sum.slice(0, 12)}… in the database, ` +
            `${m.checksum.slice(0, 12)}… on disk). Applied migrations are immutable: restore the file and ` +
            `add a new migration with \`npm run migration:new -- <name>\` instead.`,
          m.name,
        );
      }
    }
    for (const name of applied.keys()) {
      // a newer release already migrated this database; additive migrations keep old code working
      if (!known.has(name)) log?.warn({ migration: name }, 'database has a migration this build does not know');
    }

    const done: string[] = [];
    for (const m of migrations.filter((x) => !applied.has(x.name))) {
      const started = performance.now();
      await session.exec('BEGIN');
      try {
        await session.exec(m.sql);
        const ms = Math.round(performance.now() - started);
        await session.query(`INSERT INTO ${TRACKING_TABLE} (name, checksum, duration_ms) VALUES ($1, $2, $3)`, [
          m.name,
          m.checksum,
          ms,
        ]);
        await session.exec('COMMIT');
        log?.info({ migration: m.name, ms }, 'applied migration');
        done.push(m.name);
      } catch (err) {
        await session.exec('ROLLBACK').catch(() => undefined);
        throw new MigrationError(`migration ${m.name} failed: ${(err as Error).message}`, m.name, { cause: err });
      }
    }
    return done;
  } finally {
    await session.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`).catch(() => undefined);
  }
}
