// The dashboard shell: sign-in gate, navigation, and hash routes (the server serves one page at `/`).
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { session, sessionClaims } from './api';
import { SignIn } from './screens/SignIn';
import { Accounts } from './screens/Accounts';
import { AccountPage } from './screens/AccountPage';
import { VisitorPage } from './screens/VisitorPage';
import { ApiKeys } from './screens/ApiKeys';
import { Webhooks } from './screens/Webhooks';
import { Copilot } from './screens/Copilot';
import { Visitors } from './screens/Visitors';
import { Recommendations } from './screens/Recommendations';
import { Attribution } from './screens/Attribution';
import { LiveFeed } from './screens/LiveFeed';
import { Settings } from './screens/Settings';
import './styles.css';

function useHashRoute(): string {
  const [hash, setHash] = useState(location.hash.slice(1) || '/accounts');
  useEffect(() => {
    const on = () => setHash(location.hash.slice(1) || '/accounts');
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return hash;
}

const NAV: [string, string][] = [
  ['/accounts', 'Accounts'],
  ['/visitors', 'Visitors'],
  ['/live', 'Live feed'],
  ['/recommendations', 'Recommendations'],
  ['/attribution', 'Attribution'],
  ['/keys', 'API keys'],
  ['/webhooks', 'Webhooks'],
  ['/copilot', 'Copilot'],
  ['/settings', 'Settings'],
];

/** What /auth sent back in the fragment (`#session=…` or `#signin_error=…`), taken off the address bar and history. */
function takeSignInResult(): { token: string | null; error: string | null } {
  const m = /^#(session|signin_error)=(.*)$/.exec(location.hash);
  if (!m) return { token: null, error: null };
  history.replaceState(null, '', '/#/accounts');
  const value = decodeURIComponent(m[2]!);
  return m[1] === 'session' ? { token: value, error: null } : { token: null, error: value };
}
const signInResult = takeSignInResult();

function App() {
  const [token, setToken] = useState(signInResult.token ? null : session.get());
  const route = useHashRoute();
  if (!token) return <SignIn onSignedIn={() => setToken(session.get())} pending={signInResult.token} error={signInResult.error} />;
  const claims = sessionClaims(token);
  const signOut = () => {
    Object.assign(signInResult, { token: null, error: null }); // used once: a sign-out does not sign in again
    session.clear();
    setToken(null);
  };
  let screen: React.ReactNode;
  const account = /^\/accounts\/(.+)$/.exec(route);
  const visitor = /^\/visitors\/(.+)$/.exec(route);
  if (account) screen = <AccountPage domain={decodeURIComponent(account[1]!)} />;
  else if (visitor) screen = <VisitorPage id={decodeURIComponent(visitor[1]!)} />;
  else if (route === '/keys') screen = <ApiKeys />;
  else if (route === '/webhooks') screen = <Webhooks />;
  else if (route === '/copilot') screen = <Copilot />;
  else if (route === '/visitors') screen = <Visitors />;
  else if (route === '/recommendations') screen = <Recommendations />;
  else if (route === '/attribution') screen = <Attribution />;
  else if (route === '/live') screen = <LiveFeed />;
  else if (route === '/settings') screen = <Settings />;
  else screen = <Accounts />;
  return (
    <>
      <a className="skip" href="#main">Skip to content</a>
      <header>
        <strong>Signal</strong>
        <nav aria-label="Main">
          {NAV.map(([path, label]) => (
            <a key={path} href={`#${path}`} aria-current={route.startsWith(path) ? 'page' : undefined}>{label}</a>
          ))}
        </nav>
        <span className="who">{claims.email ?? claims.role}</span>
        <button onClick={signOut}>Sign out</button>
      </header>
      <main id="main">{screen}</main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
