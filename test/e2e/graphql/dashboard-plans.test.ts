// Issue 15.5: each dashboard screen's main query plans as a single fetch where its data lives in one
// subgraph, on the supergraph the gateway serves (no entity hops, no second round trip).
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import { parse, print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import type { GatewayRole } from '../../../gateway/index.js';
import { SCREEN_QUERIES } from '../../../web/src/operations.js';

let s: TestService;
let planOf: (query: string) => { kind?: string; serviceName?: string };

beforeAll(async () => {
  s = await startTestServer();
  const gateway = s.roles.find((r) => r.name === 'gateway') as GatewayRole;
  const supergraph = Supergraph.build(gateway.supergraphSdl);
  const planner = new QueryPlanner(supergraph);
  const api = supergraph.apiSchema();
  planOf = (query) => {
    const node = planner.buildQueryPlan(operationFromDocument(api, parse(query))).node;
    return { kind: node?.kind, serviceName: node?.kind === 'Fetch' ? node.serviceName : undefined };
  };
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

const OWNER: Record<keyof typeof SCREEN_QUERIES, string> = {
  signIn: 'accounts',
  accounts: 'accounts',
  accountPage: 'accounts',
  visitorPage: 'accounts',
  webhooks: 'webhooks',
  visitors: 'accounts',
  recommendations: 'accounts',
  attribution: 'accounts',
  apiKeys: 'accounts',
  settings: 'accounts',
};

describe('dashboard screen queries', () => {
  it.each(Object.entries(SCREEN_QUERIES))('%s plans as one fetch from the owning subgraph', (screen, document) => {
    const query = print(document as unknown as DocumentNode); // the app's typed documents (gql.tada) are plain GraphQL ASTs
    expect(planOf(query)).toEqual({ kind: 'Fetch', serviceName: OWNER[screen as keyof typeof SCREEN_QUERIES] });
  });

  it('a query spanning two subgraphs does not (the check can fail)', () => {
    expect(planOf('{ accounts { total } webhookEndpoints { id } }').kind).not.toBe('Fetch');
  });
});
