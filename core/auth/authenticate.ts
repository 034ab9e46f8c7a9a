// Turns an Authorization header into a Caller, or null. The reason a credential failed is never
// told to the client (spec 5.5: identical 401 bodies); it is logged at debug level.
import type { Database } from '../db/index.js';
import type { Caller, Scope } from './caller.js';
import { hashApiKey, looksLikeApiKey } from './apiKeys.js';
import type { SessionVerifier } from './sessions.js';
import { createApiKeyLookupRepository } from './apiKeyLookup.repository.js';

export interface Authenticator {
  authenticate(authorization: string | undefined): Promise<Caller | null>;
}

export function createAuthenticator(db: Database, sessions: SessionVerifier): Authenticator {
  const keys = createApiKeyLookupRepository(db.sql);
  return {
    async authenticate(authorization) {
      const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
      if (!m) return null;
      const token = m[1]!;
      if (token.startsWith('sk_sig_')) {
        if (!looksLikeApiKey(token)) return null;
        const key = await keys.activeByHash(hashApiKey(token));
        if (!key) return null;
        return {
          kind: 'key',
          workspaceId: key.workspace_id,
          keyId: key.id,
          keyName: key.name,
          scopes: key.scopes as Scope[],
        };
      }
      return sessions.verify(token);
    },
  };
}
