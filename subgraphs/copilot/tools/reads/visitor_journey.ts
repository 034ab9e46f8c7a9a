import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { sqlTrace } from '../shared/sql.js';
import { result } from '../shared/result.js';
import { maskVisitor } from '../shared/masking.js';
import { NameResolutionRefusal } from '../../catalogue/types.js';

export const visitorJourney = defineTool({
  name: 'visitor_journey',
  description: "One visitor's page views in order (the pages a person visited), found by email address.",
  kind: 'read',
  reversible: true,
  args: z.object({
    email: z.string().min(3).describe("the visitor's email address"),
    limit: z.number().int().min(1).max(200).default(50).describe('page views to return, most recent last'),
  }),
  effect: () => "Shows a visitor's journey.",
  async run(ctx, args) {
    const t = sqlTrace(ctx);
    const people = await t.q(
      `SELECT v.id AS visitor_id, v.email AS resolved_email, v.name AS resolved_name, v.intent_score, v.visit_count,
        a.company_domain, a.cap_rank AS account_cap_rank
       FROM visitors v LEFT JOIN accounts a ON a.id = v.account_id
       WHERE v.workspace_id = $1::uuid AND lower(v.email) = lower($2) ORDER BY v.last_visit_at DESC NULLS LAST LIMIT 1`,
      ctx.workspaceId,
      args.email.trim(),
    );
    if (people.length === 0) throw new NameResolutionRefusal(`No identified visitor has the email ${args.email.trim()}.`, 'not_found');
    const person = maskVisitor(people[0]!, ctx.access);
    if (person.locked) {
      // the plan withholds this person's identity, so their journey is withheld with it
      return result([person.row], {
        coverage: '1 visitor withheld by plan; journey not shown',
        caveats: ["This visitor is locked by the plan's cap or tier; their page views are withheld."],
        withheld: 1,
      });
    }
    const limit = args.limit ?? 50;
    const visits = await t.q(
      `SELECT occurred_at, path, url, referrer, channel, utm_campaign, is_bot FROM (
         SELECT * FROM visits WHERE workspace_id = $1::uuid AND visitor_id = $2::uuid ORDER BY occurred_at DESC, id DESC LIMIT ${limit}
       ) recent ORDER BY occurred_at, id`,
      ctx.workspaceId,
      person.row.visitor_id,
    );
    const unflagged = visits.filter((v) => v.is_bot === null).length;
    return result(visits.map((v) => ({ ...v, email: person.row.resolved_email })), {
      coverage: `${visits.length} of ${Number(person.row.visit_count)} page views of ${String(person.row.resolved_email)}`,
      caveats: [unflagged ? `${unflagged} of these page views have no bot flag (recorded before bot filtering).` : ''],
    });
  },
});
