// The evaluation's ground truth checked on hand-built rows (a real database, no HTTP): if the
// truth SQL were wrong, every grade would be. Each case states the answer worked out by hand.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { evaluateSpec, type Spec } from '../../eval/answers/measures.js';
import type { Truth } from '../../eval/answers/grade.js';

const NOW = new Date('2025-06-18T12:00:00.000Z'); // Wednesday
const ws = randomUUID();
let t: TestDatabase;

const at = (iso: string) => new Date(iso).toISOString();
const truth = (spec: Spec) => evaluateSpec(t.db.sql, ws, spec, NOW);
const values = (x: Truth) => (x.kind === 'number' ? x.readings.map((r) => [r.value, ...(r.also ?? [])]) : x.kind === 'list' ? x.readings.map((r) => (r.n === undefined ? r.ranked : r.ranked.slice(0, r.n)).map((k) => k.key)) : x.kind === 'time' ? x.readings.map((r) => r.at?.toISOString() ?? 'none') : 'decline');

beforeAll(async () => {
  t = await createTestDatabase();
  const q = (sql: string, p: unknown[]) => t.db.sql.query(sql, p);
  await q(`INSERT INTO workspaces (id, name, site_key) VALUES ($1::uuid, 'truths', $2)`, [ws, `site_${ws}`]);
  const account = async (domain: string, cls: string, intent: number, first: string, visits: number) => {
    const id = randomUUID();
    await q(`INSERT INTO accounts (id, workspace_id, company_domain, company_name, intent_score, classification, first_seen_at, last_seen_at, visit_count, visitor_count)
             VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::"Classification", $7::timestamptz, $7::timestamptz, $8, 1)`, [id, ws, domain, domain.split('.')[0], intent, cls, at(first), visits]);
    return id;
  };
  const visitor = async (accountId: string | null, anon: string, email: string | null, identified: string | null, source: string | null, firstVisit: string) => {
    const id = randomUUID();
    await q(`INSERT INTO visitors (id, workspace_id, anonymous_id, account_id, email, identified_at, resolution_source, first_visit_at, intent_score)
             VALUES ($1::uuid, $2::uuid, $3, $4::uuid, $5, $6::timestamptz, $7, $8::timestamptz, 50)`, [id, ws, anon, accountId, email, identified && at(identified), source, at(firstVisit)]);
    return id;
  };
  const view = (visitorId: string, path: string, when: string, bot: boolean | null = false, channel = 'direct', campaign: string | null = null) =>
    q(`INSERT INTO visits (workspace_id, visitor_id, url, path, occurred_at, is_bot, channel, utm_campaign) VALUES ($1::uuid, $2::uuid, $3, $4, $5::timestamptz, $6, $7, $8)`,
      [ws, visitorId, `https://x.test${path}`, path, at(when), bot, channel, campaign]);

  const acme = await account('acme.com', 'customer', 80, '2025-05-01T00:00:00Z', 12);
  const beta = await account('beta.com', 'lead', 100, '2025-06-17T09:00:00Z', 3);
  await account('gamma.com', 'competitor', 40, '2025-06-01T00:00:00Z', 0);
  const ann = await visitor(acme, 'anon-ann', 'ann@acme.com', '2025-06-17T10:00:00Z', 'email_capture', '2025-05-01T00:00:00Z');
  const bob = await visitor(beta, 'anon-bob', null, '2025-06-17T09:00:00Z', 'ip_table', '2025-06-17T09:00:00Z');
  const bot = await visitor(null, 'anon-bot', null, null, null, '2025-06-18T01:00:00Z');
  // ann: one session yesterday (3 views, 10 min apart) and one today; bob: two sessions yesterday (40 min gap)
  await view(ann, '/pricing', '2025-06-17T10:00:00Z');
  await view(ann, '/demo', '2025-06-17T10:10:00Z', null); // before bot flagging: counted
  await view(ann, '/blog/a', '2025-06-17T10:20:00Z', false, 'email', 'digest');
  await view(ann, '/pricing', '2025-06-18T08:00:00Z');
  await view(bob, '/pricing', '2025-06-17T09:00:00Z');
  await view(bob, '/blog/b', '2025-06-17T09:40:00Z');
  await view(bot, '/pricing', '2025-06-18T01:00:00Z', true);
  await view(bot, '/pricing', '2025-06-18T01:01:00Z', true);
  for (const [day, channel, sessions] of [['2025-06-18', 'email', 3], ['2025-06-12', 'email', 1], ['2025-06-11', 'social', 4], ['2025-06-12', 'social', 2]] as const)
    await q(`INSERT INTO attribution_daily (workspace_id, day, channel, source, campaign, sessions, visitors, computed_at) VALUES ($1::uuid, $2::date, $3, '', '', $4, 1, now())`, [ws, day, channel, sessions]);
}, 120_000);
afterAll(async () => t?.drop());

describe('truth SQL on hand-built rows', () => {
  it('page views leave bot rows out and keep unflagged ones; windows read the calendar', async () => {
    expect(values(await truth({ m: 'count', s: 'page_views', w: { kind: 'yesterday' } }))).toEqual([[5]]);
    expect(values(await truth({ m: 'count', s: 'page_views', w: { kind: 'today' } }))).toEqual([[1]]);
    expect(values(await truth({ m: 'count', s: 'page_views', f: { pathPrefix: '/blog/' } }))).toEqual([[2]]);
    expect(values(await truth({ m: 'count', s: 'page_views', f: { campaign: 'digest' } }))).toEqual([[1]]);
    expect(values(await truth({ m: 'top', s: 'page_views', n: 1, group: 'path' }))).toEqual([['/pricing']]);
  });
  it('sessions split at gaps over 30 minutes and are dated by their first view', async () => {
    expect(values(await truth({ m: 'count', s: 'sessions', w: { kind: 'yesterday' } }))).toEqual([[3]]);
    expect(values(await truth({ m: 'count', s: 'sessions', f: { path: '/demo' } }))).toEqual([[1]]);
    expect(values(await truth({ m: 'compare', s: 'sessions', w: { kind: 'today' }, w2: { kind: 'yesterday' } }))).toEqual([[1, 3]]);
  });
  it('accounts: visited in a window, new, returning, intent and the read API\'s account set', async () => {
    expect(values(await truth({ m: 'list', s: 'accounts', f: { path: '/pricing' }, w: { kind: 'today' } }))).toEqual([['acme.com']]);
    expect(values(await truth({ m: 'list', s: 'accounts', f: { new: true }, w: { kind: 'this', unit: 'week' } }))).toEqual([['beta.com']]);
    expect(values(await truth({ m: 'list', s: 'accounts', f: { returning: true }, w: { kind: 'this', unit: 'week' } }))).toEqual([['acme.com']]);
    expect(values(await truth({ m: 'count', s: 'accounts', f: { intent: { op: 'between', lo: 40, hi: 80 } } }))).toEqual([[2]]);
    expect(values(await truth({ m: 'avg', s: 'accounts', field: 'intent_score' }))).toEqual([[round(220 / 3)]]);
    expect(values(await truth({ m: 'share', s: 'accounts', part: { classification: 'customer' } }))).toEqual([[round(100 / 3)]]);
    expect(values(await truth({ m: 'top', s: 'accounts', n: 2, by: 'visit_count' }))).toEqual([['acme.com', 'beta.com']]);
  });
  it('identifications by when identified_at falls and by source; visitors need a human page view', async () => {
    expect(values(await truth({ m: 'count', s: 'identifications', w: { kind: 'yesterday' } }))).toEqual([[2]]);
    expect(values(await truth({ m: 'list', s: 'identifications', f: { idSource: 'email_capture' } }))).toEqual([['ann@acme.com']]);
    expect(values(await truth({ m: 'count', s: 'visitors' }))).toEqual([[2]]);
    expect(values(await truth({ m: 'last', s: 'visitors', field: 'identified_at', f: { email: 'ann@acme.com' } }))).toEqual(['2025-06-17T10:00:00.000Z']);
  });
  it('attributed sessions by UTC day: "last 7 days" is the 7 days ending today; shares of the window', async () => {
    expect(values(await truth({ m: 'count', s: 'attributed_sessions', w: { kind: 'days', n: 7 } }))).toEqual([[6]]);
    expect(values(await truth({ m: 'share', s: 'attributed_sessions', part: { channel: 'email' }, w: { kind: 'days', n: 8 } }))).toEqual([[40]]);
    expect(values(await truth({ m: 'top', s: 'attributed_sessions', n: 1, group: 'channel' }))).toEqual([['social']]);
  });
});

function round(x: number) {
  return Math.round(x * 10_000) / 10_000;
}
