// Dashboard changes over /graphql (issue 15 point 1): classify an account and set a recommendation's
// status through the services the copilot tools call; sessions only, bounds are validation errors,
// over-cap accounts stay masked and cannot be acted on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '../helpers/graphql.js';
import { startTestServer, type TestService } from '../helpers/server.js';
import { seedAccounts } from '../helpers/copilot.js';

let s: TestService;
let workspaceId: string;
let owner: string;
let readKey: string;
let stranger: string;

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await postGraphql(s.url, token, query, variables)).body;

const CLASSIFY = `mutation ($id: ID!, $c: Classification!) { classifyAccount(id: $id, classification: $c) { id company_domain classification is_locked } }`;
const STATUS = `mutation ($id: ID!, $status: String!, $days: Int) { setRecommendationStatus(id: $id, status: $status, snoozeDays: $days) { id status snoozed_until } }`;

beforeAll(async () => {
  s = await startTestServer();
  const ws = async (name: string) => (await s.admin('POST', '/workspaces', { name, plan: 'free', trial_days: 0 })).body.workspace.id as string;
  workspaceId = await ws('Changes Co');
  const other = await ws('Elsewhere Co');
  const session = async (w: string, role: string) => (await s.admin('POST', `/workspaces/${w}/token`, { role })).body.token as string;
  [owner, stranger] = [await session(workspaceId, 'member'), await session(other, 'owner')];
  readKey = (await s.admin('POST', `/workspaces/${workspaceId}/keys`, { name: 'r', scopes: ['read'] })).body.key.plaintext;
  await seedAccounts(s, workspaceId, 3, 1);
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

async function accountsByDomain() {
  const rows = await s.rt.db.sql.query<{ id: string; company_domain: string; cap_rank: number }>(
    `SELECT id::text, company_domain, cap_rank FROM accounts WHERE workspace_id = $1 ORDER BY cap_rank`,
    [workspaceId],
  );
  return rows;
}

describe('classifyAccount', () => {
  it('classifies, and the change is visible through the REST read API', async () => {
    const [acme] = await accountsByDomain();
    const r = await gql(owner, CLASSIFY, { id: acme!.id, c: 'customer' });
    expect(r.errors).toBeUndefined();
    expect(r.data.classifyAccount).toMatchObject({ id: acme!.id, company_domain: 'acme.com', classification: 'customer', is_locked: false });
    const rest = await fetch(`${s.url}/signal-api/v1/accounts?classification=customer`, { headers: { authorization: `Bearer ${readKey}` } });
    const body = (await rest.json()) as any;
    expect(body.accounts.map((a: any) => a.company_domain)).toEqual(['acme.com']);
  });

  it('an over-cap account is refused with PLAN_LIMIT_REACHED and stays unchanged', async () => {
    const locked = (await accountsByDomain()).at(-1)!;
    expect(locked.cap_rank).toBeGreaterThan(150);
    const r = await gql(owner, CLASSIFY, { id: locked.id, c: 'competitor' });
    expect(r.errors[0].extensions).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { code: 'account_locked' } });
    const [row] = await s.rt.db.sql.query<{ classification: string }>(`SELECT classification FROM accounts WHERE id = $1`, [locked.id]);
    expect(row!.classification).not.toBe('competitor');
  });

  it("an API key is FORBIDDEN; another workspace's account is NOT_FOUND; a bad value is refused by the schema", async () => {
    const [acme] = await accountsByDomain();
    expect((await gql(readKey, CLASSIFY, { id: acme!.id, c: 'lead' })).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(stranger, CLASSIFY, { id: acme!.id, c: 'lead' })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(owner, CLASSIFY, { id: acme!.id, c: 'friend' })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('setRecommendationStatus', () => {
  let recId: string;
  beforeAll(async () => {
    const rec = await s.rt.db.prisma.recommendation.create({
      data: { workspace_id: workspaceId, kind: 'high_intent_uncontacted', subject: 'acme.com', title: 'Reach out to Acme' },
    });
    recId = rec.id;
  });

  it('snoozes for the given days, and the open list leaves it out; reopening brings it back', async () => {
    const before = Date.now();
    const r = await gql(owner, STATUS, { id: recId, status: 'snoozed', days: 3 });
    expect(r.errors).toBeUndefined();
    expect(r.data.setRecommendationStatus.status).toBe('snoozed');
    const until = new Date(r.data.setRecommendationStatus.snoozed_until).getTime();
    expect(until - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 5_000);
    expect(until - before).toBeLessThan(3 * 86_400_000 + 60_000);
    const open = await gql(owner, `{ recommendations { total recommendations { id } } }`);
    expect(open.data.recommendations.recommendations.some((x: any) => x.id === recId)).toBe(false);
    expect((await gql(owner, STATUS, { id: recId, status: 'new' })).data.setRecommendationStatus).toMatchObject({ status: 'new', snoozed_until: null });
  });

  it('bounds are validation errors naming the field, not clamps', async () => {
    for (const [vars, field] of [
      [{ id: recId, status: 'snoozed', days: 0 }, 'snoozeDays'],
      [{ id: recId, status: 'snoozed', days: 91 }, 'snoozeDays'],
      [{ id: recId, status: 'archived' }, 'status'],
    ] as const) {
      const r = await gql(owner, STATUS, vars);
      expect(r.errors[0].extensions, JSON.stringify(vars)).toMatchObject({ code: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await gql(stranger, STATUS, { id: recId, status: 'done' })).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
