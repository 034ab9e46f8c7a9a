// The dashboard's account and person pages over /graphql (issue 15 point 1): an account by domain
// with its score explained (the factors add up to the raw score and give the score), a visitor's
// journey as a Relay connection walked to the end, and the contacted mark, on a workspace with
// real identified traffic; another workspace sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from '../helpers/graphql.js';
import { startTestServer, type TestService } from '../helpers/server.js';
import { createWorkspace, hit, IPS } from '../helpers/identification.js';

let s: TestService;
let owner: string;
let stranger: string;
const EMAIL = 'ada@acme-analytics.com';

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await postGraphql(s.url, token, query, variables)).body;
const ACCOUNT = `query ($d: String!) { account(domain: $d) { company_domain intent_score is_locked contacted_at firmographics score_explanation { score raw scale factors { factor value points } } } }`;
const JOURNEY = `query ($e: String!, $first: Int, $after: String) { visitorJourney(email: $e, first: $first, after: $after) {
  email is_locked total edges { cursor node { path occurred_at } } pageInfo { hasNextPage endCursor } } }`;

beforeAll(async () => {
  s = await startTestServer();
  const ws = await createWorkspace(s, 'Journey Co');
  const other = await createWorkspace(s, 'Other Co');
  const token = async (id: string) => (await s.admin('POST', `/workspaces/${id}/token`, { role: 'owner' })).body.token as string;
  [owner, stranger] = [await token(ws.id), await token(other.id)];
  for (const path of ['/', '/pricing', '/docs', '/pricing', '/demo']) {
    expect((await hit(s, ws.site_key, { v: 'visitor-ada-1', u: `https://shop.example.test${path}` }, { ip: IPS.apple })).status).toBe(202);
  }
  expect((await hit(s, ws.site_key, { t: 'identify', v: 'visitor-ada-1', u: 'https://shop.example.test/demo', e: EMAIL }, { ip: IPS.apple })).status).toBe(202);
  expect((await s.admin('POST', '/jobs/run', { job: 'all' })).status).toBeLessThan(300);
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

describe('account page', () => {
  it('explains the score: factor points add up to raw, and raw gives the score', async () => {
    const accounts = (await gql(owner, `{ accounts(page_size: 5) { accounts { company_domain } } }`)).data.accounts.accounts;
    const domain = accounts[0].company_domain;
    const r = await gql(owner, ACCOUNT, { d: `  ${domain.toUpperCase()} ` });
    expect(r.errors).toBeUndefined();
    const a = r.data.account;
    expect(a).toMatchObject({ company_domain: domain, is_locked: false, contacted_at: null });
    const e = a.score_explanation;
    expect(e.factors.map((f: any) => f.factor)).toEqual(['intent_pages', 'browsing', 'return_days', 'people']);
    const sum = e.factors.reduce((t: number, f: any) => t + f.points, 0);
    expect(sum).toBeCloseTo(e.raw, 6);
    expect(e.score).toBe(Math.round(100 * (1 - Math.exp(-e.raw / e.scale))));
    expect(e.score).toBeGreaterThan(0);
    expect((await gql(stranger, ACCOUNT, { d: domain })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(owner, ACCOUNT, { d: ' ' })).errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'domain' } });
  });
});

describe('person page', () => {
  it('walks the journey page by page to the end, in order, with no view twice', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let i = 0; i < 10; i++) {
      const r: any = await gql(owner, JOURNEY, { e: EMAIL.toUpperCase(), first: 2, after });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const j = r.data.visitorJourney;
      total = j.total;
      expect(j).toMatchObject({ email: EMAIL, is_locked: false });
      seen.push(...j.edges.map((e: any) => `${e.node.occurred_at} ${e.node.path}`));
      if (!j.pageInfo.hasNextPage) break;
      after = j.pageInfo.endCursor;
    }
    expect(seen.length).toBe(total);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(seen);
  });

  it('bounds first, refuses a forged cursor, and is NOT_FOUND for another workspace', async () => {
    expect((await gql(owner, JOURNEY, { e: EMAIL, first: 201 })).errors[0].extensions.details.field).toBe('first');
    for (const after of ['not-a-cursor', Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url')]) {
      expect((await gql(owner, JOURNEY, { e: EMAIL, after })).errors[0].extensions.details.field).toBe('after');
    }
    expect((await gql(stranger, JOURNEY, { e: EMAIL })).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('marks the person contacted and clears it; unknown people are NOT_FOUND', async () => {
    const mark = `mutation ($e: String!, $c: Boolean) { setVisitorContacted(email: $e, contacted: $c) }`;
    expect((await gql(owner, mark, { e: EMAIL })).data.setVisitorContacted).toBe(1);
    expect((await gql(owner, mark, { e: EMAIL, c: false })).data.setVisitorContacted).toBe(1);
    expect((await gql(owner, mark, { e: 'nobody@nowhere.test' })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(stranger, mark, { e: EMAIL })).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
