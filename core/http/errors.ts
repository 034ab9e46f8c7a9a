// The error envelope (spec 2.9) for every HTTP surface, and the last-resort Express handler:
// 5xx never leak internals, only the correlation id to quote to support.
import type { NextFunction, Request, Response } from 'express';
import { AppError, isAppError, STORAGE_RETRY_AFTER_SECONDS, type ErrorDetails } from '../errors.js';
import { knownError } from '../knownError.js';
import type { Logger } from '../logger.js';

export interface ErrorEnvelope {
  error_code: string;
  message: string;
  correlation_id: string;
  details: ErrorDetails | null;
}

export function envelope(err: AppError, correlationId: string): ErrorEnvelope {
  return { error_code: err.code, message: err.message, correlation_id: correlationId, details: err.details };
}

export function sendError(req: Request, res: Response, err: AppError): void {
  if (res.headersSent) return;
  if (err.status === 503) res.setHeader('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
  res.status(err.status).json(envelope(err, req.correlationId));
}

/** Maps anything thrown to the envelope; a lost database connection is 503 storage_unavailable
 *  (with Retry-After), other unknown errors a bare 500 INTERNAL. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isAppError(err)) return sendError(req, res, err);
    // body-parser failures carry a status and a type; they are the client's fault
    const e = err as { status?: number; type?: string; message?: string };
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      const message =
        e.type === 'entity.too.large'
          ? 'request body too large'
          : e.type === 'entity.parse.failed'
            ? 'request body is not valid JSON'
            : 'invalid request';
      return sendError(req, res, new AppError('VALIDATION_ERROR', message, { code: e.type ?? 'bad_request' }, e.status));
    }
    const known = knownError(err); // an AppError a library wrapped, or a lost database connection
    if (known) {
      if (known.status >= 500) logger.warn({ err, correlation_id: req.correlationId, path: req.path }, 'storage unavailable');
      return sendError(req, res, known);
    }
    logger.error({ err, correlation_id: req.correlationId, path: req.path }, 'unhandled error');
    sendError(req, res, new AppError('INTERNAL', 'internal server error; quote the correlation id when reporting it'));
  };
}

export function notFoundHandler() {
  return (req: Request, res: Response) =>
    sendError(req, res, new AppError('NOT_FOUND', `no route for ${req.method} ${req.path}`));
}
