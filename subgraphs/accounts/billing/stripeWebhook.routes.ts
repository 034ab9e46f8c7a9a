// POST /billing/stripe/webhook: Stripe's events, verified against the raw body (so parsed as raw
// bytes here, before any JSON parser), applied once per event id; 2xx tells Stripe to stop retrying.
import { Router, raw } from 'express';
import type { BillingService } from './billing.service.js';

export const STRIPE_WEBHOOK_PATH = '/billing/stripe/webhook';

export function stripeWebhookRoutes(billing: BillingService): Router {
  const r = Router();
  r.post(STRIPE_WEBHOOK_PATH, raw({ type: () => true, limit: '1mb' }), async (req, res, next) => {
    try {
      const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      const sig = req.headers['stripe-signature'];
      res.json(await billing.handleWebhook(body, Array.isArray(sig) ? sig[0] : sig));
    } catch (err) {
      next(err);
    }
  });
  return r;
}
