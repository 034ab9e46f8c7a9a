// A subgraph role's HTTP face: POST /graphql as the gateway (or Apollo Router) calls it. The
// operation runs through the same InProcessDataSource the in-process gateway uses (document cache,
// graphql-jit, error shapes), so a subgraph answers the same over HTTP as in-process.
// Without a valid signed caller token (X-Signal-Caller-Token, minted by the gateway with the internal
// secret) only `{ _service { sdl } }` is answered: composition tools ask for it without credentials.
// Everything else, `_entities` included, is 401: a subgraph never trusts anything but the token.
import express, { Router, type Request } from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { Subgraph } from '../core/graphql/subgraph.js';
import type { Logger } from '../core/logger.js';
import type { CallerTokens } from './callerTokens.js';
import { InProcessDataSource } from './inProcessDataSource.js';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { CALLER_TOKEN_HEADER } from './remoteDataSource.js';

/** true when every operation selects only _service (and __typename): the SDL query */
function asksOnlyForSdl(document: DocumentNode): boolean {
  return document.definitions.every(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      d.operation === 'query' &&
      d.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (s.name.value === '_service' || s.name.value === '__typename')),
  );
}

const graphqlError = (status: number, code: string, message: string) => ({
  status,
  body: { errors: [{ message, extensions: { code, status } }] },
});

export function subgraphHttpHandler(subgraph: Subgraph & { schema: NonNullable<Subgraph['schema']> }, tokens: CallerTokens, logger: Logger): Router {
  const source = new InProcessDataSource(subgraph.name, subgraph.schema, tokens, logger, { compileQueries: subgraph.compileQueries === true });
  const r = Router();
  r.post('/', express.json({ limit: '1mb' }), async (req: Request, res, next) => {
    try {
      const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown };
      if (typeof body?.query !== 'string') {
        const e = graphqlError(400, 'BAD_REQUEST', 'body must be JSON with a string "query"');
        return void res.status(e.status).json(e.body);
      }
      const token = req.get(CALLER_TOKEN_HEADER) ?? null;
      const caller = await tokens.verify(token);
      if (!caller) {
        let document: DocumentNode | null = null;
        try {
          document = parse(body.query);
        } catch {
          /* unauthenticated and unparsable: same answer as any other unauthenticated request */
        }
        if (!document || !asksOnlyForSdl(document)) {
          const e = graphqlError(401, 'UNAUTHORIZED', 'missing or invalid internal caller token');
          return void res.status(e.status).json(e.body);
        }
      }
      const result = await source.process({
        kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
        request: {
          query: body.query,
          operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
          variables: body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined,
        },
        incomingRequestContext: {} as never, // InProcessDataSource reads only request and context
        context: { callerToken: caller ? token : null, correlationId: req.correlationId },
      });
      res.json(result);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
