// Alert destinations (spec 3): created paused; activated, paused or deleted by id.
import type { Clock } from '../../../core/clock.js';
import { notFound } from '../../../core/errors.js';
import type { AlertDestinationRepository } from './alertDestination.repository.js';

export type { AlertDestinationRecord } from './alertDestination.repository.js';

export function createAlertDestinationService(deps: { alertDestinations: AlertDestinationRepository; clock: Clock }) {
  const { alertDestinations: repo, clock } = deps;
  return {
    list: (workspaceId: string) => repo.list(workspaceId),
    records: (workspaceId: string) => repo.records(workspaceId),
    create: (workspaceId: string, d: { name: string; kind: string; url: string; min_intent: number }) => repo.create(workspaceId, d, clock.now()),
    async setState(workspaceId: string, id: string, action: 'activate' | 'pause' | 'delete'): Promise<'active' | 'paused' | 'deleted'> {
      if (action === 'delete') {
        if (!(await repo.delete(workspaceId, id))) throw notFound('alert destination');
        return 'deleted';
      }
      const state = action === 'activate' ? 'active' : 'paused';
      if (!(await repo.setState(workspaceId, id, state, clock.now()))) throw notFound('alert destination');
      return state;
    },
  };
}

export type AlertDestinationService = ReturnType<typeof createAlertDestinationService>;
