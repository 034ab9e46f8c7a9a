// The dashboard's sign-in (issue 15 point 3). Against a fake OpenID Connect provider on 127.0.0.1
// that asserts every request as a real one would check it (PKCE S256, the redirect URI registered
// in the authorization request, client authentication, single-use codes): the authorization code
// flow ends at `/#session=<jwt>`, and that token works on /graphql; a wrong state, a missing
// cookie, an IdP error, a refused exchange and a token for another audience each end at
// `/#signin_error=<code>`. And the development issuer's form: on this machine only, same-site
// posts only, a working session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, FakeIdp } from '../helpers/fakeIdp.js';
import { startTestServer, type TestService } from '../helpers/server.js';
import { createWorkspace } from '../helpers/identification.js';
import { postGraphql } from '../helpers/graphql.js';
import { createWorkspaceService } from '../../subgraphs/accounts/workspaces/workspace.service.js';

/** follows redirects by hand, carrying the service's cookie like a browser, until one leaves both servers' /auth and /authorize */
async function signIn(s: TestService, opts: { cookie?: boolean; tamperState?: boolean; idpError?: string } = {}) {
  const login = await fetch(`${s.url}/auth/login`, { redirect: 'manual' });
  expect(login.status).toBe(302);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  expect(login.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax; Path=\/auth/);
  const atIdp = await fetch(login.headers.get('location')!, { redirect: 'manual' });
  const callback = new URL(atIdp.headers.get('location')!);
  if (opts.tamperState) callback.searchParams.set('state', 'forged');
  if (opts.idpError) {
    callback.searchParams.delete('code');
    callback.searchParams.set('error', opts.idpError);
  }
  const done = await fetch(callback, { redirect: 'manual', headers: opts.cookie === false ? {} : { cookie } });
  expect(done.status).toBe(303);
  return new URL(done.headers.get('location')!, s.url).hash;
}

let idp: FakeIdp;
let s: TestService;
let workspaceId: string;

beforeAll(async () => {
  idp = new FakeIdp();
  await idp.start();
  s = await startTestServer({
    env: idp.env(),
  });
  // with an external provider there is no operator credential from the development issuer: straight to the service
  workspaceId = (await createWorkspaceService(s.rt).create({ name: 'IdP Co' })).id;
  idp.claims = { sub: 'idp-user-7', wid: workspaceId, role: 'admin', email: 'ada@idp.example' };
}, 120_000);
afterAll(async () => {
  await s?.stop();
  idp?.server.close();
});

describe('sign-in at the configured identity provider', () => {
  it('runs the authorization code flow with PKCE and hands over a session that works on /graphql', async () => {
    const hash = await signIn(s);
    expect(idp.problems).toEqual([]);
    expect(hash).toMatch(/^#session=/);
    const token = decodeURIComponent(hash.slice('#session='.length));
    const r = await postGraphql(s.url, token, '{ workspace { id } }');
    expect(r.body.data.workspace.id).toBe(workspaceId);
    const q = idp.authorizeQueries.at(-1)!;
    expect(q.get('redirect_uri')).toBe(`${s.url}/auth/callback`);
    expect(q.get('scope')).toBe('openid email profile');
  });

  it('a forged state, a missing cookie and an IdP error each end in a sign-in error, no session', async () => {
    expect(await signIn(s, { tamperState: true })).toBe('#signin_error=state_mismatch');
    expect(await signIn(s, { cookie: false })).toBe('#signin_error=signin_expired');
    expect(await signIn(s, { idpError: 'access_denied' })).toBe('#signin_error=idp_access_denied');
  });

  it('a refused exchange and a token for another audience are errors too', async () => {
    idp.tokenStatus = 400;
    expect(await signIn(s)).toBe('#signin_error=exchange_refused');
    idp.tokenStatus = 200;
    idp.audience = 'someone-else';
    expect(await signIn(s)).toBe('#signin_error=token_refused');
    idp.audience = AUDIENCE;
    idp.problems.length = 0;
    expect(await signIn(s)).toMatch(/^#session=/);
    expect(idp.problems).toEqual([]);
  });

  it('the development issuer is off: its form is refused', async () => {
    const r = await fetch(`${s.url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'workspace=IdP+Co&role=owner' });
    expect(r.status).toBe(403);
    expect((await r.json()).details.code).toBe('external_idp_configured');
  });
});

describe('sign-in with the development issuer (no identity provider configured)', () => {
  let dev: TestService;
  beforeAll(async () => {
    dev = await startTestServer();
    await createWorkspace(dev, 'Dev Co');
  }, 120_000);
  afterAll(async () => dev?.stop());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${dev.url}/auth/dev`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers }, body });

  it('serves its form to this machine and signs in with a working session', async () => {
    const page = await fetch(`${dev.url}/auth/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('action="/auth/dev"');
    const r = await post('workspace=Dev+Co&role=member');
    expect(r.status).toBe(303);
    const token = decodeURIComponent(new URL(r.headers.get('location')!, dev.url).hash.slice('#session='.length));
    const who = await postGraphql(dev.url, token, '{ workspace { name } }');
    expect(who.body.data.workspace.name).toBe('Dev Co');
  });

  it('refuses a client forwarded from elsewhere, a cross-site post, and names an unknown workspace', async () => {
    const remote = await fetch(`${dev.url}/auth/login`, { headers: { 'x-forwarded-for': '73.15.2.1' } });
    expect(remote.status).toBe(403);
    expect((await remote.json()).details.code).toBe('dev_signin_local_only');
    expect((await post('workspace=Dev+Co', { 'x-forwarded-for': '73.15.2.1' })).status).toBe(403);
    const cross = await post('workspace=Dev+Co', { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect((await cross.json()).details.code).toBe('cross_site_form');
    const unknown = await post('workspace=Nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No workspace named');
  });

  it('the callback says there is no identity provider', async () => {
    const r = await fetch(`${dev.url}/auth/callback?code=x&state=y`, { redirect: 'manual' });
    expect(new URL(r.headers.get('location')!, dev.url).hash).toBe('#signin_error=no_signin_page');
  });
});
