// A budget per client IP for requests whose credentials are missing or invalid (issue #12 point 9):
// SIGNAL_AUTH_FAILURE_POINTS per SIGNAL_AUTH_FAILURE_WINDOW_SECONDS (default 60 per 60 s) on the read
// API, the copilot, /graphql and the operator API. Only failures spend it, and a valid credential is
// never refused by it, so good callers behind the same NAT as a misbehaving one are not starved;
// once an address is over budget its failures are 429 instead of 401. The address follows the
// trusted-proxy rule (core/http/clientIp.ts). One instance serves every surface of a process; with
// REDIS_URL the counters are shared between processes.
import type { Request, Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Runtime } from '../core/runtime.js';
import { AppError } from '../core/errors.js';
import { clientIp } from '../core/http/clientIp.js';
import { createLimiter, setRateLimitHeaders } from './rateLimit.js';

export const AUTH_FAILURE_KEY_PREFIX = 'signal:authfail';

export interface AuthFailurePolicy {
  limit: number;
  window_seconds: number;
  scope: 'client_ip';
  counts: 'requests with missing or invalid credentials';
  store: 'memory' | 'redis';
}

export interface AuthFailureLimit {
  policy: AuthFailurePolicy;
  /**
   * Spends one point of the caller's address for a failed authentication and returns the error to
   * answer: `unauthorized` while within budget, 429 RATE_LIMITED (with Retry-After) once over it.
   * Sets the RateLimit-* headers of this budget either way.
   */
  failed(req: Request, res: Response, unauthorized: () => AppError): Promise<AppError>;
  close(): Promise<void>;
}

export async function createAuthFailureLimit(rt: Runtime): Promise<AuthFailureLimit> {
  const points = rt.config.SIGNAL_AUTH_FAILURE_POINTS;
  const duration = rt.config.SIGNAL_AUTH_FAILURE_WINDOW_SECONDS;
  const { limiter, store, close } = await createLimiter(rt, { points, duration, keyPrefix: AUTH_FAILURE_KEY_PREFIX, label: 'auth failure limit' });
  const policy: AuthFailurePolicy = { limit: points, window_seconds: duration, scope: 'client_ip', counts: 'requests with missing or invalid credentials', store };

  return {
    policy,
    async failed(req, res, unauthorized) {
      try {
        setRateLimitHeaders(res, await limiter.consume(clientIp(req), 1), points, duration);
        return unauthorized();
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) {
          // the store failed and so did the insurance: answer the 401 rather than fail the request
          rt.logger.error({ err: rejection }, 'auth failure limit: store failed');
          return unauthorized();
        }
        setRateLimitHeaders(res, rejection, points, duration);
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        return new AppError(
          'RATE_LIMITED',
          `too many requests with missing or invalid credentials from this address: the limit is ${points} per ${duration} s; retry after ${retryAfter} s with a valid credential`,
          { code: 'auth_failure_limit', limit: points, window_seconds: duration, scope: 'client_ip', retry_after_seconds: retryAfter },
        );
      }
    },
    close,
  };
}
