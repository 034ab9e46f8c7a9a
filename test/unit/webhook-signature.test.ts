import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookSignature, WebhookSignatureError, DEFAULT_TOLERANCE } from '../../subgraphs/webhooks/signing/signature.js';
import { deliveryHeaders, envelopeBody } from '../../subgraphs/webhooks/delivery/envelope.js';
import { generateSecret } from '../../subgraphs/webhooks/endpoints/secret.js';

const secret = generateSecret();
const body = '{"id":"e1","type":"signal.test","created":1700000000,"data":{"name":"Café"}}';
const t = 1_700_000_000;

function rejection(fn: () => unknown): WebhookSignatureError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(WebhookSignatureError);
    return e as WebhookSignatureError;
  }
  throw new Error('expected a WebhookSignatureError');
}

describe('webhook signature (Stripe scheme, DESIGN.md 5)', () => {
  it('signs HMAC-SHA256 keyed with the whole whsec_ string over "<t>.<raw body>"', () => {
    expect(secret).toMatch(/^whsec_[0-9A-Za-z]{43}$/);
    const independent = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${body}`, 'utf8').digest('hex');
    expect(webhookSignature.generateHeader({ payload: body, secret, timestamp: t })).toBe(`t=${t},v1=${independent}`);
  });

  it('accepts a valid header (string or Buffer body) and parses the event', () => {
    const header = webhookSignature.generateHeader({ payload: body, secret, timestamp: t });
    expect(webhookSignature.verifyHeader(Buffer.from(body), header, secret, { now: t + 10 })).toBe(true);
    expect(webhookSignature.constructEvent(body, header, secret, { now: t }).type).toBe('signal.test');
  });

  it('accepts any matching v1 among several (secret rollover on the receiver side)', () => {
    const good = webhookSignature.computeSignature(body, secret, t);
    expect(webhookSignature.verifyHeader(body, `t=${t},v1=${'0'.repeat(64)},v1=${good}`, secret, { now: t })).toBe(true);
  });

  it('has a distinct reason and message per failure mode', () => {
    const header = webhookSignature.generateHeader({ payload: body, secret, timestamp: t });
    const cases: Array<[string, () => unknown, RegExp]> = [
      ['payload_not_raw', () => webhookSignature.verifyHeader(JSON.parse(body), header, secret, { now: t }), /parsed JSON body instead of the raw one/],
      ['header_missing', () => webhookSignature.verifyHeader(body, undefined, secret, { now: t }), /No X-Signal-Signature header/],
      ['header_malformed', () => webhookSignature.verifyHeader(body, 'v1=abc', secret, { now: t }), /Unable to extract a timestamp/],
      ['no_v1_signature', () => webhookSignature.verifyHeader(body, `t=${t},v0=abc`, secret, { now: t }), /expected scheme "v1"/],
      ['signature_mismatch', () => webhookSignature.verifyHeader(body + ' ', header, secret, { now: t }), /raw request body/],
      ['signature_mismatch', () => webhookSignature.verifyHeader(body, header, generateSecret(), { now: t }), /rotation invalidates the old one/],
      ['timestamp_outside_tolerance', () => webhookSignature.verifyHeader(body, header, secret, { now: t + DEFAULT_TOLERANCE + 1 }), /tolerance zone/],
      ['secret_malformed', () => webhookSignature.verifyHeader(body, header, secret.slice(6), { now: t }), /beginning "whsec_"/],
    ];
    for (const [reason, fn, message] of cases) {
      const e = rejection(fn);
      expect(e.reason).toBe(reason);
      expect(e.message).toMatch(message);
    }
  });

  it('tolerance is 300 s either side and can be turned off', () => {
    const header = webhookSignature.generateHeader({ payload: body, secret, timestamp: t });
    expect(webhookSignature.verifyHeader(body, header, secret, { now: t - 300 })).toBe(true);
    expect(rejection(() => webhookSignature.verifyHeader(body, header, secret, { now: t - 301 })).reason).toBe('timestamp_outside_tolerance');
    expect(webhookSignature.verifyHeader(body, header, secret, { now: t + 10_000, tolerance: 0 })).toBe(true);
  });

  it('the request headers carry the spec names and a signature over the exact body', () => {
    const created_at = new Date(t * 1000);
    const raw = envelopeBody({ id: 'e1', type: 'signal.test', created_at, dataJson: '{"a": 1}' });
    expect(JSON.parse(raw)).toEqual({ id: 'e1', type: 'signal.test', created: t, data: { a: 1 } });
    const h = deliveryHeaders({ body: raw, eventType: 'signal.test', deliveryId: 'd1', secret, now: new Date((t + 5) * 1000) });
    expect(h).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'Signal-Webhooks/1',
      'X-Signal-Event': 'signal.test',
      'X-Signal-Delivery': 'd1',
      'X-Signal-Timestamp': String(t + 5),
    });
    expect(webhookSignature.verifyHeader(raw, h['X-Signal-Signature'], secret, { now: t + 5 })).toBe(true);
  });
});
