// GET /integrations/esp/callback?code&state: where the email platform sends the browser back after
// consent. No session is needed: the single-use, 15-minute state names the workspace. The token
// exchange happens here, server to server; the answer never carries a token.
import { Router } from 'express';
import { ESP_CALLBACK_PATH, type EspService } from './esp.service.js';

const q = (v: unknown): string | undefined => (typeof v === 'string' && v.length <= 2048 ? v : undefined);

export function espCallbackRoutes(esp: EspService): Router {
  const r = Router();
  r.get(ESP_CALLBACK_PATH, async (req, res, next) => {
    try {
      const done = await esp.completeConsent({
        state: q(req.query.state),
        code: q(req.query.code),
        error: q(req.query.error),
        error_description: q(req.query.error_description),
      });
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        connected: true,
        provider: done.provider,
        sandbox: done.sandbox,
        next_step: 'verify the connection (verify_esp), then create or run a sync rule',
      });
    } catch (err) {
      next(err);
    }
  });
  return r;
}
