// OpenAPI 3.1 at {base_url}/openapi.json (generated from the live app) and the capabilities
// document, checked against the routes the server actually answers.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, get, type Ws } from '../../helpers/readApi.js';

let s: TestService;
let ws: Ws;
let openapi: any;
let caps: any;

beforeAll(async () => {
  s = await startTestServer();
  ws = await createWorkspace(s);
  openapi = (await get(`${s.url}/signal-api/v1`, '/openapi.json')).body;
  caps = (await get(s.url, '/agent-api/capabilities')).body;
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, version v1, served without credentials', async () => {
    const result = await new Validator().validate(openapi);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(openapi.openapi).toMatch(/^3\.1\./);
    expect(openapi.info.version).toBe('v1');
    expect(openapi.servers).toEqual([{ url: `${s.url}/signal-api/v1`, description: expect.any(String) }]);
  });

  it('documents the four GET endpoints with every parameter bounded and every response schema', () => {
    expect(Object.keys(openapi.paths).sort()).toEqual(['/accounts', '/attribution', '/recommendations', '/visitors']);
    const params = (p: string) => Object.fromEntries(openapi.paths[p].get.parameters.filter((x: any) => x.in === 'query').map((x: any) => [x.name, x.schema]));
    expect(params('/accounts')).toMatchObject({
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      page_size: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
      classification: { type: 'string', enum: ['lead', 'customer', 'competitor', 'excluded'] },
    });
    expect(params('/visitors')).toMatchObject({ min_intent: { type: 'integer', minimum: 0, maximum: 100 } });
    expect(params('/attribution')).toEqual({ days: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 365, default: 30 }) });
    expect(params('/recommendations')).toEqual({});
    for (const p of Object.keys(openapi.paths)) {
      const op = openapi.paths[p].get;
      expect(Object.keys(op.responses).sort()).toEqual(['200', '401', '403', '422', '429', '500', '503']);
      expect(op.security).toEqual([{ ApiKey: [] }]);
      expect(op.responses['422'].content['application/json'].schema.$ref).toBe('#/components/schemas/HTTPValidationError');
      expect(op.responses['429'].headers['Retry-After']).toBeDefined();
    }
    const schemas = openapi.components.schemas;
    expect(schemas.PublicVisitor.required).toEqual(['intent_score']);
    expect(schemas.PublicAccount.required.sort()).toEqual(
      ['classification', 'company_domain', 'company_name', 'first_seen_at', 'intent_score', 'last_seen_at', 'visit_count', 'visitor_count'].sort(),
    );
    expect(schemas.PublicAccountList.required.sort()).toEqual(['accounts', 'page', 'page_size', 'total']);
    expect(schemas.HTTPValidationError.properties.detail.items.$ref).toBe('#/components/schemas/ValidationError');
    expect(schemas.ErrorEnvelope.required.sort()).toEqual(['correlation_id', 'details', 'error_code', 'message']);
  });
});

describe('capabilities', () => {
  it('needs no credentials and names spec_url, servers, auth, rate limit, pagination, errors and headers', async () => {
    expect(caps.spec_url).toBe(`${s.url}/signal-api/v1/openapi.json`);
    expect(caps.base_url).toBe(`${s.url}/signal-api/v1`);
    expect(caps.servers[0].url).toBe(caps.base_url);
    expect(caps.commerce_definitions).toMatchObject({ aov: expect.stringContaining('(gross − discounts) ÷ orders'), attribution_lookback_days: 7 });
    expect(caps.auth.api_key.prefix).toBe('sk_sig_');
    expect(caps.rate_limit).toMatchObject({ limit: 300, window_seconds: 60, scope: 'workspace' });
    expect(caps.pagination).toMatchObject({ page: { min: 1, max: 1000, default: 1 }, page_size: { min: 1, max: 200, default: 50 } });
    expect(caps.errors.codes.map((c: any) => c.error_code)).toEqual(
      expect.arrayContaining(['VALIDATION_ERROR', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'INTERNAL']),
    );
    expect(caps.response_headers.map((h: any) => h.name)).toEqual(expect.arrayContaining(['X-Correlation-ID', 'Retry-After', 'RateLimit-Remaining']));
    expect((await get(caps.spec_url, '')).body.info.version).toBe('v1');
  });

  it('lists exactly the read routes the OpenAPI document describes, each answering with its scope', async () => {
    const read = caps.routes.filter((r: any) => r.scope === 'read');
    expect(read.map((r: any) => r.path).sort()).toEqual(Object.keys(openapi.paths).map((p) => `/signal-api/v1${p}`).sort());
    for (const r of read) {
      expect(r.method).toBe('GET');
      expect((await get(r.url, '', bearer(ws.readKey))).status).toBe(200);
      const wrongScope = await get(r.url, '', bearer(ws.copilotKey));
      expect(wrongScope.status).toBe(403);
      expect(wrongScope.body.details.required_scope).toBe(r.scope);
      expect((await get(r.url, '')).status).toBe(401);
      // the parameters listed are the ones enforced
      for (const p of r.parameters) {
        if (p.schema.maximum !== undefined) {
          const over = await get(`${r.url}?${p.name}=${p.schema.maximum + 1}`, '', bearer(ws.readKey));
          expect(over.status).toBe(422);
        }
      }
    }
  });

  it('lists the copilot routes with scope copilot, mounted behind authentication', async () => {
    const copilot = caps.routes.filter((r: any) => r.scope === 'copilot');
    expect(copilot.map((r: any) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'GET /agent-api/signal/copilot/threads',
        'GET /agent-api/signal/copilot/threads/{id}',
        'POST /agent-api/signal/copilot/ask',
        'POST /agent-api/signal/copilot/stream',
      ].sort(),
    );
    for (const r of copilot) {
      const url = r.url.replace('{id}', 'some-thread');
      const call = (headers: Record<string, string>) =>
        fetch(url, { method: r.method, headers: { ...headers, 'content-type': 'application/json' }, body: r.method === 'POST' ? '{}' : undefined });
      const anon = await call({});
      expect(anon.status).toBe(401);
      expect(anon.headers.get('x-correlation-id')).toBeTruthy();
      // a read-only key lacks the scope capabilities names
      const readOnly = await call(bearer(ws.readKey));
      expect(readOnly.status).toBe(403);
      expect(((await readOnly.json()) as any).details).toMatchObject({ code: 'insufficient_scope', required_scope: r.scope });
      // with the scope, the route is live (an unknown thread may be 404, but not an unknown route)
      const live = await call(bearer(ws.copilotKey));
      const body = (await live.text()).slice(0, 300);
      expect(body, `${r.method} ${r.path}`).not.toMatch(/no route for/);
      expect(live.status).toBeLessThan(500);
    }
  });

  it('lists the discovery routes, which answer without credentials', async () => {
    const open = caps.routes.filter((r: any) => r.scope === null);
    expect(open.length).toBe(2);
    for (const r of open) expect((await get(r.url, '')).status).toBe(200);
  });
});
