// Delivery limits (spec 6, 8). The retry delays are indexed by the number of failed attempts in the
// current schedule: after attempt n fails, the next comes RETRY_DELAYS_MS[n-1] later. The spec's
// intervals add up to 14.5 h (not "about 21 h"): we follow the intervals (DESIGN.md 5).
const MINUTE = 60_000;

export const RETRY_DELAYS_MS: readonly number[] = [
  2 * MINUTE,
  4 * MINUTE,
  8 * MINUTE,
  16 * MINUTE,
  32 * MINUTE,
  64 * MINUTE,
  128 * MINUTE,
  256 * MINUTE,
  6 * 60 * MINUTE,
];

/** 10 attempts: the first plus one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Failed attempts in a row, across events, after which an endpoint is disabled; any 2xx resets it. */
export const DISABLE_AFTER_CONSECUTIVE_FAILURES = 15;
export const ATTEMPT_TIMEOUT_MS = 10_000; // 10 s (spec 6.6)
export const RESPONSE_EXCERPT_BYTES = 1_024; // kept in the attempt log
export const MAX_ENDPOINTS_PER_WORKSPACE = 5;
export const USER_AGENT = 'Signal-Webhooks/1';

/** When the next attempt is due after attempt `n` of the schedule failed; null when retries are exhausted. */
export function nextAttemptAfterFailure(now: Date, n: number): Date | null {
  if (n >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_DELAYS_MS[n - 1]!);
}

export const TOTAL_RETRY_SPAN_MS = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
