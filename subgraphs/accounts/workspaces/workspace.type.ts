import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType('Workspace', { simpleResolvers: true, description: "The caller's workspace and its plan access" })
export class Workspace {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'free, starter, pro, pro_plus or enterprise' })
  plan!: string;

  @Field(() => String, { description: 'The plan whose limits apply now (the trial may lift it)' })
  effective_plan!: string;

  @Field(() => Boolean)
  trial_active!: boolean;

  @Field(() => Date, { nullable: true })
  trial_ends_at!: Date | null;

  @Field(() => Int, { description: 'Accounts resolvable per month' })
  monthly_cap!: number;

  @Field(() => Boolean, { description: 'Free tier: contact fields withheld on every visitor' })
  contact_fields_withheld!: boolean;
}
