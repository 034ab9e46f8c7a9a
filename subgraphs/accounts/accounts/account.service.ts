// Accounts as each surface may see them (spec 2.3): HIDE drops over-cap accounts and caps `total`
// (public API); MASK keeps them with identity masked (dashboard). Accessibility is core/plans'.
import { isAccountAccessible, MASKED_NAME, type Access } from '../../../core/plans.js';
import { isUuid } from '../../../core/ids.js';
import type { AccessReader } from '../shared/access.js';
import type { AccountsQueryInput } from '../shared/bounds.js';
import { OverCap } from '../shared/enums.js';
import type { AccountRepository, AccountRow, AccountSearch } from './account.repository.js';
import { CLASSIFICATIONS, type ClassificationValue } from '../shared/bounds.js';
import { systemClock, type Clock } from '../../../core/clock.js';
import { AppError, notFound, validation } from '../../../core/errors.js';
import type { Account, AccountPage } from './account.type.js';
import { explainScore, type ScoreFeatures } from '../identification/scoring/intentScore.js';

/** A fresh object literal, not a spread or an in-place edit of the driver's row: node-postgres rows
 *  share one hidden class that any added or removed property forks per row, which made this
 *  ~50x slower per row and every later field read megamorphic (measured on the read path). */
export function presentAccount(row: AccountRow, access: Access): Account {
  const locked = !isAccountAccessible(row, access);
  return {
    id: row.id,
    company_domain: locked ? MASKED_NAME : row.company_domain,
    company_name: locked ? MASKED_NAME : row.company_name,
    intent_score: row.intent_score,
    visitor_count: row.visitor_count,
    visit_count: row.visit_count,
    classification: row.classification as Account['classification'],
    first_seen_at: row.first_seen_at,
    last_seen_at: row.last_seen_at,
    is_locked: locked,
  };
}

export function createAccountService(deps: {
  accounts: AccountRepository;
  access: AccessReader;
  clock?: Clock;
  /** the account's score features now (scoring's own SQL): the score's explanation */
  features?: (workspaceId: string, accountId: string, now: Date) => Promise<ScoreFeatures>;
}) {
  const clock = deps.clock ?? systemClock;
  return {
    /** Ranked by intent with over-cap rows kept (cap_rank included) for callers that mask and count them (the copilot). */
    search: (workspaceId: string, f: AccountSearch, cap: number, limit: number) => deps.accounts.search(workspaceId, f, cap, limit),
    byDomain: (workspaceId: string, domain: string) => deps.accounts.byDomain(workspaceId, domain.trim()),
    /** One account by domain as the dashboard shows it: masked over the cap (spec 2.3), with how its score came about. */
    async detail(workspaceId: string, domain: string) {
      const row = await deps.accounts.byDomain(workspaceId, domain.trim());
      if (!row) throw notFound('account');
      const access = await deps.access.access(workspaceId);
      const account = presentAccount(row as unknown as AccountRow, access);
      const features = deps.features ? await deps.features(workspaceId, String(row.id), clock.now()) : null;
      return {
        ...account,
        firmographics: account.is_locked ? {} : ((row.firmographics as Record<string, unknown> | null) ?? {}),
        contacted_at: (row.contacted_at as Date | null) ?? null,
        score_explanation: features ? explainScore(features) : null,
      };
    },
    accessibleByDomain: (workspaceId: string, domain: string, cap: number) => deps.accounts.accessibleByDomain(workspaceId, domain.trim(), cap),
    /** every account's domain and name, over-cap ones included (a mention may name them; tools mask them) */
    mentioned: (workspaceId: string, terms: string[], limit: number) => deps.accounts.mentioned(workspaceId, terms, limit),
    accessibleDomains: (workspaceId: string, cap: number, limit: number) => deps.accounts.accessibleDomains(workspaceId, cap, limit),
    /** The dashboard's classify: by id, refused for an over-cap account (it is masked there). */
    async classifyAccessible(workspaceId: string, id: string, classification: ClassificationValue): Promise<Account> {
      if (!(CLASSIFICATIONS as readonly string[]).includes(classification))
        throw validation(`classification must be one of ${CLASSIFICATIONS.join(', ')}`, { field: 'classification' });
      const current = await this.get(workspaceId, id);
      if (!current) throw notFound('account');
      if (current.is_locked)
        throw new AppError('PLAN_LIMIT_REACHED', "this account is beyond the plan's monthly account cap; upgrade to act on it", { code: 'account_locked' });
      await this.classify(workspaceId, id, classification);
      return (await this.get(workspaceId, id))!;
    },

    async classify(workspaceId: string, id: string, classification: ClassificationValue) {
      const row = await deps.accounts.classify(workspaceId, id, classification, clock.now());
      if (!row) throw notFound('account');
      return row;
    },

    async list(workspaceId: string, q: AccountsQueryInput, mode: OverCap): Promise<AccountPage> {
      const access = await deps.access.access(workspaceId);
      const { rows, total } = await deps.accounts.page(
        { workspaceId, cap: mode === OverCap.HIDE ? access.cap : null, classification: q.classification },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { accounts: rows.map((r) => presentAccount(r, access)), total, page: q.page, page_size: q.page_size };
    },

    /** The ranked list as the dashboard shows it (over-cap rows masked), a keyset page after `after`: `first` + 1 rows. */
    async keyset(workspaceId: string, q: { classification?: ClassificationValue }, first: number, after: { score: number; id: string } | null) {
      const access = await deps.access.access(workspaceId);
      const { rows, total } = await deps.accounts.keyset({ workspaceId, cap: null, classification: q.classification }, first, after);
      return { rows: rows.map((r) => presentAccount(r, access)), total };
    },

    /** One account by domain as the dashboard shows it (masked over the cap), or null. */
    async presentedByDomain(workspaceId: string, domain: string): Promise<Account | null> {
      const row = await deps.accounts.byDomain(workspaceId, domain.trim());
      return row ? presentAccount(row as unknown as AccountRow, await deps.access.access(workspaceId)) : null;
    },

    /** One account of the caller's workspace (entity reference); another workspace's is null. */
    async get(workspaceId: string, id: string): Promise<Account | null> {
      if (!isUuid(id)) return null;
      const row = await deps.accounts.byId(workspaceId, id);
      return row ? presentAccount(row, await deps.access.access(workspaceId)) : null;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
