// One account: its score, classification and counts. Until /graphql offers an account by domain it
// is the row the list showed, or found by paging the ranked list.
import { useState } from 'react';
import { gql } from '../api';
import { ACCOUNTS, CLASSIFICATIONS, CLASSIFY_ACCOUNT, type Account, type AccountsResult, type Classification, type ClassifyAccountResult } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { recalledAccount, rememberAccount } from './accountCache';

async function findAccount(domain: string): Promise<Account | null> {
  const cached = recalledAccount(domain);
  if (cached) return cached;
  for (let page = 1; page <= 50; page++) {
    const r = await gql(ACCOUNTS, { page, page_size: 200 });
    const hit = r.accounts.accounts.find((a) => a.company_domain === domain);
    if (hit) return hit;
    if (page * 200 >= r.accounts.total) break;
  }
  return null;
}

function Classify({ account, onChanged }: { account: Account; onChanged: (a: Account) => void }) {
  const [value, setValue] = useState<Classification>(account.classification);
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({ busy: false, error: null, saved: false });
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setState({ busy: true, error: null, saved: false });
    try {
      const r = await gql(CLASSIFY_ACCOUNT, { id: account.id, classification: value });
      onChanged({ ...account, classification: r.classifyAccount.classification });
      setState({ busy: false, error: null, saved: true });
    } catch (err) {
      setState({ busy: false, error: (err as Error).message, saved: false });
    }
  }
  return (
    <form className="toolbar" onSubmit={save}>
      <label>
        Classify as{' '}
        <select aria-label="Classify as" value={value} onChange={(e) => setValue(e.target.value as Classification)}>
          {CLASSIFICATIONS.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </label>
      <button type="submit" disabled={state.busy || value === account.classification}>Save classification</button>
      {state.saved && <span role="status">Saved.</span>}
      {state.error && <span role="alert" className="error">{state.error}</span>}
    </form>
  );
}

export function AccountPage({ domain }: { domain: string }) {
  const q = useQuery(() => findAccount(domain), [domain]);
  const [changed, setChanged] = useState<Account | null>(null);
  const account = changed?.company_domain === domain ? changed : q.data;
  return (
    <section>
      <p><a href="#/accounts">← Accounts</a></p>
      {q.loading && <Loading />}
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {!q.loading && !q.error && !q.data && <Empty>No account {domain} in this workspace.</Empty>}
      {account && (
        <article data-testid="account-page">
          <h1>{account.company_name ?? account.company_domain}</h1>
          <dl className="facts">
            <dt>Domain</dt><dd>{account.company_domain}</dd>
            <dt>Intent score</dt><dd>{account.intent_score} / 100</dd>
            <dt>Classification</dt><dd>{account.classification}</dd>
            <dt>Visitors</dt><dd>{account.visitor_count}</dd>
            <dt>Visits</dt><dd>{account.visit_count}</dd>
            <dt>First seen</dt><dd>{new Date(account.first_seen_at).toLocaleString()}</dd>
            <dt>Last seen</dt><dd>{new Date(account.last_seen_at).toLocaleString()}</dd>
          </dl>
          {!account.is_locked && (
            <Classify account={account} onChanged={(a) => { rememberAccount(a); setChanged(a); }} />
          )}
        </article>
      )}
    </section>
  );
}
