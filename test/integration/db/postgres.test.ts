// Migrations on a real PostgreSQL server, including several processes starting at once.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../../core/db/index.js';
import { createPostgresDatabase, createTestDatabase } from '../../helpers/db.js';

const FIXTURE = fileURLToPath(new URL('../../helpers/openDb.ts', import.meta.url));
const STARTERS = 4;

async function appliedRows(url: string): Promise<{ name: string; checksum: string }[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('SELECT name, checksum FROM signal_meta.migrations ORDER BY name')).rows;
  } finally {
    await c.end();
  }
}

describe('migrations on PostgreSQL', { timeout: 180_000 }, () => {
  it('apply to a fresh database and record each file', async () => {
    const t = await createTestDatabase({ kind: 'postgres' });
    try {
      const tables = await t.db.prisma.$queryRawUnsafe<{ n: number }[]>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
      );
      expect(tables[0]!.n).toBeGreaterThan(10);
      const rows = await appliedRows(t.url!);
      expect(rows).toEqual(loadMigrations().map((m) => ({ name: m.name, checksum: m.checksum })));
    } finally {
      await t.drop();
    }
  });

  it(`${STARTERS} processes starting together apply each migration exactly once`, async () => {
    const { url, drop } = await createPostgresDatabase();
    try {
      const children = Array.from({ length: STARTERS }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, url], { stdio: ['pipe', 'pipe', 'inherit'] });
        const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
        return { child, lines, exit: once(child, 'exit') };
      });
      // a barrier: every process has loaded its code before any of them connects
      for (const c of children) expect((await c.lines.next()).value).toBe('ready');
      for (const c of children) c.child.stdin!.end('go\n');
      const results = await Promise.all(
        children.map(async (c) => {
          const line = (await c.lines.next()).value as string;
          const [code] = (await c.exit) as [number];
          return { code, applied: (JSON.parse(line) as { applied: string[] }).applied };
        }),
      );
      expect(results.map((r) => r.code)).toEqual(Array(STARTERS).fill(0));
      const names = loadMigrations().map((m) => m.name);
      expect(results.flatMap((r) => r.applied).sort()).toEqual(names);
      expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);
      expect((await appliedRows(url)).map((r) => r.name)).toEqual(names);
    } finally {
      await drop();
    }
  }, 300_000);
});
