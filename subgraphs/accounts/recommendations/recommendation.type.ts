import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType('Recommendation', { simpleResolvers: true, description: 'A suggested next step (spec 2.5)' })
export class Recommendation {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'What produced it, e.g. high_intent_uncontacted' })
  kind!: string;

  @Field(() => String, { description: 'What it is about, in words the user can name it by (a domain, a rule name)' })
  subject!: string;

  @Field(() => String)
  title!: string;

  @Field(() => GraphQLJSONObject, { description: 'Kind-specific facts behind it' })
  detail!: Record<string, unknown>;

  @Field(() => String, { description: 'new or snoozed (open items only)' })
  status!: string;

  @Field(() => Date, { nullable: true })
  snoozed_until!: Date | null;

  @Field(() => Date)
  created_at!: Date;
}

@ObjectType('RecommendationList', { simpleResolvers: true })
export class RecommendationList {
  @Field(() => [Recommendation], { description: 'Open items, newest first' })
  recommendations!: Recommendation[];

  @Field(() => Int)
  total!: number;
}
