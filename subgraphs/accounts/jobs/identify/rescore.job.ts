// Full recompute of a workspace's visitor and account counts and scores, and of its cap ranks.
// Scores decay with time and depend on intent pages (replace_intent_pages: "scores recompute on
// the next run"), so this runs hourly from the scheduler and as part of `jobs run all`.
import type { ServiceContext } from '../../../../core/context.js';
import type { RawSql, SqlClient } from '../../../../core/db/index.js';
import { idsAfter, intentPagesFor, refreshAccounts, refreshCapRanks, refreshVisitors } from '../../identification/scoring/score.repository.js';
import { createReadCountsRepository } from '../../readCounts/readCounts.repository.js';

const CHUNK = 5_000;

export async function rescoreWorkspace(ctx: Pick<ServiceContext, 'db' | 'clock'>, workspaceId: string): Promise<{ visitors: number; accounts: number }> {
  const { sql } = ctx.db;
  const now = ctx.clock.now();
  const pages = (await intentPagesFor(sql, [workspaceId])).get(workspaceId) ?? [];
  const visitors = await inChunks(sql, 'visitors', workspaceId, (tx, ids) => refreshVisitors(tx, ids, pages, now));
  const accounts = await inChunks(sql, 'accounts', workspaceId, (tx, ids) => refreshAccounts(tx, ids, pages, now));
  await refreshCapRanks(sql, workspaceId, new Date(0));
  await createReadCountsRepository(sql).fold(workspaceId);
  return { visitors, accounts };
}

/** Walks the workspace's rows in id order, one transaction per chunk; how many there were. */
async function inChunks(
  sql: RawSql,
  table: 'visitors' | 'accounts',
  workspaceId: string,
  refresh: (tx: SqlClient, ids: string[]) => Promise<unknown>,
): Promise<number> {
  let n = 0;
  for (let cursor: string | null = null; ; ) {
    const ids = await idsAfter(sql, table, workspaceId, cursor, CHUNK);
    if (ids.length === 0) return n;
    await sql.transaction((tx) => refresh(tx, ids));
    n += ids.length;
    cursor = ids[ids.length - 1]!;
  }
}
