// One copilot run (spec 2.6, 2.7, 4.3, 4.4) in three stages: decide (rules in code, then the
// planner's plan or an approved one as given; decide.ts), run (checks, the gate, the idempotency
// claim, the single use of an approval, the calls and the answer; run.ts) and respond (guards,
// thread turn, idempotency record; respond.ts). Transports (REST, graphql-ws) call ask().
import type { Runtime } from '../../../core/runtime.js';
import { callerLabel } from '../../../core/auth/caller.js';
import { uuid } from '../../../core/ids.js';
import { accessFor } from '../../../core/plans.js';
import type { Planner, PriorTurn, ToolContext } from '../catalogue/types.js';
import type { Registry } from '../catalogue/registry.js';
import type { CopilotRequest } from './request.js';
import type { CopilotResponse, Warning } from './response.js';
import type { RefusalReads } from './refusals.js';
import { toolServices } from '../tools/services.js';
import { createWorkspaceService, type MentionedAccount, type WorkspaceRow } from '../../accounts/workspaces/workspace.service.js';
import { createGuardrailsService } from '../../accounts/workspaces/guardrails.service.js';
import { guardrailsOf } from './privileges.js';
import { createThreadStore } from './threads.js';
import { createFactStore } from './facts.js';
import { createIdempotencyStore, requestHash } from './idempotency.js';
import { createUsedApprovalStore } from './usedApprovals.js';
import type { CopilotEvent } from './events.js';
import { decide, prepareDecision, type DecideDeps, type WorkspaceCaller } from './decide.js';
import { runDecision, type RunDeps } from './run.js';
import { replay, responder } from './respond.js';
import { WORKSPACES_KEPT } from './namesVersion.js';

export type { WorkspaceCaller } from './decide.js';

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

export function createCopilotService(rt: Runtime, deps: CopilotServiceDeps) {
  const threads = createThreadStore(rt);
  const facts = createFactStore(rt);
  const idempotency = createIdempotencyStore(rt);
  const services = toolServices(rt);
  // the accounts subgraph's reads the rules need: plan, guardrails, the caller's role, names, first visit
  const workspaces = createWorkspaceService(rt);
  const guardrails = createGuardrailsService(rt);
  const reads: RefusalReads = {
    recordNames: async (id) => [...(await workspaces.recordNames(id)), ...(await services.conversations.records(id)).map((c) => c.title ?? '')],
    firstVisitAt: (id) => services.visits.firstAt(id),
  };
  const deciding: DecideDeps = { registry: deps.registry, planner: deps.planner, facts, reads, clock: rt.clock, secret: rt.secrets.internalSecret };
  // A database in another process (PostgreSQL): while a question's workspace row is on its way, the
  // planner plans with what the workspace's last row said and no account named (most questions
  // name none), and decide() takes that plan when the row agrees. PGlite runs in this thread: its
  // read and the planning could not overlap.
  const planAhead = !rt.db.inThisThread;
  const lastRows = new Map<string, WorkspaceRow>();
  const running: RunDeps = { rt, planner: deps.planner, guardrails, idempotency, usedApprovals: createUsedApprovalStore(rt) };

  async function ask(caller: WorkspaceCaller, req: CopilotRequest, opts: AskOptions = {}): Promise<CopilotResponse> {
    const emit = opts.emit ?? (() => {});
    const workspaceId = caller.workspaceId;
    const hash = opts.idempotencyKey ? requestHash(req) : '';
    if (opts.idempotencyKey) {
      const prior = await idempotency.lookup(workspaceId, opts.idempotencyKey, hash);
      if (prior?.kind === 'replay') return replay(prior.response, emit);
    }

    const now = rt.clock.now();
    // a one-shot question the planner will read: the accounts it may name come with the workspace row
    const wanted = !req.thread_id && !req.approved_plan ? deps.planner().accountTerms?.(req.question) : undefined;
    let ws: WorkspaceRow;
    let mentioned: { terms: string[]; accounts: MentionedAccount[] } | undefined;
    if (wanted) {
      const reading = workspaces.getWithMentions(workspaceId, wanted.terms, wanted.limit);
      const last = planAhead ? lastRows.get(workspaceId) : undefined;
      if (last) void planFrom(last, { caller, req, signal: opts.signal, now, mentioned: { terms: wanted.terms, accounts: [] } });
      const r = await reading;
      ws = r.row;
      mentioned = { terms: wanted.terms, accounts: r.mentioned };
    } else ws = await workspaces.get(workspaceId);
    if (planAhead) remember(ws);
    const access = accessFor(ws, rt.clock);
    const fromRow = inputFrom(ws, caller);
    const ctx: ToolContext = { workspaceId, caller, access, now, services };

    let conversationId: string | null = null;
    let history: PriorTurn[] = [];
    const warnings: Warning[] = [];
    if (req.thread_id) {
      const t = await threads.open(workspaceId, req.thread_id, { createdBy: callerLabel(caller), title: req.question, replacesTurnId: req.replaces_turn_id });
      conversationId = t.conversationId;
      history = t.history;
      if (t.replaced === 'all')
        warnings.push({ code: 'replaced_turn_not_found', message: `turn "${req.replaces_turn_id}" was not found, so all earlier history of this thread was dropped` });
    }
    const respond = responder({ threads, idempotency }, { caller, req, messageId: uuid(), conversationId, warnings });

    // 1. decide
    const { decision, causal } = await decide(deciding, { ...fromRow, caller, req, history, signal: opts.signal, now, mentioned });
    if (decision.type === 'final') {
      emit({ event: 'plan', data: { question_kind: decision.kind, plan: { reasoning: decision.reasoning, calls: [] }, pending_confirmation: null } });
      return respond({ outcome: decision.outcome, kind: decision.kind, reasoning: decision.reasoning, calls: [], warnings: decision.warnings });
    }
    if (decision.warnings) warnings.push(...decision.warnings);

    // 2. run, 3. respond (each way out of the run responds)
    return runDecision(running, { caller, req, opts, ctx, now, hash, causal, respond, replay: (r) => replay(r, emit) }, decision);
  }

  /** what deciding takes from the workspace row: the tools its guardrails give the caller, its names versions */
  function inputFrom(ws: WorkspaceRow, caller: WorkspaceCaller) {
    const available = deps.registry.toolsFor(caller, guardrailsOf(ws.guardrails));
    return { available, allowed: new Map(available.map((t) => [t.name, t])), namesVersion: ws.names_version, conversationsVersion: ws.conversations_version };
  }

  async function planFrom(last: WorkspaceRow, guess: { caller: WorkspaceCaller; req: CopilotRequest; signal: AbortSignal | undefined; now: Date; mentioned: { terms: string[]; accounts: MentionedAccount[] } }): Promise<void> {
    try {
      await new Promise(setImmediate); // the row's statement goes out before the CPU is spent
      await prepareDecision(deciding, { ...inputFrom(last, guess.caller), ...guess, history: [] });
    } catch {
      // a guess that could not be planned is planned again from the row
    }
  }

  function remember(ws: WorkspaceRow): void {
    lastRows.delete(ws.id);
    lastRows.set(ws.id, ws);
    if (lastRows.size > WORKSPACES_KEPT) lastRows.delete(lastRows.keys().next().value!);
  }

  return { ask, threads, facts, registry: deps.registry };
}

export type CopilotService = ReturnType<typeof createCopilotService>;
