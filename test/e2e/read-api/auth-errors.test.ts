// Authentication (spec 5) and the error envelope (spec 7) on the read API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, get, openApiResponseValidator, seedAccounts, type Ws } from '../../helpers/readApi.js';

let s: TestService;
let base: string;
let ws: Ws;
let validate: ReturnType<typeof openApiResponseValidator>;
const PATHS = ['/accounts', '/visitors', '/attribution', '/recommendations'];

beforeAll(async () => {
  s = await startTestServer();
  base = `${s.url}/signal-api/v1`;
  validate = openApiResponseValidator((await get(base, '/openapi.json')).body);
  ws = await createWorkspace(s);
  await seedAccounts(s, ws.id, [{ domain: 'acme.com', intent: 70, visitors: 1 }]);
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

const strip = (body: any) => ({ ...body, correlation_id: '<id>' });

describe('401: identical for missing, malformed, unknown and revoked keys', () => {
  it.each(PATHS)('%s', async (path) => {
    const revoked = await s.admin('POST', `/workspaces/${ws.id}/keys`, { name: `tmp-${path}`, scopes: ['read'] });
    const revokedKey = revoked.body.key.plaintext as string;
    expect((await get(base, path, bearer(revokedKey))).status).toBe(200);
    await s.admin('POST', `/workspaces/${ws.id}/keys/revoke`, { name: `tmp-${path}` });

    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer sk_sig_short' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer not-a-key-or-jwt' },
      bearer('sk_sig_' + 'A'.repeat(43)),
      bearer(revokedKey), // revocation is effective on the very next request
    ];
    const bodies = [];
    for (const headers of cases) {
      const r = await get(base, path, headers);
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(r.body.correlation_id).toBe(r.headers.get('x-correlation-id'));
      validate(path, 401, r.body);
      bodies.push(JSON.stringify(strip(r.body)));
    }
    expect(new Set(bodies).size).toBe(1);
    const body = JSON.parse(bodies[0]!);
    expect(body.error_code).toBe('UNAUTHORIZED');
    expect(body.details).toMatchObject({ code: 'invalid_credentials', fix_url: expect.stringMatching(/^\//), fix_label: expect.any(String) });
  });
});

describe('403 insufficient_scope', () => {
  it.each(PATHS)('%s with a copilot-only key names the required and held scopes', async (path) => {
    const r = await get(base, path, bearer(ws.copilotKey));
    expect(r.status).toBe(403);
    validate(path, 403, r.body);
    expect(r.body.error_code).toBe('FORBIDDEN');
    expect(r.body.message).toContain('insufficient_scope');
    expect(r.body.details).toMatchObject({ code: 'insufficient_scope', required_scope: 'read', key_scopes: ['copilot'] });
    expect(r.body.details.fix_url).toMatch(/^\//);
  });

  it('a key with both scopes and a session JWT both read', async () => {
    expect((await get(base, '/accounts', bearer(ws.bothKey))).status).toBe(200);
    const token = await s.rt.devIssuer!.sign({ sub: '00000000-0000-4000-8000-000000000001', wid: ws.id, role: 'member' });
    const r = await get(base, '/accounts', bearer(token));
    expect(r.status).toBe(200);
    expect(r.body.accounts[0].company_domain).toBe('acme.com');
  });

  it('an operator credential reads no workspace here', async () => {
    expect((await get(base, '/accounts', bearer(s.operatorToken))).status).toBe(401);
  });
});

describe('X-Correlation-ID and the envelope', () => {
  it('echoes a sent id on success and on errors, and generates one otherwise', async () => {
    const ok = await get(base, '/accounts', { ...bearer(ws.readKey), 'x-correlation-id': 'trace-123' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-correlation-id')).toBe('trace-123');
    const bad = await get(base, '/accounts?page=0', { ...bearer(ws.readKey), 'x-correlation-id': 'trace-456' });
    expect(bad.headers.get('x-correlation-id')).toBe('trace-456');
    expect(bad.body.correlation_id).toBe('trace-456');
    const gen = await get(base, '/accounts', bearer(ws.readKey));
    expect(gen.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    const noAuth = await get(base, '/visitors');
    expect(noAuth.headers.get('x-correlation-id')).toBe(noAuth.body.correlation_id);
    const unknown = await get(base, '/nope', bearer(ws.readKey));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_code: 'NOT_FOUND', correlation_id: unknown.headers.get('x-correlation-id') });
  });

  it('a server fault is a bare INTERNAL envelope that leaks nothing', async () => {
    const prisma = s.rt.db.prisma;
    await prisma.$executeRawUnsafe('ALTER TABLE recommendations RENAME TO recommendations_hidden');
    try {
      const r = await get(base, '/recommendations', { ...bearer(ws.readKey), 'x-correlation-id': 'boom-1' });
      expect(r.status).toBe(500);
      validate('/recommendations', 500, r.body);
      expect(r.body).toEqual({
        error_code: 'INTERNAL',
        message: expect.any(String),
        correlation_id: 'boom-1',
        details: null,
      });
      expect(JSON.stringify(r.body)).not.toMatch(/recommendations_hidden|\brelation\b|SELECT|prisma|stack/i);
    } finally {
      await prisma.$executeRawUnsafe('ALTER TABLE recommendations_hidden RENAME TO recommendations');
    }
  });

  it('the read API creates and changes nothing: other methods are 404', async () => {
    const r = await fetch(`${base}/accounts`, { method: 'POST', headers: bearer(ws.readKey) });
    expect(r.status).toBe(404);
  });
});

// A key this process has already seen is checked in the same round trip as the read
// (core/auth/authenticate.ts authenticateRiding): a revocation written by another process, straight
// into the database, must still stop it on the very next request, on every answer the route has.
describe('a key revoked elsewhere stops on the next request, whatever the route would answer', () => {
  const revokeInDatabase = (key: string) =>
    s.rt.db.sql.execute(`UPDATE api_keys SET revoked_at = now() WHERE workspace_id = $1::uuid AND prefix = $2 AND revoked_at IS NULL`, [ws.id, key.slice(0, 11)]);
  const fresh = async (name: string, scopes = ['read']) =>
    (await s.admin('POST', `/workspaces/${ws.id}/keys`, { name, scopes })).body.key.plaintext as string;

  it.each([
    ['a page', '/accounts'],
    ['a 422', '/accounts?page_size=0'],
    ['another route', '/recommendations'],
    ['a 403 (the key lacks the scope)', '/visitors'],
  ])('%s becomes the same 401 as for an unknown key, and the workspace budget is not spent', async (_what, path) => {
    const scopes = path === '/visitors' ? ['copilot'] : ['read'];
    const key = await fresh(`elsewhere-${path}`, scopes);
    const first = await get(base, path, bearer(key)); // now known to this process
    expect(first.status).not.toBe(401);
    await revokeInDatabase(key);

    const before = await get(base, '/accounts', bearer(ws.readKey));
    const r = await get(base, path, bearer(key));
    const after = await get(base, '/accounts', bearer(ws.readKey));
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
    validate(path.split('?')[0]!, 401, r.body);
    const unknown = await get(base, path, bearer('sk_sig_' + 'B'.repeat(43)));
    expect(strip(r.body)).toEqual(strip(unknown.body));
    // the revoked request's workspace point was given back: the two valid ones are one apart
    expect(Number(before.headers.get('ratelimit-remaining')) - Number(after.headers.get('ratelimit-remaining'))).toBe(1);
    // and the failure spent the address's budget, as any 401
    expect(r.headers.get('ratelimit-policy')).toBe(unknown.headers.get('ratelimit-policy'));
  });
});
