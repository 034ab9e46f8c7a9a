// The embedded default: with no OAuth app configured for a platform, connecting and syncing still
// work end to end but nothing leaves the service. Consent completes on our own callback, and each
// "sent" contact is recorded with a sandbox id, so every surface can label the run as a sandbox run.
import type { EspName, EspProvider } from './provider.js';
import { subscriberHash } from './mailchimp.provider.js';

export function createSandboxProvider(name: EspName): EspProvider {
  return {
    name,
    sandbox: true,
    // the consent "page" is our own callback: following the link finishes the sandbox connection
    authorizeUrl: ({ state, redirectUri }) => `${redirectUri}?${new URLSearchParams({ code: 'sandbox', state })}`,
    exchangeCode: async () => ({ accessToken: 'sandbox', refreshToken: null, expiresIn: null, apiEndpoint: null }),
    refresh: async () => null,
    account: async () => ({ label: `${name} sandbox (no credentials configured; nothing is sent)` }),
    lists: async () => [],
    upsertContacts: async (_s, _listId, contacts) =>
      contacts.map((c) => ({ email: c.email, ok: true, providerId: `sandbox_${subscriberHash(c.email).slice(0, 12)}`, error: null })),
  };
}
