// Every product read against the fixture workspace, an empty one, and a free-tier one (all locked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { ManualClock } from '../../../core/clock.js';
import { MASKED_NAME } from '../../../core/plans.js';
import type { ToolContext } from '../../../subgraphs/copilot/catalogue/types.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { renderStatements } from '../../../core/db/tracing.js';
import { EXPECTED, READ_ARGS, SORTED, VOLATILE, type ReadTool } from '../../helpers/copilotTools/expected.js';
import { EVAL_NOW, emptyWorkspace, run, seedFixture, toolContext } from '../../helpers/copilotTools/seed.js';

let svc: TestService;
let ctx: ToolContext;
let empty: ToolContext;
let free: ToolContext;

beforeAll(async () => {
  svc = await startTestServer({ clock: new ManualClock(EVAL_NOW) });
  ctx = await toolContext(svc.rt, (await seedFixture(svc.rt)).workspaceId);
  empty = await toolContext(svc.rt, await emptyWorkspace(svc.rt));
  free = await toolContext(svc.rt, (await seedFixture(svc.rt, { plan: 'free' })).workspaceId);
}, 300_000);
afterAll(async () => svc?.stop());

/** A tool's rows without the columns the database stamps (ids, created_at), in a stable order where the tool's own ties. */
function stable(name: ReadTool, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const out = rows.map((r) => {
    const copy: Record<string, unknown> = { ...r };
    for (const k of VOLATILE) delete copy[k];
    if (name === 'list_team' && typeof copy.email === 'string') copy.email = copy.email.replace(/^(admin|owner)-[0-9a-f]{8}@/, '$1-<ws>@');
    return copy;
  });
  return SORTED.has(name) ? out.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : out;
}

const READS = Object.keys(EXPECTED) as ReadTool[];

describe('every read tool', () => {
  it.each(READS)('%s returns the fixture rows it should, and its trace is what ran', async (name) => {
    const r = await run(ctx, name, READ_ARGS[name] ?? {});
    const want = EXPECTED[name];
    const sorted = SORTED.has(name) ? stable(name, want.rows) : want.rows;
    expect(stable(name, r.data)).toEqual(sorted);
    expect(r.coverage).toBe(want.coverage);
    expect(r.withheld ?? 0).toBe(want.withheld);
    expect(r.has_data).toBe(want.rows.length > 0);
    // the trace is rendered from the statements recorded on Database.sql; the first is scoped to the workspace
    expect(r.statements!.length).toBeGreaterThan(0);
    expect(r.sql).toBe(renderStatements(r.statements!));
    expect(r.statements![0]!.params).toContain(ctx.workspaceId);
  });

  it('covers every read tool of the registry', () => {
    expect(READS.sort()).toEqual(ALL_TOOLS.filter((t) => t.kind === 'read').map((t) => t.name).sort());
  });

  it.each(READS.filter((n) => !READ_ARGS[n]))('%s answers on an empty workspace without failing', async (name) => {
    const r = await run(empty, name);
    expect(r.coverage.length).toBeGreaterThan(0);
  });
});

describe('search_visitors', () => {
  it('masks visitors of over-cap accounts and counts them as withheld', async () => {
    const r = await run(ctx, 'search_visitors', { limit: 50 });
    const ann = r.data.find((v) => v.resolved_name === MASKED_NAME);
    expect(ann).toMatchObject({ is_locked: true, resolved_email: null, company_domain: MASKED_NAME });
    expect(r.withheld).toBe(1);
    expect(r.caveats.join(' ')).toMatch(/1 visitors withheld/);
    expect(r.data.find((v) => v.resolved_email === 'jane@acme.com')).toMatchObject({ is_locked: false, intent_score: 90 });
  });

  it('on the free tier every visitor is locked', async () => {
    const r = await run(free, 'search_visitors', { limit: 50 });
    expect(r.data.length).toBe(7);
    expect(r.data.every((v) => v.is_locked === true && v.resolved_email === null)).toBe(true);
    expect(r.withheld).toBe(7);
  });

  it('filters by the personal bucket, classification, intent and contacted', async () => {
    expect((await run(ctx, 'search_visitors', { domain: 'personal' })).data.map((v) => v.resolved_email)).toEqual(['kim@gmail.com']);
    expect((await run(ctx, 'search_visitors', { classification: 'competitor' })).data.map((v) => v.resolved_email)).toEqual(['sam@initech.io']);
    expect((await run(ctx, 'search_visitors', { min_intent: 80 })).data.map((v) => v.resolved_email)).toEqual(['jane@acme.com', 'li@globex.com']);
    const notContacted = await run(ctx, 'search_visitors', { domain: 'acme.com', contacted: false });
    expect(notContacted.data.map((v) => v.resolved_email)).toEqual(['jane@acme.com']);
  });
});

describe('visitor_journey', () => {
  it('lists page views oldest first and flags rows without a bot flag', async () => {
    const r = await run(ctx, 'visitor_journey', { email: 'JANE@acme.com ' });
    expect(r.data.length).toBe(5);
    expect(r.data.map((v) => v.path)).toContain('/pricing');
    const times = r.data.map((v) => String(v.occurred_at));
    expect([...times].sort()).toEqual(times);
  });

  it('withholds a locked visitor', async () => {
    const r = await run(ctx, 'visitor_journey', { email: 'ann@hooli.com' });
    expect(r.withheld).toBe(1);
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({ is_locked: true, resolved_email: null });
  });

  it('refuses an unknown email', async () => {
    await expect(run(ctx, 'visitor_journey', { email: 'nobody@nowhere.com' })).rejects.toMatchObject({ name: 'NameResolutionRefusal', reason: 'not_found' });
  });
});

describe('aggregates carry their disclosures', () => {
  it('attribution_overview: shares of attributed sessions, rollup freshness', async () => {
    const r = await run(ctx, 'attribution_overview', {});
    expect(r.data.map((d) => d.channel)).toEqual(['paid_search', 'email', 'organic_search']);
    // the 30 UTC days ending today (GET /attribution?days=30): days 1-29 ago of the rollup
    expect(r.data[0]).toMatchObject({ sessions: 12 * 29, share_pct: 48 });
    expect(r.caveats.join(' ')).toMatch(/lag up to one day/);
    expect(r.caveats.join(' ')).toMatch(/not of all visitors/);
    const byCampaign = await run(ctx, 'attribution_overview', { group_by: 'campaign' });
    expect(byCampaign.data.map((d) => d.campaign)).toContain('spring-promo');
  });

  it('journey_paths excludes bots and says how many rows lack a bot flag', async () => {
    const r = await run(ctx, 'journey_paths', { through: '/demo' });
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.every((p) => String(p.journey).includes('/demo'))).toBe(true);
    expect(r.caveats.join(' ')).toMatch(/no bot flag/);
  });

  it('identification_status counts identified visitors by source', async () => {
    const r = await run(ctx, 'identification_status', {});
    expect(r.data[0]).toMatchObject({ section: 'totals', visitors_seen: 7, identified: 7, events_waiting: 1, last_run_status: 'succeeded' });
    expect(r.data.filter((d) => d.section === 'source').map((d) => d.resolution_source)).toEqual(['email_capture', 'ip_table', 'asn']);
  });

  it('identification_status counts the visitors seen in a past window, whoever came back after it', async () => {
    // jane@acme.com viewed pages on 14 June and again on the 17th: she was seen on the 14th
    const window = { from: '2025-06-14T00:00:00.000Z', to: '2025-06-15T00:00:00.000Z', label: '2025-06-14' };
    const r = await run(ctx, 'identification_status', { window });
    const [seen] = await svc.rt.db.sql.query<{ n: number; identified: number }>(
      `SELECT count(DISTINCT x.visitor_id)::int AS n, count(DISTINCT x.visitor_id) FILTER (WHERE v.identified_at IS NOT NULL)::int AS identified
       FROM visits x JOIN visitors v ON v.id = x.visitor_id
       WHERE x.workspace_id = $1::uuid AND x.occurred_at >= $2::timestamptz AND x.occurred_at < $3::timestamptz AND x.is_bot IS NOT TRUE`,
      [ctx.workspaceId, window.from, window.to],
    );
    expect(seen!.n).toBeGreaterThan(0);
    expect(r.data[0]).toMatchObject({ section: 'totals', visitors_seen: seen!.n, identified: seen!.identified });
  });
});

describe('settings reads', () => {
  it('open_recommendations lists new items and elapsed snoozes only', async () => {
    const r = await run(ctx, 'open_recommendations', {});
    expect(r.data.map((d) => d.subject).sort()).toEqual(['Hot leads', 'acme.com', 'initech.io']);
  });

  it('dry_run_sync_rule matches the rule exactly and withholds locked contacts', async () => {
    const r = await run(ctx, 'dry_run_sync_rule', { rule: '  HOT LEADS ' });
    expect(r.data.map((d) => d.resolved_email)).toEqual(['jane@acme.com', 'li@globex.com', null]);
    expect(r.withheld).toBe(1);
    await expect(run(ctx, 'dry_run_sync_rule', { rule: 'Dupe rule' })).rejects.toMatchObject({ reason: 'ambiguous' });
    await expect(run(ctx, 'dry_run_sync_rule', { rule: 'Hot' })).rejects.toMatchObject({ reason: 'not_found', existing: expect.arrayContaining(['Hot leads', 'Customers weekly']) });
  });

  it('subscription and workspace_setup report plan usage', async () => {
    const s = await run(ctx, 'subscription', {});
    expect(s.data[0]).toMatchObject({ plan: 'pro', monthly_cap: 1000, accounts_this_month: 1 });
    const w = await run(ctx, 'workspace_setup', {});
    expect(w.data.find((d) => d.section === 'onboarding')).toMatchObject({ pixel_verified: true, activated: false, steps_done: 3 });
  });

  it('lists the configurable records', async () => {
    expect((await run(ctx, 'sync_rules', {})).data.find((r) => r.name === 'Hot leads')).toMatchObject({ state: 'active', last_run_contacts_sent: 3 });
    expect((await run(ctx, 'list_webhooks', {})).coverage).toBe('2 of 5 allowed webhook endpoints, 1 enabled');
    const dests = await run(ctx, 'list_alert_destinations', {});
    expect(dests.data[0]).toMatchObject({ name: '#sales-alerts', host: 'hooks.slack.com' });
    expect(JSON.stringify(dests.data)).not.toContain('/services/');
    expect((await run(ctx, 'list_team', {})).data.map((m) => m.status)).toEqual(['member', 'member', 'invited']);
    expect((await run(ctx, 'esp_connection', {})).data[0]).toMatchObject({ provider: 'klaviyo', status: 'connected' });
    expect((await run(ctx, 'recall_facts', {})).data).toHaveLength(2);
    expect((await run(ctx, 'intent_pages', {})).data.map((p) => p.pattern)).toEqual(['/pricing', '/demo']);
    expect((await run(ctx, 'enrichment_config', {})).data[0]).toMatchObject({ vendor: 'clearbit', enabled: true });
    expect((await run(ctx, 'get_conversation', { conversation: 't-1' })).data).toHaveLength(2);
    expect((await run(empty, 'enrichment_config', {})).caveats.join(' ')).toMatch(/disables enrichment/);
  });
});
