// The gateway: composes the supergraph from every subgraph that has a schema, executes it with
// Apollo Gateway over in-process data sources, and serves it to the REST facade (prepare and
// executePrepared for its fixed route operations) and to the dashboard
// (/graphql, mounted by the REST facade behind authentication and the rate limit).
//
// How a subgraph plugs in (webhooks, copilot):
//   1. Build the schema with core/graphql/buildFederatedSchema (type-graphql resolvers; entities
//      the subgraph only extends go in `orphanedTypes`; key fields typed exactly as in accounts:
//      Account, Visitor, Recommendation and Workspace are `@key(fields: "id")` with `id: ID!`).
//   2. Return it as `schema` on the Subgraph object from your create*Subgraph(rt); server/app.ts
//      already passes every subgraph here, and composition fails loudly at start-up on conflicts.
//   3. In resolvers, take the caller with `requireWorkspace(ctx)` (core/graphql/context): ctx is a
//      SubgraphContext built by InProcessDataSource from the signed caller token, never from input.
//      Throw AppError (core/errors) for the spec's error codes (gateway/errors.ts gives them their
//      GraphQL shape for every subgraph; no per-subgraph middleware). A lost database connection
//      becomes 503 storage_unavailable; anything else is masked as INTERNAL.
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { Supergraph } from '@apollo/federation-internals';
// the enum the data source interface types its `kind` with; the package root does not re-export it
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router, type Request } from 'express';
import { createHash } from 'node:crypto';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Runtime } from '../core/runtime.js';
import type { Caller } from '../core/auth/caller.js';
import type { Subgraph } from '../core/graphql/subgraph.js';
import type { RoleHandle } from '../server/role.js';
import { composeSupergraph } from './compose.js';
import { readSupergraphSdl } from './supergraphFile.js';
import { RemoteSubgraphDataSource } from './remoteDataSource.js';
import { createCallerTokens } from './callerTokens.js';
import { InProcessDataSource, type GatewayContext } from './inProcessDataSource.js';
import { formatGatewayError } from './errors.js';
import { operationLimits } from './limits.js';
import { createSingleFetchPlanner, type SingleFetch } from './singleFetch.js';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: readonly GraphQLFormattedError[];
}

/** An operation parsed and validated once against the supergraph's API schema (see prepare). */
export interface PreparedOperation {
  readonly query: string;
}

export interface GatewayRole extends RoleHandle {
  name: 'gateway';
  /**
   * Parses and validates a fixed operation once (the same rules Apollo Server applies: GraphQL's
   * own plus the depth and cost limits); throws when it is invalid. For the REST facade's routes.
   */
  prepare(query: string): PreparedOperation;
  /**
   * Runs a prepared operation for an already authenticated caller (the REST facade's in-process
   * hop): straight into the gateway's executor (query plan cache, subgraph fetches, result
   * shaping), without Apollo Server's per-request hashing, document-store lookup and plugin hooks
   * (measured: ~8% of the CPU of a /accounts request). Errors are formatted exactly as
   * Apollo Server formats them on /graphql.
   */
  executePrepared<T = Record<string, unknown>>(
    op: PreparedOperation,
    variables: Record<string, unknown>,
    caller: Caller,
    correlationId: string,
  ): Promise<GraphQLResult<T>>;
  /** The /graphql HTTP handler; expects req.caller set by the authentication in front of it. */
  httpHandler(): Router;
  supergraphSdl: string;
}

interface Prepared {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | null;
  queryHash: string;
  /** set when the plan is one fetch whose answer is already the result (gateway/singleFetch) */
  singleFetch: SingleFetch | null;
}

/** each subgraph's schema: its own when in this process, otherwise as the supergraph records it */
function subgraphSchemas(supergraphSdl: string, inProcess: Subgraph[]): Map<string, GraphQLSchema> {
  const out = new Map<string, GraphQLSchema>();
  for (const s of Supergraph.build(supergraphSdl).subgraphs()) out.set(s.name, s.schema.toGraphQLJSSchema());
  for (const s of inProcess) if (s.schema) out.set(s.name, s.schema);
  return out;
}

type GatewayRequestContext = Parameters<ApolloGateway['executor']>[0];

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** Variable coercion errors without a code are the caller's (Apollo Server's isBadUserInputGraphQLError). */
function isBadUserInput(e: GraphQLError): boolean {
  const node = e.nodes?.length === 1 ? e.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return false;
  const v = `Variable "$${node.variable.name.value}" `;
  return ['has invalid value', 'got invalid value ', 'of required type ', 'of non-null type '].some((m) => e.message.startsWith(v + m));
}

/** The executor's errors through the same normalisation and formatError as Apollo Server's pipeline. */
function formatExecutorError(
  error: GraphQLError,
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError,
): GraphQLFormattedError {
  try {
    const e = error instanceof GraphQLError ? error : new GraphQLError(String((error as Error)?.message ?? error), { originalError: error });
    const code = e.extensions?.code ?? (isBadUserInput(e) ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
    const { http: _http, ...extensions } = { ...e.extensions, code } as Record<string, unknown>;
    return formatError({ ...e.toJSON(), extensions }, error);
  } catch {
    return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
}

/**
 * The gateway over `inProcess` subgraphs (run in this process) and `remote` ones (name → URL of their
 * POST /graphql). With every subgraph in-process the supergraph is composed from their schemas here;
 * as soon as one is remote, the gateway runs the checked-in supergraph (gateway/supergraph.graphql),
 * the contract both sides were built against.
 */
export async function createGatewayRole(
  rt: Runtime,
  inProcess: Subgraph[],
  remote: Partial<Record<Subgraph['name'], string>> = {},
): Promise<GatewayRole> {
  const tokens = createCallerTokens(rt.secrets.internalSecret);
  const remoteNames = Object.keys(remote) as Subgraph['name'][];
  const supergraphSdl = remoteNames.length ? readSupergraphSdl() : composeSupergraph(inProcess);
  const sources = new Map<string, GraphQLDataSource<GatewayContext>>([
    ...inProcess
      .filter((s) => s.schema)
      .map((s) => [s.name, new InProcessDataSource(s.name, s.schema!, tokens, rt.logger, { compileQueries: s.compileQueries === true })] as const),
    ...remoteNames.map((name) => [name, new RemoteSubgraphDataSource(remote[name]!)] as const),
  ]);
  // @apollo/gateway otherwise exports usage metrics to Apollo and probes cloud metadata endpoints
  // (169.254.169.254) at construction: this service never sends traffic it was not asked to.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) => {
      const source = sources.get(name);
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

  const validationRules = [...specifiedRules, ...operationLimits()];
  const formatError = (formatted: GraphQLFormattedError, error: unknown) => formatGatewayError(formatted, error, rt.logger);
  const prepared = new WeakMap<PreparedOperation, Prepared>();
  const prepareFor = (query: string, schema: GraphQLSchema): Prepared => {
    const document = parse(query);
    const errors = validate(schema, document, validationRules);
    if (errors.length) throw new Error(`gateway: invalid prepared operation: ${errors.map((e) => e.message).join('; ')}`);
    const operation = getOperationAST(document);
    if (!operation || operation.operation !== 'query') throw new Error('gateway: a prepared operation must be one query');
    const operationName = operation.name?.value ?? null;
    const singleFetch = singleFetchPlanner.plan(document, operationName);
    return { schema, document, operation, operationName, queryHash: sha256Hex(query), singleFetch };
  };
  const apiSchema = (): GraphQLSchema => {
    if (!gateway.schema) throw new Error('gateway: no schema loaded');
    return gateway.schema;
  };
  // the supergraph is composed here, once (supergraphSdl), so plans made from it stay the gateway's
  const singleFetchPlanner = createSingleFetchPlanner(supergraphSdl, subgraphSchemas(supergraphSdl, inProcess));

  /** The fetch as the gateway would send it; its data when clean. A response with errors, no data
   *  or a data source that throws returns undefined and the operation runs the full gateway path,
   *  which words and shapes errors its own way: prepared operations are queries, so running one
   *  again is safe. */
  const runSingleFetch = async (
    fetch: SingleFetch,
    variables: Record<string, unknown>,
    requestContext: GatewayRequestContext & { context: GatewayContext },
  ) => {
    const source = sources.get(fetch.serviceName);
    if (!source) return undefined;
    const used: Record<string, unknown> = {};
    for (const name of fetch.variableUsages) if (variables[name] !== undefined) used[name] = variables[name];
    try {
      const response = await source.process({
        kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
        request: { query: fetch.query, operationName: fetch.operationName, variables: used },
        incomingRequestContext: requestContext,
        context: requestContext.context,
      });
      return response.errors?.length ? undefined : (response.data ?? undefined);
    } catch {
      return undefined;
    }
  };

  const contextFor = async (caller: Caller | undefined | null, correlationId: string): Promise<GatewayContext> => ({
    callerToken: caller ? await tokens.sign(caller) : null,
    correlationId,
  });

  return {
    name: 'gateway',
    supergraphSdl,
    prepare(query) {
      const op: PreparedOperation = Object.freeze({ query });
      prepared.set(op, prepareFor(query, apiSchema()));
      return op;
    },
    async executePrepared<T>(op: PreparedOperation, variables: Record<string, unknown>, caller: Caller, correlationId: string) {
      let p = prepared.get(op);
      if (!p) throw new Error('gateway: operation was not prepared here');
      const schema = apiSchema();
      if (p.schema !== schema) prepared.set(op, (p = prepareFor(op.query, schema))); // the supergraph changed: validate again
      // the fields Apollo Server hands the gateway executor (makeGatewayGraphQLRequestContext)
      const requestContext: GatewayRequestContext & { context: GatewayContext } = {
        request: { query: op.query, variables },
        logger: server.logger,
        schema,
        schemaHash: 'schemaHash no longer exists since Apollo Server 4' as never,
        context: await contextFor(caller, correlationId),
        cache: server.cache,
        queryHash: p.queryHash,
        document: p.document,
        source: op.query,
        operationName: p.operationName,
        operation: p.operation,
        metrics: {},
        debug: false,
        overallCachePolicy: undefined,
        requestIsBatched: false,
      };
      if (p.singleFetch) {
        const data = await runSingleFetch(p.singleFetch, variables, requestContext);
        if (data) return { data: data as T };
      }
      let result: Awaited<ReturnType<ApolloGateway['executor']>>;
      try {
        result = await gateway.executor(requestContext);
      } catch (err) {
        // as Apollo Server does for an executor that throws
        rt.logger.error({ err, correlation_id: correlationId }, 'gateway: unexpected error executing an operation');
        throw new Error('Internal server error');
      }
      return {
        data: result.data as T | null | undefined,
        errors: result.errors?.length ? result.errors.map((e) => formatExecutorError(e, formatError)) : undefined,
      };
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
