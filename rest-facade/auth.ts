// Authentication and scope checks shared by every authenticated HTTP surface of the facade: the
// read API, the copilot routes and /graphql. API keys and session JWTs are both accepted; the 401
// body is identical for missing, malformed, unknown and revoked credentials (spec 5.5), apart from
// the correlation id. Revocation is effective on the next request: nothing is cached here.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Runtime } from '../core/runtime.js';
import type { Scope } from '../core/auth/caller.js';
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
