// One budget per workspace (DESIGN.md 5): 300 requests per 60 s shared by the read API, the
// copilot and /graphql. Memory store by default; Redis when REDIS_URL is set, so several
// processes share the counters, with the memory store as insurance while Redis is unreachable.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Runtime } from '../core/runtime.js';
import { AppError } from '../core/errors.js';

export interface RateLimitPolicy {
  limit: number;
  window_seconds: number;
  scope: 'workspace';
  store: 'memory' | 'redis';
}

export interface WorkspaceRateLimit {
  middleware: RequestHandler;
  /**
   * Gives back the point the middleware spent for this request and removes its headers: for a
   * caller found invalid after the middleware ran (a revoked key, rest-facade/auth.ts confirmedKey).
   */
  giveBack(req: Request, res: Response): Promise<void>;
  policy: RateLimitPolicy;
  close(): Promise<void>;
}

export const REDIS_KEY_PREFIX = 'signal:ratelimit';

export interface Limiter {
  limiter: RateLimiterAbstract;
  store: 'memory' | 'redis';
  close(): Promise<void>;
}

// one memory counter per runtime and prefix: the facade and the dashboard's graphql-ws socket in
// the same process spend the same workspace budget even without Redis
const memoryStores = new WeakMap<Runtime, Map<string, RateLimiterMemory>>();
function sharedMemory(rt: Runtime, opts: { points: number; duration: number; keyPrefix: string }): RateLimiterMemory {
  let byPrefix = memoryStores.get(rt);
  if (!byPrefix) memoryStores.set(rt, (byPrefix = new Map()));
  const key = `${opts.keyPrefix}|${opts.points}|${opts.duration}`;
  let memory = byPrefix.get(key);
  if (!memory) byPrefix.set(key, (memory = new RateLimiterMemory({ points: opts.points, duration: opts.duration })));
  return memory;
}

/**
 * A rate-limiter-flexible limiter: memory store by default; Redis when REDIS_URL is set (several
 * processes share the counters), with the memory store as insurance while Redis is unreachable.
 */
export async function createLimiter(rt: Runtime, opts: { points: number; duration: number; keyPrefix: string; label: string }): Promise<Limiter> {
  const { points, duration } = opts;
  const memory = sharedMemory(rt, opts);
  if (!rt.config.REDIS_URL) return { limiter: memory, store: 'memory', close: async () => {} };
  // no offline queue: while Redis is down, calls fail fast and the insurance limiter answers
  const redis = new Redis(rt.config.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => rt.logger.warn({ err: err.message }, `${opts.label}: redis error`));
  try {
    await redis.connect();
  } catch (err) {
    rt.logger.warn({ err }, `${opts.label}: redis unreachable at start; using the memory store until it answers`);
  }
  return {
    limiter: new RateLimiterRedis({ storeClient: redis, keyPrefix: opts.keyPrefix, points, duration, insuranceLimiter: memory }),
    store: 'redis',
    close: () => redis.quit().then(() => undefined, () => redis.disconnect()),
  };
}

/** RateLimit-* headers (IETF draft) for one limiter result. */
export function setRateLimitHeaders(res: Response, r: RateLimiterRes, points: number, duration: number): void {
  res.setHeader('RateLimit-Limit', String(points));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, r.remainingPoints)));
  res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil(r.msBeforeNext / 1000))));
  res.setHeader('RateLimit-Policy', `${points};w=${duration}`);
}

/** The workspace budget's limiter (DESIGN.md 5), for surfaces beside the facade (graphql-ws subscribe). */
export function createWorkspaceLimiter(rt: Runtime): Promise<Limiter> {
  return createLimiter(rt, { points: rt.config.RATE_LIMIT_POINTS, duration: rt.config.RATE_LIMIT_WINDOW_SECONDS, keyPrefix: REDIS_KEY_PREFIX, label: 'rate limit' });
}

export async function createWorkspaceRateLimit(rt: Runtime): Promise<WorkspaceRateLimit> {
  const points = rt.config.RATE_LIMIT_POINTS;
  const duration = rt.config.RATE_LIMIT_WINDOW_SECONDS;
  const { limiter, store, close } = await createWorkspaceLimiter(rt);
  const policy: RateLimitPolicy = { limit: points, window_seconds: duration, scope: 'workspace', store };
  const setHeaders = (res: Response, r: RateLimiterRes) => setRateLimitHeaders(res, r, points, duration);

  const spent = new WeakMap<Request, string>();
  const middleware: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    const caller = req.caller;
    if (!caller || caller.kind === 'operator') return next();
    spent.set(req, caller.workspaceId);
    try {
      setHeaders(res, await limiter.consume(caller.workspaceId, 1));
      next();
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // the store failed and so did the insurance: let the request through rather than fail it
        rt.logger.error({ err: rejection }, 'rate limit: store failed');
        return next();
      }
      setHeaders(res, rejection);
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(retryAfter));
      next(
        new AppError('RATE_LIMITED', `rate limit of ${points} requests per ${duration} s for this workspace exceeded; retry after ${retryAfter} s`, {
          limit: points,
          window_seconds: duration,
          scope: 'workspace',
          retry_after_seconds: retryAfter,
        }),
      );
    }
  };

  const giveBack = async (req: Request, res: Response) => {
    const workspaceId = spent.get(req);
    if (workspaceId === undefined) return;
    spent.delete(req);
    for (const h of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'Retry-After']) res.removeHeader(h);
    try {
      await limiter.reward(workspaceId, 1);
    } catch (err) {
      rt.logger.error({ err }, 'rate limit: could not give a point back');
    }
  };

  return { middleware, giveBack, policy, close };
}
