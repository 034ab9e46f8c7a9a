// Mailchimp Marketing API, as documented: OAuth 2 authorization code (no scopes, no PKCE; the client
// secret authenticates the form-encoded token request), then the account's data-centre root from
// the metadata endpoint (`Authorization: OAuth <token>`), since every API call goes to
// https://<dc>.api.mailchimp.com/3.0. Members are upserted with PUT on the MD5 of the lower-cased
// email; `status_if_new: "transactional"` adds a new contact without subscribing it to marketing,
// and an existing member's status is left as it is.
import { createHash } from 'node:crypto';
import { type ContactOutcome, type EspProvider, type EspSession, type EspTokens } from './provider.js';
import { providerCall, VendorHttpError } from '../shared/vendorHttp.js';
import { limiterPool } from './rateLimit.js';

export const subscriberHash = (email: string): string => createHash('md5').update(email.toLowerCase()).digest('hex');
const PAGE = 100;
// Mailchimp allows 10 simultaneous connections per account; calls here are sequential, paced gently (per account, process-wide)
const limiter = limiterPool([{ ms: 1_000, max: 10 }]);

export function createMailchimpProvider(cfg: { clientId: string; clientSecret: string; loginUrl: string }): EspProvider {
  const login = cfg.loginUrl.replace(/\/$/, '');
  const root = (s: EspSession) => {
    if (!s.apiEndpoint) throw new VendorHttpError('mailchimp', 0, 'no data-centre API endpoint stored; reconnect Mailchimp');
    return `${s.apiEndpoint.replace(/\/$/, '')}/3.0`;
  };
  const headers = (s: EspSession) => ({ Authorization: `Bearer ${s.accessToken}`, 'Content-Type': 'application/json' });

  async function metadata(accessToken: string): Promise<{ api_endpoint: string; dc: string; accountname?: string }> {
    const m = await providerCall<{ api_endpoint?: string; dc?: string; accountname?: string }>({
      provider: 'mailchimp',
      method: 'GET',
      url: `${login}/oauth2/metadata`,
      headers: { Authorization: `OAuth ${accessToken}` },
    });
    if (!m?.api_endpoint || !m.dc) throw new VendorHttpError('mailchimp', 200, 'metadata without api_endpoint/dc');
    return { api_endpoint: m.api_endpoint, dc: m.dc, accountname: m.accountname };
  }

  return {
    name: 'mailchimp',
    sandbox: false,
    authorizeUrl({ state, redirectUri }) {
      const u = new URL(`${login}/oauth2/authorize`);
      u.search = new URLSearchParams({ response_type: 'code', client_id: cfg.clientId, redirect_uri: redirectUri, state }).toString();
      return u.toString();
    },
    async exchangeCode({ code, redirectUri }): Promise<EspTokens> {
      const t = await providerCall<{ access_token?: string }>({
        provider: 'mailchimp',
        method: 'POST',
        url: `${login}/oauth2/token`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: cfg.clientId, client_secret: cfg.clientSecret, redirect_uri: redirectUri, code }).toString(),
      });
      if (!t?.access_token) throw new VendorHttpError('mailchimp', 200, 'token response without access_token');
      const m = await metadata(t.access_token);
      // Mailchimp tokens do not expire (expires_in: 0) and come without a refresh token
      return { accessToken: t.access_token, refreshToken: null, expiresIn: null, apiEndpoint: m.api_endpoint };
    },
    refresh: async () => null,
    async account(s) {
      const a = await providerCall<{ account_name?: string }>({ provider: 'mailchimp', method: 'GET', url: `${root(s)}/`, headers: headers(s), limiter: limiter(s.workspaceId) });
      return { label: a?.account_name ?? 'Mailchimp account' };
    },
    async lists(s) {
      const out: { id: string; name: string }[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await providerCall<{ lists: { id: string; name: string }[]; total_items: number }>({
          provider: 'mailchimp',
          method: 'GET',
          url: `${root(s)}/lists?count=${PAGE}&offset=${offset}&fields=lists.id,lists.name,total_items`,
          headers: headers(s),
          limiter: limiter(s.workspaceId),
        });
        for (const l of page?.lists ?? []) out.push({ id: l.id, name: l.name });
        if (!page?.lists?.length || offset + PAGE >= page.total_items) return out;
      }
    },
    async upsertContacts(s, listId, contacts) {
      const outcomes: ContactOutcome[] = [];
      for (const c of contacts) {
        try {
          const m = await providerCall<{ id?: string }>({
            provider: 'mailchimp',
            method: 'PUT',
            url: `${root(s)}/lists/${encodeURIComponent(listId)}/members/${subscriberHash(c.email)}`,
            headers: headers(s),
            body: JSON.stringify({
              email_address: c.email,
              status_if_new: 'transactional',
              merge_fields: { FNAME: c.firstName ?? '', LNAME: c.lastName ?? '' },
            }),
            limiter: limiter(s.workspaceId),
          });
          outcomes.push({ email: c.email, ok: true, providerId: m?.id ?? subscriberHash(c.email), error: null });
        } catch (err) {
          outcomes.push({ email: c.email, ok: false, providerId: null, error: (err as Error).message });
        }
      }
      return outcomes;
    },
  };
}
