// The shapes shared by the copilot runtime (issue 6) and the tools and planners (issue 7).
// One registry holds every tool (catalogue/registry.ts); planners see only the tools the
// caller may use, so a key caller can never name a change.
import type { z } from 'zod';
import type { Caller } from '../../../core/auth/caller.js';
import type { Access } from '../../../core/plans.js';
import type { TracedStatement } from '../../../core/db/tracing.js';
import type { ToolServices } from '../tools/services.js';

import type { ToolName } from './registry.js';
export type { ToolName };

export interface TimeWindow {
  /** ISO 8601, inclusive */
  from: string;
  /** ISO 8601, exclusive */
  to: string;
  /** how the window was phrased or chosen, e.g. "last 7 days" */
  label: string;
}

/**
 * What a tool gets: who asks, for which workspace, under which plan, and the owning subgraphs'
 * services. No runtime, no database: a tool reaches data only through `services`.
 */
export interface ToolContext {
  workspaceId: string;
  caller: Exclude<Caller, { kind: 'operator' }>;
  access: Access;
  now: Date;
  /** the owning subgraphs' services (tools/services.ts), built once at copilot start */
  services: ToolServices;
}

/** What one tool run returns; becomes one trace entry (spec 2.7). */
export interface ToolResult extends ToolOutput {
  /** the statement(s) actually executed, as sent to the database: recorded, never written by hand */
  sql: string;
  /** the same statements with their parameter count, duration and row count (not in the public trace) */
  statements?: TracedStatement[];
}

/** What a tool's body returns; defineTool adds the statements it ran. */
export interface ToolOutput {
  /** structured rows */
  data: Record<string, unknown>[];
  /** what part of the data the rows cover, e.g. "312 of 340 visitors (28 withheld by plan cap)" */
  coverage: string;
  caveats: string[];
  window: TimeWindow | null;
  has_data: boolean;
  /** sensitive results (checkout_url, portal_url, a key's plaintext...) kept out of the answer text */
  secrets?: Record<string, string>;
  /** how many records were masked because of the plan cap or tier (the answer must state it) */
  withheld?: number;
  /** how many records match in all when the rows are a page of them (also stated in coverage) */
  matching?: number;
}

/** A name-resolution outcome (spec 4.6): nothing matched or several did → refusal, nothing changes. */
export class NameResolutionRefusal extends Error {
  constructor(
    message: string,
    readonly reason: 'not_found' | 'ambiguous',
    readonly existing: string[] = [],
  ) {
    super(message);
    this.name = 'NameResolutionRefusal';
  }
}

export interface ToolDefinition<Args extends z.ZodType = z.ZodType> {
  name: ToolName;
  /** written for the planner */
  description: string;
  /** zod schema with a .describe() on every field; approved arguments are validated again with it */
  args: Args;
  kind: 'read' | 'change';
  /** change tools: false when the effect cannot be undone (spec 4.5 table) */
  reversible: boolean;
  /** why it is irreversible, for the consent sentence */
  irreversibleReason?: string;
  /** when irreversibility depends on the arguments (e.g. set_sync_rule_state: only delete is); defaults to !reversible */
  irreversibleFor?(args: z.infer<Args>): boolean;
  /** team / billing tools need the workspace opt-in and a role check (spec 4.5) */
  privileged?: 'team' | 'billing';
  /** one human-readable sentence describing what the call will do, for consent */
  effect(args: z.infer<Args>): string;
  /** the consent sentence with live figures (run_enrichment_pipeline's credit estimate); used instead of effect() when asking */
  effectNow?(ctx: ToolContext, args: z.infer<Args>): Promise<string>;
  /** change tools may check names resolve before asking for consent; they re-resolve at execution */
  precheck?(ctx: ToolContext, args: z.infer<Args>): Promise<void>;
  run(ctx: ToolContext, args: z.infer<Args>): Promise<ToolResult>;
}

/** A tool as written (tools/…): its run returns rows and disclosures; the statements are recorded for it. */
export type ToolSpec<Args extends z.ZodType = z.ZodType> = Omit<ToolDefinition<Args>, 'run'> & {
  run(ctx: ToolContext, args: z.infer<Args>): Promise<ToolOutput>;
};

export interface PlannedCall {
  /** as the planner wrote it (untrusted: the gate checks it against the registry) */
  tool: string;
  arguments: Record<string, unknown>;
}

export interface PriorTurn {
  question: string;
  /** what the copilot said: the answer, refusal or clarification text */
  answer: string | null;
  calls: PlannedCall[];
  /** which of the three it was (absent in older stored turns) */
  kind?: 'answer' | 'refusal' | 'clarification';
}

export interface PlannerInput {
  question: string;
  /** only the tools this caller may use */
  tools: ToolDefinition[];
  history: PriorTurn[];
  facts: string[];
  now: Date;
  workspaceId: string;
  /**
   * The workspace's names version, read with its row for this question (runtime/namesVersion.ts):
   * names a planner looked up at this version may be used again. Absent: look them up afresh.
   */
  namesVersion?: number;
  /** the same for conversation titles (kept apart: every turn appended moves one) */
  conversationsVersion?: number;
  /** the accounts these terms may name, read with the workspace row when the planner asked for them (Planner.accountTerms) */
  mentioned?: { terms: string[]; accounts: { company_domain: string; company_name: string | null }[] };
  /** aborted when the caller goes away (stream disconnect); long planners should stop */
  signal?: AbortSignal;
}

export type PlanDraft = (
  | { type: 'calls'; question_kind: 'descriptive' | 'action'; reasoning: string; calls: PlannedCall[] }
  | { type: 'clarification'; question_kind: 'descriptive' | 'action'; reasoning: string; text: string }
  | { type: 'refusal'; question_kind: 'descriptive' | 'action'; reasoning: string; text: string }
  /** out of scope, or a change a key caller cannot make: an honest answer with no calls */
  | { type: 'answer'; question_kind: 'descriptive' | 'action'; reasoning: string; text: string }
) & {
  /** short facts about the workspace to remember for later planning ("our fiscal year starts in April") */
  remember?: string[];
};

export interface ComposeInput {
  question: string;
  calls: PlannedCall[];
  results: { tool: string; result: ToolResult }[];
  now: Date;
  /** aborted when the caller goes away (stream disconnect) */
  signal?: AbortSignal;
}

/** A planner turns a question into a plan, and writes the answer from the rows. */
export interface Planner {
  name: string;
  /**
   * The words of a one-shot question (no history) that may name accounts, and how many accounts
   * to read for them: the runtime reads those with the workspace row, in the same round trip, and
   * hands them over as PlannerInput.mentioned. Absent: the planner looks up what it needs itself.
   */
  accountTerms?(question: string): { terms: string[]; limit: number };
  plan(input: PlannerInput): Promise<PlanDraft>;
  /**
   * Start planning a likely input before plan() is called (the runtime's guess, made while the
   * workspace row is on its way); plan() with an input equal to it then takes that plan, any other
   * input is planned afresh. Absent: nothing is planned ahead.
   */
  prepare?(input: PlannerInput): void;
  compose(input: ComposeInput): Promise<string>;
}
