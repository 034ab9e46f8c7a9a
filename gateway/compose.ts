// Composes the supergraph from every subgraph that has a schema (DESIGN.md 3). The checked-in
// gateway/supergraph.graphql is this composition with the default subgraph URLs (npm run
// supergraph); the gateway runs from that file whenever a subgraph is reached over HTTP.
import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import type { Subgraph } from '../core/graphql/subgraph.js';

/** where the Procfile (and a Router's supergraph) finds each subgraph's POST /graphql by default */
export const DEFAULT_SUBGRAPH_URLS: Record<Subgraph['name'], string> = {
  accounts: 'http://127.0.0.1:4001/graphql',
  copilot: 'http://127.0.0.1:4002/graphql',
  webhooks: 'http://127.0.0.1:4003/graphql',
};

export function composeSupergraph(subgraphs: Subgraph[], urls: Record<Subgraph['name'], string> = DEFAULT_SUBGRAPH_URLS): string {
  const services = subgraphs
    .filter((s) => s.schema)
    .map((s) => ({ name: s.name, url: urls[s.name], typeDefs: parse(printSubgraphSchema(s.schema!)) }));
  if (services.length === 0) throw new Error('gateway: no subgraph exposes a schema');
  const result = composeServices(services);
  if (result.errors?.length) {
    throw new Error(`gateway: supergraph composition failed:\n  ${result.errors.map((e) => e.message).join('\n  ')}`);
  }
  return result.supergraphSdl!;
}
