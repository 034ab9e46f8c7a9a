// `signalctl mcp`: an MCP server on stdio for clients that spawn their servers. It holds no tools
// of its own: every JSON-RPC message is forwarded to the running service's POST /mcp with the API
// key, and every answer back, so there is one implementation (mcp/server.ts) behind both transports.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { isInitializeRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PATH } from './protocol.js';

const UPSTREAM_FAILED = -32000; // JSON-RPC server error: the service refused or could not be reached

export interface StdioProxyOptions {
  url: string;
  key: string;
  log?: (line: string) => void;
}

/** Runs until stdin closes; resolves then. */
export async function serveStdio(opts: StdioProxyOptions): Promise<void> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`signalctl mcp: ${line}\n`));
  const endpoint = new URL(MCP_PATH, opts.url.replace(/\/?$/, '/'));
  const upstream = new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { authorization: `Bearer ${opts.key}` } } });
  const local = new StdioServerTransport();
  const initializeIds = new Set<string | number>();
  const inFlight = new Set<Promise<unknown>>();

  local.onmessage = (msg: JSONRPCMessage) => {
    const id = 'id' in msg ? msg.id : undefined;
    if (isInitializeRequest(msg) && id !== undefined) initializeIds.add(id);
    const sent = upstream.send(msg).catch((err: Error) => {
      // a request gets its answer even when the service refused it (401 bad key) or is down
      if ('method' in msg && id !== undefined)
        return local.send({ jsonrpc: '2.0', id, error: { code: UPSTREAM_FAILED, message: upstreamMessage(err, endpoint) } });
    });
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };
  upstream.onmessage = (msg: JSONRPCMessage) => {
    // later requests carry the negotiated version header, as the SDK's own client does
    if ('result' in msg && msg.id !== undefined && initializeIds.delete(msg.id) && typeof msg.result.protocolVersion === 'string')
      upstream.setProtocolVersion(msg.result.protocolVersion);
    void local.send(msg);
  };
  upstream.onerror = (err) => log(upstreamMessage(err, endpoint));

  await upstream.start();
  const closed = new Promise<void>((resolve) => {
    local.onclose = () => resolve();
    // stdin closed: let the answers under way reach stdout first
    process.stdin.once('end', () => void Promise.allSettled([...inFlight]).then(() => local.close()));
  });
  await local.start();
  await closed;
  await upstream.close();
}

function upstreamMessage(err: Error & { code?: number }, endpoint: URL): string {
  const c = (err as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
  const cause = c?.code ?? c?.errors?.[0]?.code ?? c?.message;
  if (cause) return `cannot reach the service at ${endpoint.origin} (${cause}); is it running? (pass --url)`;
  // the SDK puts the response body in the message: the service's error envelope
  const body = /\{.*\}/s.exec(err.message)?.[0];
  try {
    const env = body ? (JSON.parse(body) as { error_code?: string; message?: string; correlation_id?: string }) : undefined;
    if (env?.error_code) return `${env.error_code}: ${env.message} (correlation id ${env.correlation_id})`;
  } catch {
    // not JSON: fall through to the transport's own message
  }
  return err.message;
}
