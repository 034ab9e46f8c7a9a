// One GraphQL request over HTTP /graphql as a given bearer (session JWT or API key): status and body.
export async function postGraphql(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}
