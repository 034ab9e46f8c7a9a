// X-Correlation-ID (spec 7): any string the client sends is echoed; otherwise one is generated.
// Set on every response, success or error, before any handler runs.
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'X-Correlation-ID';
const MAX_LENGTH = 200;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      correlationId: string;
    }
  }
}

export function correlationId() {
  return (req: Request, res: Response, next: NextFunction) => {
    const sent = req.get(CORRELATION_HEADER);
    // keep it a safe header value: printable ASCII, bounded
    const id = sent && sent.length <= MAX_LENGTH && /^[\x21-\x7e][\x20-\x7e]*$/.test(sent) ? sent : randomUUID();
    req.correlationId = id;
    res.setHeader(CORRELATION_HEADER, id);
    next();
  };
}
