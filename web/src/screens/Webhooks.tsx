// Webhook endpoints: register (secret shown once), send a test event, disable/enable, rotate the
// secret and delete (both confirmed first: irreversible), open an endpoint's deliveries.
import { useState } from 'react';
import { graphql } from '../graphql';
import { gql } from '../api';
import { WEBHOOK_ENDPOINTS, type WebhookEndpointsResult } from '../operations';
import { useAction, useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { WebhookDeliveries } from './WebhookDeliveries';

const CREATE = graphql(`mutation CreateWebhook($url: String!) { createWebhookEndpoint(url: $url, confirm: true) { secret endpoint { id url } } }`);
const ROTATE = graphql(`mutation Rotate($id: ID!) { rotateWebhookSecret(id: $id, confirm: true) { secret endpoint { id url } } }`);
const SET_STATE = graphql(`mutation SetWebhookState($id: ID!, $action: WebhookStateAction!, $confirm: Boolean) { setWebhookState(id: $id, action: $action, confirm: $confirm) { deleted } }`);
const PING = graphql(`mutation Ping($id: ID!) { sendWebhookTestPing(id: $id) { ok statusCode durationMs error } }`);

export function Webhooks() {
  const q = useQuery(() => gql(WEBHOOK_ENDPOINTS), []);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const { error, run } = useAction(q.reload);
  const [open, setOpen] = useState<string | null>(null);
  const [pinged, setPinged] = useState<string | null>(null);
  const setState = (id: string, endpointUrl: string, action: 'ENABLE' | 'DISABLE' | 'DELETE') => {
    if (action === 'DELETE' && !window.confirm(`Delete ${endpointUrl} and its delivery history? This cannot be undone.`)) return;
    void run(async () => {
      await gql(SET_STATE, { id, action, confirm: action === 'DELETE' });
      if (action === 'DELETE' && open === id) setOpen(null);
    });
  };
  const ping = (id: string, endpointUrl: string) =>
    void run(async () => {
      const r = (await gql(PING, { id })).sendWebhookTestPing;
      setPinged(`Test event to ${endpointUrl}: ${r.ok ? 'delivered' : 'failed'}${r.statusCode ? ` (HTTP ${r.statusCode})` : ''}${r.error ? `: ${r.error}` : ''} in ${r.durationMs} ms.`);
    });
  const create = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await gql(CREATE, { url: url.trim() });
      setSecret({ url: r.createWebhookEndpoint.endpoint.url, secret: r.createWebhookEndpoint.secret });
      setUrl('');
    });
  };
  const rotate = (id: string, endpointUrl: string) => {
    if (!window.confirm(`Rotate the signing secret of ${endpointUrl}? The current secret stops verifying at once.`)) return;
    void run(async () => {
      const r = await gql(ROTATE, { id });
      setSecret({ url: endpointUrl, secret: r.rotateWebhookSecret.secret });
    });
  };
  return (
    <section>
      <h1>Webhooks</h1>
      <form className="toolbar" onSubmit={create}>
        <label>Endpoint URL <input type="url" aria-label="Endpoint URL" value={url} onChange={(e) => setUrl(e.target.value)} required placeholder="https://…" /></label>
        <button type="submit">Add endpoint</button>
      </form>
      {secret && (
        <div role="status" className="notice">
          Signing secret for {secret.url} (shown once): <pre><code>{secret.secret}</code></pre>
          <button onClick={() => setSecret(null)}>I have stored it</button>
        </div>
      )}
      {error && <ErrorBox message={error} />}
      {pinged && <p role="status" className="notice">{pinged}</p>}
      {q.loading && !q.data && <Loading />}
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {q.data && q.data.webhookEndpoints.length === 0 && <Empty>No webhook endpoints yet.</Empty>}
      {q.data && q.data.webhookEndpoints.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead><tr><th>URL</th><th>State</th><th>Created</th><th></th></tr></thead>
            <tbody>
              {q.data.webhookEndpoints.map((w) => (
                <tr key={w.id}>
                  <td>{w.url}</td>
                  <td>{w.state}{w.disabledReason ? ` (${w.disabledReason})` : ''}</td>
                  <td>{new Date(w.createdAt).toLocaleString()}</td>
                  <td>
                    <button onClick={() => setOpen(open === w.id ? null : w.id)} aria-expanded={open === w.id}>Deliveries</button>{' '}
                    <button onClick={() => ping(w.id, w.url)}>Send test</button>{' '}
                    <button onClick={() => setState(w.id, w.url, w.state === 'enabled' ? 'DISABLE' : 'ENABLE')}>{w.state === 'enabled' ? 'Disable' : 'Enable'}</button>{' '}
                    <button onClick={() => rotate(w.id, w.url)}>Rotate secret</button>{' '}
                    <button onClick={() => setState(w.id, w.url, 'DELETE')}>Delete</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <WebhookDeliveries endpointId={open} />}
    </section>
  );
}
