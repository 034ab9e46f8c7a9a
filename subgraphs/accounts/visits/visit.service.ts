// Page views (spec 2.4): a visitor's journey, common session paths, and the bot-flag gap a count
// over visits must disclose.
import type { VisitRepository, Window } from './visit.repository.js';

export type { Window } from './visit.repository.js';

export function createVisitService(deps: { visits: VisitRepository }) {
  const { visits } = deps;
  return {
    ofVisitor: (workspaceId: string, visitorId: string, limit: number) => visits.ofVisitor(workspaceId, visitorId, limit),
    paths: (workspaceId: string, w: Window, opts: { through?: string; limit: number }) => visits.paths(workspaceId, w, opts.through?.trim(), opts.limit),
    unflagged: (workspaceId: string, w: Window) => visits.unflagged(workspaceId, w),
    firstAt: (workspaceId: string) => visits.firstAt(workspaceId),
  };
}

export type VisitService = ReturnType<typeof createVisitService>;
