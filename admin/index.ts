// The operator API behind signalctl: /admin/v1/*. Not part of the public contract (not in OpenAPI
// or capabilities); every route needs the operator credential or a workspace owner/admin session.
import express, { Router } from 'express';
import type { Runtime } from '../core/runtime.js';
import type { RoleHandle } from '../server/role.js';
import { authenticateOperatorApi } from './auth.js';
import { createAuthFailureLimit, type AuthFailureLimit } from '../rest-facade/authFailureLimit.js';
import { workspaceRoutes } from './workspaces.routes.js';
import { keyRoutes } from './keys.routes.js';
import { tokenRoutes } from './token.routes.js';
import { demoRoutes } from './demo.routes.js';
import { jobRoutes } from './jobs.routes.js';
import { webhookRoutes } from './webhooks.routes.js';
import { ipRangeRoutes } from './ipRanges.routes.js';
import { integrationRoutes } from './integrations.routes.js';

export const ADMIN_PREFIX = '/admin/v1';

/** Route modules; each area adds its own (webhooks, demo, jobs). */
const ROUTE_MODULES: Array<(rt: Runtime) => Router> = [workspaceRoutes, keyRoutes, tokenRoutes, webhookRoutes, demoRoutes, jobRoutes, ipRangeRoutes, integrationRoutes];

/** `authFailures`: the failure budget shared with the public surfaces; created (and closed) here when absent. */
export function createAdminRole(rt: Runtime, deps: { authFailures?: AuthFailureLimit } = {}): RoleHandle {
  let own: AuthFailureLimit | null = null;
  return {
    name: 'admin',
    async mount(app) {
      if (!deps.authFailures) own = await createAuthFailureLimit(rt);
      const r = Router();
      r.use(express.json({ limit: '1mb' }));
      r.use(authenticateOperatorApi(rt, deps.authFailures ?? own!));
      for (const make of ROUTE_MODULES) r.use(make(rt));
      app.use(ADMIN_PREFIX, r);
    },
    async stop() {
      await own?.close();
    },
  };
}
