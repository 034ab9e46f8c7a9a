// The tuned questions (issue 14): everyday questions asked of the planner + tools on the seeded
// fixture (test/copilot-tools/fixture.ts, clock 2025-06-18 12:00 UTC), each graded against truth
// computed here by SQL written independently of the tools. Grading as the evaluation does: a
// number → the first number of the answer; a list → the answering trace entry's rows hold exactly
// the matching entities, in order, and the answer says how many match; what cannot be answered →
// a refusal naming the constraint. Every trace entry says which constraints it applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../helpers/server.js';
import { ManualClock } from '../../core/clock.js';
import type { ToolContext } from '../../subgraphs/copilot/catalogue/types.js';
import { EVAL_NOW, seedFixture, toolContext } from '../helpers/copilotTools/seed.js';
import { ask } from '../helpers/copilotAnswers.js';
import { MASKED_NAME } from '../../core/plans.js';

let svc: TestService;
let ctx: ToolContext;
const NOW = EVAL_NOW.toISOString();
const DAY = (d: string) => `${d}T00:00:00.000Z`;

beforeAll(async () => {
  svc = await startTestServer({ clock: new ManualClock(EVAL_NOW) });
  ctx = await toolContext(svc.rt, (await seedFixture(svc.rt)).workspaceId);
}, 300_000);
afterAll(async () => svc?.stop());

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => svc.rt.db.sql.query<T>(text, [ctx.workspaceId, ...params]);
const one = async (text: string, params: unknown[] = []) => Number(Object.values((await sql(text, params))[0]!)[0]);

/** accounts with a non-bot page view in [from, to) matching the path condition */
const visitedDomains = (from: string, to: string, pathSql = 'true', extra = 'true') =>
  sql<{ company_domain: string }>(
    `SELECT DISTINCT a.company_domain FROM visits v JOIN visitors p ON p.id = v.visitor_id JOIN accounts a ON a.id = p.account_id
     WHERE v.workspace_id = $1 AND v.occurred_at >= $2 AND v.occurred_at < $3 AND v.is_bot IS NOT TRUE AND (${pathSql}) AND (${extra})
     ORDER BY 1`,
    [from, to],
  ).then((r) => r.map((x) => x.company_domain));

const shown = (rows: Record<string, unknown>[], key: string) => rows.map((r) => r[key]).filter((v) => v !== MASKED_NAME);

describe('counts lead the answer', () => {
  it.each([
    ['How many accounts have an intent score of exactly 85?', 'intent_score = 85'],
    ['how many companies have intent above 80', 'intent_score > 80'],
    ['How many accounts have an intent score of at least 85?', 'intent_score >= 85'],
    ['number of accounts with intent below 50', 'intent_score < 50'],
    ['How many accounts have an intent score between 50 and 75?', 'intent_score BETWEEN 50 AND 75'],
  ])('%s', async (q, where) => {
    const truth = await one(`SELECT count(*) FROM accounts WHERE workspace_id = $1 AND ${where}`);
    const r = await ask(ctx, q);
    expect(r.first, r.answer ?? r.refusal ?? '').toBe(truth);
    expect(r.trace[0]!.applied.map((a) => a.kind)).toContain('intent');
  });

  it('3 accounts have an intent score of exactly N: a, b, c (the list follows the count)', async () => {
    const r = await ask(ctx, 'Which accounts have an intent score of exactly 85?');
    expect(r.answer).toMatch(/^1 account has an intent score of exactly 85: globex\.com\./);
    expect(r.trace[0]!.data.map((d) => d.company_domain)).toEqual(['globex.com']);
  });

  it('How many page views did we get yesterday?', async () => {
    const truth = await one(`SELECT count(*) FROM visits WHERE workspace_id = $1 AND occurred_at >= $2 AND occurred_at < $3 AND is_bot IS NOT TRUE`, [DAY('2025-06-17'), DAY('2025-06-18')]);
    const r = await ask(ctx, 'How many page views did we get yesterday?');
    expect(r.trace[0]!.tool).toBe('page_funnel');
    expect(r.first).toBe(truth);
    expect(r.answer).toContain('(yesterday)');
  });

  it('How many visits did the blog get in the last 7 days?', async () => {
    const truth = await one(
      `SELECT count(*) FROM visits WHERE workspace_id = $1 AND occurred_at >= $2 AND occurred_at < $3 AND is_bot IS NOT TRUE AND path LIKE '/blog/%'`,
      [DAY('2025-06-12'), new Date(EVAL_NOW.getTime() + 1).toISOString()],
    );
    const r = await ask(ctx, 'How many visits did the blog get in the last 7 days?');
    expect(r.first).toBe(truth);
    expect(r.trace[0]!.applied).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'page', value: '/blog/*' }), expect.objectContaining({ kind: 'window' })]));
  });

  it('How many visitors did we identify by email capture? (all time: no window nobody asked for)', async () => {
    const truth = await one(`SELECT count(*) FROM visitors WHERE workspace_id = $1 AND resolution_source = 'email_capture' AND identified_at IS NOT NULL`);
    const r = await ask(ctx, 'How many visitors did we identify by email capture?');
    expect(r.first).toBe(truth);
    expect(r.answer).toMatch(/all time/);
  });

  it('How many visitors went from /pricing then /demo in the last 30 days?', async () => {
    const truth = await one(
      `SELECT count(DISTINCT a.visitor_id) FROM visits a JOIN visits b ON b.visitor_id = a.visitor_id AND b.occurred_at > a.occurred_at
       WHERE a.workspace_id = $1 AND a.path = '/pricing' AND b.path = '/demo' AND a.occurred_at >= $2 AND b.occurred_at < $3
         AND a.is_bot IS NOT TRUE AND b.is_bot IS NOT TRUE`,
      [DAY('2025-05-20'), NOW],
    );
    const r = await ask(ctx, 'How many visitors went from /pricing then /demo in the last 30 days?');
    expect(r.trace[0]!.tool).toBe('page_funnel');
    expect(r.first).toBe(truth);
  });
});

describe('people ranked by their page views in a window', () => {
  it('five busiest people this week, by number of page views this week (each row gives its page views)', async () => {
    const counts = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM visits WHERE workspace_id = $1 AND occurred_at >= $2 AND occurred_at < $3 AND is_bot IS NOT TRUE GROUP BY visitor_id ORDER BY n DESC LIMIT 5`,
      [DAY('2025-06-16'), new Date(EVAL_NOW.getTime() + 1).toISOString()],
    );
    const r = await ask(ctx, 'five busiest people this week, by number of page views this week');
    expect(r.trace[0]!.tool).toBe('search_visitors');
    expect(r.trace[0]!.data.map((d) => Number(d.page_views))).toEqual(counts.map((c) => c.n));
    expect(r.answer).toMatch(/most page views in the window first/);
  });
});

describe('a share names its denominator', () => {
  it('what % of customer page views in the last 30 days were on /pricing (of the customers\' views, not of every view)', async () => {
    const from = DAY('2025-05-20');
    const customerViews = `FROM visits v JOIN visitors p ON p.id = v.visitor_id JOIN accounts a ON a.id = p.account_id
      WHERE v.workspace_id = $1 AND v.occurred_at >= $2 AND v.occurred_at < $3 AND v.is_bot IS NOT TRUE AND a.classification = 'customer'`;
    const [part, whole] = [await one(`SELECT count(*) ${customerViews} AND v.path = '/pricing'`, [from, NOW]), await one(`SELECT count(*) ${customerViews}`, [from, NOW])];
    expect(whole).toBeGreaterThan(part);
    const r = await ask(ctx, 'what % of customer page views in the last 30 days were on /pricing');
    expect(r.first).toBeCloseTo(Math.round((1000 * part) / whole) / 10, 1);
    expect(r.answer).toContain(`${part} of ${whole} page views`);
  });
});

describe('visitors and accounts: counts and first/last times', () => {
  it('How many visitors did we have last week? (distinct visitors with page views in the calendar week)', async () => {
    const truth = await one(`SELECT count(DISTINCT visitor_id) FROM visits WHERE workspace_id = $1 AND occurred_at >= $2 AND occurred_at < $3 AND is_bot IS NOT TRUE`, [DAY('2025-06-09'), DAY('2025-06-16')]);
    const r = await ask(ctx, 'How many visitors did we have last week?');
    expect(r.first).toBe(truth);
    expect(r.answer).toContain('(last week)');
  });

  it('how many visitors have intent above 70', async () => {
    const truth = await one(`SELECT count(*) FROM visitors WHERE workspace_id = $1 AND intent_score > 70`);
    const r = await ask(ctx, 'how many visitors have intent above 70');
    expect(r.trace[0]!.arguments.min_intent).toBe(71);
    expect(r.first).toBe(truth);
  });

  it('Which visitors viewed /demo in the last 3 days? (visited in the window, not last seen in it)', async () => {
    const truth = await sql<{ email: string | null }>(
      `SELECT DISTINCT p.email FROM visitors p JOIN visits v ON v.visitor_id = p.id
       WHERE p.workspace_id = $1 AND v.path = '/demo' AND v.occurred_at >= $2 AND v.occurred_at < $3 AND v.is_bot IS NOT TRUE ORDER BY 1`,
      [DAY('2025-06-16'), NOW],
    );
    const r = await ask(ctx, 'Which visitors viewed /demo in the last 3 days?');
    const e = r.trace[0]!;
    expect(e.tool).toBe('search_visitors');
    expect(r.first).toBe(truth.length);
    // rows of over-cap accounts are locked (no email): the rest are exactly the truth's
    const emails = e.data.filter((d) => !d.is_locked).map((d) => d.resolved_email).sort();
    expect(emails).toEqual(truth.map((t) => t.email).filter((m) => m !== 'ann@hooli.com').sort());
  });

  it('When was globex.com first seen?', async () => {
    const [row] = await sql<{ first_seen_at: Date }>(`SELECT first_seen_at FROM accounts WHERE workspace_id = $1 AND company_domain = 'globex.com'`);
    const r = await ask(ctx, 'When was globex.com first seen?');
    expect(r.answer).toMatch(new RegExp(`^globex\\.com was first seen ${new Date(row!.first_seen_at).toISOString().replace(/\./g, '\\.')}`));
  });
});

describe('averages and shares name their denominator', () => {
  it.each([
    ['What is the average intent score of our customers?', 'customer'],
    ['avg intent of our leads', 'lead'],
  ])('%s', async (q, cls) => {
    const truth = await one(`SELECT round(avg(intent_score), 1)::float FROM accounts WHERE workspace_id = $1 AND classification = $2::"Classification"`, [cls]);
    const r = await ask(ctx, q);
    expect(r.first).toBe(truth);
    expect(r.answer).toMatch(/mean over all \d+ (?:\w+ )?accounts?\b/);
  });

  it('What share of attributed sessions came from email in the past 14 days? equals GET /attribution?days=14', async () => {
    const rollup = await ctx.services.attribution.rollup(ctx.workspaceId, 14);
    const email = rollup.channels.find((c) => c.channel === 'email')!;
    const r = await ask(ctx, 'What share of attributed sessions came from email in the past 14 days?');
    expect(r.first).toBeCloseTo(email.share * 100, 1);
    // the denominator is named and is the read API's total
    expect(r.answer).toContain(`of ${rollup.totals.sessions} attributed sessions`);
    const sessions = await one(`SELECT sum(sessions) FROM attribution_daily WHERE workspace_id = $1 AND channel = 'email' AND day BETWEEN $2::date AND $3::date`, ['2025-06-05', '2025-06-18']);
    expect(email.sessions).toBe(sessions);
  });
});

describe('lists hold exactly the matching entities', () => {
  it('Which companies visited our pricing page in the last 7 days?', async () => {
    // a page path is that page exactly (patterns ask for subpages, README)
    const truth = await visitedDomains(DAY('2025-06-12'), NOW, "v.path = '/pricing'");
    const r = await ask(ctx, 'Which companies visited our pricing page in the last 7 days?');
    const e = r.trace[0]!;
    expect(e.tool).toBe('visiting_accounts');
    expect(r.first).toBe(truth.length);
    expect([...shown(e.data, 'company_domain')].sort()).toEqual(truth.filter((d) => d !== 'hooli.com'));
    expect(e.applied.map((a) => a.kind)).toEqual(expect.arrayContaining(['window', 'page']));
  });

  it('Which customers came back in the last 3 days?', async () => {
    const truth = await visitedDomains(DAY('2025-06-16'), NOW, 'true', `a.classification = 'customer' AND a.first_seen_at < '${DAY('2025-06-16')}'`);
    const r = await ask(ctx, 'Which customers came back in the last 3 days?');
    expect(r.trace[0]!.tool).toBe('visiting_accounts');
    expect(shown(r.trace[0]!.data, 'company_domain')).toEqual(truth);
    expect(r.trace[0]!.applied.map((a) => a.kind)).toEqual(expect.arrayContaining(['window', 'classification', 'returning']));
  });

  it('What were the most viewed pages over the last 30 days?', async () => {
    const truth = await sql<{ path: string }>(
      `SELECT path FROM visits WHERE workspace_id = $1 AND occurred_at >= $2 AND occurred_at < $3 AND is_bot IS NOT TRUE GROUP BY path ORDER BY count(*) DESC, path`,
      [DAY('2025-05-20'), NOW],
    );
    const r = await ask(ctx, 'What were the most viewed pages over the last 30 days?');
    expect(r.trace[0]!.data.map((d) => d.path)).toEqual(truth.map((t) => t.path));
  });

  it('accounts that visited most recently: ordered as asked, over all time (no window named), said so', async () => {
    const r = await ask(ctx, 'Which accounts visited most recently?');
    const e = r.trace[0]!;
    expect(e.arguments.order_by).toBe('recency');
    const times = e.data.map((d) => String(d.last_visit_at));
    expect(times).toEqual([...times].sort().reverse());
    expect(r.answer).toMatch(/\(all time\)/);
  });

  it('Which days have data?', async () => {
    const truth = await one(`SELECT count(DISTINCT (occurred_at AT TIME ZONE 'UTC')::date) FROM visits WHERE workspace_id = $1`);
    const r = await ask(ctx, 'Which days have data?');
    expect(r.trace[0]!.tool).toBe('data_coverage');
    expect(r.first).toBe(truth);
  });
});

describe('the trust rule: a constraint not applied is named, never dropped', () => {
  it.each([
    ['How many page views came from visitors with intent below 50 last week?', /intent ≤ 49/],
    ['Which open recommendations are about /pricing?', /page \/pricing/],
  ])('%s', async (q, named) => {
    const r = await ask(ctx, q);
    expect(r.answer).toBeNull();
    expect(r.refusal ?? r.clarification).toMatch(named);
  });
});

describe('a comparison of two windows is one read per window', () => {
  it('Compare page views this week versus last week', async () => {
    const views = (from: string, to: string) =>
      one(`SELECT count(*) FROM visits WHERE workspace_id = $1 AND occurred_at >= $2 AND occurred_at < $3 AND is_bot IS NOT TRUE`, [from, to]);
    const thisWeek = await views(DAY('2025-06-16'), new Date(EVAL_NOW.getTime() + 1).toISOString());
    const lastWeek = await views(DAY('2025-06-09'), DAY('2025-06-16'));
    const r = await ask(ctx, 'Compare page views this week versus last week');
    expect(r.trace.map((t) => t.tool)).toEqual(['page_funnel', 'page_funnel']);
    expect(r.first).toBe(thisWeek);
    expect(r.answer).toContain(`${lastWeek} page views by`);
    expect(r.answer).toMatch(/\(this week\)[^]*\(last week\)/);
  });
});

describe('names are resolved by indexed lookup of the question\'s words', () => {
  it('fetches only the accounts the question may mention', async () => {
    const { loadKnownNames } = await import('../../subgraphs/copilot/planner/workspace.js');
    const names = async (q: string) => (await loadKnownNames(ctx.services, ctx.workspaceId, q, ctx.now)).accounts.map((a) => a.domain).sort();
    expect(await names('how is Globex doing')).toEqual(['globex.com']);
    // the domain label and the first word of "Acme Europe" both match: an ambiguity the planner asks about
    expect(await names('what about acme?')).toEqual(['acme.com', 'acme.io']);
    expect(await names('top accounts by intent')).toEqual([]);
    const r = await ask(ctx, 'how is Globex doing');
    expect(r.trace[0]).toMatchObject({ tool: 'get_account', arguments: { domain: 'globex.com' } });
  });
});
