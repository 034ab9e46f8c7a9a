// graphql-ws on the shared HTTP server at COPILOT_WS_PATH: the copilot's run stream, consumed by the
// REST facade's /stream (Apollo Gateway cannot carry subscriptions, DESIGN.md 3). A connection
// authenticates once with connectionParams {caller_token}: the caller the facade already
// authenticated, scope-checked and rate-limited, signed with the internal secret. Direct user
// credentials are refused so the workspace rate limit cannot be bypassed through this socket.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLSchema } from 'graphql';
import type { Runtime } from '../../../core/runtime.js';
import { verifyCallerToken } from '../../../core/auth/callerToken.js';
import type { StreamContext } from './schema.js';

export const COPILOT_WS_PATH = '/copilot/ws';
const MAX_MESSAGE_BYTES = 256 * 1024; // a subscribe message carries one copilot request (≤ 2000-character question)

async function callerFrom(rt: Runtime, params: Record<string, unknown> | undefined): Promise<StreamContext['caller'] | null> {
  if (typeof params?.caller_token !== 'string') return null;
  const caller = await verifyCallerToken(params.caller_token, rt.secrets.internalSecret);
  return caller && caller.kind !== 'operator' ? caller : null;
}

export function attachCopilotStream(rt: Runtime, server: Server, schema: GraphQLSchema): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  // only this path: other roles may serve their own upgrades on the same server
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== COPILOT_WS_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);
  const callers = new WeakMap<object, StreamContext['caller']>();
  const handle = useServer(
    {
      schema,
      async onConnect(ctx) {
        const caller = await callerFrom(rt, ctx.connectionParams);
        if (!caller) return false; // closes with 4403 Forbidden
        callers.set(ctx, caller);
        return true;
      },
      context: (ctx): StreamContext => ({ caller: callers.get(ctx)! }),
    },
    wss,
  );
  return {
    async close() {
      server.off('upgrade', onUpgrade);
      await handle.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
