// A statement riding with a short read (core/db/ride.ts, pipelinedPair.ts): on PostgreSQL it goes
// behind the next statement sent with QueryOptions.carry, in one round trip (one implicit
// transaction: the same now()); each settles with its own rows or error, a failed carrier sends
// the rider alone, and the connection stays usable. On PGlite the rider is sent alone when asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ride, type RidingStatement } from '../../../core/db/ride.js';
import type { Database } from '../../../core/db/index.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.js';

type Row = { t: string; pid: number; who: string };
const NOW: RidingStatement = { text: "SELECT now()::text AS t, pg_backend_pid() AS pid, 'rider' AS who", params: [] };
const CARRY = { carry: true } as const;
const ride = <T = Row>(db: Database, statement: RidingStatement = NOW): Ride<T> =>
  db.sql.ride?.<T>(statement) ?? new Ride<T>(statement, (s) => db.sql.query<T>(s.text, s.params, s.options));
const read = (db: Database, options = CARRY) => db.sql.query<Row>('SELECT now()::text AS t, pg_backend_pid() AS pid, $1::text AS who', ['own'], options);

describe.each(['postgres', 'pglite'] as const)('a riding statement on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ kind, migrate: false });
  }, 60_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('goes with the next short read, in the same round trip on PostgreSQL', async () => {
    const r = ride(t.db);
    const [row] = await read(t.db);
    const [rider] = await r.rows();
    expect(rider!.who).toBe('rider');
    expect(row!.who).toBe('own');
    // one implicit transaction on one connection: the same transaction start time
    if (kind === 'postgres') expect([rider!.pid, rider!.t]).toEqual([row!.pid, row!.t]);
    else expect(r.taken).toBe(true);
  });

  it('does not go with a statement that is not a short read, nor inside a transaction', async () => {
    const r = ride(t.db);
    await read(t.db, {} as typeof CARRY);
    await t.db.sql.transaction((tx) => tx.query('SELECT 1', [], CARRY));
    expect(r.taken).toBe(false);
    expect((await r.rows())[0]!.who).toBe('rider');
  });

  it('is sent alone when its rows are asked for first, and then rides with nothing', async () => {
    const r = ride(t.db);
    expect((await r.rows())[0]!.who).toBe('rider');
    const other = ride(t.db);
    await read(t.db); // takes `other`, not `r` again
    expect(other.taken).toBe(kind === 'postgres');
    expect((await other.rows())[0]!.who).toBe('rider');
  });

  it('one rider per read, oldest first', async () => {
    const rides = [ride(t.db), ride(t.db), ride(t.db)];
    await Promise.all([read(t.db), read(t.db)]);
    expect(rides.map((r) => r.taken)).toEqual(kind === 'postgres' ? [true, true, false] : [false, false, false]);
    for (const r of rides) expect((await r.rows())[0]!.who).toBe('rider');
  });

  it('a prepared (named) rider is parsed once per connection and rides again', async () => {
    const named = { text: "SELECT 'rider' AS who, $1::int AS n", options: { name: 'ride_test_named' } };
    for (let i = 0; i < 25; i++) {
      const r = ride<{ who: string; n: number }>(t.db, { ...named, params: [i] });
      await read(t.db);
      expect((await r.rows())[0]).toMatchObject({ who: 'rider', n: i });
      // and the same name on its own, on whichever connection
      expect((await t.db.sql.query<{ n: number }>(named.text, [i], named.options))[0]!.n).toBe(i);
    }
  });

  it('an error in the rider fails only the rider', async () => {
    const r = ride(t.db, { text: 'SELECT 1 / 0 AS x', params: [] });
    expect((await read(t.db))[0]!.who).toBe('own');
    await expect(r.rows()).rejects.toThrow(/division by zero/);
    expect((await read(t.db))[0]!.who).toBe('own');
  });

  it('an error in the read fails the read; the rider it carried is sent alone and keeps its answer', async () => {
    const r = ride(t.db);
    await expect(t.db.sql.query('SELECT 1 / 0 AS x', [], CARRY)).rejects.toThrow(/division by zero/);
    expect((await r.rows())[0]!.who).toBe('rider');
    expect((await read(t.db))[0]!.who).toBe('own');
  });

  it('a prepared rider that fails leaves every connection able to prepare and run it again', async () => {
    const failing = { text: 'SELECT 10 / $1::int AS x', options: { name: 'ride_test_failing' } };
    for (let i = 0; i < 30; i++) {
      const r = ride<{ x: number }>(t.db, { ...failing, params: [i % 2] });
      expect((await read(t.db))[0]!.who).toBe('own');
      if (i % 2) expect((await r.rows())[0]!.x).toBe(10);
      else await expect(r.rows()).rejects.toThrow(/division by zero/);
    }
  });

  it('the read keeps its own value parsers, the rider its own', async () => {
    const r = ride<{ d: string }>(t.db, { text: "SELECT timestamptz '2025-01-02T03:04:05Z' AS d", params: [], options: { parsers: { 1184: (text) => `rider:${text}` } } });
    const [row] = await t.db.sql.query<{ d: string }>("SELECT timestamptz '2025-01-02T03:04:05Z' AS d", [], { carry: true, parsers: { 1184: (text) => `read:${text}` } });
    expect(row!.d).toMatch(/^read:2025-01-0/);
    expect((await r.rows())[0]!.d).toMatch(/^rider:2025-01-0/);
  });
});
