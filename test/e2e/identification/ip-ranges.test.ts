// The importable CIDR → company table through the operator API (what `signalctl ip-ranges import`
// sends), and the next identify run resolving through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { createWorkspace, hit } from '../../helpers/identification.js';

describe('IP-range import (operator API)', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestServer();
  });
  afterAll(async () => svc?.stop());

  it('imports rows all or nothing, upserting by CIDR', async () => {
    const ok = await svc.admin('POST', '/ip-ranges', {
      rows: [
        { cidr: '198.51.100.0/24', company_domain: 'Initech.com', company_name: 'Initech' },
        { cidr: '2001:db8:abcd::/48', company_domain: 'initech.com' },
      ],
      source: 'test',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ imported: 2, total: 2 });

    const bad = await svc.admin('POST', '/ip-ranges', { rows: [{ cidr: '203.0.113.0/24', company_domain: 'x.com' }, { cidr: '300.1.1.0/24', company_domain: 'y.com' }] });
    expect(bad.status).toBe(422);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');
    expect(bad.body.message).toContain('row 2');
    expect(bad.body.details).toMatchObject({ field: 'cidr', row: 2 });

    // nothing of the failed call landed; a repeated CIDR updates its row
    const again = await svc.admin('POST', '/ip-ranges', { rows: [{ cidr: '198.51.100.7/24', company_domain: 'initrode.com' }] });
    expect(again.body).toEqual({ imported: 1, total: 2 });
    const summary = await svc.admin('GET', '/ip-ranges');
    expect(summary.body).toEqual({ total: 2, sources: [{ source: 'import', ranges: 1 }, { source: 'test', ranges: 1 }] });

    expect((await svc.admin('POST', '/ip-ranges', { rows: [] })).status).toBe(400);
  });

  it('needs the operator credential', async () => {
    const res = await fetch(`${svc.url}/admin/v1/ip-ranges`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rows":[]}' });
    expect(res.status).toBe(401);
  });

  it('is used by the next identify run', async () => {
    const ws = await createWorkspace(svc, 'Ranges', 'pro');
    expect((await hit(svc, ws.site_key, { v: 'range-visitor-1', u: 'https://shop.example.test/pricing' }, { ip: '198.51.100.40' })).status).toBe(202);
    expect((await svc.admin('POST', '/jobs/run', { job: 'identify', workspace: ws.id })).status).toBe(200);
    const v = await svc.rt.db.prisma.visitor.findFirst({ where: { workspace_id: ws.id }, include: { account: true } });
    expect(v?.account?.company_domain).toBe('initrode.com');
    expect(v?.resolution_source).toBe('ip_table');
  });
});
