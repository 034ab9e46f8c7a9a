// The caller on the copilot paths, set by the facade's authentication (req.caller).
import type { Request } from 'express';
import type { Caller } from '../../core/auth/caller.js';
import { AppError } from '../../core/errors.js';

export type WorkspaceCaller = Exclude<Caller, { kind: 'operator' }>;

export function callerOf(req: Request): WorkspaceCaller {
  const caller = (req as Request & { caller?: Caller }).caller;
  if (!caller) throw new AppError('UNAUTHORIZED', 'missing or invalid credentials');
  if (caller.kind === 'operator')
    throw new AppError('FORBIDDEN', 'operator credentials are not scoped to a workspace; use a session or an API key', { code: 'workspace_required' });
  return caller;
}
