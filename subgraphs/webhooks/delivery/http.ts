// One signed POST (spec 6): node:http/https with the SSRF-guarded lookup, keep-alive agents, a 10 s
// limit on the whole exchange, no redirects (a 3xx is a failure), and only a short response excerpt kept.
import http from 'node:http';
import https from 'node:https';
import { ATTEMPT_TIMEOUT_MS, RESPONSE_EXCERPT_BYTES } from './schedule.js';
import { guardedLookup, refuseLiteral, SsrfRefusedError, type Resolver } from './ssrf.js';

const MAX_RESPONSE_BYTES = 64 * 1024; // read past the excerpt (to keep the socket reusable) up to this

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

export interface HttpSender {
  send(url: string, body: string, headers: Record<string, string>): Promise<SendResult>;
  close(): void;
}

export function createHttpSender(opts: {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** test seam: a resolver standing in for DNS */
  resolve?: Resolver;
  maxSockets?: number;
}): HttpSender {
  const timeoutMs = opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const lookup = guardedLookup({ allowPrivate: opts.allowPrivate, resolve: opts.resolve });
  const agentOptions = { keepAlive: true, maxSockets: opts.maxSockets ?? 256, lookup } as http.AgentOptions;
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

  return {
    send(url, body, headers) {
      const started = performance.now();
      const done = (r: Omit<SendResult, 'durationMs' | 'ok'>): SendResult => ({
        ...r,
        ok: r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300,
        durationMs: Math.round(performance.now() - started),
      });
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return Promise.resolve(done({ statusCode: null, error: 'invalid URL', responseExcerpt: null }));
      }
      const literal = refuseLiteral(target.hostname, opts.allowPrivate);
      if (literal) return Promise.resolve(done({ statusCode: null, error: literal.message, responseExcerpt: null }));
      const mod = target.protocol === 'https:' ? https : http;
      const agent = agents[target.protocol as 'http:' | 'https:'];
      if (!agent) return Promise.resolve(done({ statusCode: null, error: `unsupported scheme ${target.protocol}`, responseExcerpt: null }));

      return new Promise<SendResult>((resolve) => {
        let settled = false;
        const finish = (r: Omit<SendResult, 'durationMs' | 'ok'>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(done(r));
        };
        const req = mod.request(
          target,
          {
            method: 'POST',
            agent,
            lookup,
            headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          } as http.RequestOptions,
          (res) => {
            const chunks: Buffer[] = [];
            let kept = 0;
            let seen = 0;
            res.on('data', (c: Buffer) => {
              seen += c.length;
              if (kept < RESPONSE_EXCERPT_BYTES) {
                chunks.push(c.subarray(0, RESPONSE_EXCERPT_BYTES - kept));
                kept += Math.min(c.length, RESPONSE_EXCERPT_BYTES - kept);
              }
              if (seen > MAX_RESPONSE_BYTES) res.destroy(); // do not read an endless body
            });
            const end = () => {
              const status = res.statusCode ?? null;
              const excerpt = chunks.length ? Buffer.concat(chunks).toString('utf8') : null;
              const redirect = status !== null && status >= 300 && status < 400;
              finish({
                statusCode: status,
                error: redirect ? `redirect not followed (Location: ${res.headers.location ?? 'none'})` : null,
                responseExcerpt: excerpt,
              });
            };
            res.on('end', end);
            res.on('close', end);
            res.on('error', end);
          },
        );
        const timer = setTimeout(() => {
          req.destroy(new Error(`timed out after ${timeoutMs} ms`));
        }, timeoutMs);
        req.on('error', (err: NodeJS.ErrnoException) => {
          const message =
            err instanceof SsrfRefusedError
              ? err.message
              : err.message.startsWith('timed out')
                ? err.message
                : `${err.code ? err.code + ': ' : ''}${err.message}`;
          finish({ statusCode: null, error: message, responseExcerpt: null });
        });
        req.end(body);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
