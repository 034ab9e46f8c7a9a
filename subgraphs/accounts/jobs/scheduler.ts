// In-process schedule (when SIGNAL_JOBS is on): identify every SIGNAL_IDENTIFY_INTERVAL_SECONDS, then
// the activated sync rules (each sends only contacts it has not sent) and chat alerts;
// rescore and recommendations once per UTC hour; attribution once per UTC day (the "nightly"
// rollup, at the first tick after midnight and at start-up if today's has not run). Several
// processes may run it: identify batches are claimed with SKIP LOCKED and the other jobs are
// idempotent recomputes. stop() waits for the tick in progress.
import type { ServiceContext } from '../../../core/context.js';
import type { JobRunner } from './runner.js';

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** one tick now (tests) */
  tick(): Promise<void>;
}

export function createScheduler(ctx: Pick<ServiceContext, 'config' | 'clock' | 'logger' | 'db'>, runner: JobRunner): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let lastHour: string | null = null;
  let lastDay: string | null = null;
  let stopped = false;

  async function lastAttributionDay(): Promise<string | null> {
    const r = await ctx.db.prisma.jobRun.findFirst({ where: { job: 'attribution', status: 'succeeded' }, orderBy: { started_at: 'desc' }, select: { started_at: true } });
    return r ? r.started_at.toISOString().slice(0, 10) : null;
  }

  async function tick(): Promise<void> {
    const now = ctx.clock.now().toISOString();
    const hour = now.slice(0, 13);
    const day = now.slice(0, 10);
    lastDay ??= await lastAttributionDay();
    const identified = (await runner.run('identify')).reduce((n, r) => n + Number(r.stats.identified ?? 0), 0);
    if (stopped) return;
    // activated sync rules: every tick, so new identifications go out within one interval
    await runner.run('sync', { trigger: identified > 0 ? 'identification' : 'schedule' });
    if (stopped) return;
    await runner.run('alerts');
    if (stopped) return;
    if (hour !== lastHour) {
      await runner.run('score');
      await runner.run('recommendations');
      lastHour = hour;
    }
    if (stopped) return;
    if (day !== lastDay) {
      await runner.run('attribution');
      lastDay = day;
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
      timer = setInterval(guarded, ctx.config.SIGNAL_IDENTIFY_INTERVAL_SECONDS * 1000);
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
