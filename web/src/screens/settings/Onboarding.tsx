// Plan usage and the onboarding checklist, with each step's action: verify the pixel, complete the
// intent-pages step, claim the site's domain (confirmed: it clears the verification) and activate
// the workspace (confirmed: it cannot be undone). Each answers with the checklist as it now stands.
import { useState } from 'react';
import { gql } from '../../api';
import { graphql } from '../../graphql';

const VERIFY = graphql(`mutation VerifyPixel { verifyPixel { steps_done } }`);
const INTENT = graphql(`mutation CompleteIntentStep { completeIntentStep { steps_done } }`);
const CLAIM = graphql(`mutation ClaimDomain($domain: String!) { claimDomain(domain: $domain, confirm: true) { claimed_domain } }`);
const ACTIVATE = graphql(`mutation ActivateWorkspace { activateWorkspace(confirm: true) { activated } }`);

type Checklist = { pixel_installed: boolean; pixel_verified: boolean; intent_step_completed: boolean; esp_connected_or_skipped: boolean; activated: boolean; steps_done: number; steps_total: number; claimed_domain: string | null };
type Usage = { effective_plan: string; trial_active: boolean; accounts_this_month: number; monthly_cap: number; over_cap_this_month: number };

export function Onboarding({ usage, onboarding, run }: { usage: Usage; onboarding: Checklist; run: (fn: () => Promise<unknown>) => Promise<void> }) {
  const [domain, setDomain] = useState(onboarding.claimed_domain ?? '');
  const claim = (e: React.FormEvent) => {
    e.preventDefault();
    if (!window.confirm(`Claim ${domain.trim()} as this workspace's site? The current domain verification is cleared.`)) return;
    void run(() => gql(CLAIM, { domain: domain.trim() }));
  };
  const activate = () => {
    if (!window.confirm('Activate the workspace and end onboarding? This cannot be undone.')) return;
    void run(() => gql(ACTIVATE));
  };
  const step = (done: boolean, label: string, action?: React.ReactNode) => <li>{done ? '✓' : '○'} {label} {!done && action}</li>;
  return (
    <>
      <h2>Plan and usage</h2>
      <p data-testid="plan-usage">
        {usage.effective_plan} plan{usage.trial_active ? ' (trial)' : ''}: {usage.accounts_this_month} of {usage.monthly_cap} accounts this month
        {usage.over_cap_this_month > 0 && `, ${usage.over_cap_this_month} over the cap (masked)`}.
      </p>
      <h2>Onboarding ({onboarding.steps_done} of {onboarding.steps_total})</h2>
      <ul data-testid="onboarding">
        {step(onboarding.pixel_installed, 'Pixel installed')}
        {step(onboarding.pixel_verified, 'Pixel verified', <button onClick={() => void run(() => gql(VERIFY))}>Verify pixel</button>)}
        {step(onboarding.intent_step_completed, 'Intent pages chosen', <button onClick={() => void run(() => gql(INTENT))}>Mark intent pages chosen</button>)}
        {step(onboarding.esp_connected_or_skipped, 'Email platform connected (or skipped)')}
        {step(onboarding.activated, 'Workspace activated', <button onClick={activate}>Activate workspace</button>)}
      </ul>
      <form className="toolbar" onSubmit={claim}>
        <label>Site domain <input aria-label="Site domain" value={domain} onChange={(e) => setDomain(e.target.value)} required placeholder="example.com" /></label>
        <button type="submit" disabled={!domain.trim() || domain.trim() === onboarding.claimed_domain}>Claim domain</button>
      </form>
    </>
  );
}
