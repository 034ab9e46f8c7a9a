// One account: its score, classification and counts. Until /graphql offers an account by domain it
// is the row the list showed, or found by paging the ranked list.
import { gql } from '../api';
import { ACCOUNTS, type Account, type AccountsResult } from '../operations';
import { useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { recalledAccount } from './accountCache';

async function findAccount(domain: string): Promise<Account | null> {
  const cached = recalledAccount(domain);
  if (cached) return cached;
  for (let page = 1; page <= 50; page++) {
    const r = await gql<AccountsResult>(ACCOUNTS, { page, page_size: 200 });
    const hit = r.accounts.accounts.find((a) => a.company_domain === domain);
    if (hit) return hit;
    if (page * 200 >= r.accounts.total) break;
  }
  return null;
}

export function AccountPage({ domain }: { domain: string }) {
  const q = useQuery(() => findAccount(domain), [domain]);
  return (
    <section>
      <p><a href="#/accounts">← Accounts</a></p>
      {q.loading && <Loading />}
      {q.error && <ErrorBox message={q.error} retry={q.reload} />}
      {!q.loading && !q.error && !q.data && <Empty>No account {domain} in this workspace.</Empty>}
      {q.data && (
        <article data-testid="account-page">
          <h1>{q.data.company_name ?? q.data.company_domain}</h1>
          <dl className="facts">
            <dt>Domain</dt><dd>{q.data.company_domain}</dd>
            <dt>Intent score</dt><dd>{q.data.intent_score} / 100</dd>
            <dt>Classification</dt><dd>{q.data.classification}</dd>
            <dt>Visitors</dt><dd>{q.data.visitor_count}</dd>
            <dt>Visits</dt><dd>{q.data.visit_count}</dd>
            <dt>First seen</dt><dd>{new Date(q.data.first_seen_at).toLocaleString()}</dd>
            <dt>Last seen</dt><dd>{new Date(q.data.last_seen_at).toLocaleString()}</dd>
          </dl>
        </article>
      )}
    </section>
  );
}
