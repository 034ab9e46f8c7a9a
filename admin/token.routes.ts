// signalctl token: a session JWT from the development issuer (embedded default only). The user is
// a development member of the workspace with the asked role, created on first use.
import { Router } from 'express';
import { z } from 'zod';
import type { Runtime } from '../core/runtime.js';
import { AppError } from '../core/errors.js';
import { parseBody } from './parse.js';
import { requireOperator, workspaceFor } from './auth.js';
import { createMemberService } from '../subgraphs/accounts/members/member.service.js';

const TokenRequest = z.object({
  role: z.enum(['owner', 'admin', 'member']).default('owner'),
  ttl_seconds: z.number().int().min(60).max(30 * 86_400).default(3600),
});

export function tokenRoutes(rt: Runtime): Router {
  const r = Router();
  r.post('/workspaces/:workspace/token', async (req, res) => {
    requireOperator(req);
    if (!rt.devIssuer)
      throw new AppError('FORBIDDEN', 'an external identity provider is configured: sign in there instead', {
        code: 'external_idp_configured',
      });
    const ws = await workspaceFor(rt, req);
    const { role, ttl_seconds } = parseBody(TokenRequest, req.body);
    const email = `dev-${role}@${ws.site_key.toLowerCase()}.signal.local`;
    const userId = await createMemberService(rt).devMember(ws.id, email, role);
    const token = await rt.devIssuer.sign({ sub: userId, wid: ws.id, role, email }, ttl_seconds);
    res.status(201).json({ token, workspace_id: ws.id, user_id: userId, role, expires_in: ttl_seconds });
  });
  return r;
}
