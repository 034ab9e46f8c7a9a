// The schedule on PostgreSQL: pg-boss (its own `pgboss` schema in the service's database), so any
// number of worker processes share it and none runs a slot twice. Each SCHEDULED_JOBS entry is a
// queue; every worker ticks and sends the entry's job for the current slot with singletonSeconds
// (pg-boss keeps one job per name and slot: a unique index, so N workers sending at once create
// one), and the queue's `stately` policy keeps at most one run active. A worker killed mid-run
// leaves its job active until expireInSeconds, then pg-boss hands it to another worker once
// (retryLimit 1): at-least-once for a run that never finished, never twice for one that did.
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { ServiceContext } from '../../../core/context.js';
import type { JobRunner } from './runner.js';
import type { Scheduler } from './scheduler.js';
import { SCHEDULED_JOBS, type ScheduledJob } from './scheduledJobs.js';

const TICK_MAX_MS = 30_000; // hourly and daily slots start at most this late
const POLL_SECONDS = 2; // a sent job is picked up within this

export interface PgBossSchedulerOptions {
  /** pg-boss schema; tests give each run its own */
  schema?: string;
  /** jobs to schedule (default SCHEDULED_JOBS) */
  jobs?: readonly ScheduledJob[];
}

export function createPgBossScheduler(
  ctx: Pick<ServiceContext, 'config' | 'logger'>,
  runner: JobRunner,
  opts: PgBossSchedulerOptions = {},
): Scheduler {
  const jobs = opts.jobs ?? SCHEDULED_JOBS;
  const url = ctx.config.DATABASE_URL;
  if (!url) throw new Error('pg-boss scheduler: needs DATABASE_URL (the embedded database uses the in-process scheduler)');
  const boss = new PgBoss({
    connectionString: url,
    schema: opts.schema ?? 'pgboss',
    max: 4,
    application_name: 'signal-jobs',
    // completed jobs hold their slot (the unique index) until archived: keep them past the longest slot
    archiveCompletedAfterSeconds: 2 * 24 * 3600,
    // cron schedules are not used (slots come from SCHEDULED_JOBS); no timekeeper polling
    schedule: false,
  });
  boss.on('error', (err) => ctx.logger.error({ err }, 'pg-boss error'));
  let timer: NodeJS.Timeout | undefined;
  let started: Promise<void> | null = null;
  let stopped = false;

  async function tick(): Promise<void> {
    for (const job of jobs) {
      if (stopped) return;
      await boss.send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everySeconds(ctx.config) });
    }
  }
  const guardedTick = () => void tick().catch((err) => ctx.logger.error({ err }, 'scheduling jobs failed'));

  /** creates the queues missing; one process at a time (concurrent create_queue calls deadlock on
   *  pg-boss's partitioned job table: measured with three workers starting together) */
  async function createQueues(): Promise<void> {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    if (jobs.every((j) => existing.has(j.name))) return;
    const lock = new pg.Client({ connectionString: url, application_name: 'signal-jobs' });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`signal-jobs:create-queues:${opts.schema ?? 'pgboss'}`]);
      for (const job of jobs) {
        await boss.createQueue(job.name, { name: job.name, policy: 'stately', retryLimit: 1, retryDelay: 0, expireInSeconds: job.expireInSeconds });
      }
    } finally {
      await lock.end(); // releases the session lock
    }
  }

  async function start(): Promise<void> {
    await boss.start();
    await createQueues();
    for (const job of jobs) {
      await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async () => {
        ctx.logger.debug({ job: job.name }, 'scheduled job starting');
        await job.run(runner);
      });
    }
    if (stopped) return;
    await tick();
    timer = setInterval(guardedTick, Math.min(TICK_MAX_MS, Math.min(...jobs.map((j) => j.everySeconds(ctx.config) * 1000))));
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      started = start();
      return started;
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await started?.catch(() => undefined);
      // waits for the runs in progress, then closes pg-boss's pool
      await boss.stop({ graceful: true, wait: true, timeout: 60_000 });
    },
  };
}
