// Shared pieces of the read API suites: a workspace with keys, rows seeded the way the
// identification pipeline writes them, HTTP helpers, and response validation against the
// OpenAPI document the server itself serves.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { TestService } from './server.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export interface Ws {
  id: string;
  name: string;
  readKey: string;
  copilotKey: string;
  bothKey: string;
}

let seq = 0;
export async function createWorkspace(s: TestService, opts: { plan?: string; trial_days?: number; name?: string } = {}): Promise<Ws> {
  const name = opts.name ?? `ws-${process.pid}-${Date.now()}-${seq++}`;
  const ws = await s.admin('POST', '/workspaces', { name, plan: opts.plan ?? 'pro', trial_days: opts.trial_days ?? 0 });
  if (ws.status !== 201) throw new Error(`create workspace: ${ws.status} ${JSON.stringify(ws.body)}`);
  const id = ws.body.workspace.id as string;
  const key = async (keyName: string, scopes: string[]) => {
    const r = await s.admin('POST', `/workspaces/${id}/keys`, { name: keyName, scopes });
    if (r.status !== 201) throw new Error(`create key: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.key.plaintext as string;
  };
  return { id, name, readKey: await key('read', ['read']), copilotKey: await key('copilot', ['copilot']), bothKey: await key('both', ['read', 'copilot']) };
}

const MONTH = Date.UTC(2025, 0, 1);
const HOUR = 3_600_000;

export interface SeedAccount {
  domain: string;
  intent: number;
  classification?: 'lead' | 'customer' | 'competitor' | 'excluded';
  name?: string | null;
  visitors?: number;
  /** cap_rank as the pipeline maintains it; default: position in the list */
  rank?: number;
}

/** Accounts first seen in one month, in the given order (cap_rank 1..n), each with `visitors` people. */
export async function seedAccounts(s: TestService, workspaceId: string, accounts: SeedAccount[]): Promise<Map<string, string>> {
  const prisma = s.rt.db.prisma;
  const ids = new Map<string, string>();
  let rank = 0;
  for (const a of accounts) {
    rank = a.rank ?? rank + 1;
    const first = new Date(MONTH + rank * HOUR);
    const row = await prisma.account.create({
      data: {
        workspace_id: workspaceId,
        company_domain: a.domain,
        company_name: a.name === undefined ? `${a.domain} Inc` : a.name,
        intent_score: a.intent,
        classification: a.classification ?? 'lead',
        first_seen_at: first,
        last_seen_at: new Date(first.getTime() + 5 * HOUR),
        visitor_count: a.visitors ?? 0,
        visit_count: (a.visitors ?? 0) * 2,
        cap_rank: rank,
      },
      select: { id: true },
    });
    ids.set(a.domain, row.id);
    for (let i = 0; i < (a.visitors ?? 0); i++) {
      await prisma.visitor.create({
        data: {
          workspace_id: workspaceId,
          anonymous_id: `${a.domain}-${i}`,
          account_id: row.id,
          email: `p${i}@${a.domain}`,
          name: `Person ${i}`,
          title: 'Buyer',
          employer: a.name ?? a.domain,
          intent_score: Math.max(0, a.intent - i),
          first_visit_at: first,
          last_visit_at: new Date(first.getTime() + HOUR),
          visit_count: 2,
        },
      });
    }
  }
  return ids;
}

export function bearer(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

export async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

/** Validates response bodies against the schemas of the served OpenAPI document (JSON Schema 2020-12). */
export function openApiResponseValidator(doc: any) {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  const cache = new Map<string, ReturnType<typeof ajv.compile>>();
  return (path: string, status: number, body: unknown): void => {
    const op = doc.paths[path]?.get;
    if (!op) throw new Error(`OpenAPI has no GET ${path}`);
    const response = op.responses[String(status)];
    if (!response) throw new Error(`OpenAPI documents no ${status} for GET ${path}`);
    const key = `${path} ${status}`;
    let validate = cache.get(key);
    if (!validate) {
      const schema = JSON.parse(JSON.stringify(response.content['application/json'].schema).replaceAll('"#/components', '"openapi.json#/components'));
      validate = ajv.compile(schema);
      cache.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(`GET ${path} ${status} does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
    }
  };
}
