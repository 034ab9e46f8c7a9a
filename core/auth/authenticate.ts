// Turns an Authorization header into a Caller, or null. The reason a credential failed is never
// told to the client (spec 5.5: identical 401 bodies); it is logged at debug level.
import type { Database } from '../db/index.js';
import { Ride } from '../db/ride.js';
import type { Caller, Scope } from './caller.js';
import { hashApiKey, looksLikeApiKey } from './apiKeys.js';
import type { SessionVerifier } from './sessions.js';
import { ACTIVE_KEY_BY_HASH, createApiKeyLookupRepository, type ActiveKey } from './apiKeyLookup.repository.js';

/**
 * Whether a key taken on trust is still active, asked by a statement that rides with the next short
 * read on the pool (core/db/ride.ts). `active()` sends it alone if nothing took it yet.
 */
export interface KeyCheck {
  ride: Ride<ActiveKey>;
  active(): Promise<boolean>;
}

export interface Authenticator {
  authenticate(authorization: string | undefined): Promise<Caller | null>;
  /**
   * As authenticate, except for an API key this process has already found active: what never
   * changes about a key (its id, workspace, name and scopes) is taken from then, and whether it is
   * still active is left to `check`, which rides with the next short read (the request's own, as a
   * rule: one round trip instead of two). The caller
   * must await `check.active()` before answering anything: revocation is effective on the next
   * request, in every process, as with authenticate.
   */
  authenticateRiding(authorization: string | undefined): Promise<{ caller: Caller | null; check: KeyCheck | null }>;
}

const MAX_KNOWN_KEYS = 10_000;

const keyCaller = (key: ActiveKey): Caller => ({
  kind: 'key',
  workspaceId: key.workspace_id,
  keyId: key.id,
  keyName: key.name,
  scopes: key.scopes as Scope[],
});

export function createAuthenticator(db: Database, sessions: SessionVerifier): Authenticator {
  const keys = createApiKeyLookupRepository(db.sql);
  // hash → the key as found active once: its immutable fields only, never trusted for being active
  const known = new Map<string, ActiveKey>();
  const lookUp = async (hash: string): Promise<ActiveKey | null> => {
    const key = await keys.activeByHash(hash);
    if (key) {
      if (known.size >= MAX_KNOWN_KEYS) known.clear();
      known.set(hash, key);
    } else known.delete(hash);
    return key;
  };
  const bearer = (authorization: string | undefined): string | null => /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;

  return {
    async authenticate(authorization) {
      const token = bearer(authorization);
      if (!token) return null;
      if (token.startsWith('sk_sig_')) {
        if (!looksLikeApiKey(token)) return null;
        const key = await lookUp(hashApiKey(token));
        return key ? keyCaller(key) : null;
      }
      return sessions.verify(token);
    },

    async authenticateRiding(authorization) {
      const token = bearer(authorization);
      if (!token?.startsWith('sk_sig_') || !looksLikeApiKey(token)) return { caller: await this.authenticate(authorization), check: null };
      const hash = hashApiKey(token);
      const seen = known.get(hash);
      if (!seen) {
        const key = await lookUp(hash);
        return { caller: key ? keyCaller(key) : null, check: null };
      }
      const statement = ACTIVE_KEY_BY_HASH(hash);
      const ride = db.sql.ride?.<ActiveKey>(statement) ?? new Ride<ActiveKey>(statement, (s) => db.sql.query<ActiveKey>(s.text, s.params, s.options));
      return {
        caller: keyCaller(seen),
        check: {
          ride,
          async active() {
            const [key] = await ride.rows();
            if (key?.id === seen.id) return true;
            known.delete(hash);
            return false;
          },
        },
      };
    },
  };
}
