// The identification building blocks without a server: ASN lookups, bot verdicts, mailboxes,
// CIDR matching, channels, and the resolution precedence.
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedAsnDatabase } from '../../subgraphs/accounts/identification/asn/asnDatabase.js';
import { classifyHit } from '../../subgraphs/accounts/identification/bots/botFilter.js';
import { createMailboxClassifier, PERSONAL_DOMAIN } from '../../subgraphs/accounts/identification/email/mailbox.js';
import { buildIpRangeIndex } from '../../subgraphs/accounts/identification/providers/ipTable.provider.js';
import { channelFor } from '../../subgraphs/accounts/identification/traffic/channel.js';
import { parsePageUrl } from '../../subgraphs/accounts/identification/traffic/pageUrl.js';
import { chooseResolution, resolutionFromEmail } from '../../subgraphs/accounts/identification/pipeline/resolution.js';
import { ASN_DATA_NOTICE } from '../../subgraphs/accounts/identification/asn/notice.js';
import { CHROME, GOOGLEBOT } from '../helpers/identification.js';

describe('ASN database', () => {
  const db = sharedAsnDatabase();
  beforeAll(() => db.ready());
  it('finds the network owner for IPv4, IPv6 and mapped addresses', () => {
    expect(db.lookup('17.5.6.7')).toEqual({ asn: 714, org: 'Apple Inc.' });
    expect(db.lookup('::ffff:17.5.6.7')?.asn).toBe(714);
    expect(db.lookup('2a03:2880:f12f:83:face:b00c:0:25de')?.asn).toBe(32934);
    expect(db.lookup('10.0.0.1')).toBeNull();
    expect(db.lookup('not an ip')).toBeNull();
  });
  it('carries the CC-BY attribution', () => {
    expect(ASN_DATA_NOTICE).toMatch(/DB-IP/);
    expect(ASN_DATA_NOTICE).toMatch(/CC BY 4\.0/);
  });
});

describe('bot filter', () => {
  const db = sharedAsnDatabase();
  beforeAll(() => db.ready());
  it('flags crawler user agents, empty user agents and datacenter networks', () => {
    expect(classifyHit(GOOGLEBOT, null)).toMatchObject({ isBot: true, reason: 'user_agent' });
    expect(classifyHit('', null)).toMatchObject({ isBot: true, reason: 'missing_user_agent' });
    expect(classifyHit(CHROME, db.lookup('3.5.140.2'))).toMatchObject({ isBot: true, reason: 'datacenter', network: 'Amazon AWS' });
    expect(classifyHit(CHROME, db.lookup('104.131.0.1'))).toMatchObject({ isBot: true, reason: 'datacenter' });
    expect(classifyHit(CHROME, { asn: 99999, org: 'Tiny VPS Hosting Ltd' })).toMatchObject({ isBot: true, reason: 'datacenter' });
    expect(classifyHit(CHROME, db.lookup('73.15.2.1'))).toEqual({ isBot: false, reason: null });
  });
});

describe('consumer mailboxes', () => {
  it('rolls consumer domains up under personal, with an allowlist override', () => {
    const m = createMailboxClassifier(['yahoo.com']);
    expect(m.accountDomain('Jane@Gmail.com')).toBe(PERSONAL_DOMAIN);
    expect(m.accountDomain('bob@globex.com')).toBe('globex.com');
    expect(m.accountDomain('zuck@facebook.com')).toBe('facebook.com'); // default allowlist
    expect(m.accountDomain('x@yahoo.com')).toBe('yahoo.com'); // configured allowlist
    expect(m.accountDomain('broken')).toBeNull();
  });
});

describe('CIDR table', () => {
  it('matches the most specific range, IPv4 and IPv6', () => {
    const idx = buildIpRangeIndex([
      { cidr: '10.0.0.0/8', company_domain: 'big.com', company_name: null },
      { cidr: '10.1.2.0/24', company_domain: 'small.com', company_name: null },
      { cidr: '2001:db8::/32', company_domain: 'six.com', company_name: null },
    ]);
    expect(idx.match('10.1.2.3')?.company_domain).toBe('small.com');
    expect(idx.match('10.9.9.9')?.company_domain).toBe('big.com');
    expect(idx.match('11.0.0.1')).toBeNull();
    expect(idx.match('2001:db8::1')?.company_domain).toBe('six.com');
    expect(idx.match('::ffff:10.1.2.3')?.company_domain).toBe('small.com');
  });
});

describe('channels', () => {
  const ch = (url: string, ref: string | null = null) => {
    const p = parsePageUrl(url)!;
    return channelFor(p.utm, ref, p.host);
  };
  it('derives the channel from utm parameters, else the referrer', () => {
    expect(ch('https://s.test/?utm_source=google&utm_medium=cpc')).toBe('paid_search');
    expect(ch('https://s.test/?utm_source=linkedin&utm_medium=paid_social')).toBe('paid_social');
    expect(ch('https://s.test/?utm_source=newsletter&utm_medium=email')).toBe('email');
    expect(ch('https://s.test/?utm_source=facebook&utm_medium=social')).toBe('social');
    expect(ch('https://s.test/?utm_campaign=x')).toBe('other');
    expect(ch('https://s.test/', 'https://www.google.com/')).toBe('organic_search');
    expect(ch('https://s.test/', 'https://news.ycombinator.com/')).toBe('referral');
    expect(ch('https://s.test/', 'https://s.test/pricing')).toBe('direct');
    expect(ch('https://s.test/')).toBe('direct');
    expect(parsePageUrl('https://s.test/Pricing/?a=1')!.path).toBe('/Pricing');
  });
});

describe('resolution precedence', () => {
  const m = createMailboxClassifier();
  const ip = { domain: 'acme.com', name: 'Acme', source: 'ip_table', confidence: 0.8, firmographics: {} };
  it('business email > CIDR table > ASN > consumer mailbox, and only upgrades', () => {
    expect(chooseResolution({ confidence: null }, [resolutionFromEmail('a@globex.com', m), ip])?.domain).toBe('globex.com');
    expect(chooseResolution({ confidence: null }, [resolutionFromEmail('a@gmail.com', m), ip])?.domain).toBe('acme.com');
    expect(chooseResolution({ confidence: null }, [resolutionFromEmail('a@gmail.com', m)])?.domain).toBe('personal');
    expect(chooseResolution({ confidence: 0.8 }, [ip])).toBeNull();
    expect(chooseResolution({ confidence: 0.95 }, [ip])).toBeNull();
  });
});
