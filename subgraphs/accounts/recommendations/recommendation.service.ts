// Open recommendations only (spec 4.1 rule 5); read-only here: status changes go through the copilot.
import type { Clock } from '../../../core/clock.js';
import { isUuid } from '../../../core/ids.js';
import type { RecommendationRepository } from './recommendation.repository.js';
import type { Recommendation, RecommendationList } from './recommendation.type.js';

export function createRecommendationService(deps: { recommendations: RecommendationRepository; clock: Clock }) {
  return {
    async open(workspaceId: string): Promise<RecommendationList> {
      const items = await deps.recommendations.open(workspaceId, deps.clock.now());
      return { recommendations: items.map(normalise), total: items.length };
    },

    async get(workspaceId: string, id: string): Promise<Recommendation | null> {
      if (!isUuid(id)) return null;
      const r = await deps.recommendations.byId(workspaceId, id);
      return r ? normalise(r) : null;
    },
  };
}

function normalise(r: Recommendation): Recommendation {
  const detail = typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail;
  return { ...r, detail: detail && typeof detail === 'object' && !Array.isArray(detail) ? detail : {} };
}

export type RecommendationService = ReturnType<typeof createRecommendationService>;
