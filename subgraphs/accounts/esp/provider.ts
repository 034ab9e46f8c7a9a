// What the sync engine needs from an email platform (ESP), whatever its protocol: the OAuth consent
// (authorize URL, code exchange), a verify call, its lists, and an upsert of contacts into a list
// that never subscribes anyone to marketing (Signal pushes identified visitors, not opt-ins).
export const ESP_NAMES = ['klaviyo', 'mailchimp'] as const;
export type EspName = (typeof ESP_NAMES)[number];
export const isEspName = (s: string): s is EspName => (ESP_NAMES as readonly string[]).includes(s);

export interface EspTokens {
  accessToken: string;
  refreshToken: string | null;
  /** seconds the access token lives (null: does not expire); the service dates it with its clock */
  expiresIn: number | null;
  /** Mailchimp: the account's data-centre API root (https://us6.api.mailchimp.com) */
  apiEndpoint: string | null;
}

/** What a call needs: the decrypted token and, for Mailchimp, the data-centre root. */
export interface EspSession {
  workspaceId: string;
  accessToken: string;
  apiEndpoint: string | null;
}

export interface EspContact {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** custom properties (intent score, company) */
  properties: Record<string, string | number | null>;
}

export interface ContactOutcome {
  email: string;
  ok: boolean;
  /** the provider's id for the contact (Klaviyo profile id, Mailchimp member id) */
  providerId: string | null;
  error: string | null;
}

export interface EspProvider {
  name: EspName;
  /** true when no credentials are configured: nothing leaves the service, outcomes are recorded as sandbox */
  sandbox: boolean;
  authorizeUrl(p: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(p: { code: string; codeVerifier: string; redirectUri: string }): Promise<EspTokens>;
  /** exchanges a refresh token when the provider issues expiring tokens (Klaviyo); null when it does not */
  refresh(refreshToken: string): Promise<EspTokens | null>;
  /** a cheap authenticated read proving the token works: the account's name */
  account(s: EspSession): Promise<{ label: string }>;
  lists(s: EspSession): Promise<{ id: string; name: string }[]>;
  /** creates or updates each contact and adds it to the list; one outcome per contact, in order */
  upsertContacts(s: EspSession, listId: string, contacts: EspContact[]): Promise<ContactOutcome[]>;
}
