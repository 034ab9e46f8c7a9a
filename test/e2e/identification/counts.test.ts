// The identify job keeps counts incrementally and scores once per run; the rescore job recomputes
// everything from the visits. After identify alone, both must agree: across batches, bot visits,
// a visitor moving to another account, and a visitor joining with visits from before it was known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../core/clock.js';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { importIpRanges } from '../../../subgraphs/accounts/identification/providers/ipTable.provider.js';
import { createWorkspace, GOOGLEBOT, hit, IPS } from '../../helpers/identification.js';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const SITE = 'https://shop.example.test';

describe('incremental counts and per-run scores', () => {
  let svc: TestService;
  let ws: { id: string; site_key: string };
  const clock = new ManualClock(NOW);

  const snapshot = async () => ({
    visitors: await svc.rt.db.prisma.visitor.findMany({
      where: { workspace_id: ws.id },
      select: { anonymous_id: true, account_id: true, visit_count: true, first_visit_at: true, last_visit_at: true, intent_score: true },
      orderBy: { anonymous_id: 'asc' },
    }),
    accounts: await svc.rt.db.prisma.account.findMany({
      where: { workspace_id: ws.id },
      select: { company_domain: true, visitor_count: true, visit_count: true, first_seen_at: true, last_seen_at: true, intent_score: true, cap_rank: true },
      orderBy: { company_domain: 'asc' },
    }),
  });
  const identify = async () => {
    const r = await svc.admin('POST', '/jobs/run', { job: 'identify', workspace: ws.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.runs[0].stats;
  };
  const view = (id: string, path: string, ip: string, ua?: string) => hit(svc, ws.site_key, { t: 'pageview', v: id, u: `${SITE}${path}` }, { ip, ua });

  beforeAll(async () => {
    svc = await startTestServer({ clock });
    ws = await createWorkspace(svc, 'Counts', 'pro');
    await importIpRanges(svc.rt, [
      { cidr: '10.1.0.0/16', company_domain: 'acme.com', company_name: 'Acme' },
      { cidr: '10.2.0.0/16', company_domain: 'initech.com', company_name: 'Initech' },
    ]);
    await svc.rt.db.prisma.intentPage.create({ data: { workspace_id: ws.id, pattern: '/pricing', score_weight: 2 } });
  });
  afterAll(async () => svc?.stop());

  it('matches the full recompute after identify runs alone', async () => {
    // run 1: two acme people, a crawler on acme's network, an anonymous ISP visitor
    await view('visitor-mover-1', '/pricing', '10.1.0.1');
    await view('visitor-mover-1', '/', '10.1.0.1');
    await view('visitor-stays-1', '/pricing', '10.1.0.2');
    await view('visitor-bot-0001', '/pricing', '10.1.0.3', GOOGLEBOT);
    await view('visitor-late-01', '/', IPS.comcast);
    await view('visitor-late-01', '/blog', IPS.comcast);
    const first = await identify();
    expect(first.raw_events).toBe(6);
    expect(first.scored_visitors).toBeGreaterThan(0);
    // run 2 (same instant, so decay cannot tell the two apart): the mover gives a business email (acme → globex, with its visits),
    // the anonymous visitor turns up on initech's network (joins with its earlier visits), more views
    await hit(svc, ws.site_key, { t: 'identify', v: 'visitor-mover-1', u: `${SITE}/demo`, e: 'wile@globex.com' }, { ip: '10.1.0.1' });
    await view('visitor-late-01', '/pricing', '10.2.0.9');
    await view('visitor-stays-1', '/docs', '10.1.0.2');
    await view('visitor-bot-0001', '/', '10.1.0.3', GOOGLEBOT);
    await identify();

    const incremental = await snapshot();
    const by = (d: string) => incremental.accounts.find((a) => a.company_domain === d)!;
    expect(by('acme.com')).toMatchObject({ visitor_count: 1, visit_count: 2 });
    expect(by('globex.com')).toMatchObject({ visitor_count: 1, visit_count: 2 });
    expect(by('initech.com')).toMatchObject({ visitor_count: 1, visit_count: 3 });
    // joined with visits from before it was known: first seen moves back to them
    expect(by('initech.com').first_seen_at).toEqual(NOW);
    expect(by('globex.com').intent_score).toBeGreaterThan(0);

    const score = await svc.admin('POST', '/jobs/run', { job: 'score', workspace: ws.id });
    expect(score.status).toBe(200);
    expect(await snapshot()).toEqual(incremental);
  });
});
