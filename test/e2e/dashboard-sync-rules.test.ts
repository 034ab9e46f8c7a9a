// Sync rules from the dashboard over /graphql (issue 15 point 1): list, create, update, state, dry
// run, on the same service and field rules as the copilot's sync rule tools; delete needs confirm;
// another workspace's rule is NOT_FOUND; a bound is a VALIDATION_ERROR naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '../helpers/graphql.js';
import { startTestServer, type TestService } from '../helpers/server.js';
import { toolServices } from '../../subgraphs/copilot/tools/services.js';

let s: TestService;
let mine: string;
let owner: string;
let member: string;
let stranger: string;

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await postGraphql(s.url, token, query, variables)).body;
const FIELDS = 'id name state esp list_id min_intent classification last_run_at';
const LIST = `{ syncRules { ${FIELDS} } }`;
const CREATE = `mutation ($input: SyncRuleInput!) { createSyncRule(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SyncRulePatch!) { updateSyncRule(id: $id, input: $input) { ${FIELDS} } }`;
const STATE = `mutation ($id: ID!, $action: String!, $confirm: Boolean) { setSyncRuleState(id: $id, action: $action, confirm: $confirm) }`;
const DRY = `query ($id: ID!, $limit: Int) { dryRunSyncRule(id: $id, limit: $limit) { total sendable contacts { email intent_score is_locked } } }`;

beforeAll(async () => {
  s = await startTestServer();
  const ws = async (name: string) => (await s.admin('POST', '/workspaces', { name, plan: 'pro' })).body.workspace.id as string;
  mine = await ws('Rules Co');
  const theirs = await ws('Other Co');
  const session = async (w: string, role: string) => (await s.admin('POST', `/workspaces/${w}/token`, { role })).body.token as string;
  [owner, member, stranger] = [await session(mine, 'owner'), await session(mine, 'member'), await session(theirs, 'owner')];
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

describe('sync rules over /graphql', () => {
  let id: string;

  it('creates a rule paused with the defaults, seen by the copilot tools\' service too', async () => {
    const r = await gql(member, CREATE, { input: { name: '  Hot leads ', min_intent: 70, classification: 'lead' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.createSyncRule).toMatchObject({ name: 'Hot leads', state: 'paused', esp: 'klaviyo', min_intent: 70, classification: 'lead', list_id: null, last_run_at: null });
    id = r.data.createSyncRule.id;
    const copilotView = await toolServices(s.rt).syncRules.list(mine);
    expect(copilotView.map((x) => [x.id, x.name, x.state])).toEqual([[id, 'Hot leads', 'paused']]);
    expect((await gql(owner, LIST)).data.syncRules.map((x: any) => x.id)).toEqual([id]);
  });

  it('refuses out-of-bounds fields naming them, and creates nothing', async () => {
    for (const [input, field] of [
      [{ name: 'x', min_intent: 101 }, 'min_intent'],
      [{ name: '' }, 'name'],
      [{ name: 'x', classification: 'vip' }, 'classification'],
      [{ name: 'y'.repeat(101) }, 'name'],
    ] as const) {
      const r = await gql(owner, CREATE, { input });
      expect(r.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ code: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await gql(owner, LIST)).data.syncRules).toHaveLength(1);
  });

  it('updates, keeping what was not named; an empty patch is refused', async () => {
    const r = await gql(owner, UPDATE, { id, input: { min_intent: 85, list_id: 'L9' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateSyncRule).toMatchObject({ id, name: 'Hot leads', min_intent: 85, list_id: 'L9', classification: 'lead' });
    expect((await gql(owner, UPDATE, { id, input: {} })).errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('activates and pauses; an unknown action is a VALIDATION_ERROR', async () => {
    expect((await gql(owner, STATE, { id, action: 'activate' })).data.setSyncRuleState).toBe('active');
    expect((await gql(owner, LIST)).data.syncRules[0].state).toBe('active');
    expect((await gql(owner, STATE, { id, action: 'pause' })).data.setSyncRuleState).toBe('paused');
    expect((await gql(owner, STATE, { id, action: 'explode' })).errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'action' } });
  });

  it('dry run lists what would be sent, bounded', async () => {
    const r = await gql(owner, DRY, { id, limit: 5 });
    expect(r.errors).toBeUndefined();
    expect(r.data.dryRunSyncRule).toEqual({ total: 0, sendable: 0, contacts: [] });
    expect((await gql(owner, DRY, { id, limit: 0 })).errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'limit' } });
  });

  it("another workspace's rule is NOT_FOUND everywhere, and a malformed id too", async () => {
    for (const [q, v] of [[UPDATE, { id, input: { min_intent: 1 } }], [STATE, { id, action: 'pause' }], [DRY, { id }]] as const) {
      expect((await gql(stranger, q, v)).errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect((await gql(stranger, LIST)).data.syncRules).toEqual([]);
    expect((await gql(owner, STATE, { id: 'nope', action: 'pause' })).errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('delete needs confirm: true (the run history goes with it), then the rule is gone', async () => {
    const refused = await gql(owner, STATE, { id, action: 'delete' });
    expect(refused.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'confirm', code: 'confirmation_required' } });
    expect((await gql(owner, LIST)).data.syncRules).toHaveLength(1);
    expect((await gql(owner, STATE, { id, action: 'delete', confirm: true })).data.setSyncRuleState).toBe('deleted');
    expect((await gql(owner, LIST)).data.syncRules).toEqual([]);
    expect((await gql(owner, STATE, { id, action: 'pause' })).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
