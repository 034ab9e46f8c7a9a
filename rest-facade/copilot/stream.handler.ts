// POST /stream: the same run as /ask, as server-sent events. The copilot streams its run over
// graphql-ws (Apollo Gateway cannot carry subscriptions, DESIGN.md 3); this handler subscribes over
// loopback as the already-authenticated caller and mirrors each event to SSE. When the HTTP client
// disconnects, the subscription is returned, which aborts the run upstream.
import type { Request, Response } from 'express';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Runtime } from '../../core/runtime.js';
import { signCallerToken } from '../../core/auth/callerToken.js';
import { parseCopilotRequest } from '../../subgraphs/copilot/runtime/request.js';
import { COPILOT_RUN_SUBSCRIPTION } from '../../subgraphs/copilot/stream/schema.js';
import { callerOf } from './caller.js';
import { idempotencyKeyOf } from './idempotencyKey.js';
import { openSse } from './sse.js';

type RunEvent = { event: string; data: unknown };

export function streamHandler(rt: Runtime, streamUrl: () => string) {
  return async (req: Request, res: Response) => {
    const caller = callerOf(req);
    // validate before the stream starts, so a bad request is a plain 422 envelope
    const request = parseCopilotRequest(req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const callerToken = await signCallerToken(caller, rt.secrets.internalSecret);

    const client = createClient({
      url: streamUrl(),
      webSocketImpl: WebSocket,
      connectionParams: { caller_token: callerToken },
      lazy: true,
      retryAttempts: 0,
    });
    const events = client.iterate<{ copilotRun: RunEvent }>({
      query: COPILOT_RUN_SUBSCRIPTION,
      variables: { request: req.body, idempotencyKey: idempotencyKey ?? null },
    });
    const sse = openSse(res);
    const onClose = () => {
      if (!res.writableFinished) void events.return?.(undefined); // the client went away: cancel upstream
    };
    res.on('close', onClose);
    try {
      for await (const result of events) {
        if (result.errors?.length) {
          rt.logger.error({ errors: result.errors, correlation_id: req.correlationId }, 'copilot stream error');
          sse.send('error', { error_code: 'INTERNAL', message: 'internal server error; quote the correlation id when reporting it', correlation_id: req.correlationId, details: null });
          break;
        }
        const e = result.data?.copilotRun;
        if (!e) continue;
        sse.send(e.event, e.event === 'error' ? { ...(e.data as object), correlation_id: req.correlationId } : e.data);
        if (e.event === 'done' || e.event === 'error') break;
      }
    } catch (err) {
      rt.logger.error({ err, correlation_id: req.correlationId }, 'copilot stream failed');
      if (!res.writableEnded)
        sse.send('error', { error_code: 'INTERNAL', message: 'the copilot stream failed; quote the correlation id when reporting it', correlation_id: req.correlationId, details: null });
    } finally {
      res.off('close', onClose);
      sse.end();
      await client.dispose();
    }
    void request; // parsed above for validation; the subscription re-parses the same body upstream
  };
}
