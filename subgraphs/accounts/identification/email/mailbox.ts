// Consumer mailbox domains (spec 1, rule 3): every gmail.com, outlook.com ... address rolls up
// under the single sentinel account `personal`. The list is the `email-providers` package; some
// of its entries are also companies whose staff use them at work, so an allowlist overrides it.
import consumerDomains from 'email-providers';

export const PERSONAL_DOMAIN = 'personal';

/** Listed by email-providers but used as work addresses by the companies themselves. */
export const DEFAULT_BUSINESS_ALLOWLIST: readonly string[] = ['facebook.com', 'alibaba.com'];

const CONSUMER = new Set<string>(consumerDomains as string[]);

export interface MailboxClassifier {
  /** account domain for an email: its (lower-cased) domain, or `personal` for consumer mailboxes */
  accountDomain(email: string): string | null;
  isConsumer(domain: string): boolean;
}

export function createMailboxClassifier(extraAllowlist: readonly string[] = []): MailboxClassifier {
  const allow = new Set([...DEFAULT_BUSINESS_ALLOWLIST, ...extraAllowlist].map(canonicalDomain));
  const isConsumer = (domain: string) => {
    const d = canonicalDomain(domain);
    return CONSUMER.has(d) && !allow.has(d);
  };
  return {
    isConsumer,
    accountDomain(email) {
      const at = email.lastIndexOf('@');
      if (at < 1) return null;
      const domain = canonicalDomain(email.slice(at + 1));
      if (!domain.includes('.')) return null;
      return isConsumer(domain) ? PERSONAL_DOMAIN : domain;
    },
  };
}

/** Lower case, no trailing dot, no leading `www.`: the form stored as company_domain. */
export function canonicalDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
