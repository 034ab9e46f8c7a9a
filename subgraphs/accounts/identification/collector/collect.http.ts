// POST /collect: the pixel's endpoint, answered on node:http ahead of the Express app. Hits are the
// bulk of all requests, and Express's routing, body parsing and request logging cost several times
// what storing a hit does (bench:ingest), so this route reads its body, validates it and answers on
// its own, keeping the contract every other route keeps: X-Correlation-ID on every response, the
// error envelope (spec 2.9), the client IP by Express's trusted-proxy rule (core/http/clientIp).
// Authenticated by site key (not API keys), CORS-open so any customer origin may post; every
// content type is read as text (sendBeacon sends text/plain). 202 with an empty body once the hit
// is durably stored.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, isAppError, STORAGE_RETRY_AFTER_SECONDS } from '../../../../core/errors.js';
import { clientIp } from '../../../../core/http/clientIp.js';
import { CORRELATION_HEADER, correlationIdFor } from '../../../../core/http/correlation.js';
import { envelope } from '../../../../core/http/errors.js';
import type { Logger } from '../../../../core/logger.js';
import type { Collector } from './collector.service.js';
import { MAX_BODY_BYTES } from './hit.schema.js';

export const COLLECT_PATH = '/collect';

// headers as one flat list handed to writeHead (cheaper than a setHeader call each)
const CORS_HEADERS = [
  'Access-Control-Allow-Origin', '*',
  'Access-Control-Allow-Methods', 'POST, OPTIONS',
  'Access-Control-Allow-Headers', 'Content-Type',
  'Access-Control-Max-Age', '86400', // 1 day of cached preflights
];

/** Returns a request listener step: true when it answered the request (POST/OPTIONS /collect). */
export function collectHandler(collector: Collector, logger: Logger) {
  const debug = logger.isLevelEnabled('debug');
  return function handleCollect(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    if ((q < 0 ? url : url.slice(0, q)) !== COLLECT_PATH) return false;
    if (req.method !== 'POST' && req.method !== 'OPTIONS') return false; // Express answers 404
    const correlationId = correlationIdFor(req.headers[CORRELATION_HEADER.toLowerCase()]);
    const headers = [...CORS_HEADERS, CORRELATION_HEADER, correlationId];
    const fail = (err: unknown, extra: string[] = []) => {
      const e = isAppError(err) ? err : new AppError('INTERNAL', 'internal server error; quote the correlation id when reporting it');
      if (!isAppError(err)) logger.error({ err, correlation_id: correlationId }, 'collector: unhandled error');
      if (res.headersSent) return;
      const body = JSON.stringify(envelope(e, correlationId));
      if (e.status === 503) extra = [...extra, 'Retry-After', String(STORAGE_RETRY_AFTER_SECONDS)];
      res.writeHead(e.status, [...headers, ...extra, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))]);
      res.end(body);
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      req.resume();
      return true;
    }
    const tooLarge = () => {
      // answer at once, discard the rest of the body, and close the connection after the answer
      fail(new AppError('VALIDATION_ERROR', 'request body too large', { code: 'entity.too.large', limit_bytes: MAX_BODY_BYTES }, 413), ['Connection', 'close']);
      req.unpipe();
      req.resume();
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      tooLarge();
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        over = true;
        tooLarge();
      } else chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (over) return;
      const body = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      const k = q < 0 ? undefined : (new URLSearchParams(url.slice(q + 1)).get('k') ?? undefined);
      const ua = req.headers['user-agent'];
      collector.accept(k, body, { ip: clientIp(req), userAgent: ua ?? null }).then(() => {
        res.writeHead(202, [...headers, 'Content-Length', '0']).end();
        if (debug) logger.debug({ correlation_id: correlationId, status: 202 }, 'collect');
      }, fail);
    });
    return true;
  };
}
