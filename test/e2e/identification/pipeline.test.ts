// End to end: pixel hits over HTTP → collector → `jobs run all` (operator API) → accounts,
// visitors, visits, attribution, recommendations and outbox events, on the real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../core/clock.js';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { importIpRanges } from '../../../subgraphs/accounts/identification/providers/ipTable.provider.js';
import { CHROME, createWorkspace, GOOGLEBOT, hit, IPS } from '../../helpers/identification.js';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const SITE = 'https://shop.example.test';

describe('identification pipeline (end to end)', () => {
  let svc: TestService;
  let ws: { id: string; site_key: string };
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    svc = await startTestServer({ clock });
    ws = await createWorkspace(svc, 'Pipeline', 'pro');
    await importIpRanges(svc.rt, [{ cidr: '10.1.0.0/16', company_domain: 'Acme.com', company_name: 'Acme' }]);
    await svc.rt.db.prisma.intentPage.create({ data: { workspace_id: ws.id, pattern: '/pricing', score_weight: 2 } });
  });
  afterAll(async () => svc?.stop());

  describe('pixel and collector', () => {
    it('serves the pixel for a known site key only', async () => {
      const ok = await fetch(`${svc.url}/pixel.js?k=${ws.site_key}`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/javascript/);
      const js = await ok.text();
      expect(js).toContain(JSON.stringify(ws.site_key));
      expect(js).toContain('/collect?k=');
      expect(() => new Function(js)).not.toThrow();
      expect((await fetch(`${svc.url}/pixel.js?k=site_doesnotexist`)).status).toBe(404);
      expect((await fetch(`${svc.url}/pixel.js`)).status).toBe(400);
    });

    it('answers CORS preflight and accepts beacons with 202', async () => {
      const pre = await fetch(`${svc.url}/collect`, { method: 'OPTIONS', headers: { origin: 'https://shop.example.test' } });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      const before = await svc.rt.db.prisma.rawEvent.count();
      const r = await hit(svc, ws.site_key, { t: 'pageview', v: 'probe-visitor-1', u: `${SITE}/` }, { ip: IPS.comcast });
      expect(r.status).toBe(202);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      // stored durably before the answer
      expect(await svc.rt.db.prisma.rawEvent.count()).toBe(before + 1);
      // answered ahead of Express, yet with the contract every route keeps
      expect(r.headers.get('x-correlation-id')).toBeTruthy();
      const other = await createWorkspace(svc, 'Pipeline probes', 'pro'); // keeps the counts below exact
      const echoed = await fetch(`${svc.url}/collect?k=${other.site_key}`, {
        method: 'POST',
        headers: { 'x-correlation-id': 'trace-abc-123', 'user-agent': CHROME },
        body: JSON.stringify({ v: 'probe-visitor-1', u: `${SITE}/` }),
      });
      expect(echoed.status).toBe(202);
      expect(echoed.headers.get('x-correlation-id')).toBe('trace-abc-123');
      const get = await fetch(`${svc.url}/collect?k=${ws.site_key}`);
      expect(get.status).toBe(404);
      expect(((await get.json()) as { error_code: string }).error_code).toBe('NOT_FOUND');
    });

    it('takes the client address from X-Forwarded-For only through a loopback proxy', async () => {
      const other = await createWorkspace(svc, 'Pipeline proxies', 'pro');
      await hit(svc, other.site_key, { v: 'probe-visitor-ip', u: `${SITE}/` }, { ip: '203.0.113.7' });
      const row = await svc.rt.db.prisma.rawEvent.findFirst({ where: { workspace_id: other.id }, orderBy: { id: 'desc' } });
      expect(row?.ip).toBe('203.0.113.7');
      expect(row?.user_agent).toBeTruthy();
    });

    it('refuses a streamed body over the limit without reading it all', async () => {
      const big = 'x'.repeat(64 * 1024);
      const body = new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(`{"v":"abcdefgh1","ti":"${big}`));
          c.close();
        },
      });
      // no content-length: the limit is enforced while reading
      const r = await fetch(`${svc.url}/collect?k=${ws.site_key}`, { method: 'POST', body, duplex: 'half' } as RequestInit);
      expect(r.status).toBe(413);
      expect(((await r.json()) as { error_code: string }).error_code).toBe('VALIDATION_ERROR');
    });

    it('rejects bad input with a clear 4xx envelope, never a 500', async () => {
      const cases: Array<[string, RequestInit, number, string]> = [
        ['not json', { body: '{nope' }, 400, 'body'],
        ['array', { body: '[]' }, 400, 'body'],
        ['no visitor id', { body: JSON.stringify({ u: `${SITE}/` }) }, 400, 'v'],
        ['bad url', { body: JSON.stringify({ v: 'abcdefgh1', u: 'javascript:alert(1)' }) }, 400, 'u'],
        ['identify without email', { body: JSON.stringify({ t: 'identify', v: 'abcdefgh1', u: `${SITE}/` }) }, 400, 'e'],
        ['bad email', { body: JSON.stringify({ t: 'identify', v: 'abcdefgh1', u: `${SITE}/`, e: 'not-an-email' }) }, 400, 'e'],
        ['too large', { body: JSON.stringify({ v: 'abcdefgh1', u: `${SITE}/`, ti: 'x'.repeat(20_000) }) }, 413, ''],
      ];
      for (const [name, init, status, field] of cases) {
        const r = await fetch(`${svc.url}/collect?k=${ws.site_key}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, ...init });
        const body = (await r.json()) as { error_code: string; details: { field?: string } | null; correlation_id: string };
        expect(r.status, name).toBe(status);
        expect(body.error_code, name).toBe('VALIDATION_ERROR');
        expect(body.correlation_id, name).toBeTruthy();
        if (field) expect(body.details?.field, name).toBe(field);
      }
      const unknown = await hit(svc, 'site_nope', { v: 'abcdefgh1', u: `${SITE}/` });
      expect(unknown.status).toBe(404);
      const noKey = await fetch(`${svc.url}/collect`, { method: 'POST', body: JSON.stringify({ v: 'abcdefgh1', u: `${SITE}/` }) });
      expect(noKey.status).toBe(400);
    });
  });

  describe('jobs run all', () => {
    let results: any;
    beforeAll(async () => {
      const v = (id: string, path: string, ip: string, extra: Record<string, unknown> = {}, ua?: string) =>
        hit(svc, ws.site_key, { t: 'pageview', v: id, u: `${SITE}${path}`, ...extra }, { ip, ua });
      // acme (CIDR table): two pricing views and the home page, one with a campaign
      await v('visitor-acme-1', '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=brand', '10.1.2.3');
      await v('visitor-acme-1', '/pricing/', '10.1.2.3');
      await v('visitor-acme-1', '/', '10.1.2.3', { r: 'https://www.google.com/' });
      // a crawler from acme's network and a headless browser on AWS: flagged, never counted
      await v('visitor-googlebot', '/pricing', '10.1.9.9', {}, GOOGLEBOT);
      await v('visitor-aws-head', '/pricing', IPS.aws);
      // consumer mailbox → personal; business email → its domain
      await v('visitor-gmail-1', '/?utm_source=newsletter&utm_medium=email&utm_campaign=march', IPS.comcast);
      await hit(svc, ws.site_key, { t: 'identify', v: 'visitor-gmail-1', u: `${SITE}/demo`, e: 'Jane.Doe@Gmail.com', n: 'Jane Doe' }, { ip: IPS.comcast });
      await v('visitor-globex', '/product', IPS.comcast);
      await hit(svc, ws.site_key, { t: 'identify', v: 'visitor-globex', u: `${SITE}/demo`, e: 'bob@globex.com' }, { ip: IPS.comcast });
      // corporate network (ASN) and an anonymous ISP visitor
      await v('visitor-apple', '/', IPS.apple);
      await v('visitor-isp-anon', '/', IPS.comcast);
      const r = await svc.admin('POST', '/jobs/run', { job: 'all' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      results = r.body;
    });

    it('reports every job run with stats', () => {
      expect(results.ok).toBe(true);
      const identify = results.runs.find((x: any) => x.job === 'identify');
      expect(identify.stats.raw_events).toBe(12 + 2); // + the two browser probes in other workspaces above
      expect(identify.stats.bot_visits).toBe(2);
      expect(results.runs.map((x: any) => x.job)).toEqual(expect.arrayContaining(['identify', 'score', 'attribution', 'recommendations']));
    });

    it('resolves companies through the provider chain and people through emails', async () => {
      const accounts = await svc.rt.db.prisma.account.findMany({ where: { workspace_id: ws.id }, orderBy: { company_domain: 'asc' } });
      expect(accounts.map((a) => a.company_domain)).toEqual(['acme.com', 'apple.com', 'globex.com', 'personal']);
      const acme = accounts.find((a) => a.company_domain === 'acme.com')!;
      expect(acme).toMatchObject({ company_name: 'Acme', visitor_count: 1, visit_count: 3, classification: 'lead' });
      expect(acme.intent_score).toBeGreaterThan(0);
      const visitors = await svc.rt.db.prisma.visitor.findMany({ where: { workspace_id: ws.id }, include: { account: true } });
      const by = (id: string) => visitors.find((x) => x.anonymous_id === id)!;
      expect(by('visitor-acme-1')).toMatchObject({ resolution_source: 'ip_table', resolution_confidence: 0.8, visit_count: 3 });
      expect(by('visitor-gmail-1')).toMatchObject({ email: 'jane.doe@gmail.com', name: 'Jane Doe', resolution_source: 'email_capture' });
      expect(by('visitor-gmail-1').account?.company_domain).toBe('personal');
      expect(by('visitor-globex').account?.company_domain).toBe('globex.com');
      expect(by('visitor-globex').resolution_confidence).toBe(0.95);
      expect(by('visitor-apple')).toMatchObject({ resolution_source: 'asn', resolution_confidence: 0.5 });
      expect(by('visitor-apple').account?.firmographics).toMatchObject({ asn: 714 });
      expect(by('visitor-isp-anon').account_id).toBeNull();
      for (const bot of ['visitor-googlebot', 'visitor-aws-head']) {
        expect(by(bot).account_id).toBeNull();
        expect(by(bot).visit_count).toBe(0);
      }
      const bots = await svc.rt.db.prisma.visit.findMany({ where: { workspace_id: ws.id, is_bot: true } });
      expect(bots).toHaveLength(2);
      expect(await svc.rt.db.prisma.visit.count({ where: { workspace_id: ws.id, is_bot: null } })).toBe(0);
    });

    it('writes one signal.visitor_identified event per newly identified visitor, spec 2.8 shape', async () => {
      const events = await svc.rt.db.prisma.outboxEvent.findMany({ where: { workspace_id: ws.id } });
      expect(events).toHaveLength(4);
      const acmeVisitor = await svc.rt.db.prisma.visitor.findFirstOrThrow({ where: { anonymous_id: 'visitor-acme-1' } });
      const e = events.find((x) => (x.data as any).visitor_id === acmeVisitor.id)!;
      expect(e.type).toBe('signal.visitor_identified');
      expect(e.data).toEqual({
        visitor_id: acmeVisitor.id,
        company: { domain: 'acme.com', domain_canonical: 'acme.com', name: 'Acme', intent_score: expect.any(Number), classification: 'lead', firmographics: {} },
        person: { email: null, name: null, title: null },
        resolution: { source: 'ip_table', confidence: 0.8 },
        identified_at: '2026-03-15T12:00:00.000+00:00',
      });
      const jane = events.find((x) => (x.data as any).company.domain === 'personal')!;
      expect((jane.data as any).person).toEqual({ email: 'jane.doe@gmail.com', name: 'Jane Doe', title: null });
    });

    it('rolls attribution up by channel and campaign, campaign sessions only', async () => {
      const rows = await svc.rt.db.prisma.attributionDaily.findMany({ where: { workspace_id: ws.id }, orderBy: { channel: 'asc' } });
      expect(rows.map((r) => [r.channel, r.source, r.campaign, r.sessions, r.visitors, r.identified])).toEqual([
        ['email', 'newsletter', 'march', 1, 1, 1],
        ['paid_search', 'google', 'brand', 1, 1, 1],
      ]);
      expect(rows[0]!.computed_at.toISOString()).toBe(NOW.toISOString());
      expect(rows[0]!.day.toISOString().slice(0, 10)).toBe('2026-03-15');
    });

    it('keeps classification across re-resolution, and recommendations keep the user status', async () => {
      await svc.rt.db.prisma.account.update({ where: { workspace_id_company_domain: { workspace_id: ws.id, company_domain: 'acme.com' } }, data: { classification: 'competitor' } });
      clock.advance(60 * 60_000);
      await hit(svc, ws.site_key, { t: 'pageview', v: 'visitor-acme-2', u: `${SITE}/pricing` }, { ip: '10.1.7.7' });
      // the acme visitor now gives a business email: a more confident source, same company
      await hit(svc, ws.site_key, { t: 'identify', v: 'visitor-acme-1', u: `${SITE}/demo`, e: 'wile@acme.com' }, { ip: '10.1.2.3' });
      const r1 = await svc.admin('POST', '/jobs/run', { job: 'all', workspace: 'Pipeline' });
      expect(r1.status).toBe(200);
      const acme = await svc.rt.db.prisma.account.findFirstOrThrow({ where: { workspace_id: ws.id, company_domain: 'acme.com' } });
      expect(acme.classification).toBe('competitor');
      expect(acme.visitor_count).toBe(2);
      const v1 = await svc.rt.db.prisma.visitor.findFirstOrThrow({ where: { anonymous_id: 'visitor-acme-1' } });
      expect(v1).toMatchObject({ email: 'wile@acme.com', resolution_source: 'email_capture', account_id: acme.id });
      // one more event (visitor-acme-2), none for the re-resolved visitor
      expect(await svc.rt.db.prisma.outboxEvent.count({ where: { workspace_id: ws.id } })).toBe(5);

      const recs = await svc.rt.db.prisma.recommendation.findMany({ where: { workspace_id: ws.id } });
      const comp = recs.find((x) => x.kind === 'competitor_on_pricing');
      expect(comp?.subject).toBe('acme.com');
      expect(comp?.status).toBe('new');
      await svc.rt.db.prisma.recommendation.update({ where: { id: comp!.id }, data: { status: 'dismissed' } });
      const snooze = new Date(NOW.getTime() + 86_400_000);
      const other = recs.find((x) => x.kind === 'high_intent_uncontacted' || x.kind === 'sync_rule_ready' || x.kind === 'competitor_on_pricing' && x.id !== comp!.id);
      if (other) await svc.rt.db.prisma.recommendation.update({ where: { id: other.id }, data: { status: 'snoozed', snoozed_until: snooze } });
      await svc.admin('POST', '/jobs/run', { job: 'recommendations', workspace: ws.id });
      const again = await svc.rt.db.prisma.recommendation.findUniqueOrThrow({ where: { id: comp!.id } });
      expect(again.status).toBe('dismissed');
      if (other) expect(await svc.rt.db.prisma.recommendation.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ status: 'snoozed', snoozed_until: snooze });
    });

    it('operator API: validates the job name and scopes by workspace', async () => {
      expect((await svc.admin('POST', '/jobs/run', { job: 'nope' })).status).toBe(400);
      expect((await svc.admin('POST', '/jobs/run', { job: 'identify', workspace: 'no-such-ws' })).status).toBe(404);
    });
  });
});
