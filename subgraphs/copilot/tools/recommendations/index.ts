// Recommendations: the open ones, and their status. One file per tool (schema, effect, run); listed here once.
import { openRecommendations } from './open_recommendations.js';
import { setRecommendationStatus } from './set_recommendation_status.js';

export const RECOMMENDATION_TOOLS = [openRecommendations, setRecommendationStatus] as const;
