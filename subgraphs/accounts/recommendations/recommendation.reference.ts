import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import type { RecommendationService } from './recommendation.service.js';

export const recommendationReference = (recommendations: RecommendationService) => ({
  Recommendation: {
    __resolveReference: (ref: { id: string }, ctx: SubgraphContext) =>
      recommendations.get(requireWorkspace(ctx).workspaceId, ref.id),
  },
});
