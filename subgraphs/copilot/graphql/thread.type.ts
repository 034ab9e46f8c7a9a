// The copilot's federated types for the dashboard (through the gateway): threads and facts.
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { StoredTurn, ThreadSummary } from '../runtime/threads.js';

@ObjectType('CopilotThread', { description: 'A conversation: client-chosen thread id, scoped to the workspace.' })
export class CopilotThread {
  @Field(() => String) threadId!: string;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true, description: '"user:<id>" or "key:<id>"' }) createdBy!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => Int) turnCount!: number;
  @Field(() => String, { nullable: true }) lastQuestion!: string | null;

  static from(t: ThreadSummary): CopilotThread {
    return Object.assign(new CopilotThread(), {
      threadId: t.thread_id,
      title: t.title,
      createdBy: t.created_by,
      createdAt: new Date(t.created_at),
      updatedAt: new Date(t.updated_at),
      turnCount: t.turn_count,
      lastQuestion: t.last_question,
    });
  }
}

@ObjectType('CopilotTurn')
export class CopilotTurn {
  @Field(() => String, { description: 'the response message_id' }) messageId!: string;
  @Field(() => String, { nullable: true }) turnId!: string | null;
  @Field(() => Int) seq!: number;
  @Field(() => String) question!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLJSON, { description: 'the copilot response (spec 2.7), secrets removed' }) response!: unknown;

  static from(t: StoredTurn): CopilotTurn {
    return Object.assign(new CopilotTurn(), {
      messageId: t.message_id,
      turnId: t.turn_id,
      seq: t.seq,
      question: t.question,
      createdAt: new Date(t.created_at),
      response: t.response,
    });
  }
}
