// The issue-16 change tools over /ask: the confirmation gate and `irreversible` flags exactly as spec
// 4.5's table, secrets kept out of the answer, the privileged team tools behind the owner-set
// guardrail (dashboard GraphQL) with their refusals, invitations accepted once over HTTP, and an
// X-Idempotency-Key retry of run_sync_rule that sends nothing twice. Sandbox providers (no credentials).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, setup, SETUP_TIMEOUT, type Fixture } from '../helpers/copilot.js';

let f: Fixture;
let admin: string;
const call = (tool: string, args: Record<string, unknown>) => {
  f.planner.onPlan = () => ({ type: 'calls', question_kind: 'action', reasoning: tool, calls: [{ tool, arguments: args }] });
};
/** asks, checks the gate's flag, approves; returns both responses */
async function approve(question: string, irreversible: boolean, headers: Record<string, string> = {}) {
  const pending = await ask(f, f.owner, { question });
  expect(pending.status, JSON.stringify(pending.body)).toBe(200);
  expect(pending.body.answer).toBeNull();
  expect(pending.body.pending_confirmation.irreversible).toBe(irreversible);
  expect(pending.body.pending_confirmation.actions[0].irreversible).toBe(irreversible);
  const done = await ask(f, f.owner, { question, approved_plan: pending.body.pending_confirmation.approve_with }, headers);
  return { pending: pending.body, done: done.body, status: done.status };
}
const gql = async (token: string, query: string) =>
  (await fetch(`${f.server.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json();

beforeAll(async () => {
  f = await setup();
  admin = (await f.server.admin('POST', `/workspaces/${f.workspaceId}/token`, { role: 'admin' })).body.token;
}, SETUP_TIMEOUT);
afterAll(async () => f?.server.stop());

describe('email platform and sync tools over /ask', () => {
  it('connect_esp is reversible and its consent link travels only in secrets; the callback connects the sandbox', async () => {
    call('connect_esp', { provider: 'klaviyo' });
    const { pending, done } = await approve('connect klaviyo', false);
    expect(pending.pending_confirmation.actions[0].effect).toMatch(/consent link/);
    const link = done.secrets.consent_url as string;
    expect(link).toContain('/integrations/esp/callback?code=sandbox&state=');
    expect(JSON.stringify(done.trace)).not.toContain(new URL(link).searchParams.get('state'));
    expect(String(done.answer)).not.toContain(new URL(link).searchParams.get('state'));
    const u = new URL(link); // the test server listens on an ephemeral port its public URL cannot know
    const res = await fetch(`${f.server.url}${u.pathname}${u.search}`);
    expect(await res.json()).toMatchObject({ connected: true, provider: 'klaviyo', sandbox: true });
    call('verify_esp', {});
    expect((await approve('verify klaviyo', false)).done.trace[0].data[0]).toMatchObject({ provider: 'klaviyo', sandbox: true });
  });

  it('run_sync_rule is irreversible; a retry with the same X-Idempotency-Key sends nothing again', async () => {
    const { prisma } = f.server.rt.db;
    const acct = await prisma.account.findFirstOrThrow({ where: { workspace_id: f.workspaceId, company_domain: 'acme.com' } });
    await prisma.visitor.create({ data: { workspace_id: f.workspaceId, anonymous_id: 'sync-1', account_id: acct.id, email: 'buyer@acme.com', intent_score: 90, identified_at: new Date() } });
    await prisma.syncRule.create({ data: { workspace_id: f.workspaceId, name: 'Hot', list_id: 'L1', min_intent: 50 } });
    await prisma.workspace.update({ where: { id: f.workspaceId }, data: { plan: 'pro' } }); // the free plan withholds contacts: nothing to send
    call('run_sync_rule', { rule: 'Hot' });
    const key = { 'x-idempotency-key': 'sync-run-1' };
    const { pending, done } = await approve('run the Hot sync rule', true, key);
    expect(pending.pending_confirmation.actions[0].irreversible_reason).toBe('contacts pushed to an email platform cannot be recalled');
    expect(done.trace[0].data[0]).toMatchObject({ contacts_sent: 1, sandbox: true, provider: 'klaviyo' });
    const again = await ask(f, f.owner, { question: 'run the Hot sync rule', approved_plan: pending.pending_confirmation.approve_with }, key);
    expect(again.body.trace).toEqual(done.trace);
    expect(await prisma.syncRuleRun.count({ where: { sync_rule: { workspace_id: f.workspaceId } } })).toBe(1);
    expect(await prisma.syncRuleDelivery.count({ where: { email: 'buyer@acme.com' } })).toBe(1);
  });

  it('a rule on an unconnected platform is refused with the fix hint', async () => {
    await f.server.rt.db.prisma.syncRule.create({ data: { workspace_id: f.workspaceId, name: 'MC', esp: 'mailchimp', list_id: 'x' } });
    call('run_sync_rule', { rule: 'MC' });
    const r = await ask(f, f.owner, { question: 'run MC' });
    expect(r.status).toBe(409);
    expect(r.body.details).toMatchObject({ code: 'mailchimp_not_connected', fix_url: '/settings/integrations/email' });
  });

  it('test_alert_destination and run_enrichment_pipeline are irreversible; the estimate is in the effect', async () => {
    await f.server.rt.db.prisma.alertDestination.create({ data: { workspace_id: f.workspaceId, name: '#deals', url: 'http://127.0.0.1:9/x' } });
    call('test_alert_destination', { destination: '#deals' });
    const t = await ask(f, f.owner, { question: 'test #deals' });
    expect(t.body.pending_confirmation.actions[0]).toMatchObject({ irreversible: true, irreversible_reason: 'it posts a real message to a chat channel' });
    call('run_enrichment_pipeline', {});
    const e = await ask(f, f.owner, { question: 'run enrichment' });
    expect(e.body.pending_confirmation.actions[0]).toMatchObject({ irreversible: true });
    expect(e.body.pending_confirmation.actions[0].effect).toBe('Runs the enrichment pipeline; no page patterns are configured, so nobody is eligible and no credits are spent.');
  });
});

describe('privileged team tools', () => {
  it('the guardrail is set by an owner through GraphQL, never by others', async () => {
    const denied = await gql(admin, 'mutation { set_copilot_privileged_actions(enabled: true) { copilot_privileged_actions_enabled } }');
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');
    const keyDenied = await gql(f.readKey, 'mutation { set_copilot_privileged_actions(enabled: true) { copilot_privileged_actions_enabled } }');
    expect(keyDenied.errors?.length).toBeGreaterThan(0);
    call('invite_team_member', { email: 'new@copilot.co', role: 'member' });
    expect((await ask(f, f.owner, { question: 'invite new@copilot.co' })).body.pending_confirmation).toBeNull();
    const on = await gql(f.owner, 'mutation { set_copilot_privileged_actions(enabled: true) { copilot_privileged_actions_enabled } }');
    expect(on.data.set_copilot_privileged_actions.copilot_privileged_actions_enabled).toBe(true);
  });

  it('invite (irreversible), accept once over HTTP, change role, remove; refusals hold for everyone', async () => {
    call('invite_team_member', { email: 'new@copilot.co', role: 'admin' });
    const { done } = await approve('invite new@copilot.co as admin', true);
    const link = done.secrets.invitation_url as string;
    expect(JSON.stringify(done.trace)).not.toContain(new URL(link).searchParams.get('token'));
    const accept = (token: string) =>
      fetch(`${f.server.url}/invitations/accept`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, name: 'New Person' }) });
    const token = new URL(link).searchParams.get('token')!;
    const first = await accept(token);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ accepted: true, email: 'new@copilot.co', role: 'admin' });
    expect((await accept(token)).status).toBe(404); // single use

    call('update_team_member', { email: 'new@copilot.co', role: 'owner' });
    const refusedWith = (r: { done: any }) => r.done.trace[0].error;
    expect(refusedWith(await approve('make new@copilot.co owner', false))).toMatchObject({ code: 'FORBIDDEN', message: 'nobody can be promoted to owner' });

    const ownerEmail = (await f.server.rt.db.prisma.member.findFirstOrThrow({ where: { workspace_id: f.workspaceId, role: 'owner' }, include: { user: true } })).user.email;
    call('remove_team_member', { email: ownerEmail });
    expect(refusedWith(await approve(`remove ${ownerEmail}`, true))).toMatchObject({ code: 'FORBIDDEN', message: 'you cannot change or remove your own membership' });
    await f.server.rt.db.prisma.member.updateMany({ where: { workspace_id: f.workspaceId, user: { email: 'new@copilot.co' } }, data: { role: 'owner' } });
    call('update_team_member', { email: 'new@copilot.co', role: 'member' });
    expect(refusedWith(await approve('make new@copilot.co a member', false))).toMatchObject({ message: 'an owner cannot be demoted' });
    call('remove_team_member', { email: 'new@copilot.co' });
    expect(refusedWith(await approve('remove new@copilot.co', true))).toMatchObject({ message: 'an owner cannot be removed' });
    await f.server.rt.db.prisma.member.updateMany({ where: { workspace_id: f.workspaceId, user: { email: 'new@copilot.co' } }, data: { role: 'admin' } });

    call('update_team_member', { email: 'new@copilot.co', role: 'member' });
    const demote = await approve('demote new@copilot.co to member', false);
    expect(demote.done.trace[0].data[0], JSON.stringify(demote.done.trace[0])).toMatchObject({ previous_role: 'admin', role: 'member' });
    call('remove_team_member', { email: 'new@copilot.co' });
    expect((await approve('remove new@copilot.co from the team', true)).done.trace[0].data[0]).toMatchObject({ removed: true });

    call('invite_team_member', { email: 'later@copilot.co', role: 'member' });
    await approve('invite later@copilot.co', true);
    call('cancel_invitation', { email: 'later@copilot.co' });
    expect((await approve('cancel the invitation for later@copilot.co', false)).done.trace[0].data[0]).toMatchObject({ status: 'cancelled' });
  });

  it('billing tools: owner only, links only in secrets (sandbox without Stripe)', async () => {
    call('start_checkout', { plan: 'pro_plus' });
    const asAdmin = await ask(f, admin, { question: 'upgrade to pro plus' });
    expect(asAdmin.body.pending_confirmation).toBeNull(); // hidden from admins: billing is the owner's
    const { pending, done } = await approve('upgrade to pro plus', true);
    expect(pending.pending_confirmation.actions[0].irreversible_reason).toBe('a checkout session is created with the payment provider');
    expect(done.secrets.checkout_url).toContain('sandbox_checkout=pro_plus');
    expect(JSON.stringify(done.trace) + String(done.answer)).not.toContain('sandbox_checkout');
    call('open_billing_portal', {});
    const portal = await approve('open the billing portal', false);
    expect(portal.done.secrets.portal_url).toContain('sandbox_portal');
  });
});

describe('tool catalogue', () => {
  it('/agent-api/capabilities publishes every spec tool with kind, reversibility and privilege', async () => {
    const caps = await (await fetch(`${f.server.url}/agent-api/capabilities`)).json();
    const tools = caps.copilot_tools.tools as { name: string }[];
    expect(tools).toHaveLength(68);
    const by = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(by.run_sync_rule).toEqual({ name: 'run_sync_rule', kind: 'change', reversible: false, privileged: null, implemented: true });
    expect(by.connect_esp).toMatchObject({ reversible: true, implemented: true });
    expect(by.start_checkout).toMatchObject({ reversible: false, privileged: 'billing', implemented: true });
    expect(by.update_team_member).toMatchObject({ reversible: true, privileged: 'team', implemented: true });
    expect(by.set_sync_rule_state).toMatchObject({ reversible: 'depends on arguments' });
    expect(by.sync_rules).toMatchObject({ kind: 'read', implemented: true });
  });
});

describe('operator view (signalctl integrations)', () => {
  it('shows the sandbox connection and labelled sandbox runs; only the operator grants credits', async () => {
    const shown = await f.server.admin('GET', `/workspaces/${f.workspaceId}/integrations`);
    expect(shown.status).toBe(200);
    expect(shown.body.esp).toMatchObject({ provider: 'klaviyo', sandbox: true, status: 'connected' });
    expect(shown.body.sync_rules.find((r: { name: string }) => r.name === 'Hot').runs[0]).toMatchObject({ sandbox: true, provider: 'sandbox', contacts_sent: 1 });
    const granted = await f.server.admin('POST', `/workspaces/${f.workspaceId}/credits`, { credits: 25 });
    expect(granted).toMatchObject({ status: 201, body: { vendor: 'peopledatalabs', granted: 25, balance: 25 } });
    const asOwner = await fetch(`${f.server.url}/admin/v1/workspaces/${f.workspaceId}/credits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ credits: 1000 }),
    });
    expect(asOwner.status).toBe(403);
  });
});

describe('the same operations on the dashboard GraphQL', () => {
  it('role-checked mutations and reads over the gateway', async () => {
    const rule = await f.server.rt.db.prisma.syncRule.findFirstOrThrow({ where: { workspace_id: f.workspaceId, name: 'Hot' } });
    const asMember = await gql(f.member, `mutation { run_sync_rule(id: "${rule.id}", confirm: true) { status contacts_sent } }`);
    expect(asMember.errors[0].extensions.code).toBe('FORBIDDEN');
    const ran = await gql(admin, `mutation { run_sync_rule(id: "${rule.id}", confirm: true) { status contacts_sent sandbox } }`);
    expect(ran.data.run_sync_rule).toEqual({ status: 'succeeded', contacts_sent: 0, sandbox: true }); // already sent: nobody twice
    const runs = await gql(f.member, `{ sync_rule_runs(id: "${rule.id}") { trigger contacts_sent sandbox } }`);
    expect(runs.data.sync_rule_runs.map((r: { contacts_sent: number }) => r.contacts_sent)).toEqual([0, 1]);
    const bad = await gql(f.member, `{ sync_rule_runs(id: "${rule.id}", limit: 500) { status } }`);
    expect(bad.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const consent = await gql(admin, 'mutation { connect_esp(provider: "mailchimp") { provider sandbox consent_url } }');
    expect(consent.data.connect_esp).toMatchObject({ provider: 'mailchimp', sandbox: true });
    const est = await gql(f.member, '{ enrichment_estimate { eligible credits_needed disabled } }');
    expect(est.data.enrichment_estimate).toEqual({ eligible: 0, credits_needed: 0, disabled: true });
    const promote = await gql(f.owner, 'mutation { invite_team_member(email: "boss@copilot.co", role: "owner", confirm: true) { status } }');
    expect(promote.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(admin, 'mutation { start_checkout(plan: "enterprise", confirm: true) { url } }')).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(f.owner, 'mutation { start_checkout(plan: "enterprise", confirm: true) { url sandbox } }')).data.start_checkout.sandbox).toBe(true);
  });
});

