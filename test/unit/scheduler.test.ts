// The embedded database's in-process schedule: each SCHEDULED_JOBS-style entry once per slot,
// slots aligned on the epoch, the last slot a job ran in taken from job_runs at start-up.
import { expect, it } from 'vitest';
import { ManualClock } from '../../core/clock.js';
import { createScheduler } from '../../subgraphs/accounts/jobs/scheduler.js';
import type { ScheduledJob } from '../../subgraphs/accounts/jobs/scheduledJobs.js';
import type { JobRunner } from '../../subgraphs/accounts/jobs/runner.js';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);

function setup(lastRuns: Record<string, Date> = {}) {
  const clock = new ManualClock(new Date(T0));
  const ran: string[] = [];
  const job = (name: string, everySeconds: number): ScheduledJob => ({ name, everySeconds: () => everySeconds, expireInSeconds: 60, run: async () => void ran.push(name) });
  // job_runs as jobRun.repository.ts reads it: the last succeeded run's start, by job name
  const db = { sql: { query: async (_text: string, [job]: [string]) => (lastRuns[job] ? [{ started_at: lastRuns[job] }] : []) } };
  const ctx = { config: {} as never, clock, logger: { error: () => undefined } as never, db: db as never };
  const scheduler = createScheduler(ctx, {} as JobRunner, [job('fast', 60), job('hourly', 3600), job('daily', 86400)]);
  return { clock, ran, scheduler };
}

it('runs every job at the first tick, then each once per slot', async () => {
  const { clock, ran, scheduler } = setup();
  await scheduler.tick();
  expect(ran).toEqual(['fast', 'hourly', 'daily']);
  ran.length = 0;
  clock.advance(30_000);
  await scheduler.tick();
  expect(ran).toEqual([]); // same minute
  clock.advance(30_000);
  await scheduler.tick();
  expect(ran).toEqual(['fast']);
  ran.length = 0;
  clock.set(new Date(T0 + 3600_000));
  await scheduler.tick();
  expect(ran).toEqual(['fast', 'hourly']);
  ran.length = 0;
  clock.set(new Date(Date.UTC(2026, 0, 6, 0, 0, 1)));
  await scheduler.tick();
  expect(ran).toEqual(['fast', 'hourly', 'daily']);
});

it('does not run a job again after a restart in a slot where it already ran', async () => {
  const { ran, scheduler } = setup({ daily: new Date(Date.UTC(2026, 0, 5, 0, 10)), hourly: new Date(Date.UTC(2026, 0, 5, 9, 59)) });
  await scheduler.tick();
  expect(ran).toEqual(['fast', 'hourly']);
});
