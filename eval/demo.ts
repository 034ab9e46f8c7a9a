// The evaluation's workspace (issue 7): the real service on loopback with the demo workspace built
// by the same code as the first-start demo (server/demo-bootstrap.ts), then configured the way a
// user would in a first session: every record the questions name (sync rules, keys, webhooks, alert
// destinations, conversations) is created through the copilot's own change tools over HTTP, each
// plan approved with the signature the server issued for it. Nothing is written behind the
// service's back except remembered facts (the copilot's fact store; no tool creates facts).
//
// The entities the questions mention by data (accounts, people, recommendations, an ambiguous name)
// are read back from the demo data into DemoRefs; questions use them as {placeholders}.
import { randomUUID } from 'node:crypto';
import { ManualClock } from '../core/clock.js';
import { createDemoWorkspace } from '../server/demo-bootstrap.js';
import { createFactStore } from '../subgraphs/copilot/runtime/facts.js';
import { startTestServer, type TestService } from '../test/helpers/server.js';

/** The evaluation's pinned clock: demo traffic is generated up to it, and time windows resolve against it. */
export const EVAL_NOW = new Date('2025-06-18T12:00:00.000Z');
export const COPILOT_ASK = '/agent-api/signal/copilot/ask';

export interface AccountRef {
  domain: string;
  name: string;
}
export interface PersonRef {
  email: string;
  domain: string;
}
export interface DemoRefs {
  lead: AccountRef;
  lead2: AccountRef;
  customer: AccountRef;
  customer2: AccountRef;
  competitor: AccountRef;
  excluded: AccountRef;
  /** identified people at accessible business accounts, highest intent first; person3 is marked contacted */
  person: PersonRef;
  person2: PersonRef;
  person3: PersonRef;
  person4: PersonRef;
  person5: PersonRef;
  /** someone with a consumer mailbox (account `personal`) */
  consumer: PersonRef;
  /** open recommendation subjects; rec3 is dismissed during setup */
  rec: { domain: string };
  rec2: { domain: string };
  rec3: { domain: string };
  /** a word several account names start with, and no account is named just that */
  ambiguous: string;
}

export interface EvalTarget {
  url: string;
  workspaceId: string;
  /** session JWT of a workspace owner */
  ownerToken: string;
  /** the demo's `copilot` API key */
  copilotKey: string;
  refs: DemoRefs;
}

export interface AskResult {
  status: number;
  body: any;
  ms: number;
}

export async function ask(target: Pick<EvalTarget, 'url'>, token: string, body: Record<string, unknown>): Promise<AskResult> {
  const t0 = performance.now();
  const res = await fetch(`${target.url}${COPILOT_ASK}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, ms: performance.now() - t0 };
}

/** The service as the evaluation runs it: pinned clock, webhook deliveries off, a rate limit the run cannot hit. */
export async function startEvalServer(): Promise<TestService> {
  return startTestServer({
    clock: new ManualClock(EVAL_NOW),
    // no outbound deliveries to the example.com endpoints the setup registers; the evaluation asks
    // a few hundred questions a minute, which the per-workspace limit (300/min) would otherwise throttle
    env: { SIGNAL_WEBHOOK_WORKER: '0', RATE_LIMIT_POINTS: '100000' },
  });
}

type Call = { tool: string; arguments: Record<string, unknown> };

/** Runs calls as a user would: the server proposes them for consent, the user approves exactly that. */
async function approve(target: Pick<EvalTarget, 'url' | 'ownerToken'>, question: string, calls: Call[]): Promise<any> {
  const proposed = await ask(target, target.ownerToken, { question, approved_plan: { question_kind: 'action', calls } });
  const approveWith = proposed.body?.pending_confirmation?.approve_with;
  if (proposed.status !== 200 || !approveWith) throw new Error(`setup "${question}": no plan to approve (${proposed.status} ${JSON.stringify(proposed.body).slice(0, 300)})`);
  const done = await ask(target, target.ownerToken, { question, approved_plan: approveWith });
  const failed = (done.body?.trace ?? []).find((e: { error?: unknown }) => e.error);
  if (done.status !== 200 || done.body?.answer == null || failed)
    throw new Error(`setup "${question}": ${done.status} ${JSON.stringify(failed ?? done.body).slice(0, 300)}`);
  return done.body;
}

/**
 * A second generated workspace for answer grading (eval/answers): another seed, size and span than
 * the demo's, so a planner tuned on the demo's particular numbers and names cannot pass by luck.
 */
export const SECOND_WORKSPACE = { name: 'Eval second', traffic: { visitors: 420, days: 45, seed: 20_250_618 } } as const;

/** Builds the demo workspace (or another generated one) on a running service and configures it; returns what the questions need. */
export async function prepareDemo(svc: TestService, workspace_?: { name: string; traffic: { visitors: number; days: number; seed: number } }): Promise<EvalTarget> {
  const { workspace, copilotKey } = await createDemoWorkspace(svc.rt, undefined, workspace_ ?? {});
  const tok = await svc.admin('POST', `/workspaces/${workspace.id}/token`, { role: 'owner', ttl_seconds: 86_400 });
  if (tok.status !== 201) throw new Error(`owner token: ${tok.status} ${JSON.stringify(tok.body)}`);
  const refs = await readRefs(svc, workspace.id);
  const target: EvalTarget = { url: svc.url, workspaceId: workspace.id, ownerToken: tok.body.token, copilotKey, refs };
  await configure(svc, target);
  return target;
}

async function configure(svc: TestService, target: EvalTarget): Promise<void> {
  const call = (tool: string, args: Record<string, unknown>): Call => ({ tool, arguments: args });
  const setup = (q: string, ...calls: Call[]) => approve(target, `setup: ${q}`, calls);
  const { refs } = target;

  await setup('sync rules',
    call('create_sync_rule', { name: 'Hot leads', min_intent: 70, list_id: 'L1' }),
    call('create_sync_rule', { name: 'Customers weekly', min_intent: 40, classification: 'customer' }),
    call('create_sync_rule', { name: 'Dupe rule', min_intent: 50 }),
    call('create_sync_rule', { name: 'Dupe rule', min_intent: 60 }),
  );
  await setup('activate Hot leads', call('set_sync_rule_state', { rule: 'Hot leads', action: 'activate' }));
  await setup('api keys',
    call('create_api_key', { name: 'Zapier export', scopes: ['read'] }),
    call('create_api_key', { name: 'CI', scopes: ['copilot'] }),
    call('create_api_key', { name: 'Dupe key', scopes: ['read'] }),
    call('create_api_key', { name: 'Dupe key', scopes: ['read'] }),
  );
  await setup('webhooks',
    call('create_webhook', { url: 'https://hooks.example.com/signal' }),
    call('create_webhook', { url: 'https://old.example.com/hook' }),
  );
  await setup('disable the old webhook', call('set_webhook_state', { url: 'https://old.example.com/hook', action: 'disable' }));
  await setup('alert destinations',
    call('create_alert_destination', { name: '#sales-alerts', kind: 'slack', url: 'https://hooks.slack.com/services/T/B/x', min_intent: 80 }),
    call('create_alert_destination', { name: 'Teams deals', kind: 'teams', url: 'https://example.webhook.office.com/x' }),
  );
  await setup('activate #sales-alerts', call('set_alert_destination_state', { destination: '#sales-alerts', action: 'activate' }));
  await setup('enrichment', call('update_enrichment_config', { vendor: 'clearbit', page_patterns: ['/pricing'] }));
  // the email platform: the sandbox (no provider credentials here), connected through its consent link
  const consent = new URL((await setup('connect klaviyo', call('connect_esp', { provider: 'klaviyo' }))).secrets.consent_url);
  const connected = await fetch(`${svc.url}${consent.pathname}${consent.search}`); // the test server's public URL has no port
  if (connected.status !== 200) throw new Error(`setup: esp callback ${connected.status}`);
  await setup('contacted', call('set_visitor_contacted', { email: refs.person3.email, contacted: true }));
  await setup('dismiss one recommendation', call('set_recommendation_status', { subject: refs.rec3.domain, status: 'dismissed' }));

  // two saved conversations, started as threads and then renamed
  for (const [first, second, title] of [
    ['top accounts?', 'and visitors?', 'Q3 pipeline review'],
    ['which competitors visited?', 'what did they read?', 'Competitor check'],
  ] as const) {
    const thread = randomUUID();
    for (const question of [first, second]) {
      const r = await ask(target, target.ownerToken, { question, thread_id: thread });
      if (r.status !== 200) throw new Error(`setup thread: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    }
    await setup(`title ${title}`, call('rename_conversation', { conversation: thread, title }));
  }

  const owner = await svc.rt.db.prisma.member.findFirstOrThrow({ where: { workspace_id: target.workspaceId, role: 'owner' }, select: { user_id: true } });
  await createFactStore(svc.rt).remember(target.workspaceId, ['We sell to dentists', 'Our fiscal year starts in April'], `user:${owner.user_id}`);
}

/** Reads the entities the questions refer to back from the demo data (deterministic for the demo's seed and the clock). */
async function readRefs(svc: TestService, workspaceId: string): Promise<DemoRefs> {
  const p = svc.rt.db.prisma;
  const accounts = await p.account.findMany({
    where: { workspace_id: workspaceId, company_name: { not: null }, NOT: { company_domain: 'personal' } },
    orderBy: [{ intent_score: 'desc' }, { company_domain: 'asc' }],
    select: { company_domain: true, company_name: true, classification: true },
  });
  const ofClass = (cls: string) =>
    accounts.filter((a) => a.classification === cls).map((a) => ({ domain: a.company_domain, name: a.company_name! }));
  const need = <T>(xs: T[], i: number, what: string): T => {
    if (!xs[i]) throw new Error(`the demo workspace has no ${what} #${i + 1}`);
    return xs[i]!;
  };
  const leads = ofClass('lead');
  const customers = ofClass('customer');

  const people = await p.visitor.findMany({
    where: { workspace_id: workspaceId, email: { not: null }, identified_at: { not: null }, account: { company_domain: { not: 'personal' } } },
    orderBy: [{ intent_score: 'desc' }, { email: 'asc' }],
    select: { email: true, account: { select: { company_domain: true } } },
  });
  // one person per company, so "people from X" questions never hinge on which of two is meant
  const seen = new Set<string>();
  const distinct: PersonRef[] = [];
  for (const v of people) {
    const domain = v.account?.company_domain ?? '';
    if (seen.has(domain)) continue;
    seen.add(domain);
    distinct.push({ email: v.email!, domain });
  }
  const consumer = await p.visitor.findFirst({
    where: { workspace_id: workspaceId, email: { not: null }, account: { company_domain: 'personal' } },
    orderBy: [{ intent_score: 'desc' }, { email: 'asc' }],
    select: { email: true },
  });
  if (!consumer) throw new Error('the demo workspace has no consumer-mailbox visitor');

  const recs = await p.recommendation.findMany({
    where: { workspace_id: workspaceId, status: 'new' },
    orderBy: [{ created_at: 'asc' }, { subject: 'asc' }],
    select: { subject: true },
  });
  const subjects = [...new Set(recs.map((r) => r.subject))].filter((s) => recs.filter((r) => r.subject === s).length === 1);

  // the most common first word of account names that is not itself a name
  const names = new Set(accounts.map((a) => a.company_name!.toLowerCase()));
  const byWord = new Map<string, number>();
  for (const a of accounts) {
    const w = a.company_name!.split(/\s+/)[0]!;
    if (!names.has(w.toLowerCase())) byWord.set(w, (byWord.get(w) ?? 0) + 1);
  }
  const ambiguous = [...byWord].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  if (!ambiguous) throw new Error('the demo workspace has no ambiguous company name');

  return {
    lead: need(leads, 0, 'lead'),
    lead2: need(leads, 1, 'lead'),
    customer: need(customers, 0, 'customer'),
    customer2: need(customers, 1, 'customer'),
    competitor: need(ofClass('competitor'), 0, 'competitor'),
    excluded: need(ofClass('excluded'), 0, 'excluded account'),
    person: need(distinct, 0, 'identified person'),
    person2: need(distinct, 1, 'identified person'),
    person3: need(distinct, 2, 'identified person'),
    person4: need(distinct, 3, 'identified person'),
    person5: need(distinct, 4, 'identified person'),
    consumer: { email: consumer.email!, domain: 'personal' },
    rec: { domain: need(subjects, 0, 'recommendation') },
    rec2: { domain: need(subjects, 1, 'recommendation') },
    rec3: { domain: need(subjects, 2, 'recommendation') },
    ambiguous,
  };
}

/** Fills {path.to.value} placeholders from the refs; an unknown one is a mistake in the question set. */
export function fill(text: string, refs: DemoRefs): string {
  return text.replace(/\{([a-z0-9]+(?:\.[a-z]+)?)\}/gi, (whole, path: string) => {
    const v = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], refs);
    if (typeof v !== 'string') throw new Error(`unknown placeholder ${whole}`);
    return v;
  });
}

export function fillDeep<T>(value: T, refs: DemoRefs): T {
  if (typeof value === 'string') return fill(value, refs) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, refs)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, refs)])) as T;
  return value;
}
