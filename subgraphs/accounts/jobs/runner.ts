// Runs the pipeline's jobs by name, for one workspace or all, recording each run in job_runs
// (status, stats, timings), which is also where surfaces read "last computed" from.
import type { ServiceContext } from '../../../core/context.js';
import { createIdentifyDeps, runIdentify } from './identify/identify.job.js';
import type { IdentifyDeps } from '../identification/pipeline/processBatch.js';
import { rescoreWorkspace } from './identify/rescore.job.js';
import { runAttribution } from './attribution.job.js';
import { runRecommendations } from './recommendations.job.js';
import { runActiveSyncRules } from './sync.job.js';
import { runAlerts } from './alerts.job.js';
import { runStoreSyncs } from './stores.job.js';
import type { SyncTrigger } from '../syncRules/syncRun.service.js';
import { createJobRunRepository } from './jobRun.repository.js';
import { createWorkspaceService } from '../workspaces/workspace.service.js';

export const JOB_NAMES = ['identify', 'score', 'attribution', 'recommendations', 'sync', 'alerts', 'stores'] as const;
export type JobName = (typeof JOB_NAMES)[number];
export const JOB_CHOICES = [...JOB_NAMES, 'all'] as const;
export type JobChoice = (typeof JOB_CHOICES)[number];

export interface JobRunResult {
  job: JobName;
  workspace_id: string | null;
  status: 'succeeded' | 'failed';
  stats: Record<string, unknown>;
  error?: string;
  started_at: string;
  duration_ms: number;
}

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'logger' | 'config' | 'secrets'>;

export interface JobRunner {
  run(job: JobChoice, opts?: { workspaceId?: string; onProgress?: (message: string) => void; trigger?: SyncTrigger }): Promise<JobRunResult[]>;
}

export function createJobRunner(ctx: Ctx, deps: IdentifyDeps = createIdentifyDeps(ctx)): JobRunner {
  const runs = createJobRunRepository(ctx.db.sql);

  async function record(job: JobName, workspaceId: string | null, fn: () => Promise<object>): Promise<JobRunResult> {
    const started = ctx.clock.now();
    const t0 = performance.now();
    const runId = await runs.start(job, workspaceId, started);
    try {
      const stats = (await fn()) as Record<string, unknown>;
      await runs.succeeded(runId, ctx.clock.now(), stats);
      return { job, workspace_id: workspaceId, status: 'succeeded', stats, started_at: started.toISOString(), duration_ms: Math.round(performance.now() - t0) };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      ctx.logger.error({ err, job, workspace_id: workspaceId }, 'job failed');
      await runs.failed(runId, ctx.clock.now(), error);
      return { job, workspace_id: workspaceId, status: 'failed', stats: {}, error, started_at: started.toISOString(), duration_ms: Math.round(performance.now() - t0) };
    }
  }

  async function workspaces(workspaceId?: string): Promise<string[]> {
    if (workspaceId) return [workspaceId];
    return createWorkspaceService(ctx).ids();
  }

  async function one(job: JobName, workspaceId: string | undefined, onProgress?: (m: string) => void, trigger: SyncTrigger = 'schedule'): Promise<JobRunResult[]> {
    // one run over every active rule (rules are few; the job records itself once)
    if (job === 'sync') return [await record('sync', workspaceId ?? null, () => runActiveSyncRules(ctx, { workspaceId, trigger }))];
    if (job === 'alerts') return [await record('alerts', workspaceId ?? null, () => runAlerts(ctx, { workspaceId }))];
    if (job === 'stores') return [await record('stores', workspaceId ?? null, () => runStoreSyncs(ctx, { workspaceId }))];
    if (job === 'identify')
      return [
        await record('identify', workspaceId ?? null, () =>
          runIdentify(deps, { workspaceId, onBatch: (s) => onProgress?.(`identify: ${s.raw_events} events, ${s.identified} identified`) }),
        ),
      ];
    const out: JobRunResult[] = [];
    for (const ws of await workspaces(workspaceId)) {
      const fn =
        job === 'score' ? () => rescoreWorkspace(ctx, ws) : job === 'attribution' ? () => runAttribution(ctx, ws) : () => runRecommendations(ctx, ws);
      out.push(await record(job, ws, fn));
      onProgress?.(`${job}: workspace ${ws} done`);
    }
    return out;
  }

  return {
    async run(job, opts = {}) {
      const jobs: JobName[] = job === 'all' ? [...JOB_NAMES] : [job];
      const results: JobRunResult[] = [];
      for (const j of jobs) results.push(...(await one(j, opts.workspaceId, opts.onProgress, opts.trigger)));
      return results;
    },
  };
}
