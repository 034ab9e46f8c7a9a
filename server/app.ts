// Composes the roles this process runs into one Express app on one HTTP server (DESIGN.md 1: by
// default every role in one process, one port).
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
import type { Role } from '../core/config.js';
import type { Subgraph } from '../core/graphql/subgraph.js';
import { createCallerTokens } from '../gateway/callerTokens.js';
import { subgraphHttpHandler } from '../gateway/subgraphHttp.js';
import { webAppRole } from './webapp.js';

export interface App {
  app: Express;
  server: Server;
  roles: RoleHandle[];
}

/** the subgraph roles, each servable over HTTP on its own (gateway/subgraphHttp.ts) */
const SUBGRAPH_ROLES = ['accounts', 'copilot', 'webhooks'] as const satisfies readonly Role[];

const subgraphUrl = (rt: Runtime, name: Subgraph['name']): string | undefined =>
  ({ accounts: rt.config.SIGNAL_SUBGRAPH_ACCOUNTS_URL, copilot: rt.config.SIGNAL_SUBGRAPH_COPILOT_URL, webhooks: rt.config.SIGNAL_SUBGRAPH_WEBHOOKS_URL })[name];

/**
 * The roles this process runs (SIGNAL_ROLES, `--role`): a subgraph is built when its role is on, when
 * the gateway runs it in-process (its URL unset), or, for webhooks, when the worker delivers. A subgraph
 * role serves POST /subgraphs/<name>/graphql, and POST /graphql too when it is the process's only
 * HTTP GraphQL (no gateway, one subgraph): the address composition tools and Router expect.
 */
export async function buildApp(rt: Runtime): Promise<App> {
  const on = rt.config.SIGNAL_ROLES;
  const gatewayOn = on.has('gateway');
  const needed = (name: Subgraph['name']) => on.has(name) || (gatewayOn && !subgraphUrl(rt, name));
  const accounts = needed('accounts') ? await createAccountsSubgraph(rt) : null;
  const webhooks = needed('webhooks') || on.has('worker') ? await createWebhooksSubgraph(rt) : null;
  // the REST facade's copilot routes call the copilot service directly, so the gateway builds it
  const copilot = needed('copilot') || gatewayOn ? await createCopilotSubgraph(rt) : null;
  const built = [accounts, webhooks, copilot].filter((s): s is Subgraph => s !== null);

  const roles: RoleHandle[] = [healthRole(rt), jwksRole(rt), ...built, createIdentificationRole(rt)];
  if (gatewayOn) {
    const remote = Object.fromEntries(
      SUBGRAPH_ROLES.flatMap((name) => (subgraphUrl(rt, name) ? [[name, subgraphUrl(rt, name)!]] : [])),
    ) as Partial<Record<Subgraph['name'], string>>;
    const gateway = await createGatewayRole(
      rt,
      built.filter((s) => !remote[s.name]),
      remote,
    );
    // one failed-authentication budget per client address for the public surfaces and the operator API
    const authFailures = await createAuthFailureLimit(rt);
    roles.unshift({ name: 'auth-failure-limit', stop: () => authFailures.close() }); // first: stopped last
    roles.push(gateway, await createRestFacadeRole(rt, { gateway, copilot: copilot!, authFailures }), createAdminRole(rt, { authFailures }), webAppRole(rt));
  }
  const served = built.filter((s) => s.schema && on.has(s.name));
  if (served.length) {
    const tokens = createCallerTokens(rt.secrets.internalSecret);
    const alone = !gatewayOn && served.length === 1;
    roles.push({
      name: 'subgraph-http',
      mount(app) {
        for (const s of served) {
          const handler = subgraphHttpHandler(s as Subgraph & { schema: NonNullable<Subgraph['schema']> }, tokens, rt.logger);
          app.use(`/subgraphs/${s.name}/graphql`, handler);
          if (alone) app.use('/graphql', handler);
        }
      },
    });
  }

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
  // Keep idle connections longer than clients and load balancers do (undici ~4 s, ALB 60 s): when
  // the server closes first, a client reusing the socket at that instant gets ECONNRESET (seen under
  // load). headersTimeout must exceed keepAliveTimeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('clientError', clientErrorHandler(rt.logger));
  for (const role of roles) role.attach?.(server);
  return { app, server, roles };
}
