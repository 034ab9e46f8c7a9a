// Operations whose query plan is one fetch from one subgraph, asking for exactly what the caller
// asked for. For those, @apollo/gateway's result shaping (computeResponse: the walk that copies
// each fetched value into the operation's shape, checking leaves on the way) returns what the
// subgraph already answered, field for field and in the same order; measured on /accounts it was
// ~15 % of the read API's CPU per request. Such an operation can hand the subgraph's answer back
// as it is. The plan comes from @apollo/query-planner on the same supergraph, as the gateway's does;
// a planner of its own (~50 ms and a few MB at start-up), since the gateway keeps its one private.
//
// "Exactly": the fetch's selection set prints identically to the operation's (no __typename or key
// fields added, no fragments rewritten), there is nothing to require, rewrite or defer, and every
// enum the selection returns has the same values in the subgraph as in the API schema (result
// shaping nulls an enum value the API schema hides). Anything else plans as null: the full
// gateway path.
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner, type FetchNode } from '@apollo/query-planner';
import {
  getNamedType,
  getOperationAST,
  isEnumType,
  parse,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

export interface SingleFetch {
  serviceName: string;
  /** the fetch the planner wrote for this operation, sent as it is */
  query: string;
  operationName: string | undefined;
  /** the operation's variables this fetch uses (the gateway sends only those) */
  variableUsages: string[];
}

export interface SingleFetchPlanner {
  /** The operation's single fetch, or null when its answer needs the gateway's result shaping. */
  plan(document: DocumentNode, operationName: string | null): SingleFetch | null;
}

/** enum types of every leaf the operation selects, resolved against the API schema */
function selectedEnums(apiSchema: GraphQLSchema, document: DocumentNode): Set<string> {
  const typeInfo = new TypeInfo(apiSchema);
  const enums = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        const named = type ? getNamedType(type) : undefined;
        if (named && isEnumType(named)) enums.add(named.name);
      },
    }),
  );
  return enums;
}

function sameEnumValues(a: GraphQLSchema, b: GraphQLSchema, name: string): boolean {
  const ta = a.getType(name);
  const tb = b.getType(name);
  if (!isEnumType(ta) || !isEnumType(tb)) return false;
  const va = ta.getValues().map((v) => v.value).sort();
  const vb = tb.getValues().map((v) => v.value).sort();
  return va.length === vb.length && va.every((v, i) => v === vb[i]);
}

export function createSingleFetchPlanner(supergraphSdl: string, subgraphSchemas: ReadonlyMap<string, GraphQLSchema>): SingleFetchPlanner {
  const supergraph = Supergraph.build(supergraphSdl);
  const planner = new QueryPlanner(supergraph);
  const api = supergraph.apiSchema();
  const apiSchema = api.toGraphQLJSSchema();
  return {
    plan(document, operationName) {
      const operation = getOperationAST(document, operationName);
      if (!operation || operation.operation !== 'query') return null;
      const node = planner.buildQueryPlan(operationFromDocument(api, document, { operationName: operationName ?? undefined })).node;
      if (node?.kind !== 'Fetch') return null;
      const fetch: FetchNode = node;
      if (fetch.requires || fetch.inputRewrites?.length || fetch.outputRewrites?.length || fetch.contextRewrites?.length || fetch.hasDefers) return null;
      const fetched = getOperationAST(parse(fetch.operation));
      if (!fetched || print(fetched.selectionSet) !== print(operation.selectionSet)) return null;
      const subgraph = subgraphSchemas.get(fetch.serviceName);
      if (!subgraph) return null;
      for (const e of selectedEnums(apiSchema, document)) if (!sameEnumValues(apiSchema, subgraph, e)) return null;
      return { serviceName: fetch.serviceName, query: fetch.operation, operationName: fetch.operationName, variableUsages: fetch.variableUsages ?? [] };
    },
  };
}
