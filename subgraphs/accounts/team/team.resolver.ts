// The dashboard's team list (issue 15): members, then pending invitations, from the same TeamService
// as the copilot's list_team. Changes to the team: teamAdmin.resolver.ts.
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import type { TeamService } from './team.service.js';

@ObjectType('TeamMember', { simpleResolvers: true, description: 'A member, or a pending invitation (status invited)' })
export class TeamMember {
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { description: 'owner, admin or member' }) role!: string;
  @Field(() => String, { description: 'member or invited' }) status!: string;
  @Field(() => Date) created_at!: Date;
}

@Resolver()
export class TeamResolver {
  constructor(private readonly members: TeamService) {}

  @Query(() => [TeamMember], { description: 'Members, then pending invitations' })
  async team(@Ctx() ctx: SubgraphContext): Promise<TeamMember[]> {
    const { members, invitations } = await this.members.list(requireSession(ctx).workspaceId);
    return [...members, ...invitations] as unknown as TeamMember[];
  }
}
