// POST /mcp over streamable HTTP with the SDK's own client: each tool answers what the read API
// answers for the same query, with its bounds, scopes, error vocabulary, correlation ids, budget
// and workspace isolation; `ask` is the copilot's /ask. One server for the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, get, seedAccounts, type Ws } from '../../helpers/readApi.js';
import { scriptedPlanner, type ScriptedPlanner } from '../../helpers/copilot.js';
import type { CopilotSubgraph } from '../../../subgraphs/copilot/index.js';
import { blockingPlanner, callOk, httpClient } from '../../helpers/mcp.js';

const RATE_LIMIT = 150; // above what the rest of the file spends in one workspace
const DAY = 86_400_000;
let s: TestService;
let ws: Ws;
let other: Ws;
let client: Client;
let planner: ScriptedPlanner;
const opened: Client[] = [];
const open = async (key: string, headers: Record<string, string> = {}) => {
  const c = await httpClient(s.url, key, headers);
  opened.push(c);
  return c;
};
const rest = async (path: string, key = ws.readKey) => {
  const r = await get(s.url, `/signal-api/v1${path}`, bearer(key));
  expect(r.status).toBe(200);
  return r.body;
};

beforeAll(async () => {
  s = await startTestServer({ env: { RATE_LIMIT_POINTS: String(RATE_LIMIT) } });
  planner = scriptedPlanner();
  (s.roles.find((r) => r.name === 'copilot') as CopilotSubgraph).usePlanner(planner);
  ws = await createWorkspace(s);
  other = await createWorkspace(s);
  await seedAccounts(s, ws.id, [
    { domain: 'acme.com', intent: 90, visitors: 2 },
    { domain: 'globex.com', intent: 70, visitors: 1, classification: 'customer' },
    { domain: 'initech.com', intent: 50, visitors: 3 },
  ]);
  await seedAccounts(s, other.id, [{ domain: 'umbrella.com', intent: 95, visitors: 2 }]);
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const computed_at = new Date(Date.now() - 3_600_000);
  await s.rt.db.prisma.attributionDaily.createMany({
    data: [
      { workspace_id: ws.id, day: new Date(today.getTime() - 2 * DAY), channel: 'paid_search', source: 'google', campaign: 'spring', sessions: 30, visitors: 29, identified: 1, computed_at },
      { workspace_id: ws.id, day: new Date(today.getTime() - 20 * DAY), channel: 'email', source: 'newsletter', campaign: 'march', sessions: 10, visitors: 9, identified: 1, computed_at },
    ],
  });
  await s.rt.db.prisma.recommendation.createMany({
    data: [
      { workspace_id: ws.id, kind: 'high_intent_uncontacted', subject: 'acme.com', title: 'Reach out to acme.com', detail: { intent_score: 90 }, status: 'new' },
      { workspace_id: other.id, kind: 'high_intent_uncontacted', subject: 'umbrella.com', title: 'Reach out to umbrella.com', detail: { intent_score: 95 }, status: 'new' },
    ],
  });
  client = await open(ws.bothKey);
}, 300_000);
afterAll(async () => {
  for (const c of opened) await c.close().catch(() => {});
  await s?.stop();
});

describe('discovery', () => {
  it('lists five read-only tools whose input schemas are the read API bounds', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask', 'get_attribution', 'list_accounts', 'list_recommendations', 'list_visitors']);
    const accounts = tools.find((t) => t.name === 'list_accounts')!;
    expect(accounts.inputSchema.properties).toMatchObject({
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      page_size: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
      classification: { enum: ['lead', 'customer', 'competitor', 'excluded'] },
    });
    expect(tools.find((t) => t.name === 'list_visitors')!.inputSchema.properties).toMatchObject({ min_intent: { minimum: 0, maximum: 100 } });
    expect(tools.find((t) => t.name === 'ask')!.inputSchema.required).toEqual(['question']);
    for (const t of tools) expect(t.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
  });

  it('declares each read tool\'s output: the REST response schema or an error envelope; ask has none', async () => {
    const { tools } = await client.listTools();
    const accounts = tools.find((t) => t.name === 'list_accounts')!;
    expect(accounts.outputSchema).toMatchObject({ type: 'object', anyOf: [{ $ref: '#/$defs/PublicAccountList' }, { $ref: '#/$defs/HTTPValidationError' }, { $ref: '#/$defs/ErrorEnvelope' }] });
    const doc = await fetch(`${s.url}/signal-api/v1/openapi.json`).then((x) => x.json());
    expect(Object.keys((accounts.outputSchema as any).$defs.PublicAccount.properties)).toEqual(Object.keys(doc.components.schemas.PublicAccount.properties));
    expect(tools.find((t) => t.name === 'ask')!.outputSchema).toBeUndefined();
    // the SDK's client checks every structuredContent against it (errors included): both pass
    expect((await client.callTool({ name: 'list_accounts', arguments: {} })).isError).toBeFalsy();
    expect((await client.callTool({ name: 'list_accounts', arguments: { page_size: 1000 } })).isError).toBe(true);
    expect((await client.callTool({ name: 'get_attribution', arguments: { days: 0 } })).isError).toBe(true);
  });

  it('serves the OpenAPI document and capabilities as resources, the same as over REST', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([`${s.url}/signal-api/v1/openapi.json`, `${s.url}/agent-api/capabilities`]);
    for (const r of resources) {
      const read = await client.readResource({ uri: r.uri });
      const served = await fetch(r.uri).then((x) => x.json());
      expect(JSON.parse((read.contents[0] as { text: string }).text)).toEqual(served);
    }
  });

  it('publishes the endpoint in capabilities', async () => {
    const caps = await fetch(`${s.url}/agent-api/capabilities`).then((x) => x.json());
    expect(caps.mcp).toMatchObject({ url: `${s.url}/mcp` });
    expect(caps.mcp.tools).toContainEqual({ name: 'list_accounts', scope: 'read', read_only: true, same_as: 'GET /signal-api/v1/accounts' });
    expect(caps.mcp.tools).toContainEqual({ name: 'ask', scope: 'copilot', read_only: true });
  });

  it('is stateless: no session id, GET and DELETE are 405', async () => {
    const init = await fetch(`${s.url}/mcp`, {
      method: 'POST',
      headers: { ...bearer(ws.readKey), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
    });
    expect(init.status).toBe(200);
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect((await init.json()).result.serverInfo.name).toBe('signal-service');
    expect((await fetch(`${s.url}/mcp`, { headers: bearer(ws.readKey) })).status).toBe(405);
    expect((await fetch(`${s.url}/mcp`, { method: 'DELETE', headers: bearer(ws.readKey) })).status).toBe(405);
  });
});

describe('tools answer what REST v1 answers', () => {
  it.each([
    ['list_accounts', {}, '/accounts'],
    ['list_accounts', { page: 2, page_size: 1 }, '/accounts?page=2&page_size=1'],
    ['list_accounts', { classification: 'customer' }, '/accounts?classification=customer'],
    ['list_visitors', {}, '/visitors'],
    ['list_visitors', { min_intent: 60, page_size: 2 }, '/visitors?min_intent=60&page_size=2'],
    ['get_attribution', {}, '/attribution'],
    ['get_attribution', { days: 7 }, '/attribution?days=7'],
    ['list_recommendations', {}, '/recommendations'],
  ])('%s %j = GET %s', async (tool, args, path) => {
    const r = await client.callTool({ name: tool, arguments: args });
    expect(r.isError).toBeFalsy();
    const body = await rest(path);
    expect(r.structuredContent).toEqual(body);
    expect(JSON.parse((r.content as { text: string }[])[0]!.text)).toEqual(body);
  });

  it('the data is there to compare', async () => {
    expect((await callOk(client, 'list_accounts')).total).toBe(3);
    expect((await callOk(client, 'get_attribution', { days: 7 })).totals.sessions).toBe(30);
    expect((await callOk(client, 'list_recommendations')).recommendations.map((r: any) => r.subject)).toEqual(['acme.com']);
  });

  it('ask is the copilot: the same answer, trace and disclosures as POST /ask, read-only for a key', async () => {
    const question = 'what are the top accounts?';
    const r = await client.callTool({ name: 'ask', arguments: { question } });
    expect(r.isError).toBeFalsy();
    const mcp = r.structuredContent as any;
    const res = await fetch(`${s.url}/agent-api/signal/copilot/ask`, {
      method: 'POST',
      headers: { ...bearer(ws.copilotKey), 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(mcp.answer).toBe(body.answer);
    expect(mcp.answer).toContain('acme.com');
    expect(mcp.trace.map((t: any) => t.tool)).toEqual(body.trace.map((t: any) => t.tool));
    expect(mcp.trace[0].data).toEqual(body.trace[0].data);
    expect(mcp.disclosures).toEqual(body.disclosures);
    expect((r.content as { text: string }[])[0]!.text).toContain(body.answer);

    const change = await callOk(client, 'ask', { question: 'classify acme.com as customer' });
    expect(change.pending_confirmation).toBeNull();
    expect(change.answer).toMatch(/read-only/);
    expect((await rest('/accounts?classification=customer')).accounts.map((a: any) => a.company_domain)).toEqual(['globex.com']);
  });
});

describe('cancellation', () => {
  it('an ask whose connection closes stops the copilot', async () => {
    const c = await httpClient(s.url, ws.bothKey);
    const blocked = blockingPlanner(planner);
    try {
      const call = c.callTool({ name: 'ask', arguments: { question: 'what are the top accounts?' } });
      await blocked.entered;
      await c.close(); // aborts the client's requests under way
      await expect(call).rejects.toThrow();
      await blocked.aborted;
    } finally {
      planner.reset();
    }
  }, 30_000);
});

describe('errors use the REST vocabulary', () => {
  it.each([
    [{ page_size: 1000 }, 'page_size', 'less_than_equal', { le: 200 }],
    [{ page_size: 0 }, 'page_size', 'greater_than_equal', { ge: 1 }],
    [{ page: 1001 }, 'page', 'less_than_equal', { le: 1000 }],
    [{ page_size: 2.5 }, 'page_size', 'int_parsing', undefined],
    [{ classification: 'friend' }, 'classification', 'enum', { expected: "'lead', 'customer', 'competitor' or 'excluded'" }],
  ])('%j → VALIDATION_ERROR naming %s, never clamped', async (args, field, type, ctx) => {
    const r = await client.callTool({ name: 'list_accounts', arguments: args });
    expect(r.isError).toBe(true);
    const e = r.structuredContent as any;
    expect(e).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { code: 'invalid_query_parameter', field } });
    expect(e.detail[0]).toMatchObject({ type, loc: ['arguments', field], ...(ctx ? { ctx } : {}) });
    expect(typeof e.correlation_id).toBe('string');
    const restError = await get(s.url, `/signal-api/v1/accounts?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`, bearer(ws.readKey));
    expect(restError.status).toBe(422);
    expect(e.message).toBe(restError.body.message);
    expect(e.detail.map((d: any) => d.type)).toEqual(restError.body.detail.map((d: any) => d.type));
  });

  it('an out-of-bounds min_intent on list_visitors too', async () => {
    const r = await client.callTool({ name: 'list_visitors', arguments: { min_intent: 101 } });
    expect(r.structuredContent).toMatchObject({ error_code: 'VALIDATION_ERROR', detail: [{ type: 'less_than_equal', loc: ['arguments', 'min_intent'] }] });
  });

  it('an invalid question to ask is VALIDATION_ERROR', async () => {
    const r = await client.callTool({ name: 'ask', arguments: { question: 'hi' } });
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { field: 'question' } });
  });

  it('an invalid key is the read API 401 on the HTTP response', async () => {
    const err = await httpClient(s.url, 'sk_sig_not_a_key').then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).toContain('"error_code":"UNAUTHORIZED"');
    const raw = await fetch(`${s.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('a key without the tool\'s scope gets FORBIDDEN insufficient_scope', async () => {
    const readOnly = await open(ws.readKey);
    const ask = await readOnly.callTool({ name: 'ask', arguments: { question: 'what are the top accounts?' } });
    expect(ask.isError).toBe(true);
    expect(ask.structuredContent).toMatchObject({ error_code: 'FORBIDDEN', details: { code: 'insufficient_scope', required_scope: 'copilot', key_scopes: ['read'] } });
    const copilotOnly = await open(ws.copilotKey);
    const list = await copilotOnly.callTool({ name: 'list_accounts', arguments: {} });
    expect(list.structuredContent).toMatchObject({ error_code: 'FORBIDDEN', details: { code: 'insufficient_scope', required_scope: 'read' } });
    // every key may list the tools; the scope decides what runs
    expect((await copilotOnly.listTools()).tools).toHaveLength(5);
  });

  it('an unknown tool is a protocol error', async () => {
    await expect(client.callTool({ name: 'drop_tables', arguments: {} })).rejects.toThrow(/unknown tool/);
  });

  it('echoes X-Correlation-ID in results and errors', async () => {
    const c = await open(ws.bothKey, { 'X-Correlation-ID': 'mcp-corr-1' });
    const ok = await c.callTool({ name: 'list_recommendations', arguments: {} });
    expect(ok._meta).toMatchObject({ correlation_id: 'mcp-corr-1' });
    const bad = await c.callTool({ name: 'list_accounts', arguments: { page_size: 1000 } });
    expect(bad.structuredContent).toMatchObject({ correlation_id: 'mcp-corr-1' });
  });
});

describe('workspaces and budget', () => {
  it('a key sees only its own workspace', async () => {
    const theirs = await open(other.bothKey);
    const accounts = await callOk(theirs, 'list_accounts');
    expect(accounts.accounts.map((a: any) => a.company_domain)).toEqual(['umbrella.com']);
    expect(accounts).toEqual(await rest('/accounts', other.readKey));
    const visitors = await callOk(theirs, 'list_visitors');
    expect(visitors.visitors.every((v: any) => v.company_domain === 'umbrella.com')).toBe(true);
    expect((await callOk(theirs, 'list_recommendations')).recommendations.map((r: any) => r.subject)).toEqual(['umbrella.com']);
    expect((await callOk(theirs, 'get_attribution')).totals.sessions).toBe(0);
    const mine = await callOk(client, 'list_accounts');
    expect(mine.accounts.map((a: any) => a.company_domain)).not.toContain('umbrella.com');
  });

  it('caps and locking are the read API\'s: over-cap accounts absent, free-tier contacts withheld', async () => {
    const free = await createWorkspace(s, { plan: 'free' });
    await seedAccounts(s, free.id, [
      { domain: 'first.com', intent: 50, visitors: 1, rank: 1 },
      { domain: 'edge.com', intent: 60, visitors: 1, rank: 150 },
      { domain: 'past.com', intent: 70, visitors: 1, rank: 151 }, // beyond the free tier's monthly cap
    ]);
    const c = await open(free.bothKey);
    const accounts = await callOk(c, 'list_accounts');
    expect(accounts.accounts.map((a: any) => a.company_domain)).toEqual(['edge.com', 'first.com']);
    expect(accounts.total).toBe(2);
    expect(accounts).toEqual(await rest('/accounts', free.readKey));
    const visitors = await callOk(c, 'list_visitors');
    expect(visitors.visitors).toHaveLength(2);
    for (const v of visitors.visitors) expect(v).toMatchObject({ is_locked: true, resolved_email: null, resolved_name: null, resolved_title: null, employer: null });
    expect(visitors).toEqual(await rest('/visitors', free.readKey));
  });

  it('tool calls spend the workspace budget shared with REST; over it the result is RATE_LIMITED', async () => {
    const spender = await createWorkspace(s);
    const c = await open(spender.bothKey);
    // only tool calls are charged: connecting and listing spend nothing
    await c.listTools();
    await c.listResources();
    for (let i = 0; i < RATE_LIMIT - 1; i++) expect((await get(s.url, '/signal-api/v1/recommendations', bearer(spender.readKey))).status).toBe(200);
    expect((await c.callTool({ name: 'list_recommendations', arguments: {} })).isError).toBeFalsy();
    const refused = await c.callTool({ name: 'list_recommendations', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ error_code: 'RATE_LIMITED', details: { limit: RATE_LIMIT, scope: 'workspace' } });
    expect((refused.structuredContent as any).details.retry_after_seconds).toBeGreaterThan(0);
    expect((await get(s.url, '/signal-api/v1/recommendations', bearer(spender.readKey))).status).toBe(429);
    // a JSON-RPC batch cannot carry several calls for the price of one
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'list_recommendations', arguments: {} } });
    const batch = await fetch(`${s.url}/mcp`, {
      method: 'POST',
      headers: { ...bearer(other.readKey), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify([call(1), call(2)]),
    });
    expect(batch.status).toBe(400);
    expect((await batch.json()).error.message).toMatch(/one tools\/call per request/);
    // another workspace's budget is untouched
    expect((await (await open(other.bothKey)).callTool({ name: 'list_recommendations', arguments: {} })).isError).toBeFalsy();
  });
});
