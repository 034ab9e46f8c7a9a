// The one tool registry (spec 4.5). Every tool registers once, its name and nature checked against
// the spec's 68-name catalogue below; the planner only ever sees toolsFor(caller, settings), so a
// key caller cannot name a change and privileged tools stay hidden unless the workspace opted in.
import type { Caller, MemberRole } from '../../../core/auth/caller.js';
import type { ToolDefinition } from './types.js';

type Reversibility = boolean | 'depends';
interface SpecEntry {
  kind: 'read' | 'change';
  /** change tools: the spec's Reversible column; 'depends' when it varies with the arguments */
  reversible?: Reversibility;
  privileged?: 'team' | 'billing';
}

const read = (): SpecEntry => ({ kind: 'read' });
const change = (reversible: Reversibility, privileged?: 'team' | 'billing'): SpecEntry => ({ kind: 'change', reversible, privileged });

/** Spec 4.5, in its order: 11 commerce analytics, 22 product reads, 35 changes. */
export const SPEC_CATALOGUE = {
  // commerce analytics
  data_coverage: read(), revenue_and_aov: read(), aov_decomposition: read(), product_performance: read(),
  customer_counts: read(), price_history: read(), page_funnel: read(), page_to_product_attribution: read(),
  membership_conversion_paths: read(), visiting_accounts: read(), causal_impact: read(),
  // product reads
  search_accounts: read(), get_account: read(), search_visitors: read(), visitor_journey: read(), journey_paths: read(),
  attribution_overview: read(), open_recommendations: read(), workspace_setup: read(), intent_pages: read(),
  enrichment_config: read(), sync_rules: read(), dry_run_sync_rule: read(), list_api_keys: read(), list_webhooks: read(),
  list_alert_destinations: read(), identification_status: read(), list_conversations: read(), get_conversation: read(),
  list_team: read(), subscription: read(), esp_connection: read(), recall_facts: read(),
  // changes
  classify_account: change(true), set_visitor_contacted: change(true), set_recommendation_status: change(true),
  update_enrichment_config: change(true), create_sync_rule: change(true), set_sync_rule_state: change('depends'),
  replace_intent_pages: change(true), run_enrichment_pipeline: change(false), run_sync_rule: change(false),
  create_api_key: change(false), revoke_api_key: change(false), create_webhook: change(false),
  set_webhook_state: change('depends'), verify_pixel: change(true), test_pixel: change(true), connect_esp: change(true),
  verify_esp: change(true), skip_esp: change(true), complete_intent_step: change(true), activate_workspace: change(false),
  authorize_store: change(true), claim_domain: change(false), invite_team_member: change(false, 'team'),
  update_team_member: change(true, 'team'), remove_team_member: change(false, 'team'), cancel_invitation: change(true, 'team'),
  start_checkout: change(false, 'billing'), open_billing_portal: change(true, 'billing'), update_sync_rule: change(true),
  create_alert_destination: change(true), set_alert_destination_state: change(true), test_alert_destination: change(false),
  rename_conversation: change(true), delete_conversation: change(false), forget_fact: change(false),
} as const satisfies Record<string, SpecEntry>;

/** The 68 names of spec 4.5: a union, so a misspelt tool name anywhere is a compile error. */
export type ToolName = keyof typeof SPEC_CATALOGUE;

export const TOOL_NAMES = Object.keys(SPEC_CATALOGUE) as readonly ToolName[];

export const isToolName = (s: string): s is ToolName => Object.hasOwn(SPEC_CATALOGUE, s);

/** Which roles may use a privileged tool (spec 4.5 table). */
export const PRIVILEGED_ROLES: Record<'team' | 'billing', readonly MemberRole[]> = {
  team: ['admin', 'owner'],
  billing: ['owner'],
};

export interface WorkspaceToolSettings {
  /** guardrails.copilot_privileged_actions_enabled (default false; the copilot cannot set it) */
  privilegedActionsEnabled: boolean;
}

export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

/** Whether a call is irreversible (per call: set_sync_rule_state is only when deleting). */
export function isIrreversible(tool: ToolDefinition, args: Record<string, unknown>): boolean {
  if (tool.kind === 'read') return false;
  return tool.irreversibleFor ? tool.irreversibleFor(args) : !tool.reversible;
}

export interface Registry {
  all(): ToolDefinition[];
  get(name: string): ToolDefinition | undefined;
  /** the tools this caller may have planned for them */
  toolsFor(caller: Exclude<Caller, { kind: 'operator' }>, settings: WorkspaceToolSettings): ToolDefinition[];
}

/** Checks each tool against the spec catalogue; a mistake stops start-up with a message naming it. */
export function createRegistry(tools: readonly ToolDefinition[]): Registry {
  const byName = new Map<string, ToolDefinition>();
  for (const tool of tools) {
    const spec: SpecEntry | undefined = isToolName(tool.name) ? SPEC_CATALOGUE[tool.name] : undefined;
    const problem = !spec
      ? `is not one of the spec's ${TOOL_NAMES.length} tool names`
      : byName.has(tool.name)
        ? 'is registered twice'
        : spec.kind !== tool.kind
          ? `must be kind "${spec.kind}" (spec 4.5), not "${tool.kind}"`
          : spec.kind === 'change' && spec.reversible !== 'depends' && spec.reversible !== tool.reversible
            ? `must have reversible: ${spec.reversible} (spec 4.5)`
            : spec.reversible === 'depends' && !tool.irreversibleFor
              ? 'is irreversible only for some arguments: define irreversibleFor(args)'
              : (spec.privileged ?? undefined) !== (tool.privileged ?? undefined)
                ? `must have privileged: ${spec.privileged ?? 'unset'} (spec 4.5)`
                : tool.kind === 'change' && !tool.reversible && !tool.irreversibleReason
                  ? 'is irreversible: give irreversibleReason for the consent sentence'
                  : null;
    if (problem) throw new CatalogueError(`copilot tool "${tool.name}" ${problem}`);
    byName.set(tool.name, tool);
  }
  // keep the spec's order so planners see a stable list
  const ordered = TOOL_NAMES.map((n) => byName.get(n)).filter((t): t is ToolDefinition => t !== undefined);
  return {
    all: () => ordered,
    get: (name) => byName.get(name),
    toolsFor(caller, settings) {
      return ordered.filter((t) => {
        if (caller.kind === 'key') return t.kind === 'read'; // spec 4.3 rule 1: keys are read-only
        if (!t.privileged) return true;
        return settings.privilegedActionsEnabled && PRIVILEGED_ROLES[t.privileged].includes(caller.role);
      });
    },
  };
}
