// Provider 2: the network owner (ASN organisation, @ip-location-db/asn). Most ASNs are ISPs and
// hosting networks, which say nothing about a visitor's employer, so only organisations that run
// their own network for their staff map to a company. The map is short and documented; extend it
// (or put a vendor ahead in the chain) for more coverage. Confidence is low: a corporate network
// also carries guests, VPN exits and services.
import type { CompanyMatch, CompanyProvider } from './provider.js';
import { isDatacenter } from '../bots/datacenters.js';
import { ASN_DATA_ATTRIBUTION } from '../asn/notice.js';

export const ASN_CONFIDENCE = 0.5;

/** Enterprise networks (AS number → company), checked against the ASN database's org names. */
export const CORPORATE_ASNS: ReadonlyMap<number, { domain: string; name: string }> = new Map([
  [714, { domain: 'apple.com', name: 'Apple' }],
  [6185, { domain: 'apple.com', name: 'Apple' }],
  [109, { domain: 'cisco.com', name: 'Cisco' }],
  [4983, { domain: 'intel.com', name: 'Intel' }],
  [14365, { domain: 'adobe.com', name: 'Adobe' }],
  [10361, { domain: 'bloomberg.com', name: 'Bloomberg' }],
  [14340, { domain: 'salesforce.com', name: 'Salesforce' }],
  [36459, { domain: 'github.com', name: 'GitHub' }],
  [2906, { domain: 'netflix.com', name: 'Netflix' }],
]);

export function createAsnProvider(): CompanyProvider {
  return {
    name: 'asn',
    async resolveMany(lookups) {
      const out = new Map<string, CompanyMatch>();
      for (const { ip, asn } of lookups) {
        if (!asn || isDatacenter(asn)) continue;
        const company = CORPORATE_ASNS.get(asn.asn);
        if (!company) continue;
        out.set(ip, {
          domain: company.domain,
          name: company.name,
          source: 'asn',
          confidence: ASN_CONFIDENCE,
          firmographics: { asn: asn.asn, asn_org: asn.org, attribution: ASN_DATA_ATTRIBUTION },
        });
      }
      return out;
    },
  };
}
