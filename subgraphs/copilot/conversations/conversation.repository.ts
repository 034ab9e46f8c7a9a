// The copilot's own records as its tools read and change them: saved conversations, their turns,
// and remembered facts. Plain SQL on Database.sql, every statement scoped by workspace id.
import type { RawSql } from '../../../core/db/index.js';

export interface ConversationRecord {
  id: string;
  thread_id: string;
  title: string | null;
}

export interface FactRecord {
  id: string;
  text: string;
}

export interface ThreadRow {
  id: string;
  thread_id: string;
  title: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface TurnRow {
  id: string;
  turn_id: string | null;
  seq: number;
  question: string;
  created_at: Date;
  response: unknown;
}

const THREAD = 'id, thread_id, title, created_by, created_at, updated_at, deleted_at';

export function createConversationRepository(sql: RawSql) {
  return {
    // ── threads (runtime/threads.ts) ──

    /** The conversation of this thread id, created when new (a deleted one comes back as it was). */
    async upsertThread(workspaceId: string, threadId: string, init: { title: string; createdBy: string; now: Date }): Promise<ThreadRow> {
      const [row] = await sql.query<ThreadRow>(
        `INSERT INTO conversations (id, workspace_id, thread_id, title, created_by, created_at, updated_at)
         VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5::timestamptz, $5::timestamptz)
         ON CONFLICT (workspace_id, thread_id) DO UPDATE SET thread_id = EXCLUDED.thread_id
         RETURNING ${THREAD}`,
        [workspaceId, threadId, init.title, init.createdBy, init.now],
      );
      return row!;
    },

    /** A deleted conversation reused: its turns go, and it starts afresh. */
    revive: (id: string, init: { title: string; createdBy: string; now: Date }) =>
      sql.transaction(async (tx) => {
        await tx.execute('DELETE FROM turns WHERE conversation_id = $1::uuid', [id]);
        await tx.execute(
          `UPDATE conversations SET deleted_at = NULL, title = $2, created_by = $3, created_at = $4::timestamptz, updated_at = $4::timestamptz WHERE id = $1::uuid`,
          [id, init.title, init.createdBy, init.now],
        );
      }),

    async firstSeqOfTurn(conversationId: string, turnId: string): Promise<number | null> {
      const [row] = await sql.query<{ seq: number }>('SELECT seq FROM turns WHERE conversation_id = $1::uuid AND turn_id = $2 ORDER BY seq LIMIT 1', [
        conversationId,
        turnId,
      ]);
      return row?.seq ?? null;
    },

    /** from `fromSeq` on, or every turn when null */
    deleteTurns: (conversationId: string, fromSeq: number | null) =>
      sql.execute(`DELETE FROM turns WHERE conversation_id = $1::uuid${fromSeq === null ? '' : ' AND seq >= $2'}`, fromSeq === null ? [conversationId] : [conversationId, fromSeq]),

    /** the last `limit` turns, newest first */
    lastTurns: (conversationId: string, limit: number) =>
      sql.query<{ question: string; response: unknown }>(
        `SELECT question, response FROM turns WHERE conversation_id = $1::uuid ORDER BY seq DESC LIMIT ${Math.trunc(limit)}`,
        [conversationId],
      ),

    /**
     * Appends a turn at the next seq. The conversation row is updated first, so concurrent appends
     * to one thread queue on its lock and each sees the turns committed before it.
     */
    appendTurn: (conversationId: string, t: { id: string; turnId: string | null; question: string; response: unknown }, now: Date) =>
      sql.transaction(async (tx) => {
        await tx.execute('UPDATE conversations SET updated_at = $2::timestamptz WHERE id = $1::uuid', [conversationId, now]);
        await tx.execute(
          `INSERT INTO turns (id, conversation_id, turn_id, seq, question, response, created_at)
           SELECT $1::uuid, $2::uuid, $3, coalesce(max(seq), 0) + 1, $4, $5::jsonb, $6::timestamptz FROM turns WHERE conversation_id = $2::uuid`,
          [t.id, conversationId, t.turnId, t.question, JSON.stringify(t.response), now],
        );
      }),

    /** live threads, most recently updated first, with their turn count and last question */
    listThreads: (workspaceId: string, limit: number) =>
      sql.query<ThreadRow & { turn_count: number; last_question: string | null }>(
        `SELECT c.thread_id, c.title, c.created_by, c.created_at, c.updated_at,
           (SELECT count(*)::int FROM turns t WHERE t.conversation_id = c.id) AS turn_count,
           (SELECT t.question FROM turns t WHERE t.conversation_id = c.id ORDER BY t.seq DESC LIMIT 1) AS last_question
         FROM conversations c WHERE c.workspace_id = $1::uuid AND c.deleted_at IS NULL ORDER BY c.updated_at DESC, c.thread_id LIMIT ${Math.trunc(limit)}`,
        [workspaceId],
      ),

    async thread(workspaceId: string, threadId: string): Promise<ThreadRow | null> {
      const [row] = await sql.query<ThreadRow>(`SELECT ${THREAD} FROM conversations WHERE workspace_id = $1::uuid AND thread_id = $2`, [workspaceId, threadId]);
      return row ?? null;
    },

    turnsOf: (conversationId: string) =>
      sql.query<TurnRow>('SELECT id, turn_id, seq, question, created_at, response FROM turns WHERE conversation_id = $1::uuid ORDER BY seq', [conversationId]),

    // ── what the tools list and change ──

    list: (workspaceId: string, limit: number) =>
      sql.query<Record<string, unknown>>(
        `SELECT c.thread_id, c.title, c.updated_at, (SELECT count(*)::int FROM turns WHERE conversation_id = c.id) AS turns
         FROM conversations c WHERE c.workspace_id = $1::uuid AND c.deleted_at IS NULL ORDER BY c.updated_at DESC, c.thread_id LIMIT ${Math.trunc(limit)}`,
        [workspaceId],
      ),

    /** live conversations, most recently updated first (for selecting one by title or thread id) */
    records: (workspaceId: string) =>
      sql.query<ConversationRecord>(
        `SELECT id, thread_id, title FROM conversations WHERE workspace_id = $1::uuid AND deleted_at IS NULL ORDER BY updated_at DESC`,
        [workspaceId],
      ),

    turns: (workspaceId: string, conversationId: string) =>
      sql.query<Record<string, unknown>>(
        `SELECT t.seq, t.question, t.response->>'answer' AS answer, t.response->>'refusal' AS refusal, t.created_at FROM turns t
         JOIN conversations c ON c.id = t.conversation_id WHERE c.workspace_id = $1::uuid AND t.conversation_id = $2::uuid ORDER BY t.seq`,
        [workspaceId, conversationId],
      ),

    rename: (workspaceId: string, id: string, title: string, now: Date) =>
      sql.execute(`UPDATE conversations SET title = $3, updated_at = $4::timestamptz WHERE workspace_id = $1::uuid AND id = $2::uuid`, [
        workspaceId,
        id,
        title,
        now,
      ]),

    softDelete: (workspaceId: string, id: string, now: Date) =>
      sql.execute(`UPDATE conversations SET deleted_at = $3::timestamptz WHERE workspace_id = $1::uuid AND id = $2::uuid`, [workspaceId, id, now]),

    facts: (workspaceId: string) =>
      sql.query<Record<string, unknown>>(
        `SELECT text, source, created_at FROM remembered_facts WHERE workspace_id = $1::uuid AND deleted_at IS NULL ORDER BY created_at`,
        [workspaceId],
      ),

    factRecords: (workspaceId: string) =>
      sql.query<FactRecord>(`SELECT id, text FROM remembered_facts WHERE workspace_id = $1::uuid AND deleted_at IS NULL ORDER BY created_at`, [workspaceId]),

    /** newest first, for the planner */
    async recentFactTexts(workspaceId: string, limit: number): Promise<string[]> {
      const rows = await sql.query<{ text: string }>(
        `SELECT text FROM remembered_facts WHERE workspace_id = $1::uuid AND deleted_at IS NULL ORDER BY created_at DESC, id LIMIT ${Math.trunc(limit)}`,
        [workspaceId],
      );
      return rows.map((r) => r.text);
    },

    addFacts: (workspaceId: string, texts: string[], source: string, now: Date) =>
      sql.execute(
        `INSERT INTO remembered_facts (id, workspace_id, text, source, created_at)
         SELECT gen_random_uuid(), $1::uuid, t, $3, $4::timestamptz FROM unnest($2::text[]) AS t`,
        [workspaceId, texts, source, now],
      ),

    forgetFacts: (workspaceId: string, ids: string[], now: Date) =>
      sql.execute(`UPDATE remembered_facts SET deleted_at = $3::timestamptz WHERE workspace_id = $1::uuid AND id = ANY($2::uuid[])`, [
        workspaceId,
        ids,
        now,
      ]),

    forgetFact: (workspaceId: string, id: string, now: Date) =>
      sql.execute(`UPDATE remembered_facts SET deleted_at = $3::timestamptz WHERE workspace_id = $1::uuid AND id = $2::uuid`, [workspaceId, id, now]),
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
