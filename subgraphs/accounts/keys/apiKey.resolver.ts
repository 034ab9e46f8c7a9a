// API keys from the dashboard (spec 5.1: "in the dashboard under the exports and API area"), on the
// same ApiKeyService the copilot's create_api_key / revoke_api_key tools call. Both changes are
// irreversible (the plaintext is shown once; a revocation is permanent), so both need confirm.
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import type { ApiKeyService } from './apiKey.service.js';
import { ApiKey } from './apiKey.type.js';

@ObjectType('CreatedApiKey', { simpleResolvers: true })
export class CreatedApiKey {
  @Field(() => ApiKey)
  key!: ApiKey;

  @Field(() => String, { description: 'The key itself: shown this once, never readable again' })
  plaintext!: string;
}

// key management is the signed-in dashboard's (spec 4.4 changes are session-authenticated)
const sessionWorkspace = (ctx: SubgraphContext): string => requireSession(ctx).workspaceId;

@Resolver()
export class ApiKeyResolver {
  constructor(private readonly keys: ApiKeyService) {}

  @Query(() => [ApiKey], { description: "The workspace's API keys, active first then revoked (sessions only)" })
  async apiKeys(
    @Arg('includeRevoked', () => Boolean, { defaultValue: false }) includeRevoked: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<ApiKey[]> {
    return this.keys.list(sessionWorkspace(ctx), { includeRevoked });
  }

  @Mutation(() => CreatedApiKey, { description: 'Creates a key with fixed scopes (read, copilot); needs confirm: true, the plaintext is shown once.' })
  async createApiKey(
    @Arg('name', () => String) name: string,
    @Arg('scopes', () => [String]) scopes: string[],
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CreatedApiKey> {
    const workspaceId = sessionWorkspace(ctx);
    requireConfirm(confirm, `creates the API key "${name.trim()}"; its value is shown once and cannot be shown again`);
    const { plaintext, ...key } = await this.keys.create(workspaceId, { name, scopes });
    return { key, plaintext };
  }

  @Mutation(() => ApiKey, { description: 'Revokes a key at once and for good; needs confirm: true.' })
  async revokeApiKey(
    @Arg('id', () => ID) id: string,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<ApiKey> {
    const workspaceId = sessionWorkspace(ctx);
    requireConfirm(confirm, 'revocation is immediate and permanent, and integrations using the key stop working');
    return this.keys.revoke(workspaceId, id);
  }
}
