// Failed authentications are limited per client address (issue #12 point 9): missing or invalid
// credentials on the read API, the copilot, /graphql and the operator API spend one budget per IP;
// past it they are 429 RATE_LIMITED with Retry-After and RateLimit-* headers. Valid credentials are
// never refused by it and spend nothing. Memory store, and the real Redis with REDIS_URL.
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { loadConfig } from '../../../core/config.js';
import { AUTH_FAILURE_KEY_PREFIX } from '../../../rest-facade/authFailureLimit.js';
import { bearer, createWorkspace, get, openApiResponseValidator, type Ws } from '../../helpers/readApi.js';

const LIMIT = 5;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BAD = bearer('sk_sig_' + 'B'.repeat(43));

for (const store of ['memory', 'redis'] as const) {
  describe(`failed-authentication limit per address (${store} store)`, () => {
    let s: TestService;
    let base: string;
    let a: Ws;
    let redis: Redis | undefined;
    // the service trusts X-Forwarded-For from loopback (core/http/clientIp.ts): one fresh address per run
    const ip = `203.0.113.${randomInt(1, 255)}`;
    const from = (addr: string, h: Record<string, string> = {}) => ({ ...h, 'x-forwarded-for': addr });

    beforeAll(async () => {
      s = await startTestServer({
        env: { SIGNAL_AUTH_FAILURE_POINTS: String(LIMIT), SIGNAL_AUTH_FAILURE_WINDOW_SECONDS: '60', ...(store === 'redis' ? { REDIS_URL } : {}) },
      });
      base = `${s.url}/signal-api/v1`;
      a = await createWorkspace(s);
      if (store === 'redis') {
        redis = new Redis(REDIS_URL);
        await redis.del(`${AUTH_FAILURE_KEY_PREFIX}:${ip}`);
      }
    }, 120_000);
    afterAll(async () => {
      await redis?.quit();
      await s?.stop();
    });

    it('every surface spends one budget per address; past it failures are 429, valid credentials still pass', async () => {
      const validate = openApiResponseValidator((await get(base, '/openapi.json')).body);
      // valid credentials and a valid key without the scope (403) spend nothing
      expect((await get(base, '/accounts', from(ip, bearer(a.readKey)))).status).toBe(200);
      expect((await get(base, '/accounts', from(ip, bearer(a.copilotKey)))).status).toBe(403);

      const surfaces = [
        () => get(base, '/accounts', from(ip)),
        () => fetch(`${s.url}/agent-api/signal/copilot/threads`, { headers: from(ip, BAD) }),
        () => fetch(`${s.url}/graphql`, { method: 'POST', headers: from(ip, { ...BAD, 'content-type': 'application/json' }), body: '{"query":"{ workspace { id } }"}' }),
        () => fetch(`${s.url}/mcp`, { method: 'POST', headers: from(ip, { ...BAD, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }), body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' }),
        () => fetch(`${s.url}/admin/v1/workspaces/${a.id}`, { headers: from(ip, BAD) }),
      ];
      for (const [i, call] of surfaces.entries()) {
        const r = await call();
        expect(r.status, `surface ${i}`).toBe(401);
        expect(r.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1 - i));
        expect(r.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=60`);
      }

      const limited = await get(base, '/accounts', from(ip, { ...BAD, 'x-correlation-id': 'af-1' }));
      expect(limited.status).toBe(429);
      validate('/accounts', 429, limited.body);
      expect(limited.body).toMatchObject({
        error_code: 'RATE_LIMITED',
        correlation_id: 'af-1',
        details: { code: 'auth_failure_limit', limit: LIMIT, window_seconds: 60, scope: 'client_ip' },
      });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers.get('ratelimit-remaining')).toBe('0');
      for (const call of surfaces.slice(1)) expect((await call()).status).toBe(429);

      // the same address with valid credentials is not starved, on any surface
      expect((await get(base, '/accounts', from(ip, bearer(a.readKey)))).status).toBe(200);
      expect((await fetch(`${s.url}/admin/v1/workspaces/${a.id}`, { headers: from(ip, bearer(s.operatorToken)) })).status).toBe(200);
      // another address has its own budget
      expect((await get(base, '/accounts', from(`198.51.100.${randomInt(1, 255)}`))).status).toBe(401);
    });

    if (store === 'memory') {
      it('without a proxy header the peer address counts; the default is 60 per 60 s', async () => {
        for (let i = 0; i < LIMIT; i++) expect((await get(base, '/visitors', BAD)).status).toBe(401);
        expect((await get(base, '/visitors', BAD)).status).toBe(429);
        expect(loadConfig({})).toMatchObject({ SIGNAL_AUTH_FAILURE_POINTS: 60, SIGNAL_AUTH_FAILURE_WINDOW_SECONDS: 60 });
      });

      it('is published in capabilities and the OpenAPI 429 description', async () => {
        const caps = (await (await fetch(`${s.url}/agent-api/capabilities`)).json()) as any;
        expect(caps.auth_failure_limit).toMatchObject({ limit: LIMIT, window_seconds: 60, scope: 'client_ip', on_exceed: { status: 429, error_code: 'RATE_LIMITED' } });
        expect(caps.auth_failure_limit.applies_to).toEqual(['read API', 'copilot', 'graphql (dashboard)', 'mcp', 'operator API']);
        const doc = (await get(base, '/openapi.json')).body;
        expect(doc.paths['/accounts'].get.responses['429'].description).toContain(`more than ${LIMIT} requests with missing or invalid credentials in 60 s`);
      });
    } else {
      it('keeps the counters in Redis', async () => {
        expect(Number(await redis!.get(`${AUTH_FAILURE_KEY_PREFIX}:${ip}`))).toBeGreaterThan(LIMIT);
        expect(await redis!.pttl(`${AUTH_FAILURE_KEY_PREFIX}:${ip}`)).toBeGreaterThan(0);
      });
    }
  });
}
