// Authentication and scope checks shared by every authenticated HTTP surface of the facade: the
// read API, the copilot routes and /graphql. API keys and session JWTs are both accepted; the 401
// body is identical for missing, malformed, unknown and revoked credentials (spec 5.5), apart from
// the correlation id. Revocation is effective on the next request: whether a key is active is asked
// of the database on every request (on the read routes, in the same round trip as a read).
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Runtime } from '../core/runtime.js';
import type { Scope } from '../core/auth/caller.js';
import type { KeyCheck } from '../core/auth/authenticate.js';
import { AppError } from '../core/errors.js';
import { FIX } from './fixHints.js';
import type { AuthFailureLimit } from './authFailureLimit.js';

export const UNAUTHORIZED_MESSAGE = 'missing or invalid credentials: send Authorization: Bearer <API key sk_sig_... or session token>';

export const unauthorized = (): AppError =>
  new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE, { code: 'invalid_credentials', ...FIX.apiKeys });

/**
 * Sets req.caller (an API key or a session of one workspace) or answers 401; missing or invalid
 * credentials spend the caller address's failure budget (429 once it is spent).
 */
export function authenticate(rt: Runtime, failures: AuthFailureLimit): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = await rt.auth.authenticate(req.get('authorization'));
      // operator credentials administer workspaces through /admin/v1; they read no workspace here
      if (!caller || caller.kind === 'operator') {
        res.setHeader('WWW-Authenticate', 'Bearer realm="signal"');
        // a valid operator credential on the wrong surface is not a failed guess
        return next(caller ? unauthorized() : await failures.failed(req, res, unauthorized));
      }
      req.caller = caller;
      next();
    } catch (err) {
      next(err);
    }
  };
}

const keyChecks = new WeakMap<Request, KeyCheck>();

/**
 * authenticate for routes whose every answer goes through `confirmedKey` (the read routes): a key
 * this process already knows is taken for its workspace and scopes at once, and the check that it
 * is still active rides with the next short read on the pool (one round trip, not two).
 */
export function authenticateRiding(rt: Runtime, failures: AuthFailureLimit): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { caller, check } = await rt.auth.authenticateRiding(req.get('authorization'));
      if (!caller || caller.kind === 'operator') {
        res.setHeader('WWW-Authenticate', 'Bearer realm="signal"');
        return next(caller ? unauthorized() : await failures.failed(req, res, unauthorized));
      }
      req.caller = caller;
      if (check) keyChecks.set(req, check);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Before any answer on a route behind authenticateRiding: true when the caller may be answered;
 * false when its key turned out revoked, and then the 401 (or the address's 429) has been passed
 * to `next`, exactly as authenticate would have answered, with `undo` run first (a spent workspace
 * point given back).
 */
export async function confirmedKey(
  req: Request,
  res: Response,
  next: NextFunction,
  failures: AuthFailureLimit,
  undo: (req: Request, res: Response) => Promise<void>,
): Promise<boolean> {
  const check = keyChecks.get(req);
  if (!check) return true;
  keyChecks.delete(req);
  if (await check.active()) return true;
  await undo(req, res);
  req.caller = undefined;
  res.setHeader('WWW-Authenticate', 'Bearer realm="signal"');
  next(await failures.failed(req, res, unauthorized));
  return false;
}

/** The error handler of routes behind authenticateRiding: no error is answered before the key is confirmed. */
export function confirmBeforeError(failures: AuthFailureLimit, undo: (req: Request, res: Response) => Promise<void>): ErrorRequestHandler {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    confirmedKey(req, res, next, failures, undo).then(
      (ok) => ok && next(err),
      (checkErr) => next(checkErr),
    );
  };
}

/** API keys must carry `scope` (fixed at creation); sessions are members and pass. */
export function requireScope(scope: Scope): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const caller = req.caller;
    if (!caller) return next(unauthorized());
    if (caller.kind === 'key' && !caller.scopes.includes(scope)) {
      return next(
        new AppError(
          'FORBIDDEN',
          `insufficient_scope: this API key lacks the "${scope}" scope. Scopes are fixed at creation: create a new key with scope "${scope}"`,
          { code: 'insufficient_scope', required_scope: scope, key_scopes: caller.scopes, ...FIX.apiKeys },
        ),
      );
    }
    next();
  };
}
