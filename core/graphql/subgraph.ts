import type { GraphQLSchema } from 'graphql';
import type { RoleHandle } from '../../server/role.js';

/** A federated subgraph: its schema (built with buildSubgraphSchema) plus whatever else it runs. */
export interface Subgraph extends RoleHandle {
  name: 'accounts' | 'webhooks' | 'copilot';
  /** federation-ready schema; absent while the subgraph has nothing to expose */
  schema?: GraphQLSchema;
}
