// Shared pieces for the identification tests: posting pixel hits over HTTP as a given network.
import type { TestService } from './server.js';

export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export const IPS = {
  comcast: '73.15.2.1',
  apple: '17.5.6.7',
  aws: '3.5.140.2',
};

/** POST /collect as if from `ip` (the service trusts X-Forwarded-For from loopback). */
export async function hit(
  svc: TestService,
  siteKey: string,
  body: Record<string, unknown>,
  opts: { ip?: string; ua?: string; contentType?: string } = {},
): Promise<Response> {
  return fetch(`${svc.url}/collect?k=${siteKey}`, {
    method: 'POST',
    headers: {
      'content-type': opts.contentType ?? 'text/plain;charset=UTF-8',
      'user-agent': opts.ua ?? CHROME,
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function createWorkspace(svc: TestService, name: string, plan = 'pro', trialDays = 0) {
  const r = await svc.admin('POST', '/workspaces', { name, plan, trial_days: trialDays });
  if (r.status !== 201) throw new Error(`workspace: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.workspace as { id: string; site_key: string };
}
