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
import { accessFor, accessibleAccountWhere, accessibleSql, type PlanName } from '../../../core/plans.js';
import { PERSONAL_DOMAIN } from '../identification/email/mailbox.js';
import { DAY_MS } from '../shared/time.js';

export const HIGH_INTENT = 60;
export const MAX_HIGH_INTENT_ITEMS = 10;
export const COMPETITOR_LOOKBACK_DAYS = 14;
export const PRICING_PATH = '%pricing%';

export interface Derived {
  kind: string;
  subject: string;
  title: string;
  detail: Record<string, unknown>;
}

export async function deriveRecommendations(ctx: Pick<ServiceContext, 'db' | 'clock'>, workspaceId: string): Promise<Derived[]> {
  const { prisma } = ctx.db;
  const now = ctx.clock.now();
  const ws = await prisma.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { plan: true, trial_ends_at: true } });
  const access = accessFor({ plan: ws.plan as PlanName, trial_ends_at: ws.trial_ends_at }, ctx.clock);
  const out: Derived[] = [];

  const hot = await prisma.account.findMany({
    where: {
      workspace_id: workspaceId,
      classification: 'lead',
      intent_score: { gte: HIGH_INTENT },
      contacted_at: null,
      company_domain: { not: PERSONAL_DOMAIN },
      ...accessibleAccountWhere(access),
      visitors: { none: { contacted_at: { not: null } } },
    },
    orderBy: [{ intent_score: 'desc' }, { company_domain: 'asc' }],
    take: MAX_HIGH_INTENT_ITEMS,
    select: { company_domain: true, company_name: true, intent_score: true, visitor_count: true, last_seen_at: true },
  });
  for (const a of hot)
    out.push({
      kind: 'high_intent_uncontacted',
      subject: a.company_domain,
      title: `${a.company_name ?? a.company_domain} shows high intent (${a.intent_score}) and nobody has contacted them`,
      detail: { intent_score: a.intent_score, visitor_count: a.visitor_count, last_seen_at: a.last_seen_at.toISOString() },
    });

  const since = new Date(now.getTime() - COMPETITOR_LOOKBACK_DAYS * DAY_MS);
  const competitors = await prisma.$queryRawUnsafe<Array<{ company_domain: string; views: number; last_at: Date }>>(
    `SELECT a.company_domain, count(*)::int AS views, max(v.occurred_at) AS last_at
     FROM accounts a JOIN visitors vi ON vi.account_id = a.id JOIN visits v ON v.visitor_id = vi.id
     WHERE a.workspace_id = $1::uuid AND a.classification = 'competitor' AND ${accessibleSql('a.cap_rank', '$4')}
       AND v.is_bot IS NOT TRUE AND v.occurred_at >= $2 AND v.path ILIKE $3
     GROUP BY a.company_domain ORDER BY a.company_domain`,
    workspaceId, since, PRICING_PATH, access.cap,
  );
  for (const c of competitors)
    out.push({
      kind: 'competitor_on_pricing',
      subject: c.company_domain,
      title: `Competitor ${c.company_domain} viewed your pricing ${c.views} time${c.views === 1 ? '' : 's'} in the last ${COMPETITOR_LOOKBACK_DAYS} days`,
      detail: { views: c.views, last_viewed_at: c.last_at.toISOString() },
    });

  // contacts a paused rule would push: visitors with an email, at or above its min_intent, in its
  // classification if set, on an accessible account, contact fields not withheld, not yet contacted
  const rules = await prisma.syncRule.findMany({ where: { workspace_id: workspaceId, state: 'paused' }, select: { name: true, min_intent: true, classification: true } });
  const byName = new Map<string, number>();
  for (const r of rules) {
    const n = access.contactFieldsWithheld
      ? 0
      : await prisma.visitor.count({
          where: {
            workspace_id: workspaceId,
            email: { not: null },
            contacted_at: null,
            intent_score: { gte: r.min_intent },
            account: { ...accessibleAccountWhere(access), ...(r.classification ? { classification: r.classification } : {}) },
          },
        });
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

  const unflagged = await prisma.visit.aggregate({
    where: { workspace_id: workspaceId, is_bot: null },
    _count: { _all: true },
    _min: { occurred_at: true },
    _max: { occurred_at: true },
  });
  if (unflagged._count._all > 0)
    out.push({
      kind: 'unflagged_bot_rows',
      subject: 'visits without a bot flag',
      title: `${unflagged._count._all} visits recorded before bot filtering have no bot flag; counts that include them may be inflated`,
      detail: {
        visits: unflagged._count._all,
        oldest: unflagged._min.occurred_at?.toISOString() ?? null,
        newest: unflagged._max.occurred_at?.toISOString() ?? null,
      },
    });

  if ((await prisma.intentPage.count({ where: { workspace_id: workspaceId } })) === 0)
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
  const { prisma } = ctx.db;
  const derived = await deriveRecommendations(ctx, workspaceId);
  return prisma.$transaction(async (tx) => {
    const existing = await tx.recommendation.findMany({ where: { workspace_id: workspaceId }, select: { id: true, kind: true, subject: true, status: true } });
    const key = (k: string, s: string) => `${k}\u0000${s}`;
    const have = new Map(existing.map((e) => [key(e.kind, e.subject), e]));
    let created = 0;
    for (const d of derived) {
      if (!have.has(key(d.kind, d.subject))) created++;
      // the update sets only what the data says; status and snoozed_until stay the user's
      await tx.recommendation.upsert({
        where: { workspace_id_kind_subject: { workspace_id: workspaceId, kind: d.kind, subject: d.subject } },
        create: { workspace_id: workspaceId, kind: d.kind, subject: d.subject, title: d.title, detail: d.detail as object },
        update: { title: d.title, detail: d.detail as object },
      });
    }
    const wanted = new Set(derived.map((d) => key(d.kind, d.subject)));
    const stale = existing.filter((e) => e.status === 'new' && !wanted.has(key(e.kind, e.subject))).map((e) => e.id);
    if (stale.length) await tx.recommendation.deleteMany({ where: { id: { in: stale } } });
    return { derived: derived.length, created, removed: stale.length };
  }, { timeout: 60_000 });
}
