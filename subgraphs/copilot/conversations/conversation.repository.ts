// The copilot's own records as its tools read and change them: saved conversations, their turns,
// and remembered facts. Plain SQL on Database.sql, every statement scoped by workspace id.
import type { SqlClient } from '../../../core/db/index.js';

export interface ConversationRecord {
  id: string;
  thread_id: string;
  title: string | null;
}

export interface FactRecord {
  id: string;
  text: string;
}

export function createConversationRepository(sql: SqlClient) {
  return {
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
