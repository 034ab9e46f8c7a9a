// The development issuer's public keys, so other processes (and tests) can verify its session JWTs.
import type { Runtime } from '../core/runtime.js';
import type { RoleHandle } from './role.js';

export function jwksRole(rt: Runtime): RoleHandle {
  return {
    name: 'jwks',
    mount(app) {
      if (!rt.devIssuer) return; // an external IdP publishes its own
      const body = rt.devIssuer.jwks();
      app.get('/.well-known/jwks.json', (_req, res) => {
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.json(body);
      });
    },
  };
}
