// The live feed: identifications as they happen, over graphql-ws at /copilot/ws (Apollo Gateway
// cannot carry subscriptions, so they are served beside it on the same origin), authenticated by
// the session JWT in connection_init.
import { useEffect, useState } from 'react';
import { ErrorBox } from '../states';
import { IDENTIFICATIONS, subscriptionClient, subscriptionError } from '../ws';

interface Identification {
  id: string;
  createdAt: string;
  data: {
    company: { domain: string; name: string | null; intent_score: number };
    person: { name: string | null; title: string | null };
    identified_at: string;
  };
}
const KEEP = 100;

export function LiveFeed() {
  const [items, setItems] = useState<Identification[]>([]);
  const [state, setState] = useState<'connecting' | 'live' | 'closed'>('connecting');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const client = subscriptionClient({ connected: () => setState('live'), closed: () => setState('closed') });
    const stop = client.subscribe<{ identifications: Identification }>(
      { query: IDENTIFICATIONS },
      {
        next: (r) => r.data && setItems((xs) => [r.data!.identifications, ...xs].slice(0, KEEP)),
        error: (e) => setError(subscriptionError(e)),
        complete: () => setState('closed'),
      },
    );
    return () => {
      stop();
      void client.dispose();
    };
  }, []);
  return (
    <section>
      <h1>Live feed</h1>
      <p className="muted" role="status" data-testid="feed-state">{state === 'live' ? 'Live: new identifications appear here.' : state === 'connecting' ? 'Connecting…' : 'Disconnected.'}</p>
      {error && <ErrorBox message={error} />}
      {items.length === 0 && state === 'live' && <p className="muted empty">Waiting for the next identification…</p>}
      <ul className="inbox" data-testid="feed">
        {items.map((i) => (
          <li key={i.id}>
            <strong>{i.data.company.name ?? i.data.company.domain}</strong>{' '}
            <span className="muted">
              intent {i.data.company.intent_score}
              {i.data.person.name ? ` · ${i.data.person.name}${i.data.person.title ? `, ${i.data.person.title}` : ''}` : ''} · {new Date(i.data.identified_at).toLocaleTimeString()}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
