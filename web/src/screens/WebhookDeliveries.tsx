// One endpoint's deliveries, newest first, each with its attempts; redeliver sends one attempt now
// with the same X-Signal-Delivery.
import { useState } from 'react';
import { graphql } from '../graphql';
import { gql } from '../api';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { personLabel } from './person';

const DELIVERIES = graphql(`
  query WebhookDeliveries($endpoint: ID) {
    webhookDeliveries(endpoint: $endpoint, limit: 50) {
      id eventType status attemptCount lastStatusCode createdAt
      visitor { id resolved_name resolved_email is_locked }
      attempts { id attemptNumber trigger startedAt durationMs outcome statusCode error }
    }
  }`);
const REDELIVER = graphql(`mutation Redeliver($id: ID!) { redeliverWebhookDelivery(id: $id) { delivery { id status } } }`);

interface Attempt { id: string; attemptNumber: number; trigger: string; startedAt: string; durationMs: number; outcome: string; statusCode: number | null; error: string | null }
interface Delivery { id: string; eventType: string; status: string; attemptCount: number; lastStatusCode: number | null; createdAt: string; attempts: Attempt[] }

export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const q = useQuery(() => gql(DELIVERIES, { endpoint: endpointId }), [endpointId]);
  const [error, setError] = useState<string | null>(null);
  async function redeliver(id: string) {
    setError(null);
    try {
      await gql(REDELIVER, { id });
      q.reload();
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <div className="deliveries">
      <h2>Deliveries</h2>
      {error && <ErrorBox message={error} />}
      {q.loading && !q.data && <Loading />}
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {q.data && q.data.webhookDeliveries.length === 0 && <Empty>No deliveries to this endpoint yet.</Empty>}
      {q.data?.webhookDeliveries.map((d) => (
        <details key={d.id}>
          <summary>
            {d.eventType} · {d.status} · {d.attemptCount} attempt{d.attemptCount === 1 ? '' : 's'}
            {d.lastStatusCode ? ` · HTTP ${d.lastStatusCode}` : ''} · {new Date(d.createdAt).toLocaleString()}
            {d.visitor && <> · <a href={`#/visitors/${d.visitor.id}`}>{personLabel(d.visitor)}</a></>}
          </summary>
          <ul>
            {d.attempts.map((a) => (
              <li key={a.id}>
                #{a.attemptNumber} ({a.trigger}) {a.outcome} {a.statusCode ? `HTTP ${a.statusCode}` : ''} {a.error ?? ''} · {a.durationMs} ms ·{' '}
                {new Date(a.startedAt).toLocaleString()}
              </li>
            ))}
          </ul>
          <button onClick={() => redeliver(d.id)}>Redeliver</button>
        </details>
      ))}
    </div>
  );
}
