// The embedded default and the schedule: with no provider credentials the sandbox completes consent
// on our own callback and records what would have been sent (labelled sandbox); activated rules run
// from the job (schedule / new identifications) and each new contact goes out once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { ManualClock } from '../../core/clock.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';
import { createJobRunner } from '../../subgraphs/accounts/jobs/runner.js';
import { EVAL_NOW, seedFixture } from '../helpers/copilotTools/fixture.js';

let ctx: TestContext;
let t: TestContext['t'];
let ws: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: EVAL_NOW });
  t = ctx.t;
  ws = (await seedFixture(ctx)).workspaceId;
}, 300_000);
afterAll(async () => t?.drop());

const runs = (name: string) =>
  t.db.sql.query<Record<string, any>>(
    `SELECT r.* FROM sync_rule_runs r JOIN sync_rules s ON s.id = r.sync_rule_id WHERE s.workspace_id = $1::uuid AND s.name = $2 ORDER BY r.started_at DESC, r.id`,
    [ws, name],
  );

describe('sandbox email platform', () => {
  it('consent completes locally and the connection is labelled sandbox', async () => {
    const s = createAccountsServices(ctx);
    const c = await s.esp.connect(ws, 'klaviyo');
    expect(c.sandbox).toBe(true);
    const link = new URL(c.consent_url);
    expect(`${link.origin}${link.pathname}`).toBe(`${ctx.config.publicUrl}/integrations/esp/callback`);
    const done = await s.esp.completeConsent({ state: link.searchParams.get('state')!, code: link.searchParams.get('code')! });
    expect(done).toMatchObject({ provider: 'klaviyo', sandbox: true });
    expect(await s.esp.verify(ws)).toMatchObject({ provider: 'klaviyo', sandbox: true, account: expect.stringContaining('sandbox') });
  });

  it('the scheduled job runs activated rules only, records a sandbox run, and sends nobody twice', async () => {
    const runner = createJobRunner(ctx);
    const [job] = await runner.run('sync', { workspaceId: ws });
    expect(job).toMatchObject({ job: 'sync', status: 'succeeded', stats: { rules: 1, runs: 1, contacts_sent: 2 } });
    const [hot] = await runs('Hot leads');
    expect(hot).toMatchObject({ status: 'succeeded', trigger: 'schedule', provider: 'sandbox', contacts_sent: 2 });
    expect(await runs('Customers weekly')).toEqual([]); // paused
    const d = await createAccountsServices(ctx).syncRuns.deliveries(hot!.id);
    expect(d.map((x) => x.email)).toEqual(['jane@acme.com', 'li@globex.com']);
    expect(d.every((x) => x.status === 'sent' && x.provider_id!.startsWith('sandbox_'))).toBe(true);
    const listed = await createAccountsServices(ctx).syncRules.list(ws);
    expect(listed.find((r) => r.name === 'Hot leads')).toMatchObject({ last_run_sandbox: true, last_run_contacts_sent: 2 });

    // a new identification: the next run (triggered by it) sends only that contact
    const acme = await t.db.sql.query<{ id: string }>(`SELECT id FROM accounts WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    await t.db.prisma.visitor.create({ data: { workspace_id: ws, anonymous_id: 'fresh', account_id: acme[0]!.id, email: 'fresh@acme.com', intent_score: 99, identified_at: EVAL_NOW } });
    (ctx.clock as ManualClock).advance(60_000);
    await runner.run('sync', { workspaceId: ws, trigger: 'identification' });
    const [latest] = await runs('Hot leads');
    expect(latest).toMatchObject({ trigger: 'identification', contacts_sent: 1 });
    expect((await createAccountsServices(ctx).syncRuns.deliveries(latest!.id)).map((x) => x.email)).toEqual(['fresh@acme.com']);
  });

  it('after a crash mid-run, the claimed contact is not resent until its claim is stale; the dead run is marked interrupted', async () => {
    const [rule] = await t.db.sql.query<{ id: string }>(`SELECT id FROM sync_rules WHERE workspace_id = $1::uuid AND name = 'Hot leads'`, [ws]);
    const acme = await t.db.sql.query<{ id: string }>(`SELECT id FROM accounts WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    const v = await t.db.prisma.visitor.create({ data: { workspace_id: ws, anonymous_id: 'crash', account_id: acme[0]!.id, email: 'crash@acme.com', intent_score: 97, identified_at: EVAL_NOW } });
    // what a process that died after claiming (and maybe sending) leaves behind
    const dead = await t.db.prisma.syncRuleRun.create({ data: { sync_rule_id: rule!.id, started_at: ctx.clock.now(), status: 'running', provider: 'sandbox' } });
    await t.db.prisma.syncRuleDelivery.create({ data: { sync_rule_id: rule!.id, visitor_id: v.id, run_id: dead.id, email: 'crash@acme.com', status: 'pending', updated_at: ctx.clock.now() } });
    ctx.clock.advance(1_000);
    const runner = createJobRunner(ctx);
    await runner.run('sync', { workspaceId: ws });
    expect((await runs('Hot leads'))[0]).toMatchObject({ contacts_sent: 0, contacts_skipped: 1 });
    ctx.clock.advance(11 * 60_000);
    await runner.run('sync', { workspaceId: ws });
    const [latest] = await runs('Hot leads');
    expect(latest).toMatchObject({ contacts_sent: 1, contacts_skipped: 0 });
    expect((await createAccountsServices(ctx).syncRuns.deliveries(latest!.id)).map((x) => x.email)).toEqual(['crash@acme.com']);
    expect((await t.db.prisma.syncRuleRun.findUniqueOrThrow({ where: { id: dead.id } })).status).toBe('interrupted');
    expect(await t.db.prisma.syncRuleDelivery.count({ where: { visitor_id: v.id } })).toBe(1);
  });

  it('a rule on a platform the workspace is not connected to is skipped by the job, not failed', async () => {
    await t.db.prisma.syncRule.create({ data: { workspace_id: ws, name: 'MC', esp: 'mailchimp', list_id: 'x', state: 'active' } });
    const [job] = await createJobRunner(ctx).run('sync', { workspaceId: ws });
    expect(job).toMatchObject({ status: 'succeeded', stats: { rules: 2, not_connected: 1, errors: 0 } });
  });
});
