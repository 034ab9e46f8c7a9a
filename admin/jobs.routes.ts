// POST /admin/v1/jobs/run {job: identify|score|attribution|recommendations|sync|alerts|all, workspace?}
// Runs pipeline jobs now (signalctl jobs run). Without a workspace it runs for all of them and
// needs the operator credential; with one, that workspace's owner or admin may run it.
import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { createJobRunner, JOB_CHOICES } from '../subgraphs/accounts/jobs/runner.js';
import { parseBody } from './parse.js';
import { requireOperator, workspaceFor } from './auth.js';

const RunJob = z.object({
  job: z.enum(JOB_CHOICES),
  workspace: z.string().trim().min(1).max(100).optional(),
});

export function jobRoutes(rt: Runtime): Router {
  const r = Router();
  const runner = createJobRunner(rt);
  r.post('/jobs/run', async (req, res) => {
    const body = parseBody(RunJob, req.body);
    let workspaceId: string | undefined;
    if (body.workspace) {
      (req.params as Record<string, string>).workspace = body.workspace;
      workspaceId = (await workspaceFor(rt, req)).id;
    } else requireOperator(req);
    const progress: string[] = [];
    const runs = await runner.run(body.job, { workspaceId, onProgress: (m) => progress.push(m) });
    const failed = runs.filter((x) => x.status === 'failed');
    res.status(failed.length ? 500 : 200).json({ job: body.job, workspace_id: workspaceId ?? null, ok: failed.length === 0, runs, progress });
  });
  return r;
}
