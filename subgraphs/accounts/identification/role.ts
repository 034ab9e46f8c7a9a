// The identification role: with the collector role, serves the pixel and the collector (site-key
// auth, not API keys); with the worker role and SIGNAL_JOBS on, runs the pipeline's schedule.
import type { Runtime } from '../../../core/runtime.js';
import type { RoleHandle } from '../../../server/role.js';
import { createCollector, type Collector } from './collector/collector.service.js';
import { collectHandler } from './collector/collect.http.js';
import { pixelRoutes } from './pixel/pixel.routes.js';
import { createJobRunner, type JobRunner } from '../jobs/runner.js';
import { createScheduler } from '../jobs/scheduler.js';
import { createPgBossScheduler } from '../jobs/pgBossScheduler.js';
import { sharedAsnDatabase } from './asn/asnDatabase.js';

export interface IdentificationRole extends RoleHandle {
  collector: Collector;
  jobs: JobRunner;
}

export function createIdentificationRole(rt: Runtime): IdentificationRole {
  const collector = createCollector(rt);
  const jobs = createJobRunner(rt);
  // embedded: one process, timers in it; PostgreSQL: pg-boss, shared by every worker process
  const scheduler =
    rt.config.SIGNAL_JOBS && rt.config.SIGNAL_ROLES.has('worker') ? (rt.config.embedded ? createScheduler(rt, jobs) : createPgBossScheduler(rt, jobs)) : null;
  const collecting = rt.config.SIGNAL_ROLES.has('collector');
  return {
    name: 'identification',
    collector,
    jobs,
    handle: collecting ? collectHandler(collector, rt.logger) : undefined,
    mount(app) {
      if (collecting) app.use(pixelRoutes(collector, rt.config.publicUrl));
    },
    async start() {
      if (!scheduler) return;
      // load the ASN tables off the request path before the first identify run needs them
      void sharedAsnDatabase().ready().catch((err) => rt.logger.error({ err }, 'ASN database failed to load'));
      await scheduler.start();
    },
    async stop() {
      await scheduler?.stop();
      await collector.flush();
    },
  };
}
