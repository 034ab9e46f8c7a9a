// Visitors as each surface may see them (spec 2.2, 2.3). Public API (HIDE): only visitors of
// accounts inside the cap; on the free tier contact fields are withheld: is_locked true and the
// identity fields null. Dashboard (MASK): everything listed, locked identities masked.
import { isAccountAccessible, isVisitorLocked, MASKED_NAME, maskVisitorRow, type Access } from '../../../core/plans.js';
import { isUuid } from '../../../core/ids.js';
import type { AccessReader } from '../shared/access.js';
import type { VisitorsQueryInput } from '../shared/bounds.js';
import { OverCap } from '../shared/enums.js';
import { systemClock, type Clock } from '../../../core/clock.js';
import type { VisitorRepository, VisitorRow, VisitorSearch } from './visitor.repository.js';
import type { Visitor, VisitorPage } from './visitor.type.js';

/** A fresh object literal, not a spread or an in-place edit of the driver's row: node-postgres rows
 *  share one hidden class that any added or removed property forks per row, which made this
 *  ~50x slower per row and every later field read megamorphic (measured on the read path). */
export function presentVisitor(row: VisitorRow, access: Access, mode: OverCap): Visitor {
  const locked = isVisitorLocked({ account: row }, access);
  const masked = !isAccountAccessible(row, access);
  return {
    id: row.id,
    company_domain: masked ? MASKED_NAME : row.company_domain,
    company_name: masked ? MASKED_NAME : row.company_name,
    intent_score: row.intent_score,
    classification: row.classification as Visitor['classification'],
    resolved_email: locked ? null : row.resolved_email,
    resolved_name: locked ? (mode === OverCap.MASK ? MASKED_NAME : null) : row.resolved_name,
    resolved_title: locked ? null : row.resolved_title,
    employer: locked ? null : row.employer,
    first_visit_at: row.first_visit_at,
    last_visit_at: row.last_visit_at,
    visit_count: row.visit_count,
    is_locked: locked,
    account_id: row.account_id,
  };
}

export function createVisitorService(deps: { visitors: VisitorRepository; access: AccessReader; clock?: Clock }) {
  const clock = deps.clock ?? systemClock;
  return {
    /** Ranked by intent with every visitor kept (account_cap_rank included) for callers that mask and count (the copilot). */
    search: (workspaceId: string, f: VisitorSearch, limit: number) => deps.visitors.search(workspaceId, f, limit),
    latestByEmail: (workspaceId: string, email: string) => deps.visitors.latestByEmail(workspaceId, email.trim()),
    allByEmail: (workspaceId: string, email: string) => deps.visitors.allByEmail(workspaceId, email.trim()),
    /** Every visitor record with this email, and those the plan lets a user change (a withheld identity is not confirmed, so not changeable by email). */
    async contactable(workspaceId: string, email: string, access: Access) {
      const all = await deps.visitors.allByEmail(workspaceId, email.trim());
      return { all, open: all.filter((r) => !maskVisitorRow(r, access).locked) };
    },
    setContacted: (workspaceId: string, ids: string[], contacted: boolean) => deps.visitors.setContacted(workspaceId, ids, contacted, clock.now()),

    async list(workspaceId: string, q: VisitorsQueryInput, mode: OverCap): Promise<VisitorPage> {
      const access = await deps.access.access(workspaceId);
      const { rows, total } = await deps.visitors.page(
        {
          workspaceId,
          cap: mode === OverCap.HIDE ? access.cap : null,
          classification: q.classification,
          minIntent: q.min_intent,
        },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { visitors: rows.map((r) => presentVisitor(r, access, mode)), total, page: q.page, page_size: q.page_size };
    },

    /** The ranked list as the dashboard shows it (over-cap rows masked), a keyset page after `after`: `first` + 1 rows. */
    async keyset(workspaceId: string, q: { classification?: VisitorsQueryInput['classification']; minIntent?: number }, first: number, after: { score: number; id: string } | null) {
      const access = await deps.access.access(workspaceId);
      const { rows, total } = await deps.visitors.keyset({ workspaceId, cap: null, classification: q.classification, minIntent: q.minIntent }, first, after);
      return { rows: rows.map((r) => presentVisitor(r, access, OverCap.MASK)), total };
    },

    /** An account's people as the dashboard shows them (masked over the cap), highest intent first, keyset-paged. */
    async ofAccount(workspaceId: string, accountId: string, first: number, after: { score: number; id: string } | null) {
      const [rows, access] = await Promise.all([deps.visitors.ofAccount(workspaceId, accountId, first, after), deps.access.access(workspaceId)]);
      return rows.map((r) => presentVisitor(r, access, OverCap.MASK));
    },

    async get(workspaceId: string, id: string): Promise<Visitor | null> {
      if (!isUuid(id)) return null;
      const row = await deps.visitors.byId(workspaceId, id);
      return row ? presentVisitor(row, await deps.access.access(workspaceId), OverCap.MASK) : null;
    },
  };
}

export type VisitorService = ReturnType<typeof createVisitorService>;
