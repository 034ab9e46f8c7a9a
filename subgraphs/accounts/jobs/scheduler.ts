// The in-process schedule, for the embedded database (PGlite is one connection in one process:
// it cannot host a job queue's concurrent workers, and there is only ever one process). Runs each
// SCHEDULED_JOBS entry once per slot, one job at a time; the slot a job last ran in comes from
// job_runs at start-up, so a restart does not run the nightly rollup again. On PostgreSQL,
// pgBossScheduler.ts replaces this. stop() waits for the tick in progress.
import { createJobRunRepository } from './jobRun.repository.js';
import type { ServiceContext } from '../../../core/context.js';
import type { JobRunner } from './runner.js';
import { SCHEDULED_JOBS, type ScheduledJob } from './scheduledJobs.js';

export interface Scheduler {
  start(): void | Promise<void>;
  stop(): Promise<void>;
  /** one tick now (tests) */
  tick(): Promise<void>;
}

const TICK_MAX_MS = 30_000; // hourly and daily slots start at most this late

export function createScheduler(
  ctx: Pick<ServiceContext, 'config' | 'clock' | 'logger' | 'db'>,
  runner: JobRunner,
  jobs: readonly ScheduledJob[] = SCHEDULED_JOBS,
): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  const runs = createJobRunRepository(ctx.db.sql);
  let running: Promise<void> | null = null;
  let lastSlot: Map<string, number> | null = null;
  let stopped = false;
  const slotOf = (job: ScheduledJob, at: Date) => Math.floor(at.getTime() / (job.everySeconds(ctx.config) * 1000));

  async function loadLastSlots(): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (const job of jobs) {
      const at = await runs.lastSucceededAt(job.name);
      if (at) out.set(job.name, slotOf(job, at));
    }
    return out;
  }

  async function tick(): Promise<void> {
    lastSlot ??= await loadLastSlots();
    for (const job of jobs) {
      if (stopped) return;
      const slot = slotOf(job, ctx.clock.now());
      if (lastSlot.get(job.name) === slot) continue;
      await job.run(runner);
      lastSlot.set(job.name, slot);
    }
  }

  const guarded = () => {
    if (running || stopped) return;
    running = tick()
      .catch((err) => ctx.logger.error({ err }, 'scheduled jobs failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    tick: async () => {
      guarded();
      await running;
    },
    start() {
      stopped = false;
      timer = setInterval(guarded, Math.min(TICK_MAX_MS, Math.min(...jobs.map((j) => j.everySeconds(ctx.config) * 1000))));
      timer.unref();
      setImmediate(guarded);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
