// The dashboard's team administration (admin or owner; the same service and refusals as the copilot's
// team tools). The invite link is returned once, to the inviter.
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { SubgraphContext } from '../../../core/graphql/context.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import { requireSessionRole } from '../shared/sessionRole.js';
import type { TeamAdminService } from './teamAdmin.service.js';

const TEAM_ROLES = ['admin', 'owner'] as const;

@ObjectType('TeamChange', { simpleResolvers: true })
export class TeamChange {
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) role!: string | null;
  @Field(() => String, { nullable: true }) previous_role!: string | null;
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true, description: 'invite_team_member only: the single-use link, shown once' }) invitation_url!: string | null;
  @Field(() => Date, { nullable: true }) expires_at!: Date | null;
}

const change = (p: Partial<TeamChange> & { email: string; status: string }): TeamChange => ({
  role: null,
  previous_role: null,
  invitation_url: null,
  expires_at: null,
  ...p,
});

@Resolver()
export class TeamAdminResolver {
  constructor(private readonly team: TeamAdminService) {}

  private who(ctx: SubgraphContext) {
    return requireSessionRole(ctx, TEAM_ROLES, this.team.roleOf);
  }

  @Mutation(() => TeamChange)
  async invite_team_member(@Arg('email', () => String) email: string, @Arg('role', () => String) role: string, @Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: this cannot be undone' }) confirm: boolean | null, @Ctx() ctx: SubgraphContext): Promise<TeamChange> {
    const { workspaceId, userId } = await this.who(ctx);
    requireConfirm(confirm, `invites ${email.trim()} as ${role}; the invitation link is shown once`);
    const r = await this.team.invite(workspaceId, userId, { email, role });
    return change({ email: r.email, role: r.role, status: 'invited', invitation_url: r.invitation_url, expires_at: r.expires_at });
  }

  @Mutation(() => TeamChange)
  async update_team_member(@Arg('email', () => String) email: string, @Arg('role', () => String) role: string, @Ctx() ctx: SubgraphContext): Promise<TeamChange> {
    const { workspaceId, userId } = await this.who(ctx);
    const r = await this.team.updateRole(workspaceId, userId, { email, role });
    return change({ ...r, status: 'updated' });
  }

  @Mutation(() => TeamChange)
  async remove_team_member(@Arg('email', () => String) email: string, @Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: this cannot be undone' }) confirm: boolean | null, @Ctx() ctx: SubgraphContext): Promise<TeamChange> {
    const { workspaceId, userId } = await this.who(ctx);
    requireConfirm(confirm, `removes ${email.trim()} from the workspace`);
    const r = await this.team.remove(workspaceId, userId, email);
    return change({ email: r.email, previous_role: r.previous_role, status: 'removed' });
  }

  @Mutation(() => TeamChange)
  async cancel_invitation(@Arg('email', () => String) email: string, @Ctx() ctx: SubgraphContext): Promise<TeamChange> {
    const { workspaceId } = await this.who(ctx);
    return change(await this.team.cancelInvitation(workspaceId, email));
  }
}
