import { z } from 'zod';
import { defineTool } from '../shared/define.js';
import { result } from '../shared/result.js';

export const espConnection = defineTool({
  name: 'esp_connection',
  description: 'The email platform (ESP) connection: provider and status (connected, pending, skipped or none).',
  kind: 'read',
  reversible: true,
  args: z.object({}),
  effect: () => 'Shows the email platform connection.',
  async run(ctx) {
    const row = await ctx.services.onboarding.espConnection(ctx.workspaceId);
    const status = row?.provider ? row.status : row?.esp_skipped_at ? 'skipped' : 'not connected';
    return result([{ ...row, status }], { coverage: `email platform: ${String(status)}` });
  },
});
