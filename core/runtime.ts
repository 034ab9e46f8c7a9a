// Builds the ServiceContext plus the auth pieces every HTTP role shares.
import { loadConfig, type Config } from './config.js';
import { createLogger } from './logger.js';
import { systemClock, type Clock } from './clock.js';
import { openDatabase } from './db/index.js';
import { loadSecrets } from './secrets.js';
import { loadDevIssuer, type DevIssuer } from './auth/devIssuer.js';
import { createSessionVerifier, type SessionVerifier } from './auth/sessions.js';
import { createAuthenticator, type Authenticator } from './auth/authenticate.js';
import type { ServiceContext } from './context.js';

export interface Runtime extends ServiceContext {
  auth: Authenticator;
  sessions: SessionVerifier;
  /** present only when no external IdP is configured */
  devIssuer?: DevIssuer;
}

export async function createRuntime(
  opts: {
    config?: Config;
    clock?: Clock;
    env?: Record<string, string | undefined>;
    /** seeds a new embedded database from a dump instead of initdb (tests) */
    pgliteTemplate?: Blob;
  } = {},
): Promise<Runtime> {
  const config = opts.config ?? loadConfig(opts.env);
  const logger = createLogger(config.LOG_LEVEL);
  const clock = opts.clock ?? systemClock;
  const secrets = loadSecrets(config);
  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.SIGNAL_DATA_DIR,
    logger,
    pgliteTemplate: opts.pgliteTemplate,
  });
  const devIssuer = config.SIGNAL_JWKS_URL
    ? undefined
    : await loadDevIssuer(config.SIGNAL_DATA_DIR, config.publicUrl, config.SIGNAL_JWT_AUDIENCE);
  const sessions = createSessionVerifier({
    jwksUrl: config.SIGNAL_JWKS_URL,
    issuer: config.SIGNAL_JWT_ISSUER,
    audience: config.SIGNAL_JWT_AUDIENCE,
    devIssuer,
  });
  return { config, logger, clock, db, secrets, sessions, devIssuer, auth: createAuthenticator(db, sessions) };
}
