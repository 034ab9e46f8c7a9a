// Composes the supergraph locally from every subgraph that has a schema (DESIGN.md 3).
import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import type { Subgraph } from '../core/graphql/subgraph.js';

export function composeSupergraph(subgraphs: Subgraph[]): string {
  const services = subgraphs
    .filter((s) => s.schema)
    .map((s) => ({ name: s.name, url: `in-process://${s.name}`, typeDefs: parse(printSubgraphSchema(s.schema!)) }));
  if (services.length === 0) throw new Error('gateway: no subgraph exposes a schema');
  const result = composeServices(services);
  if (result.errors?.length) {
    throw new Error(`gateway: supergraph composition failed:\n  ${result.errors.map((e) => e.message).join('\n  ')}`);
  }
  return result.supergraphSdl!;
}
