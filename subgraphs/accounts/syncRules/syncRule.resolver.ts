// Sync rules from the dashboard (issue 15): list, create, update, activate/pause/delete and dry run,
// on the same SyncRuleService and field rules (syncRule.schema.ts) as the copilot's sync rule tools.
// Rules are named by id here; the copilot resolves names to these ids. Deleting a rule removes its
// run history for good, so it needs confirm (spec 4.4). Runs and their history: syncRun.resolver.ts.
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireSession, type SubgraphContext } from '../../../core/graphql/context.js';
import { requireConfirm } from '../../../core/graphql/confirm.js';
import { notFound } from '../../../core/errors.js';
import { maskVisitorRow } from '../../../core/plans.js';
import { parseArgs } from '../shared/parseArgs.js';
import type { AccessReader } from '../shared/access.js';
import type { SyncRuleService } from './syncRule.service.js';
import { dryRunLimit, syncRuleCreateSchema, syncRulePatchSchema } from './syncRule.schema.js';
import { stateActionSchema } from '../shared/stateAction.js';
import { z } from 'zod';

@ObjectType('SyncRule', { simpleResolvers: true, description: 'A rule that pushes matching contacts to the email platform' })
export class SyncRule {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'paused or active' }) state!: string;
  @Field(() => String) esp!: string;
  @Field(() => String, { nullable: true }) list_id!: string | null;
  @Field(() => Int) min_intent!: number;
  @Field(() => String, { nullable: true }) classification!: string | null;
  @Field(() => Date, { nullable: true }) last_run_at!: Date | null;
  @Field(() => String, { nullable: true }) last_run_status!: string | null;
  @Field(() => Int, { nullable: true }) last_run_contacts_sent!: number | null;
}

@InputType('SyncRuleInput')
export class SyncRuleInput {
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true, description: 'default 50' }) min_intent?: number;
  @Field(() => String, { nullable: true, description: 'lead, customer, competitor or excluded' }) classification?: string;
  @Field(() => String, { nullable: true, description: 'default klaviyo' }) esp?: string;
  @Field(() => String, { nullable: true }) list_id?: string;
}

@InputType('SyncRulePatch')
export class SyncRulePatch {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Int, { nullable: true }) min_intent?: number;
  @Field(() => String, { nullable: true }) classification?: string;
  @Field(() => String, { nullable: true }) list_id?: string;
}

@ObjectType('SyncContact', { simpleResolvers: true })
export class SyncContact {
  @Field(() => String, { nullable: true, description: 'null when locked' }) email!: string | null;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => Int) intent_score!: number;
  @Field(() => String, { nullable: true }) company_domain!: string | null;
  @Field(() => Boolean, { description: "over the plan's cap: masked, and not sent" }) is_locked!: boolean;
}

@ObjectType('SyncRuleDryRun', { simpleResolvers: true, description: 'What the rule would send now; nothing is sent' })
export class SyncRuleDryRun {
  @Field(() => Int, { description: 'contacts matching the rule' }) total!: number;
  @Field(() => Int, { description: 'of which would be sent (inside the plan)' }) sendable!: number;
  @Field(() => [SyncContact], { description: 'the first `limit` of them' }) contacts!: SyncContact[];
}

const idArg = z.object({ id: z.uuid() });

@Resolver()
export class SyncRuleResolver {
  constructor(private readonly deps: { syncRules: SyncRuleService; access: AccessReader }) {}

  private async record(workspaceId: string, id: string) {
    parseArgs(idArg, { id });
    const rule = (await this.deps.syncRules.records(workspaceId)).find((r) => r.id === id);
    if (!rule) throw notFound('sync rule');
    return rule;
  }

  private async view(workspaceId: string, id: string): Promise<SyncRule> {
    const row = (await this.deps.syncRules.list(workspaceId)).find((r) => r.id === id);
    if (!row) throw notFound('sync rule');
    return row as unknown as SyncRule;
  }

  @Query(() => [SyncRule], { description: "The workspace's sync rules with each one's last run, oldest first" })
  async syncRules(@Ctx() ctx: SubgraphContext): Promise<SyncRule[]> {
    return (await this.deps.syncRules.list(requireSession(ctx).workspaceId)) as unknown as SyncRule[];
  }

  @Mutation(() => SyncRule, { description: 'Creates a rule, paused: it sends nothing until activated' })
  async createSyncRule(@Arg('input', () => SyncRuleInput) input: SyncRuleInput, @Ctx() ctx: SubgraphContext): Promise<SyncRule> {
    const { workspaceId } = requireSession(ctx);
    const a = parseArgs(syncRuleCreateSchema, input);
    const created = await this.deps.syncRules.create(workspaceId, { name: a.name, esp: a.esp, list_id: a.list_id ?? null, min_intent: a.min_intent, classification: a.classification ?? null });
    return this.view(workspaceId, String(created.id));
  }

  @Mutation(() => SyncRule, { description: "Changes a rule's name, threshold, classification or list; keeps its history" })
  async updateSyncRule(@Arg('id', () => ID) id: string, @Arg('input', () => SyncRulePatch) input: SyncRulePatch, @Ctx() ctx: SubgraphContext): Promise<SyncRule> {
    const { workspaceId } = requireSession(ctx);
    const rule = await this.record(workspaceId, id);
    await this.deps.syncRules.update(workspaceId, rule.id, parseArgs(syncRulePatchSchema, input));
    return this.view(workspaceId, rule.id);
  }

  @Mutation(() => String, { description: 'activate, pause or delete (delete removes the run history for good: needs confirm: true); returns the new state' })
  async setSyncRuleState(
    @Arg('id', () => ID) id: string,
    @Arg('action', () => String) action: string,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<string> {
    const { workspaceId } = requireSession(ctx);
    const { action: a } = parseArgs(z.object({ action: stateActionSchema }), { action });
    const rule = await this.record(workspaceId, id);
    if (a === 'delete') requireConfirm(confirm, `deletes sync rule "${rule.name}" and its run history`);
    return this.deps.syncRules.setState(workspaceId, rule.id, a);
  }

  @Query(() => SyncRuleDryRun, { description: 'Which contacts the rule would send if it ran now; changes nothing' })
  async dryRunSyncRule(@Arg('id', () => ID) id: string, @Arg('limit', () => Int, { defaultValue: 25 }) limit: number, @Ctx() ctx: SubgraphContext): Promise<SyncRuleDryRun> {
    const { workspaceId } = requireSession(ctx);
    const { limit: n } = parseArgs(z.object({ limit: dryRunLimit }), { limit });
    const rule = await this.record(workspaceId, id);
    const access = await this.deps.access.access(workspaceId);
    const { total, sendable, rows } = await this.deps.syncRules.dryRun(workspaceId, rule, n, access);
    const contacts = rows.map((r) => {
      const m = maskVisitorRow(r as unknown as Record<string, unknown>, access);
      return { ...(m.row as unknown as SyncContact), is_locked: m.locked };
    });
    return { total, sendable, contacts };
  }
}
