// `npm start`: every role in one process on one port, on the embedded database unless
// DATABASE_URL is set. Prints the demo workspace's keys on the first start of an empty database.
// `npm start -- --role gateway,worker` runs a subset (sets SIGNAL_ROLES; see core/config.ts).
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config.js';
import { startService } from './start.js';
import { bootstrapDemo } from './demo-bootstrap.js';
import { writeOperatorToken } from '../admin/operator-token.js';

/** the value of --role / --role=... on the command line, if any */
function roleArgument(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--role') return argv[i + 1] ?? '';
    if (argv[i]!.startsWith('--role=')) return argv[i]!.slice('--role='.length);
  }
  return undefined;
}

async function main(): Promise<void> {
  let config;
  try {
    const role = roleArgument(process.argv.slice(2));
    if (role === '') throw new ConfigError(['--role: needs a comma-separated list of roles']);
    config = loadConfig(role === undefined ? process.env : { ...process.env, SIGNAL_ROLES: role });
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
