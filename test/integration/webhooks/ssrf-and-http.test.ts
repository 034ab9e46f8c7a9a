// The URL rules, the SSRF guard (on the resolved IP, at connect time) and the HTTP outcome rules,
// against real receivers on loopback. No database needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors.js';
import { validateEndpointUrl } from '../../../subgraphs/webhooks/endpoints/url.js';
import { isPublicAddress, type Resolver } from '../../../subgraphs/webhooks/delivery/ssrf.js';
import { createHttpSender } from '../../../subgraphs/webhooks/delivery/http.js';
import { ATTEMPT_TIMEOUT_MS } from '../../../subgraphs/webhooks/delivery/schedule.js';
import { startReceiver, type Receiver } from '../../helpers/webhooks/receiver.js';

const refused = (raw: string, allowPrivate: boolean): string => {
  try {
    validateEndpointUrl(raw, { allowPrivate });
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('VALIDATION_ERROR');
    return (e as AppError).message;
  }
  throw new Error(`expected ${raw} to be refused`);
};

describe('endpoint URL rules', () => {
  it('accepts https and keeps the URL as typed (trimmed)', () => {
    expect(validateEndpointUrl('  https://hooks.example.com/Signal  ', { allowPrivate: false })).toBe('https://hooks.example.com/Signal');
  });
  it('refuses http, except to loopback with the development flag', () => {
    expect(refused('http://hooks.example.com/x', false)).toMatch(/https/);
    expect(refused('http://hooks.example.com/x', true)).toMatch(/https/);
    expect(refused('http://127.0.0.1:9/x', false)).toMatch(/https/);
    expect(validateEndpointUrl('http://127.0.0.1:9/x', { allowPrivate: true })).toBe('http://127.0.0.1:9/x');
    expect(validateEndpointUrl('http://localhost:9/x', { allowPrivate: true })).toBe('http://localhost:9/x');
    expect(refused('http://10.0.0.1/x', true)).toMatch(/https/);
  });
  it('refuses private, loopback, link-local and metadata literals without the flag', () => {
    for (const u of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.100.100.200/x',
      'https://[::1]/x',
      'https://[fd00:ec2::254]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://0x7f000001/x',
      'https://localhost/x',
    ])
      expect(refused(u, false)).toMatch(/must not point/);
  });
  it('refuses non-URLs, other schemes, credentials and fragments', () => {
    expect(refused('not a url', false)).toMatch(/valid absolute URL/);
    expect(refused('ftp://example.com/x', false)).toMatch(/https/);
    expect(refused('https://u:p@example.com/x', false)).toMatch(/credentials/);
    expect(refused('https://example.com/x#f', false)).toMatch(/fragment/);
  });
  it('classifies addresses', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '169.254.169.254', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '224.0.0.1'])
      expect(isPublicAddress(a), a).toBe(false);
  });
});

describe('delivery HTTP', () => {
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
  });
  afterAll(() => rx.close());

  it('refuses a private IP literal before connecting', async () => {
    const sender = createHttpSender({ allowPrivate: false });
    const before = rx.received.length;
    const r = await sender.send(rx.url, '{}', {});
    expect(r).toMatchObject({ ok: false, statusCode: null });
    expect(r.error).toMatch(/refused to connect to 127\.0\.0\.1.*loopback/);
    expect(rx.received.length).toBe(before);
    sender.close();
  });

  it('refuses at connect time when the name resolves to a private address (DNS rebinding)', async () => {
    // the name looked public when registered; at connect time it resolves to loopback
    const rebinding: Resolver = (_host, _opts, cb) => cb(null, [{ address: '127.0.0.1', family: 4 }]);
    const sender = createHttpSender({ allowPrivate: false, resolve: rebinding });
    const port = new URL(rx.url).port;
    const before = rx.received.length;
    const r = await sender.send(`http://rebind.example:${port}/hook`, '{}', {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/refused to connect to rebind\.example \(127\.0\.0\.1\)/);
    // a mixed answer is refused too: one private record is enough
    const mixed: Resolver = (_h, _o, cb) => cb(null, [{ address: '8.8.8.8', family: 4 }, { address: '169.254.169.254', family: 4 }]);
    const r2 = await createHttpSender({ allowPrivate: false, resolve: mixed }).send(`http://meta.example:${port}/`, '{}', {});
    expect(r2.error).toMatch(/linkLocal/);
    expect(rx.received.length).toBe(before);
  });

  it('refuses localhost through the real resolver', async () => {
    const sender = createHttpSender({ allowPrivate: false });
    const r = await sender.send(rx.url.replace('127.0.0.1', 'localhost'), '{}', {});
    expect(r.error).toMatch(/refused to connect to localhost/);
    sender.close();
  });

  it('delivers to loopback with the development flag; any 2xx is success', async () => {
    const sender = createHttpSender({ allowPrivate: true });
    for (const status of [200, 201, 204, 299]) {
      rx.reply({ status, body: status === 204 ? '' : 'fine' });
      expect((await sender.send(rx.url, '{"a":1}', { 'Content-Type': 'application/json' })).ok, String(status)).toBe(true);
    }
    for (const status of [400, 410, 500, 503]) {
      rx.reply({ status, body: 'nope' });
      const r = await sender.send(rx.url, '{}', {});
      expect(r).toMatchObject({ ok: false, statusCode: status, responseExcerpt: 'nope', error: null });
    }
    sender.close();
  });

  it('does not follow redirects: a 3xx is a failure', async () => {
    const target = await startReceiver();
    rx.reply({ status: 302, headers: { location: target.url } });
    const sender = createHttpSender({ allowPrivate: true });
    const r = await sender.send(rx.url, '{}', {});
    expect(r).toMatchObject({ ok: false, statusCode: 302 });
    expect(r.error).toMatch(/redirect not followed/);
    expect(target.received).toHaveLength(0);
    await target.close();
    sender.close();
  });

  it('keeps only a 1 KiB excerpt of the response', async () => {
    rx.reply({ status: 500, body: 'x'.repeat(5000) });
    const r = await createHttpSender({ allowPrivate: true }).send(rx.url, '{}', {});
    expect(r.responseExcerpt).toHaveLength(1024);
  });

  it('times out (10 s by default; shortened here) and reports it', async () => {
    expect(ATTEMPT_TIMEOUT_MS).toBe(10_000);
    rx.reply({ status: 200, delayMs: 2_000 });
    const sender = createHttpSender({ allowPrivate: true, timeoutMs: 300 });
    const r = await sender.send(rx.url, '{}', {});
    expect(r).toMatchObject({ ok: false, statusCode: null });
    expect(r.error).toMatch(/timed out after 300 ms/);
    expect(r.durationMs).toBeGreaterThanOrEqual(290);
    expect(r.durationMs).toBeLessThan(1500);
    sender.close();
  });

  it('reports a refused connection', async () => {
    const r = await createHttpSender({ allowPrivate: true }).send('http://127.0.0.1:1/x', '{}', {});
    expect(r.error).toMatch(/ECONNREFUSED/);
  });
});
