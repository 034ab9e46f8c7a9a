// The dashboard's sign-in (issue 15 point 3), ending at `/#session=<jwt>` (a fragment: never sent to
// a server, never in a log) where the web app takes the token, checks it on /graphql and keeps it.
// - External identity provider (SIGNAL_OIDC_*): the OpenID Connect authorization code flow with
//   PKCE, run by the server so the page never calls another origin. `state` and the PKCE verifier
//   travel in a short-lived signed cookie (any gateway process can finish the flow); the token the
//   provider returns is verified exactly as every request's is before it is handed over.
// - Development issuer (no external provider): a small form choosing a workspace and a role, served
//   and accepted only for clients on this machine, like `signalctl token`.
// Any failure comes back as `/#signin_error=<code>`, which the sign-in screen explains.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import ipaddr from 'ipaddr.js';
import type { Runtime } from '../core/runtime.js';
import { AppError, forbidden } from '../core/errors.js';
import { clientIp } from '../core/http/clientIp.js';
import { createWorkspaceService } from '../subgraphs/accounts/workspaces/workspace.service.js';
import { createMemberService } from '../subgraphs/accounts/members/member.service.js';

const COOKIE = 'signal_oidc';
const COOKIE_SECONDS = 600;
const TOKEN_TIMEOUT_MS = 10_000;
const ROLES = ['owner', 'admin', 'member'] as const;

const b64url = (b: Buffer) => b.toString('base64url');
const back = (res: Response, hash: string) => res.redirect(303, `/#${hash}`);
const fail = (res: Response, code: string) => back(res, `signin_error=${encodeURIComponent(code)}`);

/** a value only this service could have written: payload.hmac */
function sealCookie(secret: string, value: object): string {
  const body = b64url(Buffer.from(JSON.stringify(value)));
  return `${body}.${b64url(createHmac('sha256', secret).update(body).digest())}`;
}
function openCookie<T>(secret: string, sealed: string | undefined): T | null {
  const [body, mac] = (sealed ?? '').split('.');
  if (!body || !mac) return null;
  const want = createHmac('sha256', secret).update(body).digest();
  const got = Buffer.from(mac, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
}
const cookieOf = (req: Request, name: string): string | undefined =>
  (req.headers.cookie ?? '').split(';').map((c) => c.trim().split('=')).find(([k]) => k === name)?.[1];

/** a client on this machine, not a request a local reverse proxy forwarded (clientIp follows X-Forwarded-For from loopback) */
export function isLocalClient(req: Request): boolean {
  try {
    return ipaddr.process(clientIp(req)).range() === 'loopback';
  } catch {
    return false;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function devPage(error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in: development issuer</title></head><body>
<main><h1>Sign in to Signal</h1>
<p>Development issuer: no external identity provider is configured, so this service signs your session itself. Only clients on this machine may use it.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/auth/dev">
<p><label>Workspace (name or id) <input name="workspace" value="Demo" required maxlength="200"></label></p>
<p><label>Role <select name="role">${ROLES.map((r) => `<option>${r}</option>`).join('')}</select></label></p>
<p><button type="submit">Sign in</button></p>
</form></main></body></html>`;
}

export function signInRoutes(rt: Runtime): Router {
  const r = express.Router();
  const { config } = rt;
  const oidc = config.SIGNAL_OIDC_AUTHORIZE_URL && config.SIGNAL_OIDC_TOKEN_URL && config.SIGNAL_OIDC_CLIENT_ID ? config : null;
  // the address registered at the provider: SIGNAL_PUBLIC_URL's, else the one this request came to
  const redirectUri = (req: Request) => `${config.SIGNAL_PUBLIC_URL ? config.publicUrl : `${req.protocol}://${req.get('host')}`}/auth/callback`;
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';

  r.get('/login', (req, res) => {
    if (rt.devIssuer) {
      if (!isLocalClient(req)) throw forbidden('the development issuer signs in clients on this machine only', { code: 'dev_signin_local_only' });
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(devPage());
      return;
    }
    if (!oidc) return fail(res, 'no_signin_page');
    const state = b64url(randomBytes(24));
    const verifier = b64url(randomBytes(48));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    res.setHeader('Set-Cookie', `${COOKIE}=${sealCookie(rt.secrets.internalSecret, { state, verifier, exp: Date.now() + COOKIE_SECONDS * 1000 })}; HttpOnly; SameSite=Lax; Path=/auth; Max-Age=${COOKIE_SECONDS}${secure}`);
    const url = new URL(oidc.SIGNAL_OIDC_AUTHORIZE_URL!);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: oidc.SIGNAL_OIDC_CLIENT_ID!,
      redirect_uri: redirectUri(req),
      scope: oidc.SIGNAL_OIDC_SCOPES,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }))
      url.searchParams.set(k, v);
    res.redirect(302, url.toString());
  });

  r.get('/callback', async (req, res) => {
    if (!oidc) return fail(res, 'no_signin_page');
    const saved = openCookie<{ state: string; verifier: string; exp: number }>(rt.secrets.internalSecret, cookieOf(req, COOKIE));
    res.setHeader('Set-Cookie', `${COOKIE}=; HttpOnly; SameSite=Lax; Path=/auth; Max-Age=0${secure}`); // single use
    const q = req.query as Record<string, string | undefined>;
    if (q.error) return fail(res, `idp_${String(q.error).slice(0, 60)}`);
    if (!saved || saved.exp < Date.now()) return fail(res, 'signin_expired');
    if (typeof q.state !== 'string' || q.state !== saved.state) return fail(res, 'state_mismatch');
    if (typeof q.code !== 'string' || !q.code) return fail(res, 'no_code');
    const form = new URLSearchParams({ grant_type: 'authorization_code', code: q.code, redirect_uri: redirectUri(req), code_verifier: saved.verifier, client_id: oidc.SIGNAL_OIDC_CLIENT_ID! });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (oidc.SIGNAL_OIDC_CLIENT_SECRET)
      // RFC 6749 2.3.1: client id and secret form-encoded, then joined for HTTP Basic
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(oidc.SIGNAL_OIDC_CLIENT_ID!)}:${encodeURIComponent(oidc.SIGNAL_OIDC_CLIENT_SECRET)}`).toString('base64')}`;
    let tokens: { access_token?: unknown; id_token?: unknown };
    try {
      const answer = await fetch(oidc.SIGNAL_OIDC_TOKEN_URL!, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS) });
      if (!answer.ok) {
        rt.logger.info({ status: answer.status }, 'sign-in: the identity provider refused the code exchange');
        return fail(res, 'exchange_refused');
      }
      tokens = (await answer.json()) as typeof tokens;
    } catch (err) {
      rt.logger.warn({ err: (err as Error).message }, 'sign-in: the identity provider could not be reached');
      return fail(res, 'idp_unreachable');
    }
    // the session token is the one our verifier accepts (issuer, audience, workspace and role claims)
    for (const candidate of [tokens.access_token, tokens.id_token]) {
      if (typeof candidate !== 'string') continue;
      const caller = await rt.sessions.verify(candidate);
      if (caller?.kind === 'session') return back(res, `session=${encodeURIComponent(candidate)}`);
    }
    return fail(res, 'token_refused');
  });

  r.post('/dev', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    if (!rt.devIssuer) throw forbidden('an external identity provider is configured: sign in there', { code: 'external_idp_configured' });
    if (!isLocalClient(req)) throw forbidden('the development issuer signs in clients on this machine only', { code: 'dev_signin_local_only' });
    // a form posted from another site is refused: the browser says where it came from
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if ((site && site !== 'same-origin') || (!site && origin && new URL(origin).host !== req.get('host')))
      throw forbidden('sign-in forms are accepted from this service\'s own pages only', { code: 'cross_site_form' });
    const body = (req.body ?? {}) as { workspace?: string; role?: string };
    const role = ROLES.find((x) => x === body.role) ?? 'owner';
    let ws;
    try {
      ws = await createWorkspaceService(rt).resolve(String(body.workspace ?? '').trim());
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') {
        res.status(404).type('html').send(devPage(`No workspace named "${String(body.workspace ?? '')}".`));
        return;
      }
      throw err;
    }
    const email = `dev-${role}@${String(ws.site_key).toLowerCase()}.signal.local`;
    const userId = await createMemberService(rt).devMember(ws.id, email, role);
    const token = await rt.devIssuer.sign({ sub: userId, wid: ws.id, role, email });
    back(res, `session=${encodeURIComponent(token)}`);
  });
  return r;
}
