// graphql-ws on the shared HTTP server at COPILOT_WS_PATH, beside the gateway on the same origin
// (Apollo Gateway cannot carry subscriptions, DESIGN.md 3): the copilot's run stream and the live
// identification feed. A connection authenticates once, in connection_init, with either
//  - {caller_token}: the REST facade's /stream, whose caller it already authenticated,
//    scope-checked and counted, signed with the internal secret; or
//  - {authorization: "Bearer <session JWT>"}: a dashboard client with its own session. Each of
//    its subscribes is counted against the workspace rate limit (the same budget as the REST API
//    and /graphql), so the socket is no way around it. API keys are refused here: they use /stream.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../../core/errors.js';
import { createWorkspaceLimiter, type Limiter } from '../../../rest-facade/rateLimit.js';
import type { Runtime } from '../../../core/runtime.js';
import { verifyCallerToken } from '../../../core/auth/callerToken.js';
import type { StreamContext } from './schema.js';

export const COPILOT_WS_PATH = '/copilot/ws';
const MAX_MESSAGE_BYTES = 256 * 1024; // a subscribe message carries one copilot request (≤ 2000-character question)

interface Connected {
  caller: StreamContext['caller'];
  /** true when the facade already counted the request */
  counted: boolean;
}

async function callerFrom(rt: Runtime, params: Record<string, unknown> | undefined): Promise<Connected | null> {
  if (typeof params?.caller_token === 'string') {
    const caller = await verifyCallerToken(params.caller_token, rt.secrets.internalSecret);
    return caller && caller.kind !== 'operator' ? { caller, counted: true } : null;
  }
  const m = typeof params?.authorization === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(params.authorization) : null;
  if (!m || m[1]!.startsWith('sk_sig_')) return null;
  const caller = await rt.sessions.verify(m[1]!);
  return caller && caller.kind === 'session' ? { caller, counted: false } : null;
}

/** null when allowed; the RATE_LIMITED error (as GraphQL errors) otherwise */
async function spend(rt: Runtime, limiter: Limiter, workspaceId: string): Promise<readonly GraphQLError[] | null> {
  try {
    await limiter.limiter.consume(workspaceId, 1);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      rt.logger.error({ err: rejection }, 'rate limit: store failed'); // as the facade: let it through
      return null;
    }
    const points = rt.config.RATE_LIMIT_POINTS;
    const duration = rt.config.RATE_LIMIT_WINDOW_SECONDS;
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    const err = new AppError('RATE_LIMITED', `rate limit of ${points} requests per ${duration} s for this workspace exceeded; retry after ${retryAfter} s`, {
      limit: points,
      window_seconds: duration,
      scope: 'workspace',
      retry_after_seconds: retryAfter,
    });
    return [new GraphQLError(err.message, { extensions: { code: err.code, status: err.status, details: err.details } })];
  }
}

export function attachCopilotStream(rt: Runtime, server: Server, schema: GraphQLSchema): { close(): Promise<void> } {
  const limiter = createWorkspaceLimiter(rt);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  // only this path: other roles may serve their own upgrades on the same server
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== COPILOT_WS_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);
  const callers = new WeakMap<object, Connected>();
  const handle = useServer(
    {
      schema,
      async onConnect(ctx) {
        const caller = await callerFrom(rt, ctx.connectionParams);
        if (!caller) return false; // closes with 4403 Forbidden
        callers.set(ctx, caller);
        return true;
      },
      async onSubscribe(ctx) {
        const c = callers.get(ctx)!;
        if (c.counted) return;
        const refused = await spend(rt, await limiter, c.caller.workspaceId);
        if (refused) return refused;
      },
      context: (ctx): StreamContext => ({ caller: callers.get(ctx)!.caller }),
    },
    wss,
  );
  return {
    async close() {
      server.off('upgrade', onUpgrade);
      await handle.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await (await limiter).close();
    },
  };
}
