// Fake Klaviyo and Mailchimp servers on 127.0.0.1 (on the webhooks tests' recording receiver): each
// answers only the requests the real API documents, and every request that deviates (path, method,
// auth header, revision, content type, body shape) is answered 400 and listed in `violations`, so a
// test asserts both what was sent and that nothing else was.
import { createHash } from 'node:crypto';
import { startReceiver, type Received, type Receiver, type Reply } from './webhooks/receiver.js';

export interface FakeEsp {
  origin: string;
  receiver: Receiver;
  violations: string[];
  /** requests other than the OAuth ones, as "METHOD path" */
  calls(): string[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  body: body === undefined ? '' : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

function base(receiver: Receiver, violations: string[]): FakeEsp {
  return {
    origin: new URL(receiver.url).origin,
    receiver,
    violations,
    calls: () => receiver.received.filter((r) => !r.path.startsWith('/oauth')).map((r) => `${r.method} ${r.path}`),
    close: () => receiver.close(),
  };
}

export interface KlaviyoFake extends FakeEsp {
  clientId: string;
  clientSecret: string;
  /** the challenge the consent URL carried (the test sets it; the token call must prove it) */
  expectChallenge: string | null;
  expectRedirectUri: string | null;
  /** answer the next n list-add calls with 429 Retry-After: 1 */
  throttleListAdds: number;
  /** profile ids on each list */
  lists: Map<string, Set<string>>;
  profiles: Map<string, string>;
}

export async function startFakeKlaviyo(): Promise<KlaviyoFake> {
  const violations: string[] = [];
  const receiver = await startReceiver();
  const fake: KlaviyoFake = {
    ...base(receiver, violations),
    clientId: 'kl-client',
    clientSecret: 'kl-secret',
    expectChallenge: null,
    expectRedirectUri: null,
    throttleListAdds: 0,
    lists: new Map(),
    profiles: new Map(),
  };
  const bad = (r: Received, why: string): Reply => {
    violations.push(`${r.method} ${r.path}: ${why}`);
    return json(400, { errors: [{ status: 400, code: 'invalid', detail: why }] });
  };
  const apiHeaders = (r: Received): string | null =>
    r.headers.authorization !== 'Bearer kl-access'
      ? `authorization ${r.headers.authorization}`
      : r.headers.revision !== '2024-10-15'
        ? `revision ${r.headers.revision}`
        : r.headers.accept !== 'application/vnd.api+json'
          ? `accept ${r.headers.accept}`
          : null;
  receiver.reply((r) => {
    const url = new URL(r.path, fake.origin);
    if (r.method === 'POST' && url.pathname === '/oauth/token') {
      const basic = 'Basic ' + Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
      if (r.headers.authorization !== basic) return bad(r, 'token call without the client Basic credentials');
      if (r.headers['content-type'] !== 'application/x-www-form-urlencoded') return bad(r, `content-type ${r.headers['content-type']}`);
      const f = new URLSearchParams(r.raw.toString());
      if (f.get('grant_type') === 'refresh_token') {
        if (f.get('refresh_token') !== 'kl-refresh' || [...f.keys()].length !== 2) return bad(r, `refresh ${f.toString()}`);
        return json(200, { access_token: 'kl-access', refresh_token: 'kl-refresh-2', expires_in: 3600, token_type: 'Bearer' });
      }
      if (f.get('grant_type') !== 'authorization_code' || f.get('code') !== 'kl-code') return bad(r, `grant ${f.toString()}`);
      if (f.get('redirect_uri') !== fake.expectRedirectUri) return bad(r, `redirect_uri ${f.get('redirect_uri')}`);
      const challenge = createHash('sha256').update(f.get('code_verifier') ?? '').digest('base64url');
      if (!fake.expectChallenge || challenge !== fake.expectChallenge) return bad(r, 'code_verifier does not match the challenge');
      return json(200, { access_token: 'kl-access', refresh_token: 'kl-refresh', expires_in: 3600, token_type: 'Bearer', scope: 'lists:write' });
    }
    const h = apiHeaders(r);
    if (h) return bad(r, h);
    if (r.method === 'GET' && url.pathname === '/api/accounts')
      return json(200, { data: [{ type: 'account', id: 'AcC1', attributes: { contact_information: { organization_name: 'Evalco Store' } } }], links: { next: null } });
    if (r.method === 'GET' && url.pathname === '/api/lists') {
      const cursor = url.searchParams.get('page[cursor]');
      if (!cursor) return json(200, { data: [{ type: 'list', id: 'L1', attributes: { name: 'Hot leads' } }], links: { next: `${fake.origin}/api/lists?page%5Bcursor%5D=p2` } });
      if (cursor === 'p2') return json(200, { data: [{ type: 'list', id: 'L2', attributes: { name: 'Newsletter' } }], links: { next: null } });
      return bad(r, `cursor ${cursor}`);
    }
    if (r.headers['content-type'] !== 'application/vnd.api+json') return bad(r, `content-type ${r.headers['content-type']}`);
    const body = JSON.parse(r.raw.toString() || '{}');
    if (r.method === 'POST' && url.pathname === '/api/profile-import') {
      const a = body?.data?.attributes;
      if (body?.data?.type !== 'profile' || typeof a?.email !== 'string') return bad(r, 'profile-import body is not a JSON:API profile');
      if (a.email.startsWith('reject')) return json(400, { errors: [{ status: 400, code: 'invalid', detail: 'Invalid email address', source: { pointer: '/data/attributes/email' } }] });
      const existed = fake.profiles.has(a.email);
      if (!existed) fake.profiles.set(a.email, `01P${fake.profiles.size}`);
      return json(existed ? 200 : 201, { data: { type: 'profile', id: fake.profiles.get(a.email), attributes: { email: a.email } } });
    }
    const m = url.pathname.match(/^\/api\/lists\/([^/]+)\/relationships\/profiles$/);
    if (r.method === 'POST' && m) {
      if (fake.throttleListAdds > 0) {
        fake.throttleListAdds--;
        return json(429, { errors: [{ status: 429, code: 'throttled', detail: 'Request was throttled. Expected available in 1 second.' }] }, { 'retry-after': '1' });
      }
      const data = body?.data;
      if (!Array.isArray(data) || !data.every((d: { type: string; id: string }) => d.type === 'profile' && typeof d.id === 'string')) return bad(r, 'relationship body');
      const list = fake.lists.get(m[1]!) ?? new Set();
      for (const d of data) list.add(d.id);
      fake.lists.set(m[1]!, list);
      return { status: 204 };
    }
    return bad(r, 'not an endpoint this integration should call');
  });
  return fake;
}

export interface MailchimpFake extends FakeEsp {
  clientId: string;
  clientSecret: string;
  expectRedirectUri: string | null;
  members: Map<string, { email_address: string; status: string }>;
  totalLists: number;
}

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export async function startFakeMailchimp(): Promise<MailchimpFake> {
  const violations: string[] = [];
  const receiver = await startReceiver();
  const fake: MailchimpFake = {
    ...base(receiver, violations),
    clientId: 'mc-client',
    clientSecret: 'mc-secret',
    expectRedirectUri: null,
    members: new Map(),
    totalLists: 150,
  };
  const bad = (r: Received, why: string): Reply => {
    violations.push(`${r.method} ${r.path}: ${why}`);
    return json(400, { type: 'about:blank', title: 'Invalid Resource', status: 400, detail: why });
  };
  receiver.reply((r) => {
    const url = new URL(r.path, fake.origin);
    if (r.method === 'POST' && url.pathname === '/oauth2/token') {
      if (r.headers['content-type'] !== 'application/x-www-form-urlencoded') return bad(r, `content-type ${r.headers['content-type']}`);
      const f = new URLSearchParams(r.raw.toString());
      const want = { grant_type: 'authorization_code', client_id: fake.clientId, client_secret: fake.clientSecret, redirect_uri: fake.expectRedirectUri, code: 'mc-code' };
      for (const [k, v] of Object.entries(want)) if (f.get(k) !== v) return bad(r, `${k}=${f.get(k)}`);
      return json(200, { access_token: 'mc-access', expires_in: 0, scope: null });
    }
    if (r.method === 'GET' && url.pathname === '/oauth2/metadata') {
      if (r.headers.authorization !== 'OAuth mc-access') return bad(r, `metadata authorization ${r.headers.authorization}`);
      // the data-centre root: this fake again, under a path only the metadata reveals
      return json(200, { dc: 'us6', accountname: 'Evalco Mail', api_endpoint: `${fake.origin}/us6`, login: { email: 'x@evalco.com' } });
    }
    if (r.headers.authorization !== 'Bearer mc-access') return bad(r, `authorization ${r.headers.authorization}`);
    if (!url.pathname.startsWith('/us6/3.0/')) return bad(r, 'not under the data-centre root from metadata');
    const path = url.pathname.slice('/us6/3.0'.length);
    if (r.method === 'GET' && path === '/') return json(200, { account_id: 'a1', account_name: 'Evalco Mail' });
    if (r.method === 'GET' && path === '/lists') {
      const offset = Number(url.searchParams.get('offset'));
      const count = Number(url.searchParams.get('count'));
      if (count !== 100 || !Number.isInteger(offset)) return bad(r, `paging ${url.search}`);
      const n = Math.max(0, Math.min(count, fake.totalLists - offset));
      return json(200, { lists: Array.from({ length: n }, (_, i) => ({ id: `l${offset + i}`, name: `List ${offset + i}` })), total_items: fake.totalLists });
    }
    const m = path.match(/^\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/);
    if (r.method === 'PUT' && m) {
      if (r.headers['content-type'] !== 'application/json') return bad(r, `content-type ${r.headers['content-type']}`);
      const b = JSON.parse(r.raw.toString());
      if (md5(String(b.email_address).toLowerCase()) !== m[2]) return bad(r, 'subscriber hash is not the MD5 of the lower-cased email');
      if (b.status_if_new !== 'transactional' || 'status' in b) return bad(r, `status_if_new ${b.status_if_new} / status ${b.status}`);
      if (String(b.email_address).startsWith('reject'))
        return json(400, { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title: 'Invalid Resource', status: 400, detail: 'looks fake or invalid' });
      const key = `${m[1]}/${m[2]}`;
      fake.members.set(key, { email_address: b.email_address, status: fake.members.get(key)?.status ?? 'transactional' });
      return json(200, { id: m[2], email_address: b.email_address, status: 'transactional', list_id: m[1] });
    }
    return bad(r, 'not an endpoint this integration should call');
  });
  return fake;
}
