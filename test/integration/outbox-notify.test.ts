// Delivery workers on PostgreSQL wake on NOTIFY: a transaction that records outbox events notifies
// signal_outbox once, at commit (not before, not on rollback), whichever process wrote them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, testDbKind, type TestDatabase } from '../helpers/db.js';
import { listenForOutbox, type OutboxNotifications } from '../../subgraphs/webhooks/outbox/outboxNotifications.js';

const onPostgres = testDbKind() === 'postgres';
let t: TestDatabase;
let listener: OutboxNotifications;
let wakes = 0;

const logger = { warn: () => undefined } as never;
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestDatabase();
  listener = listenForOutbox(t.url!, logger, () => wakes++);
  await settle();
}, 120_000);
afterAll(async () => {
  await listener?.close();
  await t?.drop();
});

async function inTransaction(commit: boolean, events: number) {
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  try {
    await c.query('BEGIN');
    const ws = randomUUID();
    await c.query(`INSERT INTO workspaces (id, name, site_key) VALUES ($1, $2, $3)`, [ws, ws, ws]);
    for (let i = 0; i < events; i++)
      await c.query(`INSERT INTO outbox_events (id, workspace_id, type, data) VALUES ($1, $2, 'account.identified', '{}')`, [randomUUID(), ws]);
    await settle();
    const before = wakes;
    await c.query(commit ? 'COMMIT' : 'ROLLBACK');
    return before;
  } finally {
    await c.end();
  }
}

it.skipIf(!onPostgres)('wakes once per committing transaction, at commit, and never on rollback', async () => {
  const start = wakes;
  expect(start).toBe(1); // the wake on connecting (catches what happened while not listening)
  const beforeCommit = await inTransaction(true, 3);
  expect(beforeCommit).toBe(start);
  await settle();
  expect(wakes).toBe(start + 1);
  await inTransaction(false, 2);
  await settle();
  expect(wakes).toBe(start + 1);
});
