// The dashboard's guardrails switch (owner only, sessions only): the one way to let the copilot use
// its privileged team and billing tools.
import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { forbidden } from '../../../core/errors.js';
import type { GuardrailsService } from './guardrails.service.js';

@ObjectType('WorkspaceGuardrails', { simpleResolvers: true, description: 'What the copilot may do in this workspace' })
export class WorkspaceGuardrails {
  @Field(() => Boolean, { description: 'Team and billing tools (invite, roles, removal, checkout, billing portal) are usable through the copilot' })
  copilot_privileged_actions_enabled!: boolean;
}

@Resolver(() => WorkspaceGuardrails)
export class GuardrailsResolver {
  constructor(private readonly guardrails: GuardrailsService) {}

  @Query(() => WorkspaceGuardrails, { description: "The caller's workspace guardrails" })
  async workspace_guardrails(@Ctx() ctx: SubgraphContext): Promise<WorkspaceGuardrails> {
    return this.guardrails.get(requireWorkspace(ctx).workspaceId);
  }

  @Mutation(() => WorkspaceGuardrails, { description: 'Owner only: allow or stop the copilot using privileged team and billing tools' })
  async set_copilot_privileged_actions(@Arg('enabled', () => Boolean) enabled: boolean, @Ctx() ctx: SubgraphContext): Promise<WorkspaceGuardrails> {
    const { workspaceId, caller } = requireWorkspace(ctx);
    if (caller.kind !== 'session') throw forbidden('guardrails are changed by a signed-in owner, not an API key', { code: 'session_required' });
    return this.guardrails.setPrivilegedActions(workspaceId, caller.userId, enabled);
  }
}
