// One handler for every read route: parse the query (422 with the pydantic `detail` list on
// failure), run the route's GraphQL operation in-process through the gateway, answer its data.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, ERROR_CODES, type ErrorCode, type ErrorDetails } from '../../core/errors.js';
import { envelope } from '../../core/http/errors.js';
import type { GatewayRole } from '../../gateway/index.js';
import type { Logger } from '../../core/logger.js';
import { parseQuery, type ValidationItem } from '../validation.js';
import type { ReadRoute } from './routes.js';

function sendValidationError(req: Request, res: Response, items: ValidationItem[]): void {
  const fields = [...new Set(items.map((i) => String(i.loc.at(-1))))];
  const err = new AppError('VALIDATION_ERROR', `invalid query parameter${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`, {
    code: 'invalid_query_parameter',
    field: fields[0],
    fields,
  });
  res.status(422).json({ ...envelope(err, req.correlationId), detail: items });
}

/** A GraphQL error from the gateway back to the spec's vocabulary; anything unknown is INTERNAL. */
export function fromGraphQLError(e: GraphQLFormattedError): AppError {
  const code = String(e.extensions?.code ?? '');
  const status = typeof e.extensions?.status === 'number' ? e.extensions.status : undefined;
  // INTERNAL comes through only as the gateway lets it: 503 storage_unavailable, retry later
  if (code in ERROR_CODES && (code !== 'INTERNAL' || status === 503)) {
    return new AppError(code as ErrorCode, e.message, (e.extensions?.details as ErrorDetails | null) ?? null, status);
  }
  return new AppError('INTERNAL', 'internal server error; quote the correlation id when reporting it');
}

export function readHandler(route: ReadRoute, gateway: GatewayRole, logger: Logger): RequestHandler {
  // parsed and validated once, here: a broken route operation stops the start-up
  const operation = gateway.prepare(route.graphql);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const q = parseQuery(route.query, req.query as Record<string, unknown>);
      if (!q.ok) return sendValidationError(req, res, q.items);
      const result = await gateway.executePrepared<Record<string, unknown>>(operation, route.variables(q.value), req.caller!, req.correlationId);
      if (result.errors?.length) {
        const err = fromGraphQLError(result.errors[0]!);
        if (err.status === 500) logger.error({ errors: result.errors, correlation_id: req.correlationId, path: req.path }, 'read API: GraphQL error');
        return next(err);
      }
      res.json(result.data?.[route.field]);
    } catch (err) {
      next(err);
    }
  };
}
