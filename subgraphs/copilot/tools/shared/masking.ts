// The copilot's over-cap behaviour (spec 2.3): records stay in the rows but masked, and the
// tool counts them as withheld so the answer can say how many. Access comes from core/plans.
import { MASKED_NAME, type Access } from '../../../../core/plans.js';
import type { Row } from './sql.js';

/** An account row with cap_rank: over the cap, its identity is masked. */
export function maskAccount(row: Row, access: Access): { row: Row; locked: boolean } {
  const { cap_rank, ...rest } = row;
  const locked = Number(cap_rank) > access.cap;
  if (!locked) return { row: { ...rest, is_locked: false }, locked };
  return { row: { ...rest, company_domain: MASKED_NAME, company_name: MASKED_NAME, is_locked: true }, locked };
}

/**
 * A visitor row with account_cap_rank (null when the visitor has no account): contact fields are
 * withheld on the free tier or when the account is over the cap (is_locked, spec 2.2).
 */
export function maskVisitor(row: Row, access: Access): { row: Row; locked: boolean } {
  const { account_cap_rank, ...rest } = row;
  const overCap = account_cap_rank !== null && account_cap_rank !== undefined && Number(account_cap_rank) > access.cap;
  const locked = access.contactFieldsWithheld || overCap;
  if (!locked) return { row: { ...rest, is_locked: false }, locked };
  const masked: Row = { ...rest, is_locked: true, resolved_email: null, resolved_title: null, employer: null };
  masked.resolved_name = rest.resolved_name ? MASKED_NAME : null;
  if (overCap) {
    masked.company_domain = MASKED_NAME;
    masked.company_name = MASKED_NAME;
  }
  return { row: masked, locked };
}

export function maskAll(rows: Row[], access: Access, mask: typeof maskAccount): { rows: Row[]; withheld: number } {
  let withheld = 0;
  const out = rows.map((r) => {
    const m = mask(r, access);
    if (m.locked) withheld++;
    return m.row;
  });
  return { rows: out, withheld };
}

export function withheldCaveat(withheld: number, access: Access, what: string): string {
  if (withheld === 0) return '';
  return access.contactFieldsWithheld
    ? `${withheld} ${what} shown locked: the ${access.effectivePlan} plan withholds contact fields (a locked visitor's missing email does not mean there is none).`
    : `${withheld} ${what} withheld (masked) because they are over the ${access.effectivePlan} plan's monthly cap of ${access.cap} accounts.`;
}
