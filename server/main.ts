// `npm start`: every role in one process on one port, on the embedded database unless
// DATABASE_URL is set. Prints the demo workspace's keys on the first start of an empty database.
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config.js';
import { startService } from './start.js';
import { bootstrapDemo } from './demo-bootstrap.js';
import { writeOperatorToken } from '../admin/operator-token.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`signal-service: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const service = await startService({ config });
  const { rt } = service;
  await writeOperatorToken(rt);
  rt.logger.info({ url: service.url, database: rt.db.kind }, 'signal service listening');
  if (config.embedded && config.SIGNAL_DEMO) {
    const demo = await bootstrapDemo(rt, service.url);
    if (demo) process.stdout.write(demo);
  }

  const shutdown = (signal: string) => {
    rt.logger.info({ signal }, 'shutting down: finishing in-flight requests');
    service.stop().then(
      () => process.exit(0),
      (err) => {
        rt.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`signal-service: failed to start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
