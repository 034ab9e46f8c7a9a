// Dashboard subscriptions over graphql-ws (issue 15 point 2): a session JWT in connection_init,
// each subscribe counted against the workspace rate limit, the copilot run stream and the live
// feed of identifications, served beside the gateway on the same origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { setup, SETUP_TIMEOUT, createWorkspace as createCopilotWorkspace, type Fixture } from '../helpers/copilot.js';
import { createWorkspace, hit, IPS } from '../helpers/identification.js';
import { COPILOT_RUN_SUBSCRIPTION, IDENTIFICATIONS_SUBSCRIPTION } from '../../subgraphs/copilot/stream/schema.js';
import { COPILOT_WS_PATH } from '../../subgraphs/copilot/stream/server.js';

const RATE_LIMIT = 8;
const SITE = 'https://www.example.com';
let f: Fixture;
const clients: Client[] = [];
beforeAll(async () => {
  f = await setup({ env: { RATE_LIMIT_POINTS: String(RATE_LIMIT) } });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await f?.server.stop();
});

/** a dashboard client on the service's own origin (the URL the browser would use) */
function connect(connectionParams: Record<string, unknown>): Client {
  const url = `${f.server.url.replace(/^http/, 'ws')}${COPILOT_WS_PATH}`;
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams, lazy: true, retryAttempts: 0 });
  clients.push(client);
  return client;
}

const token = async (workspaceId: string, role: string): Promise<string> =>
  (await f.server.admin('POST', `/workspaces/${workspaceId}/token`, { role })).body.token;

describe('connection_init', () => {
  it('accepts a session JWT and runs the copilot stream for it', async () => {
    const events = connect({ authorization: `Bearer ${f.owner}` }).iterate<{ copilotRun: { event: string } }>({
      query: COPILOT_RUN_SUBSCRIPTION,
      variables: { request: { question: 'list keys' } },
    });
    const names: string[] = [];
    for await (const r of events) {
      expect(r.errors).toBeUndefined();
      names.push(r.data!.copilotRun.event);
      if (names.at(-1) === 'done') break;
    }
    expect(names).toEqual(['plan', 'tool', 'answer', 'done']);
  });

  it('refuses API keys, bad tokens and anonymous connections with 4403', async () => {
    for (const params of [{ authorization: `Bearer ${f.readKey}` }, { authorization: 'Bearer not-a-jwt' }, { authorization: f.owner }, {}]) {
      const events = connect(params).iterate({ query: IDENTIFICATIONS_SUBSCRIPTION });
      await expect(events.next()).rejects.toMatchObject({ code: 4403 });
    }
  });
});

describe('rate limit', () => {
  it('each subscribe spends one request of the workspace budget shared with REST', async () => {
    const ws = await createCopilotWorkspace(f.server, 'Socket Co');
    const owner = await ws.token('owner');
    const client = connect({ authorization: `Bearer ${owner}` });
    const outcomes: string[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++) {
      const it = client.iterate<{ copilotRun: { event: string } }>({ query: COPILOT_RUN_SUBSCRIPTION, variables: { request: { question: 'list keys' } } });
      try {
        const first = await it.next();
        outcomes.push(first.value?.data?.copilotRun.event ?? 'none');
        await it.return?.();
      } catch (errors) {
        // graphql-ws rejects with the operation's errors (the error message, not a closed socket)
        outcomes.push((errors as { extensions: { code: string } }[])[0]!.extensions.code);
      }
    }
    expect(outcomes.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill('plan'));
    expect(outcomes[RATE_LIMIT]).toBe('RATE_LIMITED');
    // the REST API sees the same spent budget
    const rest = await fetch(`${f.server.url}/signal-api/v1/accounts`, { headers: { authorization: `Bearer ${owner}` } });
    expect(rest.status).toBe(429);
  });
});

describe('live feed of identifications', () => {
  it('an identification reaches the subscribed client within 2 s of the identify run, only in its workspace', async () => {
    const ws = await createWorkspace(f.server, 'Live Co', 'pro');
    const other = await createWorkspace(f.server, 'Quiet Co', 'pro');
    const mine = connect({ authorization: `Bearer ${await token(ws.id, 'member')}` }).iterate<{ identifications: { id: string; createdAt: string; data: any } }>({
      query: IDENTIFICATIONS_SUBSCRIPTION,
    });
    const theirs = connect({ authorization: `Bearer ${await token(other.id, 'owner')}` }).iterate<{ identifications: { data: any } }>({
      query: IDENTIFICATIONS_SUBSCRIPTION,
    });
    const theirFirst = theirs.next();
    const received = mine.next().then((r) => ({ r, at: performance.now() }));
    await new Promise((r) => setTimeout(r, 300)); // subscribed (primed) before the visit happens

    await hit(f.server, ws.site_key, { t: 'pageview', v: 'live-visitor-1', u: `${SITE}/pricing` }, { ip: IPS.comcast });
    await hit(f.server, ws.site_key, { t: 'identify', v: 'live-visitor-1', u: `${SITE}/demo`, e: 'bob@globex.com', n: 'Bob' }, { ip: IPS.comcast });
    const runStarted = performance.now();
    const run = await f.server.admin('POST', '/jobs/run', { job: 'identify', workspace: ws.id });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const runEnded = performance.now();

    const { r, at } = await received;
    // the event can arrive before the admin response does: it commits inside the run
    const latency = at - runEnded;
    console.log(`live feed: identification received ${latency.toFixed(0)} ms after the identify run returned (the run took ${(runEnded - runStarted).toFixed(0)} ms)`);
    expect(latency).toBeLessThan(2000);
    expect(r.value.errors).toBeUndefined();
    const e = r.value.data.identifications;
    expect(e.data.company.domain).toBe('globex.com');
    expect(e.data.person.email).toBe('bob@globex.com');
    expect(new Date(e.createdAt).toISOString()).toBe(e.createdAt);

    // the other workspace's subscriber saw nothing
    const none = await Promise.race([theirFirst.then(() => 'event'), new Promise((res) => setTimeout(() => res('nothing'), 600))]);
    expect(none).toBe('nothing');
  });
});
