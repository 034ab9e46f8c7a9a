// The copilot's plain (non-federated) GraphQL schema for streaming: Apollo Gateway cannot execute
// subscriptions (DESIGN.md 3), so this one is served over graphql-ws by the copilot itself.
//   subscription ($request: JSON!, $idempotencyKey: String) {
//     copilotRun(request: $request, idempotencyKey: $idempotencyKey) { event data }
//   }
// `request` is the copilot request body (spec 2.6); each event is one of runtime/events.ts.
//   subscription { identifications { id createdAt data } }
// the dashboard's live feed of the caller's workspace (accounts/identification/liveFeed.ts).
import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { Caller } from '../../../core/auth/caller.js';
import type { Logger } from '../../../core/logger.js';
import { parseCopilotRequest } from '../runtime/request.js';
import { validation } from '../../../core/errors.js';
import { hasNul } from '../../../core/nul.js';
import { errorEvent, runEvents, EVENT_NAMES, type CopilotEvent } from '../runtime/events.js';
import type { CopilotService } from '../runtime/service.js';
import type { IdentificationFeed, Identification } from '../../accounts/identification/liveFeed.js';

export interface StreamContext {
  caller: Exclude<Caller, { kind: 'operator' }>;
}

export const COPILOT_RUN_SUBSCRIPTION = `subscription CopilotRun($request: JSON!, $idempotencyKey: String) {
  copilotRun(request: $request, idempotencyKey: $idempotencyKey) { event data }
}`;

export const IDENTIFICATIONS_SUBSCRIPTION = `subscription Identifications { identifications { id createdAt data } }`;

export function buildStreamSchema(service: CopilotService, logger: Logger, feed: IdentificationFeed): GraphQLSchema {
  const IdentificationType = new GraphQLObjectType({
    name: 'Identification',
    description: 'A visitor identified in the caller\'s workspace: the signal.visitor_identified event (spec 2.8)',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLID), description: 'the event id (its webhook envelope id)' },
      createdAt: { type: new GraphQLNonNull(GraphQLString), resolve: (e: Identification) => e.created_at.toISOString() },
      data: { type: new GraphQLNonNull(GraphQLJSON), description: 'the event data, as webhooks deliver it' },
    },
  });
  const CopilotEvent = new GraphQLObjectType({
    name: 'CopilotEvent',
    description: `One progress event of a copilot run: ${EVENT_NAMES.join(', ')}`,
    fields: {
      event: { type: new GraphQLNonNull(GraphQLString) },
      data: { type: new GraphQLNonNull(GraphQLJSON) },
    },
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { copilotStreamEvents: { type: new GraphQLNonNull(GraphQLString), resolve: () => EVENT_NAMES.join(',') } },
    }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        copilotRun: {
          type: new GraphQLNonNull(CopilotEvent),
          args: { request: { type: new GraphQLNonNull(GraphQLJSON) }, idempotencyKey: { type: GraphQLString } },
          subscribe: (_root: unknown, args: { request: unknown; idempotencyKey?: string | null }, ctx: StreamContext) =>
            subscribe(service, logger, ctx, args),
          resolve: (e: unknown) => e as CopilotEvent,
        },
        identifications: {
          type: new GraphQLNonNull(IdentificationType),
          subscribe: (_root: unknown, _args: unknown, ctx: StreamContext) => feed.subscribe(ctx.caller.workspaceId),
          resolve: (e: unknown) => e as Identification,
        },
      },
    }),
  });
}

function subscribe(
  service: CopilotService,
  logger: Logger,
  ctx: StreamContext,
  args: { request: unknown; idempotencyKey?: string | null },
): AsyncIterableIterator<CopilotEvent> {
  try {
    const request = parseCopilotRequest(args.request);
    // the facade sends a validated X-Idempotency-Key; a direct subscriber must not reach the database with a NUL
    if (args.idempotencyKey != null && hasNul(args.idempotencyKey))
      throw validation('idempotencyKey must not contain NUL (U+0000) characters', { field: 'idempotencyKey' });
    return runEvents(service, logger, ctx.caller, request, { idempotencyKey: args.idempotencyKey ?? undefined });
  } catch (err) {
    return (async function* () {
      yield errorEvent(err, logger);
    })();
  }
}
