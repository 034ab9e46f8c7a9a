// Chat alerts against a fake Slack / Teams receiver on 127.0.0.1: the published criteria (threshold,
// hot pages, classification, plan cap), Block Kit with a text fallback, Adaptive Cards, the
// per-account cooldown, test posts with failures recorded, and the webhook URL guard on creation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/serviceContext.js';
import { startReceiver, type Receiver } from '../helpers/webhooks/receiver.js';
import { loadConfig } from '../../core/config.js';
import { ManualClock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { createAccountsServices } from '../../subgraphs/accounts/services.js';
import { EVAL_NOW, seedFixture } from '../helpers/copilotTools/fixture.js';

let t: TestContext['t'];
let rx: Receiver;
let ctx: TestContext;
let ws: string;
let clock: ManualClock;
const s = () => createAccountsServices(ctx);
const sql = <T = Record<string, any>>(q: string, p: unknown[] = []) => t.db.sql.query<T>(q, p);
const bodies = (from: number, path: string) => rx.received.slice(from).filter((r) => r.path === path).map((r) => JSON.parse(r.raw.toString()));

async function visit(email: string, path: string, hoursAgo: number) {
  const [v] = await sql<{ id: string }>(`SELECT id FROM visitors WHERE workspace_id = $1::uuid AND email = $2`, [ws, email]);
  await t.db.prisma.visit.create({
    data: { workspace_id: ws, visitor_id: v!.id, url: `https://evalco.com${path}`, path, is_bot: false, occurred_at: new Date(clock.now().getTime() - hoursAgo * 3_600_000) },
  });
}

beforeAll(async () => {
  rx = await startReceiver({ status: 200, body: 'ok' });
  ctx = await createTestContext({ now: EVAL_NOW, env: { SIGNAL_WEBHOOK_ALLOW_PRIVATE: '1' } });
  t = ctx.t;
  clock = ctx.clock;
  ws = (await seedFixture(ctx)).workspaceId;
  const origin = new URL(rx.url).origin;
  // the fixture's destinations point at the fake receiver (never at the real services)
  await sql(`UPDATE alert_destinations SET url = $2 || CASE kind WHEN 'slack' THEN '/slack' ELSE '/teams' END, state = 'active' WHERE workspace_id = $1::uuid`, [ws, origin]);
  await visit('jane@acme.com', '/pricing', 2); // acme: lead, 92
  await visit('li@globex.com', '/demo', 1); // globex: customer, 85
  await visit('sam@initech.io', '/pricing', 1); // initech: competitor, 70 → silent
  await visit('ann@hooli.com', '/pricing', 1); // hooli: 75 but over the pro cap → never posted
  await visit('kim@gmail.com', '/blog', 1); // personal, 55, no hot page
}, 300_000);
afterAll(async () => {
  await rx?.close();
  await t?.drop();
});

describe('account alerts', () => {
  it('post to each active destination the accounts meeting the criteria, in its platform format', async () => {
    const from = rx.received.length;
    const stats = await s().alerts.dispatch(ws);
    expect(stats).toEqual({ destinations: 2, alerts_sent: 4, alerts_failed: 0 });
    const slack = bodies(from, '/slack');
    expect(slack.map((b) => b.text)).toEqual([
      'Acme (acme.com) is showing buying intent: score 92, viewed /pricing.',
      'Globex (globex.com) is showing buying intent: score 85, viewed /demo.',
    ]);
    expect(slack[0].blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Acme is showing buying intent', emoji: true } });
    expect(slack[0].blocks[1].fields).toContainEqual({ type: 'mrkdwn', text: '*Hot pages*\n/pricing' });
    const teams = bodies(from, '/teams');
    expect(teams).toHaveLength(2); // threshold 70, but initech is a competitor and hooli is over the cap
    expect(teams[0].attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teams[0].attachments[0].content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(JSON.stringify([...slack, ...teams])).not.toMatch(/hooli|initech/i);
    expect(rx.received.slice(from).every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
  });

  it('an account that keeps matching is not posted again, even after the cooldown', async () => {
    const from = rx.received.length;
    await visit('jane@acme.com', '/demo', 0.1);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0 });
    clock.advance(20 * 3_600_000);
    await visit('jane@acme.com', '/pricing', 0.5); // acme kept a hot-page visit inside every 24 h window
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0 }); // globex's visit is now 21 h old: still matching
    clock.advance(10 * 3_600_000);
    await visit('jane@acme.com', '/pricing', 0.5);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0, alerts_failed: 0 }); // acme still matching; globex dropped out
    expect(rx.received.length).toBe(from);
  });

  it('an account that drops out and crosses again posts again, but not inside the cooldown', async () => {
    const from = rx.received.length;
    await visit('li@globex.com', '/demo', 0.2); // globex crosses again, > 24 h after its first post
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 2 });
    expect(bodies(from, '/slack').map((b) => b.text)).toEqual(['Globex (globex.com) is showing buying intent: score 85, viewed /demo.']);
    // drops out (no hot-page visit for 25 h) while acme stays; crosses back 1 h later: inside no cooldown? 26 h since: posts
    clock.advance(25 * 3_600_000);
    await visit('jane@acme.com', '/pricing', 0.5);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0 });
    await sql(`UPDATE accounts SET intent_score = 60 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0 }); // acme below every threshold now
    await sql(`UPDATE accounts SET intent_score = 92 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    const again = rx.received.length;
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 2 }); // acme crossed back, 55 h after its last post
    expect(bodies(again, '/slack').map((b) => b.text)).toEqual(['Acme (acme.com) is showing buying intent: score 92, viewed /pricing.']);
    await sql(`UPDATE accounts SET intent_score = 60 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0 });
    await sql(`UPDATE accounts SET intent_score = 92 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0 }); // crossed back inside the cooldown: not posted
    const [d] = await sql<{ id: string }>(`SELECT id FROM alert_destinations WHERE workspace_id = $1::uuid AND kind = 'slack'`, [ws]);
    const [state] = await sql(`SELECT matching, owed FROM alert_account_states s JOIN accounts a ON a.id = s.account_id
      WHERE s.destination_id = $1::uuid AND a.company_domain = 'acme.com'`, [d!.id]);
    expect(state).toEqual({ matching: true, owed: false });
  });

  it('two passes at once post a crossing once', async () => {
    await sql(`UPDATE accounts SET intent_score = 60 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    await s().alerts.dispatch(ws);
    clock.advance(25 * 3_600_000);
    await visit('jane@acme.com', '/pricing', 0.5);
    await sql(`UPDATE accounts SET intent_score = 92 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    const from = rx.received.length;
    const runs = await Promise.all([s().alerts.dispatch(ws), s().alerts.dispatch(ws), s().alerts.dispatch(ws)]);
    expect(runs.reduce((n, r) => n + r.alerts_sent, 0)).toBe(2); // acme, once on each destination
    expect(bodies(from, '/slack')).toHaveLength(1);
    expect(bodies(from, '/teams')).toHaveLength(1);
  });

  it('failures are recorded and retried after the failure delay, not every tick', async () => {
    await sql(`UPDATE accounts SET intent_score = 60 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    await s().alerts.dispatch(ws);
    rx.reply({ status: 404, body: 'no_service' });
    clock.advance(25 * 3_600_000);
    await visit('jane@acme.com', '/pricing', 0.5);
    await sql(`UPDATE accounts SET intent_score = 92 WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, [ws]);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0, alerts_failed: 2 });
    const [d] = await sql<{ id: string }>(`SELECT id FROM alert_destinations WHERE workspace_id = $1::uuid AND kind = 'slack'`, [ws]);
    expect((await s().alerts.history(ws, d!.id, 1))[0]).toMatchObject({ kind: 'alert', status: 'failed', status_code: 404, company_domain: 'acme.com' });
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0, alerts_failed: 0 });
    rx.reply({ status: 200, body: 'ok' });
    clock.advance(16 * 60_000);
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 2 });
    expect(await s().alerts.dispatch(ws)).toMatchObject({ alerts_sent: 0 });
  });

  it('activating a destination posts only the top accounts already matching, then crossings', async () => {
    const [d] = await sql<{ id: string }>(`SELECT id FROM alert_destinations WHERE workspace_id = $1::uuid AND kind = 'slack'`, [ws]);
    await s().alertDestinations.setState(ws, d!.id, 'pause');
    // 25 more accounts cross while it is paused
    for (let i = 0; i < 25; i++) {
      const [a] = await sql<{ id: string }>(
        `INSERT INTO accounts (id, workspace_id, company_domain, company_name, intent_score, first_seen_at, last_seen_at, cap_rank)
         VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, $5, 1) RETURNING id::text`,
        [ws, `burst${i}.com`, `Burst ${i}`, 90 + (i % 10), clock.now()],
      );
      const [v] = await sql<{ id: string }>(
        `INSERT INTO visitors (id, workspace_id, anonymous_id, account_id, email, intent_score) VALUES (gen_random_uuid(), $1::uuid, $2, $3::uuid, $4, 80) RETURNING id::text`,
        [ws, `burst-${i}`, a!.id, `p@burst${i}.com`],
      );
      await t.db.prisma.visit.create({ data: { workspace_id: ws, visitor_id: v!.id, url: 'https://evalco.com/pricing', path: '/pricing', is_bot: false, occurred_at: clock.now() } });
    }
    await s().alertDestinations.setState(ws, d!.id, 'activate');
    const from = rx.received.length;
    await s().alerts.dispatch(ws);
    // the ALERT_MAX_PER_RUN (20) highest-intent accounts matching now owe a post, the rest are the
    // baseline; acme (92) is among the 20 but was posted 16 min ago: inside its cooldown
    const posted = bodies(from, '/slack').map((b) => b.text as string);
    expect(posted).toHaveLength(19);
    expect(posted.some((x) => x.startsWith('Acme'))).toBe(false);
    expect(posted.filter((x) => x.startsWith('Burst')).length).toBe(19);
    const next = rx.received.length;
    await s().alerts.dispatch(ws);
    expect(bodies(next, '/slack')).toHaveLength(0);
  });
});

describe('test posts and the URL guard', () => {
  it('a test post reaches the channel; a failing one is reported and logged', async () => {
    const [d] = await sql<{ id: string }>(`SELECT id FROM alert_destinations WHERE workspace_id = $1::uuid AND kind = 'slack'`, [ws]);
    const from = rx.received.length;
    expect(await s().alerts.test(ws, d!.id)).toMatchObject({ posted: true, status_code: 200, error: null });
    expect(bodies(from, '/slack')[0].text).toContain('Test from Signal');
    rx.reply({ status: 410, body: 'channel_is_archived' });
    expect(await s().alerts.test(ws, d!.id)).toMatchObject({ posted: false, status_code: 410, error: 'HTTP 410: channel_is_archived' });
    rx.reply({ status: 200, body: 'ok' });
  });

  it('destinations are held to the webhook URL rules', async () => {
    const strict = createAccountsServices({ ...ctx, config: loadConfig({ SIGNAL_DATA_DIR: '/tmp/unused', NODE_ENV: 'test' }) });
    for (const url of ['https://10.1.2.3/hook', 'https://127.0.0.1/x', 'http://hooks.example.com/x', 'https://user:pw@hooks.example.com/x']) {
      const e = await strict.alertDestinations.create(ws, { name: 'bad', kind: 'slack', url, min_intent: 70 }).then(() => null, (x: unknown) => x);
      expect(e, url).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('VALIDATION_ERROR');
    }
  });
});
