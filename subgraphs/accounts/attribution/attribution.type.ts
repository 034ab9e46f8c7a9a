import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('AttributionTotals', { simpleResolvers: true })
export class AttributionTotals {
  @Field(() => Int, { description: 'Sessions that carried a campaign context' })
  sessions!: number;

  @Field(() => Int, { description: 'Sum of daily distinct visitors (a person seen on two days counts twice)' })
  visitors!: number;

  @Field(() => Int, { description: 'Of those, visitors identified to a company or person' })
  identified!: number;
}

@ObjectType('AttributionChannel', { simpleResolvers: true })
export class AttributionChannel extends AttributionTotals {
  @Field(() => String)
  channel!: string;

  @Field(() => Float, { description: 'sessions / totals.sessions: a share of attributed sessions, not of all visitors' })
  share!: number;
}

@ObjectType('AttributionCampaign', { simpleResolvers: true })
export class AttributionCampaign extends AttributionChannel {
  @Field(() => String, { description: 'utm_source; empty when none' })
  source!: string;

  @Field(() => String, { description: 'utm_campaign; empty when none' })
  campaign!: string;
}

@ObjectType('AttributionRollup', { simpleResolvers: true, description: 'The nightly cached rollup over a trailing window (spec 2.4); never computed live' })
export class AttributionRollup {
  @Field(() => Int)
  days!: number;

  @Field(() => String, { description: 'First day of the window (UTC date, inclusive)' })
  window_start!: string;

  @Field(() => String, { description: 'Last day of the window: today (UTC date, inclusive)' })
  window_end!: string;

  @Field(() => Date, { nullable: true, description: 'When the rollup was last computed; null when never computed' })
  computed_at!: Date | null;

  @Field(() => String, { description: 'What shares are shares of: always "attributed_sessions"' })
  basis!: string;

  @Field(() => AttributionTotals)
  totals!: AttributionTotals;

  @Field(() => [AttributionChannel], { description: 'By channel, most sessions first' })
  channels!: AttributionChannel[];

  @Field(() => [AttributionCampaign], { description: 'By channel, source and campaign, most sessions first' })
  campaigns!: AttributionCampaign[];
}
