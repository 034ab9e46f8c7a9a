// Issue #12, points 1 and 2, as reported, on the real database: one visitor's bytes must not fail
// other customers' hits (and the bad hit is told not to retry), and one accepted hit with a %00 in
// its URL must not stop identification for every workspace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../core/errors.js';
import { createCollector } from '../../../subgraphs/accounts/identification/collector/collector.service.js';
import { createRawEventWriter, RawEventRefusedError, type RawEventWriter } from '../../../subgraphs/accounts/identification/collector/rawEventWriter.js';
import { REPLACEMENT } from '../../../subgraphs/accounts/identification/storableText.js';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { CHROME, createWorkspace, hit, IPS } from '../../helpers/identification.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestServer();
});
afterAll(async () => svc?.stop());

const POISON: Array<[field: string, body: Record<string, unknown>]> = [
  ['ti', { ti: 'Pricing\u0000' }],
  ['u', { u: 'https://b.example/\u0000' }],
  ['n', { t: 'identify', e: 'eve@b.example', n: 'Eve\u0000' }],
  ['ti', { ti: 'Pricing \ud800 page' }],
];

describe('1. one visitor’s bytes never fail other customers’ hits', () => {
  it('poison hits to B are refused with 400 naming the field; every concurrent hit to A is stored', async () => {
    const a = await createWorkspace(svc, 'Poison A');
    const b = await createWorkspace(svc, 'Poison B');
    const good = Array.from({ length: 200 }, (_, i) => hit(svc, a.site_key, { v: `good-visitor-${i}`, u: `https://a.example/p/${i}` }, { ip: IPS.comcast }));
    const bad = Array.from({ length: 20 }, (_, i) => {
      const [, body] = POISON[i % POISON.length]!;
      return hit(svc, b.site_key, { v: `bad-visitor-${i}`, u: 'https://b.example/', ...body }, { ip: IPS.comcast });
    });
    const [goodRes, badRes] = await Promise.all([Promise.all(good), Promise.all(bad)]);
    expect(goodRes.map((r) => r.status)).toEqual(goodRes.map(() => 202));
    for (const [i, r] of badRes.entries()) {
      expect(r.status).toBe(400);
      const body = (await r.json()) as { error_code: string; details: { field: string; code: string } };
      expect(body).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { field: POISON[i % POISON.length]![0], code: 'unstorable_text' } });
    }
    expect(await svc.rt.db.prisma.rawEvent.count({ where: { workspace_id: a.id } })).toBe(200);
    expect(await svc.rt.db.prisma.rawEvent.count({ where: { workspace_id: b.id } })).toBe(0);
  });

  it('a group the database refuses is split: only the refused row fails, with its SQLSTATE', async () => {
    const a = await createWorkspace(svc, 'Poison writer');
    const writer = createRawEventWriter(svc.rt, { windowMs: 20 });
    const row = (payload: unknown) => ({ workspace_id: a.id, received_at: new Date(), payload, ip: null, user_agent: null });
    // straight to the writer, past the schema: as if validation had missed something
    const writes = Array.from({ length: 30 }, (_, i) => writer.write(row(i === 7 ? { v: 'x', ti: 'a\u0000b' } : { v: `w-${i}` })));
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(29);
    const refused = results[7] as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(RawEventRefusedError);
    expect(refused.reason.sqlState).toMatch(/^22/);
    expect(await svc.rt.db.prisma.rawEvent.count({ where: { workspace_id: a.id } })).toBe(29);
  });

  it('maps a refused row to 400 (never retry) and an outage to 503 storage_unavailable (retry)', async () => {
    const a = await createWorkspace(svc, 'Poison mapping');
    const failingWith = (err: unknown): RawEventWriter => ({ write: () => Promise.reject(err), flush: async () => {} });
    const meta = { ip: IPS.comcast, userAgent: CHROME };
    const body = { v: 'mapping-visitor', u: 'https://a.example/' };
    const refused = new RawEventRefusedError(Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }));
    const e1 = await createCollector(svc.rt, failingWith(refused)).accept(a.site_key, body, meta).catch((e: unknown) => e);
    expect(isAppError(e1) && { status: e1.status, code: e1.code, retry: e1.retry, details: e1.details }).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      retry: 'never',
      details: { field: 'body', code: 'unstorable_hit', sqlstate: '22P05' },
    });
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const e2 = await createCollector(svc.rt, failingWith(outage)).accept(a.site_key, body, meta).catch((e: unknown) => e);
    expect(isAppError(e2) && { status: e2.status, retry: e2.retry, code: e2.details?.code }).toEqual({ status: 503, retry: 'later', code: 'storage_unavailable' });
  });
});

describe('2. one accepted hit never stops identification', () => {
  it('a %00 in a utm parameter is stored, identified with U+FFFD in its place, and other workspaces go on', async () => {
    const poisoned = await createWorkspace(svc, 'Poison utm');
    const other = await createWorkspace(svc, 'Poison neighbour');
    const r = await hit(svc, poisoned.site_key, { v: 'utm-visitor-1', u: 'https://e.example/?utm_source=a%00b' }, { ip: IPS.comcast });
    expect(r.status).toBe(202);
    expect((await hit(svc, other.site_key, { v: 'neighbour-1', u: 'https://n.example/' }, { ip: IPS.comcast })).status).toBe(202);

    const run = await svc.admin('POST', '/jobs/run', { job: 'identify' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const raws = await svc.rt.db.prisma.rawEvent.findMany({ where: { workspace_id: { in: [poisoned.id, other.id] } } });
    expect(raws.map((x) => [x.processed_at !== null, x.error])).toEqual([
      [true, null],
      [true, null],
    ]);
    const visit = await svc.rt.db.prisma.visit.findFirstOrThrow({ where: { workspace_id: poisoned.id } });
    expect(visit.utm_source).toBe(`a${REPLACEMENT}b`);
    expect(await svc.rt.db.prisma.visit.count({ where: { workspace_id: other.id } })).toBe(1);
  });
});
