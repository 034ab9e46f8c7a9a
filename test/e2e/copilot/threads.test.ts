// Threads (spec 2.6), remembered facts, and the refusals decided by rules in code (spec 2.7, 4.3).
import { describe, expect, it } from 'vitest';
import { ask, createWorkspace, get, seedVisits, useFixture } from '../../helpers/copilot.js';
import { CAUSAL_REFUSAL } from '../../../subgraphs/copilot/runtime/refusals.js';

const f = useFixture();

describe('threads (spec 2.6)', () => {
  it('without thread_id a question is one-shot and not listed', async () => {
    const r = await ask(f, f.owner, { question: 'top accounts, one shot' });
    expect(r.body.thread_id).toBeNull();
    const list = await get(f, f.owner, '/threads');
    expect(list.status).toBe(200);
    expect(list.body.threads.map((t: any) => t.last_question)).not.toContain('top accounts, one shot');
    const withNull = await ask(f, f.owner, { question: 'top accounts, null thread', thread_id: null });
    expect(withNull.body.thread_id).toBeNull();
  });

  it('records turns with their turn_id, lists the thread and feeds history to the planner', async () => {
    const a = await ask(f, f.owner, { question: 'top accounts first', thread_id: 'T-main', turn_id: 'a' });
    expect(a.body).toMatchObject({ thread_id: 'T-main', turn_id: 'a' });
    await ask(f, f.owner, { question: 'list keys second', thread_id: 'T-main', turn_id: 'b' });
    await ask(f, f.owner, { question: 'top accounts third', thread_id: 'T-main' });
    expect(f.planner.inputs[2]!.history.map((h) => h.question)).toEqual(['top accounts first', 'list keys second']);
    expect(f.planner.inputs[2]!.history[1]!.calls).toEqual([{ tool: 'list_api_keys', arguments: {} }]);

    const list = await get(f, f.copilotKey, '/threads');
    const t = list.body.threads.find((x: any) => x.thread_id === 'T-main');
    expect(t).toMatchObject({ thread_id: 'T-main', title: 'top accounts first', turn_count: 3, last_question: 'top accounts third' });
    expect(t.created_by).toMatch(/^user:/);

    const one = await get(f, f.owner, '/threads/T-main');
    expect(one.status).toBe(200);
    expect(one.body.turns.map((x: any) => [x.seq, x.turn_id, x.question])).toEqual([
      [1, 'a', 'top accounts first'],
      [2, 'b', 'list keys second'],
      [3, null, 'top accounts third'],
    ]);
    expect(one.body.turns[0].message_id).toBe(a.body.message_id);
    expect(one.body.turns[0].response.answer).toBe(a.body.answer);
  });

  it('replaces_turn_id drops that turn and everything after it', async () => {
    await ask(f, f.owner, { question: 'turn one', thread_id: 'T-edit', turn_id: '1' });
    await ask(f, f.owner, { question: 'turn two', thread_id: 'T-edit', turn_id: '2' });
    await ask(f, f.owner, { question: 'turn three', thread_id: 'T-edit', turn_id: '3' });
    f.planner.inputs.length = 0;
    const r = await ask(f, f.owner, { question: 'turn two, edited', thread_id: 'T-edit', turn_id: '2b', replaces_turn_id: '2' });
    expect(r.status).toBe(200);
    expect(f.planner.inputs[0]!.history.map((h) => h.question)).toEqual(['turn one']);
    const one = await get(f, f.owner, '/threads/T-edit');
    expect(one.body.turns.map((x: any) => x.question)).toEqual(['turn one', 'turn two, edited']);
  });

  it('an unknown replaces_turn_id drops all history of the thread', async () => {
    await ask(f, f.owner, { question: 'old one', thread_id: 'T-reset', turn_id: 'x' });
    f.planner.inputs.length = 0;
    const r = await ask(f, f.owner, { question: 'fresh start', thread_id: 'T-reset', replaces_turn_id: 'nope' });
    expect(r.body.warnings).toContainEqual(expect.objectContaining({ code: 'replaced_turn_not_found' }));
    expect(f.planner.inputs[0]!.history).toEqual([]);
    const one = await get(f, f.owner, '/threads/T-reset');
    expect(one.body.turns.map((x: any) => x.question)).toEqual(['fresh start']);
  });

  it('thread ids are scoped to the workspace', async () => {
    await ask(f, f.owner, { question: 'mine', thread_id: 'T-shared-name' });
    const other = await createWorkspace(f.server, 'Other Co');
    const otherOwner = await other.token('owner');
    expect((await get(f, otherOwner, '/threads/T-shared-name')).status).toBe(404);
    expect((await get(f, otherOwner, '/threads')).body.threads).toEqual([]);
    await ask(f, otherOwner, { question: 'theirs', thread_id: 'T-shared-name' });
    const mine = await get(f, f.owner, '/threads/T-shared-name');
    expect(mine.body.turns.map((x: any) => x.question)).toEqual(['mine']);
  });

  it('GET /threads/{id} of an unknown thread is 404 in the envelope; limit is validated', async () => {
    const r = await get(f, f.owner, '/threads/never-used');
    expect(r.status).toBe(404);
    expect(r.body.error_code).toBe('NOT_FOUND');
    expect((await get(f, f.owner, '/threads?limit=0')).status).toBe(422);
    expect((await get(f, f.owner, '/threads?limit=1')).body.threads).toHaveLength(1);
  });

  it('a key without scope copilot cannot read threads', async () => {
    expect((await get(f, f.readKey, '/threads')).status).toBe(403);
  });
});

describe('remembered facts feed later planning', () => {
  it('remembers what the planner proposes, and forgets', async () => {
    f.planner.onPlan = () => ({
      type: 'answer',
      question_kind: 'descriptive',
      reasoning: 'noted',
      text: 'Noted.',
      remember: ['Our fiscal year starts in April'],
    });
    await ask(f, f.owner, { question: 'remember that our fiscal year starts in April' });
    f.planner.reset();
    await ask(f, f.owner, { question: 'top accounts' });
    expect(f.planner.inputs[0]!.facts).toContain('Our fiscal year starts in April');
    await f.copilot.service.facts.forget(f.workspaceId, '  our fiscal year starts in april ');
    await ask(f, f.owner, { question: 'top accounts' });
    expect(f.planner.inputs[1]!.facts).not.toContain('Our fiscal year starts in April');
  });

  it('a key caller cannot make the copilot remember', async () => {
    f.planner.onPlan = () => ({ type: 'answer', question_kind: 'descriptive', reasoning: 'noted', text: 'Noted.', remember: ['Keys write facts'] });
    const r = await ask(f, f.copilotKey, { question: 'remember that keys write facts' });
    expect(r.body.warnings).toContainEqual(expect.objectContaining({ code: 'facts_not_remembered' }));
    expect(await f.copilot.service.facts.recall(f.workspaceId)).not.toContain('Keys write facts');
  });
});

describe('refusals by rule (spec 2.7, 4.3 rule 3)', () => {
  it.each([
    'Why did visits drop last week?',
    'Did the pricing change cause more signups?',
    'What was the impact of the spring campaign on pipeline?',
    'why have our accounts increased so much',
  ])('causal question refused deterministically: %s', async (question) => {
    const first = await ask(f, f.owner, { question });
    const again = await ask(f, f.copilotKey, { question });
    expect(first.status).toBe(200);
    expect(first.body.refusal).toBe(CAUSAL_REFUSAL);
    expect(again.body.refusal).toBe(first.body.refusal);
    expect(first.body.answer).toBeNull();
    expect(first.body.trace).toEqual([]);
    expect(f.planner.inputs).toHaveLength(0); // a rule in code, not the planner's opinion
  });

  it('an answer claiming a cause without causal_impact is refused', async () => {
    f.planner.onCompose = () => 'acme.com rose to the top because of the webinar, which caused the spike.';
    const r = await ask(f, f.owner, { question: 'top accounts' });
    expect(r.body.refusal).toBe(CAUSAL_REFUSAL);
    expect(r.body.answer).toBeNull();
  });

  it('a trend question with too few days of data is refused, the same way every time', async () => {
    const ws = await createWorkspace(f.server, 'Young Co');
    const owner = await ws.token('owner');
    const none = await ask(f, owner, { question: 'How has traffic trended week over week?' });
    expect(none.body.refusal).toMatch(/no recorded visits yet/);
    await seedVisits(f.server, ws.id, [3, 2, 1]);
    const q = 'How has traffic trended week over week?';
    const r1 = await ask(f, owner, { question: q });
    const r2 = await ask(f, owner, { question: q });
    expect(r1.body.refusal).toMatch(/has 3 days of data/);
    expect(r2.body.refusal).toBe(r1.body.refusal);
    expect(f.planner.inputs).toHaveLength(0);
    await seedVisits(f.server, ws.id, [30]);
    const enough = await ask(f, owner, { question: q });
    expect(enough.body.refusal).toBeNull();
    expect(f.planner.inputs).toHaveLength(1);
  });
});

describe('federated threads and facts (through the gateway at /graphql)', () => {
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${f.server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as any;
  };

  it('lists threads, turns and facts for a session; a key needs scope copilot', async () => {
    await ask(f, f.owner, { question: 'top accounts via graphql', thread_id: 'G-1', turn_id: 'g1' });
    const r = await gql(
      f.owner,
      'query($id: String!) { copilotThreads(limit: 200) { threadId turnCount lastQuestion } copilotThreadTurns(threadId: $id) { turnId seq question response } copilotFacts }',
      { id: 'G-1' },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.copilotThreads).toContainEqual({ threadId: 'G-1', turnCount: 1, lastQuestion: 'top accounts via graphql' });
    expect(r.data.copilotThreadTurns[0]).toMatchObject({ turnId: 'g1', seq: 1, question: 'top accounts via graphql' });
    expect(r.data.copilotThreadTurns[0].response.thread_id).toBe('G-1');
    expect(Array.isArray(r.data.copilotFacts)).toBe(true);

    const missing = await gql(f.owner, '{ copilotThreadTurns(threadId: "nope") { seq } }');
    expect(missing.errors[0].extensions.code).toBe('NOT_FOUND');
    const both = await f.server.admin('POST', `/workspaces/${f.workspaceId}/keys`, { name: 'gql read', scopes: ['read'] });
    const denied = await gql(both.body.key.plaintext, '{ copilotThreads { threadId } }');
    expect(denied.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', details: { code: 'insufficient_scope', required_scope: 'copilot' } });
  });
});
