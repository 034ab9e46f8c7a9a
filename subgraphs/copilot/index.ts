// The copilot subgraph: tool registry, run orchestration (runtime/), and the graphql-ws stream of a
// run's events on the shared HTTP server. The REST facade's copilot routes call `service` for /ask
// and the threads, and consume the stream for /stream.
import type { Server } from 'node:http';
import type { Runtime } from '../../core/runtime.js';
import type { Subgraph } from '../../core/graphql/subgraph.js';
import type { Planner, ToolDefinition } from './catalogue/types.js';
import { createRegistry } from './catalogue/registry.js';
import { ALL_TOOLS } from './tools/index.js';
import { toolServices } from './tools/services.js';
import { createCopilotService, type CopilotService } from './runtime/service.js';
import { buildStreamSchema } from './stream/schema.js';
import { attachCopilotStream, COPILOT_WS_PATH } from './stream/server.js';
import { loadDefaultPlanner } from './runtime/defaultPlanner.js';
import { buildFederatedSchema } from '../../core/graphql/buildFederatedSchema.js';
import { CopilotThreadResolver } from './graphql/thread.resolver.js';
import { createIdentificationFeed, type IdentificationFeed } from '../accounts/identification/liveFeed.js';

export interface CopilotSubgraph extends Subgraph {
  name: 'copilot';
  service: CopilotService;
  /** Swap the planner of this running instance (tests, the evaluation harness, a configured LLM). */
  usePlanner(planner: Planner): void;
  planner(): Planner;
  /** ws:// URL of the run stream on this process's server (loopback); set once attached */
  streamUrl(): string;
}

export const isCopilotSubgraph = (s: Subgraph): s is CopilotSubgraph => s.name === 'copilot' && 'service' in s;

export async function createCopilotSubgraph(
  rt: Runtime,
  opts: { planner?: Planner; tools?: ToolDefinition[] } = {},
): Promise<CopilotSubgraph> {
  const registry = createRegistry(opts.tools ?? ALL_TOOLS);
  const services = toolServices(rt); // the tools' services, built once for this runtime
  let planner = opts.planner ?? loadDefaultPlanner(rt);
  const service = createCopilotService(rt, { registry, planner: () => planner });
  const resolver = new CopilotThreadResolver(service, services.conversations);
  // threads and facts for the dashboard through the gateway; the run stream cannot go there (DESIGN.md 3)
  const schema = await buildFederatedSchema({ resolvers: [CopilotThreadResolver], container: { get: () => resolver } });
  let stream: { close(): Promise<void> } | undefined;
  let feed: IdentificationFeed | undefined;
  let url: string | undefined;

  return {
    name: 'copilot',
    schema,
    service,
    usePlanner: (p) => {
      planner = p;
    },
    planner: () => planner,
    streamUrl() {
      if (!url) throw new Error('copilot stream is not attached to a server in this process');
      return url;
    },
    attach(server: Server) {
      feed = createIdentificationFeed(rt.db.sql, rt.logger);
      stream = attachCopilotStream(rt, server, buildStreamSchema(service, rt.logger, feed));
      // the address is known once listening; the facade connects over loopback
      const setUrl = () => {
        const a = server.address();
        if (!a || typeof a !== 'object') return;
        const any = a.address === '0.0.0.0' || a.address === '::';
        const host = any ? (a.family === 'IPv6' ? '::1' : '127.0.0.1') : a.address;
        url = `ws://${host.includes(':') ? `[${host}]` : host}:${a.port}${COPILOT_WS_PATH}`;
      };
      if (server.listening) setUrl();
      else server.once('listening', setUrl);
    },
    async stop() {
      feed?.stop();
      await stream?.close();
    },
  };
}
