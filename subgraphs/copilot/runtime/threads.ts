// Threads (spec 2.6): the client picks thread_id, scoped to the workspace. Without one a question is
// one-shot and recorded nowhere. turn_id is stored so a later request can replace that turn:
// replaces_turn_id drops the named turn and everything after it, or all history when not found.
import type { Runtime } from '../../../core/runtime.js';
import { notFound } from '../../../core/errors.js';
import { hasNul } from '../../../core/nul.js';
import type { PlannedCall, PriorTurn } from '../catalogue/types.js';
import type { CopilotResponse } from './response.js';

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

export function createThreadStore(rt: Runtime) {
  const { prisma } = rt.db;
  return {
    /** Get or create the conversation, apply replaces_turn_id, and return its remaining history. */
    async open(
      workspaceId: string,
      threadId: string,
      opts: { createdBy: string; title: string; replacesTurnId: string | null },
    ): Promise<{ conversationId: string; history: PriorTurn[]; replaced: 'turn' | 'all' | null }> {
      const now = rt.clock.now();
      const conv = await prisma.conversation.upsert({
        where: { workspace_id_thread_id: { workspace_id: workspaceId, thread_id: threadId } },
        create: {
          workspace_id: workspaceId,
          thread_id: threadId,
          title: opts.title.slice(0, TITLE_CHARS),
          created_by: opts.createdBy,
          created_at: now,
          updated_at: now,
        },
        // a thread deleted through the copilot comes back as a fresh conversation when reused
        update: {},
        select: { id: true, deleted_at: true },
      });
      if (conv.deleted_at) {
        await prisma.$transaction([
          prisma.turn.deleteMany({ where: { conversation_id: conv.id } }),
          prisma.conversation.update({
            where: { id: conv.id },
            data: { deleted_at: null, title: opts.title.slice(0, TITLE_CHARS), created_by: opts.createdBy, created_at: now, updated_at: now },
          }),
        ]);
      }
      let replaced: 'turn' | 'all' | null = null;
      if (opts.replacesTurnId) {
        const target = await prisma.turn.findFirst({
          where: { conversation_id: conv.id, turn_id: opts.replacesTurnId },
          orderBy: { seq: 'asc' },
          select: { seq: true },
        });
        await prisma.turn.deleteMany({ where: { conversation_id: conv.id, ...(target ? { seq: { gte: target.seq } } : {}) } });
        replaced = target ? 'turn' : 'all';
      }
      const turns = await prisma.turn.findMany({
        where: { conversation_id: conv.id },
        orderBy: { seq: 'desc' },
        take: HISTORY_TURNS,
        select: { question: true, response: true },
      });
      const history = turns.reverse().map((t): PriorTurn => {
        const r = t.response as unknown as CopilotResponse;
        const calls = (r.plan?.calls ?? []).map((c) => (typeof c === 'string' ? { tool: c, arguments: {} } : c)) as PlannedCall[];
        const kind = r.answer != null ? 'answer' : r.refusal != null ? 'refusal' : r.clarification != null ? 'clarification' : undefined;
        return { question: t.question, answer: r.answer ?? r.refusal ?? r.clarification ?? null, calls, ...(kind ? { kind } : {}) };
      });
      return { conversationId: conv.id, history, replaced };
    },

    /** Appends the turn; seq is taken under the unique (conversation, seq) constraint, retried on a race. */
    async append(conversationId: string, turn: { messageId: string; turnId: string | null; question: string; response: CopilotResponse }) {
      for (let attempt = 0; ; attempt++) {
        try {
          const last = await prisma.turn.findFirst({ where: { conversation_id: conversationId }, orderBy: { seq: 'desc' }, select: { seq: true } });
          await prisma.$transaction([
            prisma.turn.create({
              data: {
                id: turn.messageId,
                conversation_id: conversationId,
                turn_id: turn.turnId,
                seq: (last?.seq ?? 0) + 1,
                question: turn.question,
                response: turn.response as never,
                created_at: rt.clock.now(),
              },
            }),
            prisma.conversation.update({ where: { id: conversationId }, data: { updated_at: rt.clock.now() } }),
          ]);
          return;
        } catch (e) {
          if (attempt >= 3 || (e as { code?: string }).code !== 'P2002') throw e;
        }
      }
    },

    async list(workspaceId: string, opts: { limit: number }): Promise<ThreadSummary[]> {
      const rows = await prisma.conversation.findMany({
        where: { workspace_id: workspaceId, deleted_at: null },
        orderBy: [{ updated_at: 'desc' }, { thread_id: 'asc' }],
        take: opts.limit,
        select: {
          thread_id: true,
          title: true,
          created_by: true,
          created_at: true,
          updated_at: true,
          _count: { select: { turns: true } },
          turns: { orderBy: { seq: 'desc' }, take: 1, select: { question: true } },
        },
      });
      return rows.map((c) => ({
        thread_id: c.thread_id,
        title: c.title,
        created_by: c.created_by,
        created_at: c.created_at.toISOString(),
        updated_at: c.updated_at.toISOString(),
        turn_count: c._count.turns,
        last_question: c.turns[0]?.question ?? null,
      }));
    },

    async get(workspaceId: string, threadId: string): Promise<ThreadSummary & { turns: StoredTurn[] }> {
      if (hasNul(threadId)) throw notFound(`thread "${threadId}"`); // never stored; PostgreSQL would refuse the lookup
      const c = await prisma.conversation.findUnique({
        where: { workspace_id_thread_id: { workspace_id: workspaceId, thread_id: threadId } },
        select: {
          thread_id: true,
          title: true,
          created_by: true,
          created_at: true,
          updated_at: true,
          deleted_at: true,
          turns: { orderBy: { seq: 'asc' }, select: { id: true, turn_id: true, seq: true, question: true, created_at: true, response: true } },
        },
      });
      if (!c || c.deleted_at) throw notFound(`thread "${threadId}"`);
      return {
        thread_id: c.thread_id,
        title: c.title,
        created_by: c.created_by,
        created_at: c.created_at.toISOString(),
        updated_at: c.updated_at.toISOString(),
        turn_count: c.turns.length,
        last_question: c.turns.at(-1)?.question ?? null,
        turns: c.turns.map((t) => ({
          message_id: t.id,
          turn_id: t.turn_id,
          seq: t.seq,
          question: t.question,
          created_at: t.created_at.toISOString(),
          response: t.response as unknown as CopilotResponse,
        })),
      };
    },
  };
}

export type ThreadStore = ReturnType<typeof createThreadStore>;
