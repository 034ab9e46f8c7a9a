// 300 requests / 60 s per workspace (lowered here), shared by the read API, the copilot routes
// and /graphql; 429 RATE_LIMITED with Retry-After and RateLimit-* headers. Memory store, and the
// real Redis (127.0.0.1:6379) with REDIS_URL.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { REDIS_KEY_PREFIX } from '../../../rest-facade/rateLimit.js';
import { bearer, createWorkspace, get, openApiResponseValidator, type Ws } from '../../helpers/readApi.js';

const LIMIT = 5;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

for (const store of ['memory', 'redis'] as const) {
  describe(`rate limit (${store} store)`, () => {
    let s: TestService;
    let base: string;
    let a: Ws;
    let b: Ws;
    let redis: Redis | undefined;

    beforeAll(async () => {
      s = await startTestServer({
        env: {
          RATE_LIMIT_POINTS: String(LIMIT),
          RATE_LIMIT_WINDOW_SECONDS: '60',
          ...(store === 'redis' ? { REDIS_URL } : {}),
        },
      });
      base = `${s.url}/signal-api/v1`;
      a = await createWorkspace(s);
      b = await createWorkspace(s);
      if (store === 'redis') redis = new Redis(REDIS_URL);
    }, 120_000);

    afterAll(async () => {
      await redis?.quit();
      await s?.stop();
    });

    it('counts every surface of a workspace against one budget and answers 429 with Retry-After', async () => {
      const validate = openApiResponseValidator((await get(base, '/openapi.json')).body);
      const first = await get(base, '/accounts', bearer(a.readKey));
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      expect(first.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
      expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      expect(first.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=60`);

      // a different key of the same workspace, the copilot prefix and /graphql share it
      expect((await get(base, '/visitors', bearer(a.bothKey))).status).toBe(200);
      const copilot = await fetch(`${s.url}/agent-api/signal/copilot/threads`, { headers: bearer(a.copilotKey) });
      expect(copilot.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 3));
      const gql = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { ...bearer(a.readKey), 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ workspace { id } }' }),
      });
      expect(gql.status).toBe(200);
      expect((await get(base, '/attribution', bearer(a.readKey))).status).toBe(200);

      const limited = await get(base, '/accounts', { ...bearer(a.readKey), 'x-correlation-id': 'rl-1' });
      expect(limited.status).toBe(429);
      validate('/accounts', 429, limited.body);
      expect(limited.body).toMatchObject({ error_code: 'RATE_LIMITED', correlation_id: 'rl-1', details: { limit: LIMIT, window_seconds: 60, scope: 'workspace' } });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers.get('ratelimit-remaining')).toBe('0');

      // another workspace has its own budget
      expect((await get(base, '/accounts', bearer(b.readKey))).status).toBe(200);
      // discovery is not rate limited
      expect((await get(base, '/openapi.json')).status).toBe(200);
      expect((await fetch(`${s.url}/agent-api/capabilities`)).status).toBe(200);
    });

    if (store === 'redis') {
      it('keeps the counters in Redis, where other processes see them', async () => {
        const consumed = Number(await redis!.get(`${REDIS_KEY_PREFIX}:${a.id}`));
        expect(consumed).toBeGreaterThan(LIMIT);
        expect(await redis!.pttl(`${REDIS_KEY_PREFIX}:${a.id}`)).toBeGreaterThan(0);
        // what another process consumed counts here: pre-spend a workspace's budget in Redis
        const other = await startTestServer({ env: { RATE_LIMIT_POINTS: String(LIMIT), REDIS_URL } });
        try {
          const c = await createWorkspace(other);
          await redis!.set(`${REDIS_KEY_PREFIX}:${c.id}`, String(LIMIT), 'PX', 60_000);
          const r = await get(`${other.url}/signal-api/v1`, '/accounts', bearer(c.readKey));
          expect(r.status).toBe(429);
          expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        } finally {
          await other.stop();
        }
      });
    }
  });
}
