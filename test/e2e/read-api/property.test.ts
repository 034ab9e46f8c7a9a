// Random query strings at the four endpoints: only 200 or 422, never a 5xx, and every 422 is a
// well-formed detail list (fast-check).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, get, openApiResponseValidator, seedAccounts, type Ws } from '../../helpers/readApi.js';

let s: TestService;
let ws: Ws;
let base: string;
let validate: ReturnType<typeof openApiResponseValidator>;

beforeAll(async () => {
  s = await startTestServer({ env: { RATE_LIMIT_POINTS: '100000' } });
  base = `${s.url}/signal-api/v1`;
  validate = openApiResponseValidator((await get(base, '/openapi.json')).body);
  ws = await createWorkspace(s);
  await seedAccounts(s, ws.id, [
    { domain: 'a.com', intent: 10, visitors: 2 },
    { domain: 'b.com', intent: 90, classification: 'customer', visitors: 1 },
  ]);
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

const NAMES = ['page', 'page_size', 'classification', 'min_intent', 'days', 'status', 'pagesize', ''];
const value = fc.oneof(
  fc.integer({ min: -5, max: 1_500 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.constantFrom('lead', 'customer', 'competitor', 'excluded', 'LEAD', '', ' 7 ', '+3', '0x10', '1e2', 'null', '[]', '%00', '%FF', '%', '%E2%82%AC'),
  fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
  fc.string({ maxLength: 12 }),
);
const pair = fc.tuple(fc.constantFrom(...NAMES), value, fc.boolean()).map(([k, v, raw]) => (raw ? `${k}=${v}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`));
const queryString = fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'));

describe('random query strings', () => {
  it.each(['/accounts', '/visitors', '/attribution', '/recommendations'])('%s answers only 200 or 422', async (path) => {
    await fc.assert(
      fc.asyncProperty(queryString, async (qs) => {
        const r = await get(base, `${path}?${qs}`, bearer(ws.readKey));
        expect([200, 422], `${path}?${qs} → ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
        validate(path, r.status, r.body);
        if (r.status === 422) {
          for (const item of r.body.detail) {
            expect(item.loc[0]).toBe('query');
            expect(['page', 'page_size', 'classification', 'min_intent', 'days']).toContain(item.loc[1]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
