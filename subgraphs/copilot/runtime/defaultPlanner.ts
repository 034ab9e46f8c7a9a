// Which planner a copilot starts with: the OpenAI-compatible one when COPILOT_LLM_URL is configured,
// otherwise the deterministic default (DESIGN.md 7). Either way the runtime's rules, gate and
// guards apply to what it proposes.
import type { Runtime } from '../../../core/runtime.js';
import type { Planner } from '../catalogue/types.js';
import { createDefaultPlanner, createLlmPlanner } from '../planner/index.js';

export function loadDefaultPlanner(rt: Runtime): Planner {
  const { COPILOT_LLM_URL, COPILOT_LLM_MODEL, COPILOT_LLM_KEY } = rt.config;
  if (COPILOT_LLM_URL) return createLlmPlanner({ url: COPILOT_LLM_URL, model: COPILOT_LLM_MODEL, key: COPILOT_LLM_KEY });
  return createDefaultPlanner(rt);
}
