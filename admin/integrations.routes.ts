// The operator's view of a workspace's integrations (signalctl integrations ...): the email-platform
// connection, sync rules with their recent runs (sandbox runs labelled), and vendor credits, which
// only the operator grants.
import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { createAccountsServices } from '../subgraphs/accounts/services.js';
import { ENRICHMENT_VENDORS } from '../subgraphs/accounts/enrichment/vendor.js';
import { parseBody } from './parse.js';
import { requireOperator, workspaceFor } from './auth.js';

const Grant = z.object({
  vendor: z.enum(ENRICHMENT_VENDORS).default('peopledatalabs'),
  credits: z.number().int().min(1).max(1_000_000),
  reason: z.string().trim().min(1).max(200).default('operator grant'),
});

export function integrationRoutes(rt: Runtime): Router {
  const r = Router();
  const s = createAccountsServices(rt);
  r.get('/workspaces/:workspace/integrations', async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const esp = await s.esp.get(ws.id);
    const rules = await s.syncRules.records(ws.id);
    res.json({
      workspace_id: ws.id,
      esp: esp
        ? { provider: esp.provider, status: esp.status, sandbox: esp.sandbox, connected_at: esp.connected_at, verified_at: esp.verified_at, account: esp.account_label }
        : null,
      sync_rules: await Promise.all(rules.map(async (rule) => ({ name: rule.name, state: rule.state, esp: rule.esp, list_id: rule.list_id, runs: await s.syncRuns.history(ws.id, rule.id, 5) }))),
      enrichment: await s.enrichmentRuns.estimate(ws.id),
    });
  });
  r.post('/workspaces/:workspace/credits', async (req, res) => {
    requireOperator(req);
    const ws = await workspaceFor(rt, req);
    const body = parseBody(Grant, req.body);
    res.status(201).json(await s.enrichmentRuns.grant(ws.id, body.vendor, body.credits, body.reason));
  });
  return r;
}
