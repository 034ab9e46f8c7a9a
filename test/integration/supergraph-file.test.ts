// gateway/supergraph.graphql is what a gateway with remote subgraphs (and Apollo Router) runs: it must
// be exactly what the subgraphs' schemas compose to today. When this fails: npm run supergraph.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { currentSupergraphSdl } from '../../scripts/supergraph-compose.js';
import { readFileSync } from 'node:fs';
import { readSupergraphSdl } from '../../gateway/supergraphFile.js';
import { apiSchemaSdl } from '../../scripts/web-types.js';

it('the checked-in supergraph SDL matches the subgraphs (npm run supergraph regenerates it)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'signal-supergraph-'));
  try {
    expect(readSupergraphSdl(), 'gateway/supergraph.graphql is stale: run `npm run supergraph`').toBe(await currentSupergraphSdl(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("the dashboard's API schema (web/schema.graphql, what its gql.tada types come from) is the supergraph's", () => {
  expect(readFileSync(new URL('../../web/schema.graphql', import.meta.url), 'utf8'), 'web/schema.graphql is stale: run `npm run supergraph`').toBe(apiSchemaSdl(readSupergraphSdl()));
});
