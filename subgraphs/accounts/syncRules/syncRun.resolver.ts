// The dashboard's sync runs: run a rule now (the same service as run_sync_rule) and its run history.
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireWorkspace, type SubgraphContext } from '../../../core/graphql/context.js';
import { notFound, validation } from '../../../core/errors.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import { requireSessionRole } from '../shared/sessionRole.js';
import type { AccessReader } from '../shared/access.js';
import type { SyncRuleService } from './syncRule.service.js';
import type { SyncRunService } from './syncRun.service.js';
import type { RoleOf } from '../esp/esp.resolver.js';

@ObjectType('SyncRun', { simpleResolvers: true, description: 'One run of a sync rule' })
export class SyncRun {
  @Field(() => ID) run_id!: string;
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true }) trigger!: string | null;
  @Field(() => Boolean, { description: 'nothing left the service (no provider credentials)' }) sandbox!: boolean;
  @Field(() => Int) contacts_sent!: number;
  @Field(() => Int) contacts_skipped!: number;
  @Field(() => Int) contacts_failed!: number;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => Date, { nullable: true }) started_at!: Date | null;
}

@Resolver()
export class SyncRunResolver {
  constructor(private readonly deps: { syncRules: SyncRuleService; syncRuns: SyncRunService; access: AccessReader; roleOf: RoleOf }) {}

  private async rule(workspaceId: string, id: string) {
    const r = (await this.deps.syncRules.records(workspaceId)).find((x) => x.id === id);
    if (!r) throw notFound('sync rule');
    return r;
  }

  @Mutation(() => SyncRun, { description: 'Push the contacts the dry run lists to the email platform now (cannot be recalled)' })
  async run_sync_rule(@Arg('id', () => ID) id: string, @Arg('confirm', () => Boolean, { nullable: true, description: 'true to go ahead: this cannot be undone' }) confirm: boolean | null, @Ctx() ctx: SubgraphContext): Promise<SyncRun> {
    const { workspaceId } = await requireSessionRole(ctx, ['admin', 'owner'], this.deps.roleOf);
    const rule = await this.rule(workspaceId, id);
    requireConfirm(confirm, `pushes the contacts rule "${rule.name}" matches to the email platform; they cannot be recalled`);
    const r = await this.deps.syncRuns.run(workspaceId, rule, { trigger: 'manual', access: await this.deps.access.access(workspaceId) });
    return { ...r, trigger: 'manual', started_at: null };
  }

  @Query(() => [SyncRun], { description: "A sync rule's runs, newest first" })
  async sync_rule_runs(@Arg('id', () => ID) id: string, @Arg('limit', () => Int, { defaultValue: 20 }) limit: number, @Ctx() ctx: SubgraphContext): Promise<SyncRun[]> {
    const { workspaceId } = requireWorkspace(ctx);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw validation('limit must be 1-100', { field: 'limit' });
    const rows = await this.deps.syncRuns.history(workspaceId, (await this.rule(workspaceId, id)).id, limit);
    return rows as unknown as SyncRun[];
  }
}
