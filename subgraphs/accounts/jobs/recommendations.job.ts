// Recommendations (spec 2.5, 3): open items derived from the data, each with a subject the user
// can name it by. Upserted by (workspace, kind, subject): a recompute refreshes title and detail
// but never touches status or snoozed_until, so done/dismissed/snoozed survive. Items that no
// longer apply are deleted only while still `new` (nobody acted on them).
//
// Kinds:
//  high_intent_uncontacted  a lead account (inside the cap) at or above HIGH_INTENT, nobody contacted
//  competitor_on_pricing    a competitor account viewed a pricing page in the last 14 days
//  sync_rule_ready          a paused sync rule would send N contacts if activated
//  unflagged_bot_rows       visits from before bot flagging (is_bot null) are counted; counts may be inflated
//  no_intent_pages          no intent pages defined: scores only reflect frequency and recency
import type { ServiceContext } from '../../../core/context.js';
import { accessFor } from '../../../core/plans.js';
import { PERSONAL_DOMAIN } from '../identification/email/mailbox.js';
import { DAY_MS } from '../shared/time.js';
import { createWorkspaceRepository } from '../workspaces/workspace.repository.js';
import { createRecommendationRepository, type DerivedRecommendation } from '../recommendations/recommendation.repository.js';
import { createRecommendationSourcesRepository } from '../recommendations/recommendationSources.repository.js';

export const HIGH_INTENT = 60;
export const MAX_HIGH_INTENT_ITEMS = 10;
export const COMPETITOR_LOOKBACK_DAYS = 14;
export const PRICING_PATH = '%pricing%';

export type Derived = DerivedRecommendation;

export async function deriveRecommendations(ctx: Pick<ServiceContext, 'db' | 'clock'>, workspaceId: string): Promise<Derived[]> {
  const now = ctx.clock.now();
  const sources = createRecommendationSourcesRepository(ctx.db.sql);
  const ws = await createWorkspaceRepository(ctx.db.sql).byId(workspaceId);
  if (!ws) throw new Error(`workspace ${workspaceId} not found`);
  const access = accessFor(ws, ctx.clock);
  const out: Derived[] = [];

  const hot = await sources.hotUncontacted(workspaceId, { minIntent: HIGH_INTENT, excludeDomain: PERSONAL_DOMAIN, cap: access.cap, limit: MAX_HIGH_INTENT_ITEMS });
  for (const a of hot)
    out.push({
      kind: 'high_intent_uncontacted',
      subject: a.company_domain,
      title: `${a.company_name ?? a.company_domain} shows high intent (${a.intent_score}) and nobody has contacted them`,
      detail: { intent_score: a.intent_score, visitor_count: a.visitor_count, last_seen_at: a.last_seen_at.toISOString() },
    });

  const since = new Date(now.getTime() - COMPETITOR_LOOKBACK_DAYS * DAY_MS);
  const competitors = await sources.competitorsOn(workspaceId, { since, pathLike: PRICING_PATH, cap: access.cap });
  for (const c of competitors)
    out.push({
      kind: 'competitor_on_pricing',
      subject: c.company_domain,
      title: `Competitor ${c.company_domain} viewed your pricing ${c.views} time${c.views === 1 ? '' : 's'} in the last ${COMPETITOR_LOOKBACK_DAYS} days`,
      detail: { views: c.views, last_viewed_at: c.last_at.toISOString() },
    });

  // contacts a paused rule would push: visitors with an email, at or above its min_intent, in its
  // classification if set, on an accessible account, contact fields not withheld, not yet contacted
  const rules = await sources.pausedRules(workspaceId);
  const byName = new Map<string, number>();
  for (const r of rules) {
    const n = access.contactFieldsWithheld ? 0 : await sources.ruleContacts(workspaceId, r, access.cap);
    byName.set(r.name, (byName.get(r.name) ?? 0) + n);
  }
  for (const [name, n] of byName)
    if (n > 0)
      out.push({
        kind: 'sync_rule_ready',
        subject: name,
        title: `Sync rule "${name}" is paused; activating it would send ${n} contact${n === 1 ? '' : 's'}`,
        detail: { contacts: n },
      });

  const unflagged = await sources.unflaggedVisits(workspaceId);
  if (unflagged.visits > 0)
    out.push({
      kind: 'unflagged_bot_rows',
      subject: 'visits without a bot flag',
      title: `${unflagged.visits} visits recorded before bot filtering have no bot flag; counts that include them may be inflated`,
      detail: { visits: unflagged.visits, oldest: unflagged.oldest?.toISOString() ?? null, newest: unflagged.newest?.toISOString() ?? null },
    });

  if (!(await sources.hasIntentPages(workspaceId)))
    out.push({
      kind: 'no_intent_pages',
      subject: 'intent pages',
      title: 'No intent pages are defined: intent scores reflect only how often and how recently people visit',
      detail: {},
    });
  return out;
}

export async function runRecommendations(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  workspaceId: string,
): Promise<{ derived: number; created: number; removed: number }> {
  const derived = await deriveRecommendations(ctx, workspaceId);
  const { created, removed } = await createRecommendationRepository(ctx.db.sql).reconcile(workspaceId, derived, ctx.clock.now());
  return { derived: derived.length, created, removed };
}
