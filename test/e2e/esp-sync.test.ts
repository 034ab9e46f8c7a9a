// Email platforms end to end against fake Klaviyo and Mailchimp servers on 127.0.0.1: consent link,
// OAuth callback over HTTP (PKCE proven, tokens sealed at rest), verify, and sync runs that push
// exactly the dry run's sendable contacts, record each run, back off on 429 and never send twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../helpers/server.js';
import { startFakeKlaviyo, startFakeMailchimp, md5, type KlaviyoFake, type MailchimpFake } from '../helpers/fakeEsp.js';
import { ManualClock } from '../../core/clock.js';
import { decrypt } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';
import { stripeSignature } from '../../subgraphs/accounts/billing/stripeSignature.js';
import type { ToolContext } from '../../subgraphs/copilot/catalogue/types.js';
import { EVAL_NOW, run, seedFixture, toolContext } from '../helpers/copilotTools/seed.js';

let svc: TestService;
let kl: KlaviyoFake;
let mc: MailchimpFake;
let ctx: ToolContext;
const q = (sql: string, ...p: unknown[]) => svc.rt.db.prisma.$queryRawUnsafe(sql, ...p) as Promise<Record<string, any>[]>;

beforeAll(async () => {
  kl = await startFakeKlaviyo();
  mc = await startFakeMailchimp();
  svc = await startTestServer({
    clock: new ManualClock(EVAL_NOW),
    env: {
      KLAVIYO_CLIENT_ID: kl.clientId,
      KLAVIYO_CLIENT_SECRET: kl.clientSecret,
      KLAVIYO_AUTHORIZE_URL: `${kl.origin}/oauth/authorize`,
      KLAVIYO_API_URL: kl.origin,
      MAILCHIMP_CLIENT_ID: mc.clientId,
      MAILCHIMP_CLIENT_SECRET: mc.clientSecret,
      MAILCHIMP_LOGIN_URL: mc.origin,
      // Stripe is configured only for its webhook route here (no Stripe API call is made in this file)
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_PRICES: 'pro_plus=price_pp',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
  });
  kl.expectRedirectUri = mc.expectRedirectUri = `${svc.rt.config.publicUrl}/integrations/esp/callback`;
  ctx = await toolContext(svc.rt, (await seedFixture(svc.rt)).workspaceId);
}, 300_000);
afterAll(async () => {
  await svc?.stop();
  await kl?.close();
  await mc?.close();
});

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
};
const callback = (params: Record<string, string>) => fetch(`${svc.url}/integrations/esp/callback?${new URLSearchParams(params)}`);
const wouldSend = async (rule: string) =>
  (await run(ctx, 'dry_run_sync_rule', { rule, limit: 100 })).data.filter((r) => r.would_send).map((r) => r.resolved_email as string).sort();

describe('Klaviyo', () => {
  let state = '';

  it('a rule whose platform has no token is a 409 klaviyo_not_connected with a fix hint', async () => {
    const e = await refusal(run(ctx, 'run_sync_rule', { rule: 'Hot leads' }));
    expect(e.status).toBe(409);
    expect(e.details).toMatchObject({ code: 'klaviyo_not_connected', fix_url: '/settings/integrations/email', fix_label: expect.any(String) });
    expect(kl.receiver.received).toHaveLength(0);
  });

  it('connect_esp returns a consent link with state and an S256 PKCE challenge, in secrets only', async () => {
    const r = await run(ctx, 'connect_esp', { provider: 'klaviyo' });
    const link = new URL(r.secrets!.consent_url!);
    expect(`${link.origin}${link.pathname}`).toBe(`${kl.origin}/oauth/authorize`);
    const p = Object.fromEntries(link.searchParams);
    expect(p).toMatchObject({ response_type: 'code', client_id: kl.clientId, redirect_uri: kl.expectRedirectUri, code_challenge_method: 'S256' });
    expect(p.scope).toContain('lists:write');
    expect(p.state).toMatch(/^[\w-]{40,}$/);
    expect(p.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(r.data)).not.toContain(p.state);
    state = p.state!;
    kl.expectChallenge = p.code_challenge!;
  });

  it('the callback exchanges the code once (Basic client auth, code_verifier) and seals the tokens', async () => {
    const res = await callback({ code: 'kl-code', state });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ connected: true, provider: 'klaviyo', sandbox: false });
    expect(kl.violations).toEqual([]);
    expect(kl.receiver.received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /oauth/token']);
    const [row] = await q(`SELECT * FROM esp_connections WHERE workspace_id = $1::uuid`, ctx.workspaceId);
    expect(row!.status).toBe('connected');
    expect(row!.oauth_state).toBeNull();
    expect(row!.access_token_enc).not.toContain('kl-access');
    expect(decrypt(row!.access_token_enc, svc.rt.secrets.secretKey)).toBe('kl-access');
    expect(decrypt(row!.refresh_token_enc, svc.rt.secrets.secretKey)).toBe('kl-refresh');
    expect(new Date(row!.token_expires_at).getTime()).toBe(EVAL_NOW.getTime() + 3_600_000); // expires_in dated by the service clock
    // single use: the same state again is unknown
    const again = await callback({ code: 'kl-code', state });
    expect(again.status).toBe(404);
    expect((await again.json()).details.code).toBe('esp_consent_unknown');
  });

  it('verify_esp reads the account with Bearer, revision and JSON:API accept headers', async () => {
    const r = await run(ctx, 'verify_esp');
    expect(r.data[0]).toMatchObject({ provider: 'klaviyo', account: 'Evalco Store', sandbox: false });
    expect(kl.calls()).toEqual(['GET /api/accounts']);
    expect(kl.violations).toEqual([]);
  });

  it('an expiring access token is refreshed with the refresh token (Basic client auth) and stored sealed', async () => {
    await q(`UPDATE esp_connections SET token_expires_at = $2::timestamptz WHERE workspace_id = $1::uuid`, ctx.workspaceId, new Date(EVAL_NOW.getTime() + 30_000));
    const before = kl.receiver.received.length;
    await ctx.services.esp.session(ctx.workspaceId, 'klaviyo');
    expect(kl.receiver.received.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /oauth/token']);
    expect(kl.violations).toEqual([]);
    const [row] = await q(`SELECT refresh_token_enc, token_expires_at FROM esp_connections WHERE workspace_id = $1::uuid`, ctx.workspaceId);
    expect(decrypt(row!.refresh_token_enc, svc.rt.secrets.secretKey)).toBe('kl-refresh-2');
  });

  it('lists follow links.next pagination', async () => {
    const { provider, session } = await ctx.services.esp.session(ctx.workspaceId, 'klaviyo');
    expect(await provider.lists(session)).toEqual([{ id: 'L1', name: 'Hot leads' }, { id: 'L2', name: 'Newsletter' }]);
    expect(kl.violations).toEqual([]);
  });

  it('run_sync_rule pushes exactly the dry run sendable contacts, backs off on 429 and records the run', async () => {
    const expected = await wouldSend('Hot leads');
    expect(expected).toEqual(['jane@acme.com', 'li@globex.com']); // ann@hooli.com is over the plan cap: withheld, not sent
    kl.throttleListAdds = 1;
    const before = kl.receiver.received.length;
    const t0 = Date.now();
    const r = await run(ctx, 'run_sync_rule', { rule: 'Hot leads' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950); // waited out Retry-After: 1
    expect(r.data[0]).toMatchObject({ status: 'succeeded', contacts_sent: 2, contacts_failed: 0, provider: 'klaviyo', sandbox: false, list_id: 'L1' });
    const sent = kl.receiver.received.slice(before);
    const imports = sent.filter((x) => x.path === '/api/profile-import').map((x) => JSON.parse(x.raw.toString()).data.attributes);
    expect(imports.map((a) => a.email).sort()).toEqual(expected);
    expect(imports.find((a) => a.email === 'jane@acme.com')).toMatchObject({ first_name: 'Jane', last_name: 'Roe', properties: { signal_intent_score: 90 } });
    expect(sent.filter((x) => x.path === '/api/lists/L1/relationships/profiles')).toHaveLength(2); // 429, then the retry
    expect(sent.some((x) => /subscri/.test(x.path))).toBe(false); // adding to a list never subscribes
    expect([...kl.lists.get('L1')!].sort()).toEqual([kl.profiles.get('jane@acme.com'), kl.profiles.get('li@globex.com')].sort());
    expect(kl.violations).toEqual([]);
    const runs = await q(`SELECT r.* FROM sync_rule_runs r JOIN sync_rules s ON s.id = r.sync_rule_id WHERE s.workspace_id = $1::uuid AND s.name = 'Hot leads' ORDER BY r.started_at DESC`, ctx.workspaceId);
    expect(runs[0]).toMatchObject({ status: 'succeeded', contacts_sent: 2, contacts_failed: 0, trigger: 'manual', provider: 'klaviyo' });
    const d = await ctx.services.syncRuns.deliveries(runs[0]!.id);
    expect(d.map((x) => [x.email, x.status, x.provider_id])).toEqual([
      ['jane@acme.com', 'sent', kl.profiles.get('jane@acme.com')],
      ['li@globex.com', 'sent', kl.profiles.get('li@globex.com')],
    ]);
  });

  it('a second run sends nobody twice; the dry run agrees', async () => {
    expect(await wouldSend('Hot leads')).toEqual([]);
    const before = kl.receiver.received.length;
    const r = await run(ctx, 'run_sync_rule', { rule: 'Hot leads' });
    expect(r.data[0]).toMatchObject({ status: 'succeeded', contacts_sent: 0 });
    expect(kl.receiver.received.length).toBe(before);
  });

  it('two concurrent runs send a new contact once; a rejected contact is recorded as failed and retried later', async () => {
    const acme = await q(`SELECT id FROM accounts WHERE workspace_id = $1::uuid AND company_domain = 'acme.com'`, ctx.workspaceId);
    for (const email of ['new@acme.com', 'reject@acme.com'])
      await svc.rt.db.prisma.visitor.create({ data: { workspace_id: ctx.workspaceId, anonymous_id: email, account_id: acme[0]!.id, email, intent_score: 95, identified_at: EVAL_NOW } });
    const before = kl.receiver.received.length;
    const [a, b] = await Promise.all([run(ctx, 'run_sync_rule', { rule: 'Hot leads' }), run(ctx, 'run_sync_rule', { rule: 'Hot leads' })]);
    const imports = kl.receiver.received.slice(before).filter((x) => x.path === '/api/profile-import').map((x) => JSON.parse(x.raw.toString()).data.attributes.email);
    expect(imports.sort()).toEqual(['new@acme.com', 'reject@acme.com']);
    const total = (k: string) => Number(a.data[0]![k]) + Number(b.data[0]![k]);
    expect([total('contacts_sent'), total('contacts_failed')]).toEqual([1, 1]);
    // the other run found them claimed (or, when it looked after the first finished, only the failed one)
    expect(total('contacts_skipped')).toBeGreaterThanOrEqual(1);
    const failed = [a, b].find((x) => Number(x.data[0]!.contacts_failed) === 1)!;
    expect(failed.data[0]).toMatchObject({ status: 'partial' });
    expect(String(failed.data[0]!.error)).toContain('400');
    // the failed contact is claimed again by a run that starts after the failure; the sent one is not
    (svc.rt.clock as ManualClock).advance(1_000);
    const next = await run(ctx, 'run_sync_rule', { rule: 'Hot leads' });
    expect(next.data[0]).toMatchObject({ contacts_sent: 0, contacts_failed: 1, status: 'failed' });
  });
});

describe('Mailchimp', () => {
  it('consent, token exchange, data-centre discovery; then members upserted by MD5 of the lower-cased email', async () => {
    const r = await run(ctx, 'connect_esp', { provider: 'mailchimp' });
    const link = new URL(r.secrets!.consent_url!);
    expect(`${link.origin}${link.pathname}`).toBe(`${mc.origin}/oauth2/authorize`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ response_type: 'code', client_id: mc.clientId, redirect_uri: mc.expectRedirectUri });
    const res = await callback({ code: 'mc-code', state: link.searchParams.get('state')! });
    expect(res.status).toBe(200);
    expect(mc.receiver.received.map((x) => `${x.method} ${x.path}`)).toEqual(['POST /oauth2/token', 'GET /oauth2/metadata']);
    const [row] = await q(`SELECT provider, api_endpoint FROM esp_connections WHERE workspace_id = $1::uuid`, ctx.workspaceId);
    expect(row).toEqual({ provider: 'mailchimp', api_endpoint: `${mc.origin}/us6` });

    // switching platform: the Klaviyo rule is no longer connected
    const e = await refusal(run(ctx, 'run_sync_rule', { rule: 'Hot leads' }));
    expect(e.details).toMatchObject({ code: 'klaviyo_not_connected' });

    expect((await run(ctx, 'verify_esp')).data[0]).toMatchObject({ provider: 'mailchimp', account: 'Evalco Mail' });
    const { provider, session } = await ctx.services.esp.session(ctx.workspaceId, 'mailchimp');
    expect((await provider.lists(session)).length).toBe(150); // offset paging: 0, 100

    const globex = await q(`SELECT id FROM accounts WHERE workspace_id = $1::uuid AND company_domain = 'globex.com'`, ctx.workspaceId);
    await svc.rt.db.prisma.visitor.create({
      data: { workspace_id: ctx.workspaceId, anonymous_id: 'mixed', account_id: globex[0]!.id, email: 'Mixed.Case@Globex.com', name: 'Mo Case', intent_score: 88, identified_at: EVAL_NOW },
    });
    await svc.rt.db.prisma.visitor.create({
      data: { workspace_id: ctx.workspaceId, anonymous_id: 'mc-reject', account_id: globex[0]!.id, email: 'reject@globex.com', intent_score: 81, identified_at: EVAL_NOW },
    });
    await svc.rt.db.prisma.syncRule.create({ data: { workspace_id: ctx.workspaceId, name: 'MC customers', esp: 'mailchimp', list_id: 'mc-list', min_intent: 80, classification: 'customer' } });
    const expected = await wouldSend('MC customers');
    expect(expected).toEqual(['Mixed.Case@Globex.com', 'li@globex.com', 'reject@globex.com']);
    const before = mc.receiver.received.length;
    const out = await run(ctx, 'run_sync_rule', { rule: 'MC customers' });
    expect(out.data[0]).toMatchObject({ status: 'partial', contacts_sent: 2, contacts_failed: 1, provider: 'mailchimp' });
    expect(String(out.data[0]!.error)).toContain('mailchimp answered 400');
    const puts = mc.receiver.received.slice(before).filter((x) => x.method === 'PUT');
    expect(puts.map((x) => x.path).sort()).toEqual(
      [`/us6/3.0/lists/mc-list/members/${md5('li@globex.com')}`, `/us6/3.0/lists/mc-list/members/${md5('mixed.case@globex.com')}`, `/us6/3.0/lists/mc-list/members/${md5('reject@globex.com')}`].sort(),
    );
    expect(JSON.parse(puts.find((x) => x.path.endsWith(md5('mixed.case@globex.com')))!.raw.toString())).toEqual({
      email_address: 'Mixed.Case@Globex.com',
      status_if_new: 'transactional',
      merge_fields: { FNAME: 'Mo', LNAME: 'Case' },
    });
    expect(String(out.data[0]!.provider_ids)).toContain(md5('li@globex.com'));
    expect(mc.violations).toEqual([]);
  });
});

describe('Stripe webhook over HTTP', () => {
  it('verifies the signature on the raw body and moves the plan once per event id', async () => {
    const event = JSON.stringify({ id: 'evt_http_1', type: 'checkout.session.completed', data: { object: { client_reference_id: ctx.workspaceId, customer: 'cus_9', subscription: 'sub_9', metadata: { workspace_id: ctx.workspaceId, plan: 'pro_plus' } } } });
    const t = Math.floor(EVAL_NOW.getTime() / 1000);
    const post = (sig: string) => fetch(`${svc.url}/billing/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': sig }, body: event });
    const bad = await post(`t=${t},v1=${stripeSignature('whsec_other', t, event)}`);
    expect(bad.status).toBe(422);
    const ok = await post(`t=${t},v1=${stripeSignature('whsec_e2e', t, event)}`);
    expect(await ok.json()).toEqual({ applied: true, type: 'checkout.session.completed', workspace_id: ctx.workspaceId });
    expect((await q(`SELECT plan::text AS plan FROM workspaces WHERE id = $1::uuid`, ctx.workspaceId))[0]!.plan).toBe('pro_plus');
    const again = await post(`t=${t},v1=${stripeSignature('whsec_e2e', t, event)}`);
    expect(await again.json()).toMatchObject({ applied: false });
  });
});

