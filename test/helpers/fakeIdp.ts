// A fake OpenID Connect provider on 127.0.0.1 for the sign-in tests (e2e and browser): /authorize
// signs the user in at once and redirects back with a code, /token asserts every request as a real
// provider checks it (PKCE S256, the redirect URI of the authorization request, HTTP Basic client
// authentication, single-use codes) and answers with a token it signs, /jwks serves its key.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export const ISSUER = 'https://idp.example.test';
export const AUDIENCE = 'signal-service';
export const CLIENT = { id: 'signal-dashboard', secret: 's3cret:with/odd chars' };

export class FakeIdp {
  server!: Server;
  url = '';
  key!: CryptoKey;
  jwk: object = {};
  /** what the next token response carries */
  claims: Record<string, unknown> = {};
  audience = AUDIENCE;
  tokenStatus = 200;
  readonly codes = new Map<string, { challenge: string; redirectUri: string }>();
  readonly problems: string[] = [];
  readonly authorizeQueries: URLSearchParams[] = [];

  async start() {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    this.key = privateKey;
    this.jwk = { ...(await exportJWK(publicKey)), kid: 'idp-1', alg: 'ES256', use: 'sig' };
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private check(ok: boolean, what: string) {
    if (!ok) this.problems.push(what);
    return ok;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url!, this.url);
    if (url.pathname === '/jwks') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [this.jwk] }));
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      this.authorizeQueries.push(q);
      this.check(q.get('response_type') === 'code', 'response_type');
      this.check(q.get('client_id') === CLIENT.id, 'client_id');
      this.check(q.get('code_challenge_method') === 'S256', 'code_challenge_method');
      this.check(/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? ''), 'code_challenge');
      this.check((q.get('scope') ?? '').split(' ').includes('openid'), 'scope');
      const code = `code-${this.codes.size + 1}`;
      this.codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')! });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/token') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const f = new URLSearchParams(body);
      const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const [id, secret] = basic.split(':').map(decodeURIComponent);
      const issued = this.codes.get(f.get('code') ?? '');
      const ok = [
        this.check(req.method === 'POST', 'token method'),
        this.check((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'), 'token content-type'),
        this.check(f.get('grant_type') === 'authorization_code', 'grant_type'),
        this.check(id === CLIENT.id && secret === CLIENT.secret, 'client authentication (HTTP Basic, form-encoded)'),
        this.check(!!issued, 'code issued and unused'),
        this.check(!!issued && f.get('redirect_uri') === issued.redirectUri, 'redirect_uri as in the authorization request'),
        this.check(!!issued && createHash('sha256').update(f.get('code_verifier') ?? '').digest('base64url') === issued.challenge, 'PKCE verifier'),
      ].every(Boolean);
      this.codes.delete(f.get('code') ?? ''); // single use
      if (!ok || this.tokenStatus !== 200)
        return res.writeHead(this.tokenStatus !== 200 ? this.tokenStatus : 400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
      const access = await new SignJWT({ ...this.claims })
        .setProtectedHeader({ alg: 'ES256', kid: 'idp-1' })
        .setIssuer(ISSUER)
        .setAudience(this.audience)
        .setSubject(String(this.claims.sub ?? 'user-1'))
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(this.key);
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: access, token_type: 'Bearer', expires_in: 600 }));
    }
    res.writeHead(404).end();
  }

  /** the service's environment for this provider */
  env(): Record<string, string> {
    return {
      SIGNAL_JWKS_URL: `${this.url}/jwks`,
      SIGNAL_JWT_ISSUER: ISSUER,
      SIGNAL_OIDC_AUTHORIZE_URL: `${this.url}/authorize`,
      SIGNAL_OIDC_TOKEN_URL: `${this.url}/token`,
      SIGNAL_OIDC_CLIENT_ID: CLIENT.id,
      SIGNAL_OIDC_CLIENT_SECRET: CLIENT.secret,
    };
  }
}
