// The gateway: composes the supergraph from every subgraph that has a schema, executes it with
// Apollo Gateway over in-process data sources, and serves it to the REST facade (execute) and to
// the dashboard (/graphql, mounted by the REST facade behind authentication and the rate limit).
//
// How a subgraph plugs in (webhooks, copilot):
//   1. Build the schema with core/graphql/buildFederatedSchema (type-graphql resolvers; entities
//      the subgraph only extends go in `orphanedTypes`; key fields typed exactly as in accounts:
//      Account, Visitor, Recommendation and Workspace are `@key(fields: "id")` with `id: ID!`).
//   2. Return it as `schema` on the Subgraph object from your create*Subgraph(rt); server/app.ts
//      already passes every subgraph here, and composition fails loudly at start-up on conflicts.
//   3. In resolvers, take the caller with `requireWorkspace(ctx)` (core/graphql/context): ctx is a
//      SubgraphContext built by InProcessDataSource from the signed caller token, never from input.
//      Throw AppError (core/errors) for the spec's error codes; anything else is masked as INTERNAL.
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router, type Request } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Runtime } from '../core/runtime.js';
import type { Caller } from '../core/auth/caller.js';
import type { Subgraph } from '../core/graphql/subgraph.js';
import type { RoleHandle } from '../server/role.js';
import { composeSupergraph } from './compose.js';
import { createCallerTokens } from './callerTokens.js';
import { InProcessDataSource, type GatewayContext } from './inProcessDataSource.js';
import { formatGatewayError } from './errors.js';
import { operationLimits } from './limits.js';

export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface GatewayRole extends RoleHandle {
  name: 'gateway';
  /** Runs an operation for an already authenticated caller (the REST facade's in-process hop). */
  execute<T = Record<string, unknown>>(op: GraphQLOperation, caller: Caller, correlationId: string): Promise<GraphQLResult<T>>;
  /** The /graphql HTTP handler; expects req.caller set by the authentication in front of it. */
  httpHandler(): Router;
  supergraphSdl: string;
}

export async function createGatewayRole(rt: Runtime, subgraphs: Subgraph[]): Promise<GatewayRole> {
  const tokens = createCallerTokens(rt.secrets.internalSecret);
  const supergraphSdl = composeSupergraph(subgraphs);
  const sources = new Map(
    subgraphs.filter((s) => s.schema).map((s) => [s.name, new InProcessDataSource(s.name, s.schema!, tokens, rt.logger)]),
  );
  // @apollo/gateway otherwise exports usage metrics to Apollo and probes cloud metadata endpoints
  // (169.254.169.254) at construction: this service never sends traffic it was not asked to.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) => {
      const source = sources.get(name as Subgraph['name']);
      if (!source) throw new Error(`gateway: no data source for subgraph "${name}"`);
      return source;
    },
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    // the internal API schema is not published (spec 4.2); developers get introspection locally
    introspection: rt.config.NODE_ENV === 'development',
    includeStacktraceInErrorResponses: false,
    validationRules: operationLimits(),
    formatError: (formatted, error) => formatGatewayError(formatted, error, rt.logger),
    plugins: [ApolloServerPluginLandingPageDisabled()],
    logger: rt.logger,
  });
  await server.start();

  const contextFor = async (caller: Caller | undefined | null, correlationId: string): Promise<GatewayContext> => ({
    callerToken: caller ? await tokens.sign(caller) : null,
    correlationId,
  });

  return {
    name: 'gateway',
    supergraphSdl,
    async execute<T>(op: GraphQLOperation, caller: Caller, correlationId: string): Promise<GraphQLResult<T>> {
      const res = await server.executeOperation<T>(op, { contextValue: await contextFor(caller, correlationId) });
      if (res.body.kind !== 'single') throw new Error('gateway: incremental delivery is not used');
      return res.body.singleResult as GraphQLResult<T>;
    },
    httpHandler() {
      const r = Router();
      r.use(express.json({ limit: '100kb' }));
      r.use(
        expressMiddleware(server, {
          context: async ({ req }) => contextFor((req as Request).caller, (req as Request).correlationId),
        }),
      );
      return r;
    },
    async stop() {
      await server.stop();
    },
  };
}
