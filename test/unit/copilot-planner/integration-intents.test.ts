// The deterministic planner routes the issue-16 change tools (keyword cues in planner/intents.ts,
// arguments in planner/args/), and tells callers who are not offered them why (planner/scope.ts).
import { describe, expect, it } from 'vitest';
import { planQuestion } from '../../../subgraphs/copilot/planner/plan.js';
import { EMPTY_NAMES, type KnownNames } from '../../../subgraphs/copilot/planner/workspace.js';
import { ALL_TOOLS } from '../../../subgraphs/copilot/tools/index.js';
import { createRegistry } from '../../../subgraphs/copilot/catalogue/registry.js';
import type { PlannerInput } from '../../../subgraphs/copilot/catalogue/types.js';

const registry = createRegistry(ALL_TOOLS);
const session = { kind: 'session' as const, workspaceId: 'w', userId: 'u', role: 'owner' as const };
const optedIn = registry.toolsFor(session, { privilegedActionsEnabled: true });
const optedOut = registry.toolsFor(session, { privilegedActionsEnabled: false });
const keyTools = registry.toolsFor({ kind: 'key', workspaceId: 'w', keyId: 'k', keyName: 'k', scopes: ['copilot'] }, { privilegedActionsEnabled: true });
const NAMES: KnownNames = { ...EMPTY_NAMES, rules: ['Hot leads to Klaviyo'], destinations: ['#sales-alerts'] };
const plan = (question: string, tools = optedIn) =>
  planQuestion({ question, tools, history: [], facts: [], now: new Date('2025-06-18T12:00:00Z'), workspaceId: 'w' } as PlannerInput, NAMES);

describe('issue-16 change tools', () => {
  it.each([
    ['run the Hot leads to Klaviyo rule now', 'run_sync_rule', { rule: 'Hot leads to Klaviyo' }],
    ['connect klaviyo', 'connect_esp', { provider: 'klaviyo' }],
    ['connect our mailchimp account', 'connect_esp', { provider: 'mailchimp' }],
    ['verify the klaviyo connection', 'verify_esp', {}],
    ['skip the email platform step', 'skip_esp', {}],
    ['send a test message to #sales-alerts', 'test_alert_destination', { destination: '#sales-alerts' }],
    ['run the enrichment pipeline', 'run_enrichment_pipeline', {}],
    ['invite bob@acme.com as admin', 'invite_team_member', { email: 'bob@acme.com', role: 'admin' }],
    ['make bob@acme.com an admin', 'update_team_member', { email: 'bob@acme.com', role: 'admin' }],
    ['remove bob@acme.com from the team', 'remove_team_member', { email: 'bob@acme.com' }],
    ['cancel the invitation for bob@acme.com', 'cancel_invitation', { email: 'bob@acme.com' }],
    ['upgrade to pro plus', 'start_checkout', { plan: 'pro_plus' }],
    ['open the billing portal', 'open_billing_portal', {}],
  ])('%s → %s', (q, tool, args) => {
    expect(plan(q)).toMatchObject({ type: 'calls', question_kind: 'action', calls: [{ tool, arguments: args }] });
  });

  it('previews and reads stay reads', () => {
    expect(plan('preview the Hot leads to Klaviyo rule')).toMatchObject({ calls: [{ tool: 'dry_run_sync_rule' }] });
    expect(plan('is klaviyo connected?')).toMatchObject({ calls: [{ tool: 'esp_connection' }] });
  });

  it('callers not offered a tool get an honest answer, not a plan', () => {
    expect(plan('run the Hot leads to Klaviyo rule now', keyTools)).toMatchObject({ type: 'answer', text: expect.stringMatching(/API keys are read-only/) });
    expect(plan('invite bob@acme.com as admin', optedOut)).toMatchObject({ type: 'answer', text: expect.stringMatching(/copilot_privileged_actions_enabled/) });
  });
});
