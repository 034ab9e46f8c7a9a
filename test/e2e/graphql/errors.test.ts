// Errors through the whole hop (subgraph → gateway → client on /graphql): each subgraph's domain
// errors keep their code, status and details, are not logged as faults, and requests the
// validation rules reject are 400s, never a crash.
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { formatGatewayError, formatSubgraphError } from '../../../gateway/errors.js';
import { fromGraphQLError } from '../../../rest-facade/read/handler.js';

let s: TestService;
let owner: string;
let member: string;
let stranger: string;
let endpointId: string;
let loggedErrors: ReturnType<typeof vi.spyOn>;

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as any };
};

async function workspace(name: string): Promise<string> {
  const r = await s.admin('POST', '/workspaces', { name: `${name}-${process.pid}-${Date.now()}`, plan: 'pro' });
  return r.body.workspace.id;
}
const session = async (ws: string, role: string) => (await s.admin('POST', `/workspaces/${ws}/token`, { role })).body.token as string;

beforeAll(async () => {
  s = await startTestServer();
  const [mine, theirs] = [await workspace('mine'), await workspace('theirs')];
  [owner, member, stranger] = [await session(mine, 'owner'), await session(mine, 'member'), await session(theirs, 'owner')];
  const ep = await s.admin('POST', `/workspaces/${mine}/webhooks`, { url: 'http://127.0.0.1:1/hook' });
  endpointId = ep.body.endpoint.id;
  loggedErrors = vi.spyOn(s.rt.logger, 'error');
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('webhook errors on /graphql', () => {
  it("answers NOT_FOUND for another workspace's endpoint", async () => {
    const r = await gql(stranger, 'query($id: ID!) { webhookEndpoint(id: $id) { id } }', { id: endpointId });
    expect(r.status).toBe(200); // a field error: GraphQL answers 200 with the error in the body
    expect(r.body.errors[0]).toMatchObject({ path: ['webhookEndpoint'], extensions: { code: 'NOT_FOUND', status: 404 } });
    const m = await gql(stranger, 'mutation($id: ID!) { setWebhookState(id: $id, action: DISABLE) { deleted } }', { id: endpointId });
    expect(m.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('answers VALIDATION_ERROR naming the field', async () => {
    const r = await gql(owner, 'mutation { createWebhookEndpoint(url: "not a url", confirm: true) { secret } }');
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 422, details: { field: 'url' } });
    const big = await gql(owner, '{ webhookDeliveries(limit: 1000000) { id } }');
    expect(big.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', status: 422, details: { field: 'limit' } });
  });

  it('answers FORBIDDEN to a member changing an endpoint', async () => {
    const r = await gql(member, 'mutation($id: ID!) { setWebhookState(id: $id, action: DISABLE) { deleted } }', { id: endpointId });
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(r.body.errors[0].message).toMatch(/owner or admin/);
  });

  it('answers NOT_FOUND for a copilot thread id holding NUL', async () => {
    const r = await gql(owner, 'query($id: String!) { copilotThreadTurns(threadId: $id) { seq } }', { id: 'a\u0000b' });
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('logs none of these as faults', () => {
    expect(loggedErrors).not.toHaveBeenCalled();
  });
});

describe('operations the validation rules reject', () => {
  it('rejects a fragment cycle as a 400 validation error', async () => {
    const r = await gql(owner, 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ message: 'Cannot spread fragment "A" within itself via "B".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('rejects a spread of an unknown fragment as a 400 validation error', async () => {
    const r = await gql(owner, '{ ...Missing }');
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('a lost database connection across the hop', () => {
  it('is 503 storage_unavailable at the subgraph, the gateway and the read API; other faults stay a masked 500', () => {
    const logger = { warn: vi.fn(), error: vi.fn() } as never;
    const hop = (thrown: Error) => {
      const located = new GraphQLError(thrown.message, { path: ['accounts'], originalError: thrown });
      const fromSubgraph = formatSubgraphError(located, logger);
      return formatGatewayError(fromSubgraph, located, logger);
    };
    const lost = hop(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }));
    expect(lost.extensions).toEqual({ code: 'INTERNAL', status: 503, details: { code: 'storage_unavailable' } });
    expect(fromGraphQLError(lost)).toMatchObject({ code: 'INTERNAL', status: 503, details: { code: 'storage_unavailable' } });
    const fault = hop(Object.assign(new Error('relation "accounts" does not exist'), { code: '42P01' }));
    expect(fault).toEqual({ message: expect.stringMatching(/^internal server error/), path: ['accounts'], extensions: { code: 'INTERNAL', status: 500 } });
    expect(fromGraphQLError(fault).status).toBe(500);
  });
});
