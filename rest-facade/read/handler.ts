// One handler for every read route: parse the query (422 with the pydantic `detail` list on
// failure), run the route's GraphQL operation in-process through the gateway, answer its data.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, ERROR_CODES, type ErrorCode, type ErrorDetails } from '../../core/errors.js';
import { envelope } from '../../core/http/errors.js';
import type { GatewayRole } from '../../gateway/index.js';
import type { Logger } from '../../core/logger.js';
import type { Caller } from '../../core/auth/caller.js';
import { parseQuery, type ValidationItem } from '../validation.js';
import type { ReadRoute } from './routes.js';

/** The 422 of an invalid query: the envelope's error plus the pydantic-style `detail` items. */
export function readValidationError(items: ValidationItem[]): AppError {
  const fields = [...new Set(items.map((i) => String(i.loc.at(-1))))];
  return new AppError('VALIDATION_ERROR', `invalid query parameter${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`, {
    code: 'invalid_query_parameter',
    field: fields[0],
    fields,
  });
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

export type ReadOutcome = { ok: true; data: unknown } | { ok: false; error: AppError; detail?: ValidationItem[] };
export type ReadRunner = (query: Record<string, unknown>, caller: Caller, correlationId: string) => Promise<ReadOutcome>;

/** One read route for one caller: the code path of the REST routes and of the MCP tools. */
export function readRunner(route: ReadRoute, gateway: GatewayRole, logger: Logger): ReadRunner {
  // parsed and validated once, here: a broken route operation stops the start-up
  const operation = gateway.prepare(route.graphql);
  return async (query, caller, correlationId) => {
    const q = parseQuery(route.query, query);
    if (!q.ok) return { ok: false, error: readValidationError(q.items), detail: q.items };
    const result = await gateway.executePrepared<Record<string, unknown>>(operation, route.variables(q.value), caller, correlationId);
    if (result.errors?.length) {
      const error = fromGraphQLError(result.errors[0]!);
      if (error.status === 500) logger.error({ errors: result.errors, correlation_id: correlationId, path: route.path }, 'read API: GraphQL error');
      return { ok: false, error };
    }
    return { ok: true, data: result.data?.[route.field] };
  };
}

/** true when the caller may be answered; otherwise it has been answered through `next` (rest-facade/auth.ts confirmedKey) */
export type ConfirmCaller = (req: Request, res: Response, next: NextFunction) => Promise<boolean>;

export function readHandler(route: ReadRoute, gateway: GatewayRole, logger: Logger, confirm?: ConfirmCaller): RequestHandler {
  const run = readRunner(route, gateway, logger);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const r = await run(req.query as Record<string, unknown>, req.caller!, req.correlationId);
      if (confirm && !(await confirm(req, res, next))) return;
      if (r.ok) return void res.json(r.data);
      if (r.detail) return void res.status(422).json({ ...envelope(r.error, req.correlationId), detail: r.detail });
      next(r.error);
    } catch (err) {
      next(err);
    }
  };
}
