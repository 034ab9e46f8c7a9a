// Server-sent events framing: one event per frame, `event: <name>`, `id: <n>` (1-based, in order),
// `data: <one line of JSON>`, blank line. Comment frames (`: keep-alive`) keep proxies from timing out.
import type { Response } from 'express';

export const KEEP_ALIVE_MS = 15_000; // below common proxy idle timeouts (30-60 s)

export function openSse(res: Response) {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no'); // nginx: do not buffer the stream
  res.flushHeaders();
  let id = 0;
  const timer = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  timer.unref();
  return {
    send(event: string, data: unknown) {
      id += 1;
      res.write(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(timer);
      if (!res.writableEnded) res.end();
    },
  };
}
