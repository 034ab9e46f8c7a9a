// Copilot threads and facts from the dashboard over /graphql (issue 15 point 1): rename, delete
// (confirm) and forget (confirm) through the ConversationService the copilot's tools call.
import { describe, expect, it } from 'vitest';
import { postGraphql } from '../helpers/graphql.js';
import { ask, useFixture } from '../helpers/copilot.js';
import { createFactStore } from '../../subgraphs/copilot/runtime/facts.js';

const f = useFixture();

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await postGraphql(f.server.url, token, query, variables)).body;
const threads = async () => (await gql(f.owner, `{ copilotThreads { threadId title } }`)).data.copilotThreads as { threadId: string; title: string }[];

describe('copilot threads', () => {
  it('renames (bounded title), deletes only with confirm', async () => {
    await ask(f, f.owner, { question: 'list keys', thread_id: 'DASH-1' });
    const renamed = await gql(f.member, `mutation { renameCopilotThread(threadId: "DASH-1", title: "  Keys review  ") }`);
    expect(renamed.errors).toBeUndefined();
    expect((await threads()).find((t) => t.threadId === 'DASH-1')?.title).toBe('Keys review');
    const tooLong = await gql(f.owner, `mutation ($t: String!) { renameCopilotThread(threadId: "DASH-1", title: $t) }`, { t: 'x'.repeat(201) });
    expect(tooLong.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'title' } });
    expect((await gql(f.owner, `mutation { renameCopilotThread(threadId: "NOPE", title: "x") }`)).errors[0].extensions.code).toBe('NOT_FOUND');

    const unconfirmed = await gql(f.owner, `mutation { deleteCopilotThread(threadId: "DASH-1") }`);
    expect(unconfirmed.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'confirm' } });
    expect((await threads()).some((t) => t.threadId === 'DASH-1')).toBe(true);
    expect((await gql(f.owner, `mutation { deleteCopilotThread(threadId: "DASH-1", confirm: true) }`)).data.deleteCopilotThread).toBe(true);
    expect((await threads()).some((t) => t.threadId === 'DASH-1')).toBe(false);
  });

  it('API keys cannot change threads', async () => {
    await ask(f, f.owner, { question: 'list keys', thread_id: 'DASH-2' });
    const r = await gql(f.readKey, `mutation { renameCopilotThread(threadId: "DASH-2", title: "x") }`);
    expect(r.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', details: { code: 'session_required' } });
  });
});

describe('remembered facts', () => {
  it('lists facts with ids and forgets one only with confirm', async () => {
    await createFactStore(f.server.rt).remember(f.workspaceId, ['Our fiscal year starts in April'], 'test');
    const records = (await gql(f.owner, `{ copilotFactRecords { id text } }`)).data.copilotFactRecords as { id: string; text: string }[];
    const fact = records.find((r) => r.text === 'Our fiscal year starts in April')!;
    expect(fact).toBeDefined();
    const unconfirmed = await gql(f.owner, `mutation ($id: ID!) { forgetCopilotFact(id: $id) }`, { id: fact.id });
    expect(unconfirmed.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect((await gql(f.owner, `mutation ($id: ID!) { forgetCopilotFact(id: $id, confirm: true) }`, { id: fact.id })).data.forgetCopilotFact).toBe(true);
    expect((await gql(f.owner, `{ copilotFacts }`)).data.copilotFacts).not.toContain('Our fiscal year starts in April');
    expect((await gql(f.owner, `mutation { forgetCopilotFact(id: "not-a-uuid", confirm: true) }`)).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
