// Decides each visitor's company from what a batch saw: a captured business email beats the IP
// providers, which beat a consumer mailbox (the `personal` roll-up says nothing about the
// employer). A visitor is re-resolved only by a strictly more confident source.
import type { CompanyMatch } from '../providers/provider.js';
import { PERSONAL_DOMAIN, type MailboxClassifier } from '../email/mailbox.js';

export const EMAIL_CAPTURE_CONFIDENCE = 0.95;
/** confidence that a consumer-mailbox visitor belongs to the `personal` roll-up as a company */
export const PERSONAL_CONFIDENCE = 0.3;
export const EMAIL_SOURCE = 'email_capture';

export interface Resolution {
  domain: string;
  name: string | null;
  source: string;
  confidence: number;
  firmographics: Record<string, unknown>;
}

export function resolutionFromEmail(email: string, mailbox: MailboxClassifier): Resolution | null {
  const domain = mailbox.accountDomain(email);
  if (!domain) return null;
  return domain === PERSONAL_DOMAIN
    ? { domain, name: null, source: EMAIL_SOURCE, confidence: PERSONAL_CONFIDENCE, firmographics: {} }
    : { domain, name: null, source: EMAIL_SOURCE, confidence: EMAIL_CAPTURE_CONFIDENCE, firmographics: {} };
}

/** The best of the candidates, if it beats what the visitor already has. */
export function chooseResolution(
  current: { confidence: number | null },
  candidates: Array<Resolution | CompanyMatch | null | undefined>,
): Resolution | null {
  let best: Resolution | null = null;
  for (const c of candidates) if (c && (!best || c.confidence > best.confidence)) best = c;
  if (!best) return null;
  return current.confidence === null || best.confidence > current.confidence ? best : null;
}
