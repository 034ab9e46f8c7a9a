// Intent pages (spec 3): listed, and replaced as a whole set (omitted pages go, an omitted weight is 1).
import type { IntentPage, IntentPageRepository } from './intentPage.repository.js';

export type { IntentPage } from './intentPage.repository.js';

export function createIntentPageService(deps: { intentPages: IntentPageRepository }) {
  const { intentPages } = deps;
  return {
    list: (workspaceId: string) => intentPages.list(workspaceId),

    /** Returns the set as stored (patterns trimmed, duplicates collapsed) and the patterns removed. */
    async replace(
      workspaceId: string,
      pages: { pattern: string; label?: string | null; score_weight?: number }[],
    ): Promise<{ pages: IntentPage[]; removed: string[] }> {
      const before = await intentPages.list(workspaceId);
      const unique = [
        ...new Map(pages.map((p) => [p.pattern.trim(), { pattern: p.pattern.trim(), label: p.label ?? null, score_weight: p.score_weight ?? 1 }])).values(),
      ];
      await intentPages.replace(workspaceId, unique);
      const removed = before.map((b) => b.pattern).filter((p) => !unique.some((u) => u.pattern === p)).sort();
      return { pages: unique, removed };
    },
  };
}

export type IntentPageService = ReturnType<typeof createIntentPageService>;
