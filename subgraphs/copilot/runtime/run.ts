// Stage 2 of a copilot run (ask(), service.ts): a plan with calls, from checks to answer. The
// causal rule again on the plan, privileged tools (opt-in and role, read now), names resolved
// before consent, the gate, the idempotency claim, the single use of an approval, the calls at
// once, and the answer written from their rows. Every way out goes through respond().
import type { Runtime } from '../../../core/runtime.js';
import type { Planner, ToolContext } from '../catalogue/types.js';
import type { CopilotRequest } from './request.js';
import type { CopilotResponse, Outcome, QuestionKind } from './response.js';
import { CAUSAL_REFUSAL, CAUSAL_TOOL, makesCausalClaim, refusalAfterPlanning } from './refusals.js';
import { consentEffects, consentQuestion, hasChange, asPlanned, pendingConfirmation, precheckChanges } from './gate.js';
import { executeCalls } from './execute.js';
import { privilegedRefusal } from './privileges.js';
import { APPROVAL_ALREADY_USED, approvalUsedRefusal, type UsedApprovalStore } from './usedApprovals.js';
import type { IdempotencyStore } from './idempotency.js';
import type { GuardrailsService } from '../../accounts/workspaces/guardrails.service.js';
import { approvalSubject, type Decision, type WorkspaceCaller } from './decide.js';
import type { Respond } from './respond.js';
import type { AskOptions } from './service.js';

export interface RunDeps {
  rt: Pick<Runtime, 'logger' | 'secrets'>;
  planner: () => Planner;
  guardrails: Pick<GuardrailsService, 'get' | 'role'>;
  idempotency: IdempotencyStore;
  usedApprovals: UsedApprovalStore;
}

export interface RunInput {
  caller: WorkspaceCaller;
  req: CopilotRequest;
  opts: AskOptions;
  ctx: ToolContext;
  now: Date;
  /** the request hash the idempotency key is claimed with */
  hash: string;
  causal: boolean;
  respond: Respond;
  /** a stored response replayed (a concurrent keyed retry won the claim) */
  replay: (response: CopilotResponse) => CopilotResponse;
}

export async function runDecision(deps: RunDeps, input: RunInput, decision: Extract<Decision, { type: 'calls' }>): Promise<CopilotResponse> {
  const { caller, req, opts, ctx, now, respond } = input;
  const emit = opts.emit ?? (() => {});
  const { calls, kind, reasoning } = decision;
  const names = calls.map((c) => c.tool.name);
  const final = (outcome: Outcome, k: QuestionKind, why: string) => {
    emit({ event: 'plan', data: { question_kind: k, plan: { reasoning: why, calls: [] }, pending_confirmation: null } });
    return respond({ outcome, kind: k, reasoning: why, calls: [] });
  };

  // a causal question is answered only through causal_impact
  const late = refusalAfterPlanning(req.question, names, input.causal);
  if (late) return final({ kind: 'refusal', text: late.text }, 'descriptive', `refused by the ${late.rule} rule`);

  // privileged tools: opt-in and role, read now
  for (const c of calls) {
    const refusal = await privilegedRefusal(deps.guardrails, caller, c.tool);
    if (refusal) return final({ kind: 'refusal', text: refusal }, kind, reasoning);
  }

  // names must resolve before asking for consent and again before anything runs
  const nameRefusal = await precheckChanges(ctx, calls);
  if (nameRefusal) return final({ kind: 'refusal', text: nameRefusal.message }, kind, reasoning);

  // the gate: any change without a valid approval runs nothing
  if (hasChange(calls) && !decision.approved) {
    const pending = pendingConfirmation(deps.rt.secrets.internalSecret, now, approvalSubject(caller, req), kind, calls, await consentEffects(ctx, calls));
    emit({ event: 'plan', data: { question_kind: kind, plan: { reasoning, calls: names }, pending_confirmation: pending } });
    return respond({ outcome: { kind: 'clarification', text: consentQuestion(pending) }, kind, reasoning, calls: names, pending });
  }

  const shownCalls = decision.approved ? asPlanned(calls) : names;
  let claimId: string | undefined;
  if (opts.idempotencyKey && hasChange(calls)) {
    const claim = await deps.idempotency.claim(caller.workspaceId, opts.idempotencyKey, input.hash);
    if (claim.kind === 'replay') return input.replay(claim.response);
    claimId = claim.id;
  } else {
    opts.signal?.throwIfAborted();
  }

  // an approval runs once (spec 4.4); an idempotent retry was answered above, before this check
  if (decision.signature) {
    let use: Awaited<ReturnType<UsedApprovalStore['consume']>>;
    try {
      use = await deps.usedApprovals.consume(caller.workspaceId, decision.signature);
    } catch (e) {
      if (claimId) await deps.idempotency.release(claimId);
      throw e;
    }
    if (use.kind === 'already_used') {
      const why = 'the approval was already used; nothing ran again';
      emit({ event: 'plan', data: { question_kind: kind, plan: { reasoning: why, calls: [] }, pending_confirmation: null } });
      return respond({
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
    // run every call at once
    const outcomes = await executeCalls(ctx, calls, (o) => emit({ event: 'tool', data: o.trace }));
    const trace = outcomes.map((o) => o.trace);
    const secrets = Object.assign({}, ...outcomes.map((o) => o.result?.secrets ?? {})) as Record<string, string>;
    const refused = outcomes.find((o) => o.refusal);
    const toolWarnings = outcomes.filter((o) => o.trace.error && !o.refusal).map((o) => ({ code: 'tool_failed', message: `${o.trace.tool}: ${o.trace.error!.message}` }));
    const shown = { kind, reasoning, calls: shownCalls, trace, secrets, warnings: toolWarnings, claimId };
    if (refused) return await respond({ outcome: { kind: 'refusal', text: refused.refusal!.message }, ...shown });

    // the answer, written by the planner from the rows, then guarded
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
      deps.rt.logger.error({ err }, 'copilot: composing the answer failed after changes ran');
      text = `Done: ${calls.filter((c) => c.tool.kind === 'change').map((c) => c.tool.effect(c.args).replace(/\.$/, '')).join('; ')}.`;
      toolWarnings.push({ code: 'answer_not_composed', message: 'the changes ran, but the answer could not be written; see trace for the rows' });
    }
    if (makesCausalClaim(text) && !names.includes(CAUSAL_TOOL)) return await respond({ outcome: { kind: 'refusal', text: CAUSAL_REFUSAL }, ...shown });
    return await respond({ outcome: { kind: 'answer', text }, ...shown });
  } catch (e) {
    if (claimId) await deps.idempotency.release(claimId);
    throw e;
  }
}
