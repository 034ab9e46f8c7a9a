// Visitors as each surface may see them (spec 2.2, 2.3). Public API (HIDE): only visitors of
// accounts inside the cap; on the free tier contact fields are withheld: is_locked true and the
// identity fields null. Dashboard (MASK): everything listed, locked identities masked.
import { isAccountAccessible, isVisitorLocked, MASKED_NAME, type Access } from '../../../core/plans.js';
import { isUuid } from '../../../core/ids.js';
import type { AccessReader } from '../shared/access.js';
import type { VisitorsQueryInput } from '../shared/bounds.js';
import { OverCap } from '../shared/enums.js';
import type { VisitorRepository, VisitorRow } from './visitor.repository.js';
import type { Visitor, VisitorPage } from './visitor.type.js';

export function presentVisitor(row: VisitorRow, access: Access, mode: OverCap): Visitor {
  const { cap_rank, ...fields } = row;
  const visitor = { ...fields, is_locked: isVisitorLocked({ account: { cap_rank } }, access) } as Visitor;
  if (visitor.is_locked) {
    visitor.resolved_email = null;
    visitor.resolved_title = null;
    visitor.employer = null;
    visitor.resolved_name = mode === OverCap.MASK ? MASKED_NAME : null;
  }
  if (!isAccountAccessible({ cap_rank }, access)) {
    visitor.company_domain = MASKED_NAME;
    visitor.company_name = MASKED_NAME;
  }
  return visitor;
}

export function createVisitorService(deps: { visitors: VisitorRepository; access: AccessReader }) {
  return {
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

    async get(workspaceId: string, id: string): Promise<Visitor | null> {
      if (!isUuid(id)) return null;
      const row = await deps.visitors.byId(workspaceId, id);
      return row ? presentVisitor(row, await deps.access.access(workspaceId), OverCap.MASK) : null;
    },
  };
}

export type VisitorService = ReturnType<typeof createVisitorService>;
