// Stage 1 of a copilot run (ask(), service.ts): what to do. Rules in code first (spec 2.7, 4.3
// rule 3: refusals), then either the approved plan as given (spec 4.4) or the planner's plan, parsed
// against the catalogue. Nothing here runs a tool.
import type { Clock } from '../../../core/clock.js';
import { AppError } from '../../../core/errors.js';
import { callerLabel, type Caller } from '../../../core/auth/caller.js';
import type { Planner, PlanDraft, PlannedCall, PlannerInput, PriorTurn, ToolDefinition } from '../catalogue/types.js';
import type { Registry } from '../catalogue/registry.js';
import { approvedPlanError, MAX_CALLS, type CopilotRequest } from './request.js';
import type { Outcome, QuestionKind, Warning } from './response.js';
import { isCausalRequest, refusalBeforePlanning, type RefusalReads } from './refusals.js';
import { hasChange, type ResolvedCall } from './gate.js';
import { verifyApproval } from './approval.js';
import type { FactStore } from './facts.js';

export type WorkspaceCaller = Exclude<Caller, { kind: 'operator' }>;

export type Decision =
  | { type: 'final'; outcome: Outcome; kind: QuestionKind; reasoning: string; warnings?: Warning[] }
  | {
      type: 'calls';
      calls: ResolvedCall[];
      kind: QuestionKind;
      reasoning: string;
      approved: boolean;
      warnings?: Warning[];
      /** the verified approval of a plan with changes: consumed (single-use) just before it runs */
      signature?: string;
    };

export interface DecideDeps {
  registry: Registry;
  planner: () => Planner;
  facts: FactStore;
  reads: RefusalReads;
  clock: Clock;
  /** signs and verifies approvals */
  secret: string;
}

export interface DecideInput {
  caller: WorkspaceCaller;
  req: CopilotRequest;
  /** the tools this caller may use, by name */
  allowed: Map<string, ToolDefinition>;
  available: ToolDefinition[];
  history: PriorTurn[];
  signal: AbortSignal | undefined;
  now: Date;
  /** read with the workspace row (runtime/namesVersion.ts) */
  namesVersion?: number;
  conversationsVersion?: number;
  /** the accounts the planner asked for (Planner.accountTerms), read with the workspace row */
  mentioned?: PlannerInput['mentioned'];
}

const KEY_READ_ONLY =
  'Changing the workspace is outside what can be done here: with an API key the copilot is read-only, so no change was planned and nothing ran. Ask a signed-in workspace member to make the change in the dashboard or the copilot.';
const TOO_MANY_CALLS = `That needs more than ${MAX_CALLS} tool calls in one plan, and calls in a plan cannot use each other's results. Multi-step work takes several turns: which part should I do first?`;

/** What an approval is bound to besides its calls: the workspace, who asked, and the question. */
export const approvalSubject = (caller: WorkspaceCaller, req: CopilotRequest) => ({
  workspaceId: caller.workspaceId,
  principal: callerLabel(caller),
  question: req.question,
});

/** The decision, and whether the question asks for a cause (the run checks the plan against it). */
export async function decide(deps: DecideDeps, input: DecideInput): Promise<{ decision: Decision; causal: boolean }> {
  const { caller, req, allowed } = input;
  const causal = await isCausalRequest(deps.reads, caller.workspaceId, req.question);
  const early = await refusalBeforePlanning(deps.reads, { question: req.question, workspaceId: caller.workspaceId, now: input.now, toolNames: [...allowed.keys()], causal });
  const decision: Decision = early
    ? { type: 'final', outcome: { kind: 'refusal', text: early.text }, kind: 'descriptive', reasoning: `refused by the ${early.rule} rule` }
    : req.approved_plan
      ? decideApproved(deps, caller, req, allowed)
      : await decidePlanned(deps, input);
  return { decision, causal };
}

const outOfReach = (caller: WorkspaceCaller, names: string[]): Outcome => ({
  kind: 'answer',
  text:
    caller.kind === 'key'
      ? KEY_READ_ONLY
      : `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} outside what can be done here for you: team and billing actions need the workspace opt-in and the right role, so nothing was planned or run.`,
});

/** Parses calls against the catalogue. Approved calls that do not fit are 422; planned ones are a planner fault. */
function resolve(
  registry: Registry,
  calls: PlannedCall[],
  allowed: Map<string, ToolDefinition>,
  approved: boolean,
): { ok: true; calls: ResolvedCall[] } | { ok: false; unreachable: string[] } | { ok: false; invalid: string } {
  const unreachable = calls.filter((c) => !allowed.has(c.tool)).map((c) => c.tool);
  if (approved) {
    calls.forEach((c, i) => {
      if (!registry.get(c.tool)) throw approvedPlanError(i, `unknown tool "${c.tool}"`, ['tool']);
    });
  }
  if (unreachable.length) return { ok: false, unreachable: [...new Set(unreachable)] };
  const out: ResolvedCall[] = [];
  for (const [i, c] of calls.entries()) {
    const tool = allowed.get(c.tool)!;
    const parsed = tool.args.safeParse(c.arguments ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (approved) throw approvedPlanError(i, `arguments for ${c.tool}: ${issue.path.join('.') || 'arguments'}: ${issue.message}`, ['arguments', ...issue.path.map(String)]);
      return { ok: false, invalid: `I could not form valid arguments for ${c.tool} (${issue.path.join('.') || 'arguments'}: ${issue.message}). Could you say it more precisely?` };
    }
    out.push({ tool, args: parsed.data as Record<string, unknown> });
  }
  return { ok: true, calls: out };
}

/** An approved plan runs as given, without planning again; changes need the approval issued for them. */
function decideApproved(deps: DecideDeps, caller: WorkspaceCaller, req: CopilotRequest, allowed: Map<string, ToolDefinition>): Decision {
  const plan = req.approved_plan!;
  const r = resolve(deps.registry, plan.calls, allowed, true);
  if (!r.ok) {
    if ('unreachable' in r) return { type: 'final', outcome: outOfReach(caller, r.unreachable), kind: 'action', reasoning: 'the approved plan names tools this caller cannot use' };
    throw new AppError('INTERNAL', r.invalid);
  }
  if (!hasChange(r.calls)) return { type: 'calls', calls: r.calls, kind: plan.question_kind, reasoning: 'approved plan, executed as given', approved: true };
  const check = verifyApproval(deps.secret, deps.clock.now(), plan.signature, {
    ...approvalSubject(caller, req),
    question_kind: plan.question_kind,
    calls: plan.calls.map((c) => ({ tool: c.tool, arguments: c.arguments })),
  });
  if (check === 'valid')
    return { type: 'calls', calls: r.calls, kind: plan.question_kind, reasoning: 'approved plan, executed as given', approved: true, signature: plan.signature };
  const why = {
    missing: 'approved_plan carries no approval signature',
    mismatch: 'approved_plan is not the plan that was proposed for this question (calls added or altered, or another question)',
    expired: 'the approval has expired',
  }[check];
  return {
    type: 'calls',
    calls: r.calls,
    kind: plan.question_kind,
    reasoning: `${why}; nothing ran and the changes are shown for consent`,
    approved: false,
    warnings: [{ code: `approval_${check}`, message: `${why}. Nothing ran; review pending_confirmation and approve it as shown.` }],
  };
}

/** What the planner is given for this question. */
async function plannerInput(deps: DecideDeps, { caller, req, available, history, signal, now, namesVersion, conversationsVersion, mentioned }: DecideInput): Promise<PlannerInput> {
  const remembered = await deps.facts.recall(caller.workspaceId, namesVersion);
  return { question: req.question, tools: available, history, facts: remembered, now, workspaceId: caller.workspaceId, namesVersion, conversationsVersion, mentioned, signal };
}

/**
 * Planning ahead (Planner.prepare) with a guess at this question's input, made while the workspace row
 * is being read: decide() with the same input then takes that plan. Nothing comes of a wrong guess.
 */
export async function prepareDecision(deps: DecideDeps, input: DecideInput): Promise<void> {
  const planner = deps.planner();
  if (planner.prepare && !input.req.approved_plan) planner.prepare(await plannerInput(deps, input));
}

async function decidePlanned(deps: DecideDeps, input: DecideInput): Promise<Decision> {
  const { caller, signal, allowed } = input;
  const draft: PlanDraft = await deps.planner().plan(await plannerInput(deps, input));
  signal?.throwIfAborted();
  const warnings: Warning[] = [];
  if (draft.remember?.length) {
    if (caller.kind === 'session') await deps.facts.remember(caller.workspaceId, draft.remember, `user:${caller.userId}`);
    else warnings.push({ code: 'facts_not_remembered', message: 'API keys are read-only: nothing was remembered' });
  }
  if (draft.type !== 'calls') {
    return { type: 'final', outcome: { kind: draft.type, text: draft.text }, kind: draft.question_kind, reasoning: draft.reasoning, warnings };
  }
  if (draft.calls.length > MAX_CALLS)
    return { type: 'final', outcome: { kind: 'clarification', text: TOO_MANY_CALLS }, kind: draft.question_kind, reasoning: draft.reasoning, warnings };
  const r = resolve(deps.registry, draft.calls, allowed, false);
  if (!r.ok) {
    if ('unreachable' in r)
      return { type: 'final', outcome: outOfReach(caller, r.unreachable), kind: 'action', reasoning: 'the request needs tools this caller cannot use; nothing was planned', warnings };
    return { type: 'final', outcome: { kind: 'clarification', text: r.invalid }, kind: draft.question_kind, reasoning: draft.reasoning, warnings };
  }
  return { type: 'calls', calls: r.calls, kind: draft.question_kind, reasoning: draft.reasoning, approved: false, warnings };
}
