// Webhook URLs are checked at registration by resolving the host now (issue #12 point 7): loopback in
// disguise (::127.0.0.1, ::ffff:7f00:1, 2130706433, localhost., names resolving to 127.0.0.1) and
// names that do not resolve are refused as VALIDATION_ERROR naming the url field. Unit cases with a
// scripted resolver; then the operator API and /graphql on a real server without the development flag.
import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors.js';
import { addressRange, checkOutboundHost, isPublicAddress, type Resolver } from '../../../core/http/outboundUrl.js';
import { checkEndpointUrl } from '../../../subgraphs/webhooks/endpoints/url.js';
import { startTestServer, type TestService } from '../../helpers/server.js';

/** A resolver answering from a table; a string entry is an error code. */
const table = (answers: Record<string, string[] | string>): Resolver & { asked: string[] } => {
  const asked: string[] = [];
  const r = ((host, _opts, cb) => {
    asked.push(host);
    const a = answers[host];
    if (a === undefined || typeof a === 'string') return cb(Object.assign(new Error(a ?? 'ENOTFOUND'), { code: a ?? 'ENOTFOUND' }), []);
    cb(null, a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  }) as Resolver & { asked: string[] };
  r.asked = asked;
  return r;
};

const refusal = async (raw: string, resolve: Resolver = table({})): Promise<AppError> => {
  try {
    await checkEndpointUrl(raw, { allowPrivate: false, resolve });
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('VALIDATION_ERROR');
    expect((e as AppError).details).toMatchObject({ field: 'url' });
    return e as AppError;
  }
  throw new Error(`expected ${raw} to be refused`);
};

describe('address rules', () => {
  it('judges IPv6 forms that carry an IPv4 address by that address', () => {
    expect(addressRange('::127.0.0.1')).toBe('loopback');
    expect(addressRange('::7f00:1')).toBe('loopback');
    expect(addressRange('::ffff:7f00:1')).toBe('loopback');
    expect(addressRange('::10.0.0.1')).toBe('private');
    expect(addressRange('::8.8.8.8')).toBe('ipv4Compatible'); // deprecated form: never public
    expect(addressRange('::808:808')).toBe('ipv4Compatible');
    expect(addressRange('::ffff:8.8.8.8')).toBe('unicast');
    expect(addressRange('::1')).toBe('loopback');
    expect(addressRange('::')).toBe('unspecified');
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
  });
});

describe('registration check (scripted DNS)', () => {
  it.each([
    ['https://[::127.0.0.1]:19192/', /loopback/],
    ['https://[::ffff:127.0.0.1]/', /loopback/],
    ['https://[::10.0.0.1]/', /private/],
    ['https://[::8.8.8.8]/', /ipv4Compatible/],
    ['https://2130706433/', /loopback/],
    ['https://0177.0.0.1/', /loopback/],
    ['https://0x7f.1/', /loopback/],
    ['https://127.0.0.1./', /loopback/],
    ['https://localhost.:1/', /localhost/],
    ['https://LOCALHOST../', /localhost/],
    ['https://hooks.localhost./x', /localhost/],
  ])('%s is refused without asking DNS', async (raw, why) => {
    const dns = table({});
    expect((await refusal(raw, dns)).message).toMatch(why);
    expect(dns.asked).toEqual([]);
  });

  it('a name is refused when any address it resolves to is not public', async () => {
    const dns = table({ 'rebind.example.com': ['93.184.216.34', '127.0.0.1'], 'mapped.example.com': ['::ffff:10.1.2.3'], 'compat.example.com': ['::127.0.0.1'] });
    const e = await refusal('https://rebind.example.com/hook', dns);
    expect(e.message).toBe('url: must point at a public address: "rebind.example.com" resolves to 127.0.0.1, a loopback address');
    expect(e.details).toMatchObject({ reason: 'non_public_address' });
    expect((await refusal('https://mapped.example.com/', dns)).message).toMatch(/::ffff:10\.1\.2\.3, a private address/);
    expect((await refusal('https://compat.example.com/', dns)).message).toMatch(/loopback/);
  });

  it('a name that does not resolve is refused; a DNS failure says to try again', async () => {
    const e = await refusal('https://nowhere.example.com/hook', table({}));
    expect(e.message).toMatch(/"nowhere\.example\.com" does not resolve to any address \(ENOTFOUND\)/);
    expect(e.details).toMatchObject({ reason: 'unresolvable' });
    const busy = await refusal('https://busy.example.com/', table({ 'busy.example.com': 'EAI_AGAIN' }));
    expect(busy.message).toMatch(/could not be resolved right now \(EAI_AGAIN\); try again/);
    const silent: Resolver = () => {};
    expect(await checkOutboundHost('slow.example.com', { resolve: silent, timeoutMs: 20 })).toMatchObject({ reason: 'dns_failure', message: expect.stringMatching(/ETIMEOUT/) });
  });

  it('a public name is accepted and kept as typed; the development flag skips DNS', async () => {
    const dns = table({ 'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'] });
    expect(await checkEndpointUrl('  https://Hooks.Example.com/Signal ', { allowPrivate: false, resolve: dns })).toBe('https://Hooks.Example.com/Signal');
    expect(dns.asked).toEqual(['hooks.example.com']);
    const none = table({});
    expect(await checkEndpointUrl('http://127.0.0.1:9/x', { allowPrivate: true, resolve: none })).toBe('http://127.0.0.1:9/x');
    expect(await checkEndpointUrl('https://offline.example.com/x', { allowPrivate: true, resolve: none })).toBe('https://offline.example.com/x');
    expect(none.asked).toEqual([]);
  });
});

describe('registration over the operator API and /graphql (no SIGNAL_WEBHOOK_ALLOW_PRIVATE)', () => {
  let svc: TestService;
  let ws: string;
  let owner: string;
  let listener: Server;
  let connections = 0;
  beforeAll(async () => {
    svc = await startTestServer({ env: { SIGNAL_WEBHOOK_ALLOW_PRIVATE: '0' } });
    const r = await svc.admin('POST', '/workspaces', { name: 'Hooks Co', plan: 'pro', trial_days: 0 });
    ws = r.body.workspace.id;
    owner = (await svc.admin('POST', `/workspaces/${ws}/token`, { role: 'owner' })).body.token;
    listener = createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((ok) => listener.listen(0, '127.0.0.1', ok));
  }, 300_000);
  afterAll(async () => {
    listener?.close();
    await svc?.stop();
  });

  const register = (url: string) => svc.admin('POST', `/workspaces/${ws}/webhooks`, { url });

  it('loopback in disguise and unresolvable names are 422 naming url; nothing connects', async () => {
    const port = (listener.address() as { port: number }).port;
    for (const url of [`https://[::127.0.0.1]:${port}/`, `https://[::ffff:7f00:1]:${port}/`, `https://2130706433:${port}/`, 'https://localhost.:1/', 'https://nothing-here.invalid/hook']) {
      const r = await register(url);
      expect(r.status, url).toBe(422);
      expect(r.body).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { field: 'url' } });
    }
    expect((await register('https://nothing-here.invalid/hook')).body.message).toMatch(/does not resolve/);
    expect(connections).toBe(0);
    expect((await svc.admin('GET', `/workspaces/${ws}/webhooks`)).body.endpoints).toEqual([]);
  });

  it('a name that resolves to 127.0.0.1 is refused at registration', async (t) => {
    const name = hostname();
    const addresses = await lookup(name, { all: true }).catch(() => []);
    if (!addresses.length || addresses.some((a) => isPublicAddress(a.address))) return t.skip();
    const r = await register(`https://${name}:1/hook`);
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(new RegExp(`"${name.toLowerCase()}" resolves to .*address`));
  });

  it('the dashboard mutation refuses it too; nothing is registered', async () => {
    const res = await fetch(`${svc.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($url: String!) { createWebhookEndpoint(url: $url, confirm: true) { secret } }', variables: { url: 'https://[::127.0.0.1]:19192/' } }),
    });
    const body = (await res.json()) as any;
    expect(body.data?.createWebhookEndpoint ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 422, details: { field: 'url' } });
    expect((await svc.admin('GET', `/workspaces/${ws}/webhooks`)).body.endpoints).toEqual([]);
  });
});
