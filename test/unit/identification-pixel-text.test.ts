// The pixel itself never sends what the collector refuses (issue #12): a page whose URL carries
// utm_source=a%00b, or a title with a NUL or a broken surrogate pair, still yields a storable hit.
// The script runs in a vm with a minimal browser; its beacon body goes through the hit schema.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HitSchema } from '../../subgraphs/accounts/identification/collector/hit.schema.js';
import { pixelScript } from '../../subgraphs/accounts/identification/pixel/pixelScript.js';

function pageView(href: string, title: string): Record<string, unknown> {
  const sent: string[] = [];
  const url = new URL(href);
  const document = { cookie: '', referrer: '', title, readyState: 'complete', addEventListener() {} };
  const window: Record<string, unknown> = { localStorage: { getItem: () => null, setItem() {} }, addEventListener() {} };
  runInNewContext(pixelScript('site_test', 'http://127.0.0.1/collect'), {
    window, document, location: { href: url.href, search: url.search, protocol: url.protocol },
    navigator: { sendBeacon: (_: string, body: string) => (sent.push(body), true) },
    history: {}, URLSearchParams, crypto: { randomUUID: () => 'v0123456789abcdef' }, setTimeout,
  });
  expect(sent).toHaveLength(1);
  return JSON.parse(sent[0]!);
}

describe('pixel text', () => {
  it('drops NUL and unpaired surrogates from utm values and the title', () => {
    const hit = pageView('https://e.example/?utm_source=a%00b&utm_campaign=x%ED%A0%80y', 'Pri\u0000cing \ud800');
    expect(hit.utm).toEqual({ source: 'ab', campaign: expect.any(String) });
    expect(hit.ti).toBe('Pricing ');
    expect(HitSchema.safeParse(hit).success).toBe(true);
  });

  it('cuts a title at 512 units without halving an emoji', () => {
    const hit = pageView('https://e.example/', `${'a'.repeat(511)}\u{1F600}`);
    expect(hit.ti).toBe('a'.repeat(511));
    expect(HitSchema.safeParse(hit).success).toBe(true);
  });
});
