// A key of workspace A never sees workspace B's data, through REST or GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, get, seedAccounts, type Ws } from '../../helpers/readApi.js';

let s: TestService;
let a: Ws;
let b: Ws;
let bIds: Map<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  a = await createWorkspace(s);
  b = await createWorkspace(s);
  await seedAccounts(s, a.id, [{ domain: 'a-only.com', intent: 50, visitors: 1 }]);
  bIds = await seedAccounts(s, b.id, [{ domain: 'b-secret.com', intent: 99, visitors: 2 }]);
  const now = new Date();
  await s.rt.db.prisma.recommendation.create({ data: { workspace_id: b.id, kind: 'k', subject: 'b-secret.com', title: 'B only' } });
  await s.rt.db.prisma.attributionDaily.create({
    data: { workspace_id: b.id, day: new Date(now.toISOString().slice(0, 10)), channel: 'email', sessions: 9, visitors: 9, computed_at: now },
  });
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

const gql = async (key: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe('cross-workspace isolation', () => {
  it('REST: every endpoint answers with A data only', async () => {
    const base = `${s.url}/signal-api/v1`;
    const bodies = await Promise.all(
      ['/accounts?page_size=200', '/visitors?page_size=200', '/attribution?days=365', '/recommendations'].map((p) => get(base, p, bearer(a.readKey))),
    );
    for (const r of bodies) expect(r.status).toBe(200);
    const text = JSON.stringify(bodies.map((r) => r.body));
    expect(text).not.toContain('b-secret');
    expect(bodies[0]!.body.accounts.map((x: any) => x.company_domain)).toEqual(['a-only.com']);
    expect(bodies[1]!.body.total).toBe(1);
    expect(bodies[2]!.body.totals.sessions).toBe(0);
    expect(bodies[3]!.body.total).toBe(0);
  });

  it('GraphQL: lists, the workspace and entity ids of B stay invisible to A', async () => {
    const r = await gql(
      a.readKey,
      `{ workspace { id name } accounts(page_size: 200) { total accounts { id company_domain } }
         visitors(page_size: 200) { total visitors { company_domain } } recommendations { total } attribution(days: 365) { totals { sessions } } }`,
    );
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.workspace.id).toBe(a.id);
    expect(JSON.stringify(r.body)).not.toContain('b-secret');
    expect(r.body.data.accounts.accounts.map((x: any) => x.id)).not.toContain(bIds.get('b-secret.com'));
    // the workspace comes from the credential, never from input: there is no argument to name another
    const named = await gql(a.readKey, `query($id: ID!) { workspace(id: $id) { id } }`, { id: b.id });
    expect(named.status).toBe(400);
    expect(named.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // the federation entry point is not part of the public supergraph
    const entities = await gql(a.readKey, `{ _entities(representations: [{__typename: "Account", id: "${bIds.get('b-secret.com')}"}]) { __typename } }`);
    expect(entities.status).toBe(400);
    expect(JSON.stringify(entities.body)).not.toContain('b-secret');
  });
});
