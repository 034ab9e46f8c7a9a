// verify_esp: proves the stored token works with an authenticated read on the platform, then marks
// the connection verified (an onboarding step).
import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { changed } from '../shared/result.js';

export const verifyEsp = defineTool({
  name: 'verify_esp',
  description: 'Checks the connected email platform accepts our access (reads its account) and marks the connection verified.',
  kind: 'change',
  reversible: true,
  args: z.object({}),
  effect: () => 'Checks the email platform connection with a read of its account and marks it verified.',
  async run(ctx) {
    const r = await ctx.services.esp.verify(ctx.workspaceId);
    return changed(
      { provider: r.provider, account: r.account, verified_at: r.verified_at, sandbox: r.sandbox },
      { coverage: `${r.provider} connection verified`, caveats: [r.sandbox ? 'Sandbox connection: nothing is sent to the platform.' : ''] },
    );
  },
});
