// The delivery envelope (spec 2.8) and the request headers (spec 6.3-6.4). The body is built once per
// attempt from the event row's stored JSON text, and the signature covers exactly those bytes.
import { webhookSignature } from '../signing/signature.js';
import { USER_AGENT } from './schedule.js';

export const EVENT_TYPES = ['signal.visitor_identified', 'signal.test'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface EnvelopeSource {
  id: string;
  type: string;
  created_at: Date;
  /** the event's `data` as JSON text */
  dataJson: string;
}

export function envelopeBody(ev: EnvelopeSource): string {
  const created = Math.floor(ev.created_at.getTime() / 1000);
  return `{"id":${JSON.stringify(ev.id)},"type":${JSON.stringify(ev.type)},"created":${created},"data":${ev.dataJson}}`;
}

export function deliveryHeaders(opts: {
  body: string;
  eventType: string;
  deliveryId: string;
  secret: string;
  now: Date;
}): Record<string, string> {
  const t = Math.floor(opts.now.getTime() / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Signal-Event': opts.eventType,
    'X-Signal-Delivery': opts.deliveryId,
    'X-Signal-Timestamp': String(t),
    'X-Signal-Signature': webhookSignature.generateHeader({ payload: opts.body, secret: opts.secret, timestamp: t }),
  };
}

/** The harmless `signal.test` payload (spec 6: "not shown beyond being harmless"). */
export const testEventData = (endpointId: string) => ({
  test: true,
  message: 'This is a test event sent from Signal. It carries no visitor data; no action is needed.',
  endpoint_id: endpointId,
});
