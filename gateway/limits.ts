// Depth and cost limits on incoming operations (validation rules, so they run once per cached document).
// All rules of a validation pass start together, so these run before NoFragmentCycles and
// KnownFragmentNames have rejected anything: they walk cycles and unknown fragments without
// failing (those rules report them), and remember each fragment's result, so a fragment spread
// many times is walked once (a chain of fragments each spreading the next twice would otherwise
// cost 2^n).
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

// deeper operations are rejected by depthLimit; the cost walk stops here before the stack does
const MAX_WALK_DEPTH = 32;

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return fragments;
}

/** Rejects operations nesting fields deeper than maxDepth below the root fields (depth 0);
 *  introspection fields (`__schema`) count but are not descended into. */
export function depthLimit(maxDepth: number = MAX_DEPTH): ValidationRule {
  const cap = maxDepth + 2; // levels are counted up to here: enough to know the limit is exceeded
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context);
    const fragmentLevels = new Map<string, number>();
    const walking = new Set<string>();
    // levels of selections in a set, at most `limit`: 1 when it holds only leaves
    const levels = (set: SelectionSetNode, limit: number): number => {
      let max = 0;
      for (const sel of set.selections) {
        let l: number;
        if (sel.kind === Kind.FIELD) l = sel.selectionSet && limit > 1 && !sel.name.value.startsWith('__') ? 1 + levels(sel.selectionSet, limit - 1) : 1;
        else if (sel.kind === Kind.INLINE_FRAGMENT) l = levels(sel.selectionSet, limit);
        else l = Math.min(limit, ofFragment(sel.name.value));
        if (l > max) max = l;
      }
      return max;
    };
    const ofFragment = (name: string): number => {
      const known = fragmentLevels.get(name);
      if (known !== undefined) return known;
      const frag = fragments.get(name);
      if (!frag || walking.has(name)) return 0; // unknown or a cycle: reported by GraphQL's own rules
      walking.add(name);
      const l = levels(frag.selectionSet, cap);
      walking.delete(name);
      fragmentLevels.set(name, l);
      return l;
    };
    return {
      OperationDefinition(node) {
        if (levels(node.selectionSet, cap) - 1 > maxDepth) {
          context.reportError(
            new GraphQLError(`'${node.name?.value ?? ''}' exceeds maximum operation depth of ${maxDepth}`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}

/** Cost = fields resolved, where a field taking `page_size` multiplies its children by it
 *  (the largest allowed when given as a variable, the default when omitted). */
export function costLimit(maxCost: number = MAX_COST): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context);
    const fragmentCosts = new Map<string, number>();
    const walking = new Set<string>();

    // type-aware walk: a field that takes page_size multiplies its children even when it is omitted
    const cost = (set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined, level: number): number => {
      if (!set || level > MAX_WALK_DEPTH) return 0;
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
          total += 1 + multiplier * cost(sel.selectionSet, def ? getNamedType(def.type) : undefined, level + 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const t = sel.typeCondition ? context.getSchema().getType(sel.typeCondition.name.value) ?? undefined : parent;
          total += cost(sel.selectionSet, t, level);
        } else {
          total += ofFragment(sel.name.value, level);
        }
      }
      return total;
    };

    // a fragment's cost depends only on its own type condition, so it is the same wherever it is spread
    const ofFragment = (name: string, level: number): number => {
      const known = fragmentCosts.get(name);
      if (known !== undefined) return known;
      const frag = fragments.get(name);
      if (!frag || walking.has(name)) return 0; // unknown or a cycle: reported by GraphQL's own rules
      walking.add(name);
      const c = cost(frag.selectionSet, context.getSchema().getType(frag.typeCondition.name.value) ?? undefined, level);
      walking.delete(name);
      fragmentCosts.set(name, c);
      return c;
    };

    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query'
            ? context.getSchema().getQueryType()
            : node.operation === 'mutation'
              ? context.getSchema().getMutationType()
              : context.getSchema().getSubscriptionType();
        const c = cost(node.selectionSet, root ?? undefined, 0);
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

export const operationLimits = (): ValidationRule[] => [depthLimit(MAX_DEPTH), costLimit()];
