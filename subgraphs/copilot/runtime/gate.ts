// The confirmation gate (spec 4.4): a plan with any change runs nothing, not even its reads, and
// comes back as pending_confirmation with one consent sentence per call and an approve_with to copy
// into the next request. Names are checked before asking (a refusal instead of a doomed consent).
import { isIrreversible } from '../catalogue/registry.js';
import { NameResolutionRefusal, type PlannedCall, type ToolContext, type ToolDefinition } from '../catalogue/types.js';
import { signApproval, type ApprovalSubject } from './approval.js';
import type { PendingConfirmation, QuestionKind } from './response.js';

export interface ResolvedCall {
  tool: ToolDefinition;
  /** arguments after the tool's schema (defaults applied) */
  args: Record<string, unknown>;
}

export const hasChange = (calls: ResolvedCall[]): boolean => calls.some((c) => c.tool.kind === 'change');
export const asPlanned = (calls: ResolvedCall[]): PlannedCall[] => calls.map((c) => ({ tool: c.tool.name, arguments: c.args }));

/** Runs every change's precheck (name resolution); the first refusal wins and nothing changes. */
export async function precheckChanges(ctx: ToolContext, calls: ResolvedCall[]): Promise<NameResolutionRefusal | null> {
  for (const c of calls) {
    if (c.tool.kind !== 'change' || !c.tool.precheck) continue;
    try {
      await c.tool.precheck(ctx, c.args);
    } catch (e) {
      if (e instanceof NameResolutionRefusal) return e;
      throw e;
    }
  }
  return null;
}

/** Each call's consent sentence, with live figures where the tool gives them (effectNow). */
export const consentEffects = (ctx: ToolContext, calls: ResolvedCall[]): Promise<string[]> =>
  Promise.all(calls.map((c) => (c.tool.effectNow ? c.tool.effectNow(ctx, c.args) : Promise.resolve(c.tool.effect(c.args)))));

export function pendingConfirmation(
  secret: string,
  now: Date,
  subject: Omit<ApprovalSubject, 'calls' | 'question_kind'>,
  questionKind: QuestionKind,
  calls: ResolvedCall[],
  /** consent sentences computed with live figures (consentEffects), one per call */
  effects?: string[],
): PendingConfirmation {
  const planned = asPlanned(calls);
  const actions = calls.map((c, i) => {
    const irreversible = isIrreversible(c.tool, c.args);
    return {
      tool: c.tool.name,
      arguments: c.args,
      effect: effects?.[i] ?? c.tool.effect(c.args),
      irreversible,
      kind: c.tool.kind,
      ...(irreversible && c.tool.irreversibleReason ? { irreversible_reason: c.tool.irreversibleReason } : {}),
    };
  });
  return {
    actions,
    irreversible: actions.some((a) => a.irreversible),
    approve_with: {
      question_kind: questionKind,
      calls: planned,
      signature: signApproval(secret, now, { ...subject, question_kind: questionKind, calls: planned }),
    },
  };
}

/** The clarification shown with a pending confirmation: what will happen, and what cannot be undone. */
export function consentQuestion(p: PendingConfirmation): string {
  const changes = p.actions.filter((a) => a.kind === 'change');
  const reads = p.actions.length - changes.length;
  const effects = changes.map((a) => a.effect.replace(/\.$/, '')).join('; ');
  const permanent = changes.filter((a) => a.irreversible).map((a) => a.irreversible_reason ?? `${a.tool} cannot be undone`);
  return [
    `Nothing has run yet. Approve to: ${effects}.`,
    reads ? `The plan's read${reads === 1 ? '' : 's'} will run with it.` : '',
    permanent.length ? `This cannot be undone: ${permanent.join('; ')}.` : 'This can be undone later.',
    'To go ahead, resend the same question with pending_confirmation.approve_with as approved_plan.',
  ]
    .filter(Boolean)
    .join(' ');
}
