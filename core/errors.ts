// One error vocabulary for every surface (spec 7). Transports map AppError to their own shape:
// the REST facade to the envelope, GraphQL to extensions.code, the copilot to a refusal or error event.

export const ERROR_CODES = {
  VALIDATION_ERROR: 422,
  UNAUTHORIZED: 401,
  PLAN_LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** never: the same request fails again; later: retry with backoff (429, 5xx). */
export type RetryKind = 'never' | 'later';

export interface ErrorDetails {
  [key: string]: unknown;
  code?: string;
  fix_url?: string;
  fix_label?: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails | null = null,
    status?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status ?? ERROR_CODES[code];
  }
  get retry(): RetryKind {
    return this.status === 429 || this.status >= 500 ? 'later' : 'never';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details: ErrorDetails | null = null) => new AppError('CONFLICT', message, details);
export const forbidden = (message: string, details: ErrorDetails | null = null) => new AppError('FORBIDDEN', message, details);
export const validation = (message: string, details: ErrorDetails | null = null) =>
  new AppError('VALIDATION_ERROR', message, details);

/** Seconds a client waits before retrying a 503 (Retry-After): the pool reconnects at once. */
export const STORAGE_RETRY_AFTER_SECONDS = 1;

/** The database is unreachable right now; the same request may succeed in a moment. */
export const storageUnavailable = () =>
  new AppError('INTERNAL', 'storage temporarily unavailable; retry later', { code: 'storage_unavailable' }, 503);

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
