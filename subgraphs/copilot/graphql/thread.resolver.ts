// Threads and remembered facts for the dashboard. Keys need scope copilot here too, as on REST.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
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

@Resolver()
export class CopilotThreadResolver {
  constructor(private readonly copilot: CopilotService) {}

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
}
