// MCP for AI agents (issue #19): POST /mcp on the service's origin, and `signalctl mcp` on stdio.
import type { Subgraph } from '../core/graphql/subgraph.js';
import { isCopilotSubgraph } from '../subgraphs/copilot/index.js';
import type { CopilotService } from '../subgraphs/copilot/runtime/service.js';

export { MCP_PATH } from './protocol.js';
export { createMcpTools } from './server.js';
export { createMcpRouter } from './http.js';
export { mcpCapabilities } from './capabilities.js';

export function copilotService(copilot: Subgraph): CopilotService {
  if (!isCopilotSubgraph(copilot)) throw new Error('mcp: needs the copilot subgraph built by createCopilotSubgraph');
  return copilot.service;
}
