// /graphql for the dashboard: the composed supergraph behind the same authentication and rate
// limit, over-cap records masked instead of dropped, session-only fields, depth and cost limits,
// and errors in the spec's vocabulary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer, createWorkspace, seedAccounts, type Ws } from '../../helpers/readApi.js';
import { MASKED_NAME } from '../../../core/plans.js';

let s: TestService;
let free: Ws;
let session: string;

const gql = async (auth: Record<string, string>, query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

beforeAll(async () => {
  s = await startTestServer();
  free = await createWorkspace(s, { plan: 'free' });
  await seedAccounts(s, free.id, [
    { domain: 'inside.com', intent: 40, visitors: 1, rank: 150 },
    { domain: 'outside.com', intent: 90, visitors: 1, rank: 151 },
  ]);
  const t = await s.admin('POST', `/workspaces/${free.id}/token`, { role: 'owner' });
  session = t.body.token;
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('/graphql', () => {
  it('answers the dashboard with over-cap records present but masked', async () => {
    const r = await gql(
      bearer(session),
      `{ accounts { total accounts { company_domain company_name intent_score is_locked } }
         visitors { total visitors { company_domain resolved_name resolved_email is_locked } } }`,
    );
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.accounts.total).toBe(2);
    expect(r.body.data.accounts.accounts).toEqual([
      { company_domain: MASKED_NAME, company_name: MASKED_NAME, intent_score: 90, is_locked: true },
      { company_domain: 'inside.com', company_name: 'inside.com Inc', intent_score: 40, is_locked: false },
    ]);
    // free tier: every visitor locked, names masked (dashboard) rather than null (public API)
    for (const v of r.body.data.visitors.visitors) expect(v).toMatchObject({ is_locked: true, resolved_name: MASKED_NAME, resolved_email: null });
    expect(JSON.stringify(r.body)).not.toContain('outside.com');
    expect(r.headers.get('x-correlation-id')).toBeTruthy();
    expect(r.headers.get('ratelimit-limit')).toBe('300');
  });

  it('can ask for the public view (HIDE) too', async () => {
    const r = await gql(bearer(free.readKey), '{ accounts(over_cap: HIDE) { total accounts { company_domain } } }');
    expect(r.body.data.accounts).toEqual({ total: 1, accounts: [{ company_domain: 'inside.com' }] });
  });

  it('shows keys and team to sessions only', async () => {
    const q = '{ workspace { id plan effective_plan monthly_cap api_keys { name prefix scopes revoked_at } members { email role } } }';
    const r = await gql(bearer(session), q);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.workspace).toMatchObject({ id: free.id, plan: 'free', effective_plan: 'free', monthly_cap: 150 });
    expect(r.body.data.workspace.api_keys.map((k: any) => k.name).sort()).toEqual(['both', 'copilot', 'read']);
    // prefixes only, never a plaintext (a random prefix may itself start with any letter)
    for (const plaintext of [free.readKey, free.copilotKey, free.bothKey]) expect(JSON.stringify(r.body)).not.toContain(plaintext);
    expect(r.body.data.workspace.members).toEqual([expect.objectContaining({ role: 'owner' })]);
    const k = await gql(bearer(free.readKey), q);
    expect(k.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', details: { code: 'session_required' } });
  });

  it('validates arguments with the read API bounds', async () => {
    const r = await gql(bearer(session), '{ accounts(page_size: 201) { total } }');
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'page_size' } });
  });

  it('rejects costly operations before running them (limits unit-tested in limits.test.ts)', async () => {
    const page = 'visitors(page_size: 200) { visitors { id intent_score resolved_email company_domain employer visit_count is_locked } }';
    expect((await gql(bearer(session), `{ ${page} }`)).status).toBe(200);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: ${page}`).join(' ');
    const costly = await gql(bearer(session), `{ ${aliases} }`);
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0]).toMatchObject({ message: expect.stringContaining('exceeds the limit'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('needs credentials (401 envelope) and scope read for keys (403)', async () => {
    const none = await gql({}, '{ workspace { id } }');
    expect(none.status).toBe(401);
    expect(none.body.error_code).toBe('UNAUTHORIZED');
    const copilotOnly = await gql(bearer(free.copilotKey), '{ workspace { id } }');
    expect(copilotOnly.status).toBe(403);
    expect(copilotOnly.body.details.code).toBe('insufficient_scope');
  });

  it('masks server faults', async () => {
    const prisma = s.rt.db.prisma;
    await prisma.$executeRawUnsafe('ALTER TABLE recommendations RENAME TO recommendations_gone');
    try {
      const r = await gql(bearer(session), '{ recommendations { total } }');
      expect(r.body.errors[0].extensions.code).toBe('INTERNAL');
      expect(JSON.stringify(r.body)).not.toMatch(/recommendations_gone|\brelation\b|prisma/i);
    } finally {
      await prisma.$executeRawUnsafe('ALTER TABLE recommendations_gone RENAME TO recommendations');
    }
  });
});
