// On PostgreSQL the schedule is pg-boss's: three worker processes' schedulers (three pg-boss
// instances on one database) run each slot of a job exactly once, however they race.
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { createPostgresDatabase, testDbKind } from '../helpers/db.js';
import { createPgBossScheduler } from '../../subgraphs/accounts/jobs/pgBossScheduler.js';
import type { ScheduledJob } from '../../subgraphs/accounts/jobs/scheduledJobs.js';
import type { JobRunner } from '../../subgraphs/accounts/jobs/runner.js';
import type { Scheduler } from '../../subgraphs/accounts/jobs/scheduler.js';

const onPostgres = testDbKind() === 'postgres';
let db: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  if (onPostgres) db = await createPostgresDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it.skipIf(!onPostgres)('three workers run each 1-second slot of a job once', async () => {
  const runs: number[] = [];
  let active = 0;
  let overlapped = false;
  const job: ScheduledJob = {
    name: 'tick-test',
    everySeconds: () => 1,
    expireInSeconds: 60,
    run: async () => {
      if (active++) overlapped = true;
      runs.push(Date.now());
      await new Promise((r) => setTimeout(r, 200));
      active--;
    },
  };
  const logger = { error: () => undefined, debug: () => undefined } as never;
  const config = { DATABASE_URL: db.url } as never;
  const workers: Scheduler[] = [1, 2, 3].map(() => createPgBossScheduler({ config, logger }, {} as JobRunner, { jobs: [job] }));
  await Promise.all(workers.map((w) => w.start()));
  const until = Date.now() + 6_000;
  while (Date.now() < until) {
    await Promise.all(workers.map((w) => w.tick())); // every worker sends for the current slot, often at once
    await new Promise((r) => setTimeout(r, 100));
  }
  await Promise.all(workers.map((w) => w.stop()));

  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const slots = await c.query(
    `SELECT singleton_on, count(*)::int AS n, count(*) FILTER (WHERE state = 'completed')::int AS done FROM pgboss.job WHERE name = $1 GROUP BY 1`,
    [job.name],
  );
  await c.end();
  expect(slots.rows.every((r) => r.n === 1)).toBe(true); // one job per slot, however many workers sent it
  expect(runs.length).toBe(slots.rows.reduce((a, r) => a + r.done, 0)); // each job ran once
  expect(runs.length).toBeGreaterThanOrEqual(3);
  expect(overlapped).toBe(false);
});

it.skipIf(!onPostgres)('hands the run of a worker that died mid-job to a live worker, once', async () => {
  const schema = 'pgboss_dead';
  const name = 'dead-test';
  let runs = 0;
  const job: ScheduledJob = { name, everySeconds: () => 3600, expireInSeconds: 3600, run: async () => void runs++ };
  // the "dead" worker: took the slot's job and never finished it (no lock held: its connection is gone)
  const PgBoss = (await import('pg-boss')).default;
  const dead = new PgBoss({ connectionString: db.url, schema, schedule: false, supervise: false });
  await dead.start();
  await dead.createQueue(name, { name, policy: 'stately', retryLimit: 1, retryDelay: 0, expireInSeconds: 3600 });
  const id = await dead.send(name, {}, { singletonKey: name, singletonSeconds: 3600 });
  const [taken] = await dead.fetch(name);
  expect(taken?.id).toBe(id);
  await dead.stop({ graceful: false, wait: true });
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query(`UPDATE ${schema}.job SET started_on = now() - interval '1 minute' WHERE id = $1`, [id]);

  const logger = { error: () => undefined, debug: () => undefined, warn: () => undefined } as never;
  const live = createPgBossScheduler({ config: { DATABASE_URL: db.url } as never, logger }, {} as JobRunner, { jobs: [job], schema });
  await live.start();
  const until = Date.now() + 15_000;
  while (runs === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 1_000));
  await live.stop();
  const state = await c.query(`SELECT state, retry_count FROM ${schema}.job WHERE name = $1`, [name]);
  await c.end();
  expect(runs).toBe(1);
  expect(state.rows).toEqual([{ state: 'completed', retry_count: 1 }]); // the same slot's job, not a second one
});
