// Full recompute of a workspace's visitor and account counts and scores, and of its cap ranks.
// Scores decay with time and depend on intent pages (replace_intent_pages: "scores recompute on
// the next run"), so this runs hourly from the scheduler and as part of `jobs run all`.
import type { ServiceContext } from '../../../../core/context.js';
import { refreshAccounts, refreshCapRanks, refreshVisitors } from '../../identification/scoring/score.repository.js';

const CHUNK = 5_000;

export async function rescoreWorkspace(ctx: Pick<ServiceContext, 'db' | 'clock'>, workspaceId: string): Promise<{ visitors: number; accounts: number }> {
  const { prisma } = ctx.db;
  const now = ctx.clock.now();
  const pages = await prisma.intentPage.findMany({ where: { workspace_id: workspaceId }, select: { pattern: true, score_weight: true } });
  let visitors = 0;
  let accounts = 0;
  for (let cursor: string | undefined; ; ) {
    const ids = (await prisma.visitor.findMany({
      where: { workspace_id: workspaceId, ...(cursor ? { id: { gt: cursor } } : {}) },
      select: { id: true }, orderBy: { id: 'asc' }, take: CHUNK,
    })).map((r) => r.id);
    if (ids.length === 0) break;
    await ctx.db.sql.transaction((tx) => refreshVisitors(tx, ids, pages, now));
    visitors += ids.length;
    cursor = ids[ids.length - 1];
  }
  for (let cursor: string | undefined; ; ) {
    const ids = (await prisma.account.findMany({
      where: { workspace_id: workspaceId, ...(cursor ? { id: { gt: cursor } } : {}) },
      select: { id: true }, orderBy: { id: 'asc' }, take: CHUNK,
    })).map((r) => r.id);
    if (ids.length === 0) break;
    await ctx.db.sql.transaction((tx) => refreshAccounts(tx, ids, pages, now));
    accounts += ids.length;
    cursor = ids[ids.length - 1];
  }
  await refreshCapRanks(ctx.db.sql, workspaceId, new Date(0));
  return { visitors, accounts };
}
