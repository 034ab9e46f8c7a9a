// signalctl's HTTP client of the running service. Every failure becomes a CliError with one line
// that says what happened and, where there is one, what to do about it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  url: string;
  token?: string;
  dataDir?: string;
}

/** SIGNAL_TOKEN, or the operator credential the embedded service keeps in its data dir. */
export function resolveToken(opts: ClientOptions): string {
  if (opts.token) return opts.token;
  const path = join(opts.dataDir ?? './data', 'operator.token');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    throw new CliError(
      `no credential: set SIGNAL_TOKEN, or run signalctl where the embedded service keeps its data (${path} not found; see --data-dir)`,
      2,
    );
  }
}

export async function call<T = unknown>(opts: ClientOptions, method: string, path: string, body?: unknown): Promise<T> {
  const token = resolveToken(opts);
  const url = opts.url.replace(/\/$/, '') + '/admin/v1' + path;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch (e) {
    const c = (e as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
    const cause = c?.code ?? c?.errors?.[0]?.code ?? c?.message ?? (e as Error).message;
    throw new CliError(`cannot reach the service at ${opts.url} (${cause}); is it running? (npm start, or pass --url)`, 3);
  }
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new CliError(`unexpected ${res.status} response from ${url}: not JSON`);
  }
  if (!res.ok) {
    const msg = json?.message ?? `HTTP ${res.status}`;
    const hint = res.status === 401 ? ' (the token is invalid or expired; restart the service to refresh the development credential, or set SIGNAL_TOKEN)' : '';
    throw new CliError(`${json?.error_code ?? res.status}: ${msg}${hint}`);
  }
  return json as T;
}
