// Team administration (privileged: the workspace opt-in and an admin or owner, spec 4.5). One file per tool; listed here once.
import { cancelInvitation } from './cancel_invitation.js';
import { inviteTeamMember } from './invite_team_member.js';
import { removeTeamMember } from './remove_team_member.js';
import { updateTeamMember } from './update_team_member.js';

export const TEAM_TOOLS = [cancelInvitation, inviteTeamMember, removeTeamMember, updateTeamMember] as const;
