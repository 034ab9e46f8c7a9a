// The schedule on PostgreSQL: pg-boss (its own `pgboss` schema in the service's database), so any
// number of worker processes share it and none runs a slot twice. Each SCHEDULED_JOBS entry is a
// queue; every worker ticks and sends the entry's job for the current slot with singletonSeconds
// (pg-boss keeps one job per name and slot: a unique index, so N workers sending at once create
// one), and the queue's `stately` policy keeps at most one run active. A worker killed mid-run
// would leave its job active (and, stately, block its queue) until expireInSeconds: so each run holds
// a PostgreSQL advisory lock on the worker's own connection, which dies with the process, and every
// worker sweeps: an active job whose lock it can take has lost its worker and is failed, so pg-boss
// hands it to another worker once (retryLimit 1). At-least-once for a run that never finished, never
// twice for one that did.
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { ServiceContext } from '../../../core/context.js';
import type { JobRunner } from './runner.js';
import type { Scheduler } from './scheduler.js';
import { SCHEDULED_JOBS, type ScheduledJob } from './scheduledJobs.js';
import { createJobLocksRepository } from './jobLocks.repository.js';

const TICK_MAX_MS = 30_000; // hourly and daily slots start at most this late
const POLL_SECONDS = 2; // a sent job is picked up within this
const SWEEP_MS = 5_000; // a dead worker's job is taken over within about this
const GRACE_SECONDS = 10; // a job fetched this recently may not hold its lock yet
const lockKey = (jobId: string) => `signal-job:${jobId}`;

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
  let sweeper: NodeJS.Timeout | undefined;
  let started: Promise<void> | null = null;
  // this worker's liveness: its runs' advisory locks live on this connection
  const locks = new pg.Client({ connectionString: url, application_name: 'signal-jobs-locks' });
  locks.on('error', (err) => ctx.logger.error({ err }, 'job lock connection lost'));
  const schema = opts.schema ?? 'pgboss';
  const runLocks = createJobLocksRepository(locks, schema);
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
      await createJobLocksRepository(lock, schema).lock(`signal-jobs:create-queues:${schema}`);
      for (const job of jobs) {
        await boss.createQueue(job.name, { name: job.name, policy: 'stately', retryLimit: 1, retryDelay: 0, expireInSeconds: job.expireInSeconds });
      }
    } finally {
      await lock.end(); // releases the session lock
    }
  }

  /** fails the active jobs whose worker is gone (nobody holds their lock), so another worker retries them */
  async function sweep(): Promise<void> {
    for (const { id, name } of await runLocks.activeRuns(jobs.map((j) => j.name), GRACE_SECONDS)) {
      if (!(await runLocks.tryLock(lockKey(id)))) continue; // its worker is alive and running it
      try {
        ctx.logger.warn({ job: name, id }, 'scheduled job lost its worker; handing it to another');
        await boss.fail(name, id, { error: 'worker process gone' });
      } finally {
        await runLocks.unlock(lockKey(id));
      }
    }
  }

  async function start(): Promise<void> {
    await locks.connect();
    await boss.start();
    await createQueues();
    for (const job of jobs) {
      await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async ([j]) => {
        await runLocks.lock(lockKey(j!.id));
        try {
          ctx.logger.debug({ job: job.name }, 'scheduled job starting');
          await job.run(runner);
        } finally {
          await runLocks.unlock(lockKey(j!.id)).catch(() => undefined);
        }
      });
    }
    if (stopped) return;
    await sweep();
    await tick();
    sweeper = setInterval(() => void sweep().catch((err) => ctx.logger.error({ err }, 'sweeping jobs failed')), SWEEP_MS);
    sweeper.unref();
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
      if (sweeper) clearInterval(sweeper);
      await started?.catch(() => undefined);
      // waits for the runs in progress, then closes pg-boss's pool and the lock connection
      await boss.stop({ graceful: true, wait: true, timeout: 60_000 });
      await locks.end().catch(() => undefined);
    },
  };
}
