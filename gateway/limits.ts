// Depth and cost limits on incoming operations (validation rules, so they run once per cached document).
import depthLimit from 'graphql-depth-limit';
import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  type GraphQLNamedType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { PAGE_SIZE } from '../subgraphs/accounts/shared/bounds.js';

export const MAX_DEPTH = 8;
/** A full dashboard page (a 200-row list of ~15 fields plus a few side queries) costs ~3,500. */
export const MAX_COST = 20_000;

/** Cost = fields resolved, where a field taking `page_size` multiplies its children by it
 *  (the largest allowed when given as a variable, the default when omitted). */
export function costLimit(maxCost: number = MAX_COST): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

    // type-aware walk: a field that takes page_size multiplies its children even when it is omitted
    const cost = (set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let total = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          const def = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[sel.name.value] : undefined;
          const size = sel.arguments?.find((a) => a.name.value === 'page_size');
          const multiplier = size
            ? size.value.kind === Kind.INT
              ? Math.max(1, Number(size.value.value))
              : PAGE_SIZE.max
            : def?.args.some((a) => a.name === 'page_size')
              ? PAGE_SIZE.default
              : 1;
          total += 1 + multiplier * cost(sel.selectionSet, def ? getNamedType(def.type) : undefined, seen);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const t = sel.typeCondition ? context.getSchema().getType(sel.typeCondition.name.value) ?? undefined : parent;
          total += cost(sel.selectionSet, t, seen);
        } else {
          const name = sel.name.value;
          if (seen.has(name)) continue; // cycles are reported by NoFragmentCycles
          const frag = fragments.get(name);
          const t = frag ? context.getSchema().getType(frag.typeCondition.name.value) ?? undefined : undefined;
          total += cost(frag?.selectionSet, t, new Set([...seen, name]));
        }
      }
      return total;
    };

    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query'
            ? context.getSchema().getQueryType()
            : node.operation === 'mutation'
              ? context.getSchema().getMutationType()
              : context.getSchema().getSubscriptionType();
        const c = cost(node.selectionSet, root ?? undefined, new Set());
        if (c > maxCost) {
          context.reportError(
            new GraphQLError(`operation cost ${c} exceeds the limit of ${maxCost}; request fewer fields or smaller pages`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}

export const operationLimits = (): ValidationRule[] => [depthLimit(MAX_DEPTH) as ValidationRule, costLimit()];
