// The statements the pg-boss scheduler runs itself: session advisory locks that mark a run's worker
// as alive (they live on one dedicated connection and die with the process), and the read of
// pg-boss's own job table that finds active runs past their grace period. A session connection,
// not the pool: advisory locks belong to the connection that took them.
import type pg from 'pg';

type Session = Pick<pg.Client, 'query'>;

export function createJobLocksRepository(session: Session, schema: string) {
  return {
    /** waits for the lock (a run holds it while it works) */
    lock: async (key: string): Promise<void> => {
      await session.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    },
    /** true when nobody holds the lock (and this session now does) */
    tryLock: async (key: string): Promise<boolean> => {
      const { rows } = await session.query<{ free: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS free', [key]);
      return rows[0]?.free === true;
    },
    unlock: async (key: string): Promise<void> => {
      await session.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    },
    /** active runs of these queues started more than `graceSeconds` ago */
    activeRuns: async (names: string[], graceSeconds: number): Promise<{ id: string; name: string }[]> => {
      const { rows } = await session.query<{ id: string; name: string }>(
        `SELECT id, name FROM ${schema}.job WHERE state = 'active' AND name = ANY($1) AND started_on < now() - make_interval(secs => $2)`,
        [names, graceSeconds],
      );
      return rows;
    },
  };
}
