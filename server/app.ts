// Composes every role into one Express app on one HTTP server (DESIGN.md 1: one process, one port).
import express, { type Express } from 'express';
import { createServer, type Server } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Runtime } from '../core/runtime.js';
import { correlationId } from '../core/http/correlation.js';
import { errorHandler, notFoundHandler } from '../core/http/errors.js';
import { healthRole } from './health.js';
import { jwksRole } from './jwks.js';
import type { RoleHandle } from './role.js';
import { createAccountsSubgraph } from '../subgraphs/accounts/index.js';
import { createWebhooksSubgraph } from '../subgraphs/webhooks/index.js';
import { createCopilotSubgraph } from '../subgraphs/copilot/index.js';
import { createGatewayRole } from '../gateway/index.js';
import { createAuthFailureLimit, createRestFacadeRole } from '../rest-facade/index.js';
import { createAdminRole } from '../admin/index.js';
import { createIdentificationRole } from '../subgraphs/accounts/identification/role.js';
import { TRUSTED_PROXIES } from '../core/http/clientIp.js';
import { clientErrorHandler } from './clientError.js';
import { webAppRole } from './webapp.js';

export interface App {
  app: Express;
  server: Server;
  roles: RoleHandle[];
}

export async function buildApp(rt: Runtime): Promise<App> {
  const accounts = await createAccountsSubgraph(rt);
  const webhooks = await createWebhooksSubgraph(rt);
  const copilot = await createCopilotSubgraph(rt);
  const gateway = await createGatewayRole(rt, [accounts, webhooks, copilot]);
  // one failed-authentication budget per client address for the public surfaces and the operator API
  const authFailures = await createAuthFailureLimit(rt);
  const roles: RoleHandle[] = [
    { name: 'auth-failure-limit', stop: () => authFailures.close() }, // first: stopped last
    healthRole(rt),
    jwksRole(rt),
    accounts,
    createIdentificationRole(rt),
    webhooks,
    copilot,
    gateway,
    await createRestFacadeRole(rt, { gateway, copilot, authFailures }),
    createAdminRole(rt, { authFailures }),
    webAppRole(),
  ];

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', TRUSTED_PROXIES);
  app.use(correlationId());
  const httpLog = pinoHttp({
    logger: rt.logger,
    genReqId: (req) => (req as express.Request).correlationId,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
  // pino-http logs each response at info; below that level it would only build per-request child
  // loggers nobody reads (measured: ~7% of the CPU of a read API request)
  app.use((req, res, next) => (rt.logger.isLevelEnabled('info') ? httpLog(req, res, next) : next()));
  for (const role of roles) await role.mount?.(app);
  app.use(notFoundHandler());
  app.use(errorHandler(rt.logger));

  // hot routes (pixel hits) answered before Express; everything else goes to the app
  const fast = roles.flatMap((r) => (r.handle ? [r.handle] : []));
  const server = createServer((req, res) => {
    for (const handle of fast) if (handle(req, res)) return;
    app(req, res);
  });
  server.on('clientError', clientErrorHandler(rt.logger));
  for (const role of roles) role.attach?.(server);
  return { app, server, roles };
}
