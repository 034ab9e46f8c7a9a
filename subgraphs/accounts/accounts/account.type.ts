import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Classification } from '../shared/enums.js';
import type { Timestamp } from '../shared/timestamps.js';

@Directive('@key(fields: "id")')
@ObjectType('Account', { simpleResolvers: true, description: 'A company visiting the workspace (PublicAccount, spec 2.1)' })
export class Account {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Natural key within the workspace; may be the literal "personal". Masked when over cap.' })
  company_domain!: string;

  @Field(() => String, { nullable: true })
  company_name!: string | null;

  @Field(() => Int, { description: '0-100' })
  intent_score!: number;

  @Field(() => Int)
  visitor_count!: number;

  @Field(() => Int)
  visit_count!: number;

  @Field(() => Classification)
  classification!: Classification;

  @Field(() => Date)
  first_seen_at!: Timestamp;

  @Field(() => Date)
  last_seen_at!: Timestamp;

  @Field(() => Boolean, { description: 'Beyond the monthly cap: present only in MASK mode, identity masked' })
  is_locked!: boolean;
}

@ObjectType('AccountPage', { simpleResolvers: true })
export class AccountPage {
  @Field(() => [Account])
  accounts!: Account[];

  @Field(() => Int, { description: 'Records the caller may access (capped), not the raw row count' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  page_size!: number;
}
