// The start-up migration runner: ordering, immutability of applied files, rollback of a
// failed file, and where it finds migrations/.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MigrationError,
  findMigrationsDir,
  loadMigrations,
  openDatabase,
  type Database,
} from '../../../core/db/index.js';
import { createPostgresDatabase } from '../../helpers/db.js';
import { pgliteTemplate } from '../../../scripts/pglite-template.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** a copy of the real migrations that a test may edit */
function migrationsCopy(): string {
  const dir = join(tempDir('signal-migrations-'), 'migrations');
  cpSync(findMigrationsDir(), dir, { recursive: true });
  return dir;
}

describe.each(['pglite', 'postgres'] as const)('runner on %s', { timeout: 180_000 }, (kind) => {
  /** opens the same database each time it is called, seeded from a migration-free template */
  async function target() {
    const pgdb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    if (pgdb) cleanups.push(pgdb.drop);
    const dataDir = tempDir('signal-data-');
    const template = kind === 'pglite' ? await pgliteTemplate(false) : undefined;
    return async (migrationsDir: string): Promise<Database> => {
      const db = await openDatabase({ url: pgdb?.url, dataDir, migrationsDir, pgliteTemplate: template });
      cleanups.push(() => db.close());
      return db;
    };
  }

  it('refuses to start when an applied migration was edited', async () => {
    const dir = migrationsCopy();
    const open = await target();
    await (await open(dir)).close();
    const [first] = loadMigrations(dir);
    appendFileSync(join(dir, first!.name, 'migration.sql'), '\n-- an innocent comment\n');
    const err = await open(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as MigrationError).migration).toBe(first!.name);
    expect((err as Error).message).toMatch(/was edited after it was applied/);
  });

  it('applies new files only, and rolls a failing file back completely', async () => {
    const dir = migrationsCopy();
    const open = await target();
    await (await open(dir)).close();

    mkdirSync(join(dir, '9001_good'));
    writeFileSync(join(dir, '9001_good', 'migration.sql'), 'CREATE TABLE db_test_good (id INT);');
    mkdirSync(join(dir, '9002_bad'));
    writeFileSync(join(dir, '9002_bad', 'migration.sql'), 'CREATE TABLE db_test_bad (id INT);\nSELECT 1/0;');
    await expect(open(dir)).rejects.toThrow(/migration 9002_bad failed: division by zero/);

    rmSync(join(dir, '9002_bad'), { recursive: true });
    const db = await open(dir);
    const rows = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
      "SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'db_test_%' ORDER BY 1",
    );
    expect(rows).toEqual([{ name: 'db_test_good' }]);
    const applied = await db.prisma.$queryRawUnsafe<{ name: string }[]>('SELECT name FROM signal_meta.migrations');
    expect(applied.map((r) => r.name)).not.toContain('9002_bad');
  });
});

describe('loading migrations', () => {
  it('are ordered, named NNNN_name, and each has a migration.sql', () => {
    const names = loadMigrations().map((m) => m.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toBe('0001_init');
    expect([...names].sort()).toEqual(names);
  });

  it('rejects bad folder names and duplicate numbers', () => {
    const dir = migrationsCopy();
    mkdirSync(join(dir, '0001_again'));
    writeFileSync(join(dir, '0001_again', 'migration.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(/share number 0001/);
    rmSync(join(dir, '0001_again'), { recursive: true });
    mkdirSync(join(dir, 'Add-Things'));
    expect(() => loadMigrations(dir)).toThrow(/bad migration folder name "Add-Things"/);
  });

  it('finds migrations/ from a compiled dist/ file too', () => {
    const root = join(findMigrationsDir(), '..');
    expect(findMigrationsDir(join(root, 'dist', 'core', 'db', 'migrate.js'))).toBe(join(root, 'migrations'));
    expect(() => findMigrationsDir('/nonexistent/dir/file.js')).toThrow(/no migrations\/ folder/);
  });
});
