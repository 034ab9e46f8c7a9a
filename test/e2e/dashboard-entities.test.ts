// The dashboard's entity links and long lists over /graphql (issue 15 point 1): Account.visitors
// and Account.visits as Relay connections walked to the end and checked against independent SQL,
// Visitor.account, Recommendation.account, a webhook delivery's visitor resolved across subgraphs
// (webhooks → accounts) by federation, over-cap people masked, and the onboarding steps with
// their rules and confirmations. Another workspace sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '../helpers/graphql.js';
import { startTestServer, type TestService } from '../helpers/server.js';
import { createWorkspace, hit, IPS } from '../helpers/identification.js';
import { seedAccounts } from '../helpers/readApi.js';
import { startReceiver, type Receiver } from '../helpers/webhooks/receiver.js';
import { createDemoWorkspace } from '../../server/demo-bootstrap.js';

let s: TestService;
let receiver: Receiver;
let owner: string;
let stranger: string;
let workspaceId: string;
const sql = <T = any>(q: string, p: unknown[] = []) => s.rt.db.sql.query<T>(q, p);
const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await postGraphql(s.url, token, query, variables)).body;
const token = async (id: string, role = 'owner') => (await s.admin('POST', `/workspaces/${id}/token`, { role })).body.token as string;

beforeAll(async () => {
  s = await startTestServer();
  receiver = await startReceiver();
  const demo = await createDemoWorkspace(s.rt, undefined, { name: 'Entities Co', traffic: { visitors: 150, days: 10, seed: 11 } });
  workspaceId = demo.workspace.id;
  owner = await token(workspaceId);
  stranger = await token((await createWorkspace(s, 'Stranger Co')).id);
}, 180_000);
afterAll(async () => {
  await s?.stop();
  await receiver?.close();
});

/** every node of a connection, page by page (`first` per page), with the number of pages */
async function walk(query: string, vars: Record<string, unknown>, pick: (data: any) => any, first: number) {
  const nodes: any[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const r: any = await gql(owner, query, { ...vars, first, after });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const c = pick(r.data);
    nodes.push(...c.edges.map((e: any) => e.node));
    pages++;
    if (!c.pageInfo.hasNextPage) return { nodes, pages, totalCount: c.totalCount };
    after = c.pageInfo.endCursor;
    expect(pages).toBeLessThan(200);
  }
}

const PEOPLE = `query ($d: String!, $first: Int!, $after: String) { account(domain: $d) { id visitors(first: $first, after: $after) {
  totalCount edges { cursor node { id intent_score resolved_email is_locked account { id company_domain } } } pageInfo { hasNextPage endCursor } } } }`;
const TIMELINE = `query ($d: String!, $first: Int!, $after: String) { account(domain: $d) { visits(first: $first, after: $after) {
  totalCount edges { node { id occurred_at path visitor { id account { company_domain } } } } pageInfo { hasNextPage endCursor } } } }`;

describe('account page: people and visit timeline', () => {
  let domain: string;
  let accountId: string;
  beforeAll(async () => {
    // the account with the most people, so the walk spans several pages
    const [row] = await sql<{ id: string; company_domain: string }>(
      `SELECT a.id::text, a.company_domain FROM accounts a JOIN visitors v ON v.account_id = a.id
       WHERE a.workspace_id = $1 AND a.company_domain <> 'personal' GROUP BY a.id ORDER BY count(*) DESC, a.id LIMIT 1`,
      [workspaceId],
    );
    ({ company_domain: domain, id: accountId } = row!);
  });

  it("Account.visitors walks every person once, highest intent first, each linking back to the account", async () => {
    const truth = await sql<{ id: string }>(`SELECT id::text FROM visitors WHERE account_id = $1 ORDER BY intent_score DESC, id`, [accountId]);
    expect(truth.length).toBeGreaterThan(2);
    const { nodes, pages } = await walk(PEOPLE, { d: domain }, (d) => d.account.visitors, 2);
    expect(pages).toBe(Math.ceil(truth.length / 2));
    expect(nodes.map((n) => n.id)).toEqual(truth.map((t) => t.id));
    for (const n of nodes) expect(n.account).toEqual({ id: accountId, company_domain: domain });
  });

  it('Account.visits is the timeline of all its people, newest first, every view once', async () => {
    const truth = await sql<{ id: string }>(
      `SELECT w.id::text FROM visits w JOIN visitors v ON v.id = w.visitor_id WHERE v.account_id = $1 ORDER BY w.occurred_at DESC, w.id DESC`,
      [accountId],
    );
    const { nodes } = await walk(TIMELINE, { d: domain }, (d) => d.account.visits, 7);
    expect(nodes.map((n) => n.id)).toEqual(truth.map((t) => t.id));
    for (const n of nodes) expect(n.visitor.account.company_domain).toBe(domain);
  });

  it('bounds first (1-200, a VALIDATION_ERROR, not a clamp) and refuses a forged cursor', async () => {
    for (const first of [0, 201]) expect((await gql(owner, PEOPLE, { d: domain, first })).errors[0].extensions.details.field).toBe('first');
    const forged = Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url');
    expect((await gql(owner, PEOPLE, { d: domain, first: 2, after: forged })).errors[0].extensions.details.field).toBe('after');
    expect((await gql(owner, TIMELINE, { d: domain, first: 2, after: 'nope' })).errors[0].extensions.details.field).toBe('after');
  });

  it('visitor(id) resolves with its account; another workspace gets NOT_FOUND', async () => {
    const [v] = await sql<{ id: string; email: string | null }>(`SELECT id::text, email FROM visitors WHERE account_id = $1 LIMIT 1`, [accountId]);
    const q = `query ($id: ID!) { visitor(id: $id) { id resolved_email account { company_domain } } }`;
    const r = await gql(owner, q, { id: v!.id });
    expect(r.errors).toBeUndefined();
    expect(r.data.visitor).toEqual({ id: v!.id, resolved_email: v!.email, account: { company_domain: domain } });
    expect((await gql(stranger, q, { id: v!.id })).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('the accounts and visitors lists as connections', () => {
  const ACCOUNTS = `query ($first: Int!, $after: String, $c: Classification) { accountsConnection(first: $first, after: $after, classification: $c) {
    totalCount edges { cursor node { id company_domain } } pageInfo { hasNextPage endCursor } } }`;
  const VISITORS = `query ($first: Int!, $after: String, $min: Int) { visitorsConnection(first: $first, after: $after, min_intent: $min) {
    totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }`;

  it('accountsConnection walks the ranking (intent, then domain) once, with the total, as independent SQL has it', async () => {
    const truth = await sql<{ id: string }>(`SELECT id::text FROM accounts WHERE workspace_id = $1 ORDER BY intent_score DESC, company_domain`, [workspaceId]);
    const { nodes, totalCount } = await walk(ACCOUNTS, {}, (d) => d.accountsConnection, 17);
    expect(nodes.map((n) => n.id)).toEqual(truth.map((t) => t.id));
    expect(totalCount).toBe(truth.length);
    const leads = await sql<{ id: string }>(`SELECT id::text FROM accounts WHERE workspace_id = $1 AND classification = 'lead' ORDER BY intent_score DESC, company_domain`, [workspaceId]);
    expect((await walk(ACCOUNTS, { c: 'lead' }, (d) => d.accountsConnection, 50)).nodes.map((n) => n.id)).toEqual(leads.map((t) => t.id));
  });

  it('visitorsConnection walks the ranking (intent, then id) with its filter, as independent SQL has it', async () => {
    const truth = await sql<{ id: string }>(
      `SELECT v.id::text FROM visitors v JOIN accounts a ON a.id = v.account_id WHERE v.workspace_id = $1 AND v.intent_score >= 20 ORDER BY v.intent_score DESC, v.id`, [workspaceId]);
    expect(truth.length).toBeGreaterThan(10);
    const { nodes, totalCount } = await walk(VISITORS, { min: 20 }, (d) => d.visitorsConnection, 9);
    expect(nodes.map((n) => n.id)).toEqual(truth.map((t) => t.id));
    expect(totalCount).toBe(truth.length);
    expect((await gql(owner, VISITORS, { first: 5, min: 101 })).errors[0].extensions.details.field).toBe('min_intent');
  });
});

describe('over the plan cap', () => {
  it("masked accounts stay in the connection, and their cursors do not carry the withheld domain", async () => {
    const free = (await s.admin('POST', '/workspaces', { name: 'Cursor Co', plan: 'free', trial_days: 0 })).body.workspace.id as string;
    await seedAccounts(s, free, [{ domain: 'open-one.com', intent: 90 }, { domain: 'secret-two.com', intent: 80, rank: 5000 }]);
    const r = (await postGraphql(s.url, await token(free), `{ accountsConnection(first: 5) { edges { cursor node { company_domain is_locked } } } }`)).body;
    expect(r.errors).toBeUndefined();
    const edges = r.data.accountsConnection.edges;
    expect(edges.map((e: any) => e.node.is_locked)).toEqual([false, true]);
    expect(JSON.stringify(edges)).not.toContain('secret-two');
    expect(Buffer.from(edges[1].cursor, 'base64url').toString()).not.toContain('secret');
  });

  it("an over-cap account's people are present but masked", async () => {
    const free = (await s.admin('POST', '/workspaces', { name: 'Capped Co', plan: 'free', trial_days: 0 })).body.workspace.id as string;
    const ids = await seedAccounts(s, free, [
      { domain: 'inside.com', intent: 90, visitors: 2 },
      { domain: 'outside.com', intent: 80, visitors: 2, rank: 5000 },
    ]);
    const t = await token(free);
    const q = `query ($id: ID!) { visitor(id: $id) { is_locked resolved_email resolved_name account { is_locked company_domain } } }`;
    const [v] = await sql<{ id: string }>(`SELECT id::text FROM visitors WHERE account_id = $1 LIMIT 1`, [ids.get('outside.com')]);
    const r = (await postGraphql(s.url, t, q, { id: v!.id })).body;
    expect(r.errors).toBeUndefined();
    expect(r.data.visitor).toMatchObject({ is_locked: true, resolved_email: null, account: { is_locked: true } });
    expect(r.data.visitor.account.company_domain).not.toBe('outside.com');
    expect(r.data.visitor.resolved_name).not.toMatch(/Person/);
  });
});

describe('Recommendation.account', () => {
  it('links account recommendations to their account and leaves the others null', async () => {
    const [a] = await sql<{ company_domain: string }>(`SELECT company_domain FROM accounts WHERE workspace_id = $1 AND company_domain <> 'personal' ORDER BY intent_score DESC LIMIT 1`, [workspaceId]);
    await s.rt.db.prisma.recommendation.createMany({
      data: [
        { workspace_id: workspaceId, kind: 'high_intent_uncontacted', subject: a!.company_domain, title: 'Reach out' },
        { workspace_id: workspaceId, kind: 'sync_rule_ready', subject: a!.company_domain, title: 'A rule named like a domain' },
      ],
    });
    const r = await gql(owner, `{ recommendations { recommendations { kind subject account { company_domain } } } }`);
    expect(r.errors).toBeUndefined();
    const recs = r.data.recommendations.recommendations.filter((x: any) => x.subject === a!.company_domain);
    expect(recs.find((x: any) => x.kind === 'high_intent_uncontacted').account).toEqual({ company_domain: a!.company_domain });
    expect(recs.find((x: any) => x.kind === 'sync_rule_ready').account).toBeNull();
  });
});

describe("a webhook delivery's visitor (webhooks → accounts by federation)", () => {
  it('names the identified person, resolved by the accounts subgraph, and pages as a connection', async () => {
    const created = await gql(owner, `mutation ($u: String!) { createWebhookEndpoint(url: $u, confirm: true) { endpoint { id } } }`, { u: `${receiver.url}/hooks` });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const [site] = await sql<{ site_key: string }>(`SELECT site_key FROM workspaces WHERE id = $1`, [workspaceId]);
    const email = 'grace@delivery-test.example';
    expect((await hit(s, site!.site_key, { v: 'delivery-visitor', u: 'https://www.example.com/pricing' }, { ip: IPS.apple })).status).toBe(202);
    expect((await hit(s, site!.site_key, { t: 'identify', v: 'delivery-visitor', u: 'https://www.example.com/pricing', e: email }, { ip: IPS.apple })).status).toBe(202);
    expect((await s.admin('POST', '/jobs/run', { job: 'identify' })).status).toBeLessThan(300);
    const Q = `query ($first: Int!, $after: String) { webhookDeliveriesConnection(first: $first, after: $after) {
      edges { cursor node { id eventType visitor { id resolved_email account { company_domain } } } } pageInfo { hasNextPage endCursor } } }`;
    let nodes: any[] = [];
    for (let i = 0; i < 100 && !nodes.some((n) => n.visitor?.resolved_email === email); i++) {
      await new Promise((r) => setTimeout(r, 100));
      nodes = (await walk(Q, {}, (d) => d.webhookDeliveriesConnection, 1)).nodes;
    }
    const mine = nodes.find((n) => n.visitor?.resolved_email === email);
    expect(mine, JSON.stringify(nodes)).toBeDefined();
    const [v] = await sql<{ id: string }>(`SELECT id::text FROM visitors WHERE workspace_id = $1 AND email = $2`, [workspaceId, email]);
    expect(mine.visitor.id).toBe(v!.id);
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.workspace_id = $1`, [workspaceId]);
    expect(nodes.length).toBe(n);
    expect((await gql(stranger, Q, { first: 5 })).data.webhookDeliveriesConnection.edges).toEqual([]);
    expect((await gql(owner, Q, { first: 101 })).errors[0].extensions.details.field).toBe('first');
  });
});

describe('onboarding steps', () => {
  let t: string;
  let site: string;
  const CHECK = 'pixel_verified intent_step_completed activated steps_done claimed_domain';
  beforeAll(async () => {
    const ws = await createWorkspace(s, 'Onboarding Co');
    site = ws.site_key;
    t = await token(ws.id);
  });

  it('verifies the pixel only after a hit has arrived', async () => {
    const before = await gql(t, `mutation { verifyPixel { ${CHECK} } }`);
    expect(before.errors[0].extensions).toMatchObject({ code: 'CONFLICT', details: { code: 'pixel_not_seen' } });
    expect((await hit(s, site, { v: 'pixel-check', u: 'https://www.example.com/' }, { ip: IPS.apple })).status).toBe(202);
    const after = await gql(t, `mutation { verifyPixel { ${CHECK} } }`);
    expect(after.errors).toBeUndefined();
    expect(after.data.verifyPixel.pixel_verified).toBe(true);
  });

  it('completes the intent step only with an intent page', async () => {
    expect((await gql(t, `mutation { completeIntentStep { ${CHECK} } }`)).errors[0].extensions.details.code).toBe('intent_pages_missing');
    const pages = await gql(t, `mutation { replaceIntentPages(pages: [{ pattern: "/pricing" }]) { removed } }`);
    expect(pages.errors, JSON.stringify(pages.errors)).toBeUndefined();
    expect((await gql(t, `mutation { completeIntentStep { ${CHECK} } }`)).data.completeIntentStep.intent_step_completed).toBe(true);
  });

  it('claims a domain and activates only with confirm: true', async () => {
    expect((await gql(t, `mutation { claimDomain(domain: "not a domain", confirm: true) { ${CHECK} } }`)).errors[0].extensions.details.field).toBe('domain');
    const unconfirmed = await gql(t, `mutation { claimDomain(domain: "Example.com") { ${CHECK} } }`);
    expect(unconfirmed.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { code: 'confirmation_required' } });
    expect((await gql(t, `{ onboarding { claimed_domain } }`)).data.onboarding.claimed_domain).toBeNull();
    const claimed = await gql(t, `mutation { claimDomain(domain: "Example.com", confirm: true) { ${CHECK} } }`);
    expect(claimed.data.claimDomain.claimed_domain).toBe('example.com');
    expect((await gql(t, `mutation { activateWorkspace { ${CHECK} } }`)).errors[0].extensions.details.code).toBe('confirmation_required');
    const active = await gql(t, `mutation { activateWorkspace(confirm: true) { ${CHECK} } }`);
    expect(active.errors, JSON.stringify(active.errors)).toBeUndefined();
    expect(active.data.activateWorkspace.activated).toBe(true);
  });
});
