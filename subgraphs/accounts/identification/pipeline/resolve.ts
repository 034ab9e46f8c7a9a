// Stage 3, resolve: each visitor's company from what the batch saw (resolution.ts decides between
// a captured email and the IP providers), an account per chosen domain (created when new), and
// the visitors moved onto it. A visitor identified for the first time is due an event.
import { canonicalDomain, type MailboxClassifier } from '../email/mailbox.js';
import { resolveCompanies, type CompanyProvider } from '../providers/provider.js';
import type { ParsedBatch } from './parse.js';
import type { AccountInput, PipelineRepository, UpsertedAccount } from './pipeline.repository.js';
import { chooseResolution, resolutionFromEmail, type Resolution } from './resolution.js';
import type { StoredVisits } from './visits.js';

/** below this a visitor is looked up by IP again */
const SETTLED_CONFIDENCE = 0.8;

export interface Resolved {
  /** the accounts the batch resolved to */
  accounts: UpsertedAccount[];
  /** account id → earliest moment the batch saw it */
  seenFrom: Map<string, Date>;
  /** visitor id → account chosen in this batch */
  accountAfter: Map<string, string>;
  /** visitors identified for the first time */
  newlyIdentified: string[];
  /** their accounts */
  eventAccounts: Set<string>;
}

export async function resolveVisitors(
  repo: PipelineRepository,
  deps: { providers: CompanyProvider[]; mailbox: MailboxClassifier },
  parsed: ParsedBatch,
  stored: StoredVisits,
  now: Date,
): Promise<Resolved> {
  const { seen } = parsed;
  const { keys, visitorByKey } = stored;
  const needIp = keys.filter((k) => {
    const s = seen.get(k)!;
    const cur = visitorByKey.get(k)!.resolution_confidence;
    return s.ip && s.lastAt && (cur === null || cur < SETTLED_CONFIDENCE);
  });
  const lookups = [...new Map(needIp.map((k) => [seen.get(k)!.ip!, { ip: seen.get(k)!.ip!, asn: seen.get(k)!.asn }])).values()];
  const companies = await resolveCompanies(deps.providers, lookups);

  const changes: Array<{ key: string; res: Resolution | null; at: Date }> = [];
  for (const k of keys) {
    const s = seen.get(k)!;
    const cur = visitorByKey.get(k)!;
    const fromEmail = s.email ? resolutionFromEmail(s.email, deps.mailbox) : null;
    const fromIp = s.ip && s.lastAt ? companies.get(s.ip) : undefined;
    const res = chooseResolution({ confidence: cur.resolution_confidence }, [fromEmail, fromIp]);
    if (res || s.email) changes.push({ key: k, res: res ? { ...res, domain: canonicalDomain(res.domain) } : null, at: s.lastAt ?? now });
  }

  // accounts for the chosen domains, first seen when their earliest visitor was
  const domains = new Map<string, AccountInput>();
  for (const c of changes) {
    if (!c.res) continue;
    const s = seen.get(c.key)!;
    const dk = `${s.workspaceId}|${c.res.domain}`;
    const d = domains.get(dk);
    const first = s.firstAt ?? c.at;
    if (!d) domains.set(dk, { workspace_id: s.workspaceId, company_domain: c.res.domain, company_name: c.res.name, firmographics: c.res.firmographics, first_seen_at: first });
    else if (first < d.first_seen_at) d.first_seen_at = first;
  }
  const dkeys = [...domains.keys()].sort(); // lock order
  const accounts = dkeys.length ? await repo.upsertAccounts(dkeys.map((k) => domains.get(k)!), now) : [];
  const accountId = new Map(accounts.map((a) => [`${a.workspace_id}|${a.company_domain}`, a.id]));
  const seenFrom = new Map(accounts.map((a) => [a.id, domains.get(`${a.workspace_id}|${a.company_domain}`)!.first_seen_at]));

  const accountAfter = new Map<string, string>();
  const newlyIdentified: string[] = [];
  const eventAccounts = new Set<string>();
  if (changes.length > 0) {
    const rows = changes.map((c) => {
      const s = seen.get(c.key)!;
      const cur = visitorByKey.get(c.key)!;
      const acct = c.res ? accountId.get(`${s.workspaceId}|${c.res.domain}`)! : null;
      if (acct) {
        accountAfter.set(cur.id, acct);
        if (!cur.identified_at) {
          newlyIdentified.push(cur.id);
          eventAccounts.add(acct);
        }
      }
      return { id: cur.id, account_id: acct, source: c.res?.source ?? null, confidence: c.res?.confidence ?? null, at: c.at, email: s.email, name: s.name };
    });
    await repo.resolveVisitors(rows);
  }
  return { accounts, seenFrom, accountAfter, newlyIdentified, eventAccounts };
}
