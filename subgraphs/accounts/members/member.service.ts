import type { ServiceContext } from '../../../core/context.js';
import type { Member } from './member.type.js';
import { createMemberRepository } from './member.repository.js';

export function createMemberService(ctx: Pick<ServiceContext, 'db'>) {
  const members = createMemberRepository(ctx.db.sql);
  return {
    list: (workspaceId: string): Promise<Member[]> => members.list(workspaceId),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
