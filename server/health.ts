// /healthz: the process is alive. /readyz: it can reach its database (and is not shutting down).
import type { Runtime } from '../core/runtime.js';
import type { RoleHandle } from './role.js';

export function healthRole(rt: Runtime): RoleHandle & { draining: boolean } {
  const handle = {
    name: 'health',
    draining: false,
    mount(app: import('express').Express) {
      app.get('/healthz', (_req, res) => {
        res.json({ status: 'ok' });
      });
      app.get('/readyz', async (_req, res) => {
        if (handle.draining) return void res.status(503).json({ status: 'draining' });
        try {
          await rt.db.ping();
          res.json({ status: 'ready', database: rt.db.kind });
        } catch (err) {
          rt.logger.warn({ err }, 'readiness check failed');
          res.status(503).json({ status: 'unavailable', database: rt.db.kind });
        }
      });
    },
  };
  return handle;
}
