// A delivery worker on its own: `tsx subgraphs/webhooks/worker-main.ts [--concurrency N]
// [--lease-ms MS] [--poll-ms MS] [--retry-poll-ms MS]` against the shared PostgreSQL (DATABASE_URL) and the same
// SIGNAL_SECRET_KEY. Any number may run beside the service; SIGTERM drains, SIGKILL is survived
// (leases expire and another worker redelivers with the same X-Signal-Delivery).
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createRuntime } from '../../core/runtime.js';
import { createWebhooksDomain } from './domain.js';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string' },
    'lease-ms': { type: 'string' },
    'poll-ms': { type: 'string' },
    'retry-poll-ms': { type: 'string' },
  },
});
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));

const rt = await createRuntime();
const domain = createWebhooksDomain(rt, {
  worker: Object.fromEntries(
    Object.entries({
      concurrency: num(values.concurrency),
      leaseMs: num(values['lease-ms']),
      pollIntervalMs: num(values['poll-ms']),
      retryPollMs: num(values['retry-poll-ms']),
    }).filter(([, v]) => v !== undefined),
  ),
});
domain.startWorker();
rt.logger.info({ pid: process.pid, database: rt.db.kind }, 'webhooks worker running');
process.stdout.write('ready\n');

const shutdown = async () => {
  await domain.stopWorker();
  await domain.close();
  await rt.db.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
