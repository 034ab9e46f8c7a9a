// What the rest of the code base may rely on, on both adapters: raw SQL, interactive
// transactions and the FOR UPDATE SKIP LOCKED job claim the workers use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../../generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.js';

const CLAIM = `
  UPDATE db_test_jobs SET claimed_by = $1
  WHERE id = (SELECT id FROM db_test_jobs WHERE claimed_by IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING id`;

describe.each(['pglite', 'postgres'] as const)('%s adapter', { timeout: 120_000 }, (kind) => {
  let t: TestDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    t = await createTestDatabase({ kind });
    prisma = t.db.prisma;
    await prisma.$executeRawUnsafe('CREATE TABLE db_test_jobs (id INT PRIMARY KEY, claimed_by TEXT)');
    await prisma.$executeRawUnsafe('INSERT INTO db_test_jobs (id) SELECT generate_series(1, 10)');
  });
  afterAll(() => t?.drop());

  it('reports its kind', () => {
    expect(t.db.kind).toBe(kind);
  });

  it('runs raw queries with parameters', async () => {
    const rows = await prisma.$queryRawUnsafe<{ n: number; s: string }[]>('SELECT $1::int + 1 AS n, $2::text AS s', 41, 'x');
    expect(rows).toEqual([{ n: 42, s: 'x' }]);
    const tagged = await prisma.$queryRaw<{ c: bigint }[]>`SELECT count(*) AS c FROM db_test_jobs WHERE id > ${5}`;
    expect(tagged[0]!.c).toBe(5n);
    expect(await prisma.$executeRawUnsafe('UPDATE db_test_jobs SET claimed_by = NULL WHERE id <= $1', 3)).toBe(3);
  });

  it('creates and reads models (uuid, enum, json, timestamptz)', async () => {
    const ws = await prisma.workspace.create({ data: { name: 'Acme', site_key: `sk_${kind}` } });
    const read = await prisma.workspace.findUniqueOrThrow({ where: { id: ws.id } });
    expect(read.plan).toBe('free');
    expect(read.guardrails).toEqual({ copilot_privileged_actions_enabled: false });
    expect(read.created_at).toBeInstanceOf(Date);
  });

  it('commits and rolls back interactive transactions', async () => {
    await prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("UPDATE db_test_jobs SET claimed_by = 'tx' WHERE id = 10");
    });
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("UPDATE db_test_jobs SET claimed_by = 'rolled-back' WHERE id = 9");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await prisma.$queryRawUnsafe<{ id: number; claimed_by: string | null }[]>(
      'SELECT id, claimed_by FROM db_test_jobs WHERE id IN (9, 10) ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 9, claimed_by: null },
      { id: 10, claimed_by: 'tx' },
    ]);
  });

  it('claims jobs with FOR UPDATE SKIP LOCKED inside a transaction', async () => {
    const claimed = await prisma.$transaction(async (tx) => tx.$queryRawUnsafe<{ id: number }[]>(CLAIM, 'w1'));
    expect(claimed).toEqual([{ id: 1 }]);
  });

  if (kind === 'postgres') {
    it('skips a row another open transaction holds', async () => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let first: { id: number }[] = [];
      const a = prisma.$transaction(async (tx) => {
        first = await tx.$queryRawUnsafe<{ id: number }[]>(CLAIM, 'a');
        await held; // keep the row lock while b claims
      });
      await expect.poll(() => first.length).toBe(1);
      const second = await prisma.$transaction(async (tx) => tx.$queryRawUnsafe<{ id: number }[]>(CLAIM, 'b'));
      release();
      await a;
      expect(second).toHaveLength(1);
      expect(second[0]!.id).not.toBe(first[0]!.id);
    });
  } else {
    it('serialises transactions: PGlite is one connection, so a second one waits its turn', async () => {
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const a = prisma.$transaction(async (tx) => {
        await tx.$queryRawUnsafe(CLAIM, 'a');
        order.push('a claimed');
        await held;
        order.push('a done');
      });
      await expect.poll(() => order.length).toBe(1);
      const b = prisma.$transaction(async (tx) => {
        await tx.$queryRawUnsafe(CLAIM, 'b');
        order.push('b claimed');
      });
      // longer than Prisma's 2 s default maxWait: the PGlite client allows more
      await new Promise((r) => setTimeout(r, 2500));
      release();
      await Promise.all([a, b]);
      expect(order).toEqual(['a claimed', 'a done', 'b claimed']);
    });
  }

  describe('Database.sql (plain SQL beside Prisma)', () => {
    it('returns the same types on both databases', async () => {
      const [row] = await t.db.sql.query<Record<string, unknown>>(
        `SELECT 1::int8 AS small, 9007199254740993::int8 AS big, count(*) AS n, 2.5::float8 AS f, now() AS at,
           '{"x":1}'::jsonb AS j, ARRAY['a','b']::text[] AS arr FROM db_test_jobs`,
      );
      expect(row).toMatchObject({ small: 1, big: 9007199254740993n, n: 10, f: 2.5, j: { x: 1 }, arr: ['a', 'b'] });
      expect(row!.at).toBeInstanceOf(Date);
      expect(await t.db.sql.execute('UPDATE db_test_jobs SET claimed_by = claimed_by WHERE id <= $1', [3])).toBe(3);
    });

    it('commits a transaction, and rolls it back when the callback throws', async () => {
      await t.db.sql.transaction((tx) => tx.execute(`UPDATE db_test_jobs SET claimed_by = 'sql-tx' WHERE id = 10`));
      await expect(
        t.db.sql.transaction(async (tx) => {
          await tx.execute(`UPDATE db_test_jobs SET claimed_by = 'rolled-back' WHERE id = 10`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const [row] = await t.db.sql.query<{ claimed_by: string }>('SELECT claimed_by FROM db_test_jobs WHERE id = 10');
      expect(row!.claimed_by).toBe('sql-tx');
    });

    if (kind === 'postgres')
      it('survives the server terminating its idle connections', async () => {
        await Promise.all([t.db.sql.query('SELECT 1'), t.db.prisma.$queryRawUnsafe('SELECT 1')]);
        const admin = await createTestDatabase({ kind: 'postgres', migrate: false });
        try {
          const ours = await admin.db.sql.query<{ n: number }>(
            `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
             WHERE datname = $1 AND application_name = 'signal-service'`,
            [new URL(t.url!).pathname.slice(1)],
          );
          expect(ours[0]!.n).toBeGreaterThan(0);
        } finally {
          await admin.drop();
        }
        // the pool logs and replaces the dropped clients; the process is still here to answer
        await expect.poll(async () => (await t.db.sql.query<{ n: number }>('SELECT 1 AS n').catch(() => []))[0]?.n, { timeout: 10_000 }).toBe(1);
        expect(await t.db.prisma.$queryRawUnsafe<{ n: number }[]>('SELECT 2 AS n')).toEqual([{ n: 2 }]);
      });
  });
});
