// The dashboard's email-platform operations (the same esp service as connect_esp, verify_esp and
// skip_esp): members who can change settings (admin or owner).
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { SubgraphContext } from '../../../core/graphql/context.js';
import { requireSessionRole } from '../shared/sessionRole.js';
import type { EspService } from './esp.service.js';
import { isEspName } from './provider.js';
import { validation } from '../../../core/errors.js';

const SETTINGS_ROLES = ['admin', 'owner'] as const;

@ObjectType('EspConsent', { simpleResolvers: true, description: 'A consent link to open (single use, 15 minutes)' })
export class EspConsent {
  @Field(() => String) provider!: string;
  @Field(() => String) consent_url!: string;
  @Field(() => Date) expires_at!: Date;
  @Field(() => Boolean, { description: 'no provider credentials configured: nothing is sent anywhere' }) sandbox!: boolean;
}

@ObjectType('EspVerification', { simpleResolvers: true })
export class EspVerification {
  @Field(() => String) provider!: string;
  @Field(() => String) account!: string;
  @Field(() => Date) verified_at!: Date;
  @Field(() => Boolean) sandbox!: boolean;
}

export type RoleOf = (workspaceId: string, userId: string) => Promise<string | null>;

@Resolver()
export class EspResolver {
  constructor(private readonly deps: { esp: EspService; roleOf: RoleOf }) {}

  @Mutation(() => EspConsent, { description: 'Start connecting klaviyo or mailchimp' })
  async connect_esp(@Arg('provider', () => String) provider: string, @Ctx() ctx: SubgraphContext): Promise<EspConsent> {
    const { workspaceId } = await requireSessionRole(ctx, SETTINGS_ROLES, this.deps.roleOf);
    if (!isEspName(provider)) throw validation('provider must be klaviyo or mailchimp', { field: 'provider' });
    return this.deps.esp.connect(workspaceId, provider);
  }

  @Mutation(() => EspVerification, { description: 'Check the connection with an authenticated read, and mark it verified' })
  async verify_esp(@Ctx() ctx: SubgraphContext): Promise<EspVerification> {
    const { workspaceId } = await requireSessionRole(ctx, SETTINGS_ROLES, this.deps.roleOf);
    return this.deps.esp.verify(workspaceId);
  }

  @Mutation(() => Date, { description: 'Skip the email platform onboarding step; returns when' })
  async skip_esp(@Ctx() ctx: SubgraphContext): Promise<Date> {
    const { workspaceId } = await requireSessionRole(ctx, SETTINGS_ROLES, this.deps.roleOf);
    return (await this.deps.esp.skip(workspaceId)).skipped_at;
  }
}
