// Requests Node's HTTP parser refuses before any handler runs (a URL and headers over 16 KB → 431,
// a NUL or folded header → 400, a request still incomplete at the timeout → 408) get the error
// envelope and an X-Correlation-ID like every other response, instead of Node's bare status line.
// The headers were never parsed, so the correlation id is always a fresh one.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from '../core/errors.js';
import { CORRELATION_HEADER } from '../core/http/correlation.js';
import { envelope } from '../core/http/errors.js';
import type { Logger } from '../core/logger.js';

// Node's own choice of status per parser error (lib/_http_server.js socketOnError); 400 otherwise
const REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'request line and headers too large: keep them under 16 KB' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, code: 'chunk_extensions_too_large', message: 'chunk extensions too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'the request did not arrive in time' },
};
const MALFORMED = { status: 400, code: 'malformed_request', message: 'malformed HTTP request (invalid request line or header)' };

export function clientErrorHandler(logger: Logger) {
  return (err: Error & { code?: string }, socket: Duplex): void => {
    // a response already on its way cannot be followed by another one on the same connection
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const refusal = REFUSALS[err.code ?? ''] ?? MALFORMED;
    const correlationId = randomUUID();
    logger.info({ parser_error: err.code, status: refusal.status, correlation_id: correlationId }, 'malformed HTTP request refused');
    const error = new AppError('VALIDATION_ERROR', refusal.message, { code: refusal.code }, refusal.status);
    const body = JSON.stringify(envelope(error, correlationId));
    const head = [
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `${CORRELATION_HEADER}: ${correlationId}`,
      'Connection: close', // the parser cannot resume after its error
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  };
}
