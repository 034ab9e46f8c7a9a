// GET /integrations/store/callback?code&hmac&shop&state&timestamp: where Shopify sends the merchant
// back after consent. No session is needed: the hmac proves Shopify sent it and the single-use,
// 15-minute state names the workspace. The answer never carries the token.
import { Router } from 'express';
import { STORE_CALLBACK_PATH, type CommerceStoreService } from './commerceStore.service.js';

export function storeCallbackRoutes(store: CommerceStoreService): Router {
  const r = Router();
  r.get(STORE_CALLBACK_PATH, async (req, res, next) => {
    try {
      const query = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= 2048));
      const done = await store.completeConsent(query);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ connected: true, platform: 'shopify', shop: done.shop, next_step: 'the store sync imports orders, products, customers and memberships' });
    } catch (err) {
      next(err);
    }
  });
  return r;
}
