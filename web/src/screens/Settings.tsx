// Workspace settings in one screen: plan usage and the onboarding checklist, sync rules (create,
// activate/pause, delete after a confirmation naming what goes), alert destinations, intent pages,
// enrichment and the team. One query: every record here lives in the accounts subgraph.
import { useState } from 'react';
import { gql } from '../api';
import { CLASSIFICATIONS, CREATE_SYNC_RULE, SET_SYNC_RULE_STATE, SETTINGS, type SettingsResult, type SyncRule } from '../operations';
import { useAction, useQuery } from '../useQuery';
import { Empty, ErrorBox, Loading } from '../states';

const STEPS: [keyof SettingsResult['onboarding'], string][] = [
  ['pixel_installed', 'Pixel installed'],
  ['pixel_verified', 'Pixel verified'],
  ['intent_step_completed', 'Intent pages chosen'],
  ['esp_connected_or_skipped', 'Email platform connected (or skipped)'],
  ['activated', 'Workspace activated'],
];

export function Settings() {
  const q = useQuery(() => gql(SETTINGS), []);
  const { error, run } = useAction(q.reload);
  const [name, setName] = useState('');
  const [minIntent, setMinIntent] = useState(50);
  const [classification, setClassification] = useState('');

  const createRule = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await gql(CREATE_SYNC_RULE, { input: { name: name.trim(), min_intent: minIntent, ...(classification ? { classification } : {}) } });
      setName('');
    });
  };
  const setState = (r: SyncRule, action: 'activate' | 'pause' | 'delete') => {
    if (action === 'delete' && !window.confirm(`Delete the sync rule "${r.name}" and its run history? This cannot be undone.`)) return;
    void run(() => gql(SET_SYNC_RULE_STATE, { id: r.id, action, confirm: action === 'delete' }));
  };

  if (q.loading && !q.data) return <Loading />;
  if (q.error) return <ErrorBox message={q.error} retry={q.reload} />;
  const d = q.data!;
  return (
    <section>
      <h1>Settings</h1>
      {error && <ErrorBox message={error} />}

      <h2>Plan and usage</h2>
      <p data-testid="plan-usage">
        {d.planUsage.effective_plan} plan{d.planUsage.trial_active ? ' (trial)' : ''}: {d.planUsage.accounts_this_month} of {d.planUsage.monthly_cap} accounts this month
        {d.planUsage.over_cap_this_month > 0 && `, ${d.planUsage.over_cap_this_month} over the cap (masked)`}.
      </p>

      <h2>Onboarding ({d.onboarding.steps_done} of {d.onboarding.steps_total})</h2>
      <ul data-testid="onboarding">
        {STEPS.map(([key, label]) => (
          <li key={key}>{d.onboarding[key] ? '✓' : '○'} {label}</li>
        ))}
      </ul>

      <h2>Sync rules</h2>
      <form className="toolbar" onSubmit={createRule}>
        <label>Name <input aria-label="Rule name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} /></label>
        <label>Min intent <input aria-label="Minimum intent" type="number" min={0} max={100} value={minIntent} onChange={(e) => setMinIntent(Number(e.target.value))} /></label>
        <label>
          Classification{' '}
          <select aria-label="Rule classification" value={classification} onChange={(e) => setClassification(e.target.value)}>
            <option value="">any</option>
            {CLASSIFICATIONS.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <button type="submit" disabled={!name.trim()}>Create rule (paused)</button>
      </form>
      {d.syncRules.length === 0 ? <Empty>No sync rules yet.</Empty> : (
        <div className="table-wrap">
          <table data-testid="sync-rules">
            <thead><tr><th>Name</th><th>State</th><th>Min intent</th><th>Classification</th><th>Last run</th><th></th></tr></thead>
            <tbody>
              {d.syncRules.map((r) => (
                <tr key={r.id} data-rule={r.name}>
                  <td>{r.name}</td>
                  <td>{r.state}</td>
                  <td>{r.min_intent}</td>
                  <td>{r.classification ?? 'any'}</td>
                  <td>{r.last_run_at ? `${new Date(r.last_run_at).toLocaleString()} (${r.last_run_status})` : 'never'}</td>
                  <td>
                    <button onClick={() => setState(r, r.state === 'active' ? 'pause' : 'activate')}>{r.state === 'active' ? 'Pause' : 'Activate'}</button>{' '}
                    <button onClick={() => setState(r, 'delete')}>Delete</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Alert destinations</h2>
      {d.alertDestinations.length === 0 ? <Empty>No alert destinations yet.</Empty> : (
        <ul data-testid="alert-destinations">
          {d.alertDestinations.map((a) => <li key={a.id}>{a.name} ({a.kind}, {a.host}) — {a.state}, intent {a.min_intent}+{a.last_post_status ? `, last post ${a.last_post_status}` : ''}</li>)}
        </ul>
      )}

      <h2>Intent pages</h2>
      {d.intentPages.length === 0 ? <Empty>No intent pages: every page counts as browsing only.</Empty> : (
        <ul data-testid="intent-pages">
          {d.intentPages.map((p) => <li key={p.pattern}><code>{p.pattern}</code> {p.label ?? ''} × {p.score_weight}</li>)}
        </ul>
      )}

      <h2>Enrichment</h2>
      <p data-testid="enrichment">
        Vendor {d.enrichmentConfig.vendor}; {d.enrichmentConfig.page_patterns.length ? `abandoners of ${d.enrichmentConfig.page_patterns.join(', ')}` : 'no page patterns (enrichment off)'}
        {d.enrichmentConfig.saved ? '' : ' — defaults, nothing saved yet'}.
      </p>

      <h2>Team</h2>
      <ul data-testid="team">
        {d.team.map((m) => <li key={`${m.status}:${m.email}`}>{m.email} — {m.role}{m.status === 'invited' ? ' (invited)' : ''}</li>)}
      </ul>
    </section>
  );
}
