// Which provider speaks for each platform: the real adapter when its OAuth app is configured
// (core/config.ts validates both halves), otherwise the sandbox.
import type { Config } from '../../../core/config.js';
import type { EspName, EspProvider } from './provider.js';
import { createKlaviyoProvider } from './klaviyo.provider.js';
import { createMailchimpProvider } from './mailchimp.provider.js';
import { createSandboxProvider } from './sandbox.provider.js';

export type EspProviders = Record<EspName, EspProvider>;

export function createEspProviders(config: Config): EspProviders {
  return {
    klaviyo:
      config.KLAVIYO_CLIENT_ID && config.KLAVIYO_CLIENT_SECRET
        ? createKlaviyoProvider({
            clientId: config.KLAVIYO_CLIENT_ID,
            clientSecret: config.KLAVIYO_CLIENT_SECRET,
            authorizeUrl: config.KLAVIYO_AUTHORIZE_URL,
            apiUrl: config.KLAVIYO_API_URL,
            scopes: config.KLAVIYO_SCOPES,
          })
        : createSandboxProvider('klaviyo'),
    mailchimp:
      config.MAILCHIMP_CLIENT_ID && config.MAILCHIMP_CLIENT_SECRET
        ? createMailchimpProvider({ clientId: config.MAILCHIMP_CLIENT_ID, clientSecret: config.MAILCHIMP_CLIENT_SECRET, loginUrl: config.MAILCHIMP_LOGIN_URL })
        : createSandboxProvider('mailchimp'),
  };
}
