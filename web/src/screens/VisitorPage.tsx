// One person (issue 15): who they are, their company (Visitor.account), their journey page by
// page (a Relay connection, oldest first), and the "contacted" mark. A withheld identity shows
// neither contact fields nor journey.
import { useState } from 'react';
import { gql } from '../api';
import { graphql } from '../graphql';
import { useAction, useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';
import { personLabel } from './person';
import { VISITOR_PAGE } from '../operations';

const JOURNEY = graphql(`
  query VisitorJourney($email: String!, $after: String) {
    visitorJourney(email: $email, first: 50, after: $after) {
      total edges { node { id occurred_at path referrer channel utm_campaign } } pageInfo { hasNextPage endCursor }
    }
  }`);
const SET_CONTACTED = graphql(`mutation SetVisitorContacted($email: String!, $contacted: Boolean!) { setVisitorContacted(email: $email, contacted: $contacted) }`);

type View = { id: string; occurred_at: string; path: string; referrer: string | null; channel: string | null; utm_campaign: string | null };

function Journey({ email }: { email: string }) {
  const [pages, setPages] = useState<{ views: View[]; after: string | null; more: boolean; total: number } | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const q = useQuery(async () => {
    const j = (await gql(JOURNEY, { email, after })).visitorJourney;
    setPages((p) => ({ views: [...(after && p ? p.views : []), ...j.edges.map((e) => e.node)], after: j.pageInfo.endCursor, more: j.pageInfo.hasNextPage, total: j.total }));
    return j;
  }, [email, after]);
  if (q.error) return <ErrorBox message={q.error} retry={q.reload} />;
  if (!pages) return <Loading />;
  if (pages.views.length === 0) return <Empty>No page views recorded.</Empty>;
  return (
    <>
      <ol className="timeline" data-testid="visitor-journey">
        {pages.views.map((v) => (
          <li key={v.id}>
            <time dateTime={v.occurred_at}>{new Date(v.occurred_at).toLocaleString()}</time> <code>{v.path}</code>
            {v.channel && <span className="muted"> · {v.channel}{v.utm_campaign ? ` (${v.utm_campaign})` : ''}</span>}
          </li>
        ))}
      </ol>
      <p className="muted">{pages.views.length} of {pages.total} page views</p>
      {pages.more && <button onClick={() => setAfter(pages.after)} disabled={q.loading}>{q.loading ? 'Loading…' : 'Show later views'}</button>}
    </>
  );
}

export function VisitorPage({ id }: { id: string }) {
  const q = useQuery(() => gql(VISITOR_PAGE, { id }), [id]);
  const { error, run } = useAction(q.reload);
  const [contacted, setContacted] = useState<string | null>(null);
  const v = q.data?.visitor;
  const mark = (value: boolean) =>
    void run(async () => {
      const n = (await gql(SET_CONTACTED, { email: v!.resolved_email!, contacted: value })).setVisitorContacted;
      setContacted(value ? `Marked contacted (${n} record${n === 1 ? '' : 's'}).` : 'Contacted mark cleared.');
    });
  return (
    <section>
      <p><a href="#/visitors">← Visitors</a></p>
      {q.loading && !q.data && <Loading />}
      {q.error && <ErrorBox message={/not found/i.test(q.error) ? 'No such visitor in this workspace.' : q.error} retry={q.reload} />}
      {v && (
        <article data-testid="visitor-page">
          <h1>{personLabel(v)}</h1>
          {v.is_locked && <p className="notice">This person's contact details are withheld by your plan.</p>}
          <dl className="facts">
            <dt>Company</dt>
            <dd>{v.account ? <a href={`#/accounts/${encodeURIComponent(v.account.company_domain)}`}>{v.account.company_name ?? v.account.company_domain}</a> : 'not resolved yet'}</dd>
            <dt>Intent score</dt><dd>{v.intent_score} / 100</dd>
            <dt>Visits</dt><dd>{v.visit_count}</dd>
            <dt>First visit</dt><dd>{v.first_visit_at ? new Date(v.first_visit_at).toLocaleString() : ''}</dd>
            <dt>Last visit</dt><dd>{v.last_visit_at ? new Date(v.last_visit_at).toLocaleString() : ''}</dd>
          </dl>
          {v.resolved_email && (
            <div className="toolbar">
              <button onClick={() => mark(true)}>Mark contacted</button>
              <button onClick={() => mark(false)}>Clear contacted</button>
              {contacted && <span role="status">{contacted}</span>}
            </div>
          )}
          {error && <ErrorBox message={error} />}
          <h2>Journey</h2>
          {v.resolved_email ? <Journey email={v.resolved_email} /> : <Empty>No journey: this person has no e-mail on record{v.is_locked ? ' you may see' : ''}.</Empty>}
        </article>
      )}
    </section>
  );
}
