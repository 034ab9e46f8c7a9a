import type { GraphQLSchema } from 'graphql';
import type { RoleHandle } from '../../server/role.js';

/** A federated subgraph: its schema (built with buildSubgraphSchema) plus whatever else it runs. */
export interface Subgraph extends RoleHandle {
  name: 'accounts' | 'webhooks' | 'copilot';
  /** federation-ready schema; absent while the subgraph has nothing to expose */
  schema?: GraphQLSchema;
  /**
   * Run this subgraph's query fetches through graphql-jit (gateway/inProcessDataSource). Only
   * for schemas where every computed value has a resolver: graphql-jit reads other fields as
   * plain properties, so an object handed back with a Promise- or function-valued field, which
   * graphql-js would await or call, serialises wrongly there.
   */
  compileQueries?: boolean;
}
