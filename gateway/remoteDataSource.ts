// A subgraph served by another process (its role's POST /graphql, server/subgraphHttp.ts). The
// caller travels only as the signed caller token the gateway already put in its context; the
// correlation id goes along so one request reads as one story in every process's log.
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from './inProcessDataSource.js';
import { storageUnavailable } from '../core/errors.js';
import { CORRELATION_HEADER } from '../core/http/correlation.js';

export const CALLER_TOKEN_HEADER = 'x-signal-caller-token';

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** no answer at all (refused, reset, timed out) or a proxy's "not there right now" */
function unavailable(err: unknown): boolean {
  if (!(err instanceof GraphQLError)) return true;
  const status = (err.extensions?.response as { status?: number } | undefined)?.status;
  return status !== undefined && RETRYABLE_STATUS.has(status);
}

export class RemoteSubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(url: string) {
    // Node's own fetch (undici: pooled keep-alive connections) instead of the default make-fetch-happen
    super({ url, fetcher: globalThis.fetch as unknown as RemoteGraphQLDataSource['fetcher'] });
  }

  /** an unreachable or restarting subgraph is a retryable 503, as a lost database connection is */
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    try {
      return await super.process(options);
    } catch (err) {
      if (!unavailable(err)) throw err;
      const e = storageUnavailable();
      throw new GraphQLError(e.message, { originalError: err as Error, extensions: { code: e.code, status: e.status, details: e.details } });
    }
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const ctx = context as Partial<GatewayContext>;
    if (ctx.callerToken) request.http?.headers.set(CALLER_TOKEN_HEADER, ctx.callerToken);
    if (ctx.correlationId) request.http?.headers.set(CORRELATION_HEADER, ctx.correlationId);
  }
}
