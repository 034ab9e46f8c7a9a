// Page views (spec 2.4): a visitor's journey, common session paths, and the bot-flag gap a count
// over visits must disclose.
import type { PageViewFilter, ViewerFilter, VisitRepository, VisitingAccountsQuery, Window } from './visit.repository.js';

export type { Window, VisitingAccountsQuery } from './visit.repository.js';

export function createVisitService(deps: { visits: VisitRepository }) {
  const { visits } = deps;
  return {
    ofVisitor: (workspaceId: string, visitorId: string, limit: number) => visits.ofVisitor(workspaceId, visitorId, limit),
    journeyPage: (workspaceId: string, visitorId: string, first: number, after: { at: string; id: string } | null) => visits.journeyPage(workspaceId, visitorId, first, after),
    ofAccount: (workspaceId: string, accountId: string, first: number, after: { at: string; id: string } | null) => visits.ofAccount(workspaceId, accountId, first, after),
    paths: (workspaceId: string, w: Window, opts: { through?: string; limit: number }) => visits.paths(workspaceId, w, opts.through?.trim(), opts.limit),
    unflagged: (workspaceId: string, w: Window) => visits.unflagged(workspaceId, w),
    pathsNamed: (workspaceId: string, words: string[], since: string, limit: number) => visits.pathsNamed(workspaceId, words, since, limit),
    visitingAccounts: (workspaceId: string, w: Window, q: VisitingAccountsQuery, cap: number) => visits.visitingAccounts(workspaceId, w, q, cap),
    pageViews: (workspaceId: string, w: Window, opts: { page?: string; limit: number; group?: 'path' | 'channel' | 'source' | 'campaign' } & PageViewFilter) =>
      visits.pageViews(workspaceId, w, opts.page, opts.limit, opts, opts.group),
    sessions: (workspaceId: string, w: Window, page?: string, viewer?: ViewerFilter) => visits.sessions(workspaceId, w, page, viewer),
    viewsPerDay: (workspaceId: string, w: Window, page?: string) => visits.viewsPerDay(workspaceId, w, page),
    funnel: (workspaceId: string, w: Window, steps: string[]) => visits.funnel(workspaceId, w, steps),
    coverage: (workspaceId: string, w: Window | null) => visits.coverage(workspaceId, w),
    firstAt: (workspaceId: string) => visits.firstAt(workspaceId),
  };
}

export type VisitService = ReturnType<typeof createVisitService>;
