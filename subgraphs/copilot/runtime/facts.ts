// Remembered facts (spec 4.5 recall_facts / forget_fact): short statements about the workspace that
// feed later planning. The planner proposes them (PlanDraft.remember); forgetting soft-deletes.
import type { Runtime } from '../../../core/runtime.js';

export const MAX_FACTS = 50; // handed to the planner, newest first
const MAX_FACT_CHARS = 300;

export function createFactStore(rt: Runtime) {
  const { prisma } = rt.db;
  return {
    async recall(workspaceId: string): Promise<string[]> {
      const rows = await prisma.rememberedFact.findMany({
        where: { workspace_id: workspaceId, deleted_at: null },
        orderBy: [{ created_at: 'desc' }, { id: 'asc' }],
        take: MAX_FACTS,
        select: { text: true },
      });
      return rows.map((r) => r.text);
    },
    /** Stores new facts, skipping ones already remembered (same text ignoring case and spacing). */
    async remember(workspaceId: string, texts: string[], source: string): Promise<number> {
      const existing = new Set((await this.recall(workspaceId)).map(norm));
      const fresh = [...new Set(texts.map((t) => t.trim().slice(0, MAX_FACT_CHARS)).filter((t) => t && !existing.has(norm(t))))];
      if (fresh.length === 0) return 0;
      await prisma.rememberedFact.createMany({
        data: fresh.map((text) => ({ workspace_id: workspaceId, text, source, created_at: rt.clock.now() })),
      });
      return fresh.length;
    },
    /** Soft-deletes facts whose text matches exactly (ignoring case and surrounding whitespace). */
    async forget(workspaceId: string, text: string): Promise<number> {
      const rows = await prisma.rememberedFact.findMany({ where: { workspace_id: workspaceId, deleted_at: null }, select: { id: true, text: true } });
      const ids = rows.filter((r) => norm(r.text) === norm(text)).map((r) => r.id);
      if (ids.length === 0) return 0;
      const res = await prisma.rememberedFact.updateMany({ where: { id: { in: ids } }, data: { deleted_at: rt.clock.now() } });
      return res.count;
    },
  };
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
export type FactStore = ReturnType<typeof createFactStore>;
