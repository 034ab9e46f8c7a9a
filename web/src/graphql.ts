// Typed GraphQL documents (issue 15 point 3): gql.tada reads the API schema's introspection
// (graphql-env.d.ts, generated from the checked-in supergraph by `npm run supergraph`), so every
// document's result and variables are typed at compile time and `tsc -p web` fails on a field the
// schema does not have. No code generation per query, a tiny runtime.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTimeISO: string; JSON: unknown; JSONObject: Record<string, unknown> };
}>();

export type { ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
