// One test service with the webhooks subgraph reachable: its worker driven by hand (step) on a
// manual clock, plus helpers to create workspaces, write outbox events as the pipeline does, and
// run GraphQL operations against the subgraph schema as a given caller.
import { graphql } from 'graphql';
import { ManualClock } from '../../../core/clock.js';
import type { Caller } from '../../../core/auth/caller.js';
import { startTestServer, type TestService } from '../server.js';
import type { WebhooksSubgraph } from '../../../subgraphs/webhooks/index.js';
import { formatSubgraphError } from '../../../gateway/errors.js';

export interface Harness {
  server: TestService;
  clock: ManualClock;
  webhooks: WebhooksSubgraph;
  workspace(name?: string): Promise<string>;
  /** what the identification pipeline writes, in its own transaction */
  emit(workspaceId: string, n?: number): Promise<string[]>;
  gql<T = any>(query: string, variables: Record<string, unknown>, caller: Caller | null): Promise<{ data?: T; errors?: any[] }>;
  owner(workspaceId: string): Caller;
  stop(): Promise<void>;
}

let seq = 0;

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const clock = new ManualClock(new Date());
  const server = await startTestServer({ clock, env: { SIGNAL_WEBHOOK_WORKER: '0', ...env } });
  const webhooks = server.roles.find((r) => r.name === 'webhooks') as WebhooksSubgraph;
  return {
    server,
    clock,
    webhooks,
    async workspace(name = `ws-${process.pid}-${++seq}`) {
      const res = await server.admin('POST', '/workspaces', { name, plan: 'pro' });
      if (res.status !== 201) throw new Error(`workspace creation failed: ${JSON.stringify(res.body)}`);
      return res.body.workspace.id as string;
    },
    async emit(workspaceId, n = 1) {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const ev = await server.rt.db.prisma.outboxEvent.create({
          data: { workspace_id: workspaceId, type: 'signal.visitor_identified', data: visitorIdentified(i), created_at: clock.now() },
          select: { id: true },
        });
        ids.push(ev.id);
      }
      return ids;
    },
    // errors take the shape the gateway's data source gives them (gateway/errors.ts)
    gql: async (query, variables, caller) => {
      const r = await graphql({ schema: webhooks.schema!, source: query, variableValues: variables, contextValue: { caller } });
      return { data: r.data as never, errors: r.errors?.map((e) => formatSubgraphError(e, server.rt.logger)) };
    },
    owner: (workspaceId) => ({ kind: 'session', workspaceId, userId: 'u-owner', role: 'owner' }),
    stop: () => server.stop(),
  };
}

export function visitorIdentified(i: number) {
  return {
    visitor_id: '6f1c1f57-3e1b-4c59-9d8e-0f5a1b2c3d4e',
    company: {
      domain: `acme${i}.com`,
      domain_canonical: `acme${i}.com`,
      name: `Acme ${i} — Café`, // non-ASCII: the signature must cover the UTF-8 bytes as sent
      intent_score: 70,
      classification: 'lead',
      firmographics: { employees: 120 },
    },
    person: { email: `ana${i}@acme${i}.com`, name: 'Ana', title: 'CTO' },
    resolution: { source: 'email_capture', confidence: 0.9 },
    identified_at: '2026-01-02T03:04:05.000+00:00',
  };
}
