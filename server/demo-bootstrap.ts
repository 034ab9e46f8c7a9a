// First start of an empty embedded database: a demo workspace with a few weeks of traffic, and
// the keys to try it with, printed once. The copilot evaluation builds the same workspace
// (createDemoWorkspace) and asks its questions against it.
import type { Runtime } from '../core/runtime.js';
import { createWorkspaceService, type WorkspaceRow } from '../subgraphs/accounts/workspaces/workspace.service.js';
import { createApiKeyService } from '../subgraphs/accounts/keys/apiKey.service.js';
import { loadDemoTraffic, type DemoResult } from '../subgraphs/accounts/demo/index.js';

export const DEMO_WORKSPACE = 'Demo';
export const DEMO_TRAFFIC = { visitors: 600, days: 28, seed: 42 } as const;

export interface DemoWorkspace {
  workspace: WorkspaceRow;
  /** plaintext keys, shown once */
  readKey: string;
  copilotKey: string;
  demo: DemoResult;
}

/**
 * The demo workspace: a pro plan, a `read` and a `copilot` key, and DEMO_TRAFFIC of simulated
 * traffic (another name and traffic for a second, differently generated workspace: the evaluation's).
 */
export async function createDemoWorkspace(
  rt: Runtime,
  onProgress?: (message: string) => void,
  opts: { name?: string; traffic?: { visitors: number; days: number; seed: number } } = {},
): Promise<DemoWorkspace> {
  const workspace = await createWorkspaceService(rt).create({ name: opts.name ?? DEMO_WORKSPACE, plan: 'pro' });
  const keys = createApiKeyService(rt);
  const read = await keys.create(workspace.id, { name: 'demo-read', scopes: ['read'] });
  const copilot = await keys.create(workspace.id, { name: 'demo-copilot', scopes: ['copilot'] });
  const demo = await loadDemoTraffic(rt, workspace.id, opts.traffic ?? DEMO_TRAFFIC, onProgress);
  return { workspace, readKey: read.plaintext, copilotKey: copilot.plaintext, demo };
}

export async function bootstrapDemo(rt: Runtime, origin: string): Promise<string | null> {
  if ((await createWorkspaceService(rt).count()) > 0) return null;
  const { workspace: ws, readKey, copilotKey, demo } = await createDemoWorkspace(rt, (m) => rt.logger.info(`demo: ${m}`));
  return [
    '',
    `Demo workspace "${ws.name}" created (${demo.visitors} simulated visitors, ${demo.hits} page views).`,
    `  Read API base URL : ${origin}/signal-api/v1`,
    `  Capabilities      : ${origin}/agent-api/capabilities`,
    `  read key          : ${readKey}`,
    `  copilot key       : ${copilotKey}`,
    `These keys are shown once. Try:  curl -H "Authorization: Bearer ${readKey}" ${origin}/signal-api/v1/accounts`,
    '',
  ].join('\n');
}
