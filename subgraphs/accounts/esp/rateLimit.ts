// Client-side pacing for a provider's documented limits (Klaviyo's list endpoints: 10/s burst,
// 150/min steady): a sliding log per window; acquire() waits until every window has room. Pacing
// keeps a sync inside the limits; a 429 that still comes back is handled by the caller's backoff.
export interface Window {
  ms: number;
  max: number;
}

export interface RateLimiter {
  acquire(): Promise<void>;
}

export function createRateLimiter(
  windows: Window[],
  opts: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): RateLimiter {
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const log: number[] = []; // start times, oldest first
  const longest = Math.max(...windows.map((w) => w.ms));
  let queue = Promise.resolve();
  const take = async () => {
    for (;;) {
      const t = now();
      while (log.length && log[0]! <= t - longest) log.shift();
      let wait = 0;
      for (const w of windows) {
        const inWindow = log.filter((s) => s > t - w.ms);
        if (inWindow.length >= w.max) wait = Math.max(wait, inWindow[inWindow.length - w.max]! + w.ms - t);
      }
      if (wait <= 0) {
        log.push(t);
        return;
      }
      await sleep(wait);
    }
  };
  return {
    // callers queue so concurrent acquirers cannot both take the last slot
    acquire() {
      const next = queue.then(take);
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/** One limiter per key (provider, workspace, endpoint class): limits are per connected account. */
export function limiterPool(windows: Window[]) {
  const pool = new Map<string, RateLimiter>();
  return (key: string): RateLimiter => {
    let l = pool.get(key);
    if (!l) pool.set(key, (l = createRateLimiter(windows)));
    return l;
  };
}
