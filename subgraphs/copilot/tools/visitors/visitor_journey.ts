import { z } from 'zod';
import { defineTool } from '../shared/define.js';
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
    const found = await ctx.services.visitors.latestByEmail(ctx.workspaceId, args.email);
    if (!found) throw new NameResolutionRefusal(`No identified visitor has the email ${args.email.trim()}.`, 'not_found');
    const person = maskVisitor(found, ctx.access);
    if (person.locked) {
      // the plan withholds this person's identity, so their journey is withheld with it
      return result([person.row], {
        coverage: '1 visitor withheld by plan; journey not shown',
        caveats: ["This visitor is locked by the plan's cap or tier; their page views are withheld."],
        withheld: 1,
      });
    }
    const limit = args.limit ?? 50;
    const visits = await ctx.services.visits.ofVisitor(ctx.workspaceId, String(person.row.visitor_id), limit);
    const unflagged = visits.filter((v) => v.is_bot === null).length;
    const iso = (v: unknown) => new Date(String(v)).toISOString();
    const identified = person.row.identified_at ? `; identified ${iso(person.row.identified_at)}${person.row.resolution_source ? ` by ${String(person.row.resolution_source)}` : ''}` : '';
    return result(visits.map((v) => ({ ...v, email: person.row.resolved_email })), {
      // the journey is the latest page views; the first visit ever is the visitor's own record
      coverage: `${visits.length} of ${Number(person.row.visit_count)} page views of ${String(person.row.resolved_email)}${person.row.first_visit_at ? `; first visit ${iso(person.row.first_visit_at)}` : ''}${identified}`,
      caveats: [unflagged ? `${unflagged} of these page views have no bot flag (recorded before bot filtering).` : ''],
    });
  },
});
