// Threads (spec 2.6): the client picks thread_id, scoped to the workspace. Without one a question is
// one-shot and recorded nowhere. turn_id is stored so a later request can replace that turn:
// replaces_turn_id drops the named turn and everything after it, or all history when not found.
// Stored through the copilot's conversation repository (plain SQL on Database.sql).
import type { Runtime } from '../../../core/runtime.js';
import { notFound } from '../../../core/errors.js';
import { hasNul } from '../../../core/nul.js';
import type { PlannedCall, PriorTurn } from '../catalogue/types.js';
import type { CopilotResponse } from './response.js';
import { createConversationRepository } from '../conversations/conversation.repository.js';

const TITLE_CHARS = 80;
export const HISTORY_TURNS = 20; // turns handed to the planner; older ones stay stored but unread

export interface ThreadSummary {
  thread_id: string;
  title: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  turn_count: number;
  last_question: string | null;
}

export interface StoredTurn {
  message_id: string;
  turn_id: string | null;
  seq: number;
  question: string;
  created_at: string;
  response: CopilotResponse;
}

const UNIQUE_VIOLATION = '23505';
const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export function createThreadStore(rt: Runtime) {
  const threads = createConversationRepository(rt.db.sql);
  return {
    /** Get or create the conversation, apply replaces_turn_id, and return its remaining history. */
    async open(
      workspaceId: string,
      threadId: string,
      opts: { createdBy: string; title: string; replacesTurnId: string | null },
    ): Promise<{ conversationId: string; history: PriorTurn[]; replaced: 'turn' | 'all' | null }> {
      const init = { title: opts.title.slice(0, TITLE_CHARS), createdBy: opts.createdBy, now: rt.clock.now() };
      const conv = await threads.upsertThread(workspaceId, threadId, init);
      // a thread deleted through the copilot comes back as a fresh conversation when reused
      if (conv.deleted_at) await threads.revive(conv.id, init);
      let replaced: 'turn' | 'all' | null = null;
      if (opts.replacesTurnId) {
        const seq = await threads.firstSeqOfTurn(conv.id, opts.replacesTurnId);
        await threads.deleteTurns(conv.id, seq);
        replaced = seq !== null ? 'turn' : 'all';
      }
      const turns = await threads.lastTurns(conv.id, HISTORY_TURNS);
      const history = turns.reverse().map((t): PriorTurn => {
        const r = t.response as CopilotResponse;
        const calls = (r.plan?.calls ?? []).map((c) => (typeof c === 'string' ? { tool: c, arguments: {} } : c)) as PlannedCall[];
        const kind = r.answer != null ? 'answer' : r.refusal != null ? 'refusal' : r.clarification != null ? 'clarification' : undefined;
        return { question: t.question, answer: r.answer ?? r.refusal ?? r.clarification ?? null, calls, ...(kind ? { kind } : {}) };
      });
      return { conversationId: conv.id, history, replaced };
    },

    /** Appends the turn; appends to one thread queue on its row, and a duplicate seq is retried all the same. */
    async append(conversationId: string, turn: { messageId: string; turnId: string | null; question: string; response: CopilotResponse }) {
      for (let attempt = 0; ; attempt++) {
        try {
          await threads.appendTurn(conversationId, { id: turn.messageId, turnId: turn.turnId, question: turn.question, response: turn.response }, rt.clock.now());
          return;
        } catch (e) {
          if (attempt >= 3 || (e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
        }
      }
    },

    async list(workspaceId: string, opts: { limit: number }): Promise<ThreadSummary[]> {
      const rows = await threads.listThreads(workspaceId, opts.limit);
      return rows.map((c) => ({
        thread_id: c.thread_id,
        title: c.title,
        created_by: c.created_by,
        created_at: iso(c.created_at),
        updated_at: iso(c.updated_at),
        turn_count: c.turn_count,
        last_question: c.last_question,
      }));
    },

    async get(workspaceId: string, threadId: string): Promise<ThreadSummary & { turns: StoredTurn[] }> {
      if (hasNul(threadId)) throw notFound(`thread "${threadId}"`); // never stored; PostgreSQL would refuse the lookup
      const c = await threads.thread(workspaceId, threadId);
      if (!c || c.deleted_at) throw notFound(`thread "${threadId}"`);
      const turns = await threads.turnsOf(c.id);
      return {
        thread_id: c.thread_id,
        title: c.title,
        created_by: c.created_by,
        created_at: iso(c.created_at),
        updated_at: iso(c.updated_at),
        turn_count: turns.length,
        last_question: turns.at(-1)?.question ?? null,
        turns: turns.map((t) => ({
          message_id: t.id,
          turn_id: t.turn_id,
          seq: t.seq,
          question: t.question,
          created_at: iso(t.created_at),
          response: t.response as CopilotResponse,
        })),
      };
    },
  };
}

export type ThreadStore = ReturnType<typeof createThreadStore>;
