// type-graphql → federation 2 subgraph schema (DESIGN.md 3, the recipe measured here):
// buildSchema → printSchemaWithDirectives (plain printSchema drops @Directive) → @link header →
// buildSubgraphSchema with type-graphql's resolvers plus any __resolveReference.
import { buildSubgraphSchema } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { parse } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, type BuildSchemaOptions } from 'type-graphql';

const FEDERATION_LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@extends", "@inaccessible", "@tag"])';

export type ReferenceResolvers = Record<string, { __resolveReference: (ref: any, ctx: any) => unknown }>;

export async function buildFederatedSchema(
  options: Omit<BuildSchemaOptions, 'skipCheck'>,
  referenceResolvers: ReferenceResolvers = {},
): Promise<GraphQLSchema> {
  // skipCheck: a subgraph may legitimately have no Query of its own
  const schema = await buildSchema({ ...options, skipCheck: true });
  const typeDefs = parse(`${FEDERATION_LINK}\n${printSchemaWithDirectives(schema)}`);
  const resolvers = createResolversMap(schema) as Record<string, Record<string, unknown>>;
  for (const [typeName, ref] of Object.entries(referenceResolvers)) {
    resolvers[typeName] = { ...(resolvers[typeName] ?? {}), ...ref };
  }
  return buildSubgraphSchema({ typeDefs, resolvers: resolvers as never });
}
