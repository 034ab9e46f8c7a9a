// Intent pages: the path patterns that count towards intent scores. Plain SQL on Database.sql.
import type { RawSql } from '../../../core/db/index.js';

export interface IntentPage {
  pattern: string;
  label: string | null;
  score_weight: number;
}

export function createIntentPageRepository(sql: RawSql) {
  return {
    list: (workspaceId: string): Promise<IntentPage[]> =>
      sql.query<IntentPage>(
        'SELECT pattern, label, score_weight FROM intent_pages WHERE workspace_id = $1::uuid ORDER BY score_weight DESC, pattern',
        [workspaceId],
      ),

    /** Replaces the whole set in one transaction. */
    async replace(workspaceId: string, pages: IntentPage[]): Promise<void> {
      await sql.transaction(async (tx) => {
        await tx.execute('DELETE FROM intent_pages WHERE workspace_id = $1::uuid', [workspaceId]);
        for (const p of pages)
          await tx.execute(
            'INSERT INTO intent_pages (id, workspace_id, pattern, label, score_weight) VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4)',
            [workspaceId, p.pattern, p.label, p.score_weight],
          );
      });
    },
  };
}

export type IntentPageRepository = ReturnType<typeof createIntentPageRepository>;
