// A statement riding with the next one (core/db/ride.ts, pipelinedPair.ts): on PostgreSQL both go in
// one round trip (one implicit transaction: the same now()), each settles with its own rows or
// error, and the connection stays usable; on PGlite the rider is sent alone when asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ride, withRide, type RidingStatement } from '../../../core/db/ride.js';
import type { Database } from '../../../core/db/index.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.js';

const NOW: RidingStatement = { text: "SELECT now()::text AS t, pg_backend_pid() AS pid, 'rider' AS who", params: [] };
const ride = (db: Database, statement: RidingStatement = NOW) => new Ride<{ t: string; pid: number; who: string }>(statement, (s) => db.sql.query(s.text, s.params, s.options));
const own = (db: Database) => db.sql.query<{ t: string; pid: number; who: string }>('SELECT now()::text AS t, pg_backend_pid() AS pid, $1::text AS who', ['own']);

describe.each(['postgres', 'pglite'] as const)('a riding statement on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ kind, migrate: false });
  }, 60_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('runs no later than the statement it rides with, in the same round trip on PostgreSQL', async () => {
    const r = ride(t.db);
    const [row] = await withRide(r, () => own(t.db));
    const [rider] = await r.rows();
    expect(rider!.who).toBe('rider');
    // one implicit transaction on one connection: the same transaction start time
    expect(rider!.pid).toBe(row!.pid);
    if (kind === 'postgres') expect(rider!.t).toBe(row!.t);
  });

  it('is sent alone when its rows are asked for first, and then rides with nothing', async () => {
    const r = ride(t.db);
    await withRide(r, async () => {
      const [rider] = await r.rows();
      expect(rider!.who).toBe('rider');
      const [row] = await own(t.db);
      expect(row!.who).toBe('own');
    });
  });

  it('rides with exactly one of two statements sent at once', async () => {
    const r = ride(t.db);
    const rows = await withRide(r, () => Promise.all([own(t.db), own(t.db)]));
    expect(rows.map((x) => x[0]!.who)).toEqual(['own', 'own']);
    expect((await r.rows())[0]!.who).toBe('rider');
  });

  it('a prepared (named) rider is parsed once per connection and rides again', async () => {
    const named = { ...NOW, text: "SELECT now()::text AS t, pg_backend_pid() AS pid, 'rider' AS who, $1::int AS n", params: [1], options: { name: 'ride_test_named' } };
    for (let i = 0; i < 25; i++) {
      const r = ride(t.db, { ...named, params: [i] });
      await withRide(r, () => own(t.db));
      expect((await r.rows())[0]).toMatchObject({ who: 'rider', n: i });
      // and the same name on its own, on whichever connection
      expect((await t.db.sql.query<{ n: number }>(named.text, [i], named.options))[0]!.n).toBe(i);
    }
  });

  it('an error in the rider fails it, and the statement behind it is not run', async () => {
    const r = ride(t.db, { text: 'SELECT 1 / 0 AS x', params: [] });
    const outcome = await withRide(r, () => own(t.db).then(() => 'ran', (e: Error) => e.message));
    await expect(r.rows()).rejects.toThrow(/division by zero/);
    if (kind === 'postgres') expect(outcome).toMatch(/not run/);
    expect((await own(t.db))[0]!.who).toBe('own');
  });

  it('a prepared rider that fails leaves every connection able to prepare and run it again', async () => {
    const failing = { text: 'SELECT 10 / $1::int AS x', options: { name: 'ride_test_failing' } };
    for (let i = 0; i < 30; i++) {
      const r = new Ride<{ x: number }>({ ...failing, params: [i % 2] }, (s) => t.db.sql.query(s.text, s.params, s.options));
      await withRide(r, () => own(t.db).catch(() => undefined));
      if (i % 2) expect((await r.rows())[0]!.x).toBe(10);
      else await expect(r.rows()).rejects.toThrow(/division by zero/);
    }
  });

  it('an error in the statement fails it, and the rider keeps its rows', async () => {
    const r = ride(t.db);
    await expect(withRide(r, () => t.db.sql.query('SELECT 1 / 0 AS x'))).rejects.toThrow(/division by zero/);
    expect((await r.rows())[0]!.who).toBe('rider');
    expect((await own(t.db))[0]!.who).toBe('own');
  });

  it('the statement keeps its own value parsers', async () => {
    const r = ride(t.db);
    const [row] = await withRide(r, () =>
      t.db.sql.query<{ d: string }>("SELECT timestamptz '2025-01-02T03:04:05Z' AS d", [], { parsers: { 1184: (text) => `parsed:${text}` } }),
    );
    expect(row!.d).toMatch(/^parsed:2025-01-0/);
  });

  it('statements inside a transaction never take the ride', async () => {
    const r = ride(t.db);
    await withRide(r, () => t.db.sql.transaction((tx) => tx.query('SELECT 1')));
    expect(r.taken).toBe(false);
    expect((await r.rows())[0]!.who).toBe('rider');
  });
});
