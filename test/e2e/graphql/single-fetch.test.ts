// Operations planned as one fetch answer with the subgraph's data as it is, without the gateway's
// result shaping (gateway/singleFetch.ts). What must hold: every read route plans that way, its
// answer is byte for byte what the full gateway path (/graphql, through Apollo Server's executor)
// answers for the same operation and variables, and operations that need shaping are not planned
// that way.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { bearer } from '../../helpers/readApi.js';
import { createDemoWorkspace } from '../../../server/demo-bootstrap.js';
import { READ_ROUTES } from '../../../rest-facade/read/routes.js';
import { parseQuery } from '../../../rest-facade/validation.js';
import { createSingleFetchPlanner, type SingleFetchPlanner } from '../../../gateway/singleFetch.js';
import type { Subgraph } from '../../../core/graphql/subgraph.js';
import type { GatewayRole } from '../../../gateway/index.js';

let s: TestService;
let readKey: string;
let planner: SingleFetchPlanner;

beforeAll(async () => {
  s = await startTestServer();
  const demo = await createDemoWorkspace(s.rt);
  readKey = demo.readKey;
  // the same inputs the gateway plans from: its supergraph and the subgraphs' own schemas
  const gateway = s.roles.find((r) => r.name === 'gateway') as GatewayRole;
  const subgraphs = s.roles.filter((r): r is Subgraph => 'schema' in r && !!(r as Subgraph).schema);
  planner = createSingleFetchPlanner(gateway.supergraphSdl, new Map(subgraphs.map((g) => [g.name, g.schema!])));
}, 180_000);

afterAll(async () => {
  await s?.stop();
});

const plan = (query: string) => {
  const document = parse(query);
  const op = document.definitions[0] as { name?: { value: string } };
  return planner.plan(document, op.name?.value ?? null);
};

describe('single-fetch operations', () => {
  it('plans every read route as one fetch from the accounts subgraph', () => {
    for (const route of READ_ROUTES) expect(plan(route.graphql)?.serviceName, route.path).toBe('accounts');
  });

  it('leaves operations that need the gateway to it', () => {
    // two subgraphs
    expect(plan('{ accounts { total } webhookEndpoints { id } }')).toBeNull();
    // fragments: the fetch inlines them, so the fetched shape is not the operation's
    expect(plan('query F { accounts { ...P } } fragment P on AccountPage { total }')).toBeNull();
    // a mutation
    expect(plan('mutation { __typename }')).toBeNull();
  });

  const QUERIES: Record<string, string[]> = {
    '/accounts': ['', 'page_size=3', 'page=2&page_size=5', 'classification=customer', 'page=1000'],
    '/visitors': ['', 'page_size=200', 'min_intent=40', 'classification=lead&page_size=7'],
    '/attribution': ['', 'days=7', 'days=365'],
    '/recommendations': [''],
  };

  it('answers byte for byte what the full gateway path answers', async () => {
    for (const route of READ_ROUTES) {
      const cases = QUERIES[route.path];
      expect(cases, route.path).toBeDefined();
      for (const qs of cases!) {
        const rest = await fetch(`${s.url}/signal-api/v1${route.path}${qs ? `?${qs}` : ''}`, { headers: bearer(readKey) });
        expect(rest.status, `${route.path}?${qs}`).toBe(200);
        const parsed = parseQuery(route.query, Object.fromEntries(new URLSearchParams(qs)));
        if (!parsed.ok) throw new Error(`bad test query ${qs}`);
        const gql = await fetch(`${s.url}/graphql`, {
          method: 'POST',
          headers: { ...bearer(readKey), 'content-type': 'application/json' },
          body: JSON.stringify({ query: route.graphql, variables: route.variables(parsed.value) }),
        });
        const body = (await gql.json()) as { data: Record<string, unknown>; errors?: unknown };
        expect(body.errors, `${route.path}?${qs}`).toBeUndefined();
        expect(await rest.text(), `${route.path}?${qs}`).toBe(JSON.stringify(body.data[route.field]));
      }
    }
  });
});
