import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('ApiKey', { simpleResolvers: true, description: 'An API key as the dashboard lists it; the plaintext is never readable again' })
export class ApiKey {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Display prefix of the plaintext' })
  prefix!: string;

  @Field(() => [String], { description: 'read and/or copilot' })
  scopes!: string[];

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date, { nullable: true })
  last_used_at!: Date | null;

  @Field(() => Date, { nullable: true })
  revoked_at!: Date | null;
}
