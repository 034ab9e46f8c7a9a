// API keys over /graphql: create (the plaintext is shown once, here), list, revoke (confirmed first).
import { useState } from 'react';
import { gql } from '../api';
import { API_KEYS, CREATE_API_KEY, REVOKE_API_KEY, type ApiKeysResult, type CreateApiKeyResult } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';

const SCOPES = ['read', 'copilot'];

export function ApiKeys() {
  const q = useQuery(() => gql(API_KEYS), []);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const [created, setCreated] = useState<{ name: string; plaintext: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const r = await gql(CREATE_API_KEY, { name: name.trim(), scopes });
      setCreated({ name: r.createApiKey.key.name, plaintext: r.createApiKey.plaintext });
      setName('');
      q.reload();
    } catch (err) {
      setError((err as Error).message);
    }
  }
  async function revoke(id: string, keyName: string) {
    if (!window.confirm(`Revoke "${keyName}"? Every client using it stops working at once. This cannot be undone.`)) return;
    setError(null);
    try {
      await gql(REVOKE_API_KEY, { id });
      q.reload();
    } catch (err) {
      setError((err as Error).message);
    }
  }
  return (
    <section>
      <h1>API keys</h1>
      <form className="toolbar" onSubmit={create}>
        <label>Name <input aria-label="Key name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} /></label>
        {SCOPES.map((s) => (
          <label key={s}>
            <input
              type="checkbox"
              checked={scopes.includes(s)}
              onChange={(e) => setScopes(e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s))}
            />{' '}
            {s}
          </label>
        ))}
        <button type="submit" disabled={!name.trim() || scopes.length === 0}>Create key</button>
      </form>
      {created && (
        <div role="status" className="notice" data-testid="new-key">
          Key <strong>{created.name}</strong> created. Copy it now: it is shown once.
          <pre><code data-testid="plaintext">{created.plaintext}</code></pre>
          <button onClick={() => setCreated(null)}>I have stored it</button>
        </div>
      )}
      {error && <ErrorBox message={error} />}
      {q.loading && !q.data && <Loading />}
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {q.data && q.data.apiKeys.length === 0 && <Empty>No API keys yet.</Empty>}
      {q.data && q.data.apiKeys.length > 0 && (
        <div className="table-wrap">
          <table data-testid="keys-table">
            <thead><tr><th>Name</th><th>Scopes</th><th>Created</th><th>State</th><th></th></tr></thead>
            <tbody>
              {q.data.apiKeys.map((k) => (
                <tr key={k.id} data-key={k.name}>
                  <td>{k.name}</td>
                  <td>{k.scopes.join(', ')}</td>
                  <td>{k.created_at ? new Date(k.created_at).toLocaleString() : ''}</td>
                  <td>{k.revoked_at ? 'revoked' : 'active'}</td>
                  <td>{!k.revoked_at && <button onClick={() => revoke(k.id, k.name)}>Revoke</button>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
