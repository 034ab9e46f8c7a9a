// classify_account (spec 3, 4.6): sets an account's classification; reversible. The account is named
// by its domain, matched exactly ignoring case and surrounding whitespace, among the accounts the
// plan lets the workspace see; it is resolved again when the approved call runs.
import { z } from 'zod';
import { defineTool } from './shared/define.js';
import { sqlTrace, type SqlTrace } from './shared/sql.js';
import { changed } from './shared/result.js';
import { NameResolutionRefusal, type ToolContext } from '../catalogue/types.js';
import { accessibleSql } from '../../../core/plans.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;
const LISTED = 20; // how many existing domains a not-found refusal names

async function resolveDomain(t: SqlTrace, ctx: ToolContext, domain: string) {
  const rows = await t.q(
    `SELECT id, company_domain, classification FROM accounts
     WHERE workspace_id = $1::uuid AND lower(company_domain) = lower($2) AND ${accessibleSql('cap_rank', '$3')}`,
    ctx.workspaceId,
    domain.trim(),
    ctx.access.cap,
  );
  if (rows.length === 1) return rows[0]!;
  if (rows.length > 1)
    throw new NameResolutionRefusal(`"${domain.trim()}" is ambiguous: ${rows.length} accounts have that domain.`, 'ambiguous', rows.map((r) => String(r.company_domain)));
  const existing = await t.q(
    `SELECT company_domain FROM accounts WHERE workspace_id = $1::uuid AND ${accessibleSql('cap_rank', '$2')}
     ORDER BY intent_score DESC, company_domain LIMIT ${LISTED}`,
    ctx.workspaceId,
    ctx.access.cap,
  );
  const names = existing.map((r) => String(r.company_domain));
  const list = names.length ? `Accounts that exist include: ${names.join(', ')}.` : 'There are no accounts yet.';
  throw new NameResolutionRefusal(`No account has the domain "${domain.trim()}". ${list}`, 'not_found', names);
}

export const classifyAccount = defineTool({
  name: 'classify_account',
  description: 'Set the classification of one account (lead, customer, competitor or excluded), named by its company domain. Reversible.',
  kind: 'change',
  reversible: true,
  args: z.object({
    domain: z.string().trim().min(1).max(255).describe("the account's company domain, exactly as listed"),
    classification: z.enum(CLASSIFICATIONS).describe('the new classification'),
  }),
  effect: (a) => `Set the classification of the account ${a.domain.trim()} to ${a.classification}.`,
  async precheck(ctx, args) {
    await resolveDomain(sqlTrace(ctx), ctx, args.domain);
  },
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const account = await resolveDomain(t, ctx, args.domain);
    const [row] = await t.q(
      `UPDATE accounts SET classification = $3::"Classification", updated_at = $4::timestamptz
       WHERE workspace_id = $1::uuid AND id = $2::uuid
       RETURNING company_domain, classification`,
      ctx.workspaceId,
      account.id,
      args.classification,
      ctx.now,
    );
    return changed({ ...row, previous_classification: account.classification });
  },
});
