// signalctl: prints JSON on stdout; on failure one line on stderr and a non-zero exit
// (1 the service refused, 2 usage or credentials, 3 the service is unreachable).
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { call, CliError, type ClientOptions } from './client.js';
import { readIpRangesCsv } from './ipRangesCsv.js';

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
/** An ISO 8601 date or date-time (a date alone is midnight UTC), or an age like 90m, 6h, 2d: sent as an ISO instant. */
const since = (v: string) => {
  const age = /^(\d+)\s*(m|h|d)$/.exec(v.trim());
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 };
  const t = age
    ? Date.now() - Number(age[1]) * unit[age[2] as keyof typeof unit]
    : /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/i.test(v.trim())
      ? Date.parse(v.trim().replace(' ', 'T'))
      : NaN;
  if (!Number.isFinite(t)) throw new InvalidArgumentError('--since must be an ISO 8601 date or date-time with a zone (2026-01-02T03:00:00Z), or an age: 90m, 6h, 2d');
  return new Date(t).toISOString();
};

const program = new Command('signalctl')
  .description('Operator CLI for the Signal Service (an HTTP client of the running service)')
  .option('--url <url>', 'service origin', process.env.SIGNAL_URL ?? 'http://127.0.0.1:8080')
  .option('--data-dir <dir>', 'embedded data dir holding the development credential', process.env.SIGNAL_DATA_DIR ?? './data')
  // service options go before the command, so `webhook add --url <endpoint>` keeps its own --url
  .enablePositionalOptions()
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

const webhook = program.command('webhook').description('webhook endpoints (named by URL) and their deliveries (named by id)');
const hooks = (w: string) => `/workspaces/${ws(w)}/webhooks`;
const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'];
webhook
  .command('add')
  .description('register an endpoint; prints its signing secret once')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--url <url>', 'endpoint URL (https)')
  .action(async (o) => print(await call(client(), 'POST', hooks(o.workspace), { url: o.url })));
webhook
  .command('list')
  .description('endpoints with state, failure streak and when the secret was issued')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .action(async (o) => print(await call(client(), 'GET', hooks(o.workspace))));
webhook
  .command('ping')
  .description('send a signal.test event now and print the outcome')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--url <url>', 'endpoint URL')
  .action(async (o) => print(await call(client(), 'POST', `${hooks(o.workspace)}/ping`, { url: o.url })));
webhook
  .command('rotate')
  .description('issue a new signing secret (printed once); the previous one stops verifying at once')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--url <url>', 'endpoint URL')
  .action(async (o) => print(await call(client(), 'POST', `${hooks(o.workspace)}/rotate`, { url: o.url })));
for (const [action, about] of [
  ['enable', 'resume deliveries (resets the failure streak); `replay` recovers what failed meanwhile'],
  ['disable', 'stop deliveries; pending ones wait for `enable`'],
] as const)
  webhook
    .command(action)
    .description(about)
    .requiredOption('--workspace <w>', 'workspace id or name')
    .requiredOption('--url <url>', 'endpoint URL')
    .action(async (o) => print(await call(client(), 'POST', `${hooks(o.workspace)}/state`, { url: o.url, action })));
webhook
  .command('delete')
  .description('remove the endpoint with its secrets, deliveries and attempts (irreversible)')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--url <url>', 'endpoint URL')
  .option('--yes', 'confirm: the delivery history goes with it')
  .action(async (o) => {
    if (!o.yes) throw new CommanderError(2, 'signalctl.confirm', 'delete removes the endpoint and its delivery history; pass --yes to confirm');
    print(await call(client(), 'POST', `${hooks(o.workspace)}/state`, { url: o.url, action: 'delete' }));
  });
webhook
  .command('deliveries')
  .description('deliveries, newest first')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .option('--url <url>', 'only this endpoint')
  .option('--status <status>', `one of ${DELIVERY_STATUSES.join(', ')}`, oneOf('--status', DELIVERY_STATUSES))
  .option('--limit <n>', 'at most this many (1-100)', int('--limit', 1, 100), 50)
  .action(async (o) => {
    const q = new URLSearchParams({ limit: String(o.limit) });
    if (o.url) q.set('url', o.url);
    if (o.status) q.set('status', o.status);
    print(await call(client(), 'GET', `${hooks(o.workspace)}/deliveries?${q}`));
  });
webhook
  .command('attempts')
  .description('one delivery and every attempt of it (status, latency, error, response excerpt), oldest first')
  .argument('<delivery>', 'delivery id (the X-Signal-Delivery header)')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .action(async (id, o) => print(await call(client(), 'GET', `${hooks(o.workspace)}/deliveries/${encodeURIComponent(id)}/attempts`)));
webhook
  .command('redeliver')
  .description('one attempt now with the same X-Signal-Delivery; prints the delivery and the attempt')
  .argument('<delivery>', 'delivery id (the X-Signal-Delivery header)')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .action(async (id, o) => print(await call(client(), 'POST', `${hooks(o.workspace)}/deliveries/${encodeURIComponent(id)}/redeliver`)));
webhook
  .command('replay')
  .description('requeue failed deliveries of events since a time on a fresh retry schedule, and recover events missed while disabled')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--since <time>', 'ISO 8601 date or date-time (e.g. 2026-01-02T03:00:00Z), or an age: 90m, 6h, 2d', since)
  .option('--url <url>', 'only this endpoint')
  .action(async (o) => print(await call(client(), 'POST', `${hooks(o.workspace)}/replay`, { since: o.since, url: o.url })));

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
  .argument('<job>', 'identify | score | attribution | recommendations | sync | alerts | all', oneOf('job', ['identify', 'score', 'attribution', 'recommendations', 'sync', 'alerts', 'all']))
  .option('--workspace <w>', 'only this workspace (id or name)')
  .action(async (job, o) => {
    progress(`running ${job}…`);
    print(await call(client(), 'POST', '/jobs/run', { job, workspace: o.workspace }));
  });

const integrations = program.command('integrations').description('email platform, sync runs (sandbox runs labelled) and vendor credits');
integrations
  .command('show')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .action(async (o) => print(await call(client(), 'GET', `/workspaces/${ws(o.workspace)}/integrations`)));
integrations
  .command('grant-credits')
  .requiredOption('--workspace <w>', 'workspace id or name')
  .requiredOption('--credits <n>', 'credits to add', int('--credits', 1, 1_000_000))
  .option('--reason <text>', 'ledger reason', 'operator grant')
  .action(async (o) => print(await call(client(), 'POST', `/workspaces/${ws(o.workspace)}/credits`, { credits: o.credits, reason: o.reason })));

const ipRanges = program.command('ip-ranges').description('the company IP-range table (identification provider 1)');
const IMPORT_CHUNK = 5_000; // the operator API's rows per call
ipRanges
  .command('import')
  .description('import a CSV with a header: cidr,company_domain[,company_name]; rows upsert by CIDR, so a re-run is safe')
  .argument('<file>', 'CSV file')
  .option('--source <name>', 'label stored with the rows', 'import')
  .action(async (file, o) => {
    const rows = readIpRangesCsv(file);
    let imported = 0;
    let total = 0;
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
      const chunk = rows.slice(i, i + IMPORT_CHUNK);
      try {
        ({ total } = await call<{ imported: number; total: number }>(client(), 'POST', '/ip-ranges', { rows: chunk.map((r) => r.row), source: o.source }));
      } catch (e) {
        // the service numbers rows within the call; the user needs the file's line
        if (e instanceof CliError)
          throw new CliError(
            e.message
              .replace(/^([A-Z_]+: )?row (\d+):/, (_m, code = '', n: string) => `${code}${file} line ${chunk[Number(n) - 1]?.line ?? '?'}:`)
              .replace(/^([A-Z_]+: )?rows\.(\d+)\.(\w+):/, (_m, code = '', n: string, f: string) => `${code}${file} line ${chunk[Number(n)]?.line ?? '?'} (${f}):`) +
              (imported ? ` (${imported} rows before it were imported; fix the file and run again)` : ''),
            e.exitCode,
          );
        throw e;
      }
      imported += chunk.length;
      if (rows.length > IMPORT_CHUNK) progress(`imported ${imported} of ${rows.length} rows…`);
    }
    print({ imported, total });
  });
ipRanges
  .command('show')
  .description('how many ranges the table holds, by source')
  .action(async () => print(await call(client(), 'GET', '/ip-ranges')));

program
  .command('mcp')
  .description('an MCP server on stdio for AI agents: forwards every message to the service\'s /mcp with the API key (tools, scopes and limits are the service\'s)')
  .option('--key <key>', 'API key sk_sig_... (scope read for the data tools, copilot for ask); default $SIGNAL_API_KEY', process.env.SIGNAL_API_KEY)
  .option('--url <url>', 'service origin (default: the global --url)')
  .action(async (o) => {
    if (!o.key) throw new CommanderError(2, 'signalctl.key', 'mcp needs an API key: pass --key sk_sig_... or set SIGNAL_API_KEY');
    const { serveStdio } = await import('../mcp/stdio.js');
    await serveStdio({ url: o.url ?? program.opts<{ url: string }>().url, key: o.key });
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
