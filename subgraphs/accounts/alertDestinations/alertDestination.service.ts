// Alert destinations (spec 3): created paused; activated, paused or deleted by id.
import type { Clock } from '../../../core/clock.js';
import { notFound } from '../../../core/errors.js';
import type { AlertDestinationRepository } from './alertDestination.repository.js';
import type { OutboundPostService } from '../../webhooks/outbound/outboundPost.service.js';

export type { AlertDestinationRecord } from './alertDestination.repository.js';

export function createAlertDestinationService(deps: { alertDestinations: AlertDestinationRepository; outbound: OutboundPostService; clock: Clock }) {
  const { alertDestinations: repo, outbound, clock } = deps;
  return {
    list: (workspaceId: string) => repo.list(workspaceId),
    records: (workspaceId: string) => repo.records(workspaceId),
    /** the URL must pass the same rules as a webhook URL (public https host now, checked again at every connect) */
    checkUrl: (url: string) => outbound.checkUrl(url),
    async create(workspaceId: string, d: { name: string; kind: string; url: string; min_intent: number }) {
      return repo.create(workspaceId, { ...d, url: await outbound.checkUrl(d.url) }, clock.now());
    },
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
