// What the pipeline keeps from a page URL: its path (normalised for intent-page matching) and the
// campaign (utm_*) parameters. The pixel also sends the utm values it read; the URL is the fallback.

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

const MAX_UTM = 256;

export interface PageUrl {
  host: string;
  /** no query or fragment, no trailing slash (except "/") */
  path: string;
  utm: Utm;
}

export function parsePageUrl(url: string): PageUrl | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const utm: Utm = {};
  for (const k of UTM_KEYS) {
    const v = u.searchParams.get(`utm_${k}`)?.trim();
    if (v) utm[k] = v.slice(0, MAX_UTM);
  }
  let path = u.pathname || '/';
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return { host: u.hostname.toLowerCase(), path, utm };
}

export function hasCampaign(utm: Utm): boolean {
  return UTM_KEYS.some((k) => !!utm[k]);
}

export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}
