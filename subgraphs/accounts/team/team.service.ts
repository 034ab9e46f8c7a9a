// The team as the copilot lists it (spec 3): members, then pending invitations.
import type { TeamRepository } from './team.repository.js';

export function createTeamService(deps: { team: TeamRepository }) {
  return {
    async list(workspaceId: string) {
      const members = await deps.team.members(workspaceId);
      const invitations = await deps.team.pendingInvitations(workspaceId);
      return { members, invitations };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
