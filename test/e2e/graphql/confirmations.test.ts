// Irreversible changes over the dashboard's GraphQL (issue 15 point 1, spec 4.4's list: a secret
// shown once, a hard delete, vendor credits, contacts pushed out, plus the spec 4.5 table's other
// "no" rows) need confirm: true. Without it each answers VALIDATION_ERROR confirmation_required
// with the effect in words, and nothing changes; a bad argument is still named first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '../../helpers/graphql.js';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { createWorkspace } from '../../helpers/identification.js';

let s: TestService;
let owner: string;
let workspaceId: string;
let endpointId: string;
let ruleId: string;
let alertId: string;
let memberEmail: string;
const gql = async (query: string, variables: Record<string, unknown> = {}) => (await postGraphql(s.url, owner, query, variables)).body;
const count = async (table: string) =>
  (await s.rt.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE workspace_id = $1`, [workspaceId]))[0]!.n;

beforeAll(async () => {
  s = await startTestServer();
  const ws = await createWorkspace(s, 'Confirm Co');
  workspaceId = ws.id;
  memberEmail = `dev-member@${ws.site_key.toLowerCase()}.signal.local`; // admin/token.routes.ts's development member
  owner = (await s.admin('POST', `/workspaces/${workspaceId}/token`, { role: 'owner' })).body.token;
  await s.admin('POST', `/workspaces/${workspaceId}/token`, { role: 'member' }); // a member to (not) remove
  const ep = await gql(`mutation { createWebhookEndpoint(url: "http://127.0.0.1:9/hook", confirm: true) { endpoint { id } } }`);
  expect(ep.errors, JSON.stringify(ep.errors)).toBeUndefined();
  endpointId = ep.data.createWebhookEndpoint.endpoint.id;
  ruleId = (await gql(`mutation { createSyncRule(input: { name: "Hot leads" }) { id } }`)).data.createSyncRule.id;
  const alert = await gql(`mutation { createAlertDestination(input: { name: "Sales", url: "http://127.0.0.1:9/slack" }) { id } }`);
  expect(alert.errors, JSON.stringify(alert.errors)).toBeUndefined();
  alertId = alert.data.createAlertDestination.id;
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

const UNCONFIRMED: [string, string, RegExp][] = [
  ['createWebhookEndpoint', `mutation { createWebhookEndpoint(url: "http://127.0.0.1:9/other") { secret } }`, /secret is shown once/],
  ['rotateWebhookSecret', `mutation ($e: ID!) { rotateWebhookSecret(id: $e) { secret } }`, /shown once/],
  ['setWebhookState DELETE', `mutation ($e: ID!) { setWebhookState(id: $e, action: DELETE) { deleted } }`, /delivery history/],
  ['run_sync_rule', `mutation ($r: ID!) { run_sync_rule(id: $r) { status } }`, /cannot be recalled/],
  ['run_enrichment_pipeline', `mutation { run_enrichment_pipeline { matched } }`, /credit/],
  ['invite_team_member', `mutation { invite_team_member(email: "new@confirm.co", role: "member") { status } }`, /invites new@confirm.co/],
  ['remove_team_member', `mutation ($m: String!) { remove_team_member(email: $m) { status } }`, /removes/],
  ['start_checkout', `mutation { start_checkout(plan: "pro") { url } }`, /checkout/],
  ['test_alert_destination', `mutation ($a: ID!) { test_alert_destination(id: $a) { destination } }`, /real test message/],
  ['claimDomain', `mutation { claimDomain(domain: "confirm.co") { claimed_domain } }`, /clearing the current verification/],
  ['activateWorkspace', `mutation { activateWorkspace { activated } }`, /cannot be undone/],
  ['createApiKey', `mutation { createApiKey(name: "k", scopes: ["read"]) { plaintext } }`, /.+/],
];

describe('irreversible mutations without confirm: true', () => {
  it.each(UNCONFIRMED)('%s is refused with the effect named, and nothing changes', async (_name, query, effect) => {
    const before = await count('webhook_endpoints');
    const r = await gql(query, { e: endpointId, r: ruleId, a: alertId, m: memberEmail });
    expect(r.errors?.[0]?.extensions, JSON.stringify(r)).toMatchObject({ code: 'VALIDATION_ERROR', details: { code: 'confirmation_required', field: 'confirm' } });
    expect(r.errors[0].message).toMatch(effect);
    expect(await count('webhook_endpoints')).toBe(before);
  });

  it('changed nothing: the endpoint keeps its secret and exists, no run, no invitation, no domain, not active', async () => {
    const [ep] = await s.rt.db.sql.query<{ updated_at: Date; created_at: Date }>(`SELECT created_at, updated_at FROM webhook_endpoints WHERE id = $1`, [endpointId]);
    expect(ep).toBeDefined();
    expect((await s.rt.db.sql.query(`SELECT 1 FROM sync_rule_runs WHERE sync_rule_id = $1`, [ruleId])).length).toBe(0);
    expect((await s.rt.db.sql.query(`SELECT 1 FROM invitations WHERE workspace_id = $1`, [workspaceId])).length).toBe(0);
    expect((await s.rt.db.sql.query(`SELECT 1 FROM members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = $1 AND lower(u.email) = $2`, [workspaceId, memberEmail])).length).toBe(1);
    const [ws] = await s.rt.db.sql.query<{ claimed_domain: string | null; activated_at: Date | null }>(`SELECT claimed_domain, activated_at FROM workspaces WHERE id = $1`, [workspaceId]);
    expect(ws).toEqual({ claimed_domain: null, activated_at: null });
  });

  it('names a bad argument before asking to confirm', async () => {
    const r = await gql(`mutation { createWebhookEndpoint(url: "not a url") { secret } }`);
    expect(r.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'url' } });
  });

  it('with confirm: true the change runs (the delete, as the last of them)', async () => {
    const rotated = await gql(`mutation ($e: ID!) { rotateWebhookSecret(id: $e, confirm: true) { secret } }`, { e: endpointId });
    expect(rotated.data.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    const deleted = await gql(`mutation ($e: ID!) { setWebhookState(id: $e, action: DELETE, confirm: true) { deleted } }`, { e: endpointId });
    expect(deleted.data.setWebhookState.deleted).toBe(true);
    const disabled = await gql(`mutation ($e: ID!) { setWebhookState(id: $e, action: DISABLE) { deleted } }`, { e: endpointId });
    expect(disabled.errors[0].extensions.code).toBe('NOT_FOUND'); // reversible actions need no confirm; this one is gone
  });
});
