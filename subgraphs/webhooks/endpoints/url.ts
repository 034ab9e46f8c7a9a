// Endpoint URL rules: https only; http only to loopback when SIGNAL_WEBHOOK_ALLOW_PRIVATE=1
// (development and tests). At registration the host must be public now: an IP literal by the address
// rules, a name by every address it resolves to (core/http/outboundUrl.ts, the same rules delivery
// applies at every connect, delivery/ssrf.ts). A name that does not resolve is refused.
import { validation } from '../../../core/errors.js';
import { addressRange, checkOutboundHost, isIpLiteral, isLoopbackName, type Resolver } from '../../../core/http/outboundUrl.js';

const MAX_URL_LENGTH = 2048;

const hostOf = (u: URL): string => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();
const isLoopbackHost = (host: string): boolean => isLoopbackName(host) || (isIpLiteral(host) && addressRange(host) === 'loopback');
const bad = (why: string, reason?: string) => validation(`url: ${why}`, { field: 'url', ...(reason ? { reason } : {}) });

/**
 * The checks that need no network: syntax, scheme, credentials, and hosts that are private as
 * written. Returns the URL as given (trimmed), so the copilot's exact-URL selector matches what the
 * user typed.
 */
export function validateEndpointUrl(raw: string, opts: { allowPrivate: boolean }): string {
  const text = raw.trim();
  if (!text) throw bad('is required');
  if (text.length > MAX_URL_LENGTH) throw bad(`must be at most ${MAX_URL_LENGTH} characters`);
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw bad('is not a valid absolute URL');
  }
  if (u.username || u.password) throw bad('must not carry credentials; authenticate deliveries with the signature instead');
  if (u.hash) throw bad('must not have a #fragment');
  const host = hostOf(u);
  if (u.protocol === 'http:') {
    if (!(opts.allowPrivate && isLoopbackHost(host)))
      throw bad('must use https (http is accepted only for loopback receivers in development, with SIGNAL_WEBHOOK_ALLOW_PRIVATE=1)');
  } else if (u.protocol !== 'https:') {
    throw bad('must use https');
  }
  if (!opts.allowPrivate) {
    if (isLoopbackName(host)) throw bad('must not point at localhost', 'loopback_name');
    if (isIpLiteral(host) && addressRange(host) !== 'unicast') throw bad(`must not point at a ${addressRange(host)} address`, 'non_public_address');
  }
  return text;
}

/**
 * validateEndpointUrl, then the host resolved now: refused when any address it resolves to is not
 * public, or when it does not resolve. With SIGNAL_WEBHOOK_ALLOW_PRIVATE=1 names are not resolved
 * (development and tests work offline; delivery still resolves at connect time).
 */
export async function checkEndpointUrl(raw: string, opts: { allowPrivate: boolean; resolve?: Resolver }): Promise<string> {
  const text = validateEndpointUrl(raw, opts);
  if (opts.allowPrivate) return text;
  const refusal = await checkOutboundHost(hostOf(new URL(text)), { resolve: opts.resolve });
  if (refusal) {
    const why =
      refusal.reason === 'non_public_address'
        ? `must point at a public address: ${refusal.message}`
        : refusal.reason === 'loopback_name'
          ? 'must not point at localhost'
          : `host ${refusal.message}`;
    throw bad(why, refusal.reason);
  }
  return text;
}

/** Selector matching (spec 4.6): exact, ignoring case and surrounding whitespace. */
export const normaliseUrl = (s: string): string => s.trim().toLowerCase();
