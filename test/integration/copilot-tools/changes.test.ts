// Every product change on the fixture workspace: what it changes, name selectors (spec 4.6),
// prechecks before consent, and reversibility per spec 4.5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { ManualClock } from '../../../core/clock.js';
import type { ToolContext } from '../../../subgraphs/copilot/catalogue/types.js';
import { createRegistry, isIrreversible } from '../../../subgraphs/copilot/catalogue/registry.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { EVAL_NOW, emptyWorkspace, run, seedFixture, tool, toolContext } from '../../helpers/copilotTools/seed.js';
import { renderStatements } from '../../../core/db/tracing.js';

let svc: TestService;
let ctx: ToolContext;
let empty: ToolContext;
const q = (sql: string, ...p: unknown[]) => svc.rt.db.prisma.$queryRawUnsafe(sql, ...p) as Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  svc = await startTestServer({ clock: new ManualClock(EVAL_NOW) });
  ctx = await toolContext(svc.rt, (await seedFixture(svc.rt)).workspaceId);
  empty = await toolContext(svc.rt, await emptyWorkspace(svc.rt));
}, 300_000);
afterAll(async () => svc?.stop());

describe('registration', () => {
  it('the registry accepts every tool against the spec catalogue, with per-call reversibility', () => {
    const reg = createRegistry(ALL_TOOLS);
    // + 12 integration changes, 3 traffic reads, authorize_store and eight commerce reads
    expect(reg.all().length).toBe(5 + 19 + 20 + 12 + 3 + 1 + 8);
    expect(isIrreversible(tool('set_sync_rule_state'), { rule: 'x', action: 'pause' })).toBe(false);
    expect(isIrreversible(tool('set_sync_rule_state'), { rule: 'x', action: 'delete' })).toBe(true);
    expect(isIrreversible(tool('set_webhook_state'), { url: 'x', action: 'delete' })).toBe(true);
    expect(isIrreversible(tool('set_alert_destination_state'), { destination: 'x', action: 'delete' })).toBe(true);
    for (const name of ['create_api_key', 'create_webhook', 'activate_workspace', 'claim_domain', 'delete_conversation', 'forget_fact'])
      expect(isIrreversible(tool(name), {}), name).toBe(true);
    for (const t of ALL_TOOLS.filter((x) => x.kind === 'change')) expect(t.effect(t.args.safeParse({}).success ? {} : sampleArgs(t.name)).length, t.name).toBeGreaterThan(10);
  });
});

function sampleArgs(name: string): Record<string, unknown> {
  const s: Record<string, Record<string, unknown>> = {
    set_visitor_contacted: { email: 'a@b.co', contacted: true },
    set_recommendation_status: { subject: 's', status: 'snoozed' },
    update_enrichment_config: { page_patterns: [] },
    create_sync_rule: { name: 'n' },
    update_sync_rule: { rule: 'r', min_intent: 5 },
    set_sync_rule_state: { rule: 'r', action: 'delete' },
    replace_intent_pages: { pages: [] },
    create_api_key: { name: 'k', scopes: ['read'] },
    create_webhook: { url: 'https://x.example.com' },
    set_webhook_state: { url: 'https://x.example.com', action: 'delete' },
    create_alert_destination: { name: 'a', url: 'https://x.example.com' },
    set_alert_destination_state: { destination: 'a', action: 'pause' },
    claim_domain: { domain: 'x.com' },
    rename_conversation: { conversation: 'a', title: 'b' },
    delete_conversation: { conversation: 'a' },
    forget_fact: { fact: 'ab' },
    classify_account: { domain: 'acme.com', classification: 'lead' },
    revoke_api_key: { key: 'k' },
    connect_esp: { provider: 'klaviyo' },
    authorize_store: { shop: 'acme.myshopify.com' },
    run_sync_rule: { rule: 'r' },
    test_alert_destination: { destination: 'd' },
    invite_team_member: { email: 'a@b.co' },
    update_team_member: { email: 'a@b.co', role: 'member' },
    remove_team_member: { email: 'a@b.co' },
    cancel_invitation: { email: 'a@b.co' },
    start_checkout: { plan: 'pro' },
  };
  return tool(name).args.parse(s[name] ?? {}) as Record<string, unknown>;
}

describe('name selectors (spec 4.6)', () => {
  it('match exactly ignoring case and whitespace, refuse unknown (listing what exists) and ambiguous names', async () => {
    const t = tool('set_sync_rule_state');
    await expect(t.precheck!(ctx, { rule: 'hot', action: 'pause' })).rejects.toMatchObject({ reason: 'not_found', existing: expect.arrayContaining(['Hot leads']) });
    await expect(t.precheck!(ctx, { rule: 'dupe RULE', action: 'pause' })).rejects.toMatchObject({ reason: 'ambiguous' });
    await expect(t.precheck!(ctx, { rule: '  hot LEADS ', action: 'pause' })).resolves.toBeUndefined();
    await expect(tool('set_alert_destination_state').precheck!(ctx, { destination: 'sales', action: 'pause' })).rejects.toMatchObject({ reason: 'not_found' });
    await expect(tool('set_webhook_state').precheck!(empty, { url: 'https://x.example.com', action: 'delete' })).rejects.toMatchObject({ message: expect.stringMatching(/none yet/) });
  });
});

describe('changes', () => {
  it('set_sync_rule_state pauses, activates and deletes by name', async () => {
    expect((await run(ctx, 'set_sync_rule_state', { rule: 'customers weekly', action: 'activate' })).data[0]).toMatchObject({ previous_state: 'paused', state: 'active' });
    const r = await run(ctx, 'set_sync_rule_state', { rule: 'Customers weekly', action: 'delete' });
    expect(r.sql).toMatch(/DELETE FROM sync_rules/);
    expect(await q(`SELECT * FROM sync_rules WHERE workspace_id = $1::uuid AND name = 'Customers weekly'`, ctx.workspaceId)).toHaveLength(0);
  });

  it('create_sync_rule starts paused; update_sync_rule renames and keeps history', async () => {
    expect((await run(ctx, 'create_sync_rule', { name: 'Big fish', min_intent: 80, classification: 'customer' })).data[0]).toMatchObject({ name: 'Big fish', state: 'paused', min_intent: 80, classification: 'customer' });
    const u = await run(ctx, 'update_sync_rule', { rule: 'hot leads', name: 'Hottest', min_intent: 85 });
    expect(u.data[0]).toMatchObject({ previous_name: 'Hot leads', name: 'Hottest', min_intent: 85, state: 'active' });
    expect((await run(ctx, 'sync_rules', {})).data.find((r) => r.name === 'Hottest')).toMatchObject({ last_run_contacts_sent: 3 });
  });

  it('set_visitor_contacted by email, and refuses locked visitors', async () => {
    expect((await run(ctx, 'set_visitor_contacted', { email: 'Jane@Acme.com' })).data[0]).toMatchObject({ contacted: true, visitors_updated: 1 });
    expect((await run(ctx, 'search_visitors', { contacted: true, domain: 'acme.com' })).data.map((v) => v.resolved_email).sort()).toEqual(['bob@acme.com', 'jane@acme.com']);
    await run(ctx, 'set_visitor_contacted', { email: 'jane@acme.com', contacted: false });
    await expect(run(ctx, 'set_visitor_contacted', { email: 'ann@hooli.com' })).rejects.toMatchObject({ reason: 'not_found' });
  });

  it('set_recommendation_status snoozes and reopens by subject', async () => {
    const r = await run(ctx, 'set_recommendation_status', { subject: 'acme.com', status: 'snoozed', snooze_days: 3 });
    expect(r.data[0]).toMatchObject({ previous_status: 'new', status: 'snoozed', snoozed_until: '2025-06-21T12:00:00.000Z' });
    expect((await run(ctx, 'open_recommendations', {})).data.map((d) => d.subject)).not.toContain('acme.com');
    await run(ctx, 'set_recommendation_status', { subject: 'ACME.com', status: 'new' });
    await expect(run(ctx, 'set_recommendation_status', { subject: 'nothing', status: 'done' })).rejects.toMatchObject({ reason: 'not_found' });
  });

  it('replace_intent_pages replaces the whole set; omitted weights reset to 1', async () => {
    const r = await run(ctx, 'replace_intent_pages', { pages: [{ pattern: '/pricing' }, { pattern: '/contact', score_weight: 2 }] });
    expect(r.data[0]).toMatchObject({ removed: ['/demo'] });
    expect((await run(ctx, 'intent_pages', {})).data).toEqual([
      { pattern: '/contact', label: null, score_weight: 2 },
      { pattern: '/pricing', label: null, score_weight: 1 },
    ]);
  });

  it('update_enrichment_config: an empty list disables enrichment in practice', async () => {
    const r = await run(empty, 'update_enrichment_config', { page_patterns: [] });
    expect(r.caveats.join(' ')).toMatch(/disabled in practice/);
    await run(ctx, 'update_enrichment_config', { vendor: 'apollo' });
    expect((await run(ctx, 'enrichment_config', {})).data[0]).toMatchObject({ vendor: 'apollo', page_patterns: ['/pricing'] });
  });

  it('create_api_key returns the plaintext only in secrets', async () => {
    const r = await run(ctx, 'create_api_key', { name: 'warehouse' });
    expect(r.secrets?.api_key).toMatch(/^sk_sig_/);
    expect(JSON.stringify(r.data)).not.toContain(r.secrets!.api_key);
    expect(r.sql).not.toContain(r.secrets!.api_key);
  });

  it('revoke_api_key goes through the key service: by name, ambiguous names refused with their prefixes', async () => {
    await expect(tool('revoke_api_key').precheck!(ctx, { key: 'dupe KEY' })).rejects.toMatchObject({ reason: 'ambiguous', message: expect.stringMatching(/sk_sig_Dup1.*sk_sig_Dup2|sk_sig_Dup2.*sk_sig_Dup1/) });
    const r = await run(ctx, 'revoke_api_key', { key: ' zapier EXPORT ' });
    expect(r.data[0]).toMatchObject({ name: 'Zapier export', prefix: 'sk_sig_Zap1', revoked_at: expect.any(String) });
    // the trace is what the key service ran (recorded on Database.sql), not a description of it
    expect(r.sql).toBe(renderStatements(r.statements!));
    expect(r.statements!.map((st) => st.text.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual(['SELECT id, name,', 'UPDATE api_keys SET']);
    expect(r.statements![1]).toMatchObject({ paramCount: 3, rows: 1 });
    expect(r.sql).toMatch(/UPDATE api_keys SET revoked_at/);
    await expect(tool('revoke_api_key').precheck!(ctx, { key: 'Zapier export' })).rejects.toMatchObject({ reason: 'not_found', existing: expect.arrayContaining(['CI']) });
  });

  it('create_webhook stores an encrypted secret, enforces 5 per workspace; set_webhook_state by URL', async () => {
    const r = await run(ctx, 'create_webhook', { url: 'https://hooks.example.com/new' });
    expect(r.secrets?.signing_secret).toMatch(/^whsec_/);
    const [sec] = await q(`SELECT s.ciphertext FROM webhook_secrets s JOIN webhook_endpoints e ON e.id = s.endpoint_id WHERE e.url = $1`, 'https://hooks.example.com/new');
    expect(String(sec!.ciphertext)).not.toContain(r.secrets!.signing_secret);
    // the endpoint service's transaction as it ran; the ciphertext is redacted from the trace
    expect(r.statements!.map((st) => st.text.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'SELECT id FROM',
      'SELECT url FROM',
      'INSERT INTO webhook_endpoints',
      'INSERT INTO webhook_secrets',
      'SELECT e.id, e.workspace_id,',
    ]);
    expect(r.sql).toContain('"<redacted>"');
    expect(r.sql).not.toContain(String(sec!.ciphertext));
    await run(ctx, 'create_webhook', { url: 'https://hooks.example.com/3' });
    await run(ctx, 'create_webhook', { url: 'https://hooks.example.com/4' });
    await expect(run(ctx, 'create_webhook', { url: 'https://hooks.example.com/5' })).rejects.toMatchObject({ code: 'CONFLICT', details: { code: 'webhook_limit_reached' } });
    // the webhooks domain's own checks, before consent is asked: limit, URL already registered, invalid URL
    await expect(tool('create_webhook').precheck!(ctx, { url: 'https://hooks.example.com/5' })).rejects.toMatchObject({ details: { code: 'webhook_limit_reached' } });
    await expect(tool('create_webhook').precheck!(empty, { url: 'ftp://x' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await run(empty, 'create_webhook', { url: 'https://hooks.example.com/dup' });
    await expect(tool('create_webhook').precheck!(empty, { url: 'HTTPS://hooks.example.com/dup ' })).rejects.toMatchObject({ details: { code: 'webhook_url_exists' } });
    await run(empty, 'set_webhook_state', { url: 'https://hooks.example.com/dup', action: 'delete' });
    expect((await run(ctx, 'set_webhook_state', { url: 'HTTPS://old.example.com/hook', action: 'enable' })).data[0]).toMatchObject({ previous_state: 'disabled', state: 'enabled' });
    const off = await run(ctx, 'set_webhook_state', { url: 'https://hooks.example.com/new', action: 'disable' });
    expect(off.data[0]).toMatchObject({ previous_state: 'enabled', state: 'disabled' });
    // the same disable as the dashboard's: the endpoint service's reason
    expect((await q(`SELECT disabled_reason FROM webhook_endpoints WHERE url = 'https://hooks.example.com/new'`))[0]).toMatchObject({ disabled_reason: 'disabled by a user' });
    await expect(tool('set_webhook_state').precheck!(ctx, { url: 'https://nowhere.example.com', action: 'enable' })).rejects.toMatchObject({ reason: 'not_found', existing: expect.arrayContaining(['https://hooks.example.com/new']) });
    expect((await q(`SELECT consecutive_failures FROM webhook_endpoints WHERE url = 'https://old.example.com/hook'`))[0]).toMatchObject({ consecutive_failures: 0 });
    await run(ctx, 'set_webhook_state', { url: 'https://old.example.com/hook', action: 'delete' });
    expect((await run(ctx, 'list_webhooks', {})).data).toHaveLength(4);
  });

  it('alert destinations are created paused and change state by name', async () => {
    expect((await run(ctx, 'create_alert_destination', { name: 'VIP', url: 'https://hooks.slack.com/services/V', min_intent: 90 })).data[0]).toMatchObject({ state: 'paused', min_intent: 90 });
    expect((await run(ctx, 'set_alert_destination_state', { destination: 'vip', action: 'activate' })).data[0]).toMatchObject({ state: 'active' });
    await run(ctx, 'set_alert_destination_state', { destination: 'VIP', action: 'delete' });
    expect((await run(ctx, 'list_alert_destinations', {})).data.map((d) => d.name)).toEqual(['#sales-alerts', 'Teams deals']);
  });

  it('onboarding steps: verify, test hit, intent step, activation, domain claim', async () => {
    expect((await run(empty, 'verify_pixel', {})).data[0]).toMatchObject({ verified: false });
    expect((await run(empty, 'test_pixel', {})).data[0]).toMatchObject({ accepted: true, url: 'https://example.com/signal-test' });
    // through the collector: stored in the pixel's own hit format, which the identify job reads
    const [raw] = await q(`SELECT payload, user_agent FROM raw_events WHERE workspace_id = $1::uuid`, empty.workspaceId);
    expect(raw).toMatchObject({ payload: { t: 'pageview', v: 'signal-test-pixel', u: 'https://example.com/signal-test' }, user_agent: 'SignalTestPixel/1' });
    expect((await run(empty, 'verify_pixel', {})).data[0]).toMatchObject({ verified: true });
    await expect(run(empty, 'complete_intent_step', {})).rejects.toMatchObject({ code: 'CONFLICT', details: { code: 'intent_pages_missing' } });
    expect((await run(ctx, 'complete_intent_step', {})).data[0]).toMatchObject({ intent_step_completed: true });
    expect((await run(ctx, 'activate_workspace', {})).data[0]).toMatchObject({ activated: true });
    expect((await run(ctx, 'claim_domain', { domain: 'Shop.EvalCo.com' })).data[0]).toMatchObject({ claimed_domain: 'shop.evalco.com', previous_domain: 'evalco.com' });
    await expect(tool('claim_domain').precheck!(ctx, { domain: 'not a domain' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('conversations and facts', async () => {
    expect((await run(ctx, 'rename_conversation', { conversation: 'q3 pipeline review', title: 'Q3 review' })).data[0]).toMatchObject({ previous_title: 'Q3 pipeline review', title: 'Q3 review' });
    await run(ctx, 'delete_conversation', { conversation: 'Competitor check' });
    expect((await run(ctx, 'list_conversations', {})).data.map((c) => c.title)).toEqual(['Q3 review']);
    await expect(run(ctx, 'forget_fact', { fact: 'ts' })).rejects.toMatchObject({ reason: 'ambiguous' });
    expect((await run(ctx, 'forget_fact', { fact: 'dentists' })).data[0]).toMatchObject({ text: 'We sell to dentists' });
    expect((await run(ctx, 'recall_facts', {})).data.map((f) => f.text)).toEqual(['Our fiscal year starts in April']);
  });
});
