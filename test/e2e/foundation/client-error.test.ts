// Requests Node's HTTP parser refuses (headers over 16 KB, a NUL or folded header) are answered
// with the error envelope and X-Correlation-ID, over raw sockets since fetch would refuse to send them.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';

let s: TestService;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

/** Sends raw bytes and reads until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a URL over 16 KB', `GET /healthz?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'headers_too_large'],
    ['a NUL in a header', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n', 400, 'malformed_request'],
    ['a folded header', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n  b\r\n\r\n', 400, 'malformed_request'],
  ])('%s is answered with the envelope and a correlation id', async (_name, request, status, code) => {
    const r = await raw(request);
    expect(r.status).toBe(status);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body).toMatchObject({ error_code: 'VALIDATION_ERROR', correlation_id: r.headers['x-correlation-id'], details: { code } });
  });

  it('keeps serving afterwards', async () => {
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  });
});
