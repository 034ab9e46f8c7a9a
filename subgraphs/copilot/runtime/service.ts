// One copilot run (spec 2.6, 2.7, 4.3, 4.4): rules in code first (refusals), then the plan (the
// planner's, or an approved one executed as given), the gate, the single use of an approval (after
// the idempotency claim, so a keyed retry replays instead), the calls, the answer and its guards,
// and finally the thread turn and the idempotency record. Transports (REST, graphql-ws) call ask().
import type { Runtime } from '../../../core/runtime.js';
import { callerLabel, type Caller } from '../../../core/auth/caller.js';
import { AppError } from '../../../core/errors.js';
import { uuid } from '../../../core/ids.js';
import { accessFor } from '../../../core/plans.js';
import type { Planner, PlanDraft, PlannedCall, ToolContext, ToolDefinition } from '../catalogue/types.js';
import type { Registry } from '../catalogue/registry.js';
import { approvedPlanError, MAX_CALLS, type CopilotRequest } from './request.js';
import type { CopilotResponse, Outcome, PendingConfirmation, QuestionKind, TraceEntry, Warning } from './response.js';
import { CAUSAL_REFUSAL, CAUSAL_TOOL, isCausalRequest, makesCausalClaim, refusalAfterPlanning, refusalBeforePlanning, type RefusalReads } from './refusals.js';
import { consentEffects, consentQuestion, hasChange, asPlanned, pendingConfirmation, precheckChanges, type ResolvedCall } from './gate.js';
import { verifyApproval } from './approval.js';
import { executeCalls } from './execute.js';
import { toolServices } from '../tools/services.js';
import { createWorkspaceService } from '../../accounts/workspaces/workspace.service.js';
import { createGuardrailsService } from '../../accounts/workspaces/guardrails.service.js';
import { numericGuard, scrubSecrets } from './guard.js';
import { guardrailsOf, privilegedRefusal } from './privileges.js';
import { createThreadStore } from './threads.js';
import { createFactStore } from './facts.js';
import { createIdempotencyStore, requestHash } from './idempotency.js';
import { APPROVAL_ALREADY_USED, approvalUsedRefusal, createUsedApprovalStore } from './usedApprovals.js';
import type { CopilotEvent } from './events.js';

export type WorkspaceCaller = Exclude<Caller, { kind: 'operator' }>;

export interface AskOptions {
  idempotencyKey?: string;
  /** aborted when the client goes away; stops planning and composing of read-only runs */
  signal?: AbortSignal;
  /** progress events for streaming: plan, then one tool event per finished call */
  emit?: (e: CopilotEvent) => void;
}

export interface CopilotServiceDeps {
  registry: Registry;
  /** the planner in use now (swappable at run time, e.g. by tests and the evaluation harness) */
  planner: () => Planner;
}

const KEY_READ_ONLY =
  'Changing the workspace is outside what can be done here: with an API key the copilot is read-only, so no change was planned and nothing ran. Ask a signed-in workspace member to make the change in the dashboard or the copilot.';
const TOO_MANY_CALLS = `That needs more than ${MAX_CALLS} tool calls in one plan, and calls in a plan cannot use each other's results. Multi-step work takes several turns: which part should I do first?`;

type Decision =
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

export function createCopilotService(rt: Runtime, deps: CopilotServiceDeps) {
  const threads = createThreadStore(rt);
  const facts = createFactStore(rt);
  const idempotency = createIdempotencyStore(rt);
  const usedApprovals = createUsedApprovalStore(rt);
  const services = toolServices(rt);
  // the accounts subgraph's reads the rules need: plan, guardrails, the caller's role, names, first visit
  const workspaces = createWorkspaceService(rt);
  const guardrails = createGuardrailsService(rt);
  const reads: RefusalReads = {
    recordNames: async (id) => [...(await workspaces.recordNames(id)), ...(await services.conversations.records(id)).map((c) => c.title ?? '')],
    firstVisitAt: (id) => services.visits.firstAt(id),
  };

  const outOfReach = (caller: WorkspaceCaller, names: string[]): Outcome => ({
    kind: 'answer',
    text:
      caller.kind === 'key'
        ? KEY_READ_ONLY
        : `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} outside what can be done here for you: team and billing actions need the workspace opt-in and the right role, so nothing was planned or run.`,
  });

  /** Parses calls against the catalogue. Approved calls that do not fit are 422; planned ones are a planner fault. */
  function resolve(calls: PlannedCall[], allowed: Map<string, ToolDefinition>, approved: boolean):
    | { ok: true; calls: ResolvedCall[] }
    | { ok: false; unreachable: string[] }
    | { ok: false; invalid: string } {
    const unreachable = calls.filter((c) => !allowed.has(c.tool)).map((c) => c.tool);
    if (approved) {
      calls.forEach((c, i) => {
        if (!deps.registry.get(c.tool)) throw approvedPlanError(i, `unknown tool "${c.tool}"`, ['tool']);
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

  async function ask(caller: WorkspaceCaller, req: CopilotRequest, opts: AskOptions = {}): Promise<CopilotResponse> {
    const emit = opts.emit ?? (() => {});
    const workspaceId = caller.workspaceId;
    const hash = opts.idempotencyKey ? requestHash(req) : '';
    if (opts.idempotencyKey) {
      const prior = await idempotency.lookup(workspaceId, opts.idempotencyKey, hash);
      if (prior?.kind === 'replay') return replay(prior.response, emit);
    }

    const now = rt.clock.now();
    const ws = await workspaces.get(workspaceId);
    const access = accessFor(ws, rt.clock);
    const available = deps.registry.toolsFor(caller, guardrailsOf(ws.guardrails));
    const allowed = new Map(available.map((t) => [t.name, t]));
    const ctx: ToolContext = { workspaceId, caller, access, now, services };
    const messageId = uuid();

    let conversationId: string | null = null;
    let history: Awaited<ReturnType<typeof threads.open>>['history'] = [];
    const warnings: Warning[] = [];
    if (req.thread_id) {
      const t = await threads.open(workspaceId, req.thread_id, { createdBy: callerLabel(caller), title: req.question, replacesTurnId: req.replaces_turn_id });
      conversationId = t.conversationId;
      history = t.history;
      if (t.replaced === 'all')
        warnings.push({ code: 'replaced_turn_not_found', message: `turn "${req.replaces_turn_id}" was not found, so all earlier history of this thread was dropped` });
    }

    const finish = async (parts: {
      outcome: Outcome;
      kind: QuestionKind;
      reasoning: string;
      calls: string[] | PlannedCall[];
      trace?: TraceEntry[];
      pending?: PendingConfirmation | null;
      secrets?: Record<string, string>;
      warnings?: Warning[];
      claimId?: string;
    }): Promise<CopilotResponse> => {
      const trace = parts.trace ?? [];
      const withheld = trace.reduce((n, e) => n + e.withheld, 0);
      const secrets = parts.secrets ?? {};
      let answer: string | null = null;
      if (parts.outcome.kind === 'answer') {
        // every answer, planned or not, passes the guards; an empty trace backs no number at all
        const guarded = numericGuard(scrubSecrets(parts.outcome.text, secrets), trace);
        if (guarded.truncated)
          warnings.push({ code: 'numeric_guard_truncated', message: `the answer was cut before "${guarded.unbacked}", a number that appears nowhere in the trace` });
        answer = [guarded.text || 'The answer was withheld: it cited a number that the data does not contain.', withheldSentence(withheld)]
          .filter(Boolean)
          .join(' ');
      }
      const response: CopilotResponse = {
        answer,
        refusal: parts.outcome.kind === 'refusal' ? parts.outcome.text : null,
        clarification: parts.outcome.kind === 'clarification' ? parts.outcome.text : null,
        question_kind: parts.kind,
        plan: { reasoning: parts.reasoning, calls: parts.calls },
        disclosures: disclosures(caller, trace),
        limits: limits(trace, withheld),
        warnings: [...warnings, ...(parts.warnings ?? [])],
        pending_confirmation: parts.pending ?? null,
        trace,
        thread_id: req.thread_id,
        turn_id: req.turn_id,
        message_id: messageId,
        secrets,
      };
      // secrets are shown once: never stored in the thread or replayed from the idempotency record
      const stored: CopilotResponse = { ...response, secrets: {} };
      if (conversationId) await threads.append(conversationId, { messageId, turnId: req.turn_id, question: req.question, response: stored });
      if (parts.claimId) await idempotency.complete(parts.claimId, stored);
      return response;
    };

    // 1. rules in code, before any planner is asked
    const causal = await isCausalRequest(reads, workspaceId, req.question);
    const early = await refusalBeforePlanning(reads, { question: req.question, workspaceId, now, toolNames: [...allowed.keys()], causal });
    const decision: Decision = early
      ? { type: 'final', outcome: { kind: 'refusal', text: early.text }, kind: 'descriptive', reasoning: `refused by the ${early.rule} rule` }
      : req.approved_plan
        ? decideApproved(caller, req, allowed)
        : await decidePlanned(caller, req, allowed, available, history, opts.signal, now);

    if (decision.type === 'final') {
      emit({ event: 'plan', data: { question_kind: decision.kind, plan: { reasoning: decision.reasoning, calls: [] }, pending_confirmation: null } });
      return finish({ outcome: decision.outcome, kind: decision.kind, reasoning: decision.reasoning, calls: [], warnings: decision.warnings });
    }
    const { calls, kind, reasoning } = decision;
    const names = calls.map((c) => c.tool.name);
    if (decision.warnings) warnings.push(...decision.warnings);

    // 2. a causal question is answered only through causal_impact
    const late = refusalAfterPlanning(req.question, names, causal);
    if (late) return finishFinal({ kind: 'refusal', text: late.text }, 'descriptive', `refused by the ${late.rule} rule`);

    // 3. privileged tools: opt-in and role, read now
    for (const c of calls) {
      const refusal = await privilegedRefusal(guardrails, caller, c.tool);
      if (refusal) return finishFinal({ kind: 'refusal', text: refusal }, kind, reasoning);
    }

    // 4. names must resolve before asking for consent and again before anything runs
    const nameRefusal = await precheckChanges(ctx, calls);
    if (nameRefusal) return finishFinal({ kind: 'refusal', text: nameRefusal.message }, kind, reasoning);

    // 5. the gate: any change without a valid approval runs nothing
    if (hasChange(calls) && !decision.approved) {
      const pending = pendingConfirmation(rt.secrets.internalSecret, now, approvalSubject(caller, req), kind, calls, await consentEffects(ctx, calls));
      emit({ event: 'plan', data: { question_kind: kind, plan: { reasoning, calls: names }, pending_confirmation: pending } });
      return finish({ outcome: { kind: 'clarification', text: consentQuestion(pending) }, kind, reasoning, calls: names, pending });
    }

    const shownCalls = decision.approved ? asPlanned(calls) : names;
    let claimId: string | undefined;
    if (opts.idempotencyKey && hasChange(calls)) {
      const claim = await idempotency.claim(workspaceId, opts.idempotencyKey, hash);
      if (claim.kind === 'replay') return replay(claim.response, emit);
      claimId = claim.id;
    } else {
      opts.signal?.throwIfAborted();
    }

    // an approval runs once (spec 4.4); an idempotent retry was answered above, before this check
    if (decision.signature) {
      let use: Awaited<ReturnType<typeof usedApprovals.consume>>;
      try {
        use = await usedApprovals.consume(workspaceId, decision.signature);
      } catch (e) {
        if (claimId) await idempotency.release(claimId);
        throw e;
      }
      if (use.kind === 'already_used') {
        const why = 'the approval was already used; nothing ran again';
        emit({ event: 'plan', data: { question_kind: kind, plan: { reasoning: why, calls: [] }, pending_confirmation: null } });
        return finish({
          outcome: { kind: 'refusal', text: approvalUsedRefusal(use.usedAt) },
          kind,
          reasoning: why,
          calls: [],
          warnings: [{ code: APPROVAL_ALREADY_USED, message: 'approved_plan carries an approval that already ran once; ask again for a new confirmation' }],
          claimId,
        });
      }
    }
    emit({ event: 'plan', data: { question_kind: kind, plan: { reasoning, calls: shownCalls }, pending_confirmation: null } });

    try {
      // 6. run every call at once
      const outcomes = await executeCalls(ctx, calls, (o) => emit({ event: 'tool', data: o.trace }));
      const trace = outcomes.map((o) => o.trace);
      const secrets = Object.assign({}, ...outcomes.map((o) => o.result?.secrets ?? {})) as Record<string, string>;
      const refused = outcomes.find((o) => o.refusal);
      const toolWarnings = outcomes
        .filter((o) => o.trace.error && !o.refusal)
        .map((o) => ({ code: 'tool_failed', message: `${o.trace.tool}: ${o.trace.error!.message}` }));
      if (refused)
        return await finish({ outcome: { kind: 'refusal', text: refused.refusal!.message }, kind, reasoning, calls: shownCalls, trace, secrets, warnings: toolWarnings, claimId });

      // 7. the answer, written by the planner from the rows, then guarded
      const changed = hasChange(calls);
      let text: string;
      try {
        text = await deps.planner().compose({
          question: req.question,
          calls: asPlanned(calls),
          results: outcomes.filter((o) => o.result).map((o) => ({ tool: o.call.tool.name, result: o.result! })),
          now,
          // once a change has run the turn must be recorded whatever the client does
          signal: changed ? undefined : opts.signal,
        });
      } catch (err) {
        if (!changed) throw err;
        // the changes happened: say so plainly rather than fail and invite a retry that repeats them
        rt.logger.error({ err }, 'copilot: composing the answer failed after changes ran');
        text = `Done: ${calls.filter((c) => c.tool.kind === 'change').map((c) => c.tool.effect(c.args).replace(/\.$/, '')).join('; ')}.`;
        toolWarnings.push({ code: 'answer_not_composed', message: 'the changes ran, but the answer could not be written; see trace for the rows' });
      }
      if (makesCausalClaim(text) && !names.includes(CAUSAL_TOOL))
        return await finish({ outcome: { kind: 'refusal', text: CAUSAL_REFUSAL }, kind, reasoning, calls: shownCalls, trace, secrets, warnings: toolWarnings, claimId });
      return await finish({ outcome: { kind: 'answer', text }, kind, reasoning, calls: shownCalls, trace, secrets, warnings: toolWarnings, claimId });
    } catch (e) {
      if (claimId) await idempotency.release(claimId);
      throw e;
    }

    function finishFinal(outcome: Outcome, k: QuestionKind, why: string) {
      emit({ event: 'plan', data: { question_kind: k, plan: { reasoning: why, calls: [] }, pending_confirmation: null } });
      return finish({ outcome, kind: k, reasoning: why, calls: [] });
    }
  }

  function approvalSubject(caller: WorkspaceCaller, req: CopilotRequest) {
    return { workspaceId: caller.workspaceId, principal: callerLabel(caller), question: req.question };
  }

  /** An approved plan runs as given, without planning again; changes need the approval issued for them. */
  function decideApproved(caller: WorkspaceCaller, req: CopilotRequest, allowed: Map<string, ToolDefinition>): Decision {
    const plan = req.approved_plan!;
    const r = resolve(plan.calls, allowed, true);
    if (!r.ok) {
      if ('unreachable' in r) return { type: 'final', outcome: outOfReach(caller, r.unreachable), kind: 'action', reasoning: 'the approved plan names tools this caller cannot use' };
      throw new AppError('INTERNAL', r.invalid);
    }
    if (!hasChange(r.calls)) return { type: 'calls', calls: r.calls, kind: plan.question_kind, reasoning: 'approved plan, executed as given', approved: true };
    const check = verifyApproval(rt.secrets.internalSecret, rt.clock.now(), plan.signature, {
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

  async function decidePlanned(
    caller: WorkspaceCaller,
    req: CopilotRequest,
    allowed: Map<string, ToolDefinition>,
    available: ToolDefinition[],
    history: Awaited<ReturnType<typeof threads.open>>['history'],
    signal: AbortSignal | undefined,
    now: Date,
  ): Promise<Decision> {
    const remembered = await facts.recall(caller.workspaceId);
    const draft: PlanDraft = await deps.planner().plan({
      question: req.question,
      tools: available,
      history,
      facts: remembered,
      now,
      workspaceId: caller.workspaceId,
      signal,
    });
    signal?.throwIfAborted();
    const warnings: Warning[] = [];
    if (draft.remember?.length) {
      if (caller.kind === 'session') await facts.remember(caller.workspaceId, draft.remember, `user:${caller.userId}`);
      else warnings.push({ code: 'facts_not_remembered', message: 'API keys are read-only: nothing was remembered' });
    }
    if (draft.type !== 'calls') {
      return { type: 'final', outcome: { kind: draft.type, text: draft.text }, kind: draft.question_kind, reasoning: draft.reasoning, warnings };
    }
    if (draft.calls.length > MAX_CALLS)
      return { type: 'final', outcome: { kind: 'clarification', text: TOO_MANY_CALLS }, kind: draft.question_kind, reasoning: draft.reasoning, warnings };
    const r = resolve(draft.calls, allowed, false);
    if (!r.ok) {
      if ('unreachable' in r)
        return { type: 'final', outcome: outOfReach(caller, r.unreachable), kind: 'action', reasoning: 'the request needs tools this caller cannot use; nothing was planned', warnings };
      return { type: 'final', outcome: { kind: 'clarification', text: r.invalid }, kind: draft.question_kind, reasoning: draft.reasoning, warnings };
    }
    return { type: 'calls', calls: r.calls, kind: draft.question_kind, reasoning: draft.reasoning, approved: false, warnings };
  }

  return { ask, threads, facts, registry: deps.registry };
}

/** A stored result replayed for a retried idempotent request, with the same progress events. */
function replay(response: CopilotResponse, emit: (e: CopilotEvent) => void): CopilotResponse {
  emit({ event: 'plan', data: { question_kind: response.question_kind, plan: response.plan, pending_confirmation: response.pending_confirmation } });
  for (const t of response.trace) emit({ event: 'tool', data: t });
  return {
    ...response,
    warnings: [
      ...response.warnings,
      { code: 'idempotent_replay', message: 'this X-Idempotency-Key was already used for this request: the original result is returned and nothing ran again; secrets are not shown twice' },
    ],
  };
}

function withheldSentence(n: number): string {
  if (n === 0) return '';
  return n === 1
    ? '1 record in these results was withheld (masked) under the workspace plan.'
    : `${n} records in these results were withheld (masked) under the workspace plan.`;
}

function disclosures(caller: WorkspaceCaller, trace: TraceEntry[]): string[] {
  const out = ['Written only from the rows in trace; every number in the answer appears there.'];
  if (trace.length)
    out.push('Counts cover what the workspace plan can see; totals are not raw row counts and are not denominators for rates.');
  if (caller.kind === 'key') out.push('Answered for an API key: read-only, no changes can be planned or made.');
  return out;
}

function limits(trace: TraceEntry[], withheld: number): string[] {
  const out = [`At most ${MAX_CALLS} tool calls per plan, run at once; multi-step work takes several turns.`];
  if (withheld) out.push(`${withheld} record${withheld === 1 ? '' : 's'} withheld (masked) by the plan cap or tier.`);
  if (trace.some((e) => e.caveats.some((c) => /bot/i.test(c)))) out.push('Some older visits carry no bot flag, so counts may include bots.');
  return out;
}

export type CopilotService = ReturnType<typeof createCopilotService>;
