// signalctl: prints JSON on stdout; on failure one line on stderr and a non-zero exit
// (1 the service refused, 2 usage or credentials, 3 the service is unreachable).
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { call, CliError, type ClientOptions } from './client.js';

const PLANS = ['free', 'starter', 'pro', 'pro_plus', 'enterprise'];

const int = (name: string, min: number, max: number) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`${name} must be an integer ${min}-${max}`);
  return n;
};
const oneOf = (name: string, values: string[]) => (v: string) => {
  if (!values.includes(v)) throw new InvalidArgumentError(`${name} must be one of ${values.join(', ')}`);
  return v;
};
const ws = (w: string) => encodeURIComponent(w);

const program = new Command('signalctl')
  .description('Operator CLI for the Signal Service (an HTTP client of the running service)')
  .option('--url <url>', 'service origin', process.env.SIGNAL_URL ?? 'http://127.0.0.1:8080')
  .option('--data-dir <dir>', 'embedded data dir holding the development credential', process.env.SIGNAL_DATA_DIR ?? './data')
  .exitOverride()
  .configureOutput({ writeErr: () => {} });

const client = (): ClientOptions => {
  const o = program.opts<{ url: string; dataDir: string }>();
  return { url: o.url, dataDir: o.dataDir, token: process.env.SIGNAL_TOKEN || undefined };
};
const print = (v: unknown): void => {
  process.stdout.write(JSON.stringify(v, null, 2) + '\n');
};
const progress = (m: string) => process.stderr.write(`signalctl: ${m}\n`);

const workspace = program.command('workspace').description('workspaces');
workspace
  .command('create')
  .requiredOption('--name <name>', 'workspace name (unique)')
  .option('--plan <plan>', `one of ${PLANS.join(', ')}`, oneOf('--plan', PLANS), 'free')
  .option('--trial-days <n>', 'pro_plus trial length; 0 for none', int('--trial-days', 0, 365), 7)
  .action(async (o) => print(await call(client(), 'POST', '/workspaces', { name: o.name, plan: o.plan, trial_days: o.trialDays })));

const key = program.command('key').description('API keys');
key
  .command('create')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--name <name>', 'key name')
  .requiredOption('--scopes <scopes>', 'comma-separated: read, copilot')
  .action(async (o) =>
    print(await call(client(), 'POST', `/workspaces/${ws(o.workspace)}/keys`, { name: o.name, scopes: String(o.scopes).split(',') })),
  );
key
  .command('revoke')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--name <name>', 'key name')
  .action(async (o) => print(await call(client(), 'POST', `/workspaces/${ws(o.workspace)}/keys/revoke`, { name: o.name })));

const webhook = program.command('webhook').description('webhook endpoints');
webhook
  .command('add')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--url <url>', 'endpoint URL (https)')
  .action(async (o) => print(await call(client(), 'POST', `/workspaces/${ws(o.workspace)}/webhooks`, { url: o.url })));
webhook
  .command('ping')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--url <url>', 'endpoint URL')
  .action(async (o) => print(await call(client(), 'POST', `/workspaces/${ws(o.workspace)}/webhooks/ping`, { url: o.url })));

program
  .command('demo')
  .description('simulated pixel traffic')
  .command('load')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .option('--visitors <n>', 'simulated visitors', int('--visitors', 1, 1_000_000), 600)
  .option('--days <d>', 'days of traffic', int('--days', 1, 365), 28)
  .option('--seed <s>', 'random seed (same seed, same traffic)', int('--seed', 0, 2 ** 31 - 1), 42)
  .action(async (o) => {
    progress(`loading ${o.visitors} visitors over ${o.days} days through the collector and the pipeline…`);
    print(await call(client(), 'POST', `/workspaces/${ws(o.workspace)}/demo`, { visitors: o.visitors, days: o.days, seed: o.seed }));
  });

program
  .command('jobs')
  .description('batch jobs')
  .command('run')
  .argument('<job>', 'identify | attribution | recommendations | all', oneOf('job', ['identify', 'attribution', 'recommendations', 'all']))
  .option('--workspace <w>', 'only this workspace (id or name)')
  .action(async (job, o) => {
    progress(`running ${job}…`);
    print(await call(client(), 'POST', '/jobs/run', { job, workspace: o.workspace }));
  });

program
  .command('token')
  .description('a session JWT from the development issuer (embedded default only)')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .option('--role <role>', 'owner | admin | member', oneOf('--role', ['owner', 'admin', 'member']), 'owner')
  .action(async (o) => print(await call(client(), 'POST', `/workspaces/${ws(o.workspace)}/token`, { role: o.role })));

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    if (e.exitCode === 0) process.exit(0); // --help, --version
    process.stderr.write(`signalctl: ${e.message.replace(/^error: /, '')}\n`);
    process.exit(2);
  }
  if (e instanceof CliError) {
    process.stderr.write(`signalctl: ${e.message}\n`);
    process.exit(e.exitCode);
  }
  process.stderr.write(`signalctl: ${(e as Error).message}\n`);
  process.exit(1);
}
