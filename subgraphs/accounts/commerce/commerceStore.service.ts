// The store connection: consent (Shopify OAuth with a single-use state), the callback (hmac checked,
// code exchanged once, token sealed at rest) and disconnect (the reverse of authorize_store).
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../core/clock.js';
import type { Config } from '../../../core/config.js';
import type { ServiceSecrets } from '../../../core/secrets.js';
import { decrypt, encrypt, sha256Hex } from '../../../core/crypto.js';
import { AppError, conflict, validation } from '../../../core/errors.js';
import type { CommerceStoreRepository } from './commerceStore.repository.js';
import { authorizeUrl, exchangeCode, SHOP_DOMAIN, verifyCallbackHmac, type ShopifyApp } from './shopifyOAuth.js';

export const STORE_CONSENT_TTL_MS = 15 * 60_000;
export const STORE_CALLBACK_PATH = '/integrations/store/callback';
export const STORE_FIX = { fix_url: '/settings/integrations/store', fix_label: 'Settings › Integrations › Store' } as const;

export const storeNotConnected = (why: string) =>
  conflict(`no store is connected (${why}); connect one with authorize_store`, { code: 'store_not_connected', ...STORE_FIX });

export function shopifyApp(config: Config): ShopifyApp | null {
  if (!config.SHOPIFY_CLIENT_ID || !config.SHOPIFY_CLIENT_SECRET) return null;
  return { clientId: config.SHOPIFY_CLIENT_ID, clientSecret: config.SHOPIFY_CLIENT_SECRET, scopes: config.SHOPIFY_SCOPES, originOverride: config.SHOPIFY_ADMIN_ORIGIN };
}

export function createCommerceStoreService(deps: { repo: CommerceStoreRepository; secrets: ServiceSecrets; config: Config; clock: Clock }) {
  const { repo, secrets, config, clock } = deps;
  const redirectUri = `${config.publicUrl}${STORE_CALLBACK_PATH}`;
  const app = () => {
    const a = shopifyApp(config);
    if (!a) throw conflict('the Shopify app is not configured on this server (SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET)', { code: 'shopify_not_configured' });
    return a;
  };

  return {
    get: (workspaceId: string) => repo.get(workspaceId),
    connected: () => repo.connected(),

    /** authorize_store: the consent link for `shop`, valid for STORE_CONSENT_TTL_MS. */
    async connect(workspaceId: string, shopInput: string) {
      const shop = shopInput.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '');
      if (!SHOP_DOMAIN.test(shop)) throw validation(`"${shopInput}" is not a Shopify shop domain (expected <name>.myshopify.com)`, { field: 'shop' });
      const a = app();
      const state = randomBytes(24).toString('base64url');
      const at = clock.now();
      await repo.startConsent(workspaceId, { shop, stateHash: sha256Hex(state), at });
      return { shop, consent_url: authorizeUrl(a, { shop, state, redirectUri }), expires_at: new Date(at.getTime() + STORE_CONSENT_TTL_MS) };
    },

    /** The callback Shopify redirects to: query code, hmac, shop, state, timestamp. */
    async completeConsent(query: Record<string, string>) {
      const a = app();
      if (!query.state) throw validation('the callback carries no state', { field: 'state' });
      if (!verifyCallbackHmac(query, a.clientSecret)) throw validation('the callback hmac does not verify; it did not come from Shopify', { field: 'hmac' });
      const stateHash = sha256Hex(query.state);
      const store = await repo.byState(stateHash);
      if (!store) throw new AppError('NOT_FOUND', 'this consent link is unknown or was already used; start connecting again', { code: 'store_consent_unknown', ...STORE_FIX });
      if (!store.oauth_started_at || clock.now().getTime() - new Date(store.oauth_started_at).getTime() > STORE_CONSENT_TTL_MS)
        throw conflict('this consent link has expired; start connecting again', { code: 'store_consent_expired', ...STORE_FIX });
      if (query.shop !== store.shop) throw validation(`the callback is for ${query.shop}, consent was started for ${store.shop}`, { field: 'shop' });
      if (!query.code) throw validation('the callback carries no code', { field: 'code' });
      const t = await exchangeCode(a, store.shop, query.code);
      const done = await repo.completeConsent(store.workspace_id, stateHash, { tokenEnc: encrypt(t.accessToken, secrets.secretKey), scopes: t.scope, at: clock.now() });
      if (!done) throw new AppError('NOT_FOUND', 'this consent link was already used', { code: 'store_consent_unknown', ...STORE_FIX });
      return { workspace_id: store.workspace_id, shop: store.shop, scopes: t.scope };
    },

    /** The reverse of authorize_store: the token and any pending consent are forgotten. */
    async disconnect(workspaceId: string) {
      return { disconnected: (await repo.disconnect(workspaceId)) > 0 };
    },

    /** The decrypted access token; 409 store_not_connected otherwise. */
    async session(workspaceId: string) {
      const s = await repo.get(workspaceId);
      if (!s) throw storeNotConnected('none was authorised');
      if (s.status === 'revoked' || !s.access_token_enc)
        throw storeNotConnected(s.status === 'revoked' ? `${s.shop} revoked access; authorise it again` : 'consent was started but not completed');
      return { shop: s.shop, accessToken: decrypt(s.access_token_enc, secrets.secretKey) };
    },
  };
}

export type CommerceStoreService = ReturnType<typeof createCommerceStoreService>;
