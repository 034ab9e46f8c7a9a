import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Member', { simpleResolvers: true, description: 'A team member of the workspace' })
export class Member {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  user_id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { description: 'owner, admin or member' })
  role!: string;

  @Field(() => Date)
  created_at!: Date;
}
