import type { ServiceContext } from '../../../core/context.js';
import type { Member } from './member.type.js';

export function createMemberService(ctx: Pick<ServiceContext, 'db'>) {
  return {
    async list(workspaceId: string): Promise<Member[]> {
      const rows = await ctx.db.prisma.member.findMany({
        where: { workspace_id: workspaceId },
        orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
        select: { id: true, user_id: true, role: true, created_at: true, user: { select: { email: true, name: true } } },
      });
      return rows.map((m) => ({ id: m.id, user_id: m.user_id, role: m.role, created_at: m.created_at, email: m.user.email, name: m.user.name }));
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
