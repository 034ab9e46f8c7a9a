// Stage 3 of a copilot run (ask(), service.ts): the response. Every answer, planned or not, passes
// the guards (secrets scrubbed, numbers backed by the trace); the turn is stored in its thread and
// the idempotency record completed, both without secrets (shown once, never replayed).
import type { PlannedCall } from '../catalogue/types.js';
import { MAX_CALLS, type CopilotRequest } from './request.js';
import type { CopilotResponse, Outcome, PendingConfirmation, QuestionKind, TraceEntry, Warning } from './response.js';
import { numericGuard, scrubSecrets } from './guard.js';
import type { CopilotEvent } from './events.js';
import type { IdempotencyStore } from './idempotency.js';
import type { ThreadStore } from './threads.js';
import type { WorkspaceCaller } from './decide.js';

/** One turn's fixed facts, known before deciding. */
export interface Turn {
  caller: WorkspaceCaller;
  req: CopilotRequest;
  messageId: string;
  /** the thread's conversation, null for a one-shot question */
  conversationId: string | null;
  /** warnings gathered before the outcome (thread, decision) */
  warnings: Warning[];
}

export interface ResponseParts {
  outcome: Outcome;
  kind: QuestionKind;
  reasoning: string;
  calls: string[] | PlannedCall[];
  trace?: TraceEntry[];
  pending?: PendingConfirmation | null;
  secrets?: Record<string, string>;
  warnings?: Warning[];
  /** the idempotency claim to complete with this response */
  claimId?: string;
}

export type Respond = (parts: ResponseParts) => Promise<CopilotResponse>;

/** The turn's respond(): builds the response, stores it in the thread, completes the claim. */
export function responder(stores: { threads: ThreadStore; idempotency: IdempotencyStore }, turn: Turn): Respond {
  return async (parts) => {
    const response = buildResponse(turn, parts);
    const stored: CopilotResponse = { ...response, secrets: {} };
    if (turn.conversationId) await stores.threads.append(turn.conversationId, { messageId: turn.messageId, turnId: turn.req.turn_id, question: turn.req.question, response: stored });
    if (parts.claimId) await stores.idempotency.complete(parts.claimId, stored);
    return response;
  };
}

export function buildResponse(turn: Turn, parts: ResponseParts): CopilotResponse {
  const trace = parts.trace ?? [];
  const withheld = trace.reduce((n, e) => n + e.withheld, 0);
  const secrets = parts.secrets ?? {};
  const warnings = [...turn.warnings];
  let answer: string | null = null;
  if (parts.outcome.kind === 'answer') {
    // an empty trace backs no number at all
    const guarded = numericGuard(scrubSecrets(parts.outcome.text, secrets), trace);
    if (guarded.truncated)
      warnings.push({ code: 'numeric_guard_truncated', message: `the answer was cut before "${guarded.unbacked}", a number that appears nowhere in the trace` });
    answer = [guarded.text || 'The answer was withheld: it cited a number that the data does not contain.', withheldSentence(withheld)].filter(Boolean).join(' ');
  }
  return {
    answer,
    refusal: parts.outcome.kind === 'refusal' ? parts.outcome.text : null,
    clarification: parts.outcome.kind === 'clarification' ? parts.outcome.text : null,
    question_kind: parts.kind,
    plan: { reasoning: parts.reasoning, calls: parts.calls },
    disclosures: disclosures(turn.caller, trace),
    limits: limits(trace, withheld),
    warnings: [...warnings, ...(parts.warnings ?? [])],
    pending_confirmation: parts.pending ?? null,
    trace,
    thread_id: turn.req.thread_id,
    turn_id: turn.req.turn_id,
    message_id: turn.messageId,
    secrets,
  };
}

/** A stored result replayed for a retried idempotent request, with the same progress events. */
export function replay(response: CopilotResponse, emit: (e: CopilotEvent) => void): CopilotResponse {
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
  if (trace.length) out.push('Counts cover what the workspace plan can see; totals are not raw row counts and are not denominators for rates.');
  if (caller.kind === 'key') out.push('Answered for an API key: read-only, no changes can be planned or made.');
  return out;
}

function limits(trace: TraceEntry[], withheld: number): string[] {
  const out = [`At most ${MAX_CALLS} tool calls per plan, run at once; multi-step work takes several turns.`];
  if (withheld) out.push(`${withheld} record${withheld === 1 ? '' : 's'} withheld (masked) by the plan cap or tier.`);
  if (trace.some((e) => e.caveats.some((c) => /bot/i.test(c)))) out.push('Some older visits carry no bot flag, so counts may include bots.');
  return out;
}
