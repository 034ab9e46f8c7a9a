// The Visitor entity as the webhooks subgraph sees it: a key only. A delivery names its event's
// visitor by id; the accounts subgraph, which owns visitors, resolves the rest (and masks it).
import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('Visitor')
export class VisitorRef {
  @Field(() => ID) id!: string;
}
