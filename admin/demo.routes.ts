// POST /admin/v1/workspaces/:workspace/demo {visitors, days, seed}: simulated traffic through the
// collector and the pipeline (signalctl demo load). Deterministic for a seed.
import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { loadDemoTraffic } from '../subgraphs/accounts/demo/index.js';
import { parseBody } from './parse.js';
import { workspaceFor } from './auth.js';

const LoadDemo = z.object({
  visitors: z.number().int().min(1).max(20_000).default(600),
  days: z.number().int().min(1).max(365).default(28),
  seed: z.number().int().min(0).max(2 ** 31 - 1).default(42),
});

export function demoRoutes(rt: Runtime): Router {
  const r = Router();
  r.post('/workspaces/:workspace/demo', async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const body = parseBody(LoadDemo, req.body);
    const progress: string[] = [];
    const result = await loadDemoTraffic(rt, ws.id, body, (m) => progress.push(m));
    res.json({ workspace_id: ws.id, ...result, progress });
  });
  return r;
}
