// graphql-ws on the shared HTTP server at COPILOT_WS_PATH. A connection authenticates once with
// connectionParams: the REST facade forwards its caller as an internal caller token
// ({caller_token}); other clients send their own credential ({authorization: "Bearer ..."}), a
// session JWT or an API key with scope `copilot`.
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLSchema } from 'graphql';
import type { Runtime } from '../../../core/runtime.js';
import type { Caller } from '../../../core/auth/caller.js';
import { verifyCallerToken } from '../../../core/auth/callerToken.js';
import type { StreamContext } from './schema.js';

export const COPILOT_WS_PATH = '/copilot/ws';

async function callerFrom(rt: Runtime, params: Record<string, unknown> | undefined): Promise<StreamContext['caller'] | null> {
  let caller: Caller | null = null;
  if (typeof params?.caller_token === 'string') caller = await verifyCallerToken(params.caller_token, rt.secrets.internalSecret);
  else if (typeof params?.authorization === 'string') {
    caller = await rt.auth.authenticate(params.authorization);
    if (caller?.kind === 'key' && !caller.scopes.includes('copilot')) return null;
  }
  return caller && caller.kind !== 'operator' ? caller : null;
}

export function attachCopilotStream(rt: Runtime, server: Server, schema: GraphQLSchema): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true });
  // only this path: other roles may serve their own upgrades on the same server
  const onUpgrade = (req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
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
