// X-Correlation-ID (spec 7): any string the client sends is echoed; otherwise one is generated.
// Set on every response, success or error, before any handler runs.
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'X-Correlation-ID';
const MAX_LENGTH = 200;
const SAFE_VALUE = /^[\x21-\x7e][\x20-\x7e]*$/;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      correlationId: string;
    }
  }
}

/** the id to use for a request: the client's when it is a safe header value (printable ASCII, bounded) */
export function correlationIdFor(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && sent.length <= MAX_LENGTH && SAFE_VALUE.test(sent) ? sent : randomUUID();
}

export function correlationId() {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = correlationIdFor(req.get(CORRELATION_HEADER));
    req.correlationId = id;
    res.setHeader(CORRELATION_HEADER, id);
    next();
  };
}
