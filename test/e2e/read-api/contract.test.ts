// Contract of the four read endpoints (spec 2.1-2.5, 4.1, 8) over HTTP against a running server;
// every response is validated against the OpenAPI document the server serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, get, openApiResponseValidator, seedAccounts, type Ws } from '../../helpers/readApi.js';

const DAY = 86_400_000;
let s: TestService;
let base: string;
let validate: ReturnType<typeof openApiResponseValidator>;
let pro: Ws;
let free: Ws;
let trial: Ws;
let empty: Ws;

async function call(ws: Ws, path: string) {
  const r = await get(base, path, bearer(ws.readKey));
  validate(path.split('?')[0]!, r.status, r.body);
  return r;
}

beforeAll(async () => {
  s = await startTestServer();
  base = `${s.url}/signal-api/v1`;
  validate = openApiResponseValidator((await get(base, '/openapi.json')).body);
  pro = await createWorkspace(s, { plan: 'pro' });
  free = await createWorkspace(s, { plan: 'free' });
  trial = await createWorkspace(s, { plan: 'free', trial_days: 7 });
  empty = await createWorkspace(s, { plan: 'pro' });
  await seedAccounts(s, pro.id, [
    { domain: 'beta.com', intent: 80, visitors: 2 },
    { domain: 'alpha.com', intent: 80, classification: 'customer', visitors: 1 },
    { domain: 'gamma.com', intent: 95, classification: 'competitor', visitors: 3 },
    { domain: 'personal', intent: 40, name: null, visitors: 2 },
    { domain: 'delta.com', intent: 10, classification: 'excluded' },
    { domain: 'over.com', intent: 99, visitors: 2, rank: 1001 }, // beyond pro's 1,000 cap
  ]);
  for (const ws of [free, trial]) {
    await seedAccounts(s, ws.id, [
      { domain: 'first.com', intent: 50, visitors: 1, rank: 1 },
      { domain: 'edge.com', intent: 60, visitors: 1, rank: 150 },
      { domain: 'past.com', intent: 70, visitors: 1, rank: 151 },
      { domain: 'far.com', intent: 90, visitors: 1, rank: 2600 },
    ]);
  }
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('GET /accounts', () => {
  it('ranks by intent with company_domain as the tie-break, defaults page 1 and page_size 50', async () => {
    const r = await call(pro, '/accounts');
    expect(r.status).toBe(200);
    expect(r.body.page).toBe(1);
    expect(r.body.page_size).toBe(50);
    expect(r.body.accounts.map((a: any) => a.company_domain)).toEqual(['gamma.com', 'alpha.com', 'beta.com', 'personal', 'delta.com']);
    expect(r.body.total).toBe(5);
    const gamma = r.body.accounts[0];
    expect(Object.keys(gamma).sort()).toEqual(
      ['classification', 'company_domain', 'company_name', 'first_seen_at', 'intent_score', 'last_seen_at', 'visit_count', 'visitor_count'].sort(),
    );
    expect(gamma).toMatchObject({ intent_score: 95, classification: 'competitor', visitor_count: 3, visit_count: 6 });
    expect(gamma.first_seen_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(r.body.accounts[3].company_name).toBeNull();
  });

  it('pages with page and page_size; total counts what the caller may access', async () => {
    const p1 = await call(pro, '/accounts?page_size=2');
    const p2 = await call(pro, '/accounts?page_size=2&page=2');
    const p3 = await call(pro, '/accounts?page_size=2&page=3');
    expect([p1, p2, p3].map((p) => p.body.accounts.map((a: any) => a.company_domain))).toEqual([
      ['gamma.com', 'alpha.com'],
      ['beta.com', 'personal'],
      ['delta.com'],
    ]);
    expect(p2.body).toMatchObject({ page: 2, page_size: 2, total: 5 });
    const beyond = await call(pro, '/accounts?page=1000&page_size=200');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ accounts: [], page: 1000, page_size: 200, total: 5 });
  });

  it('filters by classification', async () => {
    const r = await call(pro, '/accounts?classification=customer');
    expect(r.body.accounts.map((a: any) => a.company_domain)).toEqual(['alpha.com']);
    expect(r.body.total).toBe(1);
  });

  it('leaves over-cap accounts out and caps total', async () => {
    const r = await call(pro, '/accounts?page_size=200');
    expect(r.body.accounts.map((a: any) => a.company_domain)).not.toContain('over.com');
    const f = await call(free, '/accounts');
    expect(f.body.accounts.map((a: any) => a.company_domain)).toEqual(['edge.com', 'first.com']);
    expect(f.body.total).toBe(2);
  });

  it('applies the trial plan limits while the trial runs', async () => {
    const r = await call(trial, '/accounts');
    expect(r.body.accounts.map((a: any) => a.company_domain)).toEqual(['past.com', 'edge.com', 'first.com']);
    expect(r.body.total).toBe(3);
  });

  it.each([
    ['page=0', 'page', 'greater_than_equal', { ge: 1 }, '0'],
    ['page=1001', 'page', 'less_than_equal', { le: 1000 }, '1001'],
    ['page_size=0', 'page_size', 'greater_than_equal', { ge: 1 }, '0'],
    ['page_size=201', 'page_size', 'less_than_equal', { le: 200 }, '201'],
    ['page_size=abc', 'page_size', 'int_parsing', undefined, 'abc'],
    ['page=1.5', 'page', 'int_parsing', undefined, '1.5'],
    ['page=', 'page', 'int_parsing', undefined, ''],
    ['classification=partner', 'classification', 'enum', { expected: "'lead', 'customer', 'competitor' or 'excluded'" }, 'partner'],
  ])('%s → 422 with the pydantic detail item, no clamping', async (qs, field, type, ctx, input) => {
    const r = await call(pro, `/accounts?${qs}`);
    expect(r.status).toBe(422);
    expect(r.body.error_code).toBe('VALIDATION_ERROR');
    expect(r.body.correlation_id).toBe(r.headers.get('x-correlation-id'));
    expect(r.body.details.field).toBe(field);
    expect(r.body.detail).toHaveLength(1);
    const item = r.body.detail[0];
    expect(item.type).toBe(type);
    expect(item.loc).toEqual(['query', field]);
    expect(item.input).toBe(input);
    expect(typeof item.msg).toBe('string');
    if (ctx) expect(item.ctx).toEqual(ctx);
    else expect(item.ctx).toBeUndefined();
  });

  it('reports every invalid parameter', async () => {
    const r = await call(pro, '/accounts?page=0&page_size=500');
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d: any) => d.loc[1]).sort()).toEqual(['page', 'page_size']);
  });

  it('ignores unknown parameters: a misspelt page_size gives default-size pages', async () => {
    const r = await call(pro, '/accounts?pagesize=2&foo=bar');
    expect(r.status).toBe(200);
    expect(r.body.page_size).toBe(50);
    expect(r.body.accounts).toHaveLength(5);
  });

  it('accepts the bounds themselves', async () => {
    for (const qs of ['page=1', 'page=1000', 'page_size=1', 'page_size=200']) {
      expect((await call(pro, `/accounts?${qs}`)).status).toBe(200);
    }
  });
});

describe('GET /visitors', () => {
  it('lists visitors of accessible accounts ranked by intent with a stable tie-break', async () => {
    const r = await call(pro, '/visitors?page_size=200');
    expect(r.status).toBe(200);
    const domains = r.body.visitors.map((v: any) => v.company_domain);
    expect(domains).not.toContain('over.com');
    expect(r.body.total).toBe(8);
    const scores = r.body.visitors.map((v: any) => v.intent_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const again = await call(pro, '/visitors?page_size=200');
    expect(again.body.visitors).toEqual(r.body.visitors);
    const v = r.body.visitors[0];
    expect(v).toMatchObject({ company_domain: 'gamma.com', intent_score: 95, is_locked: false, classification: 'competitor', visit_count: 2 });
    expect(v.resolved_email).toBe('p0@gamma.com');
    expect(v.resolved_name).toBe('Person 0');
  });

  it('pages consistently', async () => {
    const all = (await call(pro, '/visitors?page_size=200')).body.visitors;
    const p2 = await call(pro, '/visitors?page_size=3&page=2');
    expect(p2.body.visitors).toEqual(all.slice(3, 6));
    expect(p2.body).toMatchObject({ page: 2, page_size: 3, total: 8 });
  });

  it('filters by min_intent and classification', async () => {
    const hi = await call(pro, '/visitors?min_intent=80');
    expect(hi.body.visitors.every((v: any) => v.intent_score >= 80)).toBe(true);
    expect(hi.body.total).toBe(hi.body.visitors.length);
    expect(hi.body.total).toBe(5); // gamma 95,94,93 + beta 80 + alpha 80
    const cust = await call(pro, '/visitors?classification=customer');
    expect(cust.body.visitors.map((v: any) => v.company_domain)).toEqual(['alpha.com']);
    expect((await call(pro, '/visitors?min_intent=0')).body.total).toBe(8);
    expect((await call(pro, '/visitors?min_intent=100')).body.total).toBe(0);
  });

  it('withholds contact fields on the free tier: is_locked and identity fields null', async () => {
    const r = await call(free, '/visitors');
    expect(r.body.visitors.map((v: any) => v.company_domain).sort()).toEqual(['edge.com', 'first.com']);
    expect(r.body.total).toBe(2);
    for (const v of r.body.visitors) {
      expect(v).toMatchObject({ is_locked: true, resolved_email: null, resolved_name: null, resolved_title: null, employer: null });
    }
    const t = await call(trial, '/visitors');
    expect(t.body.total).toBe(3);
    expect(t.body.visitors.every((v: any) => v.is_locked === false && v.resolved_email)).toBe(true);
  });

  it.each([
    ['min_intent=-1', 'min_intent', 'greater_than_equal'],
    ['min_intent=101', 'min_intent', 'less_than_equal'],
    ['min_intent=high', 'min_intent', 'int_parsing'],
    ['page_size=201', 'page_size', 'less_than_equal'],
    ['page=0', 'page', 'greater_than_equal'],
    ['classification=LEAD', 'classification', 'enum'],
  ])('%s → 422', async (qs, field, type) => {
    const r = await call(pro, `/visitors?${qs}`);
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ type, loc: ['query', field] });
  });
});

describe('GET /attribution', () => {
  it('serves an empty rollup with computed_at null when it was never computed', async () => {
    const r = await call(empty, '/attribution');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ days: 30, computed_at: null, totals: { sessions: 0, visitors: 0, identified: 0 }, channels: [], campaigns: [] });
  });

  it('sums the cached rows of the trailing window and reports computed_at', async () => {
    const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
    const computed = new Date(Date.now() - 3 * 3_600_000);
    const row = (daysAgo: number, channel: string, campaign: string, sessions: number, at = computed) => ({
      workspace_id: pro.id,
      day: new Date(today.getTime() - daysAgo * DAY),
      channel,
      source: channel === 'email' ? 'newsletter' : 'google',
      campaign,
      sessions,
      visitors: sessions - 1,
      identified: 1,
      computed_at: at,
    });
    await s.rt.db.prisma.attributionDaily.createMany({
      data: [
        row(0, 'paid_search', 'spring', 30),
        row(6, 'paid_search', 'spring', 10),
        row(6, 'email', 'march', 20),
        row(29, 'email', 'march', 40, new Date(computed.getTime() - DAY)),
        row(30, 'email', 'old', 1000), // outside the default window
      ],
    });
    const r = await call(pro, '/attribution');
    expect(r.body.days).toBe(30);
    expect(r.body.window_end).toBe(today.toISOString().slice(0, 10));
    expect(r.body.window_start).toBe(new Date(today.getTime() - 29 * DAY).toISOString().slice(0, 10));
    expect(new Date(r.body.computed_at).getTime()).toBe(computed.getTime());
    expect(r.body.totals).toEqual({ sessions: 100, visitors: 96, identified: 4 });
    expect(r.body.channels).toEqual([
      { channel: 'email', sessions: 60, visitors: 58, identified: 2, share: 0.6 },
      { channel: 'paid_search', sessions: 40, visitors: 38, identified: 2, share: 0.4 },
    ]);
    expect(r.body.campaigns[0]).toMatchObject({ channel: 'email', source: 'newsletter', campaign: 'march', sessions: 60, share: 0.6 });

    const week = await call(pro, '/attribution?days=7');
    expect(week.body.totals.sessions).toBe(60);
    const one = await call(pro, '/attribution?days=1');
    expect(one.body.totals.sessions).toBe(30);
    expect((await call(pro, '/attribution?days=365')).body.totals.sessions).toBe(1100);
  });

  it.each(['days=0', 'days=366', 'days=week'])('%s → 422', async (qs) => {
    const r = await call(pro, `/attribution?${qs}`);
    expect(r.status).toBe(422);
    expect(r.body.detail[0].loc).toEqual(['query', 'days']);
  });
});

describe('GET /recommendations', () => {
  it('lists open items only: new, and snoozed with the snooze elapsed', async () => {
    const now = Date.now();
    const mk = (subject: string, status: string, snoozed_until: Date | null = null, ageMin = 0) => ({
      workspace_id: pro.id,
      kind: 'high_intent_uncontacted',
      subject,
      title: `Reach out to ${subject}`,
      detail: { intent_score: 90 },
      status,
      snoozed_until,
      created_at: new Date(now - ageMin * 60_000),
    });
    await s.rt.db.prisma.recommendation.createMany({
      data: [
        mk('gamma.com', 'new', null, 1),
        mk('beta.com', 'snoozed', new Date(now - 60_000), 2),
        mk('alpha.com', 'snoozed', new Date(now + DAY), 3),
        mk('delta.com', 'done', null, 4),
        mk('personal', 'dismissed', null, 5),
      ],
    });
    const r = await call(pro, '/recommendations');
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.recommendations.map((x: any) => [x.subject, x.status])).toEqual([
      ['gamma.com', 'new'],
      ['beta.com', 'snoozed'],
    ]);
    expect(r.body.recommendations[0].detail).toEqual({ intent_score: 90 });
    const none = await call(empty, '/recommendations?status=done');
    expect(none.body).toEqual({ recommendations: [], total: 0 });
  });
});
