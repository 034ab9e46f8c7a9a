// The copilot's over-cap behaviour (spec 2.3): records stay in the rows but masked, and the
// tool counts them as withheld so the answer can say how many. The rule itself (which rows are
// locked, what is masked) is core/plans.ts's; this file only counts and words it.
import { maskAccountRow, maskVisitorRow, type Access } from '../../../../core/plans.js';
import type { Row } from './rows.js';

/** The accessibility rule's row masking lives in core/plans.ts; these names keep the tools short. */
export const maskAccount = maskAccountRow;
export const maskVisitor = maskVisitorRow;

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
