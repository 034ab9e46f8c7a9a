// Email-platform connections: consent (OAuth with state and PKCE), the callback's code exchange with
// tokens sealed at rest (AES-256-GCM, core/crypto.ts), verify and skip, and an authenticated session
// for senders. A rule's platform that is not connected is a 409 with a fix hint (spec 7).
import type { Clock } from '../../../core/clock.js';
import type { Config } from '../../../core/config.js';
import type { ServiceSecrets } from '../../../core/secrets.js';
import { decrypt, encrypt, sha256Hex } from '../../../core/crypto.js';
import { AppError, conflict, validation } from '../../../core/errors.js';
import { codeChallengeS256, newCodeVerifier, newState } from './pkce.js';
import { isEspName, type EspName, type EspProvider, type EspSession, type EspTokens } from './provider.js';
import type { EspProviders } from './providers.js';
import type { EspConnectionRepository } from './espConnection.repository.js';

/** How long a consent link stays valid. */
export const CONSENT_TTL_MS = 15 * 60_000; // 15 minutes
/** Refresh an expiring token this long before it lapses. */
const REFRESH_MARGIN_MS = 60_000;
export const ESP_CALLBACK_PATH = '/integrations/esp/callback';
export const ESP_FIX = { fix_url: '/settings/integrations/email', fix_label: 'Settings › Integrations › Email platform' } as const;

export const notConnected = (esp: string, why: string) =>
  conflict(`${esp} is not connected${why ? ` (${why})` : ''}; connect it before syncing`, { code: `${esp}_not_connected`, ...ESP_FIX });

export function createEspService(deps: { repo: EspConnectionRepository; providers: EspProviders; secrets: ServiceSecrets; config: Config; clock: Clock }) {
  const { repo, providers, secrets, config, clock } = deps;
  const seal = (s: string) => encrypt(s, secrets.secretKey);
  const open = (s: string) => decrypt(s, secrets.secretKey);
  const redirectUri = `${config.publicUrl}${ESP_CALLBACK_PATH}`;
  const expiry = (t: EspTokens) => (t.expiresIn ? new Date(clock.now().getTime() + t.expiresIn * 1000) : null);
  const provider = (name: string): EspProvider => {
    if (!isEspName(name)) throw validation(`unknown email platform "${name}"; supported: klaviyo, mailchimp`, { field: 'provider' });
    return providers[name];
  };

  return {
    provider,
    get: (workspaceId: string) => repo.get(workspaceId),

    /** A consent link (authorize URL carrying state and the PKCE challenge), valid for CONSENT_TTL_MS. */
    async connect(workspaceId: string, esp: EspName) {
      const p = provider(esp);
      const state = newState();
      const verifier = newCodeVerifier();
      const at = clock.now();
      // only the state's hash is stored: the link is the one place the state exists
      await repo.startConsent(workspaceId, { provider: esp, state: sha256Hex(state), verifierEnc: seal(verifier), sandbox: p.sandbox, at });
      return {
        provider: esp,
        sandbox: p.sandbox,
        consent_url: p.authorizeUrl({ state, codeChallenge: codeChallengeS256(verifier), redirectUri }),
        expires_at: new Date(at.getTime() + CONSENT_TTL_MS),
      };
    },

    /** The callback: exchanges the code once for tokens and stores them sealed. */
    async completeConsent(q: { state?: string; code?: string; error?: string; error_description?: string }) {
      if (!q.state) throw validation('the callback carries no state', { field: 'state' });
      const stateHash = sha256Hex(q.state);
      const conn = await repo.byState(stateHash);
      if (!conn) throw new AppError('NOT_FOUND', 'this consent link is unknown or was already used; start connecting again', { code: 'esp_consent_unknown', ...ESP_FIX });
      if (!conn.oauth_started_at || clock.now().getTime() - new Date(conn.oauth_started_at).getTime() > CONSENT_TTL_MS)
        throw conflict('this consent link has expired; start connecting again', { code: 'esp_consent_expired', ...ESP_FIX });
      if (q.error) throw conflict(`${conn.provider} did not grant access: ${q.error_description ?? q.error}`, { code: 'esp_consent_denied', ...ESP_FIX });
      if (!q.code) throw validation('the callback carries no code', { field: 'code' });
      const p = provider(conn.provider);
      const t = await p.exchangeCode({ code: q.code, codeVerifier: open(conn.code_verifier_enc!), redirectUri });
      const done = await repo.completeConsent(conn.workspace_id, stateHash, {
        accessEnc: seal(t.accessToken),
        refreshEnc: t.refreshToken ? seal(t.refreshToken) : null,
        expiresAt: expiry(t),
        apiEndpoint: t.apiEndpoint,
        at: clock.now(),
      });
      if (!done) throw new AppError('NOT_FOUND', 'this consent link was already used', { code: 'esp_consent_unknown', ...ESP_FIX });
      return { workspace_id: conn.workspace_id, provider: conn.provider, sandbox: p.sandbox };
    },

    /** The decrypted session for `esp`, refreshing an expiring token; 409 <esp>_not_connected otherwise. */
    async session(workspaceId: string, esp: string): Promise<{ provider: EspProvider; session: EspSession }> {
      const conn = await repo.get(workspaceId);
      if (!conn || conn.provider !== esp) throw notConnected(esp, conn ? `the workspace is connected to ${conn.provider}` : 'no email platform connected');
      if (conn.status !== 'connected' || !conn.access_token_enc) throw notConnected(esp, 'consent was started but not completed');
      const p = provider(esp);
      let accessToken = open(conn.access_token_enc);
      if (conn.token_expires_at && new Date(conn.token_expires_at).getTime() - REFRESH_MARGIN_MS < clock.now().getTime()) {
        const t = conn.refresh_token_enc ? await p.refresh(open(conn.refresh_token_enc)) : null;
        if (!t) throw notConnected(esp, 'the access token expired; reconnect');
        accessToken = t.accessToken;
        await repo.storeRefreshed(workspaceId, { accessEnc: seal(t.accessToken), refreshEnc: t.refreshToken ? seal(t.refreshToken) : null, expiresAt: expiry(t) });
      }
      return { provider: p, session: { workspaceId, accessToken, apiEndpoint: conn.api_endpoint } };
    },

    /** Proves the stored token works with an authenticated read, then marks the connection verified. */
    async verify(workspaceId: string) {
      const conn = await repo.get(workspaceId);
      if (!conn) throw notConnected('esp', 'no email platform connected');
      const { provider: p, session } = await this.session(workspaceId, conn.provider);
      const { label } = await p.account(session);
      const at = clock.now();
      await repo.markVerified(workspaceId, label, at);
      return { provider: conn.provider, account: label, verified_at: at, sandbox: p.sandbox };
    },

    async skip(workspaceId: string) {
      const at = clock.now();
      await repo.skip(workspaceId, at);
      return { skipped_at: at };
    },
  };
}

export type EspService = ReturnType<typeof createEspService>;
