// Klaviyo, as its API documents it: OAuth 2 authorization code with PKCE (S256), the token endpoint
// authenticated with HTTP Basic (client id:secret) and form-encoded; API calls with
// `Authorization: Bearer`, a `revision` header and JSON:API bodies. A contact is upserted with
// profile-import, then its profile id is related to the list; adding to a list does not subscribe the
// profile to marketing (that is a separate subscription job Signal never calls).
import { type ContactOutcome, type EspContact, type EspProvider, type EspSession, type EspTokens } from './provider.js';
import { providerCall, VendorHttpError } from '../shared/vendorHttp.js';
import { limiterPool, type Window } from './rateLimit.js';

export const KLAVIYO_REVISION = '2024-10-15';
/** Klaviyo's "M" tier (list endpoints, accounts): 10/s burst, 150/min steady */
export const KLAVIYO_LIST_LIMITS: Window[] = [{ ms: 1_000, max: 10 }, { ms: 60_000, max: 150 }];
/** "L" tier (profile-import): 75/s burst, 700/min steady */
export const KLAVIYO_PROFILE_LIMITS: Window[] = [{ ms: 1_000, max: 75 }, { ms: 60_000, max: 700 }];
const LIST_ADD_MAX = 1000; // profiles per relationships request

type JsonApi = { data?: unknown; links?: { next?: string | null } };

// one pacing per connected account in this process, whichever service instance sends (limits are per account)
const listLimiter = limiterPool(KLAVIYO_LIST_LIMITS);
const profileLimiter = limiterPool(KLAVIYO_PROFILE_LIMITS);

export function createKlaviyoProvider(cfg: { clientId: string; clientSecret: string; authorizeUrl: string; apiUrl: string; scopes: string }): EspProvider {
  const api = cfg.apiUrl.replace(/\/$/, '');
  const basic = 'Basic ' + Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
  const headers = (s: EspSession) => ({
    Authorization: `Bearer ${s.accessToken}`,
    revision: KLAVIYO_REVISION,
    Accept: 'application/vnd.api+json',
    'Content-Type': 'application/vnd.api+json',
  });

  async function token(form: Record<string, string>): Promise<EspTokens> {
    const body = (await providerCall<{ access_token: string; refresh_token?: string; expires_in?: number }>({
      provider: 'klaviyo',
      method: 'POST',
      url: `${api}/oauth/token`,
      headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }))!;
    if (!body?.access_token) throw new VendorHttpError('klaviyo', 200, 'token response without access_token');
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresIn: body.expires_in ?? null,
      apiEndpoint: null,
    };
  }

  /** Follows links.next on the API's own origin only (a next link elsewhere is not followed). */
  async function* pages(s: EspSession, path: string): AsyncGenerator<JsonApi> {
    let url: string | null = `${api}${path}`;
    while (url) {
      const page: JsonApi = (await providerCall<JsonApi>({ provider: 'klaviyo', method: 'GET', url, headers: headers(s), limiter: listLimiter(s.workspaceId) })) ?? {};
      yield page;
      const next = page.links?.next ?? null;
      url = next && new URL(next).origin === new URL(api).origin ? next : null;
    }
  }

  async function importProfile(s: EspSession, c: EspContact): Promise<ContactOutcome> {
    try {
      const body = await providerCall<{ data: { id: string } }>({
        provider: 'klaviyo',
        method: 'POST',
        url: `${api}/api/profile-import`,
        headers: headers(s),
        body: JSON.stringify({
          data: { type: 'profile', attributes: { email: c.email, first_name: c.firstName ?? undefined, last_name: c.lastName ?? undefined, properties: c.properties } },
        }),
        limiter: profileLimiter(s.workspaceId),
      });
      return { email: c.email, ok: true, providerId: body?.data?.id ?? null, error: null };
    } catch (err) {
      return { email: c.email, ok: false, providerId: null, error: (err as Error).message };
    }
  }

  return {
    name: 'klaviyo',
    sandbox: false,
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const u = new URL(cfg.authorizeUrl);
      u.search = new URLSearchParams({
        response_type: 'code',
        client_id: cfg.clientId,
        redirect_uri: redirectUri,
        scope: cfg.scopes,
        state,
        code_challenge_method: 'S256',
        code_challenge: codeChallenge,
      }).toString();
      return u.toString();
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async account(s) {
      for await (const page of pages(s, '/api/accounts')) {
        const first = (page.data as { attributes?: { contact_information?: { organization_name?: string } } }[] | undefined)?.[0];
        return { label: first?.attributes?.contact_information?.organization_name ?? 'Klaviyo account' };
      }
      return { label: 'Klaviyo account' };
    },
    async lists(s) {
      const out: { id: string; name: string }[] = [];
      for await (const page of pages(s, '/api/lists'))
        for (const l of (page.data as { id: string; attributes: { name: string } }[] | undefined) ?? []) out.push({ id: l.id, name: l.attributes.name });
      return out;
    },
    async upsertContacts(s, listId, contacts) {
      const outcomes: ContactOutcome[] = [];
      for (const c of contacts) outcomes.push(await importProfile(s, c));
      const imported = outcomes.filter((o) => o.ok && o.providerId);
      for (let i = 0; i < imported.length; i += LIST_ADD_MAX) {
        const batch = imported.slice(i, i + LIST_ADD_MAX);
        try {
          await providerCall({
            provider: 'klaviyo',
            method: 'POST',
            url: `${api}/api/lists/${encodeURIComponent(listId)}/relationships/profiles`,
            headers: headers(s),
            body: JSON.stringify({ data: batch.map((o) => ({ type: 'profile', id: o.providerId })) }),
            limiter: listLimiter(s.workspaceId),
          });
        } catch (err) {
          // the profiles exist but are not on the list: the contact was not sent
          for (const o of batch) Object.assign(o, { ok: false, error: `added to profiles but not to list ${listId}: ${(err as Error).message}` });
        }
      }
      return outcomes;
    },
  };
}
