// A real HTTP receiver on 127.0.0.1 that records every request's raw bytes and answers as told.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  method: string;
  path: string;
  raw: Buffer;
  at: number;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** answer after this long (a hanging receiver: longer than the timeout) */
  delayMs?: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** change how the receiver answers from now on */
  reply(r: Reply | ((req: Received) => Reply)): void;
  close(): Promise<void>;
}

export async function startReceiver(initial: Reply = { status: 200, body: 'ok' }): Promise<Receiver> {
  let behaviour: Reply | ((req: Received) => Reply) = initial;
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec: Received = { headers: req.headers, method: req.method ?? '', path: req.url ?? '', raw: Buffer.concat(chunks), at: Date.now() };
      received.push(rec);
      const r = typeof behaviour === 'function' ? behaviour(rec) : behaviour;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(r.status, { 'content-type': 'text/plain', ...r.headers });
        res.end(r.body ?? '');
      };
      if (r.delayMs) setTimeout(send, r.delayMs).unref();
      else send();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    reply(r) {
      behaviour = r;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
