// Workspace settings in one screen, one query (every record here lives in the accounts subgraph):
// plan usage and the onboarding steps, sync rules, alert destinations, intent pages, enrichment and
// the team, one section each (./settings/). Irreversible actions are confirmed first, naming what
// happens; the server's own refusal (a role, a bound) is shown as it says it.
import { useState } from 'react';
import { gql } from '../api';
import { SETTINGS } from '../operations';
import { useAction, useQuery } from '../useQuery';
import { ErrorBox, Loading } from '../states';
import { Onboarding } from './settings/Onboarding';
import { SyncRules } from './settings/SyncRules';
import { AlertDestinations } from './settings/AlertDestinations';
import { IntentPages } from './settings/IntentPages';
import { Enrichment } from './settings/Enrichment';
import { Team } from './settings/Team';

export function Settings() {
  const q = useQuery(() => gql(SETTINGS), []);
  const { error, run } = useAction(q.reload);
  const [notice, setNotice] = useState<string | null>(null);
  const act = (fn: () => Promise<unknown>) => {
    setNotice(null);
    return run(fn);
  };
  if (q.loading && !q.data) return <Loading />;
  if (q.error) return <ErrorBox message={q.error} retry={q.reload} />;
  const d = q.data!;
  return (
    <section>
      <h1>Settings</h1>
      {error && <ErrorBox message={error} />}
      {notice && <p role="status" className="notice">{notice}</p>}
      <Onboarding usage={d.planUsage} onboarding={d.onboarding} run={act} />
      <h2>Sync rules</h2>
      <SyncRules rules={d.syncRules} run={act} notify={setNotice} />
      <h2>Alert destinations</h2>
      <AlertDestinations destinations={d.alertDestinations} run={act} notify={setNotice} />
      <h2>Intent pages</h2>
      <IntentPages key={d.intentPages.map((p) => `${p.pattern}:${p.score_weight}:${p.label ?? ''}`).join('|')} pages={d.intentPages} run={act} notify={setNotice} />
      <h2>Enrichment</h2>
      <Enrichment key={d.enrichmentConfig.page_patterns.join(',')} config={d.enrichmentConfig} run={act} notify={setNotice} />
      <h2>Team</h2>
      <Team team={d.team} run={act} />
    </section>
  );
}
