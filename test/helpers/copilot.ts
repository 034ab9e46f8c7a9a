// Shared setup for the copilot suites: one real server per file, a workspace with accounts, a
// session token, keys, and a scripted planner injected into the running copilot (usePlanner).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestService } from './server.js';
import type { ComposeInput, PlanDraft, Planner, PlannerInput, ToolResult } from '../../subgraphs/copilot/catalogue/types.js';
import type { CopilotSubgraph } from '../../subgraphs/copilot/index.js';

export const COPILOT = '/agent-api/signal/copilot';

export interface ScriptedPlanner extends Planner {
  inputs: PlannerInput[];
  composes: ComposeInput[];
  onPlan: (input: PlannerInput) => PlanDraft | Promise<PlanDraft>;
  onCompose: (input: ComposeInput) => string | Promise<string>;
  reset(): void;
}

/** A planner driven by the test: onPlan/onCompose decide, every input is recorded. */
export function scriptedPlanner(): ScriptedPlanner {
  const p: ScriptedPlanner = {
    name: 'scripted',
    inputs: [],
    composes: [],
    onPlan: keywordPlan,
    onCompose: describeRows,
    async plan(input) {
      p.inputs.push(input);
      return p.onPlan(input);
    },
    async compose(input) {
      p.composes.push(input);
      return p.onCompose(input);
    },
    reset() {
      p.inputs.length = 0;
      p.composes.length = 0;
      p.onPlan = keywordPlan;
      p.onCompose = describeRows;
    },
  };
  return p;
}

/** Like an LLM that ignores the tool list: it names whatever the words ask for. */
export function keywordPlan(input: PlannerInput): PlanDraft {
  const q = input.question;
  const calls: PlanDraft & { type: 'calls' } = { type: 'calls', question_kind: 'descriptive', reasoning: 'keywords', calls: [] };
  let m: RegExpExecArray | null;
  if ((m = /revoke (?:the )?(?:api )?key "([^"]+)"/i.exec(q))) {
    calls.question_kind = 'action';
    calls.calls.push({ tool: 'revoke_api_key', arguments: { key: m[1] } });
  }
  if ((m = /classify (\S+) as (\w+)/i.exec(q))) {
    calls.question_kind = 'action';
    calls.calls.push({ tool: 'classify_account', arguments: { domain: m[1], classification: m[2] } });
  }
  if (/top accounts|accounts/i.test(q) && !/classify/i.test(q)) calls.calls.push({ tool: 'search_accounts', arguments: { limit: 5 } });
  if (/keys/i.test(q)) calls.calls.push({ tool: 'list_api_keys', arguments: {} });
  if (/acme/i.test(q) && /tell me about/i.test(q)) calls.calls.push({ tool: 'get_account', arguments: { domain: 'ACME.com ' } });
  if (calls.calls.length === 0) return { type: 'answer', question_kind: 'descriptive', reasoning: 'no tool fits', text: 'I can only talk about accounts and keys.' };
  return calls;
}

/** An honest composer: numbers only from the rows. */
export function describeRows(input: ComposeInput): string {
  return input.results
    .map(({ tool, result }: { tool: string; result: ToolResult }) => {
      if (tool === 'search_accounts')
        return `Top accounts: ${result.data.map((r) => `${r.company_domain} (intent ${r.intent_score})`).join(', ')}.`;
      if (tool === 'list_api_keys') return `Active keys: ${result.data.map((r) => r.name).join(', ')}.`;
      if (tool === 'revoke_api_key') return `Revoked the key ${result.data[0]?.name}.`;
      if (tool === 'classify_account') return `${result.data[0]?.company_domain} is now ${result.data[0]?.classification}.`;
      return `${tool} returned ${result.data.length} rows.`;
    })
    .join(' ');
}

export interface Fixture {
  server: TestService;
  planner: ScriptedPlanner;
  copilot: CopilotSubgraph;
  workspaceId: string;
  owner: string;
  member: string;
  copilotKey: string;
  readKey: string;
}

async function ok<T>(p: Promise<{ status: number; body: T }>, status = 201): Promise<T> {
  const r = await p;
  if (r.status !== status) throw new Error(`admin call failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function createWorkspace(server: TestService, name: string, plan = 'free') {
  const { workspace } = await ok(server.admin('POST', '/workspaces', { name, plan, trial_days: 0 }));
  const token = async (role: string) => (await ok(server.admin('POST', `/workspaces/${workspace.id}/token`, { role }))).token as string;
  const key = async (keyName: string, scopes: string[]) =>
    (await ok(server.admin('POST', `/workspaces/${workspace.id}/keys`, { name: keyName, scopes }))).key.plaintext as string;
  return { id: workspace.id as string, token, key };
}

/** Accounts: n accessible ones (a1.com… with falling intent) plus `overCap` beyond the free cap of 150. */
export async function seedAccounts(server: TestService, workspaceId: string, n: number, overCap = 0) {
  const now = Date.now();
  const rows = [];
  for (let i = 0; i < n + overCap; i++) {
    rows.push({
      workspace_id: workspaceId,
      company_domain: i === 0 ? 'acme.com' : `a${i}.com`,
      company_name: i === 0 ? 'Acme' : `Company ${i}`,
      intent_score: i >= n ? 99 - (i - n) : 90 - i,
      first_seen_at: new Date(now - 86_400_000 * 3 + i * 1000),
      last_seen_at: new Date(now),
      visitor_count: 3,
      visit_count: 7,
      cap_rank: i < n ? i + 1 : 151 + i,
    });
  }
  await server.rt.db.prisma.account.createMany({ data: rows });
}

export async function setup(opts: { env?: Record<string, string> } = {}): Promise<Fixture> {
  const server = await startTestServer({ env: opts.env });
  const copilot = server.roles.find((r) => r.name === 'copilot') as CopilotSubgraph;
  const planner = scriptedPlanner();
  copilot.usePlanner(planner);
  const ws = await createWorkspace(server, 'Copilot Co');
  await seedAccounts(server, ws.id, 5, 2);
  return {
    server,
    planner,
    copilot,
    workspaceId: ws.id,
    owner: await ws.token('owner'),
    member: await ws.token('member'),
    copilotKey: await ws.key('copilot key', ['copilot']),
    readKey: await ws.key('read key', ['read']),
  };
}

export async function ask(
  f: Fixture,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${f.server.url}${COPILOT}/ask`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

export async function get(f: Fixture, token: string, path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${f.server.url}${COPILOT}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

export interface SseEvent {
  event: string;
  id: string;
  data: any;
}

/** Parses an SSE body into events (comment frames skipped). */
export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((frame) => frame.trim() && !frame.startsWith(':'))
    .map((frame) => {
      const fields: Record<string, string> = {};
      for (const line of frame.split('\n')) {
        const i = line.indexOf(': ');
        fields[line.slice(0, i)] = line.slice(i + 2);
      }
      return { event: fields.event!, id: fields.id!, data: JSON.parse(fields.data!) };
    });
}

/** One visitor with one visit per given age in days (the data history the too-few-days rule reads). */
export async function seedVisits(server: TestService, workspaceId: string, daysAgo: number[]) {
  const { prisma } = server.rt.db;
  const visitor = await prisma.visitor.create({ data: { workspace_id: workspaceId, anonymous_id: `anon-${Math.random()}` } });
  await prisma.visit.createMany({
    data: daysAgo.map((d) => ({
      workspace_id: workspaceId,
      visitor_id: visitor.id,
      url: 'https://example.com/pricing',
      path: '/pricing',
      is_bot: false,
      occurred_at: new Date(Date.now() - d * 86_400_000),
    })),
  });
}

/** Starting a server (fresh database, migrations) is slow on a loaded 2-core machine. */
export const SETUP_TIMEOUT = 300_000;

/** At most 10 active keys per workspace: retire the previous test's keys, keep the fixture's. */
export async function retireTestKeys(f: Fixture): Promise<void> {
  await f.server.rt.db.prisma.apiKey.updateMany({
    where: { workspace_id: f.workspaceId, revoked_at: null, name: { notIn: ['copilot key', 'read key'] } },
    data: { revoked_at: new Date() },
  });
}

/** A read key made through the operator API (not the copilot). */
export async function newKey(f: Fixture, name: string): Promise<void> {
  const r = await f.server.admin('POST', `/workspaces/${f.workspaceId}/keys`, { name, scopes: ['read'] });
  if (r.status !== 201) throw new Error(`key ${name}: ${r.status}`);
}

/** Active keys answering to this name under spec 4.6's rule (case- and whitespace-insensitive). */
export async function activeKeys(f: Fixture, name: string): Promise<number> {
  const keys = await f.server.rt.db.prisma.apiKey.findMany({ where: { workspace_id: f.workspaceId, revoked_at: null } });
  return keys.filter((k) => k.name.trim().toLowerCase() === name.trim().toLowerCase()).length;
}

/** One copilot fixture per test file: started before the file's tests, stopped after them; before each
 *  test the scripted planner is reset (and, with `retireKeys`, keys made by earlier tests retired).
 *  The returned object is filled in when the file starts. */
export function useFixture(opts: { env?: Record<string, string>; retireKeys?: boolean } = {}): Fixture {
  const f = {} as Fixture;
  beforeAll(async () => {
    Object.assign(f, await setup({ env: opts.env }));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await f.server?.stop();
  });
  beforeEach(async () => {
    f.planner.reset();
    if (opts.retireKeys) await retireTestKeys(f);
  });
  return f;
}
