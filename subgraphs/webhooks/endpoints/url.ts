// Endpoint URL rules: https only; http only to loopback when SIGNAL_WEBHOOK_ALLOW_PRIVATE=1
// (development and tests). IP literals outside public unicast are refused at registration; names
// are checked on their resolved address at every connect (delivery/ssrf.ts).
import ipaddr from 'ipaddr.js';
import { validation } from '../../../core/errors.js';
import { addressRange, isPublicAddress } from '../delivery/ssrf.js';

const MAX_URL_LENGTH = 2048;

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

function isLoopbackHost(host: string): boolean {
  if (isLoopbackName(host)) return true;
  return ipaddr.isValid(host) && addressRange(host) === 'loopback';
}

/** Returns the URL as given (trimmed), so the copilot's exact-URL selector matches what the user typed. */
export function validateEndpointUrl(raw: string, opts: { allowPrivate: boolean }): string {
  const text = raw.trim();
  const bad = (why: string) => validation(`url: ${why}`, { field: 'url' });
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
  const host = u.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (u.protocol === 'http:') {
    if (!(opts.allowPrivate && isLoopbackHost(host)))
      throw bad('must use https (http is accepted only for loopback receivers in development, with SIGNAL_WEBHOOK_ALLOW_PRIVATE=1)');
  } else if (u.protocol !== 'https:') {
    throw bad('must use https');
  }
  if (!opts.allowPrivate) {
    if (isLoopbackName(host)) throw bad('must not point at localhost');
    if (ipaddr.isValid(host) && !isPublicAddress(host))
      throw bad(`must not point at a ${addressRange(host)} address`);
  }
  return text;
}

/** Selector matching (spec 4.6): exact, ignoring case and surrounding whitespace. */
export const normaliseUrl = (s: string): string => s.trim().toLowerCase();
