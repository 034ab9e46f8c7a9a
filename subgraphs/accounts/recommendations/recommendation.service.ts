// Open recommendations (spec 4.1 rule 5) and status changes (the copilot's set_recommendation_status).
import type { Clock } from '../../../core/clock.js';
import { isUuid } from '../../../core/ids.js';
import { notFound, validation } from '../../../core/errors.js';
import type { RecommendationRepository } from './recommendation.repository.js';
import type { Recommendation, RecommendationList } from './recommendation.type.js';

const DAY_MS = 86_400_000;
export const RECOMMENDATION_STATUSES = ['new', 'snoozed', 'done', 'dismissed'] as const;
export const SNOOZE_DAYS = { min: 1, max: 90, default: 7 } as const;

export function createRecommendationService(deps: { recommendations: RecommendationRepository; clock: Clock }) {
  return {
    latestOpen: (workspaceId: string, now: Date, limit: number, everyStatus = false) => deps.recommendations.latestOpen(workspaceId, now, limit, everyStatus),
    records: (workspaceId: string) => deps.recommendations.records(workspaceId),

    /** new, done, dismissed, or snoozed for `snoozeDays`; returns when a snooze ends (null otherwise). */
    async setStatus(workspaceId: string, id: string, status: string, snoozeDays = 7): Promise<Date | null> {
      if (!(RECOMMENDATION_STATUSES as readonly string[]).includes(status))
        throw validation(`status must be one of ${RECOMMENDATION_STATUSES.join(', ')}`, { field: 'status' });
      if (!Number.isInteger(snoozeDays) || snoozeDays < SNOOZE_DAYS.min || snoozeDays > SNOOZE_DAYS.max)
        throw validation(`snooze days must be an integer from ${SNOOZE_DAYS.min} to ${SNOOZE_DAYS.max}`, { field: 'snoozeDays' });
      if (!isUuid(id)) throw notFound('recommendation');
      const now = deps.clock.now();
      const until = status === 'snoozed' ? new Date(now.getTime() + snoozeDays * DAY_MS) : null;
      if (!(await deps.recommendations.setStatus(workspaceId, id, status, until, now))) throw notFound('recommendation');
      return until;
    },

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
