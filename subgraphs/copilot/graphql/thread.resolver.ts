// Threads and remembered facts for the dashboard. Keys need scope copilot here too, as on REST.
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireSession, requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import type { ConversationService } from '../conversations/conversation.service.js';
import { AppError } from '../../../core/errors.js';
import type { CopilotService } from '../runtime/service.js';
import { CopilotThread, CopilotTurn } from './thread.type.js';

function workspaceOf(ctx: SubgraphContext): string {
  const { workspaceId, caller } = requireWorkspace(ctx);
  if (caller.kind === 'key' && !caller.scopes.includes('copilot'))
    throw new AppError('FORBIDDEN', 'insufficient_scope: this API key lacks the "copilot" scope', {
      code: 'insufficient_scope',
      required_scope: 'copilot',
      key_scopes: caller.scopes,
    });
  return workspaceId;
}

@ObjectType('CopilotFact', { simpleResolvers: true })
export class CopilotFact {
  @Field(() => ID) id!: string;
  @Field(() => String) text!: string;
}

// changes go through the same ConversationService as the copilot's rename_conversation,
// delete_conversation and forget_fact tools; like them they need a signed-in session
@Resolver()
export class CopilotThreadResolver {
  constructor(
    private readonly copilot: CopilotService,
    private readonly conversations: ConversationService,
  ) {}

  @Query(() => [CopilotThread], { description: 'The workspace copilot conversations, most recently active first.' })
  async copilotThreads(
    @Ctx() ctx: SubgraphContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit?: number,
  ): Promise<CopilotThread[]> {
    const n = limit ?? 50;
    if (n < 1 || n > 200) throw new AppError('VALIDATION_ERROR', 'limit must be 1-200', { field: 'limit' });
    return (await this.copilot.threads.list(workspaceOf(ctx), { limit: n })).map(CopilotThread.from);
  }

  @Query(() => [CopilotTurn], { description: "One conversation's turns in order; NOT_FOUND when it does not exist." })
  async copilotThreadTurns(@Arg('threadId', () => String) threadId: string, @Ctx() ctx: SubgraphContext): Promise<CopilotTurn[]> {
    return (await this.copilot.threads.get(workspaceOf(ctx), threadId)).turns.map(CopilotTurn.from);
  }

  @Query(() => [String], { description: 'Short facts remembered about the workspace; they feed later planning.' })
  async copilotFacts(@Ctx() ctx: SubgraphContext): Promise<string[]> {
    return this.copilot.facts.recall(workspaceOf(ctx));
  }

  @Query(() => [CopilotFact], { description: 'Remembered facts with their ids, for forgetCopilotFact.' })
  async copilotFactRecords(@Ctx() ctx: SubgraphContext): Promise<CopilotFact[]> {
    return this.conversations.factRecords(workspaceOf(ctx));
  }

  @Mutation(() => Boolean, { description: 'Renames a conversation (1-200 characters); reversible.' })
  async renameCopilotThread(@Arg('threadId', () => String) threadId: string, @Arg('title', () => String) title: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const { workspaceId } = requireSession(ctx);
    await this.conversations.rename(workspaceId, await this.conversations.idOfThread(workspaceId, threadId), title);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Deletes a conversation for good; needs confirm: true.' })
  async deleteCopilotThread(
    @Arg('threadId', () => String) threadId: string,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    const { workspaceId } = requireSession(ctx);
    const id = await this.conversations.idOfThread(workspaceId, threadId);
    requireConfirm(confirm, 'a deleted conversation cannot be restored');
    await this.conversations.delete(workspaceId, id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Forgets a remembered fact for good; needs confirm: true.' })
  async forgetCopilotFact(
    @Arg('id', () => ID) id: string,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    const { workspaceId } = requireSession(ctx);
    requireConfirm(confirm, 'a forgotten fact is not restored');
    await this.conversations.forgetFact(workspaceId, id);
    return true;
  }
}
