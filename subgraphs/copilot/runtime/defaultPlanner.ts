// The default planner is the deterministic one (DESIGN.md 7) built in subgraphs/copilot/planner by
// the planner work; it is loaded by name so the runtime does not depend on its internals. Until it
// exists, the copilot says so plainly instead of pretending to understand the question.
import type { Runtime } from '../../../core/runtime.js';
import type { Planner } from '../catalogue/types.js';

const PLANNER_MODULE = '../planner/index.js';

export async function loadDefaultPlanner(rt: Runtime): Promise<Planner> {
  try {
    const mod = (await import(PLANNER_MODULE)) as { createDefaultPlanner?: (rt: Runtime) => Planner | Promise<Planner> };
    if (typeof mod.createDefaultPlanner === 'function') return await mod.createDefaultPlanner(rt);
  } catch (err) {
    if ((err as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw err;
  }
  rt.logger.warn('copilot: no default planner (subgraphs/copilot/planner/index.ts createDefaultPlanner); questions get a clarification');
  return unavailablePlanner;
}

const NO_PLANNER = 'The copilot cannot interpret questions in this build: no planner is installed. Nothing was run.';

export const unavailablePlanner: Planner = {
  name: 'unavailable',
  plan: async () => ({ type: 'clarification', question_kind: 'descriptive', reasoning: 'no planner installed', text: NO_PLANNER }),
  compose: async () => NO_PLANNER,
};
