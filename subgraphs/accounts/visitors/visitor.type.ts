import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Classification } from '../shared/enums.js';
import type { Timestamp } from '../shared/timestamps.js';

@Directive('@key(fields: "id")')
@ObjectType('Visitor', { simpleResolvers: true, description: 'A person visiting the workspace (PublicVisitor, spec 2.2)' })
export class Visitor {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: '"personal" for consumer mailboxes' })
  company_domain!: string | null;

  @Field(() => String, { nullable: true })
  company_name!: string | null;

  @Field(() => Int, { description: '0-100' })
  intent_score!: number;

  @Field(() => Classification, { nullable: true })
  classification!: Classification | null;

  @Field(() => String, { nullable: true, description: 'Null when contact fields are withheld (is_locked)' })
  resolved_email!: string | null;

  @Field(() => String, { nullable: true, description: 'Null (public API) or masked (dashboard) when withheld' })
  resolved_name!: string | null;

  @Field(() => String, { nullable: true })
  resolved_title!: string | null;

  @Field(() => String, { nullable: true })
  employer!: string | null;

  @Field(() => Date, { nullable: true })
  first_visit_at!: Timestamp | null;

  @Field(() => Date, { nullable: true })
  last_visit_at!: Timestamp | null;

  @Field(() => Int)
  visit_count!: number;

  @Field(() => Boolean, { description: 'Contact fields withheld by plan tier or cap; a null email then says nothing about the person' })
  is_locked!: boolean;

  /** not a field: what Visitor.account resolves (visitorAccount.resolver.ts) */
  account_id?: string | null;
}

@ObjectType('VisitorPage', { simpleResolvers: true })
export class VisitorPage {
  @Field(() => [Visitor])
  visitors!: Visitor[];

  @Field(() => Int, { description: 'Records the caller may access (capped), not the raw row count' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  page_size!: number;
}
