// `signalctl mcp` on stdio with the SDK's own client: a spawned CLI forwarding to the test
// server's /mcp, so the same tools answer the same way as over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, get, seedAccounts, type Ws } from '../../helpers/readApi.js';
import { scriptedPlanner, type ScriptedPlanner } from '../../helpers/copilot.js';
import type { CopilotSubgraph } from '../../../subgraphs/copilot/index.js';
import { blockingPlanner, callOk, stdioClient } from '../../helpers/mcp.js';

let s: TestService;
let ws: Ws;
let other: Ws;
let planner: ScriptedPlanner;
const opened: Client[] = [];
const open = async (key: string) => {
  const c = await stdioClient(s.url, key);
  opened.push(c);
  return c;
};

beforeAll(async () => {
  s = await startTestServer();
  planner = scriptedPlanner();
  (s.roles.find((r) => r.name === 'copilot') as CopilotSubgraph).usePlanner(planner);
  ws = await createWorkspace(s);
  other = await createWorkspace(s);
  await seedAccounts(s, ws.id, [
    { domain: 'acme.com', intent: 90, visitors: 2 },
    { domain: 'globex.com', intent: 70, visitors: 1 },
  ]);
  await seedAccounts(s, other.id, [{ domain: 'umbrella.com', intent: 95, visitors: 1 }]);
}, 300_000);
afterAll(async () => {
  for (const c of opened) await c.close().catch(() => {});
  await s?.stop();
});

describe('signalctl mcp (stdio)', () => {
  it('lists the service tools and answers as REST does', async () => {
    const c = await open(ws.bothKey);
    expect(c.getServerVersion()?.name).toBe('signal-service');
    expect((await c.listTools()).tools.map((t) => t.name).sort()).toEqual(['ask', 'get_attribution', 'list_accounts', 'list_recommendations', 'list_visitors']);
    for (const [tool, args, path] of [
      ['list_accounts', { page_size: 1 }, '/accounts?page_size=1'],
      ['list_visitors', { min_intent: 80 }, '/visitors?min_intent=80'],
      ['get_attribution', { days: 7 }, '/attribution?days=7'],
      ['list_recommendations', {}, '/recommendations'],
    ] as const) {
      const rest = await get(s.url, `/signal-api/v1${path}`, bearer(ws.readKey));
      expect(await callOk(c, tool, args)).toEqual(rest.body);
    }
    expect((await c.listResources()).resources).toHaveLength(2);
  });

  it('ask answers with the copilot\'s trace and disclosures as structured content', async () => {
    const c = await open(ws.bothKey);
    const r = await c.callTool({ name: 'ask', arguments: { question: 'what are the top accounts?' } });
    expect(r.isError).toBeFalsy();
    const answer = r.structuredContent as any;
    expect(answer.answer).toContain('acme.com');
    expect(answer.trace.length).toBeGreaterThan(0);
    expect(Array.isArray(answer.disclosures)).toBe(true);
    expect(answer.pending_confirmation).toBeNull();
  });

  it('a cancelled ask closes its request to the service, and the copilot stops planning', async () => {
    const c = await open(ws.bothKey);
    const blocked = blockingPlanner(planner);
    try {
      const abort = new AbortController();
      const call = c.callTool({ name: 'ask', arguments: { question: 'what are the top accounts?' } }, undefined, { signal: abort.signal });
      await blocked.entered;
      abort.abort('the user moved on');
      await expect(call).rejects.toThrow();
      await blocked.aborted; // the service saw the connection close
      // the forwarder carries on with the next request
      expect((await callOk(c, 'list_recommendations')).total).toBe(0);
    } finally {
      planner.reset();
    }
  }, 30_000);

  it('out-of-bounds arguments and a missing scope are tool errors', async () => {
    const c = await open(ws.readKey);
    const big = await c.callTool({ name: 'list_accounts', arguments: { page_size: 1000 } });
    expect(big.isError).toBe(true);
    expect(big.structuredContent).toMatchObject({ error_code: 'VALIDATION_ERROR', detail: [{ type: 'less_than_equal', loc: ['arguments', 'page_size'], ctx: { le: 200 } }] });
    const ask = await c.callTool({ name: 'ask', arguments: { question: 'what are the top accounts?' } });
    expect(ask.structuredContent).toMatchObject({ error_code: 'FORBIDDEN', details: { code: 'insufficient_scope', required_scope: 'copilot' } });
  });

  it('keeps workspaces apart', async () => {
    const c = await open(other.readKey);
    expect((await callOk(c, 'list_accounts')).accounts.map((a: any) => a.company_domain)).toEqual(['umbrella.com']);
  });

  it('an invalid key fails the connection with the UNAUTHORIZED envelope', async () => {
    await expect(open('sk_sig_not_a_key')).rejects.toThrow(/UNAUTHORIZED: missing or invalid credentials/);
  });
});
