import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { createApiKeyService } from '../subgraphs/accounts/keys/apiKey.service.js';
import { parseBody } from './parse.js';
import { workspaceFor } from './auth.js';

const CreateKey = z.object({ name: z.string().trim().min(1).max(100), scopes: z.array(z.string()).min(1) });
const RevokeKey = z.object({ name: z.string().trim().min(1) });

export function keyRoutes(rt: Runtime): Router {
  const r = Router();
  const keys = createApiKeyService(rt);
  r.post('/workspaces/:workspace/keys', async (req, res) => {
    const ws = await workspaceFor(rt, req);
    const body = parseBody(CreateKey, req.body);
    const { plaintext, ...key } = await keys.create(ws.id, body);
    res.status(201).json({ key: { ...key, plaintext }, note: 'the plaintext key is shown once; store it now' });
  });
  r.get('/workspaces/:workspace/keys', async (req, res) => {
    const ws = await workspaceFor(rt, req);
    res.json({ keys: await keys.list(ws.id, { includeRevoked: true }) });
  });
  r.post('/workspaces/:workspace/keys/revoke', async (req, res) => {
    const ws = await workspaceFor(rt, req);
    res.json({ key: await keys.revokeByName(ws.id, parseBody(RevokeKey, req.body).name) });
  });
  return r;
}
