// Saved conversations and remembered facts, as the copilot's tools list and change them (the run
// itself records turns through runtime/threads.ts and facts through runtime/facts.ts).
import type { Clock } from '../../../core/clock.js';
import { notFound, validation } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import type { ConversationRepository } from './conversation.repository.js';

export type { ConversationRecord, FactRecord } from './conversation.repository.js';

export const TITLE = { min: 1, max: 200 } as const;

export function createConversationService(deps: { conversations: ConversationRepository; clock: Clock }) {
  const { conversations: repo, clock } = deps;
  return {
    list: (workspaceId: string, limit: number) => repo.list(workspaceId, limit),
    records: (workspaceId: string) => repo.records(workspaceId),
    turns: (workspaceId: string, conversationId: string) => repo.turns(workspaceId, conversationId),
    /** a conversation by the thread id clients know it by (the dashboard's rename and delete) */
    async idOfThread(workspaceId: string, threadId: string): Promise<string> {
      const c = (await repo.records(workspaceId)).find((r) => r.thread_id === threadId);
      if (!c) throw notFound('conversation');
      return c.id;
    },
    async rename(workspaceId: string, id: string, title: string): Promise<void> {
      const t = title.trim();
      if (t.length < TITLE.min || t.length > TITLE.max) throw validation(`title must be ${TITLE.min}-${TITLE.max} characters`, { field: 'title' });
      if (!(await repo.rename(workspaceId, id, title.trim(), clock.now()))) throw notFound('conversation');
    },
    /** soft delete: not restorable through any surface */
    async delete(workspaceId: string, id: string): Promise<void> {
      if (!(await repo.softDelete(workspaceId, id, clock.now()))) throw notFound('conversation');
    },
    facts: (workspaceId: string) => repo.facts(workspaceId),
    factRecords: (workspaceId: string) => repo.factRecords(workspaceId),
    async forgetFact(workspaceId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound('remembered fact'); // the dashboard passes ids it was given
      if (!(await repo.forgetFact(workspaceId, id, clock.now()))) throw notFound('remembered fact');
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
