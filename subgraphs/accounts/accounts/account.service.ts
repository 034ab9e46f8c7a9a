// Accounts as each surface may see them (spec 2.3): HIDE drops over-cap accounts and caps `total`
// (public API); MASK keeps them with identity masked (dashboard). Accessibility is core/plans'.
import { isAccountAccessible, MASKED_NAME, type Access } from '../../../core/plans.js';
import { isUuid } from '../../../core/ids.js';
import type { AccessReader } from '../shared/access.js';
import type { AccountsQueryInput } from '../shared/bounds.js';
import { OverCap } from '../shared/enums.js';
import type { AccountRepository, AccountRow } from './account.repository.js';
import type { Account, AccountPage } from './account.type.js';

export function presentAccount(row: AccountRow, access: Access): Account {
  const { cap_rank: _rank, ...fields } = row;
  const locked = !isAccountAccessible(row, access);
  const account = { ...fields, is_locked: locked } as Account;
  if (locked) {
    account.company_domain = MASKED_NAME;
    account.company_name = MASKED_NAME;
  }
  return account;
}

export function createAccountService(deps: { accounts: AccountRepository; access: AccessReader }) {
  return {
    async list(workspaceId: string, q: AccountsQueryInput, mode: OverCap): Promise<AccountPage> {
      const access = await deps.access.access(workspaceId);
      const { rows, total } = await deps.accounts.page(
        { workspaceId, cap: mode === OverCap.HIDE ? access.cap : null, classification: q.classification },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { accounts: rows.map((r) => presentAccount(r, access)), total, page: q.page, page_size: q.page_size };
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
