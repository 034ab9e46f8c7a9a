// Used approvals (spec 4.4, single use) as runtime/usedApprovals.ts records them: the primary key on
// the signature's hash decides which of two concurrent uses wins. Plain SQL on Database.sql.
import type { RawSql } from '../../../core/db/index.js';

export function createUsedApprovalRepository(sql: RawSql) {
  return {
    /** rows whose approval expired before `before` (uses the expires_at index) */
    pruneExpired: (before: Date) => sql.execute('DELETE FROM used_approvals WHERE expires_at < $1::timestamptz', [before]),

    /** true when this use inserted the row, false when the hash was already there */
    async insert(r: { hash: string; workspaceId: string; usedAt: Date; expiresAt: Date }): Promise<boolean> {
      const n = await sql.execute(
        `INSERT INTO used_approvals (signature_hash, workspace_id, used_at, expires_at)
         VALUES ($1, $2::uuid, $3::timestamptz, $4::timestamptz) ON CONFLICT (signature_hash) DO NOTHING`,
        [r.hash, r.workspaceId, r.usedAt, r.expiresAt],
      );
      return n === 1;
    },

    async usedAt(hash: string): Promise<Date | null> {
      const [row] = await sql.query<{ used_at: Date }>('SELECT used_at FROM used_approvals WHERE signature_hash = $1', [hash]);
      return row?.used_at ?? null;
    },
  };
}
