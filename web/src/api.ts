// The dashboard's one way to the service: GraphQL at /graphql, same origin, with the session JWT
// as bearer (subscriptions, the live feed and the copilot chat, go over graphql-ws: ./ws.ts).
import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from './graphql';

const TOKEN_KEY = 'signal.session';

export const session = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class ApiError extends Error {
  constructor(message: string, readonly code: string, readonly status: number) {
    super(message);
  }
}

function headers(): Record<string, string> {
  const token = session.get();
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** Runs a typed document (./graphql.ts): its result type is the schema's. */
export async function gql<T, V>(document: TadaDocumentNode<T, V>, variables?: V): Promise<T> {
  const res = await fetch('/graphql', { method: 'POST', headers: headers(), body: JSON.stringify({ query: print(document), variables: variables ?? {} }) });
  const body = (await res.json().catch(() => null)) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  if (body?.errors?.length) {
    const e = body.errors[0]!;
    throw new ApiError(e.message, e.extensions?.code ?? 'ERROR', res.status);
  }
  if (!res.ok || !body?.data) throw new ApiError(`request failed (HTTP ${res.status})`, 'HTTP', res.status);
  return body.data;
}

/** The claims the app shows (workspace, role); the server verifies the token on every call. */
export function sessionClaims(token: string): { wid?: string; role?: string; email?: string; exp?: number } {
  try {
    const part = token.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return {};
  }
}
