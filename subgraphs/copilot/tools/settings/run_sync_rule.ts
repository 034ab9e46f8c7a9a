// run_sync_rule: sends now exactly the contacts dry_run_sync_rule reports as sendable, through the
// rule's connected platform (accounts subgraph's sync-run service). Irreversible: pushed contacts
// cannot be recalled. A rule whose platform is not connected is a 409 <esp>_not_connected.
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed, plural } from '../shared/result.js';
import { findSyncRule } from '../shared/find.js';

export const runSyncRule = defineTool({
  name: 'run_sync_rule',
  description: 'Runs a sync rule now: pushes the contacts its dry run lists as sendable to the email platform list (not subscribed to marketing). Cannot be undone.',
  kind: 'change',
  reversible: false,
  irreversibleReason: 'contacts pushed to an email platform cannot be recalled',
  args: z.object({ rule: z.string().min(1).describe("the rule's name (exact, case-insensitive)") }),
  effect: (a) => `Runs sync rule "${a.rule.trim()}" now, pushing its matching contacts to the email platform; pushed contacts cannot be recalled.`,
  async precheck(ctx, a) {
    const rule = await findSyncRule(ctx, a.rule);
    await ctx.services.esp.session(ctx.workspaceId, rule.esp);
  },
  async run(ctx, a) {
    const rule = await findSyncRule(ctx, a.rule);
    const r = await ctx.services.syncRuns.run(ctx.workspaceId, rule, { trigger: 'manual', access: ctx.access });
    const { provider_ids, ...row } = r;
    return changed(
      { ...row, provider_ids: provider_ids.slice(0, 20).join(', ') },
      {
        coverage: `${plural(r.contacts_sent, 'contact')} sent to ${r.provider} list ${r.list_id}${r.contacts_failed ? `, ${r.contacts_failed} failed` : ''}`,
        caveats: [
          r.sandbox ? `Sandbox: no ${r.provider} credentials are configured, so nothing left the service; the run records what would have been sent.` : '',
          r.contacts_skipped ? `${plural(r.contacts_skipped, 'contact')} skipped: another run of this rule is sending them.` : '',
          r.error ? `First failure: ${r.error}` : '',
          'Contacts are added to the list only; they are not subscribed to marketing.',
        ],
      },
    );
  },
});
