// Stripe's webhook signature scheme (Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=...]): v1 is
// HMAC-SHA256 over "<t>.<raw body>" with the endpoint's whsec_ secret; any v1 may match (secret
// rotation); t must be within the tolerance (5 minutes, Stripe's default) against replays.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../core/crypto.js';

export const STRIPE_TOLERANCE_SECONDS = 300;

export const stripeSignature = (secret: string, t: number, payload: string): string =>
  createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');

/** null when valid, otherwise why not */
export function verifyStripeSignature(header: string | undefined, payload: string, secret: string, nowSeconds: number): string | null {
  if (!header) return 'missing Stripe-Signature header';
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const v1 = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || v1.length === 0) return 'malformed Stripe-Signature header';
  if (Math.abs(nowSeconds - t) > STRIPE_TOLERANCE_SECONDS) return 'timestamp outside the tolerance';
  const expected = stripeSignature(secret, t, payload);
  return v1.some((s) => safeEqual(s, expected)) ? null : 'no matching v1 signature';
}
