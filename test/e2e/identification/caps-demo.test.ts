// Plans and caps through the real pipeline: cap_rank after identify batches, each plan boundary,
// the 7-day pro_plus trial, locked visitors, events withheld over the cap; and the demo loader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../core/clock.js';
import { accessFor, isAccountAccessible, isVisitorLocked, PLAN_CAPS, type PlanName } from '../../../core/plans.js';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { createCollector } from '../../../subgraphs/accounts/identification/collector/collector.service.js';
import { planDemoTraffic } from '../../../subgraphs/accounts/demo/traffic.js';
import { createWorkspace, CHROME, IPS } from '../../helpers/identification.js';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const MARCH = Date.UTC(2026, 2, 1);
const FEB = Date.UTC(2026, 1, 10);
const N_MARCH = PLAN_CAPS.pro_plus + 1; // 2501: one past the highest finite boundary worth simulating
const MINUTE = 60_000;

describe('caps, trial and locks', () => {
  let svc: TestService;
  let ws: { id: string; site_key: string };
  const clock = new ManualClock(NOW);
  const domainOf = (i: number) => `co-${String(9999 - i).padStart(4, '0')}.com`; // domain order opposes time order

  beforeAll(async () => {
    svc = await startTestServer({ clock });
    ws = await createWorkspace(svc, 'Caps', 'free', 7); // new workspace: 7 days at pro_plus
    const collector = createCollector(svc.rt);
    // hits arrive in time order, one after the other: on PostgreSQL the collector keeps two group
    // INSERTs in flight, so hits sent all at once can be stored out of order, and an account whose
    // hit is stored later but seen earlier takes a rank that pushes one already announced past the
    // cap (one event too many; the pipeline ranks in storage order, a known limit)
    for (let i = 0; i < N_MARCH; i++) {
      // accounts 0 and 1 share a first-seen instant: the domain breaks the tie
      const at = new Date(MARCH + (i === 1 ? 0 : i) * MINUTE);
      await collector.accept(ws.site_key, { t: 'identify', v: `cap-visitor-${i}`, u: 'https://s.test/demo', e: `p${i}@${domainOf(i)}` }, { ip: IPS.comcast, userAgent: CHROME, receivedAt: at });
    }
    for (let i = 0; i < 3; i++)
      await collector.accept(ws.site_key, { t: 'identify', v: `feb-visitor-${i}`, u: 'https://s.test/demo', e: `p@feb-${i}.com` }, { ip: IPS.comcast, userAgent: CHROME, receivedAt: new Date(FEB + i * MINUTE) });
    const r = await svc.admin('POST', '/jobs/run', { job: 'identify', workspace: ws.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.runs[0].stats.batches).toBeGreaterThan(1); // ranks are maintained across batches
  });
  afterAll(async () => svc?.stop());

  const accounts = () =>
    svc.rt.db.prisma.account.findMany({ where: { workspace_id: ws.id }, select: { company_domain: true, first_seen_at: true, cap_rank: true } });

  it('ranks accounts by (first_seen_at, company_domain) within each UTC month', async () => {
    const rows = await accounts();
    expect(rows).toHaveLength(N_MARCH + 3);
    const march = rows.filter((a) => a.first_seen_at.getTime() >= MARCH).sort((a, b) => a.cap_rank - b.cap_rank);
    expect(march.map((a) => a.cap_rank)).toEqual(Array.from({ length: N_MARCH }, (_, i) => i + 1));
    const expected = [...march].sort((a, b) => a.first_seen_at.getTime() - b.first_seen_at.getTime() || a.company_domain.localeCompare(b.company_domain));
    expect(march.map((a) => a.company_domain)).toEqual(expected.map((a) => a.company_domain));
    // the tie: co-9998 (i=1) before co-9999 (i=0) at the same instant
    expect(march.slice(0, 2).map((a) => a.company_domain)).toEqual([domainOf(1), domainOf(0)]);
    const feb = rows.filter((a) => a.first_seen_at.getTime() < MARCH).map((a) => a.cap_rank).sort();
    expect(feb).toEqual([1, 2, 3]);
  });

  it('applies each plan cap exactly at its boundary', async () => {
    const rows = (await accounts()).filter((a) => a.first_seen_at.getTime() >= MARCH);
    for (const plan of Object.keys(PLAN_CAPS) as PlanName[]) {
      const access = accessFor({ plan, trial_ends_at: null }, clock);
      const cap = PLAN_CAPS[plan];
      expect(rows.filter((a) => isAccountAccessible(a, access)).length, plan).toBe(Math.min(cap, N_MARCH));
      const at = rows.find((a) => a.cap_rank === cap);
      const past = rows.find((a) => a.cap_rank === cap + 1);
      if (at) expect(isAccountAccessible(at, access), `${plan} rank ${cap}`).toBe(true);
      if (past) expect(isAccountAccessible(past, access), `${plan} rank ${cap + 1}`).toBe(false);
    }
  });

  it('gives new workspaces 7 days of pro_plus, then the plan', async () => {
    const w = await svc.rt.db.prisma.workspace.findUniqueOrThrow({ where: { id: ws.id }, select: { plan: true, trial_ends_at: true } });
    const during = accessFor(w as { plan: PlanName; trial_ends_at: Date }, clock);
    expect(during).toMatchObject({ effectivePlan: 'pro_plus', trialActive: true, cap: 2500, contactFieldsWithheld: false });
    const after = accessFor(w as { plan: PlanName; trial_ends_at: Date }, { now: () => new Date(NOW.getTime() + 7 * 86_400_000 + 1) });
    expect(after).toMatchObject({ effectivePlan: 'free', trialActive: false, cap: 150, contactFieldsWithheld: true });
    const view = await svc.admin('GET', `/workspaces/${ws.id}`);
    expect(view.body.workspace).toMatchObject({ effective_plan: 'pro_plus', monthly_cap: 2500 });
  });

  it('locks visitors over the cap, and every visitor on the free tier', async () => {
    const visitors = await svc.rt.db.prisma.visitor.findMany({ where: { workspace_id: ws.id }, select: { email: true, account: { select: { cap_rank: true, first_seen_at: true } } } });
    const march = visitors.filter((v) => v.account!.first_seen_at.getTime() >= MARCH);
    const pro = accessFor({ plan: 'pro', trial_ends_at: null }, clock);
    expect(march.filter((v) => isVisitorLocked(v, pro)).length).toBe(N_MARCH - 1000);
    const free = accessFor({ plan: 'free', trial_ends_at: null }, clock);
    expect(visitors.every((v) => isVisitorLocked(v, free))).toBe(true);
  });

  it('withholds identification events over the cap (trial cap 2500 while identifying)', async () => {
    const events = await svc.rt.db.prisma.outboxEvent.findMany({ where: { workspace_id: ws.id }, select: { data: true } });
    expect(events).toHaveLength(2500 + 3);
    const domains = new Set(events.map((e) => (e.data as any).company.domain));
    const last = (await accounts()).find((a) => a.first_seen_at.getTime() >= MARCH && a.cap_rank === N_MARCH)!;
    expect(domains.has(last.company_domain)).toBe(false);
    // trial (pro_plus): contact fields are not withheld
    expect(events.every((e) => typeof (e.data as any).person.email === 'string')).toBe(true);
  });

  it('withholds contact fields from free-tier events', async () => {
    const free = await createWorkspace(svc, 'FreeNoTrial', 'free', 0);
    await createCollector(svc.rt).accept(free.site_key, { t: 'identify', v: 'free-visitor-1', u: 'https://s.test/demo', e: 'ann@initech.com' }, { ip: IPS.comcast, userAgent: CHROME });
    await svc.admin('POST', '/jobs/run', { job: 'identify', workspace: free.id });
    const [e] = await svc.rt.db.prisma.outboxEvent.findMany({ where: { workspace_id: free.id } });
    expect((e!.data as any).person).toEqual({ email: null, name: null, title: null });
    expect((e!.data as any).company.domain).toBe('initech.com');
  });
});

describe('demo loader', () => {
  let svc: TestService;
  const clock = new ManualClock(NOW);
  beforeAll(async () => {
    svc = await startTestServer({ clock });
  });
  afterAll(async () => svc?.stop());

  it('is deterministic for a seed', () => {
    const a = planDemoTraffic({ visitors: 50, days: 10, seed: 3, now: NOW });
    const b = planDemoTraffic({ visitors: 50, days: 10, seed: 3, now: NOW });
    const c = planDemoTraffic({ visitors: 50, days: 10, seed: 4, now: NOW });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('loads traffic through the collector and the jobs, covering every case', async () => {
    const ws = await createWorkspace(svc, 'DemoFree', 'free', 0);
    const r = await svc.admin('POST', `/workspaces/DemoFree/demo`, { visitors: 600, days: 12, seed: 7 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ visitors: 600, hits: expect.any(Number), legacy_unflagged_visits: expect.any(Number) });
    expect(r.body.progress.length).toBeGreaterThan(3);
    const p = svc.rt.db.prisma;
    const classes = await p.account.groupBy({ by: ['classification'], where: { workspace_id: ws.id }, _count: true });
    expect(classes.map((c) => c.classification).sort()).toEqual(['competitor', 'customer', 'excluded', 'lead']);
    expect(await p.account.count({ where: { workspace_id: ws.id, company_domain: 'personal' } })).toBe(1);
    expect(await p.account.count({ where: { workspace_id: ws.id, cap_rank: { gt: PLAN_CAPS.free } } })).toBeGreaterThan(0); // locked accounts
    expect(await p.visit.count({ where: { workspace_id: ws.id, is_bot: true } })).toBeGreaterThan(0);
    expect(await p.visit.count({ where: { workspace_id: ws.id, is_bot: null } })).toBe(r.body.legacy_unflagged_visits);
    expect(r.body.legacy_unflagged_visits).toBeGreaterThan(0);
    const channels = await p.attributionDaily.groupBy({ by: ['channel'], where: { workspace_id: ws.id } });
    expect(channels.length).toBeGreaterThanOrEqual(4);
    const kinds = (await p.recommendation.findMany({ where: { workspace_id: ws.id }, select: { kind: true } })).map((x) => x.kind);
    expect(kinds).toEqual(expect.arrayContaining(['unflagged_bot_rows', 'competitor_on_pricing']));
    expect(r.body.events).toBeGreaterThan(0);
    expect(r.body.events).toBeLessThanOrEqual(r.body.identified_visitors);
    // the demo store (#17): every customer's email is a demo visitor's, and each order follows a visit by them within the lookback
    expect(r.body.store.orders).toBeGreaterThan(0);
    const [shared] = await svc.rt.db.sql.query<{ customers: number; matched: number; orders: number; within: number }>(
      `SELECT (SELECT count(*) FROM commerce_customers WHERE workspace_id = $1::uuid)::int AS customers,
              (SELECT count(*) FROM commerce_customers c WHERE c.workspace_id = $1::uuid AND EXISTS (SELECT 1 FROM visitors v WHERE v.workspace_id = c.workspace_id AND lower(v.email) = c.email))::int AS matched,
              (SELECT count(*) FROM commerce_orders WHERE workspace_id = $1::uuid)::int AS orders,
              (SELECT count(*) FROM commerce_orders o WHERE o.workspace_id = $1::uuid AND EXISTS (SELECT 1 FROM visitors v JOIN visits x ON x.visitor_id = v.id
                 WHERE v.workspace_id = o.workspace_id AND lower(v.email) = o.email AND x.occurred_at <= o.created_at AND x.occurred_at > o.created_at - interval '7 days'))::int AS within`,
      [ws.id],
    );
    expect(shared).toEqual({ customers: r.body.store.customers, matched: r.body.store.customers, orders: r.body.store.orders, within: expect.any(Number) });
    expect(shared!.within).toBeGreaterThan(shared!.orders / 2);
  });
});
