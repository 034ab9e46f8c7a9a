// Sign-in: "Sign in" goes to the service's /auth/login (the development issuer's form on the
// embedded default, the configured identity provider otherwise), which comes back to
// `/#session=<jwt>` or `/#signin_error=<code>` (main.tsx takes them off the address bar). A session
// token from elsewhere (`signalctl token`) can be pasted instead. A token is checked on /graphql
// before it is kept.
import { useEffect, useState } from 'react';
import { gql, session } from '../api';
import { WORKSPACE } from '../operations';

const ERRORS: Record<string, string> = {
  no_signin_page: 'This service has no sign-in page configured: paste a session token from your identity provider below.',
  signin_expired: 'The sign-in took too long or was started in another browser: sign in again.',
  state_mismatch: 'The sign-in could not be matched to this browser: sign in again.',
  no_code: 'The identity provider sent no authorization code: sign in again.',
  exchange_refused: 'The identity provider refused to complete the sign-in: try again, or ask your administrator.',
  idp_unreachable: 'The identity provider could not be reached: try again in a moment.',
  token_refused: 'The identity provider signed you in, but its token is not valid for this workspace (issuer, audience, workspace or role).',
};
const explain = (code: string) => ERRORS[code] ?? (code.startsWith('idp_') ? `The identity provider answered: ${code.slice(4)}.` : `Sign-in failed (${code}).`);

export function SignIn({ onSignedIn, pending, error: initialError }: { onSignedIn: () => void; pending?: string | null; error?: string | null }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(initialError ? explain(initialError) : null);
  const [busy, setBusy] = useState(false);
  async function accept(candidate: string) {
    setBusy(true);
    setError(null);
    session.set(candidate.trim());
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
  useEffect(() => {
    if (pending) void accept(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
  return (
    <main className="signin">
      <h1>Sign in to Signal</h1>
      {error && <div role="alert" className="error">{error}</div>}
      <p><a className="button" href="/auth/login">Sign in</a></p>
      <details>
        <summary>Paste a session token instead</summary>
        <form onSubmit={(e) => { e.preventDefault(); void accept(token); }}>
          <label htmlFor="token">Session token</label>
          <textarea id="token" rows={4} value={token} onChange={(e) => setToken(e.target.value)} required />
          <p className="muted">
            From <code>npx signalctl token --workspace &lt;name&gt;</code> on the embedded default, or a session token your identity provider issued.
          </p>
          <button type="submit" disabled={busy || !token.trim()}>{busy ? 'Checking…' : 'Use this token'}</button>
        </form>
      </details>
    </main>
  );
}
