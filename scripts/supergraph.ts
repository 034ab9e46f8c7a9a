// `npm run supergraph`: composes the subgraphs' schemas (with @apollo/composition, as Rover would)
// into gateway/supergraph.graphql, the SDL the gateway runs whenever a subgraph is reached over HTTP
// and the one Apollo Router can load. Builds the subgraphs on a throwaway embedded database: their
// schemas do not depend on data. Then the dashboard's API schema and gql.tada types (web-types.ts).
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentSupergraphSdl } from './supergraph-compose.js';
import { SUPERGRAPH_PATH } from '../gateway/supergraphFile.js';
import { writeWebTypes } from './web-types.js';

const dir = mkdtempSync(join(tmpdir(), 'signal-supergraph-'));
try {
  const sdl = await currentSupergraphSdl(dir);
  writeFileSync(SUPERGRAPH_PATH, sdl);
  process.stdout.write(`wrote ${SUPERGRAPH_PATH}\n`);
  writeWebTypes(); // the dashboard's schema and typed documents follow the supergraph
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
