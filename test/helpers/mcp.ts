// MCP clients for the suites: the SDK's own Client over streamable HTTP (straight to /mcp) and over
// stdio (spawning the signalctl bin's `mcp`, which forwards to the same /mcp).
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ScriptedPlanner } from './copilot.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function httpClient(url: string, key: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'signal-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers: { authorization: `Bearer ${key}`, ...headers } } }));
  return client;
}

export async function stdioClient(url: string, key: string): Promise<Client> {
  const client = new Client({ name: 'signal-test-stdio', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['bin/signalctl.mjs', 'mcp', '--key', key, '--url', url], // what `npx signalctl mcp` runs
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '' } as Record<string, string>,
    stderr: 'pipe',
  });
  await client.connect(transport);
  return client;
}

/** A tool call's structured content, failing loudly on a tool error. */
export async function callOk(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const r = await client.callTool({ name, arguments: args });
  if (r.isError) throw new Error(`${name} failed: ${JSON.stringify(r.structuredContent ?? r.content)}`);
  return r.structuredContent;
}

/** Makes the planner wait until its request is aborted: `entered` once it plans, `aborted` once the signal fires. */
export function blockingPlanner(planner: ScriptedPlanner): { entered: Promise<void>; aborted: Promise<void> } {
  let enter!: () => void;
  let abort!: () => void;
  const entered = new Promise<void>((r) => (enter = r));
  const aborted = new Promise<void>((r) => (abort = r));
  planner.onPlan = (input) =>
    new Promise((_resolve, reject) => {
      enter();
      const stop = () => {
        abort();
        reject(new Error('aborted'));
      };
      if (input.signal?.aborted) stop();
      else input.signal?.addEventListener('abort', stop, { once: true });
    });
  return { entered, aborted };
}
