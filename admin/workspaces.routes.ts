import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { createWorkspaceService } from '../subgraphs/accounts/workspaces/workspace.service.js';
import { PLAN_ORDER, accessFor } from '../core/plans.js';
import { parseBody } from './parse.js';
import { requireOperator, workspaceFor } from './auth.js';

const CreateWorkspace = z.object({
  name: z.string().trim().min(1).max(100),
  plan: z.enum(PLAN_ORDER as [string, ...string[]]).optional(),
  trial_days: z.number().int().min(0).max(365).optional(),
});

export function workspaceRoutes(rt: Runtime): Router {
  const r = Router();
  const workspaces = createWorkspaceService(rt);
  r.post('/workspaces', async (req, res) => {
    requireOperator(req);
    const body = parseBody(CreateWorkspace, req.body);
    const ws = await workspaces.create({ name: body.name, plan: body.plan as never, trialDays: body.trial_days });
    res.status(201).json({ workspace: view(ws, rt) });
  });
  r.get('/workspaces/:workspace', async (req, res) => {
    res.json({ workspace: view(await workspaceFor(rt, req), rt) });
  });
  return r;
}

function view(ws: Awaited<ReturnType<ReturnType<typeof createWorkspaceService>['get']>>, rt: Runtime) {
  const access = accessFor(ws, rt.clock);
  return {
    id: ws.id,
    name: ws.name,
    plan: ws.plan,
    effective_plan: access.effectivePlan,
    trial_ends_at: ws.trial_ends_at,
    monthly_cap: access.cap,
    site_key: ws.site_key,
    created_at: ws.created_at,
  };
}
