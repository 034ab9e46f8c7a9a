// Saved conversations and remembered facts, as the copilot's tools list and change them (the run
// itself records turns through runtime/threads.ts and facts through runtime/facts.ts).
import type { Clock } from '../../../core/clock.js';
import { notFound } from '../../../core/errors.js';
import type { ConversationRepository } from './conversation.repository.js';

export type { ConversationRecord, FactRecord } from './conversation.repository.js';

export function createConversationService(deps: { conversations: ConversationRepository; clock: Clock }) {
  const { conversations: repo, clock } = deps;
  return {
    list: (workspaceId: string, limit: number) => repo.list(workspaceId, limit),
    records: (workspaceId: string) => repo.records(workspaceId),
    turns: (workspaceId: string, conversationId: string) => repo.turns(workspaceId, conversationId),
    async rename(workspaceId: string, id: string, title: string): Promise<void> {
      if (!(await repo.rename(workspaceId, id, title.trim(), clock.now()))) throw notFound('conversation');
    },
    /** soft delete: not restorable through any surface */
    async delete(workspaceId: string, id: string): Promise<void> {
      if (!(await repo.softDelete(workspaceId, id, clock.now()))) throw notFound('conversation');
    },
    facts: (workspaceId: string) => repo.facts(workspaceId),
    factRecords: (workspaceId: string) => repo.factRecords(workspaceId),
    async forgetFact(workspaceId: string, id: string): Promise<void> {
      if (!(await repo.forgetFact(workspaceId, id, clock.now()))) throw notFound('remembered fact');
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
