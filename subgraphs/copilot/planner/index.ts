// Planners behind one interface: the deterministic default, and an OpenAI-compatible one used when
// COPILOT_LLM_URL is set (llm.ts), both under the runtime's guardrails.
import type { Runtime } from '../../../core/runtime.js';
import type { Planner } from '../catalogue/types.js';
import { planQuestion } from './plan.js';
import { composeAnswer } from './compose/index.js';
import { loadKnownNames } from './workspace.js';
import { toolServices } from '../tools/services.js';

export function createDefaultPlanner(rt: Runtime): Planner {
  return {
    name: 'deterministic',
    async plan(input) {
      return planQuestion(input, await loadKnownNames(toolServices(rt), input.workspaceId, [...input.history.slice(-1).map((h) => h.question), input.question].join(' \n '), input.now, input.facts));
    },
    async compose(input) {
      return composeAnswer(input);
    },
  };
}

export { createLlmPlanner, type LlmPlannerOptions } from './llm.js';
