// Sign-in: a session JWT from the development issuer (`signalctl token --workspace <name>` on the embedded
// default) or from the configured identity provider. The token is checked against /graphql before use.
import { useState } from 'react';
import { gql, session } from '../api';
import { WORKSPACE, type WorkspaceResult } from '../operations';

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    session.set(token.trim());
    try {
      await gql(WORKSPACE);
      onSignedIn();
    } catch (err) {
      session.clear();
      setError(`Sign-in failed: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <main className="signin">
      <h1>Sign in to Signal</h1>
      <form onSubmit={submit}>
        <label htmlFor="token">Session token</label>
        <textarea id="token" rows={4} value={token} onChange={(e) => setToken(e.target.value)} required />
        <p className="muted">
          Development issuer: run <code>npx signalctl token --workspace &lt;name&gt;</code> and paste the token. With an external identity provider,
          paste the session token it issued.
        </p>
        {error && <div role="alert" className="error">{error}</div>}
        <button type="submit" disabled={busy || !token.trim()}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
