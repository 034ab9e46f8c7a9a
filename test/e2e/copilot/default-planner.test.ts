// The copilot as shipped: the default (deterministic) planner behind the runtime's rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, useFixture } from '../../helpers/copilot.js';
import { loadDefaultPlanner } from '../../../subgraphs/copilot/runtime/defaultPlanner.js';

const f = useFixture();
beforeAll(() => {
  f.copilot.usePlanner(loadDefaultPlanner(f.server.rt));
});

describe('default planner wiring', () => {
  it('is the deterministic planner unless COPILOT_LLM_URL is set', () => {
    expect(f.copilot.planner().name).toBe('deterministic');
  });

  it('a change asked with a key: no calls, no pending confirmation, an out-of-reach answer', async () => {
    for (const question of ['Revoke the API key named "read key"', 'classify acme.com as competitor']) {
      const r = await ask(f, f.copilotKey, { question });
      expect(r.status).toBe(200);
      expect(r.body.plan.calls).toEqual([]);
      expect(r.body.pending_confirmation).toBeNull();
      expect(r.body.trace).toEqual([]);
      expect(r.body.answer).toMatch(/outside what can be done/i);
    }
  });

  it('the same change asked in a session is gated', async () => {
    const r = await ask(f, f.owner, { question: 'Revoke the API key named "read key"' });
    expect(r.body.pending_confirmation?.actions?.[0]?.tool).toBe('revoke_api_key');
    expect(r.body.answer).toBeNull();
  });
});
