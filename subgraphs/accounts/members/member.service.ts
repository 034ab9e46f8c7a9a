import type { ServiceContext } from '../../../core/context.js';
import type { Member } from './member.type.js';
import { createMemberRepository } from './member.repository.js';

export function createMemberService(ctx: Pick<ServiceContext, 'db'>) {
  const members = createMemberRepository(ctx.db.sql);
  return {
    list: (workspaceId: string): Promise<Member[]> => members.list(workspaceId),
    /** the development issuer's member for a role (signalctl token), created on first use; its user id */
    devMember: (workspaceId: string, email: string, role: 'owner' | 'admin' | 'member'): Promise<string> =>
      members.upsert(workspaceId, { email, name: `Dev ${role}` }, role),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
