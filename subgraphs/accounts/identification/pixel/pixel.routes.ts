// GET /pixel.js?k=site_...: the snippet for one workspace, with its site key and the collector URL
// baked in. Cacheable; an unknown key gets a 404 that is still valid JavaScript.
import { Router } from 'express';
import type { Collector } from '../collector/collector.service.js';
import { SITE_KEY_PATTERN } from '../collector/hit.schema.js';
import { COLLECT_PATH } from '../collector/collect.http.js';
import { pixelScript } from './pixelScript.js';

const PIXEL_MAX_AGE = 3600; // 1 hour: pixel updates reach sites within the hour

export function pixelRoutes(collector: Collector, publicUrl: string): Router {
  const r = Router();
  r.get('/pixel.js', async (req, res) => {
    res.type('application/javascript; charset=utf-8');
    res.setHeader('Access-Control-Allow-Origin', '*');
    const k = typeof req.query.k === 'string' ? req.query.k : '';
    if (!SITE_KEY_PATTERN.test(k)) {
      res.status(400).send('/* Signal pixel: missing or malformed site key; use /pixel.js?k=site_... */\n');
      return;
    }
    if (!(await collector.workspaceForSiteKey(k))) {
      res.status(404).send('/* Signal pixel: unknown site key; copy the snippet from the dashboard again */\n');
      return;
    }
    res.setHeader('Cache-Control', `public, max-age=${PIXEL_MAX_AGE}`);
    res.send(pixelScript(k, `${publicUrl}${COLLECT_PATH}?k=${encodeURIComponent(k)}`));
  });
  return r;
}
