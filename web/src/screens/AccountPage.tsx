// One account (issue 15): its score and how it came about, classification, its people and its
// visit timeline, each list a Relay connection read a page at a time ("Show more"). One query to
// the accounts subgraph, which owns all of it. Over-cap accounts are shown masked, not hidden.
import { useState } from 'react';
import { gql } from '../api';
import { graphql, type ResultOf } from '../graphql';
import { ACCOUNT_PAGE, CLASSIFICATIONS, CLASSIFY_ACCOUNT, type Classification } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { personLabel } from './person';

// gql.tada types a document from its literal text, so the field lists are written out in each
// (the screen's own query, ACCOUNT_PAGE, is in ../operations with every screen's main query)
const MORE_PEOPLE = graphql(`
  query AccountPeople($domain: String!, $after: String) {
    account(domain: $domain) { visitors(first: 25, after: $after) { edges { node { id resolved_name resolved_title resolved_email intent_score visit_count last_visit_at is_locked } } pageInfo { hasNextPage endCursor } } }
  }`);
const MORE_VISITS = graphql(`
  query AccountVisits($domain: String!, $after: String) {
    account(domain: $domain) { visits(first: 25, after: $after) { edges { node { id occurred_at path channel visitor { id resolved_name resolved_email is_locked } } } pageInfo { hasNextPage endCursor } } }
  }`);

type Detail = ResultOf<typeof ACCOUNT_PAGE>['account'];
type Page<N> = { edges: { node: N }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

const FACTOR_LABEL: Record<string, string> = {
  intent_pages: 'Intent page views',
  browsing: 'Other page views',
  return_days: 'Days they came back',
  people: 'People from the company',
};

/** A connection's first page from the screen's query, then more pages on demand. */
function usePaged<N>(first: Page<N>, more: (after: string) => Promise<Page<N>>) {
  const [extra, setExtra] = useState<{ nodes: N[]; info: Page<N>['pageInfo'] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = extra?.info ?? first.pageInfo;
  const load = async () => {
    if (!info.endCursor) return;
    setBusy(true);
    setError(null);
    try {
      const p = await more(info.endCursor);
      setExtra((e) => ({ nodes: [...(e?.nodes ?? []), ...p.edges.map((x) => x.node)], info: p.pageInfo }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { nodes: [...first.edges.map((e) => e.node), ...(extra?.nodes ?? [])], hasMore: info.hasNextPage, load, busy, error };
}

function Classify({ account, onChanged }: { account: Detail; onChanged: () => void }) {
  const [value, setValue] = useState<Classification>(account.classification);
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({ busy: false, error: null, saved: false });
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setState({ busy: true, error: null, saved: false });
    try {
      await gql(CLASSIFY_ACCOUNT, { id: account.id, classification: value });
      setState({ busy: false, error: null, saved: true });
      onChanged();
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

function People({ account }: { account: Detail }) {
  const p = usePaged(account.visitors, async (after) => (await gql(MORE_PEOPLE, { domain: account.company_domain, after })).account.visitors);
  if (p.nodes.length === 0) return <Empty>No people identified at this company yet.</Empty>;
  return (
    <>
      <div className="table-wrap">
        <table data-testid="account-people">
          <thead><tr><th>Person</th><th>Intent</th><th>Visits</th><th>Last visit</th></tr></thead>
          <tbody>
            {p.nodes.map((v) => (
              <tr key={v.id}>
                <td><a href={`#/visitors/${v.id}`}>{personLabel(v)}</a></td>
                <td>{v.intent_score}</td>
                <td>{v.visit_count}</td>
                <td>{v.last_visit_at ? new Date(v.last_visit_at).toLocaleString() : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{p.nodes.length} of {account.visitors.totalCount} people</p>
      {p.error && <ErrorBox message={p.error} />}
      {p.hasMore && <button onClick={() => void p.load()} disabled={p.busy}>{p.busy ? 'Loading…' : 'Show more people'}</button>}
    </>
  );
}

function Timeline({ account }: { account: Detail }) {
  const p = usePaged(account.visits, async (after) => (await gql(MORE_VISITS, { domain: account.company_domain, after })).account.visits);
  if (p.nodes.length === 0) return <Empty>No visits recorded.</Empty>;
  return (
    <>
      <ol className="timeline" data-testid="account-timeline">
        {p.nodes.map((v) => (
          <li key={v.id}>
            <time dateTime={v.occurred_at}>{new Date(v.occurred_at).toLocaleString()}</time>{' '}
            <code>{v.path}</code>{v.channel ? <span className="muted"> · {v.channel}</span> : null}
            {v.visitor && <> · <a href={`#/visitors/${v.visitor.id}`}>{personLabel(v.visitor)}</a></>}
          </li>
        ))}
      </ol>
      <p className="muted">{p.nodes.length} of {account.visits.totalCount} visits</p>
      {p.error && <ErrorBox message={p.error} />}
      {p.hasMore && <button onClick={() => void p.load()} disabled={p.busy}>{p.busy ? 'Loading…' : 'Show earlier visits'}</button>}
    </>
  );
}

export function AccountPage({ domain }: { domain: string }) {
  const q = useQuery(() => gql(ACCOUNT_PAGE, { domain }), [domain]);
  const account = q.data?.account;
  return (
    <section>
      <p><a href="#/accounts">← Accounts</a></p>
      {q.loading && !q.data && <Loading />}
      {q.error && <ErrorBox message={/not found/i.test(q.error) ? `No account ${domain} in this workspace.` : q.error} retry={q.reload} />}
      {account && (
        <article data-testid="account-page">
          <h1>{account.company_name ?? account.company_domain}{account.is_locked && ' 🔒'}</h1>
          {account.is_locked && <p className="notice">This account is over your plan's monthly cap: its identity and people are masked.</p>}
          <dl className="facts">
            <dt>Domain</dt><dd>{account.company_domain}</dd>
            <dt>Intent score</dt><dd>{account.intent_score} / 100</dd>
            <dt>Classification</dt><dd>{account.classification}</dd>
            <dt>Visitors</dt><dd>{account.visitor_count}</dd>
            <dt>Visits</dt><dd>{account.visit_count}</dd>
            <dt>First seen</dt><dd>{new Date(account.first_seen_at).toLocaleString()}</dd>
            <dt>Last seen</dt><dd>{new Date(account.last_seen_at).toLocaleString()}</dd>
            <dt>Contacted</dt><dd>{account.contacted_at ? new Date(account.contacted_at).toLocaleString() : 'not yet'}</dd>
          </dl>
          {!account.is_locked && <Classify account={account} onChanged={q.reload} />}
          {account.score_explanation && (
            <>
              <h2>Why {account.score_explanation.score}?</h2>
              <ul data-testid="score-explanation">
                {account.score_explanation.factors.map((f) => (
                  <li key={f.factor}>{FACTOR_LABEL[f.factor] ?? f.factor}: {Math.round(f.value * 10) / 10} → +{Math.round(f.points * 10) / 10} points</li>
                ))}
              </ul>
              {account.score_explanation.score !== account.intent_score && (
                <p className="muted">The stored score ({account.intent_score}) is as of the last scoring run; these features give {account.score_explanation.score} now.</p>
              )}
            </>
          )}
          <h2>People</h2>
          <People account={account} />
          <h2>Visit timeline</h2>
          <Timeline account={account} />
        </article>
      )}
    </section>
  );
}
