// Client-side pacing for Klaviyo's list endpoints (10/s burst, 150/min steady) and Retry-After parsing.
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../subgraphs/accounts/esp/rateLimit.js';
import { KLAVIYO_LIST_LIMITS } from '../../subgraphs/accounts/esp/klaviyo.provider.js';
import { retryAfterMs } from '../../subgraphs/accounts/shared/vendorHttp.js';

function fakeTime() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms), get t() { return t; } };
}

describe('rate limiter', () => {
  it('never lets more than 10 calls into any second or 150 into any minute', async () => {
    const time = fakeTime();
    const l = createRateLimiter(KLAVIYO_LIST_LIMITS, time);
    const starts: number[] = [];
    for (let i = 0; i < 320; i++) {
      await l.acquire();
      starts.push(time.t);
    }
    for (let i = 0; i < starts.length; i++) {
      expect(starts.filter((s) => s >= starts[i]! && s < starts[i]! + 1_000).length).toBeLessThanOrEqual(10);
      expect(starts.filter((s) => s >= starts[i]! && s < starts[i]! + 60_000).length).toBeLessThanOrEqual(150);
    }
    // and no slower than the limits allow: the 151st call starts one minute after the first
    expect(starts[10]).toBe(1_000);
    expect(starts[150]).toBe(60_000);
    expect(starts[300]).toBe(120_000);
  });

  it('concurrent acquirers queue instead of sharing the last slot', async () => {
    const time = fakeTime();
    const l = createRateLimiter([{ ms: 1_000, max: 2 }], time);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => l.acquire().then(() => starts.push(time.t))));
    expect(starts).toEqual([0, 0, 1_000, 1_000, 2_000]);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and backs off exponentially without one', () => {
    expect(retryAfterMs('1', 0)).toBe(1_000);
    expect(retryAfterMs('0', 3)).toBe(0);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 0, 4_000)).toBe(6_000);
    expect(retryAfterMs(null, 0)).toBe(500);
    expect(retryAfterMs(null, 3)).toBe(4_000);
    expect(retryAfterMs('soon', 20)).toBe(60_000);
  });
});
