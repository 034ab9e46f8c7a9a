// A fresh, migrated database per call, so test files running in parallel never share state.
// TEST_DB=pglite (default): in-memory PGlite (or a temp dir with onDisk), seeded from a
// shared template so it skips initdb.
// TEST_DB=postgres: a throwaway database on TEST_DATABASE_URL's server, dropped by drop().
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MEMORY_DATA_DIR, openDatabase, type Database, type DatabaseKind } from '../../core/db/index.js';
import { pgliteTemplate } from '../../scripts/pglite-template.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export function testDbKind(): DatabaseKind {
  const v = process.env.TEST_DB ?? 'pglite';
  if (v !== 'pglite' && v !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got ${v}`);
  return v;
}

export interface TestDatabase {
  /** set for PostgreSQL */
  url?: string;
  /** `memory://` or a temp dir */
  dataDir: string;
  db: Database;
  /** closes the database and deletes it; idempotent */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** defaults to TEST_DB */
  kind?: DatabaseKind;
  /** PGlite in a temp dir instead of memory (persistence tests) */
  onDisk?: boolean;
  migrate?: boolean;
}

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = opts.kind ?? testDbKind();
  const pgdb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const dataDir = kind === 'pglite' && opts.onDisk ? mkdtempSync(join(tmpdir(), 'signal-db-')) : MEMORY_DATA_DIR;
  const cleanup = async () => {
    await pgdb?.drop();
    if (dataDir !== MEMORY_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  let db: Database;
  try {
    const template = kind === 'pglite' ? await pgliteTemplate(opts.migrate !== false) : undefined;
    db = await openDatabase({ url: pgdb?.url, dataDir, migrate: opts.migrate, pgliteTemplate: template });
  } catch (err) {
    await cleanup();
    throw err;
  }
  let dropped: Promise<void> | undefined;
  return {
    url: pgdb?.url,
    dataDir,
    db,
    drop: () => (dropped ??= db.close().finally(cleanup)),
  };
}

/** An empty PostgreSQL database (no migrations) named test_<random>, and how to drop it. */
export async function createPostgresDatabase(baseUrl = TEST_DATABASE_URL): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<unknown> | undefined;
  return {
    url: url.toString(),
    // FORCE ends sessions a failed test left open (PostgreSQL 13+)
    drop: async () => void (await (dropped ??= withAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))),
  };
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
