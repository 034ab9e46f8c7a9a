// job_runs: one row per job run (status, stats, timings), where surfaces read "last computed" from
// and the in-process scheduler reads its last slot back at start-up. Plain SQL on Database.sql.
import type { SqlClient } from '../../../core/db/index.js';

export function createJobRunRepository(sql: SqlClient) {
  return {
    async start(job: string, workspaceId: string | null, at: Date): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO job_runs (id, job, workspace_id, started_at) VALUES (gen_random_uuid(), $1, $2::uuid, $3::timestamptz) RETURNING id::text`,
        [job, workspaceId, at],
      );
      return row!.id;
    },

    succeeded: (id: string, at: Date, stats: object) =>
      sql.execute(`UPDATE job_runs SET status = 'succeeded', finished_at = $2::timestamptz, stats = $3::jsonb WHERE id = $1::uuid`, [
        id,
        at,
        JSON.stringify(stats),
      ]),

    failed: (id: string, at: Date, error: string) =>
      sql.execute(`UPDATE job_runs SET status = 'failed', finished_at = $2::timestamptz, error = $3 WHERE id = $1::uuid`, [id, at, error.slice(0, 2000)]),

    /** when the job last started a run that succeeded (any workspace), or null */
    async lastSucceededAt(job: string): Promise<Date | null> {
      const [row] = await sql.query<{ started_at: Date }>(
        `SELECT started_at FROM job_runs WHERE job = $1 AND status = 'succeeded' ORDER BY started_at DESC LIMIT 1`,
        [job],
      );
      return row?.started_at ?? null;
    },
  };
}

export type JobRunRepository = ReturnType<typeof createJobRunRepository>;
