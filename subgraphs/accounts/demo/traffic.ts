// Simulated visitors and their page views, deterministic for a seed and a clock. Every case the
// pipeline must handle shows up: company networks (CIDR table), corporate ASN (Apple), business
// and consumer (→ `personal`) emails from form submits, anonymous ISP visitors, crawler user
// agents, datacenter traffic, and campaigns over several channels.
import { createRng, type Rng } from './random.js';
import { demoCompany, DEMO_CLASSIFICATIONS } from './companies.js';

export const DEMO_SITE = 'https://www.example-shop.test';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const BROWSERS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];
export const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'python-requests/2.31.0',
];
const ISP_IPS = (r: Rng) => r.pick([`73.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, `84.${r.int(128, 191)}.${r.int(0, 255)}.${r.int(1, 254)}`, `24.${r.int(0, 15)}.${r.int(0, 255)}.${r.int(1, 254)}`]);
const DATACENTER_IPS = (r: Rng) => r.pick([`3.5.140.${r.int(1, 254)}`, `104.131.${r.int(0, 255)}.${r.int(1, 254)}`, `51.68.${r.int(0, 255)}.${r.int(1, 254)}`, `159.69.${r.int(0, 255)}.${r.int(1, 254)}`]);
const APPLE_IP = (r: Rng) => `17.${r.int(0, 250)}.${r.int(0, 255)}.${r.int(1, 254)}`;

const PAGES = ['/', '/product', '/product/integrations', '/blog/visitor-identification', '/blog/intent-data', '/docs/getting-started', '/careers', '/customers', '/about'];
const INTENT = ['/pricing', '/demo', '/pricing/enterprise'];
export const DEMO_INTENT_PAGES = [
  { pattern: '/pricing', label: 'Pricing', score_weight: 3 },
  { pattern: '/pricing/*', label: 'Pricing plans', score_weight: 3 },
  { pattern: '/demo', label: 'Book a demo', score_weight: 4 },
  { pattern: '/product/*', label: 'Product pages', score_weight: 1 },
];
export const CAMPAIGNS = [
  { source: 'google', medium: 'cpc', campaign: 'brand-search' },
  { source: 'linkedin', medium: 'paid_social', campaign: 'abm-q3' },
  { source: 'newsletter', medium: 'email', campaign: 'monthly-digest' },
  { source: 'facebook', medium: 'social', campaign: 'launch-week' },
  { source: 'g2', medium: 'affiliate', campaign: 'g2-listing' },
];
const REFERRERS = [null, null, 'https://www.google.com/', 'https://www.linkedin.com/', 'https://news.ycombinator.com/'];
const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances', 'Tim', 'Radia', 'Guido'];
const CONSUMER = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com'];

export type Profile = 'company' | 'company_email' | 'email_only' | 'consumer_email' | 'apple_network' | 'anonymous' | 'crawler' | 'datacenter';

export interface DemoHit {
  body: Record<string, unknown>;
  ip: string;
  userAgent: string;
  receivedAt: Date;
}

export interface DemoPlan {
  hits: DemoHit[];
  visitors: number;
  companies: number;
  profiles: Record<Profile, number>;
}

/** Cumulative shares of visitor profiles. */
const PROFILES: Array<[Profile, number]> = [
  ['company', 0.5], ['company_email', 0.58], ['email_only', 0.62], ['consumer_email', 0.72],
  ['apple_network', 0.76], ['anonymous', 0.9], ['crawler', 0.95], ['datacenter', 1],
];

export function planDemoTraffic(opts: { visitors: number; days: number; seed: number; now: Date }): DemoPlan {
  const r = createRng(opts.seed);
  const companies = Math.max(DEMO_CLASSIFICATIONS.length + 6, Math.ceil(opts.visitors / 2.5));
  const hits: DemoHit[] = [];
  const profiles = Object.fromEntries(PROFILES.map(([p]) => [p, 0])) as Record<Profile, number>;
  const span = opts.days * DAY_MS;

  for (let i = 0; i < opts.visitors; i++) {
    // the first companies (classified ones included) always get a visitor, then a skewed spread
    const roll = i < DEMO_CLASSIFICATIONS.length + 6 ? 0 : r.next();
    const profile = PROFILES.find(([, p]) => roll < p)![0];
    profiles[profile]++;
    const companyIdx = i < DEMO_CLASSIFICATIONS.length + 6 ? i : Math.min(companies - 1, Math.floor(Math.pow(r.next(), 1.4) * companies));
    const company = demoCompany(companyIdx);
    const vid = `demo${opts.seed}-${i.toString(36).padStart(6, '0')}`;
    const human = profile !== 'crawler' && profile !== 'datacenter';
    const ua = profile === 'crawler' ? r.pick(CRAWLERS) : r.pick(BROWSERS);
    const ip =
      profile === 'company' || profile === 'company_email' ? company.ip(i)
      : profile === 'apple_network' ? APPLE_IP(r)
      : profile === 'datacenter' ? DATACENTER_IPS(r)
      : ISP_IPS(r);
    const email =
      profile === 'company_email' || profile === 'email_only' ? `${r.pick(FIRST_NAMES).toLowerCase()}.${i}@${company.domain}`
      : profile === 'consumer_email' ? `${r.pick(FIRST_NAMES).toLowerCase()}${i}@${r.pick(CONSUMER)}`
      : null;
    // competitors keep an eye on pricing, recently
    const competitor = DEMO_CLASSIFICATIONS.some((c) => c.index === companyIdx && c.classification === 'competitor');
    const sessions = human ? r.int(1, 5) : r.int(3, 8);
    const submitSession = email ? r.int(0, sessions - 1) : -1;
    for (let s = 0; s < sessions; s++) {
      let t = opts.now.getTime() - Math.floor(r.next() * span);
      if (competitor && s === 0) t = opts.now.getTime() - r.int(1, 5 * 24 * 60) * MINUTE_MS;
      const campaign = human && r.chance(0.3) ? r.pick(CAMPAIGNS) : null;
      const views = r.int(1, 5);
      let prev: string | null = campaign ? null : r.pick(REFERRERS);
      for (let k = 0; k < views; k++) {
        const intent = (competitor && k === 0) || r.chance(human ? 0.25 : 0.1);
        const path = intent ? r.pick(INTENT) : r.pick(PAGES);
        const query = campaign && k === 0 ? `?utm_source=${campaign.source}&utm_medium=${campaign.medium}&utm_campaign=${campaign.campaign}` : '';
        const url = `${DEMO_SITE}${path}${query}`;
        const at = new Date(Math.min(t, opts.now.getTime()));
        hits.push({ body: { t: 'pageview', v: vid, u: url, r: prev, ti: `Demo ${path}` }, ip, userAgent: ua, receivedAt: at });
        if (s === submitSession && k === views - 1)
          hits.push({ body: { t: 'identify', v: vid, u: `${DEMO_SITE}/demo`, e: email, n: null }, ip, userAgent: ua, receivedAt: new Date(Math.min(at.getTime() + 1000, opts.now.getTime())) });
        prev = url;
        t += r.int(1, 8) * MINUTE_MS;
      }
    }
  }
  hits.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  return { hits, visitors: opts.visitors, companies, profiles };
}
