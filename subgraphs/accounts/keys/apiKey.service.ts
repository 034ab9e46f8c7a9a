// API keys (spec 3, 5): created with fixed scopes (plaintext returned once), at most 10 active per
// workspace, revoked by name (exact, case- and whitespace-insensitive; ambiguity is refused).
import type { ServiceContext } from '../../../core/context.js';
import { AppError, conflict, validation } from '../../../core/errors.js';
import { generateApiKey, MAX_ACTIVE_KEYS } from '../../../core/auth/apiKeys.js';
import { SCOPES, type Scope } from '../../../core/auth/caller.js';
import { isUuid } from '../../../core/ids.js';
import { matchName } from '../../../core/names.js';
import { createApiKeyRepository, type ApiKeyView } from './apiKey.repository.js';

export type { ApiKeyView } from './apiKey.repository.js';

export function createApiKeyService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const keys = createApiKeyRepository(ctx.db.sql);
  return {
    async create(workspaceId: string, input: { name: string; scopes: string[] }): Promise<ApiKeyView & { plaintext: string }> {
      const name = input.name.trim();
      if (!name || name.length > 100) throw validation('key name must be 1-100 characters', { field: 'name' });
      const scopes = [...new Set(input.scopes.map((s) => s.trim()).filter(Boolean))];
      const bad = scopes.filter((s) => !SCOPES.includes(s as Scope));
      if (scopes.length === 0 || bad.length)
        throw validation(`scopes must be a non-empty subset of ${SCOPES.join(', ')}${bad.length ? `; unknown: ${bad.join(', ')}` : ''}`, {
          field: 'scopes',
        });
      const key = generateApiKey();
      const row = await keys.createUnderLimit(workspaceId, { name, scopes, hash: key.hash, prefix: key.prefix }, MAX_ACTIVE_KEYS);
      if (row === 'limit')
        throw conflict(`this workspace already has ${MAX_ACTIVE_KEYS} active API keys; revoke one first`, {
          code: 'api_key_limit_reached',
          limit: MAX_ACTIVE_KEYS,
        });
      return { ...row, plaintext: key.plaintext };
    },

    async list(workspaceId: string, opts: { includeRevoked?: boolean } = {}): Promise<ApiKeyView[]> {
      return keys.list(workspaceId, opts.includeRevoked ?? false);
    },

    /** Active keys whose name matches exactly, ignoring case and surrounding whitespace (spec 4.6). */
    async findActiveByName(workspaceId: string, name: string): Promise<ApiKeyView[]> {
      const m = matchName(await this.list(workspaceId), (k) => [k.name], name);
      return m.kind === 'one' ? [m.item] : m.kind === 'many' ? m.matches : [];
    },

    async revokeByName(workspaceId: string, name: string): Promise<ApiKeyView> {
      const matches = await this.findActiveByName(workspaceId, name);
      if (matches.length === 0) {
        const names = (await this.list(workspaceId)).map((k) => k.name);
        throw new AppError('NOT_FOUND', `no active API key named "${name.trim()}"`, { existing: names });
      }
      if (matches.length > 1)
        throw conflict(`"${name.trim()}" is ambiguous: ${matches.length} active keys have that name`, {
          code: 'ambiguous_name',
          matches: matches.map((k) => ({ id: k.id, prefix: k.prefix, created_at: k.created_at })),
        });
      return this.revoke(workspaceId, matches[0]!.id);
    },

    async revoke(workspaceId: string, keyId: string): Promise<ApiKeyView> {
      const row = isUuid(keyId) ? await keys.revoke(workspaceId, keyId, ctx.clock.now()) : null;
      if (!row) throw new AppError('NOT_FOUND', 'API key not found or already revoked');
      return row;
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
