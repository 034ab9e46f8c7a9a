// A subgraph served by another process (its role's POST /graphql, server/subgraphHttp.ts). The
// caller travels only as the signed caller token the gateway already put in its context; the
// correlation id goes along so one request reads as one story in every process's log.
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayContext } from './inProcessDataSource.js';
import { CORRELATION_HEADER } from '../core/http/correlation.js';

export const CALLER_TOKEN_HEADER = 'x-signal-caller-token';

export class RemoteSubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(url: string) {
    // Node's own fetch (undici: pooled keep-alive connections) instead of the default make-fetch-happen
    super({ url, fetcher: globalThis.fetch as unknown as RemoteGraphQLDataSource['fetcher'] });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const ctx = context as Partial<GatewayContext>;
    if (ctx.callerToken) request.http?.headers.set(CALLER_TOKEN_HEADER, ctx.callerToken);
    if (ctx.correlationId) request.http?.headers.set(CORRELATION_HEADER, ctx.correlationId);
  }
}
