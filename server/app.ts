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
import { createRestFacadeRole } from '../rest-facade/index.js';
import { createAdminRole } from '../admin/index.js';
import { createIdentificationRole } from '../subgraphs/accounts/identification/role.js';
import { COLLECT_PATH } from '../subgraphs/accounts/identification/collector/collect.routes.js';

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
  const roles: RoleHandle[] = [
    healthRole(rt),
    jwksRole(rt),
    accounts,
    createIdentificationRole(rt),
    webhooks,
    copilot,
    gateway,
    await createRestFacadeRole(rt, { gateway, copilot }),
    createAdminRole(rt),
  ];

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(correlationId());
  const httpLog = pinoHttp({
    logger: rt.logger,
    genReqId: (req) => (req as express.Request).correlationId,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (req) => ((req as express.Request).path === COLLECT_PATH ? 'debug' : 'info'),
  });
  // pixel hits are the bulk of all requests: logged at debug only, and skipped altogether above
  // debug (the per-request child logger is most of their cost; the collector logs its own failures)
  const debug = rt.logger.isLevelEnabled('debug');
  app.use((req, res, next) => (debug || req.path !== COLLECT_PATH ? httpLog(req, res, next) : next()));
  for (const role of roles) await role.mount?.(app);
  app.use(notFoundHandler());
  app.use(errorHandler(rt.logger));

  const server = createServer(app);
  for (const role of roles) role.attach?.(server);
  return { app, server, roles };
}
