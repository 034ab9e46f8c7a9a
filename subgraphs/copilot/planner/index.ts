// Planners behind one interface: the deterministic default, and an OpenAI-compatible one used when
// COPILOT_LLM_URL is set (llm.ts), both under the runtime's guardrails.
import type { Runtime } from '../../../core/runtime.js';
import type { PlanDraft, Planner, PlannerInput } from '../catalogue/types.js';
import { planQuestion } from './plan.js';
import { composeAnswer } from './compose/index.js';
import { ACCOUNT_CANDIDATES, loadKnownNames, mentionTerms, type KnownNames } from './workspace.js';
import { toolServices } from '../tools/services.js';

/** how many recent questions' workspace names the planner keeps for composing their answers */
const NAMES_KEPT = 256;
/** how many plans made ahead wait for their question (one per question in flight) */
const PREPARED_KEPT = 64;

/** Everything a plan depends on besides the workspace's kept names: equal inputs, equal plans. */
const sameInput = (i: PlannerInput): string =>
  JSON.stringify([i.workspaceId, i.question, i.now.getTime(), i.tools.map((t) => t.name), i.history, i.facts, i.namesVersion ?? null, i.conversationsVersion ?? null, i.mentioned ?? null]);

export function createDefaultPlanner(rt: Runtime): Planner {
  // the names a question was planned with (campaigns, page paths), so its answer reads it the same way
  const planned = new Map<string, KnownNames>();
  const key = (question: string, now: Date) => `${now.getTime()}|${question}`;
  type Planned = { draft: PlanDraft; names: KnownNames };
  const prepared = new Map<string, Promise<Planned>>();
  async function planNow(input: PlannerInput): Promise<Planned> {
    const names = await loadKnownNames(toolServices(rt), input.workspaceId, [...input.history.slice(-1).map((h) => h.question), input.question].join(' \n '), input.now, input.facts, { names: input.namesVersion, conversations: input.conversationsVersion }, input.mentioned);
    return { draft: planQuestion(input, names), names };
  }
  return {
    name: 'deterministic',
    accountTerms: (question) => ({ terms: mentionTerms(question), limit: ACCOUNT_CANDIDATES }),
    prepare(input) {
      const k = sameInput(input);
      if (prepared.has(k)) return;
      const draft = planNow(input);
      draft.catch(() => {}); // a plan made ahead that failed is made again by plan()
      prepared.set(k, draft);
      if (prepared.size > PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
    },
    async plan(input) {
      const k = sameInput(input);
      const ahead = prepared.get(k);
      prepared.delete(k);
      const { draft, names } = (ahead && (await ahead.catch(() => null))) || (await planNow(input));
      // the names this plan was made with (not a plan made ahead on a wrong guess)
      planned.set(key(input.question, input.now), names);
      if (planned.size > NAMES_KEPT) planned.delete(planned.keys().next().value!);
      return draft;
    },
    async compose(input) {
      const k = key(input.question, input.now);
      const names = planned.get(k);
      planned.delete(k);
      return composeAnswer(input, names);
    },
  };
}

export { createLlmPlanner, type LlmPlannerOptions } from './llm.js';
