import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';
import { maskAll, maskVisitor, withheldCaveat } from '../shared/masking.js';
import { windowArg } from '../shared/window.js';

const CLASSIFICATIONS = ['lead', 'customer', 'competitor', 'excluded'] as const;

export const searchVisitors = defineTool({
  name: 'search_visitors',
  description: 'Identified visitors (people) ranked by intent score, filtered by minimum intent, classification, company domain, contacted or not, and last-visit window.',
  kind: 'read',
  reversible: true,
  args: z.object({
    min_intent: z.number().int().min(0).max(100).optional().describe('minimum intent score 0-100'),
    classification: z.enum(CLASSIFICATIONS).optional().describe("the visitor's account classification"),
    domain: z.string().optional().describe("company domain of the visitor's account; 'personal' for consumer mailboxes"),
    contacted: z.boolean().optional().describe('true: only contacted visitors; false: only not yet contacted'),
    window: windowArg,
    limit: z.number().int().min(1).max(50).default(10).describe('rows to return'),
  }),
  effect: () => 'Lists visitors.',
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const params: unknown[] = [ctx.workspaceId];
    const where = ['v.workspace_id = $1::uuid'];
    const add = (clause: string, value: unknown) => {
      params.push(value);
      where.push(clause.replaceAll('$?', `$${params.length}`));
    };
    if (args.min_intent !== undefined) add('v.intent_score >= $?', args.min_intent);
    if (args.classification) add('a.classification::text = $?', args.classification);
    if (args.domain) add('lower(a.company_domain) = lower($?)', args.domain.trim());
    if (args.contacted !== undefined) where.push(args.contacted ? 'v.contacted_at IS NOT NULL' : 'v.contacted_at IS NULL');
    if (args.window) {
      add('v.last_visit_at >= $?::timestamptz', args.window.from);
      add('v.last_visit_at < $?::timestamptz', args.window.to);
    }
    const from = `FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id WHERE ${where.join(' AND ')}`;
    const [count] = await t.q(`SELECT count(*) AS total ${from}`, ...params);
    const limit = args.limit ?? 10;
    const rows = await t.q(
      `SELECT v.id AS visitor_id, v.email AS resolved_email, v.name AS resolved_name, v.title AS resolved_title, v.employer,
        v.intent_score, v.visit_count, v.first_visit_at, v.last_visit_at, v.contacted_at,
        a.company_domain, a.company_name, a.classification::text AS classification, a.cap_rank AS account_cap_rank
       ${from} ORDER BY v.intent_score DESC, v.id LIMIT ${limit}`,
      ...params,
    );
    const total = Number(count?.total ?? 0);
    const masked = maskAll(rows, ctx.access, maskVisitor);
    return result(masked.rows, {
      coverage: `${masked.rows.length} of ${total} matching visitors`,
      caveats: [withheldCaveat(masked.withheld, ctx.access, 'visitors')],
      window: args.window ?? null,
      withheld: masked.withheld,
    });
  },
});
