// GraphQL error shapes. Subgraph side: an AppError becomes extensions {code, status, details};
// anything else is an INTERNAL whose message never leaves the process. Gateway side: only the
// spec's vocabulary and GraphQL's own request errors pass through; the rest is masked.
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ERROR_CODES, isAppError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';

const INTERNAL_MESSAGE = 'internal server error; quote the correlation id when reporting it';

// errors Apollo Server itself raises about the request: the client's to fix, safe to show
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function formatSubgraphError(err: GraphQLError, logger: Logger, correlationId?: string): GraphQLFormattedError {
  const original = err.originalError;
  if (isAppError(original)) {
    return {
      message: original.message,
      path: err.path,
      extensions: { code: original.code, status: original.status, details: original.details },
    };
  }
  if (!original) {
    // a GraphQL error about the operation itself (bad variables and the like)
    return { message: err.message, path: err.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  logger.error({ err: original, correlation_id: correlationId, path: err.path }, 'subgraph resolver failed');
  return { message: INTERNAL_MESSAGE, path: err.path, extensions: { code: 'INTERNAL', status: 500 } };
}

export function formatGatewayError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? '');
  if (code in ERROR_CODES && code !== 'INTERNAL') {
    const { status, details } = formatted.extensions ?? {};
    return { message: formatted.message, path: formatted.path, extensions: { code, status, details: details ?? null } };
  }
  if (REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  if (code !== 'INTERNAL') logger.error({ err: error, code }, 'gateway error');
  return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL', status: 500 } };
}
