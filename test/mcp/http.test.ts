// POST /mcp over streamable HTTP with the SDK's client: the tools answer what the read API
// answers for the same query, with its bounds, scopes, errors and correlation ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startTestServer, type TestService } from '../helpers/server.js';
import { bearer, createWorkspace, get, seedAccounts, type Ws } from '../read-api/helpers.js';
import { callOk, httpClient } from './helpers.js';

let s: TestService;
let ws: Ws;
let client: Client;

beforeAll(async () => {
  s = await startTestServer();
  ws = await createWorkspace(s);
  await seedAccounts(s, ws.id, [
    { domain: 'acme.com', intent: 90, visitors: 2 },
    { domain: 'globex.com', intent: 70, visitors: 1, classification: 'customer' },
    { domain: 'initech.com', intent: 50, visitors: 0 },
  ]);
  client = await httpClient(s.url, ws.bothKey);
}, 300_000);
afterAll(async () => {
  await client?.close();
  await s?.stop();
});

describe('MCP over HTTP', () => {
  it('lists the tools with input schemas from the read API bounds', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask', 'get_attribution', 'list_accounts', 'list_recommendations', 'list_visitors']);
    const accounts = tools.find((t) => t.name === 'list_accounts')!;
    expect(accounts.inputSchema.properties).toMatchObject({ page_size: { type: 'integer', minimum: 1, maximum: 200, default: 50 } });
    expect(accounts.annotations?.readOnlyHint).toBe(true);
  });

  it('list_accounts answers what GET /accounts answers', async () => {
    const mcp = await callOk(client, 'list_accounts', { page_size: 2 });
    const rest = await get(s.url, '/signal-api/v1/accounts?page_size=2', bearer(ws.readKey));
    expect(rest.status).toBe(200);
    expect(mcp).toEqual(rest.body);
    expect(mcp.accounts.map((a: any) => a.company_domain)).toEqual(['acme.com', 'globex.com']);
  });
});
