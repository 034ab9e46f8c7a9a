// Alert destinations (Slack, Teams or a generic webhook): create (paused), activate/pause, delete
// (confirmed), and a test message (confirmed: it posts a real message to the channel).
import { useState } from 'react';
import { gql } from '../../api';
import { graphql } from '../../graphql';
import { Empty } from '../../states';

const CREATE = graphql(`mutation CreateAlertDestination($input: AlertDestinationInput!) { createAlertDestination(input: $input) { id } }`);
const SET_STATE = graphql(`mutation SetAlertDestinationState($id: ID!, $action: String!, $confirm: Boolean) { setAlertDestinationState(id: $id, action: $action, confirm: $confirm) }`);
const TEST = graphql(`mutation TestAlertDestination($id: ID!) { test_alert_destination(id: $id, confirm: true) { destination posted status_code error } }`);

type Destination = { id: string; name: string; kind: string; state: string; min_intent: number; host: string | null; last_post_status: string | null };

export function AlertDestinations({ destinations, run, notify }: { destinations: Destination[]; run: (fn: () => Promise<unknown>) => Promise<void>; notify: (m: string) => void }) {
  const [form, setForm] = useState({ name: '', url: '', kind: 'slack', min_intent: 70 });
  const create = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await gql(CREATE, { input: { name: form.name.trim(), url: form.url.trim(), kind: form.kind, min_intent: form.min_intent } });
      setForm({ ...form, name: '', url: '' });
    });
  };
  const setState = (d: Destination, action: 'activate' | 'pause' | 'delete') => {
    if (action === 'delete' && !window.confirm(`Delete the alert destination "${d.name}"?`)) return;
    void run(() => gql(SET_STATE, { id: d.id, action, confirm: action === 'delete' }));
  };
  const test = (d: Destination) => {
    if (!window.confirm(`Post a test message to "${d.name}" (${d.host}) now? It appears in the channel.`)) return;
    void run(async () => {
      const r = (await gql(TEST, { id: d.id })).test_alert_destination;
      notify(r.posted ? `Test message posted to ${r.destination}.` : `The test message to ${r.destination} failed${r.status_code ? ` (HTTP ${r.status_code})` : ''}${r.error ? `: ${r.error}` : ''}.`);
    });
  };
  return (
    <>
      <form className="toolbar" onSubmit={create}>
        <label>Name <input aria-label="Destination name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} required maxLength={100} /></label>
        <label>Incoming webhook URL <input aria-label="Destination URL" type="url" value={form.url} onChange={(e) => setForm({ ...form, url: e.target.value })} required placeholder="https://hooks.slack.com/…" /></label>
        <label>
          Kind{' '}
          <select aria-label="Destination kind" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}>
            <option value="slack">Slack</option><option value="teams">Microsoft Teams</option><option value="generic">Generic</option>
          </select>
        </label>
        <label>From intent <input aria-label="Alert from intent" type="number" min={0} max={100} value={form.min_intent} onChange={(e) => setForm({ ...form, min_intent: Number(e.target.value) })} /></label>
        <button type="submit">Add destination (paused)</button>
      </form>
      {destinations.length === 0 ? <Empty>No alert destinations yet.</Empty> : (
        <ul data-testid="alert-destinations">
          {destinations.map((d) => (
            <li key={d.id} data-destination={d.name}>
              {d.name} ({d.kind}, {d.host}) — {d.state}, intent {d.min_intent}+{d.last_post_status ? `, last post ${d.last_post_status}` : ''}{' '}
              <button onClick={() => setState(d, d.state === 'active' ? 'pause' : 'activate')}>{d.state === 'active' ? 'Pause' : 'Activate'}</button>{' '}
              <button onClick={() => test(d)}>Send test</button>{' '}
              <button onClick={() => setState(d, 'delete')}>Delete</button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
