// GraphQL error shapes. Subgraph side: an AppError (wherever it sits in the cause chain) becomes
// extensions {code, status, details}, a lost database connection a 503 storage_unavailable;
// anything else is an INTERNAL whose message never leaves the process. Gateway side: only the
// spec's vocabulary and GraphQL's own request errors pass through; the rest is masked.
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ERROR_CODES } from '../core/errors.js';
import { knownError } from '../core/knownError.js';
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

/** The one place every subgraph's errors take their GraphQL shape (InProcessDataSource applies it). */
export function formatSubgraphError(err: GraphQLError, logger: Logger, correlationId?: string): GraphQLFormattedError {
  const original = err.originalError;
  const known = original ? knownError(original) : null;
  if (known) {
    // the client's to fix, or a storage outage it can retry: neither is a fault of this code
    if (known.status >= 500) logger.warn({ err: original, correlation_id: correlationId, path: err.path }, 'subgraph: storage unavailable');
    return { message: known.message, path: err.path, extensions: { code: known.code, status: known.status, details: known.details } };
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
  const { status, details } = formatted.extensions ?? {};
  // INTERNAL passes only as the subgraphs' 503 storage_unavailable, whose message hides nothing
  if (code in ERROR_CODES && (code !== 'INTERNAL' || status === 503)) {
    return { message: formatted.message, path: formatted.path, extensions: { code, status, details: details ?? null } };
  }
  if (REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  if (code !== 'INTERNAL') logger.error({ err: error, code }, 'gateway error');
  return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL', status: 500 } };
}
