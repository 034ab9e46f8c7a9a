// The error a transport may show its client, or null for a fault to mask as INTERNAL 500.
// GraphQL and middleware wrap what resolvers throw (GraphQLError.originalError, Error.cause), so the
// AppError is looked for along that chain; a lost database connection is not the request's fault
// and may pass on retry, so it becomes 503 storage_unavailable.
import { isConnectionLost } from './db/connectionLost.js';
import { isAppError, storageUnavailable, type AppError } from './errors.js';

const MAX_DEPTH = 6;

export function knownError(err: unknown): AppError | null {
  let e: unknown = err;
  for (let i = 0; i < MAX_DEPTH && e && typeof e === 'object'; i++) {
    if (isAppError(e)) return e;
    const next = (e as { originalError?: unknown }).originalError ?? (e as { cause?: unknown }).cause;
    if (next === e) break;
    e = next;
  }
  return isConnectionLost(err) ? storageUnavailable() : null;
}
