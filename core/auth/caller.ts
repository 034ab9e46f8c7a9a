// Who is calling. Every query is scoped by the caller's workspace, never by input (DESIGN.md 4).
export type MemberRole = 'owner' | 'admin' | 'member';
export type Scope = 'read' | 'copilot';
export const SCOPES: readonly Scope[] = ['read', 'copilot'];

export type Caller =
  | { kind: 'key'; workspaceId: string; keyId: string; keyName: string; scopes: Scope[] }
  | { kind: 'session'; workspaceId: string; userId: string; role: MemberRole; email?: string }
  /** signalctl's operator credential: may act on any workspace, named explicitly per request */
  | { kind: 'operator'; userId: string };

export const callerLabel = (c: Caller): string =>
  c.kind === 'key' ? `key:${c.keyId}` : `user:${c.userId}`;
