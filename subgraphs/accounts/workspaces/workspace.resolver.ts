// The dashboard's workspace view: plan access, keys and team. Keys and team are for signed-in
// members only; an API key sees workspace data, not who else holds keys.
import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Clock } from '../../../core/clock.js';
import { requireSession as sessionOf, requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import type { WorkspaceService } from './workspace.service.js';
import type { ApiKeyService } from '../keys/apiKey.service.js';
import type { MemberService } from '../members/member.service.js';
import { ApiKey } from '../keys/apiKey.type.js';
import { Member } from '../members/member.type.js';
import { Workspace } from './workspace.type.js';
import { presentWorkspace } from './workspace.view.js';

const requireSession = (ctx: SubgraphContext): string => sessionOf(ctx).workspaceId;

export interface WorkspaceResolverDeps {
  workspaces: WorkspaceService;
  keys: ApiKeyService;
  members: MemberService;
  clock: Clock;
}

@Resolver(() => Workspace)
export class WorkspaceResolver {
  constructor(private readonly deps: WorkspaceResolverDeps) {}

  @Query(() => Workspace, { description: "The caller's workspace" })
  async workspace(@Ctx() ctx: SubgraphContext): Promise<Workspace> {
    return presentWorkspace(await this.deps.workspaces.get(requireWorkspace(ctx).workspaceId), this.deps.clock);
  }

  @FieldResolver(() => [ApiKey], { description: 'Active and revoked keys (sessions only)' })
  async api_keys(@Root() ws: Workspace, @Ctx() ctx: SubgraphContext): Promise<ApiKey[]> {
    if (requireSession(ctx) !== ws.id) return [];
    return this.deps.keys.list(ws.id, { includeRevoked: true });
  }

  @FieldResolver(() => [Member], { description: 'Team members (sessions only)' })
  async members(@Root() ws: Workspace, @Ctx() ctx: SubgraphContext): Promise<Member[]> {
    if (requireSession(ctx) !== ws.id) return [];
    return this.deps.members.list(ws.id);
  }
}
