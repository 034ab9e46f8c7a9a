// Whether an error means the database connection went away (server restarted, backend terminated,
// network cut) rather than that the statement was wrong: the request may succeed when retried, so
// transports answer 503 storage_unavailable instead of 500. Recognises node-postgres errors, the
// Prisma driver adapter's mapping of them, and the socket errors underneath, at any depth of cause.

// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is
// "connection exception"
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// Prisma's codes for the driver adapter kinds below (P1001 not reachable, P1008 timeout, P1017 closed)
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017']);
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// node-postgres raises these as plain Errors without a code
const PG_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

const MAX_DEPTH = 6; // causes nest a few levels (GraphQL → Prisma → adapter → pg); never loop

export function isConnectionLost(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > MAX_DEPTH) return false;
  const e = err as {
    code?: unknown;
    originalCode?: unknown;
    kind?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    meta?: { driverAdapterError?: unknown };
    errors?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : typeof e.originalCode === 'string' ? e.originalCode : '';
  if (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code) || PRISMA_CODES.has(code)) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  const next = [e.cause, e.originalError, e.meta?.driverAdapterError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return next.some((n) => n !== err && isConnectionLost(n, depth + 1));
}
