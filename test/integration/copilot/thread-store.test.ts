// The thread store on the copilot's conversation repository: concurrent appends to one thread get
// consecutive seqs (a racing duplicate is retried), and a deleted thread comes back empty.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';
import { createThreadStore } from '../../../subgraphs/copilot/runtime/threads.js';
import type { CopilotResponse } from '../../../subgraphs/copilot/runtime/response.js';
import { emptyWorkspace } from '../../helpers/copilotTools/seed.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestServer();
}, 300_000);
afterAll(async () => svc?.stop());

const response = (answer: string) => ({ answer, refusal: null, clarification: null, plan: { calls: [] } }) as unknown as CopilotResponse;

it('appends concurrent turns at consecutive seqs and revives a deleted thread empty', async () => {
  const store = createThreadStore(svc.rt);
  const ws = await emptyWorkspace(svc.rt);
  const { conversationId } = await store.open(ws, 'race', { createdBy: 'user:u', title: 'Race', replacesTurnId: null });
  await Promise.all(
    [1, 2, 3, 4, 5].map((i) => store.append(conversationId, { messageId: crypto.randomUUID(), turnId: `t${i}`, question: `q${i}`, response: response(`a${i}`) })),
  );
  const got = await store.get(ws, 'race');
  expect(got.turns.map((t) => t.seq)).toEqual([1, 2, 3, 4, 5]);
  expect(got).toMatchObject({ title: 'Race', turn_count: 5, created_by: 'user:u' });

  // the appends raced, so t3 sits wherever it landed: replacing it drops it and every later turn
  const t3 = got.turns.find((t) => t.turn_id === 't3')!;
  const again = await store.open(ws, 'race', { createdBy: 'user:u', title: 'ignored', replacesTurnId: 't3' });
  expect(again.replaced).toBe('turn');
  expect(again.history.map((h) => h.question)).toEqual(got.turns.filter((t) => t.seq < t3.seq).map((t) => t.question));

  await svc.rt.db.sql.execute('UPDATE conversations SET deleted_at = now() WHERE id = $1::uuid', [conversationId]);
  const fresh = await store.open(ws, 'race', { createdBy: 'user:v', title: 'Fresh', replacesTurnId: null });
  expect(fresh.history).toEqual([]);
  expect(await store.get(ws, 'race')).toMatchObject({ title: 'Fresh', created_by: 'user:v', turn_count: 0 });
});
