// `signalctl mcp`: an MCP server on stdio for clients that spawn their servers. It holds no tools
// of its own: every JSON-RPC message is forwarded to the running service's POST /mcp with the API
// key, and every answer back, so there is one implementation (mcp/server.ts) behind both transports.
// Each request goes on its own SDK transport (the endpoint is stateless, nothing is shared between
// requests), so a client's notifications/cancelled closes exactly that request's connection, which
// is how the service sees a cancellation: the copilot stops planning.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CancelledNotificationSchema, isInitializeRequest, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
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
  const local = new StdioServerTransport();
  let protocolVersion: string | undefined;
  const open = new Map<RequestId, StreamableHTTPClientTransport>();
  const cancelled = new Set<RequestId>();
  const inFlight = new Set<Promise<unknown>>();

  async function forward(msg: JSONRPCMessage): Promise<void> {
    const id = 'method' in msg && 'id' in msg ? msg.id : undefined;
    const upstream = new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { authorization: `Bearer ${opts.key}` } } });
    // later requests carry the negotiated version header, as the SDK's own client does
    if (protocolVersion) upstream.setProtocolVersion(protocolVersion);
    upstream.onmessage = (answer) => {
      if (isInitializeRequest(msg) && 'result' in answer && typeof answer.result.protocolVersion === 'string') protocolVersion = answer.result.protocolVersion;
      // a cancelled request gets no answer (the MCP cancellation rule)
      const answers = 'id' in answer ? answer.id : undefined;
      if (answers === undefined || !cancelled.has(answers)) void local.send(answer);
    };
    if (id !== undefined) open.set(id, upstream);
    try {
      await upstream.start();
      await upstream.send(msg);
    } catch (err) {
      if (id === undefined || cancelled.has(id)) return;
      // a request gets its answer even when the service refused it (401 bad key) or is down
      const message = upstreamMessage(err as Error, endpoint);
      log(message);
      await local.send({ jsonrpc: '2.0', id, error: { code: UPSTREAM_FAILED, message } });
    } finally {
      if (id !== undefined) {
        open.delete(id);
        cancelled.delete(id);
      }
      await upstream.close();
    }
  }

  local.onmessage = (msg: JSONRPCMessage) => {
    const cancel = CancelledNotificationSchema.safeParse(msg);
    if (cancel.success) {
      // the stateless service keeps nothing to find it by: closing the request's connection is the cancel
      const id = cancel.data.params.requestId;
      const upstream = id === undefined ? undefined : open.get(id);
      if (upstream && id !== undefined) {
        cancelled.add(id);
        void upstream.close();
      }
      return;
    }
    const sent = forward(msg);
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };

  const closed = new Promise<void>((resolve) => {
    local.onclose = () => resolve();
    // stdin closed: let the answers under way reach stdout first
    process.stdin.once('end', () => void Promise.allSettled([...inFlight]).then(() => local.close()));
  });
  await local.start();
  await closed;
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
