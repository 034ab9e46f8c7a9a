// Shopify's authorization-code grant, as documented: the merchant is sent to
// https://{shop}/admin/oauth/authorize?client_id&scope&redirect_uri&state; the callback carries
// code, hmac, shop, state and timestamp; the hmac (HMAC-SHA256 hex over the other query parameters,
// sorted, joined as k=v with &) proves Shopify sent it; the code is exchanged once at
// POST https://{shop}/admin/oauth/access_token for an offline access token.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../core/crypto.js';
import { providerCall } from '../shared/vendorHttp.js';
import { shopOrigin } from './shopify.client.js';

/** Shopify's rule for a shop name: <name>.myshopify.com */
export const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export interface ShopifyApp {
  clientId: string;
  clientSecret: string;
  scopes: string;
  originOverride?: string;
}

export function authorizeUrl(app: ShopifyApp, p: { shop: string; state: string; redirectUri: string }): string {
  const u = new URL(`${shopOrigin(p.shop, app.originOverride)}/admin/oauth/authorize`);
  u.searchParams.set('client_id', app.clientId);
  u.searchParams.set('scope', app.scopes);
  u.searchParams.set('redirect_uri', p.redirectUri);
  u.searchParams.set('state', p.state);
  return u.toString();
}

export function callbackHmac(query: Record<string, string>, secret: string): string {
  const msg = Object.keys(query)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(msg).digest('hex');
}

export const verifyCallbackHmac = (query: Record<string, string>, secret: string) =>
  typeof query.hmac === 'string' && safeEqual(callbackHmac(query, secret), query.hmac);

export async function exchangeCode(app: ShopifyApp, shop: string, code: string): Promise<{ accessToken: string; scope: string }> {
  const r = await providerCall<{ access_token: string; scope: string }>({
    provider: 'shopify',
    method: 'POST',
    url: `${shopOrigin(shop, app.originOverride)}/admin/oauth/access_token`,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ client_id: app.clientId, client_secret: app.clientSecret, code }),
  });
  if (!r?.access_token) throw new Error('Shopify answered the code exchange without an access_token');
  return { accessToken: r.access_token, scope: r.scope };
}
