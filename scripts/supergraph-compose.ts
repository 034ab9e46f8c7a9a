// The supergraph as the code composes it today (for `npm run supergraph` and the staleness test).
import { loadConfig } from '../core/config.js';
import { createRuntime } from '../core/runtime.js';
import { createAccountsSubgraph } from '../subgraphs/accounts/index.js';
import { createCopilotSubgraph } from '../subgraphs/copilot/index.js';
import { createWebhooksSubgraph } from '../subgraphs/webhooks/index.js';
import { composeSupergraph } from '../gateway/compose.js';
import { pgliteTemplate } from './pglite-template.js';

export async function currentSupergraphSdl(dataDir: string): Promise<string> {
  const config = loadConfig({ SIGNAL_DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SIGNAL_ROLES: 'accounts,copilot,webhooks' });
  const rt = await createRuntime({ config, pgliteTemplate: await pgliteTemplate(true) });
  try {
    const subgraphs = [await createAccountsSubgraph(rt), await createWebhooksSubgraph(rt), await createCopilotSubgraph(rt)];
    const sdl = composeSupergraph(subgraphs);
    for (const s of subgraphs) await s.stop?.();
    return sdl;
  } finally {
    await rt.db.close();
  }
}
