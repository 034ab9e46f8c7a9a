// POST /invitations/accept {token, name?}: joins the invited email to the workspace with the invited
// role. The single-use, expiring token is the credential (an invite link), so no session is needed.
import { Router, json } from 'express';
import { validation } from '../../../core/errors.js';
import { INVITE_ACCEPT_PATH, type TeamAdminService } from './teamAdmin.service.js';

export function invitationRoutes(team: TeamAdminService): Router {
  const r = Router();
  r.post(INVITE_ACCEPT_PATH, json({ limit: '4kb' }), async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as { token?: unknown; name?: unknown };
      if (typeof body.token !== 'string') throw validation('token: is required', { field: 'token' });
      const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 200) : null;
      const done = await team.accept(body.token, name);
      res.setHeader('Cache-Control', 'no-store');
      res.status(201).json({ accepted: true, workspace_id: done.workspace_id, email: done.email, role: done.role });
    } catch (err) {
      next(err);
    }
  });
  return r;
}
