// Remembered facts (spec 4.5 recall_facts / forget_fact): short statements about the workspace that
// feed later planning. The planner proposes them (PlanDraft.remember); forgetting soft-deletes.
// Stored through the copilot's conversation repository (plain SQL on Database.sql).
import type { Runtime } from '../../../core/runtime.js';
import { createConversationRepository } from '../conversations/conversation.repository.js';
import { byNamesVersion } from './namesVersion.js';

export const MAX_FACTS = 50; // handed to the planner, newest first
const MAX_FACT_CHARS = 300;

export function createFactStore(rt: Runtime) {
  const facts = createConversationRepository(rt.db.sql);
  const recent = byNamesVersion((workspaceId) => facts.recentFactTexts(workspaceId, MAX_FACTS));
  return {
    /** newest first; `namesVersion`: the workspace's, read for this question (kept while it stands) */
    recall: async (workspaceId: string, namesVersion?: number): Promise<string[]> => [...(await recent(workspaceId, namesVersion))],
    /** Stores new facts, skipping ones already remembered (same text ignoring case and spacing). */
    async remember(workspaceId: string, texts: string[], source: string): Promise<number> {
      const existing = new Set((await this.recall(workspaceId)).map(norm));
      const fresh = [...new Set(texts.map((t) => t.trim().slice(0, MAX_FACT_CHARS)).filter((t) => t && !existing.has(norm(t))))];
      if (fresh.length === 0) return 0;
      await facts.addFacts(workspaceId, fresh, source, rt.clock.now());
      return fresh.length;
    },
    /** Soft-deletes facts whose text matches exactly (ignoring case and surrounding whitespace). */
    async forget(workspaceId: string, text: string): Promise<number> {
      const ids = (await facts.factRecords(workspaceId)).filter((r) => norm(r.text) === norm(text)).map((r) => r.id);
      if (ids.length === 0) return 0;
      return facts.forgetFacts(workspaceId, ids, rt.clock.now());
    },
  };
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
export type FactStore = ReturnType<typeof createFactStore>;
