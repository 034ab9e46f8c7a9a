// The `mcp` entry of /agent-api/capabilities: where the MCP endpoint is and what it offers.
import { READ_API_PREFIX } from '../rest-facade/openapi.js';
import { MCP_PATH } from './protocol.js';
import { TOOL_SPECS } from './catalogue.js';

export const mcpResourceUris = (origin: string) => ({
  openapi: `${origin}${READ_API_PREFIX}/openapi.json`,
  capabilities: `${origin}/agent-api/capabilities`,
});

export function mcpCapabilities(origin: string): object {
  return {
    url: origin + MCP_PATH,
    transport: 'streamable-http (POST only, JSON responses); stateless: no session id, any process serves any request',
    auth: 'Authorization: Bearer <API key sk_sig_... or session token>; 401 on the HTTP response, identical to the read API',
    stdio: `npx signalctl mcp --key sk_sig_... --url ${origin} (a stdio server forwarding to ${MCP_PATH})`,
    tools: TOOL_SPECS.map((t) => ({ name: t.name, scope: t.scope, read_only: true, ...(t.route ? { same_as: `GET ${READ_API_PREFIX}${t.route.path}` } : {}) })),
    output:
      'structuredContent is the REST response body; each read tool declares outputSchema: its route\'s response schema (as in the OpenAPI document) or an error envelope. ask returns the copilot response of POST /ask (answer, trace, disclosures, limits, warnings)',
    resources: Object.values(mcpResourceUris(origin)),
    errors:
      'tool errors are results with isError true; structuredContent is the error envelope {error_code, message, correlation_id, details} (plus detail for invalid arguments), same codes as the read API',
    rate_limited: 'each HTTP request carrying a tools/call (at most one: a batch of several is a 400) spends one request of the workspace budget; over budget the tool result is RATE_LIMITED',
    cancellation:
      'closing the HTTP request cancels the call (ask stops planning); a notifications/cancelled sent in a later POST finds nothing to cancel on this stateless endpoint. signalctl mcp turns it into closing that request',
    correlation: 'X-Correlation-ID on the HTTP request is echoed and appears as correlation_id in errors and in each result\'s _meta',
  };
}
