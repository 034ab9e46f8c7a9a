// Bot filtering (spec 1, rule 4): a hit is a bot when its user agent says so (isbot) or it comes
// from a hosting network. Bot hits are stored with is_bot = true and never counted; rows recorded
// before flagging existed keep is_bot = null ("unknown") and are counted, which is the caveat.
import { isbot } from 'isbot';
import type { AsnInfo } from '../asn/asnDatabase.js';
import { isDatacenter } from './datacenters.js';

export type BotReason = 'user_agent' | 'missing_user_agent' | 'datacenter';

export interface BotVerdict {
  isBot: boolean;
  reason: BotReason | null;
  /** the hosting network, when that was the reason */
  network?: string;
}

export function classifyHit(userAgent: string | null | undefined, asn: AsnInfo | null): BotVerdict {
  if (!userAgent || !userAgent.trim()) return { isBot: true, reason: 'missing_user_agent' };
  if (isbot(userAgent)) return { isBot: true, reason: 'user_agent' };
  const network = isDatacenter(asn);
  if (network) return { isBot: true, reason: 'datacenter', network };
  return { isBot: false, reason: null };
}
