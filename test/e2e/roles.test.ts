// --role: a subgraph role alone serves its federated schema over HTTP (the SDL without credentials,
// everything else only with the signed internal caller token), and a gateway role reaches it by
// SIGNAL_SUBGRAPH_ACCOUNTS_URL, answering the REST facade exactly as the all-in-one process does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../helpers/server.js';
import { bearer, createWorkspace, get, seedAccounts, type Ws } from '../helpers/readApi.js';
import { startService, type RunningService } from '../../server/start.js';
import type { Runtime } from '../../core/runtime.js';
import type { Role } from '../../core/config.js';
import { signCallerToken } from '../../core/auth/callerToken.js';

let all: TestService;
let accounts: RunningService;
let gateway: RunningService;
let ws: Ws;

/** another process's view of the same database and secrets, running only `roles` */
function runtimeWith(rt: Runtime, roles: Role[], env: Partial<Runtime['config']> = {}): Runtime {
  const db = Object.create(rt.db, { close: { value: async () => undefined } }) as Runtime['db']; // the test server owns it
  return { ...rt, db, config: { ...rt.config, PORT: 0, SIGNAL_ROLES: new Set(roles), ...env } };
}

const gql = async (url: string, query: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  all = await startTestServer();
  ws = await createWorkspace(all);
  await seedAccounts(all, ws.id, [
    { domain: 'one.com', intent: 80, visitors: 2, rank: 10 },
    { domain: 'two.com', intent: 40, visitors: 1, rank: 20 },
  ]);
  accounts = await startService({ runtime: runtimeWith(all.rt, ['accounts']) });
  gateway = await startService({ runtime: runtimeWith(all.rt, ['gateway'], { SIGNAL_SUBGRAPH_ACCOUNTS_URL: `${accounts.url}/graphql` }) });
}, 300_000);

afterAll(async () => {
  await gateway?.stop();
  await accounts?.stop();
  await all?.stop();
});

describe('a subgraph role alone', () => {
  it('answers { _service { sdl } } without credentials', async () => {
    const r = await gql(accounts.url, '{ _service { sdl } }');
    expect(r.status).toBe(200);
    expect(r.body.data._service.sdl).toContain('type Account');
  });

  it('refuses everything else without a valid signed caller token, _entities included', async () => {
    for (const query of ['{ __typename _service { sdl } accounts(page: 1) { total } }', '{ _entities(representations: []) { __typename } }']) {
      const r = await gql(accounts.url, query);
      expect(r.status).toBe(401);
      expect(r.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
    const forged = await signCallerToken({ kind: 'key', workspaceId: ws.id } as never, 'x'.repeat(40));
    const r = await gql(accounts.url, '{ _entities(representations: []) { __typename } }', { 'x-signal-caller-token': forged });
    expect(r.status).toBe(401);
  });

  it('does so for copilot and webhooks too', async () => {
    for (const [role, type] of [['copilot', 'CopilotThread'], ['webhooks', 'WebhookEndpoint']] as const) {
      const alone = await startService({ runtime: runtimeWith(all.rt, [role]) });
      try {
        const r = await gql(alone.url, '{ _service { sdl } }');
        expect(r.status).toBe(200);
        expect(r.body.data._service.sdl).toContain(type);
        expect((await gql(alone.url, '{ __typename }')).status).toBe(200); // __typename alone is harmless
        expect((await gql(alone.url, '{ _entities(representations: []) { __typename } }')).status).toBe(401);
      } finally {
        await alone.stop();
      }
    }
  });

  it('serves no public surface of the other roles', async () => {
    expect((await get(accounts.url, '/signal-api/v1/accounts', bearer(ws.readKey))).status).toBe(404);
    expect((await fetch(`${accounts.url}/collect`, { method: 'POST' })).status).toBe(404);
  });
});

describe('a gateway role reaching accounts over HTTP', () => {
  it('answers the read API as the all-in-one process does', async () => {
    const a = await get(all.url, '/signal-api/v1/accounts?page_size=10', bearer(ws.readKey));
    const g = await get(gateway.url, '/signal-api/v1/accounts?page_size=10', bearer(ws.readKey));
    expect(a.status).toBe(200);
    expect(g.status).toBe(200);
    expect(g.body).toEqual(a.body);
    expect(g.body.accounts.map((x: any) => x.company_domain)).toEqual(['one.com', 'two.com']);
  });

  it('answers 503 (retry later) while the subgraph is unreachable', async () => {
    const orphan = await startService({ runtime: runtimeWith(all.rt, ['gateway'], { SIGNAL_SUBGRAPH_ACCOUNTS_URL: 'http://127.0.0.1:9/graphql' }) });
    try {
      const r = await get(orphan.url, '/signal-api/v1/accounts?page_size=10', bearer(ws.readKey));
      expect(r.status).toBe(503);
    } finally {
      await orphan.stop();
    }
  });

  it('keeps the spec error vocabulary across the hop', async () => {
    const r = await get(gateway.url, '/signal-api/v1/accounts/00000000-0000-0000-0000-000000000000', bearer(ws.readKey));
    const a = await get(all.url, '/signal-api/v1/accounts/00000000-0000-0000-0000-000000000000', bearer(ws.readKey));
    expect(r.status).toBe(a.status);
    expect(r.body.error?.code ?? r.body.code).toBe(a.body.error?.code ?? a.body.code);
  });
});
