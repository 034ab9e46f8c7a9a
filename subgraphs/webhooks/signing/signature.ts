// X-Signal-Signature (spec 6.3-6.5, DESIGN.md 5): exactly Stripe's scheme, so Stripe's own verifier
// accepts our deliveries. Header `t=<unix seconds>,v1=<hex>`; hex = HMAC-SHA256 keyed with the whole
// `whsec_...` string (UTF-8) over `<t>.<raw body>`. Receivers use `webhookSignature.constructEvent`.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../core/crypto.js';

export const SIGNATURE_HEADER = 'X-Signal-Signature';
export const SIGNATURE_SCHEME = 'v1';
export const DEFAULT_TOLERANCE = 300; // 5 minutes (spec 6.5)
export const SECRET_PREFIX = 'whsec_';

export type SignatureFailure =
  | 'payload_not_raw'
  | 'header_missing'
  | 'header_malformed'
  | 'no_v1_signature'
  | 'signature_mismatch'
  | 'timestamp_outside_tolerance'
  | 'secret_malformed';

/** Each way a signature check can fail has its own `reason` and message (with the likely fix). */
export class WebhookSignatureError extends Error {
  constructor(
    readonly reason: SignatureFailure,
    message: string,
    readonly context: { header?: string; timestamp?: number } = {},
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface SignatureOptions {
  /** seconds either side of now; 0 or less turns the check off */
  tolerance?: number;
  /** unix seconds; defaults to the system clock */
  now?: number;
}

function createWebhookSignature() {
  const hmacHex = (secret: string, signedPayload: string): string =>
    createHmac('sha256', Buffer.from(secret, 'utf8')).update(signedPayload, 'utf8').digest('hex');

  const rawText = (payload: unknown): string => {
    if (typeof payload === 'string') return payload;
    if (Buffer.isBuffer(payload) || payload instanceof Uint8Array) return Buffer.from(payload).toString('utf8');
    throw new WebhookSignatureError(
      'payload_not_raw',
      'Webhook payload must be the raw request body as a string or Buffer. ' +
        'Did you pass the parsed JSON body instead of the raw one? Re-serialising changes the bytes the signature covers.',
    );
  };

  const parseHeader = (header: string): { timestamp: number; signatures: string[] } => {
    let timestamp = NaN;
    const signatures: string[] = [];
    for (const item of header.split(',')) {
      const eq = item.indexOf('=');
      if (eq < 0) continue;
      const key = item.slice(0, eq).trim();
      const value = item.slice(eq + 1).trim();
      if (key === 't') timestamp = /^\d+$/.test(value) ? Number(value) : NaN;
      else if (key === SIGNATURE_SCHEME) signatures.push(value);
    }
    return { timestamp, signatures };
  };

  return {
    /** The hex HMAC for a payload at a timestamp. */
    computeSignature(payload: string | Buffer, secret: string, timestamp: number): string {
      return hmacHex(secret, `${timestamp}.${rawText(payload)}`);
    },

    /** The full header value, as the sender writes it (also for signing test payloads). */
    generateHeader(opts: { payload: string | Buffer; secret: string; timestamp?: number }): string {
      const t = opts.timestamp ?? Math.floor(Date.now() / 1000);
      return `t=${t},${SIGNATURE_SCHEME}=${this.computeSignature(opts.payload, opts.secret, t)}`;
    },

    /** Throws WebhookSignatureError unless the header carries a valid, fresh v1 signature. */
    verifyHeader(payload: unknown, header: string | string[] | undefined, secret: string, opts: SignatureOptions = {}): true {
      const body = rawText(payload);
      if (typeof secret !== 'string' || !secret.startsWith(SECRET_PREFIX))
        throw new WebhookSignatureError(
          'secret_malformed',
          `The signing secret must be the whole string beginning "${SECRET_PREFIX}" shown when the endpoint was created or rotated.`,
        );
      const value = Array.isArray(header) ? header[0] : header;
      if (!value)
        throw new WebhookSignatureError(
          'header_missing',
          `No ${SIGNATURE_HEADER} header was found. Is the request coming from Signal, and does your framework pass headers through?`,
        );
      const { timestamp, signatures } = parseHeader(value);
      if (!Number.isFinite(timestamp))
        throw new WebhookSignatureError(
          'header_malformed',
          `Unable to extract a timestamp from the ${SIGNATURE_HEADER} header; expected "t=<unix seconds>,v1=<hex>".`,
          { header: value },
        );
      if (signatures.length === 0)
        throw new WebhookSignatureError(
          'no_v1_signature',
          `No signatures found with the expected scheme "${SIGNATURE_SCHEME}" in the ${SIGNATURE_HEADER} header.`,
          { header: value, timestamp },
        );
      const expected = hmacHex(secret, `${timestamp}.${body}`);
      if (!signatures.some((s) => safeEqual(s, expected)))
        throw new WebhookSignatureError(
          'signature_mismatch',
          'No signature matches the expected signature for the payload. Are you passing the raw request body you received, ' +
            'and the current secret for this endpoint (rotation invalidates the old one)?',
          { header: value, timestamp },
        );
      const tolerance = opts.tolerance ?? DEFAULT_TOLERANCE;
      const now = opts.now ?? Math.floor(Date.now() / 1000);
      if (tolerance > 0 && Math.abs(now - timestamp) > tolerance)
        throw new WebhookSignatureError(
          'timestamp_outside_tolerance',
          `Timestamp outside the tolerance zone (${tolerance} s): the request is too old or your clock is off. Replays are rejected this way.`,
          { header: value, timestamp },
        );
      return true;
    },

    /** Verify, then parse: the receiver's one call. */
    constructEvent<T = WebhookEnvelope>(payload: unknown, header: string | string[] | undefined, secret: string, opts?: SignatureOptions): T {
      this.verifyHeader(payload, header, secret, opts);
      return JSON.parse(rawText(payload)) as T;
    },
  };
}

export interface WebhookEnvelope<D = Record<string, unknown>> {
  id: string;
  type: string;
  created: number;
  data: D;
}

export const webhookSignature = createWebhookSignature();
