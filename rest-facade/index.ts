// The REST facade: /signal-api/v1/* (read API over the gateway, in-process), its OpenAPI document,
// /agent-api/capabilities, the copilot routes and /graphql for the dashboard, all behind one
// authentication middleware and one per-workspace rate limit.
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Runtime } from '../core/runtime.js';
import type { RoleHandle } from '../server/role.js';
import type { GatewayRole } from '../gateway/index.js';
import type { Subgraph } from '../core/graphql/subgraph.js';
import { createCopilotRoutes } from './copilot/index.js';
import { authenticate, authenticateRiding, confirmBeforeError, confirmedKey, requireScope } from './auth.js';
import { createWorkspaceRateLimit } from './rateLimit.js';
import { createAuthFailureLimit, type AuthFailureLimit } from './authFailureLimit.js';
import { READ_ROUTES, READ_SCOPE } from './read/routes.js';
import { readHandler } from './read/handler.js';
import { buildOpenApiDocument, READ_API_PREFIX } from './openapi.js';
import { buildCapabilities, CAPABILITIES_PATH } from './capabilities.js';
import { COPILOT_PREFIX } from './copilotRoutes.js';
import { copilotService, createMcpRouter, createMcpTools, MCP_PATH } from '../mcp/index.js';

export { authenticate, requireScope } from './auth.js';
export { createWorkspaceRateLimit, type WorkspaceRateLimit } from './rateLimit.js';
export { createAuthFailureLimit, type AuthFailureLimit } from './authFailureLimit.js';

export const GRAPHQL_PATH = '/graphql';

export async function createRestFacadeRole(
  rt: Runtime,
  deps: { gateway: GatewayRole; copilot: Subgraph; /** shared with the operator API; created (and closed) here when absent */ authFailures?: AuthFailureLimit },
): Promise<RoleHandle> {
  const rate = await createWorkspaceRateLimit(rt);
  const ownFailures = deps.authFailures ? null : await createAuthFailureLimit(rt);
  const failures = deps.authFailures ?? ownFailures!;
  const auth = authenticate(rt, failures);
  // documents depend on the origin callers reach us by (SIGNAL_PUBLIC_URL, else the request's own)
  const byOrigin = new Map<string, { origin: string; openapi: object; capabilities: object }>();
  const docsFor = (req: Request) => {
    const origin = rt.config.SIGNAL_PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
    let docs = byOrigin.get(origin);
    if (!docs) {
      const openapi = buildOpenApiDocument(origin + READ_API_PREFIX, rate.policy, failures.policy);
      docs = { origin, openapi, capabilities: buildCapabilities(origin, openapi, rate.policy, failures.policy) };
      if (byOrigin.size > 50) byOrigin.clear();
      byOrigin.set(origin, docs);
    }
    return docs;
  };

  return {
    name: 'rest-facade',
    mount(app) {
      const v1 = Router();
      v1.get('/openapi.json', (req, res) => void res.json(docsFor(req).openapi));
      // the read routes check that a known key is still active in the same round trip as the read
      // (authenticateRiding): every answer, success or error, waits for that check
      const readAuth = authenticateRiding(rt, failures);
      const confirm = (req: Request, res: Response, next: NextFunction) => confirmedKey(req, res, next, failures, rate.giveBack);
      for (const route of READ_ROUTES) {
        v1.get(route.path, readAuth, rate.middleware, requireScope(READ_SCOPE), readHandler(route, deps.gateway, rt.logger, confirm));
      }
      v1.use(confirmBeforeError(failures, rate.giveBack));
      app.use(READ_API_PREFIX, v1);

      app.get(CAPABILITIES_PATH, (req, res) => void res.json(docsFor(req).capabilities));

      // the copilot router checks its own scope (copilot) and read-only rules for key callers
      const copilot = Router();
      copilot.use(auth, rate.middleware, createCopilotRoutes(rt, { copilot: deps.copilot }));
      app.use(COPILOT_PREFIX, copilot);

      // MCP for AI agents: the same tools over the read routes and the copilot (mcp/)
      const tools = createMcpTools({ gateway: deps.gateway, copilot: copilotService(deps.copilot), logger: rt.logger });
      app.use(MCP_PATH, createMcpRouter({ tools, auth, rate, docs: docsFor }));

      // the dashboard's GraphQL, on the same credentials and budget; keys need scope read
      app.use(GRAPHQL_PATH, auth, rate.middleware, requireScope(READ_SCOPE), deps.gateway.httpHandler());
    },
    async stop() {
      await rate.close();
      await ownFailures?.close();
    },
  };
}
