// One outbound call to a vendor's API (email platforms, the enrichment vendor): paced by the
// caller's limiter, a 10 s limit per attempt, no redirects, and backoff on 429 (Retry-After, seconds
// or an HTTP date) and on 5xx. Anything else that is not 2xx is a VendorHttpError carrying the status
// and a short body excerpt.
import type { RateLimiter } from '../esp/rateLimit.js';

/** A vendor's answer that is not a success (status 0: no answer at all). */
export class VendorHttpError extends Error {
  constructor(
    readonly vendor: string,
    readonly status: number,
    readonly excerpt: string,
  ) {
    super(`${vendor} answered ${status || 'nothing'}${excerpt ? `: ${excerpt}` : ''}`);
    this.name = 'VendorHttpError';
  }
}

const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 5;
const MAX_WAIT_MS = 60_000; // a Retry-After beyond a minute fails this call instead of holding the run
const EXCERPT = 300;

export interface ProviderRequest {
  /** who is called, for errors */
  provider: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  body?: string;
  limiter?: RateLimiter;
}

export function retryAfterMs(header: string | null, attempt: number, nowMs = Date.now()): number {
  if (header) {
    const secs = Number(header);
    if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - nowMs);
  }
  return Math.min(MAX_WAIT_MS, 500 * 2 ** attempt);
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Returns the parsed JSON body (null for an empty 2xx). */
export async function providerCall<T = unknown>(req: ProviderRequest): Promise<T | null> {
  for (let attempt = 0; ; attempt++) {
    await req.limiter?.acquire();
    let res: Response;
    try {
      res = await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
    } catch (err) {
      if (attempt + 1 >= MAX_ATTEMPTS) throw new VendorHttpError(req.provider, 0, (err as Error).message);
      await sleep(retryAfterMs(null, attempt));
      continue;
    }
    const text = await res.text();
    if (res.status >= 200 && res.status < 300) return text ? (JSON.parse(text) as T) : null;
    const retriable = res.status === 429 || res.status >= 500;
    const wait = retryAfterMs(res.headers.get('retry-after'), attempt);
    if (!retriable || attempt + 1 >= MAX_ATTEMPTS || wait > MAX_WAIT_MS) throw new VendorHttpError(req.provider, res.status, text.slice(0, EXCERPT));
    await sleep(wait);
  }
}
