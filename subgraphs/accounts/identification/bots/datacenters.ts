// Hosting networks: traffic from them is almost always automated (crawlers, monitors, headless
// browsers), so a hit from one is flagged as a bot. Two checks, either suffices:
//  1. the autonomous system number is a known cloud/hosting network;
//  2. the AS organisation name matches a hosting pattern (catches their other ASNs and small hosts).
// Cloudflare (13335) is deliberately absent: WARP and its consumer DNS/VPN carry real people.

/** AS numbers of large cloud and hosting providers (from the ASN database's own org names). */
export const DATACENTER_ASNS: ReadonlyMap<number, string> = new Map([
  [16509, 'Amazon AWS'],
  [14618, 'Amazon AWS'],
  [8987, 'Amazon AWS (EU)'],
  [396982, 'Google Cloud'],
  [19527, 'Google Cloud'],
  [8075, 'Microsoft Azure'],
  [14061, 'DigitalOcean'],
  [16276, 'OVHcloud'],
  [24940, 'Hetzner'],
  [213230, 'Hetzner Cloud'],
  [63949, 'Akamai Linode'],
  [20473, 'Vultr (The Constant Company)'],
  [31898, 'Oracle Cloud'],
  [45102, 'Alibaba Cloud'],
  [132203, 'Tencent Cloud'],
  [12876, 'Scaleway'],
  [51167, 'Contabo'],
  [60781, 'Leaseweb'],
  [16265, 'Leaseweb'],
  [36352, 'ColoCrossing'],
  [9009, 'M247'],
]);

/** Organisation-name patterns of hosting networks not listed above. */
export const DATACENTER_ORG_PATTERNS: readonly RegExp[] = [
  /\bamazon (web services|data services|technologies)\b/i,
  /\bgoogle cloud\b/i,
  /\bazure\b/i,
  /\bdigitalocean\b/i,
  /\bovh\b/i,
  /\bhetzner\b/i,
  /\blinode\b/i,
  /\bvultr\b|\bchoopa\b/i,
  /\boracle cloud\b/i,
  /\balibaba cloud\b|\baliyun\b/i,
  /\btencent cloud\b/i,
  /\bscaleway\b/i,
  /\bcontabo\b/i,
  /\bleaseweb\b/i,
  /\bhosting\b|\bhoster\b/i,
  /\bdata ?cent(er|re)\b/i,
  /\bcolocation\b|\bcolo\b/i,
  /\bvps\b|\bdedicated servers?\b/i,
];

export function isDatacenter(asn: { asn: number; org: string } | null): string | null {
  if (!asn) return null;
  const known = DATACENTER_ASNS.get(asn.asn);
  if (known) return known;
  return DATACENTER_ORG_PATTERNS.some((p) => p.test(asn.org)) ? asn.org : null;
}
