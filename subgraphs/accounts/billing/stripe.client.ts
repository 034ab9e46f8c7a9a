// Stripe's API as documented: form-encoded POSTs (nested fields in bracket notation), Bearer secret
// key, an Idempotency-Key on creates, a pinned Stripe-Version. Only the two calls billing needs.
import { providerCall } from '../shared/vendorHttp.js';

export const STRIPE_VERSION = '2024-06-20';

/** Stripe's form encoding: {a: {b: [{c: 1}]}} → a[b][0][c]=1 */
export function stripeForm(obj: Record<string, unknown>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === null) continue;
    const key = prefix ? `${prefix}[${k}]` : k;
    if (Array.isArray(v)) v.forEach((item, i) => out.push(...(typeof item === 'object' ? stripeForm(item as Record<string, unknown>, `${key}[${i}]`) : [[`${key}[${i}]`, String(item)] as [string, string]])));
    else if (typeof v === 'object') out.push(...stripeForm(v as Record<string, unknown>, key));
    else out.push([key, String(v)]);
  }
  return out;
}

export function createStripeClient(cfg: { secretKey: string; apiUrl: string }) {
  const api = cfg.apiUrl.replace(/\/$/, '');
  const post = <T>(path: string, body: Record<string, unknown>, idempotencyKey?: string) =>
    providerCall<T>({
      provider: 'stripe',
      method: 'POST',
      url: `${api}${path}`,
      headers: {
        Authorization: `Bearer ${cfg.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Stripe-Version': STRIPE_VERSION,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: new URLSearchParams(stripeForm(body)).toString(),
    });
  return {
    createCheckoutSession: (body: Record<string, unknown>, idempotencyKey: string) =>
      post<{ id: string; url: string }>('/v1/checkout/sessions', body, idempotencyKey),
    createPortalSession: (body: Record<string, unknown>) => post<{ id: string; url: string }>('/v1/billing_portal/sessions', body),
  };
}

export type StripeClient = ReturnType<typeof createStripeClient>;
