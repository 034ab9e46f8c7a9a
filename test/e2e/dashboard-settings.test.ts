// Workspace settings from the dashboard over /graphql (issue 15 point 1): alert destinations, intent
// pages, enrichment, team, plan usage and the onboarding checklist, on the same services and field
// rules as the copilot's tools; hard deletes need confirm; bounds are VALIDATION_ERRORs naming the
// field; another workspace's records are NOT_FOUND; API keys cannot use the dashboard's settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '../helpers/graphql.js';
import { startTestServer, type TestService } from '../helpers/server.js';
import { toolServices } from '../../subgraphs/copilot/tools/services.js';

let s: TestService;
let mine: string;
let owner: string;
let stranger: string;
let readKey: string;

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await postGraphql(s.url, token, query, variables)).body;
const field = (r: any) => r.errors?.[0]?.extensions?.details?.field;

beforeAll(async () => {
  s = await startTestServer();
  const ws = async (name: string) => (await s.admin('POST', '/workspaces', { name, plan: 'pro' })).body.workspace.id as string;
  mine = await ws('Settings Co');
  const theirs = await ws('Other Co');
  const session = async (w: string, role: string) => (await s.admin('POST', `/workspaces/${w}/token`, { role })).body.token as string;
  [owner, stranger] = [await session(mine, 'owner'), await session(theirs, 'owner')];
  readKey = (await s.admin('POST', `/workspaces/${mine}/keys`, { name: 'k', scopes: ['read'] })).body.key.plaintext;
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

describe('alert destinations', () => {
  const CREATE = `mutation ($input: AlertDestinationInput!) { createAlertDestination(input: $input) { id name kind state min_intent host last_post_at } }`;
  const STATE = `mutation ($id: ID!, $action: String!, $confirm: Boolean) { setAlertDestinationState(id: $id, action: $action, confirm: $confirm) }`;
  const LIST = `{ alertDestinations { id name state } }`;

  it('creates paused with the defaults (the URL itself is never shown), activates, deletes only with confirm', async () => {
    const r = await gql(owner, CREATE, { input: { name: '#sales', url: 'https://hooks.slack.com/services/T1/B2/c3' } });
    expect(r.errors).toBeUndefined();
    const d = r.data.createAlertDestination;
    expect(d).toMatchObject({ name: '#sales', kind: 'slack', state: 'paused', min_intent: 70, host: 'hooks.slack.com', last_post_at: null });
    expect((await toolServices(s.rt).alertDestinations.records(mine)).map((x) => x.id)).toEqual([d.id]);
    expect((await gql(owner, STATE, { id: d.id, action: 'activate' })).data.setAlertDestinationState).toBe('active');
    expect(field(await gql(owner, STATE, { id: d.id, action: 'delete' }))).toBe('confirm');
    expect((await gql(stranger, STATE, { id: d.id, action: 'pause' })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(owner, STATE, { id: d.id, action: 'delete', confirm: true })).data.setAlertDestinationState).toBe('deleted');
    expect((await gql(owner, LIST)).data.alertDestinations).toEqual([]);
  });

  it('refuses bad fields by name', async () => {
    expect(field(await gql(owner, CREATE, { input: { name: 'x', url: 'https://hooks.slack.com/x', min_intent: 101 } }))).toBe('min_intent');
    expect(field(await gql(owner, CREATE, { input: { name: 'x', url: 'https://hooks.slack.com/x', kind: 'discord' } }))).toBe('kind');
    expect(field(await gql(owner, CREATE, { input: { name: 'x', url: 'not a url' } }))).toBe('url');
    expect(field(await gql(owner, CREATE, { input: { name: 'x', url: 'ftp://hooks.slack.com/x' } }))).toBe('url');
    expect((await gql(owner, LIST)).data.alertDestinations).toEqual([]);
  });
});

describe('intent pages', () => {
  const REPLACE = `mutation ($pages: [IntentPageInput!]!) { replaceIntentPages(pages: $pages) { pages { pattern label score_weight } removed } }`;

  it('replaces the whole set (trimmed, duplicates collapsed, weight 1 by default) and says what was removed', async () => {
    await gql(owner, REPLACE, { pages: [{ pattern: '/old' }] });
    const r = await gql(owner, REPLACE, { pages: [{ pattern: ' /pricing ', label: 'Pricing', score_weight: 3 }, { pattern: '/demo' }, { pattern: '/demo', score_weight: 2 }] });
    expect(r.errors).toBeUndefined();
    expect(r.data.replaceIntentPages.removed).toEqual(['/old']);
    const list = (await gql(owner, `{ intentPages { pattern label score_weight } }`)).data.intentPages;
    expect(list.map((p: any) => [p.pattern, p.score_weight]).sort()).toEqual([['/demo', 2], ['/pricing', 3]]);
    expect((await toolServices(s.rt).intentPages.list(mine)).length).toBe(2);
  });

  it('refuses a weight out of range and too many pages, changing nothing', async () => {
    expect(field(await gql(owner, REPLACE, { pages: [{ pattern: '/x', score_weight: 11 }] }))).toBe('pages.0.score_weight');
    expect(field(await gql(owner, REPLACE, { pages: Array.from({ length: 101 }, (_, i) => ({ pattern: `/p${i}` })) }))).toBe('pages');
    expect((await gql(owner, `{ intentPages { pattern } }`)).data.intentPages).toHaveLength(2);
  });
});

describe('enrichment, team, plan usage, onboarding', () => {
  it('enrichment: the defaults until saved, then what was changed', async () => {
    expect((await gql(owner, `{ enrichmentConfig { vendor page_patterns saved } }`)).data.enrichmentConfig).toEqual({ vendor: 'none', page_patterns: [], saved: false });
    const r = await gql(owner, `mutation { updateEnrichmentConfig(page_patterns: ["/pricing", "/checkout/*"]) { vendor page_patterns saved } }`);
    expect(r.data.updateEnrichmentConfig).toEqual({ vendor: 'none', page_patterns: ['/pricing', '/checkout/*'], saved: true });
    expect((await gql(owner, `mutation { updateEnrichmentConfig { vendor } }`)).errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('team lists members then invitations; plan usage and the checklist read the workspace', async () => {
    const team = (await gql(owner, `{ team { email role status } }`)).data.team;
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((m: any) => ['member', 'invited'].includes(m.status))).toBe(true);
    const usage = (await gql(owner, `{ planUsage { plan effective_plan monthly_cap accounts_this_month over_cap_this_month } }`)).data.planUsage;
    expect(usage).toMatchObject({ plan: 'pro', accounts_this_month: 0, over_cap_this_month: 0 });
    expect(usage.monthly_cap).toBeGreaterThan(0);
    const steps = (await gql(owner, `{ onboarding { pixel_installed activated steps_done steps_total } }`)).data.onboarding;
    expect(steps).toEqual({ pixel_installed: false, activated: false, steps_done: 0, steps_total: 5 });
  });

  it('settings are the signed-in dashboard\'s: an API key is refused', async () => {
    for (const q of ['{ intentPages { pattern } }', '{ team { email } }', '{ syncRules { id } }', '{ alertDestinations { id } }']) {
      const r = await gql(readKey, q);
      expect(r.errors?.[0]?.extensions?.code, q).toBe('FORBIDDEN');
    }
  });
});
