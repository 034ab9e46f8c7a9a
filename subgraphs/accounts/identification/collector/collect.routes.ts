// POST /collect: the pixel's endpoint. Authenticated by site key (not API keys), CORS-open so any
// customer origin may post, text/plain or JSON bodies (sendBeacon sends text/plain), size-limited
// on this route only. 202 with an empty body once the hit is durably stored.
import express, { Router, type Request, type Response } from 'express';
import type { Collector } from './collector.service.js';
import { MAX_BODY_BYTES } from './hit.schema.js';

export const COLLECT_PATH = '/collect';
const PREFLIGHT_MAX_AGE = '86400'; // 1 day

function cors(res: Response): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
}

export function collectRoutes(collector: Collector): Router {
  const r = Router();
  r.options(COLLECT_PATH, (_req, res) => {
    cors(res);
    res.status(204).end();
  });
  r.post(
    COLLECT_PATH,
    (_req, res, next) => {
      cors(res); // set before parsing so a 413/400 from the body parser is readable cross-origin too
      next();
    },
    // every content type is read as text (beacons are text/plain); the domain parses the JSON
    express.text({ type: () => true, limit: MAX_BODY_BYTES }),
    async (req: Request, res: Response) => {
      const k = typeof req.query.k === 'string' ? req.query.k : undefined;
      const body = typeof req.body === 'string' ? req.body : '';
      await collector.accept(k, body, { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });
      res.status(202).end();
    },
  );
  return r;
}
