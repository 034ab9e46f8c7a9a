// API keys from the dashboard over /graphql (issue 15 point 1): list, create (plaintext once) and
// revoke through the same ApiKeyService as the copilot; both changes need confirm: true; sessions only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '../helpers/graphql.js';
import { startTestServer, type TestService } from '../helpers/server.js';

let s: TestService;
let owner: string;
let member: string;
let stranger: string;
let readKey: string;

const gql = (token: string, query: string, variables: Record<string, unknown> = {}) => postGraphql(s.url, token, query, variables);
const readApi = (key: string) => fetch(`${s.url}/signal-api/v1/accounts`, { headers: { authorization: `Bearer ${key}` } });

const CREATE = `mutation ($name: String!, $scopes: [String!]!, $confirm: Boolean) {
  createApiKey(name: $name, scopes: $scopes, confirm: $confirm) { plaintext key { id name prefix scopes revoked_at } } }`;
const REVOKE = `mutation ($id: ID!, $confirm: Boolean) { revokeApiKey(id: $id, confirm: $confirm) { id revoked_at } }`;
const LIST = `query ($all: Boolean) { apiKeys(includeRevoked: $all) { id name revoked_at } }`;

beforeAll(async () => {
  s = await startTestServer();
  const ws = async (name: string) => (await s.admin('POST', '/workspaces', { name, plan: 'pro' })).body.workspace.id as string;
  const [mine, theirs] = [await ws('Keys Co'), await ws('Other Co')];
  const session = async (w: string, role: string) => (await s.admin('POST', `/workspaces/${w}/token`, { role })).body.token as string;
  [owner, member, stranger] = [await session(mine, 'owner'), await session(mine, 'member'), await session(theirs, 'owner')];
  readKey = (await s.admin('POST', `/workspaces/${mine}/keys`, { name: 'existing', scopes: ['read'] })).body.key.plaintext;
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

describe('API keys over /graphql', () => {
  it('create without confirm is a VALIDATION_ERROR naming confirm, and creates nothing', async () => {
    const r = await gql(owner, CREATE, { name: 'zapier', scopes: ['read'] });
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'confirm', code: 'confirmation_required' } });
    expect(r.body.errors[0].message).toContain('shown once');
    const list = await gql(owner, LIST);
    expect(list.body.data.apiKeys.map((k: any) => k.name)).toEqual(['existing']);
  });

  it('creates with confirm: the plaintext once, which works on the read API; revoke needs confirm and stops it', async () => {
    const created = await gql(member, CREATE, { name: 'zapier', scopes: ['read'], confirm: true });
    expect(created.body.errors).toBeUndefined();
    const { plaintext, key } = created.body.data.createApiKey;
    expect(plaintext).toMatch(/^sk_sig_/);
    expect(plaintext.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({ name: 'zapier', scopes: ['read'], revoked_at: null });
    expect((await readApi(plaintext)).status).toBe(200);

    const unconfirmed = await gql(owner, REVOKE, { id: key.id });
    expect(unconfirmed.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect((await readApi(plaintext)).status).toBe(200);

    const revoked = await gql(owner, REVOKE, { id: key.id, confirm: true });
    expect(revoked.body.data.revokeApiKey.revoked_at).not.toBeNull();
    expect((await readApi(plaintext)).status).toBe(401);
    const all = await gql(owner, LIST, { all: true });
    expect(all.body.data.apiKeys.find((k: any) => k.id === key.id).revoked_at).not.toBeNull();
    expect((await gql(owner, LIST)).body.data.apiKeys.some((k: any) => k.id === key.id)).toBe(false);
  });

  it('bounds are validation errors, not clamps', async () => {
    const r = await gql(owner, CREATE, { name: 'x'.repeat(101), scopes: ['read'], confirm: true });
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'name' } });
    const bad = await gql(owner, CREATE, { name: 'ok', scopes: ['admin'], confirm: true });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'scopes' } });
  });

  it("another workspace's key is NOT_FOUND; an API key caller is FORBIDDEN", async () => {
    const id = (await gql(owner, LIST)).body.data.apiKeys[0].id;
    expect((await gql(stranger, REVOKE, { id, confirm: true })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const asKey = await gql(readKey, LIST);
    expect(asKey.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', details: { code: 'session_required' } });
  });
});
