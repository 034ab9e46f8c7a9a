// What runs on a schedule, and how often: one entry per job. Both schedulers read this list (the
// in-process one on the embedded database, pg-boss on PostgreSQL), so a new scheduled job (an
// integration's sync, say) is one entry here. A job runs at most once per slot of `everySeconds`,
// slots aligned on the Unix epoch: 3600 means once per UTC hour, 86400 once per UTC day, the first
// run as soon as a worker is up in a slot where the job has not run yet.
import type { Config } from '../../../core/config.js';
import type { JobRunner } from './runner.js';

export interface ScheduledJob {
  /** queue name (pg-boss) and job_runs.job */
  name: string;
  everySeconds(config: Config): number;
  /** how long one run may take before another worker may take it over (its process is presumed dead) */
  expireInSeconds: number;
  run(jobs: JobRunner): Promise<unknown>;
}

const HOUR = 3600;

/** new identifications go out to activated sync rules at once, not at the next sync slot */
async function identifyThenSync(jobs: JobRunner): Promise<unknown> {
  const runs = await jobs.run('identify');
  const identified = runs.reduce((n, r) => n + Number(r.stats.identified ?? 0), 0);
  return identified > 0 ? [...runs, ...(await jobs.run('sync', { trigger: 'identification' }))] : runs;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  { name: 'identify', everySeconds: (c) => c.SIGNAL_IDENTIFY_INTERVAL_SECONDS, expireInSeconds: HOUR, run: identifyThenSync },
  // activated sync rules (each sends only contacts it has not sent) and chat alerts (per-account cooldown)
  { name: 'sync', everySeconds: (c) => c.SIGNAL_IDENTIFY_INTERVAL_SECONDS, expireInSeconds: HOUR, run: (jobs) => jobs.run('sync', { trigger: 'schedule' }) },
  { name: 'alerts', everySeconds: (c) => c.SIGNAL_IDENTIFY_INTERVAL_SECONDS, expireInSeconds: HOUR, run: (jobs) => jobs.run('alerts') },
  { name: 'score', everySeconds: () => HOUR, expireInSeconds: HOUR, run: (jobs) => jobs.run('score') },
  { name: 'recommendations', everySeconds: () => HOUR, expireInSeconds: HOUR, run: (jobs) => jobs.run('recommendations') },
  // connected stores' incremental sync (issue 17)
  { name: 'stores', everySeconds: (c) => c.SIGNAL_STORE_SYNC_INTERVAL_SECONDS, expireInSeconds: HOUR, run: (jobs) => jobs.run('stores') },
  // the nightly rollup
  { name: 'attribution', everySeconds: () => 24 * HOUR, expireInSeconds: 4 * HOUR, run: (jobs) => jobs.run('attribution') },
];
