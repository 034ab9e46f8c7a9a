// Who may use the operator API: the operator credential for anything; a workspace's owner or admin
// session for that workspace only. API keys never reach it (v1 keys are read-only by design).
import type { NextFunction, Request, Response } from 'express';
import type { Runtime } from '../core/runtime.js';
import type { Caller } from '../core/auth/caller.js';
import { AppError } from '../core/errors.js';
import { createWorkspaceService, type WorkspaceRow } from '../subgraphs/accounts/workspaces/workspace.service.js';
import type { AuthFailureLimit } from '../rest-facade/authFailureLimit.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      caller?: Caller;
    }
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'missing or invalid credentials');

/** Missing or invalid credentials spend the address's failure budget (429 once it is spent). */
export function authenticateOperatorApi(rt: Runtime, failures: AuthFailureLimit) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const caller = await rt.auth.authenticate(req.get('authorization'));
    if (!caller) return next(await failures.failed(req, res, unauthorized));
    if (caller.kind === 'key') return next(new AppError('FORBIDDEN', 'API keys cannot use the operator API; use a session token'));
    req.caller = caller;
    next();
  };
}

export function requireOperator(req: Request): void {
  if (req.caller?.kind !== 'operator') throw new AppError('FORBIDDEN', 'this action needs the operator credential');
}

/** Resolves `:workspace` (id or name) and checks the caller may administer it; another workspace is 404. */
export async function workspaceFor(rt: Runtime, req: Request): Promise<WorkspaceRow> {
  const ref = String(req.params.workspace ?? '');
  const caller = req.caller;
  if (!caller) throw unauthorized();
  const ws = await createWorkspaceService(rt).resolve(ref);
  if (caller.kind === 'operator') return ws;
  if (caller.kind === 'session' && caller.workspaceId === ws.id) {
    if (caller.role === 'member') throw new AppError('FORBIDDEN', 'this action needs the owner or admin role');
    return ws;
  }
  throw new AppError('NOT_FOUND', `workspace "${ref}" not found`);
}
