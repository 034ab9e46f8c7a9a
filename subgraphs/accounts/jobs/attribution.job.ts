// Nightly attribution rollup (spec 2.4), never computed by the API: attribution_daily rows per
// workspace, UTC day, channel, source and campaign, stamped with computed_at.
//
// Definitions (documented for the read API and the copilot):
//  - session: a visitor's consecutive non-bot page views with no gap longer than 30 minutes
//    (bot-flag null rows count, spec 1 rule 4); its day is the UTC day it started.
//  - campaign context: at least one view in the session carried a utm_* parameter. Only these
//    sessions are rolled up, so shares are of attributed sessions, not of all traffic. A session
//    is credited to its first campaign-bearing view (channel from utm_medium/utm_source, source
//    = utm_source, campaign = utm_campaign; '' when absent).
//  - sessions: count; visitors: distinct visitors within the row; identified: those of them
//    resolved to an account.
// The trailing ATTRIBUTION_DAYS are recomputed on every run (delete + insert in one transaction).
import type { ServiceContext } from '../../../core/context.js';
import { createAttributionRollupRepository } from '../attribution/attributionRollup.repository.js';
import { DAY_MS } from '../shared/time.js';

export { SESSION_GAP_MINUTES } from '../attribution/attributionRollup.repository.js';
export const ATTRIBUTION_DAYS = 366; // the API serves up to 365 trailing days ending today

export async function runAttribution(ctx: Pick<ServiceContext, 'db' | 'clock'>, workspaceId: string): Promise<{ rows: number; computed_at: string }> {
  const now = ctx.clock.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (ATTRIBUTION_DAYS - 1) * DAY_MS);
  const rows = await ctx.db.sql.transaction(async (tx) => {
    const rollup = createAttributionRollupRepository(tx);
    await rollup.clearFrom(workspaceId, start);
    return rollup.rollUp(workspaceId, start, now);
  });
  return { rows, computed_at: now.toISOString() };
}
