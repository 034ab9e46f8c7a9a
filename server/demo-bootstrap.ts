// First start of an empty embedded database: a demo workspace with a few weeks of traffic, and
// the keys to try it with, printed once.
import type { Runtime } from '../core/runtime.js';
import { createWorkspaceService } from '../subgraphs/accounts/workspaces/workspace.service.js';
import { createApiKeyService } from '../subgraphs/accounts/keys/apiKey.service.js';
import { loadDemoTraffic } from '../subgraphs/accounts/demo/index.js';

export const DEMO_WORKSPACE = 'Demo';

export async function bootstrapDemo(rt: Runtime, origin: string): Promise<string | null> {
  if ((await rt.db.prisma.workspace.count()) > 0) return null;
  const ws = await createWorkspaceService(rt).create({ name: DEMO_WORKSPACE, plan: 'pro' });
  const keys = createApiKeyService(rt);
  const read = await keys.create(ws.id, { name: 'demo-read', scopes: ['read'] });
  const copilot = await keys.create(ws.id, { name: 'demo-copilot', scopes: ['copilot'] });
  const demo = await loadDemoTraffic(rt, ws.id, { visitors: 600, days: 28, seed: 42 }, (m) =>
    rt.logger.info(`demo: ${m}`),
  );
  return [
    '',
    `Demo workspace "${ws.name}" created (${demo.visitors} simulated visitors, ${demo.hits} page views).`,
    `  Read API base URL : ${origin}/signal-api/v1`,
    `  Capabilities      : ${origin}/agent-api/capabilities`,
    `  read key          : ${read.plaintext}`,
    `  copilot key       : ${copilot.plaintext}`,
    `These keys are shown once. Try:  curl -H "Authorization: Bearer ${read.plaintext}" ${origin}/signal-api/v1/accounts`,
    '',
  ].join('\n');
}
