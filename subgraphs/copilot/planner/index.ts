// Planners behind one interface: the deterministic default, and an OpenAI-compatible one used when
// COPILOT_LLM_URL is set (llm.ts), both under the runtime's guardrails.
import type { Runtime } from '../../../core/runtime.js';
import type { Planner } from '../catalogue/types.js';
import { planQuestion } from './plan.js';
import { composeAnswer } from './compose/index.js';
import { ACCOUNT_CANDIDATES, loadKnownNames, mentionTerms, type KnownNames } from './workspace.js';
import { toolServices } from '../tools/services.js';

/** how many recent questions' workspace names the planner keeps for composing their answers */
const NAMES_KEPT = 256;

export function createDefaultPlanner(rt: Runtime): Planner {
  // the names a question was planned with (campaigns, page paths), so its answer reads it the same way
  const planned = new Map<string, KnownNames>();
  const key = (question: string, now: Date) => `${now.getTime()}|${question}`;
  return {
    name: 'deterministic',
    accountTerms: (question) => ({ terms: mentionTerms(question), limit: ACCOUNT_CANDIDATES }),
    async plan(input) {
      const names = await loadKnownNames(toolServices(rt), input.workspaceId, [...input.history.slice(-1).map((h) => h.question), input.question].join(' \n '), input.now, input.facts, { names: input.namesVersion, conversations: input.conversationsVersion }, input.mentioned);
      planned.set(key(input.question, input.now), names);
      if (planned.size > NAMES_KEPT) planned.delete(planned.keys().next().value!);
      return planQuestion(input, names);
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
