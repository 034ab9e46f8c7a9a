// Channel of a page view. With campaign parameters the channel comes from utm_medium/utm_source
// (the attribution rollup only counts these); without them, from the referrer.
import { hasCampaign, hostOf, type Utm } from './pageUrl.js';

export const CAMPAIGN_CHANNELS = ['paid_search', 'paid_social', 'email', 'social', 'display', 'affiliate', 'referral', 'other'] as const;
export type Channel = (typeof CAMPAIGN_CHANNELS)[number] | 'organic_search' | 'direct';

const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|qwant|brave|startpage)\./;
const SOCIAL = /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|tiktok|reddit|youtube|pinterest|threads|mastodon)\.(com|co|in|social|net)$/;
const SOCIAL_SOURCE = /facebook|fb|instagram|meta|linkedin|twitter|^x$|tiktok|reddit|youtube|pinterest|snapchat/;

export function channelFor(utm: Utm, referrer: string | null | undefined, pageHost: string): Channel {
  if (hasCampaign(utm)) {
    const medium = (utm.medium ?? '').toLowerCase();
    const source = (utm.source ?? '').toLowerCase();
    const paid = /^(cpc|ppc|paid|paid[-_ ]?search|paid[-_ ]?social|sem|cpm|cpv|ads?)$/.test(medium) || medium.startsWith('paid');
    if (paid) return SOCIAL_SOURCE.test(source) || medium.includes('social') ? 'paid_social' : medium === 'cpm' || medium === 'cpv' ? 'display' : 'paid_search';
    if (/e-?mail|newsletter/.test(medium)) return 'email';
    if (/social/.test(medium) || (!medium && SOCIAL_SOURCE.test(source))) return 'social';
    if (/display|banner/.test(medium)) return 'display';
    if (/affiliate|partner/.test(medium)) return 'affiliate';
    if (medium === 'referral') return 'referral';
    return 'other';
  }
  const ref = hostOf(referrer);
  if (!ref || ref === pageHost) return 'direct';
  if (SEARCH.test(ref)) return 'organic_search';
  if (SOCIAL.test(ref)) return 'social';
  return 'referral';
}
