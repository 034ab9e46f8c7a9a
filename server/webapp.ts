// The dashboard web app (web/, built by Vite into web/dist) served at `/`. Its content security
// policy allows only this origin, so the page can load and call nothing anywhere else.
import express from 'express';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RoleHandle } from './role.js';
import type { Runtime } from '../core/runtime.js';
import { signInRoutes } from './signin.js';

// server/ under tsx, dist/server/ once compiled: web/dist is at the package root either way
export const WEB_DIST = ['../web/dist/', '../../web/dist/']
  .map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((p) => existsSync(`${p}index.html`)) ?? fileURLToPath(new URL('../web/dist/', import.meta.url));

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export function webAppRole(rt: Runtime, dist = WEB_DIST): RoleHandle {
  return {
    name: 'webapp',
    mount(app) {
      app.use('/auth', (_req, res, next) => {
        res.setHeader('Content-Security-Policy', CSP);
        res.setHeader('Referrer-Policy', 'no-referrer'); // the callback's code stays out of Referer
        next();
      }, signInRoutes(rt));
      if (!existsSync(`${dist}index.html`)) return; // not built (npm run build:web): `/` stays 404
      const headers = (res: express.Response) => {
        res.setHeader('Content-Security-Policy', CSP);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Referrer-Policy', 'no-referrer');
      };
      // hashed file names: cached for good; index.html: revalidated so a new build shows at once
      app.use('/assets', express.static(`${dist}assets`, { immutable: true, maxAge: '365d', fallthrough: false, index: false }));
      app.get(['/', '/index.html'], (_req, res) => {
        headers(res);
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile('index.html', { root: dist });
      });
    },
  };
}
